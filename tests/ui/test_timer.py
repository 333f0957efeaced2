"""Step timers: durations per kind, the 10-second warning and the end sound, pause / +30 s / skip,
and a dead role's night step running exactly as long as a living one's."""
from __future__ import annotations

import wave

from PySide6.QtCore import Qt

from werewolf_desktop.i18n import tr
from werewolf_desktop.paths import resource
from werewolf_desktop.ui.game.timer import DEFAULT_DURATIONS, StepTimer, format_time

from .helpers_console import Moderator, open_window, start_game
from .test_console_rules import through_night


def test_countdown_warns_ends_and_counts_overtime(qtbot):
    t = StepTimer()
    warned, ended = [], []
    t.warned.connect(lambda: warned.append(t.remaining))
    t.ended.connect(lambda: ended.append(t.remaining))
    t.start("night")
    assert t.total == DEFAULT_DURATIONS["night"] == 20 and t.state() == "running"
    t.advance(9.5)
    assert not warned and t.state() == "running"
    t.advance(1)
    assert warned and t.state() == "warning"
    assert t.sounds == ["silent"]                 # the offscreen test platform stays quiet
    t.advance(10)
    assert ended and t.state() == "over" and t.sounds == ["silent", "silent"]
    t.advance(3)
    assert format_time(t.remaining) == "+0:03"
    t.add(30)
    assert t.state() == "running" and format_time(t.remaining) == "0:27"
    t.toggle_pause()
    before = t.remaining
    t.advance(5)
    assert t.paused and t.remaining == before and t.state() == "paused"
    t.toggle_pause()
    t.skip()
    assert t.remaining == 0 and not t.running
    t.start(None)
    assert t.state() == "idle"


def test_durations_follow_the_step_kind():
    t = StepTimer({"speech": 120})
    assert t.durations["speech"] == 120 and t.durations["pk"] == 60 and t.durations["last_words"] == 60
    t.start("speech")
    assert t.total == 120


def test_sound_files_are_small_valid_wavs():
    for name in ("warn", "end"):
        path = resource("sounds", f"{name}.wav")
        assert path.stat().st_size < 100_000
        with wave.open(str(path)) as w:
            assert w.getnchannels() == 1 and w.getsampwidth() == 2 and w.getnframes() > 1000


def test_console_keys_drive_the_timer_and_a_dead_roles_step_takes_as_long(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window)
    m = Moderator(qtbot, window)
    timer = window.timer
    m.enter()
    assert m.prompt.step == "guard" and timer.kind == "night" and timer.total == 20
    m.key(Qt.Key_Space)
    assert timer.paused
    m.key(Qt.Key_Space)
    assert not timer.paused
    m.key(Qt.Key_Plus)
    assert timer.remaining > 40
    m.key(Qt.Key_K, Qt.ControlModifier)
    assert timer.remaining == 0
    m.seat(3)                                   # choosing does not restart the step's timer
    assert timer.remaining == 0
    through_night(m, {"pack": 9})               # the wolves kill the guard
    m.button("NobodyRuns")
    while m.prompt.phase == "day":
        p = m.prompt
        if p.kind == "exile_vote":
            m.next()                            # everybody abstains (said explicitly)
        else:
            m.next()
        if m.prompt.kind in ("speech", "last_words"):
            assert timer.kind in ("speech", "last_words")
            assert timer.total == DEFAULT_DURATIONS[timer.kind]
    m.enter()                                   # close eyes
    p = m.prompt
    assert p.step == "guard" and not p.actor_alive
    assert timer.kind == "night" and timer.total == 20 and timer.running
    assert tr("ui.card.actor_out", "en") in window.console.card.note.text()
    assert window.console.pick is None          # nothing to enter for a dead guard


def test_each_role_to_identify_gets_its_own_time():
    """Issue 29.15: with printed cards a step first asks who holds the role, then for its choice
    (or for the next role to identify, the Little Girl's): each question starts a fresh timer
    (the next one opened already red)."""
    from werewolf_desktop.engine import Game, Setup
    from werewolf_desktop.ui.game.timer import step_key

    g = Game(Setup.create([f"p{i}" for i in range(1, 9)], preset="duesterwald", seed=3, deal_mode="printed", lang="de"))
    keys = []
    for _ in range(80):
        p = g.prompt
        if p.kind == "night_step" and p.step == "pack":
            keys.append(step_key(p))
        if p.kind == "night_step" and p.step == "pack" and not p.identify:
            break
        if p.kind == "election_candidates":
            g.apply({"t": "candidates", "seats": []})
        elif "identify" in p.allowed:
            free = [s.seat for s in g.state.seats if s.role is None]
            g.apply({"t": "identify", "role": p.identify[0], "seats": free[:2 if p.identify[0] == "werewolf" else 1]})
        elif p.actions and any(a["available"] and not a["done"] and not a["optional"] for a in p.actions):
            a = next(a for a in p.actions if a["available"] and not a["done"] and not a["optional"])
            g.apply({"t": "act", "action": a["id"], "seats": a["candidates"][:a["targets"]]})
        else:
            g.apply({"t": "next"})
    assert keys[0][-1] == ("werewolf",) and keys[-1][-1] == ()
    assert len(set(keys)) == 2, keys                 # who the wolves are, then their victim: two timers
