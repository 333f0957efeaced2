"""What a stranger meets first: a file opened from the file manager, Linux without Qt's X11 libraries,
cardprint in the system's language, PDFs with ordinary permissions."""
from __future__ import annotations

import json
import os
import stat
import shutil
import sys

import pytest

from werewolf_desktop.__main__ import split_document
from werewolf_desktop.engine.deckfile import FORMAT, VERSION, save_deck
from werewolf_desktop.i18n import LANGUAGES, tr


@pytest.mark.parametrize("argv, rest, doc", [
    ([], [], None),
    (["deck.wwdeck"], [], "deck.wwdeck"),
    (["--lang", "de", "C:\\Spiele\\freitag.wwdeck"], ["--lang", "de"], "C:\\Spiele\\freitag.wwdeck"),
    (["game.wwgame", "--lang", "zh"], ["--lang", "zh"], "game.wwgame"),
    (["replay", "game.json", "--json"], ["replay", "game.json", "--json"], None),
    (["--self-test", "--report", "r.txt"], ["--self-test", "--report", "r.txt"], None),
])
def test_the_document_on_the_command_line_is_split_off(argv, rest, doc):
    assert split_document(argv) == (rest, doc)


def _deck_file(tmp_path):
    path = tmp_path / "friday.wwdeck"
    save_deck({"format": FORMAT, "version": VERSION, "name": "friday", "ruleset": "classic", "players": 10,
               "deck": {"werewolf": 3, "seer": 1, "witch": 1, "hunter": 1, "villager": 4}, "options": {}}, path)
    return path


def test_a_deck_given_to_the_app_opens_in_the_setup_screen(qtbot, tmp_path):
    from tests.ui.helpers_console import open_window

    window = open_window(qtbot, lang="en")
    assert window.open_document(str(_deck_file(tmp_path)))
    view = window.setup_view
    assert window.stack.currentWidget() is not None and view.custom_mode and view.ruleset == "classic"
    assert view.players.count() == 10 and view.custom.deck()["werewolf"] == 3


def test_a_game_record_from_the_os_open_event_resumes_in_the_console(qtbot, tmp_path):
    """macOS hands a double-clicked document to the running app as a QFileOpenEvent."""
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from tests.ui.helpers_console import Moderator, open_window, start_game
    from werewolf_desktop.ui.app import _OpenFiles

    window = open_window(qtbot, lang="en")
    session = start_game(window)
    Moderator(qtbot, window).enter()
    record = tmp_path / "game.wwgame"
    assert window.write_record(str(record)) == str(record)
    assert json.loads(record.read_text(encoding="utf-8"))["inputs"] == session.game.inputs
    opener = _OpenFiles(window, None)
    QApplication.instance().installEventFilter(opener)
    try:
        QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(record)))
    finally:
        QApplication.instance().removeEventFilter(opener)
    assert window.session.game_id != session.game_id and window.stack.currentWidget() is window.console
    assert window.session.game.inputs == session.game.inputs


def test_xcb_check_names_the_missing_packages_in_three_languages(tmp_path, monkeypatch):
    from werewolf_desktop import xcb_check

    assert not xcb_check.uses_xcb({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"})
    if sys.platform.startswith("linux"):
        assert xcb_check.uses_xcb({"DISPLAY": ":0"}) and not xcb_check.uses_xcb({"DISPLAY": ":0", "WAYLAND_DISPLAY": "w"})
        assert xcb_check.uses_xcb({"QT_QPA_PLATFORM": "xcb"})
    missing = ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    for lang in LANGUAGES:
        text = xcb_check.message(missing, lang)
        assert "sudo apt install libxcb-icccm4 libxcb-keysyms1" in text and "libxcb-icccm.so.4" in text
    assert len({xcb_check.message(missing, lang) for lang in LANGUAGES}) == len(LANGUAGES)
    monkeypatch.setattr(xcb_check, "uses_xcb", lambda env=None: True)
    monkeypatch.setattr(xcb_check, "missing_libraries", lambda plugin=None: missing)
    assert xcb_check.ready("de") is False
    saved = (tmp_path / "userdata" / "startup-error.txt").read_text(encoding="utf-8")
    assert saved.startswith("Werewolf Desktop kann sein Fenster nicht öffnen")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ldd and Qt's xcb plugin: Linux")
def test_xcb_check_reads_the_real_plugin_with_ldd():
    """On this machine the answer is whatever ldd says about the installed plugin: a list of sonames,
    each one a library the plugin really links (no false alarm on a complete system)."""
    import subprocess

    from werewolf_desktop import xcb_check

    plugin = xcb_check.xcb_plugin()
    assert plugin is not None
    out = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True).stdout
    assert xcb_check.missing_libraries() == sorted({line.split("=>")[0].strip() for line in out.splitlines() if "not found" in line})


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="dlopen, ldd and Qt's xcb plugin: Linux")
def test_xcb_check_starts_no_process_when_the_plugin_loads(monkeypatch):
    """A complete system (every start on an X11 desktop): the plugin is loaded as Qt loads it, and no
    ldd process is started."""
    import subprocess

    from werewolf_desktop import xcb_check

    def no_process(*args, **kwargs):
        raise AssertionError(f"a process was started: {args}")

    monkeypatch.setattr(subprocess, "run", no_process)
    assert xcb_check.missing_libraries() == []


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("cc") is None or shutil.which("ldd") is None,
                    reason="a C compiler and ldd (Linux) build a plugin whose library is missing")
def test_xcb_check_names_every_library_a_plugin_cannot_load(tmp_path):
    """A plugin linked against two libraries that are then taken away: dlopen fails on the first, and
    ldd names both."""
    import subprocess

    from werewolf_desktop import xcb_check

    for lib in ("wwgone", "wwlost"):
        (tmp_path / f"{lib}.c").write_text(f"int {lib}(void) {{ return 1; }}\n")
        subprocess.run(["cc", "-shared", "-fPIC", "-o", str(tmp_path / f"lib{lib}.so"), str(tmp_path / f"{lib}.c"),
                        f"-Wl,-soname,lib{lib}.so.0"], check=True)
    (tmp_path / "plugin.c").write_text("int wwgone(void); int wwlost(void); int both(void) { return wwgone() + wwlost(); }\n")
    plugin = tmp_path / "libqfake.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(plugin), str(tmp_path / "plugin.c"), f"-L{tmp_path}",
                    "-lwwgone", "-lwwlost"], check=True)
    for lib in ("wwgone", "wwlost"):
        (tmp_path / f"lib{lib}.so").unlink()
    assert not xcb_check.loads(plugin)
    assert xcb_check.missing_libraries(plugin) == ["libwwgone.so.0", "libwwlost.so.0"]


def test_cardprint_follows_the_system_language(tmp_path, monkeypatch, capsys):
    from cardprint import cli

    monkeypatch.setattr(cli, "system_language", lambda: "de")
    assert cli.main(["--list-presets"]) == 0
    assert tr("cardprint.cli.col_players", "de") in capsys.readouterr().out
    monkeypatch.setattr(cli, "system_language", lambda: "zh")
    out = tmp_path / "deck.pdf"
    assert cli.main(["--preset", "std9", "-o", str(out)]) == 0
    assert tr("cardprint.cli.written", "zh", path=str(out)) in capsys.readouterr().out


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_pdfs_get_ordinary_permissions(tmp_path):
    from cardprint import cli

    old = os.umask(0o022)
    try:
        out = tmp_path / "deck.pdf"
        assert cli.main(["--preset", "std9", "--lang", "en", "-o", str(out)]) == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE(out.stat().st_mode) == 0o644
