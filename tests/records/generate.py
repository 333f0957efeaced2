"""Regenerate the example game records in this folder: `python -m tests.records.generate`.

Each record is a real game played through the engine; tests/engine/test_records.py replays every
one and checks the rule it exercises (seed 003 §6 规则盲点 and others).
"""
from __future__ import annotations

from pathlib import Path

from werewolf_desktop.engine.record import save_record

from tests.engine.helpers import (STD9, act, finish_deaths, game, no_election, nxt, run_night, skip_to,
                                  through_announce, to_exile_vote, vote)

HERE = Path(__file__).resolve().parent
CUPID9 = ["werewolf", "werewolf", "seer", "witch", "hunter", "cupid", "villager", "villager", "villager"]
ELDER12 = ["werewolf", "werewolf", "seer", "witch", "hunter", "elder", "villager", "villager", "villager", "werewolf", "villager", "villager"]
IDIOT9 = ["werewolf", "werewolf", "seer", "witch", "hunter", "idiot", "villager", "villager", "villager"]
THIEF12 = ["hunter", "witch", "seer", "idiot", "cupid", "thief", "villager", "villager", "villager", "werewolf", "werewolf", "villager"]


def quiet_day(g):
    if g.prompt.kind == "election_candidates":
        no_election(g)
    to_exile_vote(g)
    vote(g, {})
    skip_to(g, "dusk")
    nxt(g)


def records():
    g = game(STD9)
    run_night(g, guard=("protect", 7), pack=("kill", 7), witch=("save", 7))
    yield "01_guard_and_antidote_kill.json", g

    g = game(IDIOT9)
    run_night(g, pack=None); no_election(g); to_exile_vote(g)
    vote(g, {v: 6 for v in g.prompt.voters if v != 6})
    g.apply({"t": "reveal", "reveal": True})
    skip_to(g, "dusk"); nxt(g)
    run_night(g, pack=None)
    to_exile_vote(g)
    yield "02_idiot_reveals_and_loses_vote.json", g

    g = game(STD9)
    run_night(g, pack=("kill", 7), witch=("save", 7))
    quiet_day(g)
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "kill", 8); nxt(g)
    yield "03_witch_not_told_after_antidote.json", g

    g = game(STD9)
    run_night(g, pack=None, witch=("poison", 5))
    no_election(g); through_announce(g)
    yield "04_poisoned_hunter_cannot_shoot.json", g

    g = game(CUPID9, win="city")
    run_night(g, cupid=("link", 1, 7), seer=("check", 6))
    yield "05_seer_sees_cupid_as_good.json", g

    roles = ["werewolf", "werewolf", "witch", "villager", "villager", "villager", "villager"]
    g = game(roles, win="side")
    run_night(g, pack=("kill", 3), witch=("poison", 1))
    yield "06_wolf_kill_first.json", g

    g = game(STD9)
    run_night(g, pack=None)
    quiet_day(g)
    run_night(g, pack=("kill", 1))
    yield "07_empty_then_self_kill.json", g

    g = game(STD9)
    run_night(g, pack=("kill", 7))
    g.apply({"t": "candidates", "seats": [3, 4]})
    skip_to(g, "election_vote"); vote(g, {1: 3, 2: 4})
    skip_to(g, "election_pk_vote"); vote(g, {1: 3, 2: 4})
    yield "08_sheriff_pk_tie_no_sheriff.json", g

    g = game(STD9)
    run_night(g, pack=("kill", 7))
    g.apply({"t": "candidates", "seats": [1, 3]})
    g.apply({"t": "self_destruct", "seat": 1})
    skip_to(g, "dusk")
    yield "09_self_destruct_in_election.json", g

    g = game(STD9)
    run_night(g, pack=None); g.apply({"t": "candidates", "seats": [8]}); to_exile_vote(g)
    vote(g, {8: 9, 1: 7, 2: 7})
    skip_to(g, "exile_vote"); vote(g, {1: 7, 2: 9})
    yield "10_exile_pk_tie_peaceful_day.json", g

    g = game(ELDER12, win="side")
    run_night(g, pack=None); no_election(g); to_exile_vote(g)
    vote(g, {v: 6 for v in g.prompt.voters if v != 6})
    finish_deaths(g); skip_to(g, "dusk"); nxt(g)
    while g.prompt.step != "witch":
        if g.prompt.step == "pack":
            act(g, "kill", 7)
        nxt(g)
    yield "11_elder_exiled_powerless_witch.json", g

    g = game(THIEF12, leftover=["werewolf", "villager"], win="side")
    run_night(g, thief=("take", 0), cupid=("link", 1, 2))
    yield "12_thief_must_take_wolf.json", g

    roles = ["werewolf", "seer", "witch", "villager", "cupid", "villager", "villager", "villager", "villager"]
    g = game(roles, win="city")
    run_night(g, cupid=("link", 1, 4), pack=None)
    no_election(g); to_exile_vote(g)
    vote(g, {2: 1, 3: 1, 5: 1, 6: 1})
    finish_deaths(g); skip_to(g, "dusk"); nxt(g)
    run_night(g); to_exile_vote(g)
    vote(g, {2: 5, 3: 5, 6: 5, 7: 5})
    yield "13_cupid_alone_then_village_wins.json", g

    roles = ["werewolf", "werewolf", "seer", "villager", "cupid", "villager", "villager", "villager"]
    g = game(roles, win="city")
    run_night(g, cupid=("link", 1, 4), pack=("kill", 3))       # wolf 1 loves villager 4: third party with cupid 5
    no_election(g); to_exile_vote(g)
    vote(g, {v: 2 for v in g.prompt.voters if v != 2})          # the other wolf is exiled
    finish_deaths(g); skip_to(g, "dusk"); nxt(g)
    run_night(g, pack=("kill", 6))
    to_exile_vote(g)
    vote(g, {1: 7, 4: 7, 5: 7})
    finish_deaths(g); skip_to(g, "dusk"); nxt(g)
    run_night(g, pack=("kill", 8))                              # only 1, 4, 5 are left
    yield "14_lovers_and_cupid_win.json", g


def main() -> None:
    for name, g in records():
        save_record(g, HERE / name)
        print(name, g.state.winner["team"] if g.state.winner else g.prompt.kind)


if __name__ == "__main__":
    main()
