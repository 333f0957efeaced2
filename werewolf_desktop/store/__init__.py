"""Persistence: the games database (setups + append-only input logs), names, settings, deal secrets.

    from werewolf_desktop.store import Store, StoreError
    store = Store.open()            # never raises for a bad file; see store.notice
    gid = store.create_game(setup, title="12 players — 444 standard")
    store.append_input(gid, {"t": "act", "action": "protect", "seats": [3]})  # durable on return

See docs/storage.md for the schema and the guarantees. `StoreError` is light to import; the
database module (and sqlite-utils behind it) is imported on the first use of `Store`.
"""
from .errors import StoreError

_DATABASE = ("FILENAME", "RECORD_FORMAT", "RECORD_VERSION", "Store", "default_path", "name_key")

__all__ = list(_DATABASE) + ["SCHEMA_VERSION", "StoreError"]


def __getattr__(name: str):
    if name in _DATABASE:
        from . import database

        return getattr(database, name)
    if name == "SCHEMA_VERSION":
        from .schema import SCHEMA_VERSION

        return SCHEMA_VERSION
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
