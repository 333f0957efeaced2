"""The one description of a role record (resources/roles/*.json), and what is made from it.

Every key a record may hold is listed here once, with the kind of value it takes (`Kind`s: a text,
a number in a range, one of some words, a list, an object of named keys…), down to the values
under `passive`, `setup`, `vote`, `win`, `start_info`, `on_death` and an action's `params`. From
this one description come:

- the strict check run when a record is loaded (`check_role`): an unknown key, a missing one or a
  value of the wrong kind stops loading with a message naming the file, the role and the key (a typo
  can never be silently ignored; a host's own record that fails is set aside, never blocks the start);
- the JSON Schema shipped in `resources/schema/role.schema.json` (`role_schema`; `python3 dev.py
  schema` writes it, a test keeps it equal), named by every shipped record's `"$schema"`, so a
  host's editor completes and underlines a role record.

Effects, passive abilities, death triggers, start information, target filters, phase gates, shows,
day beats, vote keys and wins are checked against their registries, so a record can only name pieces
that exist; the schema lists the names the registries had when it was written. The registries are
handed to the loader (`registries`, gathered by the engine in tables.py; docs/architecture.md): the
catalogue alone (cardprint) checks the structure, and the names too once the engine has handed its
tables.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .errors import CatalogueError

SCHEMA_URI = "https://json-schema.org/draft/2020-12/schema"
SCHEMA_FILE = "schema/role.schema.json"           # under resources/
CATEGORIES = ("god", "villager", "wolf", "none", "chosen")


# --- kinds of values ------------------------------------------------------------------------------

class Kind:
    """A kind of value: `ok` says whether a value is one, `json` its JSON Schema, `example` how a
    record writes one (shown in the message when a value is of another kind): a field of each kind,
    or worked out from the kind's parts (Word, List, Either)."""

    @property
    def example(self) -> str:
        return "…"

    def ok(self, v: Any) -> bool:
        raise NotImplementedError

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def check(self, v: Any, where: str, at: str) -> None:
        """Refuse a value deep inside an open part of the record (`passive.lives.count`)."""
        if not self.ok(v):
            raise CatalogueError("catalogue.bad_type", where=where, field=at, value=_shown(v),
                                 expected=self.example)


def _shown(value: Any) -> str:
    """A value as the host wrote it (a list or object only by its brackets)."""
    if isinstance(value, (dict, list)):
        return "{…}" if isinstance(value, dict) else "[…]"
    return json.dumps(value, ensure_ascii=False)[:24]


@dataclass(frozen=True)
class Text(Kind):
    """A non-empty text; `names`: one of a registry's names (the schema lists them)."""

    names: str | None = None
    example: str = '"…"'

    def ok(self, v: Any) -> bool:
        return isinstance(v, str) and bool(v)

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        if self.names and self.names in names:
            return {"enum": sorted(names[self.names])}
        return {"type": "string", "minLength": 1}


@dataclass(frozen=True)
class Bool(Kind):
    example: str = "true"

    def ok(self, v: Any) -> bool:
        return isinstance(v, bool)

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        return {"type": "boolean"}


@dataclass(frozen=True)
class Int(Kind):
    """A whole number, within `lo`..`hi` when given (never true/false)."""

    lo: int | None = None
    hi: int | None = None
    example: str = "1"

    def ok(self, v: Any) -> bool:
        return (isinstance(v, int) and not isinstance(v, bool) and (self.lo is None or v >= self.lo)
                and (self.hi is None or v <= self.hi))

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "integer"}
        if self.lo is not None:
            out["minimum"] = self.lo
        if self.hi is not None:
            out["maximum"] = self.hi
        return out


@dataclass(frozen=True)
class Num(Kind):
    """A number, whole or not (a vote's weight may be 1.5)."""

    example: str = "2"

    def ok(self, v: Any) -> bool:
        return isinstance(v, (int, float)) and not isinstance(v, bool)

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        return {"type": "number"}


@dataclass(frozen=True)
class Null(Kind):
    example: str = "null"

    def ok(self, v: Any) -> bool:
        return v is None

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        return {"type": "null"}


@dataclass(frozen=True)
class Word(Kind):
    """One of the given values, of the same JSON type (true is not 1)."""

    values: tuple[Any, ...]

    @property
    def example(self) -> str:
        return " / ".join(json.dumps(v, ensure_ascii=False) for v in self.values)

    def ok(self, v: Any) -> bool:
        return any(v == x and type(v) is type(x) for x in self.values)

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        return {"const": self.values[0]} if len(self.values) == 1 else {"enum": list(self.values)}


def word(*values: Any) -> Word:
    return Word(tuple(values))


@dataclass(frozen=True)
class OptionRef(Kind):
    """{"option": "<name>"}: the ruleset's option of that name decides (`option_name`, rules.option).
    The older "option:<name>" is still read (a host's own record may write it)."""

    example: str = '{"option": "self_destruct"}'

    def ok(self, v: Any) -> bool:
        return option_name(v) is not None

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        return {"anyOf": [{"type": "object", "properties": {"option": {"type": "string", "minLength": 1}},
                           "required": ["option"], "additionalProperties": False},
                          {"type": "string", "pattern": "^option:."}]}


def option_name(value: Any) -> str | None:
    """The ruleset option a record's value leaves the choice to: `{"option": "<name>"}`, or the older
    `"option:<name>"`; None for any other value."""
    if isinstance(value, dict) and len(value) == 1 and isinstance(value.get("option"), str) and value["option"]:
        return value["option"]
    if isinstance(value, str) and value.startswith("option:") and len(value) > len("option:"):
        return value[len("option:"):]
    return None


def resolve_option(value: Any, options: dict[str, Any]) -> Any:
    """A record's value in a game with these options: an option reference is the option's value."""
    if not isinstance(value, (dict, str)):
        return value                      # a number, a flag, None: no reference (asked per action and seat)
    name = option_name(value)
    return value if name is None else options.get(name)


@dataclass(frozen=True)
class Texts(Kind):
    """A text to show: its English (shipped roles: translated in the catalogue, docs/translations.md),
    or a host's own role's texts written inline, `{"en": …, "zh": …}` (English required)."""

    example: str = '"…" / {"en": "…", "zh": "…"}'

    def ok(self, v: Any) -> bool:
        return (isinstance(v, str) and bool(v)) or (
            isinstance(v, dict) and isinstance(v.get("en"), str) and all(isinstance(x, str) and x for x in v.values()))

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        return {"$ref": "#/$defs/texts"}


@dataclass(frozen=True)
class ListOf(Kind):
    item: Kind

    @property
    def example(self) -> str:
        return f"[{self.item.example}]"

    def ok(self, v: Any) -> bool:
        return isinstance(v, list) and all(self.item.ok(x) for x in v)

    def check(self, v: Any, where: str, at: str) -> None:
        if not isinstance(v, list):
            super().check(v, where, at)
        for x in v:
            self.item.check(x, where, f"{at}[]")

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        return {"type": "array", "items": self.item.json(names)}


@dataclass(frozen=True)
class ByNumber(Kind):
    """{"13": 3}: a value by a number (of players, of living players), the number as a key."""

    value: Kind
    example: str = '{"1": 2, "13": 3}'

    def ok(self, v: Any) -> bool:
        return isinstance(v, dict) and bool(v) and all(k.isdigit() and self.value.ok(n) for k, n in v.items())

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        return {"type": "object", "minProperties": 1, "propertyNames": {"pattern": "^[0-9]+$"},
                "additionalProperties": self.value.json(names)}


@dataclass(frozen=True)
class AnyOf(Kind):
    kinds: tuple[Kind, ...]

    @property
    def example(self) -> str:
        return " / ".join(k.example for k in self.kinds)

    def ok(self, v: Any) -> bool:
        return any(k.ok(v) for k in self.kinds)

    def check(self, v: Any, where: str, at: str) -> None:
        fits = [k for k in self.kinds if k.ok(v)]
        if fits:
            return
        deep = [k for k in self.kinds if isinstance(k, (Obj, ListOf)) and isinstance(v, (dict, list))]
        if len(deep) == 1:                                       # an object with one bad value inside: name it
            deep[0].check(v, where, at)
        super().check(v, where, at)

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        return {"anyOf": [k.json(names) for k in self.kinds]}


def one_of(*kinds: Kind) -> AnyOf:
    return AnyOf(tuple(kinds))


@dataclass(frozen=True)
class Key:
    """One key of an object: its kind, whether a record must give it, and what it means (shown by
    a host's editor)."""

    kind: Kind
    required: bool = False
    doc: str = ""


def key(kind: Kind, doc: str = "") -> Key:
    return Key(kind, False, doc)


def must(kind: Kind, doc: str = "") -> Key:
    return Key(kind, True, doc)


@dataclass(frozen=True)
class Obj(Kind):
    """An object of named keys. `names`: its keys are a registry's names (`passive`: the passive
    abilities), each of the kind listed in `keys`, or of any kind when not listed; `other`: the kind
    of the keys not listed (None: no other key is allowed)."""

    keys: dict[str, Key] = field(default_factory=dict)
    names: str | None = None
    other: Kind | None = None
    ref: str | None = None                  # its name under the schema's $defs
    example: str = "{…}"

    def ok(self, v: Any) -> bool:
        try:
            self.check(v, "", "")
        except CatalogueError:
            return False
        return True

    def kind_of(self, name: str) -> Kind | None:
        if name in self.keys:
            return self.keys[name].kind
        if self.names is not None:
            return ANY
        return self.other

    def check(self, v: Any, where: str, at: str) -> None:
        """An object deep inside the record: every value of the kind listed (`catalogue.bad_type`)."""
        if not isinstance(v, dict):
            raise CatalogueError("catalogue.bad_type", where=where, field=at, value=_shown(v), expected=self.example)
        for name, value in v.items():
            kind = self.kind_of(name)
            if kind is None:
                raise CatalogueError("catalogue.unknown_key", where=where, field=f"{at}.{name}".lstrip("."))
            kind.check(value, where, f"{at}.{name}".lstrip("."))
        for name, k in self.keys.items():
            if k.required and name not in v:
                raise CatalogueError("catalogue.missing_key", where=where, field=f"{at}.{name}".lstrip("."))

    def check_keys(self, v: dict[str, Any], where: str) -> None:
        """A part of the record's own structure (the record, a step, an action, an office): an
        unknown or missing key, or a key's bad value (`catalogue.bad_value`); an open part under
        a key (`passive`, `params`…) is checked as a deep object."""
        for name in v:
            if self.kind_of(name) is None:
                raise CatalogueError("catalogue.unknown_key", where=where, field=name)
        for name, k in self.keys.items():
            if name not in v:
                if k.required:
                    raise CatalogueError("catalogue.missing_key", where=where, field=name)
                continue
            value = v[name]
            if _own(k.kind):                    # steps, actions, an office: checked by their own function
                ok = isinstance(value, dict) if isinstance(k.kind, Obj) else (
                    isinstance(value, list) and all(isinstance(x, dict) for x in value))
                if not ok:
                    raise CatalogueError("catalogue.bad_value", where=where, field=name, value=str(value)[:60])
            elif isinstance(k.kind, (Obj, ListOf)) and isinstance(value, (dict, list)):
                k.kind.check(value, where, name)
            elif not k.kind.ok(value):
                raise CatalogueError("catalogue.bad_value", where=where, field=name, value=str(v[name])[:60])

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        if self.ref:
            return {"$ref": f"#/$defs/{self.ref}"}
        return self.body(names)

    def body(self, names: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "object"}
        props = {}
        for name, k in self.keys.items():
            props[name] = k.kind.json(names) | ({"description": k.doc} if k.doc else {})
        if self.names and self.names in names:
            for name in sorted(names[self.names]):
                props.setdefault(name, {})
        if props:
            out["properties"] = props
        required = [n for n, k in self.keys.items() if k.required]
        if required:
            out["required"] = required
        if self.names:
            out["additionalProperties"] = False if self.names in names else True
        else:
            out["additionalProperties"] = self.other.json(names) if self.other else False
        return out


OWN = ("step", "action", "office", "win")


def _own(kind: Kind) -> bool:
    """Is the part under a key a structure checked by a function of its own (check_step,
    check_action, the office's keys), whose messages name its keys (`catalogue.bad_value`)?"""
    item = kind.item if isinstance(kind, ListOf) else kind
    return isinstance(item, Obj) and item.ref in OWN


@dataclass(frozen=True)
class Anything(Kind):
    example: str = "…"

    def ok(self, v: Any) -> bool:
        return True

    def json(self, names: dict[str, Any]) -> dict[str, Any]:
        return {}


ANY = Anything()
TEXT, BOOL, INT, NUM = Text(), Bool(), Int(), Num()
TEXTS = Texts()
TEXT_LIST = ListOf(TEXT)
RULE = Text(example='"004:111"')                         # a seed line the rule cites
NOTICE = Text(example='"notice.protected"')              # a text key of the engine's catalogue
ORDER = one_of(Null(), Int(0, 100))                      # a place in the night's order
FIGURE = Int(0, 6)                                       # a number of targets
OPTIONS_MATCH = Obj(other=ANY, example='{"sheriff": "day1"}')   # only in games whose options match


def param(kind: Kind) -> Kind:
    """An effect's setting: its kind, or "option:<name>" (the ruleset decides, registry.Act.param)."""
    return one_of(kind, OptionRef())


# --- the record ---------------------------------------------------------------------------------

PARAMS = Obj({
    "backfire": key(param(TEXT), "the cause of the actor's death when the attack backfires"),
    "borrow": key(param(TEXT), "a right guess lends the guessed role's ability (marker)"),
    "failed": key(param(NOTICE), "the notice the actor is told when the marker does not stick"),
    "fails_on": key(Obj({"teams": key(TEXT_LIST), "markers": key(TEXT_LIST)}), "the marker does not stick on these"),
    "food": key(param(TEXT)), "gets": key(param(word("inspect", "attack"))),
    "grants": key(param(TEXT), "a role whose death triggers the marker gives"),
    "group": key(param(TEXT), "the marked join this group's wake"),
    "include_actor": key(param(BOOL)), "into": key(param(TEXT), "a role: convert into it"),
    "lands": key(param(word("kill", "convert"))), "marker": key(param(TEXT), "a status marker"),
    "max_length": key(param(Int(1))), "notice": key(param(NOTICE)), "obstructed": key(param(BOOL)),
    "paid": key(param(NOTICE)), "price": key(param(TEXT)), "report_group": key(param(TEXT)),
    "resource": key(param(TEXT)), "reveal_choice": key(param(BOOL)), "source": key(param(TEXT)),
    "strong": key(param(BOOL)), "tally": key(param(BOOL)), "tell": key(param(TEXT)),
    "true_role": key(param(BOOL)), "turns_into": key(param(TEXT)),
    "until": key(param(one_of(Null(), TEXT)), "how long a marker lasts (null: for good)"),
    "votes": key(param(INT)), "weak_disguises": key(param(BOOL)), "with_actor": key(param(BOOL)),
}, example='{"marker": "lit"}')

ACTION = Obj({
    "id": must(TEXT, "the action's id: the `action` of the moderator's input"),
    "effect": must(Text(names="effects"), "a registered effect (engine/effects/)"),
    "targets": key(FIGURE, "how many players at most"),
    "min_targets": key(FIGURE, "how many at least (\"up to N\")"),
    "targets_when_alive": key(ByNumber(FIGURE), "targets by living players: {\"13\": 2}"),
    "pool": key(word("alive", "dead", "any", "group")),
    "self": key(one_of(BOOL, OptionRef()), "may the actor choose itself"),
    "no_repeat": key(one_of(BOOL, OptionRef()), "not the same target two nights running"),
    "once_per_target": key(BOOL), "uses": key(one_of(Null(), Int(1), ByNumber(Int(1))), "charges per game"),
    "optional": key(BOOL), "attack": key(TEXT, "the kind of attack (the cause of death's word)"),
    "blocks": key(TEXT_LIST, "attack kinds or attacker tags a protection stops (\"all\")"),
    "target": key(word("wolf_victim")),
    "outcome": key(Obj(other=word("target", "actor", "both"), example='{"lycan": "target"}')),
    "when": key(OPTIONS_MATCH), "filter": key(Text(names="filters"), "a named target filter"),
    "pick_role": key(one_of(BOOL, word("any", "deck"), TEXT_LIST), "a role is picked per target"),
    "gate": key(Text(names="gates"), "a named phase gate"),
    "params": key(Obj(PARAMS.keys, names="effect_params", example=PARAMS.example), "the effect's settings"),
    "default": key(one_of(word("random"), Obj(other=ANY)), "nothing chosen: a random target, or this input"),
    "rule": key(RULE), "costs": key(TEXT, "each use spends one of the actor's resources"),
    "per_players": key(Int(1), "at most one target per this many players"),
    "name": key(TEXTS, "the action's own name (a host's role)"),
}, ref="action")

VARIANT = Obj({"when": must(OPTIONS_MATCH), "lines": must(TEXTS), "sources": key(TEXT_LIST)})
EXTRA_LINES = Obj({"when_roles": key(TEXT_LIST), "when": key(OPTIONS_MATCH), "lines": must(TEXTS)})

STEP = Obj({
    "id": must(TEXT), "first_night": key(ORDER, "order number on night 1 (null: not then)"),
    "other_nights": key(ORDER, "order number from night 2 on (null: not then)"),
    "nights": key(ListOf(INT), "only on these nights"), "lines": must(TEXTS, "the moderator's lines"),
    "variants": key(ListOf(VARIANT), "other lines under some options"), "extra_lines": key(ListOf(EXTRA_LINES)),
    "show": key(Text(names="shows"), "what the moderator shows privately"),
    "actions": key(ListOf(ACTION)),
    "exclusive_actions": key(one_of(BOOL, OptionRef())), "skip_when": key(TEXT),
    "when_roles": key(TEXT_LIST), "when_groups": key(TEXT_LIST),
    "wakes": key(one_of(TEXT, Null()), "a group whose members wake"), "wakes_marked": key(TEXT),
    "lines_with_election": key(TEXTS), "sources": key(TEXT_LIST), "phase": key(word("night")),
    "gate": key(Text(names="gates")), "alone": key(BOOL), "day_choice": key(BOOL), "when": key(OPTIONS_MATCH),
    "moment": key(word("before_vote", "after_vote"), "dusk steps: when"), "order": key(ORDER),
    "borrows": key(TEXT), "recognise": key(BOOL, "the group's members see each other"),
}, ref="step")

PASSIVE = Obj({
    "ascend_when_elected": key(Obj({"office": must(TEXT), "rule": key(RULE), "says": key(TEXT),
                                    "void_votes": key(BOOL)})),
    "backfires_into": key(TEXT, "converting the holder turns the converter into this role"),
    "category_option": key(TEXT, "a ruleset option names the holder's category"),
    "convert_into": key(TEXT), "converts_as": key(Obj({"into": must(TEXT), "others": key(TEXT), "rule": key(RULE)})),
    "death_penalty": key(TEXT_LIST), "delayed_death": key(Obj({"rule": key(RULE)})),
    "disease_immune": key(one_of(BOOL, RULE)), "disguise": key(Obj({"role": must(TEXT), "strong": key(BOOL)})),
    "immune": key(TEXT_LIST, "attacks of these kinds fail"),
    "lives": key(Obj({"count": key(Int(1)), "against": key(TEXT_LIST), "at": key(word("night")),
                      "hide_from_witch": key(BOOL), "told": key(BOOL), "rule": key(RULE)}, example='{"count": 2}')),
    "narrated": key(Obj({"rule": key(RULE)})), "not_a_player": key(BOOL), "on_exile": key(word("reveal_and_survive")),
    "pack_tiebreak": key(BOOL), "peeks_at": key(TEXT), "plain_card": key(BOOL),
    "redirect": key(Obj({"from": must(TEXT), "marker": must(TEXT)})),
    "resources": key(Obj(other=Int(0), example='{"souls": 1}'), "what the holder starts with"),
    "self_destruct": key(one_of(BOOL, OptionRef())),
    "spends_to_survive": key(Obj({"resource": must(TEXT), "notice": key(NOTICE), "rule": key(RULE)})),
    "starts_marked": key(TEXT_LIST, "status markers worn from the start"),
    "turns_into": key(Obj({"into": must(TEXT), "against": key(TEXT_LIST), "rule": key(RULE)})),
}, names="passives", example='{"lives": {"count": 2}}')

WATCH = Obj({"attribute": key(TEXT), "group": key(TEXT), "listed": key(TEXT), "marker": key(TEXT), "team": key(TEXT)})
ON_DEATH = Obj({
    "trigger": must(Text(names="triggers"), "a registered death trigger (engine/triggers.py)"),
    "action": key(TEXT), "anonymous": key(BOOL), "attack": key(TEXT), "attacked": key(BOOL),
    "attacked_by": key(TEXT_LIST), "cause": key(TEXT), "causes": key(TEXT_LIST), "count": key(INT),
    "except": key(TEXT_LIST), "holder": key(TEXT), "into": key(TEXT), "marker": key(TEXT), "notice": key(NOTICE),
    "only": key(TEXT_LIST), "pick": key(TEXT), "repeat": key(BOOL), "rule": key(RULE), "says": key(TEXT),
    "step": key(TEXT), "watch": key(WATCH), "when_gone": key(BOOL),
})

START_INFO = Obj({"kind": must(Text(names="start_info"), "what is drawn (engine/start_info.py)"),
                  "count": key(Int(1)), "group": key(TEXT), "step": key(TEXT), "team": key(TEXT)})

VOTE = Obj({
    "weight": key(NUM, "the holder's own vote instead of 1"), "factor": key(NUM, "the holder's vote times this"),
    "redirect": key(TEXT, "a standing-target marker: lynched in the holder's place"),
    "group_weight": key(NUM, "the holder's weight in a night group vote"),
    "mandatory": key(RULE, "must vote in every lynch poll (the seed line)"),
    "against": key(NUM, "invisible votes on the holder in every lynch poll"),
}, names="vote_keys", example='{"weight": 0}')

WIN = Obj(ref="win", keys={
    "check": must(one_of(Text(names="wins"), OptionRef()), "a registered win check (engine/victory.py)"),
    "params": key(Obj({"marker": key(TEXT), "others": key(INT), "role": key(TEXT)}, other=ANY)),
    "rule": key(one_of(RULE, Obj(other=RULE))), "says": key(TEXT), "mode": key(word("team", "co", "ascend")),
    "lets_win": key(TEXT_LIST, "a living holder does not stop these teams"),
})

OFFICE = Obj(ref="office", keys={
    "rank": must(Int(1), "1 = elected first (the Mayor, 004:832)"),
    "extra_vote": key(INT, "added to the holder's vote (004:843)"),
    "top_two_above": key(INT, "more living players than this: the holder decides whether the top two are lynched"),
    "knows": key(word("dead_roles"), "what the holder is told (the Reporter, 004:850)"),
})

ROLE = Obj({
    "$schema": key(TEXT, "the JSON Schema of role records (resources/schema/role.schema.json)"),
    "id": must(TEXT, "the file's name"), "card": must(word("role", "badge", "token")),
    "name": must(TEXTS), "team": must(TEXT, "a team of script.json \"teams\""),
    "category": must(word(*CATEGORIES)), "seer_sees": must(word("good", "wolf")),
    "has_skill": must(BOOL), "unique": must(BOOL), "balance": must(INT, "deck hint"),
    "groups": key(TEXT_LIST, "groups the holder belongs to (pack, lovers, cult…)"),
    "ability": must(TEXTS), "sources": must(TEXT_LIST, "seed lines"),
    "setup": key(Obj({"extra_cards": key(Obj(other=Int(0), example='{"villager": 2}')), "hidden_card": key(BOOL),
                      "warn_with": key(Obj(other=NOTICE, example='{"elder": "deck.guard_with_elder"}'))})),
    "night": key(ListOf(STEP), "its wake steps"), "passive": key(PASSIVE, "abilities without a wake"),
    "art": key(TEXT, "a file name in resources/art"),
    "attributes": key(ListOf(Text(names="attributes")), "what the rules ask about it (engine/attributes.py)"),
    "rulesets": key(TEXT_LIST, "offered only in these rulesets (default: all)"),
    "variant_of": key(TEXT, "this record replaces that role in its rulesets"),
    "section": key(TEXT, "where the role stands in its book"),
    "playable": key(Obj({"table": key(BOOL), "reason": key(TEXTS)}), "{\"table\": false}: never dealt"),
    "on_death": key(ListOf(ON_DEATH), "death triggers"), "start_info": key(START_INFO),
    "vote": key(VOTE, "day-vote modifiers (engine/votes.py)"), "dusk": key(ListOf(STEP), "steps at the day's dusk"),
    "win": key(WIN, "the role's own win (engine/victory.py)"), "office": key(OFFICE, "an elected office"),
})


# --- checking a record ----------------------------------------------------------------------------

Registries = dict[str, Any]


def known(registries: Registries | None, table: str, name: Any) -> bool:
    """`name` is in the engine's table `table`; every name is, when no engine handed its tables
    (`registries` None: the catalogue alone, cardprint)."""
    return registries is None or name in registries[table]


def check_role(path: str, data: Any, registries: Registries | None) -> None:
    """Check one role record; `registries` names what effects/passives/triggers/filters/gates exist."""
    if not isinstance(data, dict):
        raise CatalogueError("catalogue.bad_record", path=path, reason="not an object")
    where = f"{path} ({data.get('id', '?')})"
    ROLE.check_keys(data, where)
    for name in data.get("passive", {}):
        if not known(registries, "passives", name):
            raise CatalogueError("catalogue.unknown_key", where=f"{where} passive", field=name)
    for trig in data.get("on_death", []):
        if not known(registries, "triggers", trig.get("trigger")):
            raise CatalogueError("catalogue.bad_value", where=f"{where} on_death", field="trigger",
                                 value=str(trig.get("trigger")))
    kind = data.get("start_info", {}).get("kind")
    if "start_info" in data and not known(registries, "start_info", kind):
        raise CatalogueError("catalogue.bad_value", where=f"{where} start_info", field="kind", value=str(kind))
    for attr in data.get("attributes", []):
        if not known(registries, "attributes", attr):
            raise CatalogueError("catalogue.bad_value", where=where, field="attributes", value=attr)
    for step in data.get("night", []):
        check_step(f"{where} night/{step.get('id', '?')}", step, registries)
    for step in data.get("dusk", []):
        check_step(f"{where} dusk/{step.get('id', '?')}", step, registries)
        if "moment" not in step:
            raise CatalogueError("catalogue.missing_key", where=f"{where} dusk/{step.get('id', '?')}", field="moment")
    if "office" in data:
        OFFICE.check_keys(data["office"], f"{where} office")
    if "win" in data:
        check_win(f"{where} win", data["win"], registries)
    for name in data.get("vote", {}):
        if not known(registries, "vote_keys", name):
            raise CatalogueError("catalogue.unknown_key", where=f"{where} vote", field=name)


def check_step(where: str, step: dict[str, Any], registries: Registries | None) -> None:
    STEP.check_keys(step, where)
    if "gate" in step and not known(registries, "gates", step["gate"]):
        raise CatalogueError("catalogue.bad_value", where=where, field="gate", value=step["gate"])
    if "show" in step and not known(registries, "shows", step["show"]):
        raise CatalogueError("catalogue.bad_value", where=where, field="show", value=step["show"])
    for action in step.get("actions", []):
        check_action(f"{where}/{action.get('id', '?')}", action, registries)


def check_action(where: str, action: dict[str, Any], registries: Registries | None) -> None:
    ACTION.check_keys(action, where)
    eff = registries["effects"].get(action["effect"]) if registries is not None else None
    if registries is not None and eff is None:
        raise CatalogueError("catalogue.bad_effect", where=where, effect=action["effect"])
    if eff is not None:
        for name in action.get("params", {}):
            if name not in eff.params:
                raise CatalogueError("catalogue.unknown_key", where=f"{where} params", field=name)
    for name, registry in (("gate", "gates"), ("filter", "filters")):
        if name in action and not known(registries, registry, action[name]):
            raise CatalogueError("catalogue.bad_value", where=where, field=name, value=action[name])


DAY_ORDER = Obj({
    "beat": must(TEXT), "when": key(TEXT_LIST), "sources": key(TEXT_LIST), "round": key(INT),
    "moment": key(word("before_vote", "after_vote")), "lynch": key(INT),
    "lines": key(TEXTS), "lines_open": key(TEXTS),      # the dusk step's 法官 lines
})


def check_day_order(where: str, entries: Any, registries: Registries | None) -> None:
    """`script.json` "day_order": each beat a kind day.py plays, each condition a named one."""
    if not isinstance(entries, list) or not entries:
        raise CatalogueError("catalogue.bad_value", where=where, field="day_order", value=str(entries)[:60])
    for i, entry in enumerate(entries):
        at = f"{where}[{i}]"
        if not isinstance(entry, dict):
            raise CatalogueError("catalogue.bad_value", where=at, field="beat", value=str(entry)[:60])
        DAY_ORDER.check_keys(entry, at)
        if not known(registries, "day_beats", entry["beat"]):
            raise CatalogueError("catalogue.bad_value", where=at, field="beat", value=entry["beat"])
        for name in entry.get("when", ()):
            if not known(registries, "day_conditions", name):
                raise CatalogueError("catalogue.bad_value", where=at, field="when", value=name)


TEAM = Obj({                                            # an entry of script.json "teams" (victory.py)
    "id": must(TEXT), "solo": key(BOOL, "one of the book's Solo teams (004 §4)"),
    "win": key(WIN), "each_seat": key(BOOL, "every holder is a team of its own"),
    "unaligned": key(BOOL, "never wins as a team, never stands in a team's way"), "sources": key(TEXT_LIST),
})


def check_teams(teams: Any, roles: dict[str, Any], registries: Registries | None) -> dict[str, dict[str, Any]]:
    """Check `script.json` "teams" and every role's team and `win` against it and the wins
    (`registries["wins"]`, victory.WINS)."""

    where = "script.json teams"
    if not isinstance(teams, list) or not teams:
        raise CatalogueError("catalogue.bad_value", where=where, field="teams", value=str(teams)[:60])
    out: dict[str, dict[str, Any]] = {}
    for entry in teams:
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
            raise CatalogueError("catalogue.bad_value", where=where, field="id", value=str(entry)[:60])
        TEAM.check_keys(entry, f"{where}/{entry['id']}")
        if "win" in entry:
            check_win(f"{where}/{entry['id']}", entry["win"], registries)
        out[entry["id"]] = entry
    for role in roles.values():
        if role.team not in out:
            raise CatalogueError("catalogue.bad_value", where=role.id, field="team", value=role.team)
        if role.win:
            check_win(f"{role.id} win", role.win, registries)
        elif out[role.team].get("each_seat") and role.dealt:
            raise CatalogueError("catalogue.missing_key", where=role.id, field="win")
    return out


def check_win(where: str, win: Any, registries: Registries | None) -> None:
    """A win (a team's in script.json, a role's own): its keys (`WIN`) and its check a registered one."""
    if not isinstance(win, dict) or "check" not in win:
        raise CatalogueError("catalogue.missing_key", where=where, field="check")
    WIN.check_keys(win, where)
    name = win["check"]
    if not (option_name(name) is not None or known(registries, "wins", name)):
        raise CatalogueError("catalogue.bad_value", where=where, field="check", value=str(name))


def is_option_ref(v: Any) -> bool:
    return option_name(v) is not None


# --- the JSON Schema ------------------------------------------------------------------------------

def role_schema(registries: dict[str, Any]) -> dict[str, Any]:
    """The JSON Schema of a role record (draft 2020-12), made from the description above with the
    registries' names (effects, passives, triggers, gates, filters, shows…) as the words an editor
    offers. `resources/schema/role.schema.json` holds it (`python3 dev.py schema`)."""
    names = {k: list(v) for k, v in registries.items()}
    names["effect_params"] = sorted({p for eff in registries["effects"].values() for p in eff.params})
    return {
        "$schema": SCHEMA_URI,
        "title": "Werewolf Desktop role record",
        "description": "One role of Werewolf Desktop (docs/adding-roles.md). Generated from "
                       "werewolf_desktop/engine/schema.py: do not edit by hand.",
        **ROLE.body(names),
        "$defs": {"step": STEP.body(names), "action": ACTION.body(names), "office": OFFICE.body(names),
                  "win": WIN.body(names),
                  "texts": {"anyOf": [{"type": "string", "minLength": 1},
                                      {"type": "object", "required": ["en"],
                                       "additionalProperties": {"type": "string", "minLength": 1}}]}},
    }


def schema_text(registries: dict[str, Any]) -> str:
    """The schema as the shipped file writes it."""
    return json.dumps(role_schema(registries), ensure_ascii=False, indent=2) + "\n"

