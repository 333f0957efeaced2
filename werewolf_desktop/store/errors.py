"""The store's error type: a translation key plus parameters, like every error of the app."""
from __future__ import annotations

from ..engine.errors import RuleError


class StoreError(RuleError):
    """Saving or loading failed, or a record/input has the wrong shape.

    `key` names a string in `resources/i18n/store.json` (prefix `store.`); `params` fill its
    placeholders; `message(lang)` gives the text for the user. When a write raises, nothing of
    that write is in the database (every write is one transaction).
    """
