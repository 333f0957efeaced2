"""Which cards to print: a deck from a preset, from role counts, or from a game setup.

A `Deck` is an ordered `{role_id: copies}` plus what the sheets need to know about the game
(ruleset, options, players, a name). Everything is checked against the catalogue; bad input
raises `CardprintError` with a translation key, before any file is opened.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from werewolf_desktop.engine.catalogue import Catalogue, catalogue
from werewolf_desktop.engine.errors import CatalogueError
from werewolf_desktop.i18n import text, tr

from .errors import CardprintError

MAX_COPIES = 200          # per role: more is a typo, not a deck
EXTRAS = ("sheriff", "lovers")


@dataclass(frozen=True)
class Deck:
    counts: dict[str, int]                  # role id -> copies, in print order
    ruleset_id: str
    options: dict[str, Any]                 # the ruleset's options with the preset's on top
    name: dict[str, str] = field(default_factory=dict)
    players: int | None = None
    preset_id: str | None = None
    extras: dict[str, int] = field(default_factory=dict)   # badge and token cards, printed after the roles
    seat_names: tuple[str, ...] = ()                        # players' names by seat, when a setup gives them

    def cards(self, with_extras: bool = True) -> list[str]:
        """One role id per card to print, in order."""
        out = [rid for rid, n in self.counts.items() for _ in range(n)]
        if with_extras:
            out += [rid for rid, n in self.extras.items() for _ in range(n)]
        return out

    def role_ids(self, with_extras: bool = False) -> list[str]:
        """Each role once, in deck order."""
        ids = [rid for rid, n in self.counts.items() if n > 0]
        if with_extras:
            ids += [rid for rid, n in self.extras.items() if n > 0 and rid not in ids]
        return ids

    def in_play(self) -> frozenset[str]:
        """The roles dealt in this deck (what decides who wakes at night)."""
        return frozenset(rid for rid, n in self.counts.items() if n > 0)

    def title(self, lang: str) -> str:
        return text(self.name, lang) if self.name else tr("cardprint.deck.custom", lang, n=sum(self.counts.values()))


def _ruleset_options(cat: Catalogue, ruleset_id: str, extra: Mapping[str, Any] | None) -> dict[str, Any]:
    opts = dict(cat.ruleset(ruleset_id).options)
    opts.update(extra or {})
    return opts


def check_counts(counts: Mapping[str, Any], cat: Catalogue | None = None) -> dict[str, int]:
    """Validate role ids and counts; returns a clean ordered dict without zero counts."""
    cat = cat or catalogue()
    if not isinstance(counts, Mapping):
        raise CardprintError("cardprint.error.empty_deck")
    clean: dict[str, int] = {}
    for role_id, n in counts.items():
        if role_id not in cat.roles:
            raise CardprintError("cardprint.error.unknown_role", role_id=role_id, known=", ".join(sorted(cat.roles)))
        if isinstance(n, bool) or not isinstance(n, int):
            if isinstance(n, str) and re.fullmatch(r"\s*\d+\s*", n):
                n = int(n)
            else:
                raise CardprintError("cardprint.error.bad_count", role_id=role_id, count=n, max=MAX_COPIES)
        if not 0 <= n <= MAX_COPIES:
            raise CardprintError("cardprint.error.bad_count", role_id=role_id, count=n, max=MAX_COPIES)
        if n:
            clean[role_id] = clean.get(role_id, 0) + n
    if not clean:
        raise CardprintError("cardprint.error.empty_deck")
    return clean


def parse_roles(spec: str) -> dict[str, Any]:
    """`"seer=1,witch=1,werewolf=4"` -> {"seer": 1, "witch": 1, "werewolf": 4} (counts checked later)."""
    out: dict[str, Any] = {}
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        if "=" not in part:
            raise CardprintError("cardprint.error.bad_roles_spec", spec=part)
        role, _, count = part.partition("=")
        role, count = role.strip(), count.strip()
        if not role:
            raise CardprintError("cardprint.error.bad_roles_spec", spec=part)
        try:
            out[role] = out.get(role, 0) + int(count)
        except ValueError:
            out[role] = count     # reported as a bad count with its role
    return out


def deck_from_preset(preset_id: str | None = None, players: int | None = None, cat: Catalogue | None = None) -> Deck:
    """The deck of a preset for `players` seats (default: the preset's minimum)."""
    cat = cat or catalogue()
    preset_id = preset_id or cat.default_preset
    if preset_id not in cat.presets:
        raise CardprintError("cardprint.error.unknown_preset", preset=preset_id, known=", ".join(cat.presets))
    preset = cat.presets[preset_id]
    lo, hi = preset.players
    if players is None:
        players = lo
    if isinstance(players, bool) or not isinstance(players, int) or not lo <= players <= hi:
        raise CardprintError("cardprint.error.players_range" if lo < hi else "cardprint.error.players_exact",
                             preset=preset_id, players=players, lo=lo, hi=hi)
    try:
        counts = preset.deck_for(players)
    except CatalogueError as exc:   # pragma: no cover - range checked above
        raise CardprintError("cardprint.error.players_range", preset=preset_id, players=players, lo=lo, hi=hi) from exc
    return Deck(check_counts(counts, cat), preset.ruleset, _ruleset_options(cat, preset.ruleset, preset.options),
                dict(preset.name), players, preset_id)


def deck_from_counts(counts: Mapping[str, Any] | str, ruleset: str | None = None,
                     options: Mapping[str, Any] | None = None, players: int | None = None,
                     name: Mapping[str, str] | None = None, cat: Catalogue | None = None) -> Deck:
    """A custom deck: `{"seer": 1, "werewolf": 4, …}` or the CLI's `"seer=1,werewolf=4"`."""
    cat = cat or catalogue()
    if isinstance(counts, str):
        counts = parse_roles(counts)
    clean = check_counts(counts, cat)
    ruleset = ruleset or offering_rules(clean, cat)
    if ruleset not in cat.rulesets:
        raise CardprintError("cardprint.error.unknown_ruleset", ruleset=ruleset, known=", ".join(cat.rulesets))
    if players is None:
        players = seats_for(clean, cat) or None
    return Deck(clean, ruleset, _ruleset_options(cat, ruleset, options), dict(name or {}), players, None)


def offering_rules(counts: Mapping[str, int], cat: Catalogue) -> str:
    """The rules a custom deck is played under: the default when they offer every role of it, else the first
    that do (role-book cards: Werewolves Revamped); the default when none does."""
    for ruleset in (cat.default_ruleset, *cat.rulesets):
        if all(cat.role(rid).offered_in(ruleset) for rid in counts):
            return ruleset
    return cat.default_ruleset


def seats_for(counts: Mapping[str, int], cat: Catalogue | None = None) -> int:
    """Players a deck seats: its dealt cards minus the spare ones (a thief's two, a drunk's hidden card)."""
    cat = cat or catalogue()
    cards = extra = 0
    for rid, n in counts.items():
        role = cat.roles[rid]
        if not role.dealt or n <= 0:
            continue
        cards += n
        extra += sum(role.setup.get("extra_cards", {}).values()) + (n if role.setup.get("hidden_card") else 0)
    return max(cards - extra, 0)


def deck_from_setup(setup: Mapping[str, Any] | Any, cat: Catalogue | None = None) -> Deck:
    """The deck of a game setup: a dict (or an object) with `deck` = {role_id: count}.

    Optional keys: `ruleset`, `options`, `players`, `preset` (its name is used as the title).
    """
    cat = cat or catalogue()
    get = setup.get if isinstance(setup, Mapping) else (lambda k, d=None: getattr(setup, k, d))
    deck = get("deck")
    if not deck:
        raise CardprintError("cardprint.error.empty_deck")
    preset_id = get("preset") or get("preset_id")
    preset = cat.presets.get(preset_id) if isinstance(preset_id, str) else None
    ruleset = get("ruleset") or get("ruleset_id") or (preset.ruleset if preset else None)
    options = dict(preset.options) if preset else {}
    options.update(get("options") or {})
    players = get("players")
    names: tuple[str, ...] = ()
    if isinstance(players, (list, tuple)):
        names = tuple(str(n) for n in players)
        players = len(players)
    d = deck_from_counts(deck, ruleset, options, players if isinstance(players, int) else None,
                         preset.name if preset else None, cat)
    return Deck(d.counts, d.ruleset_id, d.options, d.name, d.players, preset.id if preset else None, {}, names)


def parse_extras(value: str | bool | None, deck: Deck) -> dict[str, int]:
    """Badge and token cards to add. "auto" (or True): the sheriff badge when the rules elect a
    sheriff, two lovers tokens when Cupid is in the deck. Or a list: "sheriff,lovers" (one badge,
    two tokens), "sheriff=2"."""
    if not value:
        return {}
    if value is True or value == "auto":
        out = {}
        if deck.options["sheriff"] != "none":
            out["sheriff"] = 1
        if "cupid" in deck.in_play():
            out["lovers"] = 2
        return out
    out = {}
    for part in str(value).split(","):
        part = part.strip()
        if not part:
            continue
        name, _, count = part.partition("=")
        name = name.strip()
        if name not in EXTRAS:
            raise CardprintError("cardprint.error.unknown_extra", extra=name, known=", ".join(EXTRAS))
        if count:
            try:
                n = int(count)
            except ValueError:
                raise CardprintError("cardprint.error.bad_count", role_id=name, count=count, max=MAX_COPIES) from None
            if not 0 <= n <= MAX_COPIES:
                raise CardprintError("cardprint.error.bad_count", role_id=name, count=n, max=MAX_COPIES)
        else:
            n = 2 if name == "lovers" else 1
        out[name] = n
    return out


def with_extras(deck: Deck, extras: str | bool | None) -> Deck:
    return replace(deck, extras=parse_extras(extras, deck))
