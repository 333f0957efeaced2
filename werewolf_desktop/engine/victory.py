"""Teams and win conditions.

- 屠边 "side" (seed 003:181): wolves win when every god (神民) or every plain villager (平民) is dead.
- 屠城 "city" (seed 003:121): wolves win when everyone but the wolves is dead. Düsterwald too (001:21).
- "parity" (seed 000:79, 002:46): wolves win when they are at least as many as the rest.
- The village wins when no wolf and no third-party player is alive (003:120 "杀死所有狼人及坏身份").
- Lovers (003:109, 003:123): a werewolf–human couple forms a third team; with "third_with_cupid"
  Cupid belongs to it (003:138: they win together, dead or alive); with "third_pair" (001:21, 002:88)
  only the two lovers, who must be the last two alive. Same-team lovers help their team, and Cupid
  helps it too, except that Cupid of two wolves helps the village where the preset says so (003:139).
- Checks run after every batch of simultaneous deaths, the wolves' condition first (狼刀在先, 003:46).
"""
from __future__ import annotations

from typing import Any

from .catalogue import catalogue
from .state import GameState


def base_team(state: GameState, seat: int) -> str:
    role = state.seat(seat).role
    return catalogue().role(role).team if role else "village"


def lovers_mixed(state: GameState) -> bool:
    if not state.lovers:
        return False
    a, b = (base_team(state, s) for s in state.lovers)
    return (a == "wolf") != (b == "wolf")


def team_of(state: GameState, seat: int) -> str:
    opts = state.options
    if state.lovers:
        mixed = lovers_mixed(state)
        if seat in state.lovers and mixed:
            return "third"
        if seat == state.cupid and seat not in state.lovers:
            if mixed:
                return "third" if opts.get("lovers_team") == "third_with_cupid" else "village"
            pair_team = base_team(state, state.lovers[0])
            if pair_team == "wolf":
                return "wolf" if opts.get("cupid_with_wolf_lovers") == "wolf" else "village"
            return "village"
    return base_team(state, seat)


def category_of(state: GameState, seat: int) -> str:
    role = state.seat(seat).role
    if not role:
        return "villager"
    r = catalogue().role(role)
    if r.passive.get("category_option"):      # 003:107: the idiot is a god, or a villager if the board says so
        return state.options.get(r.passive["category_option"], r.category)
    return r.category


# ---------------------------------------------------------------------------- the wolves' win
# (state, wolves alive, others alive, teams of every seat in play) -> (rule, reason) or None.
def _city(state, wolves, others, teams):
    return ("003:121", "win.wolves_city") if not others else None


def _parity(state, wolves, others, teams):
    return ("000:79", "win.wolves_parity") if len(wolves) >= len(others) else None


def _side(state, wolves, others, teams):
    alive = set(state.alive())
    village_seats = [s for s, t in teams.items() if t == "village"]
    gods = [s for s in village_seats if category_of(state, s) == "god"]
    plain = [s for s in village_seats if category_of(state, s) == "villager"]
    if (gods and not set(gods) & alive) or (plain and not set(plain) & alive) or not set(village_seats) & alive:
        return ("003:181", "win.wolves_side")
    return None


def _teams(state, wolves, others, teams):
    """Seed 004 §3: the werewolf team wins when everyone not on it is dead, unaligned roles excepted."""
    return ("004:442", "win.wolves_team") if not [s for s in others if teams[s] != "none"] else None


WOLF_WINS = {"city": _city, "parity": _parity, "side": _side, "teams": _teams}


def check_winner(state: GameState) -> dict[str, Any] | None:
    alive = state.alive()
    teams = {s: team_of(state, s) for s in state.in_play()}
    wolves = [s for s in alive if teams[s] == "wolf"]
    third = [s for s in alive if teams[s] in ("third", "solo")]
    others = [s for s in alive if teams[s] != "wolf"]

    def result(team: str, rule: str, reason: str) -> dict[str, Any]:
        seats = sorted(s for s, t in teams.items() if t == team)
        return {"team": team, "seats": seats, "rule": rule, "reason": reason}

    if wolves:
        won = WOLF_WINS[state.options.get("win", "side")](state, wolves, others, teams)
        if won:
            return result("wolf", *won)
    if third and len(third) == len(alive):
        rule = "003:123" if state.options.get("lovers_team") == "third_with_cupid" else "001:21"
        return result("third", rule, "win.lovers")
    if not wolves and not third:
        if not alive:
            return {"team": "none", "seats": [], "rule": "003:46", "reason": "win.nobody"}
        return result("village", "003:120", "win.village")
    return None
