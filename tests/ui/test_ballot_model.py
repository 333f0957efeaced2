"""The ballot tally model, without any view: Qt's model tester, weights, the engine's forbidden
votes and seats without a vote, and the one vote input it makes."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt

from werewolf_desktop.engine import Game, RuleError, Setup
from werewolf_desktop.i18n import tr
from werewolf_desktop.ui.game.ballot import BallotModel, TallyProxy, parse_entry


def exile_vote_game() -> Game:
    """10 players (Cupid), seed 3: hunter 1, wolves 3 7 9, cupid 4, witch 5, seer 8; lovers 2 & 3;
    seat 6 is elected sheriff; day 1's exile ballot is open."""
    setup = Setup.create([f"P{i}" for i in range(1, 11)], preset="std10_cupid", seed=3, deal_mode="laptop")
    g = Game(setup)
    while g.prompt.phase == "night":
        p = g.prompt
        if p.step == "cupid" and not p.actions[0]["done"]:
            g.apply({"t": "act", "action": "link", "seats": [2, 3]})
            continue
        g.apply({"t": "next"})
    g.apply({"t": "candidates", "seats": [6]})
    while g.prompt.kind != "exile_vote":
        g.apply({"t": "next"})
    return g


def names_of(g: Game) -> dict[int, str]:
    return {s.seat: s.name for s in g.state.seats}


def test_model_passes_qts_model_tester_while_votes_change(qtmodeltester):
    g = exile_vote_game()
    model = BallotModel()
    model.load(g.prompt, names_of(g), "en")
    qtmodeltester.check(model)
    assert model.rowCount() == len(g.prompt.candidates) + 1          # every candidate + abstain
    assert model.columnCount() == 3
    for voter in model.voters:
        model.set_vote(voter, 7 if voter != 7 else 9)
    model.set_vote(2, None)
    qtmodeltester.check(model)
    model.clear()
    qtmodeltester.check(model)
    proxy = TallyProxy()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy)


def test_tally_uses_the_sheriffs_weight_and_shows_who_voted():
    g = exile_vote_game()
    p = g.prompt
    assert p.weights == {6: 2.0}
    model = BallotModel()
    model.load(p, names_of(g), "en")
    assert model.set_vote(6, 7) is None       # the sheriff: 2 votes
    assert model.set_vote(1, 7) is None
    assert model.set_vote(5, 9) is None
    assert model.count(7) == 3 and model.count(9) == 1
    assert model.leaders() == [7]
    row = model.candidates.index(7)
    assert model.data(model.index(row, 0)) == "7 · P7"
    assert model.data(model.index(row, 1)) == "3 votes"
    assert model.data(model.index(row, 2)) == "1, 6×2"
    assert model.data(model.index(row, 0), Qt.FontRole).bold()
    abstain = model.rowCount() - 1
    assert model.data(model.index(abstain, 0)) == tr("ui.ballot.abstain", "en")
    assert model.row_target(abstain) is None
    assert model.headerData(1, Qt.Horizontal) == tr("ui.ballot.col.votes", "en")
    assert model.data(QModelIndex()) is None


def test_forbidden_votes_are_refused_with_the_engines_reason_and_nothing_changes():
    g = exile_vote_game()
    p = g.prompt
    assert p.forbidden == {2: [3], 3: [2]}
    model = BallotModel()
    model.load(p, names_of(g), "zh")
    before = dict(model.votes)
    reason = model.set_vote(2, 3)
    assert reason == RuleError("rule.lovers_vote", voter=2, target=3).message("zh")
    assert model.votes == before
    assert model.set_vote(42, 3) == RuleError("rule.not_a_voter", seat=42).message("zh")


def test_pk_players_have_no_vote_and_the_input_is_accepted_by_the_engine():
    g = exile_vote_game()
    p = g.prompt
    model = BallotModel()
    model.load(p, names_of(g), "en")
    voters = list(p.voters)
    half = len(voters) // 2
    for i, v in enumerate(voters):             # a tie between 7 and 9
        target = 7 if i < half else 9
        if target in p.forbidden.get(v, []) or target == v:
            target = None
        model.set_vote(v, target)
    counts = (model.count(7), model.count(9))
    inp = model.as_input()
    assert inp["t"] == "vote" and set(inp["votes"]) == {str(v) for v in voters}
    g.apply(inp)
    ballot = g.state.ballots[-1]
    assert (ballot.counts.get(7, 0), ballot.counts.get(9, 0)) == counts
    assert ballot.outcome == "tie" and counts == (5, 5)
    while g.prompt.kind == "pk_speech":
        g.apply({"t": "next"})
    pk = g.prompt
    assert pk.kind == "exile_vote" and set(pk.disabled) == {7, 9}
    model.load(pk, names_of(g), "en")
    for seat, key in pk.disabled.items():
        assert model.refusal(seat, pk.candidates[0]) == tr(key, "en", seat=seat)
        assert seat not in model.votes


@pytest.mark.parametrize("typed, pair", [("3 5", (3, 5)), ("3,5", (3, 5)), ("12>7", (12, 7)), ("3 0", (3, None)),
                                         ("3 -", (3, None)), ("4 x", (4, None)), ("35", None), ("a b", None), ("", None)])
def test_keyboard_entry_parsing(typed, pair):
    assert parse_entry(typed) == pair


@pytest.mark.parametrize("lang, shown", [("en", "1, 2, 6×1.5"), ("de", "1; 2; 6×1,5"), ("fr", "1; 2; 6×1,5")])
def test_the_voters_column_never_mixes_list_commas_with_a_decimal_comma(lang, shown):
    """The sheriff's 1.5 votes in German and French are "1,5": the voters are then set apart with
    semicolons, as those languages list numbers that have a decimal comma."""
    g = exile_vote_game()
    model = BallotModel()
    model.load(g.prompt, names_of(g), lang)
    model.weights[6] = 1.5
    target = next(c for c in model.candidates if c not in (1, 2, 3, 6))          # (2 and 3 are lovers)
    for voter in (1, 2, 6):
        assert model.set_vote(voter, target) is None
    row = next(r for r in range(model.rowCount()) if model.row_target(r) == target)
    assert model.data(model.index(row, 2)) == shown
