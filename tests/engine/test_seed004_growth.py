"""Seed 004 roles added as data plus, at most, one small mechanic each (GUIDE: "the engine must be
able to grow into all of them"): Runner (lives + private notice), Priest (attack whose outcome
depends on the target), Wolf's Cub (death trigger giving the pack an extra kill)."""
from werewolf_desktop.engine import catalogue
from werewolf_desktop.i18n import LANGUAGES

from .helpers import act, game, no_election, nxt, run_night, skip_to, to_exile_vote, vote


def test_004_198_runner_escapes_the_first_werewolf_attack_and_is_told():
    roles = ["werewolf", "werewolf", "seer", "witch", "runner", "villager", "villager", "villager", "villager"]
    g = game(roles)
    run_night(g, pack=("kill", 5))
    assert g.state.seat(5).alive and g.state.seat(5).lives == 1
    no_election(g)
    [notice] = g.prompt.announcement["notices"]
    assert {k: notice[k] for k in ("to", "key", "params", "at", "night")} == \
        {"to": 5, "key": "notice.survived_attack", "params": {"seat": 5}, "at": "dawn", "night": 1}
    to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    while g.prompt.step != "pack":
        nxt(g)
    assert g.prompt.show["notices"][0]["key"] == "notice.victim_escaped"   # the pack is told why
    act(g, "kill", 5)
    run_night(g)
    assert not g.state.seat(5).alive


def test_004_200_runner_dies_to_poison_the_first_time():
    roles = ["werewolf", "werewolf", "seer", "witch", "runner", "villager", "villager", "villager", "villager"]
    g = game(roles)
    run_night(g, pack=None, witch=("poison", 5))
    assert not g.state.seat(5).alive


def test_004_429_priest_holy_water_kills_a_wolf_or_the_priest():
    roles = ["werewolf", "werewolf", "seer", "witch", "priest", "villager", "villager", "villager", "villager"]
    g = game(roles)
    run_night(g, priest=("holy_water", 1))
    assert not g.state.seat(1).alive and g.state.seat(1).death.causes == ["priest"]
    g = game(roles)
    run_night(g, priest=("holy_water", 3))
    assert g.state.seat(3).alive and not g.state.seat(5).alive
    assert g.state.seat(5).death.causes == ["backfire"]


def test_004_511_wolf_cub_death_gives_the_pack_two_kills_next_night():
    roles = ["werewolf", "wolf_cub", "seer", "witch", "hunter", "villager", "villager", "villager", "villager", "villager"]
    g = game(roles)
    run_night(g, pack=None)
    no_election(g); to_exile_vote(g)
    vote(g, {v: 2 for v in g.prompt.voters if v != 2})      # the cub is exiled
    skip_to(g, "dusk"); nxt(g)
    while g.prompt.step != "pack":
        nxt(g)
    kill = g.prompt.actions[0]
    assert kill["targets"] == 2 and kill["repeat"] and kill["extra"] == 1
    assert kill["min_targets"] == 1                   # issue 29.18: the pack may take only one
    act(g, "kill", 6)
    g.undo()
    act(g, "kill", 6, 6)                              # … or the same player twice (a Runner, 004:509)
    g.undo()
    act(g, "kill", 6, 7)
    run_night(g)
    assert not g.state.seat(6).alive and not g.state.seat(7).alive
    no_election(g) if g.prompt.kind == "election_candidates" else None
    to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    while g.prompt.step != "pack":
        nxt(g)
    assert g.prompt.actions[0]["targets"] == 1            # only the night after


def test_new_roles_are_pure_data_records():
    cat = catalogue()
    for role_id in ("runner", "priest", "wolf_cub"):
        role = cat.role(role_id)
        assert role.sources[0].startswith("004:")
        assert all(role.name[lang] for lang in LANGUAGES)
