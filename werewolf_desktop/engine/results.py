"""What the table hears after an input: the public results it produced, each a line to read aloud
(issue 29.7) — "Player 9 is elected sheriff", "Player 7 is exiled", "Player 8 shoots player 3",
"Player 4 is the new Mayor", "Player 4 resigns as Mayor".

    public_results(state) -> [{"key": "result.exiled", "params": {"seat": 7}}, …]

The results are the timeline entries of the last input (`state.results_from` marks where it
began). Only what everybody sees is said: a hunter who does not shoot says nothing (003:88, rule 9:
revealing is his choice), a night's secrets are never here (the dawn announcement says the night's
deaths). A ruleset with words of its own for a result (Düsterwald's "scheidet aus", the Revamped
lynch) has its own key: `result.<kind>.<ruleset>`.
"""
from __future__ import annotations

from typing import Any

from .state import GameState

# timeline kind -> the result's key and its parameters (timeline field -> line parameter)
RESULTS: dict[str, tuple[str, dict[str, str]]] = {
    "sheriff_elected": ("result.sheriff_elected", {"seat": "seat"}),
    "no_sheriff": ("result.no_sheriff", {}),
    "office_taken": ("result.office_taken", {"seat": "seat", "office_role": "office"}),
    "no_office": ("result.no_office", {"office_role": "office"}),
    "office_resigned": ("result.office_resigned", {"seat": "seat", "office_role": "office"}),      # 004:838
    "office_resigned_now": ("result.office_resigned_now", {"seat": "seat", "office_role": "office"}),
    "badge_passed": ("result.badge_passed", {"seat": "to"}),
    "badge_torn": ("result.badge_torn", {}),
    "exiled": ("result.exiled", {"seat": "seat"}),
    "no_exile": ("result.no_exile", {}),
    "hunter_shot": ("result.shot", {"seat": "seat", "target": "target"}),
    "idiot_revealed": ("result.idiot_revealed", {"seat": "seat"}),
    "self_destruct": ("result.self_destruct", {"seat": "seat"}),
}
# the rulesets that say a result in their own words
RULESET_WORDS = {("exiled", "duesterwald"), ("exiled", "revamped"), ("badge_torn", "duesterwald")}
# day deaths another result already says (the exiled, the shot, the one who self-destructed)
SAID_BY_OTHERS = {"exile", "shot", "self_destruct"}
# beats that announce their deaths themselves
ANNOUNCING = ("announce", "dusk_open")


def public_results(state: GameState, kind: str) -> list[dict[str, Any]]:
    """The lines the last input's public results give, for the prompt of beat `kind`."""
    out: list[dict[str, Any]] = []
    for entry in state.timeline[state.results_from:]:
        if entry.get("secret"):
            continue
        k = entry["kind"]
        if k in RESULTS:
            key, fields = RESULTS[k]
            if (k, state.ruleset) in RULESET_WORDS:
                key = f"{key}.{state.ruleset}"
            params = {name: entry.get(src) for name, src in fields.items()}
            if k == "idiot_revealed":
                params["role"] = state.seat(entry["seat"]).role
            out.append({"key": key, "params": params})
        elif (k == "death" and entry.get("at") == "day" and kind not in ANNOUNCING
              and not SAID_BY_OTHERS & set(entry.get("causes", ()))):
            out.append({"key": "result.also_out", "params": {"seat": entry["seat"]}})
    return out
