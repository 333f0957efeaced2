"""Seed 002's variants: "Dark City" (002:84) and "Thing" (002:94), as ruleset options on data."""
import pytest

from werewolf_desktop.engine import RuleError, Setup, catalogue, player_view

from .helpers import act, game, nxt, run_night, skip_to, vote

ROLES = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager", "villager", "villager"]


def test_002_84_dark_city_wolves_swap_two_villager_cards():
    g = game(ROLES, ruleset="classic", dark_city=True)
    while g.prompt.step != "pack":
        nxt(g)
    swap = next(a for a in g.prompt.actions if a["id"] == "swap")
    assert swap["targets"] == 2 and 2 not in swap["candidates"] and swap["disabled"][2] == "rule.only_village_cards"
    assert "Dark City" in g.prompt.lines["en"]
    with pytest.raises(RuleError):
        act(g, "swap", 1, 3)                              # a wolf's card cannot be swapped
    act(g, "swap", 3, 4)
    assert g.state.seat(3).role == "villager" and g.state.seat(4).role == "seer"
    nxt(g)
    assert g.prompt.step == "seer" and g.prompt.actors == [4]   # the new seer wakes
    run_night(g)
    assert {tuple(n["to"]) for n in g.prompt.announcement["notices"] if n["key"] == "notice.swapped"} == {(3, 4)}
    assert player_view(g.state, 4)["role"] == "villager"     # the phone learns it with the announcement
    nxt(g)
    assert player_view(g.state, 4)["role"] == "seer"


def test_002_84_without_the_option_there_is_no_swap():
    g = game(ROLES, ruleset="classic")
    while g.prompt.step != "pack":
        nxt(g)
    assert [a["id"] for a in g.prompt.actions] == ["kill"]
    with pytest.raises(RuleError):
        act(g, "swap", 3, 4)


def test_002_94_thing_wolves_convert_instead_of_killing():
    g = game(ROLES, ruleset="classic", pack_action="convert", exile_mode="test")
    while g.prompt.step != "pack":
        nxt(g)
    assert [a["id"] for a in g.prompt.actions] == ["convert"] and "感染" in g.prompt.lines["zh"]
    act(g, "convert", 5)
    run_night(g)
    assert g.state.seat(5).alive and g.state.seat(5).role == "werewolf"
    assert [n["key"] for n in g.prompt.announcement["notices"]] == ["notice.converted"]
    assert player_view(g.state, 5)["role"] == "villager"                  # told with the announcement
    nxt(g)
    view = player_view(g.state, 5)
    assert view["role"] == "werewolf" and "pack" not in view["knows"]      # learns the pack next night


def test_002_94_thing_a_tested_wolf_dies_and_the_first_innocent_test_is_free():
    g = game(ROLES, ruleset="classic", pack_action="convert", exile_mode="test")
    run_night(g, pack=None)
    skip_to(g, "exile_vote")
    assert g.prompt.say["key"] == "beat.test"
    voters = [v for v in g.prompt.voters]
    vote(g, {v: 1 for v in voters if v != 1})               # seat 1 is a werewolf: dies, test again
    assert not g.state.seat(1).alive and g.state.seat(1).death.causes == ["tested"]
    assert g.prompt.kind == "exile_vote"
    vote(g, {v: 6 for v in g.prompt.voters if v != 6})      # innocent, but the first one is free
    assert g.state.seat(6).alive and g.prompt.kind == "exile_vote"
    vote(g, {v: 7 for v in g.prompt.voters if v != 7})      # second innocent: the day ends
    assert g.prompt.kind == "dusk"


def test_variant_presets_exist():
    for preset in ("plotkin_dark_city", "plotkin_thing"):
        s = Setup.create([f"p{i}" for i in range(9)], preset=preset, seed=1)
        assert s.ruleset == "classic"
    assert catalogue().preset("plotkin_thing").options == {"exile_mode": "test", "pack_action": "convert"}
