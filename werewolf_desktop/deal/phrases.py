"""Wording shared by the phone page and the offline QR text: seats, teams, when a role wakes, what
a player learned privately."""
from __future__ import annotations

from ..i18n import format_list, has, tr, tr_own


def seat_label(seat: int, name: str, lang: str) -> str:
    """"5号 Alice" / "#5 Alice" / "Nr. 5 Alice" (just the number when the name is empty)."""
    if name:
        return tr("deal.seat.named", lang, seat=seat, name=name)
    return tr("deal.seat.number", lang, seat=seat)


def team_label(team: str, lang: str) -> str:
    return tr(f"deal.team.{team}", lang)


def wakes_label(wakes: dict, lang: str) -> str:
    nights = wakes.get("nights") or []
    if nights:
        return tr("deal.wakes.nights", lang, nights=sorted(set(nights)))
    first, other = wakes.get("first_night"), wakes.get("other_nights")
    if first and other:
        return tr("deal.wakes.every_night", lang)
    if first:
        return tr("deal.wakes.first_night", lang)
    if other:
        return tr("deal.wakes.from_second_night", lang)
    return tr("deal.wakes.never", lang)


def joined(items: list[str], lang: str) -> str:
    return format_list(items, lang)


def learned_when(night: int, day: int, lang: str) -> str:
    """When a notice was given: "Night 2" (during night 2, or told at its dawn), "Day 3", "Start"."""
    if night > day:
        return tr("deal.learned.night", lang, n=night)
    if day:
        return tr("deal.learned.day", lang, n=day)
    return tr("deal.learned.start", lang)


def learned_text(key: str, params: dict, lang: str, ruleset: str | None = None) -> str | None:
    """A notice in words for the player who got it: `learned.<name>` where the notice's own text
    (`notice.<name>`) is written for the moderator ("Tell seat 5 privately: …"), else the notice's
    text, in the ruleset's own words ("lynched", stop 34). None for a notice with no text at all."""
    twin = "learned." + key.removeprefix("notice.")
    chosen = twin if has(twin) else key if has(key) else None
    return tr_own(chosen, lang, ruleset, **params) if chosen else None
