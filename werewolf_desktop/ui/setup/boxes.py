"""Two parts of the set-up screen that keep to themselves: how to deal, and the advanced rules."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QButtonGroup, QFrame, QGroupBox, QLabel, QRadioButton, QToolButton, QVBoxLayout, QWidget

from ...i18n import tr
from ..style import set_role
from .deck import OPTIONS_SHOWN, OptionsEditor, option_choices
from ..widgets.plain import Label

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
            hint = Label(self)
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
    """The advanced rules, folded away: the ruleset's options a host may change for this game.

    The option editor is built the first time it is needed (unfolded, or asked for through
    `options`); until then `values()` are the loaded options, as the editor would show them.
    `changed` when the host changes an option."""

    changed = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.lang = lang
        self._editor: OptionsEditor | None = None
        self._loaded: dict[str, Any] = {}
        self._ruleset: str | None = None
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
        self.note = Label(self)
        self.note.setWordWrap(True)
        set_role(self.note, "muted")
        self.note.setVisible(False)
        rl.addWidget(self.toggle)
        rl.addWidget(self.note)

    @property
    def options(self) -> OptionsEditor:
        """The option editor (built now if it was not yet)."""
        if self._editor is None:
            self._editor = OptionsEditor(self.lang, self)
            self._editor.setVisible(self.toggle.isChecked())
            self._editor.load(self._loaded, self._ruleset)
            self._editor.changed.connect(self.changed)
            self.layout().addWidget(self._editor)
        return self._editor

    def load(self, options: dict[str, Any], ruleset: str | None = None) -> None:
        """Show `options` (the ruleset's with the preset's on top); the host's edits are dropped."""
        self._loaded = dict(options)
        self._ruleset = ruleset
        if self._editor is not None:
            self._editor.load(options, ruleset)

    def values(self) -> dict[str, Any]:
        """The shown values of the options a host may change here (what `Setup.create` gets)."""
        if self._editor is not None:
            return self._editor.values()
        return {name: self._loaded.get(name, option_choices(name)[0]) for name in OPTIONS_SHOWN}

    def _on_toggle(self, on: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        if on or self._editor is not None:
            self.options.setVisible(on)
        self.note.setVisible(on)

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.toggle.setText(tr("setup.rules.advanced", lang))
        self.note.setText(tr("setup.rules.note", lang))
        if self._editor is not None:
            self._editor.retranslate(lang)
