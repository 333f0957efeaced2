"""Reading a JSON file the host gave us (a role record of their own, a deck, a game record) with
limits: a regular file only (a FIFO or a device named `*.json` would block the read forever), at
most `max_bytes`, UTF-8, nested at most `max_depth` deep (checked before parsing, so no checker
later recurses itself to death). Every refusal is a `CatalogueError` naming the file, in the
host's language (keys `jsonfile.*`).

    read_json(path, max_bytes=…, max_depth=MAX_DEPTH) -> the parsed value
"""
from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any

from .errors import CatalogueError

MAX_DEPTH = 32                 # shipped roles nest 8 deep, records 4, decks 3
ROLE_BYTES = 256 * 1024        # a shipped role is under 5 KB
DECK_BYTES = 1_000_000
RECORD_BYTES = 16 * 1024 * 1024   # a long game's record is a few hundred KB

_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_BRACKETS = re.compile(r"[\[\]{}]")


def nesting(text: str) -> int:
    """How deep the JSON text's arrays and objects nest (brackets inside strings do not count)."""
    depth = deepest = 0
    for bracket in _BRACKETS.findall(_STRINGS.sub("", text)):
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def read_json(path: str | Path, *, max_bytes: int, max_depth: int = MAX_DEPTH) -> Any:
    path = Path(path)
    name = path.name
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise CatalogueError("jsonfile.not_a_file", path=name)
        if info.st_size > max_bytes:
            raise CatalogueError("jsonfile.too_big", path=name, limit=max_bytes // 1024)
        with open(path, "rb") as file:
            raw = file.read(max_bytes + 1)
    except OSError as exc:
        raise CatalogueError("jsonfile.unreadable", path=name, reason=exc.strerror or str(exc)) from None
    if len(raw) > max_bytes:
        raise CatalogueError("jsonfile.too_big", path=name, limit=max_bytes // 1024)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise CatalogueError("jsonfile.not_utf8", path=name) from None
    if nesting(text) > max_depth:
        raise CatalogueError("jsonfile.too_deep", path=name, depth=max_depth)
    try:
        return json.loads(text)
    except ValueError as exc:       # JSONDecodeError, and "Out of range float values" and the like
        line = getattr(exc, "lineno", "?")
        raise CatalogueError("jsonfile.bad_json", path=name, line=line, reason=getattr(exc, "msg", str(exc))) from None
    except RecursionError:          # (the depth check above keeps this from happening)
        raise CatalogueError("jsonfile.too_deep", path=name, depth=max_depth) from None
