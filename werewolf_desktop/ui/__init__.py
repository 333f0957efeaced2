"""The Qt moderator console (PySide6).

    from werewolf_desktop.ui.app import run
    run(lang="zh")

Nothing here holds a rule: the console shows the engine's `game.prompt`, sends the moderator's
inputs to `game.apply`, and shows `RuleError.message(lang)` when the engine refuses one.
Heavy modules (dealing, card printing) are imported only when used.
"""
from __future__ import annotations
