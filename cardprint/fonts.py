"""The one font of every PDF: WenQuanYi Micro Hei (TrueType; CJK, Latin, umlauts).

reportlab subsets and embeds a registered TrueType font and writes a ToUnicode map for it, so
text stays searchable and copyable. Every canvas we open starts with this font
(`initialFontName`), so no base-14 font (Helvetica…) ever reaches the file.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from werewolf_desktop.paths import resource

FONT = "WerewolfSans"
FONT_FILE = ("fonts", "WenQuanYiMicroHei.ttf")


def font_path() -> Path:
    return resource(*FONT_FILE)


@lru_cache(maxsize=None)
def register() -> str:
    """Register the font with reportlab (once per process); returns its name."""
    pdfmetrics.registerFont(TTFont(FONT, str(font_path())))
    # platypus asks for bold/italic faces: map them all to the one face
    from reportlab.lib.fonts import addMapping

    for bold in (0, 1):
        for italic in (0, 1):
            addMapping(FONT, bold, italic, FONT)
    return FONT


@lru_cache(maxsize=1 << 16)
def width(text: str, size: float) -> float:
    """Advance width of `text` at `size` points. Kept: fitting a 108-card deck's texts asks ~48,000
    times for ~6,300 different (text, size) pairs (the same characters and words at the same sizes)."""
    return pdfmetrics.stringWidth(text, register(), size)


@lru_cache(maxsize=None)
def _metrics() -> tuple[float, float]:
    face = pdfmetrics.getFont(register()).face
    return face.ascent / 1000.0, face.descent / 1000.0


def ascent(size: float) -> float:
    """Height above the baseline of the font's tallest glyphs at `size`."""
    return _metrics()[0] * size


def descent(size: float) -> float:
    """Depth below the baseline (a positive number) at `size`."""
    return -_metrics()[1] * size


@lru_cache(maxsize=None)
def _cmap() -> frozenset[int]:
    return frozenset(pdfmetrics.getFont(register()).face.charToGlyph)


def missing_glyphs(text: str) -> set[str]:
    """Characters of `text` the font has no glyph for (they would print as empty boxes)."""
    cmap = _cmap()
    return {ch for ch in text if ord(ch) not in cmap and not ch.isspace()}
