"""Help → Keyboard shortcuts (F1): the keys of a game and those that work at any time, side by side,
each key drawn as a key cap and named as the host's keyboard and language name it (keys.key_label:
"Strg+Z", "Leertaste", ⌘Z on a Mac). The list itself is window_menus' GAME_KEYS and ANYTIME_KEYS."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFrame, QGridLayout, QHBoxLayout, QVBoxLayout, QWidget

from ...i18n import LANGUAGES, tr
from ..keys import key_label
from ..style import apply_root_style, set_px, set_role
from ..widgets.plain import Label


WHAT_WIDTH = 290        # pixels for a key's description (~34 Latin characters of the base size a line)


class KeysDialog(QDialog):
    def __init__(self, lang: str, groups: list[tuple[str, list[tuple[str, str]]]], parent: QWidget | None = None):
        """`groups`: [(heading key, [(shortcut, description key)])], one column each."""
        super().__init__(parent)
        self.lang = lang if lang in LANGUAGES else "en"
        apply_root_style(self)
        self.setWindowTitle(tr("ui.menu.keys", self.lang))
        root = QVBoxLayout(self)
        root.setContentsMargins(22, 18, 22, 14)
        root.setSpacing(12)
        heading = Label(tr("ui.menu.keys", self.lang), self)
        set_role(heading, "title")
        root.addWidget(heading)
        columns = QHBoxLayout()
        columns.setSpacing(14)
        self.caps: list[Label] = []            # the key caps, in the order listed (the tests read them)
        for title, keys in groups:
            columns.addWidget(self._column(tr(title, self.lang), keys), 1, Qt.AlignmentFlag.AlignTop)
        root.addLayout(columns)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        root.addWidget(buttons)

    def _column(self, title: str, keys: list[tuple[str, str]]) -> QFrame:
        panel = QFrame(self)
        set_role(panel, "panel")
        grid = QGridLayout(panel)
        grid.setContentsMargins(14, 12, 14, 12)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(7)
        head = Label(title, panel)
        set_px(head, 17, True)
        grid.addWidget(head, 0, 0, 1, 2)
        for row, (shortcut, key) in enumerate(keys, 1):
            cap = Label(key_label(shortcut, self.lang), panel)
            set_role(cap, "chip")
            set_px(cap, 16, True)
            cap.setContentsMargins(8, 1, 8, 1)
            cap.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.caps.append(cap)
            what = Label(tr(key, self.lang), panel)
            what.setWordWrap(True)             # a long one on two lines, at a fixed width: its height
            what.setFixedWidth(WHAT_WIDTH)     # is known now (in the sheet's font), and the dialog opens
            what.ensurePolished()              # at its full height (a window opens at most 2/3 of the
            what.setMinimumHeight(what.heightForWidth(WHAT_WIDTH))    # screen high, squeezing wrapped rows)
            grid.addWidget(cap, row, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(what, row, 1)
        grid.setColumnStretch(1, 1)
        return panel
