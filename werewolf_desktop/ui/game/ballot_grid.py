"""The ballot's entry grid (rows = voters, columns = candidates + abstain), kept from ballot to
ballot: its labels and buttons are set again for each ballot instead of built anew (a new ballot of
18 voters × 19 choices built anew cost ~40 ms, set again a few), and built ahead a row at a time
while the game runs (`prepare`). The tally and the entry line are `ballot.BallotPanel`'s."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QLabel, QToolButton, QWidget

from ...i18n import format_number, tr
from .. import theme
from ..widgets.plain import Label, plain_tip

ABSTAIN = None


def weight_text(w: float, lang: str) -> str:
    return format_number(w, lang)                  # "1,5" in de and fr


BUTTON_WIDTH, MIN_BUTTON_WIDTH = 34, 24        # a vote button, as wide as room allows between them


class GridRow:
    """One row of the ballot grid, kept from ballot to ballot: the voter's label, its buttons (a
    column each, exclusive) or, for a seat without a vote, the greyed reason across the row."""

    def __init__(self, panel: "BallotGrid", row: int):
        self.panel, self.row = panel, row
        self.voter: int | None = None
        self.targets: list[int | None] = []
        self.label = Label()
        self.label.setMinimumWidth(110)
        self.label.setMaximumWidth(190)
        panel.grid.addWidget(self.label, row, 0)
        self.note = Label(panel)
        self.note.setStyleSheet("color: #9a9ea6;")
        self.note.hide()
        self.group = QButtonGroup(panel)
        self.group.setExclusive(True)
        self.buttons: list[QToolButton] = []
        self.cells: list[tuple | None] = []       # each button's (voter, target, refusal, language) as set
        self._look: tuple | None = None

    def _button(self, col: int) -> QToolButton:
        b = QToolButton()
        b.setCheckable(True)
        b.setFocusPolicy(Qt.NoFocus)
        b.setFixedSize(self.panel.button_width, 30)
        b.clicked.connect(lambda _=False: self.panel.vote(self.voter, self.targets[col]))
        self.group.addButton(b)
        self.panel.grid.addWidget(b, self.row, col + 1)
        return b

    def grow(self, columns: int) -> None:
        """At least `columns` buttons (new ones hidden until a ballot shows them)."""
        while len(self.buttons) < columns:
            self.buttons.append(self._button(len(self.buttons)))
            self.buttons[-1].hide()
            self.cells.append(None)

    def show(self, voter: int, targets: list, names: dict[int, str]) -> bool:
        """Show `voter`'s row; False when the seat has no vote (its reason is shown instead)."""
        m, lang = self.panel.model, self.panel.lang
        self.voter, self.targets = voter, targets
        w = m.weight(voter)
        text = f"{voter} · {names.get(voter, '')}" + (f"  ×{weight_text(w, lang)}" if w != 1 else "")
        self.label.setText(text)
        look = (w != 1, voter in m.no_vote)
        if look != self._look:                   # (fonts and style sheets cost: set when they change)
            self._look = look
            self.label.setFont(theme.font(11, bold=look[0]))
            self.label.setStyleSheet("color: #9a9ea6;" if look[1] else "")
        self.label.show()
        if voter in m.no_vote:
            for b in self.buttons:
                b.hide()
                b.setObjectName("")
            self.cells = [None] * len(self.buttons)
            reason = tr(m.no_vote[voter], lang, seat=voter)
            self.note.setText(reason)
            self.note.setToolTip(reason)
            self.panel.grid.addWidget(self.note, self.row, 1, 1, len(targets))
            self.note.show()
            return False
        if self.panel.grid.indexOf(self.note) >= 0:
            self.panel.grid.removeWidget(self.note)
            self.note.hide()
        self.grow(len(targets))
        for col, b in enumerate(self.buttons):
            if col >= len(targets):
                b.hide()
                b.setObjectName("")              # no stale "Vote_…" to be found
                self.cells[col] = None
                continue
            target = targets[col]
            reason = m.refusal(voter, target)
            if self.cells[col] != (voter, target, reason, lang):     # (the same cell as the last ballot: as it is)
                self.cells[col] = (voter, target, reason, lang)
                b.setText(str(target) if target is not None else "–")
                b.setObjectName(f"Vote_{voter}_{target if target is not None else 'x'}")
                b.setEnabled(not reason)
                b.setToolTip(reason or (tr("ui.ballot.cell_tip", lang, voter=voter, target=target) if target is not None
                                        else tr("ui.ballot.abstain_tip", lang, voter=voter)))
            b.show()
        return True

    def hide(self) -> None:
        self.voter = None
        for w in [self.label, self.note, *self.buttons]:
            w.hide()
            w.setObjectName("")
        self.cells = [None] * len(self.buttons)


class BallotGrid(QWidget):
    """The grid; `rows`, `groups` and `row_labels` are this ballot's, by voter. `vote(voter, target)`
    is called when a button is clicked."""

    def __init__(self, model, vote, parent=None):
        super().__init__(parent)
        self.setObjectName("BallotGrid")
        self.model, self.vote = model, vote
        self.lang = model.lang
        self.rows: dict[int, dict[Any, QToolButton]] = {}       # voter -> target -> its button (this ballot)
        self.groups: dict[int, QButtonGroup] = {}
        self.row_labels: dict[int, QLabel] = {}
        self.grid = QGridLayout(self)
        self.grid.setHorizontalSpacing(3)
        self.grid.setVerticalSpacing(3)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.corner = Label()
        self.corner.setFont(theme.font(10, bold=True))
        self.grid.addWidget(self.corner, 0, 0)
        self.heads: list[QLabel] = []             # the column heads, by column
        self.lines: list[GridRow] = []            # the voter rows, by row
        self._stretch = (0, 0)                    # the empty row and column that take the room left
        self._prepare_for = 0
        self.button_width = BUTTON_WIDTH

    def fit(self, width: int) -> None:
        """Narrower buttons when this ballot's columns would not fit `width` (18 players at
        1366×768: 17 candidates and abstain), down to MIN_BUTTON_WIDTH, so that no column hides
        behind a sideways scroll bar."""
        columns = sum(1 for lab in self.heads if not lab.isHidden())
        if not columns:
            return
        label = max([line.label.sizeHint().width() for line in self.lines if not line.label.isHidden()] or [110])
        room = width - min(max(label, 110), 190) - self.grid.horizontalSpacing() * (columns + 1)
        bw = max(MIN_BUTTON_WIDTH, min(BUTTON_WIDTH, room // columns))
        self._set_button_width(bw)
        # the estimate leaves out margins and the widest label: narrow on until the grid fits
        # (15 players at 1280×720 kept the abstain column behind the scroll bar, issue 29.14)
        while self.button_width > MIN_BUTTON_WIDTH and self.sizeHint().width() > width:
            self._set_button_width(self.button_width - 1)

    def _set_button_width(self, bw: int) -> None:
        if bw != self.button_width:
            self.button_width = bw
            for line in self.lines:
                for b in line.buttons:
                    b.setFixedWidth(bw)

    def _grow_heads(self, columns: int) -> None:
        while len(self.heads) < columns:
            lab = Label()
            lab.setFont(self.corner.font())
            lab.setAlignment(Qt.AlignCenter)
            lab.hide()
            self.grid.addWidget(lab, 0, len(self.heads) + 1)
            self.heads.append(lab)

    def _grow_rows(self, columns: int) -> None:
        line = GridRow(self, len(self.lines) + 1)
        line.grow(columns)
        line.hide()
        self.lines.append(line)

    def prepare(self, seats: int) -> None:
        """Build the grid for a game of `seats` ahead, a row at a time while the console waits for
        the host, so that the first ballot only sets it (building 18 rows of 19 buttons at once
        took ~40 ms, felt at the first vote; a row takes ~2 ms)."""
        self._prepare_for = seats
        QTimer.singleShot(0, self, self._prepare_row)

    def _prepare_row(self) -> None:
        seats = self._prepare_for
        self._grow_heads(seats + 1)
        if len(self.lines) < seats:
            self._grow_rows(seats + 1)
            line = self.lines[-1]
            for w in (line.label, *line.buttons):      # styled now, not when the first ballot shows them
                w.ensurePolished()
            QTimer.singleShot(0, self, self._prepare_row)

    def fill(self, names: dict[int, str], lang: str) -> None:
        """Show the model's ballot: the heads, a row per voter (a greyed note for a seat without a
        vote); what the last ballot had more of is hidden."""
        m = self.model
        self.lang = lang
        targets = m.candidates + [ABSTAIN]
        self.corner.setText(tr("ui.ballot.voter", self.lang))
        self._grow_heads(len(targets))
        for col, lab in enumerate(self.heads):
            if col < len(targets):
                target = targets[col]
                lab.setText(str(target) if target is not None else tr("ui.ballot.abstain_short", self.lang))
                lab.setToolTip(plain_tip(names.get(target, "")) if target is not None else "")
            lab.setVisible(col < len(targets))
        voters = sorted(set(m.voters) | set(m.no_vote))
        while len(self.lines) < len(voters):
            self._grow_rows(len(targets))
        self.rows.clear()
        self.row_labels.clear()
        self.groups.clear()
        for line, voter in zip(self.lines, voters):
            self.row_labels[voter] = line.label
            if line.show(voter, targets, names):
                self.rows[voter] = dict(zip(targets, line.buttons))
                self.groups[voter] = line.group
        for line in self.lines[len(voters):]:
            line.hide()
        old_row, old_col = self._stretch
        self.grid.setRowStretch(old_row, 0)
        self.grid.setColumnStretch(old_col, 0)
        self._stretch = (len(voters) + 1, len(targets) + 1)
        self.grid.setRowStretch(self._stretch[0], 1)
        self.grid.setColumnStretch(self._stretch[1], 1)
