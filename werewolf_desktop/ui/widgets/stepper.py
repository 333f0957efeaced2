"""A spin box with big − / + buttons."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QHBoxLayout, QSizePolicy, QSpinBox, QToolButton, QWidget

from ..style import repolish


class Stepper(QWidget):
    """A spin box with big − / + buttons beside it (native spin arrows are too small to hit).
    `spin` is the QSpinBox itself."""

    def __init__(self, parent: QWidget | None = None, spin: QAbstractSpinBox | None = None):
        super().__init__(parent)
        self.spin = spin or QSpinBox(self)
        self.spin.setParent(self)
        self.spin.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
        self.spin.setProperty("stepper", True)
        repolish(self.spin)
        self.spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.spin.setFixedWidth(56)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(3)
        self.minus = QToolButton(self)
        self.minus.setText("−")
        self.plus = QToolButton(self)
        self.plus.setText("+")
        for b in (self.minus, self.plus):
            b.setProperty("role", "step")
            b.setAutoRepeat(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.minus.clicked.connect(self.spin.stepDown)
        self.plus.clicked.connect(self.spin.stepUp)
        self.spin.valueChanged.connect(self._enable)
        lay.addWidget(self.minus)
        lay.addWidget(self.spin)
        lay.addWidget(self.plus)
        self._enable()

    def _enable(self, *_):
        self.minus.setEnabled(self.spin.value() > self.spin.minimum())
        self.plus.setEnabled(self.spin.value() < self.spin.maximum())

    def setRange(self, lo, hi):  # noqa: N802 - Qt style
        self.spin.setRange(lo, hi)
        self._enable()
