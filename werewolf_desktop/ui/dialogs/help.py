""""Phones can't open their page?" — the troubleshooting tips, in the order to try them.

The texts are the deal helper's (the `deal` catalogue, keys `deal.help.*`, read through
`werewolf_desktop.deal.troubleshooting`); this dialog only lays them out.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFrame, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout,
                               QWidget)

from ...i18n import LANGUAGES, tr
from ..style import apply_root_style, set_px, set_role
from ..theme import shades
from ..widgets.plain import Label
from ..window_geometry import fit_dialog


def help_content(lang: str) -> tuple[str, str, list[tuple[str, str]]]:
    """(heading, intro, [(title, body)]) from the deal helper's texts."""
    try:
        from ...deal import troubleshooting

        return troubleshooting(lang)
    except ImportError:   # the deal package without its help: at least say where to look
        return (tr("deal.help.heading", lang), tr("helpui.missing", lang), [])


class PhoneHelpDialog(QDialog):
    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.lang = lang if lang in LANGUAGES else "en"
        apply_root_style(self)
        fit_dialog(self, 760, 680)
        root = QVBoxLayout(self)
        root.setContentsMargins(22, 18, 22, 14)
        root.setSpacing(10)
        self.heading = Label(self)
        set_role(self.heading, "title")
        self.heading.setWordWrap(True)
        self.intro = Label(self)
        self.intro.setWordWrap(True)
        root.addWidget(self.heading)
        root.addWidget(self.intro)
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        root.addWidget(self.scroll, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        root.addWidget(self.buttons)
        self.tips: list[tuple[QLabel, QLabel]] = []
        self.retranslate(self.lang)

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        heading, intro, tips = help_content(lang)
        self.setWindowTitle(heading)
        self.heading.setText(heading)
        self.intro.setText(intro)
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(0, 0, 10, 0)
        lay.setSpacing(10)
        self.tips = []
        for number, (title, text) in enumerate(tips, 1):
            frame = QFrame(body)
            set_role(frame, "panel")
            row = QHBoxLayout(frame)
            row.setContentsMargins(12, 10, 12, 10)
            row.setSpacing(12)
            badge = Label(str(number), frame)
            badge.setFixedSize(32, 32)
            badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
            set_px(badge, 16, True)
            badge.setStyleSheet(f"background: {shades()['primary']}; color: #ffffff; border-radius: 16px;")
            col = QVBoxLayout()
            col.setSpacing(4)
            t = Label(title, frame)
            t.setWordWrap(True)
            set_px(t, 17, True)
            b = Label(text, frame)
            b.setWordWrap(True)
            b.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            col.addWidget(t)
            col.addWidget(b)
            row.addWidget(badge, 0, Qt.AlignmentFlag.AlignTop)
            row.addLayout(col, 1)
            lay.addWidget(frame)
            self.tips.append((t, b))
        lay.addStretch(1)
        self.scroll.setWidget(body)
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(tr("helpui.close", lang))
