"""The store's connection to its SQLite file and its transactions: every write is one `BEGIN
IMMEDIATE … COMMIT` (`_write`, through sqlite-utils, imported on the first write; a setting's
write, `_write_plain`, on the plain connection), a read of several
queries one snapshot (`_read`, on the plain `sqlite3` connection). `Store` (database.py) is made of
this and the parts that hold each table's rows."""
from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, Self

from .errors import StoreError

if TYPE_CHECKING:
    import sqlite_utils

_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_READONLY = 8
_SQLITE_FULL = 13


class Connection:
    """The connection, its lock and its transactions; safe to share between threads."""

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

    @staticmethod
    def _rollback(conn: sqlite3.Connection) -> None:
        if conn.in_transaction:
            conn.execute("ROLLBACK")

    # --- life cycle ------------------------------------------------------------------------

    @property
    def notice_key(self) -> str | None:
        return self.notice.key if self.notice else None

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = self._db = None

    def __enter__(self) -> Self:
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
        with self._transaction(self._writer) as db:
            yield db

    @contextlib.contextmanager
    def _write_plain(self) -> Iterator[sqlite3.Connection]:
        """The same transaction on the plain connection, for a write of plain SQL on a table without
        triggers (a setting): closing the window writes its geometry, and importing sqlite-utils for
        that took ~100 ms and ~3 MiB at every exit (issue 32)."""
        with self._transaction(self._live) as conn:
            yield conn

    @contextlib.contextmanager
    def _transaction(self, opened: Callable[[], Any]) -> Iterator[Any]:
        """BEGIN IMMEDIATE … COMMIT on `opened()` (sqlite-utils or the plain connection), rolled back
        on any error."""
        if self.read_only:
            raise StoreError("store.read_only", path=str(self.path))
        with self._lock:
            db = opened()
            conn = self._live()
            try:
                db.execute("BEGIN IMMEDIATE")  # take the write lock before reading anything
            except sqlite3.Error as error:
                raise self._sql_error(error, "store.write_failed") from error
            try:
                yield db
                db.execute("COMMIT")
            except sqlite3.Error as error:
                self._rollback(conn)
                raise self._sql_error(error, "store.write_failed") from error
            except BaseException:
                self._rollback(conn)
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
