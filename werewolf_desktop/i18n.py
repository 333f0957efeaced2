"""Translations: every user-visible string, from the gettext catalogues in `resources/i18n`.

docs/translations.md describes the files. In short: each message's msgctxt is its key
(`ui.ballot.submit`, or `roles/seer.json:night[seer].lines` for a record's text), its msgid the
English, and `resources/i18n/<lang>/LC_MESSAGES/<domain>.po` holds a language's translations.

Pure Python (the engine's errors, the phone page, the PDFs and the Qt console all use it): the
compiled `.mo` files are read with the standard library's `gettext`, lazily, one domain of one
language at a time. They carry the language's plural rule and CLDR list patterns
(werewolf_desktop.i18n_build), so Babel is needed only to compile them. Reading a text never writes
a file: `dev.py run` / `test` / `bench` and the build compile the `.mo` files (`python -m
werewolf_desktop.i18n_build`); in a source tree where one is missing or older than its `.po`, that
catalogue is compiled in memory.

Plural forms come from the catalogue (`msgid_plural`, one `msgstr[i]` per form of the language,
CLDR's rule in the `Plural-Forms` header). The count is the `n` parameter, else the length of the
first list parameter ("Last night, player 3 died." / "Last night, players 3 and 7 died.").

Role, preset, ruleset and script texts stay inline in their record in English (`"name": "Seer"`);
`localize` turns each into `{lang: text}` when the catalogue is read, and `text(field, lang)` picks
the language out of such a field.
"""
from __future__ import annotations

import gettext
import io
import json
import os
import threading
from functools import cache
from pathlib import Path
from typing import Any, Iterator

from . import i18n_build
from .i18n_build import DECIMAL_KEY, LIST_KEY, RECORD_DOMAINS, SOURCE_LANGUAGE
from .paths import resource

LANGUAGES = ("zh", "en", "de", "fr")
DEFAULT_LANGUAGE = "zh"
# Each language's BCP 47 tag: the phone page's <html lang>, every PDF's /Lang.
LANGUAGE_TAGS = {"zh": "zh-CN", "en": "en", "de": "de", "fr": "fr"}
# The domains of keyed strings, in the order a key is looked for: the first screen's first. A key
# whose first word names one of them (`story.…`, `deal.…`) is looked for there before the others.
DOMAIN_ORDER = ("ui", "ui_setup", "engine", "deal", "cardprint", "timeline", "store", "audio", "install", "story")
# The fields of a record (role, preset, ruleset, script step) that hold a text to translate.
TEXT_FIELDS = frozenset({"name", "ability", "lines", "lines_open", "lines_with_election", "summary", "reason"})
STRICT_ENV = "WEREWOLF_STRICT_I18N"      # "1": a missing translation raises (tests/conftest.py)


class MissingTranslation(LookupError):
    """A message the catalogue has in English but not in the language asked for (raised only when
    WEREWOLF_STRICT_I18N=1, as in the tests; at the table the English is shown)."""


def catalogue_dir() -> Path:
    return resource("i18n")


def _source_tree() -> bool:
    """A checkout or an editable install (the .po files may be newer than their .mo)."""
    return (catalogue_dir().parent.parent / "pyproject.toml").is_file()


_loading = threading.Lock()


@cache
def _catalogue(lang: str, domain: str) -> gettext.GNUTranslations | None:
    """One compiled catalogue (werewolf_desktop.i18n_build says what the `.mo` holds), or None.
    Loaded under a lock: the deal server's threads translate at once, and in a source tree the
    first of them may compile a stale catalogue (in memory: the others then wait for it)."""
    with _loading:
        return _load(lang, domain)


def _load(lang: str, domain: str) -> gettext.GNUTranslations | None:
    root = catalogue_dir()
    path = i18n_build.mo_path(root, lang, domain)
    if _source_tree():
        if not i18n_build.source_of(root, lang, domain).is_file():
            return None
        if i18n_build.is_stale(root, lang, domain):     # never compiled, or its .po edited since:
            try:                                          # compiled in memory, no file written
                return gettext.GNUTranslations(io.BytesIO(i18n_build.compiled(root, lang, domain)))
            except ImportError:               # no Babel (a source tree without the i18n extra)
                import logging

                logging.getLogger(__name__).error(
                    "cannot compile %s/%s.po without Babel (pip install -e .[i18n]); %s", lang, domain,
                    "using the older .mo" if path.is_file() else "its texts show in English")
                if not path.is_file():
                    return None
    elif not path.is_file():
        return None
    with open(path, "rb") as f:
        return gettext.GNUTranslations(f)


def _entry(cat: gettext.GNUTranslations | None, key: str) -> str | tuple[str, ...] | None:
    """A keyed message in a compiled catalogue: its text, or its plural forms."""
    if cat is None:
        return None
    found = cat._catalog.get(key)             # the .mo's own dictionary: msgid (our key) -> text
    if found is None and (key, 0) in cat._catalog:               # a plural: (key, i) -> form i
        forms: list[str] = []
        while (key, len(forms)) in cat._catalog:
            forms.append(cat._catalog[key, len(forms)])
        found = tuple(forms)
    return found


def _keys(cat: gettext.GNUTranslations | None) -> list[str]:
    """The keys of a keyed catalogue (its header, list patterns and decimal sign left out)."""
    keys = {k[0] if isinstance(k, tuple) else k for k in (cat._catalog if cat else ())}
    return sorted(k for k in keys if k and not k.startswith(LIST_KEY) and k != DECIMAL_KEY)


@cache
def domains() -> tuple[str, ...]:
    """The keyed domains, DOMAIN_ORDER first, then any other template (a new area's strings)."""
    found = set(i18n_build.domains(catalogue_dir())) - set(RECORD_DOMAINS)
    return tuple(d for d in DOMAIN_ORDER if d in found) + tuple(sorted(found - set(DOMAIN_ORDER)))


_domain_of: dict[str, str | None] = {}


def _search(key: str, lang: str) -> str | None:
    """The first domain whose `lang` catalogue has `key`: the one its first word names, then
    DOMAIN_ORDER (the first screen's strings are in the first domains), then any other template
    (listed only when a key is in none of those). A key is in one domain only
    (tests/test_translations), so the order decides only how many catalogues are read: the
    window's first paint no longer reads all ten for its `story.…` menu."""
    return next((d for d in _domains_for(key) if _entry(_catalogue(lang, d), key) is not None), None)


def _domains_for(key: str) -> Iterator[str]:
    """The domains to look for `key` in, in order (the templates are listed only once needed)."""
    named = key.partition(".")[0]
    if named in DOMAIN_ORDER:
        yield named
    yield from DOMAIN_ORDER
    yield from domains()


def domain_of(key: str) -> str | None:
    """The domain holding `key` (in English, where every message is), or None."""
    if key not in _domain_of:
        _domain_of[key] = _search(key, SOURCE_LANGUAGE)
    return _domain_of[key]


def _message(key: str, lang: str) -> tuple[Any, gettext.GNUTranslations] | None:
    """The message `key` in `lang`, and its catalogue. Looked for in `lang`'s own catalogues: a
    Chinese screen never loads the English ones unless a translation is missing."""
    domain = _domain_of.get(key) or _search(key, lang)
    if domain is None:
        return None
    _domain_of[key] = domain
    cat = _catalogue(lang, domain)
    found = _entry(cat, key)
    return None if found is None else (found, cat)


def tr(key: str, lang: str, **params) -> str:
    """The string `key` in `lang`, with `{name}` placeholders filled from `params`.

    A list parameter is joined the way the language joins lists ("3, 5 and 7" / "3, 5 und 7" /
    "3、5和7"); a parameter named `role` (or `…_role`) holding a role id is shown as that role's
    name, one named `cause` (an attack kind) as the words of `cause.<kind>`, one named `why` as the
    text of that key (a win's reason). An unknown key is shown as itself; a key missing in `lang`
    in English (raising MissingTranslation in the tests).
    """
    found = _message(key, lang)
    if found is None:
        found = _message(key, SOURCE_LANGUAGE)
        if found is None:
            return key
        _missing(key, lang)
    template, cat = found
    if isinstance(template, tuple):
        template = _plural_form(key, lang, template, cat, plural_count(params))
    if not params:
        return template
    shown = {k: _show(k, v, lang) for k, v in params.items()}
    try:
        return template.format(**shown)
    except (KeyError, IndexError, ValueError):
        return template


def _plural_form(key: str, lang: str, forms: tuple[str, ...], cat: gettext.GNUTranslations,
                 count: int | None) -> str:
    """The form of a plural message for `count`. A rule that names a form the catalogue lacks (a
    `.mo` compiled with another plural rule than its `.po`'s) shows the last form and logs it: a
    wrong plural is a typo at the table, a raised error stops the game."""
    index = cat.plural(count if count is not None else 1)
    if 0 <= index < len(forms):
        return forms[index]
    if (key, lang) not in _warned:
        _warned.add((key, lang))
        import logging

        logging.getLogger(__name__).error("%s: plural form %d of %s for %s, the catalogue has %d; showing the last",
                                          lang, index, key, count, len(forms))
    return forms[-1]


def _missing(key: str, lang: str) -> None:
    if os.environ.get(STRICT_ENV) == "1":
        raise MissingTranslation(f"{key!r} has no {lang} translation (resources/i18n/{lang}/LC_MESSAGES/"
                                 f"{domain_of(key)}.po); see docs/translations.md")
    if (key, lang) not in _warned:
        _warned.add((key, lang))
        import logging

        logging.getLogger(__name__).warning("no %s translation of %s: showing the English", lang, key)


_warned: set[tuple[str, str]] = set()


def has(key: str) -> bool:
    """Is `key` a message of the catalogue?"""
    return domain_of(key) is not None


def own_key(key: str, ruleset: str | None) -> str:
    """`key` in a ruleset's own words when the catalogue has them (`<key>.<ruleset>`: Werewolves
    Revamped lynches where 狼人杀 exiles), else `key`."""
    return f"{key}.{ruleset}" if ruleset and has(f"{key}.{ruleset}") else key


def office_key(key: str, office: str | None) -> str:
    """`key` in the words of an office's election (004 §6: 竞选市长, 参选, 竞选发言, 退选) when the
    election is an office's and the catalogue has them (`<key>.office`), else `key`: the words of
    狼人杀's sheriff election (上警, 警上发言, 退水) are the sheriff's only. The engine picks its own
    keys the same way (`engine.beats.election.words`)."""
    return f"{key}.office" if office and has(f"{key}.office") else key


def tr_election(key: str, lang: str, ruleset: str | None, office: str | None, **params) -> str:
    """`tr` in the ruleset's own words (`own_key`) and, in an office's election, the office's
    (`office_key`, the office's name as `office_role`): a step's title, hint, a ballot's name."""
    key = office_key(own_key(key, ruleset), office)
    return tr(key, lang, **(params | ({"office_role": office} if key.endswith(".office") else {})))


def tr_own(key: str, lang: str, ruleset: str | None, **params) -> str:
    """`tr` in the ruleset's own words: a `cause` parameter (an attack kind, or a list of them) is
    said as the ruleset says it — the Coroner's "Seat 5: lynched by the vote." in Werewolves Revamped,
    where 狼人杀's is "exiled by the vote" (`cause.exile.revamped`, stop 34)."""
    cause = params.get("cause")
    if ruleset and isinstance(cause, (str, list, tuple)):
        own = [own_key(f"cause.{c}", ruleset).removeprefix("cause.") if isinstance(c, str) else c
               for c in ([cause] if isinstance(cause, str) else cause)]
        params["cause"] = own[0] if isinstance(cause, str) else own
    return tr(key, lang, **params)


def cause_words(causes, lang: str, ruleset: str | None = None) -> str:
    """A death's causes in words, in the ruleset's own words where it has them ("lynched by the vote")."""
    return format_list([tr(own_key(f"cause.{c}", ruleset), lang) for c in causes], lang)


def all_strings(domain: str | None = None) -> dict[str, dict[str, str]]:
    """Every keyed message (of one domain): key -> {lang: text} (a plural message: its last form,
    the "other")."""
    out: dict[str, dict[str, str]] = {}
    for each in ([domain] if domain else domains()):
        for lang in LANGUAGES:
            cat = _catalogue(lang, each)
            for key in _keys(cat) if lang == SOURCE_LANGUAGE else domain_strings(each):
                value = _entry(cat, key)
                if value is not None:
                    out.setdefault(key, {})[lang] = value[-1] if isinstance(value, tuple) else value
    return out


def load_all() -> int:
    """Load every domain in every language (the self-test): the number of messages. Raises when a
    catalogue is missing (FileNotFoundError: a build without its compiled `.mo`) or unreadable."""
    total = 0
    for domain in domains() + RECORD_DOMAINS:
        for lang in LANGUAGES:
            cat = _catalogue(lang, domain)
            if cat is None:
                raise FileNotFoundError(i18n_build.mo_path(catalogue_dir(), lang, domain))
            total += len(_keys(cat))
    return total


def domain_strings(domain: str) -> list[str]:
    """The keys of one domain (its English catalogue)."""
    return _keys(_catalogue(SOURCE_LANGUAGE, domain))


def plural_count(params: dict) -> int | None:
    """The number a text's grammar depends on: `n`, `count` or `votes`, else the length of the first
    list parameter. A fraction (a weighted vote, 1.5) reads as plural in every language: it counts as 2."""
    for name in ("n", "count", "votes"):
        n = params.get(name)
        if isinstance(n, (int, float)) and not isinstance(n, bool):
            return int(n) if float(n).is_integer() else 2
    return next((len(v) for v in params.values() if isinstance(v, (list, tuple))), None)


def format_list(items: list[str], lang: str) -> str:
    """Items joined as the language lists them: "3 and 5", "3, 5, and 7", "3 und 5", "3和5". The
    patterns are CLDR's, compiled into every catalogue by Babel (i18n_build); this is Babel's
    `format_list` applied to them, without loading Babel and its locale data into the app."""
    if len(items) < 2:
        return "".join(items)
    p = _cldr(lang)
    if len(items) == 2:
        return p["2"].format(*items)
    joined = p["start"].format(items[0], items[1])
    for item in items[2:-1]:
        joined = p["middle"].format(joined, item)
    return p["end"].format(joined, items[-1])


def format_number(value: float, lang: str) -> str:
    """A number as the language writes it: "1.5" in en and zh, "1,5" in de and fr (CLDR's decimal
    sign, compiled into every catalogue as the list patterns are)."""
    if float(value).is_integer():
        return str(int(value))
    return f"{value:g}".replace(".", _cldr(lang)["decimal"])


@cache
def _cldr(lang: str) -> dict[str, str]:
    """The language's list patterns (by part of LIST_PARTS) and its decimal sign ("decimal")."""
    for domain in DOMAIN_ORDER + domains():
        cat = _catalogue(lang, domain)
        if cat is not None:
            found = {part: cat._catalog[LIST_KEY + part] for part in i18n_build.LIST_PARTS}
            return found | {"decimal": cat._catalog.get(DECIMAL_KEY, ".")}
    if lang != SOURCE_LANGUAGE:
        return _cldr(SOURCE_LANGUAGE)
    return dict.fromkeys(i18n_build.LIST_PARTS, "{0}, {1}") | {"decimal": "."}


def _show(name: str, value, lang: str):
    if isinstance(value, (list, tuple)):
        return format_list([str(_show(name, v, lang)) for v in value], lang)
    if isinstance(value, dict) and value and set(value) <= {"zh", "en", "de", "fr"}:
        return text(value, lang)               # a record's text in each language (a reason, a name)
    if name == "cause" and isinstance(value, str):           # an attack kind: "the Assassin's knife"
        return tr("cause." + value, lang)
    if name == "why" and isinstance(value, str):             # another text's key: a win's reason
        return tr(value, lang)
    if (name in ("role", "took") or name.endswith("_role")) and isinstance(value, str):
        return role_name(value, lang)
    if isinstance(value, float):                             # a weighted vote: "1,5 voix"
        return format_number(value, lang)
    return "" if value is None else value


def role_name(role_id: str | None, lang: str) -> str:
    """A role's name in `lang`, the one every screen, page and sheet shows: "" for no role, the id
    itself for a role the catalogue does not know (a record written by a newer version)."""
    if not role_id:
        return ""
    from .engine.catalogue import catalogue

    role = catalogue().roles.get(role_id)
    return text(role.name, lang) if role else role_id


def text(field: dict[str, str] | str | None, lang: str) -> str:
    """Pick one language out of a record's `{lang: text}` field (English when it lacks `lang`)."""
    if not field:
        return ""
    if isinstance(field, str):
        return field
    return field.get(lang) or field.get(SOURCE_LANGUAGE) or next(iter(field.values()))


# --- the texts of records (roles, presets, rulesets, the script) -------------------------------------

def record_domain(source: str) -> str:
    """`roles/seer.json` -> roles, `presets.json` -> presets: the domain of a record file's texts."""
    return source.split("/", 1)[0].removesuffix(".json")


def text_fields(data: Any, path: str = "") -> Iterator[tuple[str, dict, str]]:
    """Every translatable field of a record: (JSON path, the dict holding it, its key). The path is
    the field's msgctxt after `<file>:` — `night[seer].variants[seer_answer=aloud].lines`,
    `rulesets.standard.name`: an entry of a list is named by what it is (`item_name`), so a step
    inserted before another, or two variants swapped, leave every text's key as it was."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key in TEXT_FIELDS and (isinstance(value, str) or _is_texts(value)):
                yield (f"{path}.{key}" if path else key), data, key
            elif isinstance(value, (dict, list)):
                yield from text_fields(value, f"{path}.{key}" if path else key)
    elif isinstance(data, list):
        names = [item_name(value) for value in data]
        for i, value in enumerate(data):
            if isinstance(value, (dict, list)):
                name = names[i] if names[i] and names.count(names[i]) == 1 else str(i)
                yield from text_fields(value, f"{path}[{name}]")


def item_name(item: Any) -> str | None:
    """An entry of a record's list as a text's key names it: its `id` (a step, a day entry, a preset),
    the options it is for (a variant's or extra lines' `when`: `seer_answer=aloud`), the roles
    (`when_roles`) or its day beat (`day_order`). None, or a name two entries share: its place."""
    if not isinstance(item, dict):
        return None
    if isinstance(item.get("id"), str):
        return item["id"]
    when = item.get("when")
    if isinstance(when, dict) and when:
        return ",".join(f"{k}={v if isinstance(v, str) else json.dumps(v)}" for k, v in sorted(when.items()))
    if item.get("when_roles"):
        return "+".join(item["when_roles"])
    return item["beat"] if isinstance(item.get("beat"), str) else None


def _is_texts(value: Any) -> bool:
    return isinstance(value, dict) and bool(value) and "en" in value and all(isinstance(v, str) for v in value.values())


def localize(data: Any, source: str) -> Any:
    """The record `data` of `source` (`roles/seer.json`) with each English text turned into
    `{lang: text}` from the catalogue. A text still written inline in every language (a host's own
    role, docs/adding-roles.md) is kept as it is."""
    domain = record_domain(source)
    for where, holder, key in list(text_fields(data)):
        english = holder[key]
        if isinstance(english, str):
            holder[key] = record_texts(domain, f"{source}:{where}", english)
    return data


def record_texts(domain: str, context: str, english: str) -> dict[str, str]:
    """A record's text in each language that has it translated (the translation of this very
    English: after a change of the English, the old translation is not shown)."""
    out = {}
    for lang in LANGUAGES:
        if lang == SOURCE_LANGUAGE:
            out[lang] = english
            continue
        cat = _catalogue(lang, domain)
        found = cat._catalog.get(f"{context}\x04{english}") if cat else None
        if found:
            out[lang] = found
    return out


def language_of(tags) -> str | None:
    """The first of LANGUAGES among the system's language tags, in their order of preference
    ("zh-Hans-CN", "de-DE", "fr_CH", "en-US" …); None when none of them is one of ours."""
    for tag in tags:
        code = str(tag).replace("_", "-").lower()
        for lang in LANGUAGES:
            if code == lang or code.startswith(lang + "-"):
                return lang
    return None


def system_language() -> str:
    """One of LANGUAGES, from the operating system's preferred languages (English when none of them
    is one of ours). Qt's `QLocale.system().uiLanguages()` when Qt is there: the display languages
    the host chose (Windows' display language, macOS's preferred languages, also for an app
    started from Finder with no LANG; elsewhere LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as gettext
    reads them). Without Qt (the command line's replay) the C locale's language (`locale`, ~1.6 ms
    to import, is loaded only then: its LC_CTYPE is the characters' encoding, not the language)."""
    try:
        from PySide6.QtCore import QLocale
    except ImportError:
        import locale

        try:
            return language_of([locale.getlocale()[0] or ""]) or "en"
        except ValueError:
            return "en"
    return language_of(QLocale.system().uiLanguages()) or "en"
