"""The judge (法官) sheet: one page a moderator runs the game from.

Everything on it comes from data: the night steps of the roles in the deck (role records and
`script.json`), their actions and passives, the day's entries and the ruleset's options. A role
added to the catalogue with wake steps appears here with its lines, when it wakes (first night
only, every night, …) and the prompts its actions call for (no repeat target, once per game,
self-target rules, …) without any code naming it. Prompts are looked up by what the data says
(`cardprint.prompt.<option>.<value>`, `cardprint.prompt.passive.<key>`, …); data the sheet has
no words for prints its lines and nothing more.

Layout (portrait A4 or Letter): a header; the night order, then the day's order and the rules
that apply, flowing through two columns; across the bottom a seat grid to track each seat's
role, night actions, deaths and votes. The text shrinks (down to MIN_SIZE) until it all fits one
page; only a deck with many roles goes on to a second page. The lines to read aloud are in the
primary language (one moderator reads them); role names carry the other languages.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

from reportlab.pdfgen.canvas import Canvas

from werewolf_desktop.engine.catalogue import Action, Catalogue, Role, Step, catalogue
from werewolf_desktop.engine.schema import is_option_ref
from werewolf_desktop.i18n import format_list, format_number, has, text as pick, tr

from . import fonts, theme
from .deck import Deck
from .layout import MM, Rect, paper_size
from .nightorder import LATER, is_wake, script, step_applies
from .pages import open_canvas
from .text import fit_line, typeset, wrap

MARGIN = 8 * MM
GUTTER = 5 * MM
MAX_SIZE, MIN_SIZE, SIZE_STEP = 9.0, 6.0, 0.25
LEADING = 1.2
ARROW = "→ "
ROW_HEIGHTS = (8 * MM, 7 * MM, 6 * MM, 5.5 * MM)    # seat rows, roomiest first
MAX_ROUNDS = 6                                   # night/day column pairs in the seat grid
MIN_CELL = 10.5 * MM


def _t(key: str, lang: str, **params) -> str | None:
    """A cardprint string, or None when the data asks for words the sheet does not have."""
    if not has(key):
        return None
    return tr(key, lang, **params)


def _own(key: str, deck: Deck, lang: str, **params) -> str | None:
    """`key` in the deck's ruleset's own words when it has them (`<key>.<ruleset>`: Düsterwald's
    vote is no 狼人杀 "Verbannung", its Hauptmann names a successor, tears up no badge), else `key`."""
    return _t(f"{key}.{deck.ruleset_id}", lang, **params) or _t(key, lang, **params)


# ---------------------------------------------------------------- what the deck needs

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


def _option_refs(node: Any) -> set[str]:
    """Option names a piece of role data refers to: "option:<name>" values and `when` keys."""
    found: set[str] = set()
    if isinstance(node, str):
        if node.startswith("option:"):
            found.add(node[len("option:"):])
    elif isinstance(node, dict):
        for key, value in node.items():
            if key == "when" and isinstance(value, dict):
                found |= set(value)
            found |= _option_refs(value)
    elif isinstance(node, (list, tuple)):
        for item in node:
            found |= _option_refs(item)
    return found


def step_options(step: Step) -> set[str]:
    refs = _option_refs([step.variants, step.extra_lines, step.exclusive_actions]) | set(step.when)
    for action in step.actions:
        refs |= _option_refs([action.self_target, action.no_repeat, action.when])
    return refs


def role_options(role: Role) -> set[str]:
    refs = _option_refs(role.passive)
    for step in role.night:
        refs |= step_options(step)
    return refs


@dataclass(frozen=True)
class Features:
    """What the dealt roles bring to the table, read from their records."""

    steps: tuple[Step, ...]                 # night steps that happen in this deck, in order
    effects: frozenset[str]                 # of every action on offer (protect, heal, attack, …)
    attacks: frozenset[str]                 # attack kinds on offer (wolf, poison, …)
    passives: dict[str, list[Role]]         # passive key -> roles in play that have it
    triggers: dict[str, list[tuple[Role, dict]]]   # on-death trigger -> (role, its entry) in play
    options: frozenset[str]                 # options the roles in play refer to
    referenced: frozenset[str]              # options any role of the catalogue refers to

    def actions(self, opts: dict) -> list[tuple[Step, Action]]:
        return [(s, a) for s in self.steps for a in s.actions_for(opts)]


def _order_key(step: Step) -> tuple[int, str]:
    orders = [o for o in (step.first_night, step.other_nights) if o is not None]
    return (min(orders) if orders else 0, step.id)


def features(deck: Deck, cat: Catalogue) -> Features:
    in_play = deck.in_play()
    if deck.options.get("elections", "none") != "none":       # 004 §6: the offices' night steps too
        in_play |= {r.id for r in cat.roles.values() if r.office and deck.ruleset_id in r.rulesets}
    steps = sorted((s for s in cat.night_steps() if step_applies(s, in_play, cat) and s.called_in(deck.options)),
                   key=_order_key)
    pairs = [(s, a) for s in steps for a in s.actions_for(deck.options)]
    passives: dict[str, list[Role]] = {}
    triggers: dict[str, list[tuple[Role, dict]]] = {}
    options: set[str] = set()
    for rid in deck.role_ids():
        role = cat.role(rid)
        for key, value in role.passive.items():
            if is_option_ref(value) and not _resolve(value, deck.options):
                continue                # a passive this ruleset switches off (自爆 outside seed 003)
            passives.setdefault(key, []).append(role)
        for entry in role.on_death:
            triggers.setdefault(entry.get("trigger", ""), []).append((role, entry))
        options |= role_options(role)
    for step in steps:
        options |= step_options(step)
    referenced = set().union(*(role_options(r) for r in cat.roles.values()), *(step_options(s) for s in cat.meta_steps))
    return Features(tuple(steps), frozenset(a.effect for _, a in pairs),
                    frozenset(a.attack for _, a in pairs if a.attack), passives, triggers, frozenset(options),
                    frozenset(referenced))


# Options that set how an action effect works (the engine reads them by effect): their note goes
# with the step that offers the effect.
EFFECT_OPTIONS = {"link_lovers": ("cupid_links_self",), "inspect": ("free_first_inquiry",)}

# What is shown privately at a step, when an option decides it: its note per value.
SHOW_OPTIONS = {"seer_result": "seer_sees"}

# On-death triggers whose working a ruleset option sets (the engine reads it by trigger).
TRIGGER_OPTIONS = {"shoot": "hunter_blocked_by"}

# Options no role record refers to: when they matter. Keyed by option, reading the deck's
# features and the other options; an option not listed here always matters.
GAME_OPTION_SCOPE = {
    "sheriff_weight": lambda o, f: o.get("sheriff", "none") != "none",
    "elections": lambda o, f: o.get("elections", "none") != "none",     # 004 §6: said with the day's election
    "election_speech_from": lambda o, f: o.get("sheriff") == "day1",
    "election_voters": lambda o, f: o.get("sheriff") == "day1",
    "exile_tie": lambda o, f: o.get("exile_mode") != "majority",
    "lovers_team": lambda o, f: "link_lovers" in f.effects,
    "cupid_with_wolf_lovers": lambda o, f: "link_lovers" in f.effects,
    "lovers_cannot_vote_each_other": lambda o, f: "link_lovers" in f.effects,
    "guard_and_save_kills": lambda o, f: {"protect", "heal"} <= f.effects,
    "idiot_category": lambda o, f: o.get("win") == "side" and "on_exile" in f.passives,
    "pack_action": lambda o, f: o.get("pack_action") != "kill",
    "dark_city": lambda o, f: bool(o.get("dark_city")),
    "pack_knows_pack": lambda o, f: not o.get("pack_knows_pack", True),
    "wolf_first": lambda o, f: "heal" in f.effects or "shoot" in f.triggers,
    "cupid_links_self": lambda o, f: "link_lovers" in f.effects,
    "moderator_lynch_day": lambda o, f: bool(o.get("moderator_lynch_day")),
    "free_first_inquiry": lambda o, f: "inspect" in f.effects and bool(o.get("free_first_inquiry")),
    "hunter_blocked_by": lambda o, f: "shoot" in f.triggers,
}


# Options that are rules of a game only where its ruleset has them: a sheriff row on the sheet of a
# ruleset whose rules have no sheriff (Werewolves Revamped, the classic rules) said "Sheriff: no
# sheriff", 狼人杀's word where the book has none. Printed when the game has one, or when its
# ruleset's own options have one (a preset that turned it off). Keyed by option: (deck's, ruleset's).
RULESET_SCOPE = {"sheriff": lambda o, own: o.get("sheriff", "none") != "none" or own.get("sheriff", "none") != "none"}


# Options a role refers to that matter only at some values: 自爆 is said where the rules have it.
REFERENCED_SCOPE = {"self_destruct": lambda o, f: bool(o.get("self_destruct"))}


def applicable_options(deck: Deck, feats: Features) -> list[tuple[str, Any]]:
    """The options that change something for this deck, in the ruleset's order."""
    out = []
    own = catalogue().ruleset(deck.ruleset_id).options
    for name, value in deck.options.items():
        if not RULESET_SCOPE.get(name, lambda o, r: True)(deck.options, own):
            continue
        if name in feats.referenced:
            if name in feats.options and REFERENCED_SCOPE.get(name, lambda o, f: True)(deck.options, feats):
                out.append((name, value))
        elif GAME_OPTION_SCOPE.get(name, lambda o, f: True)(deck.options, feats):
            out.append((name, value))
    return out


# ---------------------------------------------------------------- the prompts

def option_prompt(name: str, value: Any, lang: str) -> str | None:
    """The 法官's note for an option at its value, if the sheet has words for it."""
    if isinstance(value, (list, tuple)):
        key = f"cardprint.prompt.{name}" + ("" if value else ".none")
        return _t(key, lang, value=alternatives([option_value(name, v, lang) for v in value], lang))
    return _t(f"cardprint.prompt.{name}.{str(value).lower()}", lang)


def _resolve(value: Any, opts: dict) -> Any:
    if isinstance(value, str) and value.startswith("option:"):
        return opts.get(value[len("option:"):])
    return value


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
        no_repeat = _resolve(action.no_repeat, opts)
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
                out.append(tr("cardprint.prompt.passive.lives", lang, role=role_name(role, lang), n=value.get("count", 2)))
            for name in sorted(_option_refs(value)):
                note = option_prompt(name, opts.get(name), lang)
                if note:
                    out.append(note)
        for entry in role.on_death:
            name = TRIGGER_OPTIONS.get(entry.get("trigger"))
            note = option_prompt(name, opts.get(name), lang) if name in opts else None
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


def general_night_prompts(deck: Deck, feats: Features, lang: str) -> list[str]:
    """Rules for the whole night: call every role, what passives without a step of their own mean."""
    out = []
    if any(s.role is not None for s in feats.steps):
        out.append(tr("cardprint.prompt.call_all", lang))
        if "take_bottom_card" in feats.effects:
            out.append(tr("cardprint.prompt.call_buried", lang))
    for key, roles in feats.passives.items():
        for role in roles:
            value = role.passive[key]
            if key == "lives" and not role.night:
                out.append(tr("cardprint.prompt.passive.lives", lang, role=role_name(role, lang), n=value.get("count", 2)))
    for trigger, entries in feats.triggers.items():
        for role, entry in entries:
            if "causes" in entry:
                note = _t(f"cardprint.prompt.on_death.{trigger}", lang, role=role_name(role, lang),
                          causes=_causes(feats, entry["causes"], lang))
                if note:
                    out.append(note)
    return out


# day entries: the options a moderator needs at that moment (shown there, not in the rules list)
DAY_OPTIONS = {
    "election": ("election_speech_from", "election_voters", "sheriff_weight"),
    "exile_vote": ("exile_tie", "lovers_cannot_vote_each_other"),
    "last_words": ("last_words",),
}
DESC_OPTION = {"exile_vote": "exile_mode"}     # day entries whose description depends on an option


def day_entries(deck: Deck, feats: Features, cat: Catalogue) -> list[dict]:
    """The day's entries that happen under these rules with this deck."""
    opts = deck.options
    sheriff = opts.get("sheriff", "none") != "none"
    out = []
    for entry in cat.day_entries:
        eid = entry["id"]
        if entry.get("option") and opts.get(entry["option"], "none") in ("none", False, None):
            continue
        if eid in ("election_vote", "badge") and not sheriff:
            continue
        if eid.startswith("office_") and opts.get("elections", "none") == "none":
            continue                                # 004 §6: only games with elected offices
        if eid == "election_vote" and opts.get("sheriff") != "day1":
            continue
        if eid == "hunter_shot" and "shoot" not in feats.triggers:
            continue
        if eid == "last_words" and opts.get("last_words", "none") == "none":
            continue
        if eid == "pk" and (opts.get("exile_tie", "pk_then_none") != "pk_then_none" or opts.get("exile_mode") == "majority"):
            continue
        out.append(entry)
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


# ---------------------------------------------------------------- the text flow

@dataclass
class Run:
    """A paragraph of the flow: its text and how it looks, relative to the base size."""

    text: str
    scale: float = 1.0
    colour: Any = None
    indent: float = 0.0          # points
    before: float = 0.0          # space above, in base sizes
    tag: str = ""                # drawn right-aligned on the first line (a step's nights)
    bullet: str = ""             # drawn before the first line; later lines hang under the text


@dataclass
class Placed:
    text: str
    size: float
    colour: Any
    x: float
    y: float                     # baseline
    align_right: bool = False


@dataclass
class Flow:
    """Blocks of runs, each block kept in one column when it fits one."""

    blocks: list[list[Run]] = field(default_factory=list)

    def add(self, *runs: Run) -> None:
        self.blocks.append([r for r in runs if r.text])


def _hang(run: Run, size: float) -> float:
    return fonts.width(run.bullet, size * run.scale) if run.bullet else 0.0


def _lines(run: Run, size: float, width: float) -> list[tuple[str, float]]:
    s = size * run.scale
    w = width - run.indent - _hang(run, size)
    tag_w = fonts.width(run.tag, s * 0.85) + 2 * MM if run.tag else 0.0
    return [(line, s) for line in _wrap_tagged(run.text, s, w, tag_w)]


@lru_cache(maxsize=4096)
def _wrap_tagged(text: str, size: float, width: float, tag_w: float) -> tuple[str, ...]:
    """Lines of `text`, the first one leaving room for a tag on its right."""
    lines = wrap(text, size, width - tag_w)
    if len(lines) > 1 and tag_w:
        lines = [lines[0]] + wrap(text[len(lines[0]):].lstrip(), size, width)
    return tuple(lines)


def _block_height(block: list[Run], size: float, width: float) -> float:
    h = 0.0
    for i, run in enumerate(block):
        h += (run.before * size if i else 0.0) + len(_lines(run, size, width)) * size * run.scale * LEADING
    return h


def lay_out(flow: Flow, columns: list[Rect], size: float) -> list[list[Placed]] | None:
    """Place the flow in the columns at base `size`; None if it does not fit them all."""
    placed: list[list[Placed]] = [[] for _ in columns]
    col = 0
    y = columns[0].top if columns else 0.0
    for block in flow.blocks:
        if not block:
            continue
        width = columns[col].w
        gap = block[0].before * size if y < columns[col].top else 0.0
        height = _block_height(block, size, width)
        room = y - gap - columns[col].y
        small = height <= 0.25 * columns[col].h or room < 4 * size * LEADING
        if height > room and y < columns[col].top and height <= columns[col].h and small:
            col += 1
            if col >= len(columns):
                return None
            y, gap, width = columns[col].top, 0.0, columns[col].w
        y -= gap
        for i, run in enumerate(block):
            if i:
                y -= run.before * size
            for j, (line, s) in enumerate(_lines(run, size, width)):
                step = s * LEADING
                if y - step < columns[col].y - 1e-6:
                    col += 1
                    if col >= len(columns):
                        return None
                    y = columns[col].top
                base = y - fonts.ascent(s) - (step - s) / 2
                c = columns[col]
                hang = _hang(run, size)
                if j == 0 and run.bullet:
                    placed[col].append(Placed(run.bullet, s, run.colour, c.x + run.indent, base))
                placed[col].append(Placed(line, s, run.colour, c.x + run.indent + hang, base))
                if j == 0 and run.tag:
                    placed[col].append(Placed(run.tag, s * 0.85, theme.colour("dead"), c.right, base, True))
                y -= step
    return placed


# ---------------------------------------------------------------- the sheet's content

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


def dusk_runs(deck: Deck, moment: str, lang: str, cat: Catalogue, accent, ink) -> list[Run]:
    """The dusk steps of the deck's roles at `moment` (before the vote, or after it and before the
    lynch), in their order: the role called with its lines (the Barber, the Ice Queen…)."""
    steps = sorted((s for r in sorted(deck.in_play()) for s in cat.role(r).dusk if s.moment == moment),
                   key=lambda s: (50 if s.rank is None else s.rank, s.id))
    runs: list[Run] = []
    for step in steps:
        title = tr("cardprint.judge.dusk_step", lang, role=step_title(step, lang, cat))
        tag = _t(f"cardprint.judge.tag.gate.{step.gate}", lang) if step.gate else None
        runs += [Run(title, 1.0, accent, before=0.45, tag=tag or tr(f"cardprint.judge.tag.{moment}", lang)),
                 Run(typeset(pick(step.lines, lang), lang), 1.0, ink, indent=2 * MM)]
    return runs


def step_title(step: Step, lang: str, cat: Catalogue) -> str:
    own = _t(f"cardprint.step.{step.id}", lang)      # a role's group wake has its own name (the enchanted)
    if step.role is not None:
        return own or pick(cat.role(step.role).name, lang)
    return own or step.id


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


def role_book(deck: Deck, cat: Catalogue) -> bool:
    """Does the deck's ruleset play seed 004's role book, where each role's own text is the rule
    (the Hooker, the Priest, the Wolf's Cub, the Huntress…)? Its sheet prints them."""
    return "004" in cat.ruleset(deck.ruleset_id).sources


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


def build_flow(deck: Deck, langs: tuple[str, ...], cat: Catalogue) -> Flow:
    lang = langs[0]
    feats = features(deck, cat)
    opts = deck.options
    ink, night_c, accent, dead = (theme.colour(k) for k in ("ink", "night", "accent", "dead"))
    note_c = theme.mix(accent, ink, 0.45)
    ts = lambda s: typeset(s, lang)  # noqa: E731
    flow = Flow()

    # the night
    flow.add(Run(tr("cardprint.judge.night", lang), 1.3, night_c))
    orders = [tr("cardprint.judge.order_first", lang, order=_order_line(deck, 1, lang, cat))]
    later = _order_line(deck, LATER, lang, cat)
    if later:
        orders.append(tr("cardprint.judge.order_later", lang, order=later))
    general = general_night_prompts(deck, feats, lang) + sleeping_rules(deck, feats, lang, cat)
    flow.add(*[Run(o, 0.92, night_c) for o in orders], *[Run(ts(g), 0.92, note_c, bullet=ARROW) for g in general])
    read: set[str] = set()          # lines already on the sheet (the dawn's election call is also the day's)
    for n, step in enumerate(feats.steps, start=1):
        title = f"{n}. " + " / ".join(step_title(step, lg, cat) for lg in langs)
        first = pick(step.lines_for(opts, step.first_night and 1 or LATER, deck.in_play()), lang)
        read.add(first)
        runs = [Run(title, 1.05, accent, before=0.55, tag=_tag(step, lang)), Run(ts(first), 1.0, ink, indent=2 * MM)]
        if step.first_night is not None and step.other_nights is not None:
            later_lines = pick(step.lines_for(opts, LATER, deck.in_play()), lang)
            if later_lines != first:
                runs.append(Run(tr("cardprint.judge.later_lines", lang) + ts(later_lines), 1.0, ink, indent=2 * MM))
        if step.role is not None and role_book(deck, cat):         # the rule that decides this step (issue 29.22)
            runs.append(Run(ts(pick(cat.role(step.role).ability, lang)), 0.92, note_c, indent=2 * MM, bullet=ARROW))
        runs += [Run(ts(p), 0.92, note_c, indent=2 * MM, bullet=ARROW) for p in step_prompts(step, deck, feats, lang, cat)]
        flow.add(*runs)

    # the day
    flow.add(Run(tr("cardprint.judge.day", lang), 1.3, night_c, before=0.9))
    for n, entry in enumerate(day_entries(deck, feats, cat), start=1):
        if entry["id"] == "exile_vote":          # the eyes-closed dusk steps around the vote (004, reference S5)
            flow.add(*dusk_runs(deck, "before_vote", lang, cat, accent, ink))
        title = f"{n}. " + (_own(f"cardprint.day.{entry['id']}", deck, lang) or entry["id"])
        when = _when(entry, opts, lang)
        runs = [Run(title, 1.05, accent, before=0.55, tag=when)]
        lines = cat.day_lines(entry["id"], opts)
        if lines and pick(lines, lang) not in read:
            runs.append(Run(ts(pick(lines, lang)), 1.0, ink, indent=2 * MM))
        runs += [Run(ts(p), 0.92, note_c, indent=2 * MM, bullet=ARROW) for p in day_prompts(entry, deck, feats, lang)]
        flow.add(*runs)
        if entry["id"] == "exile_vote":
            flow.add(*dusk_runs(deck, "after_vote", lang, cat, accent, ink))

    # how the game is won, and the rules that apply
    flow.add(Run(tr("cardprint.judge.win", lang), 1.3, night_c, before=0.9))
    win = opts.get("win")
    runs = [Run(_t(f"cardprint.win.{win}", lang) or str(win), 1.0, ink)]
    if "link_lovers" in feats.effects:
        key = f"cardprint.win.lovers.{opts.get('lovers_team', 'pair_only')}"
        runs.append(Run(_t(key, lang) or "", 1.0, ink, before=0.3))
    runs += [Run(ts(line), 1.0, ink, before=0.3) for line in other_wins(deck, lang, cat)]
    flow.add(*runs)
    shown = {n for names in DAY_OPTIONS.values() for n in names} | {"win"}
    if any(e["id"] == "election" for e in day_entries(deck, feats, cat)):
        shown.add("sheriff")                 # said by the election's own time
    shown |= {n for s in feats.steps for n in step_options(s)}
    shown |= {n for roles in feats.passives.values() for r in roles for n in _option_refs(r.passive)}
    shown |= {TRIGGER_OPTIONS[t] for t in feats.triggers if t in TRIGGER_OPTIONS}
    shown |= {n for e in feats.effects for n in EFFECT_OPTIONS.get(e, ())}
    if "guard_and_save_kills" in deck.options and {"protect", "heal"} <= feats.effects:
        shown.add("guard_and_save_kills")
    rows = [(n, v) for n, v in applicable_options(deck, feats) if n not in shown]
    if rows:
        flow.add(Run(tr("cardprint.judge.rules", lang), 1.3, night_c, before=0.9))
        flow.add(*[Run((_own(f"cardprint.opt.{n}", deck, lang) or n) + tr("cardprint.colon", lang) + option_value(n, v, lang, deck.ruleset_id),
                       0.95, ink, before=0.15) for n, v in rows])
    return _keep_headings(flow)


def _keep_headings(flow: Flow) -> Flow:
    """A heading block joins the block after it, so it never ends a column alone."""
    out = Flow()
    pending: list[Run] = []
    for block in flow.blocks:
        if len(block) == 1 and block[0].scale >= 1.3:
            pending = block
            continue
        if pending:
            block[0].before = max(block[0].before, 0.3)
            block = pending + block
            pending = []
        out.blocks.append(block)
    if pending:
        out.blocks.append(pending)
    return out


# ---------------------------------------------------------------- the seat grid

@dataclass(frozen=True)
class Grid:
    rect: Rect
    seats: int
    row_h: float
    head_h: float
    rounds: int
    widths: tuple[float, ...]


def grid_height(seats: int, row_h: float) -> float:
    return 5.5 * MM + seats * row_h + 9 * MM     # header, rows, legend and tracking lines


def _grid(rect: Rect, seats: int, row_h: float, names: bool) -> Grid:
    fixed = [7 * MM, (22 if names else 14) * MM, 16 * MM]
    out_w = 12 * MM
    rounds = int(max(1, min(MAX_ROUNDS, (rect.w - sum(fixed) - out_w) // (2 * MIN_CELL))))
    cell = (rect.w - sum(fixed) - out_w) / (2 * rounds)
    return Grid(rect, seats, row_h, 5.5 * MM, rounds, tuple(fixed + [cell] * (2 * rounds) + [out_w]))


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
            out.append(label + " " + "□" * action.charges(deck.players or sum(deck.counts.values())))
        note = _t(f"cardprint.track.{action.effect}", lang, blank=blank)
        if note:
            out.append(note)
    if deck.options.get("sheriff", "none") != "none":
        out.append(tr("cardprint.track.sheriff", lang, blank=blank))
    return out


def draw_grid(c: Canvas, grid: Grid, deck: Deck, lang: str, legend: list[str], tracking: list[str]) -> None:
    font = fonts.register()
    ink, dead, night = theme.colour("ink"), theme.colour("dead"), theme.colour("night")
    r = grid.rect
    top = r.top
    heads = ([tr("cardprint.seats.seat", lang), tr("cardprint.seats.name", lang), tr("cardprint.seats.role", lang)]
             + [tr(k, lang, n=i + 1) for i in range(grid.rounds) for k in ("cardprint.grid.night", "cardprint.grid.day")]
             + [tr("cardprint.grid.out", lang)])
    c.saveState()
    c.setFillColor(night)
    c.rect(r.x, top - grid.head_h, r.w, grid.head_h, stroke=0, fill=1)
    x = r.x
    for w, h in zip(grid.widths, heads):
        t, s = fit_line(h, w - 1.4 * MM, 7.5, 5)
        c.setFillColor(theme.WHITE)
        c.setFont(font, s)
        c.drawCentredString(x + w / 2, top - grid.head_h + (grid.head_h - s * 0.75) / 2, t)
        x += w
    y = top - grid.head_h
    night_cols = [3 + 2 * i for i in range(grid.rounds)]
    for seat in range(1, grid.seats + 1):
        if seat % 2 == 0:
            c.setFillColor(theme.colour("paper"))
            c.rect(r.x, y - grid.row_h, r.w, grid.row_h, stroke=0, fill=1)
        # night cells get a light tint so the eye finds them
        for col in night_cols:
            c.setFillColor(theme.mix(theme.colour("night"), theme.WHITE, 0.93 if seat % 2 else 0.89))
            cx = r.x + sum(grid.widths[:col])
            c.rect(cx, y - grid.row_h, grid.widths[col], grid.row_h, stroke=0, fill=1)
        size = min(11.0, grid.row_h / MM * 1.6)
        c.setFillColor(night)
        c.setFont(font, size)
        c.drawCentredString(r.x + grid.widths[0] / 2, y - grid.row_h / 2 - size * 0.35, str(seat))
        if seat <= len(deck.seat_names):
            name, s = fit_line(deck.seat_names[seat - 1], grid.widths[1] - 2 * MM, 8.5, 5)
            c.setFillColor(ink)
            c.setFont(font, s)
            c.drawString(r.x + grid.widths[0] + 1 * MM, y - grid.row_h / 2 - s * 0.35, name)
        y -= grid.row_h
    bottom = y
    c.setStrokeColor(dead)
    c.setLineWidth(0.6)
    c.rect(r.x, bottom, r.w, top - bottom, stroke=1, fill=0)
    c.setLineWidth(0.3)
    yy = top - grid.head_h
    for _ in range(grid.seats - 1):
        yy -= grid.row_h
        c.line(r.x, yy, r.right, yy)
    x = r.x
    for i, w in enumerate(grid.widths[:-1]):
        x += w
        c.setLineWidth(0.6 if i in (2, len(grid.widths) - 2) or (i > 2 and (i - 2) % 2 == 0) else 0.3)
        c.line(x, bottom, x, top)
    # legend and tracking lines under the grid
    font_size = 7.0
    y = bottom - 3.6 * MM
    for line in (tr("cardprint.grid.legend", lang, marks="  ·  ".join(legend)) if legend else "",
                 "     ".join(tracking)):
        if not line:
            continue
        t, s = fit_line(line, r.w, font_size, 5)
        c.setFillColor(ink)
        c.setFont(font, s)
        c.drawString(r.x, y, t)
        y -= 4 * MM
    c.restoreState()


# ---------------------------------------------------------------- the page

def _header(c: Canvas, deck: Deck, langs: tuple[str, ...], page_w: float, page_h: float, cat: Catalogue) -> float:
    """Title and deck line; returns the y below them."""
    lang = langs[0]
    font = fonts.register()
    x0, w = MARGIN, page_w - 2 * MARGIN
    title = tr("cardprint.judge.title", lang) + " — " + deck.title(lang)
    t, s = fit_line(title, w, 15, 8)
    y = page_h - MARGIN - fonts.ascent(s)
    c.setFillColor(theme.colour("night"))
    c.setFont(font, s)
    c.drawString(x0, y, t)
    rs = cat.ruleset(deck.ruleset_id)
    players = deck.players or sum(deck.counts.values())
    sep = tr("cardprint.list_sep", lang)
    roles = sep.join(pick(cat.role(r).name, lang) + (f"×{n}" if n > 1 else "") for r, n in deck.counts.items())
    sub = tr("cardprint.judge.subtitle", lang, ruleset=pick(rs.name, lang), players=players, roles=roles)
    t2, s2 = fit_line(sub, w, 8, 5.5)
    y -= fonts.descent(s) + fonts.ascent(s2) + 1.2 * MM
    c.setFillColor(theme.colour("dead"))
    c.setFont(font, s2)
    c.drawString(x0, y, t2)
    y -= fonts.descent(s2) + 1.5 * MM
    c.setStrokeColor(theme.colour("accent"))
    c.setLineWidth(0.8)
    c.line(x0, y, x0 + w, y)
    return y - 2.5 * MM


def _columns(top: float, bottom: float, page_w: float) -> list[Rect]:
    w = page_w - 2 * MARGIN
    left_w = (w - GUTTER) * 0.5
    right_w = w - GUTTER - left_w
    return [Rect(MARGIN, bottom, left_w, top - bottom), Rect(MARGIN + left_w + GUTTER, bottom, right_w, top - bottom)]


FOOTER = 5 * MM


@dataclass
class JudgeLayout:
    size: float
    grid: Grid
    pages: list[list[list[Placed]]]       # page -> column -> lines
    columns: list[list[Rect]]


def plan(deck: Deck, langs: tuple[str, ...], paper: str, cat: Catalogue, header_bottom: float) -> JudgeLayout:
    """The largest text size and roomiest seat rows at which everything fits page 1; else the
    smallest, flowing on to further pages (two full columns each)."""
    page_w, page_h = paper_size(paper)
    flow = build_flow(deck, langs, cat)
    seats = deck.players or sum(deck.counts.values())
    width = page_w - 2 * MARGIN
    names = bool(deck.seat_names)
    sizes = []
    s = MAX_SIZE
    while s >= MIN_SIZE - 1e-9:
        sizes.append(round(s, 2))
        s -= SIZE_STEP

    def attempt(size: float, row_h: float) -> JudgeLayout | None:
        grid_rect = Rect(MARGIN, MARGIN + FOOTER, width, grid_height(seats, row_h))
        cols = _columns(header_bottom, grid_rect.top + 4 * MM, page_w)
        placed = lay_out(flow, cols, size)
        return None if placed is None else JudgeLayout(size, _grid(grid_rect, seats, row_h, names), [placed], [cols])

    # the largest size that fits with the tightest rows (fitting shrinks with the size), then the roomiest rows
    lo, hi = 0, len(sizes) - 1          # sizes run from large to small
    if attempt(sizes[hi], ROW_HEIGHTS[-1]) is not None:
        while lo < hi:
            mid = (lo + hi) // 2
            if attempt(sizes[mid], ROW_HEIGHTS[-1]) is not None:
                hi = mid
            else:
                lo = mid + 1
        for row_h in ROW_HEIGHTS:
            lay = attempt(sizes[lo], row_h)
            if lay is not None:
                return lay
    # too much for one page: the tightest rows, further pages with two full-height columns each,
    # and the largest size that fits them
    row_h = ROW_HEIGHTS[-1]
    grid_rect = Rect(MARGIN, MARGIN + FOOTER, width, grid_height(seats, row_h))
    first = _columns(header_bottom, grid_rect.top + 4 * MM, page_w)
    more = _columns(page_h - MARGIN, MARGIN + FOOTER, page_w)
    for extra in range(1, 20):
        cols = first + more * extra
        for size in sizes:
            placed = lay_out(flow, cols, size)
            if placed is not None:
                pages = [placed[i:i + 2] for i in range(0, len(placed), 2)]
                col_pages = [cols[i:i + 2] for i in range(0, len(cols), 2)]
                return JudgeLayout(size, _grid(grid_rect, seats, row_h, names), pages, col_pages)
    raise RuntimeError("the judge sheet does not fit 20 pages")   # pragma: no cover


def _footer(c: Canvas, page_w: float, text: str) -> None:
    c.setFont(fonts.register(), 6.5)
    c.setFillColor(theme.colour("dead"))
    t, s = fit_line(text, page_w - 2 * MARGIN, 6.5, 5)
    c.setFont(fonts.register(), s)
    c.drawString(MARGIN, MARGIN, t)


def render_judge(deck: Deck, langs: tuple[str, ...], paper: str, path: Path, cat: Catalogue | None = None) -> int:
    """Write the judge sheet; returns its page count (1 unless the deck has very many roles)."""
    cat = cat or catalogue()
    lang = langs[0]
    page_w, page_h = paper_size(paper)
    title = tr("cardprint.judge.title", lang) + " — " + deck.title(lang)
    c = open_canvas(path, page_w, page_h, title)
    header_bottom = _header(c, deck, langs, page_w, page_h, cat)
    lay = plan(deck, langs, paper, cat, header_bottom)
    feats = features(deck, cat)
    font = fonts.register()
    total = len(lay.pages)
    for n, page in enumerate(lay.pages, start=1):
        if n > 1:
            c.showPage()
        for column in page:
            for p in column:
                c.setFillColor(p.colour or theme.colour("ink"))
                c.setFont(font, p.size)
                if p.align_right:
                    c.drawRightString(p.x, p.y, p.text)
                else:
                    c.drawString(p.x, p.y, p.text)
        if n == 1:
            draw_grid(c, lay.grid, deck, lang, _marks(deck, feats, lang), _tracking(deck, feats, lang, cat))
        _footer(c, page_w, "Werewolf Desktop  ·  " + title + "  ·  " + tr("cardprint.notice.page", lang, page=n, pages=total))
    c.showPage()
    c.save()
    return total
