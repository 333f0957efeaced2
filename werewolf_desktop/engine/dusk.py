"""The dusk step (seed 004, reference S5): a short eyes-closed step during the day for secret day
actions. Before the vote: the Barber strikes, the Executioner changes its target, the dead answer
the Medium. Right after the vote, before the lynch is carried out: the Royal Knight may cancel it.

A role's dusk steps are in its record (`"dusk": [...]`: night-step keys plus `moment` and `order`).
The dusk step is only played when a role in the deck has a step for that moment today; like a
night step, a dead or spent role's step is still called with the same words, so the table learns
nothing from it. A dusk step with the same id as the role's night step shares its charges (the
Royal Knight's one cancellation, at night or at dusk).
"""
from __future__ import annotations

from typing import Any

from .catalogue import Step, catalogue
from .queries import deck_roles
from .rules import gate_open
from .state import GameState

MOMENTS = ("before_vote", "after_vote")


def steps(state: GameState, moment: str) -> list[Step]:
    """Today's dusk steps for `moment`, from the roles in the deck, in their order."""

    cat = catalogue()
    found = [step for role_id in deck_roles(state) if role_id in cat.dusk_roles for step in cat.role(role_id).dusk
             if step.moment == moment and step.called_in(state.options)
             and gate_open(step.gate, state.day_number, state.options)]
    return sorted(found, key=lambda s: (50 if s.rank is None else s.rank, s.id))


def step_of(beat: dict[str, Any]) -> Step:
    return next(s for s in catalogue().role(beat["role"]).dusk if s.id == beat["step"])
