"""Seed 003 §2 发言规则 (lines 13-17) and §3 遗言规则 (lines 19-27)."""
import pytest

from werewolf_desktop.engine import RuleError

from .helpers import STD9, finish_deaths, game, no_election, nxt, run_night, skip_to, through_announce, to_exile_vote, vote


def speeches(g):
    order = []
    while g.prompt.kind == "speech":
        order.append(g.prompt.seat)
        nxt(g)
    return order


def test_003_2_2_day_speech_from_sheriffs_side_sheriff_last_then_other_hand():
    """003:15 从警长左边（或右边）开始，警长最后发言；第二天换手。"""
    g = game(STD9)
    run_night(g, pack=None)
    g.apply({"t": "candidates", "seats": [4]})
    skip_to(g, "direction")
    assert g.prompt.default == "up"
    g.apply({"t": "direction", "direction": "up"})
    assert speeches(g) == [5, 6, 7, 8, 9, 1, 2, 3, 4]
    vote(g, {1: 9, 2: 9, 3: 9, 4: 9, 5: 9, 6: 9, 7: 9, 8: 9})
    finish_deaths(g)
    skip_to(g, "dusk"); nxt(g)
    run_night(g, pack=None)
    skip_to(g, "direction")
    assert g.prompt.default == "down"                      # the next day changes hands
    nxt(g)
    assert speeches(g) == [3, 2, 1, 8, 7, 6, 5, 4]


def test_003_2_3_without_sheriff_speech_starts_beside_the_last_dead():
    """003:16 如果没有警长，则从最后一个死者的左边（或右边）开始发言。"""
    g = game(STD9)
    run_night(g, pack=("kill", 6))
    no_election(g)
    through_announce(g)
    finish_deaths(g)
    g.apply({"t": "direction", "direction": "up"})
    assert speeches(g) == [7, 8, 9, 1, 2, 3, 4, 5]


def test_003_2_4_self_destruct_stops_all_speeches():
    """003:17 狼人可以在任何人发言时自爆。自爆后所有发言立即中止。"""
    g = game(STD9)
    run_night(g, pack=None)
    no_election(g)
    skip_to(g, "direction"); nxt(g)
    nxt(g)                                                 # first speaker done
    g.apply({"t": "self_destruct", "seat": 2})
    kinds = [b["kind"] for b in g.state.agenda]
    assert "speech" not in kinds and "exile_vote" not in kinds
    assert g.prompt.kind == "last_words" and g.prompt.seat == 2   # 003:25 自爆可以留遗言
    nxt(g)
    assert g.prompt.kind == "dusk"


def test_self_destruct_refused_for_non_wolves_and_at_night():
    g = game(STD9)
    with pytest.raises(RuleError):
        g.apply({"t": "self_destruct", "seat": 1})         # night
    run_night(g, pack=None)
    no_election(g)
    skip_to(g, "direction")
    with pytest.raises(RuleError) as err:
        g.apply({"t": "self_destruct", "seat": 3})
    assert err.value.key == "rule.not_a_wolf"


def last_words_of(g, seat):
    return g.state.seat(seat).death.last_words


def test_003_3_1_night_one_deaths_all_have_last_words():
    """003:20 第一天晚上的死者有遗言（无论死了几个）。"""
    g = game(STD9)
    run_night(g, pack=("kill", 7), witch=("poison", 8))
    assert last_words_of(g, 7) and last_words_of(g, 8)


def night2(g, **choices):
    no_election(g) if g.prompt.kind == "election_candidates" else None
    to_exile_vote(g)
    vote(g, {})
    skip_to(g, "dusk"); nxt(g)
    run_night(g, **choices)


def test_003_3_1_night_two_single_death_has_last_words():
    """003:20 第二晚只有单个玩家死亡有遗言。"""
    g = game(STD9)
    run_night(g, pack=None)
    night2(g, pack=("kill", 7))
    assert last_words_of(g, 7)


def test_003_3_1_night_two_several_deaths_have_none():
    """003:20 出现多死的情况则没有遗言。"""
    g = game(STD9)
    run_night(g, pack=None)
    night2(g, pack=("kill", 7), witch=("poison", 8))
    assert not last_words_of(g, 7) and not last_words_of(g, 8)


def test_003_3_1_advanced_rule_no_night_last_words_from_night_two():
    """003:20 进阶规则：第二晚开始所有夜里死的玩家均没有遗言。"""
    g = game(STD9, last_words="advanced")
    run_night(g, pack=None)
    night2(g, pack=("kill", 7))
    assert not last_words_of(g, 7)


def test_003_3_1_day_deaths_have_last_words():
    """003:20 所有白天死亡的玩家都有遗言。"""
    g = game(STD9)
    run_night(g, pack=None)
    night2(g, pack=None)
    to_exile_vote(g)
    vote(g, {v: 9 for v in g.prompt.voters if v != 9})
    assert last_words_of(g, 9) and g.prompt.kind == "last_words"


def test_003_3_2_night_three_and_later_have_no_last_words():
    """003:21 第三天及以后晚上的死者均没有遗言。"""
    g = game(STD9)
    run_night(g, pack=None)
    night2(g, pack=None)
    night2(g, pack=("kill", 7))
    assert g.state.night.number == 3 and not last_words_of(g, 7)


def test_003_3_3_lovers_die_at_the_same_time():
    """003:22 情侣殉情视为同时死亡。"""
    roles = ["werewolf", "werewolf", "seer", "witch", "cupid", "villager", "villager", "villager", "villager"]
    g = game(roles, win="city")
    run_night(g, cupid=("link", 6, 7), pack=("kill", 6))
    d6, d7 = g.state.seat(6).death, g.state.seat(7).death
    assert (d6.phase, d6.number) == (d7.phase, d7.number) == ("night", 1)
    assert d7.causes == ["heartbreak"]
    assert g.prompt.kind == "election_candidates" and g.state.pending_night_deaths == [6, 7]


def test_003_3_4_hunter_target_dies_at_hunters_time():
    """003:23 猎人枪杀目标视为与猎人同一时间死亡。"""
    g = game(STD9)
    run_night(g, pack=("kill", 5))
    no_election(g)
    through_announce(g)
    g.apply({"t": "shoot", "seat": 1})
    d = g.state.seat(1).death
    assert (d.phase, d.number, d.causes) == ("night", 1, ["shot"]) and d.last_words


def test_003_3_5_poison_is_a_night_death():
    """003:24 女巫毒杀目标视为夜晚死亡。"""
    g = game(STD9)
    run_night(g, pack=None, witch=("poison", 8))
    assert g.state.seat(8).death.phase == "night"


def test_003_3_7_night_one_deaths_keep_last_words_after_election_self_destruct():
    """003:25-26 自爆可以留遗言；警长竞选时自爆，第一天夜晚的死者依然可以发表遗言。"""
    g = game(STD9)
    run_night(g, pack=("kill", 7))
    g.apply({"t": "candidates", "seats": [1, 3]})
    g.apply({"t": "self_destruct", "seat": 1})
    assert g.prompt.kind == "last_words" and g.prompt.seat == 1
    nxt(g)
    assert g.prompt.kind == "announce"
    nxt(g)
    assert g.prompt.kind == "last_words" and g.prompt.seat == 7
    nxt(g)
    assert g.prompt.kind == "dusk"


def test_003_3_note_one_last_words_per_wolf():
    """003:27 有几狼就有几遗言，用完为止（自爆、殉情、毒、枪都占遗言数）。"""
    g = game(STD9, last_words="per_wolf")
    run_night(g, pack=("kill", 7), witch=("poison", 8))    # 2 wolves → 2 last words, both used
    assert last_words_of(g, 7) and last_words_of(g, 8)
    no_election(g)
    to_exile_vote(g)
    vote(g, {v: 9 for v in g.prompt.voters if v != 9})
    assert not last_words_of(g, 9)
