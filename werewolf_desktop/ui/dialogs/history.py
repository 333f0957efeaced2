"""File → History (issue 33): the finished games with their story (and its image and PDF), the
statistics per player name, and the history exported as CSV."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFileDialog, QHBoxLayout, QListWidget, QListWidgetItem,
                               QPushButton, QSplitter, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout)

from ...history import history_csv, past_games, player_stats
from ...i18n import format_list, format_number, role_name, tr
from ...story import story
from ..game.story_panel import StoryPanel
from ..style import apply_root_style
from ..widgets.plain import Label
from ..window_geometry import fit_dialog


def percent(rate: float, lang: str) -> str:
    value = format_number(round(rate * 100), lang)
    return tr("story.history.percent", lang, n=value)


class HistoryDialog(QDialog):
    """`HistoryDialog(store, lang)`; `export_csv(path)` writes the CSV (the button asks where)."""

    def __init__(self, store, lang: str, parent=None):
        super().__init__(parent)
        apply_root_style(self)            # the app's look, as its other dialogs (it names itself wwRoot)
        self.lang = lang
        self.setWindowTitle(tr("story.history.title", lang))
        fit_dialog(self, 1100, 720)
        self.games = past_games(store) if store is not None else []
        self.list = QListWidget()
        self.list.setObjectName("HistoryGames")
        self.story = StoryPanel(lang, pager=False)
        for game in self.games:
            winner = game.winner.get("team", "none")
            item = QListWidgetItem(tr("story.history.game", lang, date=game.created_at[:16].replace("T", " "),
                                      title=game.title, team=tr(f"team.{winner}", lang)))
            item.setData(Qt.UserRole, game.id)
            self.list.addItem(item)
        self.list.currentRowChanged.connect(self._show_game)
        games_tab = QSplitter()
        games_tab.addWidget(self.list)
        games_tab.addWidget(self.story)
        games_tab.setSizes([330, 770])
        self.empty = Label(tr("story.history.empty", lang))
        self.table = self._stats_table()
        self.tabs = QTabWidget()
        self.tabs.addTab(games_tab, tr("story.history.games", lang))
        self.tabs.addTab(self.table, tr("story.history.players", lang))
        self.csv_btn = QPushButton(tr("story.history.export_csv", lang))
        self.csv_btn.clicked.connect(self._ask_csv)
        self.csv_btn.setEnabled(bool(self.games))
        self.message = Label()
        close = QDialogButtonBox(QDialogButtonBox.Close)
        close.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.message, 1)
        bottom.addWidget(self.csv_btn)
        bottom.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(bottom)
        self.empty.setVisible(not self.games)
        if self.games:
            self.list.setCurrentRow(0)

    def _stats_table(self) -> QTableWidget:
        lang = self.lang
        heads = ["name", "games", "wins", "rate", "teams", "roles"]
        rows = player_stats(self.games)
        table = QTableWidget(len(rows), len(heads))
        table.setObjectName("HistoryPlayers")
        table.setHorizontalHeaderLabels([tr(f"story.history.col_{h}", lang) for h in heads])
        table.setEditTriggers(QTableWidget.NoEditTriggers)
        table.verticalHeader().setVisible(False)
        for r, e in enumerate(rows):
            teams = format_list([tr("story.history.team_rate", lang, team=tr(f"team.{t}", lang), wins=v["wins"],
                                    games=v["games"], rate=percent(v["wins"] / v["games"], lang))
                                 for t, v in sorted(e["teams"].items(), key=lambda kv: -kv[1]["games"])], lang)
            roles = format_list([tr("story.history.role_times", lang, role=role_name(role, lang), n=n)
                                 for role, n in sorted(e["roles"].items(), key=lambda kv: (-kv[1], kv[0]))], lang)
            for c, value in enumerate([e["name"], str(e["games"]), str(e["wins"]), percent(e["rate"], lang), teams, roles]):
                item = QTableWidgetItem(value)
                item.setToolTip(value)
                table.setItem(r, c, item)
        table.horizontalHeader().setStretchLastSection(True)     # (the columns fitted when shown: showEvent)
        return table

    def showEvent(self, event) -> None:  # noqa: N802 - Qt
        super().showEvent(event)
        self.table.ensurePolished()       # the columns fitted to the texts in the look's fonts, not Qt's
        self.table.horizontalHeader().ensurePolished()
        self.table.resizeColumnsToContents()

    def _show_game(self, row: int) -> None:
        if 0 <= row < len(self.games):
            self.story.show_story(story(self.games[row].state, self.lang))

    def export_csv(self, path: Path | str) -> Path:
        path = Path(path)
        # utf-8 with a BOM: spreadsheet programs then read the Chinese and the umlauts right
        path.write_text(history_csv(self.games, self.lang), encoding="utf-8-sig", newline="")
        return path

    def _ask_csv(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, tr("story.history.export_csv", self.lang), "history.csv",
                                              tr("story.history.csv_filter", self.lang))
        if not name:
            return
        try:
            self.export_csv(name if name.lower().endswith(".csv") else name + ".csv")
        except OSError as err:
            self.message.setText(tr("story.ui.not_saved_files", self.lang, reason=str(err)))
            return
        self.message.setText(tr("story.history.exported", self.lang, path=name))

    def texts(self) -> list[str]:
        out = [self.list.item(i).text() for i in range(self.list.count())]
        for r in range(self.table.rowCount()):
            out.extend(self.table.item(r, c).text() for c in range(self.table.columnCount()))
        return out + self.story.texts()
