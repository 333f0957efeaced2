"""Each member's point at a group's night kill (seed 004 §1.2 and §3.2, face-to-face substitution
S2): the wolves (or the cult) point, the moderator enters who pointed at whom, and the engine
counts the points with their hidden weights (the Alpha Wolf's counts twice) and draws the attacker
among those who pointed at the victim. The panel never shows a weight: the engine's tally decides,
a tie comes back as the engine's refusal (the group points again).
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...i18n import tr
from .plain import Label

COLUMNS_FROM = 4          # from four members on, two members a row: the panel stays low


class GroupVotes(QWidget):
    """A row per living member with the seat it points at; `submitted` carries {member: target}.
    Folded to one button until the host opens it (a group that agrees is entered by clicking the
    victim's seat, as in classic play); it stays open for the next group wakes once opened."""

    submitted = Signal(dict)

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("GroupVotes")
        self.lang = lang
        self.key: tuple | None = None
        self.combos: dict[int, QComboBox] = {}
        self.labels: list[QLabel] = []
        self.toggle = QPushButton()
        self.toggle.setObjectName("GroupVotesOpen")
        self.toggle.setCheckable(True)
        self.toggle.setFocusPolicy(Qt.NoFocus)
        self.toggle.setMinimumHeight(32)
        self.toggle.toggled.connect(self._fold)
        self.body = QWidget()                  # the rows, shown once opened
        self.grid = QGridLayout(self.body)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(4)
        self.body.hide()
        self.send_btn = QPushButton()
        self.send_btn.setObjectName("GroupVotesSubmit")
        self.send_btn.setFocusPolicy(Qt.NoFocus)
        self.send_btn.setMinimumHeight(32)
        self.send_btn.clicked.connect(lambda _=False: self.submitted.emit(self.votes()))
        self.send_btn.hide()
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.toggle)
        buttons.addWidget(self.send_btn, 1)
        buttons.addStretch(0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.body)
        layout.addLayout(buttons)

    def load(self, members: list[int], candidates: list[int], names: dict[int, str], lang: str) -> None:
        """One row per member; kept as entered while the same members and candidates come again."""
        self.lang = lang
        self.toggle.setText(tr("ui.group_votes.close" if self.toggle.isChecked() else "ui.group_votes.open", lang))
        self.send_btn.setText(tr("ui.group_votes.submit", lang))
        for w in (self.toggle, self.send_btn):       # how the points count, for the host only
            w.setToolTip(tr("ui.group_votes.title", lang))
        key = (tuple(members), tuple(candidates), lang)
        if key == self.key:
            return
        self.key = key
        for w in list(self.combos.values()) + self.labels:
            self.grid.removeWidget(w)
            w.deleteLater()
        self.combos, self.labels = {}, []
        per_row = 2 if len(members) >= COLUMNS_FROM else 1
        for i, m in enumerate(members):
            combo = QComboBox(self.body)
            combo.setObjectName(f"GroupVote_{m}")
            combo.setFocusPolicy(Qt.ClickFocus)
            combo.addItem(tr("ui.group_votes.none", lang), None)
            for c in candidates:
                combo.addItem(f"{c} · {names.get(c, '')}", c)
            combo.currentIndexChanged.connect(self._changed)
            label = Label(tr("ui.group_votes.member", lang, seat=m, name=names.get(m, "")), self.body)
            label.setObjectName(f"GroupVoteLabel_{m}")
            row, col = divmod(i, per_row)
            self.grid.addWidget(label, row, col * 2)
            self.grid.addWidget(combo, row, col * 2 + 1)
            self.grid.setColumnStretch(col * 2 + 1, 1)
            self.combos[m] = combo
            self.labels.append(label)
        self._changed()

    def _fold(self, opened: bool) -> None:
        self.body.setVisible(opened)
        self.send_btn.setVisible(opened)
        self.toggle.setText(tr("ui.group_votes.close" if opened else "ui.group_votes.open", self.lang))

    def set_point(self, member: int, target: int | None) -> None:
        combo = self.combos[member]
        combo.setCurrentIndex(max(0, combo.findData(target)))

    def votes(self) -> dict[str, int | None]:
        return {str(m): c.currentData() for m, c in self.combos.items()}

    def _changed(self, *_args) -> None:
        """The button is offered once someone pointed (no point at all: the step's Enter)."""
        self.send_btn.setEnabled(any(c.currentData() is not None for c in self.combos.values()))

    def texts(self) -> list[str]:
        if not self.body.isVisible():
            return [self.toggle.text()]
        return [self.toggle.text(), self.send_btn.text()] + [w.text() for w in self.labels] + \
            [c.currentText() for c in self.combos.values()]
