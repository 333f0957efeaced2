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
    state.draws += 1
    rng = random.Random(f"{state.seed}:{state.draws}:{purpose}")
    pick = choices[rng.randrange(len(choices))]
    state.log("draw", purpose=purpose, pick=pick, secret=True)
    return pick


def chance(state: GameState, purpose: str, percent: int) -> bool:
    """True in `percent` out of 100 draws (the Flute Player's 60 % obstruction, 004 §1.4)."""
    return draw(state, purpose, list(range(100))) < percent
