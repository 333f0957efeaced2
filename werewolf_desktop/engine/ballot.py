"""Counting a ballot: weights, the top, ties. Pure functions; who may vote is decided by the caller."""
from __future__ import annotations


def tally(votes: dict[int, int | None], weights: dict[int, float]) -> tuple[dict[int, float], list[int]]:
    """Counts per target and the targets with the most votes (several = a tie, none = nobody voted)."""
    counts: dict[int, float] = {}
    for voter, target in votes.items():
        if target is None:
            continue
        counts[target] = counts.get(target, 0) + weights.get(voter, 1)
    if not counts:
        return counts, []
    best = max(counts.values())
    return counts, sorted(t for t, c in counts.items() if c == best)


def majority_reached(counts: dict[int, float], living: int) -> int | None:
    """Classic lynch (seed 000:60, 000:70): a majority of ALL living players, the accused included."""
    for target, c in counts.items():
        if c * 2 > living:
            return target
    return None
