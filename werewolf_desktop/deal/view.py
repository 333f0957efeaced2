"""The seat view the phone gets: the engine's `player_view`, cut down to the contract's fields.

Whatever else a view dict might carry (a debugging field, a future engine addition), only the
fields below ever reach a phone: seat, name, role, role_name, team, ability, wakes, knows
(pack / lover / lovers / thief), alive, game_over, winner, lang. A new kind of private knowledge needs a renderer
here anyway, so it is added here on purpose, never passed through by accident.
"""
from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from typing import Any

from ..i18n import LANGUAGES

TEAMS = ("village", "wolf", "third", "none")
ROLE_ID = re.compile(r"^[a-z0-9_]{1,40}$")
NAME_LIMIT = 40


def _name(value: Any) -> str:
    """A player's name as one plain run of text: control characters and the invisible formatting ones
    (right-to-left overrides and embeddings, isolates, zero-width marks) are dropped, so a name cannot
    reorder or hide the text around it (the page also isolates it in <bdi>)."""
    text = "".join(" " if c.isspace() else c for c in str(value or "")
                   if c.isspace() or unicodedata.category(c) not in ("Cc", "Cf"))
    return " ".join(text.split())[:NAME_LIMIT]


def _texts(value: Any) -> dict[str, str]:
    if not isinstance(value, dict):
        return {}
    return {lang: str(value[lang]) for lang in LANGUAGES if isinstance(value.get(lang), str)}


def _role_id(value: Any) -> str | None:
    return value if isinstance(value, str) and ROLE_ID.match(value) else None


def _seat_ref(value: Any) -> dict | None:
    if not isinstance(value, dict):
        return None
    try:
        seat = int(value["seat"])
    except (KeyError, TypeError, ValueError):
        return None
    return {"seat": seat, "name": _name(value.get("name"))}


def _knows(value: Any, own_seat: int) -> dict:
    out: dict[str, Any] = {}
    if not isinstance(value, dict):
        return out
    if isinstance(value.get("pack"), list):
        pack = [ref for ref in map(_seat_ref, value["pack"]) if ref and ref["seat"] != own_seat]
        out["pack"] = sorted(pack, key=lambda r: r["seat"])
    lover = _seat_ref(value.get("lover"))
    if lover:
        out["lover"] = lover
    if isinstance(value.get("lovers"), list):          # Cupid: the two players they linked
        out["lovers"] = sorted((ref for ref in map(_seat_ref, value["lovers"]) if ref), key=lambda r: r["seat"])
    thief = value.get("thief")
    if isinstance(thief, dict):
        cards = thief.get("from") if isinstance(thief.get("from"), list) else []
        out["thief"] = {"took": _role_id(thief.get("took")),
                        "from": [r for r in map(_role_id, cards) if r]}
    return out


def _wakes(value: Any) -> dict:
    value = value if isinstance(value, dict) else {}
    nights = value.get("nights") if isinstance(value.get("nights"), list) else []
    return {"first_night": bool(value.get("first_night")), "other_nights": bool(value.get("other_nights")),
            "nights": [int(n) for n in nights if isinstance(n, int) and not isinstance(n, bool)]}


def public_view(view: dict) -> dict:
    """The contract's fields of `view`, type-checked; nothing else."""
    seat = int(view["seat"])
    team = view.get("team")
    lang = view.get("lang")
    return {
        "seat": seat,
        "name": _name(view.get("name")),
        "role": _role_id(view.get("role")),
        "role_name": _texts(view.get("role_name")),
        "team": team if team in TEAMS else "none",
        "ability": _texts(view.get("ability")),
        "wakes": _wakes(view.get("wakes")),
        "knows": _knows(view.get("knows"), seat),
        "alive": bool(view.get("alive", True)),
        "game_over": bool(view.get("game_over", False)),
        "winner": _winner(view.get("winner")),
        "lang": lang if lang in LANGUAGES else None,
    }


def _winner(value: Any) -> dict | None:
    """At the end: {"team": the winning team, "won": did this seat win}."""
    if not isinstance(value, dict) or value.get("team") not in TEAMS:
        return None
    return {"team": value["team"], "won": bool(value.get("won"))}


def view_json(view: dict) -> bytes:
    """Canonical JSON bytes of a public view (what `/p/<token>/view.json` sends)."""
    return json.dumps(view, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8")


def fingerprint(view: dict) -> str:
    """A short digest of the public view: the page's "check again" compares it to see if anything changed."""
    return hashlib.sha256(view_json(view)).hexdigest()[:20]
