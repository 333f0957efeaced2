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

Nobody dies in those two records, so the paths a death takes (kills, last words, win checks that
find the state changed, the sheriff's badge) are measured by two more rows: as many whole games as
make 10,000 inputs, of std9 and of the revamped12 preset, each played to its end by always taking
the first action offered on the last candidates and voting every voter for the last candidate
(most games end after 70-90 inputs). Their baseline is json.loads of the same records; no goal.
"""
from __future__ import annotations

import json
import statistics
import time

from werewolf_desktop.engine import Game, RuleError, Setup, catalogue
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


def first_choices(g: Game) -> list[dict]:
    """The inputs tried at a game's prompt, in order, the first accepted taken: the first action
    offered on the last candidates, every voter for the last candidate, then "next" and the plain
    answer of each other input the prompt allows (no badge, no shot, no reveal)."""
    p = g.prompt
    tried: list[dict] = []
    for a in p.actions if p.kind == "night_step" else []:
        if a["available"] and len(a["candidates"]) >= a["targets"] > 0:
            inp = {"t": "act", "action": a["id"], "seats": a["candidates"][-a["targets"]:]}
            if a["pick_role"]:
                inp["roles"] = a["pick_role"][:1] * max(1, a["targets"])
            tried.append(inp)
    if p.kind == "election_candidates":
        tried.append({"t": "candidates", "seats": []})
    if "vote" in p.allowed and p.candidates:
        tried.append({"t": "vote", "votes": {str(v): p.candidates[-1] for v in p.voters}})
    tried.append({"t": "next"})
    plain = {"badge": {"seat": None}, "shoot": {"seat": None}, "direction": {"direction": "up"},
             "reveal": {"reveal": False}, "vote": {"votes": {}}, "decide": {"seat": (p.candidates or [None])[0]}}
    return tried + [{"t": kind, **plain[kind]} for kind in p.allowed if kind in plain]


def games_with_deaths(preset: str, players: int) -> list[str]:
    """Whole games of `preset` (seeds 1, 2, …), each played to its end (`first_choices`), until
    their records hold TARGET_INPUTS inputs together."""
    texts: list[str] = []
    inputs = 0
    while inputs < TARGET_INPUTS:
        g = Game(Setup.create([f"p{i}" for i in range(1, players + 1)], preset=preset, seed=len(texts) + 1,
                              deal_mode="laptop"))
        while not g.over:
            for inp in first_choices(g):
                try:
                    g.apply(inp)
                    break
                except RuleError:
                    continue
            else:
                raise RuntimeError(f"no input accepted at {g.prompt.kind}")
        texts.append(json.dumps(to_record(g), ensure_ascii=False))
        inputs += len(g.inputs)
    return texts


def measure(name: str, row: str, texts: list[str], goal_ms: float | None) -> list[str]:
    """Replaying the records `texts` RUNS times, each run after json.loads of them all."""
    records = [json.loads(text) for text in texts]
    games = [(Setup.from_json(data["setup"]), data["inputs"]) for data in records]
    count = sum(len(inputs) for _, inputs in games)
    for setup, inputs in games:
        Game.replay(setup, inputs)                        # warm-up
    parse, parse_cpu, wall, cpu = [], [], [], []
    before = load()
    for _ in range(RUNS):
        t, c = time.perf_counter(), time.process_time()
        for text in texts:
            json.loads(text)
        parse.append((time.perf_counter() - t) * 1000)
        parse_cpu.append((time.process_time() - c) * 1000)
        t, c = time.perf_counter(), time.process_time()
        for setup, inputs in games:
            Game.replay(setup, inputs)
        wall.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    after = load()
    p, pc, w, c = (statistics.median(x) for x in (parse, parse_cpu, wall, cpu))
    what = (f"a {count}-input {name} record" if len(texts) == 1 else
            f"{len(texts)} whole {name} games with deaths, {count} inputs together")
    head = [
        f"replay of {what} ({sum(map(len, texts)) / 1024:.0f} KiB JSON), {RUNS} runs "
        f"interleaved with the baseline, load average {before:.1f} before, {after:.1f} after",
        f"  baseline json.loads:   median {p:8.1f} ms   (runs {min(parse):.1f}-{max(parse):.1f}; process time "
        f"median {pc:.1f} ms)",
        f"  engine replay:         median {w:8.1f} ms   (runs {min(wall):.1f}-{max(wall):.1f}; process time "
        f"median {c:.1f} ms, runs {min(cpu):.1f}-{max(cpu):.1f})",
    ]
    if goal_ms is None:
        return head + [f"  ratio {w / p:.1f}x (process time {c / pc:.1f}x)   no goal (paths with deaths)"]
    met = f"wall {'met' if w <= goal_ms else 'NOT met'}, process time {'met' if c <= goal_ms else 'NOT met'}"
    return head + [
        f"  ratio {w / p:.1f}x (process time {c / pc:.1f}x)   goal <= {goal_ms:.0f} ms: {met}",
        f"issue 32 | {row} | {w:.0f} ms (runs {min(wall):.0f}-{max(wall):.0f}); process time {c:.0f} ms | "
        f"json.loads of the record {p:.1f} ms, ratio {w / p:.0f}x (process time {pc:.1f} ms, {c / pc:.0f}x) | "
        f"<= {goal_ms:.0f} ms: {met} | {before:.1f}-{after:.1f}",
    ]


def main() -> list[str]:
    classic = Setup.create([f"p{i}" for i in range(1, 10)], preset="std9", seed=2026, deal_mode="laptop")
    lines = (measure("狼人杀 (std9)", "std9 replay of 10k inputs", [long_record(classic)], GOALS_MS["std9"])
             + measure("Werewolves Revamped", "revamped replay of 10k inputs", [long_record(revamped_setup())],
                       GOALS_MS["revamped"])
             + measure("狼人杀 (std9)", "", games_with_deaths("std9", 9), None)
             + measure("Werewolves Revamped (revamped12)", "", games_with_deaths("revamped12", 12), None))
    print("\n".join(lines))
    return lines


if __name__ == "__main__":
    main()
