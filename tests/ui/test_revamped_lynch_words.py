"""Werewolves Revamped lynches; 狼人杀 exiles (issue 29.22 leftovers): in a Revamped game the console's
ballot title, the death's cause in the timeline and on the game-over screen, and the judge sheet's
rules say the role book's words, in every language; a ruleset without its own words keeps the
common ones. The judge sheet prints no "Sheriff: no sheriff" row where the ruleset has no sheriff,
and says the Revamped last words are the table's, not the book's."""
from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from werewolf_desktop.describe import describe
from werewolf_desktop.engine.catalogue import catalogue
from werewolf_desktop.i18n import LANGUAGES, cause_words, tr
from werewolf_desktop.ui.game.step_card import title_for
from werewolf_desktop.ui.game.timeline import format_entry

from cardprint import DeckOptions, build_sheet_pdf

from ..engine.helpers import game, to_exile_vote, vote

REVAMPED = ["werewolf", "werewolf", "villager", "villager", "villager", "villager", "villager"]
STANDARD = ["werewolf", "werewolf", "seer", "witch", "villager", "villager", "villager"]


def _lynched(roles, ruleset):
    g = game(roles, ruleset=ruleset, sheriff="none") if ruleset == "standard" else game(roles, ruleset=ruleset)
    to_exile_vote(g)
    ballot_prompt = g.prompt
    vote(g, {v: 5 for v in g.prompt.voters if v != 5})
    death = next(e for e in g.state.timeline if e["kind"] == "death" and e["seat"] == 5)
    return g, ballot_prompt, death


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_revamped_ballot_and_its_death_are_a_lynch(lang):
    g, prompt, death = _lynched(REVAMPED, "revamped")
    assert tr("ui.beat.exile_vote.revamped", lang) in title_for(prompt, lang)
    assert tr("ui.beat.exile_vote", lang) not in title_for(prompt, lang)
    lynched = tr("cause.exile.revamped", lang)
    assert lynched in describe(death, lang, {}, g.state.ruleset)
    assert lynched in format_entry(death, g.state, lang)
    assert tr("cause.exile", lang) not in format_entry(death, g.state, lang)
    assert cause_words(["exile"], lang, "revamped") == lynched


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_standard_ballot_is_still_an_exile(lang):
    g, prompt, death = _lynched(STANDARD, "standard")
    assert tr("ui.beat.exile_vote", lang) in title_for(prompt, lang)
    assert tr("cause.exile", lang) in format_entry(death, g.state, lang)


def test_the_game_over_card_says_lynched(qtbot):
    from werewolf_desktop.ui.game.game_over import RevealCard

    g, _, _ = _lynched(REVAMPED, "revamped")
    card = RevealCard()
    qtbot.addWidget(card)
    card.show_seat(g.state.seat(5), "fr", False, False, g.state.ruleset)
    assert any(tr("cause.exile.revamped", "fr") in t for t in card.texts())


@pytest.fixture(scope="module")
def sheets(tmp_path_factory):
    folder = tmp_path_factory.mktemp("revamped_rules")
    out = {}
    for pid in [p for p, preset in catalogue().presets.items() if preset.ruleset in ("revamped", "standard")]:
        for lang in LANGUAGES:
            path = build_sheet_pdf("judge", DeckOptions(output=folder / f"{pid}-{lang}.pdf", preset=pid, lang=lang))
            out[pid, lang] = " ".join(" ".join(page.extract_text() for page in PdfReader(path).pages).split())
    return out


def test_the_judge_sheet_has_no_sheriff_row_without_a_sheriff_and_the_books_last_words(sheets):
    cat = catalogue()
    for (pid, lang), text in sheets.items():
        row = tr("cardprint.opt.sheriff", lang) + tr("cardprint.colon", lang) + tr("cardprint.optval.sheriff.none", lang)
        assert row not in text, (pid, lang)
        if cat.presets[pid].ruleset == "revamped":
            standard = tr("cardprint.optval.last_words.standard", lang)
            assert standard not in text, (pid, lang)
            own = tr("cardprint.optval.last_words.standard.revamped", lang)
            assert re.split(r"[;；]", own)[0].strip() in text, (pid, lang)      # (the sheet's columns wrap the rest)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_timeline_ballot_line_and_the_story_say_lynch(lang):
    g, _, _ = _lynched(REVAMPED, "revamped")
    ballot = next(e for e in g.state.timeline if e["kind"] == "ballot")
    line = format_entry(ballot, g.state, lang)
    assert line.startswith(tr("timeline.ballot_exile.revamped", lang, counts="").split("{")[0].rstrip(": ：\u00a0"))
    assert tr("ui.ballot.kind.exile", lang) not in line
    from werewolf_desktop.story import cast
    assert any(tr("cause.exile.revamped", lang) in str(c) for c in cast(g.state, lang))
    g2, _, _ = _lynched(STANDARD, "standard")
    assert format_entry(next(e for e in g2.state.timeline if e["kind"] == "ballot"), g2.state, lang) \
        .startswith(tr("timeline.ballot_exile", lang, counts="").rstrip(": ：\u00a0"))


@pytest.mark.parametrize("ruleset,roles", [("revamped", REVAMPED), ("standard", STANDARD)])
def test_the_projector_and_the_seat_tooltip_say_the_rulesets_words(qtbot, ruleset, roles):
    from werewolf_desktop.engine import public_view
    from werewolf_desktop.ui.game.projector import ProjectorWindow
    from werewolf_desktop.ui.game.seat_circle import SeatCircle, SeatMarks

    g, _, _ = _lynched(roles, ruleset)
    own = ruleset == "revamped"
    proj = ProjectorWindow("fr")
    qtbot.addWidget(proj)
    proj.show_public(public_view(g.state))
    ballot = tr("ui.ballot.kind.exile.revamped" if own else "ui.ballot.kind.exile", "fr")
    assert ballot in proj.info.text()
    circle = SeatCircle("fr")
    qtbot.addWidget(circle)
    circle.set_state(g.state, "fr", False, SeatMarks(), "", "")
    cause = tr("cause.exile.revamped" if own else "cause.exile", "fr")
    assert cause in circle.tiles[4].toolTip()


def test_duesterwald_votes_in_its_own_words_not_an_exile():
    """Düsterwald is not 狼人杀 (issue 29.11): its vote is no "Verbannung"."""
    roles = ["werewolf", "werewolf", "seer", "witch", "villager", "villager", "villager"]
    g, prompt, death = _lynched(roles, "duesterwald")
    ballot = next(e for e in g.state.timeline if e["kind"] == "ballot")
    for lang in LANGUAGES:
        shown = [title_for(prompt, lang), format_entry(death, g.state, lang), format_entry(ballot, g.state, lang)]
        for common in ("ui.beat.exile_vote", "cause.exile"):
            assert not any(tr(common, lang) in s for s in shown), (lang, common, shown)
    assert not any("Verbann" in s for s in [title_for(prompt, "de"), format_entry(death, g.state, "de"),
                                            format_entry(ballot, g.state, "de")])


CORONER = ["alpha_wolf", "werewolf", "coroner", "citizen", "citizen", "citizen", "witch", "citizen"]


def _coroner_told_of_a_lynch():
    """Seat 5 lynched on day 1; the Coroner (seat 3) examines seat 5 on night 2 (004:910-914)."""
    from ..engine.helpers import act
    from ..engine.revamped import lynch, rv, to_night, to_step

    g = rv(CORONER)
    lynch(g, 5)
    to_night(g, 2)
    to_step(g, "coroner")
    act(g, "examine", 5)
    return g


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_coroners_private_notice_of_a_lynch_says_lynched(qtbot, lang):
    """Stop 34: the Coroner's notice ("Seat 5: {cause}.") said 'exiled by the vote' in a Revamped game:
    on the console's private panel, on the Coroner's phone, and in the story told at the end."""
    from werewolf_desktop.deal.page import render_page
    from werewolf_desktop.deal.view import public_view
    from werewolf_desktop.engine.views import player_view
    from werewolf_desktop.story import story
    from werewolf_desktop.ui.app import make_application
    from werewolf_desktop.ui.game.private_view import PrivateView

    from ..engine.revamped import lynch, to_night

    g = _coroner_told_of_a_lynch()
    lynched, exiled = tr("cause.exile.revamped", lang), tr("cause.exile", lang)
    make_application()
    panel = PrivateView()
    qtbot.addWidget(panel)
    panel.set_info(g.prompt.show, lang, {}, ruleset=g.prompt.ruleset)
    assert lynched in panel.describe() and exiled not in panel.describe()
    page = render_page(public_view(player_view(g.state, 3, lang)), lang, "/p/x/view.json")[0].decode()
    assert lynched in page and exiled not in page
    for wolf in (1, 2):                   # the village lynches both wolves: the story is told
        lynch(g, wolf)
        if g.state.phase != "over":
            to_night(g, g.state.night.number + 1)
    assert g.state.phase == "over"
    told = "\n".join(line["text"] for ch in story(g.state, lang)["chapters"] for line in ch["lines"])
    assert lynched in told and exiled not in told
