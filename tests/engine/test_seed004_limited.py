"""Seed 004 §7, the limited roles: each played through Game.apply in the revamped ruleset — what the
moderator is shown, who dies and why, and what the phone view holds — plus one test for each place
where the book contradicts itself (docs/seed004-readings.md, "Limited roles")."""

import pytest

from werewolf_desktop.engine import catalogue
from werewolf_desktop.engine.views import player_view, public_view
from werewolf_desktop.i18n import tr_own

from .helpers import act, nxt, run_night, skip_to, vote
from .revamped import assert_replays, causes, keys, learned, lynch, random_revamped_game, rv, say, to_night, to_step


# ---------------------------------------------------------------------------- Acrobat
def test_004_7_acrobat_escapes_two_werewolf_team_attacks_and_dies_to_the_third():
    """004:871-875: twice per game a werewolf-team attack fails; the Acrobat is told, the pack is
    told why; the third kills."""
    g = rv(["werewolf", "werewolf", "acrobat", "citizen", "citizen", "citizen", "fortune_teller"])
    run_night(g, pack=("kill", 3))
    assert g.state.seat(3).alive and g.state.seat(3).lives == 2
    assert g.prompt.announcement["deaths"] == []
    nxt(g)
    assert ("notice.survived_attack", {"seat": 3}) in learned(g, 3)
    to_night(g, 2)
    p = to_step(g, "pack")
    [told] = [n for n in p.show["notices"] if n["key"] == "notice.victim_escaped"]
    assert say(told) == "Tell the werewolves: last night's victim, seat 3, was the Acrobat and escaped."
    act(g, "kill", 3)
    run_night(g)
    assert g.state.seat(3).alive and g.state.seat(3).lives == 1
    to_night(g, 3)
    run_night(g, pack=("kill", 3))
    assert causes(g, 3) == ["wolf"]


def test_004_7_acrobat_dies_to_the_first_attack_from_outside_the_werewolf_team():
    g = rv(["werewolf", "werewolf", "acrobat", "citizen", "citizen", "citizen", "witch"])
    run_night(g, pack=None, witch_revamped=("death", 3))
    assert causes(g, 3) == ["poison"]


# ---------------------------------------------------------------------------- Cursed Civilians
def test_004_7_cursed_civilian_attacked_by_the_pack_turns_into_a_packless_wolf():
    """004:919-925: a lycan's attack turns it into a Packless Wolf instead of killing it, before any
    other effect (a protection does not stop the turning); told privately after the announcement;
    it does not join the pack."""
    g = rv(["werewolf", "werewolf", "cursed_civilian", "citizen", "citizen", "citizen", "witch"])
    to_step(g, "pack")
    act(g, "kill", 3)
    run_night(g, witch_revamped=("life", 3))
    assert g.state.seat(3).alive and g.state.seat(3).role == "packless_wolf"
    assert g.state.seat(3).groups == []
    assert [n["note"] for n in g.prompt.announcement["notes"]] == ["night.turned"]
    assert player_view(g.state, 3)["role"] == "cursed_civilian"           # told after the announcement
    nxt(g)
    view = player_view(g.state, 3)
    assert view["role"] == "packless_wolf" and view["team"] == "wolf" and "pack" not in view["knows"]
    assert ("notice.turned", {"seat": 3, "role": "packless_wolf"}) in learned(g, 3)
    assert all("notice.turned" not in keys(g, s) for s in (1, 4, 7))
    to_night(g, 2)
    assert 3 not in to_step(g, "pack").actors


def test_004_7_cursed_civilian_dies_as_usual_to_any_other_attack():
    g = rv(["werewolf", "werewolf", "cursed_civilian", "citizen", "citizen", "citizen", "witch"])
    run_night(g, pack=None, witch_revamped=("death", 3))
    assert causes(g, 3) == ["poison"] and g.state.seat(3).role == "cursed_civilian"


def test_004_7_cursed_civilian_old_turns_into_a_wolf_and_wakes_with_the_pack():
    """004:931: the old version turns into a Wolf (the ruleset's werewolf) and joins the pack."""
    g = rv(["werewolf", "werewolf", "cursed_civilian_old", "citizen", "citizen", "citizen", "fortune_teller"])
    run_night(g, pack=("kill", 3))
    assert g.state.seat(3).alive and g.state.seat(3).role == "werewolf_revamped" and "pack" in g.state.seat(3).groups
    nxt(g)
    assert ("notice.turned", {"seat": 3, "role": "werewolf_revamped"}) in learned(g, 3)
    assert [k["seat"] for k in player_view(g.state, 1)["knows"]["pack"]] == [2, 3]
    to_night(g, 2)
    assert to_step(g, "pack").actors == [1, 2, 3]


def test_004_7_cursed_civilian_old_is_not_turned_by_a_werewolf_team_member_who_is_no_lycan():
    """Only lycans turn it (004:931); the Lone Warlock's team is the werewolves', but it is no lycan."""
    from werewolf_desktop.engine import attacks

    g = rv(["werewolf", "werewolf", "cursed_civilian_old", "citizen", "citizen", "citizen", "fortune_teller"])
    assert attacks.turned(g.state, {"target": 3, "kind": "wolf", "tags": ["wolf", "werewolf", "lycan"]}, {})
    assert attacks.turned(g.state, {"target": 3, "kind": "warlock", "tags": ["wolf", "werewolf"]}, {}) is None


# ---------------------------------------------------------------------------- Packless Wolf
PACKLESS = ["werewolf", "werewolf", "packless_wolf", "packless_wolf", "citizen", "citizen", "citizen", "citizen",
            "fortune_teller", "witch"]


def test_004_7_packless_wolf_joins_the_pack_only_when_the_whole_pack_is_dead():
    """004:1027-1031: no ability, not in the pack; once every pack member is dead all Packless Wolves
    become Wolves, join the pack and are told."""
    g = rv(PACKLESS)
    assert "pack" not in g.state.seat(3).groups
    p = to_step(g, "pack")
    assert p.actors == [1, 2]
    act(g, "kill", 5)
    run_night(g, witch_revamped=("death", 1))
    assert g.state.seat(3).role == "packless_wolf"                 # one pack member is still alive
    lynch(g, 2)
    assert g.state.seat(3).role == g.state.seat(4).role == "werewolf_revamped"
    assert "pack" in g.state.seat(3).groups and "pack" in g.state.seat(4).groups
    assert ("notice.pack_gone_joined", {"seat": 3, "role": "werewolf_revamped"}) in learned(g, 3)
    to_night(g, 2)
    assert to_step(g, "pack").actors == [1, 2, 3, 4]


def test_004_7_packless_wolf_stays_out_when_a_lone_wolf_joins_the_pack_at_that_moment():
    """004:1031: the last pack member dies but the Lone Wolf joins at once: the pack is not gone."""
    g = rv(["werewolf", "lone_wolf", "packless_wolf", "citizen", "citizen", "citizen", "citizen", "fortune_teller"])
    run_night(g)
    lynch(g, 1)
    assert g.state.seat(2).role == "werewolf_revamped"
    assert g.state.seat(3).role == "packless_wolf" and "pack" not in g.state.seat(3).groups


# ---------------------------------------------------------------------------- Knowledge Wolf
def test_004_7_knowledge_wolf_is_shown_the_role_list_when_the_pack_first_wakes():
    """004:1017-1021: told all the roles in the role list at the start (the pack's night-1 wake)."""
    roles = ["knowledge_wolf", "werewolf", "citizen", "citizen", "citizen", "fortune_teller", "witch"]
    g = rv(roles)
    p = to_step(g, "pack")
    [told] = [n for n in p.show["notices"] if n["key"] == "notice.role_list"]
    assert told["to"] == 1
    assert told["params"]["role"] == sorted(r for r, n in g.state.deck.items() for _ in range(n))
    assert say(told).startswith("Tell seat 1 privately (Knowledge Wolf): the role list is: Citizen, Citizen, Citizen, ")
    assert "notice.role_list" in keys(g, 1) and "notice.role_list" not in keys(g, 2)
    act(g, "kill", 3)
    run_night(g)
    assert not g.state.seat(3).alive


# ---------------------------------------------------------------------------- Claimspace
CLAIM = ["werewolf", "werewolf", "claimspace", "claimspace", "knowledge_wolf", "citizen", "citizen", "fortune_teller"]


def test_004_7_claimspace_adds_a_role_nobody_holds_to_the_role_list_and_is_told_which():
    """004:898-902: one extra role per Claimspace on the role list, not marked; each Claimspace is told
    its own privately (at its night-1 wake and on the phone); the Knowledge Wolf's list holds them too.
    A phantom's steps are called like a dead role's, so the script gives nothing away."""
    g = rv(CLAIM)
    phantoms = g.state.phantoms
    assert len(phantoms) == 2 and not set(phantoms) & set(g.state.deck)
    listed = public_view(g.state)["role_list"]
    assert listed == sorted(listed) and sorted(set(phantoms)) == sorted(set(listed) - set(g.state.deck))
    p = to_step(g, "claimspace")
    assert p.actors == [3, 4]
    told = {n["to"]: n["params"]["role"] for n in p.show["notices"] if n["key"] == "notice.phantom_role"}
    assert told == {3: phantoms[0], 4: phantoms[1]}
    assert ("notice.phantom_role", {"seats": [], "seat": 3, "role": phantoms[0]}) in learned(g, 3)
    assert "notice.phantom_role" not in keys(g, 6)
    wolf = next(n for n in g.state.notices if n["key"] == "notice.role_list")
    assert wolf["params"]["role"] == listed
    from werewolf_desktop.engine.night import build_schedule

    called = {s.role for s in catalogue().night_steps() if s.id in build_schedule(g.state, 2) and s.role}
    for phantom in phantoms:
        assert {s.role for s in catalogue().role(phantom).night
                if s.other_nights is not None and s.called_in(g.state.options)} <= called


def test_004_7_claimspace_with_printed_cards_is_never_asked_to_identify_the_phantom():
    from werewolf_desktop.engine import Game, Setup
    from werewolf_desktop.engine.night import roles_to_identify

    deck = {"werewolf": 2, "claimspace": 1, "citizen": 3, "fortune_teller": 1}
    g = Game(Setup.create([f"p{i}" for i in range(1, 8)], ruleset="revamped", deck=deck, deal_mode="printed", seed=3))
    [phantom] = g.state.phantoms
    for step in g.state.night.schedule:
        assert phantom not in roles_to_identify(g.state, step)


# ---------------------------------------------------------------------------- contradictions (readings)
def test_004_7_cursed_civilian_turns_into_the_packless_wolf_not_a_wolf_as_its_edge_case_says():
    """004:919/921 say Packless Wolf, 004:925 "turn into a Wolf": we play the Packless Wolf, and it stays
    out of the pack (docs/seed004-readings.md, Limited roles)."""
    assert catalogue().role("cursed_civilian").passive["turns_into"]["into"] == "packless_wolf"
    g = rv(["werewolf", "werewolf", "cursed_civilian", "citizen", "citizen", "citizen", "fortune_teller"])
    run_night(g, pack=("kill", 3))
    assert g.state.seat(3).role == "packless_wolf" and "pack" not in g.state.seat(3).groups


def test_004_7_cursed_civilian_the_dog_may_become_is_the_current_one_not_the_old():
    """004:809: the Dog's "cursed civilian" is `cursed_civilian` (the "(Old)" one is a removed version)."""
    cat = catalogue()
    named = [r.id for r in cat.roles.values() if r.name["en"] == "Cursed Civilian"]
    assert named == ["cursed_civilian"]
    dog = cat.roles.get("dog")
    if dog is not None:            # the Dog is the unaligned helper's role: its picks, once it exists
        picks = {p for s in dog.night for a in s.actions if isinstance(a.pick_role, tuple) for p in a.pick_role}
        assert "cursed_civilian_old" not in picks


# ---------------------------------------------------------------------------- Coroner
def test_004_7_coroner_is_told_every_cause_of_a_death_as_roles_never_players():
    """004:910-914: a dead player's causes of death, all of them, as the roles behind them; a lynch is
    told as such. Moved from the day to the Coroner's night wake (pool: the dead)."""
    g = rv(["alpha_wolf", "werewolf", "coroner", "citizen", "citizen", "citizen", "witch", "citizen"])
    to_step(g, "pack")
    g.apply({"t": "act", "action": "kill", "seats": [4], "votes": {"1": 4, "2": 4}})
    run_night(g, witch_revamped=("death", 4))
    assert causes(g, 4) == ["wolf", "poison"]
    lynch(g, 5)
    to_night(g, 2)
    p = to_step(g, "coroner")
    examine = p.actions[0]
    assert examine["candidates"] == [4, 5] and examine["disabled"][6] == "rule.target_alive"
    act(g, "examine", 4)
    p = g.prompt
    attacker = g.state.timeline[[e["kind"] for e in g.state.timeline].index("attacked")]["attacks"][0]["role"]
    assert attacker in ("alpha_wolf", "werewolf_revamped")
    assert (p.show["roles"], p.show["causes"]) == ([attacker, "witch_revamped"], [])
    [told] = [n for n in p.show["notices"] if n["key"].startswith("notice.death_by")]
    assert say(told) in ("Seat 4 died by: Alpha Wolf and Witch.", "Seat 4 died by: Wolf and Witch.")
    nxt(g)
    to_night(g, 3)
    to_step(g, "coroner")
    act(g, "examine", 5)
    [told] = [n for n in g.prompt.show["notices"] if n["key"].startswith("notice.death_by")]
    assert tr_own(told["key"], "en", g.state.ruleset, **told["params"]) == "Seat 5: lynched by the vote."   # stop 34
    assert ("notice.death_by_causes", {"seat": 5, "role": [], "cause": ["exile"]}) in learned(g, 3)


# ---------------------------------------------------------------------------- Apprentice
APPRENTICE = ["werewolf", "werewolf", "apprentice", "fortune_teller", "citizen", "citizen", "citizen", "witch"]


def test_004_7_apprentice_takes_the_role_of_the_first_player_attacked_without_learning_whose():
    """004:881-885: on the first death or attack the Apprentice takes that player's role and team (told
    privately at dawn, never whose it was; nothing is announced)."""
    g = rv(APPRENTICE)
    run_night(g, pack=("kill", 4))
    assert g.state.seat(3).role == "fortune_teller"
    nxt(g)
    assert ("notice.apprentice_took", {"seat": 3, "role": "fortune_teller"}) in learned(g, 3)
    assert g.prompt.kind != "tell"                                   # nothing is announced
    assert player_view(g.state, 3)["team"] == "village"
    to_night(g, 2)
    assert to_step(g, "fortune_teller").actors == [3, 4]


def test_004_7_apprentice_draws_one_of_several_attacked_at_once_and_then_stays():
    g = rv(APPRENTICE)
    run_night(g, pack=("kill", 4), witch_revamped=("death", 1))
    assert g.state.seat(3).role in ("fortune_teller", "werewolf_revamped")
    draws = [e for e in g.state.timeline if e["kind"] == "draw" and e["purpose"] == "apprentice"]
    assert len(draws) == 1 and g.state.seat(3).role == g.state.seat(draws[0]["pick"]).role
    first = g.state.seat(3).role
    lynch(g, 5)
    to_night(g, 2)
    run_night(g)
    assert g.state.seat(3).role == first                             # only the first death or attack


# ---------------------------------------------------------------------------- Survivor
def test_004_7_survivor_must_vote_in_every_lynch_poll_and_dies_at_once_if_not():
    """004:1065: must vote in every lynch poll, may not abstain; one who misses it dies immediately."""
    g = rv(["werewolf", "werewolf", "survivor", "citizen", "citizen", "citizen", "fortune_teller"])
    run_night(g)
    skip_to(g, "exile_vote")
    assert g.prompt.must_vote == [3]
    votes = {v: 4 for v in g.prompt.voters if v not in (3, 4)}
    votes[3] = None                                                  # abstains
    vote(g, votes)
    assert causes(g, 3) == ["missed_vote"] and causes(g, 4) == ["exile"]
    assert g.state.seat(3).death.rule == "004:1065"
    assert g.prompt.kind == "tell" and say({"key": g.prompt.say["key"], "params": g.prompt.say["params"]}) == \
        "Seat 3 did not vote and dies at once."


def test_004_7_survivor_who_votes_lives_on():
    g = rv(["werewolf", "werewolf", "survivor", "citizen", "citizen", "citizen", "fortune_teller"])
    run_night(g)
    lynch(g, 4)
    assert g.state.seat(3).alive and causes(g, 4) == ["exile"]


# ---------------------------------------------------------------------------- contradictions (readings)
def test_004_7_apprentice_wakes_up_on_an_attack_that_kills_nobody_not_only_on_a_death():
    """004:881 "on first death or attack" (role text) against 004:97 "if a player dies" (§1.5): we play
    the role text — a protected victim of the pack makes the Apprentice take that player's role."""
    g = rv(APPRENTICE)
    to_step(g, "pack")
    act(g, "kill", 4)
    run_night(g, witch_revamped=("life", 4))
    assert g.state.seat(4).alive and g.state.seat(3).role == "fortune_teller"


# ---------------------------------------------------------------------------- Evil Scientist and the disease
SCIENCE = ["werewolf", "werewolf", "evil_scientist", "fortune_teller", "citizen", "citizen", "citizen", "immune_survivor",
           "citizen"]
DISEASE = ["werewolf", "werewolf", "evil_scientist", "fortune_teller", "citizen", "citizen", "citizen", "citizen",
           "citizen", "witch"]


def science(roles=None):
    return rv(roles or SCIENCE)


def test_004_7_evil_scientist_infects_and_the_disease_kills_at_the_end_of_the_second_night():
    """004:947-973: a vial infects (N0, immediate: the Scientist is told); contagious at the end of the
    next day (D1); told at the end of the day after (D2); dies at the end of the second night (N2),
    whatever protects them, the cause announced."""
    g = science(DISEASE)
    p = to_step(g, "evil_scientist")
    assert p.actions[0]["uses_left"] == 2 and 3 not in p.actions[0]["candidates"]
    act(g, "infect", 5)
    assert g.prompt.show["outcome"] == "infected"
    assert say(next(n for n in g.prompt.show["notices"] if n["key"] == "notice.vial_infected")) == "Seat 5 is now infected."
    run_night(g)                                                  # N0 = night 1
    assert g.state.seat(5).alive
    to_night(g, 2)                                                # D1 ends: contagious
    run_night(g)
    skip_to(g, "exile_vote")
    vote(g, {})
    skip_to(g, "dusk")                                            # D2: told at the end of day 2
    assert [n["key"] for n in g.prompt.announcement["notices"]] == ["notice.infected"]
    assert ("notice.infected", {"seat": 5}) in learned(g, 5)
    nxt(g)
    to_step(g, "witch_revamped")
    act(g, "life", 5)                                             # nothing saves them
    run_night(g)                                                  # N2 = night 3
    assert causes(g, 5) == ["disease"] and g.state.seat(5).death.rule == "004:973"
    nxt(g)
    tells = []
    while g.prompt.kind == "tell" or (g.prompt.kind in ("last_words",) and not tells):
        if g.prompt.kind == "tell":
            tells.append(say({"key": g.prompt.say["key"], "params": g.prompt.say["params"]}))
        nxt(g)
    assert "Seat 5 died of the Evil Scientist's disease." in tells


def test_004_7_evil_scientist_disease_spreads_to_whoever_visits_a_contagious_player_and_back():
    """004:961-967: from D1 on, a visitor of a contagious player, and anyone the contagious player
    visits, is infected; a pack attack infects only the wolf drawn as the attacker; the Evil Scientist
    never catches it."""
    from werewolf_desktop.engine import disease

    g = science(DISEASE)
    run_night(g, evil_scientist=("infect", 4))
    to_night(g, 2)
    assert disease.contagious(g.state, 4)
    to_step(g, "pack")
    g.apply({"t": "act", "action": "kill", "seats": [4], "votes": {"1": 4, "2": 4}})
    to_step(g, "witch_revamped")
    act(g, "life", 4)
    to_step(g, "evil_scientist")
    act(g, "infect", 4)                                           # already infected: told, vial used up
    assert g.prompt.show["outcome"] == "already" and g.prompt.actions[0]["uses_left"] == 0
    run_night(g, fortune_teller=("check", 6))                   # the infected one visits 6
    attacker = next(e for e in g.state.timeline if e["kind"] == "attacked" and e["night"] == 2)["attacks"][0]["attacker"]
    assert disease.infected(g.state, 6) and disease.infected(g.state, attacker)
    assert not disease.infected(g.state, 3 - attacker)           # only the wolf drawn as the attacker
    assert g.state.seat(6).status["infected"]["night"] == 2


def test_004_7_immune_survivor_cannot_be_infected_and_both_are_told():
    """004:1001-1009: a vial on the Immune Survivor fails and is used up; both are told."""
    g = science()
    to_step(g, "evil_scientist")
    act(g, "infect", 8)
    assert g.prompt.show["outcome"] == "immune" and g.prompt.actions[0]["uses_left"] == 1
    run_night(g)
    nxt(g)
    assert ("notice.infection_resisted", {"seat": 8}) in learned(g, 8)
    from werewolf_desktop.engine import disease

    assert not disease.infected(g.state, 8)


def test_004_7_immune_survivor_must_vote_in_every_lynch_poll():
    g = science()
    run_night(g)
    skip_to(g, "exile_vote")
    assert g.prompt.must_vote == [8]
    vote(g, {v: 5 for v in g.prompt.voters if v not in (5, 8)})
    assert causes(g, 8) == ["missed_vote"] and g.state.seat(8).death.rule == "004:1011"


def test_004_7_evil_scientist_has_three_vials_from_13_players():
    g = science(SCIENCE + ["citizen"] * 4)
    assert to_step(g, "evil_scientist").actions[0]["uses_left"] == 3


# ---------------------------------------------------------------------------- Reaper
REAPER = ["werewolf", "werewolf", "reaper", "witch", "citizen", "citizen", "citizen", "citizen", "fortune_teller"]


def test_004_7_reaper_lends_a_dead_players_power_to_a_living_one_who_uses_it_and_is_sleepless():
    """004:1044-1048 (S6): the Reaper knows the dead's roles, names a dead and a living player at an
    early night step; the living one is called at the dead role's step tonight, told, uses the power,
    and is Sleepless for good; each living player only once."""
    g = rv(REAPER)
    run_night(g, pack=("kill", 9))
    to_night(g, 2)
    p = to_step(g, "reaper")
    assert p.show["dead"] == [{"seat": 9, "role": "fortune_teller"}]
    assert say(p.show["notices"][0]) == "Seat 9 (dead): Fortune Teller."
    pick, lend = p.actions
    assert pick["candidates"] == [9] and not lend["available"] and lend["why"] == "rule.dead_and_living"
    act(g, "reap_from", 9)
    assert set(g.prompt.actions[1]["candidates"]) == {1, 2, 4, 5, 6, 7, 8}
    act(g, "lend", 5)
    assert g.state.seat(5).status["lent_power"]["role"] == "fortune_teller"
    p = to_step(g, "fortune_teller")
    assert p.actors[0] == 5
    assert [n["key"] for n in p.show["notices"]] == ["notice.power_lent"]
    act(g, "check", 1)
    assert g.prompt.show["role"] == "werewolf_revamped"
    run_night(g)
    assert "lent_power" not in g.state.seat(5).status and "sleepless" in g.state.seat(5).status
    to_night(g, 3)
    p = to_step(g, "reaper")
    act(g, "reap_from", 9)
    assert g.prompt.actions[1]["disabled"][5] == "rule.already_sleepless"


def test_004_7_reaper_kills_the_empowered_player_who_turns_the_power_on_him_and_is_then_warded():
    """004:1048: a lent power used on the Reaper does not go through; the Reaper kills the user
    instead; the empowered player's death makes the Reaper immune to every attack the next night."""
    g = rv(REAPER)
    run_night(g, pack=("kill", 4))
    to_night(g, 2)
    to_step(g, "reaper")
    act(g, "reap_from", 4)
    act(g, "lend", 5)
    to_step(g, "witch_revamped")
    act(g, "death", 3)
    run_night(g)
    assert g.state.seat(3).alive and causes(g, 5) == ["reaper"]
    to_night(g, 3)
    run_night(g, pack=("kill", 3))
    assert g.state.seat(3).alive
    assert [n["note"] for n in g.state.night.results["dawn"]["notes"]] == ["night.warded"]
    to_night(g, 4)
    run_night(g, pack=("kill", 3))
    assert causes(g, 3) == ["wolf"]


def test_004_7_reaper_points_at_the_dead_player_first_and_not_on_night_1():
    g = rv(REAPER)
    assert "reaper" not in g.state.night.schedule                  # "each day": from night 2 (S6)
    run_night(g)
    to_night(g, 2)
    p = to_step(g, "reaper")                                       # nobody is dead: nothing to lend
    assert not p.actions[0]["available"] and not p.actions[1]["available"]


# ---------------------------------------------------------------------------- whole games
LIMITED = ["werewolf", "werewolf", "knowledge_wolf", "packless_wolf", "acrobat", "apprentice", "claimspace", "coroner",
           "cursed_civilian", "cursed_civilian_old", "evil_scientist", "immune_survivor", "reaper", "survivor",
           "witch", "fortune_teller", "citizen", "citizen"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_revamped_game_with_every_limited_role_plays_to_the_end_and_replays_identically(seed):
    """A whole game: every action taken when offered (a random legal choice), a lynch each day with
    random abstentions (the Survivors die of them)."""
    assert_replays(random_revamped_game(LIMITED, seed, abstain=0.1))


# ---------------------------------------------------------------------------- wins (the win framework)
def finish(g, seats, cause="wolf"):
    """Kill these seats at once (as a night's batch would) and return the win check's answer."""
    from werewolf_desktop.engine.deaths import kill
    from werewolf_desktop.engine.victory import check_winner

    kill(g.state, [(s, cause, "test") for s in seats], "night", 1)
    return check_winner(g.state)


def test_004_7_survivor_alive_at_the_end_wins_with_whichever_team_wins():
    """004:1061: wins with any team, even one that must kill everyone else."""
    g = rv(["werewolf", "werewolf", "survivor", "citizen", "citizen", "citizen", "fortune_teller"])
    won = finish(g, [4, 5, 6, 7])
    assert won["team"] == "wolf" and 3 in won["seats"]
    assert {"seats": [3], "rule": "004:1061", "reason": "win.survivor", "how": "co"} in won["also"]
    g = rv(["werewolf", "werewolf", "survivor", "citizen", "citizen", "citizen", "fortune_teller"])
    won = finish(g, [3, 1, 2])
    assert won["team"] == "village" and 3 not in won["seats"]


def test_004_7_immune_survivor_wins_too_only_once_the_evil_scientist_is_dead():
    """004:1003: like the Survivor, but the Evil Scientist must be dead."""
    roles = ["werewolf", "evil_scientist", "immune_survivor", "citizen", "citizen", "citizen", "fortune_teller"]
    g = rv(roles)
    won = finish(g, [1, 2])
    assert won["team"] == "village" and 3 in won["seats"] and won["also"][0]["reason"] == "win.immune_survivor"
    g = rv(roles)
    won = finish(g, [1, 4, 5, 6, 7])
    assert won["team"] == "solo" and won["seats"] == [2]          # the Scientist alive: no co-win


def test_004_7_evil_scientist_wins_alone_once_everyone_else_is_dead():
    """004:943 "desire to kill off all players": a solo win; unaligned players do not stand in the way."""
    g = rv(["werewolf", "werewolf", "evil_scientist", "citizen", "citizen", "survivor", "fortune_teller"])
    won = finish(g, [1, 2, 4, 5, 7])
    assert won["team"] == "solo" and 2 not in won["seats"] and 3 in won["seats"] and won["reason"] == "win.evil_scientist"
    assert 6 in won["seats"]                                       # the Survivor lives and wins too


def test_004_7_reaper_wins_once_every_living_player_is_sleepless():
    """004:1048: the Reaper wins when all living players are Reapers or Sleepless."""
    from werewolf_desktop.engine import status
    from werewolf_desktop.engine.victory import check_winner

    g = rv(["werewolf", "werewolf", "reaper", "citizen", "citizen", "citizen", "fortune_teller"])
    for s in (1, 2, 4, 5):
        status.put(g.state, s, "sleepless", by=3)
    assert check_winner(g.state) is None
    won = finish(g, [6, 7])
    assert won["team"] == "solo" and won["seats"] == [3] and won["reason"] == "win.reaper"
