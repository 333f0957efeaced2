"""The Saboteur Wolf's pick reaches the table (004:551; reference: "the moderator announces before
the election that the player is not eligible"): the console's card at the office election's
candidates step has the words to read aloud, in the lines and in the second language, also in
privacy mode (F9: they are public); the narrator says them. Before, the engine marked the seat,
nothing showed it, and the host only met "Seat N cannot be elected today" when clicking it. The
projector marks the seat from then until dusk."""
import pytest

from werewolf_desktop.audio.script import speech_for
from werewolf_desktop.engine import Setup, public_view
from werewolf_desktop.i18n import LANGUAGES, tr

from werewolf_desktop.ui.game.projector import ProjectorWindow

from .helpers_console import Moderator, open_window, start_game
from .test_console_rules import through_night

NAMES = ["Ada", "Bo", "Cai", "Dora", "Ede", "Fay", "Gus", "Hal"]
ROLES = ["werewolf", "saboteur_wolf", "seer", "villager", "villager", "villager", "villager", "villager"]


def start_revamped(qtbot, lang: str):
    """A Werewolves Revamped game of 8 that elects its offices (a Saboteur Wolf in it), at night 1."""
    window = open_window(qtbot, lang=lang)
    setup = Setup.create(NAMES, ruleset="revamped", deck={"werewolf": 1, "saboteur_wolf": 1, "seer": 1, "villager": 5},
                         options={"elections": "offices"}, assignment=ROLES, deal_mode="laptop", seed=1, lang=lang)
    start_game(window, setup=setup)
    return window, Moderator(qtbot, window)


@pytest.mark.parametrize("lang,second", [("zh", "de"), ("de", "zh"), ("en", None), ("fr", None)])
def test_the_card_tells_who_cannot_be_elected_before_the_election(qtbot, lang, second):
    window, m = start_revamped(qtbot, lang)
    through_night(m, {"saboteur_wolf": 2})                       # the Saboteur Wolf picks itself
    while m.prompt.kind != "election_candidates":
        m.next()
    assert m.prompt.office == "mayor" and m.prompt.announcement == {"not_eligible": [2]}
    card = window.console.card
    if second:
        card.show_prompt(m.prompt, m.state, lang, second, privacy=False)
    told = tr("beat.not_eligible_today", lang, seats=[2])
    assert told in card.lines.text() and card.lines.isVisible()
    assert card.lines.text().index(told) > card.lines.text().index(tr("beat.office_candidates", lang, office_role="mayor"))
    if second:
        assert tr("beat.not_eligible_today", second, seats=[2]) in card.second.text()
    qtbot.wait(50)
    window.grab().save(f"/tmp/saboteur_told_{lang}.png")
    card.show_prompt(m.prompt, m.state, lang, None, privacy=True)    # public words: F9 keeps them
    assert told in card.lines.text()
    said = " ".join(speech_for(m.prompt, lang, m.state.options).texts())
    assert told.rstrip("。.") in said                              # the narrator reads it too
    m.seat(3)                                                      # the others may still run
    m.enter()
    assert m.prompt.kind != "election_candidates"
    assert all(told not in t for t in window.console.texts())      # told once, at the call


def test_every_language_has_the_words_for_one_and_for_several():
    for lang in LANGUAGES:
        one, two = tr("beat.not_eligible_today", lang, seats=[5]), tr("beat.not_eligible_today", lang, seats=[3, 5])
        assert "5" in one and "3" in two and "5" in two and one != two


@pytest.mark.parametrize("lang", ["zh", "de"])
def test_the_projector_marks_the_pick_once_the_election_is_called(qtbot, lang):
    window, m = start_revamped(qtbot, lang)
    projector = ProjectorWindow(lang)
    qtbot.addWidget(projector)
    through_night(m, {"saboteur_wolf": 5})
    mark = "⊘ " + tr("ui.seat.not_eligible", lang)
    projector.show_public(public_view(m.state))
    assert all(mark not in t for t in projector.texts())              # the dawn: not told yet
    while m.prompt.kind != "election_candidates":
        m.next()
    projector.show_public(public_view(m.state))
    assert mark in projector.seats[4].status.text()
    assert all(mark not in w.status.text() for i, w in enumerate(projector.seats) if i != 4)
    projector.resize(1280, 720)
    projector.show()
    qtbot.wait(50)
    projector.grab().save(f"/tmp/saboteur_projector_{lang}.png")
