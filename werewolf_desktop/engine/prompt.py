"""What the console shows at each moment: the current step, the lines to read, who wakes, the legal
inputs with the reason each illegal choice is refused, and what to show privately."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from . import day, night
from .catalogue import catalogue
from .choices import button, item, label, main, menu, note, points, tally, text
from .queries import WAITS_FOR_CARD, card_awaited
from .registry import BEATS, EFFECTS
from .results import public_results
from .shows import private_info
from .start_info import late_owed
from .state import GameState

@dataclass
class Prompt:
    kind: str                                   # "night_step", "identify", a day beat kind, "game_over"
    phase: str
    night: int
    day: int
    step: str | None = None
    lines: dict[str, str] | None = None         # the 法官 lines to read aloud (zh/en/de)
    say: dict[str, Any] | None = None           # a composed line: {"key": i18n key, "params": {...}}; "heads": read before `lines`
    wakes: str | None = None                    # role id or group ("pack", "lovers")
    actors: list[int] = field(default_factory=list)
    actor_alive: bool = True
    powerless: bool = False
    actions: list[dict[str, Any]] = field(default_factory=list)
    show: dict[str, Any] | None = None          # private information for the woken player
    seat: int | None = None                     # the beat's subject (speaker, dead sheriff, hunter…)
    candidates: list[int] = field(default_factory=list)
    voters: list[int] = field(default_factory=list)
    weights: dict[int, float] = field(default_factory=dict)
    forbidden: dict[int, list[int]] = field(default_factory=dict)
    extra_votes: dict[int, float] = field(default_factory=dict)   # invisible votes against a seat (004:300)
    must_vote: list[int] = field(default_factory=list)   # voters who die if they do not vote (Survivors, 004:1065)
    hidden: bool = False                        # hidden weights or votes: announce the outcome only (004, S2)
    disabled: dict[int, str] = field(default_factory=dict)   # seat -> reason key
    allowed: list[str] = field(default_factory=list)
    identify: list[str] = field(default_factory=list)
    identify_cards: int = 0                     # set-aside cards to enter with the identified role
    unknown: list[int] = field(default_factory=list)   # printed cards: the seats not identified yet
    identify_all: bool = False                  # printed cards: the identification takes every `unknown` seat at once
    announcement: dict[str, Any] | None = None
    default: Any = None
    winner: dict[str, Any] | None = None
    self_destruct: list[int] = field(default_factory=list)   # seats that may self-destruct now
    resign: dict[int, list[str]] = field(default_factory=dict)   # office holders who may resign now (004:838)
    office: str | None = None                   # the office an election beat is for (004 §6)
    results: list[dict[str, Any]] = field(default_factory=list)   # public results of the last input: lines to read
    ruleset: str = ""                           # the game's ruleset: its own words where it has them (i18n.own_key)
    timer: str | None = None                    # the step timer it runs: "night", "speech", "pk", "last_words", "discussion"
    choices: list[dict[str, Any]] = field(default_factory=list)   # what the console offers, ready-made (engine/choices.py)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def build_prompt(state: GameState) -> Prompt:
    base: dict[str, Any] = {"phase": state.phase, "night": state.night.number if state.night else 0,
                            "day": state.day_number, "ruleset": state.ruleset}
    if state.phase == "over":
        dawn = state.night.results.get("dawn") if state.night else None
        return Prompt(kind="game_over", winner=state.winner, announcement=dawn,
                      results=public_results(state, "game_over"), **base)
    if state.phase == "night":
        return night_prompt(state, base)
    return day_prompt(state, base)


def night_prompt(state: GameState, base: dict) -> Prompt:
    step_id = night.current_step_id(state)
    pending = night.roles_to_identify(state, step_id)
    if step_id.startswith(night.IDENTIFY_PREFIX):
        role_id = step_id[len(night.IDENTIFY_PREFIX):]
        allowed = ["identify"] if pending else ["next"]
        if pending and night.too_many_unknown(state, role_id):
            allowed = ["set_role"]            # a seat holds another card: corrected first (issue 29.1)
        return Prompt(kind="identify", step=step_id, identify=pending, wakes=role_id, timer="night",
                      identify_cards=night.cards_to_identify(pending[0]) if pending else 0,
                      say={"key": "beat.identify", "params": {"role": role_id}},
                      unknown=night.unknown_seats(state) if pending else [], allowed=allowed,
                      identify_all="identify" in allowed and night.identifies_all(step_id, role_id),
                      choices=[main(label("ui.console.confirm_identify"))] if "identify" in allowed else [], **base)
    step = night.steps_by_id()[step_id]
    assert state.night is not None
    lines = step.lines_for(state.options, state.night.number, night.deck_roles(state))
    actors = night.actors(state, step) or acted_here(state, step)
    living = [a for a in actors if night.may_act(state, step, a)]
    actor, why = night.acting_seat(state, step)
    powerless = bool(why)
    p = Prompt(kind="night_step", step=step.id, lines=lines, wakes=who_wakes(step), actors=actors,
               actor_alive=bool(living) or not (step.role or step.wakes) or bool(pending), powerless=powerless,
               identify=pending, timer=None if step.id == "dawn" else "night", **base)
    if pending:
        p.allowed = ["identify"]
        p.identify_cards = night.cards_to_identify(pending[0])
        p.choices = [main(label("ui.console.confirm_identify"))]
        return p
    if step.id == "dawn" and (unknown := night.unknown_at_dawn(state)):   # printed cards: every card known first
        # the day's words ("it is day, everyone opens their eyes…") wait for the cards: shown and
        # read once the day can break, not while the host still has to look at a player's card
        p.allowed, p.unknown, p.lines = ["set_role"], unknown, None
        return p
    p.actions = step_actions(state, step, actor, powerless, state.night.actions.get(step.id, {}))
    lot = night.lot_at(state, step)
    if lot is None:
        p.allowed = (["act"] if any(a["available"] for a in p.actions) else []) + \
            ([] if night.next_blocked_by(state, step) else ["next"])
    else:                         # printed cards: nobody was named, the lot fell on a seat whose card is awaited
        p.allowed, p.unknown = (["set_role"], [lot[1]]) if lot[1] else (["next"], [])
    p.show = private_info(state, step, actor, actors)
    p.results = public_results(state, "night_step")
    p.choices = action_choices(state, p) + group_points(state, p) + card_notes(state, p, actor, lot) + \
        [main(label("ui.console.daybreak" if step.id == "dawn" else "ui.console.next_step"))]
    return p


def card_notes(state: GameState, p: Prompt, actor: int | None,
               lot: tuple[list[int], int | None] | None) -> list[dict[str, Any]]:
    """Printed cards, night 1: the host is told beforehand which seats' cards must be set before
    they are pointed at (an effect that reads the target's card: the Infected Wolf's, the
    Look-Alike's; for a seat that passes the ability on, 004:985, the card of the seat it goes to).
    Once nobody was named and the lot fell on such a seat (`night.lot_at`, never before): where it
    fell and whose card it waits for, then that "next" carries it out."""
    if lot:
        seats, awaited = lot
        return [note(label("rule.lot_card_unknown", seat=awaited) if awaited else label("rule.lot_drawn", seats=seats),
                     host=True)]
    seats = sorted({card_awaited(state, actor, int(s)) or int(s) if actor is not None else int(s)
                    for a in p.actions if a["available"] or a["why"] == "rule.targets_cards_unknown"
                    for s, why in a["disabled"].items() if why in WAITS_FOR_CARD})
    return [note(label("ui.card.cards_unknown", seats=seats), host=True)] if seats else []


def action_choices(state: GameState, p: Prompt) -> list[dict[str, Any]]:
    """How the console offers the step's actions that are not clicked on seats: what the effect
    offers itself (the antidote, the thief's cards), else a text, a tally, or one button."""
    out: list[dict[str, Any]] = []
    for a in p.actions:
        offer = EFFECTS[a["effect"]].offer
        inp = {"t": "act", "action": a["id"]}
        if offer is not None:
            out += offer(a, p.show)
        elif a["input"] == "text":
            out.append(text(f"Act_{a['id']}", a["id"], inp))
        elif a["input"] == "tally":
            out.append(tally(f"Act_{a['id']}", a["id"], inp, sum(1 for s in state.seats if s.in_play and not s.alive)))
        elif a["input"] == "none" or (a["input"] == "seats" and not a["targets"] and not a["pick_role"]):
            out.append(button(f"Act_{a['id']}", None, inp, action=a["id"]))
    return out


def who_wakes(step) -> str | None:
    """Who opens their eyes at a night step, as the step card names them: the role, or the group
    that wakes when the role's holders are not in it (the enchanted at the Flute Player's second
    step, the Fletcher's customer, whoever carries a marker: 004:625, 004:659)."""
    if step.wakes_marked:
        return step.wakes_marked
    if step.role and step.wakes and step.wakes not in catalogue().role(step.role).groups:
        return step.wakes
    return step.role or step.wakes


def group_points(state: GameState, p: Prompt) -> list[dict[str, Any]]:
    """A group's kill of one victim with several living members (the pack, the cult): each member's
    point may be entered, with the engine's hidden weights (seed 004 §1.2, §3.2; the role book's
    only: a pack agrees under 003 and 001)."""
    if p.identify or not p.wakes or p.wakes in catalogue().roles:
        return []
    acts = [a for a in p.actions if a["available"] and a["input"] == "seats" and a["targets"]]
    a = next(iter([a for a in acts if EFFECTS[a["effect"]].offer is None] or acts), None)
    living = [x for x in p.actors if state.seat(x).alive]
    if a is None or not EFFECTS[a["effect"]].points or a["targets"] != 1 or len(living) < 2:
        return []
    if "004" not in catalogue().ruleset(state.ruleset).sources:
        return []
    return [points(a["id"], living, a["candidates"], {"t": "act", "action": a["id"]})]


def acted_here(state: GameState, step) -> list[int]:
    """The player who acted at this step tonight and changed role by it (the Dog, the Look-Alike:
    004:99): still the one awake, shown what the choice gave them."""
    assert state.night is not None
    if not state.night.actions.get(step.id):
        return []
    for entry in reversed(state.timeline):
        if entry["kind"] == "night_action" and entry["step"] == step.id:
            return [entry["actor"]]
        if entry["kind"] == "night_start":
            break
    return []


def step_actions(state: GameState, step, actor: int | None, powerless: bool, done: dict) -> list[dict[str, Any]]:
    """The actions a woken player may take at a step (a night step, or a dusk step of the day)."""
    out: list[dict[str, Any]] = []
    for action in night.offered(state, step):
        key = step.key(action)
        used = state.seat(actor).uses.get(key, 0) if actor else 0
        why, legal, disabled = night.action_status(state, step, action, actor, done)
        available = why is None
        count, repeat = night.action_targets(state, step, action)
        eff = EFFECTS[action.effect]
        limit = night.charges(state, action)          # None: the action has no uses to count
        # a choice made at this step may still be changed (Game.replace) until "next"
        changeable = (night.candidates_for(state, step, action, actor)[0]
                      if action.id in done and actor and not powerless and eff.input == "seats" and not eff.final
                      else [])
        out.append({"id": action.id, "effect": action.effect, "input": eff.input,
                    "targets": count if not action.target else 1,
                    "min_targets": night.least_targets(state, step, action, count),
                    "extra": night.extra_tonight(state, step, action),
                    "repeat": repeat, "optional": action.optional, "done": action.id in done,
                    "chosen": done.get(action.id), "available": available, "why": why,
                    "candidates": legal if available else [], "disabled": disabled,
                    "uses_left": None if limit is None else limit - used,
                    "pick_role": night.role_choices(state, action), "default": action.default,
                    "ask_reveal": bool(action.params.get("reveal_choice")), "final": eff.final,
                    "changeable": changeable})
    return out


def day_prompt(state: GameState, base: dict) -> Prompt:
    """The current day beat's prompt: what every beat has (its lines, its subject, its inputs, who
    may self-destruct or resign now), then what its own spec adds (engine/beats/)."""
    beat = state.agenda[0]
    kind = beat["kind"]
    spec = BEATS[kind]
    lines = catalogue().day_lines(spec.lines, state.options) if spec.lines else None
    p = Prompt(kind=kind, step=kind, lines=lines, seat=beat.get("seat"), allowed=list(spec.allowed), timer=spec.timer,
               **base)
    p.results = public_results(state, kind)
    if "self_destruct" in p.allowed:
        p.self_destruct = day.may_self_destruct(state)
        if not p.self_destruct:                     # offered only when someone can (issue 22)
            p.allowed.remove("self_destruct")
    if "resign" in p.allowed:
        p.resign = day.may_resign(state)
        if not p.resign:
            p.allowed.remove("resign")
    p.office = beat.get("office")                   # 004 §6: an office's election, not the sheriff's
    spec.prompt(state, beat, p)
    if owed := late_owed(state):                    # a card corrected by day
        p.choices.append(note(label("ui.card.told_late_tonight", seats=owed), host=True))
    if p.resign:                                    # 004:838: an office holder steps down
        p.choices.append(menu("Resign", label("ui.console.resign"), [
            item(s, {"t": "resign", "seat": s, "office": o}, label("ui.console.resign_item", seat=s, office_role=o))
            for s, held in p.resign.items() for o in held]))
    if p.self_destruct:                             # in privacy mode every living seat is listed
        p.choices.append(menu("SelfDestruct", label("ui.console.self_destruct"),
                              [item(s, {"t": "self_destruct", "seat": s}) for s in p.self_destruct],
                              danger=True, cover_seats=state.alive()))
    return p
