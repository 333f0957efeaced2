"""Timing helpers shared by the benchmarks."""
from __future__ import annotations

import os
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


def load() -> float:
    """The load average over the last minute (/proc/loadavg on Linux): printed beside the figures
    measured on a machine that may be shared."""
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
