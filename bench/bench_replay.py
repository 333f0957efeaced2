"""Replaying a 10,000-input game record vs merely parsing its JSON (target: replay < 200 ms).

    python -m bench.bench_replay

Each record is a real, legal game where the wolves never agree on a victim and the village always
abstains, so night and day follow each other until 10,000 inputs: a 9-player 狼人杀 board whose
seer checks every night, and a 10-player Werewolves Revamped (seed 004) board whose investigators
(every role with the "investigative" attribute the catalogue offers that ruleset, up to four) act
every night through the effect pipeline.
"""
from __future__ import annotations

import json

from werewolf_desktop.engine import Game, Setup, catalogue
from werewolf_desktop.engine.game import apply_input
from werewolf_desktop.engine.record import to_record
from bench.timing import best_of

TARGET_INPUTS = 10_000


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


def measure(name: str, setup: Setup) -> list[str]:
    text = long_record(setup)
    data = json.loads(text)
    parse = best_of(lambda: json.loads(text))
    setup = Setup.from_json(data["setup"])
    replay = best_of(lambda: Game.replay(setup, data["inputs"]))
    return [
        f"replay of a {len(data['inputs'])}-input {name} record ({len(text) / 1024:.0f} KiB JSON)",
        f"  baseline json.loads:   {parse * 1000:8.1f} ms",
        f"  engine replay:         {replay * 1000:8.1f} ms   (ratio {replay / parse:.1f}x, target < 200 ms: "
        f"{'met' if replay < 0.2 else 'NOT met'})",
    ]


def main() -> list[str]:
    classic = Setup.create([f"p{i}" for i in range(1, 10)], preset="std9", seed=2026, deal_mode="laptop")
    lines = measure("狼人杀 (std9)", classic) + measure("Werewolves Revamped", revamped_setup())
    print("\n".join(lines))
    return lines


if __name__ == "__main__":
    main()
