"""A small chip for a role in a deck: art, name and ×count, in the team's colours."""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QFrame, QHBoxLayout, QWidget

from ...engine import catalogue
from ...i18n import text
from ..roles import display_name, role_pixmap
from ..theme import team_hex
from .plain import Label


class RoleChip(QFrame):
    """A small chip: role art, name and ×count (the preset's deck)."""

    def __init__(self, role_id: str, count: int, lang: str, parent: QWidget | None = None, icon: int = 28):
        super().__init__(parent)
        self.role_id, self.count = role_id, count
        self.setProperty("role", "chip")
        role = catalogue().roles.get(role_id)
        team = role.team if role else "none"      # the team's colours, as on the console's seats
        self.setStyleSheet(f"QFrame[role=\"chip\"] {{ background: {team_hex(team, light=True)};"
                           f" border: 1px solid {team_hex(team)}; }}")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(6, 3, 10, 3)
        lay.setSpacing(6)
        self.icon = Label(self)
        self.icon.setPixmap(role_pixmap(role_id, icon))
        self.icon.setFixedSize(QSize(icon, icon))
        self.label = Label(self)
        lay.addWidget(self.icon)
        lay.addWidget(self.label)
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.label.setText(f"{display_name(self.role_id, lang)} ×{self.count}")
        role = catalogue().roles.get(self.role_id)
        self.setToolTip(text(role.ability, lang) if role else "")
