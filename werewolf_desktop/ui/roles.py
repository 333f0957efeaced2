"""A role as the screens show it: its name in a language, its team's name, its art as a pixmap."""
from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QPixmap

from ..engine import catalogue
from ..i18n import text, tr
from .theme import role_art


def display_name(role_id: str | None, lang: str) -> str:
    """The role's name in `lang`, the one every screen of the console shows: "" for no role, the
    id itself for a role the catalogue does not know (a record from a newer version)."""
    if not role_id:
        return ""
    role = catalogue().roles.get(role_id)
    return text(role.name, lang) if role else role_id


def team_name(team: str, lang: str) -> str:
    return tr(f"team.{team}", lang)


def role_pixmap(role_id: str, size: int, ratio: float | None = None) -> QPixmap:
    """The role's art at `size` logical pixels (the console's renderer: ui/theme.role_art)."""
    if ratio is None:
        app = QGuiApplication.instance()
        ratio = app.devicePixelRatio() if app is not None else 1.0
    return role_art(role_id, size, ratio)
