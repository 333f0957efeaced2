"""Reading and writing the user's settings in the store without ever breaking a screen.

Tiny on purpose: the main window imports it before the first paint.
"""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)


def store_get(store, key: str, default=None):
    if store is None:
        return default
    try:
        return store.get_setting(key, default)
    except Exception as exc:  # noqa: BLE001 - a settings read must never break a screen
        log.warning("setting %s unreadable: %s", key, exc)
        return default


def store_set(store, key: str, value) -> None:
    if store is None:
        return
    try:
        store.set_setting(key, value)
    except Exception as exc:  # noqa: BLE001 - e.g. a read-only database: the screen goes on
        log.warning("setting %s not saved: %s", key, exc)
