"""The disease (seed 004 §7, the Evil Scientist, 004:941-973): a state machine on players, driven by
the night's visits.

    N0  the night a player is infected (a vial, or contagion)          marker `infected {night: k}`
    D1  end of day k: contagious until death                            `contagious(state, seat)`
    N1  night k+1: still contagious
    D2  end of day k+1: the player is told                              `at_dusk`
    N2  end of night k+2: the player dies, nothing saves them, the cause is announced   `at_dawn`

Contagion (`spread`, at each dawn, and at the end of each day for the actions taken at the dusk
step): whoever visits a contagious player, or is visited by one, is infected; infected by day, the
disease starts with the coming night (N0 is a night stage). A visit is any night action on a player; a group's visit (the pack's kill) is made by the
member drawn as the attacker (a random member who pointed at the victim, 004 §1.2). Roles with the
passive `disease_immune` are never infected (the Evil Scientist itself, the Immune Survivor).
Nothing here knows a role: the vial is the effect `infect`, immunity a passive.
"""
from __future__ import annotations

from typing import Any

from . import status
from .attacks import recorded
from .catalogue import catalogue
from .notices import notify, tell
from .state import GameState

MARKER = "infected"
RULE = "004:973"


def immune(state: GameState, seat: int) -> bool:
    s = state.seat(seat)
    return bool(s.role and not s.powerless and catalogue().role(s.role).passive.get("disease_immune"))


def infected(state: GameState, seat: int) -> bool:
    return MARKER in state.seat(seat).status


def infect(state: GameState, seat: int, by: int | None = None) -> bool:
    """N0: infect a living player (False if immune or infected already)."""
    if not state.seat(seat).alive or infected(state, seat) or immune(state, seat):
        return False
    status.put(state, seat, MARKER, by=by)
    if state.phase != "night":        # infected by day: N0 is a night stage, so it is the coming night's
        state.seat(seat).status[MARKER]["night"] = (state.night.number if state.night else 0) + 1
    state.log("infected", seat=seat, by=by, secret=True)
    return True


def contagious(state: GameState, seat: int, died_today: bool = False) -> bool:
    """D1 on: from the end of the day after the night of infection until death (`died_today`: or a
    death today, for the day's visits: the Barber's strike both visits and kills)."""
    s = state.seat(seat)
    marker = s.status.get(MARKER)
    if not marker:
        return False
    dead_today = bool(s.death and s.death.phase == "day" and s.death.number == state.day_number)
    if not (s.alive or (died_today and dead_today)):
        return False
    now = state.night.number if state.phase == "night" and state.night else state.day_number
    return now >= marker["night"] + 1


def visits(state: GameState, phase: str = "night") -> list[tuple[int, int]]:
    """Tonight's visits (visitor, visited): each night action on a living player; for a group's
    action the member drawn as the attacker visits (004:965). `phase` "day": today's, the actions
    taken at the dusk step (the Barber's strike, a borrowed ability)."""
    night = phase == "night"
    number = state.night.number if night and state.night else state.day_number
    key, kind = ("night", "night_action") if night else ("day", "dusk_action")
    attackers = {(a["kind"], a["target"]): a["attacker"] for a in recorded(state, phase, number)}
    out: list[tuple[int, int]] = []
    for entry in reversed(state.timeline):
        if entry["kind"] == ("night_start" if night else "day_start") and entry[key] == number:
            break
        if entry["kind"] != kind or entry[key] != number or entry["phase"] != phase:
            continue
        for t in entry["targets"]:
            visitor = entry["actor"]
            if entry.get("group"):
                visitor = next((v for (k, tt), v in attackers.items() if tt == t and v is not None), visitor)
            if visitor != t:
                out.append((visitor, t))
    return out


def spread(state: GameState, phase: str = "night") -> None:
    """At dawn: contagion along tonight's visits, both ways (D1/N1 contagious players); at the end
    of the day (`phase` "day", the dusk beat): along the day's visits at the dusk step."""
    sick = {s.seat for s in state.seats if MARKER in s.status and contagious(state, s.seat, died_today=phase == "day")}
    if not sick:
        return
    for visitor, visited in visits(state, phase):
        if visitor in sick:
            infect(state, visited, by=visitor)
        if visited in sick:
            infect(state, visitor, by=visited)


def dying(state: GameState) -> list[tuple[int, str, str]]:
    """N2: the infected whose second night after infection ends now; nothing saves them."""
    assert state.night is not None
    number = state.night.number
    return [(s.seat, "disease", RULE) for s in state.seats
            if s.alive and MARKER in s.status and s.status[MARKER]["night"] + 2 <= number]


def at_dusk(state: GameState) -> None:
    """D2: at the end of the day after they became contagious, the infected are told."""
    for s in state.seats:
        marker = s.status.get(MARKER)
        if s.alive and marker and marker["night"] + 1 == state.day_number and not marker.get("told"):
            marker["told"] = True
            notice = notify(state, s.seat, "notice.infected", at="now", seat=s.seat)
            notice["dusk"] = True              # the moderator is shown it at the dusk beat


def beats(state: GameState) -> list[dict[str, Any]]:
    """The cause of a death by the disease is announced publicly (004:973)."""
    assert state.night is not None                  # told at dawn
    return [tell("beat.disease_death", seat=d.seat) for d in state.deaths
            if d.phase == "night" and d.number == state.night.number and "disease" in d.causes]
