"""A game's setup: ruleset and options, the deck, the players, the deal.

The deal is a seeded shuffle (`random.Random(seed)`), so a record replays to the same seats.
Deal modes: "phones" and "laptop" (the app knows every seat's card), "printed" (physical cards:
the moderator learns each seat's role as the roles wake on the first night).
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .catalogue import Catalogue, catalogue
from .errors import CatalogueError, RuleError

DEAL_MODES = ("phones", "laptop", "printed")
MIN_PLAYERS, MAX_PLAYERS = 5, 18


@dataclass
class DeckCheck:
    """What the setup screen shows live: blocking errors and advice."""

    errors: list[RuleError] = field(default_factory=list)
    warnings: list[RuleError] = field(default_factory=list)
    balance: int = 0          # sum of the roles' balance values: > 0 favours the village

    @property
    def ok(self) -> bool:
        return not self.errors


def cards_needed(deck: dict[str, int], players: int, cat: Catalogue | None = None) -> int:
    """How many cards a deck of `players` seats must hold: +2 with a thief (seed 003:111),
    +1 hidden card per drunk."""
    cat = cat or catalogue()
    extra = 0
    for role_id, n in deck.items():
        if n <= 0:
            continue
        setup = cat.role(role_id).setup
        extra += sum(setup.get("extra_cards", {}).values())
        extra += n if setup.get("hidden_card") else 0
    return players + extra


def check_deck(deck: dict[str, int], players: int, options: dict[str, Any] | None = None,
               cat: Catalogue | None = None, ruleset: str | None = None) -> DeckCheck:
    """Check a deck for sense (the custom-deck screen, `Setup.create`, imported deck files). With
    `ruleset`: warn of cards from other rules and of cards the ruleset deals as its own variant."""
    cat = cat or catalogue()
    result = DeckCheck()
    if not isinstance(deck, dict) or not deck:
        result.errors.append(CatalogueError("deck.empty"))
        return result
    for role_id, n in deck.items():
        if role_id not in cat.roles:
            result.errors.append(CatalogueError("catalogue.unknown_role", role=role_id))
            continue
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            result.errors.append(RuleError("deck.bad_count", role=role_id, count=n))
            continue
        role = cat.roles[role_id]
        if n and not role.dealt:
            result.errors.append(RuleError("deck.not_a_card", role=role_id))
        if n and not role.at_table:          # seed 004's Bartender: listed, never dealt (reference class C)
            result.errors.append(RuleError("deck.not_playable", role=role_id, reason=role.playable.get("reason", {})))
        if role.unique and n > 1:
            result.errors.append(RuleError("deck.unique", role=role_id, count=n))
    if result.errors:
        return result
    deck = {k: v for k, v in deck.items() if v}
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        result.errors.append(RuleError("deck.players_range", players=players, lo=MIN_PLAYERS, hi=MAX_PLAYERS))
    total = sum(deck.values())
    needed = cards_needed(deck, players, cat)
    if total != needed:
        result.errors.append(RuleError("deck.card_count", cards=total, needed=needed, players=players))
    wolves = sum(n for r, n in deck.items() if cat.roles[r].team == "wolf")
    if wolves == 0:
        result.errors.append(RuleError("deck.no_wolf"))
    elif wolves * 2 >= players:
        result.errors.append(RuleError("deck.too_many_wolves", wolves=wolves, players=players))
    if choosers(deck, cat):
        others = total - wolves
        if wolves >= total - 1 or others < 2:
            result.errors.append(RuleError("deck.thief_needs_cards"))
    # advice
    for role_id in deck:                      # a role's own advice: guard with elder (003:78, 003:103, 003:105)
        for other, key in cat.roles[role_id].setup.get("warn_with", {}).items():
            if other in deck:
                result.warnings.append(RuleError(key))
    if options and options.get("win") == "side":
        gods = sum(n for r, n in deck.items() if cat.roles[r].category == "god")
        plain = sum(n for r, n in deck.items() if cat.roles[r].category == "villager")
        if gods == 0 or plain == 0:
            result.warnings.append(RuleError("deck.side_needs_both"))
    # 002:62: an odd number of people at the table, the moderator included (with the moderator
    # card the moderator is one of the seats)
    moderator_seated = any(cat.roles[r].passive.get("not_a_player") for r in deck)
    people = players if moderator_seated else players + 1
    if people % 2 == 0 and options and options.get("exile_mode") == "majority" and not options.get("free_first_inquiry"):
        result.warnings.append(RuleError("deck.even_players"))
    if ruleset:
        result.warnings += mixed_rules(deck, ruleset, cat)
    result.balance = sum(cat.roles[r].balance * n for r, n in deck.items())
    if result.balance <= -6:
        result.warnings.append(RuleError("deck.favours_wolves", balance=result.balance))
    elif result.balance >= 8:
        result.warnings.append(RuleError("deck.favours_village", balance=result.balance))
    return result


def mixed_rules(deck: dict[str, int], ruleset: str, cat: Catalogue) -> list[RuleError]:
    """Issue 30: a card the ruleset deals as its own variant is said so (a Werewolf is dealt as the
    revamped Wolf); a card from another ruleset's seeds (a seed-003 Guard in a revamped deck) is
    said to keep its own rules while the attacks, deaths and the win follow this ruleset's."""
    rules = cat.ruleset(ruleset)
    out: list[RuleError] = []
    foreign: dict[tuple[str, ...], list[str]] = {}
    for role_id in deck:
        played = cat.variant(role_id, ruleset)
        if played != role_id:
            out.append(RuleError("deck.dealt_as", role=role_id, as_role=played, ruleset=rules.name))
        elif not cat.role(role_id).native_to(rules):
            homes = tuple(rs.id for rs in cat.rules_of(cat.role(role_id)))
            foreign.setdefault(homes, []).append(role_id)
    for homes, roles in foreign.items():
        out.append(RuleError("deck.other_rules", role=roles, rules=[cat.ruleset(h).name for h in homes],
                             ruleset=rules.name))
    return out


@dataclass
class Setup:
    """Everything fixed before the first input. Plain data; `to_json`/`from_json` round-trip."""

    ruleset: str
    options: dict[str, Any]
    deck: dict[str, int]
    players: list[str]
    seed: int
    deal_mode: str = "phones"
    preset: str | None = None
    lang: str = "zh"
    assignment: list[str | None] = field(default_factory=list)   # role per seat (index 0 = seat 1)
    leftover: list[str] = field(default_factory=list)            # thief's bottom cards, drunk's hidden card
    stacked: bool = False     # the moderator chose who gets what (seed 000:42 "stacks the deck")
    chosen: list[int] = field(default_factory=list)   # a partly stacked deal: the seats the moderator chose

    @classmethod
    def create(cls, players: list[str], *, ruleset: str | None = None, preset: str | None = None,
               deck: dict[str, int] | None = None, options: dict[str, Any] | None = None,
               seed: int | None = None, deal_mode: str = "phones", lang: str = "zh",
               assignment: list[str | None] | None = None, leftover: list[str] | None = None,
               cat: Catalogue | None = None) -> "Setup":
        cat = cat or catalogue()
        names = [str(n).strip() for n in players]
        if any(not n for n in names):
            raise RuleError("setup.empty_name")
        lowered = [n.casefold() for n in names]
        if len(set(lowered)) != len(lowered):
            raise RuleError("setup.duplicate_name")
        if deal_mode not in DEAL_MODES:
            raise RuleError("setup.bad_deal_mode", mode=deal_mode)
        p = cat.preset(preset) if preset else None
        ruleset = ruleset or (p.ruleset if p else cat.default_ruleset)
        merged = dict(cat.ruleset(ruleset).options)
        if p:
            merged.update(p.options)
        for key, value in (options or {}).items():
            cat.check_option(key, value)
            merged[key] = value
        if deck is None:
            if p is None:
                raise RuleError("setup.no_deck")
            deck = p.deck_for(len(names))
        played: dict[str, int] = {}          # a deck's villager and citizen are both Citizens in revamped
        for k, v in deck.items():
            if v:
                played[cat.variant(k, ruleset)] = played.get(cat.variant(k, ruleset), 0) + int(v)
        deck = played
        if assignment is not None:
            assignment = [cat.variant(r, ruleset) if r else None for r in assignment]
            leftover = [cat.variant(r, ruleset) for r in leftover or []]
        check = check_deck(deck, len(names), merged, cat, ruleset=ruleset)
        if not check.ok:
            raise check.errors[0]
        seed = random.SystemRandom().randrange(2**63) if seed is None else int(seed)
        setup = cls(ruleset=ruleset, options=merged, deck=deck, players=names, seed=seed,
                    deal_mode=deal_mode, preset=preset, lang=lang)
        if assignment is not None:
            if None in assignment:           # the moderator chose some seats; the rest is dealt at random
                setup.chosen = [seat for seat, role in enumerate(assignment, start=1) if role]
                assignment, leftover = deal_around(deck, assignment, seed, cat)
            setup.assignment, setup.leftover, setup.stacked = list(assignment), list(leftover or []), True
            check_stacked(setup, cat)
        elif deal_mode != "printed":
            dealt, setup.leftover = deal(deck, len(names), seed, cat)
            setup.assignment = list(dealt)
        return setup

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset, "options": self.options, "deck": self.deck, "players": self.players,
            "seed": self.seed, "deal_mode": self.deal_mode, "preset": self.preset, "lang": self.lang,
            "assignment": self.assignment, "leftover": self.leftover, "stacked": self.stacked,
            "chosen": self.chosen,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], cat: Catalogue | None = None) -> "Setup":
        cat = cat or catalogue()
        try:
            # options added to the ruleset after the record was written take the ruleset's value
            options = {**cat.ruleset(data["ruleset"]).options, **dict(data["options"])}
            setup = cls(ruleset=data["ruleset"], options=options, deck=dict(data["deck"]),
                        players=list(data["players"]), seed=int(data["seed"]),
                        deal_mode=data.get("deal_mode", "phones"), preset=data.get("preset"),
                        lang=data.get("lang", "zh"), assignment=list(data.get("assignment", [])),
                        leftover=list(data.get("leftover", [])), stacked=bool(data.get("stacked", False)),
                        chosen=[int(seat) for seat in data.get("chosen", [])])
        except (KeyError, TypeError, ValueError) as exc:
            raise CatalogueError("record.bad_setup", reason=str(exc)) from None
        for name, value in setup.options.items():
            cat.check_option(name, value)
        check = check_deck(setup.deck, len(setup.players), setup.options, cat)
        if not check.ok:
            raise check.errors[0]
        if setup.stacked:
            check_stacked(setup, cat)
        elif setup.deal_mode != "printed":
            expected = deal(setup.deck, len(setup.players), setup.seed, cat)
            if (setup.assignment, setup.leftover) != expected:
                raise CatalogueError("record.deal_mismatch")
        return setup


def check_stacked(setup: Setup, cat: Catalogue) -> None:
    """A stacked deal must use exactly the deck's cards, one per seat, plus the leftovers."""
    cards = Counter(setup.assignment) + Counter(setup.leftover)
    if len(setup.assignment) != len(setup.players) or cards != Counter(setup.deck):
        raise RuleError("setup.stacked_mismatch")
    if not bottom_ok(setup.deck, setup.leftover, cat):
        raise RuleError("deck.thief_bottom")


def deal_around(deck: dict[str, int], chosen: list[str | None], seed: int,
                cat: Catalogue | None = None) -> tuple[list[str | None], list[str]]:
    """A partly stacked deal (000:42, 002:73): seat i+1 gets `chosen[i]` where the moderator chose a
    card, the other seats get the rest of the deck shuffled by `random.Random(seed)`, with the thief's
    bottom rule of `deal`. Raises RuleError when the chosen cards are not in the deck or no shuffle of
    the rest can satisfy the bottom rule."""
    cat = cat or catalogue()
    rest = Counter(deck)
    rest.subtract(Counter(r for r in chosen if r))
    if any(n < 0 for n in rest.values()):
        raise RuleError("setup.stacked_mismatch")
    cards = sorted(rest.elements())
    pairs = ([a, b] for i, a in enumerate(cards) for b in cards[i + 1:])
    if choosers(deck, cat) and not any(bottom_ok(deck, pair, cat) for pair in pairs):
        raise RuleError("deck.thief_bottom")     # the cards left over can only be two wolves (003:111)
    open_seats = [i for i, r in enumerate(chosen) if not r]
    rng = random.Random(seed)
    for _ in range(10_000):
        rng.shuffle(cards)
        seats, spare = cards[:len(open_seats)], cards[len(open_seats):]
        if bottom_ok(deck, spare, cat):
            assignment = list(chosen)
            for i, card in zip(open_seats, seats):
                assignment[i] = card
            return assignment, spare
    raise RuleError("deck.cannot_deal")


def choosers(deck: dict[str, int], cat: Catalogue) -> list[str]:
    """Roles that choose among cards set aside at the deal (the thief, `setup.extra_cards`)."""
    return [r for r, n in deck.items() if n and cat.roles[r].setup.get("extra_cards")]


def bottom_ok(deck: dict[str, int], leftover: list[str], cat: Catalogue) -> bool:
    """The thief's two bottom cards may not be two wolves nor thief + wolf (法官调控, 003:111, 003:196)."""
    chooser = choosers(deck, cat)
    if not chooser:
        return True
    bottom = leftover[:2]
    wolves = sum(cat.role(r).team == "wolf" for r in bottom)
    return not (wolves == 2 or (wolves == 1 and any(c in bottom for c in chooser)))


def deal(deck: dict[str, int], players: int, seed: int, cat: Catalogue | None = None) -> tuple[list[str], list[str]]:
    """Shuffle and deal: (role per seat, leftover cards). The thief's two bottom cards are the
    first two leftovers; they may not be two wolves nor thief + wolf (法官调控, seed 003:111, 003:196),
    so the same seeded generator reshuffles until they are fine."""
    cat = cat or catalogue()
    cards = sorted(r for r, n in deck.items() for _ in range(n))
    rng = random.Random(seed)
    for _ in range(10_000):
        rng.shuffle(cards)
        seats, rest = cards[:players], cards[players:]
        if bottom_ok(deck, rest, cat):
            return list(seats), list(rest)
    raise RuleError("deck.cannot_deal")
