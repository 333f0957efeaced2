"""A role as the screens show it: its name in a language, its team's name, its art as a pixmap."""
from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QPixmap

from ..describe import group_name  # noqa: F401 - the one group name
from ..i18n import role_name as display_name  # noqa: F401 - the one role name, under the screens' word
from ..i18n import tr
from .theme import role_art


def team_name(team: str, lang: str) -> str:
    return tr(f"team.{team}", lang)


def role_pixmap(role_id: str, size: int, ratio: float | None = None) -> QPixmap:
    """The role's art at `size` logical pixels (the console's renderer: ui/theme.role_art)."""
    if ratio is None:
        app = QGuiApplication.instance()
        ratio = app.devicePixelRatio() if app is not None else 1.0
    return role_art(role_id, size, ratio)
