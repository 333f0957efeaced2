"""Spendable resources a role holds (seed 004 §4.3: the Devil's souls, the Archangel's prayers).

A role record starts its holder with some (`"passive": {"resources": {"souls": 1}}`); players add
to them (a sold soul, 004:659) and actions spend them (an action's `costs`: one unit per use). The
count is kept on the seat as the status marker `resources` once it first changes.

    amount(state, 3, "souls")      -> 1
    gain(state, 3, "souls")
    spend(state, 3, "souls")
"""
from __future__ import annotations

from . import status
from .catalogue import catalogue
from .state import GameState

MARKER = "resources"


def amount(state: GameState, seat: int, name: str) -> int:
    s = state.seat(seat)
    kept = s.status.get(MARKER)
    if kept and name in kept:
        return int(kept[name])
    start = catalogue().role(s.role).passive.get("resources", {}) if s.role else {}
    return int(start.get(name, 0))


def _set(state: GameState, seat: int, name: str, value: int) -> None:
    kept = state.seat(seat).status.get(MARKER)
    if kept is None:
        status.put(state, seat, MARKER)
        kept = state.seat(seat).status[MARKER]
    kept[name] = value


def gain(state: GameState, seat: int, name: str, count: int = 1) -> None:
    _set(state, seat, name, amount(state, seat, name) + count)


def spend(state: GameState, seat: int, name: str, count: int = 1) -> None:
    _set(state, seat, name, max(0, amount(state, seat, name) - count))


def held(state: GameState, seat: int) -> dict[str, int]:
    """Every resource the seat's role knows of, with its count (for the moderator's panel)."""
    s = state.seat(seat)
    names = set(catalogue().role(s.role).passive.get("resources", {})) if s.role else set()
    names |= {k for k in (s.status.get(MARKER) or {}) if k not in ("until", "night", "day")}
    return {n: amount(state, seat, n) for n in sorted(names)}

