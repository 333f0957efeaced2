"""Run by test_window_fits.py in its own process (a fake screen of the size under test): the window
opens the way `run()` opens it and reports, for the set-up, the deal and the console, whether its
frame is inside the screen's available area and its main button wholly visible. Prints one JSON
line per page; saves a screenshot of each into the folder given."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from werewolf_desktop.engine import Setup
from werewolf_desktop.store import Store
from werewolf_desktop.ui.app import make_application
from werewolf_desktop.ui.main_window import MainWindow
from werewolf_desktop.ui.window_geometry import GEOMETRY_SETTING, show_fitted


def wholly_visible(window, widget) -> bool:
    top_left = widget.mapTo(window, widget.rect().topLeft())
    return (widget.isVisible() and window.rect().contains(QRect(top_left, widget.size()))
            and widget.visibleRegion().boundingRect().size() == widget.size())


def report(window, page: str, button, out: Path, also: dict | None = None) -> None:
    """`also`: other widgets that must be wholly visible, by name (reported as "also")."""
    for _ in range(5):
        QApplication.processEvents()
    available = window.screen().availableGeometry()
    print(json.dumps({
        "page": page, "available": available.getRect(), "frame": window.frameGeometry().getRect(),
        "fits": available.contains(window.frameGeometry()),
        "button": wholly_visible(window, button),
        "also": {name: wholly_visible(window, widget) for name, widget in (also or {}).items()},
    }), flush=True)
    window.grab().save(str(out / f"{page}.png"))


def report_dialogs(window, out: Path) -> None:
    """Each dialog the menus open, as the host opens it: whether it fits the screen with room for a
    window manager's title bar and frame (offscreen has none: FRAME_ROOM stands for them). One JSON
    line each, {"dialog": name, "fits": …}."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialog

    from werewolf_desktop.ui.window_geometry import FRAME_ROOM

    available = window.screen().availableGeometry()

    def look(name):
        def check():
            dialog = QApplication.activeModalWidget()
            for _ in range(3):
                QApplication.processEvents()
            print(json.dumps({"dialog": name, "size": [dialog.width(), dialog.height()],
                              "fits": dialog.width() + FRAME_ROOM.width() <= available.width()
                              and dialog.height() + FRAME_ROOM.height() <= available.height()}), flush=True)
            dialog.grab().save(str(out / f"dialog-{name}.png"))
            dialog.reject() if isinstance(dialog, QDialog) else dialog.close()
        return check

    for name, slot in (("keys", window.keyboard_help), ("about", window.about), ("phones_help", window.phones_help),
                       ("print", window.print_cards), ("durations", window.edit_durations), ("audio", window.edit_audio),
                       ("history", window.show_history)):
        QTimer.singleShot(200, look(name))
        slot()


def main(lang: str, mode: str, out: str, saved: str | None = None) -> None:
    out_dir = Path(out)
    out_dir.mkdir(parents=True, exist_ok=True)
    make_application()
    store = Store.open()
    store.set_setting("audio", {"narration": False, "ambience": False})
    window = MainWindow(None, lang, deferred=True)
    show_fitted(window, saved if saved else None)
    window.finish_start(store)
    report(window, "setup", window.setup_view.start_button, out_dir)
    report_dialogs(window, out_dir)
    setup = Setup.create([f"P{i}" for i in range(1, 13)], preset="std12_444_guard", seed=7, deal_mode=mode, lang=lang)
    window.start_game(setup)
    deal = window.deal_view                             # the seat tiles (who has seen their role) and
    report(window, "deal", deal.start_button, out_dir,  # what the seat in turn uses, without scrolling
           {"tiles": deal.tiles, **({"qr": deal.qr} if mode == "phones" else {"hold": deal.hold})})
    window.deal_view.start_night(ask=False)
    report(window, "console", window.console.primary_btn, out_dir)
    store.abandon_game(window.session.game_id)          # the next run starts at the set-up again
    window.close()
    print(json.dumps({"saved": store.get_setting(GEOMETRY_SETTING)}), flush=True)


if __name__ == "__main__":
    main(*sys.argv[1:])
