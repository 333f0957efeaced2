"""The dawn announcement: who died in the night (or a peaceful night); their last words, a hunter's
shot and the badge follow."""
from __future__ import annotations

from typing import cast

from ..deaths import aftermath
from ..day import pop
from ..errors import expect
from ..registry import beat
from ..state import Death, GameState


def announce_prompt(state: GameState, beat_: dict, p) -> None:
    deaths = beat_["deaths"]
    dawn = state.night.results.get("dawn") if state.night else None
    p.announcement = {"deaths": deaths, "explain": dawn["explain"] if dawn else [], "notes": dawn["notes"] if dawn else [],
                      "notices": dawn.get("notices", []) if dawn else []}
    p.say = ({"key": "beat.announce_deaths", "params": {"seats": deaths}} if deaths
             else {"key": "beat.announce_peaceful", "params": {}})


@beat("announce", allowed=("next", "self_destruct", "resign"), prompt=announce_prompt, keep=True)
def announce(state: GameState, beat_: dict, inp: dict) -> None:
    expect(inp, "next")
    pop(state)
    deaths = [cast(Death, state.seat(s).death) for s in beat_["deaths"]]        # the night's dead
    state.pending_night_deaths = []
    state.log("announce", deaths=list(beat_["deaths"]))
    state.agenda[0:0] = aftermath(state, sorted(deaths, key=lambda d: d.seat))
