"""Random draws taken from the game's seed (attacker attribution, random defaults, obstruction
rolls, seed 004 §1.2, §1.4). Each draw is numbered and logged (secret), so a replay of the same
inputs draws the same values."""
from __future__ import annotations

import random
from typing import Any, Sequence

from .state import GameState


def draw(state: GameState, purpose: str, choices: Sequence[Any]) -> Any:
    """One value out of `choices` (kept in their given order), reproducible from the seed."""
    if not choices:
        return None
    pick = peek(state, purpose, choices)
    take(state, purpose, pick)
    return pick


def peek(state: GameState, purpose: str, choices: Sequence[Any], ahead: int = 0) -> Any:
    """The value `draw` will give after `ahead` other draws, without drawing it (the prompt says
    where a lot will fall before it is drawn)."""
    if not choices:
        return None
    rng = random.Random(f"{state.seed}:{state.draws + 1 + ahead}:{purpose}")
    return choices[rng.randrange(len(choices))]


def take(state: GameState, purpose: str, pick: Any) -> None:
    """The draw `peek` gave is taken: counted and logged."""
    state.draws += 1
    state.log("draw", purpose=purpose, pick=pick, secret=True)


def chance(state: GameState, purpose: str, percent: int) -> bool:
    """True in `percent` out of 100 draws (the Flute Player's 60 % obstruction, 004 §1.4)."""
    return draw(state, purpose, list(range(100))) < percent
