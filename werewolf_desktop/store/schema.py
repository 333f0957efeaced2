"""The database schema and its migrations, versioned with `PRAGMA user_version`.

`MIGRATIONS[n]` takes a database from version `n` to `n + 1`. `migrate(db)` runs the missing
ones (on a plain `sqlite3` connection), all inside the caller's transaction, and sets
`user_version` in that same transaction, so a crash mid-migration leaves the old version intact.
Never edit a shipped migration: add one. See docs/storage.md for what each column means.
"""
from __future__ import annotations

import sqlite3
from typing import Callable

_V1 = [
    """
    CREATE TABLE games (
        id          INTEGER PRIMARY KEY,
        created_at  TEXT    NOT NULL,
        updated_at  TEXT    NOT NULL,
        setup_json  TEXT    NOT NULL,
        status      TEXT    NOT NULL DEFAULT 'running'
                            CHECK (status IN ('running', 'finished', 'abandoned')),
        winner_json TEXT,
        title       TEXT    NOT NULL DEFAULT '',
        lang        TEXT    NOT NULL DEFAULT 'zh'
    )
    """,
    "CREATE INDEX games_status ON games (status, id)",
    """
    CREATE TABLE inputs (
        game_id    INTEGER NOT NULL REFERENCES games (id),
        seq        INTEGER NOT NULL CHECK (seq >= 1),
        kind       TEXT    NOT NULL CHECK (kind IN ('input', 'undo')),
        input_json TEXT    NOT NULL,
        created_at TEXT    NOT NULL,
        UNIQUE (game_id, seq)
    )
    """,
    # The log is append-only: the database itself refuses to change or delete a row.
    """
    CREATE TRIGGER inputs_no_update BEFORE UPDATE ON inputs
    BEGIN SELECT RAISE(ABORT, 'inputs is append-only'); END
    """,
    """
    CREATE TRIGGER inputs_no_delete BEFORE DELETE ON inputs
    BEGIN SELECT RAISE(ABORT, 'inputs is append-only'); END
    """,
    """
    CREATE TABLE roster (
        name_key   TEXT    PRIMARY KEY,
        name       TEXT    NOT NULL,
        last_used  TEXT    NOT NULL,
        times_used INTEGER NOT NULL DEFAULT 0
    )
    """,
    "CREATE INDEX roster_order ON roster (times_used DESC, last_used DESC)",
    """
    CREATE TABLE settings (
        key        TEXT PRIMARY KEY,
        value_json TEXT NOT NULL
    )
    """,
    """
    CREATE TABLE deal (
        game_id    INTEGER PRIMARY KEY REFERENCES games (id),
        secret_hex TEXT    NOT NULL CHECK (length(secret_hex) = 64),
        generation INTEGER NOT NULL DEFAULT 1 CHECK (generation >= 1)
    )
    """,
]


def _to_v1(db: sqlite3.Connection) -> None:
    for statement in _V1:
        db.execute(statement)


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_to_v1]
SCHEMA_VERSION = len(MIGRATIONS)


def user_version(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def migrate(db: sqlite3.Connection) -> int:
    """Bring the schema up to `SCHEMA_VERSION`; call inside an open write transaction.

    Returns the version found. A database newer than this code is left alone (the caller opens
    it read-only).
    """
    found = user_version(db)
    for version in range(found, SCHEMA_VERSION):
        MIGRATIONS[version](db)
    if found < SCHEMA_VERSION:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION:d}")
    return found
