"""The window fits the host's screen: it opens inside the screen's available area (without the
taskbar or the dock), at its last size and place when those still fit, and remembers them.

    show_fitted(window, saved)      show the window: `saved` (the setting GEOMETRY_SETTING, from
                                    `saveGeometry`) restored if it fits a screen, else a size that does
    saved_geometry(window) -> str   what to store on closing
    fit_dialog(dialog, w, h)        a dialog's first size: w × h, or less where the screen is smaller
"""
from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtGui import QGuiApplication

GEOMETRY_SETTING = "window.geometry"
PREFERRED = QSize(1280, 800)         # the size the screens are drawn for, where the screen has room
FRAME_ROOM = QSize(16, 48)           # the window manager's frame and title bar, before it is known


def saved_geometry(window) -> str:
    return bytes(window.saveGeometry().toBase64()).decode("ascii")


def fits(window) -> bool:
    """Is the whole window, frame included, inside one screen's available area?"""
    frame = window.frameGeometry()
    return any(screen.availableGeometry().contains(frame) for screen in QGuiApplication.screens())


def fitted_rect(available: QRect) -> QRect:
    """The window's first place on a screen: the preferred size where it fits with its frame, else
    the available area less the frame; centred."""
    width = min(PREFERRED.width(), available.width() - FRAME_ROOM.width())
    height = min(PREFERRED.height(), available.height() - FRAME_ROOM.height())
    rect = QRect(0, 0, width, height)
    rect.moveCenter(available.center())
    return rect


def show_fitted(window, saved: str | None) -> None:
    restored = False
    if isinstance(saved, str) and saved:
        restored = window.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii")))
    if not restored:
        screen = window.screen() or QGuiApplication.primaryScreen()
        window.setGeometry(fitted_rect(screen.availableGeometry()))
    window.show()
    if not fits(window) and not window.isMaximized():
        # a saved place on a screen that is gone or smaller now, or a frame bigger than thought
        screen = window.screen() or QGuiApplication.primaryScreen()
        available = screen.availableGeometry()
        extra = window.frameGeometry().size() - window.geometry().size()
        rect = QRect(available.topLeft(), available.size() - extra)
        window.resize(min(window.width(), rect.width()), min(window.height(), rect.height()))
        frame = window.frameGeometry()
        frame.moveCenter(available.center())
        window.move(frame.topLeft())


def fit_dialog(dialog, width: int, height: int) -> None:
    """A dialog's first size: `width` × `height` where its screen has room for that with the frame,
    else the screen's available area less the frame (never under the dialog's minimum). A dialog
    taller than the screen has its buttons under the taskbar: a 1920×1080 screen at 150 % leaves
    ~680 px above a Windows taskbar, a 1366×768 laptop ~728."""
    owner = dialog.parentWidget().window() if dialog.parentWidget() is not None else dialog
    screen = owner.screen() or QGuiApplication.primaryScreen()
    available = screen.availableGeometry()
    dialog.resize(max(min(width, available.width() - FRAME_ROOM.width()), dialog.minimumWidth()),
                  max(min(height, available.height() - FRAME_ROOM.height()), dialog.minimumHeight()))
