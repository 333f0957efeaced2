"""The set-up screen with the shipped catalogue and with a full seed-004-sized one (issue 21.1, 21.4).

    python -m bench.bench_setup_screen [--runs 5] [--roles 115]

Each figure is one fresh process (cold catalogue, cold art cache, as at the app's start), timed
inside it after the imports (the start bench measures those): building the set-up screen and its
first paint at 1280×800, and then the first switch to the custom deck (the role list) with its
paint. The baseline, in the same kind of process and the same run: a bare QMainWindow of that
size built and painted once. "Full catalogue" adds role records (copies of shipped roles that wake
at no step, each with its own copy of the art, so no picture is drawn from a cache) through
WEREWOLF_DESKTOP_ROLES until the catalogue holds `--roles` roles, every one of them dealt in every
ruleset. Nothing is asserted: the figures are printed.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r'''
import json, resource, sys, time
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow

what = sys.argv[1]
app = QApplication(sys.argv[:1])
if what != "bare":
    from werewolf_desktop.store import Store
    from werewolf_desktop.ui.setup.view import SetupView
    store = Store.open()


class Painted(QObject):
    seen = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint:
            self.seen = True
        return False


def until_painted(widget):
    watch = Painted()
    widget.installEventFilter(watch)
    while not watch.seen:
        app.processEvents()
    widget.removeEventFilter(watch)


rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t0 = time.perf_counter()
if what == "bare":
    window = QMainWindow()
else:
    window = SetupView(store, "zh")
window.resize(1280, 800)
window.show()
until_painted(window)
t1 = time.perf_counter()
out = {"build": t1 - t0}
if what != "bare":
    window.custom_radio.click()
    window.repaint()
    until_painted(window)
    out["custom"] = time.perf_counter() - t1
    from werewolf_desktop.engine import catalogue
    out["roles"] = len(catalogue().roles)
out["rss_growth"] = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss0) / 1024
print(json.dumps(out))
'''


def full_catalogue(folder: Path, roles: int) -> Path:
    """Role records (and their art) that bring the catalogue to `roles` roles; returns the roles folder."""
    from werewolf_desktop.engine.catalogue import load_catalogue
    from werewolf_desktop.paths import resource, resources_dir

    shipped = load_catalogue(resources_dir())
    quiet = [r for r in shipped.dealt_roles() if not r.night and not r.dusk and not r.groups and r.at_table
             and not r.variant_of and not r.passive]
    out = folder / "roles"
    art = folder / "art"
    out.mkdir(parents=True)
    art.mkdir()
    for i in range(max(0, roles - len(shipped.roles))):
        base = quiet[i % len(quiet)]
        record = json.loads((resources_dir() / "roles" / f"{base.id}.json").read_text(encoding="utf-8"))
        new_id = f"{base.id}_copy{i}"
        picture = art / f"{new_id}.svg"
        shutil.copyfile(resource("art", base.art), picture)
        name = record["name"]
        name = {k: f"{v} {i}" for k, v in name.items()} if isinstance(name, dict) else f"{name} {i}"
        record.update(id=new_id, name=name, art=str(picture), unique=False)
        record.pop("rulesets", None)
        (out / f"{new_id}.json").write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    return out


def run(what: str, env: dict) -> dict:
    done = subprocess.run([sys.executable, "-c", CHILD, what], cwd=ROOT, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{what} failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--roles", type=int, default=115)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        base = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPYCACHEPREFIX=str(Path(tmp) / "pycache"))
        base.pop("PYTHONDONTWRITEBYTECODE", None)
        base.pop("WEREWOLF_DESKTOP_ROLES", None)
        shipped = dict(base, WEREWOLF_DESKTOP_DATA=str(Path(tmp) / "data1"))
        full = dict(base, WEREWOLF_DESKTOP_DATA=str(Path(tmp) / "data2"),
                    WEREWOLF_DESKTOP_ROLES=str(full_catalogue(Path(tmp) / "full", args.roles)))
        kinds = {"bare": ("bare", base), "shipped": ("setup", shipped), "full": ("setup", full)}
        for what, env in kinds.values():
            run(what, env)                                  # warm-up: file cache, bytecode
        got: dict[str, list[dict]] = {k: [] for k in kinds}
        for _ in range(args.runs):                          # interleaved: machine noise hits all alike
            for key, (what, env) in kinds.items():
                got[key].append(run(what, env))

    def med(key: str, field: str) -> float:
        return statistics.median(r[field] for r in got[key])

    bare = med("bare", "build")
    print(f"runs: {args.runs} each (median; offscreen, 1280×800, timed after the imports)")
    print(f"  bare QMainWindow built and painted : {bare * 1000:6.1f} ms")
    for key, label in (("shipped", "shipped catalogue"), ("full", "full catalogue")):
        roles = got[key][0]["roles"]
        build, custom = med(key, "build"), med(key, "custom")
        print(f"  set-up screen, {label:<17} ({roles:3d} roles): {build * 1000:6.1f} ms = {build / bare:5.1f}× bare;"
              f" custom deck opened {custom * 1000:6.1f} ms; memory +{med(key, 'rss_growth'):5.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
