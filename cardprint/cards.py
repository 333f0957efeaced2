"""One card: what its front says (`FrontContent`), where each thing goes (`layout_front`, pure),
and the drawing of fronts and the shared back into reportlab form XObjects.

Card-local coordinates: the trim is (0, 0, w, h); bleed, when on, extends `b` beyond it. All
text lies inside the safe zone (`layout.safe_rect`), shrunk until it fits.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from reportlab.pdfgen.pathobject import PDFPathObject

from werewolf_desktop.engine.catalogue import Catalogue, catalogue
from werewolf_desktop.i18n import has, text as pick, tr

from . import fonts, theme
from .art import ArtBook, art_path
from .layout import MM, Rect, safe_rect
from .nightorder import wake_text
from .text import Block, Line, Para, fit_block, fit_line, typeset, wrap

BACK_ART = "back.svg"
BACK_OVERPRINT_MM = 2.5   # the back's ground runs this far past the cut (and past the fold onto the front)
BACK_SAFE_MM = 3.0        # the back's frame and pattern stay this far inside the cut


def back_overprint(bleed: float) -> float:
    """How far (points) the back's plain ground runs past the cut: a duplex shift of up to 2 mm
    then shows the same plain edge on every card, never white paper or a neighbour's pattern."""
    return max(bleed, BACK_OVERPRINT_MM * MM)


@dataclass(frozen=True)
class FrontContent:
    """Everything printed on one card front, already in the chosen languages (primary first)."""

    role_id: str
    kind: str                       # role / badge / token
    team: str
    names: tuple[str, ...]
    label: str                      # team (or badge / token) line
    ability: tuple[str, ...]
    night: tuple[str, ...]          # the wake line per language (empty for badges)
    art: Path


def team_label(role, lang: str, ruleset: str | None = None) -> str:
    """The card's team line. A ruleset whose book files its roles under categories of its own says
    them in its words (Werewolves Revamped: "Townsfolk Miscellaneous", never 狼人杀's "Village ·
    God"): `cardprint.book.<ruleset>.<role>` (a role the book files by name, its §7 limited roles),
    else `cardprint.book.<ruleset>.<section>`; the others: the team, and 狼人杀's 神 / 民 for the village."""
    if role.card == "badge":
        return tr("cardprint.kind.badge", lang)
    if role.card == "token":
        return tr("cardprint.kind.token", lang)
    if ruleset:
        for key in (f"cardprint.book.{ruleset}.{role.id}", f"cardprint.book.{ruleset}.{role.section}"):
            if has(key):
                return tr(key, lang)
    label = tr(f"cardprint.team.{role.team}", lang)
    if role.category in ("god", "villager") and role.team == "village":
        label += " · " + tr(f"cardprint.category.{role.category}", lang)
    return label


def front_content(role_id: str, langs: tuple[str, ...], in_play: frozenset[str], art_dir: Path | None = None,
                  cat: Catalogue | None = None, ruleset: str | None = None) -> FrontContent:
    cat = cat or catalogue()
    role = cat.role(role_id)
    names = tuple(pick(role.name, lang) for lang in langs)
    label = " / ".join(team_label(role, lang, ruleset) for lang in langs)
    ability = tuple(typeset(pick(role.ability, lang), lang) for lang in langs)
    if role.card == "badge":
        night: tuple[str, ...] = ()
    else:
        night = tuple(wake_text(role, lang, cat) for lang in langs)
    return FrontContent(role_id, role.card, role.team, names, label, ability, night, art_path(role.art, art_dir))


@dataclass
class FrontLayout:
    """Where each element of a front goes, in card-local points."""

    trim: Rect
    safe: Rect
    panel: Rect
    art: Rect
    ribbon: Rect                    # the team band
    ability_box: Rect
    night_rule: float               # y of the thin line above the night text (0: none)
    scale: float
    name_lines: list[Line] = field(default_factory=list)
    label_lines: list[Line] = field(default_factory=list)
    ability_lines: list[Line] = field(default_factory=list)
    night_lines: list[Line] = field(default_factory=list)
    ability_size: float = 0.0
    ability_fits: bool = True

    def text_lines(self) -> list[Line]:
        return self.name_lines + self.label_lines + self.ability_lines + self.night_lines

    def text_boxes(self) -> list[Rect]:
        return [line.bbox() for line in self.text_lines() if line.text]


# sizes in points for a poker card; other sizes scale by `s`. Nothing prints below MIN_PT (6 pt):
# what does not fit at that size is left out (a second language first, then the ability text),
# never cut off.
MIN_PT = 6.0
NAME_MAX, NAME_MIN = 15.0, MIN_PT
SUBNAME_MAX, SUBNAME_MIN = 7.5, MIN_PT
LABEL_MAX, LABEL_MIN = 6.5, MIN_PT
ABILITY_MAX, ABILITY_MIN = 7.2, MIN_PT
ABILITY_SINGLE_MAX = 8.2          # one language: larger text
NIGHT_MAX, NIGHT_MIN = 6.0, MIN_PT
ART_MIN_MM = 8.0                  # a picture smaller than this (poker scale) is left out: the text needs the room
POKER_W, POKER_H = 63 * MM, 88 * MM


def _line(text: str, size: float, x: float, y: float, colour, box_w: float, align: str = "center") -> Line:
    w = fonts.width(text, size)
    return Line(text, size, colour, x if align == "left" else x + (box_w - w) / 2, y, w)


def layout_front(content: FrontContent, w: float, h: float) -> FrontLayout:
    s = min(w / POKER_W, h / POKER_H)
    trim = Rect(0, 0, w, h)
    safe = safe_rect(trim)
    panel = trim.inset(2.0 * MM * s)
    gap = 1.3 * MM * s
    ink, team_c = theme.colour("ink"), theme.team(content.team)

    # names at the top, primary large
    names: list[Line] = []
    y = safe.top
    for i, name in enumerate(content.names):
        hi, lo = (NAME_MAX * s, NAME_MIN) if i == 0 else (SUBNAME_MAX * s, SUBNAME_MIN)
        if i and fonts.width(name, lo) > safe.w:
            continue                      # a further language's name that does not fit is left out
        txt, size = fit_line(name, safe.w, max(hi, lo), lo)
        y -= fonts.ascent(size) + (0.4 * MM * s if i else 0.0)
        names.append(_line(txt, size, safe.x, y, team_c if i == 0 else ink, safe.w))
        y -= fonts.descent(size)
    names_bottom = y

    # the night line(s) at the bottom
    night: list[Line] = []
    y = safe.y
    for i in reversed(range(len(content.night))):
        txt = content.night[i]
        if fonts.width(txt, NIGHT_MIN) <= safe.w:
            t, size = fit_line(txt, safe.w, max(NIGHT_MAX * s, NIGHT_MIN), NIGHT_MIN)
            pieces = [t]
        elif i == 0:                      # the first language's wake line: on two lines rather than left out
            size, pieces = NIGHT_MIN, wrap(txt, NIGHT_MIN, safe.w)
        else:
            continue                      # a further language's that does not fit one line is left out
        for t in reversed(pieces):
            y += fonts.descent(size)
            night.insert(0, _line(t, size, safe.x, y, theme.colour("night"), safe.w))
            y += fonts.ascent(size) + 0.3 * MM * s
    night_top = y if night else safe.y
    night_rule = night_top + 0.5 * MM * s if night else 0.0

    # the team ribbon
    labels = content.label.split(" / ")
    while len(labels) > 1 and fonts.width(" / ".join(labels), LABEL_MIN) > safe.w:
        labels.pop()                                  # a further language's label left out, the last first
    label = " / ".join(labels)
    label_txt, label_size = fit_line(label, safe.w, max(LABEL_MAX * s, LABEL_MIN), LABEL_MIN)
    ribbon_h = fonts.ascent(label_size) + fonts.descent(label_size) + 1.6 * MM * s

    region_top = names_bottom - gap
    region_bottom = (night_rule + gap) if night else safe.y
    avail = region_top - region_bottom - ribbon_h - 2 * gap
    paras = [Para(content.ability[0], 1.0, ink)] + [
        Para(t, 0.9, theme.colour("dead"), optional=True) for t in content.ability[1:]]
    ability_max = max((ABILITY_MAX if len(paras) > 1 else ABILITY_SINGLE_MAX) * s, ABILITY_MIN)

    def art_for(texts: list[Para]) -> float:
        """The picture's height beside `texts` at their largest size (between 36 % and 62 % of the room)."""
        wants = fit_block(texts, Rect(safe.x, 0, safe.w, 10_000), ability_max, ABILITY_MIN).height
        return max(avail * 0.36, min(avail - wants, avail * 0.62, safe.w * 0.85), 0.0)

    art_h = art_for(paras)

    def below_art(art_h: float) -> tuple[Rect, Rect, Rect, Block]:
        """The picture `art_h` high under the names, the team ribbon under it, the ability text below."""
        art = Rect(panel.x + 1.2 * MM * s, region_top - art_h, panel.w - 2.4 * MM * s, art_h)
        ribbon = Rect(panel.x, art.y - gap - ribbon_h, panel.w, ribbon_h)
        ability_box = Rect(safe.x, region_bottom, safe.w, max(ribbon.y - gap - region_bottom, 0.0))
        kept = paras
        block = fit_block(kept, ability_box, ability_max, ABILITY_MIN)
        while len(kept) - block.dropped > 1 and any(line.size < MIN_PT - 1e-9 for line in block.lines):
            kept = kept[:len(kept) - block.dropped - 1]     # a further language under 6 pt: out, the last first
            block = fit_block(kept, ability_box, ability_max, ABILITY_MIN)
            block.fits = False
        block.dropped += len(paras) - len(kept)
        return art, ribbon, ability_box, block

    art, ribbon, ability_box, block = below_art(art_h)
    printed = paras[:len(paras) - block.dropped]
    if block.dropped and not block.cut and (sized := art_for(printed)) > art_h:   # the picture sized for the text printed
        art, ribbon, ability_box, block = below_art(sized)
    if block.cut:               # the first language does not fit at 6 pt: its rules matter more than the picture
        need = fit_block(paras[:1], Rect(safe.x, 0, safe.w, 10_000), ABILITY_MIN, ABILITY_MIN).height
        if need <= avail:
            room = avail - need
            art, ribbon, ability_box, block = below_art(room if room >= ART_MIN_MM * MM * s else 0.0)
    if block.cut:               # not even without a picture: no ability text at all
        block.lines, block.height = [], 0.0
    label_line = _line(label_txt, label_size, safe.x,
                       ribbon.y + (ribbon_h - fonts.ascent(label_size) - fonts.descent(label_size)) / 2 + fonts.descent(label_size),
                       theme.WHITE, safe.w)
    # centre the text vertically in its box
    spare = ability_box.h - block.height
    if spare > 0:
        for line in block.lines:
            line.y -= spare / 2
    return FrontLayout(trim, safe, panel, art, ribbon, ability_box, night_rule, s, names, [label_line],
                       block.lines, [*night], block.size, block.fits)


def _draw_lines(c, lines: list[Line]) -> None:
    """Draw the lines in one text object, setting the colour and the size only where they change
    (consecutive lines mostly share both): the same glyphs in the same places as a `drawString` per
    line, with a text object and a font selection fewer per line to make and to write."""
    text = c.beginText()
    font = fonts.register()
    colour = size = None
    for line in lines:
        if not line.text:
            continue
        if line.colour is not colour and (colour is None or line.colour != colour):
            text.setFillColor(line.colour)
            colour = line.colour
        if line.size != size:
            text.setFont(font, line.size)
            size = line.size
        text.setTextOrigin(line.x, line.y)
        text.textLine(line.text)
    c.drawText(text)


@lru_cache(maxsize=16)
def _rounded(x: float, y: float, w: float, h: float, r: float) -> PDFPathObject:
    """A rounded rectangle's path, made once (only read afterwards): every front of a size has the
    same panel, and reportlab's curves cost ~23 µs a rectangle to write out."""
    path = PDFPathObject()
    path.roundRect(x, y, w, h, r)
    return path


def draw_front(c, book: ArtBook, content: FrontContent, w: float, h: float, bleed: float) -> FrontLayout:
    """Draw a front in card-local coordinates (the caller has translated to the trim's corner)."""
    lay = layout_front(content, w, h)
    s = lay.scale
    team_c, light = theme.team(content.team), theme.team_light(content.team)
    c.setFillColor(team_c)
    c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
    c.setFillColor(theme.colour("paper"))
    c.drawPath(_rounded(lay.panel.x, lay.panel.y, lay.panel.w, lay.panel.h, 2.2 * MM * s), stroke=0, fill=1)
    if lay.art.h > 0:
        c.setFillColor(light)
        c.roundRect(lay.art.x, lay.art.y, lay.art.w, lay.art.h, 1.6 * MM * s, stroke=0, fill=1)
        book.place(content.art, lay.art.inset(1.0 * MM * s), inline=True)
    c.setFillColor(team_c)
    c.rect(lay.ribbon.x, lay.ribbon.y, lay.ribbon.w, lay.ribbon.h, stroke=0, fill=1)
    if lay.night_rule:
        c.setStrokeColor(light)
        c.setLineWidth(0.6 * s)
        c.line(lay.safe.x, lay.night_rule, lay.safe.right, lay.night_rule)
    _draw_lines(c, lay.text_lines())
    return lay


def draw_back(c, book: ArtBook, back_art: Path, w: float, h: float, bleed: float) -> None:
    """The shared back: a plain night-blue ground that runs past the cut (`back_overprint`), and
    inside a safe border (BACK_SAFE_MM) a lattice pattern, a gold frame and the back art. Every
    back is the same, also when the back side lands up to 2 mm off or a fold misses the line."""
    s = min(w / POKER_W, h / POKER_H)
    night, accent = theme.colour("night"), theme.colour("accent")
    o = back_overprint(bleed)
    c.setFillColor(night)
    c.rect(-o, -o, w + 2 * o, h + 2 * o, stroke=0, fill=1)
    frame = Rect(0, 0, w, h).inset(max(3.2 * MM * s, BACK_SAFE_MM * MM))
    # lattice pattern, inside the frame only
    c.saveState()
    p = c.beginPath()
    p.roundRect(frame.x, frame.y, frame.w, frame.h, 2.5 * MM * s)
    c.clipPath(p, stroke=0, fill=0)
    c.setStrokeColor(theme.mix(night, theme.WHITE, 0.12))
    c.setLineWidth(0.5 * s)
    step = 4.0 * MM * s
    span = w + h + 4 * bleed
    k = -span
    while k < span:
        c.line(k - bleed, -bleed, k - bleed + h + 2 * bleed, h + bleed)
        c.line(k - bleed, h + bleed, k - bleed + h + 2 * bleed, -bleed)
        k += step
    c.restoreState()
    c.setStrokeColor(accent)
    c.setLineWidth(1.0 * s)
    c.roundRect(frame.x, frame.y, frame.w, frame.h, 2.5 * MM * s, stroke=1, fill=0)
    inner = frame.inset(1.2 * MM * s)
    c.setLineWidth(0.4 * s)
    c.roundRect(inner.x, inner.y, inner.w, inner.h, 1.8 * MM * s, stroke=1, fill=0)
    art_box = Rect(0, 0, w, h).inset(w * 0.17, h * 0.2)
    book.place(back_art, art_box, inline=True)


def back_art_path(art_dir: Path | None = None) -> Path:
    return art_path(BACK_ART, art_dir)
