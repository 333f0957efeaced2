"""The day: sheriff election, the dawn announcement, badge, hunter, last words, speeches,
the exile ballot with PK / majority / captain / runoff, the idiot, wolf self-destruct, dusk.

The day is an agenda of beats (plain dicts); the first is the current one. The day's beats and
their order are data: `script.json` "day_order" lists them, each with the named conditions
(`DAY_CONDITIONS`) under which it is played (seed 003 §1–5, the classic / Düsterwald options).
What each kind of beat takes, shows, does and settles is its spec in engine/beats/ (the table
`registry.BEATS`); this module plays the agenda and holds what several beats share.
"""
from __future__ import annotations

from typing import Any, Callable, Literal, overload

from .attributes import role_of
from .catalogue import catalogue
from .deaths import after_deaths, assign_last_words, kill
from .errors import RuleError
from .registry import BEATS
from .rules import option
from .state import Ballot, GameState
from .triggers import at_dawn
from .victory import announcements, ascend, end_if_won
from . import dusk, offices, status, votes as hidden_votes


# ---------------------------------------------------------------------------- set-up of a day
# The day's beats and their order are data (`script.json` "day_order"); each entry may name
# conditions (all must hold) from this registry. A condition reads the game, never a role's name.
DAY_CONDITIONS: dict[str, Callable[[GameState], bool]] = {
    # 003:7: the day-1 sheriff election comes before the deaths are told; 001:19: the captain on day 0
    "election_today": lambda state: (
        (state.day_number == 0 and state.options.get("sheriff") == "before_night1")
        or (state.day_number == 1 and state.options.get("sheriff") == "day1"
            and not state.badge_lost and state.sheriff is None)),
    # 002:71: an extra day before night 1 whose lynched player becomes the moderator
    "moderator_day": lambda state: state.day_number == 0 and bool(state.options.get("moderator_lynch_day")),
    "after_a_night": lambda state: state.day_number >= 1,
    "speeches_ordered": lambda state: state.options["speeches"] == "ordered",    # 003:15
    "speeches_free": lambda state: state.options["speeches"] != "ordered",
    # 004 reference S5: a dusk step before the vote when a role in the deck acts then today
    "dusk_before_vote": lambda state: bool(dusk.steps(state, "before_vote")),
    "extra_lynch": offices.extra_lynch_today,                    # 004:147: the Child's death
    "office_vacant": lambda state: offices.due(state) is not None,    # 004:836: one election a day
    "top_two_choice": lambda state: bool(offices.top_two_offices(state)),   # 004:843: above 15 alive
}


def day_agenda(state: GameState) -> list[dict[str, Any]]:
    """Today's beats: the entries of `day_order` whose conditions hold, each filled in."""
    known: dict[str, bool] = {}        # each condition asked once: making the agenda changes nothing
    beats = []
    for entry in catalogue().day_order:
        for name in entry.get("when", ()):
            if name not in known:
                known[name] = bool(DAY_CONDITIONS[name](state))
            if not known[name]:
                break
        else:
            beats.append(beat_of(state, entry))
    return beats


_NOT_IN_BEAT = frozenset({"beat", "when", "sources", "lines", "lines_open"})     # a `day_order` entry's own keys


def beat_of(state: GameState, entry: dict[str, Any]) -> dict[str, Any]:
    """A `day_order` entry as today's beat, filled in."""
    beat = {"kind": entry["beat"], **{k: v for k, v in entry.items() if k not in _NOT_IN_BEAT}}
    if beat["kind"] == "announce":
        beat["deaths"] = list(state.pending_night_deaths)
    if beat["kind"] == "election_candidates" and offices.due(state):
        beat["office"] = offices.due(state)                      # 004:836: the topmost vacant office
    return beat


def plan_election(state: GameState, after: dict[str, Any]) -> None:
    """An office fell vacant at the start of the day (an end-night resignation, 004:838): today's
    one election is for the topmost vacant office (004:836), planned right after `after` if the
    day had none."""
    planned = next((b for b in state.agenda if b["kind"] == "election_candidates" and b.get("office")), None)
    if planned is not None:
        planned["office"] = offices.due(state)
        return
    entry = next(e for e in catalogue().day_order if "office_vacant" in e.get("when", ()))
    state.agenda.insert(state.agenda.index(after) + 1, beat_of(state, entry))


def start_day(state: GameState, number: int) -> None:
    """The day after night `number` (the flow starts it, game.py)."""
    state.phase = "day"
    state.day_number = number
    state.agenda = day_agenda(state)
    state.log("day_start")
    enter(state)
    told = at_dawn(state)                    # after the announcement: roles taken up, the Bard's narration
    at = next((i + 1 for i, b in enumerate(state.agenda) if b["kind"] == "announce"), 0)
    state.agenda[at:at] = told


def start_day_zero(state: GameState) -> None:
    """Düsterwald: the captain is chosen at the start of the game (001:19), before night 1."""
    state.phase = "day"
    state.day_number = 0
    state.agenda = day_agenda(state)
    enter(state)


def enter(state: GameState) -> None:
    """Settle the automatic beats at the head of the agenda (an election with one candidate, a dead
    speaker, …): each beat's own `settle` (engine/beats/) says whether it moved the agenda on."""
    while state.agenda and state.phase == "day":
        beat = state.agenda[0]
        if not BEATS[beat["kind"]].settle(state, beat):
            break


# ---------------------------------------------------------------------------- inputs
def handle(state: GameState, inp: dict[str, Any]) -> str | None:
    """Apply one input of the day. Returns "dusk" when it ended the day (the flow, game.py, starts
    the night)."""
    if not state.agenda:
        raise RuleError("rule.not_now", input=inp.get("t"))
    beat = state.agenda[0]
    kind = inp.get("t")
    if kind == "self_destruct":
        self_destruct(state, beat, inp)
        return None
    if kind == "resign":
        resign(state, beat, inp)
        return None
    if kind == "withdraw":
        withdraw(state, beat, inp)
        return None
    if BEATS[beat["kind"]].handle(state, beat, inp) == "dusk":
        return "dusk"
    enter(state)
    return None


def takes(beat: dict[str, Any], kind: str) -> bool:
    """Whether the beat takes inputs of this kind (its spec's `allowed`)."""
    return kind in BEATS[beat["kind"]].allowed


@overload
def seat_arg(state: GameState, value: Any, allow_none: Literal[False] = False, alive: bool = True) -> int: ...
@overload
def seat_arg(state: GameState, value: Any, allow_none: bool, alive: bool = True) -> int | None: ...
def seat_arg(state: GameState, value: Any, allow_none: bool = False, alive: bool = True) -> int | None:
    if value is None and allow_none:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= len(state.seats):
        raise RuleError("rule.bad_seat", seat=value)
    if not state.seat(value).in_play:
        raise RuleError("rule.not_in_play", seat=value)
    if alive and not state.seat(value).alive:
        raise RuleError("rule.target_dead", seat=value)
    return value


def pop(state: GameState) -> None:
    state.agenda.pop(0)


# ---- sheriff election (seed 003 §1, §5; 001:19 for the captain)
def election_alive(state: GameState) -> list[int]:
    # Night victims are not yet announced during the day-1 election (003:7): they still take part.
    return sorted(set(state.alive()) | set(state.pending_night_deaths if state.day_number == 1 else []))


def election_voters(state: GameState) -> list[int]:
    if state.options.get("election_voters") == "all":        # 001:19: the village chooses its captain
        return election_alive(state)
    ran = set(state.election["ran"])                  # 003:9: only those who never ran vote
    return [s for s in election_alive(state) if s not in ran]


def read_votes(state: GameState, inp: dict, voters_: list[int], targets: list[int],
               forbidden: dict[int, set[int]] | None = None) -> dict[int, int | None]:
    raw = inp.get("votes")
    if not isinstance(raw, dict):
        raise RuleError("rule.bad_votes")
    votes: dict[int, int | None] = {v: None for v in voters_}
    for key, target in raw.items():
        try:
            voter = int(key)
        except (TypeError, ValueError):
            raise RuleError("rule.bad_seat", seat=key) from None
        if voter not in voters_:
            raise RuleError("rule.not_a_voter", seat=voter)
        if target is not None:
            if target not in targets:
                raise RuleError("rule.not_a_candidate", seat=target)
            if forbidden and target in forbidden.get(voter, set()):
                raise RuleError("rule.lovers_vote", voter=voter, target=target)   # 003:33
        votes[voter] = target
    return votes


def finish_election(state: GameState, seat: int | None, rule: str) -> None:
    office = state.election.get("office")
    state.agenda = [b for b in state.agenda if not b["kind"].startswith("election")]
    if office:                                   # 004 §6: the office is held besides the role
        if seat is None:
            state.log("no_office", office=office, rule=rule)
            return
        offices.take_office(state, office, seat, "004:836")
        elected_wins(state, office, seat, by_vote=rule == "003:113")
        return
    state.sheriff = seat
    state.log("sheriff_elected" if seat else "no_sheriff", seat=seat, rule=rule)


def elected_wins(state: GameState, office: str, seat: int, by_vote: bool) -> None:
    """A role that wins by being elected (the Despot as Mayor, 004:764-770) ascends at once; the
    players whose votes elected it have no vote the next day (election and lynch)."""

    role = role_of(state, seat)
    spec = role.passive.get("ascend_when_elected") if role and not state.seat(seat).powerless else None
    if not spec or spec.get("office") != office:
        return
    if spec.get("void_votes") and by_vote:
        ballot = state.ballots[-1] if state.ballots and state.ballots[-1].kind.startswith("election") else None
        for voter, target in (ballot.votes.items() if ballot else ()):
            if target == seat and state.seat(voter).alive:
                status.put(state, voter, hidden_votes.VOTES_VOID, for_day=state.day_number + 1)
    ascend(state, seat, spec.get("rule", ""), spec.get("says", "win.ascended"))
    state.agenda[0:0] = announcements(state)


def withdraw(state: GameState, beat: dict, inp: dict) -> None:
    if not takes(beat, "withdraw"):
        # 003:8: during the election only; a game of offices (004 §6) says it in an election's words
        raise RuleError("rule.withdraw_not_now.office" if offices.offices(state) else "rule.withdraw_not_now")
    seat = inp.get("seat")
    running = state.election["running"]
    if seat not in running:
        raise RuleError("rule.not_a_candidate", seat=seat)
    running.remove(seat)
    state.log("withdraw", seat=seat, rule="003:8")
    if beat["kind"] == "election_speech" and beat["seat"] == seat:
        pop(state)
    enter(state)


# ---- speeches (seed 003 §2)
def speaking_order(state: GameState, direction: str) -> list[int]:
    alive = state.alive()
    n = len(state.seats)
    step = 1 if direction == "up" else -1
    if state.sheriff and state.seat(state.sheriff).alive:
        start = state.sheriff                               # 003:15: from the sheriff's side, sheriff last
        order = [((start - 1 + step * i) % n) + 1 for i in range(1, n + 1)]
    else:
        last = state.deaths[-1].seat if state.deaths else (n if direction == "up" else 1)
        order = [((last - 1 + step * i) % n) + 1 for i in range(1, n + 1)]     # 003:16
    return [s for s in order if s in alive]


def default_direction(state: GameState) -> str:
    if state.last_direction:                                 # 003:15: the next day changes hands
        return "down" if state.last_direction == "up" else "up"
    return "up"


# ---- exile ballot (seed 003 §4; 000:60 majority lynch; 001:19 captain or runoff)
def voters(state: GameState, beat: dict) -> list[int]:
    excluded = set(beat.get("pk", [])) if beat.get("mode") == "pk" else set()   # 003:32: PK players don't vote
    return [s.seat for s in state.seats if s.alive and s.in_play and not s.revealed_idiot and s.seat not in excluded]


def lynch_targets(state: GameState, beat: dict) -> list[int]:
    """Who may be voted for: the PK players (003:32), else the living, less those the Guardian
    protects today (004:859)."""
    immune = set(offices.lynch_immune(state))
    return [t for t in (beat.get("pk") or state.alive()) if t not in immune]


def forbidden_votes(state: GameState) -> dict[int, set[int]]:
    if state.lovers and state.options["lovers_cannot_vote_each_other"]:
        a, b = state.lovers
        return {a: {b}, b: {a}}                                 # 003:33
    return {}


def lynch(state: GameState, seat: int) -> None:
    """The vote chose `seat`. Roles that act right after the vote (the Royal Knight, reference S5)
    get a dusk step first; then the lynch is carried out (the `lynch` beat)."""
    if dusk.steps(state, "after_vote"):
        state.agenda[0:0] = [{"kind": "dusk_call", "moment": "after_vote"}, {"kind": "lynch", "seat": seat}]
        return
    exile(state, seat)


def exile(state: GameState, seat: int) -> None:
    """Carry out a lynch: cancelled (004:293), redirected (004:405), survived (the idiot), or a death."""
    if DAY_CONDITIONS["moderator_day"](state):
        return become_moderator(state, seat)
    knight = hidden_votes.cancelled_by(state)
    if knight is not None:
        cancel = state.seat(knight).status.pop(hidden_votes.CANCELS_LYNCH)
        if cancel.get("reveal"):
            state.seat(knight).revealed = True
        state.agenda.insert(0, {"kind": "lynch_cancelled", "seat": seat,
                                "by": knight if cancel.get("reveal") else None})
        state.log("lynch_cancelled", seat=seat, by=knight, revealed=bool(cancel.get("reveal")), rule="004:293")
        return
    target = hidden_votes.redirect_target(state, seat)
    if target is not None:
        status.put(state, seat, hidden_votes.REDIRECT_SPENT)
        state.seat(seat).revealed = True                           # 004:405: the role is revealed to all
        state.agenda.insert(0, {"kind": "lynch_redirected", "seat": seat, "target": target})
        state.log("lynch_redirected", seat=seat, target=target, rule="004:405")
        return
    s = state.seat(seat)
    role = catalogue().role(s.role) if s.role else None
    if role and role.passive.get("on_exile") == "reveal_and_survive" and not s.powerless and not s.revealed_idiot:
        state.agenda.insert(0, {"kind": "idiot_reveal", "seat": seat})
        return
    die_by_exile(state, seat)


def become_moderator(state: GameState, seat: int) -> None:
    """002:71: the player lynched on the extra first day leaves the game to moderate it; the card
    is out of play (it may have been a werewolf or the seer, "which starts one side off with a
    handicap"). Nobody dies."""
    s = state.seat(seat)
    s.in_play = False
    s.alive = False
    state.log("became_moderator", seat=seat, rule="002:71")
    end_if_won(state)


def die_by_exile(state: GameState, seat: int) -> None:
    deaths = kill(state, [(seat, "exile", "003:30")], "day", state.day_number)
    assign_last_words(state, deaths)
    state.log("exiled", seat=seat)
    after_deaths(state, deaths)


# ---- resigning an office (004:838)

def may_resign(state: GameState) -> dict[int, list[str]]:
    """Office holders who may resign now: each living holder, for each office not already resigned."""
    out: dict[int, list[str]] = {}
    for s in state.alive():
        left = [o for o in offices.held(state, s) if not offices.resigning(state, s, o)]
        if left:
            out[s] = left
    return out


def resign(state: GameState, beat: dict, inp: dict) -> None:
    """A holder resigns (004:838): end-day, during the day's talk, the office is vacant from this
    dusk; end-night, at the dawn announcement that closes the night, it is vacant at once and
    today's election may be for it."""
    if not takes(beat, "resign"):
        raise RuleError("rule.resign_not_now")
    seat = seat_arg(state, inp.get("seat"))
    office = inp.get("office")
    if office not in may_resign(state).get(seat, []):
        raise RuleError("rule.no_office_to_resign", seat=seat)
    end_night = beat["kind"] == "announce"
    offices.resign(state, seat, office, now=end_night)
    if end_night:
        plan_election(state, beat)


# ---- wolf self-destruct (自爆, seed 003:11, 003:17, 003:25, 003:26, 003:36)
def self_destruct(state: GameState, beat: dict, inp: dict) -> None:
    if not takes(beat, "self_destruct"):
        raise RuleError("rule.self_destruct_not_now")
    seat = seat_arg(state, inp.get("seat"))
    if seat not in may_self_destruct(state):
        raise RuleError("rule.not_a_wolf", seat=seat)
    in_election = beat["kind"].startswith("election")
    if in_election:
        state.badge_lost = True                                 # 003:11, 003:36: no sheriff, badge lost
        state.agenda = [b for b in state.agenda if not b["kind"].startswith("election")]
        state.log("badge_lost", rule="003:36")
    # 003:17: all speeches stop at once; the day goes straight to night (after last words).
    state.agenda = [b for b in state.agenda if BEATS[b["kind"]].keep]
    deaths = kill(state, [(seat, "self_destruct", "003:17")], "day", state.day_number)
    assign_last_words(state, deaths)                            # 003:25: may leave last words
    state.log("self_destruct", seat=seat, rule="003:17")
    after_deaths(state, deaths)
    enter(state)


def may_self_destruct(state: GameState) -> list[int]:
    """The living players whose role may self-destruct (自爆, 003:11, 003:17). Seed 003's rule only: the
    role's passive names the ruleset option `self_destruct` (002:39: elsewhere "no player may reveal
    his card")."""
    cat = catalogue()
    return [s for s in state.alive() if (role := state.seat(s).role)
            and option(state, cat.role(role).passive.get("self_destruct"))]


def jsonable(d: dict) -> dict:
    return {str(k): v for k, v in d.items()}


def record_ballot(state: GameState, ballot: Ballot, said_outcome: bool = True, **said: Any) -> None:
    """A poll's result kept on the state (the public view's tally, the timeline) and its `ballot`
    line in the log, the one place both are written. `said` adds to or overrides the line (the
    classic lynch logs the tally's top though the ballot keeps the one lynched, 000:70)."""
    state.ballots.append(ballot)
    line = {"ballot": ballot.kind, "votes": jsonable(ballot.votes), "counts": jsonable(ballot.counts),
            "top": ballot.top} | ({"outcome": ballot.outcome} if said_outcome else {}) | \
        ({"office": ballot.office} if ballot.office else {})
    state.log("ballot", **(line | said))

