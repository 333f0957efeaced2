"""The judge sheet's words: the notes a moderator reads at each night step and day entry, option
values in words, titles, the night order, the win lines, the seat grid's marks and fields. Prompts
are looked up by what the data says (`cardprint.prompt.<option>.<value>`,
`cardprint.prompt.passive.<key>`, …); data the sheet has no words for gets none. Plain strings: no
typesetting here (`judge.py`)."""
from __future__ import annotations

from typing import Any, Iterable

from werewolf_desktop.engine.catalogue import Catalogue, Role, Step
from werewolf_desktop.engine.schema import resolve_option
from werewolf_desktop.i18n import format_list, format_number, has, own_key, text as pick, tr

from .deck import Deck
from .judge_rules import (DAY_OPTIONS, DESC_OPTION, EFFECT_OPTIONS, SHOW_OPTIONS, TRIGGER_OPTIONS, Features,
                          _option_refs, applicable_options, role_book, step_options)
from .nightorder import is_wake, script


def _t(key: str, lang: str, **params) -> str | None:
    """A cardprint string, or None when the data asks for words the sheet does not have."""
    if not has(key):
        return None
    return tr(key, lang, **params)


def _own(key: str, deck: Deck, lang: str, **params) -> str | None:
    """`key` in the deck's ruleset's own words when it has them (`<key>.<ruleset>`: Düsterwald's
    vote is no 狼人杀 "Verbannung", its Hauptmann names a successor, tears up no badge), else `key`."""
    return _t(own_key(key, deck.ruleset_id), lang, **params)


def option_value(name: str, value: Any, lang: str, ruleset: str = "") -> str:
    """An option's value in words ("屠边", "PK 后再平票则无人出局", "毒药和殉情"); in the ruleset's
    own words when it has them (`cardprint.optval.<name>.<value>.<ruleset>`: the Revamped role
    book has no last-words rule, so its "standard" is said to be the table's, not the book's)."""
    own = _t(f"cardprint.optval.{name}.{value}.{ruleset}", lang) if ruleset and isinstance(value, str) else None
    if own:
        return own
    if isinstance(value, bool):
        return tr("cardprint.yes" if value else "cardprint.no", lang)
    if isinstance(value, (list, tuple)):
        if not value:
            return tr("cardprint.none", lang)
        return format_list([option_value(name, v, lang) for v in value], lang)      # "Gift und Liebestod"
    shown = format_number(value, lang) if isinstance(value, float) else str(value)       # "1,5" in de and fr
    return _t(f"cardprint.optval.{name}.{value}", lang) or _t(f"cardprint.optval.{value}", lang) or shown



# ---------------------------------------------------------------- the prompts

def option_prompt(name: str, value: Any, lang: str) -> str | None:
    """The 法官's note for an option at its value, if the sheet has words for it."""
    if isinstance(value, (list, tuple)):
        key = f"cardprint.prompt.{name}" + ("" if value else ".none")
        return _t(key, lang, value=alternatives([option_value(name, v, lang) for v in value], lang))
    return _t(f"cardprint.prompt.{name}.{str(value).lower()}", lang)



def _causes(feats: Features, causes: Iterable[str], lang: str) -> str:
    """The death causes of a passive that can happen in this deck, in words."""
    live = {"exile"} | set(feats.attacks)
    if "shoot" in feats.triggers:
        live.add("shot")
    return alternatives([_t(f"cardprint.cause.{c}", lang) or c for c in causes if c in live], lang)


def alternatives(words: list[str], lang: str) -> str:
    """"a, b or c" / "a、b或c"."""
    if len(words) < 2:
        return "".join(words)
    return tr("cardprint.list_sep", lang).join(words[:-1]) + tr("cardprint.list_or", lang) + words[-1]


def role_name(role: Role, lang: str) -> str:
    return pick(role.name, lang)


def step_prompts(step: Step, deck: Deck, feats: Features, lang: str, cat: Catalogue) -> list[str]:
    opts = deck.options
    out: list[str] = []
    actions = step.actions_for(opts)
    limited_heal = any(a.effect == "heal" and a.target == "wolf_victim" and a.uses for a in actions)
    if step.show:
        decided_by = SHOW_OPTIONS.get(step.show)            # Düsterwald's Seherin sees the card (001:9)
        note = (_t(f"cardprint.show.{step.show}.limited", lang) if limited_heal else None) \
            or (_t(f"cardprint.show.{step.show}.{opts.get(decided_by)}", lang) if decided_by else None) \
            or _t(f"cardprint.show.{step.show}", lang)
        if note:
            out.append(note)
        if step.show == "wolf_victim":
            for role in feats.passives.get("lives", []):
                if role.passive["lives"].get("hide_from_witch"):
                    out.append(tr("cardprint.prompt.passive.lives.hide_from_witch", lang, role=role_name(role, lang)))
    seen: set[str] = set()
    for action in actions:
        no_repeat = resolve_option(action.no_repeat, opts)
        if no_repeat and "no_repeat" not in seen:
            out.append(tr("cardprint.prompt.no_repeat", lang))
            seen.add("no_repeat")
        if action.self_target is True:
            note = _t(f"cardprint.prompt.self_ok.{action.effect}", lang)
            if note:
                out.append(note)
        for kind in ([f"attack.{action.attack}"] if action.attack else []) + [f"effect.{action.effect}"]:
            note = _t(f"cardprint.prompt.{kind}", lang)
            if note and kind not in seen:
                out.append(note)
                seen.add(kind)
    for name in sorted({n for a in actions for n in EFFECT_OPTIONS.get(a.effect, ())}):
        note = option_prompt(name, opts.get(name), lang) if name in opts else None
        if note:
            out.append(note)
    if limited_heal and "protect" in feats.effects and opts.get("guard_and_save_kills"):
        out.append(option_prompt("guard_and_save_kills", True, lang) or "")
    for name in sorted(step_options(step)):
        if name in opts:
            note = option_prompt(name, opts[name], lang)
            if note:
                out.append(note)
    if step.role is not None:
        role = cat.role(step.role)
        for key, value in role.passive.items():
            if key == "lives":
                out.append(lives_note(role, lang))
            for name in sorted(_option_refs(value)):
                note = option_prompt(name, opts.get(name), lang)
                if note:
                    out.append(note)
        for entry in role.on_death:
            option = TRIGGER_OPTIONS.get(entry.get("trigger", ""))
            note = option_prompt(option, opts[option], lang) if option is not None and option in opts else None
            if note:
                out.append(note)
    if step.skip_when:
        note = _t(f"cardprint.skip.{step.skip_when}", lang)
        if note:
            out.append(note)
    note = _t(f"cardprint.prompt.step.{step.id}", lang)
    if note:
        out.append(note)
    return _once(out)


def lives_note(role: Role, lang: str) -> str:
    """What a role's lives mean: hits of the attackers they are against (the Elder, 003:105, and the Runner,
    004:198: the werewolves' — poison, exile or a shot kill at once), or of every attack at night (the Scared
    Wolf, 004:487)."""
    lives = role.passive["lives"]
    key = "cardprint.prompt.passive.lives" + (".any" if "all" in lives.get("against", ()) else "")
    return tr(key, lang, role=role_name(role, lang), n=lives.get("count", 2))


def general_night_prompts(deck: Deck, feats: Features, lang: str) -> list[str]:
    """Rules for the whole night: call every role, what passives without a step of their own mean."""
    out = []
    if any(s.role is not None for s in feats.steps):
        out.append(tr("cardprint.prompt.call_all", lang))
        if "take_bottom_card" in feats.effects:
            out.append(tr("cardprint.prompt.call_buried", lang))
    for role in feats.passives.get("lives", []):
        if not role.night:
            out.append(lives_note(role, lang))
    for trigger, entries in feats.triggers.items():
        for role, entry in entries:
            if "causes" in entry:
                note = _t(f"cardprint.prompt.on_death.{trigger}", lang, role=role_name(role, lang),
                          causes=_causes(feats, entry["causes"], lang))
                if note:
                    out.append(note)
    return out



def day_prompts(entry: dict, deck: Deck, feats: Features, lang: str) -> list[str]:
    opts, eid = deck.options, entry["id"]
    out: list[str] = []
    option = opts.get(DESC_OPTION.get(eid, eid))
    desc = (_t(f"cardprint.day.{eid}.desc.{option}", lang) if isinstance(option, str) else None) \
        or _own(f"cardprint.day.{eid}.desc", deck, lang)
    if desc:
        out.append(desc)
    for name in DAY_OPTIONS.get(eid, ()):
        if name in opts and name in dict(applicable_options(deck, feats)):
            out.append((_own(f"cardprint.opt.{name}", deck, lang) or name) + tr("cardprint.colon", lang)
                       + option_value(name, opts[name], lang, deck.ruleset_id))
    for key, roles in feats.passives.items():
        value = roles[0].passive[key]
        names = format_list([role_name(r, lang) for r in roles], lang)
        variants = [f"cardprint.prompt.passive.{key}.{eid}"]
        if isinstance(value, str):
            variants.insert(0, f"cardprint.prompt.passive.{key}.{value}.{eid}")
        for k in variants:
            note = _t(k, lang, role=names)
            if note:
                out.append(note)
                break
    return _once(out)


def _tag(step: Step, lang: str) -> str:
    gated = _t(f"cardprint.judge.tag.gate.{step.gate}", lang) if step.gate else None
    if gated:                         # even nights only (the White Werewolf's kill, 004:607)
        return gated
    if step.nights:
        return tr("cardprint.judge.tag.nights", lang, nights=list(step.nights))
    if step.first_night is not None and step.other_nights is None:
        return tr("cardprint.judge.tag.first", lang)
    if step.first_night is None:
        return tr("cardprint.judge.tag.later", lang)
    return tr("cardprint.judge.tag.every", lang)



def step_title(step: Step, lang: str, cat: Catalogue) -> str:
    """The step's name: its own (a role's group wake: the enchanted), its role's, else the name of the group it
    wakes, as the game's story says it; the id only for a step of none of these (no catalogue has one)."""
    own = _t(f"cardprint.step.{step.id}", lang)
    if step.role is not None:
        return own or pick(cat.role(step.role).name, lang)
    return own or (_t(f"group.{step.wakes}", lang) if step.wakes else None) or step.id


def other_wins(deck: Deck, lang: str, cat: Catalogue) -> list[str]:
    """How each Solo team or role in the deck wins (script.json "teams", a role's own `win`), in
    the words the game-over screen uses; co-wins and ascensions too."""
    lines: list[str] = []
    for role_id in sorted(deck.in_play()):
        role = cat.role(role_id)
        win = role.win or (cat.teams.get(role.team, {}).get("win") if cat.teams.get(role.team, {}).get("solo") else None)
        if win and win.get("says"):
            line = tr(win["says"], lang)
            if line not in lines:
                lines.append(line)
    return lines



def sleeping_rules(deck: Deck, feats: Features, lang: str, cat: Catalogue) -> list[str]:
    """In a role-book game, the rule of each dealt role with no wake of its own (the Wolf's Cub's
    second kill, the Runner's escape): "Wolf's Cub: …"."""
    if not role_book(deck, cat):
        return []
    woken = {s.role for s in feats.steps if s.role is not None}
    out = []
    for rid in sorted(deck.in_play()):
        role = cat.role(rid)
        if rid not in woken and (set(role.passive) - {"plain_card"} or role.on_death) and pick(role.ability, lang):
            out.append(role_name(role, lang) + tr("cardprint.colon", lang) + pick(role.ability, lang))
    return out


def _order_line(deck: Deck, night: int, lang: str, cat: Catalogue) -> str:
    """The wakes of night `night`, those these rules call (not the Hunter's night sign when no ruleset shows it)."""
    steps = script(deck.in_play(), night, cat, include_restricted=night == 1)
    return tr("cardprint.judge.arrow", lang).join(step_title(s, lang, cat) for s in steps
                                                  if is_wake(s) and s.called_in(deck.options))


def _once(notes: Iterable[str]) -> list[str]:
    """Each note once, in order (a rule said by the role and by the ruleset's option is printed once)."""
    return list(dict.fromkeys(n for n in notes if n))


def _when(entry: dict, opts: dict, lang: str) -> str:
    """When a day entry happens; the election's time is the ruleset's (Düsterwald: before the first night)."""
    occurrence = entry.get("occurrence")
    if entry["id"] == "election" and opts.get("sheriff") == "before_night1":
        occurrence = "before_night1"
    return _t(f"cardprint.when.{occurrence}", lang) or ""



# effects marked like another one on the seat grid (every investigation is a check)
MARK_AS = {"inspect_threat": "inspect", "inspect_role": "inspect", "inspect_pack": "inspect"}


def _marks(deck: Deck, feats: Features, lang: str) -> list[str]:
    """Legend of the night cells: one mark per kind of action in the deck, in night order ("守 守护", "刀 狼刀" …)."""
    marks: list[str] = []
    for step, action in feats.actions(deck.options):
        if step.other_nights is None and not step.nights:
            continue           # first-night-only actions go on the tracking line
        mark = (_t(f"cardprint.mark.{action.effect}.{action.attack}", lang) if action.attack else None) \
            or (_t(f"cardprint.mark.{action.effect}.{step.role}", lang) if step.role else None) \
            or _t(f"cardprint.mark.{MARK_AS.get(action.effect, action.effect)}", lang)
        if mark and mark not in marks:
            marks.append(mark)
    return marks


def _tracking(deck: Deck, feats: Features, lang: str, cat: Catalogue) -> list[str]:
    """Fields to fill in once: charges to tick, the sheriff, the lovers, the thief's card."""
    out = []
    blank = "______"
    actions = feats.actions(deck.options)
    for step, action in actions:
        if action.uses:
            label = _t(f"cardprint.track.{step.id}.{action.id}", lang) or step_title(step, lang, cat)
            charged = [a for s, a in actions if s is step and a.uses]
            if len(charged) > 1 and label == step_title(step, lang, cat):     # which of the role's charges
                label += " · " + (_t(f"action.{action.id}", lang) or action.id)
            out.append(label + " " + "□" * (action.charges(deck.players or sum(deck.counts.values())) or 0))
        note = _t(f"cardprint.track.{action.effect}", lang, blank=blank)
        if note:
            out.append(note)
    if deck.options["sheriff"] != "none":
        out.append(tr("cardprint.track.sheriff", lang, blank=blank))
    return out


