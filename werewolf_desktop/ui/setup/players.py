"""The players list of the set-up screen: one row per seat (seat number, drag handle, name).

Names are completed from the names remembered by the store (most used first); rows are reordered
by dragging the handle (or Alt+↑ / Alt+↓ in a name), and the seat numbers follow the order.
Empty and duplicate names are flagged live; `problems()` says what blocks the start.
"""
from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QMimeData, QPoint, QStringListModel, Qt, Signal
from PySide6.QtGui import QDrag, QKeyEvent
from PySide6.QtWidgets import QCompleter, QFrame, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...i18n import tr
from ..style import repolish
from ..theme import shades
from ..widgets.plain import Label

MIME = "application/x-werewolf-seat-row"
MIN_PLAYERS, MAX_PLAYERS = 7, 18


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


def seat_badge(parent: QWidget, seat: int | None = None) -> QLabel:
    """A seat number in a dark round badge (the players list, the stacked deal's rows)."""
    badge = Label("" if seat is None else str(seat), parent)
    badge.setFixedSize(30, 26)
    badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
    badge.setStyleSheet(f"font-weight: 700; background: {shades()['primary']}; color: #ffffff; border-radius: 13px;")
    return badge


class _Handle(Label):
    """The grip a row is dragged by."""

    def __init__(self, row: "_Row"):
        super().__init__("≡", row)
        self.row = row
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setFixedWidth(22)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._press: QPoint | None = None

    def mousePressEvent(self, event):
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event):
        if self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        if (event.position().toPoint() - self._press).manhattanLength() < 4:
            return
        self._press = None
        drag = QDrag(self)
        mime = QMimeData()
        mime.setData(MIME, str(self.row.index).encode("ascii"))
        drag.setMimeData(mime)
        drag.setPixmap(self.row.grab())
        drag.setHotSpot(QPoint(10, self.row.height() // 2))
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event):
        self._press = None
        super().mouseReleaseEvent(event)


class _Row(QFrame):
    def __init__(self, editor: "PlayersEditor", index: int):
        super().__init__(editor.rows_box)
        self.editor = editor
        self.index = index
        lay = QHBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 2)
        lay.setSpacing(6)
        self.handle = _Handle(self)
        self.seat = seat_badge(self)
        self.edit = QLineEdit(self)
        self.edit.setMaxLength(40)
        self.edit.setClearButtonEnabled(True)
        self.edit.setCompleter(editor.completer)
        self.edit.installEventFilter(editor)
        self.flag = Label(self)
        self.flag.setFixedWidth(22)
        self.flag.setStyleSheet(f"color: {shades()['danger']}; font-weight: 700;")
        lay.addWidget(self.handle)
        lay.addWidget(self.seat)
        lay.addWidget(self.edit, 1)
        lay.addWidget(self.flag)
        self.set_index(index)

    def set_index(self, index: int) -> None:
        self.index = index
        self.seat.setText(str(index + 1))


class PlayersEditor(QWidget):
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
        self.completer = QCompleter(self)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.completer.setFilterMode(Qt.MatchFlag.MatchStartsWith)
        self.completer.setMaxVisibleItems(8)
        self._model = QStringListModel(self)
        self.completer.setModel(self._model)
        c = shades()
        self.completer.popup().setStyleSheet(
            f"background: {c['card']}; color: {c['ink']}; border: 1px solid {c['line']};"
            f" selection-background-color: {c['accent_tint']}; selection-color: {c['ink']};")

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        self.rows_box = QWidget(self)
        self.rows_box.setAcceptDrops(True)
        self.rows_box.installEventFilter(self)
        self.rows_layout = QVBoxLayout(self.rows_box)
        self.rows_layout.setContentsMargins(0, 0, 0, 0)
        self.rows_layout.setSpacing(2)
        self.drop_line = QFrame(self.rows_box)
        self.drop_line.setFixedHeight(3)
        self.drop_line.setStyleSheet(f"background: {shades()['accent']};")
        self.drop_line.hide()
        outer.addWidget(self.rows_box)
        self.rows: list[_Row] = []
        self.reload_remembered()
        self.retranslate(lang)

    # --- rows -------------------------------------------------------------------------------------

    @property
    def edits(self) -> list[QLineEdit]:
        return [r.edit for r in self.rows]

    def count(self) -> int:
        return len(self.rows)

    def set_count(self, n: int) -> None:
        n = max(MIN_PLAYERS, min(MAX_PLAYERS, int(n)))
        while len(self.rows) < n:
            row = _Row(self, len(self.rows))
            row.edit.textChanged.connect(self._on_text)
            row.edit.setPlaceholderText(self._placeholder(row.index))
            row.handle.setToolTip(tr("setup.players.drag_hint", self.lang))
            row.edit.setToolTip(tr("setup.players.name_hint", self.lang))
            self.rows.append(row)
            self.rows_layout.addWidget(row)
        while len(self.rows) > n:
            row = self.rows.pop()
            self.rows_layout.removeWidget(row)
            row.setParent(None)
            row.deleteLater()
        self._fix_tab_order()
        self._validate()
        self.changed.emit()

    def rows_height(self, n: int) -> int:
        """The height of `n` seat rows (what the list shows at least; it scrolls for more)."""
        if not self.rows:
            return 0
        m = self.rows_layout.contentsMargins()
        row = self.rows[0].sizeHint().height()
        return n * row + (n - 1) * self.rows_layout.spacing() + m.top() + m.bottom()

    def names(self) -> list[str]:
        return [" ".join(e.text().split()) for e in self.edits]

    def set_names(self, names: list[str]) -> None:
        if len(names) != len(self.rows):
            self.set_count(len(names))
        for edit, name in zip(self.edits, names):
            edit.blockSignals(True)
            edit.setText(name)
            edit.blockSignals(False)
        self._after_change()

    def move_player(self, src: int, dst: int) -> None:
        """Move seat `src` (0-based) to position `dst`; the others close up. Seat numbers follow."""
        names = [e.text() for e in self.edits]
        if not (0 <= src < len(names)) or src == dst:
            return
        dst = max(0, min(len(names) - 1, dst))
        order = list(range(len(names)))
        order.insert(dst, order.pop(src))
        self._reorder(order)
        self.edits[dst].setFocus()

    def shuffle(self, rng: random.Random | None = None) -> None:
        order = list(range(len(self.rows)))
        (rng or random.SystemRandom()).shuffle(order)
        self._reorder(order)

    def _reorder(self, order: list[int]) -> None:
        names = [e.text() for e in self.edits]
        self.reordered.emit(order)
        self.set_names([names[i] for i in order])

    def fill_empty(self) -> None:
        """Name every empty seat after its number ("Player 3" / "3号")."""
        names = [e.text() for e in self.edits]
        used = {_key(n) for n in names if n.strip()}
        for i, name in enumerate(names):
            if not name.strip():
                candidate = self._placeholder(i)
                while _key(candidate) in used:
                    candidate += "'"
                names[i] = candidate
                used.add(_key(candidate))
        self.set_names(names)

    def _placeholder(self, index: int) -> str:
        return tr("setup.players.default_name", self.lang, seat=index + 1)

    def _fix_tab_order(self) -> None:
        for a, b in zip(self.edits, self.edits[1:]):
            QWidget.setTabOrder(a, b)

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
        for i, (row, n) in enumerate(zip(self.rows, names)):
            if not n:
                self._bad[i + 1] = "empty"
            elif counts[_key(n)] > 1:
                self._bad[i + 1] = "duplicate"
            dup = self._bad.get(i + 1) == "duplicate"
            if row.edit.property("bad") != dup:
                row.edit.setProperty("bad", dup)
                repolish(row.edit)
            row.flag.setText("!" if dup else "")
            row.flag.setToolTip(tr("setup.players.duplicate_short", self.lang) if dup else "")

    def _on_text(self) -> None:
        self._after_change()

    def _after_change(self) -> None:
        for i, row in enumerate(self.rows):
            row.set_index(i)
            row.edit.setPlaceholderText(self._placeholder(i))
        self._validate()
        self._update_model()
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
        self._update_model()

    def _update_model(self, focused: QLineEdit | None = None) -> None:
        focused = focused or next((e for e in self.edits if e.hasFocus()), None)
        taken = {_key(e.text()) for e in self.edits if e is not focused and e.text().strip()}
        offered = [n for n in self._remembered if _key(n) not in taken]
        if offered != self._model.stringList():
            self._model.setStringList(offered)

    # --- events -----------------------------------------------------------------------------------

    def eventFilter(self, obj, event):
        etype = event.type()
        if isinstance(obj, QLineEdit):
            if etype == QEvent.Type.FocusIn:
                self._update_model(obj)
            elif etype == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                    and event.modifiers() & Qt.KeyboardModifier.AltModifier \
                    and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                i = self.edits.index(obj)
                self.move_player(i, i - 1 if event.key() == Qt.Key.Key_Up else i + 1)
                return True
        elif obj is self.rows_box:
            if etype in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
                if event.mimeData().hasFormat(MIME):
                    event.acceptProposedAction()
                    self._show_drop_line(self._drop_index(event.position().toPoint().y()))
                    return True
            elif etype == QEvent.Type.DragLeave:
                self.drop_line.hide()
            elif etype == QEvent.Type.Drop and event.mimeData().hasFormat(MIME):
                self.drop_line.hide()
                try:
                    src = int(bytes(event.mimeData().data(MIME)).decode("ascii"))
                except ValueError:
                    return True
                target = self._drop_index(event.position().toPoint().y())
                dst = target - 1 if target > src else target
                event.acceptProposedAction()
                self.move_player(src, dst)
                return True
        return super().eventFilter(obj, event)

    def _drop_index(self, y: int) -> int:
        """Insertion point (0…n) for a drop at height `y` of the rows box."""
        for i, row in enumerate(self.rows):
            if y < row.geometry().center().y():
                return i
        return len(self.rows)

    def _show_drop_line(self, index: int) -> None:
        if index < len(self.rows):
            y = self.rows[index].geometry().top() - 2
        else:
            y = self.rows[-1].geometry().bottom() + 1 if self.rows else 0
        self.drop_line.setGeometry(0, max(0, y), self.rows_box.width(), 3)
        self.drop_line.raise_()
        self.drop_line.show()

    # --- language ---------------------------------------------------------------------------------

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        for row in self.rows:
            row.edit.setPlaceholderText(self._placeholder(row.index))
            row.handle.setToolTip(tr("setup.players.drag_hint", lang))
            row.edit.setToolTip(tr("setup.players.name_hint", lang))
        self._validate()
