"""The story of a finished game, told from its record alone (issue 33): night by night and day by
day, who did what to whom and what came of it, every role revealed, every secret of the night.

Pure Python (no Qt): the console, the projector, the phones, the PNG and the PDF all tell this one
story. It is built from the engine's timeline and the catalogue's own texts (a role's name, an
action's name, a notice's words): nothing here is written for one role, so a host's own role is
told with its own words. `story()` gives nothing before the game is over.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from .describe import describe, group_by_period, group_name, note_text, period_label, seat_label
from .i18n import cause_words, format_list, has, role_name, text, tr, tr_own

# entries that are the frame of the game, not its story
_FRAME = {"night_start", "day_start", "dusk", "dusk_call", "dusk_open", "speaking_order", "announce", "exiled",
          "election_candidates"}
# the fields of an entry that name seats (who did, who was done to)
_SEAT_FIELDS = ("seat", "actor", "target", "to", "by", "author", "reader", "backfire", "after")
_SEAT_LISTS = ("seats", "targets", "deaths")


@lru_cache(maxsize=None)
def _steps() -> dict[str, Any]:
    from .engine.catalogue import catalogue

    cat = catalogue()
    steps = {s.id: s for s in cat.night_steps()}
    for role in cat.roles.values():
        steps.update({s.id: s for s in role.dusk})
    return steps


def forget_catalogue() -> None:
    """The catalogue was reloaded (a host's roles folder changed): look its steps up again."""
    _steps.cache_clear()


def action_name(step_id: str, action_id: str, lang: str) -> str:
    """An action's name: the record's own (`"name"` of the action, a host's role), else the shared
    `action.<id>`, else its id."""
    step = _steps().get(step_id)
    action = next((a for a in step.actions if a.id == action_id), None) if step else None
    if action is not None and action.name:
        return text(action.name, lang)
    key = f"action.{action_id}"
    return tr(key, lang) if has(key) else action_id


class _Teller:
    def __init__(self, state, lang: str):
        self.state = state
        self.lang = lang
        self.names = {s.seat: s.name for s in state.seats}

    def seat(self, n: int | None) -> str:
        return seat_label(n, self.names, self.lang)

    def seats(self, seats) -> str:
        return format_list([self.seat(n) for n in seats], self.lang) or tr("timeline.nobody", self.lang)

    def with_role(self, n: int | None, role: str | None = None) -> str:
        role = role or (self.state.seat(n).role if n else None)
        return tr("story.seat_role", self.lang, who=self.seat(n), role=role) if role else self.seat(n)

    def said(self, notices: list[int]) -> list[str]:
        out = []
        for i in notices:
            n = self.state.notices[i]
            out.append(tr_own(n["key"], self.lang, self.state.ruleset, **n["params"]))
        return out

    # ------------------------------------------------------------------ each kind of entry
    def action(self, e: dict) -> str:
        lang = self.lang
        step = _steps().get(e["step"])
        if e.get("group"):           # the group acted; who struck is told by the night's attacks
            who = group_name(e["group"], lang)
        else:
            who = self.with_role(e["actor"], step.role if step and step.role else None)
        targets = self.seats(e.get("targets") or [])
        if e.get("roles"):
            targets += " — " + format_list([role_name(r, lang) for r in e["roles"]], lang)
        action = action_name(e["step"], e["action"], lang)
        line = tr("story.act", lang, who=who, action=action, targets=targets) if e.get("targets") or e.get("roles") \
            else tr("story.act_alone", lang, who=who, action=action)      # a card taken, a button pressed
        result = e.get("result") or {}
        found = self.said(e.get("told") or []) or self.seen(result)   # the engine's notices say it, or the result
        if result.get("took"):
            found.append(tr("story.took", lang, role=result["took"]))
        if e.get("random"):
            found.append(tr("story.random", lang))
        return line + "".join(f" — {f}" for f in found)

    def seen(self, result: dict) -> list[str]:
        """An investigation's answer that no notice put into words (the seer's good/wolf, a card)."""
        if result.get("result") in ("good", "wolf") and "role" not in result:
            return [tr(f"story.seen_{result['result']}", self.lang, who=self.seat(result.get("seat")))]
        if result.get("role") and result.get("seat"):
            return [tr("story.seen_role", self.lang, who=self.seat(result["seat"]), role=result["role"])]
        return []

    def attacked(self, e: dict) -> str:
        parts = []
        for a in e["attacks"]:
            attacker = self.with_role(a["attacker"], a.get("role")) if a.get("attacker") \
                else tr("story.nobody_known", self.lang)
            if has(f"cause.{a['kind']}"):
                parts.append(tr("story.attack", self.lang, target=self.seat(a["target"]), cause=a["kind"], attacker=attacker))
            else:          # an attack that is no cause of death (one that converts)
                parts.append(tr("story.attack_plain", self.lang, target=self.seat(a["target"]), attacker=attacker))
        return tr("story.attacks", self.lang, attacks=format_list(parts, self.lang)) if parts else tr("story.no_attacks", self.lang)

    def entry(self, e: dict) -> str | None:
        k, lang = e["kind"], self.lang
        s = self.seat
        if k in _FRAME:
            return None
        if k in ("night_action", "dusk_action"):
            return self.action(e)
        if k == "attacked":
            return self.attacked(e)
        if k == "death":
            causes = cause_words(e["causes"], lang, self.state.ruleset)
            return "☠ " + tr("story.death", lang, who=self.with_role(e["seat"]), causes=causes)
        if k == "dawn":
            line = describe(e, lang, self.names, self.state.ruleset)
            notes = [tr("story.note", lang, who=s(n["seat"]), note=note_text(n, lang)) for n in e.get("notes") or []]
            return " ".join([line] + notes)
        if k == "converted":
            role = role_name(e["role"], lang)
            if e.get("backfire"):
                return tr("story.converted_backfire", lang, who=s(e["seat"]), target=s(e["backfire"]), role=role)
            return tr("story.converted", lang, who=s(e["seat"]), role=role)
        if k in ("turned", "became", "apprenticed"):
            return tr("story.became", lang, who=s(e["seat"]), role=e["role"])
        if k == "joined_group":
            return tr("story.joined", lang, who=s(e["seat"]), role=e["role"], dead=s(e["after"]))
        if k == "copied":
            return tr("story.copied", lang, who=s(e["seat"]), target=s(e["target"]), role=e["role"])
        if k == "swapped":
            return tr("story.swapped", lang, seats=self.seats(e["seats"]))
        if k == "infected":
            return tr("story.infected", lang, who=s(e["seat"]), by=self.with_role(e["by"]) if e.get("by") else "—")
        if k == "mark_failed":
            return tr("story.mark_failed", lang, who=s(e["seat"]))
        if k == "offer_accepted":
            return tr("story.offer_accepted", lang, who=s(e["seat"]), by=self.with_role(e["by"]))
        if k == "offer_declined":
            return tr("story.offer_declined", lang, who=s(e["seat"]), by=self.with_role(e["by"]))
        if k == "start_info":
            return tr("story.start_info", lang, who=self.with_role(e["seat"]), seats=self.seats(e.get("seats") or []))
        if k == "strike":
            return tr("story.strike", lang, target=s(e["target"]), attacker=self.with_role(e["attacker"]) if e.get("attacker") else "—",
                      cause=e["attack"], note=tr(e["stopped"], lang) if e.get("stopped") else "")
        if k == "turned_back":
            return tr("story.turned_back", lang, who=self.with_role(e["actor"]), by=self.with_role(e["by"]))
        if k == "journal":
            return tr("story.journal", lang, author=self.with_role(e["author"]), reader=s(e["reader"]) if e.get("reader") else "—")
        if k == "warded":
            return tr("story.warded", lang, who=self.with_role(e["seat"]), dead=s(e["after"]))
        if k == "identified":          # printed cards: the seats the host clicked at the role's wake
            if not e.get("seats"):
                return tr("story.identified_nobody", lang, role=e["role"])
            return tr("story.identified", lang, role=e["role"], seats=self.seats(e["seats"]))
        return describe(e, lang, self.names, self.state.ruleset)


def involved(entry: dict) -> list[int]:
    """The seats an entry is about: whoever acted and whoever it was done to."""
    out: list[int] = []
    for f in _SEAT_FIELDS:
        v = entry.get(f)
        if isinstance(v, int) and not isinstance(v, bool):
            out.append(v)
    for f in _SEAT_LISTS:
        out += [v for v in entry.get(f) or [] if isinstance(v, int)]
    for a in entry.get("attacks") or []:
        out += [v for v in (a.get("target"), a.get("attacker")) if isinstance(v, int)]
    return sorted(set(out))


def story(state, lang: str) -> dict[str, Any] | None:
    """The whole story: {"winner", "cast", "chapters": [{"key", "title", "lines": [{"text", "kind",
    "entries", "seats", "secret", "marks"}]}]}, or None while the game is not over."""
    if state.phase != "over":
        return None
    teller = _Teller(state, lang)
    chapters = []
    for period, indexed in group_by_period(state.timeline):
        lines: list[dict[str, Any]] = []
        folded: list[int] = []             # a random draw is told by the line that follows it
        for i, e in indexed:
            if e["kind"] == "draw":
                folded.append(i)
                continue
            line = teller.entry(e)
            if line is None:
                continue
            marks = [{"from": e["actor"], "to": t, "action": action_name(e["step"], e["action"], lang)}
                     for t in e.get("targets") or []] if e["kind"] in ("night_action", "dusk_action") else []
            lines.append({"text": line, "kind": e["kind"], "entries": folded + [i], "seats": involved(e),
                          "secret": bool(e.get("secret")), "marks": marks,
                          "votes": {int(v): t for v, t in (e.get("votes") or {}).items()} if e["kind"] == "ballot" else {}})
            folded = []
        if folded and lines:
            lines[-1]["entries"] += folded
        if lines:
            chapters.append({"key": list(period), "title": chapter_title(period, lang), "lines": lines})
    return {"lang": lang, "winner": winner(state, lang), "cast": cast(state, lang), "chapters": chapters}


def chapter_title(period: tuple[str, int], lang: str) -> str:
    """"Night 2", "Day 3"; what happens before the first night (Düsterwald's captain) is not "Day 0"."""
    return tr("story.before_night_1", lang) if tuple(period) == ("day", 0) else period_label(period, lang)


def winner(state, lang: str) -> dict[str, Any]:
    w = state.winner or {}
    seats = list(w.get("seats") or [])
    names = {s.seat: s.name for s in state.seats}
    return {"team": w.get("team", "none"), "seats": seats, "reason": tr(w["reason"], lang) if w.get("reason") else "",
            "team_name": tr(f"team.{w.get('team', 'none')}", lang),
            "names": format_list([seat_label(n, names, lang) for n in seats], lang)}


def cast(state, lang: str) -> list[dict[str, Any]]:
    """Every player in play: role (and the role dealt, when it changed), team, fate, won or not."""
    from .engine.catalogue import catalogue

    won = set((state.winner or {}).get("seats") or [])
    out = []
    for s in state.seats:
        if not s.in_play:
            continue
        role = catalogue().roles.get(s.role) if s.role else None
        if s.alive:
            fate = tr("story.alive", lang)
        elif s.death:
            fate = "☠ " + tr("story.died_when", lang, when=period_label((s.death.phase, s.death.number), lang),
                             causes=cause_words(s.death.causes, lang, state.ruleset))
        else:
            fate = ""
        out.append({"seat": s.seat, "name": s.name, "role": s.role, "role_name": role_name(s.role, lang),
                    "dealt": s.original_role if s.original_role and s.original_role != s.role else None,
                    "dealt_name": role_name(s.original_role, lang) if s.original_role != s.role else "",
                    "team": role.team if role else "none", "alive": s.alive, "fate": fate, "won": s.seat in won,
                    "lover": s.lover, "sheriff": state.sheriff == s.seat})
    return out


def cast_line(c: dict[str, Any], lang: str) -> str:
    role = c["role_name"] or "?"
    if c["dealt"]:
        role = tr("story.was", lang, role=role, dealt=c["dealt_name"])
    marks = (" ★" if c["sheriff"] else "") + (" ♥" if c["lover"] else "") + (" ⚑" if c["won"] else "")
    return f"{c['seat']} · {c['name']}{marks} — {role} — {c['fate']}"


def legend(told: dict[str, Any]) -> str:
    """What the cast's marks mean, only those used: "⚑ won · ♥ lover · ★ sheriff"."""
    lang = told["lang"]
    used = [("⚑", "won"), ("♥", "lover"), ("★", "sheriff")]
    return " · ".join(f"{mark} {tr(f'story.mark_{key}', lang)}" for mark, key in used
                      if any(c[key] for c in told["cast"]))


def own_story(told: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """One player's part of the story: the chapters' lines about that seat (what it did, what was
    done to it)."""
    out = []
    lang = told["lang"]
    names = {c["seat"]: c["name"] for c in told["cast"]}
    for ch in told["chapters"]:
        lines = []
        for ln in ch["lines"]:
            if seat in ln["votes"]:               # a ballot it voted in: how it voted
                vote = ln["votes"][seat]
                said = tr("story.your_vote", lang, target=seat_label(vote, names, lang)) if vote is not None \
                    else tr("story.you_abstained", lang)
                lines.append(dict(ln, text=f"{ln['text']} — {said}"))
            elif seat in ln["seats"]:
                lines.append(ln)
        if lines:
            out.append({"key": ch["key"], "title": ch["title"], "lines": lines})
    return out


def as_text(told: dict[str, Any]) -> str:
    """The story as plain text: the winner, the cast, then every chapter."""
    lang = told["lang"]
    w = told["winner"]
    out = ["⚑ " + w["reason"], tr("story.winners", lang, team=w["team_name"], seats=w["names"] or "—"), ""]
    out += [cast_line(c, lang) for c in told["cast"]] + [legend(told)]
    for ch in told["chapters"]:
        out += ["", ch["title"]] + ["  " + ln["text"] for ln in ch["lines"]]
    return "\n".join(out)


def phone_stories(state) -> dict[int, dict[str, Any]]:
    """What each phone shows after the end, in every language (the page picks the phone's):
    {seat: {lang: {"own": [[chapter title, [lines]]…], "cast": [one line per player]}}}. Empty
    before the end: nothing of the story reaches a phone while the game runs."""
    from .i18n import LANGUAGES

    if state.phase != "over":
        return {}
    told = {lang: story(state, lang) for lang in LANGUAGES}
    out: dict[int, dict[str, Any]] = {}
    for s in state.seats:
        if not s.in_play:
            continue
        out[s.seat] = {lang: {"own": [[ch["title"], [ln["text"] for ln in ch["lines"]]] for ch in own_story(t, s.seat)],
                              "cast": [cast_line(c, lang) for c in t["cast"]], "legend": legend(t)}
                       for lang, t in told.items()}
    return out


PAGE_LINES = 8          # a projector page holds at most this many lines; a longer chapter goes on


def pages(told: dict[str, Any], per_page: int = PAGE_LINES) -> list[dict[str, Any]]:
    """The story as the host shows it, a page at a time: first the table (who was what, who won),
    then each night and day, a long one over several pages. Each page: {"title", "lines" (texts),
    "marks" (arrows: {from, to, action}), "dead" (seats dead by the end of the page), "part",
    "parts"}."""
    lang = told["lang"]
    w = told["winner"]
    out = [{"title": w["reason"], "lines": [tr("story.winners", lang, team=w["team_name"], seats=w["names"] or "—")],
            "marks": [], "dead": sorted(c["seat"] for c in told["cast"] if not c["alive"]), "part": 1, "parts": 1,
            "cover": True}]
    dead: set[int] = set()
    for ch in told["chapters"]:
        chunks = [ch["lines"][i:i + per_page] for i in range(0, len(ch["lines"]), per_page)]
        for n, chunk in enumerate(chunks, 1):
            dead |= {ln["seats"][0] for ln in chunk if ln["kind"] == "death" and ln["seats"]}
            out.append({"title": ch["title"], "lines": [ln["text"] for ln in chunk],
                        "marks": [m for ln in chunk for m in ln["marks"]], "dead": sorted(dead),
                        "part": n, "parts": len(chunks), "cover": False})
    return out
