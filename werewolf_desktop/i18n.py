"""Translations: every user-visible string, in zh, en and de.

Strings live in `resources/i18n/<area>.json` (engine, ui, deal, cardprint, …), each key holding
its three languages side by side: `{"rule.dead_cannot_act": {"zh": …, "en": …, "de": …}}`.
A test checks that every key has all three and that no key is defined twice.

Pure Python (the engine's errors, the phone page, the PDFs and the Qt console all use it).
Texts that belong to a role or a script step live in that record (`name`, `ability`, `lines`);
`text(record_field, lang)` picks the language from such a `{"zh":…, "en":…, "de":…}` dict.

Plural forms: a key may have a sibling `<key>.one`, the text for exactly one (one death, one seat).
`tr` uses it when the count is 1: the `n` parameter, else the length of the first list parameter
("Last night, player 3 died." / "Last night, players 3, 7 died."). zh has one form; its `.one`
text is the same sentence.
"""
from __future__ import annotations

import json
import locale
from functools import lru_cache

from .paths import resource

LANGUAGES = ("zh", "en", "de")
DEFAULT_LANGUAGE = "zh"


@lru_cache(maxsize=None)
def all_strings() -> dict[str, dict[str, str]]:
    """Every key of every area file: key -> {lang: text}."""
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(resource("i18n").glob("*.json")):
        merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


@lru_cache(maxsize=None)
def strings(lang: str) -> dict[str, str]:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGUAGES)}")
    return {key: texts[lang] for key, texts in all_strings().items() if lang in texts}


def tr(key: str, lang: str, **params) -> str:
    """The string `key` in `lang`, with `{name}` placeholders filled from `params`.

    Lists are joined the way the language joins them ("3、5" / "3, 5"); a parameter named `role`
    (or `…_role`) holding a role id is shown as that role's name, one named `cause` (an attack
    kind) as the words of `cause.<kind>`.
    """
    table = strings(lang)
    if params and plural_count(params) == 1 and f"{key}.one" in table:
        key = f"{key}.one"
    template = table.get(key)
    if template is None:
        template = strings("en").get(key, key)
    if not params:
        return template
    shown = {k: _show(k, v, lang) for k, v in params.items()}
    try:
        return template.format(**shown)
    except (KeyError, IndexError, ValueError):
        return template


def plural_count(params: dict) -> int | None:
    """The number a text's grammar depends on: `n`, else the length of the first list parameter."""
    n = params.get("n")
    if isinstance(n, int) and not isinstance(n, bool):
        return n
    return next((len(v) for v in params.values() if isinstance(v, (list, tuple))), None)


def _show(name: str, value, lang: str):
    if isinstance(value, (list, tuple)):
        return ("、" if lang == "zh" else ", ").join(str(_show(name, v, lang)) for v in value)
    if isinstance(value, dict) and value and set(value) <= {"zh", "en", "de", "fr"}:
        return text(value, lang)               # a record's text in three languages (a reason, a name)
    if name == "cause" and isinstance(value, str):           # an attack kind: "the Assassin's knife"
        return tr("cause." + value, lang)
    if (name in ("role", "took") or name.endswith("_role")) and isinstance(value, str):
        from .engine.catalogue import catalogue

        role = catalogue().roles.get(value)
        return text(role.name, lang) if role else value
    return "" if value is None else value


def text(field: dict[str, str] | None, lang: str) -> str:
    """Pick one language out of a `{"zh":…, "en":…, "de":…}` record field."""
    if not field:
        return ""
    return field.get(lang) or field.get("en") or next(iter(field.values()))


def system_language() -> str:
    """zh, en or de, from the operating system's locale (English when it is none of them)."""
    try:
        code = (locale.getlocale()[0] or "") or ""
    except ValueError:
        code = ""
    code = code.lower()
    for lang in LANGUAGES:
        if code.startswith(lang):
            return lang
    return "en"
