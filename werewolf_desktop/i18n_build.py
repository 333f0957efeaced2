"""Compile the gettext catalogues (`resources/i18n`) into `.mo` files with Babel.

Used by `python -m werewolf_desktop.i18n_build` (which `dev.py run` / `test` / `bench` run first: the
stale `.mo` of a source tree compiled), by the wheel's build hook (packaging/hatch_build.py), by the
frozen build (packaging/werewolf_desktop.spec), by packaging/i18n_migrate.py, and by
`werewolf_desktop.i18n` only to compile a stale catalogue in memory (reading a text writes no file).
docs/translations.md describes the files.

The `.mo` files are made for the app's lookups, so that reading one is all the work at run time:
- a keyed domain (ui, engine, …) is compiled with each message's key (its msgctxt) as the msgid:
  `tr(key)` is one dictionary lookup; the English `.mo` is compiled from the template (`.pot`);
- a record domain (roles, presets, rulesets, script) keeps msgctxt and the English msgid: a record's
  text is found by its place *and* its English, so an edited English never shows an old translation;
- each carries the language's CLDR list patterns (Babel's `Locale.list_patterns`), its decimal
  sign (`get_decimal_symbol`: "1,5" in de and fr) and its plural rule, so the app needs no Babel to
  format a list or a number or to pick a plural form.

The plural rule is the `.po`'s own `Plural-Forms` header (the forms its translator wrote), never the
rule of the Babel that compiles it: CLDR changes its rules (Babel 2.19 gives French a third form,
"many"), and a `.mo` whose rule asks for a form its catalogue lacks would fail at every such count.
"""
from __future__ import annotations

import io
import re
import sys
from pathlib import Path

from .files import write_whole

SOURCE_LANGUAGE = "en"
RECORD_DOMAINS = ("roles", "presets", "rulesets", "script")     # the texts of resources/roles/*.json, <domain>.json
LIST_KEY = "\x01list."                 # + 2 | start | middle | end: the language's list patterns in every .mo
LIST_PARTS = ("2", "start", "middle", "end")
DECIMAL_KEY = "\x01number.decimal"     # the language's decimal sign (CLDR), in every .mo


def pot_path(root: Path, domain: str) -> Path:
    return root / f"{domain}.pot"


def po_path(root: Path, lang: str, domain: str) -> Path:
    return root / lang / "LC_MESSAGES" / f"{domain}.po"


def mo_path(root: Path, lang: str, domain: str) -> Path:
    return root / lang / "LC_MESSAGES" / f"{domain}.mo"


def source_of(root: Path, lang: str, domain: str) -> Path:
    """What the `.mo` is compiled from: the template for English, else the language's `.po`."""
    return pot_path(root, domain) if lang == SOURCE_LANGUAGE else po_path(root, lang, domain)


def domains(root: Path) -> list[str]:
    return sorted(p.stem for p in root.glob("*.pot"))


def languages(root: Path) -> list[str]:
    """English and every language with a folder of `.po` files."""
    found = {p.parent.parent.name for p in root.glob("*/LC_MESSAGES/*.po")}
    return [SOURCE_LANGUAGE] + sorted(found - {SOURCE_LANGUAGE})


def is_stale(root: Path, lang: str, domain: str) -> bool:
    """Is the `.mo` older than its source, or than this compiler (a new layout of the `.mo`)?"""
    mo = mo_path(root, lang, domain)
    try:
        made = mo.stat().st_mtime
        return made < source_of(root, lang, domain).stat().st_mtime or made < Path(__file__).stat().st_mtime
    except FileNotFoundError:
        return True


def compiled(root: Path, lang: str, domain: str) -> bytes:
    """The `.mo` of one domain in one language. Fuzzy and untranslated messages are left out (the
    lookup then falls back to English, and the tests name the message)."""
    from babel import Locale
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    from babel.numbers import get_decimal_symbol

    with open(source_of(root, lang, domain), "rb") as f:
        source = read_po(f, locale=lang, domain=domain)
    out = Catalog(locale=lang, domain=domain, fuzzy=False)
    out.mime_headers = [("Plural-Forms", plural_forms(source_of(root, lang, domain), lang))]
    keyed = domain not in RECORD_DOMAINS
    for message in source:
        string = message.id if lang == SOURCE_LANGUAGE else message.string
        plural = isinstance(message.id, (list, tuple))
        if not message.id or not message.context or (message.fuzzy and lang != SOURCE_LANGUAGE) \
                or not all(string if plural else (string,)):
            continue
        if keyed:
            out.add((message.context, message.context) if plural else message.context, string)
        else:
            out.add(message.id, string, context=message.context)
    patterns = Locale.parse(lang).list_patterns["standard"]
    for part in LIST_PARTS:
        out.add(LIST_KEY + part, patterns[part])
    out.add(DECIMAL_KEY, get_decimal_symbol(lang))
    buffer = io.BytesIO()
    write_mo(buffer, out)
    return buffer.getvalue()


def plural_forms(po: Path, lang: str) -> str:
    """The plural rule a `.mo` carries: the `Plural-Forms` header its `.po` was written with (the
    template's two forms, msgid and msgid_plural, for English). A `.po` without the header is
    refused: its number of forms would be whatever the compiling Babel thinks."""
    if lang == SOURCE_LANGUAGE:
        return "nplurals=2; plural=(n != 1);"
    header = re.search(r'^msgid ""\s*\nmsgstr ((?:"[^\n]*"\s*\n)+)', po.read_text(encoding="utf-8")[:8192],
                       re.MULTILINE)
    fields = "".join(re.findall(r'^"(.*)"\s*$', header.group(1), re.MULTILINE)) if header else ""
    for field in fields.split("\\n"):            # the header's lines (a long one is wrapped in the file)
        name, _, value = field.partition(":")
        if name.strip().lower() == "plural-forms" and value.strip():
            return value.strip()
    raise ValueError(f"{po} has no Plural-Forms header: write the language's rule there "
                     "(docs/translations.md)")


def compile_one(root: Path, lang: str, domain: str, into: Path | None = None) -> Path:
    """Write the `.mo` beside its source, or at the same place under `into` (a build's own folder:
    building a wheel or a frozen app never writes into the source tree). Atomically: a reader never
    sees half a file."""
    data = compiled(root, lang, domain)
    target = mo_path(into or root, lang, domain)
    target.parent.mkdir(parents=True, exist_ok=True)
    return write_whole(target, data)


def compile_all(root: Path, only_stale: bool = False, into: Path | None = None) -> list[Path]:
    """Every domain in every language (under `into` when given); `only_stale`: those whose source is
    newer than the `.mo`."""
    return [compile_one(root, lang, domain, into) for lang in languages(root) for domain in domains(root)
            if source_of(root, lang, domain).is_file() and (not only_stale or is_stale(root, lang, domain))]


def main(argv: list[str]) -> int:
    """`python -m werewolf_desktop.i18n_build [FOLDER]`: compile the stale `.mo` files of a source
    tree's `resources/i18n` (or FOLDER) beside their sources; prints how many."""
    root = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "resources" / "i18n"
    made = compile_all(root, only_stale=True)
    if made:
        print(f"Compiled {len(made)} translation catalogue(s) in {root}.", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
