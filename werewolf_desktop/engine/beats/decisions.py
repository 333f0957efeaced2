"""Decisions after or before a lynch vote: the captain breaks a tie (001:19), the Mayor says whether
the top one or the top two are lynched (004:843), the exiled Idiot reveals himself or dies (003:42)."""
from __future__ import annotations

from typing import cast

from ..choices import button, label, seats
from ..day import die_by_exile, lynch, pop
from ..errors import RuleError, expect
from ..registry import beat
from ..state import GameState
from .. import offices, status


def captain_prompt(state: GameState, beat_: dict, p) -> None:
    p.candidates = list(beat_["tied"])
    p.seat = state.sheriff
    p.say = {"key": "beat.captain_decides", "params": {"seat": state.sheriff}}
    p.choices = [seats("Decide", p.candidates, {"t": "decide"})]


@beat("captain_decides", allowed=("decide",), prompt=captain_prompt,
      timeline={"captain_decides": ("timeline.captain_decides", {"who": "seat"})})
def captain_decides(state: GameState, beat_: dict, inp: dict) -> None:
    expect(inp, "decide")
    seat = inp.get("seat")
    if seat not in beat_["tied"]:
        raise RuleError("rule.not_a_candidate", seat=seat)
    pop(state)
    state.log("captain_decides", seat=seat, rule="001:19")
    lynch(state, cast(int, seat))                            # one of the tied seats


def lynch_count_prompt(state: GameState, beat_: dict, p) -> None:
    p.seat = offices.top_two_chooser(state)
    p.say = {"key": "beat.lynch_count", "params": {"seat": p.seat}}
    p.choices = [button(f"LynchCount_{n}", label(key), {"t": "decide", "count": n})      # 004:843, above 15 living
                 for n, key in ((1, "ui.console.lynch_top_one"), (2, "ui.console.lynch_top_two"))]


def no_mayor(state: GameState, beat_: dict) -> bool:
    """No Mayor to decide (004:845): the vote lynches the top one."""
    if offices.top_two_chooser(state) is not None:
        return False
    pop(state)
    return True


@beat("lynch_count", allowed=("decide",), prompt=lynch_count_prompt, settle=no_mayor)
def lynch_count(state: GameState, beat_: dict, inp: dict) -> None:
    """The Mayor says whether today's lynch takes the top one or the top two (004:843)."""
    expect(inp, "decide")
    count = inp.get("count")
    if count not in (1, 2) or isinstance(count, bool):
        raise RuleError("rule.bad_lynch_count")
    pop(state)
    vote_beat = next((b for b in state.agenda if b["kind"] == "exile_vote"), None)
    if vote_beat is not None:
        vote_beat["top_two"] = count == 2
    state.log("lynch_count", seat=offices.top_two_chooser(state), count=count, rule="004:843")


def idiot_prompt(state: GameState, beat_: dict, p) -> None:
    p.say = {"key": "beat.idiot_reveal", "params": {"seat": beat_["seat"]}}
    p.choices = [button("Reveal", label("ui.console.idiot_reveals"), {"t": "reveal", "reveal": True}),
                 button("NoReveal", label("ui.console.idiot_hides"), {"t": "reveal", "reveal": False})]


@beat("idiot_reveal", allowed=("reveal",), prompt=idiot_prompt, keep=True,
      timeline={"idiot_revealed": ("timeline.idiot_revealed", {"who": "seat"})})
def idiot_reveal(state: GameState, beat_: dict, inp: dict) -> None:
    expect(inp, "reveal")
    pop(state)
    s = state.seat(beat_["seat"])
    if inp.get("reveal") is True:
        status.put(state, s.seat, "no_vote")                     # 003:42, 003:107: survives, no vote
        s.revealed = True
        state.log("idiot_revealed", seat=s.seat, rule="003:107")
    else:
        die_by_exile(state, s.seat)
