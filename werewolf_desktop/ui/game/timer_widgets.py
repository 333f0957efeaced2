"""The step timer's widget (the console's mm:ss, bar and buttons) and Game → Timer durations…
(the clock itself: timer.py)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QSizePolicy, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout,
                               QProgressBar, QPushButton, QSpinBox, QStyle, QVBoxLayout, QWidget)

from ...i18n import tr
from .. import theme
from ..widgets.plain import Label
from .timer import DEFAULT_DURATIONS, StepTimer, format_time


STATE_COLOURS = {"idle": "#8a8f98", "running": "#1f2a44", "paused": "#5a6270", "warning": "#c56a00", "over": "#b3261e"}


# ------------------------------------------------------------------------------------ the widget
class TimerWidget(QWidget):
    """Big mm:ss, a bar, and the pause / +30 s / skip buttons."""

    def __init__(self, timer: StepTimer, lang: str, parent=None):
        super().__init__(parent)
        self.timer = timer
        self.lang = lang
        self.setObjectName("TimerWidget")
        self.kind_label = Label()
        self.kind_label.setFont(theme.font(11))
        self.time_label = Label("0:00")
        self.time_label.setObjectName("TimerTime")
        self.time_label.setFont(theme.font(30, bold=True))
        self.time_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.time_label.setMinimumWidth(self.time_label.fontMetrics().horizontalAdvance("+00:00") + 8)
        self.bar = QProgressBar()
        self.bar.setTextVisible(False)
        self.bar.setFixedHeight(6)
        self.bar.setRange(0, 1000)
        self.pause_btn = QPushButton()
        self.add_btn = QPushButton()
        self.skip_btn = QPushButton()
        for b in (self.pause_btn, self.add_btn, self.skip_btn):
            b.setFocusPolicy(Qt.NoFocus)
            b.setSizePolicy(QSizePolicy.Minimum, QSizePolicy.Fixed)   # never squeezed below their text
        self.pause_btn.clicked.connect(timer.toggle_pause)
        self.add_btn.clicked.connect(lambda: timer.add(30))
        self.skip_btn.clicked.connect(timer.skip)
        self._pause_icon = None
        self.skip_btn.setIcon(self.style().standardIcon(QStyle.SP_MediaSkipForward))

        # the step kind and the big clock on top; the buttons get a row of their own, so long
        # labels ("Beenden") are never squeezed by the clock in a narrow panel
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.kind_label, 1, Qt.AlignBottom)
        top.addWidget(self.time_label)
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        buttons.addWidget(self.pause_btn)
        buttons.addWidget(self.add_btn)
        buttons.addWidget(self.skip_btn)
        buttons.addStretch(1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(4)
        outer.addLayout(top)
        outer.addLayout(buttons)
        outer.addWidget(self.bar)
        self.kind_label.setStyleSheet("color: #6f7480;")
        self._colour = None
        timer.changed.connect(self.refresh)
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.add_btn.setText(tr("ui.timer.add30", lang))
        self.skip_btn.setText(tr("ui.timer.skip", lang))
        self.pause_btn.setToolTip(tr("ui.timer.pause_tip", lang))
        self.add_btn.setToolTip(tr("ui.timer.add30_tip", lang))
        self.skip_btn.setToolTip(tr("ui.timer.skip_tip", lang))
        self.refresh()

    def refresh(self, *_):
        t = self.timer
        state = t.state()
        self.setVisible(t.active)
        self.kind_label.setText(tr(f"ui.timer.kind.{t.kind}", self.lang) if t.kind else "")
        self.time_label.setText(format_time(t.remaining))
        colour = STATE_COLOURS[state]
        if colour != self._colour:       # (a style sheet costs: set it when the colour changes, not every tick)
            self._colour = colour
            self.time_label.setStyleSheet(f"color: {colour};")
            self.bar.setStyleSheet(f"QProgressBar::chunk {{ background: {colour}; }}")
        self.bar.setValue(int(1000 * max(0.0, t.remaining) / t.total) if t.total else 0)
        self.pause_btn.setText(tr("ui.timer.resume" if t.paused else "ui.timer.pause", self.lang))
        icon = QStyle.SP_MediaPlay if t.paused else QStyle.SP_MediaPause
        if icon != self._pause_icon:
            self._pause_icon = icon
            self.pause_btn.setIcon(self.style().standardIcon(icon))


class DurationsDialog(QDialog):
    """Game → Timer durations…: seconds per step kind."""

    def __init__(self, durations: dict[str, int], lang: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("ui.timer.durations_title", lang))
        form = QFormLayout()
        self.spins: dict[str, QSpinBox] = {}
        for kind in DEFAULT_DURATIONS:
            spin = QSpinBox()
            spin.setRange(5, 1800)
            spin.setSingleStep(5)
            spin.setSuffix(" s")
            spin.setValue(int(durations.get(kind, DEFAULT_DURATIONS[kind])))
            self.spins[kind] = spin
            form.addRow(tr(f"ui.timer.kind.{kind}", lang), spin)
        note = Label(tr("ui.timer.durations_note", lang))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel | QDialogButtonBox.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.RestoreDefaults).clicked.connect(self._defaults)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)

    def _defaults(self):
        for kind, spin in self.spins.items():
            spin.setValue(DEFAULT_DURATIONS[kind])

    def durations(self) -> dict[str, int]:
        return {kind: spin.value() for kind, spin in self.spins.items()}
