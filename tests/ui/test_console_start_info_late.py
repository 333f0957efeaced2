"""Printed cards on the real console: a card set on the seat's menu at night 1's dawn, after its
role's wake, brings its start information to the step card before the day breaks (the Town Crier's
teammate, 004:217): the step says who to wake quietly and the private panel what to tell them;
Enter then goes on to the dawn and its words."""
from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QMenu

from tests.engine.printed_host import dealt_as_laptop, walk
from tests.engine.test_printed_start_info_late import NAMES, NO_PLAIN
from tests.ui.helpers_console import Moderator, open_window, start_game
from werewolf_desktop.describe import group_name
from werewolf_desktop.engine.start_info import LATE_MARK, LATE_STEP
from werewolf_desktop.i18n import tr


@pytest.mark.parametrize("lang", ["zh", "de"])
def test_a_card_set_at_the_dawn_shows_its_start_information_on_the_step_card(qtbot, lang):
    game, cards = dealt_as_laptop(NAMES, "printed", ruleset="revamped", deck=dict(NO_PLAIN, town_crier=1), seed=0)
    crier = next(s for s, r in cards.items() if r == "town_crier")
    window = open_window(qtbot, lang=lang, size=(1280, 800))
    start_game(window, setup=game.setup)
    mod = Moderator(qtbot, window)
    walk(window.session, cards, until=lambda g: g.prompt.step == "dawn" and g.prompt.allowed == ["set_role"],
         skip=frozenset({crier}))
    QApplication.processEvents()
    tile = mod.console.circle.tile(crier)
    tile.menuRequested.emit(crier, tile.mapToGlobal(QPoint(5, 5)))          # right-click on the seat
    menu = mod.console.findChild(QMenu, f"CorrectCard{crier}")
    next(a for a in menu.actions() if a.objectName() == "set_role_town_crier").trigger()
    QApplication.processEvents()
    assert mod.prompt.step == LATE_STEP
    card = mod.console.card
    told = mod.prompt.show["notices"][0]
    assert told["key"] == "notice.teammate_role" and told["params"]["seat"] == crier
    assert tr("ui.step.start_info_late", lang) in card.title.text()
    assert group_name(LATE_MARK, lang) in card.wakes.text() and str(crier) in card.wakes.text()
    assert card.private_frame.isVisibleTo(card)
    assert tr("notice.teammate_role", lang, **told["params"]) in card.private_view.caption
    assert card.lines.text() and tr("ui.step.dawn", lang) not in card.title.text()
    shot = os.environ.get("SCREENSHOT_DIR")
    if shot:
        assert window.grab().save(os.path.join(shot, f"start_info_late_{lang}.png"))
    mod.enter()                                                            # told: on to the dawn
    assert mod.prompt.step == "dawn" and mod.prompt.lines
    assert not any(LATE_MARK in s.status for s in mod.state.seats)
