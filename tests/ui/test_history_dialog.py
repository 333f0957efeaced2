"""File → History (issue 33): past games with their story, its image and PDF, the statistics per
player, the CSV; and the menu opens it. Real widgets offscreen, a real SQLite file."""
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from werewolf_desktop.history import player_stats
from werewolf_desktop.story import story
from werewolf_desktop.ui.app import make_application
from werewolf_desktop.ui.dialogs.history import HistoryDialog
from werewolf_desktop.ui.story_files import save_image, save_pdf

from ..test_history import _store_with_games
from .helpers_console import open_window


def test_the_history_shows_each_games_story_and_the_players(qtbot, tmp_path):
    make_application()
    store, played, ids = _store_with_games(tmp_path)
    dialog = HistoryDialog(store, "fr")
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 3 and not dialog.empty.isVisibleTo(dialog)
    dialog.list.setCurrentRow(2)                         # the oldest game
    told = story(played[0].state, "fr")
    shown = dialog.story.texts()[0]
    for chapter in told["chapters"]:
        assert chapter["title"] in shown
    assert not dialog.story.next_btn.isVisibleTo(dialog.story)      # no projector paging here
    assert save_image(dialog.story.told, tmp_path / "t.png").exists()   # what its buttons write
    assert save_pdf(dialog.story.told, tmp_path / "s.pdf").exists()
    stats = player_stats(dialog.games)
    assert dialog.table.rowCount() == len(stats)
    assert dialog.table.item(0, 0).text() == stats[0]["name"] and dialog.table.item(0, 1).text() == "3"
    path = dialog.export_csv(tmp_path / "h.csv")
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and "Joueur".encode() in data
    dialog.resize(1100, 720)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.grab().isNull()


def test_an_empty_history_says_so(qtbot):
    window = open_window(qtbot, "de")
    qtbot.waitUntil(lambda: window.is_ready, timeout=5000)
    seen = []

    def look():
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, HistoryDialog) and w.isVisible())
        seen.append((dialog.list.count(), dialog.empty.text(), dialog.csv_btn.isEnabled()))
        dialog.reject()
    QTimer.singleShot(100, look)
    window.act_history.trigger()                         # File → History…
    assert seen == [(0, "Noch kein beendetes Spiel.", False)]
