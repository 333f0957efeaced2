"""Printed cards: a seat whose card is set on its menu (`set_role`) instead of being clicked at its
role's wake gets the start information its role owes (start_info.deal), as an identified seat does.
Before, it was dealt only at a later identification: when the last card of night 1 was set at the
dawn, none followed, and the Chef had no waiters, the Psychopath no hit list (its win, 004), the Town
Crier no teammate's role (004:217)."""
import pytest

from werewolf_desktop.engine import Game, Setup

from .test_printed_infection import dealt, host_step

ROLES = ["chef", "psychopath", "town_crier", "mad_scientist", "claimspace", "knowledge_wolf"]


def night_1(role: str, seed: int) -> tuple[Game, int]:
    """A revamped printed game whose host missed the `role` holder's hand at its wake and set its
    card on the seat's menu when the dawn waited for it; returns the game at day 1 and that seat."""
    deck = {"werewolf": 2, role: 1, "fortune_teller": 1, "priest": 1, "citizen": 4}
    g = Game(Setup.create([f"P{i}" for i in range(1, 10)], ruleset="revamped", deck=deck, seed=seed,
                          deal_mode="printed", lang="en"))
    truth = dealt(g, seed)
    holder = next(s for s, r in truth.items() if r == role)
    for _ in range(120):
        if g.state.phase != "night":
            return g, holder
        p = g.prompt
        if p.allowed == ["set_role"] and p.unknown:
            g.apply({"t": "set_role", "seat": p.unknown[0], "role": truth[p.unknown[0]]})
        else:
            host_step(g, truth, skip={holder})
    raise AssertionError("night 1 never ended")


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("seed", range(4))
def test_a_card_set_on_the_menu_gets_its_start_information(role, seed):
    g, holder = night_1(role, seed)
    assert g.state.seat(holder).role == role
    assert "start_info" in g.state.seat(holder).status
    assert any(e["kind"] == "start_info" and e["seat"] == holder for e in g.state.timeline)
    again = Game(g.setup)
    for inp in g.inputs:
        again.apply(inp)
    assert repr(again.state) == repr(g.state)
