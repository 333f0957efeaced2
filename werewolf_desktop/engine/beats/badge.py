"""The dead sheriff passes the badge or tears it up (seed 003:37-38)."""
from __future__ import annotations

from ..choices import button, label, seats
from ..day import pop, seat_arg
from ..errors import expect
from ..registry import beat
from ..state import GameState


def badge_prompt(state: GameState, beat_: dict, p) -> None:
    p.candidates = [s for s in state.alive() if s != beat_["seat"]]
    p.say = {"key": "beat.badge", "params": {"seat": beat_["seat"]}}
    p.choices = [seats("Badge", p.candidates, {"t": "badge"}),
                 button("TearBadge", label("ui.console.tear_badge"), {"t": "badge", "seat": None}, danger=True)]


def sheriff_gone(state: GameState, beat_: dict) -> bool:
    """The seat no longer holds the badge (it was lost meanwhile): nothing to pass."""
    if state.sheriff == beat_["seat"]:
        return False
    pop(state)
    return True


@beat("badge", allowed=("badge",), prompt=badge_prompt, settle=sheriff_gone, keep=True,
      timeline={"badge_torn": ("timeline.badge_torn", {"who": "seat"}),
                "badge_passed": ("timeline.badge_passed", {"who": "seat", "target": "to"})})
def badge(state: GameState, beat_: dict, inp: dict) -> None:
    expect(inp, "badge")
    target = seat_arg(state, inp.get("seat"), allow_none=True)
    pop(state)
    if target is None:
        state.sheriff = None
        state.badge_lost = True                              # 003:38: torn up, no sheriff any more
        state.log("badge_torn", seat=beat_["seat"], rule="003:38")
    else:
        state.sheriff = target                               # 003:37
        state.log("badge_passed", seat=beat_["seat"], to=target, rule="003:37")
