"""Seed 004 (Werewolves Revamped) killers, protection/survival roles and death triggers (§2.1, 2.3,
2.5, 3.3), each played through Game.apply: what the moderator is shown, who dies and why, and what
the phone view holds. Plus the generic pieces they brought, each called on its own."""
from werewolf_desktop.engine import catalogue
from werewolf_desktop.engine.errors import RuleError
from werewolf_desktop.engine.views import player_view
from werewolf_desktop.i18n import tr

import pytest

from .helpers import act, game, nxt, run_night, skip_to, vote


def rv(roles, **options):
    return game(roles, ruleset="revamped", **options)


def to_step(g, step):
    for _ in range(60):
        if g.state.phase == "night" and g.prompt.step == step:
            return g.prompt
        nxt(g)
    raise AssertionError(f"never reached {step}")


def to_night(g, number):
    """Press on through the day (no lynch) until night `number` starts."""
    for _ in range(100):
        if g.state.phase == "night" and g.state.night.number == number:
            return
        p = g.prompt
        if p.kind == "exile_vote":
            vote(g, {})
        else:
            nxt(g)
    raise AssertionError(f"never reached night {number}")


def lynch(g, seat):
    skip_to(g, "exile_vote")
    vote(g, {v: seat for v in g.prompt.voters if v != seat})


def past_dawn(g):
    """Read the dawn announcement (private notices of the night are due after it)."""
    assert g.prompt.kind == "announce"
    nxt(g)


def learned(g, seat):
    return [n["key"] for n in player_view(g.state, seat)["learned"]]


def causes(g, seat):
    d = g.state.seat(seat).death
    return d.causes if d else None


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
    assert g.state.seat(2).role == "werewolf" and "pack" in g.state.seat(2).groups
    assert "notice.joined_pack" in learned(g, 2)
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
    assert g.state.seat(5).role == "werewolf" and "pack" in g.state.seat(5).groups
    run_night(g)
    assert learned(g, 5) == []                                          # not before the dawn announcement
    past_dawn(g)
    assert "notice.infected" in learned(g, 5) and not learned(g, 4)
    to_night(g, 2)
    assert "infected_wolf" not in g.state.night.schedule


def test_004_3_3_infected_wolf_picks_at_random_when_nobody_is_named():
    g = rv(["werewolf", "infected_wolf", "villager", "villager", "villager", "villager", "villager", "villager"])
    to_step(g, "infected_wolf")
    nxt(g)
    [converted] = [s.seat for s in g.state.seats if s.role == "werewolf" and s.original_role == "villager"]
    assert converted >= 3
    replay = type(g).replay(g.setup, g.inputs)
    assert replay.state.seat(converted).role == "werewolf"              # the draw comes from the seed


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
    assert [learned(g, s) for s in (3, 4, 5)] == [["notice.infected"]] * 3


def test_004_2_2_butcher_and_bloody_butcher_recognise_each_other_on_night_1():
    """004:230-236, 004:468-473: the Butchers wake together on night 1, the Bloody Butcher among
    them, who also wakes with the pack."""
    g = rv(["werewolf", "bloody_butcher", "butcher", "butcher", "villager", "villager", "villager", "villager"])
    p = to_step(g, "butchers")
    assert p.actors == [2, 3, 4] and p.actions == []
    assert to_step(g, "pack").actors == [1, 2]
    to_night(g, 2)
    assert "butchers" not in g.state.night.schedule
