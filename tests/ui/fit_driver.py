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


def report(window, page: str, button, out: Path) -> None:
    for _ in range(5):
        QApplication.processEvents()
    available = window.screen().availableGeometry()
    top_left = button.mapTo(window, button.rect().topLeft())
    inside = QRect(top_left, button.size())
    print(json.dumps({
        "page": page, "available": available.getRect(), "frame": window.frameGeometry().getRect(),
        "fits": available.contains(window.frameGeometry()),
        "button": button.isVisible() and window.rect().contains(inside)
                  and button.visibleRegion().boundingRect().size() == button.size(),
    }), flush=True)
    window.grab().save(str(out / f"{page}.png"))


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
    setup = Setup.create([f"P{i}" for i in range(1, 13)], preset="std12_444_guard", seed=7, deal_mode=mode, lang=lang)
    window.start_game(setup)
    report(window, "deal", window.deal_view.start_button, out_dir)
    window.deal_view.start_night(ask=False)
    report(window, "console", window.console.primary_btn, out_dir)
    store.abandon_game(window.session.game_id)          # the next run starts at the set-up again
    window.close()
    print(json.dumps({"saved": store.get_setting(GEOMETRY_SETTING)}), flush=True)


if __name__ == "__main__":
    main(*sys.argv[1:])
