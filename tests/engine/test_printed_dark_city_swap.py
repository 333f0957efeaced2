"""Printed cards, Dark City (002:84: "the werewolves get to swap two villager cards (thus possibly
changing the identity of the seer)"): the swap moves the cards, so it waits for both cards like every
effect that reads one. Before, two seats not identified yet were "swapped" (nothing to move), the
seer's card was then identified where it had been dealt, and the swap was lost: the old seer checked,
while the laptop-dealt game of the same cards and choices woke the new one."""
from werewolf_desktop.engine import Game

from .printed_host import dealt_as_laptop, seat_of, walk

NAMES = [f"p{i}" for i in range(1, 14)]


def dark_city(mode: str) -> tuple[Game, dict[int, str]]:
    return dealt_as_laptop(NAMES, mode, preset="plotkin_dark_city", seed=103)


def at_pack(g: Game, cards: dict[int, str]) -> dict:
    walk(g, cards, until=lambda g: g.prompt.step == "pack" and not g.prompt.identify)
    return next(a for a in g.prompt.actions if a["id"] == "swap")


def test_002_84_printed_cards_the_dark_city_swap_waits_for_both_cards():
    g, cards = dark_city("printed")
    seer = seat_of(cards, "seer")
    villager = seat_of(cards, "villager")
    swap = at_pack(g, cards)
    assert swap["disabled"][seer] == swap["disabled"][villager] == "rule.card_unknown"
    assert seer not in swap["candidates"]
    g.apply({"t": "set_role", "seat": seer, "role": "seer"})
    g.apply({"t": "set_role", "seat": villager, "role": "villager"})
    g.apply({"t": "act", "action": "swap", "seats": [seer, villager]})
    assert (g.state.seat(seer).role, g.state.seat(villager).role) == ("villager", "seer")
    g.apply({"t": "next"})
    assert g.prompt.step == "seer" and not g.prompt.identify       # the seer card is known: nobody to identify
    assert g.prompt.actors == [villager]


def test_002_84_printed_cards_the_swap_ends_night_1_as_when_the_app_deals():
    roles = {}
    for mode in ("printed", "laptop"):
        g, cards = dark_city(mode)
        seer = seat_of(cards, "seer")
        villager = seat_of(cards, "villager")
        at_pack(g, cards)
        if mode == "printed":
            g.apply({"t": "set_role", "seat": seer, "role": "seer"})
            g.apply({"t": "set_role", "seat": villager, "role": "villager"})
        g.apply({"t": "act", "action": "swap", "seats": [seer, villager]})
        while g.state.phase == "night":
            p = g.prompt
            if p.identify:
                g.apply({"t": "identify", "role": p.identify[0], "seats": [s for s, r in cards.items() if r == p.identify[0]
                                                                              and g.state.seat(s).role is None]})
            else:
                g.apply({"t": "next"})
        roles[mode] = [(s.role, s.original_role) for s in g.state.seats]
    assert roles["printed"] == roles["laptop"]
