"""A layout that places widgets left to right and wraps onto the next line when the width runs out
(the console's action buttons); hidden widgets take no room. `flow_rects` is where it puts them,
also where the set-up screen's ChipFlow paints its role chips."""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 6):
        super().__init__(parent)
        self._items: list = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item):
        self._items.append(item)

    def count(self):
        return len(self._items)

    def itemAt(self, index):
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index):
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self):
        return Qt.Orientation(0)

    def hasHeightForWidth(self):
        return True

    def heightForWidth(self, width):
        return self._do_layout(QRect(0, 0, width, 0), test=True)

    def setGeometry(self, rect):
        super().setGeometry(rect)
        self._do_layout(rect, test=False)

    def sizeHint(self):
        return self.minimumSize()

    def minimumSize(self):
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _do_layout(self, rect: QRect, test: bool) -> int:
        """Place the items in `rect` (only measure when `test`); returns the height used."""
        items = [item for item in self._items if item.widget() is None or not item.widget().isHidden()]
        rects = flow_rects([item.sizeHint() for item in items], rect.width(), self._spacing)
        if not test:
            for item, place in zip(items, rects):
                item.setGeometry(place.translated(rect.topLeft()))
        return max((place.bottom() + 1 for place in rects), default=0)


def flow_rects(sizes: list[QSize], width: int, spacing: int) -> list[QRect]:
    """Where boxes of `sizes` go in a row `width` wide, from (0, 0): left to right, `spacing` apart,
    a new line when the width runs out (a box wider than the row alone on its line). FlowLayout
    places widgets so; the set-up screen's ChipFlow paints its chips so."""
    out, x, y, line = [], 0, 0, 0
    for size in sizes:
        if x + size.width() > width and line:
            x, y, line = 0, y + line + spacing, 0
        out.append(QRect(x, y, size.width(), size.height()))
        x += size.width() + spacing
        line = max(line, size.height())
    return out
