"""What a seat click means at the console's current step (`Pick`), and how each seat is marked.

Pure functions of the engine's prompt and state: the console calls them on every refresh. A day
beat's seats come ready-made in the prompt's choices (`{"type": "seats"}`, engine/choices.py); a
woken role's from its actions."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ...engine.night import identifiable, too_many_identified
from ...engine.errors import RuleError
from ...i18n import tr
from .seat_circle import SeatMarks

STEP_KINDS = ("night_step", "dusk_step")      # a role woken to act: at night, or at the day's dusk step


@dataclass
class Pick:
    """What a seat click means at this step."""

    legal: set[int]
    reasons: dict[int, str]
    need: int                                   # 1 = apply on click; 2 = apply when 2 chosen; 0 = free multi-select
    make: Callable[[list[int]], dict[str, Any]]
    tags: dict[int, str] = field(default_factory=dict)
    least: int | None = None                    # need > 1: fewer seats may be sent with Enter ("up to N")
    role_per_seat: bool = False                 # each seat clicked takes the role chosen in the list (seed 004)
    repeat: bool = False                        # a seat may be chosen twice (the Wolf's Cub's second kill)
    most: int = 0                               # need = 0: at most this many seats (0: any number)
    too_many: RuleError | None = None           # need = 0: what a click past `most` is told (refusal.py)

    @property
    def least_needed(self) -> int:
        """How many seats a choice of several is sent with at least (`least`, else all `need`)."""
        return self.need if self.least is None else max(1, self.least)

    def ready(self, chosen: int) -> bool:
        """Whether `chosen` seats can be sent now (Enter): none, or at least `least` of `need`."""
        return not (self.need > 1 and 0 < chosen < self.least_needed)


def choice(prompt, kind: str) -> dict | None:
    """The prompt's first choice of this kind (engine/choices.py), or None."""
    return next((c for c in getattr(prompt, "choices", None) or [] if c["type"] == kind), None)


def pressed(prompt) -> dict[str, dict]:
    """The actions offered as a button of their own (the antidote, worded with the victim): action
    id -> the button. Not a mode of a seat click; clicked on a seat only when nothing else is."""
    return {c["action"]: c for c in prompt.choices if c["type"] == "button" and c.get("action")}


def takes_seats(a: dict) -> bool:
    """An action entered by clicking seats (not one that takes only a role on the device, or
    nothing at all: the Receptionist's count, the Disguised Fox joining the pack)."""
    return a.get("input", "seats") == "seats" and bool(a["targets"])


def seat_actions(prompt) -> list[dict]:
    """The night actions a seat click can mean at this step."""
    if prompt.kind not in STEP_KINDS or prompt.identify:
        return []
    return [a for a in prompt.actions if a["available"] and takes_seats(a)]


def mode_actions(prompt, privacy: bool) -> list[dict]:
    """The actions offered as modes of a seat click (a button each when there are several, or
    when one cannot be used now: greyed with the reason, never in privacy mode)."""
    own = pressed(prompt)
    return [a for a in prompt.actions if takes_seats(a) and a["id"] not in own
            and (a["available"] or (not privacy and not a["done"]))]


def role_action(prompt, wanted: str | None) -> dict | None:
    """The action for which the woken player picks a role on the device now (the role list is
    shown): the seat action that takes a role per seat, or an action that takes only a role (with
    or without a text: the Journalist). Not once it is done: the player has been answered."""
    if prompt.kind not in STEP_KINDS or prompt.identify:
        return None
    a = active_action(prompt, wanted)
    if a is not None:
        return a if a["pick_role"] else None
    return next((a for a in prompt.actions if a["available"] and a["pick_role"] and not a["targets"]), None)


def group_vote_action(prompt, privacy: bool) -> dict | None:
    """The members' points at a group's kill, when the engine offers them (`{"type": "points"}`: the
    pack, the cult, seed 004 §1.2, §3.2). Never in privacy mode: the rows would show who is in the group."""
    return None if privacy else choice(prompt, "points")


def active_action(prompt, wanted: str | None) -> dict | None:
    """The action a seat click applies to: the one the host chose (`wanted`), else the first that is
    not offered as a button of its own."""
    acts = seat_actions(prompt)
    if not acts:
        return None
    for a in acts:
        if a["id"] == wanted:
            return a
    own = pressed(prompt)
    return ([a for a in acts if a["id"] not in own] or acts)[0]


def pick_for(prompt, state, lang: str, wanted: str | None, set_aside: Callable[[], list],
             act_input: Callable[..., dict], seat_roles: dict[int, str] | None = None) -> Pick | None:
    """What a seat click means at this step (None: nothing to pick). `set_aside()`: the combo boxes
    of the cards a role set aside (thief 2, drunk 1), read when the input is made; `act_input(action,
    seats=…)`: an action's input as the console makes it (with the reveal tick of seed 004);
    `seat_roles`: the role picked in the list for each seat clicked (seed 004 guesses, disguises)."""
    in_play = [x.seat for x in state.seats if x.in_play]
    generic = lambda seats: {s: tr("rule.not_a_legal_target", lang, seat=s) for s in in_play if s not in seats}  # noqa: E731
    kind = prompt.kind
    if prompt.identify and "identify" in prompt.allowed:
        role = prompt.identify[0]
        legal = {x.seat for x in state.seats if x.in_play and x.role is None}
        reasons = {x.seat: tr("rule.already_identified", lang, seat=x.seat, role=x.role)
                   for x in state.seats if x.in_play and x.role is not None}

        def make(seats, role=role):
            inp = {"t": "identify", "role": role, "seats": seats}
            if set_aside():       # the cards the role set aside (thief 2, drunk 1)
                inp["cards"] = [c.currentData() for c in set_aside()]
            return inp
        if prompt.identify_all:   # the last cards: every seat still unknown at once, the last click sends
            return Pick(legal, reasons, len(prompt.unknown), make)
        # the engine refuses more seats than the deck has copies not known to be elsewhere yet
        most, too_many = identifiable(state, role), too_many_identified(state, role)
        if not most:              # every copy is known elsewhere: no seat to click (0 would be "any number")
            reasons.update({s: too_many.message(lang) for s in legal})
            legal = set()
        return Pick(legal, reasons, 0, make, most=most, too_many=too_many)
    if kind in STEP_KINDS:
        a = active_action(prompt, wanted)
        if a is not None and "act" not in prompt.allowed:   # a lot drawn waits for Enter (or its card): no seat to name now
            return None
        if a is None:
            return change_pick(prompt, generic, seat_input(act_input, seat_roles))
        legal = set(a["candidates"])
        reasons = generic(legal)
        for seat, key in (a.get("disabled") or {}).items():
            reasons[int(seat)] = tr(key, lang, seat=seat)
        own = pressed(prompt).get(a["id"])
        if own is not None:                            # the antidote: only the victim's seat
            for s in in_play:
                if s not in legal and s not in (a.get("disabled") or {}):
                    reasons[s] = tr(own.get("refuse", "rule.not_a_legal_target"), lang, seat=s)
            make = lambda seats, aid=a["id"]: {"t": "act", "action": aid, "seats": seats}  # noqa: E731
            return Pick(legal, reasons, 1, make)
        make = lambda seats, a=a: seat_input(act_input, seat_roles)(a, seats)  # noqa: E731
        return Pick(legal, reasons, max(1, int(a.get("targets", 1))), make, least=a.get("min_targets"),
                    role_per_seat=bool(a["pick_role"]), repeat=bool(a.get("repeat")))
    c = choice(prompt, "seats")                         # a day beat's seats, ready-made
    if c is None:
        return None
    legal = set(c["seats"])
    reasons = {s: tr(c["reasons"].get(s, c["refuse"]), lang, seat=s) for s in in_play if s not in legal}
    if c["many"]:
        return Pick(legal, reasons, 0, lambda seats, c=c: {**c["input"], "seats": seats})
    return Pick(legal, reasons, 1, lambda seats, c=c: {**c["input"], "seat": seats[0]})


def seat_input(act_input: Callable[..., dict], seat_roles: dict[int, str] | None) -> Callable[[dict, list[int]], dict]:
    """An action's input for the seats clicked, with the role picked for each when it takes one."""
    def make(a: dict, seats: list[int]) -> dict:
        if a["pick_role"]:
            return act_input(a, seats=seats, roles=[(seat_roles or {}).get(s) for s in seats])
        return act_input(a, seats=seats)
    return make


def change_pick(prompt, generic, make_input: Callable[[dict, list[int]], dict]) -> Pick | None:
    """The step's choice is made but not confirmed: another seat replaces it (`Game.replace`).
    Not a guess or a disguise with its roles (seed 004): the player has been answered; Undo is there."""
    if prompt.identify:
        return None
    own = pressed(prompt)
    a = next((a for a in prompt.actions if a.get("changeable") and takes_seats(a) and a["id"] not in own
              and not a["pick_role"]), None)
    if a is None:
        return None
    legal = set(a["changeable"])
    make = lambda seats, a=a: {**make_input(a, seats), "replace": True}  # noqa: E731
    return Pick(legal, generic(legal), max(1, int(a.get("targets", 1))), make, least=a.get("min_targets"))


def marks_for(prompt, state, lang: str, pick: Pick | None, privacy: bool, selection: set[int]) -> SeatMarks:
    """How each seat looks at this step: pickable, greyed with the reason, chosen, who acts."""
    m = SeatMarks()
    if pick is not None:
        m.pickable = True
        if privacy:       # greying would tell who acts (no self-target…): the engine still checks
            m.legal = {x.seat for x in state.seats if x.in_play}
        else:
            m.legal = set(pick.legal)
            m.reasons = dict(pick.reasons)
        m.selected = set(selection)
    if not privacy:
        if prompt.kind in STEP_KINDS + ("identify",):
            m.actors = set(prompt.actors)
            for a in prompt.actions:
                for s in a.get("chosen") or []:
                    m.tags[s] = (m.tags.get(s, "") + " " if s in m.tags else "") + "✔ " + tr(f"action.{a['id']}", lang)
        elif prompt.seat:
            m.actors = {prompt.seat}
    elif prompt.phase == "day" and prompt.seat:
        m.actors = {prompt.seat}      # the speaker is public
    for c in prompt.choices:                 # words on seats (the candidates)
        if c["type"] == "tags":
            for s in c["seats"]:
                m.tags[s] = tr(c["label"]["key"], lang, **c["label"]["params"])
    return m
