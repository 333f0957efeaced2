"""A scroll area as tall as its word-wrapped content (the step card's texts): a layout gives the
texts all the room they need before anything else; it scrolls only when the window is too small."""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QScrollArea


class FitScroll(QScrollArea):
    """A scroll area that asks for the full height of its word-wrapped content at its present
    width, so a layout gives the texts all the room they need before anything else, and the
    area scrolls only when the window is really too small."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt style
        inner = self.widget()
        if inner is None or inner.layout() is None:
            return super().sizeHint()
        width = self.viewport().width() if self.viewport().width() > 50 else 400
        return QSize(super().sizeHint().width(), inner.layout().heightForWidth(width) + 2 * self.frameWidth())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt style
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()           # wrapped text: another width, another height
