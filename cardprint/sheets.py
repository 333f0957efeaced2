"""The paper sheets: the moderator's (法官) script, the players' role reference and the
moderator's seat/notes grid.

The judge sheet prints the catalogue's 法官 lines word for word, in the order the night script
runs for this deck; nothing here rewrites them.
"""
from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (CondPageBreak, Flowable, KeepTogether, Paragraph, SimpleDocTemplate, Spacer, Table,
                                TableStyle)

from werewolf_desktop.engine.catalogue import Catalogue, Step, catalogue
from werewolf_desktop.i18n import all_strings, text as pick, tr

from . import fonts, theme
from .art import ArtBook, art_path
from .cards import team_label
from .deck import Deck
from .layout import MM, Rect, paper_size
from .nightorder import LATER, is_wake, ordinal, script, step_applies, wake_info, wake_text
from .pages import open_canvas
from .text import Para, fit_block, fit_line

MARGIN = 16 * MM


# ---------------------------------------------------------------- helpers

def _t(key: str, lang: str, **params) -> str | None:
    """A cardprint string, or None if the key does not exist (optional notes)."""
    if key not in all_strings():
        return None
    return tr(key, lang, **params)


def _styles(lang: str) -> dict[str, ParagraphStyle]:
    font = fonts.register()
    wrap = "CJK" if lang == "zh" else None
    ink, night, accent, dead = (theme.colour(k) for k in ("ink", "night", "accent", "dead"))
    base = dict(fontName=font, wordWrap=wrap, textColor=ink)
    return {
        "title": ParagraphStyle("title", fontSize=18, leading=23, spaceAfter=2, **{**base, "textColor": night}),
        "subtitle": ParagraphStyle("subtitle", fontSize=9.5, leading=13, spaceAfter=6, **{**base, "textColor": dead}),
        "h1": ParagraphStyle("h1", fontSize=13, leading=17, spaceBefore=10, spaceAfter=4, **{**base, "textColor": night}),
        "h2": ParagraphStyle("h2", fontSize=10, leading=13, spaceBefore=6, spaceAfter=1.5, **{**base, "textColor": accent}),
        "body": ParagraphStyle("body", fontSize=9, leading=12.5, spaceAfter=2, **base),
        "line": ParagraphStyle("line", fontSize=10, leading=14, leftIndent=10, spaceAfter=1.5, **base),
        "note": ParagraphStyle("note", fontSize=8, leading=10.5, leftIndent=10, spaceAfter=1.5, **{**base, "textColor": dead}),
        "cell": ParagraphStyle("cell", fontSize=8.5, leading=11, **base),
        "cellhead": ParagraphStyle("cellhead", fontSize=8.5, leading=11, **{**base, "textColor": theme.WHITE}),
        "small": ParagraphStyle("small", fontSize=7.5, leading=9.5, **{**base, "textColor": dead}),
        "centre": ParagraphStyle("centre", fontSize=9, leading=12, alignment=TA_CENTER, **base),
    }


def _p(txt: str, style: ParagraphStyle, lang: str | None = None) -> Paragraph:
    if lang is not None:
        style = ParagraphStyle(style.name + lang, parent=style, wordWrap="CJK" if lang == "zh" else None)
    return Paragraph(escape(txt).replace("\n", "<br/>"), style)


def _multi(texts: list[tuple[str, str]], style: ParagraphStyle, second: ParagraphStyle) -> list[Paragraph]:
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


def _doc(path: Path, paper: str, title: str) -> SimpleDocTemplate:
    return SimpleDocTemplate(str(path), pagesize=paper_size(paper), leftMargin=MARGIN, rightMargin=MARGIN,
                             topMargin=MARGIN, bottomMargin=MARGIN + 2 * MM, title=title,
                             author="Werewolf Desktop", creator="Werewolf Desktop cardprint",
                             initialFontName=fonts.register())


def _build(doc: SimpleDocTemplate, story: list, lang: str, footer: str) -> None:
    doc.build(story, canvasmaker=_numbered_canvas(
        footer, lambda n, total: tr("cardprint.notice.page", lang, page=n, pages=total)))


def _header_table(rows: list[list], widths: list[float], head_colour) -> Table:
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), fonts.register()),
        ("BACKGROUND", (0, 0), (-1, 0), head_colour),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 1), (-1, -1), 0.3, theme.colour("dead")),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [theme.WHITE, theme.colour("paper")]),
    ]))
    return table


# ---------------------------------------------------------------- judge sheet

def step_title(step: Step, lang: str, cat: Catalogue) -> str:
    if step.role is not None:
        return pick(cat.role(step.role).name, lang)
    return _t(f"cardprint.step.{step.id}", lang) or step.id


def _option_value(name: str, value, lang: str) -> str:
    if isinstance(value, bool):
        return tr("cardprint.yes" if value else "cardprint.no", lang)
    if isinstance(value, (list, tuple)):
        if not value:
            return tr("cardprint.none", lang)
        return ", ".join(_option_value(name, v, lang) for v in value)
    return _t(f"cardprint.optval.{name}.{value}", lang) or _t(f"cardprint.optval.{value}", lang) or str(value)


def _step_flowables(step: Step, night: int, number: int, wake_no: int | None, deck: Deck, langs: tuple[str, ...],
                    st: dict, cat: Catalogue) -> list:
    lang = langs[0]
    title = f"{number}. {step_title(step, lang, cat)}"
    if len(langs) > 1:
        title += "  /  " + "  /  ".join(step_title(step, other, cat) for other in langs[1:])
    if wake_no is not None:
        title += "   —   " + tr("cardprint.judge.wake_no", lang, n=ordinal(wake_no, lang))
    out: list = [_p(title, st["h2"], lang)]
    lines = step.lines_for(deck.options, night, deck.in_play())
    notes: list[str] = []
    if step.id == "dawn" and night == 1 and step.lines_with_election and deck.options.get("sheriff") == "day1":
        notes.append(tr("cardprint.judge.dawn_election", lang))
    if step.nights:
        notes.append(tr("cardprint.judge.only_nights", lang, nights=", ".join(map(str, step.nights))))
    if step.show and _t(f"cardprint.show.{step.show}", lang):
        notes.append(tr(f"cardprint.show.{step.show}", lang))
    if step.skip_when and _t(f"cardprint.skip.{step.skip_when}", lang):
        notes.append(tr(f"cardprint.skip.{step.skip_when}", lang))
    out += _multi([(lg, pick(lines, lg)) for lg in langs], st["line"], st["note"])
    for note in notes:
        out.append(_p("→ " + note, st["note"], lang))
    return [KeepTogether(out)]


def _night_section(deck: Deck, langs: tuple[str, ...], st: dict, cat: Catalogue, night: int, heading: str) -> list:
    lang = langs[0]
    in_play = deck.in_play()
    if night == 1:
        steps = script(in_play, 1, cat)
    else:
        # every later night, with the steps limited to given nights (drunk: night 3) in their place
        steps = script(in_play, LATER, cat, include_restricted=False)
        steps += [s for s in cat.night_steps() if s.nights and step_applies(s, in_play, cat)
                  and any(n > 1 for n in s.nights)]
        steps.sort(key=lambda x: (x.order(LATER) if x.order(LATER) is not None
                                  else (x.other_nights or x.first_night or 0), x.id))
    out: list = [CondPageBreak(40 * MM), _p(heading, st["h1"], lang)]
    wake = 0
    for i, step in enumerate(steps, start=1):
        wake_no = None
        if is_wake(step) and not step.nights:
            wake += 1
            wake_no = wake
        out += _step_flowables(step, night, i, wake_no, deck, langs, st, cat)
    return out


DESC_OPTION = {"exile_vote": "exile_mode"}     # day entries whose description depends on an option


def _day_section(deck: Deck, langs: tuple[str, ...], st: dict, cat: Catalogue) -> list:
    lang = langs[0]
    opts = deck.options
    in_play = deck.in_play()
    out: list = [CondPageBreak(40 * MM), _p(tr("cardprint.judge.day", lang), st["h1"], lang)]
    n = 0
    for entry in cat.day_entries:
        eid = entry["id"]
        if entry.get("option") and opts.get(entry["option"], "none") in ("none", False, None):
            continue
        if eid == "election_vote" and opts.get("sheriff", "none") == "none":
            continue
        if eid == "badge" and opts.get("sheriff", "none") == "none":
            continue
        if eid == "hunter_shot" and "hunter" not in in_play:
            continue
        if eid == "last_words" and opts.get("last_words", "none") == "none":
            continue
        if eid == "pk" and (opts.get("exile_tie", "pk_then_none") != "pk_then_none"
                            or opts.get("exile_mode") == "majority"):
            continue
        n += 1
        title = _t(f"cardprint.day.{eid}", lang) or eid
        block = [_p(f"{n}. {title}", st["h2"], lang)]
        when = _t(f"cardprint.when.{entry.get('occurrence')}", lang)
        if entry.get("lines"):
            block += _multi([(lg, pick(entry["lines"], lg)) for lg in langs], st["line"], st["note"])
        option = opts.get(DESC_OPTION.get(eid, eid))
        desc = (_t(f"cardprint.day.{eid}.desc.{option}", lang) if isinstance(option, str) else None) \
            or _t(f"cardprint.day.{eid}.desc", lang)
        if desc:
            block.append(_p(desc, st["body"] if not entry.get("lines") else st["note"], lang))
        if when:
            block.append(_p("→ " + when, st["note"], lang))
        if eid == "exile_vote" and opts.get("exile_mode") != "majority" and opts.get("exile_tie") != "pk_then_none":
            block.append(_p("→ " + tr("cardprint.opt.exile_tie", lang) + ": "
                            + _option_value("exile_tie", opts.get("exile_tie"), lang), st["note"], lang))
        out.append(KeepTogether(block))
    if opts.get("sheriff") == "before_night1":
        out.append(_p("→ " + tr("cardprint.judge.sheriff_before_night1", lang), st["note"], lang))
    return out


def _roles_table(deck: Deck, langs: tuple[str, ...], st: dict, cat: Catalogue, width: float) -> Table:
    lang = langs[0]
    head = [_p(tr(k, lang), st["cellhead"], lang) for k in
            ("cardprint.judge.col_role", "cardprint.judge.col_count", "cardprint.judge.col_team", "cardprint.judge.col_night")]
    rows = [head]
    in_play = deck.in_play()
    for rid in deck.role_ids(with_extras=True):
        role = cat.role(rid)
        count = deck.counts.get(rid) or deck.extras.get(rid, 0)
        names = " / ".join(pick(role.name, lg) for lg in langs)
        night = "" if role.card == "badge" else wake_text(wake_info(rid, in_play, cat), lang)
        rows.append([_p(names, st["cell"], lang), _p(str(count), st["cell"], lang),
                     _p(team_label(role, lang), st["cell"], lang), _p(night, st["cell"], lang)])
    total = sum(deck.counts.values())
    rows.append([_p(tr("cardprint.judge.total", lang), st["cell"], lang), _p(str(total), st["cell"], lang), "", ""])
    return _header_table(rows, [width * 0.30, width * 0.10, width * 0.25, width * 0.35], theme.colour("night"))


def _win_section(deck: Deck, langs: tuple[str, ...], st: dict, cat: Catalogue) -> list:
    lang = langs[0]
    out: list = [CondPageBreak(30 * MM), _p(tr("cardprint.judge.win", lang), st["h1"], lang)]
    win = deck.options.get("win")
    out += _multi([(lg, _t(f"cardprint.win.{win}", lg) or str(win)) for lg in langs], st["body"], st["note"])
    if "cupid" in deck.in_play():
        key = f"cardprint.win.lovers.{deck.options.get('lovers_team', 'pair_only')}"
        out += _multi([(lg, _t(key, lg) or "") for lg in langs], st["body"], st["note"])
    return out


def _rules_section(deck: Deck, langs: tuple[str, ...], st: dict, cat: Catalogue, width: float) -> list:
    lang = langs[0]
    rs = cat.ruleset(deck.ruleset_id)
    out: list = [CondPageBreak(40 * MM), _p(tr("cardprint.judge.rules", lang) + " — " + pick(rs.name, lang), st["h1"], lang)]
    out += _multi([(lg, pick(rs.summary, lg)) for lg in langs], st["body"], st["note"])
    rows = [[_p(tr("cardprint.judge.col_option", lang), st["cellhead"], lang),
             _p(tr("cardprint.judge.col_value", lang), st["cellhead"], lang)]]
    for name, value in deck.options.items():
        label = _t(f"cardprint.opt.{name}", lang) or name
        rows.append([_p(label, st["cell"], lang), _p(_option_value(name, value, lang), st["cell"], lang)])
    out.append(Spacer(1, 4))
    out.append(_header_table(rows, [width * 0.55, width * 0.45], theme.colour("night")))
    return out


def judge_story(deck: Deck, langs: tuple[str, ...], width: float, cat: Catalogue | None = None) -> list:
    cat = cat or catalogue()
    lang = langs[0]
    st = _styles(lang)
    rs = cat.ruleset(deck.ruleset_id)
    players = deck.players or sum(deck.counts.values())
    story: list = [
        _p(tr("cardprint.judge.title", lang) + " — " + deck.title(lang), st["title"], lang),
        _p(tr("cardprint.judge.subtitle", lang, ruleset=pick(rs.name, lang), players=players,
              cards=sum(deck.counts.values())), st["subtitle"], lang),
        _p(tr("cardprint.judge.in_play", lang), st["h1"], lang),
        _roles_table(deck, langs, st, cat, width),
    ]
    story += _night_section(deck, langs, st, cat, 1, tr("cardprint.judge.first_night", lang))
    story += _night_section(deck, langs, st, cat, 2, tr("cardprint.judge.other_nights", lang))
    story += _day_section(deck, langs, st, cat)
    story += _win_section(deck, langs, st, cat)
    story += _rules_section(deck, langs, st, cat, width)
    return story


def render_judge(deck: Deck, langs: tuple[str, ...], paper: str, path: Path) -> None:
    lang = langs[0]
    title = tr("cardprint.judge.title", lang) + " — " + deck.title(lang)
    doc = _doc(path, paper, title)
    _build(doc, judge_story(deck, langs, doc.width), lang, "Werewolf Desktop  ·  " + title)


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
    st = _styles(lang)
    title = tr("cardprint.roles.title", lang) + " — " + deck.title(lang)
    doc = _doc(path, paper, title)
    in_play = deck.in_play()
    arts = {rid: art_path(cat.role(rid).art, art_dir) for rid in deck.role_ids(with_extras=True)}
    story: list = [_p(title, st["title"], lang), _p(tr("cardprint.roles.subtitle", lang), st["subtitle"], lang)]
    art_w = 24 * MM
    for rid in deck.role_ids(with_extras=True):
        role = cat.role(rid)
        colour = theme.team(role.team)
        name_style = ParagraphStyle("rname", parent=st["h2"], textColor=colour, fontSize=12, leading=15, spaceBefore=0)
        cell = [_p(" / ".join(pick(role.name, lg) for lg in langs), name_style, lang),
                _p(" / ".join(team_label(role, lg) for lg in langs), st["small"], lang)]
        cell += _multi([(lg, pick(role.ability, lg)) for lg in langs], st["body"], st["note"])
        if role.card != "badge":
            cell.append(_p(wake_text(wake_info(rid, in_play, cat), lang), st["small"], lang))
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
    c = open_canvas(path, page_w, page_h, title)
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
    seat = 1
    for page in range(1, pages + 1):
        # title and deck summary
        txt, size = fit_line(title, width, 16, 8)
        c.setFillColor(night)
        c.setFont(font, size)
        c.drawString(x0, page_h - MARGIN - size, txt)
        summary = "  ·  ".join(f"{pick(cat.role(r).name, lang)} ×{n}" for r, n in deck.counts.items())
        block = fit_block([Para(tr("cardprint.seats.deck", lang) + summary, 1.0, ink),
                           Para(tr("cardprint.seats.hint", lang), 0.9, dead, optional=True)],
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
                name, size = fit_line(deck.seat_names[seat - 1], widths[1] - 2 * MM, 10, 5)
                c.setFillColor(ink)
                c.setFont(font, size)
                c.drawString(x0 + widths[0] + 1 * MM, y - row_h / 2 - size * 0.35, name)
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
