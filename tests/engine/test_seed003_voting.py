"""Seed 003 §4 投票规则 (lines 29-33)."""
import re

import pytest

from werewolf_desktop.engine import RuleError
from werewolf_desktop.i18n import LANGUAGES, text, tr

from .helpers import STD9, game, no_election, nxt, run_night, skip_to, to_exile_vote, vote


def exile_day(roles=STD9, sheriff=None, night=None, **options):
    g = game(roles, **options)
    run_night(g, **(night or {"pack": None}))
    if sheriff:
        g.apply({"t": "candidates", "seats": [sheriff]})
    else:
        no_election(g)
    to_exile_vote(g)
    return g


def test_003_4_1_abstaining_is_allowed():
    """003:30 允许弃票。"""
    g = exile_day()
    vote(g, {1: None, 2: None, 3: 9})
    assert g.state.seat(9).alive is False
    assert g.state.ballots[-1].votes[1] is None


def test_003_4_2_sheriff_vote_counts_two():
    """003:31 警长的票视为2票。"""
    g = exile_day(sheriff=3)
    assert g.prompt.weights == {3: 2.0}
    vote(g, {3: 8, 1: 9})
    assert g.state.ballots[-1].counts == {8: 2.0, 9: 1}
    assert not g.state.seat(8).alive


def test_003_4_2_sheriff_vote_one_and_a_half_option():
    """003:31 1.5票是网杀的规则 — an option."""
    g = exile_day(sheriff=3, sheriff_weight=1.5)
    vote(g, {3: 8, 1: 9, 2: 9})
    assert g.state.ballots[-1].counts == {8: 1.5, 9: 2}
    assert not g.state.seat(9).alive


def test_003_4_3_tie_goes_to_pk_tied_players_cannot_vote_second_tie_peaceful_day():
    """003:32 平票者进入PK台，平票者不能投票（包括警长），其余玩家只能投PK台上的人；再次平票则平安日。"""
    g = exile_day(sheriff=8)
    vote(g, {8: 9, 1: 7, 2: 7})                              # 9: 2 (sheriff), 7: 2 → tie
    assert g.prompt.kind == "pk_speech" and g.prompt.seat == 7
    # issue 29.3: who tied is said with the real seats before the PK speeches, never "x号玩家和y号玩家"
    assert g.prompt.say == {"key": "beat.pk_tie", "params": {"seats": [7, 9], "seat": 7}}
    assert tr("beat.pk_tie", "zh", **g.prompt.say["params"]).startswith("7和9号玩家此轮平票")
    nxt(g)
    assert g.prompt.say == {"key": "beat.pk_speech", "params": {"seat": 9}}
    skip_to(g, "exile_vote")
    assert 7 not in g.prompt.voters and 9 not in g.prompt.voters
    assert g.prompt.candidates == [7, 9] and "卡" not in str(g.prompt.lines)
    for lang in LANGUAGES:
        line = text(g.prompt.lines, lang)
        assert not re.search(r"\b[xy]\b|[xy]号", line), line          # no placeholder left
    assert text(g.prompt.lines, "zh").startswith("好，PK发言结束")
    with pytest.raises(RuleError):
        vote(g, {1: 3})                                     # only PK players may be voted on
    vote(g, {1: 7, 2: 9})
    assert g.state.seat(7).alive and g.state.seat(9).alive
    assert any(e["kind"] == "no_exile" for e in g.state.timeline)
    assert g.prompt.kind == "dusk"


def test_003_4_3_sheriff_on_pk_stand_cannot_vote():
    g = exile_day(sheriff=9)
    vote(g, {9: 7, 1: 9, 2: 9})                             # 7: 2, 9: 2
    skip_to(g, "exile_vote")
    assert 9 not in g.prompt.voters


def test_003_4_4_lovers_never_vote_for_each_other():
    """003:33 被连中情侣的两位玩家，在白天放逐投票环节永远不能互投。"""
    roles = ["werewolf", "werewolf", "seer", "witch", "cupid", "villager", "villager", "villager", "villager"]
    g = exile_day(roles, night={"cupid": ("link", 4, 9), "pack": None}, win="city")
    assert g.prompt.forbidden == {4: [9], 9: [4]}
    with pytest.raises(RuleError) as err:
        vote(g, {9: 4})
    assert err.value.key == "rule.lovers_vote"
    vote(g, {9: 1, 4: 1, 2: 1, 3: 1})
    assert not g.state.seat(1).alive


def test_illegal_ballot_changes_nothing():
    g = exile_day()
    before = (len(g.inputs), len(g.state.ballots), g.prompt.kind)
    with pytest.raises(RuleError):
        vote(g, {42: 1})
    assert (len(g.inputs), len(g.state.ballots), g.prompt.kind) == before


def test_everybody_abstains_means_no_exile():
    g = exile_day()
    vote(g, {})
    assert g.prompt.kind == "dusk" and all(s.alive for s in g.state.seats)
