"""Game records: a game as one JSON document (format, version, setup, the standing inputs, its
title, language, status and winner), exported and imported whole."""
from __future__ import annotations

from typing import Any

from .connection import Connection
from .errors import StoreError
from .inputs import fold
from .values import check_plain, dumps, timestamp

RECORD_FORMAT = "werewolf-desktop-record"
RECORD_VERSION = 1
STATUSES = ("running", "finished", "abandoned")


class Records(Connection):
    """Exporting a game as a record, importing a record as a new game."""

    def export_record(self, game_id: int) -> dict:
        with self._read() as db:
            game = self._game(db, game_id)
            rows = db.execute(
                "SELECT seq, kind, input_json FROM inputs WHERE game_id = ? ORDER BY seq",
                [game_id],
            ).fetchall()
        inputs = fold(
            [{"kind": kind, "input": self._json(text, game_id, seq)} for seq, kind, text in rows]
        )
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "title": game["title"],
            "lang": game["lang"],
            "status": game["status"],
            "winner": self._json(game["winner_json"], game_id),
            "setup": self._json(game["setup_json"], game_id),
            "inputs": inputs,
        }

    @staticmethod
    def _validate_record(record: Any) -> dict:
        if not isinstance(record, dict):
            raise StoreError("store.record_not_dict")
        if record.get("format") != RECORD_FORMAT:
            raise StoreError("store.record_format")
        version = record.get("version")
        if type(version) is not int or version != RECORD_VERSION:
            raise StoreError("store.record_version", version=str(version), supported=RECORD_VERSION)
        setup = record.get("setup")
        if not isinstance(setup, dict) or not check_plain(setup):
            raise StoreError("store.record_setup")
        inputs = record.get("inputs")
        if not isinstance(inputs, list):
            raise StoreError("store.record_inputs", index=0)
        for index, item in enumerate(inputs, start=1):
            if not isinstance(item, dict) or not check_plain(item):
                raise StoreError("store.record_inputs", index=index)
        for field in ("title", "lang"):
            if not isinstance(record.get(field, ""), str):
                raise StoreError("store.record_field", field=field)
        winner = record.get("winner")
        if winner is not None and (not isinstance(winner, dict) or not check_plain(winner)):
            raise StoreError("store.record_field", field="winner")
        status = record.get("status") or ("finished" if winner is not None else "running")
        if status not in STATUSES:
            raise StoreError("store.record_field", field="status")
        return {
            "setup": setup,
            "inputs": inputs,
            "title": record.get("title", ""),
            "lang": record.get("lang") or "zh",
            "status": status,
            "winner": winner,
        }

    def import_record(self, record: dict) -> int:
        """Store a record as a new game (all or nothing); returns its id.

        Checks the shape only, not the rules. The game is 'finished' if the record has a winner,
        else the record's status, else 'running'.
        """
        r = self._validate_record(record)
        now = timestamp()
        with self._write() as db:
            game_id = int(
                db["games"]
                .insert(
                    {
                        "created_at": now,
                        "updated_at": now,
                        "setup_json": dumps(r["setup"]),
                        "status": r["status"],
                        "winner_json": None if r["winner"] is None else dumps(r["winner"]),
                        "title": r["title"],
                        "lang": r["lang"],
                    }
                )
                .last_pk
            )
            db.conn.executemany(
                "INSERT INTO inputs (game_id, seq, kind, input_json, created_at)"
                " VALUES (?, ?, 'input', ?, ?)",
                [(game_id, seq, dumps(item), now) for seq, item in enumerate(r["inputs"], 1)],
            )
            return game_id
