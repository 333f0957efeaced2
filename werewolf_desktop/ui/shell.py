"""The window's shell: what its first frame shows while the database and the screens are opened
(ui/app.py run, main_window.MainWindow): the app's name and a short "opening…" line, drawn by plain
Qt widgets with palette colours. Everything here is imported before the first paint, so it needs
nothing but Qt, the theme's colours and fonts and the translations: no style sheet, no Qt
namespace (PySide6 builds it at its first use, ~15 ms), no other module of the screens.
"""
from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout

from ..i18n import tr
from . import theme


class ShellLabel(QLabel):
    """A label of the app's own words, never a player's name or any other typed text, for the
    window's shell (its title and "opening…"): Qt's automatic text format shows these words as
    typed (no markup in them), and no Qt namespace is needed to say so. A Label (widgets/plain.py)
    sets its format through the namespace, which PySide6 builds at its first use (~15 ms): after
    the first paint."""


class StartPage(QFrame):
    """What the window shows for the moment it takes to open the database and build the screens
    (plain widgets only: it must paint before anything else is loaded). Its colours are palette
    colours, not a style sheet: nothing before the first paint is drawn by Qt's style-sheet style."""

    def __init__(self, lang: str, parent=None):
        super().__init__(parent)
        self.setObjectName("StartPage")
        self.setAutoFillBackground(True)
        self.setPalette(_with_colour(self.palette(), QPalette.ColorRole.Window, theme.shades()["paper"]))
        self.title = ShellLabel()          # (a Label would build the Qt namespace before the first paint)
        self.title.setFont(theme.font(26, bold=True))
        self.sub = ShellLabel()
        self.sub.setFont(theme.font(13))
        self.sub.setPalette(_with_colour(self.sub.palette(), QPalette.ColorRole.WindowText, "#6f7480"))
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        for label in (self.title, self.sub):
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(label)
            row.addStretch(1)
            layout.addLayout(row)
        layout.addStretch(3)
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.title.setText(tr("ui.app.title", lang))
        self.sub.setText(tr("ui.main.loading", lang))


def _with_colour(palette: QPalette, role: QPalette.ColorRole, colour: str) -> QPalette:
    palette.setColor(role, QColor(colour))
    return palette
