"""Printed cards (the roles are identified as they wake on night 1), and game records: export,
import, and the imported game goes on where it stopped."""
from __future__ import annotations

import json

from werewolf_desktop.engine import Game, RuleError
from werewolf_desktop.i18n import tr

from .helpers_console import Moderator, open_window, start_game


def test_printed_cards_are_identified_by_clicking_the_seats_that_wake(qtbot):
    window = open_window(qtbot, lang="en")
    session = start_game(window, deal_mode="printed")
    assert session.setup.assignment == []
    m = Moderator(qtbot, window)
    who = {"guard": [9], "werewolf": [1, 4, 5, 7], "witch": [2], "seer": [11], "hunter": [8]}
    for _ in range(60):
        p = m.prompt
        if p.phase != "night":
            break
        if p.identify and "identify" in p.allowed:
            role = p.identify[0]
            for seat in who.get(role, []):
                m.seat(seat)
            assert window.console.selection == set(who.get(role, []))
            m.next()
            assert role not in m.prompt.identify
            continue
        m.next()
    roles = [s.role for s in m.state.seats]
    assert roles == ["werewolf", "witch", "villager", "werewolf", "werewolf", "villager", "werewolf", "hunter",
                     "guard", "villager", "seer", "villager"]


def test_export_and_import_a_record(qtbot, tmp_path):
    window = open_window(qtbot, lang="en")
    session = start_game(window)
    m = Moderator(qtbot, window)
    m.enter()
    m.seat(3)
    m.enter()
    path = window.write_record(str(tmp_path / "game.json"))
    record = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
    assert path and record["inputs"] == session.game.inputs
    assert Game.replay(session.setup, record["inputs"]).prompt.to_dict() == m.prompt.to_dict()
    before = m.prompt.to_dict()
    assert window.read_record(str(tmp_path / "game.json"))
    assert window.session.game_id != session.game_id
    assert window.session.prompt.to_dict() == before
    assert window.stack.currentWidget() is window.console
    bad = tmp_path / "bad.json"
    bad.write_text("{\"format\": \"nope\"}", encoding="utf-8")
    assert not window.read_record(str(bad))
    assert window.notice.isVisible()


def test_file_menu_export_and_import_go_through_the_file_dialogs(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    window = open_window(qtbot, lang="zh")
    session = start_game(window)
    Moderator(qtbot, window).enter()
    target = str(tmp_path / "menu.json")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (target, "JSON (*.json)")))
    window.act_export.trigger()
    assert json.loads((tmp_path / "menu.json").read_text(encoding="utf-8"))["inputs"] == session.game.inputs
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (target, "JSON (*.json)")))
    window.act_import.trigger()
    assert window.session.game_id != session.game_id
    assert window.session.game.inputs == session.game.inputs


def test_a_step_that_cannot_be_saved_is_told_as_not_saved_and_the_game_stays(qtbot):
    from werewolf_desktop.store import StoreError

    window = open_window(qtbot, lang="de")
    session = start_game(window)
    m = Moderator(qtbot, window)
    m.next()
    before = (m.prompt.to_dict(), m.inputs())
    session.store.close()                        # the database goes away under the running game
    m.enter()
    assert (m.prompt.to_dict(), m.inputs()) == before
    told = m.banner()
    expected = tr("store.not_saved", "de", reason=StoreError("store.closed", path=str(session.store.path)).message("de"))
    assert told.endswith(expected)
    assert not issubclass(StoreError, RuleError)
