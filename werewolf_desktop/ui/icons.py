"""Status icons from the toolkit, not emoji characters: they draw the same on every system, with
or without an emoji font (issue 22). Error, warning, information and close come from the style's
standard icons (Fusion's on Linux, the native ones on Windows and macOS); the privacy lock, which
Qt does not have, is the app's own SVG in resources/icons/.
"""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from ..paths import resource

# the style's standard pixmaps by name: QStyle (a Python type with 11 enums, ~5 ms) is made when
# the first icon is drawn, not when a screen that may show one is built
_STANDARD = {
    "error": "SP_MessageBoxCritical",
    "warning": "SP_MessageBoxWarning",
    "info": "SP_MessageBoxInformation",
    "close": "SP_TitleBarCloseButton",
}
_OWN = {"lock": "lock.svg"}
KINDS = tuple(_STANDARD) + tuple(_OWN)


@lru_cache(maxsize=None)
def icon(kind: str) -> QIcon:
    """The icon for `kind` (one of KINDS). Needs a QApplication."""
    if kind in _OWN:
        return _svg_icon(_OWN[kind])
    from PySide6.QtWidgets import QStyle

    return QApplication.style().standardIcon(getattr(QStyle.StandardPixmap, _STANDARD[kind]))


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
