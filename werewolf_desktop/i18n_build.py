"""Compile the gettext catalogues (`resources/i18n`) into `.mo` files with Babel.

Used by `werewolf_desktop.i18n` (a source tree compiles a missing or stale `.mo` on first use), by
the wheel's build hook (packaging/hatch_build.py), by the frozen build (packaging/build.py) and by
packaging/i18n_migrate.py. The English `.mo` of a domain is compiled from its template (`.pot`):
English is the source language, each message's msgid. docs/translations.md describes the files.
"""
from __future__ import annotations

import io
import os
from pathlib import Path

SOURCE_LANGUAGE = "en"


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
    mo = mo_path(root, lang, domain)
    try:
        return mo.stat().st_mtime < source_of(root, lang, domain).stat().st_mtime
    except FileNotFoundError:
        return True


def compiled(root: Path, lang: str, domain: str) -> bytes:
    """The `.mo` of one domain in one language. Fuzzy and untranslated messages are left out (the
    lookup then falls back to English, and the tests name the message)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with open(source_of(root, lang, domain), "rb") as f:
        catalog = read_po(f, locale=lang, domain=domain)
    if lang == SOURCE_LANGUAGE:
        for message in catalog:
            if message.id:
                message.string = message.id
                message.flags.discard("fuzzy")
    for message in list(catalog):
        forms = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
        if message.id and not all(forms):
            catalog.delete(message.id, context=message.context)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def compile_one(root: Path, lang: str, domain: str) -> Path:
    """Write the `.mo` beside its source (atomically: a reader never sees half a file)."""
    data = compiled(root, lang, domain)
    target = mo_path(root, lang, domain)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, target)
    return target


def compile_all(root: Path, only_stale: bool = False) -> list[Path]:
    """Every domain in every language; `only_stale`: those whose source is newer than the `.mo`."""
    return [compile_one(root, lang, domain) for lang in languages(root) for domain in domains(root)
            if source_of(root, lang, domain).is_file() and (not only_stale or is_stale(root, lang, domain))]
