"""The hunter, out, shoots one living player or holds his fire (seed 003:23, 003:101); the one he
shot dies at the hunter's own moment."""
from __future__ import annotations

from ..choices import button, label, note, seats
from ..day import pop, seat_arg
from ..deaths import after_deaths, assign_last_words, kill, several_on_night_two
from ..errors import expect
from ..registry import beat
from ..state import GameState
from .. import status


def hunter_prompt(state: GameState, beat_: dict, p) -> None:
    p.candidates = [s for s in state.alive() if s != beat_["seat"]]
    p.say = None            # 003:88: read nothing that outs the hunter; the host's panel asks him (ui.hint)
    p.choices = [seats("Shoot", p.candidates, {"t": "shoot"}),
                 button("NoShot", label("ui.console.no_shot"), {"t": "shoot", "seat": None}),
                 note(label("ui.card.hunter_private", seat=beat_["seat"]), host=True)]   # said aloud only if he shoots


@beat("hunter_shot", allowed=("shoot",), prompt=hunter_prompt, keep=True,
      timeline={"hunter_shot": ("timeline.hunter_shot", {"who": "seat", "target": "target"}),
                "hunter_holds": ("timeline.hunter_holds", {"who": "seat"})})
def hunter_shot(state: GameState, beat_: dict, inp: dict) -> None:
    expect(inp, "shoot")
    hunter = state.seat(beat_["seat"])
    target = seat_arg(state, inp.get("seat"), allow_none=True)
    pop(state)
    if target is None:
        state.log("hunter_holds", seat=hunter.seat)
        return
    status.put(state, hunter.seat, "has_shot")
    hunter.revealed = True
    death = hunter.death
    assert death is not None                                  # the beat follows the hunter's death
    deaths = kill(state, [(target, "shot", "003:23")], death.phase, death.number)
    assign_last_words(state, deaths, like=death)              # 003:23: same moment as the hunter
    lost = several_on_night_two(state, death)                 # 003:20: night 2 now has two deaths
    state.agenda = [b for b in state.agenda if not (b["kind"] == "last_words" and b.get("seat") in lost)]
    state.log("hunter_shot", seat=hunter.seat, target=target, rule="003:101")
    # the hunter finishes (last words) before the one he shot speaks
    at = next((i for i, b in enumerate(state.agenda) if b.get("seat") != hunter.seat), len(state.agenda))
    after_deaths(state, deaths, at=at)
