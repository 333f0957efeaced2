"""A screen column that scrolls only up and down, and a form row whose label is centred on its field."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget


class ColumnScroll(QScrollArea):
    """A column of the screen that scrolls up and down, never sideways: the widget inside is as
    wide as the column and as high as it needs for that width (word-wrapped text included); the
    column is never narrower than the widget's minimum width plus a scroll bar, so the layout
    around it sees that minimum and nothing is cut off on the right.

    `min_height`: the lowest it gets."""

    def __init__(self, widget: QWidget, parent: QWidget | None = None, min_height: int = 120):
        super().__init__(parent)
        self._min_height = min_height
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidget(widget)               # (which also filters the widget's events through eventFilter)

    def _extra_width(self) -> int:
        # (QScrollBar.sizeHint is the style's PM_ScrollBarExtent for the bar, style sheet included)
        return self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt style
        inner = self.widget()
        if inner is None:
            return super().minimumSizeHint()
        width = inner.minimumSizeHint().expandedTo(inner.minimumSize()).width()
        return QSize(width + self._extra_width(), self._min_height)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt style
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        hint = inner.sizeHint()
        width = max(hint.width() + self._extra_width(), self.minimumSizeHint().width())
        return QSize(width, max(self._min_height, hint.height() + 2 * self.frameWidth()))

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt style
        if obj is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()          # the content's minimum width may have changed
        return super().eventFilter(obj, event)


def form_row(form, label: QLabel, field: QWidget) -> None:
    """Add a row to a QFormLayout with its label centred on the field (not stuck to its top)."""
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    label.setMinimumHeight(field.sizeHint().height())
    form.addRow(label, field)


def size_to_current_page(stack) -> None:
    """A QStackedWidget as high and wide as the page it shows, not as its biggest page (a hidden
    page's minimum, e.g. the deal's QR code, must not make a low screen scroll another page)."""
    from PySide6.QtWidgets import QSizePolicy

    def follow(*_):
        for i in range(stack.count()):
            page = stack.widget(i)
            policy = QSizePolicy.Policy.Preferred if page is stack.currentWidget() else QSizePolicy.Policy.Ignored
            page.setSizePolicy(policy, policy)
        stack.updateGeometry()

    stack.currentChanged.connect(follow)
    follow()
