"""A label and a combo box that cut their text with "…" instead of growing past their room."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QComboBox, QSizePolicy, QStyle, QStyleOptionComboBox, QStylePainter, QWidget
from .plain import Label, plain_tip


class ElidedLabel(Label):
    """A one-line label that may get narrower than its text: it then ends in "…" and its tooltip
    says the whole text (its own tooltip, if any, follows on the next line).

    `shrink` (0 < shrink ≤ 1): before cutting, the text is drawn smaller, down to that share of the
    font size ("Dorfbewohner" on a small seat tile reads whole, a little smaller)."""

    def __init__(self, parent: QWidget | None = None, min_chars: int = 4, shrink: float = 1.0):
        super().__init__(parent)
        self._tip = ""
        self._min_chars = min_chars
        self._shrink = shrink
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def setToolTip(self, tip: str) -> None:  # noqa: N802 - Qt style
        self._tip = tip
        self._update_tip()

    def setText(self, value: str) -> None:  # noqa: N802 - Qt style
        super().setText(value)
        self._update_tip()

    def _overflows(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()

    def _fitted_font(self) -> QFont:
        """The font the text is drawn in: this label's, made smaller (down to `shrink`) to fit."""
        font = QFont(self.font())
        width = self.fontMetrics().horizontalAdvance(self.text())
        room = self.contentsRect().width()
        if width > room > 0 and self._shrink < 1.0:
            factor = max(self._shrink, room / width)
            if font.pointSizeF() > 0:
                font.setPointSizeF(font.pointSizeF() * factor)
            else:
                font.setPixelSize(max(1, int(font.pixelSize() * factor)))
        return font

    def is_elided(self) -> bool:
        """The text is cut: it does not fit even at the smallest size allowed."""
        if not self._overflows():
            return False
        return QFontMetrics(self._fitted_font()).horizontalAdvance(self.text()) > self.contentsRect().width()

    def _update_tip(self) -> None:
        tip = self._tip
        if self.is_elided():
            tip = f"{self.text()}\n{tip}" if tip else self.text()
        super().setToolTip(plain_tip(tip))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt style
        hint = super().minimumSizeHint()
        fm = self.fontMetrics()
        shortest = fm.horizontalAdvance(self.text()[:self._min_chars] + "…")
        m = self.contentsMargins()
        return QSize(min(hint.width(), shortest + m.left() + m.right()), hint.height())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt style
        super().resizeEvent(event)
        self._update_tip()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt style
        if not self._overflows():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        rect = self.contentsRect()
        font = self._fitted_font()
        painter.setFont(font)
        shown = QFontMetrics(font).elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        self.style().drawItemText(painter, rect, int(self.alignment()), self.palette(), self.isEnabled(), shown,
                                  self.foregroundRole())


class ElidedComboBox(QComboBox):
    """A combo box as wide as its longest choice when there is room, but that may get narrower
    (down to `min_chars` characters): the shown choice then ends in "…" and its tooltip says it
    whole; the list that drops down is as wide as the longest choice."""

    def __init__(self, parent: QWidget | None = None, min_chars: int = 12):
        super().__init__(parent)
        self._tip = ""
        self._min_chars = min_chars
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.currentIndexChanged.connect(self._update_tip)

    def setToolTip(self, tip: str) -> None:  # noqa: N802 - Qt style
        self._tip = tip
        self._update_tip()

    def _text_rect_width(self) -> int:
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        rect = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                           QStyle.SubControl.SC_ComboBoxEditField, self)
        return rect.width()

    def is_elided(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.currentText()) > self._text_rect_width()

    def _update_tip(self, *_) -> None:
        tip = self._tip
        if self.is_elided():
            tip = f"{self.currentText()}\n{tip}" if tip else self.currentText()
        super().setToolTip(plain_tip(tip))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt style
        hint = super().minimumSizeHint()
        natural = self.sizeHint().width()
        fm = self.fontMetrics()
        frame = natural - max([fm.horizontalAdvance(self.itemText(i)) for i in range(self.count())] or [0])
        return QSize(min(hint.width(), max(0, frame) + fm.averageCharWidth() * self._min_chars), hint.height())

    def showPopup(self) -> None:  # noqa: N802 - Qt style
        fm = self.view().fontMetrics()
        widest = max([fm.horizontalAdvance(self.itemText(i)) for i in range(self.count())] or [0])
        self.view().setMinimumWidth(min(widest + 40, 900))
        super().showPopup()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt style
        super().resizeEvent(event)
        self._update_tip()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt style
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        width = self._text_rect_width()
        opt.currentText = self.fontMetrics().elidedText(opt.currentText, Qt.TextElideMode.ElideRight, width)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)
