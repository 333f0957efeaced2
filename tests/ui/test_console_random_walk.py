"""Issue 22: random games through the real console (offscreen). The walk clicks only what the host
can click (visible, enabled buttons, menu entries and ballot cells, seats not greyed) and no click
ever raises the error banner: nothing on screen leads to a refusal."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QPushButton, QWidget

from werewolf_desktop.engine import catalogue

from .helpers_console import NAMES, Moderator, open_window, start_game

STEPS = 160


def clickable(m: Moderator) -> list[tuple[str, object]]:
    """Everything the host could click now, as (what, how) pairs."""
    console = m.console
    out: list[tuple[str, object]] = []
    if console.left.currentWidget() is console.ballot:
        for voter, row in console.ballot.rows.items():
            for target, b in row.items():
                if b.isVisible() and b.isEnabled():
                    out.append((f"vote {voter}->{target}", b))
        for b in (console.ballot.rest_btn, console.ballot.keep_btn):
            if b.isVisible() and b.isEnabled():
                out.append((b.objectName(), b))
    else:
        for n in range(1, len(m.state.seats) + 1):
            tile = console.circle.tile(n)
            if tile.isVisible() and tile.pickable and tile.legal:
                out.append((f"seat {n}", tile))
    for w in console.dynamic:
        if not (isinstance(w, QPushButton) and w.isVisible() and w.isEnabled()):
            continue
        if w.menu() is not None:
            out += [(f"{w.objectName()} {a.text()}", a) for a in w.menu().actions() if a.isEnabled()]
        else:
            out.append((w.objectName() or w.text(), w))
    if console.primary_btn.isEnabled():
        out += [("primary", console.primary_btn)] * 3          # the step goes on more often than not
    return out


def click(m: Moderator, what) -> None:
    for box in m.console.dynamic:                      # a question to type: the host types one
        if isinstance(box, QLineEdit) and box.isVisible() and not box.text():
            box.setText("Bist du ein Werwolf?")
    if isinstance(what, QWidget):
        m.qtbot.mouseClick(what, Qt.LeftButton)
    else:
        what.trigger()


@pytest.mark.parametrize("preset,seed,lang", [("std12_444_guard", 7, "en"), ("std10_cupid", 3, "zh"),
                                              ("std12_cupid_thief", 5, "de"), ("std12_444_elder", 11, "en"),
                                              ("std12_444_guard", 21, "zh"), ("revamped12", 2, "en"),
                                              ("plotkin_dark_city", 4, "de")])
def test_a_random_walk_through_the_console_never_meets_a_refusal(qtbot, preset, seed, lang):
    window = open_window(qtbot, lang=lang)
    start_game(window, preset=preset, seed=seed, names=NAMES[:catalogue().preset(preset).players[0]])
    m = Moderator(qtbot, window)
    rng = random.Random(f"{preset}/{seed}")
    trail: list[str] = []
    for _ in range(STEPS):
        if window.session.over:
            break
        options = clickable(m)
        assert options, f"nothing to click at {m.prompt.kind} {m.prompt.step}; after {trail[-8:]}"
        what, target = rng.choice(options)
        trail.append(f"{m.prompt.kind}/{m.prompt.step}: {what}")
        click(m, target)
        banner = m.console.banner
        assert not (banner.isVisible() and banner.level == "error"), f"{banner.label.text()!r} after {trail[-8:]}"
