"""The "Assign roles to seats yourself" panel: the set-up screen's optional stacked deal (seed 000:42 "the
moderator stacks the deck", 002:73 "passes out cards as he pleases").

A check box turns the mode on; then each seat gets a role from the deck or stays "at random" (the
rest of the deck is shuffled onto those seats by the engine, `Setup.create(assignment=…)`). The
choices stay with the players when the seats are reordered, and stay when the deck changes: a
choice the new deck cannot serve is flagged in the host's words and blocks the start.

The seat rows are built the first time the mode is switched on (most games never open it).
"""
from __future__ import annotations


from PySide6.QtCore import Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QCheckBox, QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ...engine import RuleError
from ...engine.setup import deal_around
from ...i18n import tr
from ..roles import display_name, role_pixmap
from ..style import set_role
from ..theme import shades
from .deck import ColumnsLayout, sort_deck
from .players import seat_badge
from ..widgets.plain import Label

ICON = 20


class _SeatRow(QWidget):
    """Seat number, player's name, the role chosen for the seat, a "!" when the deck cannot serve it."""

    def __init__(self, seat: int, parent: QWidget):
        from ..widgets.elided import ElidedComboBox, ElidedLabel    # the seats' grid: when first shown

        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        self.seat = seat_badge(self, seat)
        self.name = ElidedLabel(self)
        self.name.setMinimumWidth(60)
        self.combo = ElidedComboBox(self, min_chars=10)
        self.combo.setObjectName(f"stack_{seat}")
        self.flag = Label(self)
        self.flag.setFixedWidth(14)
        self.flag.setStyleSheet(f"color: {shades()['danger']}; font-weight: 700;")
        lay.addWidget(self.seat)
        lay.addWidget(self.name, 1)
        lay.addWidget(self.combo, 2)
        lay.addWidget(self.flag)


class StackingPanel(QFrame):
    """`changed` on every choice and on the mode switch. `picks()` is one role id or None per seat;
    `assignment()` what `Setup.create` gets (None: deal everything at random)."""

    changed = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.lang = lang
        set_role(self, "panel")
        self._picks: list[str | None] = []
        self._names: list[str] = []
        self._deck: dict[str, int] = {}
        self._bad: set[int] = set()
        self.rows: list[_SeatRow] = []
        self.grid: QWidget | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 8, 12, 10)
        lay.setSpacing(6)
        self.toggle = QCheckBox(self)
        self.toggle.setObjectName("stack_toggle")
        self.toggle.toggled.connect(self._on_toggle)
        self.hint = Label(self)
        self.hint.setWordWrap(True)
        set_role(self.hint, "muted")
        self.hint.setContentsMargins(26, 0, 0, 0)
        self.printed_hint = Label(self)          # printed cards: handed out by the next screen's list
        self.printed_hint.setWordWrap(True)
        set_role(self.printed_hint, "info")
        self.printed_hint.hide()
        self._printed = False
        lay.addWidget(self.toggle)
        lay.addWidget(self.hint)
        lay.addWidget(self.printed_hint)
        self.retranslate(lang)

    # --- state ----------------------------------------------------------------------------------------

    @property
    def on(self) -> bool:
        return self.toggle.isChecked()

    def picks(self) -> list[str | None]:
        return list(self._picks)

    def assignment(self) -> list[str | None] | None:
        """The seats' roles for `Setup.create(assignment=…)`, None for a deal all at random."""
        if not self.on or not any(self._picks):
            return None
        return list(self._picks)

    def clear(self) -> None:
        self._picks = [None] * len(self._picks)
        self._show_picks()
        self.changed.emit()

    def set_players(self, names: list[str]) -> None:
        """The seats' names (their number is the count); choices beyond the last seat are dropped."""
        n = len(names)
        self._names = list(names)
        self._picks = (self._picks + [None] * n)[:n]
        if self.grid is not None:
            self._fit_rows()
            for seat, (row, name) in enumerate(zip(self.rows, names), start=1):
                row.name.setText(name or tr("setup.players.default_name", self.lang, seat=seat))

    def reorder(self, order: list[int]) -> None:
        """The players were moved: seat i now holds who sat at `order[i]` (0-based); a choice stays
        with its player."""
        if len(order) == len(self._picks) and any(self._picks):
            self._picks = [self._picks[i] for i in order]
            self._show_picks()

    def set_printed(self, printed: bool) -> None:
        """Printed cards: say that the next screen lists who gets which card."""
        self._printed = printed
        self.printed_hint.setVisible(printed and self.on)

    def set_deck(self, deck: dict[str, int] | None) -> None:
        """The deck the choices are taken from (None: no deck yet)."""
        deck = {r: n for r, n in (deck or {}).items() if n}
        if deck == self._deck:
            return
        self._deck = deck
        self._fill_choices()

    def problems(self, deck: dict[str, int] | None) -> list[str]:
        """Why the chosen seats cannot be dealt, in the host's words; [] when they can (or the mode is off)."""
        picks = self.assignment()
        if picks is None or not deck:
            self._flag(set())
            return []
        out: list[str] = []
        bad: set[int] = set()
        seats_of: dict[str, list[int]] = {}
        for seat, role in enumerate(picks, start=1):
            if role:
                seats_of.setdefault(role, []).append(seat)
        for role, seats in seats_of.items():
            have = deck.get(role, 0)
            if have == 0:
                out += [tr("setup.stack.not_in_deck", self.lang, seat=s, role=role) for s in seats]
                bad.update(seats)
            elif len(seats) > have:
                out.append(tr("setup.stack.too_many", self.lang, role=role, seats=seats, n=have))
                bad.update(seats)
        if not out:
            try:
                deal_around(deck, picks, 0)
            except RuleError as err:          # e.g. the thief's two spare cards could only be wolves (003:111)
                out.append(tr("setup.stack.cannot_deal", self.lang, reason=err.message(self.lang)))
                bad.update(s for s, r in enumerate(picks, start=1) if r)
        self._flag(bad)
        return out

    # --- the rows (built on first use) ------------------------------------------------------------------

    def _on_toggle(self, on: bool) -> None:
        if on and self.grid is None:
            self._build_grid()
        if self.grid is not None:
            self.grid.setVisible(on)
            self.clear_button.setVisible(on)
        self.printed_hint.setVisible(self._printed and on)
        self.changed.emit()

    def _build_grid(self) -> None:
        self.grid = QWidget(self)
        self.grid.setObjectName("stack_grid")
        self.columns = ColumnsLayout(self.grid, columns=2, gap=24, spacing=4)
        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("stack_clear")
        self.clear_button.clicked.connect(self.clear)
        foot = QHBoxLayout()
        foot.addStretch(1)
        foot.addWidget(self.clear_button)
        self.layout().addWidget(self.grid)
        self.layout().addLayout(foot)
        self._fit_rows()
        self.set_players(self._names)
        self.retranslate(self.lang)

    def _fit_rows(self) -> None:
        while len(self.rows) < len(self._picks):
            row = _SeatRow(len(self.rows) + 1, self.grid)
            row.combo.activated.connect(lambda _i, r=row: self._on_pick(r))
            self.columns.addWidget(row)
            self.rows.append(row)
            self._fill_row(row, len(self.rows) - 1)
        while len(self.rows) > len(self._picks):
            row = self.rows.pop()
            self.columns.removeWidget(row)
            row.setParent(None)
            row.deleteLater()
        self.columns.invalidate()

    def _on_pick(self, row: _SeatRow) -> None:
        self._picks[self.rows.index(row)] = row.combo.currentData()
        self.changed.emit()

    def _fill_choices(self) -> None:
        for i, row in enumerate(self.rows):
            self._fill_row(row, i)

    def _fill_row(self, row: _SeatRow, index: int) -> None:
        """The combo's entries: at random, the deck's roles, and a chosen role the deck lacks."""
        combo, pick = row.combo, self._picks[index]
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(tr("setup.stack.random", self.lang), None)
        for role_id, _n in sort_deck(self._deck):
            combo.addItem(QIcon(role_pixmap(role_id, ICON)), display_name(role_id, self.lang), role_id)
        if pick and pick not in self._deck:
            combo.addItem(QIcon(role_pixmap(pick, ICON)),
                          tr("setup.stack.missing", self.lang, role=pick), pick)
        combo.setCurrentIndex(max(0, combo.findData(pick)) if pick else 0)
        combo.blockSignals(False)

    def _show_picks(self) -> None:
        self._fill_choices()

    def _flag(self, bad: set[int]) -> None:
        self._bad = bad
        for seat, row in enumerate(self.rows, start=1):
            row.flag.setText("!" if seat in bad else "")

    def bad_seats(self) -> set[int]:
        return set(self._bad)

    # --- language -------------------------------------------------------------------------------------

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.toggle.setText(tr("setup.stack", lang))
        self.hint.setText(tr("setup.stack.hint", lang))
        self.printed_hint.setText(tr("setup.stack.printed", lang))
        if self.grid is not None:
            self.clear_button.setText(tr("setup.stack.clear", lang))
            self.set_players(self._names)
            self._fill_choices()
