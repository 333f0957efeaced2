"""The disguise stack (seed 004 §1.3): what an investigator sees a player as.

Permanent disguises lie at the bottom, temporary ones are put on top; only the topmost counts.
Investigators are fooled by strong disguises and not by weak ones (if the top one is weak, the
topmost strong one counts), unless the investigating role says it is fooled by weak ones too
(Fortune Teller, Warlock…) or sees through all (Huntsman). On death weak disguises drop first,
strong ones last.
"""
from __future__ import annotations

from .catalogue import catalogue
from .state import GameState


def put_on(state: GameState, seat: int, role: str, strong: bool, permanent: bool = False,
           until: str | None = None, by: int | None = None, source: str | None = None) -> None:
    """`source`: the role whose passive put the disguise on (dropped when the seat loses that role)."""
    entry = {"role": role, "strong": strong, "permanent": permanent, "until": until, "by": by, "source": source}
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


def wear_role_disguise(state: GameState, seat: int) -> None:
    """The permanent disguise a role wears from the deal (passive `disguise`: the Sneaking Wolf is
    strongly disguised as a Citizen, 004:497). A seat that loses the role loses its disguise
    (004:499); one that gains such a role puts it on. Called whenever a seat enters a role."""

    s = state.seat(seat)
    s.disguises = [d for d in s.disguises if not d.get("source")]
    spec = catalogue().role(s.role).passive.get("disguise") if s.role else None
    if spec:
        role = catalogue().variant(spec["role"], state.ruleset)
        put_on(state, seat, role, strong=bool(spec.get("strong", True)), permanent=True, source=s.role)
