"""Issue "Proof": a corrupt or read-only database file — the app says so clearly, keeps a copy of the
bad file, and still starts (real Store on a real file, real main window, offscreen)."""
from werewolf_desktop.i18n import tr
from werewolf_desktop.paths import user_data_dir
from werewolf_desktop.store import FILENAME, Store

from .helpers_console import open_window, start_game


def all_label_text(window) -> str:
    from PySide6.QtWidgets import QLabel
    return " ".join(label.text() for label in window.findChildren(QLabel) if label.isVisible())


def test_corrupt_database_is_reported_kept_and_the_app_starts(qtbot):
    path = user_data_dir() / FILENAME
    garbage = b"this is not a database \x00\x01" * 100
    path.write_bytes(garbage)
    store = Store.open()
    assert store.recovered_from is not None and store.recovered_from.read_bytes() == garbage
    window = open_window(qtbot, "de", store=store)
    qtbot.waitUntil(lambda: window.is_ready, timeout=5000)
    shown = all_label_text(window)
    assert store.notice is not None and store.notice.message("de") in shown
    start_game(window)                                   # and a new game can be played and saved
    assert store.unfinished_game() is not None


def test_read_only_database_says_games_will_not_be_saved_and_still_plays(qtbot):
    Store.open().close()                                  # a valid database on disk
    store = Store.open(read_only=True)
    window = open_window(qtbot, "zh", store=store)
    qtbot.waitUntil(lambda: window.is_ready, timeout=5000)
    session = start_game(window)
    assert session.game_id is None                        # played, but not saved …
    shown = all_label_text(window)
    told = tr("ui.main.not_saved", "zh", reason=tr("store.read_only", "zh", path=str(store.path)))
    assert told in shown                                  # … and the host is told why
