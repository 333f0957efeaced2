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

`Store` is made of one part per thing it holds, each in its own module: the connection and its
transactions (connection.py), opening the file whatever state it is in (opening.py), the games
(games.py), the input log (inputs.py), records (records.py), the roster of names (roster.py),
settings (settings.py) and the phones' dealing secrets (deal.py); values.py says how values are
written, schema.py the tables and their migrations.
"""
from __future__ import annotations

from .deal import Dealing
from .games import Games
from .inputs import InputLog
from .opening import BUSY_TIMEOUT, FILENAME, Opening, default_path
from .records import RECORD_FORMAT, RECORD_VERSION, STATUSES, Records
from .roster import Roster
from .settings import Settings
from .values import name_key

__all__ = ["BUSY_TIMEOUT", "FILENAME", "RECORD_FORMAT", "RECORD_VERSION", "STATUSES", "Store", "default_path",
           "name_key"]


class Store(Opening, Games, InputLog, Records, Roster, Settings, Dealing):
    """The games database. Open with `Store.open()`; safe to share between threads."""
