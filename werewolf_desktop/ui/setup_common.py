"""Shared bits of the set-up, deal, print and help screens: their style sheet (the console's light
look, colours from `ui.theme`), the CJK font, role art as pixmaps, and store access that never raises.

Only Qt and the package's own pure modules; nothing here knows about the main window.
"""
from __future__ import annotations

import logging
from typing import Callable

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (QAbstractSpinBox, QApplication, QComboBox, QFrame, QHBoxLayout, QLabel, QScrollArea,
                               QSizePolicy, QSpinBox, QStyle, QStyleOptionComboBox, QStylePainter, QToolButton, QWidget)

from ..engine import catalogue
from ..i18n import LANGUAGES, text, tr
from .theme import register_fonts, role_art, shades, team_hex
from .settings import store_get

log = logging.getLogger(__name__)

LANGUAGE_NAMES = {"zh": "中文", "en": "English", "de": "Deutsch"}


# --- colours -------------------------------------------------------------------------------------

def style_sheet(scale: float = 1.0) -> str:
    """The QSS for these screens (set on each top widget; children inherit it)."""
    c = shades()
    base = round(15 * scale)
    sizes = "\n".join(f'*[px="{px}"] {{ font-size: {px}px; }}' for px in PX_SIZES)
    box = "border-radius: 6px; padding: 6px 10px;"
    return f"""
QWidget {{ font-size: {base}px; }}
{sizes}
*[bold="true"] {{ font-weight: 700; }}
QWidget#wwRoot, QDialog#wwRoot {{ background: {c['paper']}; color: {c['ink']}; }}
QLabel {{ color: {c['ink']}; }}
#wwRoot QLabel[role="muted"] {{ color: {c['muted']}; }}
#wwRoot QLabel[role="title"] {{ font-size: {round(base * 1.9)}px; font-weight: 700; }}
#wwRoot QLabel[role="error"] {{ background: {c['error_bg']}; color: {c['error_text']}; border: 1px solid {c['error_line']}; {box} }}
#wwRoot QLabel[role="warning"] {{ background: {c['warning_bg']}; color: {c['warning_text']};
    border: 1px solid {c['warning_line']}; {box} }}
#wwRoot QLabel[role="info"] {{ background: {c['info_bg']}; color: {c['info_text']}; border: 1px solid {c['info_line']}; {box} }}
#wwRoot QLabel[role="reason"] {{ color: {c['danger']}; font-weight: 700; }}
QFrame[role="panel"] {{ background: {c['card']}; border: 1px solid {c['line']}; border-radius: 10px; }}
QFrame[role="chip"] {{ background: {c['tint']}; border: 1px solid {c['line']}; border-radius: 8px; }}
QLineEdit, QSpinBox, QDoubleSpinBox, QComboBox {{
    background: {c['card']}; color: {c['ink']}; border: 1px solid {c['line']}; border-radius: 6px;
    padding: 4px 8px; min-height: {round(base * 1.6)}px; selection-background-color: {c['accent']};
    selection-color: #ffffff; }}
QSpinBox[stepper="true"] {{ padding: 2px 2px; }}
QSpinBox[stepper="true"]::up-button, QSpinBox[stepper="true"]::down-button {{ subcontrol-origin: border; width: 0px; border: none; }}
QDoubleSpinBox::up-button {{ subcontrol-origin: border; subcontrol-position: top right;
    width: 18px; border-left: 1px solid {c['line']}; border-top-right-radius: 6px; background: {c['tint']}; }}
QDoubleSpinBox::down-button {{ subcontrol-origin: border; subcontrol-position: bottom right;
    width: 18px; border-left: 1px solid {c['line']}; border-bottom-right-radius: 6px; background: {c['tint']}; }}
QDoubleSpinBox::up-arrow, QDoubleSpinBox::down-arrow {{ width: 0; height: 0;
    border-left: 4px solid {c['tint']}; border-right: 4px solid {c['tint']}; }}
QDoubleSpinBox::up-arrow {{ border-bottom: 5px solid {c['ink']}; }}
QDoubleSpinBox::down-arrow {{ border-top: 5px solid {c['ink']}; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right; width: 22px;
    border: none; background: transparent; }}
QComboBox::down-arrow {{ width: 0; height: 0; border-left: 5px solid {c['card']}; border-right: 5px solid {c['card']};
    border-top: 6px solid {c['ink']}; }}
QComboBox::down-arrow:disabled {{ border-left-color: {c['tint']}; border-right-color: {c['tint']};
    border-top-color: {c['disabled']}; }}
QLineEdit:focus, QSpinBox:focus, QDoubleSpinBox:focus, QComboBox:focus {{ border: 2px solid {c['accent']}; }}
QLineEdit[bad="true"] {{ border: 2px solid {c['danger']}; background: {c['error_bg']}; }}
QLineEdit:disabled, QSpinBox:disabled, QDoubleSpinBox:disabled, QComboBox:disabled {{
    color: {c['disabled']}; background: {c['tint']}; }}
QComboBox QAbstractItemView {{ background: {c['card']}; color: {c['ink']}; border: 1px solid {c['line']};
    selection-background-color: {c['accent_tint']}; selection-color: {c['ink']}; }}
QListWidget {{ background: {c['card']}; color: {c['ink']}; border: 1px solid {c['line']}; border-radius: 8px; }}
QListWidget::item {{ padding: 6px; border-radius: 6px; }}
QListWidget::item:selected {{ background: {c['accent_tint']}; color: {c['ink']}; }}
QPushButton, QToolButton {{
    background: {c['card']}; color: {c['ink']}; border: 1px solid {c['line']}; border-radius: 6px;
    padding: 6px 14px; }}
QPushButton:hover, QToolButton:hover {{ border-color: {c['accent']}; }}
QPushButton:pressed, QToolButton:pressed {{ background: {c['tint']}; }}
QPushButton:disabled, QToolButton:disabled {{ color: {c['disabled']}; background: {c['tint']}; }}
QPushButton[role="primary"] {{ background: {c['primary']}; color: #ffffff; border: none; font-weight: 700;
    font-size: {round(base * 1.25)}px; padding: 10px 26px; }}
QPushButton[role="primary"]:hover {{ background: {c['primary_hover']}; }}
QPushButton[role="primary"]:disabled {{ background: {c['primary_off']}; color: #ffffff; }}
QPushButton[role="danger"] {{ color: {c['danger']}; border-color: {c['error_line']}; }}
QToolButton[role="tile"] {{ min-width: {round(base * 5.5)}px; padding: 6px 8px; }}
QToolButton[role="tile"][seen="true"] {{ background: {c['ok_bg']}; border-color: {c['ok_line']}; }}
QToolButton[role="tile"]:checked {{ border: 2px solid {c['accent']}; }}
QToolButton[role="step"] {{ min-width: {round(base * 1.7)}px; min-height: {round(base * 1.7)}px; padding: 0;
    font-size: {round(base * 1.2)}px; font-weight: 700; }}
QToolButton[role="expander"] {{ background: transparent; border: none; font-weight: 700; padding: 4px 0; }}
QCheckBox, QRadioButton {{ color: {c['ink']}; spacing: 8px; }}
QRadioButton {{ background: transparent; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: {c['disabled']}; }}
QRadioButton::indicator {{ width: 14px; height: 14px; border-radius: 9px; border: 2px solid {c['muted']};
    background: {c['card']}; }}
QRadioButton::indicator:checked {{ border: 2px solid {c['accent']}; background: qradialgradient(cx:0.5, cy:0.5,
    radius:0.5, fx:0.5, fy:0.5, stop:0 {c['accent']}, stop:0.55 {c['accent']}, stop:0.65 {c['card']},
    stop:1 {c['card']}); }}
QRadioButton::indicator:disabled {{ border-color: {c['line']}; }}
QScrollBar:vertical {{ background: transparent; width: 12px; margin: 0; border: none; }}
QScrollBar:horizontal {{ background: transparent; height: 12px; margin: 0; border: none; }}
QScrollBar::handle {{ background: {c['line']}; border-radius: 5px; min-height: 28px; min-width: 28px; margin: 2px; }}
QScrollBar::handle:hover {{ background: {c['disabled']}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; background: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QGroupBox {{ color: {c['ink']}; border: 1px solid {c['line']}; border-radius: 10px; margin-top: 14px;
    padding: 12px 10px 10px 10px; background: {c['card']}; font-weight: 700; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 12px; padding: 0 6px; }}
QScrollArea {{ background: transparent; border: none; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
QToolTip {{ background: {c['card']}; color: {c['ink']}; border: 1px solid {c['line']}; }}
"""


def qt_palette() -> QPalette:
    """A palette matching the style sheet, for the parts Qt draws natively (radio and check
    indicators, scroll bars, menus, message boxes)."""
    c = shades()
    pal = QPalette()
    role = QPalette.ColorRole
    for r, colour in ((role.Window, c["paper"]), (role.WindowText, c["ink"]), (role.Base, c["card"]),
                      (role.AlternateBase, c["tint"]), (role.Text, c["ink"]), (role.Button, c["card"]),
                      (role.ButtonText, c["ink"]), (role.Highlight, c["accent_tint"]), (role.HighlightedText, c["ink"]),
                      (role.ToolTipBase, c["card"]), (role.ToolTipText, c["ink"]), (role.PlaceholderText, c["muted"]),
                      (role.Light, c["card"]), (role.Midlight, c["tint"]), (role.Mid, c["line"]),
                      (role.Dark, c["disabled"]), (role.Shadow, c["muted"]), (role.Link, c["accent"])):
        pal.setColor(r, QColor(colour))
    for r in (role.WindowText, role.Text, role.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, r, QColor(c["disabled"]))
    return pal


PX_SIZES = (16, 17, 18, 19, 20, 22, 26, 30, 34, 40)


def set_px(widget: QWidget, px: int, bold: bool = False) -> None:
    """Text size in pixels (one of PX_SIZES) through the style sheet: style-sheet fonts are not
    inherited from parents, and a `setFont` would lose against the sheet's base size."""
    if px not in PX_SIZES:
        raise ValueError(f"add {px} to PX_SIZES")
    widget.setProperty("px", str(px))
    widget.setProperty("bold", bool(bold))
    repolish(widget)


def apply_root_style(widget: QWidget, scale: float = 1.0) -> None:
    register_fonts()      # the bundled CJK font, set up as for the console (no tofu for Chinese)
    widget.setObjectName("wwRoot")
    widget.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    widget.setAutoFillBackground(True)
    widget.setPalette(qt_palette())
    widget.setStyleSheet(style_sheet(scale))


def set_role(widget: QWidget, role: str, **props) -> None:
    """Set the `role` property (and others) used by the style sheet, and re-polish."""
    widget.setProperty("role", role)
    for key, value in props.items():
        widget.setProperty(key, value)
    repolish(widget)


def repolish(widget: QWidget) -> None:
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    QApplication.sendEvent(widget, QEvent(QEvent.Type.StyleChange))   # frames re-read padding and borders
    widget.updateGeometry()
    widget.update()


# --- fonts ---------------------------------------------------------------------------------------

def big_font(px: int, bold: bool = False) -> QFont:
    font = QFont(QApplication.font())
    font.setPixelSize(px)
    font.setBold(bold)
    return font


# --- role art ------------------------------------------------------------------------------------

def role_name(role_id: str, lang: str) -> str:
    role = catalogue().roles.get(role_id)
    return text(role.name, lang) if role else role_id


def team_name(team: str, lang: str) -> str:
    return tr(f"team.{team}", lang)


def role_pixmap(role_id: str, size: int, ratio: float | None = None) -> QPixmap:
    """The role's art at `size` logical pixels (the console's renderer: ui/theme.role_art)."""
    if ratio is None:
        app = QGuiApplication.instance()
        ratio = app.devicePixelRatio() if app is not None else 1.0
    return role_art(role_id, size, ratio)


class RoleChip(QFrame):
    """A small chip: role art, name and ×count (the preset's deck)."""

    def __init__(self, role_id: str, count: int, lang: str, parent: QWidget | None = None, icon: int = 28):
        super().__init__(parent)
        self.role_id, self.count = role_id, count
        self.setProperty("role", "chip")
        role = catalogue().roles.get(role_id)
        team = role.team if role else "none"      # the team's colours, as on the console's seats
        self.setStyleSheet(f"QFrame[role=\"chip\"] {{ background: {team_hex(team, light=True)};"
                           f" border: 1px solid {team_hex(team)}; }}")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(6, 3, 10, 3)
        lay.setSpacing(6)
        self.icon = QLabel(self)
        self.icon.setPixmap(role_pixmap(role_id, icon))
        self.icon.setFixedSize(QSize(icon, icon))
        self.label = QLabel(self)
        lay.addWidget(self.icon)
        lay.addWidget(self.label)
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.label.setText(f"{role_name(self.role_id, lang)} ×{self.count}")
        role = catalogue().roles.get(self.role_id)
        self.setToolTip(text(role.ability, lang) if role else "")


class Stepper(QWidget):
    """A spin box with big − / + buttons beside it (native spin arrows are too small to hit).
    `spin` is the QSpinBox itself."""

    def __init__(self, parent: QWidget | None = None, spin: QAbstractSpinBox | None = None):
        super().__init__(parent)
        self.spin = spin or QSpinBox(self)
        self.spin.setParent(self)
        self.spin.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
        self.spin.setProperty("stepper", True)
        repolish(self.spin)
        self.spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.spin.setFixedWidth(56)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(3)
        self.minus = QToolButton(self)
        self.minus.setText("−")
        self.plus = QToolButton(self)
        self.plus.setText("+")
        for b in (self.minus, self.plus):
            b.setProperty("role", "step")
            b.setAutoRepeat(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.minus.clicked.connect(self.spin.stepDown)
        self.plus.clicked.connect(self.spin.stepUp)
        self.spin.valueChanged.connect(self._enable)
        lay.addWidget(self.minus)
        lay.addWidget(self.spin)
        lay.addWidget(self.plus)
        self._enable()

    def _enable(self, *_):
        self.minus.setEnabled(self.spin.value() > self.spin.minimum())
        self.plus.setEnabled(self.spin.value() < self.spin.maximum())

    def setRange(self, lo, hi):  # noqa: N802 - Qt style
        self.spin.setRange(lo, hi)
        self._enable()


class ElidedLabel(QLabel):
    """A one-line label that may get narrower than its text: it then ends in "…" and its tooltip
    says the whole text (its own tooltip, if any, follows on the next line)."""

    def __init__(self, parent: QWidget | None = None, min_chars: int = 4):
        super().__init__(parent)
        self._tip = ""
        self._min_chars = min_chars
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def setToolTip(self, tip: str) -> None:  # noqa: N802 - Qt style
        self._tip = tip
        self._update_tip()

    def setText(self, value: str) -> None:  # noqa: N802 - Qt style
        super().setText(value)
        self._update_tip()

    def is_elided(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()

    def _update_tip(self) -> None:
        tip = self._tip
        if self.is_elided():
            tip = f"{self.text()}\n{tip}" if tip else self.text()
        super().setToolTip(tip)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt style
        hint = super().minimumSizeHint()
        fm = self.fontMetrics()
        shortest = fm.horizontalAdvance(self.text()[:self._min_chars] + "…")
        m = self.contentsMargins()
        return QSize(min(hint.width(), shortest + m.left() + m.right()), hint.height())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt style
        super().resizeEvent(event)
        self._update_tip()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt style
        if not self.is_elided():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        rect = self.contentsRect()
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        self.style().drawItemText(painter, rect, int(self.alignment()), self.palette(), self.isEnabled(), shown,
                                  self.foregroundRole())


class ElidedComboBox(QComboBox):
    """A combo box as wide as its longest choice when there is room, but that may get narrower
    (down to `min_chars` characters): the shown choice then ends in "…" and its tooltip says it
    whole; the list that drops down is as wide as the longest choice."""

    def __init__(self, parent: QWidget | None = None, min_chars: int = 12):
        super().__init__(parent)
        self._tip = ""
        self._min_chars = min_chars
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.currentIndexChanged.connect(self._update_tip)

    def setToolTip(self, tip: str) -> None:  # noqa: N802 - Qt style
        self._tip = tip
        self._update_tip()

    def _text_rect_width(self) -> int:
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        rect = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                           QStyle.SubControl.SC_ComboBoxEditField, self)
        return rect.width()

    def is_elided(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.currentText()) > self._text_rect_width()

    def _update_tip(self, *_) -> None:
        tip = self._tip
        if self.is_elided():
            tip = f"{self.currentText()}\n{tip}" if tip else self.currentText()
        super().setToolTip(tip)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt style
        hint = super().minimumSizeHint()
        natural = self.sizeHint().width()
        fm = self.fontMetrics()
        frame = natural - max([fm.horizontalAdvance(self.itemText(i)) for i in range(self.count())] or [0])
        return QSize(min(hint.width(), max(0, frame) + fm.averageCharWidth() * self._min_chars), hint.height())

    def showPopup(self) -> None:  # noqa: N802 - Qt style
        fm = self.view().fontMetrics()
        widest = max([fm.horizontalAdvance(self.itemText(i)) for i in range(self.count())] or [0])
        self.view().setMinimumWidth(min(widest + 40, 900))
        super().showPopup()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt style
        super().resizeEvent(event)
        self._update_tip()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt style
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        width = self._text_rect_width()
        opt.currentText = self.fontMetrics().elidedText(opt.currentText, Qt.TextElideMode.ElideRight, width)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)


class ColumnScroll(QScrollArea):
    """A column of the screen that scrolls up and down, never sideways: the widget inside is as
    wide as the column and as high as it needs for that width (word-wrapped text included); the
    column is never narrower than the widget's minimum width plus a scroll bar, so the layout
    around it sees that minimum and nothing is cut off on the right.

    `min_height`: the lowest it gets (a number or a function giving it); `compact`: it does not ask
    for more than that (a list that takes the room left over by its neighbours, and scrolls)."""

    def __init__(self, widget: QWidget, parent: QWidget | None = None, min_height: int | Callable[[], int] = 120,
                 compact: bool = False):
        super().__init__(parent)
        self._min_height = min_height
        self._compact = compact
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidget(widget)               # (which also filters the widget's events through eventFilter)

    def _extra_width(self) -> int:
        bar = self.verticalScrollBar().sizeHint().width()
        bar = max(bar, self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self.verticalScrollBar()))
        return bar + 2 * self.frameWidth()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt style
        inner = self.widget()
        if inner is None:
            return super().minimumSizeHint()
        width = inner.minimumSizeHint().expandedTo(inner.minimumSize()).width()
        return QSize(width + self._extra_width(), self._lowest())

    def _lowest(self) -> int:
        return self._min_height() if callable(self._min_height) else self._min_height

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt style
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        hint = inner.sizeHint()
        width = max(hint.width() + self._extra_width(), self.minimumSizeHint().width())
        if self._compact:      # asks for no more than its minimum height; grows with the room it is given
            return QSize(width, self._lowest())
        return QSize(width, max(self._lowest(), hint.height() + 2 * self.frameWidth()))

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt style
        if obj is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()          # the content's minimum width may have changed
        return super().eventFilter(obj, event)


def form_row(form, label: QLabel, field: QWidget) -> None:
    """Add a row to a QFormLayout with its label centred on the field (not stuck to its top)."""
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    label.setMinimumHeight(field.sizeHint().height())
    form.addRow(label, field)


# --- store access --------------------------------------------------------------------------------

def initial_language(store, lang: str | None) -> str:
    if lang in LANGUAGES:
        return lang
    stored = store_get(store, "lang")
    if stored in LANGUAGES:
        return stored
    from ..i18n import system_language

    return system_language()
