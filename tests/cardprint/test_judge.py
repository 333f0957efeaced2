"""The judge (法官) sheet: one page a moderator runs the game from, built from the catalogue."""
import json
import re
import shutil

import pytest
from pypdf import PdfReader

from werewolf_desktop.engine.catalogue import catalogue, load_catalogue
from werewolf_desktop.i18n import LANGUAGES, text as pick, tr
from werewolf_desktop.paths import resources_dir

from cardprint import DeckOptions, build_sheet_pdf, deck_from_counts, deck_from_preset
from cardprint.judge import render_judge
from cardprint.judge_rules import features, role_book
from cardprint.text import typeset

from .pdfutil import font_is_embedded, fonts_of

CLOSING = "，。、；：！？）」』】》〉”’…"


def _text(path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def _flat(text: str) -> str:
    return "".join(text.split())


def _has(flat: str, key: str, lang: str, **params) -> bool:
    return _flat(typeset(tr(key, lang, **params), lang)) in flat


@pytest.fixture(scope="module")
def sheets(tmp_path_factory):
    """The judge sheet of every preset in every language (A4)."""
    folder = tmp_path_factory.mktemp("judge")
    out = {}
    for pid in catalogue().presets:
        for lang in LANGUAGES:
            out[pid, lang] = build_sheet_pdf("judge", DeckOptions(output=folder / f"{pid}-{lang}.pdf", preset=pid, lang=lang))
    return out


def test_every_preset_fits_one_page_in_every_language(sheets, tmp_path):
    for (pid, lang), path in sheets.items():
        # a role-book sheet carries each role's rule (issue 29.22): the largest Revamped deck may take a second page
        most = 2 if role_book(deck_from_preset(pid), catalogue()) else 1
        assert 1 <= len(PdfReader(path).pages) <= most, (pid, lang)
    for pid in catalogue().presets:      # Letter is shorter than A4; German is the longest; the largest table
        for players in sorted(set(catalogue().presets[pid].players)):
            out = build_sheet_pdf("judge", DeckOptions(output=tmp_path / f"{pid}.pdf", preset=pid, players=players,
                                                       lang="de", paper="Letter"))
            cards = sum(deck_from_preset(pid, players).counts.values())
            pages = len(PdfReader(out).pages)
            assert pages <= 2 and (pages == 1 or cards > 16 or role_book(deck_from_preset(pid, players), catalogue())), \
                (pid, players)


def test_the_moderator_lines_are_printed_word_for_word(sheets):
    cat = catalogue()
    for (pid, lang), path in sheets.items():
        deck = deck_from_preset(pid)
        flat = _flat(_text(path))
        for step in features(deck, cat).steps:
            lines = step.lines_for(deck.options, 1 if step.first_night else 2, deck.in_play())
            assert _flat(typeset(pick(lines, lang), lang)) in flat, (pid, lang, step.id)


def test_the_night_order_and_later_nights(sheets):
    flat = _flat(_text(sheets["std12_cupid_thief", "zh"]))
    assert flat.index("盗贼请睁眼") < flat.index("丘比特请睁眼") < flat.index("情侣请睁眼") < flat.index("狼人请睁眼") \
        < flat.index("女巫请睁眼") < flat.index("预言家请睁眼") < flat.index("猎人请睁眼") < flat.index("白痴请睁眼")
    # 003:75: from night 2 the night starts with the guard (here: the pack), the first night's roles are marked
    assert "第二夜起：狼人→女巫→预言家→猎人→白痴" in flat
    assert flat.count(_flat(tr("cardprint.judge.tag.first", "zh"))) >= 4


def test_the_judge_rules_of_the_standard_rules(sheets):
    """003: the rules a paper moderator needs, in each language, for the decks they apply to."""
    for (pid, lang), path in sheets.items():
        deck = deck_from_preset(pid)
        if deck.ruleset_id != "standard":
            continue
        flat = _flat(_text(path))
        roles = deck.in_play()
        must = ["cardprint.prompt.call_all",                      # 003:78, 003:97(11) dead roles are still called
                "cardprint.prompt.passive.self_destruct.speeches",  # 003:17 自爆 in the day
                "cardprint.prompt.passive.self_destruct.election",  # 003:12, 003:36
                "cardprint.day.speeches.desc.ordered"]              # 003:15 the direction alternates each day
        if "witch" in roles:
            must += ["cardprint.show.wolf_victim.limited",          # 003:45, 003:91
                     f"cardprint.prompt.witch_self_save.{deck.options['witch_self_save']}"]
        if "guard" in roles:
            must += ["cardprint.prompt.no_repeat", "cardprint.prompt.guard_and_save_kills.true"]   # 003:41, 003:82
        if "hunter" in roles:                                         # 003:97(7)
            must += ["cardprint.skip.actor_has_shot"]
            assert _has(flat, "cardprint.prompt.hunter_blocked_by", lang, value=tr("cardprint.optval.hunter_blocked_by.poison", lang)
                        + tr("cardprint.list_or", lang) + tr("cardprint.optval.hunter_blocked_by.heartbreak", lang)), (pid, lang)
        if "thief" in roles:
            must += ["cardprint.prompt.call_buried", "cardprint.prompt.effect.take_bottom_card"]  # 003:78(1), 003:111
        for key in must:
            assert _has(flat, key, lang), (pid, lang, key)
        if "elder" in roles:                                          # 003:105
            elder = pick(catalogue().roles["elder"].name, lang)
            assert _has(flat, "cardprint.prompt.passive.lives", lang, role=elder, n=2), (pid, lang)
            assert _has(flat, "cardprint.prompt.passive.lives.hide_from_witch", lang, role=elder), (pid, lang)
            assert _flat(tr("cardprint.prompt.on_death.strip_skills", lang,
                            role=elder, causes="")).split(elder)[0] in flat


def test_no_seed_words_and_only_the_options_that_apply(sheets):
    for (pid, lang), path in sheets.items():
        text = _text(path)
        assert "种子" not in text and "seed" not in text.lower(), (pid, lang)
    flat = _flat(_text(sheets["std12_444_guard", "en"]))
    for key in ("cardprint.opt.lovers_team", "cardprint.opt.cupid_with_wolf_lovers", "cardprint.opt.doctor_no_repeat",
                "cardprint.opt.dark_city", "cardprint.opt.idiot_category", "cardprint.opt.pack_action"):
        assert _flat(tr(key, "en")) not in flat, key
    cupid = _flat(_text(sheets["std12_cupid_thief", "en"]))
    assert _flat(tr("cardprint.opt.lovers_team", "en")) in cupid
    classic = _flat(_text(sheets["plotkin_basic", "zh"]))
    assert _flat(next(s for s in catalogue().night_steps() if s.id == "dawn").lines_with_election["zh"]) not in classic
    assert "进入PK台" not in classic


def test_no_chinese_line_starts_with_closing_punctuation(sheets):
    for (pid, lang), path in sheets.items():
        if lang != "zh":
            continue
        for line in _text(path).splitlines():
            line = line.strip()
            assert not line or line[0] not in CLOSING, (pid, line)


def test_latin_text_has_baseline_ellipses(sheets):
    text = _text(sheets["std12_444_guard", "en"])
    assert "…" not in text and "close your eyes..." in text


def test_fonts_are_embedded_and_both_papers(sheets, tmp_path):
    reader = PdfReader(sheets["std9", "zh"])
    for font in fonts_of(reader):
        assert font_is_embedded(font)
    out = build_sheet_pdf("judge", DeckOptions(output=tmp_path / "l.pdf", preset="std9", lang="en", paper="Letter"))
    page = PdfReader(out).pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx((612, 792), abs=0.05)


def test_bilingual_sheet_names_roles_in_both_languages(tmp_path):
    out = build_sheet_pdf("judge", DeckOptions(output=tmp_path / "j.pdf", lang="en+de", preset="std12_cupid_thief"))
    text = _text(out)
    assert "Moderator's sheet" in text and "Cupid / Amor" in text and "Thief / Dieb" in text


def test_seat_grid_has_a_row_per_seat_and_the_names(tmp_path):
    names = ["Ann", "Bo", "Chen Li", "Dora", "Emil", "Fang", "Gus", "Hanna", "Ivo"]
    setup = {"deck": {"werewolf": 3, "seer": 1, "witch": 1, "hunter": 1, "villager": 3}, "players": names, "preset": "std9"}
    text = _text(build_sheet_pdf("judge", DeckOptions(output=tmp_path / "j.pdf", lang="en", setup=setup)))
    for name in names:
        assert name in text
    for head in ("Seat", "Role", "N1", "D1", "N6", "Out", "Antidote", "Poison"):
        assert head in text


def _catalogue_with(tmp_path, records):
    root = tmp_path / "resources"
    shutil.copytree(resources_dir(), root, ignore=shutil.ignore_patterns("art", "fonts", "sounds"))
    for rec in records:
        (root / "roles" / f"{rec['id']}.json").write_text(json.dumps(rec, ensure_ascii=False), encoding="utf-8")
    return load_catalogue(root)


def _role(rid, order, nights=None):
    step = {"id": rid, "first_night": order, "other_nights": order,
            "lines": {"zh": f"{rid}请睁眼…{rid}请闭眼…", "en": f"{rid}, open your eyes…", "de": f"{rid}, öffne die Augen…"},
            "actions": [{"id": "look", "effect": "inspect", "targets": 1, "no_repeat": True}]}
    if nights:
        step.update(first_night=None, nights=nights)
    return {"id": rid, "card": "role", "name": {"zh": rid, "en": rid.title(), "de": rid.title()}, "team": "village",
            "category": "god", "seer_sees": "good", "has_skill": True, "unique": True, "balance": 1, "groups": [],
            "sources": ["test"],
            "ability": {"zh": "测试", "en": "Test", "de": "Test"}, "night": [step]}


def test_a_new_role_with_a_wake_step_is_listed_from_its_data(tmp_path):
    """Seed 004's roles arrive as records: the sheet lists their steps without knowing them."""
    cat = _catalogue_with(tmp_path, [_role("stargazer", 57), _role("owl", 90, nights=[2, 4])])
    deck = deck_from_counts({"stargazer": 1, "owl": 1, "witch": 1, "werewolf": 2, "villager": 3}, cat=cat)
    out = tmp_path / "j.pdf"
    assert render_judge(deck, ("en",), "A4", out, cat) == 1
    flat = _flat(_text(out))
    assert "stargazer,openyoureyes..." in flat and "owl,openyoureyes..." in flat
    assert flat.index("Witch,openyoureyes") < flat.index("stargazer,openyoureyes")
    assert _flat(tr("cardprint.judge.tag.nights", "en", nights=[2, 4])) in flat
    assert _flat(tr("cardprint.prompt.no_repeat", "en")) in flat


def test_only_a_deck_of_more_than_16_roles_takes_a_second_page(tmp_path):
    cat = _catalogue_with(tmp_path, [_role(f"extra{i:02d}", 56 + i) for i in range(14)])
    dealt = {rid: 1 for rid, r in cat.roles.items()         # the roles of every ruleset (seed 004's have their own)
             if r.dealt and not r.rulesets and rid not in ("moderator_card", "thief", "drunk")}
    dealt["werewolf"] = 3
    assert len(dealt) > 16
    for lang in LANGUAGES:
        out = tmp_path / f"big-{lang}.pdf"
        pages = render_judge(deck_from_counts(dealt, cat=cat), (lang,), "A4", out, cat)
        assert pages == len(PdfReader(out).pages) == 2, lang


def test_a_deck_with_solo_roles_prints_how_each_wins_and_the_even_night_wake(sheets):
    """Issue 13: the sheet says how each Solo team in the deck wins (the game-over screen's words),
    names the enchanted players' wake and tags the White Werewolf's kill "even nights"."""
    for lang in LANGUAGES:
        flat = _flat(_text(sheets["revamped12_solo", lang]))
        for key in ("win.flute", "win.white_werewolf", "cardprint.step.enchanted", "cardprint.judge.tag.gate.even_nights"):
            assert _has(flat, key, lang), (key, lang)
        flat = _flat(_text(sheets["revamped15_ice_fire", lang]))
        for key in ("win.pyro", "win.ice", "win.gray_werewolf"):
            assert _has(flat, key, lang), (key, lang)


def test_each_charge_on_the_tracking_line_is_named_once():
    """A role with two charged actions (the revamped Witch's potions) gets one named box each, never
    its name twice ("Witch □ Witch □"), in every language."""
    from cardprint.judge_words import _tracking

    cat = catalogue()
    for pid in cat.presets:
        deck = deck_from_preset(pid)
        for lang in LANGUAGES:
            labels = [line.rsplit(" ", 1)[0] for line in _tracking(deck, features(deck, cat), lang, cat) if "□" in line]
            assert len(labels) == len(set(labels)), (pid, lang, labels)
    deck = deck_from_preset("revamped12")
    line = "   ".join(_tracking(deck, features(deck, cat), "fr", cat))
    assert "Potion de vie □" in line and "Potion de mort □" in line


def test_an_options_number_is_written_as_the_language_writes_it():
    from cardprint.judge_words import option_value

    assert [option_value("sheriff_weight", 1.5, lang) for lang in ("en", "de", "fr")] == ["1.5", "1,5", "1,5"]
    assert option_value("sheriff_weight", 2, "fr") == "2"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_header_names_every_role_of_a_large_deck(tmp_path, lang):
    """The line under the title names every role dealt: 18 different Revamped roles cut it off with "…" after
    the ninth or so (German, Letter); now it takes a second line. A short deck's line is as it was."""
    cat = catalogue()
    roles = sorted((r for r in cat.roles.values() if r.dealt and "revamped" in r.rulesets),
                   key=lambda r: -len(pick(r.name, "fr")))[:18]
    deck = deck_from_counts({r.id: 1 for r in roles})
    path = build_sheet_pdf("judge", DeckOptions(output=tmp_path / "j.pdf", deck=deck, lang=lang, paper="Letter"))
    first = _flat(PdfReader(path).pages[0].extract_text())
    head = first[:first.index(_flat(tr("cardprint.judge.night", lang)))]   # the header: before "The night"
    for role in roles:
        assert _flat(pick(role.name, lang)) in head, (lang, role.id)
    assert "…" not in head


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lines_under_the_seat_grid_are_whole_for_any_deck(tmp_path, lang):
    """The marks' legend and the fields to fill in once are printed whole: a deck of every dealt role cut both
    with "…" (the legend lost its last marks: "M Attentat…", the tracking line its potions and charges). Lines
    too long for the page's width take further lines."""
    from cardprint.judge_content import grid_notes

    cat = catalogue()
    deck = deck_from_counts({rid: 1 for rid, role in cat.roles.items() if role.dealt})
    path = build_sheet_pdf("judge", DeckOptions(output=tmp_path / "j.pdf", deck=deck, lang=lang))
    first = _flat(PdfReader(path).pages[0].extract_text())
    notes = grid_notes(deck, lang, cat)
    assert len(notes) == 2 and all(len(n) > 150 for n in notes)
    for note in notes:                          # each entry whole (a wrapped line leaves out the gap at its break)
        for entry in re.split(r"\s{2,}·\s{2,}|\s{3,}", note):
            assert _flat(entry) in first, (lang, entry)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_wrapped_lines_under_the_grid_break_between_marks_not_inside_one(lang):
    """A legend too long for one line breaks between its entries: "P geprüft" stays on one line (it broke as
    "· P" at the end of a line and "geprüft" at the start of the next)."""
    from cardprint.judge import note_lines
    from cardprint.judge_content import grid_notes
    from cardprint.layout import MM, paper_size

    cat = catalogue()
    deck = deck_from_counts({rid: 1 for rid, role in cat.roles.items() if role.dealt})
    notes = grid_notes(deck, lang, cat)
    lines = [text for text, _, _ in note_lines(notes, paper_size("A4")[0] - 16 * MM)]
    assert len(lines) > len(notes)
    for note in notes:
        for entry in re.split(r"\s{2,}·\s{2,}|\s{3,}", note):
            assert any(entry.strip() in line for line in lines), (lang, entry)
