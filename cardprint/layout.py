"""Pure geometry: card and paper sizes, the grid of cards on a sheet, crop marks, mirrored backs.

Everything here is in PDF points (1/72 inch) with the origin at the bottom-left of the page,
like reportlab and the PDF itself. Sizes are *given* in millimetres (`MM` converts). No drawing,
no fonts, no catalogue: the tests check this module directly.

A card's *trim* rectangle is where it is cut. With bleed, the card's colour and art run
`bleed` beyond the trim on every side and neighbouring cards sit `2 × bleed` apart, so the
gutter between two cards is all bleed. Crop marks are short lines in the page margins, on the
extension of every cut line, and never touch a card or its bleed.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

MM = 72.0 / 25.4

CARD_SIZES_MM: dict[str, tuple[float, float]] = {
    "poker": (63.0, 88.0),
    "bridge": (57.0, 89.0),
    "tarot": (70.0, 120.0),
    "mini": (44.0, 63.0),
}
PAPER_SIZES_MM: dict[str, tuple[float, float]] = {
    "A4": (210.0, 297.0),
    "Letter": (215.9, 279.4),
}
DEFAULT_SIZE = "poker"
DEFAULT_PAPER = "A4"

BLEED_MM = 3.0          # colour and art run this far beyond the trim when bleed is on
SAFE_MM = 4.0           # all text stays this far inside the trim
MARK_OFFSET_MM = 1.0    # gap between the outermost printed card edge (trim or bleed) and a crop mark
MARK_LENGTH_MM = 3.5    # length of a crop mark
PAGE_EDGE_MM = 1.0      # a crop mark stops this far from the paper edge
MIN_MARGIN_MM = MARK_OFFSET_MM + MARK_LENGTH_MM + PAGE_EDGE_MM   # paper edge to the outermost bleed edge
MIN_MARK_MM = 2.0       # with a printer margin set, crop marks may shorten to this, no further
MAX_PRINTER_MARGIN_MM = 15.0
NOTICE_EDGE_MM = 3.0    # the margin notice keeps this far from the paper edge

DUPLEX_MODES = ("long", "short", "none")
CUT_LINES = ("marks", "lines", "none")   # crop marks in the margins, full lines across the sheet, nothing


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle: (x, y) is the bottom-left corner."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def inset(self, d: float, dy: float | None = None) -> "Rect":
        dy = d if dy is None else dy
        return Rect(self.x + d, self.y + dy, self.w - 2 * d, self.h - 2 * dy)

    def outset(self, d: float) -> "Rect":
        return self.inset(-d)

    def translated(self, dx: float, dy: float) -> "Rect":
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    def contains(self, other: "Rect", tol: float = 1e-6) -> bool:
        return (other.x >= self.x - tol and other.y >= self.y - tol
                and other.right <= self.right + tol and other.top <= self.top + tol)

    def overlaps(self, other: "Rect", tol: float = 1e-6) -> bool:
        """True when the two rectangles share interior area or touch within `tol`."""
        return (self.x < other.right + tol and other.x < self.right + tol
                and self.y < other.top + tol and other.y < self.top + tol)

    def mirrored_x(self, page_w: float) -> "Rect":
        """Where this rectangle lands on the back of the sheet after a flip on the long edge."""
        return Rect(page_w - self.x - self.w, self.y, self.w, self.h)

    def rotated_180(self, page_w: float, page_h: float) -> "Rect":
        return Rect(page_w - self.x - self.w, page_h - self.y - self.h, self.w, self.h)


@dataclass(frozen=True)
class Segment:
    """A straight line, e.g. a crop mark."""

    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def bbox(self) -> Rect:
        return Rect(min(self.x0, self.x1), min(self.y0, self.y1), abs(self.x1 - self.x0), abs(self.y1 - self.y0))

    @property
    def length(self) -> float:
        return math.hypot(self.x1 - self.x0, self.y1 - self.y0)


def card_size(name: str) -> tuple[float, float]:
    """(width, height) of a card size in points."""
    w, h = CARD_SIZES_MM[name]
    return w * MM, h * MM


def paper_size(name: str) -> tuple[float, float]:
    """(width, height) of a paper size in points, portrait."""
    w, h = PAPER_SIZES_MM[name]
    return w * MM, h * MM


def _fit(avail: float, item: float, gap: float) -> int:
    """How many items of `item` with `gap` between them fit into `avail`."""
    n = int(math.floor((avail + gap) / (item + gap) + 1e-9))
    return max(n, 0)


@dataclass(frozen=True)
class Sheet:
    """One page's imposition: where each card's trim lies, and the crop marks.

    `slots` are in reading order (left to right, top row first), as page rectangles. A slot
    holds one card, or one front+back pair for fold-over cards (`pair`). When `rotated`, each
    slot holds its card (or pair) turned 90° counter-clockwise, because more fit that way; the
    card's top then points to the left edge of the page.
    """

    page_w: float
    page_h: float
    card_w: float
    card_h: float
    bleed: float
    cols: int
    rows: int
    slots: tuple[Rect, ...]
    pair: bool = False                      # fold-over: front and back side by side in each slot
    rotated: bool = False
    edge: float = PAGE_EDGE_MM * MM         # crop marks stop this far from the paper edge (the printer margin)

    @property
    def per_page(self) -> int:
        return len(self.slots)

    @property
    def gap(self) -> float:
        return 2 * self.bleed

    @property
    def page(self) -> Rect:
        return Rect(0, 0, self.page_w, self.page_h)

    @property
    def grid(self) -> Rect:
        """The bounding box of every trim on the sheet."""
        x0 = min(r.x for r in self.slots)
        y0 = min(r.y for r in self.slots)
        return Rect(x0, y0, max(r.right for r in self.slots) - x0, max(r.top for r in self.slots) - y0)

    @property
    def printed(self) -> Rect:
        """The bounding box of everything card-like on the sheet (trim plus bleed)."""
        return self.grid.outset(self.bleed)

    @property
    def margins(self) -> tuple[float, float, float, float]:
        """left, bottom, right, top: paper edge to the outermost trim."""
        g = self.grid
        return g.x, g.y, self.page_w - g.right, self.page_h - g.top

    def bleed_rect(self, slot: Rect) -> Rect:
        return slot.outset(self.bleed)

    def cards(self) -> list[Rect]:
        """Every card rectangle (trim) on the page: one per slot, or front and back per fold-over slot."""
        if self.pair:
            out = []
            for s in self.slots:
                out += list(pair_halves(s, self.rotated))
            return out
        return list(self.slots)

    def placement(self, slot: Rect) -> tuple[float, float, float]:
        """(x, y, angle): where the card's (or pair's) own origin goes and how it is turned, so that
        its upright rectangle (0, 0, w, h) — (0, 0, 2w, h) for a pair — fills `slot`."""
        if self.rotated:
            return slot.right, slot.y, 90.0
        return slot.x, slot.y, 0.0

    def cut_xs(self) -> list[float]:
        return sorted({round(v, 6) for r in self.slots for v in (r.x, r.right)})

    def cut_ys(self) -> list[float]:
        return sorted({round(v, 6) for r in self.slots for v in (r.y, r.top)})

    def crop_marks(self) -> list[Segment]:
        """Short lines in the margins on the extension of each cut line, outside every card and its bleed."""
        p = self.printed
        off, length, edge = MARK_OFFSET_MM * MM, MARK_LENGTH_MM * MM, self.edge
        marks: list[Segment] = []
        for x in self.cut_xs():
            lo_start, lo_end = p.y - off, max(p.y - off - length, edge)
            hi_start, hi_end = p.top + off, min(p.top + off + length, self.page_h - edge)
            if lo_start > lo_end:
                marks.append(Segment(x, lo_end, x, lo_start))
            if hi_end > hi_start:
                marks.append(Segment(x, hi_start, x, hi_end))
        for y in self.cut_ys():
            lo_start, lo_end = p.x - off, max(p.x - off - length, edge)
            hi_start, hi_end = p.right + off, min(p.right + off + length, self.page_w - edge)
            if lo_start > lo_end:
                marks.append(Segment(lo_end, y, lo_start, y))
            if hi_end > hi_start:
                marks.append(Segment(hi_start, y, hi_end, y))
        return marks

    def fold_marks(self) -> list[Segment]:
        """For fold-over sheets: each fold line, extended into the margins (top and bottom, or
        left and right when the pairs are turned)."""
        if not self.pair:
            return []
        p = self.printed
        off, length, edge = MARK_OFFSET_MM * MM, MARK_LENGTH_MM * MM, self.edge
        out = []
        if self.rotated:
            for y in sorted({round(s.cy, 6) for s in self.slots}):
                out.append(Segment(max(p.x - off - length, edge), y, p.x - off, y))
                out.append(Segment(p.right + off, y, min(p.right + off + length, self.page_w - edge), y))
        else:
            for x in sorted({round(s.cx, 6) for s in self.slots}):
                out.append(Segment(x, max(p.y - off - length, edge), x, p.y - off))
                out.append(Segment(x, p.top + off, x, min(p.top + off + length, self.page_h - edge)))
        return out

    def mark_zone(self) -> float:
        """How far beyond the outermost bleed edge the crop marks reach."""
        return (MARK_OFFSET_MM + MARK_LENGTH_MM) * MM


def pair_halves(slot: Rect, rotated: bool = False) -> tuple[Rect, Rect]:
    """(front, back) page rectangles of a fold-over slot: side by side, or (turned) back above front."""
    if rotated:
        return Rect(slot.x, slot.y, slot.w, slot.h / 2), Rect(slot.x, slot.y + slot.h / 2, slot.w, slot.h / 2)
    return Rect(slot.x, slot.y, slot.w / 2, slot.h), Rect(slot.x + slot.w / 2, slot.y, slot.w / 2, slot.h)


def _grid(page_w: float, page_h: float, item_w: float, item_h: float, bleed: float,
          printer_margin: float = 0.0) -> tuple[int, int, list[Rect]]:
    gap = 2 * bleed
    margin = max(MIN_MARGIN_MM * MM, printer_margin + (MARK_OFFSET_MM + MIN_MARK_MM) * MM) + bleed
    cols = _fit(page_w - 2 * margin, item_w, gap)
    rows = _fit(page_h - 2 * margin, item_h, gap)
    if cols < 1 or rows < 1:
        return cols, rows, []
    total_w = cols * item_w + (cols - 1) * gap
    total_h = rows * item_h + (rows - 1) * gap
    x0 = (page_w - total_w) / 2
    y_top = (page_h + total_h) / 2
    slots = []
    for r in range(rows):
        for c in range(cols):
            slots.append(Rect(x0 + c * (item_w + gap), y_top - item_h - r * (item_h + gap), item_w, item_h))
    return cols, rows, slots


class LayoutError(ValueError):
    """The card does not fit on the paper."""


def _best(paper: str, item_w: float, item_h: float, bleed: bool, card_w: float, card_h: float,
          pair: bool, what: str, printer_margin_mm: float = 0.0) -> Sheet:
    page_w, page_h = paper_size(paper)
    b = BLEED_MM * MM if bleed else 0.0
    pm = printer_margin_mm * MM
    edge = max(PAGE_EDGE_MM * MM, pm)
    cols, rows, slots = _grid(page_w, page_h, item_w, item_h, b, pm)
    rcols, rrows, rslots = _grid(page_w, page_h, item_h, item_w, b, pm)
    if len(rslots) > len(slots):
        return Sheet(page_w, page_h, card_w, card_h, b, rcols, rrows, tuple(rslots), pair, rotated=True, edge=edge)
    if not slots:
        raise LayoutError(f"{what} do not fit on {paper}")
    return Sheet(page_w, page_h, card_w, card_h, b, cols, rows, tuple(slots), pair, edge=edge)


def card_sheet(paper: str = DEFAULT_PAPER, size: str = DEFAULT_SIZE, bleed: bool = False,
               printer_margin: float = 0.0) -> Sheet:
    """As many cards as fit, in a grid centred on the page (turned 90° only if more fit that way).

    `printer_margin` (mm): the printer's unprintable border; crop marks stay out of it (they
    shorten down to MIN_MARK_MM, and fewer cards fit if even that does not leave room)."""
    w, h = card_size(size)
    return _best(paper, w, h, bleed, w, h, False, f"{size} cards", printer_margin)


def fold_sheet(paper: str = DEFAULT_PAPER, size: str = DEFAULT_SIZE, bleed: bool = False,
               printer_margin: float = 0.0) -> Sheet:
    """Fold-over cards: each slot is a front and its back side by side, sharing the fold line.

    Folding the back half behind the front along the shared edge puts the back behind the front,
    so no mirroring is needed. The fold edge has no bleed (it is not cut).
    """
    w, h = card_size(size)
    return _best(paper, 2 * w, h, bleed, w, h, True, f"{size} fold-over cards", printer_margin)


def back_rect(front: Rect, page_w: float, page_h: float, duplex: str) -> Rect:
    """Where the back of the card whose front is at `front` goes on the back page.

    long: the sheet turns over its long (vertical) edge: x' = page_w − x − w.
    short: it turns over its short (top) edge: y' = page_h − y − h. The short-edge back page is
    the long-edge one turned 180° (the back art turns with it, so it is upright when the cut card
    is turned sideways).
    """
    if duplex == "long":
        return front.mirrored_x(page_w)
    if duplex == "short":
        return front.mirrored_x(page_w).rotated_180(page_w, page_h)
    raise ValueError(f"no back page with duplex={duplex!r}")


def back_placement(sheet: Sheet, slot: Rect) -> tuple[float, float, float]:
    """(x, y, angle) of a card back on the long-edge back page, for the card whose front is in `slot`.

    Upright cards: the mirrored rectangle, upright. Turned cards (top to the left on the front)
    have their top to the right when seen from the back, so the back is turned −90°.
    """
    r = slot.mirrored_x(sheet.page_w)
    if sheet.rotated:
        return r.x, r.top, -90.0
    return r.x, r.y, 0.0


def pages_needed(cards: int, per_page: int) -> int:
    return max(1, math.ceil(cards / per_page)) if cards else 0


def safe_rect(trim: Rect) -> Rect:
    """The zone inside the trim where text may go."""
    return trim.inset(SAFE_MM * MM)


@dataclass(frozen=True)
class NoticeBand:
    """Where the small print notice goes: two bands on opposite margins.

    `side` is "tb" (top and bottom margins, text horizontal) or "lr" (left and right margins,
    text rotated 90° so it runs along the long edge).
    """

    side: str
    first: Rect      # top band / left band
    second: Rect     # bottom band / right band

    @property
    def depth(self) -> float:
        """How much room the bands have across the text direction."""
        return self.first.h if self.side == "tb" else self.first.w


def notice_bands(sheet: Sheet) -> NoticeBand:
    """The free strips between the crop marks and the paper edge, on the pair of margins with more room."""
    p = sheet.printed
    zone = sheet.mark_zone() if sheet.per_page else 0.0
    edge = NOTICE_EDGE_MM * MM
    gap = 0.8 * MM
    top = Rect(edge, p.top + zone + gap, sheet.page_w - 2 * edge, max(sheet.page_h - edge - (p.top + zone + gap), 0))
    bottom = Rect(edge, edge, sheet.page_w - 2 * edge, max(p.y - zone - gap - edge, 0))
    left = Rect(edge, edge, max(p.x - zone - gap - edge, 0), sheet.page_h - 2 * edge)
    right = Rect(p.right + zone + gap, edge, max(sheet.page_w - edge - (p.right + zone + gap), 0), sheet.page_h - 2 * edge)
    tb = min(top.h, bottom.h)
    lr = min(left.w, right.w)
    if tb >= 2.2 * MM or tb >= lr:
        return NoticeBand("tb", top, bottom)
    return NoticeBand("lr", left, right)


def page_notice_bands(page_w: float, page_h: float, margin: float) -> NoticeBand:
    """Notice bands for pages without cards (calibration, sheets): the bottom and top margins."""
    edge = NOTICE_EDGE_MM * MM
    return NoticeBand("tb", Rect(edge, page_h - margin, page_w - 2 * edge, margin - edge),
                      Rect(edge, edge, page_w - 2 * edge, margin - edge))
