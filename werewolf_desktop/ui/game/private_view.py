"""The "show the player" panel of the step card: the private information the woken player is shown,
drawn big enough to read from the table (the witch's victim number, the seer's thumb, the thief's
cards, the lovers, the pack, a group's members), and the same panel full screen (F11), turned to a
player. Its caption says the same in words (tooltip, accessibility, tests)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

from ...i18n import tr, tr_own
from .. import theme
from ..roles import display_name, group_name
from ..widgets.plain import Label


def draw_thumb(p: QPainter, rect: QRectF, up: bool, colour: QColor) -> None:
    """A thumbs-up (or down) hand, drawn (no emoji font needed)."""
    p.save()
    p.translate(rect.center())
    s = min(rect.width(), rect.height()) / 100.0
    p.scale(s, s)
    if not up:
        p.rotate(180)
    p.setPen(QPen(colour.darker(150), 4, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    p.setBrush(colour)
    fist = QPainterPath()
    fist.addRoundedRect(QRectF(-26, -6, 52, 48), 12, 12)
    thumb = QPainterPath()
    thumb.addRoundedRect(QRectF(-26, -44, 22, 50), 11, 11)
    cuff = QPainterPath()
    cuff.addRoundedRect(QRectF(28, -2, 16, 44), 4, 4)
    p.drawPath(fist.united(thumb))
    p.drawPath(cuff)
    p.setPen(QPen(colour.darker(170), 3, Qt.SolidLine, Qt.RoundCap))
    for y in (8, 20, 32):
        p.drawLine(QPointF(2, y), QPointF(24, y))
    p.restore()


THUMB_MEANINGS = {"threat": ("ui.private.threat", "ui.private.no_threat"),      # the Aura Teller (004:307)
                  "pack": ("ui.private.in_pack", "ui.private.not_in_pack")}    # the Huntsman


def fit_font(font, text: str, rect: QRectF, least: float = 7.0):
    """The font, made smaller until `text` word-wrapped fits in `rect` (down to `least` points)."""
    font = type(font)(font)
    while font.pointSizeF() > least and QFontMetricsF(font).boundingRect(
            QRectF(0, 0, rect.width(), 100000), Qt.AlignCenter | Qt.TextWordWrap, text).height() > rect.height():
        font.setPointSizeF(max(least, font.pointSizeF() * 0.9))
    return font


def thumb_meaning(info: dict, lang: str) -> tuple[bool, str] | None:
    """(bad, word) of a result's thumb whose "up" is not "good": the Aura Teller's up is a threat."""
    for key, (yes, no) in THUMB_MEANINGS.items():
        if key in info:
            return bool(info[key]), tr(yes if info[key] else no, lang)
    return None


class PrivateView(QWidget):
    """The private information drawn big enough to be read across the table."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("PrivateView")
        self.info: dict | None = None
        self.lang = "en"
        self.names: dict[int, str] = {}
        self.ruleset = ""                 # the game's: its own words in a notice ("lynched", stop 34)
        self.caption = ""
        self.drawn_caption = None         # (font, rect) of the caption last drawn
        self.drawn_labels: list[str] = []  # the card labels last drawn
        self.setMinimumHeight(110)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)

    def sizeHint(self):
        return QSize(360, 110)        # asks for little: the step's texts come first, this takes the rest

    def set_info(self, info: dict | None, lang: str, names: dict[int, str], ruleset: str = "") -> None:
        self.info = info
        self.lang = lang
        self.names = names
        self.ruleset = ruleset
        self.caption = self.describe()
        self.setToolTip(self.caption)
        self.update()

    def describe(self) -> str:
        """The same information as words (tooltip, accessibility, tests)."""
        info, lang = self.info, self.lang
        if not info:
            return ""
        kind = info.get("kind")
        if kind == "wolf_victim":
            if info.get("seat") is None:
                return tr("ui.private.no_victim", lang)
            return tr("ui.private.victim", lang, seat=info["seat"])
        if kind == "seer_result":
            if info.get("role"):
                return tr("ui.private.seer_role", lang, seat=info["seat"], role=info["role"])
            key = "ui.private.thumb_up" if info.get("thumb") == "up" else "ui.private.thumb_down"
            res = tr(f"ui.private.result_{info.get('result')}", lang)
            return tr(key, lang) + " — " + tr("ui.private.seer_result", lang, seat=info["seat"], result=res)
        if kind == "hunter_status":
            key = "ui.private.can_shoot" if info.get("can_shoot") else "ui.private.cannot_shoot"
            return tr("ui.private.thumb_up" if info.get("thumb") == "up" else "ui.private.thumb_down", lang) + " — " + tr(key, lang)
        if kind == "bottom_cards":
            cards = info.get("cards") or []
            out = tr("ui.private.bottom_cards", lang, first=display_name(cards[0], lang) if cards else "",
                     second=display_name(cards[1], lang) if len(cards) > 1 else "")
            if info.get("must_take") is not None:
                out += " " + tr("ui.private.must_take", lang, n=info["must_take"] + 1)
            if info.get("took"):
                out += " " + tr("ui.private.took", lang, role=info["took"])
            return out
        if kind == "hidden_card":
            return tr("ui.private.hidden_card", lang, role=info.get("card") or "")
        if kind == "lovers":
            seats = info.get("seats") or []
            return tr("ui.private.lovers", lang, seats=seats) if seats else tr("ui.private.no_lovers", lang)
        told = " ".join(tr_own(n["key"], lang, self.ruleset, **n["params"]) for n in info.get("notices") or [])
        if kind == "pack":
            return (tr("ui.private.pack", lang, seats=info.get("seats") or []) + "\n" + told).strip()
        if info.get("group") and "seats" in info:     # another group's wake: the Bakers, the cult, the lab…
            group = group_name(info["group"], lang)
            members = tr("ui.private.group", lang, group=group, seats=info["seats"]) if info["seats"] else \
                tr("ui.private.group_nobody", lang, group=group)
            return (members + "\n" + told).strip()
        return told       # any other result: the engine's notices put it into words

    def paintEvent(self, event):
        info = self.info
        if not info:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        r = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        kind = info.get("kind")
        ink = theme.color("ink")
        big = r.height() >= 400          # full screen, turned to a player: read from two metres
        drawn = kind in ("wolf_victim", "bottom_cards", "hidden_card", "lovers", "pack") or info.get("thumb") \
            or info.get("role") or (info.get("group") and "seats" in info)
        cap_font = theme.font(max(12.0, r.height() * 0.03) if big else 12, bold=True)
        if not drawn:                    # words only (the Reporter's list, the Ice King's results): all the room
            cap_h = r.height()
        else:
            cap_h = min(max(34.0, r.height() * 0.16) if big else 34.0, r.height() * 0.45)
            need = QFontMetricsF(cap_font).boundingRect(QRectF(0, 0, r.width(), 10000),
                                                        Qt.AlignCenter | Qt.TextWordWrap, self.caption).height()
            cap_h = max(cap_h, min(need + 4, r.height() * 0.45))
        cap_font = fit_font(cap_font, self.caption, QRectF(0, 0, r.width(), cap_h))   # never cut off
        body = QRectF(r.left(), r.top(), r.width(), r.height() - cap_h)
        caption_rect = QRectF(r.left(), r.bottom() - cap_h, r.width(), cap_h)
        if kind == "wolf_victim":
            seat = info.get("seat")
            d = min(body.height(), body.width()) * 0.92
            circle = QRectF(body.center().x() - d / 2, body.center().y() - d / 2, d, d)
            p.setPen(QPen(QColor("#7d1a1e"), 4))
            p.setBrush(QColor("#a8262b") if seat is not None else QColor("#9aa0a8"))
            p.drawEllipse(circle)
            p.setPen(QColor("white"))
            p.setFont(theme.font(max(20, d * 0.32), bold=True))
            p.drawText(circle, Qt.AlignCenter, str(seat) if seat is not None else "—")
        elif kind in ("seer_result", "hunter_status", "result") and info.get("thumb"):
            self._draw_thumb_and_word(p, body, info.get("thumb") == "up", big, thumb_meaning(info, self.lang))
        elif kind in ("seer_result", "result") and info.get("role"):
            self._draw_cards(p, body, [info.get("role")], None, None)
        elif kind == "bottom_cards":
            self._draw_cards(p, body, info.get("cards") or [], info.get("must_take"), info.get("took"))
        elif kind == "hidden_card":
            self._draw_cards(p, body, [info.get("card")], None, None)
        elif kind in ("lovers", "pack") or (info.get("group") and "seats" in info):
            seats = info.get("seats") or []
            sep = "  ♥  " if kind == "lovers" else "  ·  "
            label = sep.join(str(s) for s in seats) or "—"
            p.setPen(QColor({"lovers": "#b0306a", "pack": "#a8262b"}.get(kind, "#1f2a44")))    # another group: ink
            size = max(18, min(body.height() * 0.5, body.width() / max(3, len(label)) * 1.6))
            p.setFont(theme.font(size, bold=True))
            p.drawText(body, Qt.AlignCenter, label)
        p.setPen(ink)
        p.setFont(cap_font)
        p.drawText(caption_rect, Qt.AlignCenter | Qt.TextWordWrap, self.caption)
        self.drawn_caption = (cap_font, caption_rect)
        p.end()

    def _draw_thumb_and_word(self, p: QPainter, body: QRectF, up: bool, big: bool,
                             meaning: tuple[bool, str] | None = None) -> None:
        """The thumb and its word: side by side on the card; full screen, the thumb large and
        centred with the word under it. `meaning` (bad, word): a thumb up that means something bad
        (the Aura Teller's "threat") is drawn red and says so, never green (issue 29.19)."""
        bad, meaning_word = meaning or (not up, "")
        colour = QColor("#c0392b") if bad else QColor("#2e9d4f")
        words = tr("ui.private.up" if up else "ui.private.down", self.lang)
        if meaning_word:
            words = f"{words} · {meaning_word}"
        p.setPen(colour.darker(130))
        if big:
            side = min(body.height() * 0.72, body.width() * 0.6)
            thumb_rect = QRectF(body.center().x() - side / 2, body.top() + body.height() * 0.04, side, side)
            draw_thumb(p, thumb_rect, up, colour)
            p.setPen(colour.darker(130))
            p.setFont(theme.font(max(24.0, body.height() * 0.085), bold=True))
            p.drawText(QRectF(body.left(), thumb_rect.bottom(), body.width(), body.bottom() - thumb_rect.bottom()),
                       Qt.AlignCenter | Qt.TextWordWrap, words)
            return
        side = min(body.height(), body.width() * 0.4)
        thumb_rect = QRectF(body.left() + 10, body.center().y() - side / 2, side, side)
        draw_thumb(p, thumb_rect, up, colour)
        p.setPen(colour.darker(130))
        room = QRectF(thumb_rect.right() + 16, body.top(), body.right() - thumb_rect.right() - 16, body.height())
        font = theme.font(max(18, side * 0.22), bold=True)
        while font.pointSizeF() > 12 and QFontMetricsF(font).horizontalAdvance(words) > room.width():
            font.setPointSizeF(font.pointSizeF() * 0.9)          # the word stays whole, on one line
        p.setFont(font)
        p.drawText(room, Qt.AlignVCenter | Qt.AlignLeft | Qt.TextWordWrap, words)

    def _draw_cards(self, p: QPainter, body: QRectF, cards: list, must_take, took) -> None:
        n = max(1, len(cards))
        ch = body.height() * 0.96
        cw = min(ch * 0.7, (body.width() - 20 * (n - 1)) / n)
        ch = min(ch, cw / 0.7)
        total = n * cw + (n - 1) * 20
        x = body.center().x() - total / 2
        from ...engine import catalogue

        self.drawn_labels = []
        for i, card in enumerate(cards):
            label = (f"{i + 1}. " if n > 1 else "") + display_name(card, self.lang)   # "1." alone reads as seat 1
            self.drawn_labels.append(label)
            rect = QRectF(x + i * (cw + 20), body.center().y() - ch / 2, cw, ch)
            role = catalogue().roles.get(card) if card else None
            team = role.team if role else "none"
            p.setPen(QPen(theme.team_color(team), 5 if (must_take == i or took == card) else 2))
            p.setBrush(theme.team_color(team, light=True))
            p.drawRoundedRect(rect, 8, 8)
            art_size = int(min(cw * 0.7, ch * 0.6))
            pix = theme.role_art(card, art_size, self.devicePixelRatioF())
            p.drawPixmap(QPointF(rect.center().x() - art_size / 2, rect.top() + 6), pix)
            p.setPen(theme.team_color(team))
            p.setFont(theme.font(max(10, cw * 0.12), bold=True))
            p.drawText(QRectF(rect.left(), rect.top() + art_size + 6, rect.width(), rect.height() - art_size - 6),
                       Qt.AlignHCenter | Qt.AlignTop | Qt.TextWordWrap,
                       label)


class PrivateFullScreen(QWidget):
    """The private information alone, full window: turn the laptop to the player. Any key or
    click closes it."""

    def __init__(self, info: dict, lang: str, names: dict[int, str], parent=None, ruleset: str = ""):
        super().__init__(parent, Qt.Window | Qt.FramelessWindowHint)
        self.setObjectName("PrivateFullScreen")
        self.setStyleSheet("QWidget#PrivateFullScreen { background: #fff7e0; }")
        self.setAttribute(Qt.WA_DeleteOnClose)
        self.view = PrivateView(self)
        self.view.set_info(info, lang, names, ruleset)
        hint = Label(tr("ui.private.close_hint", lang))
        hint.setAlignment(Qt.AlignCenter)
        hint.setStyleSheet("color: #6f7480;")
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(hint)

    def keyPressEvent(self, event):
        self.close()

    def mousePressEvent(self, event):
        self.close()
