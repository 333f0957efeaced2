"""Seed 004 (Werewolves Revamped) killers, protection/survival roles and death triggers (§2.1, 2.3,
2.5, 3.3), each played through Game.apply: what the moderator is shown, who dies and why, and what
the phone view holds. Plus the generic pieces they brought, each called on its own."""
from werewolf_desktop.engine import catalogue, offices
from werewolf_desktop.engine.errors import RuleError
from werewolf_desktop.engine.views import player_view, public_view
from werewolf_desktop.i18n import tr

import pytest

from .helpers import act, nxt, run_night, skip_to, vote
from .revamped import assert_replays, causes, keys, lynch, past_dawn, random_revamped_game, rv, to_night, to_step


# ---------------------------------------------------------------------------- 2.5 Witch
def test_004_2_5_witch_life_potion_protects_three_players_and_the_witch_and_both_potions_work_in_one_night():
    """004:431-436: life — three players and the Witch safe from every attack tonight; death — one
    attack; each once; both in the same night."""
    g = rv(["werewolf", "werewolf", "witch", "assassin", "villager", "villager", "villager", "villager", "villager"])
    assert g.state.seat(3).role == "witch_revamped"
    p = to_step(g, "witch_revamped")
    life, death = p.actions
    assert (life["targets"], life["min_targets"], death["targets"]) == (3, 1, 1)
    act(g, "life", 5, 6, 7)
    act(g, "death", 1)
    run_night(g)
    assert causes(g, 1) == ["poison"]
    to_night(g, 2)
    run_night(g, pack=("kill", 5), assassin=("attack", 3))
    assert not g.state.seat(5).alive and not g.state.seat(3).alive      # the potion was for one night
    g = rv(["werewolf", "werewolf", "witch", "villager", "villager", "villager", "villager", "villager", "villager"])
    run_night(g, pack=("kill", 3), witch_revamped=("life", 5))
    assert g.state.seat(3).alive                                        # the Witch herself is safe
    to_night(g, 2)
    p = to_step(g, "witch_revamped")
    assert [a["uses_left"] for a in p.actions] == [0, 1] and not p.actions[0]["available"]


# ---------------------------------------------------------------------------- 2.5 Assassin
def test_004_2_5_assassin_attacks_from_night_2_three_times_per_game():
    """004:369-374: after night 1, one attack a night, three per game, end-night."""
    roles = ["werewolf", "assassin", "villager", "villager", "villager", "villager", "villager", "villager",
             "villager", "villager", "villager", "villager"]
    g = rv(roles)
    assert "assassin" not in g.state.night.schedule                     # not on night 1
    for night, target in ((2, 3), (3, 4), (4, 5)):
        to_night(g, night)
        p = to_step(g, "assassin")
        assert p.actions[0]["uses_left"] == 5 - night
        act(g, "attack", target)
        run_night(g)
        assert causes(g, target) == ["assassin"]
    to_night(g, 5)
    p = to_step(g, "assassin")
    assert not p.actions[0]["available"] and p.actions[0]["uses_left"] == 0
    with pytest.raises(RuleError) as err:
        act(g, "attack", 6)
    assert err.value.key == "rule.no_charges"
    assert tr("cause.assassin", "de") == "vom Attentäter angegriffen"


# ---------------------------------------------------------------------------- 2.2 / 2.5 Cult
CULT = ["werewolf", "cult_leader", "cult_member", "cult_member", "villager", "villager", "villager", "villager",
        "villager", "villager"]


def test_004_2_5_cult_leader_and_members_wake_together_and_attack_by_majority_from_night_2():
    """004:241-245, 004:393, 004:33: the cult wakes together; from night 2 it points, the majority
    decides, a random member who pointed at the victim is the attacker."""
    g = rv(CULT)
    p = to_step(g, "cult")
    assert p.wakes == "cult" and p.actors == [2, 3, 4] and p.show["seats"] == [2, 3, 4]
    assert p.actions == []                                              # night 1: recognition only
    to_night(g, 2)
    p = to_step(g, "cult")
    assert p.actions[0]["id"] == "attack" and p.actions[0]["available"]
    with pytest.raises(RuleError) as err:
        g.apply({"t": "act", "action": "attack", "seats": [5], "votes": {"2": 6, "3": 6, "4": 5}})
    assert err.value.key == "rule.not_the_majority"
    g.apply({"t": "act", "action": "attack", "seats": [6], "votes": {"2": 6, "3": 6, "4": 5}})
    [attack] = g.state.night.attacks
    assert attack["kind"] == "cult" and attack["attacker"] in (2, 3)    # only those who pointed at 6
    run_night(g)
    assert causes(g, 6) == ["cult"]


def test_004_2_2_cult_member_who_lost_their_role_points_for_nothing():
    """004:245: a member who no longer holds a cult role still points, but the point counts 0."""
    from werewolf_desktop.engine.attacks import group_tally
    from werewolf_desktop.engine.roles_in_play import change_role

    g = rv(CULT)
    change_role(g.state, 4, "villager")                                 # role lost, group kept
    assert "cult" in g.state.seat(4).groups
    counts, top = group_tally(g.state, "cult", {2: 5, 3: 6, 4: 6})
    assert counts == {5: 1.0, 6: 1.0} and top == [5, 6]


def test_004_2_5_cult_stops_attacking_once_the_original_cult_leader_dies():
    """004:393: the cult keeps attacking after the Leader loses the role, and stops for good once
    the player dealt the Cult Leader dies."""
    from werewolf_desktop.engine.roles_in_play import change_role

    g = rv(CULT)
    change_role(g.state, 2, "villager")                                 # role loss: the cult goes on
    to_night(g, 2)
    run_night(g, pack=("kill", 2), cult=("attack", 5))
    assert causes(g, 5) == ["cult"] and causes(g, 2) == ["wolf"]      # the role-lost leader's cult still attacked
    to_night(g, 3)
    p = to_step(g, "cult")
    assert p.actions == [] and p.actors == [2, 3, 4]                    # still wakes, no attack
    with pytest.raises(RuleError):
        act(g, "attack", 5)


# ---------------------------------------------------------------------------- 3.3 Lone Wolf
LONE = ["werewolf", "lone_wolf", "villager", "villager", "villager", "villager", "villager", "villager", "assassin"]


def test_004_3_3_lone_wolf_attacks_alone_and_dies_if_the_victim_is_not_townsfolk_or_solo():
    """004:539: wakes alone, attacks; a victim off the townsfolk team and not solo kills the Lone
    Wolf too (only if the attack kills)."""
    g = rv(LONE)
    p = to_step(g, "lone_wolf")
    assert p.actors == [2] and "pack" not in g.state.seat(2).groups
    act(g, "attack", 3)
    run_night(g)
    assert causes(g, 3) == ["lone_wolf"] and g.state.seat(2).alive
    g = rv(LONE + ["villager", "villager", "werewolf"])
    run_night(g, lone_wolf=("attack", 1))
    assert causes(g, 1) == ["lone_wolf"] and causes(g, 2) == ["wrong_victim"]
    assert tr("cause.wrong_victim", "en").startswith("killed the wrong prey")


def test_004_3_3_lone_wolf_joins_the_pack_as_a_wolf_when_the_first_pack_member_dies():
    """004:539: the first pack death turns the Lone Wolf into a Wolf in the pack, told privately."""
    g = rv(LONE + ["villager", "villager", "werewolf"])
    assert player_view(g.state, 2)["knows"] == {}
    run_night(g)
    lynch(g, 1)
    assert g.state.seat(2).role == "werewolf_revamped" and "pack" in g.state.seat(2).groups   # the Wolf
    assert "notice.joined_pack" in keys(g, 2)
    assert [k["seat"] for k in player_view(g.state, 2)["knows"]["pack"]] == [1, 12]
    to_night(g, 2)
    p = to_step(g, "pack")
    assert [a for a in p.actors if g.state.seat(a).alive] == [2, 12]


# ---------------------------------------------------------------------------- 3.3 Infected Wolf
def test_004_3_3_infected_wolf_turns_its_night_1_target_into_a_wolf():
    """004:527-532: night 1 only; not a pack member; the target becomes a Wolf, told privately."""
    g = rv(["werewolf", "infected_wolf", "villager", "villager", "villager", "villager", "villager", "villager"])
    p = to_step(g, "infected_wolf")
    action = p.actions[0]
    assert action["default"] == "random" and 1 not in action["candidates"] and action["disabled"][1] == "rule.target_in_pack"
    act(g, "infect", 5)
    assert g.state.seat(5).role == "werewolf_revamped" and "pack" in g.state.seat(5).groups
    run_night(g)
    assert keys(g, 5) == []                                          # not before the dawn announcement
    past_dawn(g)
    assert "notice.infected" in keys(g, 5) and not keys(g, 4)
    to_night(g, 2)
    assert "infected_wolf" not in g.state.night.schedule


def test_004_3_3_infected_wolf_picks_at_random_when_nobody_is_named():
    g = rv(["werewolf", "infected_wolf", "villager", "villager", "villager", "villager", "villager", "villager"])
    to_step(g, "infected_wolf")
    nxt(g)
    [converted] = [s.seat for s in g.state.seats if s.role == "werewolf_revamped" and s.original_role == "citizen"]
    assert converted >= 3
    replay = type(g).replay(g.setup, g.inputs)
    assert replay.state.seat(converted).role == "werewolf_revamped"              # the draw comes from the seed


def test_004_2_2_infected_baker_becomes_the_bloody_butcher_and_the_other_bakers_butchers():
    """004:228: an infected Baker becomes the Bloody Butcher, all other Bakers Butchers, all told."""
    g = rv(["werewolf", "infected_wolf", "baker", "baker", "baker", "villager", "villager", "villager"])
    p = to_step(g, "bakers")
    assert p.actors == [3, 4, 5]
    to_step(g, "infected_wolf")
    act(g, "infect", 3)
    assert [g.state.seat(s).role for s in (3, 4, 5)] == ["bloody_butcher", "butcher", "butcher"]
    assert "pack" in g.state.seat(3).groups and "bakers" in g.state.seat(4).groups
    run_night(g)
    past_dawn(g)
    assert [keys(g, s) for s in (3, 4, 5)] == [["notice.infected"], ["notice.group_turned"], ["notice.group_turned"]]
    assert tr("notice.group_turned", "en", **player_view(g.state, 4)["learned"][0]["params"]) == \
        "Tell seat 4 privately: one of your fellow Bakers was infected; you are now a Butcher."


def test_004_2_2_butcher_and_bloody_butcher_recognise_each_other_on_night_1():
    """004:230-236, 004:468-473: the Butchers wake together on night 1, the Bloody Butcher among
    them, who also wakes with the pack."""
    g = rv(["werewolf", "bloody_butcher", "butcher", "butcher", "villager", "villager", "villager", "villager"])
    p = to_step(g, "butchers")
    assert p.actors == [2, 3, 4] and p.actions == []
    assert to_step(g, "pack").actors == [1, 2]
    to_night(g, 2)
    assert "butchers" not in g.state.night.schedule


# ---------------------------------------------------------------------------- 2.5 Huntress
HUNT = ["werewolf", "werewolf", "huntress", "witch", "villager", "villager", "villager", "villager", "villager",
        "villager"]


def tells(g):
    """The words of the `tell` beats now on the day's agenda."""
    return [(b["key"], b["params"]) for b in g.state.agenda if b["kind"] == "tell"]


def test_004_2_5_huntress_attacks_her_standing_target_with_her_dying_breath_and_is_revealed():
    """004:412: target confirmed or changed at each wake; on any death but a lynch the target is
    attacked at once, and the Huntress is revealed if it dies."""
    g = rv(HUNT)
    p = to_step(g, "huntress")
    assert p.show["notices"][0]["key"] == "notice.no_standing_target"
    act(g, "aim", 5)
    to_night(g, 2)
    p = to_step(g, "huntress")
    assert p.show["target"] == 5 and p.show["notices"][0] == {"key": "notice.standing_target", "params": {"seat": 5}}
    nxt(g)                                                              # keeps the old target
    to_night(g, 3)
    run_night(g, pack=("kill", 3))
    assert causes(g, 3) == ["wolf"] and causes(g, 5) == ["dying_breath"]
    assert g.state.seat(3).revealed and sorted(g.state.pending_night_deaths) == [3, 5]
    nxt(g)                                                              # the dawn announcement
    [(key, params)] = tells(g)
    assert key == "beat.dying_breath" and params == {"seat": 3, "target": 5, "role": "huntress"}
    skip_to(g, "tell")
    assert tr(g.prompt.say["key"], "en", **g.prompt.say["params"]) == \
        "Player 3 was the Huntress and took player 5 with their dying breath."


def test_004_2_5_huntress_lynched_takes_nobody_and_a_protected_target_survives_unrevealed():
    """004:412: not on a direct lynch; if the target does not die the Huntress stays hidden."""
    g = rv(HUNT)
    run_night(g, huntress=("aim", 5))
    lynch(g, 3)
    assert causes(g, 3) == ["exile"] and g.state.seat(5).alive and not tells(g)
    g = rv(HUNT)
    run_night(g, huntress=("aim", 5))
    to_night(g, 2)
    run_night(g, pack=("kill", 3), witch_revamped=("life", 5))
    assert causes(g, 3) == ["wolf"] and g.state.seat(5).alive and not g.state.seat(3).revealed


def test_dying_breath_by_day_is_not_stopped_by_last_nights_protection():
    """attacks.strike_now: by day, the night's shields are over; the defences of the target's own
    role still hold."""
    from werewolf_desktop.engine.attacks import strike_now

    g = rv(HUNT)
    run_night(g, witch_revamped=("life", 5))
    assert g.state.phase == "day"
    assert strike_now(g.state, 5, "dying_breath", 3, "004:412")
    g = rv(["werewolf", "werewolf", "runner", "villager", "villager", "villager", "villager"])
    run_night(g)
    assert strike_now(g.state, 3, "dying_breath", None, "004:412")                # the Runner escapes werewolves only
    assert not strike_now(g.state, 3, "wolf", 1, "004:412") and g.state.seat(3).lives == 1


# ---------------------------------------------------------------------------- 2.1 Ranger
def test_004_2_1_ranger_reveals_the_target_and_its_role_as_strong_disguises_show_it():
    """004:193: on any death but a lynch the Ranger's role, target and the target's role (strong
    disguises fool him) are revealed to all; no living target, no reveal."""
    from werewolf_desktop.engine.disguise import put_on

    roles = ["werewolf", "werewolf", "ranger", "villager", "villager", "villager", "villager", "villager"]
    g = rv(roles)
    run_night(g, ranger=("aim", 1))
    put_on(g.state, 1, "villager", strong=True, permanent=True)           # a Sneaking Wolf-like disguise
    put_on(g.state, 1, "seer", strong=False, until="dawn")                # weak: does not fool him
    to_night(g, 2)
    run_night(g, pack=("kill", 3))
    nxt(g)
    [(key, params)] = tells(g)
    assert key == "beat.reveal_target" and params == {"seat": 3, "role": "ranger", "target": 1, "target_role": "villager"}
    assert g.state.seat(3).revealed and g.state.seat(1).alive
    assert tr(key, "de", **params) == "Spieler 3 war Waldläufer; sein Ziel, Spieler 1, ist: Dorfbewohner."
    g = rv(roles)
    run_night(g, ranger=("aim", 1))
    lynch(g, 3)
    assert not tells(g) and not g.state.seat(3).revealed


def test_004_193_the_public_view_shows_the_revealed_role_from_its_words_on():
    """004:193: the Ranger's target's role is told to all after the Ranger's death is announced;
    the public view has it from those words on (never at night nor at dawn before them)."""
    g = rv(["werewolf", "werewolf", "ranger", "villager", "villager", "villager", "villager", "villager"])

    def told(g):
        return {s["seat"]: s["told_role"] for s in public_view(g.state)["seats"] if "told_role" in s}

    run_night(g, ranger=("aim", 1))
    to_night(g, 2)
    to_step(g, "pack")
    act(g, "kill", 3)
    assert told(g) == {}                                              # the night: a secret
    run_night(g)
    assert g.prompt.kind == "announce" and told(g) == {}              # the deaths first
    while not (g.prompt.say and g.prompt.say["key"] == "beat.reveal_target"):
        nxt(g)
        assert told(g) == {} or g.prompt.say["key"] == "beat.reveal_target"
    wolf = g.state.seat(1).role
    assert told(g) == {1: wolf}                                       # being told
    to_night(g, 3)
    assert told(g) == {1: wolf}                                       # a fact the table keeps


# ---------------------------------------------------------------------------- 2.5 Mad Scientist
SCI = ["werewolf", "werewolf", "mad_scientist", "villager", "villager", "villager", "villager", "villager"]


def test_004_2_5_mad_scientist_has_two_subjects_of_different_teams_and_wakes_with_them():
    """004:419: two subjects from two different teams, assigned at the start; they wake with the
    Scientist on night 1; the Scientist chooses among them (random if not), a dead one too."""
    g = rv(SCI)
    subjects = g.state.seat(3).status["subjects"]["seats"]
    teams = {catalogue().role(g.state.seat(s).role).team for s in subjects}
    assert len(subjects) == 2 and teams == {"village", "wolf"} and 3 not in subjects
    p = to_step(g, "lab")
    assert sorted(p.actors) == sorted([3] + subjects)
    assert {"key": "notice.subjects", "params": {"seats": subjects, "seat": 3}} in \
        [{k: n[k] for k in ("key", "params")} for n in p.show["notices"]]
    assert all("notice.subjects" in keys(g, s) for s in [3] + subjects)
    p = to_step(g, "mad_scientist")
    assert sorted(p.actions[0]["candidates"]) == subjects
    other = next(s for s in range(1, 9) if s not in subjects and s != 3)
    assert p.actions[0]["disabled"][other] == "rule.not_a_subject"
    nxt(g)                                                              # nobody pointed at: a random subject
    assert g.state.seat(3).status["dying_breath"]["target"] in subjects
    assert [g.state.seat(s).groups for s in subjects] == [["pack", "lab"] if g.state.seat(s).role == "werewolf_revamped"
                                                          else ["lab"] for s in subjects]


def test_004_2_5_mad_scientist_takes_the_chosen_subject_along_even_when_lynched():
    g = rv(SCI)
    wolf = next(s for s in g.state.seat(3).status["subjects"]["seats"] if g.state.seat(s).role == "werewolf_revamped")
    run_night(g, mad_scientist=("aim", wolf))
    lynch(g, 3)
    assert causes(g, 3) == ["exile"] and causes(g, wolf) == ["experiment"]
    assert ("beat.taken_along", {"seat": 3, "target": wolf}) in tells(g)


# ---------------------------------------------------------------------------- 2.3 Fletcher
FLETCH = ["werewolf", "werewolf", "fletcher", "villager", "villager", "villager", "villager", "villager", "villager"]


def test_004_2_3_fletcher_customer_gains_the_huntress_dying_breath():
    """004:259: the customer (random if none) is told, wakes to set a target, and attacks it on dying."""
    g = rv(FLETCH)
    p = to_step(g, "fletcher")
    assert [a["id"] for a in p.actions] == ["choose"] and p.actions[0]["default"] == "random"
    act(g, "choose", 5)
    p = to_step(g, "customer")
    assert p.actors == [5]
    act(g, "aim", 7)
    run_night(g)
    nxt(g)
    assert "notice.customer" in keys(g, 5)
    to_night(g, 2)
    run_night(g, pack=("kill", 5))
    assert causes(g, 7) == ["dying_breath"] and g.state.seat(5).revealed
    nxt(g)
    assert tells(g)[0] == ("beat.dying_breath_granted", {"seat": 5, "target": 7, "role": "huntress"})


def test_004_2_3_fletcher_revokes_the_customer_for_good():
    g = rv(FLETCH)
    run_night(g, fletcher=("choose", 5), customer=("aim", 7))
    to_night(g, 2)
    p = to_step(g, "fletcher")
    assert [a["id"] for a in p.actions] == ["revoke"] and p.actions[0]["input"] == "none"
    g.apply({"t": "act", "action": "revoke"})
    assert "customer" not in g.state.seat(5).groups and "customer" not in g.state.seat(5).status
    assert to_step(g, "customer").actors == []
    run_night(g, pack=("kill", 5))
    assert g.state.seat(7).alive
    nxt(g)
    assert "notice.revoked" in keys(g, 5)


def test_004_2_3_fletcher_who_names_nobody_gets_a_random_customer():
    g = rv(FLETCH)
    to_step(g, "fletcher")
    nxt(g)
    [customer] = [s.seat for s in g.state.seats if "customer" in s.groups]
    assert customer != 3 and g.state.seat(customer).status["customer"]["grants"] == "huntress"


# ---------------------------------------------------------------------------- 2.1 Macho
MACHO = ["werewolf", "werewolf", "macho", "villager", "villager", "villager", "villager", "villager", "villager"]


def test_004_2_1_macho_survives_the_night_attack_until_the_end_of_the_next_day_and_learns_an_attacker():
    """004:179-183: attacked at night he lives until the end of the next day; told one attacker's
    name (of a group attack: the attacker drawn among those who pointed)."""
    g = rv(MACHO)
    to_step(g, "pack")
    g.apply({"t": "act", "action": "kill", "seats": [3], "votes": {"1": 3}})
    run_night(g)
    assert g.state.seat(3).alive and g.state.pending_night_deaths == []
    nxt(g)
    [notice] = [n for n in player_view(g.state, 3)["learned"] if n["key"] == "notice.attacked_by"]
    assert notice["params"] == {"seat": 3, "attacker": 1}               # only wolf 1 pointed at him
    skip_to(g, "exile_vote")
    vote(g, {})
    assert g.prompt.kind == "tell" and g.prompt.say == {"key": "beat.delayed_death", "params": {"seat": 3, "cause": "wolf"}}
    assert causes(g, 3) == ["wolf"]
    assert tr("beat.delayed_death", "en", seat=3, cause="wolf") == \
        "Player 3 held out until now and dies (attacked by the werewolves)."
    skip_to(g, "dusk")
    nxt(g)
    assert g.state.phase == "night" and g.state.night.number == 2


def test_004_2_1_macho_attacked_twice_is_told_one_random_attacker_and_a_lynch_kills_at_once():
    g = rv(MACHO + ["assassin"])
    to_night(g, 2)
    run_night(g, pack=("kill", 3), assassin=("attack", 3))
    nxt(g)
    [notice] = [n for n in player_view(g.state, 3)["learned"] if n["key"] == "notice.attacked_by"]
    assert notice["params"]["attacker"] in (1, 2, 10)
    lynch(g, 3)
    assert causes(g, 3) == ["exile"]


# ---------------------------------------------------------------------------- 2.3 Hooker
HOOK = ["werewolf", "werewolf", "hooker", "villager", "villager", "villager", "villager", "villager", "villager"]


def test_004_2_3_hooker_is_not_home_but_dies_with_her_host():
    """004:272-276: attacks on the Hooker's own home fail; an attack on the host hits her too."""
    g = rv(HOOK)
    run_night(g, hooker=("visit", 5), pack=("kill", 3))
    assert g.state.seat(3).alive
    assert any(n["note"] == "night.away_from_home" for n in g.state.night.results["dawn"]["notes"])
    assert "staying_with" not in g.state.seat(3).status                 # for one night only
    to_night(g, 2)
    run_night(g, hooker=("visit", 5), pack=("kill", 5))
    assert causes(g, 5) == ["wolf"] and causes(g, 3) == ["wolf"]


def test_with_visitors_copies_each_attack_on_a_host_to_whoever_stays_there():
    from werewolf_desktop.engine import attacks, status

    g = rv(HOOK)
    status.put(g.state, 3, "staying_with", until="dawn", host=5)
    attacks.queue(g.state, 5, "assassin", "x", 9)
    assert [(a["target"], a.get("via")) for a in attacks.with_visitors(g.state)] == [(5, None), (3, 5)]


# ---------------------------------------------------------------------------- 2.1 Child
CHILD = ["werewolf", "werewolf", "child", "villager", "villager", "villager", "villager", "villager", "villager"]


def test_004_2_1_child_death_brings_two_lynches_the_next_day():
    """004:143-147: killed at night → two lynches that day; lynched → two the next day; the
    moderator is told in words; day.py reads offices.extra_lynches."""
    from werewolf_desktop.engine.offices import extra_lynches

    g = rv(CHILD)
    run_night(g, pack=("kill", 3))
    assert extra_lynches(g.state, 1) == 1 and extra_lynches(g.state, 2) == 0
    nxt(g)
    assert tells(g) == [("beat.extra_lynch_today", {"seat": 3, "count": 2})]
    skip_to(g, "tell")
    assert tr(g.prompt.say["key"], "zh", **g.prompt.say["params"]) == "3号玩家是孩子：今天要处决2次（可以是同一个人）。"
    g = rv(CHILD)
    run_night(g)
    lynch(g, 3)
    assert extra_lynches(g.state, 2) == 1 and tells(g) == [("beat.extra_lynch_tomorrow", {"seat": 3, "count": 2})]


def test_004_2_1_child_who_lost_the_role_still_counts_when_the_original_child_dies():
    """004:147: not on role loss, but when the original Child dies."""
    from werewolf_desktop.engine.roles_in_play import change_role
    from werewolf_desktop.engine.offices import extra_lynches

    g = rv(CHILD)
    change_role(g.state, 3, "werewolf")
    run_night(g)
    lynch(g, 3)
    assert extra_lynches(g.state, 2) == 1


def told_lynches_until(g, key: str) -> list:
    """Press next until the words `key` are the current beat: the public view's `lynches` at each
    step before them."""
    seen = []
    for _ in range(30):
        if g.prompt.say and g.prompt.say["key"] == key:
            return seen
        seen.append(public_view(g.state)["lynches"])
        nxt(g)
    raise AssertionError(f"never told {key}")


def test_004_147_the_public_view_tells_the_extra_lynch_from_its_words_until_dusk():
    """004:147: the table is told the Child's extra lynch after the Child's death is announced; the
    projector has it from those words until that day's dusk, never while the night keeps it secret."""
    g = rv(CHILD)
    to_step(g, "pack")
    act(g, "kill", 3)
    assert public_view(g.state)["lynches"] is None                   # the night: a secret
    run_night(g)
    assert g.prompt.kind == "announce"
    assert set(told_lynches_until(g, "beat.extra_lynch_today")) == {None}   # dawn: the deaths first
    assert public_view(g.state)["lynches"] == {"day": 1, "count": 2}        # being told
    skip_to(g, "exile_vote")
    assert public_view(g.state)["lynches"] == {"day": 1, "count": 2}
    to_night(g, 2)
    assert public_view(g.state)["lynches"] is None                   # gone at dusk

    g = rv(CHILD)                                                    # lynched: two lynches tomorrow
    run_night(g)
    lynch(g, 3)
    assert set(told_lynches_until(g, "beat.extra_lynch_tomorrow")) <= {None}       # told at once
    assert public_view(g.state)["lynches"] == {"day": 2, "count": 2}
    to_night(g, 2)
    assert public_view(g.state)["lynches"] == {"day": 2, "count": 2}  # told by day: still true tonight
    run_night(g)
    skip_to(g, "exile_vote")
    assert public_view(g.state)["lynches"] == {"day": 2, "count": 2}
    to_night(g, 3)
    assert public_view(g.state)["lynches"] is None


def test_004_147_no_extra_lynch_is_shown_once_the_game_is_over():
    """A lynched Child whose death ends the game: no tomorrow comes, nothing to show."""
    g = rv(["werewolf", "werewolf", "child", "villager", "villager"])
    run_night(g, pack=("kill", 4))
    lynch(g, 5)
    to_night(g, 2)
    run_night(g)
    lynch(g, 3)                                                      # the last one not a wolf
    assert g.state.phase == "over" and offices.extra_lynches(g.state, 3) == 1
    assert public_view(g.state)["lynches"] is None


# ---------------------------------------------------------------------------- 2.1 Bard
def test_004_2_1_bard_hears_every_ability_used_on_him_announced_with_its_cause():
    """004:121-125: abilities on the Bard are told at dawn with the cause (an attack: the attacker's
    role), without details."""
    g = rv(["werewolf", "werewolf", "bard", "witch", "hooker", "villager", "villager", "villager", "villager"])
    to_step(g, "hooker")
    act(g, "visit", 3)
    to_step(g, "pack")
    g.apply({"t": "act", "action": "kill", "seats": [3], "votes": {"2": 3}})
    run_night(g, witch_revamped=("life", 3))
    assert g.state.seat(3).alive
    nxt(g)
    assert tells(g) == [("narrate.visit", {"cause_role": "hooker"}), ("narrate.protect", {"cause_role": "witch_revamped"}),
                        ("narrate.attack", {"cause_role": "werewolf_revamped"})]
    skip_to(g, "tell")
    assert tr(g.prompt.say["key"], "en", **g.prompt.say["params"]) == \
        "Last night someone slept at the Bard's house — cause: Hooker."


def test_004_123_an_office_shielding_the_bard_is_narrated_as_the_office_not_the_holders_role():
    """004:123 "reveals both the ability and the cause (e.g. Assassin)": the Guardian's shield is
    caused by the Guardian; the holder's own role (a villager, or a wolf) stays secret (004 §6)."""
    from .helpers import guardian_dawn

    g = guardian_dawn(["werewolf", "werewolf", "seer", "villager", "villager", "werewolf", "villager", "bard"], shield=8)
    assert tells(g)[0] == ("narrate.mark", {"cause_role": "guardian"})      # seat 6, a werewolf, holds it


# ---------------------------------------------------------------------------- 2.1 Fortune Apprentice
def test_004_2_1_fortune_apprentice_takes_the_place_of_the_first_town_investigator_to_die():
    """004:158-164: at the start of the next day the Apprentice becomes the dead investigator's role,
    told privately with the results; the change is announced without a name; only the first."""
    from werewolf_desktop.engine.notices import notify

    g = rv(["werewolf", "werewolf", "seer", "fortune_apprentice", "villager", "villager", "villager", "villager"])
    notify(g.state, 3, "notice.saw_role", seat=1, role="werewolf")      # a result the investigator had learned
    run_night(g, pack=("kill", 3))
    assert g.state.seat(4).role == "seer"
    nxt(g)
    assert ("beat.apprentice_changed", {}) in tells(g)
    assert [(n["key"], n["params"]) for n in player_view(g.state, 4)["learned"]] == [
        ("notice.apprenticed", {"seat": 4, "role": "seer", "dead": 3}), ("notice.saw_role", {"seat": 1, "role": "werewolf"})]
    assert all(k != "notice.apprenticed" for s in (5, 6) for k in keys(g, s))
    to_night(g, 2)
    assert to_step(g, "seer").actors == [3, 4]


def test_004_2_1_fortune_apprentice_after_a_day_death_changes_at_the_next_dawn():
    g = rv(["werewolf", "werewolf", "seer", "fortune_apprentice", "villager", "villager", "villager", "villager"])
    run_night(g)
    lynch(g, 3)
    assert g.state.seat(4).role == "fortune_apprentice" and "inherits" in g.state.seat(4).status
    to_night(g, 2)
    run_night(g)
    assert g.state.seat(4).role == "seer"


# ---------------------------------------------------------------------------- 2.1 Journalist
JOURNAL = ["werewolf", "werewolf", "journalist", "witch", "villager", "villager", "villager", "villager", "villager"]


def test_004_2_1_journalist_journal_goes_to_a_holder_of_the_chosen_role_on_death():
    """004:174 (S8): typed on the device with a target role; on death one random living holder of
    that role receives it."""
    g = rv(JOURNAL)
    p = to_step(g, "journalist")
    assert p.actions[0]["input"] == "text" and "witch_revamped" in p.actions[0]["pick_role"]
    with pytest.raises(RuleError) as err:
        g.apply({"t": "act", "action": "write", "text": "  ", "roles": ["witch_revamped"]})
    assert err.value.key == "rule.bad_note"
    g.apply({"t": "act", "action": "write", "text": "1 and 2 are wolves", "roles": ["witch_revamped"]})
    run_night(g)
    to_night(g, 2)
    run_night(g, pack=("kill", 3))
    nxt(g)
    [n] = [n for n in player_view(g.state, 4)["learned"] if n["key"] == "notice.journal"]
    assert n["params"] == {"seat": 4, "author": 3, "text": "1 and 2 are wolves"}
    assert not any(n["key"] == "notice.journal" for s in (5, 6) for n in player_view(g.state, s)["learned"])


def test_004_2_1_journalist_journal_is_lost_with_the_role_or_without_a_reader():
    from werewolf_desktop.engine.roles_in_play import change_role

    g = rv(JOURNAL)
    to_step(g, "journalist")
    g.apply({"t": "act", "action": "write", "text": "for the aura teller", "roles": ["aura_teller"]})
    run_night(g, pack=("kill", 3))                                      # nobody holds the role
    nxt(g)
    assert not any(n["key"] == "notice.journal" for s in range(1, 10) for n in player_view(g.state, s)["learned"])
    g = rv(JOURNAL)
    to_step(g, "journalist")
    g.apply({"t": "act", "action": "write", "text": "for the witch", "roles": ["witch_revamped"]})
    change_role(g.state, 3, "villager")
    run_night(g, pack=("kill", 3))
    nxt(g)
    assert "notice.journal" not in keys(g, 4)


def test_standing_target_show_puts_the_subjects_into_words():
    g = rv(SCI)
    p = to_step(g, "mad_scientist")
    subjects = g.state.seat(3).status["subjects"]["seats"]
    words = [tr(n["key"], "en", **n["params"]) for n in p.show["notices"]]
    assert words[:2] == [f"The Mad Scientist in seat 3 has the subjects: seats {subjects[0]} and {subjects[1]}.", "No target yet."]


def test_triggers_of_reads_the_holder_the_original_holder_granted_markers_and_excepted_causes():
    """triggers.triggers_of / watchers on their own: whose death sets which trigger off."""
    from werewolf_desktop.engine import status
    from werewolf_desktop.engine.roles_in_play import change_role
    from werewolf_desktop.engine.triggers import triggers_of, watchers

    g = rv(["werewolf", "lone_wolf", "child", "huntress", "cult_leader", "villager", "villager", "villager"])

    def names(found):
        return [t["trigger"] for _, t in found]

    assert names(triggers_of(g.state, 4)) == ["dying_breath"] and names(triggers_of(g.state, 4, ["exile"])) == []
    change_role(g.state, 3, "villager")
    change_role(g.state, 5, "villager")
    assert names(triggers_of(g.state, 3)) == ["extra_lynch"] and names(triggers_of(g.state, 5)) == ["close_action"]
    status.put(g.state, 6, "customer", grants="huntress", by=4)
    [(_, granted)] = triggers_of(g.state, 6)
    assert granted["trigger"] == "dying_breath" and granted["granted"] == "huntress"
    assert [(t["trigger"], t["holder"]) for _, t in watchers(g.state, 1)] == [("join_group", 2)]
    assert watchers(g.state, 6) == []                                   # not a pack member


MY_ROLES = ["werewolf", "lone_wolf", "infected_wolf", "witch", "assassin", "cult_leader", "cult_member", "huntress",
            "ranger", "mad_scientist", "fletcher", "macho", "hooker", "child", "bard", "fortune_apprentice", "journalist",
            "seer"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_revamped_game_with_every_role_of_this_part_plays_to_a_winner_and_replays_identically(seed):
    """A whole game: every action taken when offered (a random legal choice), a lynch each day."""
    assert_replays(random_revamped_game(MY_ROLES, seed, steps=3000))


def test_004_2_3_hooker_at_a_wolfs_house_dies_with_the_lone_wolfs_victim_but_brings_no_second_backfire():
    g = rv(["werewolf", "lone_wolf", "hooker", "villager", "villager", "villager", "villager", "villager", "villager",
            "villager", "werewolf"])
    run_night(g, hooker=("visit", 1), lone_wolf=("attack", 1))
    assert causes(g, 1) == ["lone_wolf"] and causes(g, 3) == ["lone_wolf"] and causes(g, 2) == ["wrong_victim"]
