"""The day's talk (seed 003 §2): the sheriff picks the speaking order, each living player speaks
(and, after a tied vote, each tied player's PK speech); or a free discussion (003:15 option)."""
from __future__ import annotations

from ..choices import button, label, main, note
from ..day import default_direction, pop, speaking_order
from ..errors import RuleError, expect
from ..registry import beat
from ..state import GameState


def direction_prompt(state: GameState, beat_: dict, p) -> None:
    p.default = default_direction(state)
    p.candidates = speaking_order(state, p.default)
    p.say = {"key": "beat.direction", "params": {"sheriff": state.sheriff}}
    p.choices = [button(f"Direction_{d}", label(f"ui.console.direction_{d}"), {"t": "direction", "direction": d},
                        default=d == p.default) for d in ("up", "down")]
    if p.candidates:
        p.choices.append(note(label("ui.console.order_preview", order=" → ".join(map(str, p.candidates)))))
    p.choices.append(main(label("ui.console.direction_default")))


@beat("direction", allowed=("direction", "next", "self_destruct", "resign"), prompt=direction_prompt)
def direction(state: GameState, beat_: dict, inp: dict) -> None:
    kind = expect(inp, "direction", "next")
    way = inp.get("direction") if kind == "direction" else default_direction(state)
    if way not in ("up", "down"):
        raise RuleError("rule.bad_direction")
    pop(state)
    state.last_direction = way
    order = speaking_order(state, way)
    state.log("speaking_order", order=order, direction=way)
    state.agenda[0:0] = [{"kind": "speech", "seat": s} for s in order]


def speech_prompt(state: GameState, beat_: dict, p) -> None:
    kind = beat_["kind"]
    p.say = {"key": "beat.speech" if kind == "speech" else "beat.pk_speech", "params": {"seat": beat_["seat"]}}
    if beat_.get("tied"):                        # who tied, with the real seats, before the PK speeches
        p.say = {"key": "beat.pk_tie", "params": {"seats": beat_["tied"], "seat": beat_["seat"]}}
    p.candidates = [b["seat"] for b in state.agenda if b["kind"] == kind]
    if len(p.candidates) > 1:                    # who speaks after this one
        p.choices = [note(label("ui.console.order_left", order=" → ".join(map(str, p.candidates[1:]))))]


def speaker_dead(state: GameState, beat_: dict) -> bool:
    """The speaker died before the turn came (a self-destruct, a shot): no speech."""
    if state.seat(beat_["seat"]).alive:
        return False
    pop(state)
    return True


def speech(state: GameState, beat_: dict, inp: dict) -> None:
    expect(inp, "next")
    pop(state)


beat("speech", allowed=("next", "self_destruct", "resign"), prompt=speech_prompt, settle=speaker_dead,
     timer="speech")(speech)
beat("pk_speech", allowed=("next", "self_destruct", "resign"), prompt=speech_prompt, settle=speaker_dead,
     timer="pk")(speech)


def discussion_prompt(state: GameState, beat_: dict, p) -> None:
    p.say = {"key": "beat.discussion", "params": {}}


@beat("discussion", allowed=("next", "self_destruct", "resign"), prompt=discussion_prompt, timer="discussion")
def discussion(state: GameState, beat_: dict, inp: dict) -> None:
    expect(inp, "next")
    pop(state)
