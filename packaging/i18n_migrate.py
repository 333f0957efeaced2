#!/usr/bin/env python3
"""Move every text written in all languages side by side into the gettext catalogues, and keep
the catalogues in step with the records. Idempotent: run it on any branch, any number of times.

    python3 dev.py i18n                     # (= .venv/bin/python packaging/i18n_migrate.py)
    python3 dev.py i18n --check             # change nothing; exit 1 and say what would change
    python3 dev.py i18n --import fr F.json  # add a language's translations: {msgctxt: text | [forms]}

What it does (docs/translations.md):
1. each `resources/i18n/<domain>.json` ({"key": {"zh": …, "en": …, "de": …}}, the layout before
   the catalogue) goes into `<domain>.pot` (the English) and `<lang>/LC_MESSAGES/<domain>.po`,
   and the JSON file is deleted; a `<key>.one` record becomes the singular of `<key>`'s plural;
2. each inline `{"zh": …, "en": …, "de": …}` text of `resources/roles/*.json`, `presets.json`,
   `rulesets.json`, `script.json` keeps its English inline and gives the other languages to the
   `.po` files;
3. the records' templates (roles.pot …) are extracted again and every `.po` is brought in step
   with its template: a message whose English changed keeps its translation marked fuzzy (with
   the previous English), a record text that moved (a step inserted before it) keeps its
   translation, a message gone from the template is dropped.
"""
from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import io
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog, Message  # noqa: E402
from babel.messages.pofile import read_po, unescape, write_po  # noqa: E402

from werewolf_desktop import i18n_build  # noqa: E402
from werewolf_desktop.i18n import RECORD_DOMAINS, SOURCE_LANGUAGE, record_domain, text_fields  # noqa: E402

RESOURCES = ROOT / "resources"
I18N = RESOURCES / "i18n"
# Fingerprints of the records already moved (packaging/i18n_migrate.py's memory, not shipped)
MOVED = ROOT / "packaging" / "i18n_moved.txt"
FIXED_DATE = dt.datetime(2026, 11, 23, tzinfo=dt.timezone.utc)   # headers stay put between runs
HEADER_COMMENT = """\
# Werewolf Desktop: the strings of one area (docs/translations.md).
# Edit the translations here or in Poedit; then run `python3 dev.py i18n`."""
HEADER = dict(project="Werewolf Desktop", version="1", copyright_holder="Werewolf Desktop developers",
              msgid_bugs_address="", creation_date=FIXED_DATE, revision_date=FIXED_DATE,
              last_translator="Werewolf Desktop developers", language_team="")


def record_files() -> list[tuple[str, Path]]:
    """(source, path): every record file whose texts are translated; source as in the msgctxt."""
    files = [(f"roles/{p.name}", p) for p in sorted((RESOURCES / "roles").glob("*.json"))]
    return files + [(f"{d}.json", RESOURCES / f"{d}.json") for d in RECORD_DOMAINS if d != "roles"]


class Catalogues:
    """The templates and translations as they will be written; `files` maps path -> new text."""

    def __init__(self) -> None:
        self.templates: dict[str, dict[str, Message]] = {}        # domain -> ctx -> message
        self.po: dict[tuple[str, str], dict[str, Message]] = {}   # (lang, domain) -> ctx -> message
        self.fresh: dict[tuple[str, str], dict[str, object]] = {} # translations given now, win
        self.files: dict[Path, str | None] = {}                   # None: delete
        # (lang, domain) -> the .po's own Plural-Forms: kept as its translator wrote it (a new
        # Babel's CLDR rule with another number of forms would break every plural of the .po)
        self.plurals: dict[tuple[str, str], str] = {}
        self.notes: list[str] = []
        self.moved = set(MOVED.read_text(encoding="utf-8").split()) if MOVED.is_file() else set()
        self.moved_now: set[str] = set()
        for domain in i18n_build.domains(I18N):
            self.templates[domain] = _by_ctx(_read(i18n_build.pot_path(I18N, domain)))
        for lang in i18n_build.languages(I18N):
            for domain in self.templates:
                path = i18n_build.po_path(I18N, lang, domain)
                if lang != SOURCE_LANGUAGE and path.is_file():
                    self.po[lang, domain] = _by_ctx(_read(path, lang))
                    self.plurals[lang, domain] = i18n_build.plural_forms(path, lang)

    def languages(self) -> list[str]:
        return sorted({lang for lang, _ in self.po} | {lang for lang, _ in self.fresh})

    def give(self, lang: str, domain: str, ctx: str, string) -> None:
        self.fresh.setdefault((lang, domain), {})[ctx] = string

    def already_moved(self, ctx: str, texts: dict) -> bool:
        """Was this very record moved before? (A branch rebased over the move brings the old JSON
        back: its records must not overwrite what was changed in the catalogue since.)"""
        digest = hashlib.sha1(json.dumps([ctx, texts], ensure_ascii=False, sort_keys=True).encode()).hexdigest()[:16]
        if digest in self.moved:
            return True
        self.moved_now.add(digest)
        return False

    # 1. resources/i18n/<domain>.json
    def take_json(self) -> None:
        for path in sorted(I18N.glob("*.json")):
            domain = path.stem
            records = json.loads(path.read_text(encoding="utf-8"))
            template = self.templates.setdefault(domain, {})
            taken = 0
            for key, texts in records.items():
                base = key.removesuffix(".one")
                if base != key and base in records:
                    continue
                one = records.get(f"{key}.one")
                if self.already_moved(key, {"texts": texts, "one": one}):
                    continue
                if "en" not in texts or (one is not None and "en" not in one):
                    sys.exit(f"{path.name}: {key} has no English text; write it and run again")
                old = template.get(key)
                plural = one is not None or (old is not None and isinstance(old.id, tuple))
                singular = one["en"] if one else (old.id[0] if plural else None)
                template[key] = Message((singular, texts["en"]) if plural else texts["en"], context=key)
                for lang, value in texts.items():
                    if lang != SOURCE_LANGUAGE:
                        self.give(lang, domain, key, ((one or {}).get(lang), value) if plural else value)
                taken += 1
            self.files[path] = None
            self.notes.append(f"{path.relative_to(ROOT)}: {taken} of {len(records)} records moved into the catalogue")

    # 2. inline translations in the records, 3. the record templates
    def take_records(self) -> None:
        before_templates = {d: self.templates.get(d, {}) for d in RECORD_DOMAINS}
        for domain in RECORD_DOMAINS:
            self.templates[domain] = {}
        for source, path in record_files():
            before = path.read_text(encoding="utf-8")
            data = json.loads(before)
            domain = record_domain(source)
            for where, holder, key in list(text_fields(data)):
                ctx, value = f"{source}:{where}", holder[key]
                if isinstance(value, dict):
                    known = before_templates[domain].get(ctx)
                    if self.already_moved(ctx, value) and known is not None:
                        value = known.id             # the English as the catalogue has it now
                    else:
                        for lang, translated in value.items():
                            if lang != SOURCE_LANGUAGE:
                                self.give(lang, domain, ctx, translated)
                        value = value["en"]
                    holder[key] = value
                self.templates[domain][ctx] = Message(value, context=ctx, locations=[(f"resources/{source}", None)])
            after = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
            if after != before:
                self.files[path] = after
                self.notes.append(f"{path.relative_to(ROOT)}: inline translations moved into the catalogue")

    def import_language(self, lang: str, files: list[Path]) -> None:
        where = {ctx: domain for domain, msgs in self.templates.items() for ctx in msgs}
        for file in files:
            given = json.loads(file.read_text(encoding="utf-8"))
            unknown = []
            for ctx, value in given.items():
                base = ctx.removesuffix(".one") if ctx not in where else ctx
                domain = where.get(base)
                if domain is None:
                    unknown.append(ctx)
                    continue
                fresh = self.fresh.setdefault((lang, domain), {})
                plural = isinstance(self.templates[domain][base].id, tuple)
                if base != ctx and not plural:
                    unknown.append(f"{ctx} (a singular of a message with one form)")
                    continue
                if plural and not isinstance(value, list):
                    one, other = fresh.get(base) or (None, None)
                    fresh[base] = (value, other) if base != ctx else (one, value)
                else:
                    fresh[base] = tuple(value) if isinstance(value, list) else value
            if unknown:
                self.notes.append(f"{file}: {len(unknown)} keys the catalogue does not have: {', '.join(unknown[:20])}")

    def write_all(self) -> None:
        for domain, template in sorted(self.templates.items()):
            self.files[i18n_build.pot_path(I18N, domain)] = _po_text(_catalog(None, domain, template.values()))
            for lang in self.languages():
                if lang == SOURCE_LANGUAGE:
                    continue
                catalog = _catalog(lang, domain, ())
                if (lang, domain) in self.plurals:          # else a new .po: CLDR's rule to start with
                    catalog.mime_headers = [("Plural-Forms", self.plurals[lang, domain])]
                old = self.po.get((lang, domain), {})
                merged = _merge(template, old, self.fresh.get((lang, domain), {}), catalog.num_plurals)
                for msg in sorted(merged, key=lambda m: m.context):
                    catalog[msg.id] = msg
                self.files[i18n_build.po_path(I18N, lang, domain)] = _po_text(catalog)
        if self.moved_now:
            self.files[MOVED] = "\n".join(sorted(self.moved | self.moved_now)) + "\n"
        stale = {p for p in I18N.glob("*.pot")} - set(self.files)
        for path in stale:                       # a domain with no message left
            self.files[path] = None


def _read(path: Path, lang: str | None = None) -> Catalog:
    with open(path, "rb") as f:
        return read_po(f, locale=lang)


def _by_ctx(catalog: Catalog) -> dict[str, Message]:
    return {m.context: m for m in catalog if m.id and m.context}


def _catalog(lang: str | None, domain: str, messages) -> Catalog:
    catalog = Catalog(locale=lang, domain=domain, header_comment=HEADER_COMMENT, **HEADER)
    catalog.fuzzy = False
    for msg in sorted(messages, key=lambda m: m.context):
        catalog[msg.id] = msg
    return catalog


def _forms(string, plural: bool, n: int):
    """A translation in the shape the message needs: one text, or the language's `n` plural forms
    (from a singular and an "other" form: zh takes the other, de and fr one of each)."""
    forms = tuple(string) if isinstance(string, (tuple, list)) else (string,)
    if not plural:
        return forms[-1] or ""
    if len(forms) == n:
        return tuple(s or "" for s in forms)
    one, other = forms[0], forms[-1]
    if n == 1:
        return (other or "",)
    return (one or other or "",) + (other or "",) * (n - 1)


def _merge(template: dict[str, Message], old: dict[str, Message], fresh: dict[str, object], n: int) -> list[Message]:
    """The translations of one domain in one language, in step with its template."""
    by_id = {}
    for ctx, msg in old.items():
        if ctx not in template and msg.string and not msg.fuzzy:
            by_id.setdefault((ctx.split(":", 1)[0], _key(msg.id)), msg)   # a record text that moved
    out = []
    for ctx, tmsg in template.items():
        plural = isinstance(tmsg.id, tuple)
        msg = Message(tmsg.id, context=ctx, locations=list(tmsg.locations),
                      flags=tmsg.flags - {"fuzzy"}, auto_comments=list(tmsg.auto_comments))
        before = old.get(ctx) or by_id.get((ctx.split(":", 1)[0], _key(tmsg.id)))
        if ctx in fresh:
            msg.string = _forms(fresh[ctx], plural, n)
        elif before is not None:
            msg.string = _forms(before.string, plural, n)
            comments, previous = _previous(before)
            msg.user_comments = comments
            if before.fuzzy or _key(before.id) != _key(tmsg.id) or plural != isinstance(before.id, tuple):
                msg.flags.add("fuzzy")
                msg.previous_id = previous or list(_key(before.id))
        else:
            msg.string = _forms("", plural, n)
        out.append(msg)
    return out


def _previous(msg: Message) -> tuple[list[str], list[str]]:
    """A message's translator comments and its previous English. Babel's read_po gives the
    `#| msgid "…"` lines of a fuzzy message back as comments ("| msgid …"), not as previous_id:
    taken apart here, so that they are not written back as comments, once more on every run."""
    comments, previous = [], list(msg.previous_id or ())
    for line in msg.user_comments:
        keyword, _, quoted = line.lstrip("| ").partition(" ")
        if not line.startswith("|"):
            comments.append(line)
        elif (keyword, len(previous)) in (("msgid", 0), ("msgid_plural", 1)) and not msg.previous_id:
            previous.append(unescape(quoted))
    return comments, previous


def _key(msgid) -> tuple:
    return tuple(msgid) if isinstance(msgid, (tuple, list)) else (msgid,)


def _po_text(catalog: Catalog) -> str:
    out = io.BytesIO()
    write_po(out, catalog, width=0, ignore_obsolete=True, include_previous=True, sort_output=False)
    # Babel stamps its own version in the header: left out, so that the files (and `--check`) do
    # not change with the Babel that happens to be installed
    return re.sub(r'^"Generated-By: [^"]*"\n', "", out.getvalue().decode("utf-8"), flags=re.MULTILINE)


def run(check: bool, import_lang: str | None = None, import_files: list[Path] = ()) -> int:
    cats = Catalogues()
    cats.take_json()
    cats.take_records()
    if import_lang:
        cats.import_language(import_lang, list(import_files))
    cats.write_all()
    changed = []
    for path, content in sorted(cats.files.items()):
        now = path.read_text(encoding="utf-8") if path.is_file() else None
        if now != content:
            changed.append(path)
            if not check:
                if content is None:
                    path.unlink()
                else:
                    path.parent.mkdir(parents=True, exist_ok=True)
                    path.write_text(content, encoding="utf-8")
    for note in cats.notes:
        print(note)
    verb = "would change" if check else "changed"
    for path in changed:
        print(f"{verb}: {path.relative_to(ROOT)}")
    if not changed:
        print("The catalogues are up to date.")
    return 1 if check and changed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if something would change")
    parser.add_argument("--import", dest="import_lang", metavar="LANG", help="add translations into LANG")
    parser.add_argument("files", nargs="*", type=Path, help="with --import: JSON files {msgctxt: text}")
    args = parser.parse_args(argv)
    if args.files and not args.import_lang:
        parser.error("files are read only with --import LANG")
    return run(args.check, args.import_lang, args.files)


if __name__ == "__main__":
    sys.exit(main())
