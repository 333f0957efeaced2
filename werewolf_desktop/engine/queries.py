"""Queries on the night: what the script calls, who wakes and acts at a step, whom an action may
be pointed at, a member's weight in a group's vote, the role list the table is told. They read the
state and change nothing; the night (night.py), the prompt, the effects, the shows, the triggers and
the borrowed abilities all ask them (docs/architecture.md: the queries lie under the rules and the
phases, so none of those imports night.py for them)."""
from __future__ import annotations

from functools import lru_cache

from . import offices
from .catalogue import Action, Step, catalogue
from .registry import EFFECTS
from .rules import filter_reason, option, redirect_of, redirect_waits
from .state import GameState

LENT = "lent_power"          # status marker: a role's power lent for tonight (effect lend_power)
CARD_UNKNOWN = "rule.card_unknown"    # the last reason a target is refused for: its card is not known yet
# … or the card of the seat an ability used on it goes to (the Flute Apprentice's redirect, 004:985)
REDIRECT_CARD_UNKNOWN = "rule.redirect_card_unknown"
WAITS_FOR_CARD = (CARD_UNKNOWN, REDIRECT_CARD_UNKNOWN)   # a target once a card is set: a random lot may fall on it


def deck_roles(state: GameState) -> list[str]:
    """Every role whose card is in the deck, dealt or not: a buried card's step is still called
    with the same words (seed 003:80 note 1), and so is a dead role's (notes 9, 11) and a phantom's
    that nobody holds (the Claimspace's extra role, 004:902)."""
    roles = [r for r, n in state.deck.items() if n > 0]
    return roles + [p for p in state.phantoms if p not in roles]


@lru_cache(maxsize=1)
def steps_by_id() -> dict[str, Step]:
    """Every night step of the (immutable, cached) catalogue by id."""
    return {s.id: s for s in catalogue().night_steps()}


def actors(state: GameState, step: Step) -> list[int]:
    """The seats called at a step: the role's holders, or the members of the group that wakes."""
    if step.wakes:        # a group wakes (a role's record may wake its group: the Fletcher's Customer)
        return [s.seat for s in state.seats if s.in_play and step.wakes in s.groups]
    if step.wakes_marked:  # whoever carries the marker (the player offered the Devil's wager, 004:659)
        return [s.seat for s in state.seats if s.in_play and step.wakes_marked in s.status]
    if step.role:         # a player lent this role's power tonight is called first (the Reaper, 004:1048)
        role, lent, holders = step.role, [], []       # one pass over the seats (asked at every night input)
        for s in state.seats:
            if s.in_play and s.role == role:                                # state.holders(role)
                holders.append(s.seat)
            if LENT in s.status and s.alive and (s.status[LENT] or {}).get("role") == role:
                lent.append(s.seat)
        holders = holders or offices.holders(state, role)                   # an office's holder (004 §6)
        return lent + [h for h in holders if h not in lent] if lent else list(holders)
    return []


def wolf_target(state: GameState) -> int | None:
    """Tonight's werewolf victim: the first target of an attack of kind "wolf"."""
    assert state.night is not None
    return next((a["target"] for a in state.night.attacks if a["kind"] == "wolf"), None)


def wolf_victim_shown(state: GameState, step: Step, actor: int) -> int | None:
    """Whom the moderator shows at a `show: wolf_victim` step (the witch: 003:60, 003:84 note 5)."""
    for action in step.actions:
        if action.target == "wolf_victim" and action.uses is not None:
            used = state.seat(actor).uses.get(step.key(action), 0)
            limit = charges(state, action)             # a number: the action has uses
            assert limit is not None and state.night is not None
            if used >= limit and action.id not in state.night.actions.get(step.id, {}):
                return None                   # 003:43 6(3): antidote gone → no longer told
    victim = wolf_target(state)
    if victim is None:
        return None
    role = state.seat(victim).role
    lives = catalogue().role(role).passive.get("lives", {}) if role else {}
    if lives.get("hide_from_witch") and state.seat(victim).lives > 1:
        return None                           # 003:105: the elder's first life → no knife shown
    return victim


def charges(state: GameState, action: Action) -> int | None:
    """An action's charges per game: a number, or by the players in the game ({"1": 2, "13": 3}: two
    vials, three from 13 players — the Evil Scientist's "or three for larger games", 004:947)."""
    if not isinstance(action.uses, dict):
        return action.uses                  # the same for any number of players: none counted
    return action.charges(len(state.in_play()))


def self_allowed(state: GameState, action: Action) -> bool:
    value = option(state, action.self_target)
    if value in ("never", False, None):
        return False
    if value == "first_night":               # 003:126 preset adjustment: only on night 1
        assert state.night is not None
        return state.night.number == 1
    return True


def candidates_for(state: GameState, step: Step, action: Action, actor: int | None,
                   among: list[int] | None = None) -> tuple[list[int], dict[int, str]]:
    """Legal targets of an action, and the reason each other seat is not legal. `among`: only these
    seats are looked at (the targets an input names; a number that is no seat is neither)."""
    disabled: dict[int, str] = {}
    legal: list[int] = []
    history = state.history.get(step.key(action), [])
    last = history[-1] if history and option(state, action.no_repeat) else None
    ever = {t for night in history if night for t in night} if action.once_per_target else set()
    members = set(actors(state, step)) if action.pool == "group" else set()
    eff = EFFECTS[action.effect]
    pool, living_only, named, legal_of = action.pool, action.pool in ("alive", "group"), action.filter, eff.legal
    card = eff.reads_card                 # printed cards: the target's card must be known (GameState.card_unknown)
    # printed cards: an actor carrying markers may have an ability passed on (004:985, `redirect_card`)
    redirector = actor if actor is not None and state.deal_mode == "printed" and state.seat(actor).status else None
    seats = state.seats if among is None else [state.seats[t - 1] for t in among if 0 < t <= len(state.seats)]
    for s in seats:                       # the action's fields read once, not per seat (issue 32)
        if not s.in_play:
            continue
        reason = None
        if living_only and not s.alive:
            reason = "rule.target_dead"
        elif pool == "dead" and s.alive:
            reason = "rule.target_alive"
        elif pool == "group" and s.seat not in members:
            reason = "rule.target_not_in_group"
        elif s.seat == actor and not self_allowed(state, action):
            reason = eff.self_reason
        elif last is not None and s.seat in last:
            reason = "rule.no_repeat_target"      # 003:41, 003:82 note 3, 001:9
        elif s.seat in ever:
            reason = "rule.once_per_target"
        else:
            reason = (filter_reason(named, state, actor, s.seat) if named else None) or (
                legal_of(state, step, action, actor, s.seat) if legal_of else None) or (
                CARD_UNKNOWN if card and state.card_unknown(s.seat) else None) or (
                redirect_card(state, step, action, redirector, s.seat) if redirector is not None else None)
        if reason:
            disabled[s.seat] = reason
        else:
            legal.append(s.seat)
    return legal, disabled


def redirect_card(state: GameState, step: Step, action: Action, actor: int, seat: int) -> str | None:
    """Printed cards: an ability `actor` uses on `seat` waits for a card not known yet because of a
    redirect (004:985, the enchanted and the Flute Apprentice): the seat's own, when whether it
    passes the ability on depends on it (`rules.redirect_waits`), or that of the seat the ability
    goes to, when what it does there reads the card (`reads_card`, or a legal hook's CARD_UNKNOWN)."""
    if redirect_waits(state, actor, seat):
        return CARD_UNKNOWN
    to = redirect_of(state, actor, seat)
    if to is None or not state.card_unknown(to):
        return None
    legal_of = EFFECTS[action.effect].legal
    if EFFECTS[action.effect].reads_card or (legal_of and legal_of(state, step, action, actor, to) == CARD_UNKNOWN):
        return REDIRECT_CARD_UNKNOWN
    return None


def card_awaited(state: GameState, actor: int, seat: int) -> int | None:
    """The seat whose card, not known yet, an ability `actor` uses on `seat` waits for: the seat's
    own, or that of the seat it goes to instead (`rules.redirect_of`); None when both are known."""
    if state.card_unknown(seat):
        return seat
    to = redirect_of(state, actor, seat)
    return to if to is not None and state.card_unknown(to) else None


def cards_known(state: GameState, leftover: list[str] | None = None) -> dict[str, int]:
    """Printed cards: how many copies of each card are known to be somewhere — identified in a hand
    (the card dealt) or set aside (`leftover`, the state's unless given: the thief's two, the drunk's
    real card; they are cards of the deck, 003:111)."""
    known: dict[str, int] = {}
    for card in [s.original_role for s in state.seats if s.original_role] + \
            (state.leftover if leftover is None else leftover):
        known[card] = known.get(card, 0) + 1
    return known


def cards_unaccounted(state: GameState) -> tuple[dict[str, int], int]:
    """Printed cards: the deck's cards neither identified in a hand nor known to be set aside, and how
    many set-aside cards are still unknown (the thief's two before the thief is identified)."""
    known = cards_known(state)
    left = {r: n - known.get(r, 0) for r, n in state.deck.items()}
    hidden = sum(state.deck.values()) - len(state.seats) - len(state.leftover)
    return {r: n for r, n in left.items() if n > 0}, hidden


def may_act(state: GameState, step: Step, seat: int) -> bool:
    """Alive — or, at a step whose choice is the day's (`day_choice`, S6: taken in an early night
    slot), dead since the day just before this night: "If the Tanner dies, the assigned players will
    keep their disguises for the night" (004:559): the choice made that day still holds."""
    s = state.seat(seat)
    if s.alive:
        return True
    return bool(step.day_choice and s.death and s.death.phase == "day" and state.night
                and s.death.number == state.night.number - 1 and "ascended" not in s.status)


def acting_seat(state: GameState, step: Step) -> tuple[int | None, str | None]:
    """The seat that acts at the step (the first living holder or member), and why it cannot use
    the step's abilities (None: it can). At a group's wake only members still holding a role of the
    group act: a turned member (an Undead) still wakes and points for nothing, and once every living
    member is turned the group's ability is lost (004:695). At a role's own step that wakes its
    group too (the Devil with the Demon), the role's holder acts and the others watch."""
    living = [a for a in actors(state, step) if may_act(state, step, a)]
    if not living:
        return None, None
    if step.role and step.wakes and step.wakes in catalogue().role(step.role).groups:
        holders = [a for a in living if state.seat(a).role == step.role]
        if not holders:
            return living[0], "rule.role_gone"
        living = holders
    elif step.wakes and step.wakes in catalogue().role_groups:
        holding = [a for a in living if member_weight(state, a, step.wakes) > 0]
        if not holding:
            return living[0], "rule.group_turned"
        living = holding
    return living[0], "rule.powerless" if state.seat(living[0]).powerless else None


def member_weight(state: GameState, member: int, group: str | None) -> float:
    """A member's point in a group vote: the role's `vote.group_weight` (1 by default), 0 once the
    member no longer holds a role of the group (role lost, 004:245: "their vote isn't counted"; no
    group: nobody's point counts)."""
    held = state.seat(member).role
    role = catalogue().role(held) if held else None
    if role is None or group is None or group not in role.groups:
        return 0.0
    return float(role.vote.get("group_weight", 1))


def role_list(state: GameState) -> list[str]:
    """The roles the table is told are in the game: each card of the deck and the phantoms, sorted
    by id so the order gives nothing away (004:902: "it is not noted which role is not in the game")."""
    return sorted([r for r, n in state.deck.items() for _ in range(n)] + state.phantoms)
