"""The append-only log of the moderator's inputs: a game's state is never stored, the engine derives
it by replaying `load_inputs()`. An undo is a row of its own that takes back the latest standing input."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .connection import Connection
from .errors import StoreError
from .values import dumps, plain_dict_json, timestamp

if TYPE_CHECKING:
    import sqlite_utils


def fold(rows: list[dict]) -> list[dict]:
    """The inputs of log rows ({"kind", "input"}) that stand: each undo takes back the latest standing one."""
    stack: list[dict] = []
    for row in rows:
        if row["kind"] == "input":
            stack.append(row["input"])
        elif stack:
            stack.pop()
    return stack


class InputLog(Connection):
    """Appending inputs and undos, reading the log."""

    @staticmethod
    def _next_seq(db: sqlite_utils.Database, game_id: int) -> int:
        return int(
            db.execute(
                "SELECT COALESCE(MAX(seq), 0) + 1 FROM inputs WHERE game_id = ?", [game_id]
            ).fetchone()[0]
        )

    @staticmethod
    def _standing(db: sqlite_utils.Database, game_id: int) -> list[int]:
        """Seqs of the inputs not undone, oldest first."""
        stack: list[int] = []
        rows = db.execute(
            "SELECT seq, kind FROM inputs WHERE game_id = ? ORDER BY seq", [game_id]
        ).fetchall()
        for seq, kind in rows:
            if kind == "input":
                stack.append(seq)
            elif stack:
                stack.pop()
        return stack

    def _append(self, db: sqlite_utils.Database, game_id: int, kind: str, payload: str) -> int:
        # The seq is taken inside the write transaction (BEGIN IMMEDIATE holds the write lock),
        # and UNIQUE(game_id, seq) would refuse a duplicate anyway.
        seq = self._next_seq(db, game_id)
        now = timestamp()
        db.execute(
            "INSERT INTO inputs (game_id, seq, kind, input_json, created_at) VALUES (?, ?, ?, ?, ?)",
            [game_id, seq, kind, payload, now],
        )
        db.execute("UPDATE games SET updated_at = ? WHERE id = ?", [now, game_id])
        return seq

    def append_input(self, game_id: int, input: dict) -> int:
        """Append one input; returns its seq once it is committed to disk."""
        payload = plain_dict_json(input, "store.bad_input")
        with self._write() as db:
            if self._game(db, game_id)["status"] != "running":
                raise StoreError("store.game_closed", game=game_id)
            return self._append(db, game_id, "input", payload)

    def replace_inputs(self, game_id: int, undo: int, inputs: list[dict]) -> None:
        """Take back the latest `undo` standing inputs and append `inputs`, in one transaction
        (a choice changed before its step is confirmed, `Game.replace`): the log stays
        append-only and folds to the game's new record."""
        payloads = [plain_dict_json(inp, "store.bad_input") for inp in inputs]
        with self._write() as db:
            if self._game(db, game_id)["status"] != "running":
                raise StoreError("store.game_closed", game=game_id)
            for seq in reversed(self._standing(db, game_id)[-undo:] if undo else []):
                self._append(db, game_id, "undo", dumps({"undoes": seq}))
            for payload in payloads:
                self._append(db, game_id, "input", payload)

    def append_undo(self, game_id: int) -> bool:
        """Record that the latest standing input is taken back. False if there is none.

        Undoing the last step of a finished game reopens it (status back to 'running', winner
        cleared): the win was derived from the input just taken back.
        """
        with self._write() as db:
            status = self._game(db, game_id)["status"]
            if status == "abandoned":
                raise StoreError("store.game_closed", game=game_id)
            standing = self._standing(db, game_id)
            if not standing:
                return False
            self._append(db, game_id, "undo", dumps({"undoes": standing[-1]}))
            if status == "finished":
                db.execute(
                    "UPDATE games SET status = 'running', winner_json = NULL WHERE id = ?",
                    [game_id],
                )
            return True

    def log(self, game_id: int) -> list[dict]:
        """Every row of the game's log, undos included: {"seq", "kind", "input", "created_at"}."""
        with self._read() as db:
            self._game(db, game_id)
            rows = db.execute(
                "SELECT seq, kind, input_json, created_at FROM inputs WHERE game_id = ? ORDER BY seq",
                [game_id],
            ).fetchall()
        return [
            {"seq": seq, "kind": kind, "input": self._json(text, game_id, seq), "created_at": at}
            for seq, kind, text, at in rows
        ]

    def log_lengths(self) -> dict[int, int]:
        """{game id: the number of rows in its log, undos included} (the log only grows: a game
        whose length is unchanged has the same log)."""
        with self._read() as db:
            rows = db.execute("SELECT game_id, MAX(seq) FROM inputs GROUP BY game_id").fetchall()
        return {int(gid): int(n) for gid, n in rows}

    def load_inputs(self, game_id: int) -> list[dict]:
        """The inputs that stand (each undo removes the latest standing one), in order."""
        return fold(self.log(game_id))
