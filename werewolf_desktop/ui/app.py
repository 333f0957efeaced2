"""The QApplication: fonts (the bundled CJK font as every font's fallback), high-DPI, name,
version and icon, the language (Qt's own dialogs too), and `run()` (the crash hook and the log: ..crash).

    run(lang=None, quit_after_start=False) -> exit code
    build_main_window(store, lang) -> MainWindow       (tests build windows with this)
"""
from __future__ import annotations

import gc
import json
import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from .. import __version__, crash
from ..i18n import LANGUAGES, system_language
from ..paths import user_data_dir
from .window_geometry import GEOMETRY_SETTING, show_fitted

def make_application(argv: list[str] | None = None, *, first_frame: str | None = None) -> QApplication:
    """The QApplication with fonts, style, names and icon (reuses an existing instance). With
    `first_frame` (the language of run()'s first paint) only what that frame needs; run() calls
    `finish_application` once it is painted."""
    app = QApplication.instance()
    if app is None:
        # High DPI: Qt 6 scales by the screen's factor (PassThrough rounding) without being asked.
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("Werewolf Desktop")
    app.setApplicationDisplayName("Werewolf Desktop")
    app.setOrganizationName("WerewolfDesktop")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("werewolf-desktop")
    from . import theme

    theme.fall_back_to_cjk()
    if first_frame is None:
        finish_application(app)
        use_fusion_where_needed(app)
    elif first_frame == "zh":           # the first frame's Chinese is drawn with the bundled font
        theme.register_cjk_font()
    return app                          # (the icon is set with the screens: drawing the SVG waits)


def finish_application(app: QApplication, lang: str | None = None) -> None:
    """What the first frame does not need but the first screen does: the bundled CJK font (unless a
    Chinese first frame had it; the set-up screen's language list says 中文) and, with `lang`, Qt's
    own dialogs in that language (nothing of Qt's shows before)."""
    from . import theme

    theme.register_cjk_font()
    if lang is not None:
        from .translator import install_qt_translator

        install_qt_translator(lang)


def use_fusion_where_needed(app: QApplication) -> None:
    """On Linux, the Fusion style where the desktop's default would be the plain "Windows" style,
    which looks broken there. Asking the style's name makes PySide6 build the QStyle type (~5 ms),
    so it waits for the first screen to be painted: where a switch is needed, the window is
    repainted at once in Fusion (only QT_STYLE_OVERRIDE or a desktop's Qt settings name another
    style; Qt's own default on Linux is Fusion)."""
    if sys.platform.startswith("linux") and app.style().name().lower() not in ("fusion", "breeze", "kvantum", "adwaita"):
        app.setStyle("Fusion")


def prefer_light(app) -> None:
    """The app draws its own light colours: a dark system theme is not followed (Qt would draw the
    check boxes, fields and lists dark on the light pages: an unchecked box looked checked). Qt 6.8+;
    the macOS bundle also says so (NSRequiresAquaSystemAppearance in the spec). Called after the
    first paint: the Qt namespace it needs takes a few dozen milliseconds to build."""
    from PySide6.QtCore import Qt

    hints = app.styleHints()
    if hasattr(hints, "setColorScheme"):
        hints.setColorScheme(Qt.ColorScheme.Light)


DB_FILENAME = "games.sqlite3"     # = werewolf_desktop.store.FILENAME (checked by a test)
FIRST_FRAME_FILE = "first-frame.json"     # = store.settings.FIRST_FRAME_FILE (checked by a test)


def peek_settings(keys: tuple[str, ...]) -> dict:
    """Values of the store's `settings` table, read before the store itself is loaded (so the first
    frame is already in the right language, at the window's last place): {key: value} for each key
    found. From the store's copy of them (FIRST_FRAME_FILE, store/settings.py), read once; the keys
    it has not, from the database with the standard library (one query). A key not found is left out."""
    try:
        folder = user_data_dir()                  # (a data folder that cannot be made: the store says so)
    except OSError:
        return {}
    found: dict = {}
    try:
        copied = json.loads((folder / FIRST_FRAME_FILE).read_text(encoding="utf-8"))
        if isinstance(copied, dict):
            found = {key: copied[key] for key in keys if key in copied}
    except (OSError, ValueError):
        pass
    missing = [key for key in keys if key not in found]
    if missing:
        found.update(_database_settings(folder / DB_FILENAME, missing))
    return found


def _database_settings(path, keys: list[str]) -> dict:
    try:
        if not path.exists():                     # (the first start: sqlite3 is not even loaded)
            return {}
    except OSError:
        return {}
    import sqlite3

    try:
        conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=0.2)
        try:
            rows = conn.execute(f"SELECT key, value_json FROM settings WHERE key IN ({', '.join('?' * len(keys))})",
                                keys).fetchall()
        finally:
            conn.close()
        return {key: json.loads(value) for key, value in rows}
    except (sqlite3.Error, ValueError, TypeError, OSError):
        return {}


def choose_language(store, lang: str | None, peeked: dict | None = None) -> str:
    """The --lang flag, else the stored setting (from `store`; without one, from `peeked`, what
    peek_settings read, or read now), else the system's language."""
    if lang in LANGUAGES:
        return lang
    if store is not None:
        try:
            stored = store.get_setting("lang")
        except Exception:  # noqa: BLE001 - a settings read never stops the start
            stored = None
    else:
        stored = (peeked if peeked is not None else peek_settings(("lang",))).get("lang")
    if stored in LANGUAGES:
        return stored
    return system_language()


def build_main_window(store, lang: str):
    """The complete window on `store` (the tests use this)."""
    from .main_window import MainWindow

    return MainWindow(store, lang)


# ------------------------------------------------------------------------------------ crash hook
def install_crash_hook(lang_of=lambda: "en") -> None:
    """Unexpected exceptions: a report in the log folder and a dialog in the window's language
    (werewolf_desktop.crash; `main()` has installed it before anything else ran)."""
    crash.start()
    crash.set_language(lang_of)


# ------------------------------------------------------------------------------------ run
def _peak_mib() -> float:
    """The process's peak resident memory so far in MiB (0 where the OS does not say)."""
    try:
        import resource
    except ImportError:                  # Windows
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)   # bytes on macOS, KiB elsewhere


class _FirstPaint(QObject):
    """Calls `then` once, right after the window's next paint, and stops watching it then (an
    event filter left installed would take every later event of the window through Python); after
    1.5 s without a paint (a window started minimised) it calls `then` all the same."""

    def __init__(self, window, then):
        super().__init__()
        self.window = window
        self.then = then
        self.done = False
        window.installEventFilter(self)
        QTimer.singleShot(1500, self.fire)

    def eventFilter(self, obj, event):
        if not self.done and event.type() == QEvent.Paint:
            self.fire()
        return False

    def fire(self) -> None:
        if not self.done:
            self.done = True
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self.then)


class _OpenFiles(QObject):
    """Files the OS asks the app to open (macOS sends an open event instead of a command-line
    argument when a document is double-clicked); passed to `window.open_document` once it is ready.
    As an event filter of the whole application it sees every event of every object, so it is
    installed only where open events come from (macOS; Qt sends none on Windows or Linux): each
    event through Python costs time, and PySide makes a Python type for each class it passes."""

    def __init__(self, window, first: str | None):
        super().__init__()
        self.window = window
        self.pending = [first] if first else []

    def eventFilter(self, obj, event):
        if event.type() == QEvent.FileOpen and event.file():
            self.pending.append(event.file())
            self.flush()
            return True
        return False

    def flush(self) -> None:
        if getattr(self.window, "is_ready", False):
            while self.pending:
                self.window.open_document(self.pending.pop(0))

    def hand_over(self, files: list[str]) -> None:
        """Files a second start handed over (ui/single.py): opened here, and the window comes forward."""
        self.pending.extend(files)
        self.flush()
        if self.window.isMinimized():
            self.window.showNormal()
        self.window.raise_()
        self.window.activateWindow()


def run(lang: str | None = None, quit_after_start: bool = False, open_file: str | None = None) -> int:
    """Start the console. The window paints first (menus and a short "opening…" line, in the
    right language); the database and the screens are opened right after that first paint.
    `open_file`: a deck or game record to open once the screens are there (see _OpenFiles).

    `quit_after_start`: quit right after the first paint (exit 0), for start-up timing. With the
    environment variable WEREWOLF_DESKTOP_QUIT_WHEN=ready it quits instead after the first paint
    of the finished first screen (set-up or resume offer)."""
    started = time.perf_counter()
    first_frame = peek_settings((GEOMETRY_SETTING,) if lang in LANGUAGES else ("lang", GEOMETRY_SETTING))
    chosen = choose_language(None, lang, first_frame)
    app = make_application(first_frame=chosen)
    from .single import claim

    instance, code = claim([open_file] if open_file else [], chosen)     # one app per data folder
    if code is not None:
        return code
    from .main_window import MainWindow

    window = MainWindow(None, chosen, deferred=True)
    install_crash_hook(lambda: window.lang)
    opener = _OpenFiles(window, open_file)
    if instance is not None:
        instance.filesReceived.connect(lambda files: opener.hand_over(files))
    if sys.platform == "darwin":
        app.installEventFilter(opener)
    timing = os.environ.get("WEREWOLF_DESKTOP_TIMING")
    quit_when_ready = quit_after_start and os.environ.get("WEREWOLF_DESKTOP_QUIT_WHEN") == "ready"
    holder: dict = {}

    def report(what: str) -> None:
        if timing:       # ms since run() began; the clock (time.monotonic), the peak memory and the CPU time so far
            print(f"startup: {what} at {(time.perf_counter() - started) * 1000:.0f} ms"
                  f" (monotonic {time.monotonic():.4f}, peak {_peak_mib():.1f} MiB,"
                  f" cpu {time.process_time() * 1000:.0f} ms)", file=sys.stderr)

    def painted_ready():
        gc.freeze()          # what the start made (modules, types, the screens) is not walked again
        gc.enable()
        report("first screen painted")
        if quit_when_ready:
            app.quit()
        _after_first_screen(app, window, instance, warm=not quit_when_ready)

    def load():
        report("first paint")
        if quit_after_start and not quit_when_ready:
            app.quit()
            return
        window.fill_menus()                        # the menus' items and actions, before anything uses them
        finish_application(app, window.lang)
        prefer_light(app)
        from ..store import Store

        store = holder["store"] = Store.open()
        report("database open")
        if lang not in LANGUAGES:                  # the quick look before the store may have missed it
            stored = choose_language(store, None)
            if stored != window.lang:
                window.set_language(stored)
        window.finish_start(store, icon=False)       # (the icon once the first screen is painted)
        report("first screen built")
        opener.flush()
        holder["ready"] = _FirstPaint(window, painted_ready)
        window.update()

    holder["shown"] = _FirstPaint(window, load)      # (minimised: loads all the same)
    # The cyclic garbage collector is off from the program's start (__main__.main) until the first
    # screen is painted: the start's ~70 collections (each walking the objects made so far: the
    # imports, PySide6's types, the screens) took ~8 ms and found ~370 objects in cycles (issue 32).
    # Then the ~30,000 objects the start made are frozen (gc.freeze: no collection walks them again,
    # the start's few cycles are kept) and the collector is on again; at the latest after 10 s (a
    # start that never gets to its first screen).
    QTimer.singleShot(10000, gc.enable)
    if quit_after_start:
        QTimer.singleShot(20000, app.quit)       # never hang a benchmark
    show_fitted(window, first_frame.get(GEOMETRY_SETTING))     # inside the screen, where it was last time
    code = app.exec()
    _close(holder.get("store"), instance)
    return int(code)


def _after_first_screen(app, window, instance, warm: bool) -> None:
    """What waits for the first screen to be painted: the style check, the icon, the pictures drawn
    so far kept for the next start, the log's rotation, the hand-over channel, and (unless quitting)
    the first game's modules."""
    from . import art_cache

    use_fusion_where_needed(app)
    window.show_app_icon()
    art_cache.write()                    # (only when something was drawn: a first start, new art)
    crash.rotate_from_now()              # not before the first screen is there: see crash.start()
    if instance is not None:             # second starts hand their files over from now on (QtNetwork,
        instance.listen()                # ~6 ms: a second start meanwhile tries again, single.claim)
    if warm:
        from .warm_up import warm_up

        warm_up()                        # the first game's modules, while the host types the names


def _close(store, instance) -> None:
    """The window is gone: the pictures drawn since the first screen kept (art_cache), the database
    closed (checked, docs/storage.md), then the folder's lock."""
    from . import art_cache

    art_cache.write()
    if instance is not None:             # the store's check may take a moment: a start now waits for
        instance.stop_listening()        # the lock, which is released once the file is closed
    if store is not None:
        try:
            store.close()
        except Exception:  # noqa: BLE001
            pass
    if instance is not None:
        instance.release()
