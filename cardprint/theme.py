"""Colours from `resources/theme.json` (team colours, ink, paper), as reportlab colours."""
from __future__ import annotations

from reportlab.lib.colors import Color, HexColor

from werewolf_desktop import theme as _palette


def colour(name: str) -> Color:
    """A named theme colour: ink, paper, accent, night, day, dead."""
    return HexColor(_palette.colour(name))


def team(team_id: str) -> Color:
    return HexColor(_palette.team_colour(team_id))


def team_light(team_id: str) -> Color:
    return HexColor(_palette.team_colour(team_id, light=True))


WHITE = HexColor("#ffffff")
BLACK = HexColor("#000000")


def mix(a: Color, b: Color, t: float) -> Color:
    """`a` moved a fraction `t` towards `b` (a solid colour: no transparency in print files)."""
    return Color(a.red + (b.red - a.red) * t, a.green + (b.green - a.green) * t, a.blue + (b.blue - a.blue) * t)
