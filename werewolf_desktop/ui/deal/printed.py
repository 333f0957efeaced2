"""The deal screen's page for printed cards: how to hand them out.

Shuffled cards: shuffle, one face down each; the app asks on night 1 who woke. A stacked deal
(the host chose seats in the set-up screen, seed 000:42): the host hands out the cards by the app's
list, seat by seat, which stays hidden until the host shows it (the room must not read it).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...i18n import tr
from ..roles import display_name
from ..style import set_px
from ..theme import art
from ..widgets.plain import Label

LIST_ROWS = 9            # the hand-out list: up to this many seats per column


class PrintedPage(QWidget):
    """`PrintedPage(setup, lang)`; `retranslate(lang)`; `show_list(on)` for a stacked deal."""

    def __init__(self, setup, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setup = setup
        self.lang = lang
        self.stacked = bool(setup.stacked and setup.assignment)
        pv = QVBoxLayout(self)
        pv.setContentsMargins(120, 0, 120, 0)
        pv.setSpacing(16)
        pv.addStretch(1)
        self.art = Label(self)
        self.art.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.art.setPixmap(art("back.svg", 150, self.devicePixelRatioF() or 1.0))
        self.title = Label(self)
        set_px(self.title, 30, True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = Label(self)
        self.text.setWordWrap(True)
        set_px(self.text, 19)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.take_out = Label(self)                # the cards to take out of the box (issue 29.12)
        self.take_out.setObjectName("takeOut")
        self.take_out.setWordWrap(True)
        set_px(self.take_out, 19, True)
        self.take_out.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for w in (self.art, self.title, self.take_out, self.text):
            pv.addWidget(w)
        self.list_button = QPushButton(self)
        self.list_button.setObjectName("handOutList")
        self.list_button.setCheckable(True)
        self.list_button.toggled.connect(self.show_list)
        self.list_button.setVisible(self.stacked)
        pv.addWidget(self.list_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.hand_out = QWidget(self)              # built when first shown: the roles are secret
        self.hand_out.hide()
        pv.addWidget(self.hand_out)
        pv.addStretch(2)
        self.rows: list[QLabel] = []
        self.aside: QLabel | None = None
        self.retranslate(lang)

    def show_list(self, on: bool) -> None:
        """Show (or hide) the hand-out list of a stacked deal: each seat's card, the spare cards."""
        if not self.stacked:
            return
        if on and not self.rows:
            self._build_list()
        self.list_button.setChecked(on)
        self.hand_out.setVisible(on)
        self.art.setVisible(not on)                 # room for 18 seats at 1366 × 768
        self.retranslate(self.lang)

    def _build_list(self) -> None:
        grid = QGridLayout(self.hand_out)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(40)
        grid.setVerticalSpacing(4)
        for i in range(len(self.setup.assignment)):
            label = Label(self.hand_out)
            label.setObjectName(f"handOut_{i + 1}")
            set_px(label, 19)
            grid.addWidget(label, i % LIST_ROWS, i // LIST_ROWS)
            self.rows.append(label)
        if self.setup.leftover:
            self.aside = Label(self.hand_out)
            self.aside.setWordWrap(True)
            set_px(self.aside, 19)
            grid.addWidget(self.aside, LIST_ROWS, 0, 1, max(1, grid.columnCount()))

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.title.setText(tr("dealui.printed.title", lang))
        cards = [tr("dealui.printed.count", lang, n=n, role=role) if n > 1 else display_name(role, lang)
                 for role, n in self.setup.deck.items() if n]
        shuffled = self.setup.deal_mode == "printed" and not self.stacked   # (a stacked deal's list says it all)
        self.take_out.setText(tr("dealui.printed.take_out", lang, cards=cards) if shuffled else "")
        self.take_out.setVisible(shuffled)
        words = [tr("dealui.printed.stacked" if self.stacked else "dealui.printed.shuffled", lang)]
        if not self.stacked and sum(self.setup.deck.values()) > len(self.setup.players):
            words.append(tr("dealui.printed.spares", lang))      # a Thief's two cards (003:111)
        self.text.setText(" ".join(words))
        shown = self.list_button.isChecked()
        self.list_button.setText(tr("dealui.printed.hide_list" if shown else "dealui.printed.show_list", lang))
        for seat, (label, role) in enumerate(zip(self.rows, self.setup.assignment), start=1):
            label.setText(tr("dealui.printed.row", lang, seat=seat, name=self.setup.players[seat - 1], role=role))
        if self.aside is not None:
            cards = [display_name(r, lang) for r in self.setup.leftover]
            self.aside.setText(tr("dealui.printed.aside", lang, cards=cards))
