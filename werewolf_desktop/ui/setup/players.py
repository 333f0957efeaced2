"""The players list of the set-up screen: one row per seat (drag grip, seat number, name).

One list view draws the rows (a model of the names and a delegate that paints them); the seat being
typed in gets the one name field, which moves from seat to seat with Tab and Shift+Tab (Enter goes on
to the next seat; Tab past the last seat leaves the list). A screen of twelve or eighteen fields, each
polished and laid out under the set-up screen's style sheet, took ~28 ms of a start (issue 32).

Names are completed from the names remembered by the store (most used first); rows are reordered
by dragging the grip (or Alt+↑ / Alt+↓ in a name), and the seat numbers follow the order.
Empty and duplicate names are flagged live; `problems()` says what blocks the start.
"""
from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QMimeData, QPoint, QRect, QSize, QStringListModel, Qt, Signal
from PySide6.QtGui import QColor, QDrag, QFont, QKeyEvent, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (QAbstractItemDelegate, QAbstractItemView, QCompleter, QFrame, QLabel, QLineEdit,
                               QListView, QStyledItemDelegate, QStyleOptionViewItem, QToolTip, QWidget)

from ...i18n import tr
from ..style import BASE_PX, repolish
from ..theme import shades
from ..widgets.plain import Label

MIME = "application/x-werewolf-seat-row"
MIN_PLAYERS, MAX_PLAYERS = 7, 18

# A row, left to right (px): margin, grip, gap, seat badge, gap, name field, gap, duplicate mark, margin;
# above and below them _PAD, and _ROW_GAP between two rows.
_MARGIN, _PAD, _GAP, _GRIP, _FLAG = 4, 2, 6, 22, 22
_BADGE = QSize(30, 26)
_ROW_GAP = 2                   # between two rows
_FIELD_MIN = 50                # the narrowest name field
ROWS_SHOWN = 4                 # the list is never lower than this many rows (it scrolls)


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


def seat_badge(parent: QWidget, seat: int | None = None) -> QLabel:
    """A seat number in a dark round badge (the stacked deal's rows; the players list paints its own)."""
    badge = Label("" if seat is None else str(seat), parent)
    badge.setFixedSize(_BADGE)
    badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
    badge.setStyleSheet(f"font-weight: 700; background: {shades()['primary']}; color: #ffffff; border-radius: 13px;")
    return badge


def _zones(rect: QRect) -> dict[str, QRect]:
    """Where a row's parts are drawn in the row's `rect` (the row's gap below it excluded)."""
    h = rect.height() - _ROW_GAP - 2 * _PAD
    top, left, right = rect.top() + _PAD, rect.left() + _MARGIN, rect.right() - _MARGIN
    grip = QRect(left, top, _GRIP, h)
    badge = QRect(grip.right() + 1 + _GAP, top + (h - _BADGE.height()) // 2, _BADGE.width(), _BADGE.height())
    flag = QRect(right - _FLAG + 1, top, _FLAG, h)
    field = QRect(badge.right() + 1 + _GAP, top, flag.left() - _GAP - badge.right() - 1 - _GAP, h)
    return {"grip": grip, "badge": badge, "field": field, "flag": flag}


class _Seats(QStringListModel):
    """The names in seat order; a seat's accessible text says its number and name (or that it has none)."""

    def __init__(self, placeholder, parent):
        super().__init__(parent)
        self._placeholder = placeholder

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.AccessibleTextRole and index.isValid():
            name = super().data(index, Qt.ItemDataRole.DisplayRole)
            return f"{index.row() + 1}. {name or self._placeholder(index.row())}"
        return super().data(index, role)

    def flags(self, index):
        # (no drops onto a row: rows are moved by the list's own drag, between rows)
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable


class _SeatDelegate(QStyledItemDelegate):
    """Paints a seat's row like the fields around it and gives the seat being typed in its name field."""

    def __init__(self, editor: "PlayersEditor"):
        super().__init__(editor)
        self.players = editor
        self._field_height = 0

    def field_height(self) -> int:
        """The height of a line edit under the screen's style sheet (measured once, on a real one)."""
        if not self._field_height:
            probe = QLineEdit(self.players)
            probe.hide()
            probe.ensurePolished()
            self._field_height = probe.sizeHint().height()
            probe.deleteLater()
        return self._field_height

    def row_size(self) -> QSize:
        """Every row's size: the narrowest row, as high as the name field with the row's room around it."""
        width = 2 * _MARGIN + _GRIP + _BADGE.width() + _FIELD_MIN + _FLAG + 3 * _GAP
        return QSize(width, max(self.field_height(), _BADGE.height()) + 2 * _PAD + _ROW_GAP)

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 - Qt style
        return self.row_size()

    def paint(self, painter: QPainter, option, index) -> None:
        c = shades()
        zone = _zones(option.rect)
        row, name = index.row(), index.data() or ""
        bad = self.players.bad_seats().get(row + 1) == "duplicate"
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(option.font)
        painter.setFont(font)
        painter.setPen(QColor(c["ink"]))
        painter.drawText(zone["grip"], Qt.AlignmentFlag.AlignCenter, "≡")
        # the name field, as the style sheet draws a line edit (1 px line, or 2 px red when duplicate)
        field = zone["field"]
        border = 2 if bad else 1
        painter.setPen(QPen(QColor(c["danger"] if bad else c["line"]), border))
        painter.setBrush(QColor(c["error_bg"] if bad else c["card"]))
        half = border / 2
        painter.drawRoundedRect(field.toRectF().adjusted(half, half, -half, -half), 6, 6)
        text_rect = field.adjusted(border + 8 + 2, 0, -(border + 8 + 2), 0)
        painter.setPen(QColor(c["ink"] if name else c["muted"]))
        shown = name or self.players.placeholder(row)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         option.fontMetrics.elidedText(shown, Qt.TextElideMode.ElideRight, text_rect.width()))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(c["primary"]))
        painter.drawRoundedRect(zone["badge"].toRectF(), 13, 13)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(zone["badge"], Qt.AlignmentFlag.AlignCenter, str(row + 1))
        if bad:
            painter.setPen(QColor(c["danger"]))
            painter.drawText(zone["flag"], Qt.AlignmentFlag.AlignCenter, "!")
        painter.restore()

    # --- the name field ---------------------------------------------------------------------------

    def createEditor(self, parent, option, index) -> QLineEdit:  # noqa: N802 - Qt style
        edit = QLineEdit(parent)
        edit.setMaxLength(40)
        edit.setClearButtonEnabled(True)
        edit.setCompleter(self.players.completer)
        self.players.word_field(edit, index.row())
        edit.setProperty("bad", self.players.bad_seats().get(index.row() + 1) == "duplicate")
        edit.textChanged.connect(lambda _text: self._typed(edit))
        return edit

    def _typed(self, edit: QLineEdit) -> None:
        """Each change of the name goes to the list at once (the flags, the deck's checks, Start); not
        the field's first text, set before the list holds the field as its editor."""
        if self.players.indexWidget(self.players.currentIndex()) is edit:
            self.commitData.emit(edit)

    def setEditorData(self, editor: QLineEdit, index) -> None:  # noqa: N802 - Qt style
        name = index.data(Qt.ItemDataRole.EditRole) or ""
        if editor.text() != name:
            editor.setText(name)

    def setModelData(self, editor: QLineEdit, model, index) -> None:  # noqa: N802 - Qt style
        if index.data(Qt.ItemDataRole.EditRole) != editor.text():
            model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)

    def updateEditorGeometry(self, editor, option, index) -> None:  # noqa: N802 - Qt style
        editor.setGeometry(_zones(option.rect)["field"])

    def eventFilter(self, editor, event) -> bool:  # noqa: N802 - Qt style
        if isinstance(editor, QLineEdit) and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key, mods = event.key(), event.modifiers()
            if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and not mods & Qt.KeyboardModifier.ControlModifier:
                forward = key == Qt.Key.Key_Tab and not mods & Qt.KeyboardModifier.ShiftModifier
                self.players.step_from(editor, forward, leave=True)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.players.step_from(editor, True, leave=False)
                return True
            if mods & Qt.KeyboardModifier.AltModifier and key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                row = self.players.currentIndex().row()
                self.players.move_player(row, row - 1 if key == Qt.Key.Key_Up else row + 1)
                return True
        return super().eventFilter(editor, event)

    def helpEvent(self, event, view, option, index) -> bool:  # noqa: N802 - Qt style
        if event.type() != QEvent.Type.ToolTip:
            return super().helpEvent(event, view, option, index)
        zone = _zones(option.rect)
        lang = self.players.lang
        if zone["grip"].contains(event.pos()):
            tip = tr("setup.players.drag_hint", lang)
        elif zone["flag"].contains(event.pos()) and self.players.bad_seats().get(index.row() + 1) == "duplicate":
            tip = tr("setup.players.duplicate_short", lang)
        elif zone["field"].contains(event.pos()):
            tip = tr("setup.players.name_hint", lang)
        else:
            tip = ""
        if tip:
            QToolTip.showText(event.globalPos(), tip, view.viewport(), option.rect)
        else:
            QToolTip.hideText()
        return True


class PlayersEditor(QListView):
    """Seat rows with names. `changed` fires on every edit, reorder and count change; `reordered(order)`
    before it when players move: seat i now holds who sat at `order[i]` (0-based)."""

    changed = Signal()
    reordered = Signal(list)

    def __init__(self, store, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.store = store
        self.lang = lang
        self._remembered: list[str] = []
        self._bad: dict[int, str] = {}
        self._press: tuple[int, QPoint] | None = None     # a press on a row's grip: (row, where)
        self._drop_line: QFrame | None = None
        self.completer = QCompleter(self)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.completer.setFilterMode(Qt.MatchFlag.MatchStartsWith)
        self.completer.setMaxVisibleItems(8)
        self._offered = QStringListModel(self)
        self.completer.setModel(self._offered)
        c = shades()
        self.completer.popup().setStyleSheet(      # (a window of its own: the screen's sheet does not reach it)
            f"QListView {{ background: {c['card']}; color: {c['ink']}; border: 1px solid {c['line']};"
            f" font-size: {BASE_PX}px; selection-background-color: {c['accent_tint']}; selection-color: {c['ink']}; }}"
            f" QListView::item {{ padding: 4px 8px; }}")

        self.seats = _Seats(self.placeholder, self)
        self.setModel(self.seats)
        self.setItemDelegate(_SeatDelegate(self))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setUniformItemSizes(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)          # (and so its viewport: the rows are dropped there)
        # (the viewport is not asked for before the first screen is shown: the first widget made by Qt
        # and handed to Python makes PySide6 build the enums of ~80 widget types, ~10 ms)
        self.seats.dataChanged.connect(self._after_change)
        self.reload_remembered()
        self.retranslate(lang)

    # --- rows -------------------------------------------------------------------------------------

    def count(self) -> int:
        return self.seats.rowCount()

    def set_count(self, n: int) -> None:
        n = max(MIN_PLAYERS, min(MAX_PLAYERS, int(n)))
        have = self.count()
        if have < n:
            self.seats.insertRows(have, n - have)
        elif have > n:
            self.seats.removeRows(n, have - n)
        self.updateGeometry()
        self._validate()
        self.changed.emit()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt style
        row = self.itemDelegate().row_size()
        return QSize(row.width() + self.verticalScrollBar().sizeHint().width(), ROWS_SHOWN * row.height())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt style
        """ROWS_SHOWN rows high (it takes the room its neighbours leave, and scrolls); as wide as a row
        whose field shows ten wide letters."""
        low = self.minimumSizeHint()
        return QSize(low.width() + self.fontMetrics().horizontalAdvance("M" * 10), low.height())

    def names(self) -> list[str]:
        return [" ".join(n.split()) for n in self.seats.stringList()]

    def set_names(self, names: list[str]) -> None:
        if len(names) != self.count():
            self.set_count(len(names))
        self.seats.blockSignals(True)           # one change for the whole list, not one per seat
        try:
            for row, name in enumerate(names):
                self.seats.setData(self.seats.index(row), name)
        finally:
            self.seats.blockSignals(False)
        editor = self._editor()
        if editor is not None:
            self.itemDelegate().setEditorData(editor, self.currentIndex())
        self.update()
        self._after_change()

    def edit_seat(self, row: int, select: bool = True) -> QLineEdit:
        """Put the name field on seat `row` (0-based), focused, and return it; the name in it selected
        (as when tabbing into a field), or not (`select=False`: the text cursor at its end)."""
        index = self.seats.index(row)
        if self.currentIndex() != index:
            self.setCurrentIndex(index)          # (the field follows the current seat)
        if self._editor() is None:
            self.edit(index)
        editor = self._editor()
        editor.setFocus()
        if not select:
            editor.deselect()
            editor.end(False)
        return editor

    def _editor(self) -> QLineEdit | None:
        """The name field, when a seat is being typed in (the current seat's)."""
        editor = self.indexWidget(self.currentIndex())
        return editor if isinstance(editor, QLineEdit) else None

    def step_from(self, editor: QLineEdit, forward: bool, leave: bool) -> None:
        """From the field of the current seat to the next (or previous) seat's; past the end, out of the
        list (`leave`, Tab) or the field closes (Enter on the last seat)."""
        delegate = self.itemDelegate()
        delegate.commitData.emit(editor)
        row = self.currentIndex().row() + (1 if forward else -1)
        if 0 <= row < self.count():
            self.edit_seat(row)
            return
        delegate.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)
        if leave:
            self.focusNextPrevChild(forward)

    def move_player(self, src: int, dst: int) -> None:
        """Move seat `src` (0-based) to position `dst`; the others close up. Seat numbers follow."""
        names = self.seats.stringList()
        dst = max(0, min(len(names) - 1, dst))
        if not (0 <= src < len(names)) or src == dst:
            return
        typing = self._editor() is not None
        order = list(range(len(names)))
        order.insert(dst, order.pop(src))
        self._reorder(order)
        if typing or self.hasFocus():
            self.edit_seat(dst, select=False)

    def shuffle(self, rng: random.Random | None = None) -> None:
        order = list(range(self.count()))
        (rng or random.SystemRandom()).shuffle(order)
        self._reorder(order)

    def _reorder(self, order: list[int]) -> None:
        names = self.seats.stringList()
        self.reordered.emit(order)
        self.set_names([names[i] for i in order])

    def fill_empty(self) -> None:
        """Name every empty seat after its number ("Player 3" / "3号")."""
        names = self.seats.stringList()
        used = {_key(n) for n in names if n.strip()}
        for i, name in enumerate(names):
            if not name.strip():
                candidate = self.placeholder(i)
                while _key(candidate) in used:
                    candidate += "'"
                names[i] = candidate
                used.add(_key(candidate))
        self.set_names(names)

    def placeholder(self, index: int) -> str:
        """What an empty seat shows, and what "Name empty seats" gives it ("Player 3" / "3号")."""
        return tr("setup.players.default_name", self.lang, seat=index + 1)

    # --- checks -----------------------------------------------------------------------------------

    def problems(self) -> list[str]:
        """What is wrong with the names right now (translated), empty list when all is fine."""
        names = self.names()
        out = []
        empty = [i + 1 for i, n in enumerate(names) if not n]
        if empty:
            out.append(tr("setup.players.empty", self.lang, seats=empty))
        seen: dict[str, list[int]] = {}
        for i, n in enumerate(names):
            if n:
                seen.setdefault(_key(n), []).append(i + 1)
        for seats in seen.values():
            if len(seats) > 1:
                out.append(tr("setup.players.duplicate", self.lang, name=names[seats[0] - 1], seats=seats))
        return out

    def bad_seats(self) -> dict[int, str]:
        """{seat: "empty" | "duplicate"} (1-based)."""
        return dict(self._bad)

    def _validate(self) -> None:
        names = self.names()
        counts: dict[str, int] = {}
        for n in names:
            if n:
                counts[_key(n)] = counts.get(_key(n), 0) + 1
        self._bad = {}
        for i, n in enumerate(names):
            if not n:
                self._bad[i + 1] = "empty"
            elif counts[_key(n)] > 1:
                self._bad[i + 1] = "duplicate"
        editor = self._editor()
        if editor is not None:
            dup = self._bad.get(self.currentIndex().row() + 1) == "duplicate"
            if editor.property("bad") != dup:
                editor.setProperty("bad", dup)
                repolish(editor)
        self.update()

    def _after_change(self, *_) -> None:
        self._validate()
        self._update_offered()
        self.changed.emit()

    # --- remembered names -------------------------------------------------------------------------

    def reload_remembered(self) -> None:
        names: list[str] = []
        if self.store is not None:
            try:
                names = list(self.store.names(limit=200))
            except TypeError:
                names = list(self.store.names())
            except Exception:  # noqa: BLE001 - an unreadable roster only costs the suggestions
                names = []
        self._remembered = names
        self._update_offered()

    def _update_offered(self) -> None:
        """The remembered names the completer offers: those not on another seat already."""
        typing = self.currentIndex().row() if self._editor() is not None else -1
        taken = {_key(n) for i, n in enumerate(self.seats.stringList()) if i != typing and n.strip()}
        offered = [n for n in self._remembered if _key(n) not in taken]
        if offered != self._offered.stringList():
            self._offered.setStringList(offered)

    # --- keyboard and mouse -----------------------------------------------------------------------

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt style
        """Tabbing into the list puts the field on its first seat (Shift+Tab: its last)."""
        super().focusInEvent(event)
        reason = event.reason()
        if self.count() and reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.edit_seat(0 if reason == Qt.FocusReason.TabFocusReason else self.count() - 1)

    def currentChanged(self, current, previous) -> None:  # noqa: N802 - Qt style
        super().currentChanged(current, previous)
        self._update_offered()

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt style
        index = self.indexAt(event.position().toPoint())
        if index.isValid() and event.button() == Qt.MouseButton.LeftButton \
                and _zones(self.visualRect(index))["grip"].contains(event.position().toPoint()):
            self._press = (index.row(), event.position().toPoint())     # a drag by the grip, not an edit
            return
        self._press = None
        super().mousePressEvent(event)
        editor = self._editor()
        if editor is not None and index == self.currentIndex():     # the text cursor where the host clicked
            editor.deselect()
            editor.setCursorPosition(editor.cursorPositionAt(editor.mapFrom(self.viewport(), event.position().toPoint())))

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt style
        pos = event.position().toPoint()
        if self._press is None:
            index = self.indexAt(pos)
            zone = _zones(self.visualRect(index)) if index.isValid() else {}
            if zone and zone["grip"].contains(pos):
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            elif zone and zone["field"].contains(pos):
                self.viewport().setCursor(Qt.CursorShape.IBeamCursor)
            else:
                self.viewport().unsetCursor()
            if not event.buttons():
                return
            super().mouseMoveEvent(event)
            return
        row, start = self._press
        if not event.buttons() & Qt.MouseButton.LeftButton or (pos - start).manhattanLength() < 4:
            return
        self._press = None
        rect = self.visualRect(self.seats.index(row))
        picture = QPixmap(rect.size())
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = QRect(QPoint(0, 0), rect.size())
        self.itemDelegate().paint(painter, option, self.seats.index(row))
        painter.end()
        drag = QDrag(self)
        mime = QMimeData()
        mime.setData(MIME, str(row).encode("ascii"))
        drag.setMimeData(mime)
        drag.setPixmap(picture)
        drag.setHotSpot(QPoint(10, rect.height() // 2))
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt style
        if self._press is not None:
            self._press = None
            return
        super().mouseReleaseEvent(event)

    def dragEnterEvent(self, event) -> None:  # noqa: N802 - Qt style
        if event.mimeData().hasFormat(MIME):
            event.acceptProposedAction()
            self._show_drop_line(self._drop_index(event.position().toPoint().y()))
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: N802 - Qt style
        self.dragEnterEvent(event)

    def dragLeaveEvent(self, event) -> None:  # noqa: N802 - Qt style
        self._hide_drop_line()

    def dropEvent(self, event) -> None:  # noqa: N802 - Qt style
        self._hide_drop_line()
        if not event.mimeData().hasFormat(MIME):
            event.ignore()
            return
        event.acceptProposedAction()
        try:
            src = int(bytes(event.mimeData().data(MIME)).decode("ascii"))
        except ValueError:
            return
        target = self._drop_index(event.position().toPoint().y())
        self.move_player(src, target - 1 if target > src else target)

    def _drop_index(self, y: int) -> int:
        """Insertion point (0…n) for a drop at height `y` of the list's viewport."""
        for row in range(self.count()):
            if y < self.visualRect(self.seats.index(row)).center().y():
                return row
        return self.count()

    def _show_drop_line(self, index: int) -> None:
        if self._drop_line is None:
            self._drop_line = QFrame(self.viewport())
            self._drop_line.setFixedHeight(3)
            self._drop_line.setStyleSheet(f"background: {shades()['accent']};")
        if index < self.count():
            y = self.visualRect(self.seats.index(index)).top() - 2
        else:
            y = self.visualRect(self.seats.index(self.count() - 1)).bottom() - _ROW_GAP + 1 if self.count() else 0
        self._drop_line.setGeometry(0, max(0, y), self.viewport().width(), 3)
        self._drop_line.raise_()
        self._drop_line.show()

    def _hide_drop_line(self) -> None:
        if self._drop_line is not None:
            self._drop_line.hide()

    # --- language ---------------------------------------------------------------------------------

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        editor = self._editor()
        if editor is not None:
            self.word_field(editor, self.currentIndex().row())
        self._validate()

    def word_field(self, edit: QLineEdit, row: int) -> None:
        """The name field's words on seat `row`: "Player 3" when empty (and for a screen reader), the hint."""
        edit.setPlaceholderText(self.placeholder(row))
        edit.setAccessibleName(self.placeholder(row))
        edit.setToolTip(tr("setup.players.name_hint", self.lang))
