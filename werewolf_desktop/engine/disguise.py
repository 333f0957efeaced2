"""The disguise stack (seed 004 §1.3): what an investigator sees a player as.

Permanent disguises lie at the bottom, temporary ones are put on top; only the topmost counts.
Investigators are fooled by strong disguises and not by weak ones (if the top one is weak, the
topmost strong one counts), unless the investigating role says it is fooled by weak ones too
(Fortune Teller, Warlock…) or sees through all (Huntsman). On death weak disguises drop first,
strong ones last.
"""
from __future__ import annotations

from .state import GameState


def put_on(state: GameState, seat: int, role: str, strong: bool, permanent: bool = False,
           until: str | None = None, by: int | None = None) -> None:
    entry = {"role": role, "strong": strong, "permanent": permanent, "until": until, "by": by}
    stack = state.seat(seat).disguises
    if permanent:
        stack.insert(sum(1 for d in stack if d["permanent"]), entry)
    else:
        stack.append(entry)


def seen_role(state: GameState, seat: int, weak_too: bool = False, see_through: bool = False) -> str | None:
    """The role an investigator is shown for `seat`."""
    s = state.seat(seat)
    if see_through:
        return s.role
    for d in reversed(s.disguises):
        if d["strong"] or weak_too:
            return d["role"]
    return s.role


def drop(state: GameState, seat: int, strong: bool) -> None:
    state.seat(seat).disguises = [d for d in state.seat(seat).disguises if d["strong"] != strong]
