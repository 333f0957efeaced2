"""The host sees who is powdered (issue 29.20): a mark and its words on the seat's tile, hidden in
privacy mode (F9)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from werewolf_desktop.engine import Setup
from werewolf_desktop.i18n import tr

from .helpers_console import Moderator, open_window

PYRO = ["werewolf_revamped", "pyromancer", "witch_revamped", "villager", "villager", "villager", "villager", "villager"]


def test_the_powdered_are_marked_for_the_host_only(qtbot):
    window = open_window(qtbot, lang="en")
    names = [f"P{i}" for i in range(1, 9)]
    setup = Setup.create(names, ruleset="revamped", deck={r: PYRO.count(r) for r in set(PYRO)}, assignment=PYRO,
                         deal_mode="laptop", seed=1, lang="en")
    window.start_game(setup)
    if window.deal_view is not None and window.stack.currentWidget() is window.deal_host:
        window.deal_view.start_night(ask=False)
    m = Moderator(qtbot, window)
    for _ in range(20):
        if m.prompt.kind == "night_step" and m.prompt.step == "pyro":
            break
        m.next()
    m.seat(4)                                    # powder seat 4
    QApplication.processEvents()
    tile = m.console.circle.tile(4)
    assert "◎" in tile.marks.text()
    assert tr("ui.seat.powdered", "en") in tile.toolTip()
    assert "◎" not in m.console.circle.tile(5).marks.text()
    m.key(Qt.Key_F9)                             # privacy
    QApplication.processEvents()
    assert "◎" not in tile.marks.text() and tr("ui.seat.powdered", "en") not in tile.toolTip()
