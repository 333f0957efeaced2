"""Replaying a 10,000-input game record vs merely parsing its JSON (target: replay < 200 ms).

    python -m bench.bench_replay

The record is a real, legal game: a 9-player 狼人杀 board where the wolves never agree on a
victim and the village always abstains, so night and day follow each other until 10,000 inputs.
"""
from __future__ import annotations

import json

from werewolf_desktop.engine import Game, Setup
from werewolf_desktop.engine.record import to_record
from bench.timing import best_of

TARGET_INPUTS = 10_000


def long_record() -> str:
    setup = Setup.create([f"p{i}" for i in range(1, 10)], preset="std9", seed=2026, deal_mode="laptop")
    g = Game(setup)
    seer = g.state.holders("seer")[0]
    while len(g.inputs) < TARGET_INPUTS:
        p = g.prompt
        if p.kind == "election_candidates":
            g.apply({"t": "candidates", "seats": []})
        elif p.kind == "exile_vote":
            g.apply({"t": "vote", "votes": {}})
        elif p.kind == "night_step" and p.step == "seer" and not p.actions[0]["done"]:
            target = next(s for s in p.actions[0]["candidates"] if s != seer)
            g.apply({"t": "act", "action": "check", "seats": [target]})
        else:
            g.apply({"t": "next"})
    return json.dumps(to_record(g), ensure_ascii=False)


def main() -> list[str]:
    text = long_record()
    data = json.loads(text)
    parse = best_of(lambda: json.loads(text))
    setup = Setup.from_json(data["setup"])
    replay = best_of(lambda: Game.replay(setup, data["inputs"]))
    lines = [
        f"replay of a {len(data['inputs'])}-input record ({len(text) / 1024:.0f} KiB JSON)",
        f"  baseline json.loads:   {parse * 1000:8.1f} ms",
        f"  engine replay:         {replay * 1000:8.1f} ms   (ratio {replay / parse:.1f}x, target < 200 ms: "
        f"{'met' if replay < 0.2 else 'NOT met'})",
    ]
    print("\n".join(lines))
    return lines


if __name__ == "__main__":
    main()
