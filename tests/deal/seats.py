"""A small table of seats shaped exactly like the engine's `player_view` (the engine is not wired in yet)."""
from __future__ import annotations

import json

from werewolf_desktop.i18n import localize
from werewolf_desktop.paths import resource

SECRET = bytes(range(32))


def _role(role_id: str) -> dict:
    return localize(json.loads(resource("roles", f"{role_id}.json").read_text(encoding="utf-8")), f"roles/{role_id}.json")


def make_view(seat, name, role_id, knows=None, *, alive=True, lang=None, wakes=(True, True), game_over=False):
    record = _role(role_id) if role_id else None
    return {
        "seat": seat, "name": name, "role": role_id,
        "role_name": record["name"] if record else {}, "team": record["team"] if record else "none",
        "ability": record["ability"] if record else {},
        "wakes": {"first_night": wakes[0], "other_nights": wakes[1], "nights": []},
        "knows": knows or {}, "alive": alive, "game_over": game_over, "lang": lang,
    }


def table() -> dict[int, dict]:
    return {
        1: make_view(1, "Alice Zhou", "werewolf", {"pack": [{"seat": 2, "name": "Bruno Klee"}]}),
        2: make_view(2, "Bruno Klee", "alpha_werewolf", {"pack": [{"seat": 1, "name": "Alice Zhou"}]}),
        3: make_view(3, "陈静", "seer", alive=False),
        4: make_view(4, "Dagmar Roth", "witch"),
        5: make_view(5, "Emil Sato", "cupid", {"lovers": [{"seat": 6, "name": "Fatima Quist"},
                                                        {"seat": 7, "name": "<script>alert(1)</script>"}]},
                     wakes=(True, False)),
        6: make_view(6, "Fatima Quist", "hunter", {"lover": {"seat": 7, "name": "<script>alert(1)</script>"}},
                     wakes=(False, False)),
        7: make_view(7, "<script>alert(1)</script>", "guard", {"lover": {"seat": 6, "name": "Fatima Quist"}}),
        8: make_view(8, "Greta Ng", "villager", {"thief": {"took": "villager", "from": ["villager", "idiot"]}},
                     wakes=(False, False)),
        9: make_view(9, "Hugo Berg", None),
        10: make_view(10, "Ida Lund", "little_girl", lang="de", wakes=(False, False)),
    }


def _fragments() -> set[str]:
    """Every fixed piece of deal text (placeholders cut out): the page's chrome, not a leak."""
    import re

    from werewolf_desktop.i18n import all_strings

    pieces = set()
    for key, texts in all_strings().items():
        if key.startswith("deal."):
            for value in texts.values():
                pieces.update(p.strip() for p in re.split(r"\{[^}]*\}", value) if len(p.strip()) >= 2)
    return pieces


def leaks(text: str, views: dict[int, dict], seat: int, also_allowed: tuple[str, ...] = ()) -> list[str]:
    """Strings about *other* seats (role names, abilities, player names) found in `text`.

    Allowed: the seat's own role texts, the names its `knows` lists, the role names of the thief's
    cards, and the page's fixed wording. Those are cut out first, so a role name that is part of
    the seat's own ability text or of a team label ("狼人阵营") does not count.
    """
    own = views[seat]
    knows = own["knows"]
    allowed = set(own["role_name"].values()) | set(own["ability"].values()) | {own["name"]} | set(also_allowed)
    known_names = {m["name"] for m in knows.get("pack", [])}
    if "lover" in knows:
        known_names.add(knows["lover"]["name"])
    known_names |= {m["name"] for m in knows.get("lovers", [])}
    allowed |= known_names
    if "thief" in knows:
        for role_id in [knows["thief"]["took"], *knows["thief"]["from"]]:
            allowed |= set(_role(role_id)["name"].values())
    for piece in sorted(allowed | _fragments(), key=len, reverse=True):
        text = text.replace(piece, "\x00")
    forbidden = set()
    for other in views.values():
        if other["seat"] == seat:
            continue
        if other["role"] != own["role"]:
            forbidden |= set(other["role_name"].values()) | set(other["ability"].values())
        if other["name"] not in known_names:
            forbidden.add(other["name"])
    return sorted(f for f in forbidden if f and f in text)
