"""Death triggers: what a role sets off when its holder dies, named in the record's `on_death`.

    "on_death": [{"trigger": "shoot"}]                                   hunter (003:101)
    "on_death": [{"trigger": "extra_targets", "step": "pack", "action": "kill", "count": 1, "repeat": true}]

A trigger has up to two hooks: `at_death` runs the moment the holder dies (inside the batch of
deaths), `beats` adds the day beats the death brings when it is announced (the hunter's shot).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from .catalogue import catalogue
from .state import Death, GameState


@dataclass(frozen=True)
class Trigger:
    at_death: Callable[[GameState, Death, dict[str, Any], list], None] | None = None
    beats: Callable[[GameState, Death, dict[str, Any]], list[dict[str, Any]]] | None = None


def can_shoot(state: GameState, seat: int, trig: dict[str, Any], causes: list[str] | None = None) -> bool:
    """003:44, 003:101: no shot when poisoned or dead of heartbreak (the ruleset's list)."""
    s = state.seat(seat)
    if s.powerless or s.has_shot:
        return False
    blocked = set(state.options.get("hunter_blocked_by", []))
    causes = causes if causes is not None else (s.death.causes if s.death else [])
    return not (blocked & set(causes))


def _shoot_beats(state: GameState, death: Death, trig: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"kind": "hunter_shot", "seat": death.seat}] if can_shoot(state, death.seat, trig) else []


def _extra_targets(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    # Wolf's Cub (004:511): the named action takes more targets the next night
    key = f"{trig['step']}.{trig['action']}"
    extra = state.next_night_extra.setdefault(key, {"count": 0, "repeat": bool(trig.get("repeat"))})
    extra["count"] += int(trig.get("count", 1))


def _strip_skills(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """The elder killed by these causes (003:105): every good role with a skill loses it; a revealed
    idiot, now without his skill, must leave ("白痴已翻牌的要判离场")."""
    s = state.seat(death.seat)
    if not set(death.causes) & set(trig["causes"]) or s.powerless or state.penalty_applied:
        return
    state.penalty_applied = True
    cat = catalogue()
    for other in state.seats:
        r = cat.role(other.role) if other.role else None
        if r and r.team == "village" and r.has_skill and other.seat != death.seat:
            other.powerless = True
            if other.revealed_idiot and other.alive:
                queue.append((other.seat, "elder_penalty", "003:105"))
    state.log("elder_penalty", seat=death.seat)


TRIGGERS: dict[str, Trigger] = {
    "shoot": Trigger(beats=_shoot_beats),
    "extra_targets": Trigger(at_death=_extra_targets),
    "strip_skills": Trigger(at_death=_strip_skills),
}


def triggers_of(state: GameState, seat: int) -> list[tuple[Trigger, dict[str, Any]]]:
    role = state.seat(seat).role
    if not role:
        return []
    return [(TRIGGERS[t["trigger"]], t) for t in catalogue().role(role).on_death]
