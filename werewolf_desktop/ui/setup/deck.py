"""Deck widgets of the set-up screen: a flow of role chips (a preset's deck), the custom deck
editor (one spin box per dealt role) and the "Advanced rules" option editor.

They only show; which deck is legal is the engine's `check_deck`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6 import QtWidgets
from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLayout, QSizePolicy, QSpinBox, QWidget

from ...engine import catalogue
from ...i18n import has, text, tr
from ..roles import display_name, role_pixmap, team_name
from ..widgets.columns import form_row
from ..widgets.flow_layout import flow_rects
from ..widgets.stepper import Stepper
from ..theme import shades, team_hex
from ..widgets.plain import Label, plain_tip

if TYPE_CHECKING:
    from ..widgets.elided import ElidedLabel

# The custom deck's and the options' editors are built when first opened: their elided labels and
# combo boxes (widgets/elided.py) and QFormLayout are looked up then, not for the first screen
# (~2 ms and 0.17 MiB, issue 32).


class _Chip:
    """One chip of a ChipFlow: the role, its count, its team, the words shown and the art."""
    __slots__ = ("role_id", "count", "team", "text", "pixmap", "tip")

    def __init__(self, role_id: str, count: int, lang: str):
        role = catalogue().roles.get(role_id)
        self.role_id, self.count, self.team = role_id, count, role.team if role else "none"
        self.pixmap = role_pixmap(role_id, ChipFlow.ICON)
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.text = f"{display_name(self.role_id, lang)} ×{self.count}"
        role = catalogue().roles.get(self.role_id)
        self.tip = text(role.ability, lang) if role else ""


class ChipFlow(QWidget):
    """The chips of a deck: art, name, ×count in the team's colours (as on the console's seats),
    wolves first then gods, villagers last, left to right, wrapping onto the next line. One widget
    draws them all: a frame and two labels per chip, each chip with a style sheet of its own, took
    ~10 ms of the first screen (issue 32). The ability shows as the chip's tooltip."""

    ICON = 28
    PAD = (6, 3, 10, 3)       # inside a chip's 1 px border: left, top, right, bottom
    GAP = 6                   # between the art and the words, and between two chips
    RADIUS = 8

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.lang = lang
        self.chips: list[_Chip] = []
        self._deck: dict[str, int] | None = None
        self._sizes: list[QSize] | None = None      # each chip's size in the current font (the layout asks often)
        sp = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)

    def set_deck(self, deck: dict[str, int]) -> None:
        if deck == self._deck:
            return
        self._deck = dict(deck)
        self.chips = [_Chip(role_id, n, self.lang) for role_id, n in sort_deck(deck)]
        self._changed()

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        for chip in self.chips:
            chip.retranslate(lang)
        self._changed()

    def _changed(self) -> None:
        self._sizes = None
        self.setAccessibleName(", ".join(chip.text for chip in self.chips))
        self.updateGeometry()
        self.update()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt style
        if event.type() == QEvent.Type.FontChange:     # (the style sheet's font arrives when polished)
            self._changed()
        super().changeEvent(event)

    # --- where each chip goes -----------------------------------------------------------------------

    def _chip_sizes(self) -> list[QSize]:
        if self._sizes is None:
            left, top, right, bottom = self.PAD
            metrics = self.fontMetrics()
            high = 2 + top + max(self.ICON, metrics.height()) + bottom
            self._sizes = [QSize(2 + left + self.ICON + self.GAP + metrics.horizontalAdvance(chip.text) + right, high)
                           for chip in self.chips]
        return self._sizes

    def _rects(self, width: int) -> list[QRect]:
        """Each chip's place in a width of `width`: left to right, a new line when the width runs out."""
        return flow_rects(self._chip_sizes(), width, self.GAP)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt style
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt style
        return max((r.bottom() + 1 for r in self._rects(width)), default=0)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt style
        """As wide as the widest chip (the rest wraps), as high as that width needs."""
        widest = max((size.width() for size in self._chip_sizes()), default=0)
        return QSize(widest, self.heightForWidth(widest))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt style
        return self.sizeHint()

    # --- drawing and tooltips -----------------------------------------------------------------------

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt style
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = QColor(shades()["ink"])
        left = self.PAD[0]
        for chip, rect in zip(self.chips, self._rects(self.width())):
            painter.setPen(QColor(team_hex(chip.team)))
            painter.setBrush(QColor(team_hex(chip.team, light=True)))
            painter.drawRoundedRect(rect.toRectF().adjusted(0.5, 0.5, -0.5, -0.5), self.RADIUS, self.RADIUS)
            art = QRect(rect.left() + 1 + left, rect.top() + (rect.height() - self.ICON) // 2, self.ICON, self.ICON)
            painter.drawPixmap(art, chip.pixmap)
            words = QRect(art.right() + 1 + self.GAP, rect.top(), rect.right() - art.right() - self.GAP, rect.height())
            painter.setPen(ink)
            painter.drawText(words, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, chip.text)
        painter.end()

    def event(self, event) -> bool:  # noqa: N802 - Qt style
        if event.type() == QEvent.Type.ToolTip:
            at = event.pos()
            chip = next((c for c, r in zip(self.chips, self._rects(self.width())) if r.contains(at)), None)
            if chip is not None and chip.tip:
                QtWidgets.QToolTip.showText(event.globalPos(), plain_tip(chip.tip), self)
            else:
                QtWidgets.QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)


_TEAM_ORDER = {"wolf": 0, "third": 1, "village": 2, "none": 3}
_CATEGORY_ORDER = {"wolf": 0, "chosen": 1, "god": 2, "none": 3, "villager": 4}


def sort_deck(deck: dict[str, int]) -> list[tuple[str, int]]:
    roles = catalogue().roles

    def key(item):
        role = roles.get(item[0])
        if role is None:
            return (9, 9, item[0])
        return (_TEAM_ORDER.get(role.team, 9), _CATEGORY_ORDER.get(role.category, 9), item[0])

    return sorted(((r, n) for r, n in deck.items() if n), key=key)


class ColumnsLayout(QLayout):
    """Rows of equal width in up to `columns` columns, filled column by column (the first column
    top to bottom, then the next). Fewer columns when the width does not hold them all side by
    side, so the rows never get cut off: the height follows the width (height-for-width)."""

    def __init__(self, parent: QWidget | None = None, columns: int = 2, gap: int = 28, spacing: int = 4):
        super().__init__(parent)
        self._items: list = []
        self._columns = columns
        self._gap = gap
        self._spacing = spacing
        self._cell_size: tuple[int, int, int] | None = None
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item):  # noqa: N802 - Qt style
        self._items.append(item)
        self.invalidate()

    def sort(self, key) -> None:
        """Put the rows in the order of `key(widget)`."""
        self._items.sort(key=lambda item: key(item.widget()))
        self.invalidate()

    def invalidate(self):
        self._cell_size = None
        super().invalidate()

    def count(self):
        return len(self._items)

    def itemAt(self, index):  # noqa: N802 - Qt style
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index):  # noqa: N802 - Qt style
        if not 0 <= index < len(self._items):
            return None
        item = self._items.pop(index)
        self.invalidate()
        return item

    def expandingDirections(self):  # noqa: N802 - Qt style
        return Qt.Orientation(0)

    def hasHeightForWidth(self):  # noqa: N802 - Qt style
        return True

    def _shown(self) -> list:
        return [i for i in self._items if not (i.widget() is not None and i.widget().isHidden())]

    def _cell(self) -> tuple[int, int, int]:
        """(natural width, minimum width, height) of one row (kept until the layout is invalidated)."""
        if self._cell_size is None:
            items = self._shown()
            self._cell_size = (0, 0, 0) if not items else (
                max(i.sizeHint().width() for i in items), max(i.minimumSize().width() for i in items),
                max(i.sizeHint().height() for i in items))
        return self._cell_size

    def columns_for(self, width: int) -> int:
        """How many columns fit in `width` (inside the margins) with every row at its natural width."""
        natural = self._cell()[0]
        for n in range(self._columns, 1, -1):
            if n * natural + (n - 1) * self._gap <= width:
                return n
        return 1

    def _margins(self) -> tuple[int, int]:
        m = self.contentsMargins()
        return m.left() + m.right(), m.top() + m.bottom()

    def _height(self, inner_width: int) -> int:
        n_items = len(self._shown())
        if not n_items:
            return 0
        rows = -(-n_items // self.columns_for(inner_width))
        return rows * self._cell()[2] + (rows - 1) * self._spacing

    def heightForWidth(self, width):  # noqa: N802 - Qt style
        side, top = self._margins()
        return self._height(width - side) + top

    def sizeHint(self):  # noqa: N802 - Qt style
        side, top = self._margins()
        width = self._columns * self._cell()[0] + (self._columns - 1) * self._gap
        return QSize(width + side, self._height(width) + top)

    def minimumSize(self):  # noqa: N802 - Qt style
        side, top = self._margins()
        widest = self._columns * self._cell()[0] + (self._columns - 1) * self._gap
        return QSize(self._cell()[1] + side, self._height(widest) + top)

    def setGeometry(self, rect):  # noqa: N802 - Qt style
        super().setGeometry(rect)
        inner = self.contentsRect()
        items = self._shown()
        if not items:
            return
        natural, _, height = self._cell()
        n = self.columns_for(inner.width())
        per_column = -(-len(items) // n)
        width = max(1, min(natural, (inner.width() - (n - 1) * self._gap) // n))
        for i, item in enumerate(items):
            col, row = divmod(i, per_column)
            item.setGeometry(QRect(inner.x() + col * (width + self._gap), inner.y() + row * (height + self._spacing),
                                   width, height))


class LazyRoleIcon(QWidget):
    """A role's art and its team's colour bar beside it, drawn the first time the row is painted: a
    row the ruleset hides, or one scrolled out of sight, never renders its picture (the role book
    has over a hundred). One widget, no style sheet of its own: rows are cheap to build."""

    GAP, BAR = 10, 4

    def __init__(self, role_id: str, size: int, team: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.role_id, self._size = role_id, size
        self._colour = QColor(team_hex(team))
        self._pixmap: QPixmap | None = None
        self.setFixedSize(size + self.GAP + self.BAR, size)

    @property
    def drawn(self) -> bool:
        return self._pixmap is not None

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt style
        if self._pixmap is None:
            self._pixmap = role_pixmap(self.role_id, self._size, self.devicePixelRatioF())
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._colour)
        bar = min(22, self._size)
        painter.drawRoundedRect(self._size + self.GAP, (self._size - bar) // 2, self.BAR, bar, 2, 2)


class CustomDeckEditor(QWidget):
    """A spin box per dealt role (`catalogue().dealt_roles()`); `changed` on every edit.

    Two columns of rows (art, team bar, name, − count +) when the width holds them, else one;
    a name that does not fit ends in "…" (its tooltip says it whole). A role's row is built when a
    ruleset offers it or a deck holds it (the role book has over a hundred roles, a ruleset
    offers a handful), and its art is drawn when the row is first painted."""

    changed = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.lang = lang
        self.spins: dict[str, QSpinBox] = {}
        self.steppers: dict[str, Stepper] = {}
        self.names: dict[str, ElidedLabel] = {}
        self.rows: dict[str, QWidget] = {}
        self.icons: dict[str, LazyRoleIcon] = {}
        self.columns = ColumnsLayout(self, columns=2, gap=28, spacing=4)
        roles = sorted(catalogue().dealt_roles(), key=lambda r: (_TEAM_ORDER.get(r.team, 9),
                                                                _CATEGORY_ORDER.get(r.category, 9), r.id))
        self._order = {role.id: i for i, role in enumerate(roles)}

    def _row(self, role_id: str) -> None:
        """Build the row of `role_id` (a dealt role) in its place, unless it is there already."""
        if role_id in self.rows or role_id not in self._order:
            return
        from ..widgets.elided import ElidedLabel

        role = catalogue().roles[role_id]
        row = QWidget(self)
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(10)
        icon = LazyRoleIcon(role.id, 26, role.team, row)
        name = ElidedLabel(row)
        stepper = Stepper(row)
        spin = stepper.spin
        stepper.setRange(0, (1 if role.unique else 12) if role.at_table else 0)
        if not role.at_table:         # listed with its reason, never dealt (seed 004's Bartender)
            stepper.setEnabled(False)
            name.setEnabled(False)
        spin.setObjectName(f"deck_{role.id}")
        spin.valueChanged.connect(self.changed)
        lay.addWidget(icon)
        lay.addWidget(name, 1)
        lay.addWidget(stepper)
        self.spins[role.id], self.steppers[role.id], self.names[role.id] = spin, stepper, name
        self.rows[role.id], self.icons[role.id] = row, icon
        row.setObjectName(role.id)
        self.columns.addWidget(row)
        self.columns.sort(lambda w: self._order[w.objectName()])
        self._translate(role.id)

    def show_ruleset(self, ruleset: str) -> None:
        """Only the cards this ruleset deals (its role variants instead of the base roles); a role
        that cannot be played at a table (seed 004's Bartender) stays listed, disabled, with the reason."""
        offered = {r.id for r in catalogue().dealt_roles(ruleset)}
        for rid in offered:
            self._row(rid)
        for rid, row in self.rows.items():
            row.setVisible(rid in offered)
            if rid not in offered and self.spins[rid].value():
                self.spins[rid].setValue(0)
        self.columns.invalidate()

    def deck(self) -> dict[str, int]:
        return {rid: spin.value() for rid, spin in self.spins.items() if spin.value()}

    def set_deck(self, deck: dict[str, int], grow: bool = False) -> None:
        """Show `deck`. `grow`: a count above a spin box's maximum (a checked deck file with, say,
        14 villagers for 18 players) raises that maximum instead of being cut down."""
        for rid, n in deck.items():
            if n:
                self._row(rid)
        for rid, spin in self.spins.items():
            n = int(deck.get(rid, 0))
            if grow and n > spin.maximum() and self.steppers[rid].isEnabled():
                self.steppers[rid].setRange(spin.minimum(), n)
            spin.blockSignals(True)
            spin.setValue(n)
            spin.blockSignals(False)
            self.steppers[rid]._enable()
        self.changed.emit()

    def total(self) -> int:
        return sum(self.deck().values())

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        for rid in self.names:
            self._translate(rid)

    def _translate(self, rid: str) -> None:
        role = catalogue().roles[rid]
        tip = f"{team_name(role.team, self.lang)} — {text(role.ability, self.lang)}"
        if not role.at_table:               # listed, never dealt: say why (seed 004's Bartender)
            tip = text(role.playable.get("reason"), self.lang) or tip
        self.names[rid].setText(display_name(rid, self.lang))
        self.names[rid].setToolTip(tip)
        self.spins[rid].setToolTip(tip)


# --- rule options --------------------------------------------------------------------------------

# The rule options offered under "Advanced rules"; their values come from resources/rulesets.json
# (`option_values`), the one list the engine also checks against.
OPTIONS_SHOWN = ("win", "sheriff_weight", "witch_self_save", "witch_one_potion_per_night", "last_words",
                 "exile_tie", "seer_answer", "election_speech_from", "elections")


def option_choices(name: str) -> list[Any]:
    return list(catalogue().option_values[name])


SHERIFF_OPTIONS = ("sheriff_weight",)
ELECTION_OPTIONS = ("election_speech_from",)     # any election: the sheriff's, or the offices' (004 §6)


def option_playable(name: str, ruleset: str) -> bool:
    """Can a game of `ruleset` play this option at all? The elected offices only where the
    catalogue has office roles for the ruleset (004 §6)."""
    if name == "elections":
        return any(r.office and ruleset in r.rulesets for r in catalogue().roles.values())
    return True


def value_key(value: Any) -> str:
    """The i18n key part of an option value: True → "true", 1.5 → "1_5"."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value).replace(".", "_")


def option_label(name: str, lang: str) -> str:
    return tr(f"setup.opt.{name}", lang)


def value_label(name: str, value: Any, lang: str) -> str:
    key = f"setup.opt.{name}.{value_key(value)}"
    return tr(key, lang) if has(key) else str(value)


class OptionsEditor(QWidget):
    """The ruleset's options that a host may change, as labelled combo boxes."""

    changed = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        from ..widgets.elided import ElidedComboBox

        self.lang = lang
        self.form = QtWidgets.QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setHorizontalSpacing(14)
        self.form.setVerticalSpacing(6)
        self.form.setFieldGrowthPolicy(QtWidgets.QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.combos: dict[str, QComboBox] = {}
        self.labels: dict[str, QLabel] = {}
        self._sheriff = True              # the loaded options elect a sheriff (load)
        for name in OPTIONS_SHOWN:
            label = Label(self)
            label.setWordWrap(True)
            combo = ElidedComboBox(self)        # long choices ("Standard: night-1 deaths, …") may end in "…"
            combo.setObjectName(f"opt_{name}")
            combo.currentIndexChanged.connect(self.changed)
            form_row(self.form, label, combo)
            if name == "elections":
                combo.currentIndexChanged.connect(self._enable_election_options)
            self.combos[name] = combo
            self.labels[name] = label
        self.retranslate(lang)

    def load(self, options: dict[str, Any], ruleset: str | None = None) -> None:
        """Show `options` (the ruleset's with the preset's on top); user edits are dropped. An
        option the ruleset cannot play is not offered (elected offices outside Revamped: issue 29.11)."""
        for name in OPTIONS_SHOWN:
            playable = ruleset is None or option_playable(name, ruleset)
            self.combos[name].setVisible(playable)
            self.labels[name].setVisible(playable)
        for name, combo in self.combos.items():
            combo.blockSignals(True)
            combo.clear()
            values = option_choices(name)
            current = options.get(name, values[0])
            if current not in values:
                values.append(current)
            for v in values:
                combo.addItem(value_label(name, v, self.lang), v)
            combo.setCurrentIndex(values.index(current))
            combo.blockSignals(False)
        self._sheriff = options.get("sheriff", "day1") != "none"
        for name in SHERIFF_OPTIONS:
            self.combos[name].setEnabled(self._sheriff)
            self.labels[name].setEnabled(self._sheriff)
        self._enable_election_options()
        self.changed.emit()

    def _enable_election_options(self) -> None:
        """The election options can be changed when the game holds an election: the sheriff's, or the
        offices' chosen under "elections" (the Mayor, Reporter and Guardian speak in the same order)."""
        elections = self.combos["elections"]
        on = self._sheriff or (not elections.isHidden() and elections.currentData() not in (None, "none"))
        for name in ELECTION_OPTIONS:
            self.combos[name].setEnabled(on)
            self.labels[name].setEnabled(on)

    def values(self) -> dict[str, Any]:
        """The shown values of the editable options (only those, to pass to `Setup.create`)."""
        return {name: combo.currentData() for name, combo in self.combos.items() if combo.count()}

    def set_value(self, name: str, value: Any) -> None:
        combo = self.combos[name]
        for i in range(combo.count()):
            if combo.itemData(i) == value:
                combo.setCurrentIndex(i)
                return
        raise ValueError(f"{value!r} is not offered for {name}")

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        for name, combo in self.combos.items():
            self.labels[name].setText(option_label(name, lang))
            for i in range(combo.count()):
                combo.setItemText(i, value_label(name, combo.itemData(i), lang))
