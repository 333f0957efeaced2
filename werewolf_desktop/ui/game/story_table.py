"""The story of a finished game drawn for the table (issue 33): the seat circle showing who was what
(role in its team's colour, the dead greyed, the winners ringed) with arrows for a page's night
actions, and one page of the story beside it. The projector shows it page by page as the host goes
on; the PNG of the final table is painted by the same `paint_table`.

Fed only the story (`werewolf_desktop.story`), which exists once the game is over.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTextOption
from PySide6.QtWidgets import QSizePolicy, QWidget

from .. import theme


def _seat_points(rect: QRectF, n: int) -> list[QPointF]:
    """Seat 1 at the top, clockwise, on an ellipse inside `rect`."""
    cx, cy = rect.center().x(), rect.center().y()
    rx, ry = rect.width() / 2, rect.height() / 2
    return [QPointF(cx + rx * math.sin(2 * math.pi * i / n), cy - ry * math.cos(2 * math.pi * i / n)) for i in range(n)]


def _fit_font(text: str, family: QFont, width: float, points: float, low: float = 6.0, bold: bool = False) -> QFont:
    f = QFont(family)
    f.setBold(bold)
    size = points
    while size > low:
        f.setPointSizeF(size)
        if QFontMetricsF(f).horizontalAdvance(text) <= width:
            break
        size -= 0.5
    return f


def _arrow(p: QPainter, a: QPointF, b: QPointF, r: float, colour: QColor, width: float) -> None:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    d = math.hypot(dx, dy)
    if d < 2 * r + 4:
        return
    ux, uy = dx / d, dy / d
    start = QPointF(a.x() + ux * r, a.y() + uy * r)
    end = QPointF(b.x() - ux * (r + 3), b.y() - uy * (r + 3))
    bend = QPointF((start.x() + end.x()) / 2 - uy * d * 0.12, (start.y() + end.y()) / 2 + ux * d * 0.12)
    path = QPainterPath(start)
    path.quadTo(bend, end)
    p.setPen(QPen(colour, width, Qt.SolidLine, Qt.RoundCap))
    p.setBrush(Qt.NoBrush)
    p.drawPath(path)
    hx, hy = end.x() - bend.x(), end.y() - bend.y()
    hd = math.hypot(hx, hy) or 1
    hx, hy = hx / hd, hy / hd
    head = width * 4
    left = QPointF(end.x() - hx * head - hy * head * 0.6, end.y() - hy * head + hx * head * 0.6)
    right = QPointF(end.x() - hx * head + hy * head * 0.6, end.y() - hy * head - hx * head * 0.6)
    tip = QPainterPath(end)
    tip.lineTo(left)
    tip.lineTo(right)
    tip.closeSubpath()
    p.setBrush(colour)
    p.setPen(Qt.NoPen)
    p.drawPath(tip)


def paint_table(p: QPainter, rect: QRectF, cast: list[dict], dead: list[int], marks: list[dict], dark: bool,
                won_ring: bool = True) -> None:
    """The seat circle in `rect`: each seat's number, name and role (its team's colour); the dead
    greyed; the winners ringed (`won_ring`); an arrow per mark, actor → target."""
    n = len(cast)
    if not n:
        return
    ink = QColor("#f4f1ea") if dark else theme.color("ink")
    grey = QColor("#8d9098")
    side = min(rect.width(), rect.height())
    # a disc and its label (name, role) below it take about 3.6 radii across: as many fit round the ring
    r = max(8.0, min(side * 0.075, math.pi * side * 0.4 / (n * 1.9)))
    ring = rect.adjusted(r * 1.9, r * 1.2, -r * 1.9, -r * 2.3)
    points = _seat_points(ring, n)
    where = {c["seat"]: pt for c, pt in zip(cast, points)}
    base = theme.font(10)
    for m in marks:
        if m["from"] in where and m["to"] in where:
            _arrow(p, where[m["from"]], where[m["to"]], r, QColor("#e0a43a" if dark else "#b5651d"), max(2.0, r / 9))
    dead_set = set(dead)
    for c, pt in zip(cast, points):
        team = theme.team_color(c["team"])
        gone = c["seat"] in dead_set
        disc = QRectF(pt.x() - r, pt.y() - r, 2 * r, 2 * r)
        p.setPen(QPen(QColor("#f3d36b") if (won_ring and c["won"]) else team, r / 5 if (won_ring and c["won"]) else r / 10))
        p.setBrush(QColor(theme.mix(theme.team_hex(c["team"]), "#6d7078", 0.6)) if gone else team)   # the team still shows
        p.drawEllipse(disc)
        num = _fit_font(str(c["seat"]), base, r * 1.5, r * 0.55, bold=True)
        p.setFont(num)
        p.setPen(QColor("#ffffff"))
        p.drawText(disc, Qt.AlignCenter, ("☠" if gone else "") + str(c["seat"]))
        width = r * 3.6
        name_font = _fit_font(c["name"], base, width, r * 0.5, bold=True)
        role_font = _fit_font(c["role_name"], base, width, r * 0.5)
        nh = QFontMetricsF(name_font).height()
        label = QRectF(pt.x() - width / 2, pt.y() + r + 1, width, nh)
        p.setFont(name_font)
        p.setPen(grey if gone else ink)
        p.drawText(label, Qt.AlignHCenter | Qt.AlignTop, c["name"])
        p.setFont(role_font)
        p.setPen(grey if gone else (QColor(theme.team_hex(c["team"], light=True)) if dark else team))
        p.drawText(label.translated(0, nh), Qt.AlignHCenter | Qt.AlignTop, c["role_name"])


def paint_lines(p: QPainter, rect: QRectF, lines: list[str], colour: QColor, points: float, low: float = 8.0) -> float:
    """`lines` word-wrapped in `rect`, at the largest size up to `points` where all of them fit;
    returns the size used."""
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapAtWordBoundaryOrAnywhere)
    body = "\n".join("• " + line for line in lines)
    size = points
    f = theme.font(size)
    while size > low:
        f = theme.font(size)
        need = QFontMetricsF(f).boundingRect(rect, Qt.TextWordWrap, body).height()
        if need <= rect.height():
            break
        size -= 0.5
    p.setFont(f)
    p.setPen(colour)
    p.drawText(rect, Qt.TextWordWrap | Qt.AlignLeft | Qt.AlignTop, body)
    return size


class StoryPage(QWidget):
    """One page of the story, large: its title, the seat circle, its lines (the projector)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.page: dict | None = None
        self.cast: list[dict] = []
        self.footer = ""

    def show_page(self, page: dict, cast: list[dict], footer: str = "") -> None:
        self.page, self.cast, self.footer = page, cast, footer
        self.update()

    def texts(self) -> list[str]:
        if not self.page:
            return []
        return [self.page["title"], *self.page["lines"], self.footer]

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setRenderHint(QPainter.TextAntialiasing)
        paint_page(p, QRectF(self.rect()), self.page, self.cast, self.footer)
        p.end()


def paint_page(p: QPainter, rect: QRectF, page: dict | None, cast: list[dict], footer: str = "") -> float:
    """A whole page: background, title, the circle on the left, the lines on the right."""
    p.fillRect(rect, QColor(theme.hex_color("night")))
    if not page:
        return 0.0
    ink = QColor("#f4f1ea")
    pad = rect.height() * 0.04
    title = page["title"] + (f" ({page['part']}/{page['parts']})" if page.get("parts", 1) > 1 else "")
    title_font = _fit_font(title, theme.font(10), rect.width() - 2 * pad, rect.height() * 0.06, bold=True)
    p.setFont(title_font)
    p.setPen(QColor("#f3e3b0"))
    th = QFontMetricsF(title_font).height() * 1.2
    p.drawText(QRectF(rect.left() + pad, rect.top() + pad, rect.width() - 2 * pad, th), Qt.AlignLeft | Qt.AlignVCenter,
               title)
    body = QRectF(rect.left() + pad, rect.top() + pad + th, rect.width() - 2 * pad, rect.height() - 2 * pad - th)
    if footer:
        ff = theme.font(max(8.0, rect.height() * 0.018))
        fh = QFontMetricsF(ff).height()
        p.setFont(ff)
        p.setPen(QColor("#a3abc6"))
        p.drawText(QRectF(body.left(), body.bottom() - fh, body.width(), fh), Qt.AlignRight | Qt.AlignVCenter, footer)
        body.setHeight(body.height() - fh)
    circle = QRectF(body.left(), body.top(), min(body.width() * 0.46, body.height() * 1.15), body.height())
    paint_table(p, circle, cast, page["dead"], page["marks"], dark=True, won_ring=page.get("cover", False))
    text = QRectF(circle.right() + pad, body.top(), body.right() - circle.right() - pad, body.height())
    return paint_lines(p, text, page["lines"], ink, rect.height() * 0.034)
