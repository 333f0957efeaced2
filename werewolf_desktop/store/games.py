"""The games: each one's setup, status (running, finished, abandoned), winner, title and language."""
from __future__ import annotations

import json

from .connection import Connection
from .errors import StoreError
from .values import plain_dict_json, timestamp


class Games(Connection):
    """Creating, closing and listing games."""

    def create_game(self, setup: dict, title: str = "", lang: str = "zh") -> int:
        setup_json = plain_dict_json(setup, "store.bad_setup")
        now = timestamp()
        with self._write() as db:
            table = db["games"].insert(
                {
                    "created_at": now,
                    "updated_at": now,
                    "setup_json": setup_json,
                    "status": "running",
                    "winner_json": None,
                    "title": str(title or ""),
                    "lang": str(lang or "zh"),
                }
            )
            return int(table.last_pk)

    def load_setup(self, game_id: int) -> dict:
        with self._read() as db:
            return self._json(self._game(db, game_id)["setup_json"], game_id)

    def finish_game(self, game_id: int, winner: dict) -> None:
        winner_json = plain_dict_json(winner, "store.bad_input")
        with self._write() as db:
            if self._game(db, game_id)["status"] == "abandoned":
                raise StoreError("store.game_closed", game=game_id)
            db["games"].update(
                game_id, {"status": "finished", "winner_json": winner_json, "updated_at": timestamp()}
            )

    def abandon_game(self, game_id: int) -> None:
        with self._write() as db:
            status = self._game(db, game_id)["status"]
            if status == "abandoned":
                return
            if status == "finished":
                raise StoreError("store.game_closed", game=game_id)
            db["games"].update(game_id, {"status": "abandoned", "updated_at": timestamp()})

    def unfinished_game(self) -> int | None:
        with self._read() as db:
            rows = self._rows(
                db, "SELECT id FROM games WHERE status = 'running' ORDER BY id DESC LIMIT 1"
            )
        return int(rows[0]["id"]) if rows else None

    GAME_COLUMNS = "SELECT id, created_at, updated_at, status, title, lang, winner_json FROM games"

    def games(self, limit: int = 50) -> list[dict]:
        """The newest games first, at most `limit`, as `game` gives each."""
        with self._read() as db:
            rows = self._rows(db, self.GAME_COLUMNS + " ORDER BY id DESC LIMIT ?", [int(limit)])
        return [self._listed(row) for row in rows]

    def game(self, game_id: int) -> dict:
        """One game as `games` lists it: id, created_at, updated_at, status, title, lang, winner
        (StoreError "store.no_game" if there is none)."""
        with self._read() as db:
            rows = self._rows(db, self.GAME_COLUMNS + " WHERE id = ?", [int(game_id)])
        if not rows:
            raise StoreError("store.no_game", game=game_id)
        return self._listed(rows[0])

    @staticmethod
    def _listed(row: dict) -> dict:
        try:
            winner = json.loads(row["winner_json"]) if row["winner_json"] else None
        except ValueError:  # a damaged winner must not hide the rest of the history
            winner = None
        return {"id": row["id"], "created_at": row["created_at"], "updated_at": row["updated_at"],
                "status": row["status"], "title": row["title"], "lang": row["lang"], "winner": winner}
