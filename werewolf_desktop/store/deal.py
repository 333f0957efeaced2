"""Phone dealing: each game's secret the phones' tokens are made from, and its generation (a redeal
invalidates the tokens handed out so far)."""
from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

from .connection import Connection

if TYPE_CHECKING:
    import sqlite_utils


def _new_secret() -> str:
    """A new 32-byte dealing secret, hex (`secrets` is imported when one is first made)."""
    import secrets

    return secrets.token_bytes(32).hex()


class Dealing(Connection):
    """The dealing secret of a game."""

    def _deal_row(self, db: sqlite3.Connection | sqlite_utils.Database, game_id: int) -> tuple[bytes, int] | None:
        row = db.execute(
            "SELECT secret_hex, generation FROM deal WHERE game_id = ?", [game_id]
        ).fetchone()
        return (bytes.fromhex(row[0]), int(row[1])) if row else None

    def deal_secret(self, game_id: int) -> tuple[bytes, int]:
        """The game's 32-byte dealing secret and its generation, made on first use."""
        with self._read() as db:
            self._game(db, game_id)
            found = self._deal_row(db, game_id)
        if found:
            return found
        with self._write() as db:
            self._game(db, game_id)
            db.execute(
                "INSERT OR IGNORE INTO deal (game_id, secret_hex, generation) VALUES (?, ?, 1)",
                [game_id, _new_secret()],
            )
            return self._deal_row(db, game_id)

    def redeal(self, game_id: int) -> int:
        """Invalidate the phone tokens handed out so far: returns the new generation."""
        with self._write() as db:
            self._game(db, game_id)
            db.execute(
                "INSERT OR IGNORE INTO deal (game_id, secret_hex, generation) VALUES (?, ?, 1)",
                [game_id, _new_secret()],
            )
            db.execute("UPDATE deal SET generation = generation + 1 WHERE game_id = ?", [game_id])
            return self._deal_row(db, game_id)[1]
