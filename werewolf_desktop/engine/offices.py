"""Elected offices (seed 004 §6): the Mayor, the Reporter, the Guardian.

An office is a record with `"card": "badge"` and an `office` key (`{"rank": 1, …}`, schema.py
OFFICE_KEYS), offered in the rulesets it lists; a game with option `elections: "offices"` (the
revamped presets) has the offices its ruleset offers. A player
holds an office besides their role (status marker `office:<id>`, kept through role changes) and
may hold several (004:828).

- One election a day, from day 1, for the topmost office (lowest `rank`) with no living holder at
  the start of that day (004:836); day.py plays it with the election beats, after the dawn
  announcement. Players barred for the day (the Saboteur Wolf's marker, `not_eligible`) cannot be
  elected; the moderator tells the table when the day's election is called, and from then until
  dusk they are public (`told_not_eligible`, the public view).
- The Guardian's pick cannot be voted for in the next day's lynch (`lynch_immune`, 004:859); the
  table is told after the dawn announcement, and from then until dusk it is public
  (`told_lynch_immune`, the public view).
- The Child's death gives the next lynch day more lynches (`extra_lynches`, 004:147; the death
  trigger's marker on the dead seat); the table is told after the death is announced, and from then
  until that day's dusk it is public (`told_lynches`, the public view).
- The holder may resign (004:838): end-day (during the day's talk) the office is vacant from the
  next dusk, so the next day elects it (or a higher one) again; end-night (at the dawn
  announcement) it is vacant at once and today's election is for it, if it is the topmost vacant.
- `extra_vote`: added to the holder's vote in lynch and election polls (the Mayor, 004:843);
  with more than `top_two_above` players alive instead the holder decides each day, before the
  lynch vote, whether the top one or the top two are lynched (day.py beat `lynch_count`).
- An office's night step wakes its living holder (the Guardian); `knows: "dead_roles"`: the holder
  is shown the roles the dead were dealt, through any disguise (the Reporter, 004:850-852).
"""
from __future__ import annotations

from typing import Any

from . import status
from .catalogue import Role, catalogue
from .notices import still_to_tell
from .state import GameState

MARKER = "office:"
NOT_ELIGIBLE = "not_eligible"             # the Saboteur Wolf's marker: cannot be elected today (004:551)
LYNCH_IMMUNE = "lynch_immune"             # the Guardian's marker: nobody may vote for the player today (004:859)
LYNCH_IMMUNE_TOLD = "beat.lynch_immune"   # the words that tell the table, after the dawn announcement
EXTRA_LYNCH = "extra_lynch"               # the dead Child's marker {for_day, count}: more lynches that day (004:147)
EXTRA_LYNCH_TOLD = ("beat.extra_lynch_today", "beat.extra_lynch_tomorrow")   # the words that tell the table


def offices(state: GameState) -> list[Role]:
    """The offices of this game's ruleset, in the order they are elected (004:832); none unless
    the game plays them (option `elections`)."""
    if state.options["elections"] == "none":
        return []
    cat = catalogue()
    found = [r for r in cat.roles.values() if r.office and r.rulesets and state.ruleset in r.rulesets]
    return sorted(found, key=lambda r: (r.office["rank"], r.id))


def holders(state: GameState, office: str) -> list[int]:
    """Every seat that holds or held the office (the dead keep the marker)."""
    key = MARKER + office
    return [s.seat for s in state.seats if s.in_play and key in s.status]


def holder(state: GameState, office: str) -> int | None:
    """The living holder of the office, or None (vacant)."""
    return next((s for s in holders(state, office) if state.seat(s).alive), None)


def held(state: GameState, seat: int, as_told: bool = False) -> list[str]:
    """The offices a living seat holds now; `as_told`: as the table knows it (a night's dead keep
    their offices in the views until the dawn announcement, like `alive`)."""
    s = state.seat(seat)
    if not (state.alive_as_told(seat) if as_told else s.alive):
        return []
    return [k[len(MARKER):] for k in s.status if k.startswith(MARKER)]


def due(state: GameState) -> str | None:
    """Today's election: the topmost office without a living holder (004:836), from day 1."""
    if state.day_number < 1:
        return None
    return next((r.id for r in offices(state) if holder(state, r.id) is None), None)


def take_office(state: GameState, office: str, seat: int, rule: str) -> None:
    for other in holders(state, office):
        status.take_off(state, other, MARKER + office)
    status.put(state, seat, MARKER + office)
    state.log("office_taken", office=office, seat=seat, rule=rule)


def resign(state: GameState, seat: int, office: str, now: bool = False) -> None:
    """End-day (004:838): the office is the player's until the next dusk. End-night (`now`: said
    as the night ends, at the dawn announcement): vacant at once, so it counts as vacant at the
    start of the day (`day.plan_election`)."""
    if now:
        status.take_off(state, seat, MARKER + office)
        state.log("office_resigned_now", office=office, seat=seat, rule="004:838")
        return
    state.seat(seat).status[MARKER + office]["until"] = "dusk"
    state.log("office_resigned", office=office, seat=seat, rule="004:838")


def resigning(state: GameState, seat: int, office: str) -> bool:
    marker = state.seat(seat).status.get(MARKER + office) or {}
    return marker.get("until") is not None


def extra_vote(state: GameState, seat: int) -> int:
    """What the seat's offices add to its vote (the Mayor's extra vote, 004:843)."""
    offices_held = held(state, seat)
    if not offices_held:
        return 0
    cat = catalogue()
    living = len(state.alive())
    total = 0
    for office in offices_held:
        spec = cat.role(office).office
        above = spec.get("top_two_above")
        if above is None or living <= above:
            total += int(spec.get("extra_vote", 0))
    return total


def top_two_offices(state: GameState) -> list[str]:
    """Offices whose holder would decide today whether the top two are lynched (004:843)."""
    chosen = [r for r in offices(state) if r.office.get("top_two_above") is not None]
    living = len(state.alive()) if chosen else 0             # most games: no such office, nobody counted
    return [r.id for r in chosen if living > r.office["top_two_above"]]


def top_two_chooser(state: GameState) -> int | None:
    """The living holder who decides now whether the top two of the lynch vote are lynched (the
    Mayor with more than 15 players alive, 004:843), or None."""
    return next((holder(state, o) for o in top_two_offices(state) if holder(state, o) is not None), None)


def dead_roles(state: GameState) -> list[dict[str, Any]]:
    """The roles the announced dead were dealt, impervious to disguises (the Reporter, 004:852)."""
    pending = set(state.pending_night_deaths)
    return [{"seat": s.seat, "role": s.original_role} for s in state.seats
            if s.in_play and not s.alive and s.seat not in pending and s.original_role]


def knows(state: GameState, seat: int) -> dict[str, Any]:
    """What the seat's offices let it know (player_view's `knows`)."""
    out: dict[str, Any] = {}
    for office in held(state, seat):
        if catalogue().role(office).office.get("knows") == "dead_roles":
            out["dead_roles"] = dead_roles(state)
    return out


def not_eligible(state: GameState) -> list[int]:
    """Players who cannot be elected today (the Saboteur Wolf, 004:551)."""
    return [s.seat for s in state.seats if NOT_ELIGIBLE in s.status]


def told_not_eligible(state: GameState) -> list[int]:
    """The living players the table has been told cannot be elected today: the moderator announces
    them when today's election is called (its candidates step, 004:551), so they are public from then
    until the marker goes at dusk; on a day without an election nobody is told."""
    barred = [s for s in not_eligible(state) if state.alive_as_told(s)]
    if not barred or state.phase != "day":
        return []
    if state.agenda and state.agenda[0]["kind"] == "election_candidates":
        return barred
    for entry in reversed(state.timeline):                  # today's entries are the last ones
        if entry["phase"] != "day" or entry["day"] != state.day_number:
            return []
        if entry["kind"] == "election_candidates":
            return barred
    return []


def lynch_immune(state: GameState) -> list[int]:
    """Living players nobody may vote for in today's lynch (the Guardian's protection, 004:859)."""
    return [s.seat for s in state.seats if s.alive and LYNCH_IMMUNE in s.status]


def told_lynch_immune(state: GameState) -> list[int]:
    """The living players the table has been told nobody may vote for today: the moderator
    announces the Guardian's protection after the dawn announcement (its `tell` beat, 004:859), so
    they are public from then until the marker goes at dusk; never at night, when the Guardian
    points at them, nor at dawn before it is told."""
    if state.phase != "day":
        return []
    if still_to_tell(state, (LYNCH_IMMUNE_TOLD,)):
        return []                                            # not told yet (still to come today)
    return lynch_immune(state)                               # (the living: nobody dead is told so)


def extra_lynches(state: GameState, day: int) -> int:
    """How many lynches day `day` has besides the usual one (the Child, 004:147). day.py plays them."""
    return sum(int(v.get("count", 1)) for s in state.seats
               if (v := s.status.get(EXTRA_LYNCH)) is not None and v.get("for_day") == day)


def extra_lynch_today(state: GameState) -> bool:
    """Does today have a second lynch (the Child died, 004:147; the marker is the death trigger's)?"""
    return extra_lynches(state, state.day_number) > 0


def told_lynches(state: GameState) -> dict[str, int] | None:
    """The lynches the table has been told a coming or current day has, `{"day", "count"}` (the
    usual one and the Child's extra, 004:147): public from the words that tell it, after the Child's
    death is announced (at dawn for a night death, at once for a lynch), until that day's dusk; never
    while the death is still a secret of the night, nor once the game is over (no day comes)."""
    if state.phase == "over":
        return None
    day = state.day_number
    extra: dict[int, int] = {}
    for s in state.seats:
        mark = s.status.get(EXTRA_LYNCH)
        if mark is None or state.alive_as_told(s.seat) or still_to_tell(state, EXTRA_LYNCH_TOLD, seat=s.seat):
            continue
        if mark["for_day"] > day or (mark["for_day"] == day and state.phase == "day"):
            extra[mark["for_day"]] = extra.get(mark["for_day"], 0) + int(mark.get("count", 1))
    if not extra:
        return None
    first = min(extra)
    return {"day": first, "count": 1 + extra[first]}
