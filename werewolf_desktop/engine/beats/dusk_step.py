"""The dusk step (seed 004, reference S5; engine/dusk.py says which roles have one today): "everyone
close your eyes", each role's step, "everyone open your eyes" with who died."""
from __future__ import annotations

from typing import Any

from ..actions import act
from ..catalogue import catalogue
from ..dusk import step_of, steps
from ..errors import expect
from ..prompt import action_choices, step_actions
from ..queries import actors
from ..registry import beat
from ..shows import private_info
from ..state import GameState


def dusk_entry() -> dict:
    return next((e for e in catalogue().day_order if e["beat"] == "dusk_call"), {})


def call_prompt(state: GameState, beat_: dict, p) -> None:
    p.lines = dusk_entry().get("lines")
    p.say = {"key": "beat.dusk_call", "params": {"moment": beat_["moment"]}}


def open_prompt(state: GameState, beat_: dict, p) -> None:
    p.lines = dusk_entry().get("lines_open")
    p.announcement = {"deaths": list(beat_["deaths"]), "revealed": list(beat_["revealed"])}
    if beat_["deaths"] and beat_["revealed"]:
        p.say = {"key": "beat.dusk_deaths_by", "params": {"seats": list(beat_["deaths"]), "by": beat_["revealed"][0]}}
    elif beat_["deaths"]:
        p.say = {"key": "beat.dusk_deaths", "params": {"seats": list(beat_["deaths"])}}
    else:
        p.say = {"key": "beat.dusk_open", "params": {}}


def step_prompt(state: GameState, beat_: dict, p) -> None:
    step = step_of(beat_)
    woken = actors(state, step)
    living = [a for a in woken if state.seat(a).alive]
    actor = living[0] if living else None
    powerless = bool(actor and state.seat(actor).powerless)
    p.step, p.lines, p.wakes, p.actors = step.id, dict(step.lines), step.role, woken
    p.actor_alive, p.powerless = bool(living), powerless
    p.actions = step_actions(state, step, actor, powerless, beat_["done"])
    p.allowed = (["act"] if any(a["available"] for a in p.actions) else []) + ["next"]
    p.show = private_info(state, step, actor, woken) if step.show else None
    p.choices = action_choices(state, p)


@beat("dusk_call", allowed=("next",), prompt=call_prompt)
def dusk_call(state: GameState, beat_: dict, inp: dict) -> None:
    """"Everyone close your eyes": the dusk step begins; each role's step follows, then eyes open."""
    expect(inp, "next")
    state.agenda.pop(0)
    called: list[dict[str, Any]] = [{"kind": "dusk_step", "role": s.role, "step": s.id, "done": {}} for s in steps(state, beat_["moment"])]
    state.agenda[0:0] = called + [{"kind": "dusk_open", "moment": beat_["moment"], "deaths": [], "revealed": []}]
    state.log("dusk_call", moment=beat_["moment"])


@beat("dusk_step", allowed=("act", "next"), prompt=step_prompt)
def dusk_step(state: GameState, beat_: dict, inp: dict) -> None:
    kind = expect(inp, "act", "next")
    step = step_of(beat_)
    if kind == "act":
        act(state, step, inp, done=beat_["done"], logged="dusk_action")
        return
    state.agenda.pop(0)


@beat("dusk_open", allowed=("next",), prompt=open_prompt)
def dusk_open(state: GameState, beat_: dict, inp: dict) -> None:
    """"Everyone open your eyes": who died at dusk is told (and who struck, if revealed)."""
    expect(inp, "next")
    state.agenda.pop(0)
    state.log("dusk_open", deaths=list(beat_["deaths"]), revealed=list(beat_["revealed"]))
