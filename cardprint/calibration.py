"""The duplex calibration sheet: a cross on the front, a mirrored X/Y scale on the back.

Print it double-sided at 100 %, hold it against a window (or push a pin through the centre of
the cross) and read on the back where the front's cross lies on the two scales: those two
numbers, in millimetres, are the `--back-offset X,Y` to enter. The cross sits at the page
centre, which is its own mirror image for long- and short-edge flips, so the same sheet serves
both. The back page takes the current `--back-offset` too: with the right offset the cross
shows through at 0,0.
"""
from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from werewolf_desktop.i18n import tr

from . import fonts, theme
from .layout import MM, Rect, page_notice_bands, paper_size
from .pages import draw_band_text, actual_size_text, open_canvas
from .text import Para, fit_block, fit_line, number

SCALE_MM = 10          # the scales run from −10 to +10 mm
CROSS_MM = 40          # half-length of the front cross
RULER_MM = 100         # the scale check on the front page


def _text_block(c: Canvas, box: Rect, paras: list[Para], max_size: float, align: str = "left") -> None:
    block = fit_block(paras, box, max_size, 5.0, align=align)
    font = fonts.register()
    for line in block.lines:
        c.setFillColor(line.colour)
        c.setFont(font, line.size)
        c.drawString(line.x, line.y, line.text)


def _instructions(langs: tuple[str, ...], duplex: str) -> list[Para]:
    flip = tr(f"cardprint.calibration.flip_{duplex}", langs[0])
    paras = [Para(tr("cardprint.calibration.steps", langs[0], flip=flip), 1.0, theme.colour("ink"))]
    for lang in langs[1:]:
        paras.append(Para(tr("cardprint.calibration.steps", lang, flip=tr(f"cardprint.calibration.flip_{duplex}", lang)),
                          0.9, theme.colour("dead"), optional=True))
    return paras


def _title(c: Canvas, page_w: float, page_h: float, langs: tuple[str, ...], key: str) -> None:
    title = " / ".join(tr(key, lang) for lang in langs)
    box = Rect(18 * MM, page_h - 32 * MM, page_w - 36 * MM, 14 * MM)
    _text_block(c, box, [Para(title, 1.0, theme.colour("night"))], 16, align="center")


def draw_front_page(c: Canvas, page_w: float, page_h: float, langs: tuple[str, ...], duplex: str) -> None:
    cx, cy = page_w / 2, page_h / 2
    _title(c, page_w, page_h, langs, "cardprint.calibration.front_title")
    _text_block(c, Rect(22 * MM, page_h - 95 * MM, page_w - 44 * MM, 60 * MM), _instructions(langs, duplex), 10)
    c.saveState()
    c.setStrokeColor(theme.BLACK)
    c.setLineWidth(0.35)
    c.line(cx - CROSS_MM * MM, cy, cx + CROSS_MM * MM, cy)
    c.line(cx, cy - CROSS_MM * MM, cx, cy + CROSS_MM * MM)
    c.circle(cx, cy, 2 * MM, stroke=1, fill=0)
    c.circle(cx, cy, 6 * MM, stroke=1, fill=0)
    for i in range(-CROSS_MM, CROSS_MM + 1, 5):
        if i:
            t = 1.5 * MM if i % 10 else 2.5 * MM
            c.line(cx + i * MM, cy - t, cx + i * MM, cy + t)
            c.line(cx - t, cy + i * MM, cx + t, cy + i * MM)
    c.restoreState()
    c.setFillColor(theme.colour("dead"))
    c.setFont(fonts.register(), 7)
    c.drawCentredString(cx, cy - CROSS_MM * MM - 6 * MM, tr("cardprint.calibration.pin", langs[0]))
    draw_ruler(c, cx - RULER_MM * MM / 2, 30 * MM, langs[0])


def draw_back_page(c: Canvas, page_w: float, page_h: float, langs: tuple[str, ...],
                   offset: tuple[float, float]) -> None:
    """A millimetre grid of ±SCALE_MM around the page centre (darker every 5 mm), labelled every
    5 mm outside the grid so no label covers a line one reads."""
    cx, cy = page_w / 2, page_h / 2
    lang = langs[0]
    font = fonts.register()
    _title(c, page_w, page_h, langs, "cardprint.calibration.back_title")
    c.setFillColor(theme.colour("ink"))
    c.setFont(font, 9)
    c.drawCentredString(cx, page_h - 40 * MM, tr("cardprint.calibration.current", lang,
                                                  x=number(offset[0], lang, sign=True),
                                                  y=number(offset[1], lang, sign=True)))
    c.saveState()
    c.translate(offset[0] * MM, offset[1] * MM)
    span = SCALE_MM * MM
    light, dark = theme.mix(theme.BLACK, theme.WHITE, 0.75), theme.BLACK
    for i in range(-SCALE_MM, SCALE_MM + 1):
        major = i % 5 == 0
        c.setStrokeColor(dark if major else light)
        c.setLineWidth(0.35 if i == 0 else (0.25 if major else 0.15))
        c.line(cx + i * MM, cy - span, cx + i * MM, cy + span)
        c.line(cx - span, cy + i * MM, cx + span, cy + i * MM)
    c.setFont(font, 6.5)
    c.setFillColor(theme.BLACK)
    for i in range(-SCALE_MM, SCALE_MM + 1, 5):
        label = number(i, lang, decimals=0, sign=bool(i))
        c.drawCentredString(cx + i * MM, cy - span - 3.2 * MM, label)         # X below the grid
        c.drawRightString(cx - span - 1.2 * MM, cy + i * MM - 2.2, label)     # Y left of the grid
    c.setFont(font, 8)
    c.setFillColor(theme.colour("accent"))
    c.drawString(cx + span + 2 * MM, cy - 1 * MM, "X →")
    c.drawCentredString(cx, cy + span + 2.5 * MM, "Y ↑")
    c.restoreState()
    c.setFillColor(theme.colour("dead"))
    c.setFont(font, 7.5)
    c.drawCentredString(cx, cy - span - 14 * MM, tr("cardprint.calibration.read", lang))


def draw_ruler(c: Canvas, x: float, y: float, lang: str, length_mm: int = RULER_MM) -> None:
    """A ruler to check the print scale: `length_mm` millimetres with ticks every mm and numbers
    every 10 mm; a ruler laid along it must read the same."""
    font = fonts.register()
    c.saveState()
    c.setStrokeColor(theme.BLACK)
    c.setFillColor(theme.BLACK)
    c.setLineWidth(0.3)
    c.line(x, y, x + length_mm * MM, y)
    c.setFont(font, 6.5)
    for i in range(length_mm + 1):
        t = 3.2 * MM if i % 10 == 0 else (2.2 * MM if i % 5 == 0 else 1.3 * MM)
        c.line(x + i * MM, y, x + i * MM, y + t)
        if i % 10 == 0:
            c.drawCentredString(x + i * MM, y - 3 * MM, str(i))
    label, size = fit_line(tr("cardprint.calibration.ruler", lang, mm=length_mm), 170 * MM, 8, 5.5)
    c.setFont(font, size)
    c.drawCentredString(x + length_mm * MM / 2, y + 5 * MM, label)
    c.restoreState()


def render_calibration(path: Path, paper: str, langs: tuple[str, ...], duplex: str,
                       offset: tuple[float, float]) -> None:
    page_w, page_h = paper_size(paper)
    mode = "long" if duplex == "none" else duplex
    c = open_canvas(path, page_w, page_h, tr("cardprint.calibration.front_title", langs[0]), langs[0], duplex=mode)
    band = page_notice_bands(page_w, page_h, 14 * MM)
    draw_front_page(c, page_w, page_h, langs, mode)
    draw_band_text(c, band, 0, actual_size_text(langs))
    draw_band_text(c, band, 1, tr("cardprint.notice.page", langs[0], page=1, pages=2))
    c.showPage()
    draw_back_page(c, page_w, page_h, langs, offset)
    draw_band_text(c, band, 0, actual_size_text(langs))
    draw_band_text(c, band, 1, tr("cardprint.notice.page", langs[0], page=2, pages=2))
    c.showPage()
    c.save()
