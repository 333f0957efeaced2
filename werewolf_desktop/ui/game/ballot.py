"""Entering a ballot (sheriff election, PK, exile): each voter → a target or abstain.

A voter starts "not entered"; abstaining is a choice the host enters like a vote ("–" in the row,
"3 0" typed). Submitting while voters are not entered asks first: the host either goes on
entering or says "the rest abstain" (nothing is recorded by an early Enter).

Fast by mouse (one click per voter row) or keyboard (type "3 5" = voter 3 votes for 5, "3 0" =
abstains, Enter). Votes the engine forbids (`prompt.forbidden`: lovers) are greyed with the
engine's reason (not in privacy mode, F9: that would show the lovers; the engine refuses the ballot
then, in words that do not name them, ui/game/refusal.py); seats without a vote (`prompt.disabled`:
revealed idiot, PK players) are shown greyed with theirs. The live tally uses the engine's weights (`prompt.weights`: the sheriff's 2 or
1.5). The whole ballot is sent as ONE `{"t": "vote", "votes": {...}}` input; the engine checks it.

`BallotModel` is the tally (a QAbstractTableModel, usable and tested without a view).
"""
from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QEvent, QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QAbstractItemView, QFrame, QHBoxLayout, QHeaderView,
                               QLineEdit, QPushButton, QScrollArea, QSizePolicy, QTableView,
                               QVBoxLayout, QWidget)

from ...i18n import tr
from .. import theme
from .ballot_grid import ABSTAIN, BallotGrid, weight_text
from ..widgets.plain import Label


def on_ballot(prompt) -> bool:
    """Whether the prompt's votes are entered on the ballot (the engine offers a `{"type": "ballot"}` choice)."""
    return prompt is not None and any(c["type"] == "ballot" for c in prompt.choices)


CHOSEN_SHEETS = {False: "QToolButton { background: #1f2a44; color: white; font-weight: bold; }",     # a seat
                 True: "QToolButton { background: #6f7480; color: white; font-weight: bold; }"}      # abstain


class BallotModel(QAbstractTableModel):
    """Rows: every candidate, then "abstain". Columns: target, votes (weighted), who voted."""

    COLUMNS = ("target", "votes", "voters")
    votesChanged = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.lang = "en"
        self.kind = "exile_vote"
        self.voters: list[int] = []
        self.candidates: list[int] = []
        self.weights: dict[int, float] = {}
        self.extra: dict[int, float] = {}          # invisible votes against a seat (seed 004's Stalker)
        self.forbidden: dict[int, set[int]] = {}
        self.no_vote: dict[int, str] = {}          # seat -> reason key (greyed voter rows)
        self.names: dict[int, str] = {}
        self.votes: dict[int, int | None] = {}     # entered voters only: a target or ABSTAIN
        self.privacy = False                       # F9: forbidden votes not refused (they would show the lovers)

    # ------------------------------------------------------------------ loading
    def load(self, prompt, names: dict[int, str], lang: str) -> None:
        """Start a fresh ballot from the engine's prompt (nobody entered yet)."""
        self.beginResetModel()
        self.lang = lang
        self.kind = prompt.kind
        self.voters = list(prompt.voters)
        self.candidates = list(prompt.candidates)
        self.weights = {int(k): float(v) for k, v in (prompt.weights or {}).items()}
        self.extra = {int(k): float(v) for k, v in (getattr(prompt, "extra_votes", None) or {}).items()}
        self.forbidden = {int(k): set(v) for k, v in (prompt.forbidden or {}).items()}
        self.no_vote = {int(k): v for k, v in (prompt.disabled or {}).items()}
        self.names = dict(names)
        self.votes = {}
        self.endResetModel()
        self.votesChanged.emit()

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))
        self.headerDataChanged.emit(Qt.Horizontal, 0, self.columnCount() - 1)

    # ------------------------------------------------------------------ entering
    def refusal(self, voter: int, target: int | None) -> str | None:
        """Why this vote cannot be entered (the engine's reasons), or None."""
        if voter in self.no_vote:
            return tr(self.no_vote[voter], self.lang, seat=voter)
        if voter not in self.voters:
            return tr("rule.not_a_voter", self.lang, seat=voter)
        if target is None:
            return None
        if target not in self.candidates:
            return tr("rule.not_a_candidate", self.lang, seat=target)
        if target in self.forbidden.get(voter, set()) and not self.privacy:
            return tr("rule.lovers_vote", self.lang, voter=voter, target=target)
        return None

    def set_vote(self, voter: int, target: int | None) -> str | None:
        """Enter one vote. Returns the reason text if it was refused (nothing changed)."""
        reason = self.refusal(voter, target)
        if reason:
            return reason
        if voter not in self.votes or self.votes[voter] != target:
            self.votes[voter] = target
            self._changed()
        return None

    def clear(self) -> None:
        self.votes = {}
        self._changed()

    def missing(self) -> list[int]:
        """The voters not entered yet (neither a vote nor an abstention)."""
        return [v for v in self.voters if v not in self.votes]

    def rest_abstain(self) -> None:
        """Enter an abstention for every voter not entered yet."""
        if self.missing():
            self.votes.update({v: ABSTAIN for v in self.missing()})
            self._changed()

    def _changed(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))
        self.votesChanged.emit()

    def as_input(self) -> dict[str, Any]:
        return {"t": "vote", "votes": {str(v): t for v, t in sorted(self.votes.items())}}

    # ------------------------------------------------------------------ tally
    def weight(self, voter: int) -> float:
        return self.weights.get(voter, 1.0)

    def count(self, target: int | None) -> float:
        hidden = self.extra.get(target, 0) if target is not None else 0
        return sum(self.weight(v) for v, t in self.votes.items() if t == target) + hidden

    def voters_for(self, target: int | None) -> list[int]:
        return sorted(v for v, t in self.votes.items() if t == target)

    def leaders(self) -> list[int]:
        counts = {c: self.count(c) for c in self.candidates}
        best = max(counts.values(), default=0)
        return [c for c, n in counts.items() if n == best and n > 0]

    def row_target(self, row: int) -> int | None:
        return self.candidates[row] if row < len(self.candidates) else ABSTAIN

    # ------------------------------------------------------------------ the model API
    def rowCount(self, parent=QModelIndex()) -> int:
        if parent.isValid():
            return 0
        return len(self.candidates) + 1 if self.voters or self.candidates else 0

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def data(self, index: QModelIndex, role: int = Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < self.rowCount() or not 0 <= index.column() < 3:
            return None
        target = self.row_target(index.row())
        col = index.column()
        if role == Qt.DisplayRole:
            if col == 0:
                if target is None:
                    return tr("ui.ballot.abstain", self.lang)
                return f"{target} · {self.names.get(target, '')}"
            if col == 1:
                return tr("ui.ballot.count", self.lang, n=self.count(target))
            voters = self.voters_for(target)
            shown = [f"{v}×{weight_text(self.weight(v), self.lang)}" if self.weight(v) != 1 else str(v) for v in voters]
            shown = ("; " if any("," in s for s in shown) else ", ").join(shown)    # "2; 5; 11×1,5" (de, fr)
            hidden = self.extra.get(target, 0) if target is not None else 0
            return f"{shown}  +{weight_text(hidden, self.lang)}".strip() if hidden else shown
        if role == Qt.UserRole:
            return target
        if role == Qt.FontRole and target is not None and target in self.leaders():
            f = QFont()
            f.setBold(True)
            return f
        if role == Qt.ForegroundRole and target is None:
            return QBrush(QColor("#6f7480"))
        if role == Qt.TextAlignmentRole and col == 1:
            return int(Qt.AlignRight | Qt.AlignVCenter)
        return None

    def headerData(self, section: int, orientation, role: int = Qt.DisplayRole):
        if role != Qt.DisplayRole:
            return None
        if orientation == Qt.Horizontal and 0 <= section < 3:
            return tr(f"ui.ballot.col.{self.COLUMNS[section]}", self.lang)
        if orientation == Qt.Vertical and 0 <= section < self.rowCount():
            return str(section + 1)
        return None

    def flags(self, index: QModelIndex):
        if not index.isValid():
            return Qt.NoItemFlags
        return Qt.ItemIsEnabled | Qt.ItemIsSelectable


class TallyProxy(QSortFilterProxyModel):
    """What the tally view shows: targets with votes, most votes first (abstentions last)."""

    def filterAcceptsRow(self, row: int, parent) -> bool:
        model = self.sourceModel()
        return model.count(model.row_target(row)) > 0

    def lessThan(self, left, right) -> bool:
        model = self.sourceModel()
        a, b = model.row_target(left.row()), model.row_target(right.row())
        key = lambda t: (t is None, -model.count(t), t or 0)  # noqa: E731
        return key(a) < key(b)


_PAIR = re.compile(r"^\s*(\d+)\s*[\s,:>\-→]\s*(\d+|-|x|0)\s*$", re.I)


def parse_entry(textv: str) -> tuple[int, int | None] | None:
    """"3 5" → (3, 5); "3 0" / "3 -" / "3 x" → (3, None, abstains); anything else → None."""
    m = _PAIR.match(textv or "")
    if not m:
        return None
    voter = int(m.group(1))
    raw = m.group(2).lower()
    return voter, (None if raw in ("0", "-", "x") else int(raw))


class BallotPanel(QWidget):
    """The entry grid (rows = voters, columns = candidates + abstain) and the live tally."""

    submitted = Signal(dict)         # the one vote input
    refused = Signal(str)            # a reason to show in the banner

    def __init__(self, lang: str, parent=None):
        super().__init__(parent)
        self.setObjectName("BallotPanel")
        self.lang = lang
        self.model = BallotModel(self)
        self.model.votesChanged.connect(self._sync_buttons)
        self.title = Label()
        self.title.setFont(theme.font(15, bold=True))
        self.entry = QLineEdit()
        self.entry.setObjectName("BallotEntry")
        self.entry.setFont(theme.font(13))
        self.entry.setClearButtonEnabled(True)
        self.clear_btn = QPushButton()
        self.clear_btn.setFocusPolicy(Qt.NoFocus)
        self.clear_btn.clicked.connect(self.model.clear)
        self.submit_btn = QPushButton()
        self.submit_btn.setObjectName("Primary")
        self.submit_btn.setFocusPolicy(Qt.NoFocus)
        self.submit_btn.clicked.connect(self.submit)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setStyleSheet("QWidget#BallotGrid { background: transparent; }")
        self.grid_host = BallotGrid(self.model, self.vote)
        self.rows = self.grid_host.rows             # voter -> target -> its button (this ballot)
        self.groups = self.grid_host.groups
        self.row_labels = self.grid_host.row_labels
        scroll.setWidget(self.grid_host)
        scroll.setFrameShape(QScrollArea.NoFrame)
        self.scroll = scroll
        scroll.viewport().installEventFilter(self)       # a vertical scroll bar narrows it: fit again
        self._build_tally_table()
        entry_row = QHBoxLayout()
        self.entry_label = Label()
        entry_row.addWidget(self.entry_label)
        entry_row.addWidget(self.entry, 1)
        entry_row.addWidget(self.clear_btn)
        entry_row.addWidget(self.submit_btn)
        self._build_tally_box()
        self.confirm = self._build_confirm()
        body = QHBoxLayout()
        body.addWidget(scroll, 1)
        scroll.viewport().setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.title)
        layout.addLayout(body, 1)
        layout.addWidget(self.confirm)
        layout.addLayout(entry_row)
        self.retranslate(lang)

    # ------------------------------------------------------------------ building
    def _build_tally_table(self) -> None:
        """The tally table: candidates by votes, sorted live as votes are entered."""
        self.proxy = TallyProxy(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setDynamicSortFilter(True)
        self.proxy.sort(0)
        self.model.votesChanged.connect(self.proxy.invalidate)
        self.table = QTableView()
        self.table.setObjectName("TallyView")
        self.table.setModel(self.proxy)
        self.table.setWordWrap(True)
        self.table.setSelectionMode(QAbstractItemView.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setFocusPolicy(Qt.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)

    def _build_tally_box(self) -> None:
        """The live tally: the console shows it beside the step card (more room for the grid)."""
        self.tally_title = Label()
        self.tally_title.setFont(theme.font(12, bold=True))
        self.tally_box = QWidget()
        self.tally_box.setObjectName("TallyBox")
        tally = QVBoxLayout(self.tally_box)
        tally.setContentsMargins(0, 0, 0, 0)
        tally.addWidget(self.tally_title)
        tally.addWidget(self.table, 1)
        self.missing_label = Label()
        self.missing_label.setObjectName("BallotMissing")
        self.missing_label.setWordWrap(True)
        tally.addWidget(self.missing_label)

    def _build_confirm(self) -> QFrame:
        """The question an early submit asks: voters are not entered yet."""
        box = QFrame()
        box.setObjectName("BallotConfirm")
        box.setStyleSheet("QFrame#BallotConfirm { background: #fff4d6; border: 1px solid #d8a520; border-radius: 6px; }")
        self.confirm_label = Label()
        self.confirm_label.setWordWrap(True)
        self.confirm_label.setFont(theme.font(12, bold=True))
        self.rest_btn = QPushButton()
        self.rest_btn.setObjectName("RestAbstain")
        self.rest_btn.setFocusPolicy(Qt.NoFocus)
        self.rest_btn.clicked.connect(self.rest_abstain_and_submit)
        self.keep_btn = QPushButton()
        self.keep_btn.setObjectName("KeepEntering")
        self.keep_btn.setFocusPolicy(Qt.NoFocus)
        self.keep_btn.clicked.connect(self.keep_entering)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.keep_btn)
        buttons.addWidget(self.rest_btn)
        lay = QVBoxLayout(box)
        lay.setContentsMargins(10, 6, 10, 6)
        lay.addWidget(self.confirm_label)
        lay.addLayout(buttons)
        box.hide()
        return box

    def load(self, prompt, names: dict[int, str], title: str) -> None:
        self.model.load(prompt, names, self.lang)
        self.title.setText(title)
        self.entry.clear()
        self.confirm.hide()
        self.grid_host.fill(names, self.lang)
        self.grid_host.fit(self.scroll.viewport().width())
        self._sync_buttons()

    def set_privacy(self, on: bool) -> None:
        """Privacy mode (F9): the lovers' votes for each other are not greyed (nor refused here)."""
        if on != self.model.privacy:
            self.model.privacy = on
            self._redraw()

    def restore(self, votes: dict) -> None:
        """The ballot as it was entered (an undone ballot comes back to be corrected, not emptied)."""
        for voter, target in votes.items():
            self.model.set_vote(int(voter), target)
        self._sync_buttons()

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self.grid_host.fit(self.scroll.viewport().width())

    def eventFilter(self, obj, event):  # noqa: N802 - Qt style
        if obj is self.scroll.viewport() and event.type() == QEvent.Type.Resize:
            self.grid_host.fit(event.size().width())
        return super().eventFilter(obj, event)

    def _sync_buttons(self) -> None:
        m = self.model
        for voter, buttons in self.rows.items():
            entered = voter in m.votes
            chosen = m.votes.get(voter, ABSTAIN)
            group = self.groups[voter]
            group.setExclusive(False)          # a voter not entered has no button down
            for target, b in buttons.items():
                on = entered and target == chosen
                b.setChecked(on)
                sheet = "" if not on else CHOSEN_SHEETS[target is None]
                if b.styleSheet() != sheet:      # (setting a style sheet costs: only on the buttons that changed)
                    b.setStyleSheet(sheet)
            group.setExclusive(True)
        missing = m.missing()
        self.submit_btn.setText(tr("ui.ballot.submit", self.lang, n=len(m.voters) - len(missing), total=len(m.voters)))
        self.missing_label.setText(tr("ui.ballot.missing", self.lang, seats=missing) if missing else "")
        self.missing_label.setVisible(bool(missing))
        if not self.confirm.isHidden():
            if missing:
                self._ask_missing(missing)
            else:
                self.confirm.hide()

    # ------------------------------------------------------------------ entering
    def vote(self, voter: int, target: int | None) -> bool:
        reason = self.model.set_vote(voter, target)
        if reason:
            self.refused.emit(reason)
            self._sync_buttons()
            return False
        return True

    def commit_entry(self) -> bool:
        """Apply what is typed in the entry line. True if something was typed (handled)."""
        textv = self.entry.text().strip()
        if not textv:
            return False
        pair = parse_entry(textv)
        if pair is None:
            self.refused.emit(tr("ui.ballot.bad_entry", self.lang, text=textv))
            return True
        if self.vote(*pair):
            self.entry.clear()
        return True

    def primary(self) -> None:
        """Enter: apply the typed pair, or (nothing typed) submit the ballot."""
        if not self.commit_entry():
            self.submit()

    def submit(self) -> None:
        """Send the ballot; with voters not entered yet, ask first (nothing is sent)."""
        missing = self.model.missing()
        if missing:
            self._ask_missing(missing)
            return
        self.confirm.hide()
        self.submitted.emit(self.model.as_input())

    def _ask_missing(self, missing: list[int]) -> None:
        self.confirm_label.setText(tr("ui.ballot.ask_missing", self.lang, n=len(missing), seats=missing))
        self.rest_btn.setText(tr("ui.ballot.rest_abstain", self.lang, n=len(missing)))
        self.keep_btn.setText(tr("ui.ballot.keep_entering", self.lang))
        self.confirm.show()

    def rest_abstain_and_submit(self) -> None:
        self.model.rest_abstain()
        self.submit()

    def keep_entering(self) -> None:
        self.confirm.hide()
        self.entry.setFocus()

    def type_text(self, textv: str) -> None:
        self.entry.setFocus()
        self.entry.insert(textv)

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.model.set_lang(lang)
        self.entry.setPlaceholderText(tr("ui.ballot.entry_placeholder", lang))
        self.entry_label.setText(tr("ui.ballot.entry_label", lang))
        self.clear_btn.setText(tr("ui.ballot.clear", lang))
        self.tally_title.setText(tr("ui.ballot.tally", lang))
        self._redraw()

    def _redraw(self) -> None:
        """The ballot on screen drawn again (its language or privacy mode changed): its corner, heads,
        cells and tips; the votes entered stay."""
        if self.model.voters or self.model.no_vote:
            self.grid_host.fill(self.model.names, self.lang)
            self.grid_host.fit(self.scroll.viewport().width())
        self._sync_buttons()

    def texts(self) -> list[str]:
        out = [self.title.text()]
        out.extend(lab.text() for lab in self.row_labels.values())
        return out
