"""Keys as each platform has them and as the host's keyboard and language name them.

    platform_key("F9") -> "F9", or "Ctrl+Shift+P" on macOS (Qt's Ctrl is ⌘ there)
    key_label("Ctrl+Z", "de") -> "Strg+Z"; key_label("F9", "en", "darwin") -> "⇧⌘P"
"""
from __future__ import annotations

import sys

from ..i18n import tr

# key names said in the host's language ("Strg", "Leertaste"); Ctrl is ⌘ on macOS (Qt maps it to Command)
KEY_WORDS = {"Ctrl": "ui.key.ctrl", "Space": "ui.key.space", "Enter": "ui.key.enter", "Esc": "ui.key.esc",
             "Shift": "ui.key.shift"}
MAC_SYMBOLS = {"Shift": "⇧", "Ctrl": "⌘"}          # in this order, as macOS writes them (⇧⌘P)

# On a Mac keyboard F1, F5, F9 and F11 are the system's (brightness, Mission Control, media, Show
# Desktop) and ⌘H hides the app: the Mac gets keys of its own for those actions (issue 28.7).
MAC_KEYS = {"F1": "Ctrl+?", "F5": "Ctrl+Shift+B", "F9": "Ctrl+Shift+P", "F11": "Ctrl+Shift+F", "Ctrl+H": "Ctrl+Y"}


def platform_key(keys: str, platform: str | None = None) -> str:
    """The key an action has on this platform ("F9" everywhere but on macOS, ⇧⌘P there)."""
    return MAC_KEYS.get(keys, keys) if (platform or sys.platform) == "darwin" else keys


def key_label(keys: str, lang: str, platform: str | None = None) -> str:
    """A shortcut as the host's keyboard and language name it: "Strg+Z", "Leertaste", "⌘Z" (issue 29.15)."""
    mac = (platform or sys.platform) == "darwin"
    keys = platform_key(keys, platform)
    parts = keys.split("+") if keys != "+" else ["+"]
    if mac and "Ctrl" in parts:                                           # macOS writes ⇧⌘P
        mods = [MAC_SYMBOLS[m] for m in MAC_SYMBOLS if m in parts]
        return "".join(mods + [p for p in parts if p not in MAC_SYMBOLS])
    return "+".join(tr(KEY_WORDS[part], lang) if part in KEY_WORDS else part for part in parts)
