"""The shortcut list names the keys as the host's keyboard and language do (issue 29.15): "Strg+Z"
and "Leertaste" in German, "⌘Z" on macOS."""
from __future__ import annotations

from werewolf_desktop.i18n import LANGUAGES
from werewolf_desktop.ui.window_menus import SHORTCUTS, key_label


def test_keys_in_the_hosts_language_and_on_macos():
    assert key_label("Ctrl+Z", "de", "linux") == "Strg+Z"
    assert key_label("Space", "de", "linux") == "Leertaste"
    assert key_label("Esc", "fr", "win32") == "Échap"
    assert key_label("Ctrl+Z", "en", "darwin") == "⌘Z"
    assert key_label("+", "de", "linux") == "+" and key_label("F9", "zh", "linux") == "F9"
    for lang in LANGUAGES:
        for platform in ("linux", "win32", "darwin"):
            shown = [key_label(k, lang, platform) for k, _ in SHORTCUTS]
            assert all(shown), (lang, platform)
            if platform == "darwin":
                assert not any("Ctrl" in k for k in shown), shown
            if lang == "de":
                assert not any(w in k for k in shown for w in ("Ctrl", "Space")), shown
