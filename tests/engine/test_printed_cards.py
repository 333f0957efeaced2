"""Issue 29.1/29.2: printed cards. Every role whose holder the game must know is identified on
night 1, also when it never wakes (the Düsterwald Jäger: no hunter's thumb there); whoever is left
holds a plain card only when the deck proves it; the moderator corrects a seat's card with an input
that is recorded and undone."""
from __future__ import annotations

import pytest

from tests.engine.helpers import NAMES, nxt
from werewolf_desktop.engine import Game, RuleError, Setup
from werewolf_desktop.engine.night import IDENTIFY_PREFIX

# Düsterwald, 10 players: werewolf 2, witch, hunter, cupid, little girl, seer, doctor, villager 2
HOLDERS = {"cupid": [1], "doctor": [2], "werewolf": [3, 4], "witch": [5], "seer": [6], "little_girl": [7],
           "hunter": [8]}


def duesterwald(seed=1) -> Game:
    g = Game(Setup.create(NAMES[:10], preset="duesterwald", seed=seed, deal_mode="printed"))
    g.apply({"t": "candidates", "seats": []})          # Tag 0: nobody runs for Hauptmann
    while g.state.phase != "night":
        nxt(g)
    return g


def play_night_one(g: Game, holders=HOLDERS, kill=8, stop_at=None):
    """To dawn: each woken role identified as `holders` says; the pack kills `kill`."""
    while g.state.phase == "night":
        p = g.prompt
        if stop_at and p.step == stop_at:
            return
        if p.identify and "identify" in p.allowed:
            g.apply({"t": "identify", "role": p.identify[0], "seats": holders.get(p.identify[0], [])})
            continue
        if p.step == "cupid" and not any(a["done"] for a in p.actions):
            g.apply({"t": "act", "action": "link", "seats": [9, 10]})
        if p.step == "pack" and not any(a["done"] for a in p.actions):
            g.apply({"t": "act", "action": "kill", "seats": [kill]})
        nxt(g)


@pytest.mark.parametrize("preset,players", [("duesterwald", 10), ("std12_444_idiot", 12), ("std12_cupid_thief", 12),
                                            ("plotkin_moderator_card", 8), ("revamped16", 16), ("classic_doctor", 8)])
def test_every_card_that_no_step_wakes_is_identified_on_night_one(preset, players):
    g = Game(Setup.create(NAMES[:players], preset=preset, seed=1, deal_mode="printed"))
    if g.state.phase != "night":                     # Düsterwald's Tag 0
        g = duesterwald()
    from werewolf_desktop.engine import catalogue
    from werewolf_desktop.engine.night import steps_by_id

    schedule = g.state.night.schedule
    steps = [steps_by_id()[i] for i in schedule if i in steps_by_id()]
    for role in g.state.deck:
        woken = any(s.role == role or (s.wakes and s.wakes in catalogue().role(role).groups) for s in steps)
        assert woken or IDENTIFY_PREFIX + role in schedule, f"{role} is never identified in {preset}"


def test_duesterwald_jaeger_is_identified_and_shoots_when_the_pack_kills_him():
    g = duesterwald()
    assert IDENTIFY_PREFIX + "hunter" in g.state.night.schedule      # no hunter's thumb in Düsterwald
    play_night_one(g, kill=8)
    assert g.state.seat(8).role == "hunter"
    assert [g.state.seat(s).role for s in (9, 10)] == ["villager", "villager"]   # the deck proves it
    for _ in range(10):
        if g.prompt.kind == "hunter_shot":
            break
        nxt(g)
    assert g.prompt.kind == "hunter_shot" and g.prompt.seat == 8


def test_three_unknown_seats_and_two_villager_cards_prove_nothing():
    """The hunter was not identified (the host pressed on with nobody): the seats left are not all
    called villagers; the last identification asks for every unknown seat, and a seat holding
    another card is corrected first."""
    g = duesterwald()
    holders = dict(HOLDERS, hunter=[])
    play_night_one(g, holders, kill=2, stop_at=IDENTIFY_PREFIX + "villager")
    p = g.prompt
    assert p.kind == "identify" and p.identify == ["villager"]       # not skipped: nothing is proven
    assert [g.state.seat(s).role for s in (8, 9, 10)] == [None, None, None]
    with pytest.raises(RuleError) as err:
        g.apply({"t": "identify", "role": "villager", "seats": [9, 10]})
    assert err.value.key == "rule.identify_all_left"
    with pytest.raises(RuleError) as err:
        g.apply({"t": "identify", "role": "villager", "seats": [8, 9, 10]})
    assert err.value.key == "rule.identify_count"
    g.apply({"t": "set_role", "seat": 8, "role": "hunter"})          # the host corrects seat 8
    assert g.state.seat(8).role == "hunter"
    assert g.prompt.identify == []                                   # now the deck proves the rest
    nxt(g)
    assert [g.state.seat(s).role for s in (9, 10)] == ["villager", "villager"]


def test_a_corrected_card_is_recorded_checked_and_undone():
    g = duesterwald()
    play_night_one(g, kill=2)
    assert g.state.seat(9).role == "villager"
    with pytest.raises(RuleError) as err:            # both werewolf cards are in hands
        g.apply({"t": "set_role", "seat": 9, "role": "werewolf"})
    assert err.value.key == "rule.correct_all_held"
    with pytest.raises(RuleError) as err:
        g.apply({"t": "set_role", "seat": 9, "role": "thief"})
    assert err.value.key == "rule.correct_not_in_deck"
    with pytest.raises(RuleError) as err:
        g.apply({"t": "set_role", "seat": 9, "role": "villager"})
    assert err.value.key == "rule.correct_same"
    g.apply({"t": "set_role", "seat": 9, "role": "hunter"})          # seat 9 holds the Jäger, 8 a villager
    assert (g.state.seat(8).role, g.state.seat(9).role) == ("villager", "hunter")
    assert g.inputs[-1] == {"t": "set_role", "seat": 9, "role": "hunter"}
    with pytest.raises(RuleError) as err:            # two werewolf holders: which one swaps is not known
        g.apply({"t": "set_role", "seat": 9, "role": "werewolf"})
    assert err.value.key == "rule.correct_all_held"
    g.apply({"t": "set_role", "seat": 10, "role": "werewolf", "swap": 4})
    assert (g.state.seat(4).role, g.state.seat(10).role) == ("villager", "werewolf")
    assert "pack" in g.state.seat(10).groups and "pack" not in g.state.seat(4).groups
    g.undo()
    assert g.state.timeline[-1]["kind"] == "role_corrected" and g.state.timeline[-1]["secret"]
    replayed = Game.replay(g.setup, g.inputs)
    assert replayed.state.seat(9).role == "hunter"
    g.undo()
    assert (g.state.seat(8).role, g.state.seat(9).role) == ("hunter", "villager")


def test_dealt_cards_are_not_corrected():
    g = Game(Setup.create(NAMES[:12], preset="std12_444_guard", seed=1, deal_mode="laptop"))
    with pytest.raises(RuleError) as err:
        g.apply({"t": "set_role", "seat": 1, "role": "seer"})
    assert err.value.key == "rule.correct_printed_only"


def test_a_step_whose_holders_are_not_identified_yet_is_not_called_out():
    """29.2: on the first printed night the woken role is not "out": its holder is just not known yet."""
    g = duesterwald()
    nxt(g)                                            # close eyes → Amor
    p = g.prompt
    assert p.step == "cupid" and p.identify == ["cupid"] and p.actor_alive


def test_a_card_corrected_in_a_deal_by_the_apps_list_asks_no_identification():
    """Printed cards handed out by the app's list (every card known, nobody identified): the host
    finds two cards handed out swapped and corrects one seat. Before, that correction counted as an
    identification: every later wake asked to identify its role, with no seat left to click."""
    roles = ["werewolf", "werewolf", "seer", "witch", "hunter", "villager", "villager", "villager"]
    g = Game(Setup.create(NAMES[:8], ruleset="standard", deck={"werewolf": 2, "seer": 1, "witch": 1, "hunter": 1,
                          "villager": 3}, seed=1, deal_mode="printed", assignment=roles, lang="en"))
    g.apply({"t": "set_role", "seat": 3, "role": "witch"})          # the Seer's and the Witch's cards swapped
    assert (g.state.seat(3).role, g.state.seat(4).role) == ("witch", "seer")
    for _ in range(20):
        p = g.prompt
        if g.state.phase != "night":
            break
        assert not p.identify and "identify" not in p.allowed, p.step
        if p.step == "seer":
            assert p.actors == [4]
        nxt(g)
    assert g.state.phase == "day"
