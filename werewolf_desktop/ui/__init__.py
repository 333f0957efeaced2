"""The Qt moderator console (PySide6).

    from werewolf_desktop.ui.app import run
    run(lang="zh")

Nothing here holds a rule: the console shows the engine's `game.prompt`, sends the moderator's
inputs to `game.apply`, and shows `RuleError.message(lang)` when the engine refuses one.
Heavy modules (dealing, card printing) are imported only when used.
"""
from __future__ import annotations

import sys
from importlib.machinery import EXTENSION_SUFFIXES     # (before PySide6: its hook would ask of this module)

import PySide6.QtCore  # noqa: F401 - PySide6's import hook is installed by this first import


def _lighter_feature_check() -> None:
    """PySide6's `__feature__` import hook asks of every module imported after PySide6 whether its
    source mentions "PySide6" (`_mod_uses_pyside`), through `inspect.getsource`, which keeps the
    whole source of every such module in `linecache` (~4 MiB of a started app's peak memory) and
    tokenises it. Here the same question reads the .py file's bytes and keeps nothing. A module
    without a .py file to read asks its loader for the source, as `inspect` would in the end (a
    frozen app's modules: PyInstaller's loader looks for a .py beside the bundle, and there is
    none), and an extension module or a built-in has none (inspect says so too, and PySide then
    answers False), without `inspect`'s detours. (PySide6 ≥ 6.4; a version without the hook is
    left alone.) `__main__` imports this package first: from then on every module imported is
    asked here (~1 ms of the start went to `inspect` for the few asked before)."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "lighter", False):
        return
    extensions = tuple(EXTENSION_SUFFIXES)

    def mod_uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str):          # a built-in: inspect has no source of it
            return False
        if path.endswith(".py"):
            try:
                with open(path, "rb") as file:
                    return b"PySide6" in file.read()
            except OSError:
                pass
        elif path.endswith(extensions):
            return False
        try:
            source = module.__loader__.get_source(module.__name__)
        except Exception:  # noqa: BLE001 - inspect.getsource fails too: PySide's answer is then False
            return False
        return isinstance(source, str) and "PySide6" in source

    mod_uses_pyside.lighter = True
    feature._mod_uses_pyside = mod_uses_pyside


_lighter_feature_check()
