"""Issue 22: a choice can be changed until its step is confirmed ("replace": one input in the record,
undo still works); a choice with an effect that cannot be taken back (a card taken) says so and
cannot be replaced."""
import json

import pytest

from werewolf_desktop.engine import Game, RuleError

from .helpers import STD9, act, game, nxt, run_night


def to_step(g: Game, step: str) -> None:
    while g.prompt.step != step:
        nxt(g)


def test_another_seat_replaces_the_choice_and_the_record_holds_one_input():
    g = game(STD9)
    to_step(g, "pack")
    act(g, "kill", 3)
    kill = next(a for a in g.prompt.actions if a["id"] == "kill")
    assert kill["done"] and 5 in kill["changeable"] and not kill["final"]
    with pytest.raises(RuleError) as err:
        act(g, "kill", 5)                                   # without the flag: still refused, in words
    assert "click" in err.value.message("en")
    before = len(g.inputs)
    g.apply({"t": "act", "action": "kill", "seats": [5], "replace": True})
    assert len(g.inputs) == before and g.inputs[-1] == {"t": "act", "action": "kill", "seats": [5]}
    assert next(a for a in g.prompt.actions if a["id"] == "kill")["chosen"] == [5]
    # the game is exactly the one where 5 was chosen in the first place
    assert json.dumps(Game.replay(g.setup, g.inputs).prompt.to_dict(), sort_keys=True, default=str) == \
        json.dumps(g.prompt.to_dict(), sort_keys=True, default=str)
    g.undo()                                                 # undo takes the (changed) choice back
    assert not next(a for a in g.prompt.actions if a["id"] == "kill")["done"]


def test_the_witch_can_change_whom_she_poisons_and_the_night_uses_the_last_choice():
    g = game(STD9)
    to_step(g, "witch")
    act(g, "poison", 4)
    g.apply({"t": "act", "action": "poison", "seats": [6], "replace": True})
    assert [i for i in g.inputs if i.get("action") == "poison"] == [{"t": "act", "action": "poison", "seats": [6]}]
    run_night(g)
    assert not g.state.seat(6).alive and g.state.seat(4).alive


def test_nothing_to_replace_and_no_replacing_after_next():
    g = game(STD9)
    to_step(g, "pack")
    with pytest.raises(RuleError) as err:
        g.apply({"t": "act", "action": "kill", "seats": [5], "replace": True})
    assert err.value.key == "rule.nothing_to_replace"
    act(g, "kill", 3)
    nxt(g)                                                   # confirmed: the pack's step is over
    with pytest.raises(RuleError) as err:
        g.apply({"t": "act", "action": "kill", "seats": [5], "replace": True})
    assert err.value.key != "rule.bad_input" and g.state.night.actions["pack"]["kill"] == [3]


def test_a_card_taken_is_final_said_before_and_not_replaced():
    roles = ["hunter", "witch", "seer", "idiot", "cupid", "thief", "villager", "villager", "villager", "werewolf",
             "werewolf", "villager"]
    g = game(roles, leftover=["villager", "villager"], win="side")
    to_step(g, "thief")
    take = next(a for a in g.prompt.actions if a["id"] == "take")
    assert take["final"] and take["available"]               # said before the choice is made
    g.apply({"t": "act", "action": "take", "card": 0})
    with pytest.raises(RuleError) as err:
        g.apply({"t": "act", "action": "take", "card": 1, "replace": True})
    assert err.value.key == "rule.choice_is_final"
    assert g.state.seat(6).role == "villager" and len([i for i in g.inputs if i.get("action") == "take"]) == 1
