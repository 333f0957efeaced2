"""Replaying a 10,000-input game record vs merely parsing its JSON, the same-run baseline (goals,
issue 32: the Revamped replay ≤ 150 ms, the std9 one ≤ 100 ms; issue 21.3's: < 200 ms).

    python -m bench.bench_replay

Each record is replayed RUNS times, each run right after a baseline run (json.loads of the same
record), after one warm-up replay; we print the medians, every run's time (the machine may be
shared: the spread says how much), the replay's process (CPU) time, which a loaded machine moves
less than the wall time, and the load average (1 min) before and after.

Each record is a real, legal game where the wolves never agree on a victim and the village always
abstains, so night and day follow each other until 10,000 inputs: a 9-player 狼人杀 board whose
seer checks every night, and a 10-player Werewolves Revamped (seed 004) board whose investigators
(every role with the "investigative" attribute the catalogue offers that ruleset, up to four) act
every night through the effect pipeline.
"""
from __future__ import annotations

import json
import statistics
import time

from werewolf_desktop.engine import Game, Setup, catalogue
from werewolf_desktop.engine.game import apply_input
from werewolf_desktop.engine.record import to_record
from bench.timing import load

TARGET_INPUTS = 10_000
RUNS = 7
GOALS_MS = {"std9": 100.0, "revamped": 150.0}       # issue 32


INFO_EFFECTS = {"inspect", "inspect_role", "inspect_threat", "inspect_pack", "compare_alignment", "count_role",
                "guess_roles"}


def revamped_setup() -> Setup:
    cat = catalogue()
    investigators = [r.id for r in cat.dealt_roles("revamped") if "investigative" in r.attributes and r.unique][:4]
    deck = {"werewolf": 2, **{r: 1 for r in investigators}}
    deck["villager"] = 10 - sum(deck.values())
    return Setup.create([f"p{i}" for i in range(1, 11)], ruleset="revamped", deck=deck, seed=2026, deal_mode="laptop")


def long_record(setup: Setup) -> str:
    g = Game(setup)

    class Fast:               # the replay's in-place path: no snapshot per input while building
        @staticmethod
        def apply(inp: dict) -> None:
            apply_input(g.state, inp)
            g.inputs.append(inp)

    while len(g.inputs) < TARGET_INPUTS:
        p = g.prompt
        todo = [a for a in p.actions if a["available"] and a["effect"] in INFO_EFFECTS] if p.kind == "night_step" else []
        if p.kind == "election_candidates":
            Fast.apply({"t": "candidates", "seats": []})
        elif p.kind == "exile_vote":
            Fast.apply({"t": "vote", "votes": {}})
        elif todo and len(todo[0]["candidates"]) >= todo[0]["targets"]:
            a = todo[0]
            inp = {"t": "act", "action": a["id"], "seats": a["candidates"][:a["targets"]]}
            if a["pick_role"]:
                inp["roles"] = a["pick_role"][:1] * max(1, a["targets"])
            Fast.apply(inp)
        else:
            Fast.apply({"t": "next"})
    return json.dumps(to_record(g), ensure_ascii=False)


def measure(name: str, row: str, setup: Setup, goal_ms: float) -> list[str]:
    text = long_record(setup)
    data = json.loads(text)
    setup = Setup.from_json(data["setup"])
    Game.replay(setup, data["inputs"])                    # warm-up
    parse, parse_cpu, wall, cpu = [], [], [], []
    before = load()
    for _ in range(RUNS):
        t, c = time.perf_counter(), time.process_time()
        json.loads(text)
        parse.append((time.perf_counter() - t) * 1000)
        parse_cpu.append((time.process_time() - c) * 1000)
        t, c = time.perf_counter(), time.process_time()
        Game.replay(setup, data["inputs"])
        wall.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    after = load()
    p, pc, w, c = (statistics.median(x) for x in (parse, parse_cpu, wall, cpu))
    met = f"wall {'met' if w <= goal_ms else 'NOT met'}, process time {'met' if c <= goal_ms else 'NOT met'}"
    return [
        f"replay of a {len(data['inputs'])}-input {name} record ({len(text) / 1024:.0f} KiB JSON), {RUNS} runs "
        f"interleaved with the baseline, load average {before:.1f} before, {after:.1f} after",
        f"  baseline json.loads:   median {p:8.1f} ms   (runs {min(parse):.1f}-{max(parse):.1f}; process time "
        f"median {pc:.1f} ms)",
        f"  engine replay:         median {w:8.1f} ms   (runs {min(wall):.1f}-{max(wall):.1f}; process time "
        f"median {c:.1f} ms, runs {min(cpu):.1f}-{max(cpu):.1f})",
        f"  ratio {w / p:.1f}x (process time {c / pc:.1f}x)   goal <= {goal_ms:.0f} ms: {met}",
        f"issue 32 | {row} | {w:.0f} ms (runs {min(wall):.0f}-{max(wall):.0f}); process time {c:.0f} ms | "
        f"json.loads of the record {p:.1f} ms, ratio {w / p:.0f}x (process time {pc:.1f} ms, {c / pc:.0f}x) | "
        f"<= {goal_ms:.0f} ms: {met} | {before:.1f}-{after:.1f}",
    ]


def main() -> list[str]:
    classic = Setup.create([f"p{i}" for i in range(1, 10)], preset="std9", seed=2026, deal_mode="laptop")
    lines = (measure("狼人杀 (std9)", "std9 replay of 10k inputs", classic, GOALS_MS["std9"])
             + measure("Werewolves Revamped", "revamped replay of 10k inputs", revamped_setup(), GOALS_MS["revamped"]))
    print("\n".join(lines))
    return lines


if __name__ == "__main__":
    main()
