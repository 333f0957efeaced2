"""What the narration and the ambience add to the start-up: nothing at start, a lazy cost later.

    python -m bench.bench_voice [--runs 5]

Same-run baseline: a bare PySide6 window (bench_startup's script), first paint then quit.
1. Cold start of the app (`--quit-after-start`) against it (target ≤ 1.5×), and which audio
   modules were loaded by then (none should be: QtTextToSpeech, QtMultimedia, werewolf_desktop.audio).
2. The lazy costs, each in a fresh process that also paints a bare window first, reported as the
   extra time over the bare window: making the speech engine (paid 0.4 s after the console first
   shows, or when the settings open) and loading the ambience and a chime (paid at nightfall).
3. The window while the speech engine loads on its worker thread: the longest the UI thread waits
   between two turns of its event loop (1 ms apart), against the same-run baseline of a worker that
   makes the engine the plain way (`QTextToSpeech(name)` from Python, which holds Python's lock until
   the engine is up), each in a fresh process.
Offscreen, a throw-away data folder, bytecode cached; one warm-up run each, medians.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

from bench.bench_startup import BARE, PAINT_TARGET, ROOT, run_once

AUDIO_MODULES = ("PySide6.QtTextToSpeech", "PySide6.QtMultimedia", "werewolf_desktop.audio")

LOADED_AT_START = r'''
import runpy, sys
sys.argv = ["werewolf_desktop", "--quit-after-start", "--lang", "zh"]
try:
    runpy.run_module("werewolf_desktop", run_name="__main__")
except SystemExit:
    pass
print(",".join(m for m in %r if m in sys.modules))
''' % (AUDIO_MODULES,)

# the bare window, then (after its first paint) the lazy audio part, then quit
LAZY = BARE.replace("QTimer.singleShot(0, QApplication.instance().quit)", "QTimer.singleShot(0, lazy)").replace(
    "app = QApplication(sys.argv[:1])", r'''
def lazy():
    what = sys.argv[1]
    if what == "speech":
        from werewolf_desktop.audio.voice import Voice
        voice = Voice()
        voice.engine()
        voice.voices("zh")
    elif what == "sounds":
        from werewolf_desktop.audio.sounds import Ambience, Chimes
        amb = Ambience(volume=0.0)
        amb.start()
        Chimes().play("warn")
    QApplication.instance().quit()

app = QApplication(sys.argv[:1])''')


STALL = r'''
import os, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QApplication
app = QApplication([])
from werewolf_desktop.audio.voice import Voice
done = []
if sys.argv[1] == "app":
    voice = Voice()
    voice.loaded.connect(lambda ok: done.append(ok))
    voice.load()
else:                                      # the baseline: the engine made the plain way on a worker
    from PySide6.QtTextToSpeech import QTextToSpeech

    class Plain(QThread):
        def run(self):
            names = [n for n in QTextToSpeech.availableEngines() if n != "mock"]
            self.engine = QTextToSpeech(names[0]) if names else None
    plain = Plain()
    plain.finished.connect(lambda: done.append(True))
    plain.start()
start = last = time.perf_counter()
longest = 0.0
while not done and time.perf_counter() - start < 30:
    app.processEvents()
    now = time.perf_counter()
    longest, last = max(longest, now - last), now
    time.sleep(0.001)
print(f"{longest * 1000:.1f} {(time.perf_counter() - start) * 1000:.0f}")
'''


def stalls(runs: int, env: dict, folder: Path) -> dict[str, list[tuple[float, float]]]:
    """{"app"|"plain": [(the UI thread's longest wait, the loading's time), …]} in ms."""
    import subprocess

    script = folder / "stall.py"
    script.write_text(STALL, encoding="utf-8")
    out: dict[str, list[tuple[float, float]]] = {"app": [], "plain": []}
    for _ in range(runs):
        for kind in out:
            got = subprocess.run([sys.executable, str(script), kind], cwd=ROOT, env=env, capture_output=True,
                                 text=True).stdout.split()
            if len(got) == 2:
                out[kind].append((float(got[0]), float(got[1])))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WEREWOLF_DESKTOP_DATA=str(Path(tmp) / "data"),
                   PYTHONPYCACHEPREFIX=str(Path(tmp) / "pycache"), PYTHONPATH=str(ROOT))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        bare_script = Path(tmp) / "bare.py"
        bare_script.write_text(BARE, encoding="utf-8")
        lazy_script = Path(tmp) / "lazy.py"
        lazy_script.write_text(LAZY, encoding="utf-8")
        probe = Path(tmp) / "probe.py"
        probe.write_text(LOADED_AT_START, encoding="utf-8")
        cmds = {
            "bare": [sys.executable, str(bare_script)],
            "app": [sys.executable, "-m", "werewolf_desktop", "--quit-after-start", "--lang", "zh"],
            "speech": [sys.executable, str(lazy_script), "speech"],
            "sounds": [sys.executable, str(lazy_script), "sounds"],
        }
        times: dict[str, list[float]] = {k: [] for k in cmds}
        for cmd in cmds.values():
            run_once(cmd, env)                                   # warm-up
        for _ in range(args.runs):
            for name, cmd in cmds.items():                       # interleaved: noise hits all alike
                times[name].append(run_once(cmd, env)[0])
        import subprocess

        loaded = subprocess.run([sys.executable, str(probe)], cwd=ROOT, env=env, capture_output=True,
                                text=True).stdout.strip().splitlines()
        stall = stalls(args.runs, env, Path(tmp))
    med = {k: statistics.median(v) for k, v in times.items()}
    ratio = med["app"] / med["bare"]
    print(f"runs: {args.runs} each (median; offscreen)")
    print(f"  bare PySide6 window            : {med['bare'] * 1000:7.0f} ms")
    print(f"  Werewolf Desktop cold start    : {med['app'] * 1000:7.0f} ms   = {ratio:4.2f}× (target ≤ {PAINT_TARGET}×)")
    print(f"  audio modules loaded at start  : {(loaded[-1] if loaded and loaded[-1] else 'none')}")
    print(f"  later, speech engine + voices  : +{(med['speech'] - med['bare']) * 1000:6.0f} ms over the bare window "
          "(when the console first shows; Linux: speech-dispatcher starts)")
    print(f"  later, ambience + chime loaded : +{(med['sounds'] - med['bare']) * 1000:6.0f} ms over the bare window (at nightfall)")
    if stall["app"] and stall["plain"]:
        worst = {k: statistics.median(w for w, _ in v) for k, v in stall.items()}
        took = {k: statistics.median(t for _, t in v) for k, v in stall.items()}
        print(f"  the window while the engine loads: the UI thread's longest wait {worst['app']:.0f} ms "
              f"(loading {took['app']:.0f} ms); made the plain way on a worker (baseline): {worst['plain']:.0f} ms "
              f"(loading {took['plain']:.0f} ms); ratio {worst['app'] / worst['plain']:.2f}×")
    else:
        print("  the window while the engine loads: no text-to-speech engine on this computer")
    return 0


if __name__ == "__main__":
    sys.exit(main())
