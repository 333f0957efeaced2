"""A line of text with a status icon before it (a set-up check, a resume problem, the privacy
indicator): the icon is the toolkit's (ui/icons.py), so no emoji font is needed."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout

from .. import icons
from .plain import Label


class IconText(QFrame):
    """An icon (or none) and a word-wrapped text. `text()` is the text alone."""

    def __init__(self, kind: str | None = None, message: str = "", parent=None, icon_size: int = 16,
                 wrap: bool = True):
        super().__init__(parent)
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.icon_size = icon_size
        self.icon = Label(self)
        self.icon.setFixedSize(icon_size, icon_size)
        self.label = Label(self)
        self.label.setWordWrap(wrap)
        self.label.setTextInteractionFlags(Qt.TextSelectableByMouse)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.icon, 0, Qt.AlignTop)
        layout.addWidget(self.label, 1 if wrap else 0)
        self.set(kind, message)

    def set(self, kind: str | None, message: str) -> None:
        self.kind = kind
        if kind and kind in icons.KINDS:
            self.icon.setPixmap(icons.pixmap(kind, self.icon_size, self.devicePixelRatioF()))
            self.icon.show()
        else:
            self.icon.clear()
            self.icon.hide()
        self.label.setText(message)
        self.setAccessibleName(message)

    def text(self) -> str:
        return self.label.text()

    def setFont(self, font) -> None:      # noqa: N802 (Qt name)
        self.label.setFont(font)
