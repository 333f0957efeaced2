"""The printer's error: a translation key plus parameters, like the engine's errors."""
from __future__ import annotations

from werewolf_desktop.engine.errors import RuleError


class CardprintError(RuleError):
    """Bad input for the printer (unknown role or preset, bad count, missing art…).

    `message(lang)` gives the text for the user; the CLI prints it and exits with status 2.
    """
