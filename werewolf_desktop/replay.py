"""`werewolf-desktop replay FILE [--json]`: print a game record's timeline."""
from __future__ import annotations

import json
import sys

from .describe import timeline
from .i18n import role_name
from .engine.errors import RuleError
from .engine.record import load_record
from .i18n import system_language, tr


def replay_data(game, lang: str) -> dict:
    state = game.state
    names = {s.seat: s.name for s in state.seats}
    periods = timeline(state.timeline, lang, names)
    return {
        "ruleset": game.setup.ruleset, "preset": game.setup.preset, "seed": game.setup.seed,
        "players": [{"seat": s.seat, "name": s.name, "role": s.original_role, "final_role": s.role,
                     "alive": s.alive} for s in state.seats],
        "timeline": [{"period": p["period"], "label": p["label"], "lines": p["lines"], "events": p["events"]} for p in periods],
        "winner": state.winner,
        "inputs": len(game.inputs),
    }


def main(path: str, as_json: bool = False, lang: str | None = None) -> int:
    lang = lang or system_language()
    out = sys.stdout
    try:
        game = load_record(path)
    except RuleError as err:
        print(err.message(lang), file=sys.stderr)
        return 2
    data = replay_data(game, lang)
    if as_json:
        json.dump(data, out, ensure_ascii=False, indent=1)
        out.write("\n")
        return 0
    out.write(tr("replay.header", lang, seats=len(data["players"]), inputs=data["inputs"]) + "\n")
    for p in data["players"]:
        roles = (role_name(p["role"], lang) or "?") + ("" if p["final_role"] == p["role"]
                                                       else " → " + (role_name(p["final_role"], lang) or "?"))
        out.write(f"  {p['seat']:>2}  {p['name']:<12} {roles}\n")
    for period in data["timeline"]:
        out.write(f"\n{period['label']}\n")
        for line in period["lines"]:
            out.write(f"  · {line}\n")
    out.write("\n" + (tr(data["winner"]["reason"], lang) if data["winner"] else tr("replay.unfinished", lang)) + "\n")
    return 0
