"""The gettext catalogues (docs/translations.md): complete, consistent, in step with the records,
and read right where counts and seat lists appear."""
from __future__ import annotations

import json
import logging
import re
import shutil
import string
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from werewolf_desktop import i18n, i18n_build
from werewolf_desktop.i18n import LANGUAGES, SOURCE_LANGUAGE, MissingTranslation, tr

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = ROOT / "resources" / "i18n"
DOMAINS = i18n_build.domains(CATALOGUES)
TRANSLATED = [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE]


def placeholders(text: str) -> set[str]:
    return {field.split(".")[0].split("[")[0] for _, field, _, _ in string.Formatter().parse(text) if field}


def _po(lang: str, domain: str):
    with open(i18n_build.po_path(CATALOGUES, lang, domain), "rb") as f:
        return read_po(f, locale=lang)


def _pot(domain: str):
    with open(i18n_build.pot_path(CATALOGUES, domain), "rb") as f:
        return read_po(f)


def test_the_catalogue_has_every_area_and_the_records():
    assert {"ui", "ui_setup", "engine", "deal", "cardprint", "roles", "script", "presets", "rulesets"} <= set(DOMAINS)
    assert not list(CATALOGUES.glob("*.json")), "strings waiting to be moved: run python3 dev.py i18n"


def test_german_says_du_to_the_host():
    """The German texts speak to the moderator with "du" (Gib …, Wähle …, drücke …); a formal
    "Klicken Sie" / "Sehen Sie" among them reads as another author's."""
    formal = re.compile(r"\b[A-Za-zäöüÄÖÜß]+en Sie\b")
    found = [(domain, m.context, m.string) for domain in DOMAINS for m in _po("de", domain)
             if m.id and any(formal.search(text) for text in (m.string if isinstance(m.string, tuple) else (m.string,)))]
    assert not found, found[:5]


def test_a_key_is_in_one_domain_and_its_first_word_finds_it():
    """`tr` looks a key up first in the domain its first word names, then in DOMAIN_ORDER: with a
    key in two domains the one found would depend on that order."""
    where: dict[str, list[str]] = {}
    for domain in set(DOMAINS) - set(i18n_build.RECORD_DOMAINS):
        for m in _pot(domain):
            if m.id:
                where.setdefault(m.context, []).append(domain)
    assert not {key: d for key, d in where.items() if len(d) > 1}
    assert set(i18n.domains()) <= set(i18n.DOMAIN_ORDER), "a new domain: add it to i18n.DOMAIN_ORDER"
    named = [key for key, (domain,) in where.items() if key.partition(".")[0] in i18n.DOMAIN_ORDER]
    assert all(i18n.domain_of(key) == where[key][0] for key in named)


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("domain", DOMAINS)
def test_every_message_is_translated_and_none_is_stale(lang, domain):
    """A string present in English and missing (or fuzzy: its English changed) in a language fails."""
    assert i18n_build.po_path(CATALOGUES, lang, domain).is_file(), f"{lang}/{domain}.po missing"
    template = {m.context: m for m in _pot(domain) if m.id}
    po = {m.context: m for m in _po(lang, domain) if m.id}
    assert set(po) == set(template), f"{lang}/{domain}.po is not in step with {domain}.pot: run python3 dev.py i18n"
    missing = [ctx for ctx, m in po.items()
               if m.fuzzy or not all(m.string if isinstance(m.string, tuple) else (m.string,))]
    assert not missing, f"{lang}/{domain}.po: untranslated or fuzzy: {missing[:20]}"
    assert all(po[ctx].id == template[ctx].id for ctx in po)


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("domain", DOMAINS)
def test_every_translation_has_the_placeholders_of_its_english(lang, domain):
    wrong = []
    for m in _po(lang, domain):
        if not m.id:
            continue
        if isinstance(m.id, tuple):
            source = placeholders(m.id[0]) | placeholders(m.id[1])
            forms = [placeholders(f) for f in m.string]
            # each form uses the English's placeholders; the "other" form (the last) all of the plural's
            if any(not f <= source for f in forms) or forms[-1] != placeholders(m.id[1]):
                wrong.append(m.context)
        elif placeholders(m.string) != placeholders(m.id):
            wrong.append(m.context)
    assert not wrong, f"{lang}/{domain}.po: placeholders differ from the English: {wrong}"


def test_the_catalogues_are_in_step_with_the_records_and_nothing_waits_to_be_moved():
    """No inline translation left in a record, each record text in its template (the command that
    fixes it is the one docs/translations.md gives)."""
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "i18n_migrate.py"), "--check"],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_two_roles_of_a_ruleset_share_a_name(lang):
    """A role picker or a card shows only the name: within what one game can hold (the ruleset's
    cards and offices) each name is one role's (the German Guard and the elected Guardian were both
    "Wächter")."""
    from collections import defaultdict

    from werewolf_desktop.engine import catalogue

    cat = catalogue()
    for ruleset in cat.rulesets:
        ids = {r.id for r in cat.dealt_roles(ruleset)} | {r.id for r in cat.roles.values() if r.offered_in(ruleset)
                                                         and not r.dealt and r.at_table}
        by_name = defaultdict(list)
        for role_id in sorted(ids):
            by_name[i18n.role_name(role_id, lang)].append(role_id)
        assert not {n: r for n, r in by_name.items() if len(r) > 1}, ruleset


def test_plural_forms_come_from_cldr():
    assert _po("zh", "ui").num_plurals == 1
    assert _po("de", "ui").num_plurals == 2


# --- a missing translation: English at the table, an error in the tests --------------------------

@pytest.fixture
def scratch_catalogue(tmp_path, monkeypatch):
    """A catalogue of one domain whose German lacks a message."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    root = tmp_path / "i18n"
    template = Catalog(domain="ui")
    template.add("Hello", context="t.hello")
    template.add("Bye", context="t.bye")
    root.mkdir()
    with open(root / "ui.pot", "wb") as f:
        write_po(f, template)
    for lang in TRANSLATED:
        po = Catalog(locale=lang, domain="ui")
        po.add("Hello", "Hallo" if lang == "de" else "你好", context="t.hello")
        po.add("Bye", "" if lang == "de" else "再见", context="t.bye")
        i18n_build.po_path(root, lang, "ui").parent.mkdir(parents=True)
        with open(i18n_build.po_path(root, lang, "ui"), "wb") as f:
            write_po(f, po)
    monkeypatch.setattr(i18n, "catalogue_dir", lambda: root)
    monkeypatch.setattr(i18n, "_source_tree", lambda: True)
    for cached in (i18n._catalogue, i18n.domains, i18n._cldr):
        cached.cache_clear()
    i18n._domain_of.clear()
    yield root
    for cached in (i18n._catalogue, i18n.domains, i18n._cldr):
        cached.cache_clear()
    i18n._domain_of.clear()


def test_a_missing_translation_fails_in_the_tests(scratch_catalogue):
    assert tr("t.hello", "de") == "Hallo"
    with pytest.raises(MissingTranslation, match="t.bye.*de"):
        tr("t.bye", "de")


def test_a_missing_translation_shows_the_english_at_the_table_and_says_so(scratch_catalogue, monkeypatch, caplog):
    monkeypatch.setenv(i18n.STRICT_ENV, "0")
    with caplog.at_level(logging.WARNING, logger="werewolf_desktop.i18n"):
        assert tr("t.bye", "de") == "Bye"
    assert "no de translation of t.bye" in caplog.text
    assert tr("t.unknown", "de") == "t.unknown"


def test_a_stale_mo_is_read_from_its_po_in_a_source_tree_and_reading_writes_no_file(scratch_catalogue):
    """Issue 31.5: reading a text has no side effect. A source tree never compiled (no `.mo`) or
    whose `.po` changed since shows the `.po`'s text, compiled in memory; `python -m
    werewolf_desktop.i18n_build` (dev.py run/test) writes the `.mo` files."""
    mo = i18n_build.mo_path(scratch_catalogue, "zh", "ui")
    assert tr("t.hello", "zh") == "你好" and not mo.exists()
    assert i18n_build.main([str(scratch_catalogue)]) == 0 and mo.is_file()
    po = i18n_build.po_path(scratch_catalogue, "zh", "ui")
    po.write_text(po.read_text(encoding="utf-8").replace("你好", "您好"), encoding="utf-8")
    import os
    os.utime(po, (mo.stat().st_mtime + 5, mo.stat().st_mtime + 5))
    made = mo.stat().st_mtime
    i18n._catalogue.cache_clear()
    assert tr("t.hello", "zh") == "您好" and mo.stat().st_mtime == made


def test_threads_translating_at_once_while_a_stale_mo_is_compiled_all_get_the_text(scratch_catalogue):
    """The deal server's threads translate at once (a crowd's busy pages); in a source tree the
    first use compiles a stale catalogue (in memory now). Two threads compiling it together into
    the `.mo` once left a third reading half a file: an exception in a server thread, a phone left
    with no answer."""
    import os
    import threading

    mo = i18n_build.mo_path(scratch_catalogue, "zh", "ui")
    po = i18n_build.po_path(scratch_catalogue, "zh", "ui")
    for round_ in range(30):
        i18n._catalogue.cache_clear()
        if mo.exists():
            mo.unlink()
        os.utime(po)
        start = threading.Barrier(12)
        got, errors = [], []

        def translate(start, got, errors):
            start.wait()
            try:
                got.append(tr("t.hello", "zh"))
            except Exception as exc:  # noqa: BLE001 - what a server thread would have died of
                errors.append(repr(exc))

        threads = [threading.Thread(target=translate, args=(start, got, errors)) for _ in range(12)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert not errors and got == ["你好"] * 12, (round_, errors, got)
    assert not list(mo.parent.glob(".*.tmp"))                       # no temporary file left behind


# --- the plural rule is the .po's own, whatever Babel compiles it --------------------------------

def _plural_po(root, lang: str, header: str, forms: list[str]):
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    po = Catalog(locale=lang, domain="ui")
    po.mime_headers = [("Plural-Forms", header)]
    po.add(("t.dead", "t.dead"), tuple(forms), context="t.dead")
    path = i18n_build.po_path(root, lang, "ui")
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        write_po(f, po)


def test_a_compiled_catalogue_carries_the_plural_rule_of_its_po_not_babels(tmp_path):
    """Babel 2.19 gives French three forms (CLDR's "many"); our French .po has two. The .mo keeps
    the .po's rule, so a count of 2 never asks for a form the catalogue lacks. The rule written here
    differs from every Babel's French rule, so the test shows whose rule wins."""
    import gettext
    import io

    root = tmp_path / "i18n"
    root.mkdir()
    _plural_po(root, "fr", "nplurals=2; plural=(n != 1);", ["un mort", "des morts"])
    compiled = gettext.GNUTranslations(io.BytesIO(i18n_build.compiled(root, "fr", "ui")))
    assert compiled.info()["plural-forms"] == "nplurals=2; plural=(n != 1);"
    assert [compiled.plural(n) for n in (0, 1, 2, 1_000_000)] == [1, 0, 1, 1]


def test_every_shipped_catalogue_compiles_with_as_many_forms_as_its_po(tmp_path):
    import gettext
    import io

    for lang in LANGUAGES:
        for domain in DOMAINS:
            mo = gettext.GNUTranslations(io.BytesIO(i18n_build.compiled(CATALOGUES, lang, domain)))
            wanted = 2 if lang == "en" else _po(lang, domain).num_plurals
            assert mo.info()["plural-forms"].startswith(f"nplurals={wanted};"), (lang, domain)
            for n in range(0, 25):
                assert mo.plural(n) < wanted, (lang, domain, n)


def test_a_po_without_a_plural_rule_is_refused_when_compiled(tmp_path):
    root = tmp_path / "i18n"
    path = i18n_build.po_path(root, "fr", "ui")
    path.parent.mkdir(parents=True)
    path.write_text('msgid ""\nmsgstr ""\n"Language: fr\\n"\n\nmsgctxt "t.a"\nmsgid "A"\nmsgstr "B"\n',
                    encoding="utf-8")
    with pytest.raises(ValueError, match="Plural-Forms"):
        i18n_build.compiled(root, "fr", "ui")


def test_a_plural_rule_asking_for_a_missing_form_shows_the_last_form_and_logs(caplog):
    """A .mo compiled elsewhere with a rule of three forms over a catalogue of two: the table sees
    the last form, the log says so, nothing raises."""
    class ThreeForms:
        @staticmethod
        def plural(n):
            return 0 if n < 2 else 2

    with caplog.at_level(logging.ERROR, logger="werewolf_desktop.i18n"):
        assert i18n._plural_form("t.x", "fr", ("un", "des"), ThreeForms(), 5) == "des"
        assert i18n._plural_form("t.x", "fr", ("un", "des"), ThreeForms(), 1) == "un"
    assert "plural form 2 of t.x" in caplog.text


def test_compiling_into_a_build_folder_leaves_the_source_tree_alone(tmp_path, scratch_catalogue):
    out = tmp_path / "build"
    made = i18n_build.compile_all(scratch_catalogue, into=out)
    assert made and all(out in mo.parents for mo in made)
    assert not list(scratch_catalogue.rglob("*.mo"))


# --- plural forms and lists, through the real texts -----------------------------------------------

def test_the_speaking_order_reads_as_a_sequence_not_a_list():
    from werewolf_desktop.describe import describe

    event = {"kind": "speaking_order", "order": [12, 1, 2], "direction": "clockwise"}
    assert [describe(event, lang, {}) for lang in ("en", "de")] == ["Speaking order: 12 → 1 → 2",
                                                                "Redereihenfolge: 12 → 1 → 2"]


def test_dawn_line_in_german_and_english():
    assert tr("beat.announce_deaths", "de", seats=[3]) == "Letzte Nacht ist Spieler 3 gestorben."
    assert tr("beat.announce_deaths", "de", seats=[3, 5]) == "Letzte Nacht sind die Spieler 3 und 5 gestorben."
    assert tr("beat.announce_deaths", "de", seats=[3, 5, 7]) == "Letzte Nacht sind die Spieler 3, 5 und 7 gestorben."
    assert tr("beat.announce_deaths", "en", seats=[3]) == "Last night, player 3 died."
    assert tr("beat.announce_deaths", "en", seats=[3, 5]) == "Last night, players 3 and 5 died."
    assert tr("beat.announce_deaths", "zh", seats=[3, 5]) == "昨晚死亡的是3和5号玩家。"
    assert tr("beat.dusk_deaths", "de", seats=[4]) == "Spieler 4 ist in der Dämmerung gestorben."
    assert tr("beat.dusk_deaths", "de", seats=[4, 6]) == "Die Spieler 4 und 6 sind in der Dämmerung gestorben."


def test_the_dawn_prompt_of_a_real_game_reads_right():
    """Through the engine's dawn beat: one death, then two."""
    from tests.engine.helpers import STD9, game, run_night, skip_to

    for night, de, en in (({"pack": ("kill", 7)}, "ist Spieler 7 gestorben", "player 7 died"),
                          ({"pack": ("kill", 7), "witch": ("poison", 8)}, "sind die Spieler 7 und 8 gestorben",
                           "players 7 and 8 died")):
        g = game(STD9, sheriff="none")
        run_night(g, **night)
        skip_to(g, "announce")
        say = g.prompt.say
        assert say["key"] == "beat.announce_deaths"
        assert de in tr(say["key"], "de", **say["params"])
        assert en in tr(say["key"], "en", **say["params"])


def test_votes_in_german_and_english():
    assert tr("ui.ballot.count", "de", n=1) == "1 Stimme"
    assert tr("ui.ballot.count", "de", n=2) == "2 Stimmen"
    assert tr("ui.ballot.count", "en", n=1) == "1 vote"
    assert tr("ui.ballot.count", "en", n=2) == "2 votes"
    assert tr("ui.ballot.count", "en", n=1.5) == "1.5 votes"
    assert tr("ui.ballot.count", "zh", n=2) == "2票"
    assert tr("ui.proj.votes_for", "de", seat=3, n=1.0) == "Platz 3: 1 Stimme"
    assert tr("timeline.count", "en", seat=3, votes=2) == "#3: 2 votes"
    assert tr("rule.target_count", "en", count=1) == "Choose one player."
    assert tr("rule.target_count", "de", count=2) == "Wähle 2 Spieler."


def test_a_weighted_vote_is_written_with_the_languages_decimal_sign():
    """Half votes (a weighted ballot): "1,5" in German and French, as CLDR writes them; plural."""
    assert tr("ui.ballot.count", "de", n=1.5) == "1,5 Stimmen"
    assert tr("ui.ballot.count", "fr", n=1.5) == "1,5 voix"
    assert tr("ui.ballot.count", "zh", n=0.5) == "0.5票"
    assert tr("timeline.count", "de", seat=3, votes=2.5).endswith("2,5 Stimmen")
    assert tr("ui.proj.votes_for", "fr", seat=3, n=0.5).endswith("0,5 voix")
    assert i18n.format_number(2.0, "de") == "2" and i18n.format_number(0.25, "fr") == "0,25"


def test_lists_follow_the_language():
    assert i18n.format_list(["3", "5"], "de") == "3 und 5"
    assert i18n.format_list(["3", "5"], "en") == "3 and 5"
    assert i18n.format_list(["3", "5", "7"], "zh") == "3、5和7"
    assert i18n.format_list(["3"], "de") == "3"
    assert i18n.format_list([], "de") == ""
    assert i18n.format_list(["3", "5", "7"], "fr") == "3, 5 et 7"


def test_french_plurals_lists_and_role_names():
    """French: 0 and 1 take the singular (CLDR), lists end in "et", names as in the French editions."""
    nbsp = "\u00a0"
    assert tr("beat.announce_deaths", "fr", seats=[3]) == "Cette nuit, le joueur 3 est mort."
    assert tr("beat.announce_deaths", "fr", seats=[3, 5]) == "Cette nuit, les joueurs 3 et 5 sont morts."
    assert tr("ui.ballot.count", "fr", n=1) == "1 voix" and tr("ui.ballot.count", "fr", n=2) == "2 voix"
    assert tr("rule.target_count", "fr", count=0) == "Choisissez 0 joueur."
    assert tr("rule.target_count", "fr", count=1) == "Choisissez 1 joueur."
    assert tr("rule.target_count", "fr", count=2) == "Choisissez 2 joueurs."
    assert tr("ui.common.seats", "fr", seats=[4]) == "place 4"
    assert tr("ui.common.seats", "fr", seats=[4, 6]) == "places 4 et 6"
    assert tr("deal.wakes.nights", "fr", nights=[2, 4]) == "Se réveille les nuits 2 et 4"
    assert tr("ui.proj.votes_for", "fr", seat=3, n=2) == f"place 3{nbsp}: 2 voix"
    from werewolf_desktop.engine.catalogue import catalogue

    names = {r: catalogue().roles[r].name["fr"] for r in ("seer", "witch", "hunter", "cupid", "little_girl", "guard",
                                                            "idiot", "elder", "thief", "villager", "werewolf", "sheriff")}
    assert names == {"seer": "Voyante", "witch": "Sorcière", "hunter": "Chasseur", "cupid": "Cupidon",
                     "little_girl": "Petite Fille", "guard": "Salvateur", "idiot": "Idiot du Village", "elder": "Ancien",
                     "thief": "Voleur", "villager": "Simple Villageois", "werewolf": "Loup-Garou", "sheriff": "Capitaine"}
    assert catalogue().roles["seer"].night[0].lines["fr"].startswith("Voyante, ouvre les yeux.")


def test_record_texts_come_from_the_catalogue():
    from werewolf_desktop.engine.catalogue import catalogue

    seer = catalogue().roles["seer"]
    assert seer.name == {"zh": "预言家", "en": "Seer", "de": "Seherin", "fr": "Voyante"}
    assert set(seer.night[0].lines) == set(LANGUAGES)
    for preset in catalogue().presets.values():
        assert set(preset.name) == set(LANGUAGES), preset.id


def test_a_changed_english_hides_the_old_translation():
    """A record's English edited without its translations: the old German is not shown for it."""
    texts = i18n.record_texts("roles", "roles/seer.json:name", "Seer (edited)")
    assert texts == {"en": "Seer (edited)"}


def test_the_migration_moves_json_and_inline_texts_and_is_idempotent(tmp_path):
    """On a copy of the tree: a new key in the old JSON layout and a new role with inline texts."""

    tree = tmp_path / "tree"
    for part in ("resources/i18n", "resources/roles", "werewolf_desktop", "packaging"):
        shutil.copytree(ROOT / part, tree / part, ignore=shutil.ignore_patterns("*.mo", "__pycache__"))
    for name in ("presets.json", "rulesets.json", "script.json"):
        shutil.copy(ROOT / "resources" / name, tree / "resources" / name)
    (tree / "resources" / "i18n" / "engine.json").write_text(json.dumps({
        "notice.test_new": {"zh": "新的{seat}", "en": "New {seat}", "de": "Neu {seat}"},
        "ui.ballot.count": {"zh": "{n}票", "en": "{n} votes", "de": "{n} Stimmen"},      # moved before: skipped
    }, ensure_ascii=False), encoding="utf-8")
    role = json.loads((ROOT / "resources" / "roles" / "villager.json").read_text(encoding="utf-8"))
    role.update(id="test_farmer", name={"zh": "农夫", "en": "Farmer", "de": "Bauer"})
    (tree / "resources" / "roles" / "test_farmer.json").write_text(json.dumps(role, ensure_ascii=False, indent=2) + "\n",
                                                                  encoding="utf-8")
    script = tree / "packaging" / "i18n_migrate.py"
    run = [sys.executable, str(script)]
    assert subprocess.run([*run, "--check"], capture_output=True).returncode == 1
    subprocess.run(run, check=True, capture_output=True)
    assert subprocess.run([*run, "--check"], capture_output=True).returncode == 0
    assert not (tree / "resources" / "i18n" / "engine.json").exists()
    assert json.loads((tree / "resources" / "roles" / "test_farmer.json").read_text(encoding="utf-8"))["name"] == "Farmer"
    de_roles = (tree / "resources" / "i18n" / "de" / "LC_MESSAGES" / "roles.po").read_text(encoding="utf-8")
    assert 'msgctxt "roles/test_farmer.json:name"\nmsgid "Farmer"\nmsgstr "Bauer"' in de_roles
    de_engine = (tree / "resources" / "i18n" / "de" / "LC_MESSAGES" / "engine.po").read_text(encoding="utf-8")
    assert 'msgctxt "notice.test_new"\nmsgid "New {seat}"\nmsgstr "Neu {seat}"' in de_engine
    de_ui = (tree / "resources" / "i18n" / "de" / "LC_MESSAGES" / "ui.po").read_text(encoding="utf-8")
    assert 'msgstr[0] "{n} Stimme"' in de_ui          # the plural kept: the stale JSON record was skipped


def test_a_bad_text_in_a_record_names_the_file_the_role_and_the_key(tmp_path):
    """A text without its English (or not a text at all) stops loading, naming where it is."""
    import json

    from werewolf_desktop.engine.catalogue import load_role
    from werewolf_desktop.engine.errors import CatalogueError

    role = json.loads((ROOT / "resources" / "roles" / "villager.json").read_text(encoding="utf-8"))
    for bad in ({"zh": "农夫", "de": "Bauer"}, 5, ""):
        role.update(id="farmer", ability=bad)
        path = tmp_path / "farmer.json"
        path.write_text(json.dumps(role, ensure_ascii=False), encoding="utf-8")
        with pytest.raises(CatalogueError) as caught:
            load_role(path)
        for lang in ("en", "de"):
            message = caught.value.message(lang)
            assert "farmer.json" in message and "(farmer)" in message and "ability" in message, message
    role["ability"] = {"zh": "种地", "en": "Farms.", "de": "Ackert."}     # a host's own role: inline is fine
    path.write_text(json.dumps(role, ensure_ascii=False), encoding="utf-8")
    assert load_role(path).ability == {"zh": "种地", "en": "Farms.", "de": "Ackert."}


def test_a_record_text_keeps_its_key_when_its_list_is_reordered():
    """Issue 31.4: a record text's key names the list entry by what it is (`night[seer]`,
    `variants[seer_answer=aloud]`), not by its place: a step inserted before it or its variants
    swapped keep every translation where it was."""
    for path in (ROOT / "resources" / "roles" / "seer.json", ROOT / "resources" / "script.json"):
        record = json.loads(path.read_text(encoding="utf-8"))
        before = {where: holder[key] for where, holder, key in i18n.text_fields(record)}
        assert not [w for w in before if re.search(r"\[[0-9]+\]", w)], path.name    # no place in any key
        for step in record["night"]:
            step.get("variants", []).reverse()
            step.get("extra_lines", []).reverse()
        record["night"].insert(0, {"id": "newcomer", "lines": "Newcomer, open your eyes."})
        after = {where: holder[key] for where, holder, key in i18n.text_fields(record)}
        assert before.items() <= after.items(), path.name
