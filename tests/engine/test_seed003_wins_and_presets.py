"""Seed 003 win conditions and the 7–12 player presets (lines 116-201)."""
import pytest

from werewolf_desktop.engine import Setup, catalogue

from .helpers import act, game, no_election, nxt, run_night, skip_to, to_exile_vote, vote
from werewolf_desktop.engine.victory import team_of


def test_003_181_side_win_all_plain_villagers_dead():
    """003:181 狼人阵营：杀死所有神民或平民（即屠边）。"""
    roles = ["werewolf", "werewolf", "seer", "witch", "villager", "villager", "villager"]
    g = game(roles, win="side")
    run_night(g, pack=("kill", 5))
    no_election(g); to_exile_vote(g)
    vote(g, {1: 6, 2: 6, 3: 1})
    assert g.state.winner is None
    skip_to(g, "dusk"); nxt(g)
    run_night(g, pack=("kill", 7))
    assert g.state.winner["team"] == "wolf" and g.state.winner["rule"] == "003:181"


def test_003_121_city_win_needs_everyone_dead():
    """003:121 狼人阵营：杀死除狼人以外的所有人（即屠城）."""
    roles = ["werewolf", "werewolf", "seer", "witch", "villager", "villager", "villager"]
    g = game(roles, win="city")
    run_night(g, pack=("kill", 3))
    no_election(g); to_exile_vote(g)
    vote(g, {1: 4, 2: 4, 5: 4})
    assert g.state.winner is None                          # all gods dead is not enough in 屠城


def test_003_120_village_wins_when_all_wolves_are_dead():
    roles = ["werewolf", "seer", "witch", "villager", "villager", "villager", "villager"]
    g = game(roles, win="side")
    run_night(g, witch=("poison", 1))
    assert g.state.winner["team"] == "village" and g.state.phase == "over"


def test_003_123_mixed_lovers_and_cupid_win_together_even_dead():
    """003:123, 003:138 人狼恋：情侣与丘比特捆绑获胜，即便情侣已死，丘比特独活至最后依然视为3人共同获胜。"""
    roles = ["werewolf", "werewolf", "seer", "villager", "cupid", "villager", "villager", "villager"]
    g = game(roles, win="city")
    run_night(g, cupid=("link", 1, 4), pack=("kill", 3))
    assert team_of(g.state, 1) == team_of(g.state, 4) == team_of(g.state, 5) == "third"
    assert team_of(g.state, 2) == "wolf"


def test_003_125_same_team_lovers_cupid_follows_them():
    """003:125 人人帮好人，狼狼帮狼人."""
    roles = ["werewolf", "werewolf", "seer", "villager", "cupid", "villager", "villager", "villager"]
    g = game(roles, win="city", cupid_with_wolf_lovers="wolf")
    run_night(g, cupid=("link", 1, 2))
    assert team_of(g.state, 5) == "wolf"
    g = game(roles, win="city")
    run_night(g, cupid=("link", 3, 4))
    assert team_of(g.state, 5) == "village"


def test_003_139_cupid_of_two_wolves_helps_the_village_in_9_and_11_boards():
    """003:139, 003:172 若情侣为双狼，则丘比特帮助人类阵营获胜."""
    for preset in ("std9_cupid", "std11_cupid"):
        assert catalogue().preset(preset).options["cupid_with_wolf_lovers"] == "village"
    roles = ["werewolf", "werewolf", "werewolf", "witch", "seer", "cupid", "villager", "villager", "villager"]
    g = game(roles, win="city", cupid_with_wolf_lovers="village")
    run_night(g, cupid=("link", 1, 2))
    assert team_of(g.state, 6) == "village"


def test_003_126_small_boards_witch_may_save_herself_on_the_first_night_only():
    """003:126, 003:140 如果女巫被首刀允许自救，注意仅限第一晚。"""
    p = catalogue().preset("std7_8_cupid")
    s = Setup.create(["a", "b", "c", "d", "e", "f", "g"], preset="std7_8_cupid", seed=3)
    assert s.options["witch_self_save"] == "first_night" and p.deck_for(8)["villager"] == 3
    roles = ["werewolf", "werewolf", "seer", "witch", "cupid", "villager", "villager"]
    g = game(roles, win="city", witch_self_save="first_night")
    run_night(g, cupid=("link", 6, 7), pack=("kill", 4), witch=("save", 4))
    assert g.state.seat(4).alive
    g = game(roles, win="city", witch_self_save="first_night")
    run_night(g, cupid=("link", 6, 7), pack=None)
    no_election(g); to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 4); nxt(g)
    save = next(a for a in g.prompt.actions if a["id"] == "save")
    assert save["candidates"] == []                        # night 2: no self-save


@pytest.mark.parametrize("preset,players,cards", [
    ("std7_8_cupid", 7, 7), ("std7_8_cupid", 8, 8), ("std9_cupid", 9, 9), ("std9", 9, 9), ("std10_cupid", 10, 10),
    ("std11_cupid", 11, 11), ("std12_444_guard", 12, 12), ("std12_444_idiot", 12, 12), ("std12_444_elder", 12, 12),
    ("std12_cupid_thief", 12, 14)])
def test_003_presets_deal_the_listed_cards(preset, players, cards):
    """003:116-201: every board deals its cards (14 with the thief: 003:194)."""
    s = Setup.create([f"p{i}" for i in range(players)], preset=preset, seed=11)
    assert sum(s.deck.values()) == cards
    assert len(s.assignment) == players and len(s.leftover) == cards - players


def test_003_198_thief_board_gods_and_plain_villagers():
    """003:197-201 神民：猎人、女巫、预言家、白痴；平民：村民；丘比特既不算神民也不算平民。"""
    cat = catalogue()
    assert [cat.role(r).category for r in ("hunter", "witch", "seer", "idiot")] == ["god"] * 4
    assert cat.role("villager").category == "villager" and cat.role("cupid").category == "none"
