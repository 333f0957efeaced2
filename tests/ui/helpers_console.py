"""Driving the real console with qtbot: clicks on seats and buttons, keys through the window's
shortcuts. No part of the app is mocked: a real SQLite store in the test's data folder, the real
engine, real widgets (offscreen)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QPushButton

from werewolf_desktop.engine import Setup, catalogue
from werewolf_desktop.i18n import LANGUAGES, text
from werewolf_desktop.store import Store
from werewolf_desktop.ui.app import build_main_window, make_application

NAMES = ["阿明", "Bob", "小红", "Dieter", "Eve", "Frank", "高飞", "Hanna", "Ivan", "Julia", "Ken", "Lena"]
# seed 7 deals: 1 wolf, 2 witch, 3 villager, 4 wolf, 5 wolf, 6 villager, 7 wolf, 8 hunter, 9 guard,
#               10 villager, 11 seer, 12 villager
SEED = 7


def role_names(role_ids=None) -> set[str]:
    cat = catalogue()
    ids = role_ids if role_ids is not None else [r.id for r in cat.dealt_roles()]
    return {text(cat.roles[r].name, lang) for r in ids for lang in LANGUAGES}


def open_window(qtbot, lang: str = "en", store: Store | None = None, size=(1280, 800)):
    make_application()
    store = store or Store.open()
    window = build_main_window(store, lang)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    return window


def start_game(window, preset: str = "std12_444_guard", seed: int = SEED, names=None, deal_mode: str = "laptop",
               setup: Setup | None = None):
    """Start a game of a preset (or of the `setup` given) in the window, at the first night."""
    setup = setup or Setup.create(list(names or NAMES), preset=preset, seed=seed, deal_mode=deal_mode, lang=window.lang)
    window.start_game(setup)
    if window.deal_view is not None and window.stack.currentWidget() is window.deal_host:
        window.deal_view.start_night(ask=False)       # the deal screen's own "start the night"
    QApplication.processEvents()
    assert window.stack.currentWidget() is window.console
    return window.session


class Moderator:
    """One click or one key per input, like the person at the table."""

    def __init__(self, qtbot, window):
        self.qtbot = qtbot
        self.window = window
        self.console = window.console

    @property
    def prompt(self):
        return self.window.session.prompt

    @property
    def state(self):
        return self.window.session.state

    def inputs(self) -> int:
        return len(self.window.session.game.inputs)

    def enter(self):
        self.qtbot.keyClick(self.window, Qt.Key_Return)

    def next(self):
        """Move on as a host who has nothing to enter: Enter; at a ballot nobody was entered in,
        everyone abstains (said explicitly: an untouched ballot is not submitted by Enter)."""
        ballot = self.console.ballot
        if self.console.left.currentWidget() is ballot and not ballot.model.votes:
            self.enter()
            assert ballot.confirm.isVisible()
            self.qtbot.mouseClick(ballot.rest_btn, Qt.LeftButton)
            return
        self.enter()

    def key(self, key, modifier=Qt.NoModifier):
        self.qtbot.keyClick(self.window, key, modifier)

    def undo(self):
        self.qtbot.keyClick(self.window, Qt.Key_Z, Qt.ControlModifier)

    def seat(self, n: int):
        self.qtbot.mouseClick(self.console.circle.tile(n), Qt.LeftButton)

    def type(self, digits: str):
        self.qtbot.keyClicks(self.console, digits)

    def button(self, name: str):
        btn = self.console.findChild(QPushButton, name)
        assert btn is not None and btn.isVisible(), f"no visible button {name}"
        self.qtbot.mouseClick(btn, Qt.LeftButton)

    def menu(self, button_name: str, seat: int):
        btn = self.console.findChild(QPushButton, button_name)
        assert btn is not None and btn.menu() is not None, button_name
        action = btn.menu().findChild(QAction, f"{button_name}_{seat}")
        if action is None:
            action = next(a for a in btn.menu().actions() if a.objectName() == f"{button_name}_{seat}")
        action.trigger()

    def vote(self, votes: dict[int, int | None]):
        """Click each voter's choice in the ballot grid."""
        ballot = self.console.ballot
        assert self.console.left.currentWidget() is ballot
        for voter, target in votes.items():
            btn = ballot.rows[voter][target]
            self.qtbot.mouseClick(btn, Qt.LeftButton)

    def banner(self) -> str:
        return self.console.banner.text()


def drive(m, respond, limit: int = 600) -> set[str]:
    """Play the console's game to its end: at each prompt `respond(m, prompt)` clicks what it wants;
    if it returns True it has made the input itself, else Enter is pressed. Every prompt must take an
    input. Returns the steps and prompt kinds seen."""
    seen: set[str] = set()
    for _ in range(limit):
        if m.window.session.over:
            return seen
        p = m.prompt
        seen.add(p.step or p.kind)
        before = m.inputs()
        if not respond(m, p):
            m.enter()
        assert m.inputs() > before or m.window.session.over, (p.kind, p.step, m.banner())
    raise AssertionError("the game did not end")
