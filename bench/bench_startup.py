"""Start-up against a bare PySide6 window painting once, in time and peak memory (issue 21.1, 21.2).

    python -m bench.bench_startup [--runs 7] [--roles 115] [--check]

The headline is the **first screen ready**: the set-up screen (or the offer to resume a game)
painted and the database open, `python -m werewolf_desktop --quit-after-start` with
WEREWOLF_DESKTOP_QUIT_WHEN=ready (issue 32: ≤ 2.0× the bare window in time and in private
memory, 1.5× the aim of a plan).
Also measured: the cold start to the first paint of the main window, `--quit-after-start` alone
(target ≤ 1.3× in time), and the first screen ready with a catalogue of `--roles` roles (issue
21.4: the shipped records plus copies, each with its own art, made as bench_setup_screen makes
them). The baseline is a script that only makes a QApplication, shows a QMainWindow and quits
after its first paint.

Each measurement is a new process. Its time is from the launch to the paint that counts (the
bare window's first paint; the main window's first paint; the first screen's first paint), each
process reporting that moment on the system's monotonic clock (the app with
WEREWOLF_DESKTOP_TIMING=1, ui/app.py); the time from the launch to the process's exit, which adds
the closing down that nobody waits for, is printed too. Peak memory is the child's own maximum
resident set size over its whole life (`os.wait4` → `ru_maxrss`); it counts the files the process
mapped (Qt's libraries, the font) as far as they were in memory, so it swings with the OS file cache
(the same bare window read 62 and 51 MiB twenty minutes apart). Private memory beside it is the
child's anonymous resident memory (Linux: `RssAnon` in /proc/self/status) when it exits, just after
the paint that counts: what the process itself made, which the file cache does not move. The CPU
time is the process's own up to the paint that counts (its timing line says it): on a shared
machine it moves much less with the load than the time does. All run with QT_QPA_PLATFORM=offscreen, a
throw-away home folder (the app finds its data, log and cache folders there through platformdirs, as a
host's start does; `timing.as_a_host`) and a bytecode cache (as an installed copy has); one warm-up run of each is
not counted (it fills the OS file cache and the bytecode cache, and creates the database, as on a
machine that has started the app before). The three are interleaved so that the machine's noise
hits all alike; the figures are medians, and the load average is printed with them.

A host's database grows with every game: the first screen ready is measured again with a year of
weekly games in it (`--games 300`: 300 finished games of 200 inputs each, ~13 MB, made once).

Where the first screen's time goes: the ready runs' other milestones (database open, screen
built) split it into phases, measured in the same runs. `--check` exits 1 when a ratio is above its target.
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .timing import as_a_host, data_folder

ROOT = Path(__file__).resolve().parent.parent
READY_TARGET = 2.0          # time and private memory, the first screen ready (issue 32; 1.5× the plan's aim)
PAINT_TARGET = 1.3          # time, the first paint of the main window

BARE = r'''
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    done = False
    def eventFilter(self, obj, event):
        if not self.done and event.type() == QEvent.Paint:
            self.done = True
            import time
            print(f"startup: first paint at 0 ms (monotonic {time.monotonic():.4f}, peak 0.0 MiB,"
                  f" cpu {time.process_time() * 1000:.0f} ms)", file=sys.stderr)
            QTimer.singleShot(0, QApplication.instance().quit)
        return False

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setWindowTitle("bare")
window.resize(1280, 800)
watcher = FirstPaint()
window.installEventFilter(watcher)
QTimer.singleShot(15000, app.quit)
window.show()
sys.exit(app.exec())
'''

# the milestones ui/app.py reports, in order, and what each phase (from the one before) holds
PHASES = (
    ("first paint", "launch → first paint: Python, PySide6, the window's shell, its first paint"),
    ("database open", "→ database open (sqlite3, the store's read path)"),
    ("first screen built", "→ first screen built (engine, catalogue, set-up widgets)"),
    ("first screen painted", "→ first screen painted (styling, layout, paint)"),
)
# every child runs through this: it reports its private (anonymous) memory when it exits
PRIVATE = r'''
import atexit, runpy, sys

def private_memory():
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("RssAnon:"):
                    print(f"private memory {int(line.split()[1]) / 1024:.1f} MiB", file=sys.stderr)
    except OSError:
        pass

atexit.register(private_memory)
sys.argv = sys.argv[1:]
if sys.argv[0] == "-m":
    sys.argv = sys.argv[1:]
    runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)
else:
    runpy.run_path(sys.argv[0], run_name="__main__")
'''
PRIVATE_MEMORY = re.compile(r"private memory ([\d.]+) MiB")
MILESTONE = re.compile(r"startup: (.+?) at \d+ ms \(monotonic ([\d.]+), peak ([\d.]+) MiB(?:, cpu (\d+) ms)?\)")


def run_once(cmd: list[str], env: dict) -> tuple[float, float | None, dict[str, tuple[float, float]], float | None]:
    """(seconds, peak RSS in MiB or None, {milestone: (seconds since launch, peak MiB)}, private memory
    in MiB at exit or None) of one process."""
    launched = time.monotonic()
    start = time.perf_counter()
    proc = subprocess.Popen([cmd[0], "-c", PRIVATE, *cmd[1:]], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if hasattr(os, "wait4"):
        _pid, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        scale = 1024 * 1024 if sys.platform == "darwin" else 1024      # bytes on macOS, KiB on Linux
        peak = usage.ru_maxrss / scale
    else:                                                              # Windows: time only
        proc.wait()
        elapsed = time.perf_counter() - start
        peak = None
    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{err}")
    marks = {m[1]: (float(m[2]) - launched, float(m[3]), float(m[4]) / 1000 if m[4] else None)
             for m in MILESTONE.finditer(err)}
    private = PRIVATE_MEMORY.search(err)
    return elapsed, peak, marks, float(private[1]) if private else None


def history_data(folder: Path, games: int) -> Path:
    """A data folder whose database holds `games` finished games of 200 inputs each (a year of weekly
    games at 300: ~13 MB), closed as the app closes it."""
    from werewolf_desktop.store import FILENAME, RECORD_FORMAT, RECORD_VERSION, Store

    folder.mkdir(parents=True, exist_ok=True)
    setup = {"players": 12, "preset": "444-standard", "roles": ["seer", "witch", "hunter", "guard"]}
    inputs = [{"kind": "act", "step": f"night{i // 20}", "seat": i % 12 + 1, "targets": [(i * 7) % 12 + 1],
               "note": "x" * 80} for i in range(200)]
    with Store.open(folder / FILENAME) as store:          # each game one write, as an imported record
        for g in range(games):
            store.import_record({"format": RECORD_FORMAT, "version": RECORD_VERSION, "setup": setup,
                                 "inputs": inputs, "title": f"game {g + 1}", "winner": {"team": "village"}})
    return folder


def load() -> float | None:
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--roles", type=int, default=115, help="the full-sized catalogue's roles")
    parser.add_argument("--games", type=int, default=300, help="the finished games of the row with a host's history")
    parser.add_argument("--check", action="store_true", help="exit 1 if a ratio is above its target")
    args = parser.parse_args(argv)
    load_before = load()
    with tempfile.TemporaryDirectory() as tmp:
        # compiled bytecode is cached (in the temp folder), as it is in an installed copy; the warm-up
        # run writes it
        env = as_a_host(dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPYCACHEPREFIX=str(Path(tmp) / "pycache")),
                        Path(tmp) / "home")
        for name in ("PYTHONDONTWRITEBYTECODE", "WEREWOLF_DESKTOP_QUIT_WHEN", "WEREWOLF_DESKTOP_TIMING",
                     "WEREWOLF_DESKTOP_ROLES"):
            env.pop(name, None)
        bare_script = Path(tmp) / "bare_window.py"
        bare_script.write_text(BARE, encoding="utf-8")
        app_cmd = [sys.executable, "-m", "werewolf_desktop", "--quit-after-start", "--lang", "zh"]
        bare_cmd = [sys.executable, str(bare_script)]
        ready_env = dict(env, WEREWOLF_DESKTOP_QUIT_WHEN="ready", WEREWOLF_DESKTOP_TIMING="1")
        from .bench_setup_screen import full_catalogue

        full_env = dict(as_a_host(ready_env, Path(tmp) / "home_full"),
                        WEREWOLF_DESKTOP_ROLES=str(full_catalogue(Path(tmp) / "full", args.roles)))
        history_env = as_a_host(ready_env, Path(tmp) / "home_history")
        history_data(Path(data_folder(history_env, sys.executable)), args.games)
        kinds = {"bare": (bare_cmd, env), "ready": (app_cmd, ready_env),
                 "paint": (app_cmd, dict(env, WEREWOLF_DESKTOP_TIMING="1")), "full": (app_cmd, full_env),
                 "history": (app_cmd, history_env)}
        for cmd, kind_env in kinds.values():
            run_once(cmd, kind_env)                         # warm-up
        times: dict[str, list[float]] = {k: [] for k in kinds}     # launch → the paint that counts
        exits: dict[str, list[float]] = {k: [] for k in kinds}     # launch → exit
        peaks: dict[str, list[float]] = {k: [] for k in kinds}
        privates: dict[str, list[float]] = {k: [] for k in kinds}
        cpus: dict[str, list[float]] = {k: [] for k in kinds}     # the process's CPU time to that paint
        marks: list[dict[str, tuple[float, float]]] = []
        for _ in range(args.runs):                          # interleaved: machine noise hits all alike
            for key, (cmd, kind_env) in kinds.items():
                t, m, got, private = run_once(cmd, kind_env)
                exits[key].append(t)
                counts = got.get("first screen painted" if key in ("ready", "full", "history") else "first paint")
                times[key].append(counts[0] if counts else t)
                cpus[key] += [counts[2]] if counts and counts[2] is not None else []
                peaks[key] += [m] if m is not None else []
                privates[key] += [private] if private is not None else []
                if key == "ready":
                    marks.append(got)
    load_after = load()

    def t(key: str) -> float:
        return statistics.median(times[key])

    def m(key: str) -> float | None:
        return statistics.median(peaks[key]) if peaks[key] else None

    def p(key: str) -> float | None:
        return statistics.median(privates[key]) if privates[key] else None

    def c(key: str) -> float | None:
        return statistics.median(cpus[key]) if cpus[key] else None

    loads = f"; load average {load_before:.1f} before, {load_after:.1f} after" if load_before is not None else ""
    print(f"runs: {args.runs} of each, interleaved, medians (offscreen{loads}); the CPU time (the process's own,"
          " to the same paint) moves less with the load than the time")
    print(f"{'':36s}{'time  ratio':>17s}{'':12s}{'peak memory  ratio':>18s}{'':12s}{'private memory  ratio':>21s}"
          f"{'CPU time  ratio':>20s}")
    ok = True

    def line(label: str, key: str, time_target: float | None, mem_target: float | None) -> None:
        nonlocal ok
        rt = t(key) / t("bare")
        out = f"  {label:34s}{t(key) * 1000:7.0f} ms {rt:5.2f}×"
        out += f"  (≤ {time_target}×)" if time_target else " " * 9
        ok = ok and (time_target is None or rt <= time_target)
        if m(key) is not None and m("bare"):
            out += f"   {m(key):6.1f} MiB {m(key) / m('bare'):5.2f}×" + " " * 9
        if p(key) is not None and p("bare"):
            rp = p(key) / p("bare")
            out += f"   {p(key):6.1f} MiB {rp:5.2f}×" + (f"  (≤ {mem_target}×)" if mem_target else " " * 9)
            ok = ok and (mem_target is None or rp <= mem_target)
        if c(key) is not None and c("bare"):
            out += f"   {c(key) * 1000:6.0f} ms {c(key) / c('bare'):5.2f}×"
        print(out.rstrip())

    line("bare PySide6 window (baseline)", "bare", None, None)
    line("first screen ready (headline)", "ready", READY_TARGET, READY_TARGET)
    line("first paint of the main window", "paint", PAINT_TARGET, None)
    line(f"first screen ready, {args.roles} roles", "full", READY_TARGET, READY_TARGET)
    line(f"first screen ready, {args.games} games kept", "history", READY_TARGET, READY_TARGET)
    loads = f"{load_before:.1f}-{load_after:.1f}" if load_before is not None else "?"

    def cpu_of(key: str) -> str:
        return f"; CPU {c(key) * 1000:.0f} ms, {c(key) / c('bare'):.2f}×" if c(key) is not None and c("bare") else ""

    rp = t("paint") / t("bare")
    print(f"issue 32 | first paint from source | {t('paint') * 1000:.0f} ms | bare PySide6 window {t('bare') * 1000:.0f} ms, "
          f"ratio {rp:.2f}×{cpu_of('paint')} | <= {PAINT_TARGET}×: {'met' if rp <= PAINT_TARGET else 'NOT met'} | {loads}")
    rr = t("ready") / t("bare")
    private = (f", private memory {p('ready'):.1f} MiB, {p('ready') / p('bare'):.2f}×"
               if p("ready") is not None and p("bare") else "")
    met = rr <= READY_TARGET and (not private or p("ready") / p("bare") <= READY_TARGET)
    print(f"issue 32 | first screen ready (time / private memory) | {t('ready') * 1000:.0f} ms{private} | bare PySide6 window "
          f"{t('bare') * 1000:.0f} ms, {p('bare') or 0:.1f} MiB private; ratio {rr:.2f}×{cpu_of('ready')} | "
          f"<= {READY_TARGET}× both: {'met' if met else 'NOT met'} (plan: 1.5×) | {loads}")
    ex = {k: statistics.median(v) for k, v in exits.items()}
    print(f"  (launch to exit: bare {ex['bare'] * 1000:.0f} ms; first screen ready {ex['ready'] * 1000:.0f} ms ="
          f" {ex['ready'] / ex['bare']:.2f}×; first paint {ex['paint'] * 1000:.0f} ms = {ex['paint'] / ex['bare']:.2f}×)")
    if marks and all(name in marks[0] for name, _ in PHASES):
        print("where the first screen's time goes (ready runs, from the launch; × = share of the bare window):")
        before = [0.0] * len(marks)
        for name, label in PHASES:
            at = [mk[name][0] for mk in marks if name in mk]
            step = statistics.median(a - b for a, b in zip(at, before))
            peak = statistics.median(mk[name][1] for mk in marks if name in mk)
            print(f"  {label:78s}{step * 1000:6.0f} ms {step / t('bare'):5.2f}×   peak then {peak:6.1f} MiB")
            before = at
    return 0 if ok or not args.check else 1


if __name__ == "__main__":
    sys.exit(main())
