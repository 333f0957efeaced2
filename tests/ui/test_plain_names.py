"""Player names are plain text everywhere (issue 29.16): a name holding markup is shown as typed,
never drawn as rich text (a tile blown up by <h1>, a local image drawn by <img>), on the console,
the projector, the ballot, the timeline, the game-over screen and in tooltips."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from .helpers_console import NAMES, Moderator, open_window, start_game
from .test_console_game import play_village_win

MARKUP = ["<h1>Big</h1>", "<img src='/etc/hosts'>", "<b>Bold</b>", "&lt;x&gt;"]
NAMES_WITH_MARKUP = MARKUP + NAMES[len(MARKUP):]


def _rich_names(widgets) -> list[str]:
    """Every label or tooltip that holds a markup name and would be drawn as rich text."""
    bad = []
    for top in widgets:
        for w in [top, *top.findChildren(QWidget)]:
            if isinstance(w, QLabel) and any(n in w.text() for n in MARKUP):
                rich = w.textFormat() == Qt.RichText or (w.textFormat() == Qt.AutoText
                                                         and GuiQt.mightBeRichText(w.text()))
                if rich:
                    bad.append(f"label {w.objectName() or type(w.parent()).__name__}: {w.text()!r}")
            tip = w.toolTip()
            if any(n in tip for n in MARKUP) and GuiQt.mightBeRichText(tip):
                bad.append(f"tooltip of {w.objectName() or type(w).__name__}: {tip!r}")
    return bad


def test_markup_in_a_name_is_shown_as_typed_everywhere(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window, names=NAMES_WITH_MARKUP)
    window.set_projector(True)
    m = Moderator(qtbot, window)
    found: list[str] = []
    kinds = set()

    def checks(m, p):
        kinds.add(p.kind)
        window.set_timeline(True)
        QApplication.processEvents()
        found.extend(x for x in _rich_names([window, window.projector]) if x not in found)

    play_village_win(m, checks)
    QApplication.processEvents()
    found.extend(x for x in _rich_names([window, window.projector]) if x not in found)
    assert {"exile_vote", "night_step"} <= kinds
    assert not found, "\n".join(found)


def test_every_label_of_the_app_is_a_plain_label():
    """The rule, not the case: no screen makes a bare QLabel (which guesses HTML from its text)."""
    import re
    from pathlib import Path

    import werewolf_desktop

    root = Path(werewolf_desktop.__file__).parent
    bare = [f"{p.relative_to(root)}:{i}" for p in root.rglob("*.py") if p.name != "plain.py"
            for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if re.search(r"\bQLabel\(", line)]
    assert not bare, bare
