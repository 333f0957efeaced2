"""Status markers on players, with lifetimes (seed 004: threatened, silenced, enchanted, frozen…;
seed 003: the revealed idiot's lost vote, the hunter's spent shot).

    put(state, 5, "threatened", until="dusk", by=3)
    has(state, 5, "threatened")

`until` is "dawn" or "dusk" (the marker goes at the next one), or None (for the rest of the game).
"""
from __future__ import annotations

from typing import Any

from .catalogue import catalogue
from .state import GameState


def put(state: GameState, seat: int, name: str, until: str | None = None, **data: Any) -> None:
    state.seat(seat).status[name] = {"until": until, "night": state.night.number if state.night else 0,
                                     "day": state.day_number, **data}


def has(state: GameState, seat: int, name: str) -> bool:
    return name in state.seat(seat).status


def take_off(state: GameState, seat: int, name: str) -> None:
    state.seat(seat).status.pop(name, None)


def expire(state: GameState, moment: str) -> None:
    """Drop every marker whose time is up (called at dawn and at dusk), disguises included."""
    for s in state.seats:
        if s.status:
            for name in [n for n, v in s.status.items() if isinstance(v, dict) and v.get("until") == moment]:
                del s.status[name]
        if s.disguises:
            s.disguises = [d for d in s.disguises if d.get("until") != moment]


def wears(state: GameState, seat: int, name: str) -> bool:
    """Does the seat carry this marker, put on it or worn from the start by its role (passive
    `starts_marked`: the Demon starts out soulless, 004:650)?"""
    s = state.seat(seat)
    if name in s.status:
        return True
    if not s.role:
        return False
    return name in catalogue().role(s.role).passive.get("starts_marked", ())
