"""The app's look in one place: the style sheets (the console's, and the light one of the set-up,
deal, print and help screens), the Qt palette, and the helpers that set the style-sheet properties
(`role`, `px`, `bold`) a widget is drawn by. Colours come from `ui.theme`."""
from __future__ import annotations

from PySide6 import QtCore      # (its Qt namespace looked up when used: built after the first paint)
from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from .theme import register_fonts, shades


BASE_PX = 15            # the light screens' text size at scale 1 (pixels)


def style_sheet(scale: float = 1.0, *, window: bool = False) -> str:
    """The app's QSS, built from the sections below. `window=True`: the console's and the start
    pages' colours only (their fonts stay Qt fonts so that the CJK fallback holds), set on each of
    those pages by `apply_window_style`; else the light screens' sheet at `scale` (set on each top
    widget; children inherit it)."""
    c = shades()
    if window:
        return _console(c)
    base = round(BASE_PX * scale)
    return "".join(section(c, base) for section in (_text, _fields, _buttons, _checks, _frames))


def _text(c: dict, base: int) -> str:
    """The base size, the text sizes and roles (muted, title, the notices) and the panels."""
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
#wwRoot QLabel[role="error"], #wwRoot IconText[role="error"] {{ background: {c['error_bg']}; color: {c['error_text']};
    border: 1px solid {c['error_line']}; {box} }}
#wwRoot QLabel[role="warning"], #wwRoot IconText[role="warning"] {{ background: {c['warning_bg']};
    color: {c['warning_text']}; border: 1px solid {c['warning_line']}; {box} }}
#wwRoot QLabel[role="info"], #wwRoot IconText[role="info"] {{ background: {c['info_bg']}; color: {c['info_text']};
    border: 1px solid {c['info_line']}; {box} }}
#wwRoot IconText[role="error"] QLabel {{ color: {c['error_text']}; }}
#wwRoot IconText[role="warning"] QLabel {{ color: {c['warning_text']}; }}
#wwRoot IconText[role="info"] QLabel {{ color: {c['info_text']}; }}
#wwRoot QLabel[role="reason"] {{ color: {c['danger']}; font-weight: 700; }}
QFrame[role="panel"] {{ background: {c['card']}; border: 1px solid {c['line']}; border-radius: 10px; }}
QFrame[role="chip"] {{ background: {c['tint']}; border: 1px solid {c['line']}; border-radius: 8px; }}
"""


def _fields(c: dict, base: int) -> str:
    """Line edits, spin boxes, combo boxes and lists."""
    return f"""
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
"""


def _buttons(c: dict, base: int) -> str:
    """Push and tool buttons: plain, primary, danger, the deck's tiles and steppers."""
    return f"""
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
"""


def _checks(c: dict, base: int) -> str:
    """Check boxes and radio buttons."""
    return f"""
QCheckBox, QRadioButton {{ color: {c['ink']}; spacing: 8px; }}
QRadioButton {{ background: transparent; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: {c['disabled']}; }}
QRadioButton::indicator {{ width: 14px; height: 14px; border-radius: 9px; border: 2px solid {c['muted']};
    background: {c['card']}; }}
QRadioButton::indicator:checked {{ border: 2px solid {c['accent']}; background: qradialgradient(cx:0.5, cy:0.5,
    radius:0.5, fx:0.5, fy:0.5, stop:0 {c['accent']}, stop:0.55 {c['accent']}, stop:0.65 {c['card']},
    stop:1 {c['card']}); }}
QRadioButton::indicator:disabled {{ border-color: {c['line']}; }}
"""


def _frames(c: dict, base: int) -> str:
    """Scroll bars, group boxes, scroll areas and tool tips."""
    return f"""
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


def _console(c: dict) -> str:
    """The console, the game-over and resume pages: the step card, the banner, the main buttons."""
    return f"""
QWidget#Console, QWidget#GameOver, QWidget#ResumePage {{ background: {c['paper']}; }}
QFrame#StepCard {{ background: {c['card']}; border: 1px solid {c['line']}; border-radius: 10px; }}
QLabel#Lines {{ color: {c['ink']}; }}
QLabel#Second {{ color: {c['muted']}; }}
QLabel#ModeratorNote {{ color: {c['accent']}; }}
QFrame#Private {{ background: {c['private']}; border: 2px dashed {c['accent']}; border-radius: 10px; }}
QFrame#Banner {{ background: {c['error_bg']}; border: 1px solid {c['error_line']}; border-radius: 6px; }}
QFrame#Banner[level="info"] {{ background: {c['info_bg']}; border: 1px solid {c['info_line']}; }}
QLabel#BannerText {{ color: {c['error_text']}; }}
QFrame#Banner[level="info"] QLabel#BannerText {{ color: {c['info_text']}; }}
QPushButton#Primary {{ background: {c['primary']}; color: white; border-radius: 6px; padding: 8px 18px; }}
QPushButton#Primary:disabled {{ background: {c['primary_off']}; }}
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
    from PySide6.QtCore import Qt      # (the Qt namespace: ~20 ms to build, not before the first paint)

    widget.setObjectName("wwRoot")
    widget.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    widget.setAutoFillBackground(True)
    widget.setPalette(qt_palette())
    widget.setStyleSheet(style_sheet(scale))


def apply_window_style(widget: QWidget) -> None:
    """The console's sheet (`style_sheet(window=True)`) on one page the window shows, not on the
    window: a sheet on the window would put every widget in it under Qt's style-sheet style (the
    menus, the set-up and deal screens, which have their own sheets), and a screen drawn without a
    sheet would still pay for one (issue 32: the set-up screen without its own sheet builds and
    paints ~14 ms faster only when no ancestor has one). The start page, painted first, has
    palette colours instead of a sheet."""
    widget.setStyleSheet(style_sheet(window=True))


def set_role(widget: QWidget, role: str, **props) -> None:
    """Set the `role` property (and others) used by the style sheet, and re-polish."""
    widget.setProperty("role", role)
    for key, value in props.items():
        widget.setProperty(key, value)
    repolish(widget)


def repolish(widget: QWidget) -> None:
    """Draw `widget` again by the style sheet after a property it is matched by changed. A widget
    not polished yet (being built, not shown) is left alone: Qt polishes it, with its properties as
    they are then, before it is first sized or shown (issue 32: the set-up screen repolished ~100
    widgets twice while it was built)."""
    if not widget.testAttribute(QtCore.Qt.WidgetAttribute.WA_WState_Polished):
        return
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    QApplication.sendEvent(widget, QEvent(QEvent.Type.StyleChange))   # frames re-read padding and borders
    widget.updateGeometry()
    widget.update()
