"""Persistence: the games database (setups + append-only input logs), names, settings, deal secrets.

    from werewolf_desktop.store import Store, StoreError
    store = Store.open()            # never raises for a bad file; see store.notice
    gid = store.create_game(setup, title="12 players — 444 standard")
    store.append_input(gid, {"t": "act", "action": "protect", "seats": [3]})  # durable on return

See docs/storage.md for the schema and the guarantees.
"""
from .database import FILENAME, RECORD_FORMAT, RECORD_VERSION, Store, default_path
from .errors import StoreError
from .schema import SCHEMA_VERSION

__all__ = [
    "FILENAME",
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "SCHEMA_VERSION",
    "Store",
    "StoreError",
    "default_path",
]
