"""The day vote's hidden parts (seed 004, reference S2): per-voter weights the table does not see,
invisible votes against a player, and what can happen to a lynch (cancelled, redirected, a second
one). Pure functions over the state; day.py calls them, effects set the markers they read.

Everything is read from role records (`"vote": {...}`, see `VOTE_KEYS`) and status markers, never
from a role's name:

- `weight` (the holder's own vote before anything else; default 1) and `factor` (the holder's vote
  is multiplied by it: the Trickster's −1, −2 as Mayor, 004:210); a player without their abilities
  votes 1 (role loss, 004 §1.5);
- marker `VOTE_TAKEN` (by a taker): the player's vote counts one less and the taker's one more;
  a negative vote cannot be taken (the Grandma, 004:267); marker `FROZEN` the same, for the rest
  of the game (the Ice King, 004:723; `lift_markers` takes it off when the King dies);
- marker `EXTRA_VOTES` (`votes`): invisible votes against the player (the Stalker, 004:300);
- marker `CANCELS_LYNCH` on a seat: the next lynch does not happen (the Royal Knight, 004:293);
- record key `redirect` (a standing-target marker): when the holder is lynched, the target is
  lynched instead, once (the Executioner, 004:405);
- a second lynch on a day the dead Child's marker names (`offices.extra_lynches`, 004:147);
- record key `mandatory` (a rule line): the holder must vote in every lynch poll, abstaining counts
  as missing it, and one who misses it dies at once (the Survivors, 004:1011, 004:1065).
"""
from __future__ import annotations

from typing import Any

from . import status
from .catalogue import catalogue
from .offices import extra_vote
from .state import GameState

VOTE_TAKEN = "vote_taken"
FROZEN = "frozen"                 # the Ice King's: taken like VOTE_TAKEN, until the King dies (004:723)
EXTRA_VOTES = "extra_votes"
CANCELS_LYNCH = "cancels_lynch"
REDIRECT_SPENT = "lynch_redirect_spent"
VOTES_VOID = "votes_void"               # {for_day}: the player's votes count 0 that day (the Despot's voters, 004:770)

# what a role record's "vote" may hold (schema.py checks it)
VOTE_KEYS = ("weight", "factor", "redirect", "group_weight",   # group_weight: a night group vote (attacks.member_weight)
             "mandatory",                                     # must vote in every lynch poll or die (Survivor 004:1065)
             "against")                                       # invisible votes on the holder in every lynch poll (Angel −1)


def role_vote(state: GameState, seat: int) -> dict[str, Any]:
    """The record's vote modifiers of the seat's role, or {} once the player lost its abilities."""
    s = state.seat(seat)            # role_of's lookup, the seat read once (asked ~3 times per voter per poll)
    if not s.role:
        return {}
    role = catalogue().role(s.role)
    return {} if s.powerless else role.vote


def own_weight(state: GameState, seat: int, vote: dict[str, Any] | None = None) -> float:
    """A voter's weight before votes are taken: 1 (the sheriff's weight, 003:31), the record's
    `weight` instead of 1, times its `factor` (the Trickster counts −1, −2 as Mayor). `vote`: the
    seat's `role_vote`, when the caller has it already."""
    if vote is None:
        vote = role_vote(state, seat)
    s = state.seat(seat)
    weight = float(vote.get("weight", 1))
    if state.sheriff == seat and s.alive:
        weight += float(state.options["sheriff_weight"]) - 1
    if s.status:                                        # an office is a marker: none, no extra vote
        weight += extra_vote(state, seat)               # the Mayor's extra vote (004:843)
    void = s.status.get(VOTES_VOID)
    if void and void.get("for_day") == state.day_number:
        return 0.0                                      # 004:770: nullified for that day's polls
    return weight * float(vote.get("factor", 1))


# ---------------------------------------------------------------------------- the kept weights
# Each voter's weight is asked at every lynch poll (and by the prompt) of a state that mostly reads
# the same as at the last one: the last answer is kept with what it read (issue 32) and copied out,
# so a caller never changes what is kept.
# One tuple, read and replaced whole (a thread reading it never sees half of another's answer).
_KEPT: list[tuple | None] = [None]      # [(catalogue, options (a copy), `_read` and the voters, (weights, hidden))]


def _read(state: GameState) -> list:
    """Everything of the state `_weights` reads, as values: each seat's role, life, place in the
    game, abilities and markers (taken and frozen votes, offices, a void vote), the sheriff, the
    ruleset (its offices), and the day number where a vote is void for a day."""
    void = any(VOTES_VOID in s.status for s in state.seats)
    return [[(s.role, s.alive, s.in_play, s.powerless, repr(s.status)) for s in state.seats],
            state.sheriff, state.ruleset, state.day_number if void else None]


def weights(state: GameState, voters: list[int]) -> tuple[dict[int, float], bool]:
    """`_weights`, kept for a state that reads the same."""
    read, cat = [_read(state), list(voters)], catalogue()
    kept = _KEPT[0]
    if kept is None or kept[0] is not cat or kept[2] != read or kept[1] != state.options:
        kept = _KEPT[0] = (cat, dict(state.options), read, _weights(state, voters))
    found, hidden = kept[3]
    return dict(found), hidden


def can_be_taken(state: GameState, seat: int) -> bool:
    """A vote that counts negative cannot be taken (004:267)."""
    return own_weight(state, seat) >= 0


def _weights(state: GameState, voters: list[int]) -> tuple[dict[int, float], bool]:
    """Each voter's weight where it is not 1, and whether any of it is hidden from the table (the
    sheriff's badge is public; a role's weight or a taken vote is not)."""
    records = {v: role_vote(state, v) for v in voters}       # each voter's role record read once
    out = {v: own_weight(state, v, records[v]) for v in voters}
    hidden = any("weight" in r or "factor" in r for r in records.values())
    for s in state.seats:
        if not s.alive or not (VOTE_TAKEN in s.status or FROZEN in s.status):
            continue                               # most seats: nothing taken (asked at every lynch poll)
        for marker in (VOTE_TAKEN, FROZEN):
            taken = s.status.get(marker)
            if not taken or not s.alive or not can_be_taken(state, s.seat):
                continue
            hidden = True
            if out.get(s.seat, own_weight(state, s.seat)) <= 0:
                continue                           # nothing left to take
            if s.seat in out:
                out[s.seat] -= 1                   # 004:267: a player with several votes loses one
            taker = taken.get("by")                # (a frozen Mayor keeps the second vote, 004:723)
            if taker in out:
                out[taker] += 1                    # … and the taker gains one per vote taken
    return {v: w for v, w in out.items() if w != 1}, hidden


def extra_against(state: GameState) -> dict[int, float]:
    """Invisible votes against living players (the Stalker's +2, 004:300)."""
    out: dict[int, float] = {}
    for s in state.seats:
        if not s.alive:
            continue
        extra = s.status.get(EXTRA_VOTES)
        if extra:
            out[s.seat] = out.get(s.seat, 0) + float(extra.get("votes", 0))
        against = role_vote(state, s.seat).get("against")
        if against:                                 # the Angel starts every poll at −1 (004:744)
            out[s.seat] = out.get(s.seat, 0) + float(against)
    return out


# ---------------------------------------------------------------------------- what happens to a lynch
def cancelled_by(state: GameState) -> int | None:
    """The seat whose cancellation stands for the next lynch (the Royal Knight, 004:293)."""
    return next((s.seat for s in state.seats if CANCELS_LYNCH in s.status), None)


def redirect_target(state: GameState, seat: int) -> int | None:
    """Whom the lynch of `seat` goes to instead (the Executioner's standing target, 004:405), or None."""
    marker = role_vote(state, seat).get("redirect")
    if not marker or status.has(state, seat, REDIRECT_SPENT):
        return None
    target = (state.seat(seat).status.get(marker) or {}).get("target")
    if target is None or target == seat or not state.seat(target).alive:
        return None
    return target


def must_vote(state: GameState, voters: list[int]) -> list[int]:
    """The voters whose role makes them vote in every lynch poll (004:1011, 004:1065)."""
    return [v for v in voters if role_vote(state, v).get("mandatory")]


def missed_mandatory(state: GameState, votes: dict[int, int | None]) -> list[tuple[int, str]]:
    """(seat, rule) of each living voter who had to vote and did not (an abstention is no vote, 004:1065)."""
    return [(v, str(role_vote(state, v)["mandatory"])) for v in must_vote(state, sorted(votes))
            if votes[v] is None and state.seat(v).alive]
