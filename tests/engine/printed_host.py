"""Test helpers for a printed-card game whose players hold the cards the laptop deals with the same
seed, and a truthful host who identifies each card at its wake.

    g, cards = dealt_as_laptop(names, "printed", preset=…)      the game, and seat -> card held
    seat_of(cards, card)                                          the (first) seat holding `card`
    walk(g, cards, until=lambda g: …, choose=…, skip=…)          that host's inputs until `until(g)`
    look_alike_copies(seat, card, mode)                           a `choose`: the Look-Alike copies `seat`
"""
from __future__ import annotations

from typing import Any, Callable

from werewolf_desktop.engine import Game, Setup


def dealt_as_laptop(names: list[str], mode: str, **setup: Any) -> tuple[Game, dict[int, str]]:
    """The game in `mode`, and the cards its seats hold: those the laptop deals from the same set-up."""
    g = Game(Setup.create(names, deal_mode=mode, lang="en", **setup))
    laptop = Setup.create(names, deal_mode="laptop", lang="en", **setup)
    return g, dict(enumerate(laptop.assignment, start=1))


def seat_of(cards: dict[int, str], card: str) -> int:
    """The first seat that holds `card` (`cards`: seat -> card, as dealt_as_laptop gives them)."""
    return next(s for s, r in cards.items() if r == card)


def walk(g: Game, cards: dict[int, str], until: Callable[[Game], bool],
         choose: Callable[[Game], bool] | None = None, limit: int = 300, skip: frozenset[int] = frozenset()) -> None:
    """Until `until(g)` (at most `limit` inputs, else AssertionError): the woken role's seats not
    known yet identified (but `skip`: seats whose hand the host misses), a card the step waits for
    set on its seat's menu, else `choose(g)` enters a step's choice (True when it did), else next."""
    for _ in range(limit):
        if until(g):
            return
        p = g.prompt
        if p.allowed == ["set_role"]:           # a missed card: the dawn (or the plain card) waits for it
            g.apply({"t": "set_role", "seat": p.unknown[0], "role": cards[p.unknown[0]]})
        elif p.identify:
            role = p.identify[0]
            g.apply({"t": "identify", "role": role, "seats": [s for s, r in cards.items()
                                                              if r == role and g.state.seat(s).role is None and s not in skip]})
        elif not (choose and choose(g)):
            g.apply({"t": "next"})
    assert until(g), f"not reached in {limit} inputs"


def look_alike_copies(seat: int, card: str, mode: str) -> Callable[[Game], bool]:
    """A `choose` for `walk`: at the Look-Alike's wake, once, it copies `seat` (with printed cards
    the host sets that seat's card, `card`, first: the copy reads it)."""
    def copy(g: Game) -> bool:
        if g.prompt.step != "look_alike" or g.state.night.actions.get("look_alike"):
            return False
        if mode == "printed":
            g.apply({"t": "set_role", "seat": seat, "role": card})
        g.apply({"t": "act", "action": "copy", "seats": [seat]})
        return True
    return copy
