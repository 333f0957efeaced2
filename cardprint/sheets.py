"""The players' role reference and the moderator's seat/notes grid (the judge sheet is
`judge.py`).

Text is broken by `text.wrap` (no Chinese line starts with closing punctuation), not by
reportlab's paragraph wrapper.
"""
from __future__ import annotations

from pathlib import Path

from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, KeepTogether, SimpleDocTemplate, Spacer, Table, TableStyle

from werewolf_desktop.engine.catalogue import Catalogue, catalogue
from werewolf_desktop.i18n import LANGUAGE_TAGS, text as pick, tr

from . import fonts, theme
from .art import ArtBook, art_path
from .cards import team_label
from .deck import Deck
from .judge_content import night_marks
from .layout import MM, Rect, paper_size
from .nightorder import wake_text
from .pages import open_canvas, print_preferences
from .text import Para, cell_lines, fit_block, fit_line, typeset, wrap

MARGIN = 16 * MM


# ---------------------------------------------------------------- helpers

def _styles() -> dict[str, ParagraphStyle]:
    font = fonts.register()
    ink, night, accent, dead = (theme.colour(k) for k in ("ink", "night", "accent", "dead"))
    base = dict(fontName=font, textColor=ink)
    return {
        "title": ParagraphStyle("title", fontSize=18, leading=23, spaceAfter=2, **{**base, "textColor": night}),
        "subtitle": ParagraphStyle("subtitle", fontSize=9.5, leading=13, spaceAfter=6, **{**base, "textColor": dead}),
        "h2": ParagraphStyle("h2", fontSize=10, leading=13, spaceBefore=6, spaceAfter=1.5, **{**base, "textColor": accent}),
        "body": ParagraphStyle("body", fontSize=9, leading=12.5, spaceAfter=2, **base),
        "note": ParagraphStyle("note", fontSize=8, leading=10.5, leftIndent=10, spaceAfter=1.5, **{**base, "textColor": dead}),
        "small": ParagraphStyle("small", fontSize=7.5, leading=9.5, **{**base, "textColor": dead}),
    }


class Text(Flowable):
    """A paragraph in the one font, broken by `text.wrap`."""

    def __init__(self, txt: str, style: ParagraphStyle):
        super().__init__()
        self.txt, self.style = txt, style
        self._lines: list[str] = []

    def wrap(self, avail_w, avail_h):
        st = self.style
        self._lines = wrap(self.txt, st.fontSize, avail_w - st.leftIndent)
        self.width, self.height = avail_w, len(self._lines) * st.leading
        return self.width, self.height

    def getSpaceBefore(self):
        return self.style.spaceBefore

    def getSpaceAfter(self):
        return self.style.spaceAfter

    def draw(self):
        c, st = self.canv, self.style
        c.setFont(fonts.register(), st.fontSize)
        c.setFillColor(st.textColor)
        pad = (st.leading - fonts.ascent(st.fontSize) - fonts.descent(st.fontSize)) / 2
        for i, line in enumerate(self._lines):
            y = self.height - i * st.leading - pad - fonts.ascent(st.fontSize)
            if st.alignment == TA_CENTER:
                c.drawCentredString(self.width / 2, y, line)
            else:
                c.drawString(st.leftIndent, y, line)


def _p(txt: str, style: ParagraphStyle, lang: str | None = None) -> Text:
    return Text(typeset(txt, lang) if lang else txt, style)


def _multi(texts: list[tuple[str, str]], style: ParagraphStyle, second: ParagraphStyle) -> list[Text]:
    """Primary language in `style`, the others in `second`."""
    out = []
    for i, (lang, txt) in enumerate(texts):
        if txt:
            out.append(_p(txt, style if i == 0 else second, lang))
    return out


def _numbered_canvas(footer_left: str, page_label):
    """A canvas class that writes "page x / y" once the page count is known."""

    class NumberedCanvas(Canvas):
        def __init__(self, *args, **kwargs):
            kwargs.setdefault("initialFontName", fonts.register())
            super().__init__(*args, **kwargs)
            print_preferences(self)
            self._pages: list[dict] = []

        def showPage(self):
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            total = len(self._pages)
            for state in self._pages:
                self.__dict__.update(state)
                self._footer(total)
                Canvas.showPage(self)
            Canvas.save(self)

        def _footer(self, total: int) -> None:
            w, _ = self._pagesize
            self.saveState()
            self.setStrokeColor(theme.colour("dead"))
            self.setLineWidth(0.4)
            self.line(MARGIN, MARGIN - 5 * MM, w - MARGIN, MARGIN - 5 * MM)
            self.setFont(fonts.register(), 7.5)
            self.setFillColor(theme.colour("dead"))
            txt, size = fit_line(footer_left, w - 2 * MARGIN - 40 * MM, 7.5, 5)
            self.setFont(fonts.register(), size)
            self.drawString(MARGIN, MARGIN - 9 * MM, txt)
            self.setFont(fonts.register(), 7.5)
            self.drawRightString(w - MARGIN, MARGIN - 9 * MM, page_label(self._pageNumber, total))
            self.restoreState()

    return NumberedCanvas


def _doc(path: Path, paper: str, title: str, lang: str) -> SimpleDocTemplate:
    return SimpleDocTemplate(str(path), pagesize=paper_size(paper), leftMargin=MARGIN, rightMargin=MARGIN,
                             topMargin=MARGIN, bottomMargin=MARGIN + 2 * MM, title=title, lang=LANGUAGE_TAGS[lang],
                             author="Werewolf Desktop", creator="Werewolf Desktop cardprint",
                             initialFontName=fonts.register())


def _build(doc: SimpleDocTemplate, story: list, lang: str, footer: str) -> None:
    doc.build(story, canvasmaker=_numbered_canvas(
        footer, lambda n, total: tr("cardprint.notice.page", lang, page=n, pages=total)))


# ---------------------------------------------------------------- role reference

class ArtFlowable(Flowable):
    """A role's picture, drawn as a reusable form."""

    def __init__(self, path: Path, size: float):
        super().__init__()
        self.path, self.size = path, size
        self.width = self.height = size

    def wrap(self, avail_w, avail_h):
        return self.size, self.size

    def draw(self):
        c = self.canv
        book = getattr(c, "_cardprint_art", None)
        if book is None:
            book = c._cardprint_art = ArtBook(c)
        book.place(self.path, Rect(0, 0, self.size, self.size))


def render_roles(deck: Deck, langs: tuple[str, ...], paper: str, path: Path, art_dir: Path | None = None,
                 cat: Catalogue | None = None) -> None:
    cat = cat or catalogue()
    lang = langs[0]
    st = _styles()
    title = tr("cardprint.roles.title", lang) + " — " + deck.title(lang)
    doc = _doc(path, paper, title, lang)
    arts = {rid: art_path(cat.role(rid).art, art_dir) for rid in deck.role_ids(with_extras=True)}
    story: list = [_p(title, st["title"], lang), _p(tr("cardprint.roles.subtitle", lang), st["subtitle"], lang)]
    art_w = 24 * MM
    for rid in deck.role_ids(with_extras=True):
        role = cat.role(rid)
        colour = theme.team(role.team)
        name_style = ParagraphStyle("rname", parent=st["h2"], textColor=colour, fontSize=12, leading=15, spaceBefore=0)
        cell = [_p(" / ".join(pick(role.name, lg) for lg in langs), name_style, lang),
                _p(" / ".join(team_label(role, lg, deck.ruleset_id) for lg in langs), st["small"], lang)]
        cell += _multi([(lg, pick(role.ability, lg)) for lg in langs], st["body"], st["note"])
        if role.card != "badge":
            cell.append(_p(wake_text(role, lang, cat), st["small"], lang))
        table = Table([[ArtFlowable(arts[rid], art_w), cell]], colWidths=[art_w + 6 * MM, doc.width - art_w - 6 * MM])
        table.setStyle(TableStyle([
            ("FONTNAME", (0, 0), (-1, -1), fonts.register()),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LINEBELOW", (0, 0), (-1, -1), 0.4, theme.team_light(role.team)),
            ("LINEBEFORE", (0, 0), (0, 0), 3, colour),
            ("LEFTPADDING", (0, 0), (0, 0), 6),
            ("TOPPADDING", (0, 0), (-1, -1), 5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
        ]))
        story.append(KeepTogether([table, Spacer(1, 3)]))
    _build(doc, story, lang, "Werewolf Desktop  ·  " + title)


# ---------------------------------------------------------------- seat / notes sheet

NIGHT_COLUMNS = 4
MIN_ROW = 9 * MM
MAX_ROW = 15 * MM


def render_seats(deck: Deck, langs: tuple[str, ...], paper: str, path: Path, cat: Catalogue | None = None) -> int:
    """A grid of seats 1..N × (name, role, one column per night, votes) for handwriting. Returns pages."""
    cat = cat or catalogue()
    lang = langs[0]
    page_w, page_h = paper_size(paper)
    seats = deck.players or sum(deck.counts.values())
    title = tr("cardprint.seats.title", lang) + " — " + deck.title(lang)
    c = open_canvas(path, page_w, page_h, title, lang)
    font = fonts.register()
    ink, dead, night = theme.colour("ink"), theme.colour("dead"), theme.colour("night")
    x0, x1 = MARGIN, page_w - MARGIN
    width = x1 - x0
    # columns: seat, name, role, nights…, votes
    fr = [0.06, 0.17, 0.15] + [0.11] * NIGHT_COLUMNS + [0.18]
    widths = [f * width / sum(fr) for f in fr]
    heads = ([tr("cardprint.seats.seat", lang), tr("cardprint.seats.name", lang), tr("cardprint.seats.role", lang)]
             + [tr("cardprint.seats.night", lang, n=i + 1) for i in range(NIGHT_COLUMNS)]
             + [tr("cardprint.seats.votes", lang)])
    top = page_h - MARGIN - 30 * MM
    bottom = MARGIN + 34 * MM
    head_h = 8 * MM
    rows_fit = max(1, int((top - head_h - bottom) // MIN_ROW))
    pages = max(1, -(-seats // rows_fit))
    per_page = -(-seats // pages)
    row_h = min(MAX_ROW, (top - head_h - bottom) / per_page)
    marks = night_marks(deck, lang, cat)
    hint = (tr("cardprint.seats.hint_marks", lang, marks="  ·  ".join(marks)) if marks
            else tr("cardprint.seats.hint", lang))
    seat = 1
    for page in range(1, pages + 1):
        # title and deck summary
        txt, size = fit_line(title, width, 16, 8)
        c.setFillColor(night)
        c.setFont(font, size)
        c.drawString(x0, page_h - MARGIN - size, txt)
        summary = "  ·  ".join(f"{pick(cat.role(r).name, lang)} ×{n}" for r, n in deck.counts.items())
        block = fit_block([Para(tr("cardprint.seats.deck", lang) + summary, 1.0, ink),
                           Para(hint, 0.9, dead, optional=True)],
                          Rect(x0, top + 3 * MM, width, 18 * MM), 9, 5.5)
        for line in block.lines:
            c.setFillColor(line.colour)
            c.setFont(font, line.size)
            c.drawString(line.x, line.y, line.text)
        # header row
        c.setFillColor(night)
        c.rect(x0, top - head_h, width, head_h, stroke=0, fill=1)
        x = x0
        for w, h in zip(widths, heads):
            t, s = fit_line(h, w - 2 * MM, 8.5, 5)
            c.setFillColor(theme.WHITE)
            c.setFont(font, s)
            c.drawString(x + 1 * MM, top - head_h + (head_h - s * 0.75) / 2, t)
            x += w
        # rows
        y = top - head_h
        n_rows = min(per_page, seats - seat + 1)
        for r in range(n_rows):
            if r % 2:
                c.setFillColor(theme.colour("paper"))
                c.rect(x0, y - row_h, width, row_h, stroke=0, fill=1)
            c.setFillColor(night)
            c.setFont(font, 13)
            c.drawCentredString(x0 + widths[0] / 2, y - row_h / 2 - 4.5, str(seat))
            if seat <= len(deck.seat_names):
                c.setFillColor(ink)
                for name, size, down in cell_lines(deck.seat_names[seat - 1], widths[1] - 2 * MM, row_h - MM, 10, 5):
                    c.setFont(font, size)
                    c.drawString(x0 + widths[0] + 1 * MM, y - row_h / 2 - down, name)
            # votes column: four small boxes (day 1..4)
            vx = x0 + sum(widths[:-1])
            c.setStrokeColor(theme.team_light("none"))
            c.setLineWidth(0.3)
            for d in range(1, 4):
                c.line(vx + d * widths[-1] / 4, y - row_h + 1.2 * MM, vx + d * widths[-1] / 4, y - 1.2 * MM)
            seat += 1
            y -= row_h
        # grid
        c.setStrokeColor(dead)
        c.setLineWidth(0.5)
        c.rect(x0, y, width, top - y, stroke=1, fill=0)
        c.setLineWidth(0.3)
        yy = top - head_h
        for _ in range(n_rows):
            c.line(x0, yy, x1, yy)
            yy -= row_h
        x = x0
        for w in widths[:-1]:
            x += w
            c.line(x, y, x, top)
        # votes sub-header (day numbers) and the notes box
        c.setFont(font, 6)
        c.setFillColor(dead)
        vx = x0 + sum(widths[:-1])
        for d in range(4):
            c.drawCentredString(vx + (d + 0.5) * widths[-1] / 4, y - 3 * MM, tr("cardprint.seats.day", lang, n=d + 1))
        notes_top = y - 6 * MM
        c.setFont(font, 8)
        c.setFillColor(ink)
        c.drawString(x0, notes_top - 3 * MM, tr("cardprint.seats.notes", lang))
        c.setStrokeColor(theme.team_light("none"))
        ly = notes_top - 9 * MM
        while ly > MARGIN + 2 * MM:
            c.line(x0, ly, x1, ly)
            ly -= 7 * MM
        c.setFont(font, 7)
        c.setFillColor(dead)
        c.drawRightString(x1, MARGIN - 4 * MM, tr("cardprint.notice.page", lang, page=page, pages=pages))
        c.drawString(x0, MARGIN - 4 * MM, "Werewolf Desktop")
        c.showPage()
    c.save()
    return pages
