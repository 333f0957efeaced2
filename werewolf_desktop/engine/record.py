"""The game record: a versioned JSON document holding the setup, the seed and the inputs.

    {"format": "werewolf-desktop-record", "version": 1,
     "setup": {...Setup.to_json()...}, "inputs": [{"t": "next"}, ...]}

Documented in docs/record-format.md. Loading checks the shape, then replays every input through
the engine, so a record that breaks a rule is refused with the step that breaks it.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..files import write_whole
from .errors import CatalogueError, RecordError, RuleError
from .jsonfile import RECORD_BYTES, read_json
from .game import Game
from .setup import Setup

FORMAT = "werewolf-desktop-record"
VERSION = 1


def to_record(game: Game) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "setup": game.setup.to_json(), "inputs": list(game.inputs)}


def from_record(data: Any) -> Game:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("record.bad_file", reason="not a Werewolf Desktop record")
    if data.get("version") != VERSION:
        raise RecordError("record.bad_version", version=data.get("version"))
    inputs = data.get("inputs")
    if not isinstance(inputs, list) or not all(isinstance(i, dict) for i in inputs):
        raise RecordError("record.bad_file", reason="inputs must be a list of objects")
    if not isinstance(data.get("setup"), dict):
        raise RecordError("record.bad_file", reason="setup missing")
    setup = Setup.from_json(data["setup"])
    try:
        return Game.replay(setup, inputs)
    except RuleError as err:
        index = err.params.get("index", "?")
        raise RecordError("record.bad_input", index=index + 1 if isinstance(index, int) else index,
                          reason=err.message("en")) from None


def load_record(path: str | Path) -> Game:
    try:
        data = read_json(path, max_bytes=RECORD_BYTES)
    except CatalogueError as err:
        raise RecordError("record.bad_file", reason=err.message("en")) from None
    return from_record(data)


def save_record(game: Game, path: str | Path) -> None:
    """Write atomically: a crash never leaves half a file."""
    write_whole(path, json.dumps(to_record(game), ensure_ascii=False, indent=1))
