"""The no-network fallback: a QR code that carries the seat's role as plain text.

A phone camera shows such a code's text directly (no link to open). The text holds only what the
seat's own view holds (its role, team, when it wakes, and what `knows` lists) and stays within
`OFFLINE_LIMIT` bytes of UTF-8, so the code stays small enough (version ≤ 13 at error correction M)
for any phone camera. The ability text is shortened to fit; nothing else is left out unless a very
long pack list forces it.
"""
from __future__ import annotations

from ..i18n import LANGUAGES, text, tr
from ..i18n import role_name
from .phrases import joined, seat_label, team_label, wakes_label
from .view import public_view

OFFLINE_LIMIT = 300       # bytes of UTF-8
ELLIPSIS = "…"


def _size(lines: list[str]) -> int:
    return len("\n".join(lines).encode("utf-8"))


def _cut(s: str, budget: int) -> str:
    """`s` cut (with …) so that it takes at most `budget` bytes of UTF-8."""
    if len(s.encode("utf-8")) <= budget:
        return s
    room = budget - len(ELLIPSIS.encode("utf-8"))
    out = s.encode("utf-8")[:max(room, 0)].decode("utf-8", "ignore").rstrip()
    return out + ELLIPSIS if out else ""


def offline_qr_text(view: dict, lang: str | None) -> str:
    """The seat's role as short plain text, in `lang` (else the view's forced language, else zh)."""
    v = public_view(view)
    lang = lang if lang in LANGUAGES else (v["lang"] or "zh")
    name_limit = 16
    while True:
        name = v["name"][:name_limit]
        head = [tr("deal.offline.title", lang, seat=seat_label(v["seat"], name, lang))]
        if not v["role"]:
            return "\n".join(head + [tr("deal.offline.no_role", lang)])
        head.append(tr("deal.offline.role", lang, role=text(v["role_name"], lang) or v["role"],
                       team=team_label(v["team"], lang)))
        tail = [wakes_label(v["wakes"], lang)]
        knows = v["knows"]
        if "pack" in knows:
            members = [seat_label(m["seat"], m["name"][:name_limit], lang) for m in knows["pack"]]
            tail.append(tr("deal.offline.pack", lang, members=joined(members, lang)) if members
                        else tr("deal.knows.pack_alone", lang))
        if "lover" in knows:
            lover = knows["lover"]
            tail.append(tr("deal.offline.lover", lang, lover=seat_label(lover["seat"], lover["name"][:name_limit], lang)))
        if knows.get("lovers"):
            members = [seat_label(m["seat"], m["name"][:name_limit], lang) for m in knows["lovers"]]
            tail.append(tr("deal.offline.lovers", lang, members=joined(members, lang)))
        if "thief" in knows:
            thief = knows["thief"]
            took = role_name(thief["took"], lang)
            cards = joined([role_name(r, lang) for r in thief["from"]], lang)
            tail.append(tr("deal.offline.thief", lang, took=took, cards=cards) if cards
                        else tr("deal.offline.thief_took", lang, took=took))
        if not v["alive"]:
            tail.append(tr("deal.offline.out", lang))
        if _size(head + tail) <= OFFLINE_LIMIT - 20 or name_limit <= 4:
            break
        name_limit //= 2            # a big pack of long names: shorten the names and try again
    budget = OFFLINE_LIMIT - _size(head + tail) - 2       # two more newlines around the ability
    ability = _cut(text(v["ability"], lang), budget)
    lines = head + ([ability] if ability else []) + tail
    return _cut("\n".join(lines), OFFLINE_LIMIT)
