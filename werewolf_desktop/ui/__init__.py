"""The Qt moderator console (PySide6).

    from werewolf_desktop.ui.app import run
    run(lang="zh")

Nothing here holds a rule: the console shows the engine's `game.prompt`, sends the moderator's
inputs to `game.apply`, and shows `RuleError.message(lang)` when the engine refuses one.
Heavy modules (dealing, card printing) are imported only when used.
"""
from __future__ import annotations

import sys

import PySide6.QtCore  # noqa: F401 - PySide6's import hook is installed by this first import


def _lighter_feature_check() -> None:
    """PySide6's `__feature__` import hook asks of every module imported after PySide6 whether its
    source mentions "PySide6" (`_mod_uses_pyside`), through `inspect.getsource`, which keeps the
    whole source of every such module in `linecache` (~4 MiB of a started app's peak memory) and
    tokenises it. Here the same question reads the file's bytes and keeps nothing; modules that are
    not plain .py files still go to PySide's own check. (PySide6 ≥ 6.4; a version without the hook
    is left alone.)"""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "lighter", False):
        return

    def mod_uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return original(module)
        try:
            with open(path, "rb") as file:
                return b"PySide6" in file.read()
        except OSError:
            return original(module)

    mod_uses_pyside.lighter = True
    feature._mod_uses_pyside = mod_uses_pyside


_lighter_feature_check()
