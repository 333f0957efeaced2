"""The choices a prompt offers, typed and ready-made (issue 31; docs/engine-api.md "Choices"): seats
to click, a button, a menu of seats, a ballot, a text, a tally, the members' points, a line for the
host, the main button's words, a tag on seats. The console draws each kind the same way whatever
the step; what a choice sends is in it (`input`). A label is `{"key", "params"}` (i18n), or None
where the console words an action itself (`ui.act.mode.<id>`)."""
from __future__ import annotations

from typing import Any

Label = dict[str, Any]


def label(key: str, **params: Any) -> Label:
    return {"key": key, "params": params}


def seats(name: str, legal: list[int], inp: dict[str, Any], *, many: bool = False,
          reasons: dict[int, str] | None = None, refuse: str = "rule.not_a_legal_target",
          confirm: Label | None = None) -> dict[str, Any]:
    """Click a seat (one click sends `input` + `"seat"`), or several (`many`: the main button, worded
    `confirm`, sends `input` + `"seats"`); the other seats are greyed with `reasons` or `refuse`."""
    return {"type": "seats", "id": name, "seats": list(legal), "input": dict(inp), "many": many,
            "reasons": dict(reasons or {}), "refuse": refuse, "confirm": confirm}


def button(name: str, words: Label | None, inp: dict[str, Any], *, danger: bool = False, tip: str | None = None,
           default: bool = False, cover: Label | None = None, action: str | None = None,
           always: bool = False, blocked: str | None = None) -> dict[str, Any]:
    """A button sending `input`. `cover`: its words in privacy mode; `action`: the night action it
    uses (greyed with the reason when it cannot be used); `always`: shown in privacy mode even then
    (its absence would tell it was used); `blocked`: the rule key the engine refuses this button's
    own input with (greyed with that reason, except in privacy mode, where greying it would tell the
    secret)."""
    return {"type": "button", "id": name, "label": words, "input": dict(inp), "danger": danger, "tip": tip,
            "default": default, "cover": cover, "action": action, "always": always, "blocked": blocked}


def menu(name: str, words: Label, items: list[dict[str, Any]], *, danger: bool = False,
         cover_seats: list[int] | None = None) -> dict[str, Any]:
    """A button with a menu: each item `{"seat", "input", "label"}` (label None: the seat and its
    name). `cover_seats`: in privacy mode every one of these seats is listed (the menu must not tell who may)."""
    return {"type": "menu", "id": name, "label": words, "items": items, "danger": danger, "cover_seats": cover_seats}


def item(seat: int, inp: dict[str, Any], words: Label | None = None) -> dict[str, Any]:
    return {"seat": seat, "input": dict(inp), "label": words}


def ballot(inp: dict[str, Any]) -> dict[str, Any]:
    """The votes of `prompt.voters` for `prompt.candidates`, entered on the ballot: `input` + `"votes"`."""
    return {"type": "ballot", "id": "Ballot", "input": dict(inp)}


def text(name: str, action: str, inp: dict[str, Any], hint: str | None = None) -> dict[str, Any]:
    """A text typed on the device (the Medium's question): `input` + `"text"`."""
    return {"type": "text", "id": name, "label": None, "action": action, "input": dict(inp), "hint": hint}


def tally(name: str, action: str, inp: dict[str, Any], most: int) -> dict[str, Any]:
    """How many said yes and how many no, each up to `most`: `input` + `"yes"`, `"no"`."""
    return {"type": "tally", "id": name, "label": None, "action": action, "input": dict(inp), "most": most}


def points(action: str, voters: list[int], legal: list[int], inp: dict[str, Any]) -> dict[str, Any]:
    """Each member's point at a group's kill (004 §1.2): `input` + `"votes": {member: seat}`."""
    return {"type": "points", "id": "Points", "action": action, "voters": list(voters), "seats": list(legal),
            "input": dict(inp)}


def note(words: Label, host: bool = False) -> dict[str, Any]:
    """A line for the host under the step's questions (the speaking order); `host`: among the card's
    notes, for the host's eyes only (the hunter's shot, 003:88)."""
    return {"type": "note", "id": "Note", "label": words, "host": host}


def main(words: Label) -> dict[str, Any]:
    """The main button's words (it sends `next`, or what a `seats` choice with `many` chose)."""
    return {"type": "next", "id": "Primary", "label": words}


def tags(words: Label, marked: list[int]) -> dict[str, Any]:
    """Words shown on these seats' tiles (the candidates)."""
    return {"type": "tags", "id": "Tags", "label": words, "seats": list(marked)}
