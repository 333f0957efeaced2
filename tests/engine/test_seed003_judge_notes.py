"""Seed 003 【法官必须要知道的】: the script order (line 77) and notes (1)-(11) (lines 79-90)."""
import pytest

from werewolf_desktop.engine import RuleError

from .helpers import STD9, act, finish_deaths, game, no_election, nxt, run_night, skip_to, through_announce, to_exile_vote, vote

THIEF12 = ["hunter", "witch", "seer", "idiot", "cupid", "thief", "villager", "villager", "villager", "werewolf", "werewolf", "villager"]


def schedule(g):
    return list(g.state.night.schedule)


def test_003_77_first_night_order_and_second_night_starts_with_guard():
    """003:77 盗贼—丘比特—情侣—守卫—长老—狼人—女巫—预言家—猎人—白痴；第二夜开始直接从守卫开始。"""
    roles = ["thief", "cupid", "guard", "elder", "werewolf", "witch", "seer", "hunter", "idiot", "villager", "werewolf", "villager"]
    g = game(roles, leftover=["villager", "villager"], win="side")
    assert schedule(g) == ["close_eyes", "thief", "cupid", "lovers_touch", "lovers_meet", "guard", "elder", "pack",
                           "witch", "seer", "hunter", "idiot", "dawn"]
    run_night(g, thief=("take", 0), cupid=("link", 1, 2))
    no_election(g); to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    assert schedule(g) == ["close_eyes", "guard", "elder", "pack", "witch", "seer", "hunter", "idiot", "dawn"]


def test_003_78_missing_roles_are_skipped():
    """003:78 若游戏身份配置中没有加入某个身份则按照上述顺序直接跳过。"""
    g = game(STD9)
    assert schedule(g) == ["close_eyes", "guard", "pack", "witch", "seer", "hunter", "dawn"]


def test_003_80_note1_buried_roles_are_still_called():
    """003:80 (1) 盗贼在底牌中或埋了丘比特及任一神牌，发言顺序不能跳过不能省略。"""
    roles = ["hunter", "witch", "seer", "idiot", "villager", "cupid", "villager", "villager", "villager", "werewolf", "werewolf", "werewolf"]
    g = game(roles, leftover=["thief", "villager"], win="side")  # the thief card is at the bottom
    assert "thief" in schedule(g)
    assert g.prompt.kind == "night_step"
    nxt(g)
    assert g.prompt.step == "thief" and g.prompt.actors == [] and not g.prompt.actor_alive
    assert g.prompt.lines["zh"] == "盗贼请睁眼，盗贼请选牌…盗贼请闭眼…"
    nxt(g)                                                 # nothing to enter, the step passes


def test_003_111_thief_must_take_the_wolf_and_the_other_card_is_buried():
    """003:111, 003:196 底牌中若有狼，必须选择狼人，另一身份牌被埋。"""
    g = game(THIEF12, leftover=["werewolf", "villager"], win="side")
    nxt(g)
    assert g.prompt.show["cards"] == ["werewolf", "villager"] and g.prompt.show["must_take"] == 0
    with pytest.raises(RuleError) as err:
        g.apply({"t": "act", "action": "take", "card": 1})
    assert err.value.key == "rule.thief_must_take_wolf"
    g.apply({"t": "act", "action": "take", "card": 0})
    assert g.state.seat(6).role == "werewolf" and g.state.buried == ["villager"]
    run_night(g, cupid=("link", 1, 2))
    pack = [s.seat for s in g.state.seats if s.role == "werewolf"]
    assert 6 in pack


def test_003_196_no_two_wolves_nor_thief_and_wolf_at_the_bottom():
    """003:111, 003:196 底牌不能为一盗贼一狼，也不可能出现两狼（法官调控）."""
    from werewolf_desktop.engine import Setup
    for seed in range(60):
        s = Setup.create([f"p{i}" for i in range(12)], preset="std12_cupid_thief", seed=seed)
        bottom = s.leftover[:2]
        assert bottom.count("werewolf") < 2
        assert not ("werewolf" in bottom and "thief" in bottom)
        assert len(s.assignment) == 12 and len(s.leftover) == 2


def test_003_201_thief_category_is_the_chosen_card():
    """003:201 盗贼最终选择的身份决定他是神民还是平民."""
    from werewolf_desktop.engine.victory import category_of
    roles = ["hunter", "witch", "villager", "idiot", "cupid", "thief", "villager", "villager", "villager", "werewolf", "werewolf", "werewolf"]
    g = game(roles, leftover=["seer", "villager"], win="side")
    nxt(g)
    g.apply({"t": "act", "action": "take", "card": 0})
    assert category_of(g.state, 6) == "god"


def test_003_81_note2_cupid_may_link_self_and_lovers_wake_only_on_night_one():
    """003:81 (2) 丘比特本人也可以成为情侣的一方；情侣只有在第一晚有睁眼的环节。"""
    roles = ["werewolf", "werewolf", "seer", "witch", "cupid", "villager", "villager", "villager", "villager"]
    g = game(roles, win="city")
    while g.prompt.step != "cupid":
        nxt(g)
    act(g, "link", 5, 8)
    nxt(g)
    assert g.prompt.step == "lovers_touch" and g.prompt.show == {"kind": "lovers", "seats": [5, 8]}
    nxt(g)
    assert g.prompt.step == "lovers_meet" and g.prompt.actors == [5, 8]
    run_night(g)
    no_election(g); to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    assert "lovers_meet" not in schedule(g) and "cupid" not in schedule(g)


def test_003_83_note4_no_agreement_means_empty_kill():
    """003:83 (4) 意见不统一，空刀处理: the moderator simply goes on without a kill."""
    g = game(STD9)
    while g.prompt.step != "pack":
        nxt(g)
    nxt(g)
    assert g.prompt.step == "witch" and g.prompt.show["seat"] is None


def test_003_84_note5_witch_one_potion_per_night_two_per_game():
    """003:84 (5) 女巫一个晚上只能用一瓶药，整局游戏只有两瓶药。"""
    g = game(STD9)
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 7); nxt(g)
    act(g, "save", 7)
    with pytest.raises(RuleError) as err:
        act(g, "poison", 1)
    assert err.value.key == "rule.one_potion_per_night"


def test_003_85_note6_seer_gets_only_good_or_wolf():
    g = game(STD9)
    while g.prompt.step != "seer":
        nxt(g)
    act(g, "check", 5)
    assert g.prompt.show == {"kind": "seer_result", "seat": 5, "result": "good", "thumb": "up", "aloud": False}


def test_003_86_note7_hunter_lover_of_a_killed_player_gets_thumb_down():
    """003:86 (7) 4号被刀，9号猎人殉情，法官否定指示；反过来被刀的是9号猎人则可以开枪。"""
    roles = ["werewolf", "werewolf", "seer", "villager", "cupid", "witch", "villager", "villager", "hunter"]
    g = game(roles, win="city")
    run_night(g, cupid=("link", 4, 9))
    no_election(g); to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 4)
    while g.prompt.step != "hunter":
        nxt(g)
    assert g.prompt.show["thumb"] == "down"
    g.undo()
    while g.prompt.step != "pack":
        g.undo()
    g.undo()
    act(g, "kill", 9)
    while g.prompt.step != "hunter":
        nxt(g)
    assert g.prompt.show["thumb"] == "up"


def test_003_86_note7_day_exile_of_hunters_lover_both_have_last_words_hunter_cannot_shoot():
    """003:86-87 (7)(8) 4号白天被归票，9号殉情，猎人不能开枪，但情侣双方都有遗言。"""
    roles = ["werewolf", "werewolf", "seer", "villager", "cupid", "witch", "villager", "villager", "hunter"]
    g = game(roles, win="city")
    run_night(g, cupid=("link", 4, 9))
    no_election(g); to_exile_vote(g)
    vote(g, {1: 4, 2: 4, 3: 4, 5: 4})
    assert not g.state.seat(9).alive and g.state.seat(9).death.causes == ["heartbreak"]
    kinds = [g.prompt.kind] + [b["kind"] for b in g.state.agenda]
    assert "hunter_shot" not in kinds
    assert g.state.seat(4).death.last_words and g.state.seat(9).death.last_words


def test_003_88_note9_hunter_who_shot_is_no_longer_called():
    """003:88 (9) 猎人翻牌开枪后，黑夜可以省略猎人环节；没开枪的，仍要报猎人环节。"""
    g = game(STD9)
    run_night(g, pack=("kill", 5))
    no_election(g); through_announce(g)
    g.apply({"t": "shoot", "seat": 1})
    to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    assert "hunter" not in schedule(g)
    g = game(STD9)
    run_night(g, pack=("kill", 5))
    no_election(g); through_announce(g)
    g.apply({"t": "shoot", "seat": None})
    to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    assert "hunter" in schedule(g)


def test_003_89_note10_cupid_alone_keeps_the_third_party_alive():
    """003:89 (10) 狼人和人狼情侣全部出局，丘比特存活，游戏继续。"""
    roles = ["werewolf", "seer", "witch", "villager", "cupid", "villager", "villager", "villager", "villager"]
    g = game(roles, win="city")
    run_night(g, cupid=("link", 1, 4), pack=None)          # the only wolf loves seat 4: third party
    no_election(g); to_exile_vote(g)
    vote(g, {2: 1, 3: 1, 5: 1, 6: 1})                      # wolf out, 4 dies of heartbreak
    assert g.state.winner is None and g.state.phase == "day"
    finish_deaths(g); skip_to(g, "dusk"); nxt(g)
    run_night(g)
    no_election(g) if g.prompt.kind == "election_candidates" else None
    to_exile_vote(g)
    vote(g, {2: 5, 3: 5, 6: 5, 7: 5})
    assert g.state.winner["team"] == "village"


def test_003_90_note11_after_elder_penalty_roles_are_called_but_powerless():
    """003:90 (11), 003:105 长老因意外死亡后，好身份牌技能全部失效，但法官发言顺序不变。"""
    roles = ["werewolf", "werewolf", "seer", "witch", "hunter", "elder", "villager", "villager", "villager", "werewolf", "villager", "villager"]
    g = game(roles, win="side")
    run_night(g, pack=None)
    no_election(g); to_exile_vote(g)
    vote(g, {v: 6 for v in g.prompt.voters if v != 6})    # the elder is exiled → penalty
    assert g.state.penalty_applied and g.state.seat(3).powerless and g.state.seat(4).powerless
    finish_deaths(g); skip_to(g, "dusk"); nxt(g)
    assert schedule(g) == ["close_eyes", "elder", "pack", "witch", "seer", "hunter", "dawn"]
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 7); nxt(g)
    assert g.prompt.step == "witch" and g.prompt.powerless
    assert g.prompt.show["seat"] == 7                      # still shown the knife (antidote unused)
    with pytest.raises(RuleError) as err:
        act(g, "save", 7)
    assert err.value.key == "rule.powerless"
    nxt(g)
    assert g.prompt.step == "seer" and g.prompt.powerless and g.prompt.allowed == ["next"]
    nxt(g)
    assert g.prompt.show["thumb"] == "down"                 # the hunter can no longer shoot


def test_003_105_elder_has_two_lives_witch_not_shown_first_hit():
    """003:105 长老两条命；刀中第一条命时女巫得不到刀法指示；第二条命时女巫得到指示。"""
    roles = ["werewolf", "werewolf", "seer", "witch", "hunter", "elder", "villager", "villager", "villager", "werewolf", "villager", "villager"]
    g = game(roles, win="side")
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 6); nxt(g)
    assert g.prompt.show["seat"] is None
    run_night(g)
    assert g.state.seat(6).alive and g.state.seat(6).lives == 1
    no_election(g); to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 6); nxt(g)
    assert g.prompt.show["seat"] == 6
    act(g, "save", 6)
    run_night(g)
    assert g.state.seat(6).alive and g.state.seat(6).lives == 1   # 救起的长老只有一条命


def test_003_105_elder_killed_by_wolves_brings_no_penalty():
    roles = ["werewolf", "werewolf", "seer", "witch", "hunter", "elder", "villager", "villager", "villager", "werewolf", "villager", "villager"]
    g = game(roles, win="side")
    run_night(g, pack=("kill", 6))
    no_election(g); to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    run_night(g, pack=("kill", 6))
    assert not g.state.seat(6).alive and not g.state.penalty_applied


def test_003_105_elder_poisoned_dies_at_once_with_penalty_and_revealed_idiot_leaves():
    roles = ["werewolf", "werewolf", "seer", "witch", "idiot", "elder", "villager", "villager", "villager", "werewolf", "villager", "villager"]
    g = game(roles, win="side")
    run_night(g, pack=None)
    no_election(g); to_exile_vote(g)
    vote(g, {v: 5 for v in g.prompt.voters if v != 5})
    g.apply({"t": "reveal", "reveal": True})
    skip_to(g, "dusk"); nxt(g)
    run_night(g, pack=None, witch=("poison", 6))
    assert not g.state.seat(6).alive and g.state.penalty_applied
    assert not g.state.seat(5).alive and g.state.seat(5).death.causes == ["elder_penalty"]
