"""Screenshots of every console screen in zh and en (saved to /tmp/ui-shots/ for a human to look
at), and checks that every screen renders with text in it."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from .helpers_console import Moderator, open_window, start_game
from .test_console_game import play_village_win

SHOTS = Path(os.environ.get("UI_SHOTS", "/tmp/ui-shots"))


def save(widget, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()
    path = SHOTS / f"{name}.png"
    pix = widget.grab()
    assert not pix.isNull() and pix.width() > 300
    assert pix.save(str(path))
    return path


@pytest.mark.parametrize("lang", ["zh", "en", "fr"])
def test_screenshots_of_every_screen(qtbot, lang):
    window = open_window(qtbot, lang=lang)
    save(window, f"{lang}-01-setup")
    start_game(window)
    window.act_projector.setChecked(True)
    projector = window.projector
    projector.resize(1280, 720)
    m = Moderator(qtbot, window)
    taken: set[str] = set()

    def shot(name, widget=None):
        if name not in taken:
            taken.add(name)
            save(widget or window, f"{lang}-{name}")

    def checks(m, p):
        if p.kind == "night_step" and p.step == "guard" and p.night == 1:
            shot("02-night-guard")
            shot("02b-projector-night", projector)
        if p.kind == "night_step" and p.step == "witch" and p.night == 1:
            shot("03-witch")
            window.act_privacy.setChecked(True)
            shot("03b-witch-privacy")
            window.act_privacy.setChecked(False)
        if p.kind == "night_step" and p.step == "seer" and p.show:
            shot("04-seer-thumb")
        if p.kind == "night_step" and p.step == "hunter" and p.night == 1:
            shot("04b-hunter-thumb")
        if p.kind == "election_speech":
            shot("05-election-speech")
        if p.kind == "announce" and p.day == 1:
            shot("06-announce")
        if p.kind == "speech" and p.day == 1:
            window.timer.advance(window.timer.remaining - 8)     # into the last 10 s: warning colour
            shot("07-day-speech-timer")
        if p.kind == "exile_vote" and p.day == 1 and "08-exile-ballot" not in taken:
            m.vote({2: 4, 3: 4, 5: 6, 6: None, 11: 4})
            shot("08-exile-ballot")
            shot("08b-projector-day", projector)
        if p.kind == "hunter_shot":
            shot("09-hunter-shot")
        if p.kind == "speech" and p.day == 2:
            window.act_timeline.setChecked(True)
            shot("10-timeline")
            window.act_timeline.setChecked(False)

    play_village_win(m, checks)
    shot("11-game-over")
    shot("12-projector-over", projector)
    expected = {"02-night-guard", "03-witch", "04-seer-thumb", "05-election-speech", "06-announce",
                "07-day-speech-timer", "08-exile-ballot", "09-hunter-shot", "10-timeline", "11-game-over"}
    assert expected <= taken


def test_screenshot_of_the_resume_offer(qtbot):
    window = open_window(qtbot, lang="zh")
    start_game(window)
    m = Moderator(qtbot, window)
    m.enter()
    store = window.store
    window.close()
    again = open_window(qtbot, lang="zh", store=store)
    assert again.stack.currentWidget() is again.resume_page
    save(again, "zh-00-resume")
