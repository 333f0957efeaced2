"""Text shown as typed (issue 29.16): a player's name is plain text everywhere, so markup in a
name ("<h1>", "<img src=…>") can neither blow up a tile nor draw a local file.

    Label(...)        a QLabel that never reads its text as rich text (use it instead of QLabel)
    PaintedText(...)  one line drawn as typed, for the window's shell (no Qt namespace needed)
    plain_tip(text)   a tooltip that Qt shows as typed (a tooltip is rich text when it looks like it)

The Qt namespace (`Qt.TextFormat`, …) is looked up when first used, not at import: PySide6 builds
its ~95 enums then (~15 ms), and the window's shell paints before that (issue 32).
"""
from __future__ import annotations

from PySide6 import QtCore, QtGui
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QLabel, QWidget


class Label(QLabel):
    """QLabel with Qt.PlainText: the text is drawn as typed, never guessed to be HTML."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.setTextFormat(QtCore.Qt.TextFormat.PlainText)


# a Label's flags, as numbers: Qt.AlignLeft | Qt.TextExpandTabs to measure, with Qt.AlignVCenter to draw
_MEASURE = 0x0001 | 0x0400
_DRAW = _MEASURE | 0x0080


class PaintedText(QWidget):
    """One line of text drawn as typed, sized and drawn as a Label of one line with its font and
    `colour` (None: the palette's text colour) would be. The window's shell shows its title and
    "opening…" with it: a Label needs the Qt namespace (its text format), which is built only
    after the first paint."""

    def __init__(self, font, colour=None, parent=None):
        super().__init__(parent)
        self.setFont(font)
        self._colour = colour
        self._text = ""

    def setText(self, text: str) -> None:            # noqa: N802 - QLabel's name
        self._text = text
        self.updateGeometry()
        self.update()

    def text(self) -> str:
        return self._text

    def sizeHint(self) -> QSize:                     # noqa: N802 - Qt's name
        return QFontMetrics(self.font()).boundingRect(QRect(0, 0, 2000, 2000), _MEASURE, self._text).size()

    def minimumSizeHint(self) -> QSize:              # noqa: N802 - Qt's name
        return self.sizeHint()

    def paintEvent(self, _event) -> None:            # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setPen(self._colour if self._colour is not None else self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawText(self.rect(), _DRAW, self._text)
        painter.end()


def plain_tip(text: str) -> str:
    """`text` as a tooltip that shows it as typed: escaped into HTML when Qt would take it for HTML."""
    if text and QtGui.Qt.mightBeRichText(text):
        return QtGui.Qt.convertFromPlainText(text, QtCore.Qt.WhiteSpaceMode.WhiteSpacePre)
    return text
