"""The seat view the phone gets: the engine's `player_view`, cut down to the contract's fields.

Whatever else a view dict might carry (a debugging field, a future engine addition), only the
fields below ever reach a phone: seat, name, role, role_name, team, ability, wakes, knows
(pack / lover / lovers / thief), learned (the seat's due private notices: key, params, night, day),
alive, game_over, winner, lang, ruleset (its own words in what was learned), and once the game is
over its story (the seat's own lines and the cast, plain texts per language). A new kind of private knowledge needs a renderer here anyway, so it
is added here on purpose, never passed through by accident.
"""
from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from typing import Any

from ..i18n import LANGUAGES

ROLE_ID = re.compile(r"^[a-z0-9_]{1,40}$")
NAME_LIMIT = 40
NOTICE_KEY = re.compile(r"^notice\.[a-z0-9_]{1,40}$")
PARAM_NAME = re.compile(r"^[a-z_]{1,20}$")
RULESET = re.compile(r"^[a-z0-9_]{1,40}$")            # an id: its own words in what the seat learned
LEARNED_LIMIT = 8          # the newest notices a phone lists (an older one is counted, not shown)
TEXT_LIMIT = 120           # a text in a notice (a journal, a question) is cut to this on the phone
STORY_LINE = 600           # the end's story: a line is cut to this, at most STORY_LINES lines in all
STORY_LINES = 240


def _name(value: Any, limit: int = NAME_LIMIT) -> str:
    """A player's name as one plain run of text: control characters and the invisible formatting ones
    (right-to-left overrides and embeddings, isolates, zero-width marks) are dropped, so a name cannot
    reorder or hide the text around it (the page also isolates it in <bdi>)."""
    text = "".join(" " if c.isspace() else c for c in str(value or "")
                   if c.isspace() or unicodedata.category(c) not in ("Cc", "Cf"))
    return " ".join(text.split())[:limit]


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
    groups = value.get("groups")
    if isinstance(groups, list):                       # the enchanted, the Ice Royals: who else is in it
        out["groups"] = [{"group": _role_id(g.get("group")),
                          "members": sorted((ref for ref in map(_seat_ref, g.get("members") or []) if ref
                                             and ref["seat"] != own_seat), key=lambda r: r["seat"])}
                         for g in groups if isinstance(g, dict) and _role_id(g.get("group"))]
    if isinstance(value.get("offices"), list):         # 004 §6: offices held besides the role
        out["offices"] = [r for r in map(_role_id, value["offices"]) if r]
    if isinstance(value.get("dead_roles"), list):      # the Reporter (004:850)
        out["dead_roles"] = [dict(ref, role=_role_id(d.get("role"))) for d in value["dead_roles"]
                             if isinstance(d, dict) and (ref := _seat_ref(d))]
    thief = value.get("thief")
    if isinstance(thief, dict):
        cards = thief.get("from") if isinstance(thief.get("from"), list) else []
        out["thief"] = {"took": _role_id(thief.get("took")),
                        "from": [r for r in map(_role_id, cards) if r]}
    return out


def _param(value: Any) -> Any:
    """A notice parameter as plain data: a number, a short text (a role id, a seat's name) or a
    short list of those; anything else is dropped."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        text = _name(value, TEXT_LIMIT + 1)
        return text if len(text) <= TEXT_LIMIT else text[:TEXT_LIMIT - 1] + "…"
    if isinstance(value, (list, tuple)):
        items = [_param(v) for v in list(value)[:20]]
        return [v for v in items if isinstance(v, (int, str)) and not isinstance(v, bool)]
    return None


def _learned(value: Any) -> tuple[list[dict], int]:
    """(the newest LEARNED_LIMIT notices, how many older ones there are), each notice as
    {key, params, night, day}: what this seat's player was told privately, once it is due."""
    if not isinstance(value, list):
        return [], 0
    out = []
    for notice in value:
        if not isinstance(notice, dict) or not isinstance(notice.get("key"), str) \
                or not NOTICE_KEY.match(notice["key"]):
            continue
        params = notice.get("params") if isinstance(notice.get("params"), dict) else {}
        when = [notice.get(k) for k in ("night", "day")]
        out.append({"key": notice["key"],
                    "params": {k: _param(v) for k, v in list(params.items())[:8]
                               if isinstance(k, str) and PARAM_NAME.match(k)},
                    **{k: v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else 0
                       for k, v in zip(("night", "day"), when)},
                    "own": notice.get("own") is True})
    return out[-LEARNED_LIMIT:], max(0, len(out) - LEARNED_LIMIT)


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
    ruleset = view.get("ruleset")
    learned, earlier = _learned(view.get("learned"))
    return {
        "seat": seat,
        "name": _name(view.get("name")),
        "role": _role_id(view.get("role")),
        "role_name": _texts(view.get("role_name")),
        "team": team if _team(team) else "none",
        "ability": _texts(view.get("ability")),
        "wakes": _wakes(view.get("wakes")),
        "knows": _knows(view.get("knows"), seat),
        "learned": learned,
        "learned_earlier": earlier,
        "alive": bool(view.get("alive", True)),
        "game_over": bool(view.get("game_over", False)),
        "winner": _winner(view.get("winner")),
        "lang": lang if lang in LANGUAGES else None,
        "ruleset": ruleset if isinstance(ruleset, str) and RULESET.match(ruleset) else "",
        "story": _story(view.get("story")) if view.get("game_over") else None,
    }


def _line(value: Any) -> str:
    return _name(value, STORY_LINE)


def _story(value: Any) -> dict | None:
    """After the end: {lang: {"own": [[title, [lines]]…], "cast": [lines]}}, plain texts only."""
    if not isinstance(value, dict):
        return None
    out = {}
    for lang in LANGUAGES:
        told = value.get(lang)
        if not isinstance(told, dict):
            continue
        budget = STORY_LINES
        own = []
        for chapter in told.get("own") or []:
            if not (isinstance(chapter, (list, tuple)) and len(chapter) == 2 and isinstance(chapter[1], list)):
                continue
            lines = [_line(x) for x in chapter[1][:budget] if isinstance(x, str)]
            budget -= len(lines)
            own.append([_line(chapter[0]), lines])
        cast = [_line(x) for x in (told.get("cast") or [])[:40] if isinstance(x, str)]
        out[lang] = {"own": own, "cast": cast, "legend": _line(told.get("legend") or "")}
    return out or None


def _team(value: Any) -> bool:
    """A team the catalogue declares (`script.json` "teams")."""
    from ..engine.catalogue import catalogue

    return isinstance(value, str) and value in catalogue().teams


def _winner(value: Any) -> dict | None:
    """At the end: {"team": the winning team, "won": did this seat win}."""
    if not isinstance(value, dict) or not _team(value.get("team")):
        return None
    return {"team": value["team"], "won": bool(value.get("won"))}


def view_json(view: dict) -> bytes:
    """Canonical JSON bytes of a public view (what `/p/<token>/view.json` sends)."""
    return json.dumps(view, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8")


def fingerprint(view: dict) -> str:
    """A short digest of the public view: the page's "check again" compares it to see if anything changed."""
    return hashlib.sha256(view_json(view)).hexdigest()[:20]
