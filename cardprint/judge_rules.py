"""What a deck brings to the judge sheet, read from the data: the night steps that happen in it,
the actions, attacks, passives and on-death triggers of its roles, the options they refer to, which
of the ruleset's options change something for this deck, and the day's entries under its rules.
No words here (`judge_words.py` says them) and no typesetting (`judge.py`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from werewolf_desktop.engine.catalogue import Action, Catalogue, Role, Step, catalogue
from werewolf_desktop.engine.schema import is_option_ref, option_name, resolve_option

from .deck import Deck
from .nightorder import step_applies


def _option_refs(node: Any) -> set[str]:
    """Option names a piece of role data refers to: `{"option": "<name>"}` values and `when` keys."""
    found: set[str] = set()
    name = option_name(node)
    if name is not None:
        found.add(name)
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
    if deck.options["elections"] != "none":       # 004 §6: the offices' night steps too
        in_play |= {r.id for r in cat.roles.values() if r.office and deck.ruleset_id in r.rulesets}
    # the steps with a place in the nights' order: not one the game inserts only when needed (start_info_late)
    steps = sorted((s for s in cat.night_steps() if (s.first_night is not None or s.other_nights is not None)
                    and step_applies(s, in_play, cat) and s.called_in(deck.options)), key=_order_key)
    pairs = [(s, a) for s in steps for a in s.actions_for(deck.options)]
    passives: dict[str, list[Role]] = {}
    triggers: dict[str, list[tuple[Role, dict]]] = {}
    options: set[str] = set()
    for rid in deck.role_ids():
        role = cat.role(rid)
        for key, value in role.passive.items():
            if is_option_ref(value) and not resolve_option(value, deck.options):
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




def role_book(deck: Deck, cat: Catalogue) -> bool:
    """Does the deck's ruleset play seed 004's role book, where each role's own text is the rule
    (the Hooker, the Priest, the Wolf's Cub, the Huntress…)? Its sheet prints them."""
    return "004" in cat.ruleset(deck.ruleset_id).sources



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




def rule_rows(deck: Deck, feats: Features, cat: Catalogue) -> list[tuple[str, Any]]:
    """The options for the sheet's list of rules: those that apply and are not said elsewhere on it
    (with a day entry, a night step, a passive, a trigger or an effect)."""
    shown = {n for names in DAY_OPTIONS.values() for n in names} | {"win"}
    if any(e["id"] == "election" for e in day_entries(deck, feats, cat)):
        shown.add("sheriff")                 # said by the election's own time
    shown |= {n for s in feats.steps for n in step_options(s)}
    shown |= {n for roles in feats.passives.values() for r in roles for n in _option_refs(r.passive)}
    shown |= {TRIGGER_OPTIONS[t] for t in feats.triggers if t in TRIGGER_OPTIONS}
    shown |= {n for e in feats.effects for n in EFFECT_OPTIONS.get(e, ())}
    if "guard_and_save_kills" in deck.options and {"protect", "heal"} <= feats.effects:
        shown.add("guard_and_save_kills")
    return [(n, v) for n, v in applicable_options(deck, feats) if n not in shown]
