"""Words the moderator reads aloud and moves on: a dying breath, a death at dusk, a missed vote
(`tell`), and what became of a lynch: cancelled (004:293), carried out on another (004:405), or
the second of the top two (004:843)."""
from __future__ import annotations

from ..day import exile, pop
from ..errors import expect
from ..registry import beat
from ..state import GameState


def tell_prompt(state: GameState, beat_: dict, p) -> None:
    p.say = {"key": beat_["key"], "params": dict(beat_["params"])}


def read_aloud(state: GameState, beat_: dict, inp: dict) -> None:
    """Words the moderator reads aloud (a dying breath, a reveal, an announcement), then next."""
    expect(inp, "next")
    pop(state)


beat("tell", allowed=("next",), prompt=tell_prompt)(read_aloud)


def cancelled_prompt(state: GameState, beat_: dict, p) -> None:
    p.say = {"key": "beat.lynch_cancelled_by" if beat_["by"] else "beat.lynch_cancelled",
             "params": {"seat": beat_["seat"], "by": beat_["by"]}}


beat("lynch_cancelled", allowed=("next",), prompt=cancelled_prompt)(read_aloud)


def redirected_prompt(state: GameState, beat_: dict, p) -> None:
    p.say = {"key": "beat.lynch_redirected", "params": {"seat": beat_["seat"], "target": beat_["target"]}}


@beat("lynch_redirected", allowed=("next",), prompt=redirected_prompt)
def lynch_redirected(state: GameState, beat_: dict, inp: dict) -> None:
    expect(inp, "next")
    pop(state)
    exile(state, beat_["target"])                                  # 004:405: lynched in their place


def no_prompt(state: GameState, beat_: dict, p) -> None:
    """A beat settled as soon as it comes up is never shown."""


def carry_out(state: GameState, beat_: dict) -> bool:
    """The lynch chosen before a dusk step that follows the vote, carried out now (if still alive)."""
    pop(state)
    if state.seat(beat_["seat"]).alive:
        exile(state, beat_["seat"])
    return True


beat("lynch", allowed=(), prompt=no_prompt, settle=carry_out)(read_aloud)
