"""The deck check's lines under the deck: errors, advice and notes, each with the toolkit's icon."""
from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from ..style import set_role
from ..widgets.icon_text import IconText


class CheckList(QWidget):
    """`show_lines([(object name, kind, text)])`: one line per message (an IconText: the error or
    warning icon, none for a note), named as given; unchanged lines stay (typing a name must not
    flicker)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.lines_layout = QVBoxLayout(self)
        self.lines_layout.setContentsMargins(0, 4, 0, 0)
        self.lines_layout.setSpacing(4)
        self.labels: list[IconText] = []

    def show_lines(self, lines: list[tuple[str, str, str]]) -> None:
        shown = [(w.objectName(), w.property("kind"), w.property("message")) for w in self.labels]
        if shown == lines:
            return
        self.labels = []
        while self.lines_layout.count():
            item = self.lines_layout.takeAt(0)
            old = item.widget()
            if old is not None:
                old.hide()
                old.setParent(None)
                old.deleteLater()
        for name, kind, message in lines:
            label = IconText(kind if kind != "info" else None, message, self)
            label.setObjectName(name)
            label.setProperty("message", message)
            label.setProperty("kind", kind)
            if name == "deckfile_note":     # a long file name that cannot wrap must not widen the screen
                label.setMinimumWidth(1)
                label.label.setMinimumWidth(1)
                label.setToolTip(message)
            set_role(label, kind)
            self.lines_layout.addWidget(label)
            self.labels.append(label)
