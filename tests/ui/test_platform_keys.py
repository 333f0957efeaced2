"""Issue 28.7: each platform's keys and output. macOS gets keys that are not its system's (F1, F5,
F9, F11 are brightness, Mission Control, media and Show Desktop keys there; ⌘H hides the app);
the texts that name a key name the one of the platform; the console entry prints UTF-8 whatever the
console's code page."""
from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

from werewolf_desktop.i18n import LANGUAGES, tr
from werewolf_desktop.ui.keys import MAC_KEYS, key_label, platform_key
from werewolf_desktop.ui.window_menus import SHORTCUTS

from .helpers_console import open_window, start_game

ROOT = Path(__file__).resolve().parents[2]
SYSTEM_KEYS_ON_A_MAC = {"F1", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12", "Ctrl+H", "Ctrl+M",
                        "Ctrl+Space", "Ctrl+Tab"}


def test_no_shortcut_is_a_system_key_on_a_mac_and_none_is_taken_twice():
    for platform in ("darwin", "linux", "win32"):
        keys = [platform_key(k, platform) for k, _ in SHORTCUTS]
        assert len(keys) == len(set(keys)), (platform, keys)
    mac = [platform_key(k, "darwin") for k, _ in SHORTCUTS]
    assert not set(mac) & SYSTEM_KEYS_ON_A_MAC, mac
    assert set(MAC_KEYS) <= {k for k, _ in SHORTCUTS}                       # every Mac key replaces a listed one
    assert [platform_key(k, "linux") for k, _ in SHORTCUTS] == [k for k, _ in SHORTCUTS]


def test_the_help_names_the_mac_keys_as_a_mac_does():
    assert key_label("F9", "en", "darwin") == "⇧⌘P" and key_label("F11", "de", "darwin") == "⇧⌘F"
    assert key_label("F1", "zh", "darwin") == "⌘?" and key_label("Ctrl+H", "fr", "darwin") == "⌘Y"
    assert key_label("F9", "de", "linux") == "F9"
    assert key_label("Ctrl+Shift+P", "de", "linux") == "Strg+Umschalt+P"
    assert key_label("Ctrl+Shift+P", "fr", "win32") == "Ctrl+Maj+P"


def test_texts_that_name_a_key_name_this_platforms(qtbot):
    window = open_window(qtbot, "de")
    assert window.act_privacy.shortcut().toString() == platform_key("F9")
    assert window.act_full.shortcut().toString() == platform_key("F11")
    start_game(window)
    window.set_privacy(True)
    assert f"({key_label('F9', 'de')})" in window.notice.text()
    for lang in LANGUAGES:
        assert "{key}" not in tr("ui.private.full_screen", lang, shortcut=key_label("F11", lang))
        assert "F9" not in tr("ui.main.privacy_chip", lang, shortcut="⇧⌘P")


def test_a_console_entry_point_beside_the_gui_one():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["gui-scripts"]["werewolf-desktop"] == project["scripts"]["werewolf-desktop-cli"] \
        == "werewolf_desktop.__main__:main"


def test_output_is_utf8_whatever_the_consoles_code_page(tmp_path):
    record = ROOT / "tests" / "records" / "01_guard_and_antidote_kill.json"
    env = dict(os.environ, PYTHONIOENCODING="cp1252", PYTHONPATH=str(ROOT), WEREWOLF_DESKTOP_DATA=str(tmp_path))
    env.pop("PYTHONUTF8", None)
    done = subprocess.run([sys.executable, "-m", "werewolf_desktop", "replay", str(record), "--lang", "zh"],
                          cwd=ROOT, env=env, capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    assert "狼人" in done.stdout.decode("utf-8")
