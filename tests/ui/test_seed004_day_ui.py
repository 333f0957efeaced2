"""Seed 004's day in the console: the moderator's ballot counts hidden weights and invisible votes
the way the engine does, while the projector is told only the outcome; the Bartender (reference
class C) in the deck builder: listed, greyed, its reason in the tooltip, never let into a deck."""
import pytest

from werewolf_desktop.engine import Game, Setup, catalogue, public_view
from werewolf_desktop.ui.game.ballot import BallotModel
from werewolf_desktop.i18n import LANGUAGES, text
from werewolf_desktop.ui.setup.deck import CustomDeckEditor


@pytest.mark.parametrize("lang", LANGUAGES)
def test_bartender_is_listed_with_its_reason_and_cannot_be_added(qtbot, lang):
    w = CustomDeckEditor(lang)
    qtbot.addWidget(w)
    w.show_ruleset("revamped")                 # the editor builds the rows of the ruleset shown (seed 004's)
    reason = text(catalogue().role("bartender").playable["reason"], lang)
    assert reason in w.names["bartender"].toolTip()
    assert text(catalogue().role("bartender").name, lang) in w.names["bartender"].text()
    assert not w.steppers["bartender"].isEnabled() and w.spins["bartender"].maximum() == 0
    w.steppers["bartender"].plus.click()
    w.set_deck({"bartender": 1, "werewolf": 2, "villager": 5}, grow=True)
    assert "bartender" not in w.deck()


def test_moderators_ballot_counts_hidden_weights_and_votes_the_projector_only_the_outcome():
    roles = ["werewolf", "werewolf", "trickster", "stalker", "villager", "villager", "villager", "villager"]
    setup = Setup.create([f"P{i}" for i in range(1, 9)], ruleset="revamped", deck={"werewolf": 2, "trickster": 1,
                         "stalker": 1, "villager": 4}, assignment=roles, deal_mode="laptop", seed=1)
    g = Game(setup)
    while g.prompt.phase == "night":
        if g.prompt.step == "stalker" and not g.prompt.actions[0]["done"]:
            g.apply({"t": "act", "action": "threaten", "seats": [6]})
            continue
        g.apply({"t": "next"})
    while g.prompt.kind != "exile_vote":
        g.apply({"t": "next"})
    model = BallotModel()
    model.load(g.prompt, {s.seat: s.name for s in g.state.seats}, "en")
    for voter, target in {3: 5, 4: 5, 7: 8, 8: 7}.items():
        assert model.set_vote(voter, target) is None
    assert (model.count(5), model.count(6), model.count(7), model.count(8)) == (0, 2, 1, 1)
    assert model.leaders() == [6]
    assert "+2" in model.data(model.index(model.candidates.index(6), 2))
    g.apply(model.as_input())
    assert g.state.ballots[-1].counts == {5: 0, 6: 2, 7: 1, 8: 1} and not g.state.seat(6).alive
    assert "counts" not in public_view(g.state)["ballot"] and public_view(g.state)["ballot"]["top"] == [6]


def test_office_election_and_resignation_in_the_console(qtbot):
    """004 §6 in the console: the day's election names the office, the Mayor wears the office
    mark on the table and the projector, and a holder resigns from the day's menu (004:838)."""
    from werewolf_desktop.engine import offices
    from werewolf_desktop.i18n import tr

    from .helpers_console import Moderator, open_window, start_game
    from .test_console_rules import through_night

    window = open_window(qtbot, lang="de")
    start_game(window, preset="revamped8", names=["A", "B", "C", "D", "E", "F", "G", "H"])
    m = Moderator(qtbot, window)
    through_night(m)
    m.enter()                                              # the dawn announcement
    assert m.prompt.kind == "election_candidates" and m.prompt.say["params"] == {"office_role": "mayor"}
    assert any("Bürgermeister" in t for t in window.console.texts())
    qtbot.wait(50)
    assert window.console.card.title.text() == "Tag 1 · Wahl zum Bürgermeister: Kandidaten"
    window.grab().save("/tmp/office_election.png")
    alive = m.state.alive()
    m.seat(alive[0])
    m.enter()
    m.enter()                                              # the candidate's speech
    assert offices.holder(m.state, "mayor") == alive[0]
    assert "✪" in window.console.circle.tile(alive[0]).marks.text()
    assert "Bürgermeister" in window.console.circle.tile(alive[0]).toolTip()
    assert m.prompt.kind == "discussion"
    m.menu("Resign", alive[0])
    assert offices.resigning(m.state, alive[0], "mayor")
    assert m.prompt.resign == {}
    window.grab().save("/tmp/office_resigned.png")
    assert tr("timeline.office_resigned", "de", who="x", office="Bürgermeister").startswith("x tritt")
