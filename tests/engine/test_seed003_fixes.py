"""Seed 003 rules the first engine got wrong (issue 15), each with the test that failed before the fix."""
import pytest

from werewolf_desktop.describe import timeline
from werewolf_desktop.engine import Game, RuleError, Setup

from .helpers import STD9, game, no_election, nxt, run_night, skip_to, through_announce, to_exile_vote, vote


def _night_two(g):
    run_night(g, pack=None)
    no_election(g)
    to_exile_vote(g)
    vote(g, {})
    skip_to(g, "dusk")
    nxt(g)


def test_003_3_1_hunter_shot_on_night_two_gives_no_second_last_words():
    """003:20 第二晚只有单个玩家死亡有遗言, 003:23 猎人枪杀目标视为与猎人同一时间死亡: the one he shoots is a
    second death of night 2 and has none — and so the hunter has none either (issue 30.1)."""
    g = game(STD9)
    _night_two(g)
    run_night(g, pack=("kill", 5))
    through_announce(g)
    assert g.prompt.kind == "hunter_shot"
    g.apply({"t": "shoot", "seat": 1})
    hunter, target = g.state.seat(5).death, g.state.seat(1).death
    assert (target.phase, target.number) == ("night", 2) and not target.last_words and not hunter.last_words


def test_003_3_4_the_shot_victim_is_listed_under_the_hunters_night():
    """003:23: the replay lists the shot victim's death under the night the hunter died."""
    g = game(STD9)
    run_night(g, pack=("kill", 5))
    no_election(g)
    through_announce(g)
    g.apply({"t": "shoot", "seat": 1})
    periods = timeline(g.state.timeline, "en", {s.seat: s.name for s in g.state.seats})
    night1 = next(p for p in periods if p["key"] == ("night", 1))
    assert {e["seat"] for e in night1["events"] if e["kind"] == "death"} == {5, 1}


def test_003_6_4_wolf_kill_and_poison_on_the_hunter_block_the_shot():
    """003:44 猎人若在夜晚被女巫毒杀…其技能不能发动: killed by the pack AND poisoned the same night, the
    hunter was poisoned, so he may not shoot in the day (the poison cause is kept when deaths merge)."""
    g = game(STD9, witch_one_potion_per_night=True)
    run_night(g, pack=("kill", 5), witch=("poison", 5))
    assert g.state.seat(5).death.causes == ["wolf", "poison"]
    no_election(g)
    through_announce(g)
    assert g.prompt.kind != "hunter_shot"


def test_003_self_destruct_is_offered_while_candidates_are_named():
    """003:11 狼人在警长竞选时自爆: the election's first beat accepts a self-destruct, so it offers it."""
    g = game(STD9)
    run_night(g, pack=("kill", 7))
    assert g.prompt.kind == "election_candidates"
    assert "self_destruct" in g.prompt.allowed and g.prompt.self_destruct == [1, 2]


def test_003_111_printed_thief_cards_may_not_both_be_wolves():
    """003:111, 003:196: the thief's two bottom cards may not both be wolves — printed cards too."""
    deck = {"werewolf": 3, "seer": 1, "witch": 1, "hunter": 1, "thief": 1, "villager": 5}
    setup = Setup.create([f"p{i}" for i in range(1, 11)], deck=deck, deal_mode="printed", seed=1)
    g = Game(setup)
    while g.prompt.identify != ["thief"]:
        g.apply({"t": "next"})
    with pytest.raises(RuleError) as err:
        g.apply({"t": "identify", "role": "thief", "seats": [3], "cards": ["werewolf", "werewolf"]})
    assert err.value.key == "deck.thief_bottom"
    g.apply({"t": "identify", "role": "thief", "seats": [3], "cards": ["werewolf", "villager"]})


def test_rules_are_named_in_words_with_the_seed_line_as_a_detail():
    """Issue 15: a death reads "poisoned by the witch (Chinese standard rules, l. 99)", never "规则 003:99"."""
    from werewolf_desktop.describe import rule_label

    g = game(STD9)
    run_night(g, pack=None, witch=("poison", 8))
    periods = timeline(g.state.timeline, "zh", {s.seat: s.name for s in g.state.seats})
    line = next(li for p in periods for li in p["lines"] if "死亡" in li)
    assert "规则 003" not in line and "003:" not in line and "狼人杀规则第99行" in line
    assert rule_label("004:427", "de") == "Revamped-Rollenbuch, Z. 427"
    assert rule_label("002:94", "en") == "Plotkin's rules, l. 94"
