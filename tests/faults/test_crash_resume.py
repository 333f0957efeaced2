"""Issue "Proof": SIGKILL the process at 100 random points of a scripted game, restart it each
time, and compare the resumed game with the uninterrupted one: nothing lost, nothing duplicated."""
import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from werewolf_desktop.engine import Game, RuleError, Setup
from werewolf_desktop.store import Store

DRIVER = Path(__file__).with_name("crash_driver.py")
ROOT = Path(__file__).resolve().parents[2]


def scripted_game(seed: int = 5) -> tuple[Setup, list]:
    """A legal game of about 150 steps with a few undos, played by a seeded random moderator."""
    rng = random.Random(seed)
    setup = Setup.create([f"p{i}" for i in range(1, 13)], preset="std12_444_guard", seed=seed, deal_mode="laptop")
    g = Game(setup)
    steps: list = []
    while not g.over and len(steps) < 150:
        p = g.prompt
        k = rng.choice(p.allowed)
        inp = {"t": k}
        if k == "act":
            a = rng.choice([a for a in p.actions if a["available"]])
            inp.update(action=a["id"], seats=rng.sample(a["candidates"], min(len(a["candidates"]), a["targets"] if a["effect"] != "heal" else 1)))
        elif k == "vote":
            inp["votes"] = {str(v): rng.choice(p.candidates) for v in p.voters}
        elif k in ("badge", "shoot", "decide", "withdraw", "self_destruct"):
            inp["seat"] = rng.choice((p.self_destruct if k == "self_destruct" else p.candidates) or [None])
        elif k == "candidates":
            inp["seats"] = rng.sample(p.candidates, min(2, len(p.candidates)))
        elif k == "reveal":
            inp["reveal"] = True
        elif k == "direction":
            inp["direction"] = "up"
        try:
            g.apply(inp)
        except RuleError:
            continue
        steps.append(inp)
        if rng.random() < 0.04 and g.can_undo():
            g.undo()
            steps.append("undo")
    return setup, steps


def run_driver(script: Path, db: Path, kill_at: int | None) -> str:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, str(DRIVER), str(script), str(db)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    last = ""
    for line in proc.stdout:
        last = line.strip()
        if kill_at is not None and last.isdigit() and int(last) >= kill_at:
            proc.send_signal(signal.SIGKILL)        # mid-run, possibly mid-write of the next step
            break
    proc.wait(timeout=120)
    err = proc.stderr.read()
    assert proc.returncode in (0, -signal.SIGKILL), err
    return last


@pytest.mark.slow
def test_sigkill_at_100_random_points_loses_and_duplicates_nothing(tmp_path):
    setup, steps = scripted_game()
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"setup": setup.to_json(), "steps": steps}), encoding="utf-8")
    db = tmp_path / "games.sqlite3"
    rng = random.Random(2026)
    points = sorted(rng.choices(range(len(steps)), k=100))
    for kill_at in points:
        run_driver(script, db, kill_at)
    assert run_driver(script, db, None) == "done"

    expected = Game(setup)
    for step in steps:
        expected.undo() if step == "undo" else expected.apply(step)
    store = Store.open(db)
    [game] = store.games()
    log = store.log(game["id"])
    assert [row["seq"] for row in log] == list(range(1, len(steps) + 1))        # gapless, no duplicate
    assert store.load_inputs(game["id"]) == expected.inputs                    # nothing lost
    resumed = Game.replay(Setup.from_json(store.load_setup(game["id"])), store.load_inputs(game["id"]))
    assert resumed.prompt.to_dict() == expected.prompt.to_dict()
    assert resumed.state.winner == expected.state.winner
