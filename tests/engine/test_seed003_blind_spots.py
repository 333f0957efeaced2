"""Seed 003 §6 规则盲点 (lines 40-47), one test (or more) per numbered rule."""
import pytest

from werewolf_desktop.engine import RuleError

from .helpers import STD9, act, game, no_election, nxt, run_night, skip_to, through_announce, to_exile_vote, vote

IDIOT9 = ["werewolf", "werewolf", "seer", "witch", "hunter", "idiot", "villager", "villager", "villager"]
CUPID9 = ["werewolf", "werewolf", "seer", "witch", "hunter", "cupid", "villager", "villager", "villager"]


def test_003_6_1_guard_and_antidote_on_the_same_victim_kill_it():
    """003:41 守卫的守护与女巫的解药同时对其使用，拯救失败，该名玩家死亡（同守同救失效）。"""
    g = game(STD9)
    run_night(g, guard=("protect", 7), pack=("kill", 7), witch=("save", 7))
    assert not g.state.seat(7).alive
    assert g.state.seat(7).death.rule == "003:41"


def test_003_6_1_guard_alone_saves():
    g = game(STD9)
    run_night(g, guard=("protect", 7), pack=("kill", 7))
    assert g.state.seat(7).alive


def test_003_6_1_guard_may_guard_self_but_not_the_same_target_twice_running():
    """003:41 守卫可以自守，但不能连续两晚守同一个目标 (and note 3, 003:82)."""
    g = game(STD9)
    run_night(g, guard=("protect", 6), pack=("kill", 6))
    assert g.state.seat(6).alive                           # self-guard worked
    no_election(g)
    to_exile_vote(g); vote(g, {})
    skip_to(g, "dusk"); nxt(g)
    skip_to(g, "night_step")
    while g.prompt.step != "guard":
        nxt(g)
    guard = next(a for a in g.prompt.actions if a["id"] == "protect")
    assert 6 not in guard["candidates"] and guard["disabled"][6] == "rule.no_repeat_target"
    with pytest.raises(RuleError) as err:
        act(g, "protect", 6)
    assert err.value.key == "rule.no_repeat_target"
    act(g, "protect", 7)


def test_003_6_1_guard_skipped_a_night_frees_the_target():
    g = game(STD9)
    run_night(g, guard=("protect", 7))
    no_election(g); to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    run_night(g, guard=None)
    no_election(g) if g.prompt.kind == "election_candidates" else None
    to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    run_night(g, guard=("protect", 7))                     # night 3: allowed again


def test_003_6_2_idiot_exiled_reveals_survives_and_loses_the_vote():
    """003:42 白痴翻牌免除放逐后没有投票权，但依然可以发言。"""
    g = game(IDIOT9)
    run_night(g, pack=None)
    no_election(g)
    to_exile_vote(g)
    vote(g, {v: 6 for v in g.prompt.voters if v != 6})
    assert g.prompt.kind == "idiot_reveal"
    g.apply({"t": "reveal", "reveal": True})
    assert g.state.seat(6).alive and g.state.seat(6).revealed_idiot
    skip_to(g, "dusk"); nxt(g)
    run_night(g, pack=None)
    skip_to(g, "direction"); nxt(g)
    assert 6 in [b["seat"] for b in g.state.agenda if b["kind"] == "speech"] + [g.prompt.seat]
    to_exile_vote(g)
    assert 6 not in g.prompt.voters and g.prompt.disabled[6] == "rule.idiot_no_vote"


def test_003_6_2_revealed_idiot_must_be_killed_at_night():
    g = game(IDIOT9)
    run_night(g, pack=None)
    no_election(g); to_exile_vote(g)
    vote(g, {v: 6 for v in g.prompt.voters if v != 6})
    g.apply({"t": "reveal", "reveal": True})
    skip_to(g, "dusk"); nxt(g)
    run_night(g, pack=("kill", 6))
    assert not g.state.seat(6).alive


def test_003_6_2_idiot_dying_of_heartbreak_cannot_use_the_skill():
    """003:42 白痴若是因为情侣死亡他殉情的则不能发动技能。"""
    roles = ["werewolf", "werewolf", "seer", "witch", "idiot", "cupid", "villager", "villager", "villager"]
    g = game(roles, win="city")
    run_night(g, cupid=("link", 5, 7), pack=None)
    no_election(g); to_exile_vote(g)
    vote(g, {v: 7 for v in g.prompt.voters if v != 7 and v != 5})
    assert not g.state.seat(5).alive and g.state.seat(5).death.causes == ["heartbreak"]


def test_003_6_3_witch_is_not_told_the_victim_after_the_antidote_is_gone():
    """003:43 女巫在解药已经用掉后，便不能再知道夜晚被狼人袭击的对象是谁。"""
    g = game(STD9)
    run_night(g, pack=("kill", 7), witch=("save", 7))
    no_election(g); to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 8); nxt(g)
    assert g.prompt.step == "witch"
    assert g.prompt.show == {"kind": "wolf_victim", "seat": None, "powerless": False}
    save = next(a for a in g.prompt.actions if a["id"] == "save")
    assert not save["available"] and save["uses_left"] == 0


def test_003_6_3_witch_cannot_save_herself_by_default():
    """003:43 如无特殊说明，女巫不能自救。"""
    g = game(STD9)
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 4); nxt(g)
    assert g.prompt.show["seat"] == 4
    with pytest.raises(RuleError) as err:
        act(g, "save", 4)
    assert err.value.key == "rule.heal_self"


def test_003_6_4_poisoned_hunter_is_told_the_skill_is_void_and_cannot_shoot():
    """003:44 猎人若在夜晚被女巫毒杀或情侣殉情时，法官提示其技能不能发动。"""
    g = game(STD9)
    while g.prompt.step != "witch":
        nxt(g)
    act(g, "poison", 5); nxt(g)
    while g.prompt.step != "hunter":
        nxt(g)
    assert g.prompt.show == {"kind": "hunter_status", "can_shoot": False, "thumb": "down"}
    run_night(g)
    no_election(g)
    through_announce(g)
    assert g.prompt.kind == "last_words"                   # no hunter_shot beat
    assert all(b["kind"] != "hunter_shot" for b in g.state.agenda)


def test_003_6_4_hunter_killed_by_wolves_gets_thumb_up_and_shoots():
    g = game(STD9)
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 5)
    while g.prompt.step != "hunter":
        nxt(g)
    assert g.prompt.show["thumb"] == "up"


def test_003_6_5_seer_learns_only_wolf_or_not_and_cupid_is_good():
    """003:45 预言家只能验证某位玩家是否是狼人；验中丘比特永远出示好人手势。"""
    g = game(CUPID9, win="city")
    run_night(g, cupid=("link", 1, 7))                    # a werewolf–human couple: third party
    no_election(g); to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    while g.prompt.step != "seer":
        nxt(g)
    act(g, "check", 6)
    assert g.prompt.show["result"] == "good" and g.prompt.show["thumb"] == "up"
    assert "role" not in g.prompt.show
    g.undo()
    act(g, "check", 1)                                     # a wolf lover is still "wolf"
    assert g.prompt.show["result"] == "wolf" and g.prompt.show["thumb"] == "down"


def test_003_6_6_wolf_kill_first_wolves_win_despite_the_poison():
    """003:46 狼刀在先：狼刀已达成胜利条件，即使女巫毒杀最后一个狼人也无效。"""
    roles = ["werewolf", "witch", "seer", "villager", "villager", "villager", "villager"]
    g = game(roles, win="side")
    run_night(g, pack=("kill", 3), witch=("poison", 1))    # seer dead, but the witch lives: no win yet
    assert g.state.winner["team"] == "village"             # so the poison counts and the wolf dies
    g = game(roles, win="side", witch_self_save="always")
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 2); nxt(g)                              # the witch is attacked …
    act(g, "poison", 1)                                    # … and poisons the only wolf instead of saving
    run_night(g)
    assert g.state.winner["team"] == "village"             # witch dead but seer alive: no wolf win


def test_003_6_6_poison_after_a_winning_kill_is_void():
    roles = ["werewolf", "witch", "villager", "seer", "villager"]
    g = game(roles, win="side", witch_self_save="never")
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 4); nxt(g)                              # the seer: with the witch… not all gods
    act(g, "poison", 1)                                    # the witch poisons the only wolf
    run_night(g)
    assert g.state.winner["team"] == "village"             # the kill did not win: poison counts
    roles = ["werewolf", "werewolf", "witch", "villager", "villager", "villager", "villager"]
    g = game(roles, win="side")
    run_night(g, pack=("kill", 3), witch=("poison", 1))    # kill of the only god = wolves' win first
    assert g.state.winner["team"] == "wolf" and g.state.seat(1).alive


def test_003_46_without_wolf_first_every_night_death_counts_before_the_check():
    """The `wolf_first` option off: the poison on the last wolf lands in the same night, so the
    wolves' kill of the only god no longer wins on its own (compare 003:46 above)."""
    roles = ["werewolf", "witch", "villager", "villager", "villager", "villager", "villager"]
    g = game(roles, win="side", witch_self_save="never", wolf_first=False)
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 2); nxt(g)
    act(g, "poison", 1)
    run_night(g)
    assert not g.state.seat(1).alive and g.state.winner["team"] == "village"
    g = game(roles, win="side", witch_self_save="never")                     # the default: 狼刀在先
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 2); nxt(g)
    act(g, "poison", 1)
    run_night(g)
    assert g.state.seat(1).alive and g.state.winner["team"] == "wolf"


def test_003_6_7_empty_kill_and_self_kill_are_allowed():
    """003:47 允许空刀、允许自刀，无法统一意见则视为空刀。"""
    g = game(STD9)
    run_night(g, pack=None)
    assert all(s.alive for s in g.state.seats)
    g = game(STD9)
    run_night(g, pack=("kill", 1))
    assert not g.state.seat(1).alive
