"""The language the set-up screen starts in, and the languages' own names."""
from __future__ import annotations

from ...i18n import LANGUAGES
from ..settings import store_get

LANGUAGE_NAMES = {"zh": "中文", "en": "English", "de": "Deutsch", "fr": "Français"}


def initial_language(store, lang: str | None) -> str:
    if lang in LANGUAGES:
        return lang
    stored = store_get(store, "lang")
    if stored in LANGUAGES:
        return stored
    from ...i18n import system_language

    return system_language()
