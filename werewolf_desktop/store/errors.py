"""The store's error type: a translation key plus parameters, like every error of the app.

Not a `RuleError`: "the rules refused this input" and "this could not be saved" are different
things for the host (the first is told and nothing happened; the second means the step was not
recorded and something on the computer needs looking at), so they are caught apart.
"""
from __future__ import annotations

from ..i18n import tr
from ..keyed_error import KeyedError


class StoreError(KeyedError):
    """Saving or loading failed, or a record/input has the wrong shape.

    `key` names a message of the `store` catalogue (resources/i18n, prefix `store.`); `params` fill its
    placeholders; `message(lang)` gives the text for the user. When a write raises, nothing of
    that write is in the database (every write is one transaction).
    """


def not_saved_text(error: StoreError, lang: str) -> str:
    """What the host reads when a step could not be saved: that it was not saved, why, and what
    to do (the game stays at the step it was at)."""
    return tr("store.not_saved", lang, reason=error.message(lang))
