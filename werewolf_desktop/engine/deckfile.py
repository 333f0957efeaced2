"""Custom deck files: a host's own board, saved and opened again (File → Save deck… / Open deck…).

    {"format": "werewolf-desktop-deck", "version": 1, "name": "Friday 10", "ruleset": "standard",
     "players": 10, "deck": {"werewolf": 3, "seer": 1, …}, "options": {"win": "city"}}

Opening checks everything a deck file can get wrong and says what, in the user's language; a
broken file is never half-used.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..files import write_whole
from .catalogue import Catalogue, catalogue
from .errors import CatalogueError
from .jsonfile import DECK_BYTES, read_json
from .setup import check_deck

FORMAT = "werewolf-desktop-deck"
VERSION = 1


def deck_document(name: str, ruleset: str, players: int, deck: dict[str, int], options: dict[str, Any]) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "name": name, "ruleset": ruleset, "players": players,
            "deck": {k: v for k, v in deck.items() if v}, "options": options}


def parse_deck(data: Any, cat: Catalogue | None = None) -> dict[str, Any]:
    """Validate a deck document; returns it unchanged or raises CatalogueError."""
    cat = cat or catalogue()
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CatalogueError("deckfile.not_a_deck")
    if data.get("version") != VERSION:
        raise CatalogueError("deckfile.bad_version", version=data.get("version"))
    if not isinstance(data.get("name", ""), str):
        raise CatalogueError("deckfile.bad_field", field="name")
    players = data.get("players")
    if not isinstance(players, int) or isinstance(players, bool):
        raise CatalogueError("deckfile.bad_field", field="players")
    deck = data.get("deck")
    if not isinstance(deck, dict) or not all(isinstance(k, str) for k in deck):
        raise CatalogueError("deckfile.bad_field", field="deck")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise CatalogueError("deckfile.bad_field", field="options")
    ruleset = cat.ruleset(data.get("ruleset", cat.default_ruleset))
    for name, value in options.items():
        cat.check_option(name, value)
    check = check_deck(deck, players, {**ruleset.options, **options}, cat)
    if not check.ok:
        raise check.errors[0]
    return data


def load_deck(path: str | Path) -> dict[str, Any]:
    """A deck file, read with limits (jsonfile.py: a regular UTF-8 file, at most 1 MB, nested at
    most 32 deep) and checked."""
    return parse_deck(read_json(path, max_bytes=DECK_BYTES))


def save_deck(document: dict[str, Any], path: str | Path) -> None:
    parse_deck(document)
    write_whole(path, json.dumps(document, ensure_ascii=False, indent=1))
