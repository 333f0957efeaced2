"""Text shown as typed (issue 29.16): a player's name is plain text everywhere, so markup in a
name ("<h1>", "<img src=…>") can neither blow up a tile nor draw a local file.

    Label(...)        a QLabel that never reads its text as rich text (use it instead of QLabel)
                      (the window's shell's own words: shell.ShellLabel, no Qt namespace needed)
    plain_tip(text)   a tooltip that Qt shows as typed (a tooltip is rich text when it looks like it)

The Qt namespace (`Qt.TextFormat`, …) is looked up when first used, not at import: PySide6 builds
its ~95 enums then (~15 ms), and the window's shell paints before that (issue 32).
"""
from __future__ import annotations

from PySide6 import QtCore, QtGui
from PySide6.QtWidgets import QLabel


class Label(QLabel):
    """QLabel with Qt.PlainText: the text is drawn as typed, never guessed to be HTML."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.setTextFormat(QtCore.Qt.TextFormat.PlainText)


def plain_tip(text: str) -> str:
    """`text` as a tooltip that shows it as typed: escaped into HTML when Qt would take it for HTML."""
    if text and QtGui.Qt.mightBeRichText(text):
        return QtGui.Qt.convertFromPlainText(text, QtCore.Qt.WhiteSpaceMode.WhiteSpacePre)
    return text
