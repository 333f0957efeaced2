"""The games database: setups, the append-only log of the moderator's inputs, names, settings.

One SQLite file (`games.sqlite3` in the user-data folder) in WAL mode with `synchronous=NORMAL`:
every write is one `BEGIN IMMEDIATE … COMMIT` transaction, and a method that writes returns only
after its commit, so whatever it wrote survives the process being killed right after (the commit
is in the operating system's hands; the disk gets it at the next checkpoint or the system's own
write-back: what a power cut can cost is in docs/storage.md). A game's
state is never stored; the engine derives it by replaying `load_inputs()`.

`Store.open()` always gives a usable store: a damaged file is moved aside (never deleted) and a
fresh one created; a file that cannot be written is opened read-only; one that cannot be read at
all is replaced by an in-memory database for the session. `store.notice` then says what happened.
See docs/storage.md.

Reads use the standard library's `sqlite3` connection directly; sqlite-utils, which the writes go
through, is imported on the first write (it and what it pulls in take longer to import than
the first screen takes to build, and the first screen only reads).
"""
from __future__ import annotations

import contextlib
import json
import logging
import math
import os
import sqlite3
import threading
import unicodedata
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

from ..paths import user_data_dir
from .errors import StoreError
from .schema import SCHEMA_VERSION, migrate, user_version

if TYPE_CHECKING:
    import sqlite_utils

log = logging.getLogger(__name__)

FILENAME = "games.sqlite3"
RECORD_FORMAT = "werewolf-desktop-record"
RECORD_VERSION = 1
STATUSES = ("running", "finished", "abandoned")
BUSY_TIMEOUT = 10.0  # seconds to wait for another process's write lock

_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_READONLY = 8
_SQLITE_CORRUPT = 11
_SQLITE_FULL = 13
_SQLITE_NOTADB = 26
_SQLITE_MAGIC = b"SQLite format 3\x00"


def default_path() -> Path:
    return user_data_dir() / FILENAME


def _now() -> str:
    """ISO 8601, UTC, milliseconds: `2025-03-01T20:15:07.123Z`."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class _Corrupt(Exception):
    """The file is not a usable SQLite database (internal signal of `Store.open`)."""


class _NewerSchema(Exception):
    """The file was written by a newer version of the app (internal signal of `Store.open`)."""


def _is_corruption(error: sqlite3.Error) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (_SQLITE_CORRUPT, _SQLITE_NOTADB)
    text = str(error).lower()
    return "not a database" in text or "malformed" in text


def _check_header(path: Path) -> None:
    """Refuse a non-empty file that does not start like a SQLite database, before SQLite sees it
    (SQLite would otherwise delete a -wal file lying beside it when the connection closes)."""
    with open(path, "rb") as file:
        head = file.read(len(_SQLITE_MAGIC))
    if head and head != _SQLITE_MAGIC:
        raise _Corrupt("not a SQLite database")


def _check_integrity(conn: sqlite3.Connection) -> None:
    try:
        rows = conn.execute("PRAGMA integrity_check").fetchall()
    except sqlite3.DatabaseError as error:
        if _is_corruption(error):
            raise _Corrupt(str(error)) from error
        raise  # locked, cannot open, I/O error …: not proof of damage, never move such a file
    if rows != [("ok",)]:
        raise _Corrupt("; ".join(str(row[0]) for row in rows[:5]))


# --- JSON values -----------------------------------------------------------------------------


def _check_plain(value: Any) -> bool:
    """True if `value` survives a JSON round trip unchanged (tuples come back as lists)."""
    if value is None or isinstance(value, (bool, int, str)):
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, (list, tuple)):
        return all(_check_plain(item) for item in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _check_plain(v) for k, v in value.items())
    return False


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


def _plain_dict_json(value: Any, key: str, **params) -> str:
    """`value` as JSON if it is a dict of plain values, else `StoreError(key, **params)`."""
    if not isinstance(value, dict) or not _check_plain(value):
        raise StoreError(key, **params)
    return _dumps(value)


def _name_key(name: str) -> str:
    """How roster names are compared: Unicode-normalised, spaces collapsed, case folded."""
    return " ".join(unicodedata.normalize("NFKC", name).split()).casefold()


name_key = _name_key     # the same comparison for the history's statistics per player name


def _display_name(name: str) -> str:
    return " ".join(unicodedata.normalize("NFC", name).split())


def _new_secret() -> str:
    """A new 32-byte dealing secret, hex (`secrets` is imported when one is first made)."""
    import secrets

    return secrets.token_bytes(32).hex()


# --- the store -------------------------------------------------------------------------------


class Store:
    """The games database. Open with `Store.open()`; safe to share between threads."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        path: Path,
        *,
        read_only: bool = False,
        in_memory: bool = False,
        recovered_from: Path | None = None,
        notice: StoreError | None = None,
    ):
        self._conn: sqlite3.Connection | None = conn
        self._db: sqlite_utils.Database | None = None  # the writes' wrapper, made on the first write
        self._lock = threading.RLock()
        self.path = path
        self.read_only = read_only
        self.in_memory = in_memory
        self.recovered_from = recovered_from  # where the damaged file was moved to
        self.notice = notice  # what the UI should tell the user about opening, or None

    # --- opening ---------------------------------------------------------------------------

    @classmethod
    def open(
        cls, path: Path | str | None = None, *, read_only: bool = False, timeout: float = BUSY_TIMEOUT
    ) -> "Store":
        """Open (creating if needed) the games database; never raises for a bad file.

        `read_only=True` opens without any write access (writes raise `store.read_only`).
        `timeout` is how long a write waits for another process's write to finish before it
        raises `store.busy`.
        """
        if path is None:
            try:
                path = default_path()
            except OSError as error:  # the data folder itself cannot be created
                log.warning("no user-data folder: %s", error)
                path = Path(os.environ.get("WEREWOLF_DESKTOP_DATA", ".")) / FILENAME
                return cls._open_memory(path, notice=StoreError("store.in_memory", path=str(path)))
        path = Path(path)

        notice: StoreError | None = None
        if not read_only:
            try:
                return cls._open_rw(path, timeout)
            except _Corrupt as damage:
                return cls._recover(path, damage, timeout)
            except _NewerSchema:
                notice = StoreError("store.newer_schema", path=str(path))
            except Exception as error:  # noqa: BLE001 - the app must start whatever the file is
                log.warning("cannot open %s for writing (%s); trying read-only", path, error)
                notice = StoreError("store.opened_read_only", path=str(path))
        try:
            return cls._open_ro(path, timeout, notice=notice)
        except Exception as error:  # noqa: BLE001
            log.warning("cannot read %s (%s); using an in-memory database", path, error)
            return cls._open_memory(
                path, read_only=read_only, notice=StoreError("store.in_memory", path=str(path))
            )

    @staticmethod
    def _rollback(conn: sqlite3.Connection) -> None:
        if conn.in_transaction:
            conn.execute("ROLLBACK")

    @classmethod
    def _open_rw(cls, path: Path, timeout: float, **attrs) -> "Store":
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and not os.access(path, os.R_OK | os.W_OK):
            raise PermissionError(f"{path} is not readable and writable")
        if not os.access(path.parent, os.W_OK):  # WAL needs its -wal/-shm files beside the db
            raise PermissionError(f"{path.parent} is not writable")
        if path.exists():
            _check_header(path)
        conn = sqlite3.connect(str(path), timeout=timeout, check_same_thread=False)
        try:
            _check_integrity(conn)
            mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            wal = str(mode).lower() == "wal"
            if not wal:  # e.g. a file system without shared memory
                log.warning("journal_mode is %s, not wal, for %s", mode, path)
            # WAL: NORMAL keeps every commit through a killed process without an fsync per input
            # (68-71 ms on a busy disk, on the console's thread); a rollback journal needs FULL for that
            conn.execute(f"PRAGMA synchronous={'NORMAL' if wal else 'FULL'}")
            conn.execute("PRAGMA foreign_keys=ON")
            conn.execute("PRAGMA fullfsync=ON")  # macOS: really reach the disk
            conn.execute("PRAGMA checkpoint_fullfsync=ON")
            conn.execute("BEGIN IMMEDIATE")  # fails here if the file cannot be written
            try:
                found = migrate(conn) if user_version(conn) <= SCHEMA_VERSION else None
                conn.execute("COMMIT")
            except BaseException:
                cls._rollback(conn)
                raise
            if found is None:
                raise _NewerSchema(str(path))
        except BaseException:
            conn.close()
            raise
        return cls(conn, path, **attrs)

    @classmethod
    def _open_ro(cls, path: Path, timeout: float, *, notice: StoreError | None = None) -> "Store":
        if not path.is_file():
            raise FileNotFoundError(str(path))
        _check_header(path)
        uri = path.resolve().as_uri() + "?mode=ro"

        def connect(uri: str) -> sqlite3.Connection:
            conn = sqlite3.connect(uri, uri=True, timeout=timeout, check_same_thread=False)
            try:
                _check_integrity(conn)
            except BaseException:
                conn.close()
                raise
            return conn

        try:
            conn = connect(uri)
        except sqlite3.OperationalError:
            # A WAL database in a read-only folder with no -shm to share: read the file as is.
            conn = connect(uri + "&immutable=1")
        try:
            conn.execute("PRAGMA query_only=ON")
            if user_version(conn) < SCHEMA_VERSION:
                # An older schema cannot be migrated in place: migrate a copy in memory.
                memory = sqlite3.connect(":memory:", check_same_thread=False)
                conn.backup(memory)
                conn.close()
                conn = memory
                cls._migrate_now(conn)
                conn.execute("PRAGMA query_only=ON")
        except BaseException:
            conn.close()
            raise
        return cls(conn, path, read_only=True, notice=notice)

    @classmethod
    def _open_memory(
        cls, path: Path, *, read_only: bool = False, notice: StoreError | None = None
    ) -> "Store":
        conn = sqlite3.connect(":memory:", check_same_thread=False)
        conn.execute("PRAGMA foreign_keys=ON")
        cls._migrate_now(conn)
        if read_only:
            conn.execute("PRAGMA query_only=ON")
        return cls(conn, path, read_only=read_only, in_memory=True, notice=notice)

    @classmethod
    def _migrate_now(cls, conn: sqlite3.Connection) -> None:
        """Bring a fresh connection's schema up to date in one transaction."""
        conn.execute("BEGIN")
        try:
            migrate(conn)
            conn.execute("COMMIT")
        except BaseException:
            cls._rollback(conn)
            raise

    @classmethod
    def _recover(cls, path: Path, damage: Exception, timeout: float) -> "Store":
        """Move a damaged database (and its -wal/-shm) aside, then start a fresh one."""
        log.error("database %s is damaged (%s); moving it aside", path, damage)
        try:
            backup = cls._move_aside(path)
        except OSError as error:
            log.error("cannot move %s aside: %s", path, error)
            return cls._open_memory(path, notice=StoreError("store.in_memory", path=str(path)))
        notice = StoreError("store.corrupt", path=str(path), backup=str(backup))
        try:
            return cls._open_rw(path, timeout, recovered_from=backup, notice=notice)
        except Exception as error:  # noqa: BLE001
            log.error("cannot create a fresh %s: %s", path, error)
            store = cls._open_memory(path, notice=notice)
            store.recovered_from = backup
            return store

    @staticmethod
    def _move_aside(path: Path) -> Path:
        stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
        sidecars = ("-wal", "-shm", "-journal")
        backup = path.with_name(f"{path.name}.corrupt-{stamp}")
        n = 1
        while any(Path(f"{backup}{s}").exists() for s in ("",) + sidecars):
            backup = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
            n += 1
        os.rename(path, backup)
        # A stale -wal left beside the fresh file would be replayed into it: move them too.
        for suffix in sidecars:
            side = Path(f"{path}{suffix}")
            if side.exists():
                os.rename(side, Path(f"{backup}{suffix}"))
        return backup

    # --- life cycle ------------------------------------------------------------------------

    @property
    def notice_key(self) -> str | None:
        return self.notice.key if self.notice else None

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = self._db = None

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __repr__(self) -> str:
        flags = [f for f in ("read_only", "in_memory") if getattr(self, f)]
        return f"<Store {self.path}{' ' + ','.join(flags) if flags else ''}>"

    # --- transactions ----------------------------------------------------------------------

    def _live(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StoreError("store.closed", path=str(self.path))
        return self._conn

    def prepare_writes(self) -> None:
        """Make the write path ready now (sqlite-utils is imported on the first write otherwise):
        for a process whose first write must not wait for an import."""
        self._writer()

    def _writer(self) -> sqlite_utils.Database:
        """sqlite-utils on the same connection (imported here, on the first write)."""
        conn = self._live()
        if self._db is None:
            import sqlite_utils

            self._db = sqlite_utils.Database(conn, execute_plugins=False)
        return self._db

    def _sql_error(self, error: sqlite3.Error, key: str) -> StoreError:
        code = (getattr(error, "sqlite_errorcode", None) or 0) & 0xFF
        specific = {
            _SQLITE_BUSY: "store.busy",
            _SQLITE_LOCKED: "store.busy",
            _SQLITE_READONLY: "store.read_only",
            _SQLITE_FULL: "store.disk_full",
        }.get(code)
        if specific:
            return StoreError(specific, path=str(self.path))
        return StoreError(key, path=str(self.path), error=str(error))

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite_utils.Database]:
        """One write transaction, committed (durably) when the block ends without error."""
        if self.read_only:
            raise StoreError("store.read_only", path=str(self.path))
        with self._lock:
            db = self._writer()
            try:
                db.execute("BEGIN IMMEDIATE")  # take the write lock before reading anything
            except sqlite3.Error as error:
                raise self._sql_error(error, "store.write_failed") from error
            try:
                yield db
                db.execute("COMMIT")
            except sqlite3.Error as error:
                self._rollback(db.conn)
                raise self._sql_error(error, "store.write_failed") from error
            except BaseException:
                self._rollback(db.conn)
                raise

    @contextlib.contextmanager
    def _read(self) -> Iterator[sqlite3.Connection]:
        """One consistent snapshot for reads that take several queries (the plain connection:
        a read never needs sqlite-utils)."""
        with self._lock:
            conn = self._live()
            try:
                conn.execute("BEGIN")
                try:
                    yield conn
                finally:
                    self._rollback(conn)
            except sqlite3.Error as error:
                raise self._sql_error(error, "store.read_failed") from error

    @staticmethod
    def _rows(db: sqlite3.Connection | sqlite_utils.Database, sql: str, params: Any = ()) -> list[dict]:
        """The rows as dicts by column name (inside a transaction: on either connection)."""
        cursor = db.execute(sql, params)
        names = [column[0] for column in cursor.description]
        return [dict(zip(names, row)) for row in cursor]

    def _game(self, db: sqlite3.Connection | sqlite_utils.Database, game_id: int) -> dict:
        rows = self._rows(db, "SELECT * FROM games WHERE id = ?", [game_id])
        if not rows:
            raise StoreError("store.no_game", game=game_id)
        return rows[0]

    def _json(self, text: str | None, game_id: int, seq: int = 0) -> Any:
        if text is None:
            return None
        try:
            return json.loads(text)
        except ValueError as error:
            raise StoreError("store.bad_row", game=game_id, seq=seq) from error

    # --- games -----------------------------------------------------------------------------

    def create_game(self, setup: dict, title: str = "", lang: str = "zh") -> int:
        setup_json = _plain_dict_json(setup, "store.bad_setup")
        now = _now()
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
        winner_json = _plain_dict_json(winner, "store.bad_input")
        with self._write() as db:
            if self._game(db, game_id)["status"] == "abandoned":
                raise StoreError("store.game_closed", game=game_id)
            db["games"].update(
                game_id, {"status": "finished", "winner_json": winner_json, "updated_at": _now()}
            )

    def abandon_game(self, game_id: int) -> None:
        with self._write() as db:
            status = self._game(db, game_id)["status"]
            if status == "abandoned":
                return
            if status == "finished":
                raise StoreError("store.game_closed", game=game_id)
            db["games"].update(game_id, {"status": "abandoned", "updated_at": _now()})

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

    # --- the input log ---------------------------------------------------------------------

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
        now = _now()
        db.execute(
            "INSERT INTO inputs (game_id, seq, kind, input_json, created_at) VALUES (?, ?, ?, ?, ?)",
            [game_id, seq, kind, payload, now],
        )
        db.execute("UPDATE games SET updated_at = ? WHERE id = ?", [now, game_id])
        return seq

    def append_input(self, game_id: int, input: dict) -> int:
        """Append one input; returns its seq once it is committed to disk."""
        payload = _plain_dict_json(input, "store.bad_input")
        with self._write() as db:
            if self._game(db, game_id)["status"] != "running":
                raise StoreError("store.game_closed", game=game_id)
            return self._append(db, game_id, "input", payload)

    def replace_inputs(self, game_id: int, undo: int, inputs: list[dict]) -> None:
        """Take back the latest `undo` standing inputs and append `inputs`, in one transaction
        (a choice changed before its step is confirmed, `Game.replace`): the log stays
        append-only and folds to the game's new record."""
        payloads = [_plain_dict_json(inp, "store.bad_input") for inp in inputs]
        with self._write() as db:
            if self._game(db, game_id)["status"] != "running":
                raise StoreError("store.game_closed", game=game_id)
            for seq in reversed(self._standing(db, game_id)[-undo:] if undo else []):
                self._append(db, game_id, "undo", _dumps({"undoes": seq}))
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
            self._append(db, game_id, "undo", _dumps({"undoes": standing[-1]}))
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

    @staticmethod
    def _fold(rows: list[dict]) -> list[dict]:
        stack: list[dict] = []
        for row in rows:
            if row["kind"] == "input":
                stack.append(row["input"])
            elif stack:
                stack.pop()
        return stack

    def load_inputs(self, game_id: int) -> list[dict]:
        """The inputs that stand (each undo removes the latest standing one), in order."""
        return self._fold(self.log(game_id))

    # --- names and settings ----------------------------------------------------------------

    def remember_names(self, names: list[str]) -> None:
        """Count one more use of each name (case-insensitively; the latest spelling is kept)."""
        unique: dict[str, str] = {}
        for name in names:
            if not isinstance(name, str):
                continue
            display = _display_name(name)
            if display:
                unique[_name_key(display)] = display  # the last spelling wins
        if not unique:
            return
        now = _now()
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
        key = _name_key(prefix) if prefix else ""
        with self._read() as db:
            rows = db.execute(
                "SELECT name FROM roster WHERE substr(name_key, 1, ?) = ?"
                " ORDER BY times_used DESC, last_used DESC, name_key LIMIT ?",
                [len(key), key, int(limit)],
            ).fetchall()
        return [row[0] for row in rows]

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
        if not isinstance(key, str) or not _check_plain(value):
            raise StoreError("store.bad_setting", name=str(key))
        with self._write() as db:
            db.execute(
                "INSERT INTO settings (key, value_json) VALUES (?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json",
                [key, _dumps(value)],
            )

    # --- phone dealing ---------------------------------------------------------------------

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

    # --- records ---------------------------------------------------------------------------

    def export_record(self, game_id: int) -> dict:
        with self._read() as db:
            game = self._game(db, game_id)
            rows = db.execute(
                "SELECT seq, kind, input_json FROM inputs WHERE game_id = ? ORDER BY seq",
                [game_id],
            ).fetchall()
        inputs = self._fold(
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
        if not isinstance(setup, dict) or not _check_plain(setup):
            raise StoreError("store.record_setup")
        inputs = record.get("inputs")
        if not isinstance(inputs, list):
            raise StoreError("store.record_inputs", index=0)
        for index, item in enumerate(inputs, start=1):
            if not isinstance(item, dict) or not _check_plain(item):
                raise StoreError("store.record_inputs", index=index)
        for field in ("title", "lang"):
            if not isinstance(record.get(field, ""), str):
                raise StoreError("store.record_field", field=field)
        winner = record.get("winner")
        if winner is not None and (not isinstance(winner, dict) or not _check_plain(winner)):
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
        now = _now()
        with self._write() as db:
            game_id = int(
                db["games"]
                .insert(
                    {
                        "created_at": now,
                        "updated_at": now,
                        "setup_json": _dumps(r["setup"]),
                        "status": r["status"],
                        "winner_json": None if r["winner"] is None else _dumps(r["winner"]),
                        "title": r["title"],
                        "lang": r["lang"],
                    }
                )
                .last_pk
            )
            db.conn.executemany(
                "INSERT INTO inputs (game_id, seq, kind, input_json, created_at)"
                " VALUES (?, ?, 'input', ?, ?)",
                [(game_id, seq, _dumps(item), now) for seq, item in enumerate(r["inputs"], 1)],
            )
            return game_id
