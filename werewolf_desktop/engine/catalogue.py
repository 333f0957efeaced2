"""The role catalogue, the script, the rulesets and the presets, loaded from `resources/`.

Everything about a role that is not a small mechanic lives in its JSON record
(`resources/roles/<id>.json`): names, team, what the seer sees, ability text, its night steps
with their order numbers, 法官 lines and action constraints. Meta-steps (close eyes, lovers,
the pack, dawn) and the day's entries come from `resources/script.json`. This module only
holds that data (catalogue_loader.py reads and checks it); it holds no rule.
"""
from __future__ import annotations

import os
from dataclasses import MISSING, Field, FrozenInstanceError, dataclass, field, fields
from functools import cached_property, lru_cache
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, dataclass_transform

from ..catalogue_cache import cached
from ..paths import resources_dir
from .errors import CatalogueError

if TYPE_CHECKING:
    from .schema import Registries

# Reading and checking the records (catalogue_loader.py, with schema.py's checks) is loaded on first
# use (PEP 562, as the engine package's names): a start that finds a checked catalogue kept
# (catalogue_cache.py) needs only the classes below to unpickle it, not the schema (~7 ms, issue 32).
_LOADER = ("load_catalogue", "load_role")


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
class _Record:
    """A frozen dataclass whose methods are written once, here. `@dataclass(frozen=True)` compiles six
    for each class at import (__init__, __repr__, __eq__, __hash__, __setattr__, __delattr__): ~5.8 ms
    for the six classes below, before the first screen (issue 32). These do the same: construction
    by position or keyword with the fields' defaults and default factories, the same repr, equality
    field by field, no assignment or deletion (FrozenInstanceError). Each subclass is still made a
    dataclass, one that generates nothing (`fields`, `replace`, `asdict` and pickling as before), and
    type checkers see a frozen dataclass (PEP 681). Not hashable, as before (each record holds a
    dict, on which the generated hash raised). Plain fields only: no InitVar, init=False, kw_only."""

    _fields: ClassVar[tuple[Field, ...]]

    def __init_subclass__(cls) -> None:
        cls._fields = fields(dataclass(init=False, repr=False, eq=False)(cls))  # type: ignore[arg-type]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        names = [f.name for f in self._fields]
        values = dict(zip(names, args))
        if len(args) > len(names) or values.keys() & kwargs or kwargs.keys() - set(names):
            raise TypeError(f"{type(self).__name__} takes the fields {names}, not {args} {kwargs}")
        values.update(kwargs)
        for f in self._fields:
            if f.name in values:
                value = values[f.name]
            elif f.default is not MISSING:
                value = f.default
            elif f.default_factory is not MISSING:
                value = f.default_factory()
            else:
                raise TypeError(f"{type(self).__name__} needs its field {f.name!r}")
            object.__setattr__(self, f.name, value)

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}({', '.join(f'{f.name}={getattr(self, f.name)!r}' for f in self._fields)})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return tuple(getattr(self, f.name) for f in self._fields) == tuple(getattr(other, f.name) for f in self._fields)

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")


class Action(_Record):
    """One thing a woken player may do at a step (guard's protect, witch's save, pack's kill…).

    `effect` names a function of the effect registry (effects/); the other fields say who may be
    chosen and how often, all checked by the engine the same way for every role."""

    id: str
    effect: str
    targets: int = 1
    min_targets: int | None = None      # "up to N": fewer may be chosen (None: exactly `targets`)
    pool: str = "alive"                 # alive | dead | any | group (members of the step's group)
    self_target: bool | str | dict[str, str] = True   # True/False or {"option": "<name>"} (a ruleset option decides)
    no_repeat: bool | str | dict[str, str] = False    # not the same target two nights running
    once_per_target: bool = False       # each player at most once per game (the Oracle, 004 §2.4)
    uses: int | dict[str, int] | None = None   # charges per game (None: unlimited; {"13": 3}: by players, night.charges)
    optional: bool = True               # may the player pass?
    attack: str | None = None           # kind of attack for effect "attack" (wolf, poison, vigilante)
    blocks: tuple[str, ...] = ()        # attack kinds or attacker tags a "protect" stops ("all")
    target: str | None = None           # a fixed target, e.g. "wolf_victim" for the antidote
    outcome: dict[str, str] | None = None   # attack by the target's kind: {"lycan": "target", "village": "actor"}
    when: dict[str, Any] = field(default_factory=dict)   # only in games whose options match (seed 002 variants)
    filter: str | None = None           # a named target filter (rules.FILTERS)
    pick_role: bool | str | tuple[str, ...] = False    # a role is picked on the device, one per target
    gate: str | None = None             # a named phase gate (rules.GATES)
    params: dict[str, Any] = field(default_factory=dict)   # the effect's own settings
    default: str | dict | None = None   # nothing chosen → "random" (a random target) or this input ({"roles": ["wolf"]})
    rule: str | None = None             # the seed line a death by this action cites
    costs: str | None = None            # each use spends one of the actor's resources (resources.py: souls)
    targets_when_alive: dict[str, int] = field(default_factory=dict)   # {"13": 2}: 2 targets from 13 living players
    per_players: int | None = None      # at most one target per this many players of the game (the Ice King's 5)
    name: dict[str, str] | str | None = None   # the action's own name (a host's role); else `action.<id>`

    def charges(self, players: int) -> int | None:
        """Charges per game with this many players (`uses` by players: the Evil Scientist's two
        vials, three in larger games, 004:947)."""
        if isinstance(self.uses, dict):
            return max((n for k, n in self.uses.items() if int(k) <= players), default=min(self.uses.values()))
        return self.uses

    @classmethod
    def from_json(cls, data: dict[str, Any], where: str) -> "Action":
        pick = data.get("pick_role", False)
        return cls(
            id=data["id"], effect=data["effect"], targets=int(data.get("targets", 1)),
            min_targets=data.get("min_targets"), pool=data.get("pool", "alive"),
            self_target=data.get("self", True), no_repeat=data.get("no_repeat", False),
            once_per_target=bool(data.get("once_per_target", False)), uses=data.get("uses"),
            optional=bool(data.get("optional", True)), attack=data.get("attack"),
            blocks=tuple(data.get("blocks", ())), target=data.get("target"), outcome=data.get("outcome"),
            when=dict(data.get("when", {})), filter=data.get("filter"),
            pick_role=tuple(pick) if isinstance(pick, list) else pick, gate=data.get("gate"),
            params=dict(data.get("params", {})), default=data.get("default"), rule=data.get("rule"),
            costs=data.get("costs"),
            targets_when_alive=dict(data.get("targets_when_alive", {})),
            per_players=data.get("per_players"), name=data.get("name"),
        )


class Step(_Record):
    """An entry of the ordered night script: a role's wake, a group's wake, or a meta-step."""

    id: str
    lines: dict[str, str]
    first_night: int | None = None      # order number on night 1 (None: not on night 1)
    other_nights: int | None = None     # order number from night 2 on (None: not then)
    nights: tuple[int, ...] = ()        # if given, only on these night numbers
    role: str | None = None             # the role that wakes (role steps)
    wakes: str | None = None            # a group that wakes ("pack", "lovers") for meta-steps
    wakes_marked: str | None = None     # … or the players carrying this status marker (an offer's receiver)
    show: str | None = None             # what the moderator shows privately
    actions: tuple[Action, ...] = ()
    when_roles: tuple[str, ...] = ()    # meta-step only happens if one of these roles is in the deck
    when_groups: tuple[str, ...] = ()   # … or a role of one of these groups is
    extra_lines: tuple[dict, ...] = ()
    skip_when: str | None = None
    exclusive_actions: bool | str | dict[str, str] = False
    lines_with_election: dict[str, str] | None = None
    variants: tuple[dict, ...] = ()     # [{"when": {option: value}, "lines": {...}}]: wording per ruleset
    sources: tuple[str, ...] = ()
    gate: str | None = None             # a named phase gate (rules.GATES): "from_night_2", "even_nights"
    alone: bool = False                 # a group step at which each member of the group acts alone
    day_choice: bool = False            # the choice is the day's (S6): a player who died that day still makes it (004:559)
    when: dict[str, Any] = field(default_factory=dict)   # only in games whose options match (the 003 hunter's thumb)
    moment: str | None = None           # dusk steps: "before_vote" | "after_vote" (004 reference S5)
    rank: int | None = None             # dusk steps: "order" among today's dusk steps
    borrows: str | None = None          # dusk steps: the actions of the role named by the actor's marker (borrow.py)
    recognise: bool = False             # a group's wake at which the members see each other (told on the phone)

    def lines_for(self, options: dict[str, Any], night: int, roles: Any = ()) -> dict[str, str]:
        """The lines to read at this step in this game: the variant its options call for (the
        classic seer's thumb means "werewolf", 000:49), the dawn's election wording on night 1
        (003:64), and extra lines for roles in the deck (the little girl may peek, 001:7)."""
        lines = dict(self.lines)
        for variant in self.variants:
            if all(options.get(k) == v for k, v in variant["when"].items()):
                lines = dict(variant["lines"])
        if self.lines_with_election and night == 1 and options.get("sheriff") == "day1":
            lines = dict(self.lines_with_election)
        roles = set(roles)
        for extra in self.extra_lines:
            by_role = set(extra.get("when_roles", ())) & roles
            by_option = extra.get("when") and all(options.get(k) == v for k, v in extra["when"].items())
            if by_role or by_option:
                for lang, text in extra["lines"].items():
                    lines[lang] = lines.get(lang, "") + " " + text
        return lines

    def key(self, action: Action) -> str:
        """"witch.save": how an action's charges and history are kept on a seat and in the state."""
        return f"{self.id}.{action.id}"

    def actions_for(self, options: dict[str, Any]) -> tuple[Action, ...]:
        """The actions this game offers at the step (Dark City's swap, Thing's convert: seed 002)."""
        # most actions and steps have no `when`: those skip the generator (asked per step and night, issue 32)
        return tuple(a for a in self.actions if not a.when or all(options.get(k) == v for k, v in a.when.items()))

    @cached_property
    def always_offered(self) -> bool:
        """No action of the step has a `when` (an option) or a `gate` (a night number): it offers all
        its actions in every game and every night (most steps). Kept with the step, which is frozen."""
        return not any(a.when or a.gate for a in self.actions)

    def called_in(self, options: dict[str, Any]) -> bool:
        return not self.when or all(options.get(k) == v for k, v in self.when.items())

    def order(self, night: int) -> int | None:
        if self.nights and night not in self.nights:
            return None
        return self.first_night if night == 1 else self.other_nights

    @classmethod
    def from_json(cls, data: dict[str, Any], role: str | None, where: str) -> "Step":
        return cls(
            id=data["id"], lines=data.get("lines") or {}, first_night=data.get("first_night"),
            other_nights=data.get("other_nights"), nights=tuple(data.get("nights", ())), role=role,
            wakes=data.get("wakes"), wakes_marked=data.get("wakes_marked"), show=data.get("show"),
            actions=tuple(Action.from_json(a, f"{where}/{a.get('id')}") for a in data.get("actions", ())),
            when_roles=tuple(data.get("when_roles", ())), when_groups=tuple(data.get("when_groups", ())),
            extra_lines=tuple(data.get("extra_lines", ())), skip_when=data.get("skip_when"),
            exclusive_actions=data.get("exclusive_actions", False),
            lines_with_election=data.get("lines_with_election"), variants=tuple(data.get("variants", ())),
            sources=tuple(data.get("sources", ())), gate=data.get("gate"), alone=bool(data.get("alone", False)),
            day_choice=bool(data.get("day_choice", False)),
            when=dict(data.get("when", {})),
            moment=data.get("moment"), rank=data.get("order"), borrows=data.get("borrows"),
            recognise=bool(data.get("recognise", False)),
        )


class Role(_Record):
    """A role's record (resources/roles/<id>.json): a card dealt, the sheriff's badge or the lovers'
    token, with its names, team, ability text, night and dusk steps and passive rules."""

    id: str
    card: str                 # "role" (dealt), "badge" (sheriff), "token" (lovers)
    name: dict[str, str]
    team: str
    category: str             # 屠边: god (神民) / villager (平民) / wolf / none / chosen (thief)
    seer_sees: str            # "good" or "wolf"
    has_skill: bool
    unique: bool
    balance: int
    groups: tuple[str, ...]
    ability: dict[str, str]
    sources: tuple[str, ...]
    setup: dict[str, Any]
    night: tuple[Step, ...]
    passive: dict[str, Any]
    art: str
    attributes: tuple[str, ...] = ()
    rulesets: tuple[str, ...] = ()          # offered only in these rulesets (empty: everywhere)
    variant_of: str | None = None           # replaces that role in its rulesets (seed 004's Witch)
    section: str | None = None
    playable: dict[str, Any] = field(default_factory=dict)   # {"table": False, "reason": {...}}
    on_death: tuple[dict[str, Any], ...] = ()
    start_info: dict[str, Any] = field(default_factory=dict)
    vote: dict[str, Any] = field(default_factory=dict)
    dusk: tuple[Step, ...] = ()             # steps at the day's dusk step (004 reference S5)
    win: dict[str, Any] = field(default_factory=dict)   # the role's own win (victory.py)
    office: dict[str, Any] = field(default_factory=dict)   # an elected office (004 §6, offices.py): {"rank": 1, …}

    @property
    def at_table(self) -> bool:
        """Can the role be played face to face (seed 004's Bartender cannot, reference table C)?"""
        return bool(self.playable.get("table", True))

    def offered_in(self, ruleset: str) -> bool:
        return not self.rulesets or ruleset in self.rulesets

    def native_to(self, ruleset: "Ruleset") -> bool:
        """Is the role one of `ruleset`'s own (its seeds describe it)? A role listing rulesets is
        native to those; one offered everywhere to each ruleset whose seed it comes from (a seed-003
        Guard is not in the revamped role book); a host's role citing no seed to all."""
        if self.rulesets:
            return ruleset.id in self.rulesets
        seeds = {src.split(":")[0] for src in self.sources}
        return not seeds or bool(seeds & set(ruleset.sources))

    @property
    def dealt(self) -> bool:
        return self.card == "role"

    @property
    def lives(self) -> int:
        return int(self.passive.get("lives", {}).get("count", 1))

    @property
    def lycan(self) -> bool:
        """A true werewolf (seed 004 §3.1): werewolf-team roles unless the record says `not_lycan`."""
        if "lycan" in self.attributes:
            return True
        return self.team == "wolf" and "not_lycan" not in self.attributes


class Ruleset(_Record):
    """A ruleset of resources/rulesets.json: its name, summary, seeds and options."""

    id: str
    name: dict[str, str]
    summary: dict[str, str]
    sources: tuple[str, ...]
    options: dict[str, Any]


class Preset(_Record):
    """A ready-made deck of resources/presets.json: its ruleset, player range, role counts and options."""

    id: str
    ruleset: str
    players: tuple[int, int]
    name: dict[str, str]
    deck: dict[str, Any]
    options: dict[str, Any]
    sources: tuple[str, ...]
    set_aside: int = 0          # cards its roles set aside at the deal (the thief's two, 003:111)

    def deck_for(self, players: int) -> dict[str, int]:
        """Role counts for `players` seats (a thief's two extra villager cards are in the preset's
        counts already where seed 003 lists them, and added by `Setup` otherwise)."""
        lo, hi = self.players
        if not lo <= players <= hi:
            raise CatalogueError("preset.players_out_of_range", preset=self.id, players=players, lo=lo, hi=hi)
        counts: dict[str, int] = {}
        fill = None
        for role_id, n in self.deck.items():
            if n == "fill":
                fill = role_id
                continue
            if isinstance(n, dict):   # scaled by player count: {"8": 2, "12": 3}
                n = max(v for k, v in n.items() if int(k) <= players)
            counts[role_id] = int(n)
        if fill is not None:      # cards set aside at the deal (the thief's two) come on top
            extra = self.set_aside
            counts[fill] = players + extra - sum(counts.values())
        return counts


class Catalogue(_Record):
    """Everything read from resources/ (and the host's own roles): the roles, the script's meta-steps
    and day entries, the rulesets and presets, and the options they may set."""

    roles: dict[str, Role]
    meta_steps: tuple[Step, ...]
    day_entries: tuple[dict, ...]
    rulesets: dict[str, Ruleset]
    presets: dict[str, Preset]
    default_ruleset: str
    default_preset: str
    option_names: frozenset[str] = field(default_factory=frozenset)
    option_values: dict[str, Any] = field(default_factory=dict)
    day_order: tuple[dict, ...] = ()        # the day's beats in order, each with its condition (day.py)
    dawn: dict[str, Any] = field(default_factory=dict)   # defences and batches of the dawn (attacks.py)
    teams: dict[str, dict[str, Any]] = field(default_factory=dict)   # script.json "teams", in order (victory.py)
    refused: tuple[tuple[Path, CatalogueError], ...] = ()   # the host's own role files not loaded, and why

    def check_option(self, name: str, value: Any) -> None:
        """Refuse an unknown option or a value the rules do not know (resources/rulesets.json)."""
        if name not in self.option_names:
            raise CatalogueError("setup.unknown_option", option=name)
        allowed = self.option_values.get(name)
        if isinstance(allowed, dict):           # {"subset": [...]}: a list of some of these
            ok = isinstance(value, list) and set(value) <= set(allowed["subset"])
        else:
            ok = allowed is None or any(_same(value, a) for a in allowed)
        if not ok:
            raise CatalogueError("setup.bad_option_value", option=name, value=str(value))

    def role(self, role_id: str) -> Role:
        try:
            return self.roles[role_id]
        except KeyError:
            raise CatalogueError("catalogue.unknown_role", role=role_id) from None

    def ruleset(self, ruleset_id: str) -> Ruleset:
        try:
            return self.rulesets[ruleset_id]
        except KeyError:
            raise CatalogueError("catalogue.unknown_ruleset", ruleset=ruleset_id) from None

    def preset(self, preset_id: str) -> Preset:
        try:
            return self.presets[preset_id]
        except KeyError:
            raise CatalogueError("catalogue.unknown_preset", preset=preset_id) from None

    def variant(self, role_id: str, ruleset: str) -> str:
        """The record a ruleset plays for `role_id`: seed 004's Witch (`witch_revamped`, variant_of
        "witch") in the revamped ruleset, the role itself elsewhere."""
        for r in self.roles.values():
            if r.variant_of == role_id and r.rulesets and ruleset in r.rulesets:
                return r.id
        return role_id

    def dealt_roles(self, ruleset: str | None = None) -> list[Role]:
        """Cards a deck may hold (in `ruleset`: the roles it offers, its variants replacing the base)."""
        roles = [r for r in self.roles.values() if r.dealt]
        if ruleset is None:
            return roles
        replaced = {r.variant_of for r in roles if r.variant_of and r.offered_in(ruleset)}
        return [r for r in roles if r.offered_in(ruleset) and r.id not in replaced]

    def table_roles(self, ruleset: str) -> tuple[str, ...]:
        """The roles of `ruleset`'s own decks a player can hold at the table (native to it, issue 30:
        not a seed-003 Guard in revamped; not one that cannot be played face to face, not the
        moderator's card): what a role-picking action offers (night.role_choices).
        Worked out once per ruleset and kept with the catalogue: it is frozen and its records do not
        change once loaded (a host's new role means a new catalogue), so the answer cannot go stale."""
        kept = self._table_roles.get(ruleset)
        if kept is None:
            rules = self.ruleset(ruleset)
            kept = self._table_roles[ruleset] = tuple(
                r.id for r in self.dealt_roles(ruleset)
                if r.at_table and not r.passive.get("not_a_player") and r.native_to(rules))
        return kept

    def rules_of(self, role: Role) -> list[Ruleset]:
        """The rulesets a role is native to (where a role dealt into another ruleset comes from)."""
        return [rs for rs in self.rulesets.values() if role.native_to(rs)]

    @cached_property
    def _table_roles(self) -> dict[str, tuple[str, ...]]:
        return {}

    def day_entry(self, entry_id: str) -> dict:
        for entry in self.day_entries:
            if entry["id"] == entry_id:
                return entry
        raise CatalogueError("catalogue.unknown_step", step=entry_id)

    def day_lines(self, entry_id: str, options: dict[str, Any]) -> dict[str, str] | None:
        """The lines of a day entry in this game: the last variant whose options match (everyone
        votes for Düsterwald's Hauptmann, 001:19; a free-talk game's vote by pointing), else its own."""
        entry = self.day_entry(entry_id)
        lines = entry.get("lines")
        for variant in entry.get("variants", ()):
            if all(options.get(k) == v for k, v in variant["when"].items()):
                lines = variant["lines"]
        return lines

    @cached_property
    def dusk_roles(self) -> frozenset[str]:
        """The roles with a dusk step (dusk.py: most decks have none, asked every day)."""
        return frozenset(r.id for r in self.roles.values() if r.dusk)

    @cached_property
    def role_groups(self) -> frozenset[str]:
        """The groups some role belongs to by its record (the pack, the cult), as opposed to groups
        only a marker gives (the Fletcher's customer)."""
        return frozenset(g for r in self.roles.values() for g in r.groups)

    def night_steps(self) -> list[Step]:
        """Every night step of the catalogue (role steps and meta-steps), unordered."""
        return [s for r in self.roles.values() for s in r.night] + list(self.meta_steps)

    def wake_times(self, role_id: str) -> dict[str, Any]:
        """When a role opens its eyes, the same in every deck (the one answer the phone's "wakes"
        line and the printed card's both give): on night 1 / on every later night / only on these
        nights. Its own steps and the group steps it joins count: the Demon opens its eyes at the
        Devil's step (`wakes: "hell"`), the lovers' token at the lovers' wake, night 1 only (003:81)."""
        role = self.role(role_id)
        steps = [s for s in self.night_steps()
                 if (s.wakes and s.wakes in role.groups) or (s.role == role.id if s.role else s.wakes == role.id)]
        return {"first_night": any(s.first_night is not None and not s.nights for s in steps),
                "other_nights": any(s.other_nights is not None and not s.nights for s in steps),
                "nights": sorted({n for s in steps for n in s.nights})}


def _same(a: Any, b: Any) -> bool:
    """Equal, with booleans kept apart from numbers (True is not the sheriff weight 1)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    return a == b


# The engine's tables of the names a record may use (effects, passives, triggers, gates, filters, shows,
# day beats and conditions, vote keys, wins): handed to the loader by the engine (tables.py, when it is
# imported); the catalogue imports no rule (docs/architecture.md).
_handed: list[Registries] = []


def hand(registries: Registries) -> None:
    """The engine hands the loader its tables of names (tables.py). A catalogue read before (the
    structure alone checked) is read again, with every name checked, when it is next asked for."""
    _handed[:] = [registries]
    catalogue.cache_clear()


def registries() -> Registries | None:
    """The named engine pieces a record may refer to (schema.py checks every name against them), as
    handed by the engine; None before (the catalogue alone, cardprint: the names go unchecked)."""
    return _handed[0] if _handed else None


def user_roles_dir() -> Path | None:
    """A folder of the host's own role records, loaded beside the shipped ones (docs/adding-roles.md):
    `WEREWOLF_DESKTOP_ROLES`, or `roles/` in the per-user data folder when it exists."""
    named = os.environ.get("WEREWOLF_DESKTOP_ROLES")
    if named:
        return Path(named)
    data = os.environ.get("WEREWOLF_DESKTOP_DATA")
    if data and (Path(data) / "roles").is_dir():
        return Path(data) / "roles"
    return None


@lru_cache(maxsize=None)
def catalogue() -> Catalogue:
    """The shipped catalogue (read once), with the host's own roles if there are any; kept checked
    between starts (werewolf_desktop/catalogue_cache.py)."""
    root, own = resources_dir(), user_roles_dir()
    return cached(lambda: _loader().load_catalogue(root, extra_roles=own, lenient=True), root, own, checked=bool(_handed))


def _loader():
    """catalogue_loader.py (loaded on first use: see _LOADER)."""
    return import_module(f"{__package__}.catalogue_loader")


def __getattr__(name: str):
    if name in _LOADER:
        return getattr(_loader(), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
