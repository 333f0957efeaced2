"""The frozen app (what users run) against a bare PySide6 window frozen with the same spec (issue 32).

    python -m bench.bench_frozen [--runs 7] [--builds DIR]

Both are built here with PyInstaller from packaging/werewolf_desktop.spec: the app from
packaging/launch.py, the baseline from a script that only makes a QApplication, shows a
QMainWindow and quits after its first paint (bench_startup's bare window), named to the spec by
WEREWOLF_SPEC_ENTRY: the same excludes, Qt plugins, runtime hooks, stripping and bootloader.
(packaging/build.py's later steps, the ICU trim and the archive, are not run: they change the
bundle's size, not what a start loads.) `--builds DIR` keeps the two builds in DIR and uses them
again when they are there (a build takes minutes on a loaded machine).

Each start is a new process, offscreen, with a throw-away home folder (the app finds its folders
there through platformdirs, as a host's start does: timing.as_a_host); one warm-up start of each
is not counted. Timed from the launch to the paint that counts (the process reports it on the
monotonic clock: the bare window's first paint; the app's first paint, WEREWOLF_DESKTOP_TIMING=1;
the app's first screen painted, WEREWOLF_DESKTOP_QUIT_WHEN=ready); the three interleaved, medians,
with the load average. Peak memory is the process's maximum resident set (`os.wait4`).
Goal (issue 32): the frozen app's first paint ≤ 1.2× the bare frozen window.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .bench_startup import BARE, MILESTONE
from .timing import as_a_host

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "werewolf_desktop.spec"
APP = "WerewolfDesktop"
PAINT_GOAL = 1.2


def build(kind: str, folder: Path) -> tuple[Path, float | None]:
    """The executable of the `kind` ("app" or "bare") build in `folder` (made when missing) and
    the seconds its build took (None: it was there)."""
    exe = folder / kind / "dist" / APP / (APP + (".exe" if sys.platform == "win32" else ""))
    if exe.is_file():
        return exe, None
    env = dict(os.environ, WEREWOLF_LEGAL_DIR=str(folder / "legal"), WEREWOLF_ICON_DIR=str(folder / "icons"))
    if kind == "bare":
        script = folder / "bare_window.py"
        script.write_text(BARE, encoding="utf-8")
        env["WEREWOLF_SPEC_ENTRY"] = str(script)
    else:
        env.pop("WEREWOLF_SPEC_ENTRY", None)
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(folder / kind / "dist"),
                           "--workpath", str(folder / kind / "build"), str(SPEC)],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    if done.returncode != 0 or not exe.is_file():
        raise SystemExit(f"the {kind} build failed:\n{done.stderr[-3000:]}")
    return exe, time.perf_counter() - started


def start_once(cmd: list[str], env: dict, counts: str) -> tuple[float, float, float | None, float | None]:
    """(seconds to the milestone `counts`, seconds to exit, peak RSS MiB or None, the process's CPU
    seconds to the milestone or None) of one start."""
    launched = time.monotonic()
    began = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if hasattr(os, "wait4"):
        _pid, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        peak = usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)
    else:
        proc.wait()
        peak = None
    elapsed = time.perf_counter() - began
    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{err[-2000:]}")
    marks = {m[1]: m for m in MILESTONE.finditer(err)}
    if counts not in marks:
        raise SystemExit(f"{' '.join(cmd)} did not report its {counts}:\n{err[-2000:]}")
    mark = marks[counts]
    return float(mark[2]) - launched, elapsed, peak, float(mark[4]) / 1000 if mark[4] else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--builds", help="keep the builds in this folder (and use them when they are there)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(args.builds) if args.builds else Path(tmp) / "builds"
        folder.mkdir(parents=True, exist_ok=True)
        load_build = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
        app, app_took = build("app", folder)
        bare, bare_took = build("bare", folder)
        env = as_a_host(dict(os.environ, QT_QPA_PLATFORM="offscreen"), Path(tmp) / "home")
        for name in ("WEREWOLF_DESKTOP_QUIT_WHEN", "WEREWOLF_DESKTOP_TIMING", "WEREWOLF_DESKTOP_ROLES"):
            env.pop(name, None)
        app_cmd = [str(app), "--quit-after-start", "--lang", "zh"]
        kinds = {"bare": ([str(bare)], env, "first paint"),
                 "paint": (app_cmd, dict(env, WEREWOLF_DESKTOP_TIMING="1"), "first paint"),
                 "ready": (app_cmd, dict(env, WEREWOLF_DESKTOP_TIMING="1", WEREWOLF_DESKTOP_QUIT_WHEN="ready"),
                           "first screen painted")}
        for cmd, kind_env, counts in kinds.values():
            start_once(cmd, kind_env, counts)               # warm-up: file cache, the database, the catalogue
        load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
        got: dict[str, list[tuple[float, float, float | None, float | None]]] = {k: [] for k in kinds}
        for _ in range(args.runs):                          # interleaved: machine noise hits all alike
            for key, (cmd, kind_env, counts) in kinds.items():
                got[key].append(start_once(cmd, kind_env, counts))
        load_after = os.getloadavg()[0] if hasattr(os, "getloadavg") else None

    def med(key: str, i: int) -> float | None:
        values = [r[i] for r in got[key] if r[i] is not None]
        return statistics.median(values) if values else None

    def spread(key: str) -> str:
        ratios = sorted(a[0] / b[0] for a, b in zip(got[key], got["bare"]))
        return f"{ratios[0]:.2f}–{ratios[-1]:.2f}×"

    took = ", ".join(f"{k} {t:.0f} s" for k, t in (("app", app_took), ("bare", bare_took)) if t is not None)
    loads = (f"; load average {load_before:.1f} before, {load_after:.1f} after" if load_before is not None else "")
    print(f"frozen with packaging/werewolf_desktop.spec (PyInstaller, one folder){f'; built in: {took}' if took else ''}"
          f"{f' (load average {load_build:.1f})' if took and load_build is not None else ''}")
    print(f"runs: {args.runs} of each, interleaved, medians (offscreen{loads}); per-round ratio range in brackets;"
          " CPU: the process's own CPU time to the same paint (moves less with the load)")
    base = med("bare", 0)
    for key, label, goal in (("bare", "bare PySide6 window, frozen (baseline)", None),
                             ("paint", "frozen app, first paint", PAINT_GOAL),
                             ("ready", "frozen app, first screen ready", None)):
        t, peak, cpu = med(key, 0), med(key, 2), med(key, 3)
        line = f"  {label:40s}{t * 1000:7.0f} ms {t / base:5.2f}×"
        line += f"  ({spread(key)})" if key != "bare" else " " * 15
        if peak is not None:
            line += f"   peak {peak:6.1f} MiB {peak / med('bare', 2):5.2f}×"
        if cpu is not None and med("bare", 3):
            line += f"   CPU {cpu * 1000:5.0f} ms {cpu / med('bare', 3):5.2f}×"
        if goal:
            line += f"   goal ≤ {goal}×: {'met' if t / base <= goal else 'NOT met'}"
        print(line.rstrip())
    rf = med("paint", 0) / base
    cpu = (f"; CPU {med('paint', 3) * 1000:.0f} ms, {med('paint', 3) / med('bare', 3):.2f}×"
           if med("paint", 3) is not None and med("bare", 3) else "")
    print(f"issue 32 | frozen app, first paint | {med('paint', 0) * 1000:.0f} ms (rounds {spread('paint')}) | bare PySide6 "
          f"window frozen with the same spec {base * 1000:.0f} ms, ratio {rf:.2f}×{cpu} | <= {PAINT_GOAL}×: "
          f"{'met' if rf <= PAINT_GOAL else 'NOT met'} | {load_before:.1f}-{load_after:.1f}")
    print(f"  (launch to exit: bare {med('bare', 1) * 1000:.0f} ms; first paint {med('paint', 1) * 1000:.0f} ms;"
          f" first screen ready {med('ready', 1) * 1000:.0f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
