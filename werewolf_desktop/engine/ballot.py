"""Counting a ballot: weights, the top, ties. Pure functions; who may vote is decided by the caller."""
from __future__ import annotations


def tally(votes: dict[int, int | None], weights: dict[int, float],
          extra: dict[int, float] | None = None) -> tuple[dict[int, float], list[int]]:
    """Counts per target and the targets with the most votes (several = a tie, none = nobody has
    more than zero). `extra`: invisible votes against targets (seed 004:300). A total of zero or
    less never wins (weights may be negative or zero, 004:210, 004:267)."""
    counts: dict[int, float] = {}
    for voter, target in votes.items():
        if target is None:
            continue
        counts[target] = counts.get(target, 0) + weights.get(voter, 1)
    for target, n in (extra or {}).items():
        counts[target] = counts.get(target, 0) + n
    best = max((c for c in counts.values() if c > 0), default=None)
    if best is None:
        return counts, []
    return counts, sorted(t for t, c in counts.items() if c == best)


def majority_reached(counts: dict[int, float], living: int) -> int | None:
    """Classic lynch (seed 000:60, 000:70): a majority of ALL living players, the accused included."""
    for target, c in counts.items():
        if c * 2 > living:
            return target
    return None
