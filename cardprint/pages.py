"""Card pages: fronts, mirrored backs, fold-over pairs, crop marks and the margin notice.

The shared back and each front printed more than once in a file are drawn once per PDF as form
XObjects; the pages only place them. A front printed once is drawn where it goes, as its form would
be (clipped to the same box, in a marked-content section named like the form): a form costs an
object of its own that reportlab formats and a stream of its own to compress (a 108-card deck of 102
roles: ~7 ms of its ~0.12 s, and 346 → 240 KB). Pages are laid out by `layout.Sheet`.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import BinaryIO, Mapping

from reportlab.pdfgen.canvas import Canvas

from werewolf_desktop.i18n import LANGUAGE_TAGS, tr

from . import fonts, theme
from .art import ArtBook, end_form
from .cards import BACK_OVERPRINT_MM, FrontContent, back_art_path, back_overprint, draw_back, draw_front, front_content
from .deck import Deck
from .layout import MM, NoticeBand, Rect, Sheet, back_placement, card_sheet, fold_sheet, notice_bands
from .text import Block, Para, fit_block

NOTICE_MAX, NOTICE_MIN = 6.5, 4.0
MARK_WIDTH = 0.3


DUPLEX_PREFERENCE = {"long": "DuplexFlipLongEdge", "short": "DuplexFlipShortEdge", "none": "Simplex"}


def print_preferences(c: Canvas, duplex: str = "none") -> None:
    """Ask the print dialog for 100 % (no "fit to page") and the sides the file is laid out for."""
    c.setViewerPreference("PrintScaling", "None")
    c.setViewerPreference("Duplex", DUPLEX_PREFERENCE[duplex])


def open_canvas(path: Path | str | BinaryIO, page_w: float, page_h: float, title: str, lang: str, subject: str = "",
                duplex: str = "none") -> Canvas:
    """A canvas for one of our PDFs: the bundled font, 100 % printing, the title, and the document's
    language `lang` (the primary language, as /Lang: what screen readers and read-aloud go by)."""
    font = fonts.register()
    target = str(path) if isinstance(path, (str, Path)) else path      # a path or a binary file object
    c = Canvas(target, pagesize=(page_w, page_h), initialFontName=font, initialFontSize=8, pageCompression=1,
               lang=LANGUAGE_TAGS[lang])
    print_preferences(c, duplex)
    c.setTitle(title)
    c.setAuthor("Werewolf Desktop")
    c.setCreator("Werewolf Desktop cardprint")
    if subject:
        c.setSubject(subject)
    return c


def actual_size_text(langs: tuple[str, ...]) -> str:
    return "  ·  ".join(tr("cardprint.notice.actual_size", lang) for lang in langs)


@lru_cache(maxsize=64)
def _band_block(message: str, w: float, h: float) -> Block:
    """The notice's lines fitted to a band of `w` × `h` (kept: every page of a deck has the same
    "actual size" notice; its lines are only read)."""
    return fit_block([Para(message, 1.0, theme.colour("dead"))], Rect(0, 0, w, h), NOTICE_MAX, NOTICE_MIN,
                     align="center", leading=1.15)


def draw_band_text(c: Canvas, band: NoticeBand, which: int, message: str) -> None:
    """Write `message` small and centred in one of the notice bands (0: top/left, 1: bottom/right)."""
    rect = band.first if which == 0 else band.second
    if rect.w <= 0 or rect.h <= 0:
        return
    c.saveState()
    if band.side == "tb":
        box = Rect(0, 0, rect.w, rect.h)
        c.translate(rect.x, rect.y)
    else:   # rotated 90° counter-clockwise: reads bottom to top along the long edge
        box = Rect(0, 0, rect.h, rect.w)
        c.translate(rect.right, rect.y)
        c.rotate(90)
    block = _band_block(message, box.w, box.h)
    spare = box.h - block.height
    font = fonts.register()
    for line in block.lines:
        c.setFillColor(line.colour)
        c.setFont(font, line.size)
        c.drawString(line.x, line.y - max(spare, 0) / 2, line.text)
    c.restoreState()


def draw_notice(c: Canvas, band: NoticeBand, langs: tuple[str, ...], footer: str) -> None:
    draw_band_text(c, band, 0, actual_size_text(langs))
    draw_band_text(c, band, 1, footer)


def draw_crop_marks(c: Canvas, sheet: Sheet, style: str = "marks") -> None:
    """The cut guides: short marks in the margins, full lines across the sheet along every cut
    (drawn over the cards: the cut takes them away), or none; fold lines are always marked."""
    c.saveState()
    c.setStrokeColor(theme.BLACK)
    c.setLineWidth(MARK_WIDTH)
    if style == "marks":
        for seg in sheet.crop_marks():
            c.line(seg.x0, seg.y0, seg.x1, seg.y1)
    elif style == "lines":
        c.setStrokeColor(theme.colour("dead"))
        c.setLineWidth(0.25)
        for x in sheet.cut_xs():
            c.line(x, sheet.edge, x, sheet.page_h - sheet.edge)
        for y in sheet.cut_ys():
            c.line(sheet.edge, y, sheet.page_w - sheet.edge, y)
    marks = sheet.fold_marks()
    if marks:
        c.setDash(1.5, 1.2)
        c.setStrokeColor(theme.colour("dead"))
        for seg in marks:
            c.line(seg.x0, seg.y0, seg.x1, seg.y1)
    c.restoreState()


class CardForms:
    """The front and back forms of one canvas. `copies`: how many times each role's front is placed
    in this file; a front placed once is drawn in place (see the module's docstring), any other
    (or every front, without `copies`) is a form."""

    def __init__(self, c: Canvas, book: ArtBook, w: float, h: float, bleed: float,
                 copies: Mapping[str, int] | None = None):
        self.c, self.book, self.w, self.h, self.bleed = c, book, w, h, bleed
        self._copies = copies or {}
        self._fronts: dict[str, str] = {}
        self._in_place: dict[str, FrontContent] = {}     # front name -> what it shows, drawn where placed
        self._back: str | None = None

    def _bbox(self) -> tuple[float, float, float, float]:
        b = self.bleed
        return (-b, -b, self.w + b, self.h + b)

    def front(self, content: FrontContent) -> str:
        key = content.role_id
        if key not in self._fronts:
            name = f"front_{len(self._fronts)}"
            if self._copies.get(key) == 1:
                self._in_place[name] = content
            else:
                self.c.beginForm(name, *self._bbox())
                draw_front(self.c, self.book, content, self.w, self.h, self.bleed)
                end_form(self.c)
            self._fronts[key] = name
        return self._fronts[key]

    def back(self, back_art: Path) -> str:
        if self._back is None:
            o = back_overprint(self.bleed)
            self.c.beginForm("card_back", -o, -o, self.w + o, self.h + o)
            draw_back(self.c, self.book, back_art, self.w, self.h, self.bleed)
            end_form(self.c)
            self._back = "card_back"
        return self._back

    def place(self, name: str, x: float, y: float, angle: float = 0.0, clip: Rect | None = None) -> None:
        """Put a form (or a front drawn in place) with its origin at (x, y), turned by `angle` degrees;
        `clip` is in the form's own coordinates."""
        c = self.c
        c.saveState()
        c.translate(x, y)
        if angle:
            c.rotate(angle)
        if clip is not None:
            p = c.beginPath()
            p.rect(clip.x, clip.y, clip.w, clip.h)
            c.clipPath(p, stroke=0, fill=0)
        content = self._in_place.get(name)
        if content is None:
            c.doForm(name)
        else:
            c.addLiteral(f"/{name} BMC")
            box = c.beginPath()
            x0, y0, x1, y1 = self._bbox()
            box.rect(x0, y0, x1 - x0, y1 - y0)
            c.clipPath(box, stroke=0, fill=0)           # what a form's /BBox does
            draw_front(c, self.book, content, self.w, self.h, self.bleed)
            c.addLiteral("EMC")
        c.restoreState()

    def place_pair(self, front: str, back: str, x: float, y: float, angle: float) -> None:
        """A fold-over pair: front at (0, 0), back at (w, 0) in the pair's frame. The front stops at
        the fold; the back's plain ground runs BACK_OVERPRINT_MM past it onto the front, so a fold a
        little off the line shows the back's colour on the front edge, never a team colour on the back."""
        c, w, h, b = self.c, self.w, self.h, self.bleed
        o = BACK_OVERPRINT_MM * MM
        c.saveState()
        c.translate(x, y)
        if angle:
            c.rotate(angle)
        self.place(front, 0, 0, clip=Rect(-b, -b, w + b, h + 2 * b))
        self.place(back, w, 0, clip=Rect(-o, -b, w + b + o, h + 2 * b))
        c.restoreState()


@dataclass
class DeckJob:
    """Everything `render_deck` needs, validated."""

    deck: Deck
    langs: tuple[str, ...]
    paper: str
    size: str
    bleed: bool
    duplex: str                     # long / short / none
    back_offset: tuple[float, float]   # mm
    fold: bool
    art_dir: Path | None
    printer_margin: float = 0.0     # mm
    cut_lines: str = "marks"        # marks / lines / none
    # the fronts' contents, made once (`contents_for`): checking the art and drawing both need them
    _contents: dict[str, FrontContent] | None = field(default=None, init=False, repr=False, compare=False)


def contents_for(job: DeckJob) -> dict[str, FrontContent]:
    """One FrontContent per role of the deck (raises before any drawing if art is missing); made
    once per job."""
    if job._contents is None:
        in_play = job.deck.in_play()
        job._contents = {rid: front_content(rid, job.langs, in_play, job.art_dir, ruleset=job.deck.ruleset_id)
                         for rid in job.deck.role_ids(with_extras=True)}
    return job._contents


def check_art(job: DeckJob) -> None:
    """Raise CardprintError now if a picture the job needs is missing."""
    contents_for(job)
    back_art_path(job.art_dir)


def sheet_for(job: DeckJob) -> Sheet:
    if job.fold:   # always with bleed: the back's ground must run past its cut edges too (17.2)
        return fold_sheet(job.paper, job.size, True, job.printer_margin)
    return card_sheet(job.paper, job.size, job.bleed, job.printer_margin)


def _footer(job: DeckJob, side_key: str, page: int, pages: int) -> str:
    lang = job.langs[0]
    return "  ·  ".join([job.deck.title(lang), tr(side_key, lang),
                         tr("cardprint.notice.page", lang, page=page, pages=pages)])


def render_deck(job: DeckJob, fronts_path: Path, backs_path: Path | None = None) -> dict[str, int]:
    """Write the deck. With `backs_path`, backs go to that second file (split), else each front
    page is followed by its back page (unless duplex is "none"). Returns page counts."""
    sheet = sheet_for(job)
    contents = contents_for(job)
    want_backs = job.fold or job.duplex != "none" or backs_path is not None
    back_art = back_art_path(job.art_dir) if want_backs else None
    cards = job.deck.cards()
    chunks = [cards[i:i + sheet.per_page] for i in range(0, len(cards), sheet.per_page)]
    title = job.deck.title(job.langs[0])
    band = notice_bands(sheet)
    mode = "long" if job.duplex == "none" else job.duplex

    interleave = backs_path is None and job.duplex != "none" and not job.fold
    c = open_canvas(fronts_path, sheet.page_w, sheet.page_h, title, job.langs[0], tr("cardprint.doc.cards", job.langs[0]),
                    job.duplex if interleave else "none")
    forms = CardForms(c, ArtBook(c), sheet.card_w, sheet.card_h, sheet.bleed, Counter(cards))
    cb = None
    if backs_path is not None:
        cb = open_canvas(backs_path, sheet.page_w, sheet.page_h, title, job.langs[0], tr("cardprint.doc.cards", job.langs[0]))
        back_forms = CardForms(cb, ArtBook(cb), sheet.card_w, sheet.card_h, sheet.bleed)
    else:
        back_forms = forms
    # define every form before the first page is drawn
    for content in contents.values():
        forms.front(content)
    if back_art is not None:
        back_forms.back(back_art)

    per_file = len(chunks) * (2 if interleave else 1)
    page_no = 0
    counts = {"fronts": 0, "backs": 0}
    for chunk in chunks:
        page_no += 1
        if job.fold:
            assert back_art is not None                 # a folded card has its back (want_backs)
            for slot, rid in zip(sheet.slots, chunk):
                forms.place_pair(forms.front(contents[rid]), forms.back(back_art), *sheet.placement(slot))
            side = "cardprint.notice.fold"
        else:
            for slot, rid in zip(sheet.slots, chunk):
                forms.place(forms.front(contents[rid]), *sheet.placement(slot))
            side = "cardprint.notice.fronts"
        draw_crop_marks(c, sheet, job.cut_lines)
        draw_notice(c, band, job.langs, _footer(job, side, page_no, per_file))
        c.showPage()
        counts["fronts"] += 1
        if job.fold or (job.duplex == "none" and backs_path is None):
            continue
        assert back_art is not None                     # backs are drawn (want_backs)
        target, tforms = (cb, back_forms) if cb is not None else (c, forms)
        if cb is None:
            page_no += 1
        _back_page(target, tforms, sheet, len(chunk), mode, job.back_offset, back_art)
        n = page_no if cb is None else counts["backs"] + 1
        draw_notice(target, band, job.langs, _footer(job, "cardprint.notice.backs", n, per_file if cb is None else len(chunks)))
        target.showPage()
        counts["backs"] += 1
    c.save()
    if cb is not None:
        cb.save()
    return counts


def _back_page(c: Canvas, forms: CardForms, sheet: Sheet, count: int, mode: str,
               offset: tuple[float, float], back_art: Path) -> None:
    """Backs behind the first `count` fronts: the long-edge page (mirrored columns), turned 180°
    for a short-edge flip, shifted by the back offset."""
    name = forms.back(back_art)
    c.saveState()
    c.translate(offset[0] * MM, offset[1] * MM)
    if mode == "short":
        c.translate(sheet.page_w, sheet.page_h)
        c.rotate(180)
    for slot in sheet.slots[:count]:
        forms.place(name, *back_placement(sheet, slot))
    c.restoreState()
