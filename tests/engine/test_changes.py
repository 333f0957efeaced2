"""Issue 31.3: `Game.apply` (and `replace`, `undo`) reports what it changed (`engine/changes.py`): the
timeline entries, the seats whose state differs, whether the prompt and the phase moved, and, once the told
views are read (the phones), the seats whose `player_view` differs. Exact for typical inputs, and the told
seats agree with every seat's view through whole random games."""
from __future__ import annotations

from werewolf_desktop.engine import Game, Setup, catalogue, player_view
from werewolf_desktop.engine.changes import Changes

from .helpers import STD9, game, nxt
from .revamped import play_randomly

# seat:    1         2          3       4        5         6        7           8           9
# STD9 = werewolf, werewolf, seer, witch, hunter, guard, villager, villager, villager


def to_step(g, step: str) -> None:
    for _ in range(30):
        if g.prompt.step == step:
            return
        nxt(g)
    raise AssertionError(step)


def test_a_night_pick_a_death_a_phase_change_and_an_undo_report_exactly_what_moved():
    g = game(STD9)
    views = dict(g.told_views())
    to_step(g, "pack")
    kill = g.apply({"t": "act", "action": "kill", "seats": [7]})
    assert g.changes is kill
    assert kill == Changes(entries=tuple(g.state.timeline[-len(kill.entries):]), seats=frozenset({1}), prompt_moved=True,
                           phase=False, told=frozenset(), everything=False)
    assert [e["kind"] for e in kill.entries] == ["draw", "night_action"]      # the attacker drawn among the pack
    assert kill.prompt == g.prompt
    to_step(g, "dawn")
    dawn = g.apply({"t": "next"})          # the night resolved: seat 7 dies, not yet told; the day begins
    assert (dawn.seats, dawn.phase, dawn.told, dawn.everything) == ({7}, True, frozenset(), False)
    assert [e["kind"] for e in dawn.entries] == ["attacked", "death", "dawn", "day_start"]
    assert g.told_views() == views                      # no phone knows yet
    candidates = g.apply({"t": "candidates", "seats": []})
    assert (candidates.seats, candidates.phase, candidates.told) == (frozenset(), False, frozenset())
    announce = g.apply({"t": "next"})      # the announcement: now seat 7's phone learns it
    assert (announce.seats, announce.phase, announce.told) == ({7}, False, {7})
    assert [e["kind"] for e in announce.entries] == ["announce"]
    assert not g.told_views()[7]["alive"] and {s: v for s, v in g.told_views().items() if s != 7} == \
        {s: v for s, v in views.items() if s != 7}

    last = g.undo()                        # back before the announcement: seat 7's phone forgets it again
    assert last == {"t": "next"}
    undone = g.changes
    assert (undone.entries, undone.seats, undone.phase, undone.told, undone.everything) == \
        ((), {7}, False, {7}, True)
    assert undone.prompt_moved and undone.prompt == g.prompt and g.prompt.kind == "announce"
    assert g.told_views() == views


def test_a_changed_choice_is_reported_as_a_rebuilt_game_and_without_told_views_none_are_kept():
    g = game(STD9)
    to_step(g, "pack")
    g.apply({"t": "act", "action": "kill", "seats": [7]})
    changed = g.apply({"t": "act", "action": "kill", "seats": [8], "replace": True})
    assert changed.everything and changed.told is None and g.told is None
    assert [e["kind"] for e in changed.entries] == ["draw", "night_action"] and changed.entries[-1]["targets"] == [8]


def test_the_told_seats_are_the_seats_whose_view_changed_through_random_games():
    checked = told = 0
    for preset, seed in (("std12_444_guard", 3), ("duesterwald", 5), ("std10_cupid", 4)):
        setup = Setup.create([f"p{i}" for i in range(1, catalogue().presets[preset].players[1] + 1)],
                             preset=preset, seed=seed, deal_mode="laptop")
        g = Game(setup)
        views, inputs = dict(g.told_views()), 0

        def after(g):
            nonlocal views, inputs, checked, told
            now = {s.seat: player_view(g.state, s.seat) for s in g.state.seats}
            assert g.told_views() == now
            if len(g.inputs) != inputs:            # an input taken (a refused one changes nothing)
                assert g.changes.told == {s for s in now if now[s] != views[s]}, g.changes
                checked += 1
                told += bool(g.changes.told)
            views, inputs = now, len(g.inputs)

        play_randomly(g, seed, steps=600, after=after)
    assert checked > 100 and told >= 5
