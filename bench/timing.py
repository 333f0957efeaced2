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


# the app's folder overrides (werewolf_desktop.paths) and the XDG folders a host's session may set
FOLDER_VARIABLES = ("WEREWOLF_DESKTOP_DATA", "WEREWOLF_DESKTOP_LOGS", "WEREWOLF_DESKTOP_CACHE",
                    "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_RUNTIME_DIR")


def as_a_host(env: dict, home) -> dict:
    """`env` for an app start that finds its folders as a host's start does (platformdirs, from the
    home folder: its import is part of every real start), inside the throw-away folder `home`: HOME
    set there and the folder variables unset. On Windows the folders come from the system's
    known-folder API, which no variable moves: there the data folder override points into `home`."""
    env = {k: v for k, v in env.items() if k not in FOLDER_VARIABLES}
    if os.name == "nt":
        return dict(env, WEREWOLF_DESKTOP_DATA=str(home))
    return dict(env, HOME=str(home))


def data_folder(env: dict, python: str) -> str:
    """The data folder an app started with `env` uses (asked of werewolf_desktop.paths in `python`)."""
    import subprocess

    done = subprocess.run([python, "-c", "from werewolf_desktop.paths import user_data_dir; print(user_data_dir())"],
                          env=env, capture_output=True, text=True, check=True)
    return done.stdout.strip()
