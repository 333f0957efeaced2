"""Colours from `resources/theme.json` (team colours, ink, paper), as reportlab colours."""
from __future__ import annotations

import json
from functools import lru_cache

from reportlab.lib.colors import Color, HexColor

from werewolf_desktop.paths import resource

_DEFAULTS = {
    "team": {"village": "#1d5fa0", "wolf": "#a8262b", "third": "#6b3fa0", "none": "#5a6270"},
    "team_light": {"village": "#dde9f6", "wolf": "#f7dede", "third": "#ece2f6", "none": "#e8eaed"},
    "ink": "#1f2a44",
    "paper": "#fbf8f1",
    "accent": "#9a6100",
    "night": "#1b2340",
    "day": "#a35a00",
    "dead": "#6b6f76",
}


@lru_cache(maxsize=None)
def _theme() -> dict:
    data = json.loads(json.dumps(_DEFAULTS))
    path = resource("theme.json")
    if path.exists():
        loaded = json.loads(path.read_text(encoding="utf-8"))
        for key, value in loaded.items():
            if isinstance(value, dict) and isinstance(data.get(key), dict):
                data[key].update(value)
            else:
                data[key] = value
    return data


def colour(name: str) -> Color:
    """A named theme colour: ink, paper, accent, night, day, dead."""
    return HexColor(_theme()[name])


def team(team_id: str) -> Color:
    t = _theme()["team"]
    return HexColor(t.get(team_id, t["none"]))


def team_light(team_id: str) -> Color:
    t = _theme()["team_light"]
    return HexColor(t.get(team_id, t["none"]))


WHITE = HexColor("#ffffff")
BLACK = HexColor("#000000")


def mix(a: Color, b: Color, t: float) -> Color:
    """`a` moved a fraction `t` towards `b` (a solid colour: no transparency in print files)."""
    return Color(a.red + (b.red - a.red) * t, a.green + (b.green - a.green) * t, a.blue + (b.blue - a.blue) * t)
