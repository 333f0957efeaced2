"""How the store writes values: timestamps, JSON of plain values only, names as the roster compares them."""
from __future__ import annotations

import json
import math
import unicodedata
from datetime import datetime, timezone
from typing import Any

from .errors import StoreError


def timestamp() -> str:
    """ISO 8601, UTC, milliseconds: `2025-03-01T20:15:07.123Z`."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def check_plain(value: Any) -> bool:
    """True if `value` survives a JSON round trip unchanged (tuples come back as lists)."""
    if value is None or isinstance(value, (bool, int, str)):
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, (list, tuple)):
        return all(check_plain(item) for item in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and check_plain(v) for k, v in value.items())
    return False


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


def plain_dict_json(value: Any, key: str, **params) -> str:
    """`value` as JSON if it is a dict of plain values, else `StoreError(key, **params)`."""
    if not isinstance(value, dict) or not check_plain(value):
        raise StoreError(key, **params)
    return dumps(value)


def name_key(name: str) -> str:
    """How roster names are compared: Unicode-normalised, spaces collapsed, case folded (the
    history's statistics per player name compare them the same way)."""
    return " ".join(unicodedata.normalize("NFKC", name).split()).casefold()


def display_name(name: str) -> str:
    return " ".join(unicodedata.normalize("NFC", name).split())
