"""The pages the window shows before a game: the offer to resume an unfinished game, and a
minimal set-up used only when the full set-up screen cannot be loaded."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QFormLayout, QFrame, QHBoxLayout, QPushButton, QSpinBox, QVBoxLayout,
                               QWidget)

from ...engine import RuleError
from ...i18n import text, tr
from .. import theme
from ..widgets.icon_text import IconText
from ..widgets.plain import Label


def local_time(iso: str) -> str:
    """"2025-03-01T20:15:07.123Z" (the store's UTC) → "2025-03-01 21:15" in the computer's zone."""
    from datetime import datetime

    try:
        return datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso[:16].replace("T", " ")


class ResumePage(QWidget):
    """"An unfinished game was found": resume it, or abandon it and set up a new one."""

    resume = Signal(int)
    abandon = Signal(int)

    def __init__(self, lang: str, parent=None):
        super().__init__(parent)
        self.setObjectName("ResumePage")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.lang = lang
        self.game_id: int | None = None
        self.info: dict = {}
        self.title = Label()
        self.title.setFont(theme.font(22, bold=True))
        self.details = Label()
        self.details.setFont(theme.font(13))
        self.details.setWordWrap(True)
        self.problem = IconText("error")
        self.problem.setFont(theme.font(13))
        self.problem.hide()
        self.resume_btn = QPushButton()
        self.resume_btn.setObjectName("Primary")
        self.resume_btn.setFont(theme.font(13, bold=True))
        self.abandon_btn = QPushButton()
        for btn in (self.resume_btn, self.abandon_btn):
            btn.setMinimumHeight(40)
        self.abandon_btn.setFont(theme.font(12))
        self.resume_btn.clicked.connect(lambda: self.resume.emit(self.game_id))
        self.abandon_btn.clicked.connect(lambda: self.abandon.emit(self.game_id))
        box = QFrame()
        box.setObjectName("StepCard")
        bl = QVBoxLayout(box)
        bl.setContentsMargins(28, 24, 28, 24)
        bl.setSpacing(14)
        bl.addWidget(self.title)
        bl.addWidget(self.details)
        bl.addWidget(self.problem)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.abandon_btn)
        row.addWidget(self.resume_btn)
        bl.addLayout(row)
        box.setMaximumWidth(720)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        h = QHBoxLayout()
        h.addStretch(1)
        h.addWidget(box, 3)
        h.addStretch(1)
        outer.addLayout(h)
        outer.addStretch(2)

    def offer(self, game_id: int, info: dict) -> None:
        self.game_id = game_id
        self.info = info
        self.retranslate(self.lang)

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        info = self.info
        self.title.setText(tr("ui.resume.title", lang))
        # the game's name and the step reached in the language shown (the stored title is the start's)
        title, step = info["words"](lang) if info.get("words") else (info.get("title"), None)
        lines = [tr("ui.resume.game", lang, title=title or f"#{self.game_id}",
                    started=local_time(info.get("created_at") or ""))]
        if step:
            lines.append(tr("ui.resume.where", lang, step=step, n=info.get("inputs", 0)))
        self.details.setText("\n".join(lines))
        self.problem.set("error", info.get("error") or "")
        self.problem.setVisible(bool(info.get("error")))
        self.resume_btn.setText(tr("ui.resume.resume", lang))
        self.resume_btn.setEnabled(not info.get("error"))
        self.abandon_btn.setText(tr("ui.resume.abandon", lang))


class QuickSetup(QWidget):
    """A minimal set-up (preset, players, deal mode), used only if the full set-up screen cannot
    be loaded."""

    started = Signal(object)

    def __init__(self, store, lang: str, parent=None):
        super().__init__(parent)
        self.setObjectName("ResumePage")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.store = store
        self.lang = lang
        from ...engine import catalogue

        self.cat = catalogue()
        self.title = Label()
        self.title.setFont(theme.font(20, bold=True))
        self.preset = QComboBox()
        for pid, p in self.cat.presets.items():
            self.preset.addItem(text(p.name, lang), pid)
        self.preset.setCurrentIndex(max(0, self.preset.findData(self.cat.default_preset)))
        self.count = QSpinBox()
        self.count.setRange(5, 18)
        self.count.setValue(12)
        self.mode = QComboBox()
        for m in ("laptop", "phones", "printed"):
            self.mode.addItem(m, m)
        self.error = Label()
        self.error.setStyleSheet("color: #a8262b;")
        self.start_btn = QPushButton()
        self.start_btn.setObjectName("Primary")
        self.start_btn.clicked.connect(self.start)
        form = QFormLayout()
        self.l_preset, self.l_count, self.l_mode = Label(), Label(), Label()
        form.addRow(self.l_preset, self.preset)
        form.addRow(self.l_count, self.count)
        form.addRow(self.l_mode, self.mode)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 30)
        layout.addWidget(self.title)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.start_btn)
        layout.addStretch(1)
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.title.setText(tr("ui.quick.title", lang))
        self.l_preset.setText(tr("ui.quick.preset", lang))
        self.l_count.setText(tr("ui.quick.players", lang))
        self.l_mode.setText(tr("ui.quick.deal_mode", lang))
        self.start_btn.setText(tr("ui.quick.start", lang))
        for i in range(self.preset.count()):
            self.preset.setItemText(i, text(self.cat.presets[self.preset.itemData(i)].name, lang))
        for i in range(self.mode.count()):
            self.mode.setItemText(i, tr(f"ui.quick.mode.{self.mode.itemData(i)}", lang))

    def start(self):
        from ...engine import Setup

        names = [tr("ui.quick.player", self.lang, n=i) for i in range(1, self.count.value() + 1)]
        try:
            setup = Setup.create(names, preset=self.preset.currentData(), deal_mode=self.mode.currentData(),
                                 lang=self.lang)
        except RuleError as err:
            self.error.setText(err.message(self.lang))
            return None
        self.started.emit(setup)
        return setup
