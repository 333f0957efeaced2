"""Privacy mode (F9): a refusal never tells the table what the host did not point at (ui/game/refusal.py).
In F9 a refused input whose words would name a seat the host did not point at, a role, a team or
what happened in the night is said in neutral words and opens no card menu; the engine's own words
come back as soon as F9 is off (and go again when it is turned on while they are shown)."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from werewolf_desktop.engine import RuleError
from werewolf_desktop.i18n import tr
from werewolf_desktop.ui.game.refusal import ANNOUNCED, PRIVATE_WORDS, PUBLIC, SEAT_PARAMS, pointed_seats, refusal

from .helpers_console import Moderator, open_window, start_game
from .test_console_rules import through_night

HIDDEN = tr("ui.console.refused_private", "en")


# ------------------------------------------------------------------ the rule, without widgets
def test_out_of_privacy_mode_every_refusal_says_its_own_words():
    err = RuleError("rule.not_a_wolf", seat=3)
    said = refusal(err, "en", False, {"t": "self_destruct", "seat": 3})
    assert said.text == err.message("en") and said.ask_card is None


def test_in_privacy_mode_public_words_naming_only_the_seats_pointed_at_are_shown():
    err = RuleError("rule.not_a_candidate", seat=4)
    assert refusal(err, "en", True, {"t": "vote", "votes": {"2": 4}}).text == err.message("en")
    assert refusal(err, "en", True, {"t": "vote", "votes": {"2": 5}}).text == HIDDEN      # 4 not pointed at
    assert refusal(err, "en", True, None).text == HIDDEN                                  # the narrator's "next"


def test_in_privacy_mode_words_telling_a_team_or_the_night_are_hidden_even_for_the_seat_pointed_at():
    for key in ("rule.not_a_wolf", "rule.target_in_pack", "rule.no_self_target", "rule.no_repeat_target",
                "rule.heal_self", "rule.actor_dead", "rule.lovers_vote", "rule.correct_same"):
        assert refusal(RuleError(key, seat=3, voter=3, target=3, role="seer"), "en", True,
                       {"t": "act", "seats": [3]}).text == HIDDEN, key


def test_in_privacy_mode_a_card_awaited_opens_its_menu_only_when_the_host_pointed_at_that_seat():
    own = RuleError("rule.card_unknown", seat=5, card=5)
    said = refusal(own, "de", True, {"t": "act", "seats": [5]})
    assert said.text == own.message("de") and said.ask_card == 5
    passed_on = RuleError("rule.redirect_card_unknown", seat=5, card=8)
    said = refusal(passed_on, "de", True, {"t": "act", "seats": [5]})
    assert said.text == tr("ui.console.card_waits_private", "de") and said.ask_card is None
    assert refusal(passed_on, "de", False, {"t": "act", "seats": [5]}).ask_card == 8
    lot = RuleError("rule.lot_card_unknown", seat=7)
    assert refusal(lot, "zh", True, {"t": "next"}).text == tr("ui.console.lot_waits_private", "zh")
    assert refusal(RuleError("rule.dawn_unknown", seats=[2, 6]), "fr", True).text == \
        tr("ui.console.card_waits_private", "fr")


def test_pointed_seats_are_the_seats_clicked_picked_or_entered_on_the_ballot():
    assert pointed_seats({"t": "act", "seats": [3, 5]}) == {"3", "5"}
    assert pointed_seats({"t": "self_destruct", "seat": 4}) == {"4"}
    assert pointed_seats({"t": "vote", "votes": {"1": 2, "3": None}}) == {"1", "2", "3"}
    assert pointed_seats(None) == set()


def engine_english() -> dict[str, str]:
    from pathlib import Path
    pot = (Path(__file__).resolve().parents[2] / "resources" / "i18n" / "engine.pot").read_text(encoding="utf-8")
    return dict(re.findall(r'msgctxt "([^"]+)"\nmsgid "((?:[^"\\]|\\.)*)"', pot))


def test_every_public_refusal_exists_and_names_no_role_only_seats_and_numbers():
    english = engine_english()
    for key in PUBLIC | set(PRIVATE_WORDS) | set(ANNOUNCED):
        assert key in english, key
    for key in PUBLIC:
        assert set(re.findall(r"{(\w+)}", english[key])) <= set(SEAT_PARAMS) | {"limit", "dead", "count"}, key
    for words in set(PRIVATE_WORDS.values()) | {"ui.console.refused_private"}:
        for lang in ("zh", "en", "de", "fr"):
            assert tr(words, lang) != words and not re.search(r"\d", tr(words, lang).replace("F9", "")), words


# ------------------------------------------------------------------ on the console
def speeches(qtbot, lang: str) -> Moderator:
    window = open_window(qtbot, lang=lang)
    start_game(window)
    m = Moderator(qtbot, window)
    through_night(m)
    m.button("NobodyRuns")
    m.enter()                                  # announce
    m.enter()                                  # direction
    assert m.prompt.kind == "speech" and m.prompt.self_destruct == [1, 4, 5, 7]
    return m


@pytest.mark.parametrize("lang", ["zh", "fr"])
def test_a_wrong_self_destruct_in_privacy_mode_does_not_tell_the_seats_team(qtbot, lang):
    """The F9 menu lists every living seat (it must not tell who may); seat 3 (no wolf) picked is
    refused in words naming neither the seat nor self-destruct; F9 off: the engine's words."""
    m = speeches(qtbot, lang)
    m.key(Qt.Key_F9)
    items = [a.objectName() for a in m.console.findChild(type(m.console.primary_btn), "SelfDestruct").menu().actions()]
    assert "SelfDestruct_3" in items and "SelfDestruct_2" in items
    inputs = m.inputs()
    m.menu("SelfDestruct", 3)
    words = tr("rule.not_a_wolf", lang, seat=3)
    assert m.inputs() == inputs and m.state.seat(3).alive
    assert m.banner() == tr("ui.console.refused_private", lang) and "3" not in m.banner()
    m.key(Qt.Key_F9)                           # privacy off: the host reads why
    assert m.banner() == words
    m.key(Qt.Key_F9)                           # on again while it is shown: hidden again
    assert m.banner() == tr("ui.console.refused_private", lang)
    m.key(Qt.Key_F9)
    m.console.send({"t": "self_destruct", "seat": 3})     # not in F9 (the menu lists only the wolves)
    assert m.banner() == words


def test_a_guard_refused_the_same_seat_twice_in_privacy_mode_does_not_tell_last_nights_choice(qtbot):
    """Laptop deal: the guard protected seat 3 last night; in F9 pointing at 3 again is refused
    without the engine's words (they tell what the guard did); F9 off, they are shown."""
    window = open_window(qtbot, lang="en")
    start_game(window)
    m = Moderator(qtbot, window)
    through_night(m, {"guard": 3})
    for _ in range(80):
        p = m.prompt
        if p.phase == "night" and p.step == "guard":
            break
        if p.kind == "election_candidates":
            m.button("NobodyRuns")
            continue
        m.next()
    assert m.prompt.step == "guard" and m.prompt.actor_alive
    m.key(Qt.Key_F9)
    inputs = m.inputs()
    m.seat(3)
    assert m.inputs() == inputs and m.banner() == HIDDEN
    m.key(Qt.Key_F9)
    assert m.banner() == tr("rule.no_repeat_target", "en", seat=3)


def test_the_narrators_refusal_in_privacy_mode_names_no_seat(qtbot):
    """The narrator moves on with "next" (nothing pointed at): its refusal follows the same rule."""
    m = speeches(qtbot, "de")
    m.console.set_privacy(True)
    m.console.show_refusal(RuleError("rule.dawn_unknown", seats=[2, 6]))
    assert m.banner() == tr("ui.console.card_waits_private", "de")
    m.console.set_privacy(False)
    assert m.banner() == tr("rule.dawn_unknown", "de", seats=[2, 6])



def lovers_ballot(qtbot, privacy: bool = False) -> Moderator:
    """Day 1's exile ballot of a game whose lovers are 2 and 3 (`privacy`: F9 on before the game)."""
    from PySide6.QtWidgets import QApplication

    from .test_ballot_model import exile_vote_game

    g = exile_vote_game()
    window = open_window(qtbot, lang="zh")
    window.act_privacy.setChecked(privacy)
    start_game(window, setup=g.setup)
    for inp in g.inputs:
        window.session.apply(inp)
    QApplication.processEvents()
    return Moderator(qtbot, window)


def test_privacy_mode_on_before_the_game_started_reaches_the_ballot(qtbot):
    m = lovers_ballot(qtbot, privacy=True)
    assert m.console.privacy and m.prompt.kind == "exile_vote" and m.console.ballot.rows[2][3].isEnabled()


def test_the_lovers_votes_for_each_other_in_privacy_mode_are_not_greyed_nor_refused_by_name(qtbot):
    """003:33 (lovers never vote for each other): out of F9 the ballot greys 2→3 with the engine's
    reason; in F9 greying it would show the lovers to the table, so the vote is entered and the
    engine's refusal of the ballot is said in neutral words; F9 off, its own words (and the grey)."""
    m = lovers_ballot(qtbot)
    ballot = m.console.ballot
    words = tr("rule.lovers_vote", "zh", voter=2, target=3)
    assert m.prompt.kind == "exile_vote" and not ballot.rows[2][3].isEnabled()
    m.key(Qt.Key_F9)
    assert ballot.rows[2][3].isEnabled() and words not in ballot.rows[2][3].toolTip()
    inputs = m.inputs()
    m.vote({2: 3})
    m.enter()                                  # voters missing: asked first
    qtbot.mouseClick(ballot.rest_btn, Qt.LeftButton)
    assert m.inputs() == inputs and m.banner() == tr("ui.console.refused_private", "zh")
    m.key(Qt.Key_F9)
    assert m.banner() == words and not ballot.rows[2][3].isEnabled()



# ------------------------------------------------------------------ what the table was told (004:551)
def saboteur_pick(qtbot, lang: str, seat: int) -> Moderator:
    """A Revamped game electing its offices; the Saboteur Wolf picked `seat` in night 1; day 1's dawn."""
    from .test_saboteur_told import start_revamped

    _, m = start_revamped(qtbot, lang)
    through_night(m, {"saboteur_wolf": seat})
    return m


def test_a_refusal_the_table_was_told_about_is_shown_in_privacy_mode_only_for_the_seats_it_was_told_of(qtbot):
    """"Seat N cannot be elected today" (the Saboteur Wolf's pick) is announced when the election is
    called (step card, narrator, projector: the public view marks the seat): in F9 its words are shown
    from then on for the seat pointed at; before the call (the pick still secret), for a seat not
    pointed at, or with no game, the neutral words."""
    m = saboteur_pick(qtbot, "zh", 2)
    err = RuleError("rule.not_eligible_today", seat=2)
    pointed = {"t": "candidates", "seats": [2, 3]}
    hidden = tr("ui.console.refused_private", "zh")
    assert m.prompt.kind != "election_candidates"
    assert refusal(err, "zh", True, pointed, m.state).text == hidden           # not told yet
    while m.prompt.kind != "election_candidates":
        m.next()
    assert refusal(err, "zh", True, pointed, m.state).text == err.message("zh")
    assert refusal(err, "zh", True, {"t": "candidates", "seats": [3]}, m.state).text == hidden   # 2 not pointed at
    assert refusal(err, "zh", True, pointed).text == hidden                    # no game: nothing told
    assert refusal(RuleError("rule.not_eligible_today", seat=3), "zh", True, pointed, m.state).text == hidden
    other = RuleError("rule.not_a_wolf", seat=2)                 # the mark tells only its own refusal's words
    assert refusal(other, "zh", True, {"t": "self_destruct", "seat": 2}, m.state).text == hidden


@pytest.mark.parametrize("lang", ["zh", "de"])
def test_in_privacy_mode_the_saboteur_wolfs_pick_entered_at_the_election_is_refused_in_its_own_words(qtbot, lang):
    """At the office election's candidates step the table has been told seat 2 cannot be elected
    (fcccbc7, 4c6b330): in F9 the host who enters 2 as a candidate reads the engine's words."""
    m = saboteur_pick(qtbot, lang, 2)
    while m.prompt.kind != "election_candidates":
        m.next()
    m.key(Qt.Key_F9)
    assert m.console.privacy
    inputs = m.inputs()
    assert not m.console.send({"t": "candidates", "seats": [2, 3]})
    assert m.inputs() == inputs and m.banner() == tr("rule.not_eligible_today", lang, seat=2)
