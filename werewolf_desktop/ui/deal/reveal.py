"""Pieces of the deal screen: the press-and-hold role card (laptop reveal), the seat tiles,
and the QR image label.

The role card holds no text while it is covered: the name, team and ability are filled in on
press and wiped on release, so nothing secret sits in the widget tree while the laptop faces
the room.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QStackedWidget,
                               QToolButton, QVBoxLayout, QWidget)

from ...deal.phrases import wakes_label
from ...i18n import text, tr
from ..roles import display_name, group_name, role_pixmap, team_name
from ..style import repolish, set_px
from ..theme import shades, team_hex
from ..widgets.plain import Label, plain_tip


class HoldButton(QPushButton):
    """Shows the card while held (mouse, touch or Space); any release, focus loss or hide covers it."""

    held = Signal(bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAutoRepeat(False)
        self.pressed.connect(lambda: self.held.emit(True))
        self.released.connect(lambda: self.held.emit(False))

    def focusOutEvent(self, event):
        super().focusOutEvent(event)
        self.held.emit(False)

    def hideEvent(self, event):
        super().hideEvent(event)
        self.held.emit(False)


class RoleCard(QFrame):
    """The covered / uncovered role card of the laptop reveal."""

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.lang = lang
        self.view: dict | None = None
        self.setObjectName("roleCard")
        self.stack = QStackedWidget(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.stack)

        c = shades()
        self.cover = Label(self.stack)
        self.cover.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cover.setStyleSheet(f"background: {c['tint']}; border: 2px dashed {c['line']}; border-radius: 16px;"
                                 f" color: {c['muted']};")
        set_px(self.cover, 22)
        self.stack.addWidget(self.cover)

        self.face = QFrame(self.stack)
        face = QHBoxLayout(self.face)
        face.setContentsMargins(24, 16, 24, 16)
        face.setSpacing(24)
        self.art = Label(self.face)
        self.art.setFixedSize(150, 150)
        self.art.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col = QVBoxLayout()
        col.setSpacing(8)
        self.name = Label(self.face)
        set_px(self.name, 40, True)
        self.team = Label(self.face)
        set_px(self.team, 20, True)
        self.ability = Label(self.face)
        self.ability.setWordWrap(True)
        set_px(self.ability, 17)
        self.extra = Label(self.face)
        self.extra.setWordWrap(True)
        set_px(self.extra, 17, True)
        col.addWidget(self.name)
        col.addWidget(self.team)
        col.addWidget(self.ability)
        col.addWidget(self.extra)
        col.addStretch(1)
        face.addWidget(self.art, 0, Qt.AlignmentFlag.AlignTop)
        face.addLayout(col, 1)
        self.stack.addWidget(self.face)
        self.setMinimumHeight(190)
        self.hide_role()

    def labels(self) -> list[QLabel]:
        return [self.cover, self.name, self.team, self.ability, self.extra]

    @property
    def revealed(self) -> bool:
        return self.stack.currentWidget() is self.face

    def set_cover_text(self, message: str) -> None:
        self.cover.setText(message)

    def show_role(self, view: dict | None) -> None:
        if not view or not view.get("role"):
            return
        lang = self.lang
        role = view["role"]
        team = view.get("team") or "none"
        self.name.setText(text(view.get("role_name"), lang) or role)
        self.team.setText(team_name(team, lang))
        self.team.setStyleSheet(f"color: {team_hex(team)};")
        self.ability.setText(text(view.get("ability"), lang))
        extra = []
        knows = view.get("knows") or {}
        seat = lambda ref: tr("dealui.card.seat", lang, seat=ref["seat"], name=ref.get("name", ""))  # noqa: E731
        if "pack" in knows:
            members = [seat(m) for m in knows["pack"]]
            extra.append(tr("dealui.card.pack", lang, members=members) if members
                         else tr("dealui.card.pack_alone", lang))
        for entry in knows.get("groups", []):      # the enchanted, the Ice Royals
            if entry["members"]:
                extra.append(tr("dealui.card.group", lang, group=group_name(entry["group"], lang),
                                members=[seat(m) for m in entry["members"]]))
        if "lover" in knows:
            extra.append(tr("dealui.card.lover", lang, lover=seat(knows["lover"])))
        if "lovers" in knows:
            extra.append(tr("dealui.card.lovers", lang, lovers=[seat(x) for x in knows["lovers"]]))
        if "thief" in knows and knows["thief"].get("took"):
            extra.append(tr("dealui.card.thief", lang, took=display_name(knows["thief"]["took"], lang)))
        if view.get("wakes"):
            extra.append(wakes_label(view["wakes"], lang))
        self.extra.setText("\n".join(extra))
        self.art.setPixmap(role_pixmap(role, 144))
        self.face.setStyleSheet(f"QFrame {{ background: {shades()['card']}; border: 3px solid {team_hex(team)};"
                                f" border-radius: 16px; }} QLabel {{ border: none; background: transparent; }}")
        self.stack.setCurrentWidget(self.face)

    def hide_role(self) -> None:
        self.stack.setCurrentWidget(self.cover)
        for label in (self.name, self.team, self.ability, self.extra):
            label.clear()
        self.art.clear()


class SeatTiles(QWidget):
    """Small tiles, one per seat, `columns` a row, one line each ("5  Alice", "5 ✓  Alice" once
    seen, ⚠ when its link was opened on a second device); a name too long for its tile ends in "…"
    (whole in the tooltip); clicking one picks that seat."""

    picked = Signal(int)
    PADDING = 24                         # pixels of a tile that are not its text (the sheet's padding, border)

    def __init__(self, players: list[str], parent: QWidget | None = None, columns: int = 3):
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(6)
        self.tiles: dict[int, QToolButton] = {}
        self.players = players
        for i in range(len(players)):
            seat = i + 1
            tile = QToolButton(self)
            tile.setObjectName(f"tile_{seat}")
            tile.setProperty("role", "tile")
            tile.setProperty("seen", False)
            tile.setCheckable(True)
            tile.setAutoExclusive(False)
            tile.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)   # the column's width
            tile.clicked.connect(lambda _=False, s=seat: self.picked.emit(s))
            self.grid.addWidget(tile, i // columns, i % columns)
            self.tiles[seat] = tile
        for column in range(columns):
            self.grid.setColumnStretch(column, 1)
        self.seen: set[int] = set()
        self.warned: set[int] = set()        # seats whose link was opened on a second device
        self.refresh()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt
        super().resizeEvent(event)
        self.refresh()                       # the names cut to the tiles' new width

    def refresh(self) -> None:
        for seat, tile in self.tiles.items():
            name = self.players[seat - 1]
            mark = (" ✓" if seat in self.seen else "") + (" ⚠" if seat in self.warned else "")
            prefix = f"{seat}{mark}  "
            metrics = tile.fontMetrics()
            room = tile.width() - self.PADDING - metrics.horizontalAdvance(prefix)
            short = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room) if room > 0 else ""
            tile.setText(prefix + short if short else prefix.rstrip())     # (no room: the seat and its marks)
            tile.setToolTip(plain_tip(f"{seat} {name}"))
            if tile.property("seen") != (seat in self.seen):
                tile.setProperty("seen", seat in self.seen)
                repolish(tile)

    def set_current(self, seat: int) -> None:
        for s, tile in self.tiles.items():
            tile.setChecked(s == seat)

    def mark(self, seat: int, seen: bool = True) -> None:
        (self.seen.add if seen else self.seen.discard)(seat)
        self.refresh()

    def warn(self, seat: int, on: bool = True) -> None:
        (self.warned.add if on else self.warned.discard)(seat)
        self.refresh()


class QrLabel(Label):
    """A QR code drawn crisp (nearest-neighbour scaling) at a given square size, white quiet zone,
    in a hairline frame (white on paper would not show where the code ends)."""

    FRAME = 1
    # its smallest side in pixels: a link of ~50 characters is 37 modules a side, ~6.5 px each at
    # 240 (a phone's camera reads it from an arm's length); bigger where the screen has the room
    MIN_SIDE = 240

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._source: QPixmap | None = None
        self._size = 320
        self.setStyleSheet(f"background: #ffffff; border: {self.FRAME}px solid {shades()['line']}; border-radius: 8px;")

    def set_png(self, data: bytes | None) -> None:
        if not data:
            self._source = None
            self.clear()
            return
        pm = QPixmap()
        pm.loadFromData(data, "PNG")
        self._source = pm
        self._render()

    def set_side(self, size: int) -> None:
        if size != self._size:
            self._size = size
            self._render()

    def _render(self) -> None:
        self.setFixedSize(self._size, self._size)
        if self._source is None or self._source.isNull():
            return
        ratio = self.devicePixelRatioF() or 1.0
        px = round((self._size - 2 * self.FRAME) * ratio)
        pm = self._source.scaled(px, px, Qt.AspectRatioMode.KeepAspectRatio,
                                 Qt.TransformationMode.FastTransformation)
        pm.setDevicePixelRatio(ratio)
        self.setPixmap(pm)

    def image(self) -> QImage:
        """What is on screen (for tests and screenshots)."""
        return self.grab().toImage()
