"""The effects a woken player's action can have: small named functions in a registry.

A role record names an effect for each action (`"effect": "protect"`); the engine looks it up here
and runs it with an `Act`, the context of that one action. Adding a kind of ability means adding a
function with `@effect("name")` in one of the modules of this package, never an `if role == …` in
the engine.

    @effect("inspect_role", params=("weak_disguises",))
    def inspect_role(act: Act) -> None:
        act.result(seat=act.targets[0], role=seen_role(...))

`input` says what the moderator enters for the action: "seats" (players pointed at), "card" (one of
two cards, the thief), "none" (nothing: the drunk's hidden card), "text" (a question typed on the
device: the Medium), "tally" (how many said yes and no: the dead answering the Medium).
"""
from __future__ import annotations

from ..registry import EFFECTS, Act, Effect, effect  # noqa: F401  (the package's names: Act, Effect, @effect)
from . import attacks, become, bonds, cards, disease, information, offers, protection, standing, votes  # noqa: F401  (registers their effects)


def load() -> dict[str, Effect]:
    """Every effect, by name (importing the package registered them)."""
    return EFFECTS
