"""Timing helpers shared by the benchmarks."""
from __future__ import annotations

import statistics
import time


def best_of(fn, runs: int = 7) -> float:
    """The median wall time of `runs` calls of `fn` (seconds)."""
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)
