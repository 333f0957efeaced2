"""The app's settings: a JSON value of plain data per key."""
from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from ..files import write_whole
from .connection import Connection
from .errors import StoreError
from .values import check_plain, dumps

log = logging.getLogger(__name__)

# What the window's first frame needs before the store is opened (ui/app.peek_settings): copied to
# FIRST_FRAME_FILE beside the database whenever one of them is written, so that a start reads a
# small JSON file instead of loading sqlite3 (~3 ms before the first paint). The database stays the
# one truth: a copy that is missing, unreadable or without the key sends the start to the database,
# and the store, once open, has the last word on the language (ui/app.run).
FIRST_FRAME_KEYS = ("lang", "window.geometry")
FIRST_FRAME_FILE = "first-frame.json"


class Settings(Connection):
    """Reading and writing settings."""

    def get_setting(self, key: str, default: Any = None) -> Any:
        with self._read() as db:
            row = db.execute("SELECT value_json FROM settings WHERE key = ?", [key]).fetchone()
        if row is None:
            return default
        try:
            return json.loads(row[0])
        except ValueError:
            return default

    def set_setting(self, key: str, value: Any) -> None:
        if not isinstance(key, str) or not check_plain(value):
            raise StoreError("store.bad_setting", name=str(key))
        with self._write_plain() as db:      # no sqlite-utils: the window's geometry is written at every exit
            db.execute(
                "INSERT INTO settings (key, value_json) VALUES (?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json",
                [key, dumps(value)],
            )
        if key in FIRST_FRAME_KEYS:
            self._copy_first_frame()

    def _copy_first_frame(self) -> None:
        """FIRST_FRAME_KEYS' values (None: not set) written whole beside the database (a temporary
        file renamed over the copy: a start reads the old copy or the new one)."""
        if self.in_memory:
            return
        target = Path(self.path).with_name(FIRST_FRAME_FILE)
        values = {key: self.get_setting(key) for key in FIRST_FRAME_KEYS}
        try:
            write_whole(target, json.dumps(values))
        except OSError as exc:          # the start then reads the database, as before
            log.warning("first frame's settings not copied to %s: %s", target, exc)
