"""Cold start of the moderator console vs a bare PySide6 window (target: ≤ 1.5× in time and memory).

    python -m bench.bench_startup [--runs 7] [--check]

Each measurement is a new process, timed from launch to exit, where the program quits right after
the first paint of its main window: `python -m werewolf_desktop --quit-after-start` against a
script that only makes a QApplication, shows a QMainWindow and quits after its first paint.
Peak memory is the child's own maximum resident set size (`os.wait4` → `ru_maxrss`). Both run
with QT_QPA_PLATFORM=offscreen, a throw-away data folder and a bytecode cache (as an installed
copy has); one warm-up run of each is not counted (it fills the OS file cache and the bytecode
cache, as on a machine that has started the app before).

Also measured (not part of the target): the time until the finished first screen (the set-up or
the resume offer) has painted, with WEREWOLF_DESKTOP_QUIT_WHEN=ready.
`--check` exits 1 when a ratio is above the target.
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

ROOT = Path(__file__).resolve().parent.parent
TARGET = 1.5

BARE = r'''
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    done = False
    def eventFilter(self, obj, event):
        if not self.done and event.type() == QEvent.Paint:
            self.done = True
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


def run_once(cmd: list[str], env: dict) -> tuple[float, float | None]:
    """(seconds, peak RSS in MiB or None) of one process."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
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
    return elapsed, peak



def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--check", action="store_true", help="exit 1 if a ratio is above 1.5")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        # compiled bytecode is cached (in the temp folder), as it is in an installed copy; the warm-up
        # run writes it
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WEREWOLF_DESKTOP_DATA=str(Path(tmp) / "data"),
                   PYTHONPYCACHEPREFIX=str(Path(tmp) / "pycache"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        bare_script = Path(tmp) / "bare_window.py"
        bare_script.write_text(BARE, encoding="utf-8")
        app_cmd = [sys.executable, "-m", "werewolf_desktop", "--quit-after-start", "--lang", "zh"]
        bare_cmd = [sys.executable, str(bare_script)]
        ready_env = dict(env, WEREWOLF_DESKTOP_QUIT_WHEN="ready")
        # interleave them so that machine noise hits all alike
        app_t, app_m, bare_t, bare_m, ready_t, ready_m = [], [], [], [], [], []
        run_once(app_cmd, env)
        run_once(bare_cmd, env)
        for _ in range(args.runs):
            t, m = run_once(bare_cmd, env)
            bare_t.append(t)
            bare_m += [m] if m is not None else []
            t, m = run_once(app_cmd, env)
            app_t.append(t)
            app_m += [m] if m is not None else []
            t, m = run_once(app_cmd, ready_env)
            ready_t.append(t)
            ready_m += [m] if m is not None else []
    ta, tb = statistics.median(app_t), statistics.median(bare_t)
    print(f"runs: {args.runs} each (median; offscreen)")
    print(f"  bare PySide6 window : {tb * 1000:7.0f} ms" + (f"   peak {statistics.median(bare_m):6.1f} MiB" if bare_m else ""))
    print(f"  Werewolf Desktop    : {ta * 1000:7.0f} ms" + (f"   peak {statistics.median(app_m):6.1f} MiB" if app_m else ""))
    ratio_t = ta / tb
    print(f"  time ratio          : {ratio_t:5.2f}×  (target ≤ {TARGET}×)")
    ok = ratio_t <= TARGET
    if app_m and bare_m:
        ratio_m = statistics.median(app_m) / statistics.median(bare_m)
        print(f"  memory ratio        : {ratio_m:5.2f}×  (target ≤ {TARGET}×)")
        ok = ok and ratio_m <= TARGET
    tr_ = statistics.median(ready_t)
    print(f"  (first screen ready : {tr_ * 1000:7.0f} ms" + (f"   peak {statistics.median(ready_m):6.1f} MiB" if ready_m else "")
          + f" = {tr_ / tb:4.2f}× — the set-up screen and the database, loaded after the first paint)")
    return 0 if ok or not args.check else 1


if __name__ == "__main__":
    sys.exit(main())
