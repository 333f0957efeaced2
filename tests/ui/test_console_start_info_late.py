"""Printed cards on the real console: a card set on the seat's menu at night 1's dawn, after its
role's wake, brings its start information to the step card before the day breaks (the Town Crier's
teammate, 004:217): the step says who to wake quietly and the private panel what to tell them;
Enter then goes on to the dawn and its words. A card corrected by day: the step card says the seat
is told tonight, and night 2 wakes it once everyone has closed their eyes."""
from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QMenu

from tests.engine.printed_host import dealt_as_laptop, seat_of, walk
from tests.engine.revamped import to_night
from tests.engine.test_printed_start_info_late import NAMES, NO_PLAIN
from tests.ui.helpers_console import Moderator, open_window, start_game
from werewolf_desktop.describe import group_name
from werewolf_desktop.engine.start_info import LATE_MARK, LATE_STEP
from werewolf_desktop.i18n import tr


def printed_console(qtbot, lang: str, role: str, size=(1280, 800)):
    """A revamped printed game of NO_PLAIN and `role` on the console: the host, the cards held."""
    game, cards = dealt_as_laptop(NAMES, "printed", ruleset="revamped", deck=dict(NO_PLAIN, **{role: 1}), seed=0)
    window = open_window(qtbot, lang=lang, size=size)
    start_game(window, setup=game.setup)
    return Moderator(qtbot, window), cards


def set_card_on_menu(mod, seat: int, role: str) -> None:
    """Right-click the seat, choose the card it holds."""
    tile = mod.console.circle.tile(seat)
    tile.menuRequested.emit(seat, tile.mapToGlobal(QPoint(5, 5)))
    menu = mod.console.findChild(QMenu, f"CorrectCard{seat}")
    next(a for a in menu.actions() if a.objectName() == f"set_role_{role}").trigger()
    QApplication.processEvents()


def screenshot(qtbot, window, name: str) -> None:
    shot = os.environ.get("SCREENSHOT_DIR")
    if shot:
        qtbot.wait(200)                                                    # (the card's layout settled)
        assert window.grab().save(os.path.join(shot, f"{name}.png"))


@pytest.mark.parametrize("lang", ["zh", "de"])
def test_a_card_set_at_the_dawn_shows_its_start_information_on_the_step_card(qtbot, lang):
    mod, cards = printed_console(qtbot, lang, "town_crier")
    crier = seat_of(cards, "town_crier")
    walk(mod.window.session, cards, until=lambda g: g.prompt.step == "dawn" and g.prompt.allowed == ["set_role"],
         skip=frozenset({crier}))
    QApplication.processEvents()
    set_card_on_menu(mod, crier, "town_crier")
    assert mod.prompt.step == LATE_STEP
    card = mod.console.card
    told = mod.prompt.show["notices"][0]
    assert told["key"] == "notice.teammate_role" and told["params"]["seat"] == crier
    assert tr("ui.step.start_info_late", lang) in card.title.text()
    assert group_name(LATE_MARK, lang) in card.wakes.text() and str(crier) in card.wakes.text()
    assert card.private_frame.isVisibleTo(card)
    assert tr("notice.teammate_role", lang, **told["params"]) in card.private_view.caption
    assert card.lines.text() and tr("ui.step.dawn", lang) not in card.title.text()
    screenshot(qtbot, mod.window, f"start_info_late_{lang}")
    mod.enter()                                                            # told: on to the dawn
    assert mod.prompt.step == "dawn" and mod.prompt.lines
    assert not any(LATE_MARK in s.status for s in mod.state.seats)


@pytest.mark.parametrize("lang", ["zh", "de"])
def test_a_card_corrected_by_day_is_told_on_the_step_card_and_the_next_night(qtbot, lang):
    mod, cards = printed_console(qtbot, lang, "psychopath", size=(1280, 720))
    baker = seat_of(cards, "baker")
    walk(mod.window.session, cards, until=lambda g: g.state.phase == "day")
    set_card_on_menu(mod, baker, "psychopath")                             # the cards were swapped
    assert tr("ui.card.told_late_tonight", lang, seats=[baker]) in mod.console.card.note.text()
    screenshot(qtbot, mod.window, f"start_info_told_tonight_{lang}")
    to_night(mod.window.session, 2)
    mod.enter()                                                            # everyone closes their eyes
    assert mod.prompt.step == LATE_STEP and mod.prompt.actors == [baker]
    assert tr("notice.hit_list", lang, **mod.prompt.show["notices"][0]["params"]) in mod.console.card.private_view.caption
