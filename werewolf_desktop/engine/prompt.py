"""What the console shows at each moment: the current step, the lines to read, who wakes, the legal
inputs with the reason each illegal choice is refused, and what to show privately."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from . import day, dusk, night, offices, votes as hidden_votes
from .catalogue import catalogue
from .effects import EFFECTS
from .results import public_results
from .shows import private_info
from .state import GameState

DAY_ALLOWED = {
    "election_candidates": ["candidates", "self_destruct"],
    "election_speech": ["next", "withdraw", "self_destruct"],
    "election_pk_speech": ["next", "self_destruct"],
    "election_vote": ["vote", "withdraw", "self_destruct"],
    "election_pk_vote": ["vote", "self_destruct"],
    "announce": ["next", "self_destruct"],
    "badge": ["badge"],
    "hunter_shot": ["shoot"],
    "last_words": ["next"],
    "direction": ["direction", "next", "self_destruct"],
    "speech": ["next", "self_destruct"],
    "pk_speech": ["next", "self_destruct"],
    "discussion": ["next", "self_destruct"],
    "exile_vote": ["vote"],
    "captain_decides": ["decide"],
    "lynch_count": ["decide"],
    "idiot_reveal": ["reveal"],
    "dusk": ["next"],
    "tell": ["next"],
    "dusk_call": ["next"],
    "dusk_step": ["act", "next"],
    "dusk_open": ["next"],
    "lynch_cancelled": ["next"],
    "lynch_redirected": ["next"],
}
# which script.json day entry holds the 法官 lines of a beat
DAY_LINES = {"election_candidates": "election", "election_vote": "election_vote", "election_pk_vote": "election_vote",
             "exile_vote": "exile_vote"}


@dataclass
class Prompt:
    kind: str                                   # "night_step", "identify", a day beat kind, "game_over"
    phase: str
    night: int
    day: int
    step: str | None = None
    lines: dict[str, str] | None = None         # the 法官 lines to read aloud (zh/en/de)
    say: dict[str, Any] | None = None           # a composed line: {"key": i18n key, "params": {...}}
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
    announcement: dict[str, Any] | None = None
    default: Any = None
    winner: dict[str, Any] | None = None
    self_destruct: list[int] = field(default_factory=list)   # seats that may self-destruct now
    resign: dict[int, list[str]] = field(default_factory=dict)   # office holders who may resign now (004:838)
    office: str | None = None                   # the office an election beat is for (004 §6)
    results: list[dict[str, Any]] = field(default_factory=list)   # public results of the last input: lines to read
    ruleset: str = ""                           # the game's ruleset: its own words where it has them (i18n.own_key)

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
        return Prompt(kind="identify", step=step_id, identify=pending, wakes=role_id,
                      identify_cards=night.cards_to_identify(pending[0]) if pending else 0,
                      say={"key": "beat.identify", "params": {"role": role_id}},
                      unknown=night.unknown_seats(state) if pending else [], allowed=allowed, **base)
    step = night.steps_by_id()[step_id]
    assert state.night is not None
    lines = step.lines_for(state.options, state.night.number, night.deck_roles(state))
    actors = night.actors(state, step) or acted_here(state, step)
    living = [a for a in actors if night.may_act(state, step, a)]
    actor, why = night.acting_seat(state, step)
    powerless = bool(why)
    p = Prompt(kind="night_step", step=step.id, lines=lines, wakes=step.wakes_marked or step.role or step.wakes, actors=actors,
               actor_alive=bool(living) or not (step.role or step.wakes) or bool(pending), powerless=powerless,
               identify=pending, **base)
    if pending:
        p.allowed = ["identify"]
        p.identify_cards = night.cards_to_identify(pending[0])
        return p
    p.actions = step_actions(state, step, actor, powerless, state.night.actions.get(step.id, {}))
    p.allowed = (["act"] if any(a["available"] for a in p.actions) else []) + \
        ([] if night.next_blocked_by(state, step) else ["next"])
    p.show = private_info(state, step, actor, actors)
    p.results = public_results(state, "night_step")
    return p


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
    beat = state.agenda[0]
    kind = beat["kind"]
    entry = DAY_LINES.get(kind)
    lines = catalogue().day_lines(entry, state.options) if entry else None
    p = Prompt(kind=kind, step=kind, lines=lines, seat=beat.get("seat"), allowed=list(DAY_ALLOWED[kind]), **base)
    p.results = public_results(state, kind)
    if "self_destruct" in p.allowed:
        p.self_destruct = day.may_self_destruct(state)
        if not p.self_destruct:                     # offered only when someone can (issue 22)
            p.allowed.remove("self_destruct")
    if kind in day.RESIGN_BEATS:
        p.resign = day.may_resign(state)
        if p.resign:
            p.allowed.append("resign")
    office = p.office = beat.get("office")
    if office:                                      # 004 §6: an office's election, not the sheriff's
        entry = "office_election" if kind == "election_candidates" else "office_vote"
        p.lines = catalogue().day_lines(entry, state.options) if kind in ("election_candidates", "election_vote", "election_pk_vote") else p.lines
    if kind == "election_candidates":
        p.candidates = day.election_alive(state)
        p.disabled = {s: "rule.not_eligible_today" for s in hidden_votes.not_eligible(state) if s in p.candidates}
        if p.disabled:                                   # 004:551: told before the election
            p.announcement = {"not_eligible": sorted(p.disabled)}
        p.say = ({"key": "beat.office_candidates", "params": {"office_role": office}} if office
                 else {"key": "beat.election_candidates", "params": {}})
    elif kind in ("election_speech", "election_pk_speech"):
        p.candidates = list(state.election["running"])
        p.say = {"key": "beat.election_speech", "params": {"seat": beat["seat"]}}
        if beat.get("tied"):                        # who tied, with the real seats, before the PK speeches
            p.say = {"key": "beat.election_pk_tie", "params": {"seats": beat["tied"], "seat": beat["seat"]}}
    elif kind in ("election_vote", "election_pk_vote"):
        p.candidates = list(beat["candidates"])
        p.voters = day.election_voters(state)
        if office:
            p.weights, p.hidden = hidden_votes.weights(state, p.voters)
            p.say = {"key": "beat.office_vote", "params": {"office_role": office}}
    elif kind == "announce":
        deaths = beat["deaths"]
        dawn = state.night.results.get("dawn") if state.night else None
        p.announcement = {"deaths": deaths, "explain": dawn["explain"] if dawn else [], "notes": dawn["notes"] if dawn else [],
                          "notices": dawn.get("notices", []) if dawn else []}
        p.say = ({"key": "beat.announce_deaths", "params": {"seats": deaths}} if deaths
                 else {"key": "beat.announce_peaceful", "params": {}})
    elif kind == "badge":
        p.candidates = [s for s in state.alive() if s != beat["seat"]]
        p.say = {"key": "beat.badge", "params": {"seat": beat["seat"]}}
    elif kind == "hunter_shot":
        p.candidates = [s for s in state.alive() if s != beat["seat"]]
        p.say = None            # 003:88: read nothing that outs the hunter; the host's panel asks him (ui.hint)
    elif kind == "last_words":
        p.say = {"key": "beat.last_words", "params": {"seat": beat["seat"]}}
    elif kind == "direction":
        p.default = day.default_direction(state)
        p.candidates = day.speaking_order(state, p.default)
        p.say = {"key": "beat.direction", "params": {"sheriff": state.sheriff}}
    elif kind in ("speech", "pk_speech"):
        p.say = {"key": "beat.speech" if kind == "speech" else "beat.pk_speech", "params": {"seat": beat["seat"]}}
        if beat.get("tied"):                        # who tied, with the real seats, before the PK speeches
            p.say = {"key": "beat.pk_tie", "params": {"seats": beat["tied"], "seat": beat["seat"]}}
        p.candidates = [b["seat"] for b in state.agenda if b["kind"] == kind]
    elif kind == "discussion":
        p.say = {"key": "beat.discussion", "params": {}}
    elif kind == "exile_vote":
        p.candidates = day.lynch_targets(state, beat)
        p.voters = day.voters(state, beat)
        p.weights, p.hidden = hidden_votes.weights(state, p.voters)
        p.extra_votes = {t: n for t, n in hidden_votes.extra_against(state).items() if t in p.candidates}
        p.must_vote = hidden_votes.must_vote(state, p.voters)
        p.hidden = p.hidden or bool(p.extra_votes)
        if beat.get("lynch") == 2:
            p.say = {"key": "beat.second_lynch", "params": {}}           # 004:147
        p.forbidden = {k: sorted(v) for k, v in day.forbidden_votes(state).items()}
        p.disabled = {s: "rule.idiot_no_vote" for s in state.alive() if state.seat(s).revealed_idiot}
        if hidden_votes.lynch_immune(state):                        # 004:859: nobody may vote for them
            p.announcement = {"lynch_immune": hidden_votes.lynch_immune(state)}
        if beat.get("mode") == "pk":
            lines = catalogue().day_lines("pk", state.options)
            p.lines = lines
            p.disabled.update({s: "rule.pk_no_vote" for s in beat["pk"]})
        if state.options.get("exile_mode") == "majority":
            p.say = {"key": "beat.majority", "params": {"needed": len(state.alive()) // 2 + 1}}
        elif state.options.get("exile_mode") == "test":
            p.say = {"key": "beat.test", "params": {}}
        if day.DAY_CONDITIONS["moderator_day"](state):          # 002:71
            p.say = {"key": "beat.moderator_vote", "params": {"needed": len(state.alive()) // 2 + 1}}
    elif kind == "lynch_count":
        p.seat = offices.top_two_chooser(state)
        p.say = {"key": "beat.lynch_count", "params": {"seat": p.seat}}
    elif kind == "captain_decides":
        p.candidates = list(beat["tied"])
        p.seat = state.sheriff
        p.say = {"key": "beat.captain_decides", "params": {"seat": state.sheriff}}
    elif kind == "idiot_reveal":
        p.say = {"key": "beat.idiot_reveal", "params": {"seat": beat["seat"]}}
    elif kind == "dusk":                            # the day ends; nightfall is the night's own first step
        p.say = {"key": "beat.day_over", "params": {}}     # (issue 29.10: not two "night falls" in a row)
        told = [n for n in state.notices if n.get("dusk") and n["day"] == state.day_number]
        if told:                                 # private news of the day's end (the disease, 004:971)
            p.announcement = {"notices": told}
    elif kind == "tell":
        p.say = {"key": beat["key"], "params": dict(beat["params"])}
    elif kind in ("dusk_call", "dusk_step", "dusk_open", "lynch_cancelled", "lynch_redirected"):
        dusk_prompt(state, beat, p)
    return p


def dusk_prompt(state: GameState, beat: dict, p: Prompt) -> None:
    """The dusk step (004 reference S5) and what the end of a lynch announces."""
    kind = beat["kind"]
    entry = next((e for e in catalogue().day_order if e["beat"] == "dusk_call"), {})
    if kind == "dusk_call":
        p.lines = entry.get("lines")
        p.say = {"key": "beat.dusk_call", "params": {"moment": beat["moment"]}}
    elif kind == "dusk_open":
        p.lines = entry.get("lines_open")
        p.announcement = {"deaths": list(beat["deaths"]), "revealed": list(beat["revealed"])}
        if beat["deaths"] and beat["revealed"]:
            p.say = {"key": "beat.dusk_deaths_by", "params": {"seats": list(beat["deaths"]), "by": beat["revealed"][0]}}
        elif beat["deaths"]:
            p.say = {"key": "beat.dusk_deaths", "params": {"seats": list(beat["deaths"])}}
        else:
            p.say = {"key": "beat.dusk_open", "params": {}}
    elif kind == "dusk_step":
        step = dusk.step_of(beat)
        actors = night.actors(state, step)
        living = [a for a in actors if state.seat(a).alive]
        actor = living[0] if living else None
        powerless = bool(actor and state.seat(actor).powerless)
        p.step, p.lines, p.wakes, p.actors = step.id, dict(step.lines), step.role, actors
        p.actor_alive, p.powerless = bool(living), powerless
        p.actions = step_actions(state, step, actor, powerless, beat["done"])
        p.allowed = (["act"] if any(a["available"] for a in p.actions) else []) + ["next"]
        p.show = private_info(state, step, actor, actors) if step.show else None
    elif kind == "lynch_cancelled":
        p.say = {"key": "beat.lynch_cancelled_by" if beat["by"] else "beat.lynch_cancelled",
                 "params": {"seat": beat["seat"], "by": beat["by"]}}
    elif kind == "lynch_redirected":
        p.say = {"key": "beat.lynch_redirected", "params": {"seat": beat["seat"], "target": beat["target"]}}

