"""The main window's file commands as a mixin of `MainWindow`: print cards, export and import a
game record, open a document the app was started with, the phones' help."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6 import QtWidgets     # (QMessageBox, QFileDialog: their types are made when first used, after the first paint)

from ..i18n import tr
from ..store.errors import StoreError

RECORD_SUFFIX = ".wwgame"              # exported game records (JSON, docs/record-format.md); .json opens too


class WindowFiles:
    """Needs `store`, `session`, `lang`, `notice`, `setup_view`, `new_game`, `start_console` and
    `_drop_deal_view` on the window."""

    def print_cards(self) -> None:
        try:
            from .dialogs.print_dialog import PrintDialog
        except Exception as exc:  # noqa: BLE001
            QtWidgets.QMessageBox.warning(self, tr("ui.menu.print", self.lang), tr("ui.main.unavailable", self.lang, what=str(exc)))
            return
        # "this game" is the game on screen: at the set-up screen the last game is over and gone (issue 29.15)
        playing = self.session is not None and self.stack.currentWidget() is not self.setup_host
        setup = self.session.setup if playing else None
        PrintDialog(self.lang, setup=setup, parent=self).exec()

    def phones_help(self) -> None:
        try:
            from .dialogs.help import PhoneHelpDialog
        except Exception as exc:  # noqa: BLE001
            QtWidgets.QMessageBox.warning(self, tr("ui.menu.phones_help", self.lang), tr("ui.main.unavailable", self.lang, what=str(exc)))
            return
        PhoneHelpDialog(self.lang, parent=self).exec()

    def export_record(self) -> str | None:
        if self.session is None or not self.session.saved:
            return None
        default = str(Path.home() / f"werewolf-game-{self.session.game_id}{RECORD_SUFFIX}")
        path, _ = QtWidgets.QFileDialog.getSaveFileName(self, tr("ui.menu.export", self.lang), default,
                                              f"{tr('files.game_records', self.lang)} (*{RECORD_SUFFIX});;JSON (*.json)")
        if not path:
            return None
        return self.write_record(path)

    def write_record(self, path: str) -> str | None:
        try:
            record = self.store.export_record(self.session.game_id)
            Path(path).write_text(json.dumps(record, ensure_ascii=False, indent=1), encoding="utf-8")
        except (StoreError, OSError) as err:
            message = err.message(self.lang) if isinstance(err, StoreError) else str(err)
            self.notice.show_message(message)
            return None
        self.notice.show_message(tr("ui.main.exported", self.lang, path=path), level="info")
        return path

    def open_document(self, path: str) -> bool:
        """A file the app was started with (command line, a double-click through the installers'
        file associations, macOS's open event): a deck opens in the set-up, else a game record."""
        if Path(path).suffix.lower() == ".wwdeck":
            self.new_game()
            return bool(getattr(self.setup_view, "open_deck_file", None) and self.setup_view.open_deck_file(path))
        return self.read_record(path)

    def import_record(self) -> None:
        path, _ = QtWidgets.QFileDialog.getOpenFileName(self, tr("ui.menu.import", self.lang), str(Path.home()),
                                              f"{tr('files.game_records', self.lang)} (*{RECORD_SUFFIX} *.json)")
        if path:
            self.read_record(path)

    def read_record(self, path: str) -> bool:
        """Import a game record and open it. Read with limits (a regular UTF-8 file, at most 16 MB,
        nested at most 32 deep); a record that cannot be replayed is not left behind as a running
        game (it is stored abandoned, so no later start offers it)."""
        from ..engine.jsonfile import RECORD_BYTES, read_json   # (the engine: not imported before the first paint)
        from .start_checks import reason_text

        game_id = None
        try:
            game_id = self.store.import_record(read_json(path, max_bytes=RECORD_BYTES))
            from .session import GameSession

            session = GameSession.resume(self.store, game_id)
        except Exception as err:  # noqa: BLE001 - whatever is in the file, the window stays usable
            if game_id is not None:
                from .start_checks import set_aside_game

                set_aside_game(self.store, game_id, Path(path).name, err, self.lang)
            self.notice.show_message(tr("ui.main.import_failed", self.lang, reason=reason_text(err, self.lang)))
            return False
        self._drop_deal_view()               # (a game in progress stays in the store as it was)
        self.start_console(session)
        return True
