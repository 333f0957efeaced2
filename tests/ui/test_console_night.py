"""Night steps with two seats (Cupid), the witch's antidote button, the lovers' hearts, and the
private information shown full screen to a player."""
from __future__ import annotations

from PySide6.QtCore import Qt

from werewolf_desktop.i18n import tr

from .helpers_console import Moderator, open_window, start_game

TEN = ["阿明", "Bob", "小红", "Dieter", "Eve", "Frank", "高飞", "Hanna", "Ivan", "Julia"]
# std10_cupid, seed 3: hunter 1, wolves 3 7 9, cupid 4, witch 5, seer 8


def test_cupid_links_two_seats_and_the_witch_saves_with_one_click(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window, preset="std10_cupid", seed=3, names=TEN)
    m = Moderator(qtbot, window)
    console = window.console
    while m.prompt.step != "cupid":
        m.next()
    assert m.prompt.actors == [4]
    m.seat(2)
    assert m.prompt.actions[0]["done"] is False            # one seat is not enough yet
    assert tr("ui.console.picked_one", "en", seats=[2]) in console.card.ask.text()
    m.seat(3)
    assert m.state.lovers == (2, 3)
    assert "♥" in console.circle.tile(2).marks.text() and "♥" in console.circle.tile(3).marks.text()
    while m.prompt.step != "pack":
        m.next()
        if m.prompt.step in ("lovers_touch", "lovers_meet"):
            assert m.prompt.show == {"kind": "lovers", "seats": [2, 3]}
            assert "2" in console.card.private_view.caption
    m.seat(6)                                             # the wolves attack seat 6
    m.enter()
    p = m.prompt
    assert p.step == "witch" and p.show["seat"] == 6
    m.button("Act_save")                                  # the antidote, one click
    assert m.prompt.actions[0]["done"] and m.prompt.actions[0]["chosen"] == [6]
    while m.prompt.phase == "night":
        m.next()
    assert all(s.alive for s in m.state.seats)            # saved
    window.act_privacy.setChecked(True)
    assert "♥" not in console.circle.tile(2).marks.text()
    window.act_privacy.setChecked(False)


def test_private_information_full_screen_closes_with_the_step(qtbot):
    window = open_window(qtbot, lang="zh")
    start_game(window)
    m = Moderator(qtbot, window)
    console = window.console
    while m.prompt.step != "pack":
        m.next()
    m.key(Qt.Key_F11)
    full = console._full_screen
    assert full is not None and full.isVisible()
    assert "1" in full.view.caption and "4" in full.view.caption       # the pack: 1 · 4 · 5 · 7
    m.seat(3)                                                           # still the same step: stays open
    assert console._full_screen is full
    m.enter()                                                           # the witch's step: closed
    qtbot.waitUntil(lambda: console._full_screen is None or not console._full_screen.isVisible())
    window.act_privacy.setChecked(True)
    m.key(Qt.Key_F11)                                                   # nothing to show in privacy mode
    assert console._full_screen is None or not console._full_screen.isVisible()


def test_clicking_another_seat_changes_the_choice_until_next_and_survives_a_restart(qtbot):
    from werewolf_desktop.ui.session import GameSession

    window = open_window(qtbot, lang="en")
    start_game(window, preset="std10_cupid", seed=3, names=TEN)
    m = Moderator(qtbot, window)
    while m.prompt.step != "cupid":
        m.enter()
    m.seat(1)
    m.seat(10)
    assert m.state.lovers == (1, 10)
    m.seat(2)
    m.seat(3)                                             # another pair replaces Cupid's choice
    assert m.state.lovers == (2, 3) and not m.console.banner.isVisible()
    while m.prompt.step != "pack":
        m.enter()
    m.seat(6)
    count = m.inputs()
    m.seat(2)                                             # the host clicked the wrong seat: click the right one
    kill = next(a for a in m.prompt.actions if a["id"] == "kill")
    assert kill["chosen"] == [2] and m.inputs() == count and not m.console.banner.isVisible()
    store, gid = window.session.store, window.session.game_id
    assert GameSession.resume(store, gid).game.inputs == window.session.game.inputs   # the record holds one choice
    m.undo()
    assert not next(a for a in m.prompt.actions if a["id"] == "kill")["done"]
    m.seat(8)
    m.enter()                                             # confirmed: the witch is told seat 8
    assert m.prompt.step == "witch" and m.prompt.show["seat"] == 8


def test_an_antidote_with_no_victim_is_shown_greyed_with_the_reason_except_in_privacy_mode(qtbot):
    from PySide6.QtWidgets import QPushButton

    window = open_window(qtbot, lang="de")
    start_game(window, preset="std12_444_guard", seed=7)     # witch: seat 2
    m = Moderator(qtbot, window)
    while m.prompt.step != "witch":
        m.enter()                                         # the pack chose nobody: an empty knife
    save = window.console.findChild(QPushButton, "Act_save")
    assert save.isVisible() and not save.isEnabled()
    assert save.toolTip() == tr("rule.no_victim_tonight", "de")
    window.act_privacy.setChecked(True)                   # its state would tell whether it was used
    save = window.console.findChild(QPushButton, "Act_save")
    assert save.isVisible() and save.isEnabled() and not save.toolTip()
    assert save.text() == tr("ui.act.save_hidden", "de")
    window.act_privacy.setChecked(False)


def test_an_enter_right_after_hands_free_moved_on_confirms_nothing(qtbot):
    """Issue 29.4: a key press confirms only the step it was pressed on. When hands-free has just
    moved the game on, an Enter in the next second was meant for the step before: nothing is
    entered and the blue line says so; the next Enter confirms this step."""
    from tests.ui.helpers_console import Moderator, open_window, start_game
    from werewolf_desktop.i18n import tr

    window = open_window(qtbot)
    start_game(window)
    m = Moderator(qtbot, window)
    now = [100.0]
    m.console.clock = lambda: now[0]
    m.enter()                                         # close eyes → the guard's step
    assert m.console.send({"t": "next"})              # hands-free moves on…
    m.console.moved_by_itself()
    step, before = m.prompt.step, m.inputs()
    now[0] += 0.4
    m.enter()                                         # … the host's Enter for the guard lands now
    assert (m.prompt.step, m.inputs()) == (step, before)
    assert m.banner() == tr("ui.console.moved_by_itself", "en")
    now[0] += 0.4
    m.enter()
    assert m.inputs() == before + 1
