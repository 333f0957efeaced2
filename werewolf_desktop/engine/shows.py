"""What the moderator shows the woken player privately, named by a step's `show`.

Each function takes (state, step, actor) and returns a dict for the console's private panel (its
`kind` says how to draw it), or None. The results of immediate effects (a check, a count) are in
the step's `result`; notices owed to the woken player or group are added by the prompt.
"""
from __future__ import annotations

from typing import Any, Callable

from .borrow import borrowed_role
from .catalogue import Step, catalogue
from .effects.cards import hidden_offset
from .effects.votes import QUESTION
from .notices import at_wake
from .offices import dead_roles
from .queries import actors, wolf_victim_shown
from .resources import held
from .start_info import untold_for
from .state import GameState
from .triggers import hunter_status


def _wolf_victim(state: GameState, step: Step, actor: int | None) -> dict[str, Any] | None:
    if not actor:
        return None
    return {"kind": "wolf_victim", "seat": wolf_victim_shown(state, step, actor), "powerless": state.seat(actor).powerless}


def _result(state: GameState, step: Step, actor: int | None, woken: list[int] | None = None) -> dict[str, Any] | None:
    """The outcome of the step's immediate effect (the Fortune Teller's role, the Huntsman's thumb…),
    with the notices that put it into words for the moderator (for every holder woken: two
    Claimspaces are each shown their own extra role, 004:902)."""

    assert state.night is not None
    found = state.night.results.get(step.id)
    notices = at_wake(state, woken or ([actor] if actor else []), None)
    return {"kind": "result", **(found or {}), "notices": notices} if found or notices else None


def _seer_result(state: GameState, step: Step, actor: int | None) -> dict[str, Any] | None:
    assert state.night is not None
    found = state.night.results.get(step.id)
    return {"kind": "seer_result", **found} if found else None


def _hunter_status(state: GameState, step: Step, actor: int | None) -> dict[str, Any] | None:
    if not actor:
        return None
    can = hunter_status(state, actor)
    return {"kind": "hunter_status", "can_shoot": can, "thumb": "up" if can else "down"}


def _bottom_cards(state: GameState, step: Step, actor: int | None) -> dict[str, Any] | None:
    cards = state.leftover[:2]
    wolves = [i for i, c in enumerate(cards) if catalogue().role(c).team == "wolf"]
    assert state.night is not None
    return {"kind": "bottom_cards", "cards": cards, "must_take": wolves[0] if wolves else None,
            "took": state.night.results.get(step.id, {}).get("took")}


def _hidden_card(state: GameState, step: Step, actor: int | None) -> dict[str, Any] | None:
    start = hidden_offset(state)
    return {"kind": "hidden_card", "card": state.leftover[start] if len(state.leftover) > start else None}


def _dead_question(state: GameState, step: Step, actor: int | None) -> dict[str, Any] | None:
    """The question the dead answer at the dusk step (the Medium's, 004:286), shown to them."""

    asked = state.seat(actor).status.get(QUESTION) if actor else None
    if not asked:
        return None
    dead = sum(1 for s in state.seats if s.in_play and not s.alive)
    return {"kind": "result", "question": asked["text"], "dead": dead,
            "notices": [{"key": "notice.dead_question", "params": {"question": asked["text"], "dead": dead}}]}


def _lovers(state: GameState, step: Step, actor: int | None) -> dict[str, Any] | None:
    return {"kind": "lovers", "seats": list(state.lovers or ())}


def _standing_target(state: GameState, step: Step, actor: int | None) -> dict[str, Any] | None:
    """A standing target to confirm or change (004 reference S7): who it is now, and the subjects
    it must be chosen among (the Mad Scientist's two), then anything learned at this step."""

    if not actor:
        return None
    marker = next((a.params.get("marker") for a in step.actions if a.effect == "set_target"), None) or "dying_breath"
    s = state.seat(actor)
    told = []
    if "subjects" in s.status:
        told.append({"key": "notice.subjects", "params": {"seat": actor, "seats": list(s.status["subjects"]["seats"])}})
    target = (s.status.get(marker) or {}).get("target")
    told.append({"key": "notice.standing_target" if target else "notice.no_standing_target", "params": {"seat": target}})
    return {"kind": "result", "target": target, "notices": told + at_wake(state, [actor], None)}


def _dead_roles(state: GameState, step: Step, actor: int | None) -> dict[str, Any] | None:
    """The roles of every dead player (the Reaper knows them, 004:1048), then what this step told."""

    dead = [{"seat": s.seat, "role": s.role} for s in state.seats if s.in_play and not s.alive]
    told = [{"key": "notice.dead_role", "params": d} for d in dead] or [{"key": "notice.nobody_dead", "params": {}}]
    assert state.night is not None
    return {"kind": "result", "dead": dead, **state.night.results.get(step.id, {}),
            "notices": told + at_wake(state, [actor] if actor else [], None)}


def _resources(state: GameState, step: Step, actor: int | None) -> dict[str, Any] | None:
    """What the role holds (the Devil's souls, 004:671), then the step's result and notices."""

    if not actor:
        return None
    shown = _result(state, step, actor) or {"kind": "result", "notices": []}
    counts = held(state, actor)
    line = [{"key": f"resource.{name}", "params": {"count": n}} for name, n in counts.items()]
    return {**shown, "resources": counts, "notices": line + shown["notices"]}


def _dealt_roles(state: GameState, step: Step, actor: int | None) -> dict[str, Any] | None:
    """The roles the announced dead were dealt, through every disguise (the Reporter, 004:850-852)."""

    dead = dead_roles(state)
    told = [{"key": "notice.dealt_role", "params": d} for d in dead] or [{"key": "notice.nobody_dead", "params": {}}]
    return {"kind": "result", "dead": dead, "notices": told}


def _borrowed_power(state: GameState, step: Step, actor: int | None) -> dict[str, Any] | None:
    """At a borrowing dusk step (the Ice Queen, 004:995): the card of the role borrowed today (or
    that there is none), then what using it showed (a checked player's role, a thumb)."""

    if not actor or state.night is None:
        return None
    role = borrowed_role(state, actor, step.borrows)
    said = [{"key": "notice.power_to_use", "params": {"role": role}}] if role else \
        [{"key": "notice.no_power_today", "params": {}}]
    told = [n for n in state.notices if n["to"] == actor and n["at"] == "now" and n["phase"] == "day"
            and n["day"] == state.day_number]
    found = state.night.results.get(step.id, {})
    return {"kind": "result", **({"role": role} if role else {}), **found, "notices": said + told}


def _told_late(state: GameState, step: Step, actor: int | None) -> dict[str, Any] | None:
    """Start information whose wake had passed when it became due (start_info.LATE_STEP): what each
    player woken now is told, in the order it was dealt (the Mad Scientist's lab wakes together)."""

    woken = actors(state, step)
    told = untold_for(state, woken)
    return {"kind": "result", "seats": woken, "notices": told} if told else None


SHOWS: dict[str, Callable[[GameState, Step, int | None], dict[str, Any] | None]] = {
    "wolf_victim": _wolf_victim, "seer_result": _seer_result, "result": _result, "hunter_status": _hunter_status,
    "bottom_cards": _bottom_cards, "standing_target": _standing_target, "hidden_card": _hidden_card, "lovers": _lovers,
    "dead_question": _dead_question, "dead_roles": _dead_roles, "resources": _resources, "dealt_roles": _dealt_roles,
    "borrowed_power": _borrowed_power, "told_late": _told_late,
}


def group_show(state: GameState, step: Step, members: list[int]) -> dict[str, Any]:
    """A group's wake: who is in it (the pack sees its members), and what it is told (004:200)."""

    return {"kind": step.wakes, "group": step.wakes, "seats": members,
            "notices": at_wake(state, members, step.wakes)}


def private_info(state: GameState, step: Step, actor: int | None, members: list[int]) -> dict[str, Any] | None:
    if step.show:
        return SHOWS[step.show](state, step, actor)
    if step.wakes:
        return group_show(state, step, members)
    return _result(state, step, actor, [m for m in members if state.seat(m).alive])
