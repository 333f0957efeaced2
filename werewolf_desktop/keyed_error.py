"""The one base of the app's errors that carry a translation key and parameters, never prose
(the engine's `RuleError`, the store's `StoreError`, the printer's `CardprintError`)."""
from __future__ import annotations

from .i18n import tr


class KeyedError(Exception):
    """`key` names a message of the translation catalogue (resources/i18n); `params` fill its
    placeholders; `message(lang)` gives the text for the user."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key = key
        self.params = params

    def message(self, lang: str = "en") -> str:
        return tr(self.key, lang, **self.params)

    def __str__(self) -> str:
        try:
            return self.message("en")
        except Exception:  # pragma: no cover - a broken translation table must not hide the error
            return f"{self.key} {self.params}"
