"""The application shell: start-up (--quit-after-start), fonts, the crash hook, languages, and
the console's strings (every visible string in zh, en and de)."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

from werewolf_desktop.engine import catalogue
from werewolf_desktop.engine.registry import BEATS
from werewolf_desktop.i18n import LANGUAGES, all_strings, tr
from werewolf_desktop.ui import app as app_module
from werewolf_desktop.ui import translator as translator_module
from werewolf_desktop.ui import theme

from .helpers_console import Moderator, open_window, start_game

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "werewolf_desktop" / "ui"


def test_quit_after_start_paints_once_and_exits_0(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WEREWOLF_DESKTOP_DATA=str(tmp_path / "data"),
               WEREWOLF_DESKTOP_TIMING="1")
    cmd = [sys.executable, "-m", "werewolf_desktop", "--quit-after-start", "--lang", "zh"]
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "startup: first paint at" in done.stderr
    # the same, waiting for the finished first screen: the database is open by then
    env["WEREWOLF_DESKTOP_QUIT_WHEN"] = "ready"
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "startup: first screen painted at" in done.stderr
    assert (tmp_path / "data" / "games.sqlite3").exists()


def test_the_garbage_collector_is_off_while_the_app_starts_and_on_from_the_first_screen(tmp_path):
    """(issue 32: the start's collections took ~8 ms and found next to nothing)"""
    probe = (
        "import gc, sys\n"
        "from werewolf_desktop import __main__ as program\n"
        "from werewolf_desktop.ui import app, main_window\n"
        "seen = []\n"
        "build, after = main_window.MainWindow.finish_start, app._after_first_screen\n"
        "main_window.MainWindow.finish_start = lambda *a, **k: (seen.append(('build', gc.isenabled())), build(*a, **k))[1]\n"
        "app._after_first_screen = lambda *a, **k: (seen.append(('painted', gc.isenabled())), after(*a, **k))[1]\n"
        "sys.argv = ['werewolf-desktop', '--quit-after-start', '--lang', 'en']\n"
        "code = program.main()\n"
        "print('SEEN', seen, gc.isenabled(), code)\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WEREWOLF_DESKTOP_DATA=str(tmp_path / "data"),
               WEREWOLF_DESKTOP_QUIT_WHEN="ready")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert "SEEN [('build', False), ('painted', True)] True 0" in done.stdout, done.stdout + done.stderr


def test_pysides_import_hook_gets_the_same_answers_from_the_lighter_check(tmp_path):
    """ui/__init__.py answers PySide6's question "does this module use PySide6?" without inspect:
    the same answer as PySide's own check (`"PySide6" in inspect.getsource(m)`, False when there is
    no source) for source files, extension modules, built-ins, a frozen app's modules (no file, the
    loader asked) and a module with no source at all."""
    import inspect
    import types

    import shibokensupport.feature as feature

    def pysides_own(module) -> bool:
        try:
            return "PySide6" in inspect.getsource(module)
        except (TypeError, OSError, SyntaxError):
            return False

    class Loader:
        def __init__(self, source):
            self.source = source

        def get_source(self, name):
            return self.source

    def frozen(name, source):
        module = types.ModuleType(name)
        module.__file__ = str(tmp_path / f"{name}.py")             # not there, as in a PyInstaller bundle
        module.__loader__ = Loader(source)
        return module

    import json.decoder
    import PySide6.QtGui
    from werewolf_desktop.ui import window_menus

    lighter = feature._mod_uses_pyside
    assert getattr(lighter, "lighter", False)
    modules = [app_module, window_menus, json.decoder, PySide6.QtGui, sys, frozen("uses", "import PySide6\n"),
               frozen("plain", "x = 1\n"), frozen("sourceless", None)]
    answers = [lighter(m) for m in modules]
    assert answers == [pysides_own(m) for m in modules]
    assert answers == [True, True, False, False, False, True, False, False]


def test_the_language_is_read_before_the_store_is_loaded():
    from werewolf_desktop.store import FILENAME, Store

    assert app_module.DB_FILENAME == FILENAME
    assert app_module.peek_settings(("lang",)) == {}          # no database yet
    store = Store.open()
    store.set_setting("lang", "de")
    assert app_module.peek_settings(("lang",))["lang"] == "de"
    assert app_module.choose_language(None, None) == "de"
    assert app_module.choose_language(None, "zh") == "zh"
    store.close()


def test_the_first_frame_reads_the_stores_copy_and_else_the_database():
    from werewolf_desktop.paths import user_data_dir
    from werewolf_desktop.store import Store
    from werewolf_desktop.store.settings import FIRST_FRAME_FILE

    assert app_module.FIRST_FRAME_FILE == FIRST_FRAME_FILE
    copy = user_data_dir() / FIRST_FRAME_FILE
    store = Store.open()
    store.set_setting("window.geometry", "AdnQywADAAA=")
    assert json.loads(copy.read_text(encoding="utf-8")) == {"lang": None, "window.geometry": "AdnQywADAAA="}
    store.set_setting("lang", "fr")
    store.set_setting("ui.second_lang", "en")                   # not the first frame's: not copied
    assert json.loads(copy.read_text(encoding="utf-8")) == {"lang": "fr", "window.geometry": "AdnQywADAAA="}
    copy.write_text(json.dumps({"lang": "zh"}), encoding="utf-8")          # the copy is what the start reads
    assert app_module.peek_settings(("lang",))["lang"] == "zh"
    assert app_module.peek_settings(("window.geometry",))["window.geometry"] == "AdnQywADAAA="   # not in it: the database
    # the start reads both at once: the copy, and the database for what the copy has not
    assert app_module.peek_settings(("lang", "window.geometry")) == {"lang": "zh", "window.geometry": "AdnQywADAAA="}
    assert app_module.peek_settings(("ui.timer",)) == {}                        # in neither: left out
    for damaged in ("{not json", "[1, 2]"):
        copy.write_text(damaged, encoding="utf-8")
        assert app_module.peek_settings(("lang",))["lang"] == "fr"
    copy.unlink()
    assert app_module.peek_settings(("lang",))["lang"] == "fr"
    store.close()


def test_the_shell_paints_before_the_screens_exist(qtbot):
    from werewolf_desktop.store import Store
    from werewolf_desktop.ui.main_window import MainWindow

    app_module.make_application()
    window = MainWindow(None, "en", deferred=True)
    qtbot.addWidget(window)
    window.show()
    assert window.stack.currentWidget() is window.start_page_widget
    titles = [a.text() for a in window.menuBar().actions()]       # the first frame: the menus' titles only
    assert titles == [tr(f"ui.menu.{m}", "en") for m in ("file", "game", "view", "help")]
    assert not window.menus_filled and not window.menu_file.actions()
    window.fill_menus()                                             # (run(): right after the first paint)
    assert not window.act_next.isEnabled() and not window.act_new.isEnabled()
    assert window.act_new in window.menu_file.actions() and window.act_new.text() == tr("ui.menu.new_game", "en")
    with qtbot.waitSignal(window.ready):
        window.finish_start(Store.open())
    assert window.stack.currentWidget() is window.setup_host
    assert window.act_new.isEnabled()


def test_bundled_font_is_the_fallback_and_chinese_has_glyphs(qtbot):
    app_module.make_application()
    families = theme.register_fonts()
    assert theme.CJK_FAMILY in families or theme.CJK_FAMILY in QFontDatabase.families()
    assert theme.CJK_FAMILY in QApplication.font().families()
    f = theme.font(14)
    assert theme.CJK_FAMILY in f.families()
    app = QApplication.instance()
    assert app.applicationName() == "Werewolf Desktop" and app.applicationVersion()
    assert not app.windowIcon().isNull()


def test_crash_hook_writes_a_report_in_the_log_folder_and_the_dialog_names_it(tmp_path, monkeypatch):
    from werewolf_desktop import crash

    data = Path(os.environ["WEREWOLF_DESKTOP_DATA"])
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setitem(crash._state, "started", False)
    monkeypatch.setitem(crash._state, "folder", None)
    app_module.install_crash_hook(lambda: "de")
    try:
        raise ValueError("boom 42")
    except ValueError:
        sys.excepthook(*sys.exc_info())
    logs = list((data / "logs").glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert "ValueError: boom 42" in text and "Werewolf Desktop" in text
    told = crash.crash_text("de", logs[0], "ValueError: boom 42")
    assert str(data / "logs") in told and "Ordner" in told and str(logs[0]) in told


def test_qt_translator_loads_for_chinese_and_german(qtbot):
    app_module.make_application()
    assert translator_module.install_qt_translator("de")
    assert translator_module.install_qt_translator("zh")
    assert translator_module.install_qt_translator("en")


def test_switching_the_language_retranslates_and_is_remembered(qtbot):
    window = open_window(qtbot, lang="zh")
    start_game(window)
    m = Moderator(qtbot, window)
    m.enter()
    assert window.console.card.title.text() == tr("ui.card.night_title", "zh", night=1, step="守卫")
    window.lang_actions["de"].trigger()
    assert window.lang == "de"
    assert window.console.card.title.text().startswith("Nacht 1")
    assert window.menu_game.title() == tr("ui.menu.game", "de")
    assert window.store.get_setting("lang") == "de"
    window.second_actions["zh"].trigger()
    assert window.console.card.second.isVisible()
    assert "守卫" in window.console.card.second.text()
    assert window.store.get_setting("ui.second_lang") == "zh"
    window.second_actions[None].trigger()
    assert not window.console.card.second.isVisible()


def test_every_console_string_is_translated():
    table = all_strings("ui")
    for key, texts in table.items():
        assert key.startswith("ui."), key
        assert set(texts) == set(LANGUAGES) and all(texts[lang].strip() for lang in LANGUAGES), key
    used = set()
    for path in UI.rglob("*.py"):
        used |= set(re.findall(r'"(ui\.[a-z0-9_.]+[a-z0-9_])"', path.read_text(encoding="utf-8")))
    settings = {"ui.timer", "ui.second_lang"}
    missing = sorted(k for k in used - settings if k not in table)
    assert not missing, missing
    # the families built at run time
    cat = catalogue()
    dynamic = [f"ui.beat.{kind}" for kind, spec in BEATS.items() if spec.allowed] + ["ui.beat.game_over"]
    dynamic += [f"ui.hint.{kind}" for kind, spec in BEATS.items() if spec.allowed]
    dynamic += [f"ui.step.{s.id}" for s in cat.meta_steps]
    actions = {a.id for s in cat.night_steps() for a in s.actions}
    dynamic += [f"action.{a}" for a in actions]
    from werewolf_desktop.ui.game.step_card import action_text
    from .test_action_words import actions as shaped

    for lang in LANGUAGES:      # every action of the catalogue gets words, its own or the generic ones
        for a in shaped().values():
            assert not action_text("ask", a, lang).startswith("ui."), a
            assert not action_text("act.mode", a, lang).startswith("ui."), a
    assert "xyz" in action_text("ask", {"id": "xyz", "targets": 1}, "en")
    dynamic += [f"ui.ballot.kind.{k}" for k in ("election", "election_pk", "exile", "exile_pk", "runoff")]
    dynamic += [f"ui.timer.kind.{k}" for k in ("night", "speech", "pk", "last_words", "discussion")]
    dynamic += [f"ui.menu.{k}" for k in ("new_game", "resume", "print", "export", "import", "quit", "next", "undo",
                                          "privacy", "pause", "add30", "skip", "full_private", "deal", "durations",
                                          "projector", "timeline", "phones_help", "about", "keys")]
    everything = all_strings()
    assert not [k for k in dynamic if k not in everything]


def _close_modal_soon(qtbot, seen: list):
    from PySide6.QtCore import QTimer

    def close():
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(30, close)
            return
        seen.append(type(modal).__name__)
        modal.reject() if hasattr(modal, "reject") else modal.close()

    QTimer.singleShot(30, close)


def test_help_and_tool_dialogs_open_and_close(qtbot):
    window = open_window(qtbot, lang="de")
    start_game(window)
    seen: list[str] = []
    for slot in (window.keyboard_help, window.about, window.phones_help, window.print_cards, window.edit_durations):
        _close_modal_soon(qtbot, seen)
        slot()
    assert seen[:2] == ["KeysDialog", "AboutDialog"]           # keyboard help, About (licence + notices)
    assert "PhoneHelpDialog" in seen and "PrintDialog" in seen and "DurationsDialog" in seen
