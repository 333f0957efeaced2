"""Colours, fonts and art for the console, from `resources/theme.json`, `resources/fonts/` and
`resources/art/*.svg` (read at run time, so new art shows without a code change)."""
from __future__ import annotations

import json
from functools import lru_cache

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QFontDatabase, QIcon, QPainter, QPixmap

from ..paths import resource

CJK_FAMILY = "WenQuanYi Micro Hei"
FONT_FILE = ("fonts", "WenQuanYiMicroHei.ttf")

_DEFAULTS = {
    "team": {"village": "#1d5fa0", "wolf": "#a8262b", "third": "#6b3fa0", "none": "#5a6270"},
    "team_light": {"village": "#dde9f6", "wolf": "#f7dede", "third": "#ece2f6", "none": "#e8eaed"},
    "ink": "#1f2a44", "paper": "#fbf8f1", "accent": "#9a6100", "night": "#1b2340", "day": "#a35a00",
    "dead": "#6b6f76",
}

# sizes (points) of the console's text
SIZE_LINES = 17          # the lines read aloud
SIZE_SECOND = 12         # the second language under them
SIZE_BIG = 40            # private info shown to a player
SIZE_HEADER = 15


@lru_cache(maxsize=1)
def palette() -> dict:
    """theme.json merged over built-in defaults (a missing or broken file never stops the app)."""
    data = json.loads(json.dumps(_DEFAULTS))
    try:
        loaded = json.loads(resource("theme.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        loaded = {}
    for key, value in loaded.items():
        if isinstance(value, dict) and isinstance(data.get(key), dict):
            data[key].update(value)
        else:
            data[key] = value
    return data


def color(name: str) -> QColor:
    return QColor(palette().get(name, "#000000"))


def hex_color(name: str) -> str:
    return str(palette().get(name, "#000000"))


def team_color(team: str | None, light: bool = False) -> QColor:
    table = palette()["team_light" if light else "team"]
    return QColor(table.get(team or "none", table.get("none", "#888888")))


def team_hex(team: str | None, light: bool = False) -> str:
    return team_color(team, light).name()


# ------------------------------------------------------------------------------------ fonts
_registered: list[str] = []


def register_fonts() -> list[str]:
    """Register the bundled CJK font and make it every font's fallback (no tofu for Chinese).
    Needs a QGuiApplication. Returns the families added (empty if the file is missing)."""
    if _registered:
        return _registered
    path = resource(*FONT_FILE)
    if path.exists():
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            _registered.extend(QFontDatabase.applicationFontFamilies(font_id))
    family = _registered[0] if _registered else CJK_FAMILY
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is not None:
        base = app.font()
        families = [f for f in base.families() if f != family] or [base.family()]
        for f in families:
            QFont.insertSubstitution(f, family)
        base.setFamilies(families + [family])
        app.setFont(base)
    for generic in ("Sans Serif", "Serif", "Monospace", "Helvetica", "Arial", "Segoe UI", ".AppleSystemUIFont"):
        QFont.insertSubstitution(generic, family)
    return _registered


def font(points: float | None = None, bold: bool = False, base: QFont | None = None) -> QFont:
    """The application font at `points`, with the CJK family as fallback."""
    from PySide6.QtGui import QGuiApplication

    f = QFont(base if base is not None else QGuiApplication.font())
    if points:
        f.setPointSizeF(points)
    f.setBold(bold)
    families = list(f.families()) or [f.family()]
    if CJK_FAMILY not in families:
        f.setFamilies(families + [CJK_FAMILY])
    return f


# ------------------------------------------------------------------------------------ art
def _renderer(name: str):
    from PySide6.QtSvg import QSvgRenderer  # imported on first use only

    path = resource("art", name)
    if not path.exists():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


@lru_cache(maxsize=256)
def _art(name: str, size: int, dpr_key: int) -> QPixmap:
    dpr = dpr_key / 100
    from PySide6.QtCore import Qt

    pix = QPixmap(int(size * dpr), int(size * dpr))
    pix.fill(Qt.transparent)
    renderer = _renderer(name)
    if renderer is not None:
        painter = QPainter(pix)
        painter.setRenderHint(QPainter.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size * dpr, size * dpr))
        painter.end()
    pix.setDevicePixelRatio(dpr)
    return pix


def art(name: str | None, size: int = 48, dpr: float = 1.0) -> QPixmap:
    """An SVG from resources/art drawn at `size` logical pixels (blank if missing)."""
    if not name:
        name = "back.svg"
    if not name.endswith(".svg"):
        name += ".svg"
    return _art(name, int(size), int(round(dpr * 100)))


def role_art(role_id: str | None, size: int = 48, dpr: float = 1.0) -> QPixmap:
    if not role_id:
        return art("back.svg", size, dpr)
    from ..engine import catalogue

    role = catalogue().roles.get(role_id)
    return art(role.art if role else f"{role_id}.svg", size, dpr)


@lru_cache(maxsize=1)
def app_icon() -> QIcon:
    path = resource("art", "icon.svg")
    icon = QIcon(str(path)) if path.exists() else QIcon()
    if icon.isNull() or not icon.availableSizes():
        icon = QIcon()
        for size in (16, 32, 48, 64, 128, 256):
            icon.addPixmap(art("icon.svg", size))
    return icon


def stylesheet() -> str:
    """The console's style sheet (colours only: fonts stay Qt fonts so the CJK fallback holds)."""
    p = palette()
    return f"""
    QWidget#Console, QWidget#GameOver, QWidget#ResumePage, QFrame#StartPage {{ background: {p['paper']}; }}
    QFrame#StepCard {{ background: #ffffff; border: 1px solid #d9d2c3; border-radius: 10px; }}
    QLabel#Lines {{ color: {p['ink']}; }}
    QLabel#Second {{ color: #6f7480; }}
    QLabel#ModeratorNote {{ color: {p['accent']}; }}
    QFrame#Private {{ background: #fff7e0; border: 2px dashed {p['accent']}; border-radius: 10px; }}
    QFrame#Banner {{ background: #fde8e8; border: 1px solid #d98c8c; border-radius: 6px; }}
    QFrame#Banner[level="info"] {{ background: #e8f1fb; border: 1px solid #8fb3dc; }}
    QLabel#BannerText {{ color: #5c1111; }}
    QFrame#Banner[level="info"] QLabel#BannerText {{ color: #12345a; }}
    QPushButton#Primary {{ background: {p['ink']}; color: white; border-radius: 6px; padding: 8px 18px; }}
    QPushButton#Primary:disabled {{ background: #a9adb6; }}
    QPushButton#Danger {{ color: {p['team']['wolf']}; }}
    """
