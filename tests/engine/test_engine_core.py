"""Replay, undo, refused inputs, records, printed cards, dead roles still called, player_view."""
import json

import pytest

from werewolf_desktop.engine import Game, RuleError, Setup, player_view, public_view
from werewolf_desktop.engine.record import from_record, load_record, save_record, to_record

from .helpers import STD9, act, game, no_election, nxt, run_night, skip_to, to_exile_vote, vote


def test_illegal_input_is_refused_and_changes_nothing():
    g = game(STD9)
    before = json.dumps(g.prompt.to_dict(), sort_keys=True)
    for bad in ({"t": "vote", "votes": {}}, {"t": "act", "action": "kill", "seats": [1]}, "nonsense", {"t": "bogus"},
                {"t": "act", "action": "protect", "seats": [99]}):
        with pytest.raises(RuleError):
            g.apply(bad)
    assert json.dumps(g.prompt.to_dict(), sort_keys=True) == before and g.inputs == []


def test_undo_restores_the_previous_state_exactly():
    g = game(STD9)
    run_night(g, guard=("protect", 3), pack=("kill", 7), witch=("poison", 8))
    snapshots = []
    h = Game(g.setup)
    for inp in g.inputs:
        snapshots.append(json.dumps(h.prompt.to_dict(), sort_keys=True, default=str))
        h.apply(inp)
    for expected in reversed(snapshots):
        h.undo()
        assert json.dumps(h.prompt.to_dict(), sort_keys=True, default=str) == expected
    with pytest.raises(RuleError):
        h.undo()


def test_replay_gives_the_same_game_and_the_shuffle_is_seeded():
    names = [f"p{i}" for i in range(12)]
    a = Setup.create(names, preset="std12_444_guard", seed=42)
    b = Setup.create(names, preset="std12_444_guard", seed=42)
    c = Setup.create(names, preset="std12_444_guard", seed=43)
    assert a.assignment == b.assignment and a.assignment != c.assignment
    g = game(STD9)
    run_night(g, pack=("kill", 7))
    r = Game.replay(g.setup, g.inputs)
    assert r.prompt.to_dict() == g.prompt.to_dict()


def test_record_round_trip_and_tampered_deal(tmp_path):
    g = Game(Setup.create([f"p{i}" for i in range(9)], preset="std9", seed=5))
    g.apply({"t": "next"})
    path = tmp_path / "game.json"
    save_record(g, path)
    assert load_record(path).prompt.to_dict() == g.prompt.to_dict()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["setup"]["assignment"][0], data["setup"]["assignment"][1] = data["setup"]["assignment"][1], data["setup"]["assignment"][0]
    if data["setup"]["assignment"][0] != data["setup"]["assignment"][1]:
        with pytest.raises(RuleError) as err:
            from_record(data)
        assert err.value.key == "record.deal_mismatch"


@pytest.mark.parametrize("bad", [[], {"format": "x"}, {"format": "werewolf-desktop-record", "version": 99},
                                 {"format": "werewolf-desktop-record", "version": 1, "setup": {}, "inputs": []},
                                 {"format": "werewolf-desktop-record", "version": 1, "setup": {"ruleset": "standard"}, "inputs": "x"}])
def test_broken_records_get_clear_errors(bad):
    with pytest.raises(RuleError) as err:
        from_record(bad)
    assert err.value.message("zh") and err.value.message("de")


def test_record_with_an_illegal_input_names_the_step():
    g = game(STD9)
    data = to_record(g)
    data["inputs"] = [{"t": "next"}, {"t": "vote", "votes": {}}]
    with pytest.raises(RuleError) as err:
        from_record(data)
    assert err.value.key == "record.bad_input" and err.value.params["index"] == 2


def test_dead_roles_are_still_called_with_the_same_words():
    """003:88 (9), 003:90 (11): the script never gives away who is dead."""
    g = game(STD9)
    run_night(g, pack=("kill", 3))                          # the seer dies
    lines = next(s for s in __import__("werewolf_desktop.engine.catalogue", fromlist=["x"]).catalogue().roles["seer"].night).lines
    no_election(g); to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    while g.prompt.step != "seer":
        nxt(g)
    assert g.prompt.lines == lines and not g.prompt.actor_alive and g.prompt.allowed == ["next"]
    with pytest.raises(RuleError) as err:
        act(g, "check", 1)
    assert err.value.key == "rule.actor_dead"


def test_player_view_shows_one_seat_only():
    g = game(STD9)
    v = player_view(g.state, 1)
    assert v["role"] == "werewolf" and [p["seat"] for p in v["knows"]["pack"]] == [2]
    v3 = player_view(g.state, 3)
    assert v3["role"] == "seer" and v3["knows"] == {}
    assert "pack" not in v3["knows"] and "Ann" not in json.dumps(v3) and "Bo" not in json.dumps(v3)
    assert player_view(g.state, 0) is None and player_view(g.state, 99) is None


def test_player_view_shows_the_lover_after_cupid():
    roles = ["werewolf", "werewolf", "seer", "witch", "cupid", "villager", "villager", "villager", "villager"]
    g = game(roles, win="city")
    run_night(g, cupid=("link", 3, 8))
    assert player_view(g.state, 3)["knows"]["lover"]["seat"] == 8
    assert "lover" not in player_view(g.state, 4)["knows"]


def test_the_thief_keeps_seeing_both_spare_cards_after_night_one():
    roles = ["hunter", "witch", "seer", "idiot", "cupid", "thief", "villager", "villager", "villager", "werewolf", "werewolf", "villager"]
    g = game(roles, leftover=["werewolf", "villager"], win="side")
    assert "thief" not in player_view(g.state, 6)["knows"]           # not before the choice
    run_night(g, thief=("take", 0), cupid=("link", 1, 2))
    no_election(g); to_exile_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    assert player_view(g.state, 6)["knows"]["thief"] == {"took": "werewolf", "from": ["werewolf", "villager"]}


def test_public_view_reveals_no_role_in_the_standard_game():
    g = game(STD9)
    run_night(g, pack=("kill", 3))
    assert all("role" not in s for s in public_view(g.state)["seats"])


def test_printed_cards_roles_are_identified_on_night_one():
    setup = Setup.create([f"p{i}" for i in range(9)], preset="std9", deal_mode="printed", seed=1)
    g = Game(setup)
    assert all(s.role is None for s in g.state.seats)
    nxt(g)                                                  # close eyes
    assert g.prompt.step == "pack" and g.prompt.identify == ["werewolf"]
    with pytest.raises(RuleError):
        act(g, "kill", 5)
    g.apply({"t": "identify", "role": "werewolf", "seats": [1, 2, 3]})
    act(g, "kill", 5); nxt(g)
    assert g.prompt.identify == ["witch"]
    g.apply({"t": "identify", "role": "witch", "seats": [4]})
    nxt(g)
    g.apply({"t": "identify", "role": "seer", "seats": [6]}); nxt(g)
    g.apply({"t": "identify", "role": "hunter", "seats": [7]}); nxt(g)
    nxt(g)                                                  # dawn
    assert [s.role for s in g.state.seats] == ["werewolf"] * 3 + ["witch", "villager", "seer", "hunter", "villager", "villager"]


def test_drunk_sobers_up_on_night_three():
    roles = ["werewolf", "werewolf", "seer", "drunk", "villager", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="classic", leftover=["witch"])
    assert "drunk" not in g.state.night.schedule
    for _ in range(2):
        run_night(g, pack=None)
        nxt(g); nxt(g)
        vote(g, {1: 9, 2: 9, 3: 9, 4: 9, 5: 9, 6: 9} if g.state.seat(9).alive else {1: 8, 2: 8, 3: 8, 4: 8, 5: 8})
        skip_to(g, "dusk"); nxt(g)
    assert g.state.night.number == 3 and "drunk" in g.state.night.schedule
    while g.prompt.step != "drunk":
        nxt(g)
    assert g.prompt.show == {"kind": "hidden_card", "card": "witch"}
    act(g, "sober")
    assert g.state.seat(4).role == "witch"
