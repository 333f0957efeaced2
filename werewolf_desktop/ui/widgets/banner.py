"""A non-modal message line: the engine's refusals, save problems, notices (never a dialog that
blocks the moderator in the middle of a step)."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QToolButton

from .. import icons, theme
from .plain import Label


class Banner(QFrame):
    """A non-modal message line above the console (engine refusals, save problems, notices)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("Banner")
        self.icon = Label()
        self.icon.setObjectName("BannerIcon")
        self.icon.setFixedSize(20, 20)
        self.label = Label()
        self.label.setObjectName("BannerText")
        self.label.setWordWrap(True)
        self.label.setFont(theme.font(12.5, bold=True))
        self.close_btn = QToolButton()                # (its icon: when first shown, see show_message)
        self.close_btn.setAutoRaise(True)
        self.close_btn.setFocusPolicy(Qt.NoFocus)
        self.close_btn.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 6, 6)
        layout.addWidget(self.icon, 0, Qt.AlignTop)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_btn)
        self.level = "error"
        self._autohide = QTimer(self)
        self._autohide.setSingleShot(True)
        self._autohide.timeout.connect(self.hide)
        self.hide()

    def show_message(self, message: str, level: str = "error") -> None:
        self.level = level
        self.setProperty("level", level)
        for widget in (self, self.label):        # the text's colour hangs on the frame's level too
            widget.style().unpolish(widget)
            widget.style().polish(widget)
        if self.close_btn.icon().isNull():      # the style's icons are not drawn before a message needs them
            self.close_btn.setIcon(icons.icon("close"))
        self.icon.setPixmap(icons.pixmap("error" if level == "error" else "info", 20, self.devicePixelRatioF()))
        self.label.setText(message)
        self.show()
        if level == "info":
            self._autohide.start(4000)      # notices go away; refusals stay until the next input
        else:
            self._autohide.stop()

    def step_moved(self) -> None:
        """The game went on to another step: a notice that needed no action has had its moment."""
        if self.level == "info":
            self._autohide.stop()
            self.hide()

    def text(self) -> str:
        return self.label.text() if self.isVisibleTo(self.parentWidget()) else ""
