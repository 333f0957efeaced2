"""The night: the ordered script of the roles in the deck, the woken roles' actions, and dawn.

A night is a pipeline: the script calls each step of the roles in the deck (gated by night number),
the woken player or group chooses targets, the action's named effect runs (effects/), attacks and
protections are queued, and at dawn the attack pipeline (attacks.py) decides who dies. Nothing
here knows a role by name: which role does what is data (`resources/roles/*.json`,
`resources/script.json`).
"""
from __future__ import annotations

from typing import Any

from . import attacks, disease, offices, resources, rng, status
from .actions import act, action_targets, least_targets, offered
from .actions import extra_tonight, role_choices  # noqa: F401  (moved to actions.py; night.<name> still answers)
from .catalogue import Action, Role, Step, catalogue
from .citations import cite
from .deaths import assign_last_words, kill
from .effects import EFFECTS
from .effects.cards import hidden_offset
from .errors import RuleError
from .notices import notify
from .queries import CARD_UNKNOWN, WAITS_FOR_CARD, acting_seat, actors, candidates_for, card_awaited  # noqa: F401
from .queries import cards_known, cards_unaccounted, charges, deck_roles  # noqa: F401
from .queries import may_act, steps_by_id  # noqa: F401
from .roles_in_play import change_role, enter_role
from .rules import gate_open, option
from .setup import bottom_ok
from .start_info import AFTER_EVERY_CARD, LATE_ORDER, LATE_STEP, PRINTED_LAST, deal, draw_phantoms
from .start_info import late_owed, late_recheck, late_told, printed_order, teammates_of
from .state import GameState, NightState
from .victory import check_winner

IDENTIFY_PREFIX = "identify:"
PLAIN_ORDER = 98.4           # printed cards: the plain card after the other roles that never wake (98)
MODERATOR_ORDER = 0          # printed cards: the moderator card first, shown at the deal (002:10)


# ---------------------------------------------------------------------------- the schedule
def skipped(state: GameState, step: Step) -> bool:
    """A step left out of tonight's script by its `skip_when` (003:88 note 9: a hunter who has shot
    is no longer called)."""
    if step.skip_when == "actor_has_shot":
        return any(s.has_shot for s in state.seats if step.role in (s.role, s.original_role))
    return False


def build_schedule(state: GameState, number: int) -> list[str]:
    cat = catalogue()
    roles = deck_roles(state)
    groups = {g for r in roles for g in cat.role(r).groups} | {g for s in state.seats for g in s.groups}
    ordered: list[tuple[float, str]] = []
    held = [r.id for r in offices.offices(state) if offices.holder(state, r.id) is not None]   # 004 §6
    for role_id in roles + held:
        for step in cat.role(role_id).night:
            order: float | None = step.order(number)
            if order is None or not gate_open(step.gate, number, state.options) or skipped(state, step) \
                    or not step.called_in(state.options):
                continue
            if state.deal_mode == "printed" and number == 1 and step.role == role_id:
                order = printed_order(cat.role(role_id), order)    # a draw waiting for every card (Town Crier)
            ordered.append((order, step.id))
    dealt = set(roles)
    for step in cat.meta_steps:
        order = step.order(number)
        if order is None or not gate_open(step.gate, number, state.options) or not step.called_in(state.options):
            continue
        if step.when_roles and not set(step.when_roles) & dealt:
            continue
        if step.when_groups and not set(step.when_groups) & groups:
            continue
        ordered.append((order, step.id))
    if state.deal_mode == "printed" and number == 1 and not dealt_by_list(state):
        ordered += [(identify_order(catalogue().role(r)), IDENTIFY_PREFIX + r) for r in not_woken(state, roles, ordered)]
    if late_owed(state):                                       # start information due by day (tell_late)
        ordered.append((LATE_ORDER, LATE_STEP))
    ordered.sort()
    return [step_id for _, step_id in ordered]


def identify_order(role: Role) -> float:
    """Printed cards: when a card no step wakes is identified on night 1 — the moderator card before
    anyone wakes ("only the moderator reveals his card", 002:10: its holder is out of the game before
    the wolves choose), the plain card last, the others after every wake (they raise a hand)."""
    if role.passive.get("not_a_player"):
        return MODERATOR_ORDER
    return PLAIN_ORDER if role.passive.get("plain_card") else 98


def not_woken(state: GameState, roles: list[str], ordered: list[tuple[float, str]]) -> list[str]:
    """Printed cards: the roles of the deck that no step of tonight's script wakes (by their own step
    or with their group) — a role woken only by an option this game does not have (the 003 hunter's
    thumb in Düsterwald), one that wakes on night 3 (the drunk), one whose wake waits for every card
    (the Town Crier: it raises a hand first). They are identified at the end of night 1 (they raise
    a hand), the plain card last: whoever is left holds it only if the deck proves it (`plain_proven`)."""

    cat = catalogue()
    steps = [steps_by_id()[i] for order, i in ordered if i in steps_by_id() and order < PRINTED_LAST]
    own = {s.role for s in steps if s.role}
    groups = {s.wakes for s in steps if s.wakes}
    plain = [r for r in roles if state.deck.get(r) and cat.role(r).passive.get("plain_card")]
    return [r for r in roles if state.deck.get(r) and r not in own and r not in plain
            and not groups & set(cat.role(r).groups)] + plain


def start_night(state: GameState, number: int) -> None:
    state.phase = "night"
    state.agenda = []
    if number == 1:
        draw_phantoms(state)                 # before the script: a phantom's steps are called too (004:902)
    state.night = NightState(number=number, schedule=build_schedule(state, number), first_notice=len(state.notices),
                             extra_targets=state.next_night_extra)
    state.next_night_extra = {}
    if number == 1:
        deal(state)                          # what roles are given at the start (004:419)
    state.log("night_start")


def current_step_id(state: GameState) -> str:
    assert state.night is not None
    return state.night.schedule[state.night.cursor]


# ---------------------------------------------------------------------------- who wakes
def dealt_by_list(state: GameState) -> bool:
    """Printed cards the moderator handed out by the app's list (a stacked deal, 000:42, 002:73): every
    seat's card was known before night 1 (nothing identified yet, none unknown), so nobody is identified.
    A card corrected on a seat's menu (`set_role`: two cards handed out swapped) identifies no role."""
    night = state.night
    return all(s.original_role for s in state.seats) and (
        night is None or all(r in night.corrected for r in night.identified))


def roles_to_identify(state: GameState, step_id: str) -> list[str]:
    """Printed cards: the roles the moderator must still identify at this step of night 1."""
    if state.deal_mode != "printed" or state.night is None or state.night.number != 1 or dealt_by_list(state):
        return []
    cat = catalogue()
    if step_id.startswith(IDENTIFY_PREFIX):
        wanted = [step_id[len(IDENTIFY_PREFIX):]]
    else:
        step = steps_by_id()[step_id]
        if step.role:          # … and the group it wakes with it (the Demon at the Devil's step)
            wanted = [step.role] + [r for r in deck_roles(state) if r != step.role and step.wakes
                                    and step.wakes in cat.role(r).groups]
        elif step.wakes:
            wanted = [r for r in deck_roles(state) if step.wakes in cat.role(r).groups]
        else:
            wanted = []
        wanted += teammates_of(state, wanted)
    done = state.night.identified
    if len(wanted) == 1 and catalogue().role(wanted[0]).passive.get("plain_card") and plain_proven(state):
        return []                      # the seats left hold the plain cards: the deck proves it
    corrected = state.night.corrected
    left = cards_unaccounted(state)[0] if corrected else {}
    # a role known so far only from the host's corrections (the card of a seat infected before its
    # wake, set on the seat's menu) is still identified at its wake while a copy of it is unaccounted for
    return [r for r in wanted if (r not in done or (r in corrected and left.get(r, 0) > 0))
            and state.deck.get(r)]      # a phantom has no card


def unknown_seats(state: GameState) -> list[int]:
    """Printed cards: the seats whose card the moderator has not identified yet."""
    return [s.seat for s in state.seats if s.original_role is None and s.in_play]


def plain_proven(state: GameState) -> bool:
    """The deck proves that every seat still unknown holds a plain card: no set-aside card unknown
    and the cards unaccounted for are exactly that many plain cards (issue 29.1: three unknown seats
    and two villager cards prove nothing)."""
    left, hidden = cards_unaccounted(state)
    plain = [r for r in left if catalogue().role(r).passive.get("plain_card")]
    return hidden == 0 and len(plain) == len(left) <= 1 and sum(left.values()) == len(unknown_seats(state))


def unknown_at_dawn(state: GameState) -> list[int]:
    """Printed cards: the seats still unknown when night 1 would break, where the deck does not prove
    they hold plain cards (a deck without one: Düsterwald for 8). Day does not break on them: with the
    wolves' cards in unknown hands the village would win at once (001:21 counts the wolves known)."""
    if state.deal_mode != "printed" or state.night is None or state.night.number != 1 or dealt_by_list(state):
        return []
    unknown = unknown_seats(state)
    return [] if not unknown or plain_proven(state) else unknown


def too_many_unknown(state: GameState, role_id: str) -> bool:
    """The last identification (the plain card) cannot be made: more seats are unknown than there
    are plain cards left, so a seat holds another card and is corrected first (`set_role`)."""
    if not catalogue().role(role_id).passive.get("plain_card"):
        return False
    left, _ = cards_unaccounted(state)
    return len(unknown_seats(state)) > left.get(role_id, 0)


def assign_plain(state: GameState) -> None:
    """Whoever was never identified holds a plain card, once the deck proves it."""
    if not plain_proven(state) or not unknown_seats(state):
        return
    left, _ = cards_unaccounted(state)
    for seat in unknown_seats(state):
        enter_role(state, seat, next(iter(left)))
    deal_known(state, [])


def card_set(state: GameState, seats: list[int]) -> None:
    """Printed cards: seats whose card was set or corrected on the seat's menu (`set_role`), not
    clicked at their wake, get the start information their card owes as an identification gives it
    (`deal_known`): a card set before the role's wake is told there; the last card set at night 1's
    dawn lets the draws that wait for every card (the Town Crier's, the Chef's, the Psychopath's) be
    made; told after the wake, it is told late (start_info.tell_late). After night 1 every card is
    known: a corrected card is dealt its own at once, and told the next night."""
    known = [s for s in seats if state.seat(s).role]
    if not known or state.night is None:
        return
    if state.phase == "night" and state.night.number == 1:
        deal_known(state, known)
    else:
        deal(state, known)
    late_recheck(state, seats)


def deal_known(state: GameState, seats: list[int]) -> None:
    """The start information of the seats just identified; a draw among the other players' roles
    (the Town Crier's) waits until no seat is unknown (start_info.AFTER_EVERY_CARD)."""

    if not unknown_seats(state):
        return deal(state)
    cat = catalogue()
    waiting = {s for s in seats if (role := state.seat(s).role)
               and cat.role(role).start_info.get("kind") in AFTER_EVERY_CARD}
    # a team's members told once its cards are known (start_info.team_waits): maybe with this one
    teammates = [s.seat for s in state.seats if s.role and cat.role(s.role).start_info.get("kind") == "teammates"]
    deal(state, [s for s in seats if s not in waiting] + [s for s in teammates if s not in seats])


# ---------------------------------------------------------------------------- private information


# ---------------------------------------------------------------------------- inputs
def action_status(state: GameState, step: Step, action: Action, actor: int | None, done: dict | None = None
                  ) -> tuple[str | None, list[int], dict[int, str]]:
    """Can the action be entered now? (None, or the i18n key of the reason it cannot), with its
    legal targets and the reason for each other seat. "Available" means at least one input for it
    will be accepted: the console never offers a control the engine would refuse (issue 22)."""
    if actor is None:
        return ("rule.actor_dead" if actors(state, step) else "rule.nobody_wakes"), [], {}
    if state.seat(actor).powerless:
        return "rule.powerless", [], {}
    if why := acting_seat(state, step)[1]:
        return why, [], {}
    if done is None:
        assert state.night is not None
        done = state.night.actions.get(step.id, {})
    if action.id in done:
        return "rule.already_acted", [], {}
    limit = charges(state, action)                  # None: the action has no uses to count
    if limit is not None and state.seat(actor).uses.get(step.key(action), 0) >= limit:
        return "rule.no_charges", [], {}
    if action.costs and resources.amount(state, actor, action.costs) < 1:
        return "rule.no_resource", [], {}
    if option(state, step.exclusive_actions) and done:
        return "rule.one_potion_per_night", [], {}
    eff = EFFECTS[action.effect]
    if eff.ready and (why := eff.ready(state, step, action, actor)):
        return why, [], {}
    legal, disabled = candidates_for(state, step, action, actor)
    if eff.input == "seats":
        want, repeat = (1, False) if action.target else action_targets(state, step, action)
        if want <= 0 < action.targets:
            return "rule.no_targets_tonight", [], {}          # the pack killed the Riding Hood (004:789)
        least = least_targets(state, step, action, want)
        if least and len(legal) < (1 if repeat else least):
            if len(legal) + sum(why in WAITS_FOR_CARD for why in disabled.values()) >= (1 if repeat else least):
                return "rule.targets_cards_unknown", legal, disabled   # printed cards: a card set first
            return ("rule.no_victim_tonight" if action.target == "wolf_victim" else "rule.no_legal_target"), legal, disabled
    return None, legal, disabled


def next_blocked_by(state: GameState, step: Step) -> Action | None:
    """A required action not yet taken that can be taken (then "next" must wait for it)."""
    return required_action(state, step, deciding_actor(state, step))


def deciding_actor(state: GameState, step: Step) -> int | None:
    """The step's able actor (`able_actor`) where "next" depends on it: an action offered tonight is
    required or has a default (taken when nothing was chosen). None where every action is optional
    without a default (most steps: who acts is not worked out for nothing at every "next")."""
    if all(a.optional and a.default is None for a in offered(state, step)):
        return None
    return able_actor(state, step)


def required_action(state: GameState, step: Step, actor: int | None) -> Action | None:
    """`next_blocked_by` for the step's able actor (`able_actor`), already worked out."""
    if actor is None:
        return None
    assert state.night is not None
    done = state.night.actions.get(step.id, {})
    for action in offered(state, step):
        if action.id in done or action.optional or action.default == "random":
            continue
        if action_status(state, step, action, actor)[0] is None:
            return action
    return None


def handle(state: GameState, inp: dict[str, Any]) -> str | None:
    """Apply one input of the night. Returns "dawn" when it ended the night (`resolve_night`)."""
    step_id = current_step_id(state)
    kind = inp.get("t")
    pending_ids = roles_to_identify(state, step_id)
    if kind == "identify":
        identify(state, step_id, inp, pending_ids)
        return None
    if pending_ids:
        raise RuleError("rule.identify_first", role=pending_ids[0])
    if step_id.startswith(IDENTIFY_PREFIX):
        if kind != "next":
            raise RuleError("rule.only_next")
        assign_plain(state)
        return advance(state)
    step = steps_by_id()[step_id]
    if kind == "act":
        if held := lot_at(state, step):          # printed cards: nobody was named, the lot is drawn
            seats, awaited = held
            raise RuleError("rule.lot_card_unknown", seat=awaited) if awaited else RuleError("rule.lot_drawn", seats=seats)
        assert state.night is not None
        state.night.lot = None                    # (a lot that fell on no target after all is void)
        act(state, step, inp)
        return None
    if kind == "next" and step_id == "dawn" and (unknown := unknown_at_dawn(state)):
        raise RuleError("rule.dawn_unknown", seats=unknown)
    if kind == "next":
        able = deciding_actor(state, step)
        required = required_action(state, step, able)
        if required is not None:
            raise RuleError("rule.action_required", action=required.id)
        if able is not None:
            for action in defaults_due(state, step):
                if action.default == "random" and not random_default(state, step, action, able):
                    return None            # printed cards: the lot is drawn and waits for a seat's card
                elif isinstance(action.default, dict):     # nothing chosen → this choice (the Fox's Wolf disguise)
                    act(state, step, {"t": "act", "action": action.id, **action.default}, drawn=True)
        return advance(state)
    raise RuleError("rule.not_now", input=kind)




def able_actor(state: GameState, step: Step) -> int | None:
    """The seat that acts at the step, if it has the step's abilities."""
    actor, why = acting_seat(state, step)
    return None if why else actor


def random_default(state: GameState, step: Step, action: Action, actor: int) -> bool:
    """004 (Infected Wolf, Cupid, Look-Alike…): nothing chosen → a random legal target. False when the
    lot waits for a card: printed cards, a lot falling on a seat whose card is awaited
    (`queries.card_awaited`) is drawn and held (NightState.lot) until the host sets that card — the
    lot is drawn when nobody was named, never shown before — and the next "next" carries the same
    lot out. Where the card shows the seat is no target after all (a wolf's card, for the
    infection), the lot is drawn again."""
    night = state.night
    assert night is not None
    held = night.lot if night.lot and (night.lot["step"], night.lot["action"]) == (step.id, action.id) else None
    still, awaited = lot_check(state, step, action, actor, held["seats"]) if held else (False, None)
    if still and awaited:
        raise RuleError("rule.lot_card_unknown", seat=awaited)      # never offered: the prompt asks for the card
    picks = held["seats"] if held and still else None
    if picks is None:
        picks = default_picks(state, step, action, actor)
        for pick in picks:
            rng.take(state, "default", pick)
        if lot_check(state, step, action, actor, picks)[1]:
            night.lot = {"step": step.id, "action": action.id, "seats": picks}
            return False
    night.lot = None
    if picks:
        act(state, step, {"t": "act", "action": action.id, "seats": picks}, drawn=True)
    return True


def lot_check(state: GameState, step: Step, action: Action, actor: int, picks: list[int]) -> tuple[bool, int | None]:
    """A lot on `picks`, read with one `candidates_for`: are its seats still targets (or waiting for a
    card) now their cards are set, and the first seat whose card, not known yet, it waits for
    (`queries.card_awaited`) — only where the action reads that card. A lot whose effect reads no
    card (Cupid's lover, the Fletcher's customer) is carried out at once, as a pointed target would be."""
    legal, disabled = candidates_for(state, step, action, actor, among=picks)
    waiting = [p for p in picks if disabled.get(p) in WAITS_FOR_CARD]
    still = all(p in legal or p in waiting for p in picks)
    return still, next((card_awaited(state, actor, p) or p for p in waiting), None)


def lot_at(state: GameState, step: Step) -> tuple[list[int], int | None] | None:
    """Printed cards: the lot held at this step (`random_default`): the seats it fell on, and the seat
    whose card it still waits for (None: set; "next" carries the lot out). None when nothing is held,
    or when the cards set show that a seat it fell on is no target (it is drawn again)."""
    lot = state.night.lot if state.night else None
    actor = able_actor(state, step) if lot and lot["step"] == step.id else None
    if not lot or actor is None:
        return None
    action = next(a for a in offered(state, step) if a.id == lot["action"])
    still, awaited = lot_check(state, step, action, actor, lot["seats"])
    return (lot["seats"], awaited) if still else None


def default_picks(state: GameState, step: Step, action: Action, actor: int) -> list[int]:
    """The seats a random default draws now, without drawing them (rng.peek). Printed cards: a seat
    that waits for a card is a target once it is set, so the lot may fall on it — the rule's "a
    random player" (004:532), not the few identified so far."""
    legal, disabled = candidates_for(state, step, action, actor)
    legal = sorted(legal + [s for s, why in disabled.items() if why in WAITS_FOR_CARD])   # targets once set
    want, _ = action_targets(state, step, action)
    picks: list[int] = []
    for _ in range(want):
        left = [s for s in legal if s not in picks]
        if left:
            picks.append(rng.peek(state, "default", left, len(picks)))
    return picks


def defaults_due(state: GameState, step: Step) -> list[Action]:
    """The actions whose default is taken when the step ends with nothing chosen for them."""
    assert state.night is not None
    done = state.night.actions.get(step.id, {})
    exclusive = option(state, step.exclusive_actions)
    return [a for a in offered(state, step) if a.id not in done and not (exclusive and done)
            and (a.default == "random" or isinstance(a.default, dict))]


def identify(state: GameState, step_id: str, inp: dict[str, Any], pending: list[str]) -> None:
    role_id = inp.get("role") or (pending[0] if pending else None)
    if role_id not in pending:
        raise RuleError("rule.nothing_to_identify")
    seats = inp.get("seats", [])
    if not isinstance(seats, list) or len(seats) > identifiable(state, role_id) or len(set(seats)) != len(seats):
        raise too_many_identified(state, role_id)
    for seat in seats:
        if not isinstance(seat, int) or not 1 <= seat <= len(state.seats):
            raise RuleError("rule.bad_seat", seat=seat)
        if state.seat(seat).role is not None:
            raise RuleError("rule.already_identified", seat=seat, role=state.seat(seat).role)
    if identifies_all(step_id, role_id):
        unknown = unknown_seats(state)      # the last identification: every seat still unknown
        if sorted(seats) != unknown:
            raise RuleError("rule.identify_all_left", seats=", ".join(map(str, unknown)), role=role_id)
    want = cards_to_identify(role_id)
    if want:        # printed cards: the cards the role set aside are shown to the moderator too
        cards = inp.get("cards", [])
        if not isinstance(cards, list) or len(cards) != want or any(c not in state.deck for c in cards):
            raise RuleError("rule.identify_cards", count=want)

        if catalogue().role(role_id).setup.get("extra_cards"):
            if not bottom_ok(state.deck, cards, catalogue()):
                raise RuleError("deck.thief_bottom")   # 003:111, 003:196 hold for printed cards too
            leftover = list(cards) + state.leftover[len(cards):]
        else:                                          # the drunk's real card (000:31)
            leftover = state.leftover[:hidden_offset(state)] + list(cards)
        over = over_the_deck(state, leftover, {role_id: len(seats)})
        if over:
            raise RuleError("rule.identify_count", role=over, count=state.deck[over])
        state.leftover = leftover
    for seat in seats:
        enter_role(state, seat, role_id)
    assert state.night is not None
    night = state.night
    night.identified[role_id] = (night.identified.get(role_id, []) if role_id in night.corrected else []) + list(seats)
    if role_id in night.corrected:
        night.corrected.remove(role_id)
    deal_known(state, list(seats))
    state.log("identified", role=role_id, seats=list(seats), secret=True)


def identifies_all(step_id: str, role_id: str) -> bool:
    """Printed cards: the last identification — the plain card at its own step — takes every seat
    still unknown at once, no fewer."""
    return step_id.startswith(IDENTIFY_PREFIX) and bool(catalogue().role(role_id).passive.get("plain_card"))


def over_the_deck(state: GameState, leftover: list[str], more: dict[str, int]) -> str | None:
    """Printed cards: a role of which more copies would be known than the deck holds — at seats, set
    aside (`leftover`, the thief's two, the drunk's real card) and `more` about to be entered — else None.
    The cards set aside are cards of the deck (003:111)."""
    known = cards_known(state, leftover)
    for card, count in more.items():
        known[card] = known.get(card, 0) + count
    return next((r for r in sorted(known) if known[r] > state.deck.get(r, 0)), None)


def identifiable(state: GameState, role_id: str) -> int:
    """Printed cards: how many more seats may be identified as `role_id` — the deck's copies not
    known yet to be elsewhere: at a seat (identified, or set on a seat's menu: a correction to or
    away from the role moves the count) or set aside (the thief's cards, the drunk's). The host can
    never identify more seats as a role than the deck holds copies."""
    return cards_unaccounted(state)[0].get(role_id, 0)


def too_many_identified(state: GameState, role_id: str) -> RuleError:
    """What identifying more than `identifiable` seats as `role_id` is told: the deck's number, or,
    when some copies are known already, how many are left and why."""
    left, total = identifiable(state, role_id), state.deck.get(role_id, 0)
    if left >= total:
        return RuleError("rule.identify_count", role=role_id, count=total)
    return RuleError("rule.identify_count_known", role=role_id, count=left, total=total, known=total - left)


def cards_to_identify(role_id: str) -> int:
    """How many set-aside cards the moderator enters with a printed card (thief 2, drunk 1)."""
    setup = catalogue().role(role_id).setup
    return sum(setup.get("extra_cards", {}).values()) + (1 if setup.get("hidden_card") else 0)




def advance(state: GameState) -> str | None:
    """Past the current step; "dawn" when it was the last (the night is resolved)."""
    night = state.night
    assert night is not None
    step_id = current_step_id(state)
    step = steps_by_id().get(step_id)
    if step:      # every action's targets, night by night: "not twice running", "once per game"
        for action in step.actions:
            chosen = night.actions.get(step.id, {}).get(action.id)
            state.history.setdefault(step.key(action), []).append(list(chosen) if chosen else None)
    if step_id == "dawn":
        return resolve_night(state)
    if step_id == LATE_STEP:          # told: a later one tonight wakes only whoever is owed more
        late_told(state)
    night.cursor += 1
    following = current_step_id(state)
    if following.startswith(IDENTIFY_PREFIX) and state.deck.get(following[len(IDENTIFY_PREFIX):]) \
            and catalogue().role(following[len(IDENTIFY_PREFIX):]).passive.get("plain_card") \
            and not roles_to_identify(state, following):
        assign_plain(state)           # the deck proves who holds the plain cards: nothing to ask
        night.cursor += 1
    return None


# ---------------------------------------------------------------------------- dawn


def settle_notes(state: GameState, notes: list[dict[str, Any]]) -> None:
    """What the night's defences changed besides deaths: lives spent, conversions, who is told."""
    for note in notes:
        seat = note["seat"]
        if note["note"] == "night.converted":
            assert state.night is not None
            into = next(a["into"] for a in state.night.attacks if a["target"] == seat and a["lands"] == "convert")
            change_role(state, seat, into)
            status.put(state, seat, "converted")
            notify(state, seat, "notice.converted", at="dawn", seat=seat)
            state.log("converted", seat=seat, role=into, secret=True)
    attacks.settle(state, notes)          # lives spent, deaths put off (attacks.SETTLERS)


def resolve_night(state: GameState) -> str:
    """Dawn: the night's attacks are settled and its deaths told; the winner, if any, is set
    (`state.winner`). Returns "dawn": the flow (game.py) ends the game or starts the day."""
    night = state.night
    assert night is not None
    attacks.record(state, attacks.with_visitors(state))
    batches, notes = attacks.plan(state)
    for note in notes:                       # the game's own ruleset's line (citations.py)
        if "rule" in note:
            note["rule"] = cite(state.ruleset, note["rule"])
    settle_notes(state, notes)
    disease.spread(state)                    # contagion along tonight's visits (004:961-967)
    batches.append(disease.dying(state))     # N2: nothing saves them (004:973)
    all_deaths = []
    wolf_first = state.options["wolf_first"]
    # `same`: nothing changed since the last check, whose answer is `won`: a batch without victims
    # kills nobody, and a check changes the state only by an ascension, which it logs. Most nights
    # most batches are empty: the check is not made again on the same state (issue 32).
    won, same = None, False
    for batch in batches:
        deaths = kill(state, batch, "night", night.number)
        all_deaths.extend(deaths)
        same = same and not batch
        if wolf_first:        # 狼刀在先 (003:46): the wolves' win by their attack stands; later poison is void
            if not same:
                logged = len(state.timeline)
                won = check_winner(state)
                same = len(state.timeline) == logged
            if won and won["team"] == "wolf":      # … it decides only the wolves' own win (issue 30.4)
                state.winner = won
                break
    if not state.winner:
        # every death of the night counts before the one check; seed 004's teams also win by what
        # immediate abilities did tonight, with no death (the last player enchanted, frozen)
        state.winner = won if same else check_winner(state)
    assign_last_words(state, all_deaths, night_total=len(all_deaths))
    status.expire(state, "dawn")
    night.results["dawn"] = {"deaths": sorted(d.seat for d in all_deaths), "notes": notes,
                             "notices": [n for n in state.notices[night.first_notice:]
                                         if n["at"] == "dawn" and n.get("night") == night.number],
                             "explain": [{"seat": d.seat, "causes": list(d.causes), "rule": d.rule} for d in all_deaths]}
    state.pending_night_deaths = sorted(d.seat for d in all_deaths)
    state.log("dawn", deaths=sorted(d.seat for d in all_deaths), notes=notes)
    return "dawn"
