"""The story of a finished game on one page (issue 33): the winner, who was who, then every night and
day, in columns at the largest size at which everything fits one A4 page. The bundled CJK font is
embedded (`fonts`), as on every PDF of the app; the file is written all-or-nothing (`output`).

    write_story_pdf(story(state, lang), path)
"""
from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm

from werewolf_desktop.i18n import tr
from werewolf_desktop.story import cast_line, legend

from . import fonts
from .output import atomic_files
from .pages import open_canvas
from .text import wrap

MARGIN = 12 * mm
GAP = 6 * mm
# marks the font has no glyph for, as the page prints them
PRINTABLE = str.maketrans({"☠": "†", "⚑": "✓"})


def _items(told: dict) -> list[tuple[str, str]]:
    """("head" | "line", text) in reading order, after the title block."""
    lang = told["lang"]
    out = [("head", tr("story.phone.cast", lang))] + [("line", cast_line(c, lang)) for c in told["cast"]] \
        + [("line", legend(told))]
    for ch in told["chapters"]:
        out.append(("head", ch["title"]))
        out += [("line", "• " + ln["text"]) for ln in ch["lines"]]
    return [(kind, text.translate(PRINTABLE)) for kind, text in out]


def _layout(items, size: float, cols: int, col_w: float, col_h: float, cut: bool = False):
    """[(column, y from the top, kind, line, size, continued)], or None when it does not fit in `cols`
    columns (`cut`: what fits, the rest left out)."""
    placed: list[tuple[int, float, str, str, float, bool]] = []
    col, y = 0, 0.0
    for kind, text in items:
        s = size * 1.15 if kind == "head" else size
        lines = wrap(text, s, col_w - (0 if kind == "head" else size))
        need = len(lines) * s * 1.25 + (size * 0.6 if kind == "head" else 0)
        if y + need > col_h and y > 0:
            col, y = col + 1, 0.0
        if col >= cols:
            return placed if cut else None
        if kind == "head":
            y += size * 0.6
        for i, line in enumerate(lines):
            y += s * 1.25
            placed.append((col, y, kind, line, s, i > 0))
    return placed


def write_story_pdf(told: dict, path: Path | str) -> Path:
    """One A4 page with the whole story; returns the path written."""
    lang = told["lang"]
    page_w, page_h = A4
    path = Path(path)
    w = told["winner"]
    title = w["reason"]
    winners = tr("story.winners", lang, team=w["team_name"], seats=w["names"] or "—")
    with atomic_files([path]) as (temp,):
        c = open_canvas(temp, page_w, page_h, title=title, lang=lang, subject=tr("story.ui.tab", lang))
        top = page_h - MARGIN
        c.setFont(fonts.register(), 18)
        for line in wrap(title, 18, page_w - 2 * MARGIN):
            top -= 18 * 1.2
            c.drawString(MARGIN, top, line)
        c.setFont(fonts.register(), 10)
        for line in wrap(winners, 10, page_w - 2 * MARGIN):
            top -= 10 * 1.3
            c.drawString(MARGIN, top, line)
        top -= 4 * mm
        c.setLineWidth(0.5)
        c.line(MARGIN, top, page_w - MARGIN, top)
        top -= 2 * mm
        items = _items(told)
        col_h = top - MARGIN
        placed, cols, col_w = None, 2, 0.0
        for cols in (2, 3):
            col_w = (page_w - 2 * MARGIN - (cols - 1) * GAP) / cols
            size = 10.0
            while size >= 4.0:
                placed = _layout(items, size, cols, col_w, col_h)
                if placed is not None:
                    break
                size -= 0.25
            if placed is not None:
                break
        if placed is None:                       # longer than any game we know: the smallest size, cut
            placed = _layout(items, 4.0, cols, col_w, col_h, cut=True)
        for col, y, kind, line, s, cont in placed:
            x = MARGIN + col * (col_w + GAP) + (s if kind == "line" and cont else 0)
            c.setFont(fonts.register(), s)
            c.setFillColorRGB(*((0.55, 0.12, 0.13) if line.startswith("• †") else (0.1, 0.1, 0.12)))
            c.drawString(x, top - y, line)
        c.showPage()
        c.save()
    return path
