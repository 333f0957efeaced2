"""Seed 004 §7: the Ice Queen (004:987-995) and the borrowed ability it brings (engine/borrow.py).
The readings are in docs/seed004-readings.md, "Ice Queen"."""
from werewolf_desktop.engine.errors import RuleError
from werewolf_desktop.engine.views import player_view
from werewolf_desktop.i18n import tr

import pytest

from .helpers import act, nxt, run_night, skip_to, vote
from .revamped import keys as learned, lynch, rv, to_night, to_step

QUEEN = ["werewolf", "werewolf", "ice_king", "ice_queen", "fortune_teller", "assassin", "guard", "runner",
         "villager", "villager"]


def to_dusk_step(g, step="ice_queen_dusk"):
    """Press on through the day to the Ice Queen's dusk step."""
    for _ in range(60):
        p = g.prompt
        if p.kind == "dusk_step" and p.step == step:
            return p
        nxt(g)
    raise AssertionError("never reached the Ice Queen's dusk step")


def guess_night(g, seat, role, **night):
    to_step(g, "ice_queen")
    act(g, "guess", seat, roles=[role])
    run_night(g, **night)


def test_004_7_ice_queen_wakes_with_the_ice_royals_and_is_told_privately_whether_her_guess_was_right():
    """004:995: "guesses the role of one player … The Ice Queen is an ice royal, knows the other ice
    royals" — the Ice Royals open their eyes at the Ice King's wake and at hers; the result is hers
    alone, the guessed player is not told."""
    g = rv(QUEEN)
    assert to_step(g, "ice").actors == [3, 4]
    p = to_step(g, "ice_queen")
    guess = p.actions[0]
    assert p.actors == [3, 4] and guess["targets"] == 1 and guess["pick_role"]
    act(g, "guess", 5, roles=["fortune_teller"])
    assert g.prompt.show["guesses"] == [{"seat": 5, "role": "fortune_teller", "right": True}]
    run_night(g, pack=("kill", 10))
    nxt(g)
    assert learned(g, 4) == ["notice.guess_right", "notice.power_borrowed"]
    assert learned(g, 5) == [] and learned(g, 3) == []


def test_004_7_ice_queen_wrong_guess_lends_nothing():
    """004:995: only a correct guess lends the ability."""
    g = rv(QUEEN)
    guess_night(g, 5, "assassin")
    assert learned(g, 4) == ["notice.guess_wrong"]
    p = to_dusk_step(g)
    assert p.actions == [] and p.show["notices"][0]["key"] == "notice.no_power_today"


def test_004_7_ice_queen_uses_a_borrowed_investigation_at_the_dusk_step():
    """004:995: "the Ice Queen is able to use this ability during the next day" — an immediate night
    ability (the Fortune Teller's check) is an immediate day ability: the result is shown at once."""
    g = rv(QUEEN)
    guess_night(g, 5, "fortune_teller", pack=("kill", 10))
    p = to_dusk_step(g)
    assert [a["id"] for a in p.actions] == ["check"] and p.show["role"] == "fortune_teller"
    act(g, "check", 1)
    assert g.prompt.show["role"] == "werewolf_revamped"


def test_004_7_ice_queen_borrowed_kill_is_an_end_of_day_attack():
    """004:995: "an end-night ability becomes an end-day ability" — the Assassin's attack, used at
    the dusk step before the vote, kills as the day ends (after the lynch), told like a delayed
    death; the target's own spare life still defends (the Runner)."""
    g = rv(QUEEN)
    guess_night(g, 6, "assassin", pack=("kill", 10))
    to_dusk_step(g)
    act(g, "attack", 9)
    assert g.state.seat(9).alive                                   # not yet: at the end of the day
    skip_to(g, "exile_vote")
    vote(g, {})
    skip_to(g, "dusk")
    assert not g.state.seat(9).alive and g.state.seat(9).death.causes == ["borrowed"]    # not the Assassin's (issue 29.20)
    told = [b for b in g.state.timeline if b.get("kind") == "death" and b["seat"] == 9]
    assert told and told[0]["causes"] == ["borrowed"]
    assert "Assassin" not in tr("cause.borrowed", "en")
    assert g.state.seat(9).death.phase == "day"


def test_004_7_ice_queen_borrowed_kill_meets_the_targets_own_defences():
    """A borrowed kill is a day attack: only the target's own role defends; night protections do not
    reach the day (as for the Barber) — nor does the Scared Wolf's spare life, which is against the
    first *night* attack (004:485, issue 30.5): struck by day it dies as dusk comes, life unspent."""
    g = rv(["werewolf", "scared_wolf"] + QUEEN[2:])
    guess_night(g, 6, "assassin", pack=("kill", 10))
    to_dusk_step(g)
    act(g, "attack", 2)
    assert g.state.seat(2).lives == 2 and "doomed" in g.state.seat(2).status
    skip_to(g, "exile_vote")
    vote(g, {})
    while g.state.phase == "day":
        nxt(g)
    assert not g.state.seat(2).alive and g.state.seat(2).lives == 2


def test_004_7_ice_queen_borrowed_protection_is_void_and_the_guess_only_confirmed():
    """004:995: "If the Ice Queen can't use the ability of the guessed player, the guess is simply
    confirmed" — a protection guards against the night's attacks, which never come by day."""
    g = rv(QUEEN)
    guess_night(g, 7, "guard", pack=("kill", 10))
    nxt(g)
    assert learned(g, 4) == ["notice.guess_right", "notice.nothing_to_borrow"]
    assert to_dusk_step(g).actions == []


def test_004_7_ice_queen_borrowed_ability_is_gone_at_the_end_of_the_day():
    """004:995: "At the end of the day, the ability is removed.\""""
    g = rv(QUEEN)
    guess_night(g, 5, "fortune_teller", pack=("kill", 10))
    to_night(g, 2)
    assert "borrowed_power" not in g.state.seat(4).status
    run_night(g)
    assert to_dusk_step(g).actions == []


def test_004_7_ice_queen_cannot_guess_a_player_again_once_guessed_right():
    """004:995: "After correctly guessing a player, the same player can't be guessed again" — a
    wrong guess may be tried again."""
    g = rv(QUEEN)
    guess_night(g, 5, "fortune_teller", pack=("kill", 10))
    to_night(g, 2)
    p = to_step(g, "ice_queen")
    assert p.actions[0]["disabled"][5] == "rule.already_guessed" and 6 in p.actions[0]["candidates"]
    with pytest.raises(RuleError):
        act(g, "guess", 5, roles=["fortune_teller"])


def test_004_7_ice_queen_wins_with_the_ice_royals():
    """004:713, 004:995: the Ice Royals win when every other living player is frozen or dead; the
    Ice Queen is one of them."""
    g = rv(["werewolf", "ice_king", "ice_queen", "villager", "villager"])
    to_step(g, "ice")
    act(g, "freeze", 4, roles=["citizen"])
    run_night(g, pack=("kill", 5))
    lynch(g, 1)
    assert g.state.winner["team"] == "ice" and g.state.winner["seats"] == [2, 3]
    assert player_view(g.state, 3)["winner"] == {"team": "ice", "won": True}


# ---------------------------------------------------------------------------- every borrowable ability, played
def _borrowable_roles():
    from werewolf_desktop.engine import borrow, catalogue

    cat = catalogue()
    return sorted(r.id for r in cat.dealt_roles("revamped") if r.at_table and "ice" not in r.groups    # not guessed
                  and not r.setup.get("extra_cards") and not r.setup.get("hidden_card")
                  and borrow.usable_actions(r.id, {}))


@pytest.mark.parametrize("role", _borrowable_roles())
def test_004_7_ice_queen_borrows_each_usable_ability_in_random_games_that_replay(role):
    """Random games in which the Ice Queen always guesses the role right and uses what she borrowed
    at the dusk step with random legal choices: only refusals, never a crash, replay equals play."""
    import random

    from werewolf_desktop.engine import Game, RuleError as Refused, Setup

    from .revamped import random_input

    roles = ["werewolf", "werewolf", "ice_queen", role, "villager", "villager", "villager", "villager", "villager"]
    for seed in range(2):
        rnd = random.Random(seed)
        g = Game(Setup.create([f"p{i}" for i in range(1, 10)], ruleset="revamped", deal_mode="laptop", seed=seed,
                              deck={r: roles.count(r) for r in roles}, assignment=roles))
        used = 0
        for _ in range(1500):
            if g.over:
                break
            p = g.prompt
            inp = random_input(g, rnd)
            if p.kind == "night_step" and p.step == "ice_queen" and p.actions and p.actions[0]["available"]:
                target = 4 if 4 in p.actions[0]["candidates"] else rnd.choice(p.actions[0]["candidates"] or [None])
                if target is not None:
                    inp = {"t": "act", "action": "guess", "seats": [target], "roles": [g.state.seat(target).role]}
            elif p.kind == "dusk_step" and p.step == "ice_queen_dusk" and any(a["available"] for a in p.actions):
                a = rnd.choice([a for a in p.actions if a["available"]])
                k = min(len(a["candidates"]), max(a["min_targets"], 1)) if a["input"] == "seats" else 0
                inp = {"t": "act", "action": a["id"], "seats": rnd.sample(a["candidates"], k)}
                if a["pick_role"]:
                    inp["roles"] = [rnd.choice(a["pick_role"]) for _ in range(max(1, k))]
                if a["ask_reveal"]:
                    inp["reveal"] = rnd.random() < 0.5
                used += 1
            try:
                g.apply(inp)
            except Refused:
                g.apply({"t": "next"})
        assert Game.replay(g.setup, g.inputs).state == g.state
    assert used                                   # the ability was offered and used at least once
