"""Shared bits of the set-up, deal, print and help screens: colours from `resources/theme.json`,
the CJK font, role art as pixmaps, a style sheet, and store access that never raises.

Only Qt and the package's own pure modules; nothing here knows about the main window.
"""
from __future__ import annotations

import json
import logging
from functools import lru_cache

from PySide6.QtCore import QByteArray, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (QAbstractSpinBox, QApplication, QFrame, QHBoxLayout, QLabel, QSizePolicy, QSpinBox,
                               QToolButton,
                               QWidget)

from ..engine import catalogue
from ..i18n import LANGUAGES, text, tr
from ..paths import resource

try:  # QtSvg ships with PySide6-Essentials; keep a plain fallback in case a build lacks it
    from PySide6.QtSvg import QSvgRenderer
except ImportError:  # pragma: no cover
    QSvgRenderer = None

log = logging.getLogger(__name__)

LANGUAGE_NAMES = {"zh": "中文", "en": "English", "de": "Deutsch"}
FONT_FILE = ("fonts", "WenQuanYiMicroHei.ttf")

_DEFAULT_THEME = {
    "team": {"village": "#1d5fa0", "wolf": "#a8262b", "third": "#6b3fa0", "none": "#5a6270"},
    "team_light": {"village": "#dde9f6", "wolf": "#f7dede", "third": "#ece2f6", "none": "#e8eaed"},
    "ink": "#1f2a44", "paper": "#fbf8f1", "accent": "#9a6100", "night": "#1b2340",
    "day": "#a35a00", "dead": "#6b6f76",
}


# --- colours -------------------------------------------------------------------------------------

@lru_cache(maxsize=1)
def theme() -> dict:
    """`resources/theme.json` merged over built-in defaults (a missing or broken file is not fatal)."""
    merged = json.loads(json.dumps(_DEFAULT_THEME))
    try:
        data = json.loads(resource("theme.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.warning("theme.json unreadable (%s); using built-in colours", exc)
        data = {}
    for key, value in data.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key].update({k: v for k, v in value.items() if QColor.isValidColorName(str(v))})
        elif isinstance(value, str) and QColor.isValidColorName(value):
            merged[key] = value
    return merged


def mix(a: str, b: str, t: float) -> str:
    """Colour `t` of the way from `a` to `b` (hex)."""
    ca, cb = QColor(a), QColor(b)
    return QColor(round(ca.red() + (cb.red() - ca.red()) * t), round(ca.green() + (cb.green() - ca.green()) * t),
                  round(ca.blue() + (cb.blue() - ca.blue()) * t)).name()


def palette() -> dict[str, str]:
    """The screen colours, all derived from theme.json: a calm night background, paper text."""
    t = theme()
    night, paper = t["night"], t["paper"]
    return {
        "bg": night,
        "panel": mix(night, paper, 0.07),
        "panel2": mix(night, paper, 0.13),
        "line": mix(night, paper, 0.28),
        "text": paper,
        "muted": mix(paper, night, 0.30),
        "accent": t["accent"],
        "accent_hi": mix(t["accent"], paper, 0.18),
        "primary": t["team"]["village"],
        "primary_hi": mix(t["team"]["village"], paper, 0.15),
        "error": t["team"]["wolf"],
        "error_text": mix(t["team_light"]["wolf"], "#ff6b6b", 0.35),
        "warning": t["accent"],
        "ok": mix("#2e7d4f", night, 0.1),
        "dead": t["dead"],
    }


def team_colour(team: str) -> str:
    return theme()["team"].get(team, theme()["team"]["none"])


def style_sheet(scale: float = 1.0) -> str:
    """The QSS for these screens (set on each top widget; children inherit it)."""
    p = palette()
    base = round(15 * scale)
    sizes = "\n".join(f'*[px="{px}"] {{ font-size: {px}px; }}' for px in PX_SIZES)
    return f"""
QWidget {{ font-size: {base}px; }}
{sizes}
*[bold="true"] {{ font-weight: 700; }}
QWidget#wwRoot, QDialog#wwRoot {{ background: {p['bg']}; color: {p['text']}; }}
QLabel {{ color: {p['text']}; }}
#wwRoot QLabel[role="muted"] {{ color: {p['muted']}; }}
#wwRoot QLabel[role="title"] {{ font-size: {round(base * 1.9)}px; font-weight: 600; }}
#wwRoot QLabel[role="error"] {{ background: {p['error']}; color: {p['text']}; border-radius: 6px; padding: 6px 10px; }}
#wwRoot QLabel[role="warning"] {{ background: {p['warning']}; color: {p['text']}; border-radius: 6px; padding: 6px 10px; }}
#wwRoot QLabel[role="info"] {{ background: {p['panel2']}; color: {p['text']}; border-radius: 6px; padding: 6px 10px; }}
#wwRoot QLabel[role="reason"] {{ color: {p['error_text']}; font-weight: 600; }}
QFrame[role="panel"] {{ background: {p['panel']}; border: 1px solid {p['line']}; border-radius: 10px; }}
QFrame[role="chip"] {{ background: {p['panel2']}; border-radius: 8px; }}
QLineEdit, QSpinBox, QDoubleSpinBox, QComboBox {{
    background: {p['panel2']}; color: {p['text']}; border: 1px solid {p['line']}; border-radius: 6px;
    padding: 4px 8px; min-height: {round(base * 1.6)}px; selection-background-color: {p['primary']}; }}
QSpinBox[stepper="true"] {{ padding: 2px 2px; }}
QSpinBox[stepper="true"]::up-button, QSpinBox[stepper="true"]::down-button {{ subcontrol-origin: border; width: 0px; border: none; }}
QDoubleSpinBox::up-button {{ subcontrol-origin: border; subcontrol-position: top right;
    width: 18px; border-left: 1px solid {p['line']}; border-top-right-radius: 6px; background: {p['panel']}; }}
QDoubleSpinBox::down-button {{ subcontrol-origin: border; subcontrol-position: bottom right;
    width: 18px; border-left: 1px solid {p['line']}; border-bottom-right-radius: 6px; background: {p['panel']}; }}
QDoubleSpinBox::up-arrow {{ width: 0; height: 0; border-left: 4px solid none;
    border-right: 4px solid none; border-bottom: 5px solid {p['text']}; }}
QDoubleSpinBox::down-arrow {{ width: 0; height: 0; border-left: 4px solid none;
    border-right: 4px solid none; border-top: 5px solid {p['text']}; }}
QLineEdit:focus, QSpinBox:focus, QDoubleSpinBox:focus, QComboBox:focus {{ border: 2px solid {p['accent_hi']}; }}
QLineEdit[bad="true"] {{ border: 2px solid {p['error_text']}; }}
QLineEdit:disabled, QSpinBox:disabled, QComboBox:disabled {{ color: {p['muted']}; }}
QComboBox QAbstractItemView {{ background: {p['panel2']}; color: {p['text']}; selection-background-color: {p['primary']}; }}
QListWidget {{ background: {p['panel']}; color: {p['text']}; border: 1px solid {p['line']}; border-radius: 8px; }}
QListWidget::item {{ padding: 6px; border-radius: 6px; }}
QListWidget::item:selected {{ background: {p['primary']}; color: {p['text']}; }}
QPushButton, QToolButton {{
    background: {p['panel2']}; color: {p['text']}; border: 1px solid {p['line']}; border-radius: 8px;
    padding: 6px 14px; }}
QPushButton:hover, QToolButton:hover {{ border-color: {p['accent_hi']}; }}
QPushButton:disabled, QToolButton:disabled {{ color: {p['muted']}; background: {p['panel']}; }}
QPushButton[role="primary"] {{ background: {p['primary']}; border: none; font-weight: 600;
    font-size: {round(base * 1.25)}px; padding: 10px 26px; }}
QPushButton[role="primary"]:hover {{ background: {p['primary_hi']}; }}
QPushButton[role="primary"]:disabled {{ background: {p['panel2']}; color: {p['muted']}; }}
QPushButton[role="danger"] {{ border-color: {p['error_text']}; }}
QToolButton[role="tile"] {{ min-width: {round(base * 5.5)}px; padding: 6px 8px; }}
QToolButton[role="tile"][seen="true"] {{ background: {p['ok']}; border-color: {p['ok']}; }}
QToolButton[role="tile"]:checked {{ border: 2px solid {p['accent_hi']}; }}
QToolButton[role="step"] {{ min-width: {round(base * 1.7)}px; min-height: {round(base * 1.7)}px; padding: 0;
    font-size: {round(base * 1.2)}px; font-weight: 700; }}
QToolButton[role="expander"] {{ background: transparent; border: none; font-weight: 600; padding: 4px 0; }}
QCheckBox, QRadioButton {{ color: {p['text']}; spacing: 8px; background: transparent; }}
QRadioButton::indicator {{ width: 14px; height: 14px; border-radius: 9px; border: 2px solid {p['muted']};
    background: {p['panel2']}; }}
QRadioButton::indicator:checked {{ border: 2px solid {p['accent_hi']}; background: qradialgradient(cx:0.5, cy:0.5,
    radius:0.5, fx:0.5, fy:0.5, stop:0 {p['accent_hi']}, stop:0.55 {p['accent_hi']}, stop:0.65 {p['panel2']},
    stop:1 {p['panel2']}); }}
QCheckBox::indicator {{ width: 14px; height: 14px; border-radius: 4px; border: 2px solid {p['muted']};
    background: {p['panel2']}; }}
QCheckBox::indicator:checked {{ border: 2px solid {p['accent_hi']}; background: {p['accent_hi']}; }}
QRadioButton::indicator:disabled, QCheckBox::indicator:disabled {{ border-color: {p['line']}; }}
QScrollBar:vertical {{ background: {p['panel']}; width: 12px; margin: 0; border: none; }}
QScrollBar:horizontal {{ background: {p['panel']}; height: 12px; margin: 0; border: none; }}
QScrollBar::handle {{ background: {p['line']}; border-radius: 5px; min-height: 28px; min-width: 28px; margin: 2px; }}
QScrollBar::handle:hover {{ background: {p['muted']}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; background: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QGroupBox {{ color: {p['text']}; border: 1px solid {p['line']}; border-radius: 10px; margin-top: 14px;
    padding: 12px 10px 10px 10px; background: {p['panel']}; font-weight: 600; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 12px; padding: 0 6px; }}
QScrollArea {{ background: transparent; border: none; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
QToolTip {{ background: {p['panel2']}; color: {p['text']}; border: 1px solid {p['line']}; }}
"""


def dark_palette() -> QPalette:
    """A palette matching the style sheet, for the parts Qt draws natively (radio and check
    indicators, scroll bars, menus, message boxes)."""
    p = palette()
    pal = QPalette()
    role = QPalette.ColorRole
    for r, colour in ((role.Window, p["bg"]), (role.WindowText, p["text"]), (role.Base, p["panel2"]),
                      (role.AlternateBase, p["panel"]), (role.Text, p["text"]), (role.Button, p["panel2"]),
                      (role.ButtonText, p["text"]), (role.Highlight, p["primary"]), (role.HighlightedText, p["text"]),
                      (role.ToolTipBase, p["panel2"]), (role.ToolTipText, p["text"]), (role.PlaceholderText, p["muted"]),
                      (role.Light, p["line"]), (role.Midlight, p["line"]), (role.Mid, p["panel2"]),
                      (role.Dark, p["bg"]), (role.Shadow, "#000000"), (role.Link, p["accent_hi"])):
        pal.setColor(r, QColor(colour))
    for r in (role.WindowText, role.Text, role.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, r, QColor(p["muted"]))
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
    ensure_cjk_font()
    widget.setObjectName("wwRoot")
    widget.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    widget.setAutoFillBackground(True)
    widget.setPalette(dark_palette())
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

_font_family: list[str] = []


def ensure_cjk_font() -> str | None:
    """Register the bundled CJK font once, so Chinese never shows as boxes where the system has
    no CJK font. Returns its family name (None if it cannot be loaded)."""
    if _font_family:
        return _font_family[0] or None
    if QGuiApplication.instance() is None:
        return None
    family = ""
    path = resource(*FONT_FILE)
    if path.exists():
        font_id = QFontDatabase.addApplicationFont(str(path))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        family = families[0] if families else ""
    _font_family.append(family)
    # Registering is enough: Qt's font fallback picks it for Han characters the system font lacks,
    # while Latin text and its punctuation (“ ” „ …) stay in the system font.
    return family or None


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


def _placeholder(role_id: str, size: int) -> QPixmap:
    role = catalogue().roles.get(role_id)
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(team_colour(role.team if role else "none")))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    painter.setPen(QColor(theme()["paper"]))
    font = big_font(max(8, size // 2), True)
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, (role_id[:1] or "?").upper())
    painter.end()
    return pm


@lru_cache(maxsize=256)
def _svg_bytes(file_name: str) -> bytes | None:
    path = resource("art", file_name)
    try:
        return path.read_bytes()
    except OSError:
        return None


def art_pixmap(file_name: str, size: int, ratio: float = 1.0) -> QPixmap | None:
    return _art_pixmap(file_name, int(size), round(float(ratio), 2))


@lru_cache(maxsize=256)
def _art_pixmap(file_name: str, size: int, ratio: float) -> QPixmap | None:
    """An SVG from resources/art rendered at `size` px (None when missing or unreadable).
    Read at run time: the art is still being drawn, a new file is picked up on the next start."""
    data = _svg_bytes(file_name)
    if data is None or QSvgRenderer is None:
        return None
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        return None
    px = max(1, round(size * ratio))
    pm = QPixmap(px, px)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    box = renderer.viewBoxF()
    w, h = (box.width(), box.height()) if box.width() > 0 and box.height() > 0 else (1.0, 1.0)
    scale = min(px / w, px / h)
    tw, th = w * scale, h * scale
    renderer.render(painter, QRectF((px - tw) / 2, (px - th) / 2, tw, th))
    painter.end()
    pm.setDevicePixelRatio(ratio)
    return pm


def role_pixmap(role_id: str, size: int, ratio: float | None = None) -> QPixmap:
    """The role's art at `size` logical pixels (a coloured disc with its initial if no art yet)."""
    if ratio is None:
        app = QGuiApplication.instance()
        ratio = app.devicePixelRatio() if app is not None else 1.0
    role = catalogue().roles.get(role_id)
    pm = art_pixmap(role.art if role else f"{role_id}.svg", size, ratio)
    return pm if pm is not None else _placeholder(role_id, size)


class RoleChip(QFrame):
    """A small chip: role art, name and ×count (the preset's deck)."""

    def __init__(self, role_id: str, count: int, lang: str, parent: QWidget | None = None, icon: int = 28):
        super().__init__(parent)
        self.role_id, self.count = role_id, count
        self.setProperty("role", "chip")
        role = catalogue().roles.get(role_id)
        border = team_colour(role.team if role else "none")
        self.setStyleSheet(f"QFrame[role=\"chip\"] {{ border-left: 4px solid {border}; }}")
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
    """A spin box with big − / + buttons beside it (native spin arrows are too small, and hard to
    see on a dark background). `spin` is the QSpinBox itself."""

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


def form_row(form, label: QLabel, field: QWidget) -> None:
    """Add a row to a QFormLayout with its label centred on the field (not stuck to its top)."""
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    label.setMinimumHeight(field.sizeHint().height())
    form.addRow(label, field)


# --- store access --------------------------------------------------------------------------------

def store_get(store, key: str, default=None):
    if store is None:
        return default
    try:
        return store.get_setting(key, default)
    except Exception as exc:  # noqa: BLE001 - a settings read must never break a screen
        log.warning("setting %s unreadable: %s", key, exc)
        return default


def store_set(store, key: str, value) -> None:
    if store is None:
        return
    try:
        store.set_setting(key, value)
    except Exception as exc:  # noqa: BLE001 - e.g. a read-only database: the screen goes on
        log.warning("setting %s not saved: %s", key, exc)


def initial_language(store, lang: str | None) -> str:
    if lang in LANGUAGES:
        return lang
    stored = store_get(store, "lang")
    if stored in LANGUAGES:
        return stored
    from ..i18n import system_language

    return system_language()
