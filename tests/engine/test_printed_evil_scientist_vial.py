"""Printed cards, the Evil Scientist's vial (004:947-955) and the Immune Survivor (004:1007: "If the
evil scientist attempts to infect the Immune Survivor, it fails and the vial is used up"): whether the
target is immune depends on its card, so the vial waits for the card like every effect that reads
one. Before, an Immune Survivor not identified yet (it never wakes) was infected on night 1 and died
of the disease, which the laptop-dealt game of the same cards never lets happen."""
from werewolf_desktop.engine import Game

from .printed_host import dealt_as_laptop, seat_of, walk

NAMES = [f"p{i}" for i in range(1, 10)]
DECK = {"werewolf_revamped": 2, "evil_scientist": 1, "immune_survivor": 1, "fortune_teller": 1, "citizen": 4}


def at_vial(mode: str) -> tuple[Game, int]:
    g, cards = dealt_as_laptop(NAMES, mode, ruleset="revamped", deck=DECK, seed=8)
    walk(g, cards, until=lambda g: g.prompt.step == "evil_scientist" and not g.prompt.identify)
    return g, seat_of(cards, "immune_survivor")


def test_004_1007_printed_cards_the_vial_waits_for_the_card_of_its_target():
    g, survivor = at_vial("printed")
    vial = next(a for a in g.prompt.actions if a["id"] == "infect")
    assert vial["disabled"][survivor] == "rule.card_unknown" and survivor not in vial["candidates"]
    g.apply({"t": "set_role", "seat": survivor, "role": "immune_survivor"})
    g.apply({"t": "act", "action": "infect", "seats": [survivor]})
    assert g.state.night.results["evil_scientist"]["outcome"] == "immune"
    assert "infected" not in g.state.seat(survivor).status


def test_004_1007_laptop_dealt_the_immune_survivor_resists_the_vial():
    g, survivor = at_vial("laptop")
    g.apply({"t": "act", "action": "infect", "seats": [survivor]})
    assert g.state.night.results["evil_scientist"]["outcome"] == "immune"
