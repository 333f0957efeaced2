"""Issue 22: every character the UI shows has a glyph in the fonts the app ships.

The app bundles WenQuanYi Micro Hei (resources/fonts/) and makes it the fallback of every font it
uses (ui/theme.py), so a character is drawn on any computer — a plain Linux desktop without an
emoji font included — exactly when that font has it. This walks every user-visible string: the
message catalogue in every language, the texts of every role, preset, ruleset and script record, and
the non-ASCII characters written into the UI code itself (marks such as ★ ☠ ♥ on the seat tiles).
Status icons are the toolkit's (ui/icons.py), never emoji.
"""
from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics

from werewolf_desktop.i18n import LANGUAGES, all_strings, localize
from werewolf_desktop.paths import resource
from werewolf_desktop.ui.theme import FONT_FILE

UI_CODE = Path(__file__).resolve().parents[2] / "werewolf_desktop" / "ui"


def _language_records(node, found: list[tuple[str, str]], where: str) -> None:
    """Every {"zh": …, "en": …, …} text record in a JSON document: (language, text)."""
    if isinstance(node, dict):
        if node and set(node) <= set(LANGUAGES) and all(isinstance(v, str) for v in node.values()):
            found.extend(node.items())
            return
        for key, value in node.items():
            _language_records(value, found, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            _language_records(value, found, f"{where}[{i}]")


def user_strings() -> dict[str, list[str]]:
    """Language -> every text a host or player can see in it."""
    texts: dict[str, list[str]] = {lang: [] for lang in LANGUAGES}
    for record in all_strings().values():
        for lang, value in record.items():
            if lang in texts:
                texts[lang].append(value)
    for path in sorted(resource().rglob("*.json")):
        if path.parent.name == "i18n":
            continue                            # read through the catalogue above
        found: list[tuple[str, str]] = []
        source = path.relative_to(resource()).as_posix()          # texts in every language (docs/translations.md)
        _language_records(localize(json.loads(path.read_text(encoding="utf-8")), source), found, path.name)
        for lang, value in found:
            texts[lang].append(value)
    return texts


def code_literals() -> dict[str, str]:
    """Non-ASCII characters in the UI code's string literals (docstrings left out): char -> file."""
    chars: dict[str, str] = {}
    for path in sorted(UI_CODE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                      if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                      and n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                for ch in node.value:
                    if ord(ch) > 127:
                        chars.setdefault(ch, path.name)
    return chars


@pytest.fixture(scope="module")
def shipped_font(qapp):
    font_id = QFontDatabase.addApplicationFont(str(resource(*FONT_FILE)))
    assert font_id >= 0, "the bundled font cannot be loaded"
    family = QFontDatabase.applicationFontFamilies(font_id)[0]
    return QFontMetrics(QFont(family))


def missing(metrics: QFontMetrics, text: str) -> set[str]:
    return {ch for ch in text if not ch.isspace() and ord(ch) >= 32 and not metrics.inFontUcs4(ord(ch))}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_string_of_the_language_has_glyphs_in_the_shipped_font(shipped_font, lang):
    texts = user_strings()[lang]
    assert len(texts) > 1000, f"only {len(texts)} {lang} strings found: the walk missed the catalogue"
    bad: dict[str, str] = {}
    for value in texts:
        for ch in missing(shipped_font, value):
            bad.setdefault(f"U+{ord(ch):04X} {ch!r}", value[:80])
    assert not bad, f"characters the shipped font cannot draw ({lang}): {bad}"


def test_marks_written_in_the_ui_code_have_glyphs(shipped_font):
    chars = code_literals()
    assert "☠" in chars                        # the walk sees the seat tiles' marks
    bad = {f"U+{ord(ch):04X} {ch!r}": where for ch, where in chars.items() if missing(shipped_font, ch)}
    assert not bad, f"characters the shipped font cannot draw, in the UI code: {bad}"


def test_the_missing_glyph_check_itself_catches_an_emoji(shipped_font):
    assert missing(shipped_font, "⛔ 🔒") == {"⛔", "🔒"}
    assert not missing(shipped_font, "狼人杀 Werwölfe Größe “ok” — ★ ☠ ♥")
