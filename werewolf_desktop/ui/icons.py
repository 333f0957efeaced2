"""Status icons from the toolkit, not emoji characters: they draw the same on every system, with
or without an emoji font (issue 22). Error, warning, information and close come from the style's
standard icons (Fusion's on Linux, the native ones on Windows and macOS); the privacy lock, which
Qt does not have, is the app's own SVG in resources/icons/.
"""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QStyle

from ..paths import resource

_STANDARD = {
    "error": QStyle.StandardPixmap.SP_MessageBoxCritical,
    "warning": QStyle.StandardPixmap.SP_MessageBoxWarning,
    "info": QStyle.StandardPixmap.SP_MessageBoxInformation,
    "close": QStyle.StandardPixmap.SP_TitleBarCloseButton,
}
_OWN = {"lock": "lock.svg"}
KINDS = tuple(_STANDARD) + tuple(_OWN)


@lru_cache(maxsize=None)
def icon(kind: str) -> QIcon:
    """The icon for `kind` (one of KINDS). Needs a QApplication."""
    if kind in _OWN:
        return _svg_icon(_OWN[kind])
    return QApplication.style().standardIcon(_STANDARD[kind])


def _svg_icon(name: str) -> QIcon:
    """Drawn with Qt SVG (as the role art is), not through an icon-engine plugin a frozen bundle
    might leave out."""
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(resource("icons", name)))
    result = QIcon()
    for size in (16, 24, 32, 48, 64):
        pm = QPixmap(size, size)
        pm.fill(Qt.transparent)
        painter = QPainter(pm)
        renderer.render(painter)
        painter.end()
        result.addPixmap(pm)
    return result


def pixmap(kind: str, size: int, dpr: float = 1.0) -> QPixmap:
    """`icon(kind)` at `size` logical pixels, sharp on a high-density screen."""
    pm = icon(kind).pixmap(round(size * dpr), round(size * dpr))
    pm.setDevicePixelRatio(dpr)
    return pm
