"""Opening the games database so the app always starts: a damaged file is moved aside (never
deleted, its -wal and -shm with it) and a fresh one created; a file that cannot be written is
opened read-only (an older schema migrated in a copy in memory); one that cannot be read at all is
replaced by an in-memory database for the session. `notice` says what happened (docs/storage.md).

The whole file is checked (`PRAGMA integrity_check`, ~5 ms a MB) when it is opened, unless it is
exactly as the last clean close left it: `close` checks it then and writes what the file looked
like (`<name>.checked`); a start after a crash, a kill or a power cut, or after anything else wrote
to the file, checks it again."""
from __future__ import annotations

import json
import logging
import os
import sqlite3
from datetime import datetime, timezone
from pathlib import Path
from typing import Self

from ..files import write_whole
from ..paths import user_data_dir
from .connection import Connection
from .errors import StoreError
from .schema import SCHEMA_VERSION, migrate, user_version

log = logging.getLogger(__name__)

FILENAME = "games.sqlite3"
BUSY_TIMEOUT = 10.0  # seconds to wait for another process's write lock

_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26
_SQLITE_MAGIC = b"SQLite format 3\x00"


def default_path() -> Path:
    return user_data_dir() / FILENAME


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


CHECKED_SUFFIX = ".checked"       # beside the database: its size, time and inode when last checked at a close


def _file_stamp(path: Path) -> list[int]:
    st = os.stat(path)
    return [st.st_size, st.st_mtime_ns, st.st_ino]


def _checked_at_close(path: Path) -> bool:
    """Whether `path` is as the last clean close left it, checked: nothing has written to it since
    (no -wal with frames in it, the same size, modification time and inode as then)."""
    try:
        wal = Path(f"{path}-wal")
        if wal.exists() and wal.stat().st_size > 0:
            return False
        saved = json.loads(Path(f"{path}{CHECKED_SUFFIX}").read_text(encoding="utf-8"))
        return saved == _file_stamp(path)
    except (OSError, ValueError):
        return False


def _check_integrity(conn: sqlite3.Connection) -> None:
    try:
        rows = conn.execute("PRAGMA integrity_check").fetchall()
    except sqlite3.DatabaseError as error:
        if _is_corruption(error):
            raise _Corrupt(str(error)) from error
        raise  # locked, cannot open, I/O error …: not proof of damage, never move such a file
    if rows != [("ok",)]:
        raise _Corrupt("; ".join(str(row[0]) for row in rows[:5]))


class Opening(Connection):
    """`Store.open()` and what it does with a file that is not as it should be."""

    @classmethod
    def open(
        cls, path: Path | str | None = None, *, read_only: bool = False, timeout: float = BUSY_TIMEOUT
    ) -> Self:
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

    @classmethod
    def _open_rw(cls, path: Path, timeout: float, **attrs) -> Self:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and not os.access(path, os.R_OK | os.W_OK):
            raise PermissionError(f"{path} is not readable and writable")
        if not os.access(path.parent, os.W_OK):  # WAL needs its -wal/-shm files beside the db
            raise PermissionError(f"{path.parent} is not writable")
        checked = True                      # (a new file: nothing to check)
        if path.exists():
            _check_header(path)
            checked = _checked_at_close(path)
        conn = sqlite3.connect(str(path), timeout=timeout, check_same_thread=False)
        try:
            if not checked:
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

    def close(self) -> None:
        """Close the file, checked: a writable file found whole, its log folded in, has its stamp
        written beside it (`<name>.checked`), so that the next start need not check it again."""
        with self._lock:
            conn = self._conn
            if conn is None:
                return
            if self.read_only or self.in_memory:
                return super().close()
            try:
                _check_integrity(conn)
                whole = not conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]   # (1: busy)
            except (_Corrupt, sqlite3.Error) as error:
                log.warning("closing %s: not found whole (%s)", self.path, error)
                whole = False
            super().close()
            self._write_checked(whole)

    def _write_checked(self, whole: bool) -> None:
        stamp_file = Path(f"{self.path}{CHECKED_SUFFIX}")
        try:
            if whole:
                write_whole(stamp_file, json.dumps(_file_stamp(self.path)))
            else:
                stamp_file.unlink(missing_ok=True)
        except OSError as error:      # the next start checks the file again: nothing lost
            log.warning("cannot write %s: %s", stamp_file, error)

    @classmethod
    def _open_ro(cls, path: Path, timeout: float, *, notice: StoreError | None = None) -> Self:
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
    ) -> Self:
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
    def _recover(cls, path: Path, damage: Exception, timeout: float) -> Self:
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
