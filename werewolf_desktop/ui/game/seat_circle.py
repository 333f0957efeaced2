"""The seats around the table (townsquare style): number, name, alive or out, and for the
moderator the role with its art, the lovers' heart, the sheriff's badge, the revealed idiot.

The moderator gives inputs by clicking seats (or typing a seat number). Which seats are legal is
the engine's word (`prompt.actions[*].candidates/disabled`, `prompt.candidates`, `prompt.disabled`):
the others are greyed with the engine's reason as tooltip. A greyed seat can still be clicked; the
input then goes to the engine, which refuses it with that reason (shown in the banner).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from ...describe import rule_label
from ...engine.offices import held
from ...i18n import cause_words, text, tr
from .. import theme
from ..widgets.elided import ElidedLabel
from ..widgets.plain import Label, plain_tip


# a seat's secret state the host must see on the table (never in privacy mode): status -> (mark, words)
SECRET_MARKS = {"powdered": ("◎", "ui.seat.powdered")}


@dataclass
class SeatMarks:
    """How the console wants the seats drawn for the current step."""

    pickable: bool = False                                  # clicks mean something now
    legal: set[int] = field(default_factory=set)
    reasons: dict[int, str] = field(default_factory=dict)   # seat -> reason text (greyed seats)
    selected: set[int] = field(default_factory=set)         # multi-select in progress
    actors: set[int] = field(default_factory=set)           # who wakes / who is speaking
    tags: dict[int, str] = field(default_factory=dict)      # seat -> short note ("protected", "→ 5 votes")


@lru_cache(maxsize=4)
def _outline(power: float, steps: int = 720) -> tuple[tuple[tuple[float, float], ...], tuple[tuple[float, float], ...]]:
    """The unit superellipse's outline from the top, clockwise, as `steps` + 1 points, and each
    step's (dx, dy): the same for every size and aspect, worked out once (a resize of the circle
    asks for ~35 aspects while it looks for the widest tiles)."""
    outline = []
    for k in range(steps + 1):
        t = -math.pi / 2 + 2 * math.pi * k / steps
        c, s = math.cos(t), math.sin(t)
        outline.append((math.copysign(abs(c) ** (2 / power), c), math.copysign(abs(s) ** (2 / power), s)))
    return tuple(outline), tuple((x1 - x0, y1 - y0) for (x0, y0), (x1, y1) in zip(outline, outline[1:]))


def _around_table(n: int, aspect: float, power: float = 4.0) -> list[tuple[float, float]]:
    """n points on the unit superellipse |x|^p + |y|^p = 1, seat 1 at the top and clockwise, spaced
    evenly along its outline as drawn with radii (aspect, 1): equal gaps between neighbours."""
    outline, deltas = _outline(power)
    lengths = [0.0]
    hypot, total = math.hypot, 0.0
    for dx, dy in deltas:
        total += hypot(dx * aspect, dy)
        lengths.append(total)
    points, k = [], 0
    for i in range(n):
        goal = lengths[-1] * i / n
        while lengths[k + 1] < goal:
            k += 1
        f = (goal - lengths[k]) / ((lengths[k + 1] - lengths[k]) or 1.0)
        (x0, y0), (x1, y1) = outline[k], outline[k + 1]
        points.append((x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))
    return points


def _seat_geometry(n: int, w: int, h: int) -> tuple[int, int, float, float, list[tuple[float, float]]]:
    """Tile size, the table's radii and each tile's centre for n seats in a w×h area: seats spaced
    evenly along a rounded square (a superellipse, so that the corners seat people too, as round a
    real table), the tiles as wide as fits without two neighbouring seats overlapping."""
    cx, cy = w / 2, h / 2
    tw = min(170.0, w * 0.26)
    while True:                                   # the widest tile that fits, 2 px at a time
        th = min(96.0, max(54.0, tw * 0.6))
        rx = max(10.0, (w - tw) / 2 - 6)
        ry = max(10.0, (h - th) / 2 - 6)
        centres = [(cx + rx * x, cy + ry * y) for x, y in _around_table(n, rx / max(ry, 1.0))]
        clash = any(abs(centres[i][0] - centres[(i + 1) % n][0]) < tw + 4
                    and abs(centres[i][1] - centres[(i + 1) % n][1]) < th + 4 for i in range(n)) if n > 1 else False
        if not clash or tw <= 78:
            break
        tw -= 2
    return int(tw), int(th), rx, ry, centres


class SeatTile(QFrame):
    clicked = Signal(int)
    menuRequested = Signal(int, QPoint)      # right-click: the seat's own menu (correct a printed card)

    def __init__(self, seat: int, parent=None):
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"Seat{seat}")
        self.setCursor(Qt.PointingHandCursor)
        self.setAttribute(Qt.WA_Hover, True)
        self.num = Label(str(seat))
        self.num.setObjectName("SeatNumber")
        self.marks = Label()
        self.marks.setObjectName("SeatMarks")
        self.name = ElidedLabel(shrink=0.8)
        self.name.setObjectName("SeatName")
        self.role = ElidedLabel(shrink=0.75)
        self.role.setObjectName("SeatRole")
        self.tag = ElidedLabel(min_chars=2, shrink=0.8)   # "✔ verzaubertes Essen schicken": smaller, then "…"
        self.tag.setObjectName("SeatTag")
        self.art = Label()
        self.art.setObjectName("SeatArt")
        for lab in (self.num, self.marks, self.name, self.role, self.tag, self.art):
            lab.setAttribute(Qt.WA_TransparentForMouseEvents, True)
        self.name.setTextFormat(Qt.PlainText)
        self.role.setTextFormat(Qt.PlainText)
        self.tag.setTextFormat(Qt.PlainText)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(4)
        top.addWidget(self.num)
        top.addWidget(self.name, 1)
        # the role on its own line, as wide as the tile ("Dorfbewohner" reads whole); the art, the
        # seat's note and the marks (★ ♥ ☠) under it, so that the name has the whole top line
        mid = QHBoxLayout()
        mid.setContentsMargins(0, 0, 0, 0)
        mid.setSpacing(6)
        mid.addWidget(self.art)
        mid.addWidget(self.tag, 1)
        mid.addWidget(self.marks, 0, Qt.AlignRight | Qt.AlignBottom)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(1)
        outer.addLayout(top)
        outer.addWidget(self.role)
        outer.addLayout(mid, 1)
        self.alive = True
        self.team: str | None = None
        self.legal = True
        self.selected = False
        self.actor = False
        self.pickable = False
        self.privacy = False
        self.hover = False
        self._full_name = ""
        self._style = None
        self._base_tip = ""
        self._shown_marks = None

    # ------------------------------------------------------------------ content
    def show_seat(self, s, lang: str, sheriff: bool, privacy: bool, dead_text: str, art_size: int,
                  announced_dead: bool | None = None, offices: tuple[str, ...] = (), ruleset: str = "") -> None:
        """`announced_dead`: in privacy mode a night victim still looks alive until the dawn
        announcement (as on the projector). `offices`: the elected offices held (004 §6, public)."""
        from ...engine import catalogue

        self.privacy = privacy
        alive = s.alive if announced_dead is None else not announced_dead
        self.alive = alive
        role = catalogue().roles.get(s.role) if s.role else None
        self.team = role.team if role and not privacy else None
        self._full_name = s.name
        self.name.setText(s.name)
        marks = []
        if sheriff:
            marks.append("★")
        if offices:
            marks.append("✪")
        if s.lover and not privacy:
            marks.append("♥")
        secret_marks = [] if privacy else [k for k in SECRET_MARKS if k in s.status]     # for the host's eyes (issue 29.20)
        marks += [SECRET_MARKS[k][0] for k in secret_marks]
        if s.revealed_idiot:
            marks.append("⊘")
        if not alive:
            marks.append("☠")
        self.marks.setText(" ".join(marks))
        colour = "#5d6169" if not alive else theme.hex_color("ink")
        style = f"color: {colour};"
        if self._style != (style, alive):
            self._style = (style, alive)
            self.num.setStyleSheet(style)
            self.name.setStyleSheet(style)
            f = self.name.font()
            f.setStrikeOut(not alive)
            self.name.setFont(f)
            self.role.setStyleSheet(style)
            self.tag.setStyleSheet("color: #0f7a35;")
            self.marks.setStyleSheet("color: #9a6100;")
        if privacy:
            self.role.setText("")
            self.art.clear()
            self.art.setFixedSize(0, 0)
        else:
            self.role.setText(text(role.name, lang) if role else tr("ui.seat.unknown_role", lang))
            self.art.setFixedSize(art_size, art_size)
            self.art.setPixmap(theme.role_art(s.role, art_size, self.devicePixelRatioF()))
        tips = [tr("ui.seat.tooltip", lang, seat=s.seat, name=s.name)]
        if not privacy and role:
            tips.append(text(role.name, lang))
        if sheriff:
            tips.append(tr("ui.seat.sheriff", lang))
        tips += [text(catalogue().role(o).name, lang) for o in offices]
        if s.lover and not privacy:
            tips.append(tr("ui.seat.lover", lang, seat=s.lover))
        tips += [SECRET_MARKS[k][0] + " " + tr(SECRET_MARKS[k][1], lang) for k in secret_marks]
        if s.revealed_idiot:
            tips.append(tr("ui.seat.no_vote", lang))
        if not alive:
            if s.death and not privacy:
                causes = cause_words(s.death.causes, lang, ruleset)
                tips.append(tr("ui.seat.dead_because", lang, causes=causes, rule=rule_label(s.death.rule, lang)))
            else:
                tips.append(dead_text)
        if not s.in_play:
            tips.append(tr("ui.seat.not_in_play", lang))
        self._base_tip = "\n".join(tips)
        self.setToolTip(plain_tip(self._base_tip))
        self._shown_marks = None          # the marks' reason goes on this tooltip again
        self.setAccessibleName(tr("ui.seat.tooltip", lang, seat=s.seat, name=s.name))
        self.update()

    def set_marks(self, marks: SeatMarks, privacy: bool) -> None:
        legal = (self.seat in marks.legal) if marks.pickable else True
        tag = marks.tags.get(self.seat, "")
        reason = marks.reasons.get(self.seat) if marks.pickable and not legal else None
        shown = (marks.pickable, legal, self.seat in marks.selected, self.seat in marks.actors, tag, reason)
        if shown == self._shown_marks:
            return                       # (nothing to draw again)
        self._shown_marks = shown
        self.pickable, self.legal, self.selected, self.actor = shown[:4]
        self.tag.setText(tag)
        self.setToolTip(plain_tip(self._base_tip + "".join(f"\n{x}" for x in (tag, reason) if x)))
        self.setCursor(Qt.PointingHandCursor if legal or not marks.pickable else Qt.ForbiddenCursor)
        self.update()

    def texts(self) -> list[str]:
        return [w.text() for w in (self.num, self.marks, self.name, self.role, self.tag) if w.text()]

    def apply_fonts(self, scale: float) -> None:
        if getattr(self, "_scale", None) == scale:
            return
        self._scale = scale
        self.num.setFont(theme.font(max(11, 15 * scale), bold=True))
        name_font = theme.font(max(9, 11.5 * scale), bold=True)
        name_font.setStrikeOut(not self.alive)
        self.name.setFont(name_font)
        self.role.setFont(theme.font(max(8, 10 * scale)))
        self.tag.setFont(theme.font(max(8, 9.5 * scale), bold=True))
        self.marks.setFont(theme.font(max(9, 12 * scale)))

    # ------------------------------------------------------------------ painting and clicks
    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if not self.alive:
            bg = QColor("#d9dadd")
        elif self.team and not self.privacy:
            bg = theme.team_color(self.team, light=True)
        else:
            bg = QColor("#ffffff")
        if self.pickable and not self.legal:
            bg = bg.darker(112)
        elif self.hover and self.pickable:
            bg = bg.lighter(104)
        border = QColor("#b9b3a6")
        width = 1.5
        if self.team and not self.privacy and self.alive:
            border = theme.team_color(self.team)
        if self.actor:
            border, width = theme.color("accent"), 4
        if self.selected:
            border, width = QColor("#118a3a"), 4.5
        p.setPen(QPen(border, width))
        p.setBrush(bg)
        p.drawRoundedRect(rect, 10, 10)
        if self.pickable and not self.legal:
            p.setPen(QPen(QColor(0, 0, 0, 40), 1))
            step = 10
            for x in range(-int(rect.height()), int(rect.width()), step):
                p.drawLine(QPointF(rect.left() + x, rect.bottom()), QPointF(rect.left() + x + rect.height(), rect.top()))
        p.end()

    def enterEvent(self, event):
        self.hover = True
        self.update()

    def leaveEvent(self, event):
        self.hover = False
        self.update()

    def mouseReleaseEvent(self, event):
        if event.button() == Qt.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit(self.seat)

    def contextMenuEvent(self, event):
        self.menuRequested.emit(self.seat, event.globalPos())



class SeatCircle(QWidget):
    """All seats on an ellipse; the centre shows the phase and what is being typed."""

    seatClicked = Signal(int)
    seatMenu = Signal(int, QPoint)

    def __init__(self, lang: str, parent=None):
        super().__init__(parent)
        self.setObjectName("SeatCircle")
        self.lang = lang
        self.tiles: list[SeatTile] = []
        self.phase = "night"
        self.centre_title = Label(self)
        self.centre_title.setObjectName("CircleTitle")
        self.centre_title.setAlignment(Qt.AlignCenter)
        self.centre_title.setWordWrap(True)
        self.centre_sub = Label(self)
        self.centre_sub.setObjectName("CircleSub")
        self.centre_sub.setAlignment(Qt.AlignCenter)
        self.centre_sub.setWordWrap(True)
        self.typed = Label(self)
        self.typed.setObjectName("Typed")
        self.typed.setAlignment(Qt.AlignCenter)
        self.centre_title.setFont(theme.font(20, bold=True))
        self.centre_sub.setFont(theme.font(12))
        self.typed.setFont(theme.font(24, bold=True))
        self.setMinimumSize(520, 480)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self._state = None
        self._geometry_for: tuple = (None, None)
        self._privacy = False
        self._marks = SeatMarks()
        self._look = None                # (lang, privacy, art size) the tiles were drawn with
        self._centre_phase = None

    def sizeHint(self):
        return QSize(680, 620)

    def set_state(self, state, lang: str, privacy: bool, marks: SeatMarks, title: str, subtitle: str,
                  seats=None) -> None:
        """`seats`: only these seats' state changed since the last call (the others keep their
        tiles; their marks are still updated), None: every seat."""
        look = (lang, privacy, self._art_size())
        if look != self._look:
            self._look, seats = look, None
        self.lang = lang
        self._state = state
        self._privacy = privacy
        self._marks = marks
        self.phase = state.phase
        n = len(state.seats)
        if len(self.tiles) != n:
            for t in self.tiles:
                t.hide()
                t.setParent(None)
                t.deleteLater()
            self.tiles = []
            for i in range(1, n + 1):
                tile = SeatTile(i, self)
                tile.clicked.connect(self.seatClicked)
                tile.menuRequested.connect(self.seatMenu)
                tile.show()
                self.tiles.append(tile)
            self._layout()
            seats = None
        dead_text = tr("ui.seat.dead", lang)
        art_size = self._art_size()
        pending = set(state.pending_night_deaths) if privacy else set()
        for tile, s in zip(self.tiles, state.seats):
            if seats is None or s.seat in seats:
                hidden = (not s.alive and s.seat not in pending) if privacy else None
                tile.show_seat(s, lang, state.sheriff == s.seat, privacy, dead_text, art_size, hidden,
                               tuple(held(state, s.seat)), state.ruleset)
            tile.set_marks(marks, privacy)
            if tile.isHidden() == (s.in_play or not privacy):
                tile.setVisible(s.in_play or not privacy)
        self.centre_title.setText(title)
        self.centre_sub.setText(subtitle)
        if self.phase != self._centre_phase:          # (a style sheet costs: set when night and day turn)
            self._centre_phase = self.phase
            colour = "#f4f1ea" if self.phase == "night" else theme.hex_color("ink")
            self.centre_title.setStyleSheet(f"color: {colour};")
            self.centre_sub.setStyleSheet(f"color: {colour};")
            self.typed.setStyleSheet("color: #f2c14e;" if self.phase == "night" else f"color: {theme.hex_color('accent')};")
            self.update()           # the table's colour; not at every input: the whole circle, every tile, would repaint

    def set_typed(self, typed: str) -> None:
        self.typed.setText(typed)

    def tile(self, seat: int) -> SeatTile:
        return self.tiles[seat - 1]

    def texts(self) -> list[str]:
        out = [self.centre_title.text(), self.centre_sub.text()]
        for t in self.tiles:
            if t.isVisible():
                out.extend(t.texts())
        return [s for s in out if s]

    # ------------------------------------------------------------------ geometry
    def _geometry(self) -> tuple[int, int, float, float, list[tuple[float, float]]]:
        """Tile size, the table's radii and each tile's centre (_seat_geometry), worked out once per
        size of the circle and number of seats."""
        n = max(1, len(self.tiles))
        w, h = max(200, self.width()), max(200, self.height())
        key = (n, w, h)
        if self._geometry_for[0] != key:
            self._geometry_for = (key, _seat_geometry(n, w, h))
        return self._geometry_for[1]


    def _tile_size(self) -> tuple[int, int]:
        tw, th, *_ = self._geometry()
        return tw, th

    def _art_size(self) -> int:
        _tw, th = self._tile_size()
        return max(22, min(36, th - 44))

    def _layout(self) -> None:
        n = len(self.tiles)
        if not n:
            return
        tw, th, rx, ry, centres = self._geometry()
        w, h = self.width(), self.height()
        cx, cy = w / 2, h / 2
        scale = min(1.25, max(0.75, tw / 140))
        for tile, (x, y) in zip(self.tiles, centres):
            tile.setGeometry(int(x - tw / 2), int(y - th / 2), tw, th)
            tile.apply_fonts(scale)
        inner_w = int(max(120, rx * 1.1))
        self.centre_title.setGeometry(int(cx - inner_w / 2), int(cy - 70), inner_w, 56)
        self.centre_sub.setGeometry(int(cx - inner_w / 2), int(cy - 14), inner_w, 48)
        self.typed.setGeometry(int(cx - inner_w / 2), int(cy + 36), inner_w, 40)
        if self._state is not None:
            art_size = max(22, min(36, th - 44))
            for tile, s in zip(self.tiles, self._state.seats):
                if not self._privacy:
                    tile.art.setFixedSize(art_size, art_size)
                    tile.art.setPixmap(theme.role_art(s.role, art_size, self.devicePixelRatioF()))

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self._layout()

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        tw, th, rx, ry, _ = self._geometry()
        w, h = self.width(), self.height()
        rx, ry = rx * 0.62, ry * 0.55
        table = QRectF(w / 2 - rx, h / 2 - ry, 2 * rx, 2 * ry)
        night = self.phase == "night"
        fill = theme.color("night") if night else QColor("#f3e3c4")
        if self.phase == "over":
            fill = QColor("#e6e1d6")
        path = QPainterPath()
        path.addEllipse(table)
        p.fillPath(path, fill)
        p.setPen(QPen(QColor("#3a4670") if night else QColor("#d8c29a"), 3))
        p.drawEllipse(table)
        p.end()
