"""The app's settings: a JSON value of plain data per key."""
from __future__ import annotations

import json
from typing import Any

from .connection import Connection
from .errors import StoreError
from .values import check_plain, dumps


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
