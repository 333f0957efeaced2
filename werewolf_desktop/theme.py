"""The one palette of the app, from `resources/theme.json`: team colours, their pale tints, ink,
paper, accent, night, day, dead — as "#rrggbb" strings. Pure Python: the console turns them into
QColors, the printer into reportlab colours, the phone page into CSS.

A missing or broken theme.json never stops the app: these built-in colours (the shipped ones)
stand in, and tests/test_art.py keeps the file valid.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache

from .paths import resource

BUILT_IN = {
    "team": {"village": "#1d5fa0", "wolf": "#a8262b", "third": "#6b3fa0", "none": "#5a6270"},
    "team_light": {"village": "#dde9f6", "wolf": "#f7dede", "third": "#ece2f6", "none": "#e8eaed"},
    "ink": "#1f2a44", "paper": "#fbf8f1", "accent": "#9a6100", "night": "#1b2340", "day": "#a35a00", "dead": "#6b6f76",
}
_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")


@lru_cache(maxsize=1)
def palette() -> dict:
    """theme.json merged over the built-in colours; anything that is not a #rrggbb colour is ignored."""
    data = json.loads(json.dumps(BUILT_IN))
    try:
        loaded = json.loads(resource("theme.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        loaded = {}
    for key, value in (loaded.items() if isinstance(loaded, dict) else ()):
        if isinstance(value, dict) and isinstance(data.get(key), dict):
            data[key].update({k: v for k, v in value.items() if isinstance(v, str) and _HEX.match(v)})
        elif isinstance(value, str) and _HEX.match(value):
            data[key] = value
    return data


def colour(name: str) -> str:
    return palette().get(name, BUILT_IN["ink"])


def team_colour(team: str, light: bool = False) -> str:
    table = palette()["team_light" if light else "team"]
    return table.get(team, table["none"])
