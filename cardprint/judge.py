"""The judge (法官) sheet, typeset: one page a moderator runs the game from.

What it says comes from `judge_content.py` (the sheet's lines, block by block, and the words of its
header, footer and seat grid; they come from data: `judge_rules.py` reads what the deck brings,
`judge_words.py` says it). This module gives each kind of line its look and places it.

Layout (portrait A4 or Letter): a header; the night order, then the day's order and the rules
that apply, flowing through two columns; across the bottom a seat grid to track each seat's
role, night actions, deaths and votes. The text shrinks (down to MIN_SIZE) until it all fits one
page; only a deck with many roles goes on to a second page.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from werewolf_desktop.engine.catalogue import Catalogue, catalogue

from . import fonts, theme
from .deck import Deck
from .judge_content import Line, footer, grid_heads, grid_notes, sheet, subtitle, title
from .layout import MM, Rect, paper_size
from .pages import open_canvas
from .text import cell_lines, fit_line, typeset, wrap

MARGIN = 8 * MM
GUTTER = 5 * MM
MAX_SIZE, MIN_SIZE, SIZE_STEP = 9.0, 6.0, 0.25
SUBTITLE_MAX, SUBTITLE_MIN = 8.0, 5.5   # the deck line under the title, on one line when it fits
SUBTITLE_WRAPPED = 6.5                  # … else on as many lines as it takes, at this size
LEADING = 1.2
ARROW = "→ "
ROW_HEIGHTS = (8 * MM, 7 * MM, 6 * MM, 5.5 * MM)    # seat rows, roomiest first
MAX_ROUNDS = 6                                   # night/day column pairs in the seat grid
MIN_CELL = 10.5 * MM


# ---------------------------------------------------------------- the text flow

@dataclass
class Run:
    """A paragraph of the flow: its text and how it looks, relative to the base size."""

    text: str
    scale: float = 1.0
    colour: Any = None
    indent: float = 0.0          # points
    before: float = 0.0          # space above, in base sizes
    tag: str = ""                # drawn right-aligned on the first line (a step's nights)
    bullet: str = ""             # drawn before the first line; later lines hang under the text


@dataclass
class Placed:
    text: str
    size: float
    colour: Any
    x: float
    y: float                     # baseline
    align_right: bool = False


@dataclass
class Flow:
    """Blocks of runs, each block kept in one column when it fits one."""

    blocks: list[list[Run]] = field(default_factory=list)

    def add(self, *runs: Run) -> None:
        self.blocks.append([r for r in runs if r.text])


def _hang(run: Run, size: float) -> float:
    return fonts.width(run.bullet, size * run.scale) if run.bullet else 0.0


def _lines(run: Run, size: float, width: float) -> list[tuple[str, float]]:
    s = size * run.scale
    w = width - run.indent - _hang(run, size)
    tag_w = fonts.width(run.tag, s * 0.85) + 2 * MM if run.tag else 0.0
    return [(line, s) for line in _wrap_tagged(run.text, s, w, tag_w)]


@lru_cache(maxsize=4096)
def _wrap_tagged(text: str, size: float, width: float, tag_w: float) -> tuple[str, ...]:
    """Lines of `text`, the first one leaving room for a tag on its right."""
    lines = wrap(text, size, width - tag_w)
    if len(lines) > 1 and tag_w:
        lines = [lines[0]] + wrap(text[len(lines[0]):].lstrip(), size, width)
    return tuple(lines)


def _block_height(block: list[Run], size: float, width: float) -> float:
    h = 0.0
    for i, run in enumerate(block):
        h += (run.before * size if i else 0.0) + len(_lines(run, size, width)) * size * run.scale * LEADING
    return h


def lay_out(flow: Flow, columns: list[Rect], size: float) -> list[list[Placed]] | None:
    """Place the flow in the columns at base `size`; None if it does not fit them all."""
    placed: list[list[Placed]] = [[] for _ in columns]
    col = 0
    y = columns[0].top if columns else 0.0
    for block in flow.blocks:
        if not block:
            continue
        width = columns[col].w
        gap = block[0].before * size if y < columns[col].top else 0.0
        height = _block_height(block, size, width)
        room = y - gap - columns[col].y
        small = height <= 0.25 * columns[col].h or room < 4 * size * LEADING
        if height > room and y < columns[col].top and height <= columns[col].h and small:
            col += 1
            if col >= len(columns):
                return None
            y, gap, width = columns[col].top, 0.0, columns[col].w
        y -= gap
        for i, run in enumerate(block):
            if i:
                y -= run.before * size
            for j, (line, s) in enumerate(_lines(run, size, width)):
                step = s * LEADING
                if y - step < columns[col].y - 1e-6:
                    col += 1
                    if col >= len(columns):
                        return None
                    y = columns[col].top
                base = y - fonts.ascent(s) - (step - s) / 2
                c = columns[col]
                hang = _hang(run, size)
                if j == 0 and run.bullet:
                    placed[col].append(Placed(run.bullet, s, run.colour, c.x + run.indent, base))
                placed[col].append(Placed(line, s, run.colour, c.x + run.indent + hang, base))
                if j == 0 and run.tag:
                    placed[col].append(Placed(run.tag, s * 0.85, theme.colour("dead"), c.right, base, True))
                y -= step
    return placed



# ---------------------------------------------------------------- the look of each kind of line

@dataclass(frozen=True)
class Style:
    scale: float                 # of the base size
    colour: str                  # a theme colour, or "note" (between the accent and the ink)
    indent: float = 0.0          # points
    before: float = 0.0          # space above, in base sizes
    bullet: str = ""
    typeset: bool = False        # the text gets the language's print typography (not the label)


STYLES = {
    "heading": Style(1.3, "night", before=0.9),
    "order": Style(0.92, "night"),
    "general": Style(0.92, "note", bullet=ARROW, typeset=True),
    "title": Style(1.05, "accent", before=0.55),
    "dusk_title": Style(1.0, "accent", before=0.45),
    "read": Style(1.0, "ink", indent=2 * MM, typeset=True),
    "note": Style(0.92, "note", indent=2 * MM, bullet=ARROW, typeset=True),
    "win": Style(1.0, "ink", before=0.3),
    "says": Style(1.0, "ink", before=0.3, typeset=True),
    "rule": Style(0.95, "ink", before=0.15),
}


def _run(line: Line, lang: str, colours: dict[str, Any]) -> Run:
    style = STYLES[line.kind]
    text = line.label + (typeset(line.text, lang) if style.typeset else line.text)
    return Run(text, style.scale, colours[style.colour], style.indent, style.before, line.tag, style.bullet)


def build_flow(deck: Deck, langs: tuple[str, ...], cat: Catalogue) -> Flow:
    colours = {k: theme.colour(k) for k in ("ink", "night", "accent")}
    colours["note"] = theme.mix(colours["accent"], colours["ink"], 0.45)
    flow = Flow()
    for block in sheet(deck, langs, cat):
        flow.add(*[_run(line, langs[0], colours) for line in block])
    return _keep_headings(flow)


def _keep_headings(flow: Flow) -> Flow:
    """A heading block joins the block after it, so it never ends a column alone."""
    out = Flow()
    pending: list[Run] = []
    for block in flow.blocks:
        if len(block) == 1 and block[0].scale >= 1.3:
            pending = block
            continue
        if pending:
            block[0].before = max(block[0].before, 0.3)
            block = pending + block
            pending = []
        out.blocks.append(block)
    if pending:
        out.blocks.append(pending)
    return out


# ---------------------------------------------------------------- the seat grid

@dataclass(frozen=True)
class Grid:
    rect: Rect
    seats: int
    row_h: float
    head_h: float
    rounds: int
    widths: tuple[float, ...]
    notes: tuple[tuple[str, float, float], ...] = ()     # the lines under it: text, size, drop from the line above


NOTE_MAX, NOTE_MIN = 7.0, 5.0      # a line under the grid, on one line when it fits
NOTE_WRAPPED = 6.0                 # … else on as many lines as it takes, at this size
NOTE_FIRST, NOTE_PITCH, NOTE_END = 3.6 * MM, 4 * MM, 1.4 * MM


def note_lines(notes: list[str], width: float) -> tuple[tuple[str, float, float], ...]:
    """The lines under the grid (the marks' legend, the fields to fill in once), whole: each on one line
    shrunk to fit, or wrapped when even 5 pt is too wide (a deck of many roles)."""
    out: list[tuple[str, float, float]] = []
    for note in notes:
        if fonts.width(note, NOTE_MIN) <= width:
            parts, size = [note], fit_line(note, width, NOTE_MAX, NOTE_MIN)[1]
        else:
            parts, size = _wrap_entries(note, NOTE_WRAPPED, width), NOTE_WRAPPED
        for i, part in enumerate(parts):
            out.append((part, size, (NOTE_PITCH if out else NOTE_FIRST) if i == 0 else size * LEADING))
    return tuple(out)


_ENTRY_GAP = re.compile(r"(\s{2,}·\s{2,}|\s{3,})")     # between the legend's marks, the tracking line's fields


def _wrap_entries(note: str, size: float, width: float) -> list[str]:
    """`note` on lines no wider than `width`, broken between its entries ("P geprüft  ·  B Weihwasser",
    "Heiltrank □     Gifttrank □"), the gap at a break left out; an entry wider than a line is wrapped."""
    pieces = _ENTRY_GAP.split(note)
    lines: list[str] = []
    cur = ""
    for i in range(0, len(pieces), 2):
        entry = pieces[i]
        trial = cur + pieces[i - 1] + entry if cur else entry
        if fonts.width(trial, size) <= width:
            cur = trial
            continue
        if cur:
            lines.append(cur)
        wrapped = wrap(entry, size, width)
        lines += wrapped[:-1]
        cur = wrapped[-1]
    return lines + [cur] if cur else lines


def grid_height(seats: int, row_h: float, notes: tuple[tuple[str, float, float], ...] = ()) -> float:
    """Header, rows, and the lines under the grid (room for two at least)."""
    below = max(sum(drop for _, _, drop in notes) + NOTE_END, NOTE_FIRST + NOTE_PITCH + NOTE_END)
    return 5.5 * MM + seats * row_h + below


def _grid(rect: Rect, seats: int, row_h: float, names: bool, notes: tuple[tuple[str, float, float], ...]) -> Grid:
    fixed = [7 * MM, (22 if names else 14) * MM, 16 * MM]
    out_w = 12 * MM
    rounds = int(max(1, min(MAX_ROUNDS, (rect.w - sum(fixed) - out_w) // (2 * MIN_CELL))))
    cell = (rect.w - sum(fixed) - out_w) / (2 * rounds)
    return Grid(rect, seats, row_h, 5.5 * MM, rounds, tuple(fixed + [cell] * (2 * rounds) + [out_w]), notes)



def draw_grid(c: Canvas, grid: Grid, deck: Deck, heads: list[str]) -> None:
    """The seat grid: its column heads, a row per seat (the names when the deck has them), and the
    notes under it (the marks' legend, the fields to fill in once)."""
    font = fonts.register()
    ink, dead, night = theme.colour("ink"), theme.colour("dead"), theme.colour("night")
    r = grid.rect
    top = r.top
    c.saveState()
    c.setFillColor(night)
    c.rect(r.x, top - grid.head_h, r.w, grid.head_h, stroke=0, fill=1)
    x = r.x
    for w, h in zip(grid.widths, heads):
        t, s = fit_line(h, w - 1.4 * MM, 7.5, 5)
        c.setFillColor(theme.WHITE)
        c.setFont(font, s)
        c.drawCentredString(x + w / 2, top - grid.head_h + (grid.head_h - s * 0.75) / 2, t)
        x += w
    y = top - grid.head_h
    night_cols = [3 + 2 * i for i in range(grid.rounds)]
    for seat in range(1, grid.seats + 1):
        if seat % 2 == 0:
            c.setFillColor(theme.colour("paper"))
            c.rect(r.x, y - grid.row_h, r.w, grid.row_h, stroke=0, fill=1)
        # night cells get a light tint so the eye finds them
        for col in night_cols:
            c.setFillColor(theme.mix(theme.colour("night"), theme.WHITE, 0.93 if seat % 2 else 0.89))
            cx = r.x + sum(grid.widths[:col])
            c.rect(cx, y - grid.row_h, grid.widths[col], grid.row_h, stroke=0, fill=1)
        size = min(11.0, grid.row_h / MM * 1.6)
        c.setFillColor(night)
        c.setFont(font, size)
        c.drawCentredString(r.x + grid.widths[0] / 2, y - grid.row_h / 2 - size * 0.35, str(seat))
        if seat <= len(deck.seat_names):
            c.setFillColor(ink)
            name_w = grid.widths[1] - 2 * MM
            for name, s, down in cell_lines(deck.seat_names[seat - 1], name_w, grid.row_h - MM, 8.5, 5):
                c.setFont(font, s)
                c.drawString(r.x + grid.widths[0] + 1 * MM, y - grid.row_h / 2 - down, name)
        y -= grid.row_h
    bottom = y
    c.setStrokeColor(dead)
    c.setLineWidth(0.6)
    c.rect(r.x, bottom, r.w, top - bottom, stroke=1, fill=0)
    c.setLineWidth(0.3)
    yy = top - grid.head_h
    for _ in range(grid.seats - 1):
        yy -= grid.row_h
        c.line(r.x, yy, r.right, yy)
    x = r.x
    for i, w in enumerate(grid.widths[:-1]):
        x += w
        c.setLineWidth(0.6 if i in (2, len(grid.widths) - 2) or (i > 2 and (i - 2) % 2 == 0) else 0.3)
        c.line(x, bottom, x, top)
    # legend and tracking lines under the grid
    y = bottom
    c.setFillColor(ink)
    for t, s, drop in grid.notes:
        y -= drop
        c.setFont(font, s)
        c.drawString(r.x, y, t)
    c.restoreState()


# ---------------------------------------------------------------- the page

def _header(c: Canvas, deck: Deck, langs: tuple[str, ...], page_w: float, page_h: float, cat: Catalogue) -> float:
    """Title and deck line; returns the y below them."""
    lang = langs[0]
    font = fonts.register()
    x0, w = MARGIN, page_w - 2 * MARGIN
    t, s = fit_line(title(deck, lang), w, 15, 8)
    y = page_h - MARGIN - fonts.ascent(s)
    c.setFillColor(theme.colour("night"))
    c.setFont(font, s)
    c.drawString(x0, y, t)
    sub = subtitle(deck, lang, cat)
    if fonts.width(sub, SUBTITLE_MIN) <= w:        # one line, as large as fits
        s2 = fit_line(sub, w, SUBTITLE_MAX, SUBTITLE_MIN)[1]
        lines = [sub]
    else:                                           # many roles: every one named, on further lines
        s2 = SUBTITLE_WRAPPED
        lines = wrap(sub, s2, w)
    y -= fonts.descent(s) + 1.2 * MM
    c.setFillColor(theme.colour("dead"))
    c.setFont(font, s2)
    for line in lines:
        y -= fonts.ascent(s2)
        c.drawString(x0, y, line)
        y -= fonts.descent(s2)
    y -= 1.5 * MM
    c.setStrokeColor(theme.colour("accent"))
    c.setLineWidth(0.8)
    c.line(x0, y, x0 + w, y)
    return y - 2.5 * MM


def _columns(top: float, bottom: float, page_w: float) -> list[Rect]:
    w = page_w - 2 * MARGIN
    left_w = (w - GUTTER) * 0.5
    right_w = w - GUTTER - left_w
    return [Rect(MARGIN, bottom, left_w, top - bottom), Rect(MARGIN + left_w + GUTTER, bottom, right_w, top - bottom)]


FOOTER = 5 * MM


@dataclass
class JudgeLayout:
    size: float
    grid: Grid
    pages: list[list[list[Placed]]]       # page -> column -> lines
    columns: list[list[Rect]]


def plan(deck: Deck, langs: tuple[str, ...], paper: str, cat: Catalogue, header_bottom: float) -> JudgeLayout:
    """The largest text size and roomiest seat rows at which everything fits page 1; else the
    smallest, flowing on to further pages (two full columns each)."""
    page_w, page_h = paper_size(paper)
    flow = build_flow(deck, langs, cat)
    seats = deck.players or sum(deck.counts.values())
    width = page_w - 2 * MARGIN
    names = bool(deck.seat_names)
    notes = note_lines(grid_notes(deck, langs[0], cat), width)
    sizes = []
    s = MAX_SIZE
    while s >= MIN_SIZE - 1e-9:
        sizes.append(round(s, 2))
        s -= SIZE_STEP

    def attempt(size: float, row_h: float) -> JudgeLayout | None:
        grid_rect = Rect(MARGIN, MARGIN + FOOTER, width, grid_height(seats, row_h, notes))
        cols = _columns(header_bottom, grid_rect.top + 4 * MM, page_w)
        placed = lay_out(flow, cols, size)
        return None if placed is None else JudgeLayout(size, _grid(grid_rect, seats, row_h, names, notes), [placed],
                                                       [cols])

    # the largest size that fits with the tightest rows (fitting shrinks with the size), then the roomiest rows
    lo, hi = 0, len(sizes) - 1          # sizes run from large to small
    if attempt(sizes[hi], ROW_HEIGHTS[-1]) is not None:
        while lo < hi:
            mid = (lo + hi) // 2
            if attempt(sizes[mid], ROW_HEIGHTS[-1]) is not None:
                hi = mid
            else:
                lo = mid + 1
        for row_h in ROW_HEIGHTS:
            lay = attempt(sizes[lo], row_h)
            if lay is not None:
                return lay
    # too much for one page: the tightest rows, further pages with two full-height columns each,
    # and the largest size that fits them
    row_h = ROW_HEIGHTS[-1]
    grid_rect = Rect(MARGIN, MARGIN + FOOTER, width, grid_height(seats, row_h, notes))
    first = _columns(header_bottom, grid_rect.top + 4 * MM, page_w)
    more = _columns(page_h - MARGIN, MARGIN + FOOTER, page_w)
    for extra in range(1, 20):
        cols = first + more * extra
        for size in sizes:
            placed = lay_out(flow, cols, size)
            if placed is not None:
                pages = [placed[i:i + 2] for i in range(0, len(placed), 2)]
                col_pages = [cols[i:i + 2] for i in range(0, len(cols), 2)]
                return JudgeLayout(size, _grid(grid_rect, seats, row_h, names, notes), pages, col_pages)
    raise RuntimeError("the judge sheet does not fit 20 pages")   # pragma: no cover


def _footer(c: Canvas, page_w: float, text: str) -> None:
    c.setFont(fonts.register(), 6.5)
    c.setFillColor(theme.colour("dead"))
    t, s = fit_line(text, page_w - 2 * MARGIN, 6.5, 5)
    c.setFont(fonts.register(), s)
    c.drawString(MARGIN, MARGIN, t)


def render_judge(deck: Deck, langs: tuple[str, ...], paper: str, path: Path, cat: Catalogue | None = None) -> int:
    """Write the judge sheet; returns its page count (1 unless the deck has very many roles)."""
    cat = cat or catalogue()
    lang = langs[0]
    page_w, page_h = paper_size(paper)
    c = open_canvas(path, page_w, page_h, title(deck, lang), lang)
    header_bottom = _header(c, deck, langs, page_w, page_h, cat)
    lay = plan(deck, langs, paper, cat, header_bottom)
    font = fonts.register()
    total = len(lay.pages)
    for n, page in enumerate(lay.pages, start=1):
        if n > 1:
            c.showPage()
        for column in page:
            for p in column:
                c.setFillColor(p.colour or theme.colour("ink"))
                c.setFont(font, p.size)
                if p.align_right:
                    c.drawRightString(p.x, p.y, p.text)
                else:
                    c.drawString(p.x, p.y, p.text)
        if n == 1:
            draw_grid(c, lay.grid, deck, grid_heads(lay.grid.rounds, lang))
        _footer(c, page_w, footer(deck, lang, n, total))
    c.showPage()
    c.save()
    return total
