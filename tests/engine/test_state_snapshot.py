"""`Game.apply` puts the state back exactly as it was when an input is refused (issue 21.3: the state
is kept as a pickle instead of a deepcopy, ~10× cheaper). Whatever a refused input had changed
before the refusal is gone, and an accepted game is always what its record replays to."""
from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from werewolf_desktop.engine import Game, RuleError, game as game_module

from .helpers import game, nxt
from .test_properties import PRESETS, candidate_inputs, preset_game


def test_a_refusal_after_the_state_was_changed_leaves_nothing_behind(monkeypatch):
    g = game(["werewolf", "werewolf", "seer", "witch", "hunter", "villager", "villager", "villager"])
    nxt(g)
    before = copy.deepcopy(g.state)
    real = game_module.apply_input

    def half_done(state, inp):
        real(state, {"t": "next"})                    # the state moves on …
        state.seat(3).alive = False
        state.timeline.append({"kind": "oops"})
        raise RuleError("rule.not_now", input="test")  # … and then the input is refused

    monkeypatch.setattr(game_module, "apply_input", half_done)
    with pytest.raises(RuleError):
        g.apply({"t": "next"})
    assert g.state == before and g.state.seat(3).alive and g.state.timeline[-1]["kind"] != "oops"
    assert g.state is not before and len(g.inputs) == 1


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data(), preset=st.sampled_from(PRESETS), seed=st.integers(0, 10_000),
       mode=st.sampled_from(["laptop", "printed"]))
def test_every_refused_input_leaves_the_state_as_it_was(data, preset, seed, mode):
    g = preset_game(data, preset, seed, mode)
    for _ in range(data.draw(st.integers(20, 120), label="length")):
        if g.over:
            break
        before = copy.deepcopy(g.state)
        try:
            g.apply(candidate_inputs(g, data))
        except RuleError:
            assert g.state == before
    assert Game.replay(g.setup, g.inputs).state == g.state
