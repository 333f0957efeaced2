"""Timeline events in words: one line per engine timeline entry, in zh, en or de.

Used by `werewolf-desktop replay` and the console's timeline panel. Pure Python.
"""
from __future__ import annotations

from typing import Any

from .engine.events import words as beat_words
from .i18n import cause_words, format_list, has, own_key, role_name, text, tr


def rule_label(ref: str | None, lang: str) -> str:
    """A seed reference ("003:99") as a small detail in words ("Chinese standard rules, l. 99");
    the rule itself is always said in words by the cause or the reason beside it."""
    if not ref:
        return ""
    seed, _, line = str(ref).partition(":")
    key = f"rule.source.{seed}"
    return tr(key, lang, line=line.split("-")[0] if line else "") if has(key) else str(ref)


def note_text(note: dict[str, Any], lang: str) -> str:
    """A night note in words, with its parameters ("Protected: the attack failed (it would have been:
    burnt by the Pyromancer)", "Spent the night at seat 4's house…")."""
    return tr(note["note"], lang, **note.get("params", {}))


# What a step's `announcement` tells the whole table besides its lines, read out before its call:
# who cannot be elected today (the Saboteur Wolf, 004:551; the reference: "the moderator announces
# before the election that the player is not eligible"). The Guardian's `lynch_immune` is not here:
# it is told at dawn by its own `tell` beat (004:859).
TOLD_ALOUD = {"not_eligible": "beat.not_eligible_today"}


def words_aloud(prompt, lang: str, own: bool = True) -> list[str]:
    """The words the moderator reads to the table at this prompt in `lang`, in order: the last
    input's public results ("Player 7 is exiled."), the beat's composed words that name what the
    script's line is about ("今天选举市长。", 004 §6), the script's line ("天亮了…"), the beat's other
    composed words (the call, "想竞选警长的玩家请举手", issue 29.10; an announcement, "The Guardian
    protects player 7…"), what its announcement tells before the call. `own=False`: the results
    and the announcement only. The step card shows them; the narrator says them at a day beat."""
    parts = [" ".join(tr(r["key"], lang, **r["params"]) for r in getattr(prompt, "results", None) or [])]
    say = tr(prompt.say["key"], lang, **prompt.say.get("params", {})) if own and prompt.say else ""
    heads = bool(prompt.say and prompt.say.get("heads"))
    if heads:
        parts.append(say)
    if own and prompt.lines:
        parts.append(text(prompt.lines, lang))
    if not heads:
        parts.append(say)
    parts.append(announced_aloud(prompt, lang))
    return [p for p in parts if p]


def announced_aloud(prompt, lang: str) -> str:
    """The public words of the prompt's announcement in `lang` ("Player 5 cannot be elected today…"),
    or "" when it tells the table nothing more: the step card shows them with the lines, the
    narrator says them."""
    told = getattr(prompt, "announcement", None) or {}
    return " ".join(tr(key, lang, seats=told[name]) for name, key in TOLD_ALOUD.items() if told.get(name))


def period_of(event: dict[str, Any]) -> tuple[str, int]:
    if event.get("phase") == "over" or event.get("kind") == "winner":
        return ("over", 0)
    if event.get("phase") == "night":
        return ("night", event.get("night", 0))
    return ("day", event.get("day", 0))


def period_label(period: tuple[str, int], lang: str) -> str:
    kind, number = period
    return tr(f"timeline.period_{kind}", lang, n=number)


def seat_label(seat: int | None, names: dict[int, str], lang: str) -> str:
    if seat is None:
        return tr("timeline.nobody", lang)
    return tr("timeline.seat", lang, seat=seat, name=names.get(seat, ""))


def describe(event: dict[str, Any], lang: str, names: dict[int, str], ruleset: str = "") -> str | None:
    """The event as one line, or None for events that are not worth a line; in the ruleset's own
    words where it has them (a Revamped lynch)."""
    k = event["kind"]
    s = lambda n: seat_label(n, names, lang)  # noqa: E731
    if k == "death":
        causes = cause_words(event["causes"], lang, ruleset)
        return tr("timeline.death", lang, who=s(event["seat"]), causes=causes, rule=rule_label(event["rule"], lang))
    if k == "night_action":
        targets = format_list([s(t) for t in event.get("targets", [])], lang) or tr("timeline.nobody", lang)
        who = tr(f"group.{event['group']}", lang) if event.get("group") else s(event["actor"])
        return tr("timeline.night_action", lang, who=who, action=tr(f"action.{event['action']}", lang), targets=targets)
    if k == "dawn":
        return tr("timeline.dawn", lang, seats=event["deaths"]) if event["deaths"] else tr("timeline.dawn_peaceful", lang)
    if k == "ballot":
        counts = format_list([tr("timeline.count", lang, seat=seat, votes=v)
                              for seat, v in sorted(event["counts"].items(), key=lambda kv: -kv[1])], lang)
        if event.get("office"):                 # 004 §6: the Mayor's, the Reporter's election — not the sheriff's
            return tr(f"timeline.ballot_office{'_pk' if event['ballot'] == 'election_pk' else ''}", lang,
                      office=role_name(event["office"], lang), counts=counts or "—")
        return tr(own_key(f"timeline.ballot_{event['ballot']}", ruleset), lang, counts=counts or "—")
    simple = {
        "self_destruct": ("timeline.self_destruct", {"who": "seat"}),
        "elder_penalty": ("timeline.elder_penalty", {"who": "seat"}),
    }
    words = simple.get(k) or beat_words(k)      # a day beat's events: its spec says their words (engine/events.py)
    if words is not None:
        key, fields = words
        return tr(key, lang, **{name: s(event[src]) for name, src in fields.items()})
    if k == "converted":        # the Infected Wolf's infection, a Baker's Bloody Butcher, a backfire (004:532)
        if event.get("backfire"):
            return tr("timeline.converted_backfire", lang, who=s(event["seat"]), target=s(event["backfire"]),
                      role=role_name(event["role"], lang))
        return tr("timeline.converted_into", lang, who=s(event["seat"]), role=role_name(event["role"], lang))
    if k in ("office_taken", "office_resigned", "office_resigned_now"):      # 004 §6
        return tr(f"timeline.{k}", lang, who=s(event["seat"]), office=role_name(event["office"], lang))
    if k == "no_office":
        return tr("timeline.no_office", lang, office=role_name(event["office"], lang))
    if k == "badge_lost":
        return tr("timeline.badge_lost", lang)
    if k == "no_exile":
        return tr("timeline.no_exile", lang)
    if k == "election_candidates":
        if event.get("office"):
            return tr("timeline.office_candidates", lang, office=role_name(event["office"], lang), seats=event["seats"] or "—")
        return tr("timeline.candidates", lang, seats=event["seats"] or "—")
    if k == "swapped":
        return tr("timeline.swapped", lang, seats=event["seats"])
    if k == "speaking_order":
        return tr("timeline.speaking_order", lang, seats=" → ".join(map(str, event["order"])))   # a sequence, not a list
    if k == "role_corrected":
        return tr("timeline.role_corrected", lang, seat=event["seat"], role=event["role"])
    if k == "identified":
        return tr("timeline.identified", lang, role=event["role"], seats=event["seats"] or "—")
    if k == "ascended":
        return tr("timeline.ascended", lang, who=s(event["seat"]), why=event["reason"], rule=rule_label(event["rule"], lang))
    if k == "winner":
        return tr(event["reason"], lang) + " " + tr("timeline.winners", lang, seats=event["seats"] or "—")
    return None


def group_by_period(events: list[dict[str, Any]]) -> list[tuple[tuple[str, int], list[tuple[int, dict[str, Any]]]]]:
    """The events (with their index) grouped by night/day, in order: [(period, [(i, event)…])]. A
    death belongs to the moment it counts for (003:23: the hunter's target dies at the hunter's
    time, so a shot fired at dawn is listed under that night)."""
    out: list[tuple[tuple[str, int], list[tuple[int, dict[str, Any]]]]] = []
    for i, event in enumerate(events):
        period = period_of(event)
        if event.get("kind") == "death" and event.get("at") in ("night", "day"):
            home = (event["at"], event["number"])
            group = next((g for g in reversed(out) if g[0] == home), None)
            if group is not None:
                group[1].append((i, event))
                continue
        if not out or out[-1][0] != period:
            out.append((period, []))
        out[-1][1].append((i, event))
    return out


def group_name(group: str, lang: str) -> str:
    """A group's name (the pack, the Bakers, the cult…): `group.<id>`, the id for an unknown one."""
    key = f"group.{group}"
    return tr(key, lang) if has(key) else group


def timeline(events: list[dict[str, Any]], lang: str, names: dict[int, str],
             include_secret: bool = True) -> list[dict[str, Any]]:
    """Group events by night/day: [{"period": "night 1", "label": …, "lines": […], "events": […]}]."""
    kept = [e for e in events if include_secret or not e.get("secret")]
    kept = [(e, line) for e in kept for line in [describe(e, lang, names)] if line is not None]
    lines = {id(e): line for e, line in kept}
    out: list[dict[str, Any]] = []
    for period, indexed in group_by_period([e for e, _ in kept]):
        if out and out[-1]["key"] == period:
            group = out[-1]
        else:
            group = {"key": period, "period": f"{period[0]} {period[1]}", "label": period_label(period, lang),
                     "lines": [], "events": []}
            out.append(group)
        for _, event in indexed:
            group["lines"].append(lines[id(event)])
            group["events"].append(event)
    return out
