"""What the program sets up before anything else runs: a rotating log file in the platform's log
folder, `faulthandler` (a hard crash in Qt's C++ still leaves a Python traceback), the crash hook
(an unexpected exception is written to `crash-<time>.log` there and told to the host, naming the
folder), and Qt's own messages into the same log.

    start()                     first line of `main()`: log file, faulthandler, crash hook
    rotate_from_now()           once the first screen is painted: the log file rotates from then on
    install_qt_messages()       before the QApplication is made
    set_language(lang_of)       the crash dialog speaks the host's language from then on

No Qt at import: `--version` and `replay` must not load it. See docs/console.md ("Safety").
"""
from __future__ import annotations

import faulthandler
import logging
import os
import sys
import threading
import time
import traceback
from pathlib import Path

from . import __version__

log = logging.getLogger("werewolf_desktop")

LOG_FILE = "werewolf-desktop.log"        # rotated: .log.1 … .log.3, 1 MiB each
FAULTS_FILE = "faults.log"               # faulthandler's tracebacks (written by C code, never rotated)
LOG_BYTES = 1024 * 1024
LOG_BACKUPS = 3

_state: dict = {"started": False, "folder": None, "faults": None, "lang_of": lambda: "en", "plain": None}
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def start() -> Path | None:
    """Log file, faulthandler and the crash hook; idempotent. Returns the log folder (None if no
    folder could be written: the program still starts, logging to stderr only)."""
    if _state["started"]:
        return _state["folder"]
    _state["started"] = True
    try:
        from .paths import user_log_dir

        folder = user_log_dir()
        # The file from the first line, through logging's plain file handler: the rotating one
        # (logging.handlers, with socket and pickle: ~8 ms before the first paint) takes over once
        # the first screen is painted (rotate_from_now), or at once when the file is already full.
        if _size(folder / LOG_FILE) < LOG_BYTES:
            handler = _state["plain"] = logging.FileHandler(folder / LOG_FILE, encoding="utf-8")
        else:
            handler = _rotating(folder)
        _state["faults"] = open(folder / FAULTS_FILE, "a", encoding="utf-8")   # kept open: faulthandler writes to its fd
    except OSError:
        folder, handler = None, None
    _state["folder"] = folder
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    if handler is not None:
        handler.setFormatter(logging.Formatter(FORMAT))
        root.addHandler(handler)
    if sys.stderr is not None:           # (a Windows GUI process has no stderr)
        console = logging.StreamHandler()
        console.setLevel(logging.WARNING)
        root.addHandler(console)
    faults = _state["faults"] or sys.stderr
    if faults is not None:
        faulthandler.enable(file=faults, all_threads=True)
    sys.excepthook = _hook
    threading.excepthook = _thread_hook
    log.info("Werewolf Desktop %s, Python %s, %s; log folder %s", __version__, sys.version.split()[0],
             sys.platform, folder)
    return folder


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _rotating(folder: Path) -> logging.Handler:
    import logging.handlers

    handler = logging.handlers.RotatingFileHandler(folder / LOG_FILE, maxBytes=LOG_BYTES,
                                                   backupCount=LOG_BACKUPS, encoding="utf-8")
    handler.setFormatter(logging.Formatter(FORMAT))
    return handler


def rotate_from_now() -> None:
    """The log file rotates from now on (.log.1 … .log.3, 1 MiB each): the plain handler that wrote
    the start's lines hands the same file over to a rotating one. Idempotent."""
    plain = _state["plain"]
    if plain is None:
        return
    _state["plain"] = None
    try:
        rotating = _rotating(_state["folder"])
    except OSError:
        return                  # the plain handler goes on writing
    root = logging.getLogger()
    root.addHandler(rotating)
    root.removeHandler(plain)
    plain.close()


def set_language(lang_of) -> None:
    """`lang_of()` gives the language of the crash dialog (the window's, once there is one)."""
    _state["lang_of"] = lang_of


def write_crash_report(exc_type, exc, tb) -> Path | None:
    """`crash-<time>.log` in the log folder (None if it cannot be written)."""
    folder = _state["folder"]
    if folder is None:
        return None
    now = time.time()                  # (the time module: datetime is not loaded before the first paint)
    clock, micro = time.localtime(now), f"{int(now % 1 * 1_000_000):06d}"
    stamp = f"{time.strftime('%Y%m%d-%H%M%S', clock)}-{micro}"
    path = folder / f"crash-{stamp}.log"
    text = "".join(traceback.format_exception(exc_type, exc, tb))
    try:
        path.write_text(f"Werewolf Desktop {__version__}\nPython {sys.version}\n{sys.platform}\n"
                        f"{time.strftime('%Y-%m-%dT%H:%M:%S', clock)}.{micro}\n\n{text}", encoding="utf-8")
    except OSError:
        return None
    return path


def crash_text(lang: str, report: Path | None, error: str) -> str:
    """The crash dialog's text: what happened, the report, and the folder of the log."""
    from .i18n import tr

    folder = _state["folder"]
    text = tr("ui.app.crash", lang, path=str(report) if report else "—", error=error)
    return text + "\n\n" + tr("ui.app.crash_logs", lang, folder=str(folder) if folder else "—")


def _hook(exc_type, exc, tb) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        return sys.__excepthook__(exc_type, exc, tb)
    log.critical("unexpected error", exc_info=(exc_type, exc, tb))
    report = write_crash_report(exc_type, exc, tb)
    if sys.stderr is not None and _state["folder"] is None:
        traceback.print_exception(exc_type, exc, tb)
    try:
        lang = _state["lang_of"]()
    except Exception:  # noqa: BLE001 - a window half built: its language may not be there
        lang = "en"
    try:
        _show(lang, crash_text(lang, report, f"{exc_type.__name__}: {exc}"))
    except Exception:  # noqa: BLE001 - the dialog itself failing must not hide the report
        log.exception("the crash dialog could not be shown")


def _thread_hook(args) -> None:
    if args.exc_type is SystemExit:
        return
    log.critical("unexpected error in thread %s", getattr(args.thread, "name", "?"),
                 exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
    write_crash_report(args.exc_type, args.exc_value, args.exc_traceback)


def _show(lang: str, text: str) -> None:
    """The crash dialog, when the program has a screen (Qt loaded, not offscreen)."""
    if "PySide6.QtWidgets" not in sys.modules or os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        return
    from PySide6.QtWidgets import QApplication, QMessageBox

    from .i18n import tr

    if QApplication.instance() is None:
        QApplication(sys.argv[:1])
    box = QMessageBox(QMessageBox.Critical, tr("ui.app.crash_title", lang), text)
    box.exec()


def install_qt_messages() -> None:
    """Qt's warnings and errors (a missing plugin, a bad style sheet) go to the log, not only to a
    console the host never sees."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    levels = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
              QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
              QtMsgType.QtFatalMsg: logging.CRITICAL}
    qt_log = logging.getLogger("qt")

    def handler(kind, context, message):
        qt_log.log(levels.get(kind, logging.WARNING), "%s", message)

    qInstallMessageHandler(handler)
