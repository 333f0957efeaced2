"""Help → About: the version and what the app is, its licence (LICENSE) and the third-party notices
(werewolf_desktop.legal: the copy an installer carries, else generated from the installed packages)."""
from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QTabWidget, QVBoxLayout, QWidget

from ... import __version__, legal
from ...i18n import tr
from ..style import apply_root_style
from ..widgets.plain import Label
from ..window_geometry import fit_dialog


def _text_view(text: str, parent: QWidget) -> QPlainTextEdit:
    view = QPlainTextEdit(parent)
    view.setReadOnly(True)
    view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
    view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    view.setPlainText(text)
    return view


class AboutDialog(QDialog):
    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        apply_root_style(self)
        self.setWindowTitle(tr("ui.menu.about", lang))
        fit_dialog(self, 820, 640)
        root = QVBoxLayout(self)
        self.summary = Label(tr("ui.main.about", lang, version=__version__), self)
        self.summary.setWordWrap(True)
        root.addWidget(self.summary)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(_text_view(legal.license_text(), self.tabs), tr("about.licence", lang))
        notices = QWidget(self.tabs)
        lay = QVBoxLayout(notices)
        intro = Label(tr("about.notices_intro", lang), notices)
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.notices = _text_view(legal.notices_text(), notices)
        lay.addWidget(self.notices, 1)
        self.tabs.addTab(notices, tr("about.notices", lang))
        root.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        root.addWidget(buttons)
