"""What the history needs of each finished game, kept between openings (issue 32: File → History
replayed every finished game each time it opened: 0.74 s for a year of weekly games, 308 games of
24,000 inputs). A game's summary is its replay's answer: whether it is over, the winner, and each
player's seat, name, roles, team, fate (`history.players_of`).

    read(key) -> {game_id: (log length, summary)}      {} when none is kept for `key`
    write(key, entries)

Kept in `history.pickle` in the user's cache folder (paths.user_cache_dir), for the same files the
checked catalogue is kept for (`catalogue_cache.key`: the records, the translations, the engine's
source or the program itself): a rule fixed since then replays every game again. A game is known
by its id and the length of its log, which only grows (an undo is a row too), so a game that went on
after it was first finished is replayed again. Written whole (a temporary file renamed over it);
deleting it costs the next opening of the history, nothing else.
"""
from __future__ import annotations

import pickle
from typing import Any

from .files import stamp, write_whole
from .paths import user_cache_dir

FILE = "history.pickle"
FORMAT = 1                      # raise when a summary changes shape without a source change


def key() -> tuple:
    """Everything a summary depends on: the checked catalogue's files and code, and history.py."""
    from pathlib import Path

    from .catalogue_cache import key as catalogue_key
    from .engine.catalogue import resources_dir, user_roles_dir

    return (FORMAT, catalogue_key(resources_dir(), user_roles_dir()), stamp(Path(__file__).with_name("history.py")))


def read(stamp: tuple) -> dict[int, tuple[int, dict[str, Any]]]:
    try:
        with open(user_cache_dir() / FILE, "rb") as file:
            made, entries = pickle.load(file)
    except Exception:  # noqa: BLE001 - none, an old one or a damaged one: the games are replayed
        return {}
    return entries if made == stamp and isinstance(entries, dict) else {}


def write(stamp: tuple, entries: dict[int, tuple[int, dict[str, Any]]]) -> None:
    try:
        write_whole(user_cache_dir() / FILE, pickle.dumps((stamp, entries), protocol=pickle.HIGHEST_PROTOCOL))
    except Exception:  # noqa: BLE001 - a cache that cannot be written costs the next opening only
        pass
