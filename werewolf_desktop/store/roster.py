"""The roster: the players' names the app remembers (most used first, then most recent), compared
as `values.name_key` does (Ann = ann = ANN) and shown as last spelled."""
from __future__ import annotations

from .connection import Connection
from .values import display_name, name_key, timestamp


class Roster(Connection):
    """Remembering names and offering them back."""

    def remember_names(self, names: list[str]) -> None:
        """Count one more use of each name (case-insensitively; the latest spelling is kept)."""
        unique: dict[str, str] = {}
        for name in names:
            if not isinstance(name, str):
                continue
            display = display_name(name)
            if display:
                unique[name_key(display)] = display  # the last spelling wins
        if not unique:
            return
        now = timestamp()
        with self._write() as db:
            for key, display in unique.items():
                db.execute(
                    "INSERT INTO roster (name_key, name, last_used, times_used) VALUES (?, ?, ?, 1)"
                    " ON CONFLICT (name_key) DO UPDATE SET name = excluded.name,"
                    " last_used = excluded.last_used, times_used = roster.times_used + 1",
                    [key, display, now],
                )

    def names(self, prefix: str = "", limit: int = 50) -> list[str]:
        """Remembered names starting with `prefix` (any case), most used first, then most recent."""
        key = name_key(prefix) if prefix else ""
        with self._read() as db:
            rows = db.execute(
                "SELECT name FROM roster WHERE substr(name_key, 1, ?) = ?"
                " ORDER BY times_used DESC, last_used DESC, name_key LIMIT ?",
                [len(key), key, int(limit)],
            ).fetchall()
        return [row[0] for row in rows]
