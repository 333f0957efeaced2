"""Printed cards, a deck without a plain card (Düsterwald for 8: 001:1-9): night 1 cannot break while
seats are still unknown. Before, a host who confirmed "nobody" at the wolves' wake (or at any card's)
saw the village win at dawn with every card unknown (001:21 counted no wolf)."""
import copy

import pytest

from werewolf_desktop.engine import Game, RuleError, Setup
from werewolf_desktop.engine.night import cards_unaccounted

NAMES = [f"P{n}" for n in range(1, 9)]


def to_dawn(g) -> None:
    """Night 1 as a host who identifies nobody: every card's wake confirmed with no seat (`g`: a
    Game, or the console's session, which applies the same inputs)."""
    for _ in range(60):
        p = g.prompt
        if p.kind == "night_step" and p.step == "dawn" and "identify" not in p.allowed:
            return
        if "identify" in p.allowed:
            g.apply({"t": "identify", "role": p.identify[0], "seats": []})
        elif "candidates" in p.allowed:
            g.apply({"t": "candidates", "seats": []})
        else:
            g.apply({"t": "next"})
    raise AssertionError("night 1 never reached its dawn")


@pytest.mark.parametrize("seed", [1, 4, 9])
def test_day_does_not_break_on_unknown_cards(seed):
    g = Game(Setup.create(NAMES, preset="duesterwald", seed=seed, deal_mode="printed", lang="de"))
    to_dawn(g)
    p = g.prompt
    assert p.allowed == ["set_role"] and p.unknown == list(range(1, 9)) and not p.choices
    before = copy.deepcopy(g.state)
    with pytest.raises(RuleError) as refused:
        g.apply({"t": "next"})
    assert refused.value.key == "rule.dawn_unknown" and refused.value.params["seats"] == list(range(1, 9))
    assert repr(g.state) == repr(before) and not g.over
    for seat in range(1, 9):                         # the host sets each card from the seat's menu
        left, _ = cards_unaccounted(g.state)
        g.apply({"t": "set_role", "seat": seat, "role": sorted(left)[0]})
        assert g.prompt.unknown == list(range(seat + 1, 9)) and not g.over
    assert "next" in g.prompt.allowed
    g.apply({"t": "next"})
    assert not g.over and g.state.phase == "day"
    assert sorted(s.role for s in g.state.seats if s.role == "werewolf") == ["werewolf", "werewolf"]


def test_a_fully_identified_night_breaks_as_before():
    g = Game(Setup.create(NAMES, preset="duesterwald", seed=4, deal_mode="printed", lang="de"))
    for _ in range(60):
        p = g.prompt
        if p.kind == "night_step" and p.step == "dawn" and "identify" not in p.allowed:
            break
        if "identify" in p.allowed:
            free = [s.seat for s in g.state.seats if s.role is None]
            g.apply({"t": "identify", "role": p.identify[0], "seats": free[:g.state.deck[p.identify[0]]]})
        elif "candidates" in p.allowed:
            g.apply({"t": "candidates", "seats": []})
        elif "next" not in p.allowed:                # a choice the step needs (Amor's two lovers)
            a = next(a for a in p.actions if a["available"])
            g.apply({"t": "act", "action": a["id"], "seats": a["candidates"][:max(1, a["targets"])]})
        else:
            g.apply({"t": "next"})
    assert "next" in g.prompt.allowed and g.prompt.unknown == []
    g.apply({"t": "next"})
    assert g.state.phase == "day"
