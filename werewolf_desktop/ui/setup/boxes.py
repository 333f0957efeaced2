"""Two parts of the set-up screen that keep to themselves: how to deal, and the advanced rules."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QButtonGroup, QFrame, QGroupBox, QLabel, QRadioButton, QToolButton, QVBoxLayout, QWidget

from ...i18n import tr
from ..style import set_role
from .deck import OptionsEditor

DEAL_MODES = ("phones", "laptop", "printed")


class DealBox(QGroupBox):
    """Phones, pass the laptop, or printed cards, each with a line on how it goes. `changed` when
    another one is chosen; `mode` is the chosen one."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        dv = QVBoxLayout(self)
        dv.setSpacing(2)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        self.hints: dict[str, QLabel] = {}
        for i, mode in enumerate(DEAL_MODES):
            button = QRadioButton(self)
            button.setObjectName(f"deal_{mode}")
            hint = QLabel(self)
            hint.setWordWrap(True)
            set_role(hint, "muted")
            hint.setContentsMargins(26, 0, 0, 6)
            self.group.addButton(button, i)
            self.buttons[mode] = button
            self.hints[mode] = hint
            dv.addWidget(button)
            dv.addWidget(hint)
        self.buttons["phones"].setChecked(True)
        self.group.idToggled.connect(lambda _id, on: on and self.changed.emit())

    @property
    def mode(self) -> str:
        return next((mode for mode, button in self.buttons.items() if button.isChecked()), "phones")

    def retranslate(self, lang: str) -> None:
        self.setTitle(tr("setup.deal", lang))
        for mode in DEAL_MODES:
            self.buttons[mode].setText(tr(f"setup.deal.{mode}", lang))
            self.hints[mode].setText(tr(f"setup.deal.{mode}.hint", lang))


class RulesBox(QFrame):
    """The advanced rules, folded away: the ruleset's options a host may change for this game."""

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        set_role(self, "panel")
        rl = QVBoxLayout(self)
        rl.setContentsMargins(12, 6, 12, 10)
        self.toggle = QToolButton(self)
        self.toggle.setObjectName("advanced")
        set_role(self.toggle, "expander")
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.toggled.connect(self._on_toggle)
        self.options = OptionsEditor(lang, self)
        self.options.setVisible(False)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        set_role(self.note, "muted")
        self.note.setVisible(False)
        rl.addWidget(self.toggle)
        rl.addWidget(self.note)
        rl.addWidget(self.options)

    def _on_toggle(self, on: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.options.setVisible(on)
        self.note.setVisible(on)

    def retranslate(self, lang: str) -> None:
        self.toggle.setText(tr("setup.rules.advanced", lang))
        self.note.setText(tr("setup.rules.note", lang))
        self.options.retranslate(lang)
