"""Werewolves Revamped cards speak the role book's words (issue 29.22): the team line of a card in a
Revamped deck is the book's own team and category ("Townsfolk Miscellaneous", "Werewolf Power",
"Solo/Ice Royals"), never 狼人杀's "Village · God" (神) nor "Plain villager" for the Runner; in every
language, on the printed cards and on the players' role sheet. Other rulesets keep their words."""
from __future__ import annotations

import pytest
from pypdf import PdfReader

from werewolf_desktop.engine.catalogue import catalogue
from werewolf_desktop.i18n import LANGUAGES, has, tr

from cardprint import DeckOptions, build_deck_pdf, build_sheet_pdf, deck_from_preset
from cardprint.cards import team_label

from .pdfutil import form_text, page_content

REVAMPED = [pid for pid, p in catalogue().presets.items() if p.ruleset == "revamped"]


def _china_words(lang: str) -> list[str]:
    """The 狼人杀 category labels in `lang` ("Village · God", "Village · Plain villager")."""
    village = tr("cardprint.team.village", lang)
    return [f"{village} · {tr(f'cardprint.category.{c}', lang)}" for c in ("god", "villager")]


def test_every_revamped_role_has_the_books_words_in_every_language():
    cat = catalogue()
    for role in cat.roles.values():
        if "revamped" not in role.rulesets or role.card != "role":
            continue
        assert has(f"cardprint.book.revamped.{role.id}") or has(f"cardprint.book.revamped.{role.section}"), role.id
        for lang in LANGUAGES:
            label = team_label(role, lang, "revamped")
            assert not any(word in label for word in _china_words(lang)), (role.id, lang, label)


def test_the_runner_and_the_witch_in_the_books_words():
    cat = catalogue()
    assert team_label(cat.role("runner"), "en", "revamped") == "Townsfolk Miscellaneous"
    assert team_label(cat.role("witch_revamped"), "en", "revamped") == "Townsfolk Killing"
    assert team_label(cat.role("wolf_cub"), "en", "revamped") == "Werewolf Miscellaneous"
    assert team_label(cat.role("ice_queen"), "en", "revamped") == "Solo/Ice Royals Power"   # a §7 role, filed by name
    assert team_label(cat.role("seer"), "en", "standard") == "Village · God"                # 狼人杀 keeps its 神


@pytest.mark.parametrize("lang", LANGUAGES)
def test_printed_revamped_cards_and_role_sheet_have_no_god_nor_plain_villager(tmp_path, lang):
    for pid in REVAMPED:
        deck = deck_from_preset(pid)
        path = build_deck_pdf(DeckOptions(output=tmp_path / f"{pid}.pdf", preset=pid, lang=lang, duplex="none"))
        reader = PdfReader(path)
        fronts = " ".join(form_text(reader, page, p.name) for page in reader.pages
                          for p in page_content(reader, page).placements if "front_" in p.name)
        sheet = build_sheet_pdf("roles", DeckOptions(output=tmp_path / f"{pid}-roles.pdf", preset=pid, lang=lang))
        roles = " ".join(page.extract_text() for page in PdfReader(sheet).pages)
        for text in (fronts, " ".join(roles.split())):
            for word in _china_words(lang):
                assert word not in text, (pid, lang, word)
            for rid in deck.role_ids():
                role = catalogue().role(rid)
                if role.card == "role":
                    assert team_label(role, lang, "revamped") in text, (pid, lang, rid)
