"""Seed 003 §1 警长规则 and §5 警徽规则 (003_dc61b1ae08af9896.txt lines 6-11, 35-38)."""
import pytest

from werewolf_desktop.engine import RuleError

from .helpers import STD9, game, nxt, run_night, skip_to, vote


def day1(**night):
    g = game(STD9)
    run_night(g, **(night or {"pack": ("kill", 7)}))
    return g


def test_003_1_1_election_before_deaths_are_announced():
    """003:7 第一天未宣布死者之前就进行警长竞选 — and last night's victim may still run."""
    g = day1(pack=("kill", 7))
    assert g.prompt.kind == "election_candidates"
    assert 7 in g.prompt.candidates                         # killed, not yet announced
    g.apply({"t": "candidates", "seats": [7, 8]})
    assert g.prompt.kind == "election_speech" and g.prompt.seat == 7


def test_003_1_2_candidates_may_withdraw():
    """003:8 警长竞选后可以退选。"""
    g = day1()
    g.apply({"t": "candidates", "seats": [3, 4, 5]})
    g.apply({"t": "withdraw", "seat": 4})
    assert 4 not in g.prompt.candidates
    nxt(g)                                                  # 3 speaks
    assert g.prompt.seat == 5                               # 4's speech is skipped


def test_003_1_3_only_non_candidates_vote_and_withdrawn_cannot():
    """003:9 只有未竞选者可以投票，竞选后退选不能投票。"""
    g = day1()
    g.apply({"t": "candidates", "seats": [3, 4, 5]})
    g.apply({"t": "withdraw", "seat": 5})
    skip_to(g, "election_vote")
    assert set(g.prompt.voters) == {1, 2, 6, 7, 8, 9}
    with pytest.raises(RuleError) as err:
        vote(g, {5: 3})
    assert err.value.key == "rule.not_a_voter"
    with pytest.raises(RuleError):
        vote(g, {3: 4})


def test_003_1_4_tie_goes_to_pk_then_no_sheriff():
    """003:10 平票者再发言，其他人视为退选，依然只有未竞选者能投票；再次平票则没有警长。"""
    g = day1()
    g.apply({"t": "candidates", "seats": [3, 4, 5]})
    skip_to(g, "election_vote")
    vote(g, {1: 3, 2: 4, 6: 3, 7: 4, 8: 5, 9: None})
    assert g.prompt.kind == "election_pk_speech" and g.prompt.seat == 3
    assert g.prompt.say == {"key": "beat.election_pk_tie", "params": {"seats": [3, 4], "seat": 3}}   # issue 29.3
    assert g.state.election["running"] == [3, 4]            # 5 counts as withdrawn
    skip_to(g, "election_pk_vote")
    assert g.prompt.candidates == [3, 4] and 5 not in g.prompt.voters
    with pytest.raises(RuleError):
        vote(g, {1: 5})                                     # 5 is no longer a candidate
    vote(g, {1: 3, 2: 4})
    assert g.state.sheriff is None
    assert any(e["kind"] == "no_sheriff" for e in g.state.timeline)
    assert g.prompt.kind == "announce"


def test_003_1_4_pk_winner_becomes_sheriff():
    g = day1()
    g.apply({"t": "candidates", "seats": [3, 4]})
    skip_to(g, "election_vote")
    vote(g, {1: 3, 2: 4})
    skip_to(g, "election_pk_vote")
    vote(g, {1: 3, 2: 3, 6: 4})
    assert g.state.sheriff == 3


def test_003_1_5_wolf_self_destruct_in_election_means_no_sheriff():
    """003:11 狼人可以在警长竞选阶段自爆，如果这样则没有警长。"""
    g = day1()
    g.apply({"t": "candidates", "seats": [1, 3]})
    g.apply({"t": "self_destruct", "seat": 1})
    assert g.state.sheriff is None and g.state.badge_lost
    assert not any(b["kind"].startswith("election") for b in g.state.agenda)


def test_003_5_1_badge_is_lost_for_the_game_after_election_self_destruct():
    """003:36 狼人在警长竞选时自爆，则警徽流失 — no election later either."""
    g = day1()
    g.apply({"t": "candidates", "seats": [3]})
    g.apply({"t": "self_destruct", "seat": 2})
    assert g.state.badge_lost and g.state.sheriff is None


def test_single_candidate_is_elected_without_a_vote():
    g = day1()
    g.apply({"t": "candidates", "seats": [3, 4]})
    g.apply({"t": "withdraw", "seat": 4})
    skip_to(g, "announce")
    assert g.state.sheriff == 3


def test_003_5_2_dead_sheriff_passes_the_badge():
    """003:37 警长因任何原因死亡时，可以移交警徽。"""
    g = day1(pack=("kill", 7))
    g.apply({"t": "candidates", "seats": [7]})              # the victim becomes sheriff
    skip_to(g, "announce")
    nxt(g)
    assert g.prompt.kind == "badge" and g.prompt.seat == 7
    assert 7 not in g.prompt.candidates
    with pytest.raises(RuleError):
        g.apply({"t": "badge", "seat": 7})
    g.apply({"t": "badge", "seat": 4})
    assert g.state.sheriff == 4


def test_003_5_3_torn_badge_means_no_sheriff():
    """003:38 警长死亡时可以撕毁警徽，本局将没有警长。"""
    g = day1(pack=("kill", 7))
    g.apply({"t": "candidates", "seats": [7]})
    skip_to(g, "badge")
    g.apply({"t": "badge", "seat": None})
    assert g.state.sheriff is None and g.state.badge_lost


def test_003_2_1_election_speeches_from_the_highest_number():
    """003:14 事先规定警长竞选发言从号码最大或最小的开始。"""
    g = game(STD9, election_speech_from="high")
    run_night(g, pack=("kill", 7))
    g.apply({"t": "candidates", "seats": [3, 5, 8]})
    order = []
    while g.prompt.kind == "election_speech":
        order.append(g.prompt.seat)
        nxt(g)
    assert order == [8, 5, 3]
