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
from .text import Para, fit_block

SCALE_MM = 10          # the scales run from −10 to +10 mm
CROSS_MM = 40          # half-length of the front cross


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


def draw_back_page(c: Canvas, page_w: float, page_h: float, langs: tuple[str, ...],
                   offset: tuple[float, float]) -> None:
    cx, cy = page_w / 2, page_h / 2
    font = fonts.register()
    _title(c, page_w, page_h, langs, "cardprint.calibration.back_title")
    c.setFillColor(theme.colour("ink"))
    c.setFont(font, 9)
    c.drawCentredString(cx, page_h - 40 * MM, tr("cardprint.calibration.current", langs[0],
                                                  x=f"{offset[0]:+.1f}", y=f"{offset[1]:+.1f}"))
    c.saveState()
    c.translate(offset[0] * MM, offset[1] * MM)
    c.setStrokeColor(theme.BLACK)
    c.setLineWidth(0.3)
    span = SCALE_MM * MM
    c.line(cx - span - 2 * MM, cy, cx + span + 2 * MM, cy)
    c.line(cx, cy - span - 2 * MM, cx, cy + span + 2 * MM)
    c.setFont(font, 5)
    c.setFillColor(theme.BLACK)
    for half in range(-2 * SCALE_MM, 2 * SCALE_MM + 1):
        v = half / 2
        if half % 2:
            t = 0.8 * MM
        elif half % 10:
            t = 1.6 * MM
        else:
            t = 2.6 * MM
        c.line(cx + v * MM, cy, cx + v * MM, cy + t)          # X scale: ticks above the line
        c.line(cx, cy + v * MM, cx + t, cy + v * MM)          # Y scale: ticks right of the line
        if half % 4 == 0 and half:
            label = f"{int(v):+d}"
            c.drawCentredString(cx + v * MM, cy - 2.4 * MM, label)
            c.drawRightString(cx - 1.0 * MM, cy + v * MM - 1.7, label)
    c.setFont(font, 7)
    c.setFillColor(theme.colour("accent"))
    c.drawString(cx + span + 3 * MM, cy - 1 * MM, "X →")
    c.drawCentredString(cx, cy + span + 4 * MM, "Y ↑")
    c.restoreState()
    c.setFillColor(theme.colour("dead"))
    c.setFont(font, 7)
    c.drawCentredString(cx, cy - span - 12 * MM, tr("cardprint.calibration.read", langs[0]))


def render_calibration(path: Path, paper: str, langs: tuple[str, ...], duplex: str,
                       offset: tuple[float, float]) -> None:
    page_w, page_h = paper_size(paper)
    mode = "long" if duplex == "none" else duplex
    c = open_canvas(path, page_w, page_h, tr("cardprint.calibration.front_title", langs[0]))
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
