"""A dead player's last words (seed 003:18-20, 003:25)."""
from __future__ import annotations

from ..day import pop
from ..errors import expect
from ..registry import beat
from ..state import GameState


def last_words_prompt(state: GameState, beat_: dict, p) -> None:
    p.say = {"key": "beat.last_words", "params": {"seat": beat_["seat"]}}


@beat("last_words", allowed=("next",), prompt=last_words_prompt, timer="last_words", keep=True,
      timeline={"last_words": ("timeline.last_words", {"who": "seat"})})
def last_words(state: GameState, beat_: dict, inp: dict) -> None:
    expect(inp, "next")
    pop(state)
    state.log("last_words", seat=beat_["seat"])
