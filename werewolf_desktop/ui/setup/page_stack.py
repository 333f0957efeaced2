"""Pages of which one is shown (the set-up screen's preset / custom deck pages)."""
from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget


class PageStack(QWidget):
    """Pages of which one is shown; the hidden ones take no room. (A QStackedWidget asks every
    page for its height-for-width, so a long hidden page would leave a gap under a short one.)"""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._pages: list[QWidget] = []
        self._current = -1

    def addWidget(self, page: QWidget) -> int:  # noqa: N802 - Qt style
        self._pages.append(page)
        self._layout.addWidget(page)
        page.setVisible(len(self._pages) - 1 == self._current)
        return len(self._pages) - 1

    def count(self) -> int:
        return len(self._pages)

    def widget(self, index: int) -> QWidget | None:
        return self._pages[index] if 0 <= index < len(self._pages) else None

    def currentIndex(self) -> int:  # noqa: N802 - Qt style
        return self._current

    def setCurrentIndex(self, index: int) -> None:  # noqa: N802 - Qt style
        self._current = index
        for i, page in enumerate(self._pages):
            page.setVisible(i == index)
