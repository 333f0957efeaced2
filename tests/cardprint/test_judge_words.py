"""The judge sheet in every preset × language says each thing once and in the language's own words
(issue 29.13, 29.21): no Chinese on an en/de/fr sheet, a note printed once per step, the night
order names only the wakes these rules call, one time for the sheriff's election, and no
self-destruct in Werewolves Revamped (the role book has none)."""
from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from werewolf_desktop.engine.catalogue import catalogue
from werewolf_desktop.i18n import LANGUAGES, text as pick, tr

from cardprint import DeckOptions, build_sheet_pdf, deck_from_preset
from cardprint.judge import build_flow
from cardprint.judge_rules import features
from cardprint.judge_words import _order_line, step_prompts, step_title

HAN = re.compile(r"[\u3400-\u9fff]")


@pytest.fixture(scope="module")
def texts(tmp_path_factory):
    folder = tmp_path_factory.mktemp("judge_words")
    out = {}
    for pid in catalogue().presets:
        for lang in LANGUAGES:
            path = build_sheet_pdf("judge", DeckOptions(output=folder / f"{pid}-{lang}.pdf", preset=pid, lang=lang))
            out[pid, lang] = "\n".join(page.extract_text() for page in PdfReader(path).pages)
    return out


def test_no_chinese_on_a_sheet_in_another_language(texts):
    bad = {(pid, lang): HAN.findall(t) for (pid, lang), t in texts.items() if lang != "zh" and HAN.search(t)}
    assert not bad, bad


def test_each_note_of_a_step_is_printed_once():
    cat = catalogue()
    for pid in cat.presets:
        deck = deck_from_preset(pid)
        feats = features(deck, cat)
        for lang in LANGUAGES:
            for step in feats.steps:
                notes = step_prompts(step, deck, feats, lang, cat)
                assert len(notes) == len(set(notes)), (pid, lang, step.id, notes)
            flow = build_flow(deck, (lang,), cat)
            for block in flow.blocks:
                texts = [r.text for r in block if r.bullet]
                assert len(texts) == len(set(texts)), (pid, lang, texts)


def test_the_night_order_names_only_the_steps_the_sheet_describes():
    cat = catalogue()
    for pid in cat.presets:
        deck = deck_from_preset(pid)
        feats = features(deck, cat)
        for lang in LANGUAGES:
            described = {step_title(s, lang, cat) for s in feats.steps}
            for night in (1, 2):
                names = [n for n in _order_line(deck, night, lang, cat).split(tr("cardprint.judge.arrow", lang)) if n]
                assert set(names) <= described, (pid, lang, night, set(names) - described)


def test_the_sheriff_election_has_one_time():
    """Düsterwald chooses the Hauptmann before the first night: the election says so, and nothing
    on the sheet says day 1 (nor repeats the time in the rules list)."""
    cat = catalogue()
    for pid in cat.presets:
        deck = deck_from_preset(pid)
        sheriff = deck.options.get("sheriff", "none")
        if sheriff == "none":
            continue
        for lang in LANGUAGES:
            flow = build_flow(deck, (lang,), cat)
            runs = [r for block in flow.blocks for r in block]
            day1 = tr("cardprint.when.day1_before_announcement", lang)
            before = tr("cardprint.when.before_night1", lang)
            tags = [r.tag for r in runs if r.tag in (day1, before)]
            assert tags == [before if sheriff == "before_night1" else day1], (pid, lang, tags)
            rules_row = tr("cardprint.opt.sheriff", lang) + tr("cardprint.colon", lang)
            assert not any(r.text.startswith(rules_row) for r in runs), (pid, lang)


def test_no_self_destruct_in_werewolves_revamped(texts):
    cat = catalogue()
    revamped = [r for r in cat.roles.values() if "revamped" in r.rulesets]
    assert not [r.id for r in revamped if r.passive.get("self_destruct")]
    for pid, preset in cat.presets.items():
        if preset.ruleset != "revamped":
            continue
        deck = deck_from_preset(pid)
        assert "self_destruct" not in features(deck, cat).passives, pid
        for lang in LANGUAGES:
            for key in ("cardprint.prompt.passive.self_destruct.speeches", "cardprint.prompt.passive.self_destruct.election"):
                assert "".join(tr(key, lang).split()) not in "".join(texts[pid, lang].split()), (pid, lang, key)


def test_the_seherin_is_shown_the_card_not_a_sign():
    """Düsterwald's Seherin sees the checked player's card (001:9, seer_sees: role): the sheet says
    to show the card, like her line, not a hand sign; 狼人杀's seer keeps the sign."""
    cat = catalogue()
    for pid, shown in (("duesterwald", "cardprint.show.seer_result.role"), ("std12_444_guard", "cardprint.show.seer_result")):
        deck = deck_from_preset(pid)
        feats = features(deck, cat)
        seer = next(s for s in feats.steps if s.show == "seer_result")
        for lang in LANGUAGES:
            notes = step_prompts(seer, deck, feats, lang, cat)
            assert tr(shown, lang) in notes, (pid, lang, notes)
            other = "cardprint.show.seer_result" if shown.endswith(".role") else "cardprint.show.seer_result.role"
            assert tr(other, lang) not in notes, (pid, lang)


def test_duesterwald_sheets_use_duesterwalds_words(texts):
    """Issue 29.13: Düsterwald is not 狼人杀 — no Verbannung, no badge torn up, no "Nachziehen
    ungültig" on its German sheet (and the 狼人杀 sheet keeps them)."""
    langrensha = ("Verbannung", "Abzeichen", "zerreiß", "Nachziehen")
    for (pid, lang), t in texts.items():
        if lang != "de":
            continue
        flat = "".join(t.split())
        found = [w for w in langrensha if w in flat]
        if catalogue().presets[pid].ruleset == "duesterwald":
            assert not found, (pid, found)
    assert "Verbannung" in "".join(texts["std12_444_guard", "de"].split())


def test_a_revamped_sheet_has_the_rules_that_decide_the_night(texts):
    """Issue 29.22: a paper GM runs a Revamped night from the sheet: each dealt role's rule is on it
    (the Hooker's visit, the Priest's water, the Huntress, and the Wolf's Cub and the Runner, who
    never wake), and its own words for the lynch."""
    cat = catalogue()
    for pid, preset in cat.presets.items():
        if preset.ruleset != "revamped":
            continue
        deck = deck_from_preset(pid)
        for lang in LANGUAGES:
            flat = "".join(texts[pid, lang].split())
            for rid in deck.in_play():
                ability = "".join(pick(cat.role(rid).ability, lang).split())
                if cat.role(rid).night or set(cat.role(rid).passive) - {"plain_card"} or cat.role(rid).on_death:
                    assert ability[:40] in flat, (pid, lang, rid)
            assert "".join(tr("cardprint.day.exile_vote.revamped", lang).split()) in flat, (pid, lang)


def test_the_seat_grid_marks_fit_the_deck():
    """Issue 29.22: the night cells' legend has a mark for what the deck's roles do each night (the
    Hooker's stay, the Priest's water, the Assassin, the powder, the fire…), each letter once."""
    from cardprint.judge_words import MARK_AS, _marks, _t

    cat = catalogue()
    for pid in cat.presets:
        deck = deck_from_preset(pid)
        feats = features(deck, cat)
        for lang in LANGUAGES:
            letters = [m.split()[0] for m in _marks(deck, feats, lang)]
            assert len(letters) == len(set(letters)), (pid, lang, letters)
        if pid not in ("revamped12", "revamped15_ice_fire", "revamped16"):
            continue
        for step, action in feats.actions(deck.options):
            if step.other_nights is None and not step.nights or action.effect in ("cancel_lynch",):
                continue
            keys = [f"cardprint.mark.{action.effect}.{action.attack}", f"cardprint.mark.{action.effect}.{step.role}",
                    f"cardprint.mark.{MARK_AS.get(action.effect, action.effect)}"]
            assert any(_t(k, "en") for k in keys), (pid, step.id, action.effect, action.attack)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_seat_grid_marks_are_each_their_own_letter_in_any_deck(lang):
    """A custom deck may hold any roles: every mark a night cell can take is its own letter in each language.
    A deck with the Gray and the White Werewolf printed "Y Gray Werewolf · Y White Werewolf" (en, de, fr)."""
    from cardprint.deck import deck_from_counts
    from cardprint.judge_words import _marks

    cat = catalogue()
    deck = deck_from_counts({rid: 1 for rid, role in cat.roles.items() if role.dealt})
    marks = _marks(deck, features(deck, cat), lang)
    assert len(marks) >= 15
    letters = [m.split()[0] for m in marks]
    assert len(letters) == len(set(letters)), marks
