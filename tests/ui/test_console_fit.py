"""Every step of a whole 12-player game fits a 1366×768 window, in zh, en and de: the lines read
aloud and the step's questions never need scrolling, and no label on the console is cut off with
"…". One screenshot of each kind of step goes to /tmp/ui-fit/ for a person to look at, and the
full-screen private view (F11) at 1366×768 and 1920×1080."""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from werewolf_desktop.ui.game.private_view import PrivateFullScreen
from werewolf_desktop.ui.widgets.elided import ElidedLabel
from werewolf_desktop.i18n import LANGUAGES

from .helpers_console import NAMES, Moderator, open_window, start_game

SHOTS = Path(os.environ.get("UI_FIT_SHOTS", "/tmp/ui-fit"))
SIZE = (1366, 768)
SMALL = (1280, 720)
PRESETS = {"std12_444_guard": 7, "duesterwald": 5}


def cut_off(console) -> list[str]:
    """What the host cannot read whole on the console right now."""
    problems = []
    card = console.card
    bar = card.text_scroll.verticalScrollBar()
    if bar.maximum() > 0:
        problems.append(f"step texts need scrolling ({bar.maximum()} px): {card.lines.text()[:60]!r}")
    for label in console.findChildren(ElidedLabel):
        if label.isVisible() and label.text() and label.is_elided():
            if label.objectName() == "SeatTag" and said_whole_on_the_card(console, label.text()):
                continue
            problems.append(f"cut: {label.objectName()} {label.text()!r}")
    if console.ballot.isVisible() and console.ballot.scroll.horizontalScrollBar().maximum() > 0:
        problems.append("ballot columns behind a sideways scroll bar")
    if console.ballot.isVisible():
        for label in console.ballot.findChildren(QLabel):
            if label.isVisible() and label.wordWrap() and label.heightForWidth(label.width()) > label.height() + 2:
                problems.append(f"ballot text cut: {label.text()[:60]!r}")
    return problems


def said_whole_on_the_card(console, tag: str) -> bool:
    """A seat's note of tonight's choice ("✔ link the lovers") may end in "…" on a small tile: the
    step card says each choice whole ("✔ Chosen — link the lovers: 3 and 5"), and no longer cut."""
    ask = console.card.ask
    return (ask.isVisible() and all(part.strip() in ask.text() for part in tag.split("✔") if part.strip())
            and ask.heightForWidth(ask.width()) <= ask.height() + 2)


def enter(m: Moderator) -> None:
    """The window's Enter action (what the key triggers). At a ballot the village votes out the
    first wolf it may (so that the game ends), the rest abstain."""
    ballot = m.console.ballot
    if m.console.left.currentWidget() is ballot and not ballot.model.votes:
        wolves = [c for c in ballot.model.candidates if m.state.seat(c).role == "werewolf"]
        for voter in ballot.model.voters:
            target = next((w for w in wolves if w != voter), None)
            if target is None or ballot.model.set_vote(voter, target):
                ballot.model.set_vote(voter, None)
    m.window.act_next.trigger()
    if ballot.confirm.isVisible():
        ballot.rest_btn.click()


def advance(m: Moderator) -> None:
    """One input as a host with no plan: Enter; when the step needs a choice, the first seats
    the step allows."""
    before = m.inputs()
    enter(m)
    if m.inputs() != before or m.window.session.over:
        return
    pick = m.console.pick
    assert pick is not None and pick.legal, (m.prompt.kind, m.prompt.step, m.banner())
    rng = random.Random(before)              # different seats for the guard and the wolves
    for seat in rng.sample(sorted(pick.legal), min(len(pick.legal), max(1, pick.need))):
        m.seat(seat)
        if m.inputs() != before:
            return
    enter(m)
    assert m.inputs() != before, (m.prompt.kind, m.prompt.step, m.banner())


def step_name(p) -> str:
    return f"{p.phase}{p.night if p.phase == 'night' else p.day}-{p.kind}-{p.step or p.seat or ''}"


@pytest.mark.slow
@pytest.mark.parametrize("size", [SIZE, SMALL])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_step_fits_1366x768(qtbot, preset, lang, size):
    """…and 1280×720 (issue 29.14: the German witch card was cut mid-line behind a scroll bar)."""
    window = open_window(qtbot, lang=lang, size=size)
    window.resize(*size)
    start_game(window, preset=preset, seed=PRESETS[preset])
    m = Moderator(qtbot, window)
    folder = SHOTS / f"{preset}-{lang}-{size[0]}"
    folder.mkdir(parents=True, exist_ok=True)
    seen: set[tuple] = set()
    problems: list[str] = []
    for n in range(600):
        if window.session.over:
            break
        p = m.prompt
        QApplication.processEvents()
        for problem in cut_off(m.console):
            problems.append(f"{step_name(p)}: {problem}")
        kind = (p.kind, p.step, p.phase)
        if kind not in seen:
            seen.add(kind)
            assert window.grab().save(str(folder / f"{n:03d}-{step_name(p)}.png"))
            if p.show and p.show.get("kind") in ("seer_result", "hunter_status", "wolf_victim"):
                for size in ((1366, 768), (1920, 1080)):
                    full = PrivateFullScreen(p.show, lang, {}, None)
                    full.resize(*size)
                    full.show()
                    QApplication.processEvents()
                    full.grab().save(str(folder / f"{n:03d}-f11-{size[0]}.png"))
                    full.close()
        advance(m)
    assert window.session.over
    assert not problems, "\n".join(dict.fromkeys(problems))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_15_player_ballot_fits_1280x720(qtbot, lang):
    """Issue 29.14: at 1280×720 with 15 players the abstain column hid behind a sideways scroll bar
    (the rows' vertical scroll bar narrowed the grid after it was fitted)."""
    window = open_window(qtbot, lang=lang, size=SMALL)
    window.resize(*SMALL)
    start_game(window, preset="revamped15_ice_fire", seed=5, names=NAMES + ["Marta", "Nils", "Olga"])
    m = Moderator(qtbot, window)
    for _ in range(200):
        if m.prompt.kind == "exile_vote":
            break
        advance(m)
    assert m.prompt.kind == "exile_vote"
    QApplication.processEvents()
    ballot = m.console.ballot
    assert ballot.scroll.horizontalScrollBar().maximum() == 0
    assert not cut_off(m.console), cut_off(m.console)
