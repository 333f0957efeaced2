"""The two pages of the set-up screen's deck: a preset (the presets that fit, the chosen one's
cards) and a custom deck (the editor, with copy from preset / open / save)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from ...engine import RuleError, catalogue
from ...i18n import text, tr
from ..style import set_role
from .deck import ChipFlow, CustomDeckEditor
from ..widgets.plain import Label


class PresetPage(QWidget):
    """`presets` lists the presets that fit (item data: the preset id); `no_preset` says when none
    does; `chips` shows the chosen one's cards."""

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        pl = QVBoxLayout(self)
        pl.setContentsMargins(0, 0, 0, 0)
        self.presets = QListWidget(self)
        self.presets.setObjectName("presets")
        self.presets.setMinimumHeight(110)
        self.presets.setMaximumHeight(170)
        self.no_preset = Label(self)
        self.no_preset.setWordWrap(True)
        set_role(self.no_preset, "info")
        self.chips = ChipFlow(lang, self)
        pl.addWidget(self.presets)
        pl.addWidget(self.no_preset)
        pl.addWidget(self.chips)

    @property
    def preset_id(self) -> str | None:
        item = self.presets.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def fill(self, ruleset: str, players: int, keep: str | None, lang: str) -> None:
        """List the presets of `ruleset` that fit `players` players (without signals), `keep` chosen if
        it is one of them, else the first; say so when none fits."""
        self.presets.blockSignals(True)
        try:
            self.presets.clear()
            for pid, p in catalogue().presets.items():
                if p.ruleset == ruleset and p.players[0] <= players <= p.players[1]:
                    item = QListWidgetItem(text(p.name, lang))
                    item.setData(Qt.ItemDataRole.UserRole, pid)
                    self.presets.addItem(item)
            ids = [self.presets.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.presets.count())]
            if ids:
                self.presets.setCurrentRow(ids.index(keep) if keep in ids else 0)
        finally:
            self.presets.blockSignals(False)
        self.presets.setVisible(bool(ids))
        self.no_preset.setText(tr("setup.deck.no_preset", lang, players=players))
        self.no_preset.setVisible(not ids)

    def retranslate(self, lang: str, players: int) -> None:
        self.no_preset.setText(tr("setup.deck.no_preset", lang, players=players))
        presets = catalogue().presets
        for i in range(self.presets.count()):
            item = self.presets.item(i)
            item.setText(text(presets[item.data(Qt.ItemDataRole.UserRole)].name, lang))
        self.chips.retranslate(lang)


class CustomPage(QWidget):
    """The custom deck editor (`editor`) under "N cards for M players" and "Copy from preset", with
    "Open deck…" and "Save deck…" in a row of their own (the editor is as wide as it may get)."""

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        cl = QVBoxLayout(self)
        cl.setContentsMargins(0, 0, 0, 0)
        crow = QHBoxLayout()
        self.cards_label = Label(self)
        self.cards_label.setWordWrap(True)
        self.cards_label.setStyleSheet("font-weight: 700;")
        self.copy_preset = QPushButton(self)
        self.open_deck_button = QPushButton(self)
        self.open_deck_button.setObjectName("open_deck")
        self.save_deck_button = QPushButton(self)
        self.save_deck_button.setObjectName("save_deck")
        crow.addWidget(self.cards_label, 1)
        crow.addWidget(self.copy_preset, 0, Qt.AlignmentFlag.AlignTop)
        cl.addLayout(crow)
        self.editor = CustomDeckEditor(lang, self)
        cl.addWidget(self.editor)
        frow = QHBoxLayout()
        frow.setContentsMargins(0, 6, 0, 0)
        frow.addWidget(self.open_deck_button)
        frow.addWidget(self.save_deck_button)
        frow.addStretch(1)
        cl.addLayout(frow)
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.copy_preset.setText(tr("setup.deck.copy_preset", lang))
        self.open_deck_button.setText(tr("setup.deck.open", lang))
        self.open_deck_button.setToolTip(tr("setup.deck.open_hint", lang))
        self.save_deck_button.setText(tr("setup.deck.save", lang))
        self.save_deck_button.setToolTip(tr("setup.deck.save_hint", lang))
        self.editor.retranslate(lang)


def starting_deck(preset_id: str | None, ruleset: str, players: int) -> dict[str, int]:
    """What a new custom deck starts from: the chosen preset's deck (else the first preset of the
    ruleset that fits), else wolves a quarter of the table, seer, witch, hunter and villagers."""
    cat = catalogue()
    pid = preset_id or next((i for i, p in cat.presets.items()
                             if p.ruleset == ruleset and p.players[0] <= players <= p.players[1]), None)
    if pid:
        try:
            return cat.presets[pid].deck_for(players)
        except RuleError:
            pass
    deck = {"werewolf": max(1, players // 4), "seer": 1, "witch": 1, "hunter": 1}
    deck["villager"] = max(0, players - sum(deck.values()))
    return deck
