"""The end of the day: deaths put off until dusk happen (the Macho, 004:182), the day's visits
spread the disease and the infected are told (004:965, 004:971), then night falls."""
from __future__ import annotations

from ..attacks import due_at_dusk
from ..choices import label, main
from ..day import pop
from ..deaths import after_deaths, assign_last_words, kill
from ..disease import at_dusk, spread
from ..errors import expect
from ..registry import beat
from ..state import GameState
from .. import status


def dusk_prompt(state: GameState, beat_: dict, p) -> None:
    # the day ends; nightfall is the night's own first step (issue 29.10: not two "night falls" in a row)
    p.say = {"key": "beat.day_over", "params": {}}
    p.choices = [main(label("ui.console.nightfall"))]
    told = [n for n in state.notices if n.get("dusk") and n["day"] == state.day_number]
    if told:                                 # private news of the day's end (the disease, 004:971)
        p.announcement = {"notices": told}


def dusk_deaths(state: GameState) -> bool:
    """Deaths put off until the end of the day (the Macho, 004:182) happen as dusk comes: each is
    told aloud, and what the deaths bring (last words, dying breaths) comes before the night."""
    due = due_at_dusk(state)
    if not due:
        return False
    for seat, _cause, _rule in due:
        status.take_off(state, seat, "doomed")
    deaths = kill(state, due, "day", state.day_number)
    assign_last_words(state, deaths)
    state.agenda[0:0] = [{"kind": "tell", "key": "beat.delayed_death", "params": {"seat": d.seat, "cause": d.causes[0]}}
                         for d in deaths]
    after_deaths(state, deaths, at=len(deaths))
    return True


def day_ends(state: GameState, beat_: dict) -> bool:
    if dusk_deaths(state):
        return True
    spread(state, "day")                                  # the day's visits at the dusk step (004:965)
    at_dusk(state)                                        # D2: the infected are told (004:971)
    return False


@beat("dusk", allowed=("next", "resign"), prompt=dusk_prompt, settle=day_ends, keep=True)
def dusk(state: GameState, beat_: dict, inp: dict) -> str:
    """The day ends: "dusk" (the flow, game.py, starts the night)."""
    expect(inp, "next")
    pop(state)
    status.expire(state, "dusk")
    state.log("dusk")
    return "dusk"
