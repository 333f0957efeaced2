"""Colours, fonts and art for every screen, from `resources/theme.json` (through the shared
loader `werewolf_desktop.theme`), `resources/fonts/` and `resources/art/*.svg` (read at run time,
so new art shows without a code change)."""
from __future__ import annotations

from functools import lru_cache

from PySide6 import QtCore, QtGui     # (QIcon, QPainter, QRectF: their types are made when first used)
from PySide6.QtGui import QColor, QFont, QFontDatabase, QPixmap

from ..paths import resource
from ..theme import palette, team_colour

CJK_FAMILY = "WenQuanYi Micro Hei"
FONT_FILE = ("fonts", "WenQuanYiMicroHei.ttf")

# sizes (points) of the console's text
SIZE_LINES = 17          # the lines read aloud
SIZE_SECOND = 12         # the second language under them
SIZE_BIG = 40            # private info shown to a player
SIZE_HEADER = 15


def color(name: str) -> QColor:
    return QColor(hex_color(name))


def hex_color(name: str) -> str:
    value = palette().get(name)
    return value if isinstance(value, str) else "#000000"


def team_color(team: str | None, light: bool = False) -> QColor:
    return QColor(team_colour(team or "none", light))


def team_hex(team: str | None, light: bool = False) -> str:
    return team_colour(team or "none", light)


def mix(a: str, b: str, t: float) -> str:
    """The colour `t` of the way from `a` to `b` (hex)."""
    ca, cb = QColor(a), QColor(b)
    return QColor(round(ca.red() + (cb.red() - ca.red()) * t), round(ca.green() + (cb.green() - ca.green()) * t),
                  round(ca.blue() + (cb.blue() - ca.blue()) * t)).name()


@lru_cache(maxsize=1)
def shades() -> dict[str, str]:
    """The screens' colour words beyond theme.json's (one set for the console and the set-up,
    deal, print and help screens): ink on paper, white cards with a warm hairline, the accent for
    the current choice. Every text colour here but the greyed-out ones is at least 4.5:1 (WCAG AA)
    on the background it is used on."""
    p = palette()
    return {
        "paper": p["paper"],            # the window
        "card": "#ffffff",              # panels, fields, the step card
        "tint": "#f4efe4",              # neutral chips and hints on a card or on paper
        "line": "#d9d2c3",              # borders of cards and fields
        "ink": p["ink"],                # text
        "muted": "#656a76",             # secondary text (5.1:1 on paper)
        "disabled": "#9a9ea6",          # greyed-out text
        "accent": p["accent"],          # focus, the current seat, the chosen option
        "accent_tint": "#f3e3c4",       # a selected row
        "primary": p["ink"],            # the one main button: white on ink
        "primary_hover": mix(p["ink"], "#ffffff", 0.14),
        "primary_off": "#a9adb6",
        "danger": p["team"]["wolf"],    # reasons, destructive buttons
        "private": "#fff7e0",           # what only one player may see
        "error_bg": "#fde8e8", "error_line": "#d98c8c", "error_text": "#5c1111",
        "warning_bg": "#fff4d9", "warning_line": "#dcb461", "warning_text": "#5a3a00",
        "info_bg": "#e8f1fb", "info_line": "#8fb3dc", "info_text": "#12345a",
        "ok_bg": "#e3f1e7", "ok_line": "#0f7a35",
    }


# ------------------------------------------------------------------------------------ fonts
_registered: list[str] = []


# The system's own UI font comes first (Latin punctuation, quotes, ✓ and … drawn as designed);
# the bundled CJK font follows it as the fallback for Chinese. Without a Latin-first family,
# fontconfig may hand "Sans Serif" to a CJK font, whose full-width “ ” … look wrong in en/de.
LATIN_FAMILIES = ("Segoe UI", ".AppleSystemUIFont", "Helvetica Neue", "Noto Sans", "DejaVu Sans",
                  "Liberation Sans", "Cantarell", "Arial")


def register_fonts() -> list[str]:
    """The bundled CJK font registered and made the fallback of the application font (no tofu for
    Chinese). Needs a QGuiApplication. Returns the families added (empty if the file is missing)."""
    fall_back_to_cjk()
    return register_cjk_font()


def register_cjk_font() -> list[str]:
    """Register the bundled CJK font file (4.6 MB read: ~5 ms); once. The start does it before the
    first paint only for a Chinese first frame, else right after it (ui/app.py): the application
    font already names the family (fall_back_to_cjk), so the Chinese drawn later finds it."""
    if not _registered:
        path = resource(*FONT_FILE)
        if path.exists():
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id >= 0:
                _registered.extend(QFontDatabase.applicationFontFamilies(font_id))
    return _registered


def fall_back_to_cjk() -> None:
    """The application font: the system's Latin UI family first, then the CJK family (the bundled
    one, registered now or later) as every font's fallback."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None or CJK_FAMILY in app.font().families():
        return
    installed = set(QFontDatabase.families())
    latin = next((f for f in LATIN_FAMILIES if f in installed), None)
    base = app.font()
    families = [latin] if latin else [f for f in base.families() if f != CJK_FAMILY] or [base.family()]
    for f in families:
        QFont.insertSubstitution(f, CJK_FAMILY)
    base.setFamilies(families + [CJK_FAMILY])
    app.setFont(base)


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
@lru_cache(maxsize=8)          # a picture drawn at several sizes (the app icon: six) is read once
def _renderer(name: str):
    from PySide6.QtSvg import QSvgRenderer  # imported on first use only

    path = resource("art", name)
    if not path.exists():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


@lru_cache(maxsize=256)
def _art(name: str, size: int, dpr_key: int) -> QPixmap:
    """`name` drawn at `size` logical pixels for a screen of pixel ratio dpr_key/100: drawn from its SVG
    once, then read back from the drawings kept between starts (art_cache)."""
    from . import art_cache             # (pickle and QImage: with the first picture, after the first paint)

    dpr = dpr_key / 100
    px = int(size * dpr)
    path = resource("art", name)
    image = art_cache.image(path, px)
    if image is None:
        image = QtGui.QImage(px, px, QtGui.QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)                   # transparent
        renderer = _renderer(name)
        if renderer is not None:
            painter = QtGui.QPainter(image)
            painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
            renderer.render(painter, QtCore.QRectF(0, 0, size * dpr, size * dpr))
            painter.end()
            art_cache.keep(path, px, image)
    pix = QPixmap.fromImage(image)
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
def app_icon() -> QtGui.QIcon:
    """The window's icon: resources/art/icon.svg drawn at six sizes. (It was first read as an SVG
    icon, kept if it listed its sizes: Qt's SVG icon engine lists none, so that icon was always
    dropped for these six, after loading the engine's plugin for it: ~2.5 ms and 0.12 MiB at
    every start, issue 32.)"""
    icon = QtGui.QIcon()
    for size in (16, 32, 48, 64, 128, 256):
        icon.addPixmap(art("icon.svg", size))
    return icon
