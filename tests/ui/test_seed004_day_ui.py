"""Seed 004's day in the console: the moderator's ballot counts hidden weights and invisible votes
the way the engine does, while the projector is told only the outcome; the Bartender (reference
class C) in the deck builder: listed, greyed, its reason in the tooltip, never let into a deck."""
import pytest

from werewolf_desktop.engine import Game, Setup, catalogue, public_view
from werewolf_desktop.ui.game.ballot import BallotModel
from werewolf_desktop.i18n import text
from werewolf_desktop.ui.setup.deck import CustomDeckEditor


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_bartender_is_listed_with_its_reason_and_cannot_be_added(qtbot, lang):
    w = CustomDeckEditor(lang)
    qtbot.addWidget(w)
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
