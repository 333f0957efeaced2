"""The day: sheriff election, the dawn announcement, badge, hunter, last words, speeches,
the exile ballot with PK / majority / captain / runoff, the idiot, wolf self-destruct, dusk.

The day is an agenda of beats (plain dicts); the first is the current one. The day's beats and
their order are data: `script.json` "day_order" lists them, each with the named conditions
(`DAY_CONDITIONS`) under which it is played (seed 003 §1–5, the classic / Düsterwald options).
"""
from __future__ import annotations

from typing import Any, Callable, Literal, overload

from .attacks import due_at_dusk
from .attributes import role_of
from .ballot import majority_reached, tally
from .catalogue import catalogue
from .deaths import after_deaths, aftermath, assign_last_words, kill, several_on_night_two
from .disease import at_dusk, spread
from .errors import RuleError, expect
from .rules import option
from .state import Ballot, GameState
from .triggers import at_dawn
from .victory import announcements, ascend, end_if_won
from . import dusk, offices, status, votes as hidden_votes

TALK_BEATS = {"election_candidates", "election_speech", "election_vote", "election_pk_speech", "election_pk_vote",
              "announce", "direction", "speech", "discussion", "pk_speech"}


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
    "extra_lynch": hidden_votes.extra_lynch_today,                    # 004:147: the Child's death
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


def beat_of(state: GameState, entry: dict[str, Any]) -> dict[str, Any]:
    """A `day_order` entry as today's beat, filled in."""
    beat = {"kind": entry["beat"], **{k: v for k, v in entry.items() if k not in ("beat", "when", "sources", "lines", "lines_open")}}
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
    """Settle automatic beats at the head of the agenda (an election with one candidate, …)."""
    while state.agenda and state.phase == "day":
        beat = state.agenda[0]
        kind = beat["kind"]
        if kind in ("election_vote", "election_pk_vote"):
            cands = beat["candidates"] = [c for c in beat.get("candidates", state.election["running"]) if c in state.election["running"]]
            if len(cands) <= 1:
                finish_election(state, cands[0] if cands else None, "003:8" if cands else "003:10")
                continue
        if kind in ("election_speech", "election_pk_speech") and beat["seat"] not in state.election["running"]:
            state.agenda.pop(0)                                   # withdrew before speaking
            continue
        if kind in ("speech", "pk_speech") and not state.seat(beat["seat"]).alive:
            state.agenda.pop(0)
            continue
        if kind == "badge" and (state.sheriff != beat["seat"]):
            state.agenda.pop(0)
            continue
        if kind == "exile_vote" and not voters(state, beat):
            state.agenda.pop(0)
            continue
        if kind == "dusk" and dusk_deaths(state):
            continue
        if kind == "dusk":
            spread(state, "day")                                  # the day's visits at the dusk step (004:965)
            at_dusk(state)                                        # D2: the infected are told (004:971)
        if kind == "lynch_count" and offices.top_two_chooser(state) is None:
            state.agenda.pop(0)                                   # no Mayor to decide (004:845)
            continue
        if kind == "lynch":                                       # after the dusk step that follows a vote
            state.agenda.pop(0)
            if state.seat(beat["seat"]).alive:
                exile(state, beat["seat"])
            continue
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
    handler = BEATS[beat["kind"]]
    if handler(state, beat, inp) == "dusk":
        return "dusk"
    enter(state)
    return None


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


def beat_election_candidates(state: GameState, beat: dict, inp: dict) -> None:
    expect(inp, "candidates")
    seats = inp.get("seats", [])
    if not isinstance(seats, list) or len(set(seats)) != len(seats):
        raise RuleError("rule.bad_targets")
    eligible = election_alive(state)
    barred = hidden_votes.not_eligible(state)                # 004:551: sabotaged for today's election
    for s in seats:
        if s not in eligible:
            raise RuleError("rule.not_eligible", seat=s)
        if s in barred:
            raise RuleError("rule.not_eligible_today", seat=s)
    office = beat.get("office")
    state.election = {"ran": sorted(seats), "running": sorted(seats), **({"office": office} if office else {})}
    pop(state)
    order = sorted(seats, reverse=state.options.get("election_speech_from") == "high")   # 003:14
    beats = [{"kind": "election_speech", "seat": s} for s in order]
    beats.append({"kind": "election_vote", "candidates": sorted(seats)})
    if office:
        beats = [dict(b, office=office) for b in beats]
    state.agenda[0:0] = beats
    state.log("election_candidates", seats=sorted(seats), **({"office": office} if office else {}))


def beat_speech(state: GameState, beat: dict, inp: dict) -> None:
    expect(inp, "next")
    pop(state)


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


def beat_election_vote(state: GameState, beat: dict, inp: dict) -> None:
    expect(inp, "vote")
    cands = beat["candidates"]
    voters_ = election_voters(state)
    votes = read_votes(state, inp, voters_, cands)
    # 004 §6: an office's poll counts the Mayor's extra vote and other hidden weights
    weights, hidden = hidden_votes.weights(state, voters_) if beat.get("office") else ({}, False)
    counts, top = tally(votes, weights)
    pk = beat["kind"] == "election_pk_vote"
    outcome = "elected" if len(top) == 1 else ("tie" if top else "none")
    record_ballot(state, Ballot("election_pk" if pk else "election", votes, weights, counts, top, outcome, hidden),
                  said_outcome=False, **({"office": beat["office"]} if beat.get("office") else {}))   # 004 §6: its office
    pop(state)
    if len(top) == 1:
        finish_election(state, top[0], "003:113")
    elif pk:
        finish_election(state, None, "003:10")                    # 003:10: a second tie → no sheriff
    else:
        tied = top or list(cands)
        state.election["running"] = sorted(tied)      # 003:10: the others count as withdrawn
        order = sorted(tied, reverse=state.options.get("election_speech_from") == "high")
        more = [{"kind": "election_pk_speech", "seat": s, **({"tied": sorted(tied)} if i == 0 else {})}
                for i, s in enumerate(order)] + \
               [{"kind": "election_pk_vote", "candidates": sorted(tied)}]
        state.agenda[0:0] = [dict(b, office=beat["office"]) for b in more] if beat.get("office") else more


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
    if beat["kind"] not in ("election_speech", "election_vote"):
        raise RuleError("rule.withdraw_not_now")              # 003:8: during the election only
    seat = inp.get("seat")
    running = state.election["running"]
    if seat not in running:
        raise RuleError("rule.not_a_candidate", seat=seat)
    running.remove(seat)
    state.log("withdraw", seat=seat, rule="003:8")
    if beat["kind"] == "election_speech" and beat["seat"] == seat:
        pop(state)
    enter(state)


# ---- announcement and what deaths bring
def beat_announce(state: GameState, beat: dict, inp: dict) -> None:
    expect(inp, "next")
    pop(state)
    deaths = [d for s in beat["deaths"] if (d := state.seat(s).death) is not None]   # each one died
    state.pending_night_deaths = []
    state.log("announce", deaths=list(beat["deaths"]))
    state.agenda[0:0] = aftermath(state, sorted(deaths, key=lambda d: d.seat))


def beat_badge(state: GameState, beat: dict, inp: dict) -> None:
    expect(inp, "badge")
    target = seat_arg(state, inp.get("seat"), allow_none=True)
    pop(state)
    if target is None:
        state.sheriff = None
        state.badge_lost = True                              # 003:38: torn up, no sheriff any more
        state.log("badge_torn", seat=beat["seat"], rule="003:38")
    else:
        state.sheriff = target                               # 003:37
        state.log("badge_passed", seat=beat["seat"], to=target, rule="003:37")


def beat_hunter(state: GameState, beat: dict, inp: dict) -> None:
    expect(inp, "shoot")
    hunter = state.seat(beat["seat"])
    target = seat_arg(state, inp.get("seat"), allow_none=True)
    pop(state)
    if target is None:
        state.log("hunter_holds", seat=hunter.seat)
        return
    status.put(state, hunter.seat, "has_shot")
    hunter.revealed = True
    assert hunter.death is not None                          # the hunter shoots once dead
    deaths = kill(state, [(target, "shot", "003:23")], hunter.death.phase, hunter.death.number)
    assign_last_words(state, deaths, like=hunter.death)      # 003:23: same moment as the hunter
    lost = several_on_night_two(state, hunter.death)          # 003:20: night 2 now has two deaths
    state.agenda = [b for b in state.agenda if not (b["kind"] == "last_words" and b.get("seat") in lost)]
    state.log("hunter_shot", seat=hunter.seat, target=target, rule="003:101")
    # the hunter finishes (last words) before the one he shot speaks
    at = next((i for i, b in enumerate(state.agenda) if b.get("seat") != hunter.seat), len(state.agenda))
    after_deaths(state, deaths, at=at)


def beat_last_words(state: GameState, beat: dict, inp: dict) -> None:
    expect(inp, "next")
    pop(state)
    state.log("last_words", seat=beat["seat"])


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


def beat_direction(state: GameState, beat: dict, inp: dict) -> None:
    kind = expect(inp, "direction", "next")
    direction = inp.get("direction") if kind == "direction" else default_direction(state)
    if direction not in ("up", "down"):
        raise RuleError("rule.bad_direction")
    pop(state)
    state.last_direction = direction
    order = speaking_order(state, direction)
    state.log("speaking_order", order=order, direction=direction)
    state.agenda[0:0] = [{"kind": "speech", "seat": s} for s in order]


def beat_discussion(state: GameState, beat: dict, inp: dict) -> None:
    expect(inp, "next")
    pop(state)


# ---- exile ballot (seed 003 §4; 000:60 majority lynch; 001:19 captain or runoff)
def voters(state: GameState, beat: dict) -> list[int]:
    excluded = set(beat.get("pk", [])) if beat.get("mode") == "pk" else set()   # 003:32: PK players don't vote
    return [s.seat for s in state.seats if s.alive and s.in_play and not s.revealed_idiot and s.seat not in excluded]


def lynch_targets(state: GameState, beat: dict) -> list[int]:
    """Who may be voted for: the PK players (003:32), else the living, less those the Guardian
    protects today (004:859)."""
    immune = set(hidden_votes.lynch_immune(state))
    return [t for t in (beat.get("pk") or state.alive()) if t not in immune]


def forbidden_votes(state: GameState) -> dict[int, set[int]]:
    if state.lovers and state.options["lovers_cannot_vote_each_other"]:
        a, b = state.lovers
        return {a: {b}, b: {a}}                                 # 003:33
    return {}


def beat_exile_vote(state: GameState, beat: dict, inp: dict) -> None:
    """A lynch poll; then whoever had to vote in it and did not dies at once (004:1011, 004:1065)."""
    expect(inp, "vote")
    immune = set(hidden_votes.lynch_immune(state))
    if isinstance(inp.get("votes"), dict) and immune & set(inp["votes"].values()):
        raise RuleError("rule.lynch_immune", seat=min(immune & set(inp["votes"].values())))   # 004:859
    voters_ = voters(state, beat)
    votes = read_votes(state, inp, voters_, lynch_targets(state, beat), forbidden_votes(state))
    missed = hidden_votes.missed_mandatory(state, votes)
    exile_ballot(state, beat, voters_, votes)
    missed = [(seat, rule) for seat, rule in missed if state.seat(seat).alive]
    if missed and state.phase != "over":
        deaths = kill(state, [(seat, "missed_vote", rule) for seat, rule in missed], "day", state.day_number)
        assign_last_words(state, deaths)
        state.agenda[0:0] = [{"kind": "tell", "key": "beat.missed_vote", "params": {"seat": d.seat}} for d in deaths]
        after_deaths(state, deaths, at=len(deaths))


def exile_ballot(state: GameState, beat: dict, voters_: list[int], votes: dict[int, int | None]) -> None:
    """The lynch poll of `beat`: `votes` read from the input (`read_votes`) for `voters_`."""
    targets = lynch_targets(state, beat)                        # 003:32 PK players; 004:859 the Guardian's
    weights, hidden = hidden_votes.weights(state, voters_)
    extra = {t: n for t, n in hidden_votes.extra_against(state).items() if t in targets}
    counts, top = tally(votes, weights, extra)
    hidden = hidden or bool(extra)
    mode = state.options["exile_mode"]
    kind = {"pk": "exile_pk", "runoff": "runoff"}.get(beat.get("mode", ""), "exile")
    if mode == "test":
        return test_vote(state, beat, votes, weights, counts, top)
    if mode == "majority":
        lynched = majority_reached(counts, len(state.alive()))
        outcome = "exiled" if lynched else "no_majority"
        record_ballot(state, Ballot(kind, votes, weights, counts, [lynched] if lynched else top, outcome, hidden), top=top)
        if lynched is None:
            return                                              # 000:70: there must be a lynch; vote again
        pop(state)
        return lynch(state, lynched)
    if beat.get("top_two") and len(top) <= 2:                     # 004:843: the Mayor chose the top two
        return lynch_top_two(state, beat, kind, votes, weights, counts, top, hidden)
    outcome = "exiled" if len(top) == 1 else ("tie" if top else "none")
    record_ballot(state, Ballot(kind, votes, weights, counts, top, outcome, hidden))
    pop(state)
    if len(top) == 1:
        return lynch(state, top[0])
    if not top:
        state.log("no_exile", reason="no_votes")
        return
    if beat.get("round", 1) >= 2:
        state.log("no_exile", reason="second_tie", rule="003:32")   # 平安日
        return
    tie = state.options["exile_tie"]
    if tie == "none":        # 004:845 "the lynch vote always only kills the top voted player": a tie has none
        own = "004" in catalogue().ruleset(state.ruleset).sources
        state.log("no_exile", reason="tie", **({"rule": "004:845"} if own else {}))
        return
    if tie == "captain_decides" and state.sheriff and state.seat(state.sheriff).alive:
        state.agenda.insert(0, {"kind": "captain_decides", "tied": top})
    elif tie == "pk_then_none":
        state.agenda[0:0] = [{"kind": "pk_speech", "seat": s, **({"tied": top} if i == 0 else {})}   # who tied: said first
                             for i, s in enumerate(top)] + \
                            [{"kind": "exile_vote", "round": 2, "mode": "pk", "pk": top}]
    else:   # runoff (Stichwahl, 001:19): everyone votes again among the tied
        state.agenda.insert(0, {"kind": "exile_vote", "round": 2, "mode": "runoff", "pk": top})


def lynch_top_two(state: GameState, beat: dict, kind: str, votes, weights, counts, top, hidden) -> None:
    """The two players with the most votes are lynched (004:843): the top one, and the one clear
    second (a tie for second place lynches nobody more); two tied at the top are both lynched."""
    lynched = list(top)
    if len(top) == 1:
        rest = {t: c for t, c in counts.items() if t != top[0] and c > 0}
        best = max(rest.values(), default=None)
        second = [t for t, c in rest.items() if c == best]
        if len(second) == 1:
            lynched.append(second[0])
    outcome = "exiled" if lynched else "none"
    record_ballot(state, Ballot(kind, votes, weights, counts, lynched, outcome, hidden), rule="004:843")
    pop(state)
    if len(lynched) == 2:
        state.agenda.insert(0, {"kind": "lynch", "seat": lynched[1]})     # carried out after the first
    if lynched:
        lynch(state, lynched[0])
    else:
        state.log("no_exile", reason="no_votes")


def beat_lynch_count(state: GameState, beat: dict, inp: dict) -> None:
    """The Mayor says whether today's lynch takes the top one or the top two (004:843)."""
    expect(inp, "decide")
    count = inp.get("count")
    if count not in (1, 2) or isinstance(count, bool):
        raise RuleError("rule.bad_lynch_count")
    pop(state)
    vote_beat = next((b for b in state.agenda if b["kind"] == "exile_vote"), None)
    if vote_beat is not None:
        vote_beat["top_two"] = count == 2
    state.log("lynch_count", seat=offices.top_two_chooser(state), count=count, rule="004:843")


def test_vote(state: GameState, beat: dict, votes, weights, counts, top) -> None:
    """"Thing" (seed 002:94): the village tests one player. A werewolf dies and the village tests
    again; an innocent result ends the day — except the first one, which is free."""
    outcome = "tested" if len(top) == 1 else "tie"
    record_ballot(state, Ballot("test", votes, weights, counts, top, outcome))
    if len(top) != 1:
        return                                               # no single choice: vote again
    seat = top[0]
    held = state.seat(seat).role
    role = catalogue().role(held) if held else None
    if role and role.team == "wolf":
        deaths = kill(state, [(seat, "tested", "002:94")], "day", state.day_number)
        assign_last_words(state, deaths)
        after_deaths(state, deaths)                            # its follow-ups first, then test again
        return
    state.log("tested_innocent", seat=seat, rule="002:94")
    if beat.get("free_used"):
        pop(state)                                           # the second innocent result ends the day
    else:
        beat["free_used"] = True


def beat_captain(state: GameState, beat: dict, inp: dict) -> None:
    expect(inp, "decide")
    seat = inp.get("seat")
    if seat is None or seat not in beat["tied"]:
        raise RuleError("rule.not_a_candidate", seat=seat)
    pop(state)
    state.log("captain_decides", seat=seat, rule="001:19")
    lynch(state, seat)


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


def beat_idiot(state: GameState, beat: dict, inp: dict) -> None:
    expect(inp, "reveal")
    pop(state)
    s = state.seat(beat["seat"])
    if inp.get("reveal") is True:
        status.put(state, s.seat, "no_vote")                     # 003:42, 003:107: survives, no vote
        s.revealed = True
        state.log("idiot_revealed", seat=s.seat, rule="003:107")
    else:
        die_by_exile(state, s.seat)


def beat_tell(state: GameState, beat: dict, inp: dict) -> None:
    """Words the moderator reads aloud (a dying breath, a reveal, an announcement), then next."""
    expect(inp, "next")
    pop(state)


def dusk_deaths(state: GameState) -> bool:
    """Deaths put off until the end of the day (the Macho, 004:182) happen as dusk comes: each is
    told aloud, and what the deaths bring (last words, dying breaths) comes before the night."""
    due = due_at_dusk(state)
    if not due:
        return False
    for seat, _cause, _rule in due:
        status.take_off(state, seat, "doomed")
    deaths = kill(state, due, "day", state.day_number)
    assign_last_words(state, deaths)
    state.agenda[0:0] = [{"kind": "tell", "key": "beat.delayed_death", "params": {"seat": d.seat, "cause": d.causes[0]}}
                         for d in deaths]
    after_deaths(state, deaths, at=len(deaths))
    return True


def beat_lynch_redirected(state: GameState, beat: dict, inp: dict) -> None:
    expect(inp, "next")
    pop(state)
    exile(state, beat["target"])                                  # 004:405: lynched in their place


def beat_dusk(state: GameState, beat: dict, inp: dict) -> str:
    """The day ends: "dusk" (the flow, game.py, starts the night)."""
    expect(inp, "next")
    pop(state)
    status.expire(state, "dusk")
    state.log("dusk")
    return "dusk"


# ---- resigning an office (004:838)
RESIGN_BEATS = TALK_BEATS | {"dusk"}


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
    if beat["kind"] not in RESIGN_BEATS:
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
    if beat["kind"] not in TALK_BEATS:
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
    keep = {"announce", "badge", "hunter_shot", "last_words", "idiot_reveal", "dusk"}
    state.agenda = [b for b in state.agenda if b["kind"] in keep]
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


def _jsonable(d: dict) -> dict:
    return {str(k): v for k, v in d.items()}


def record_ballot(state: GameState, ballot: Ballot, said_outcome: bool = True, **said: Any) -> None:
    """A poll's result kept on the state (the public view's tally, the timeline) and its `ballot`
    line in the log, the one place both are written. `said` adds to or overrides the line (the
    classic lynch logs the tally's top though the ballot keeps the one lynched, 000:70)."""
    state.ballots.append(ballot)
    line = {"ballot": ballot.kind, "votes": _jsonable(ballot.votes), "counts": _jsonable(ballot.counts),
            "top": ballot.top} | ({"outcome": ballot.outcome} if said_outcome else {})
    state.log("ballot", **(line | said))


BEATS: dict[str, Callable[[GameState, dict, dict], str | None]] = {
    "election_candidates": beat_election_candidates,
    "election_speech": beat_speech,
    "election_pk_speech": beat_speech,
    "election_vote": beat_election_vote,
    "election_pk_vote": beat_election_vote,
    "announce": beat_announce,
    "badge": beat_badge,
    "hunter_shot": beat_hunter,
    "last_words": beat_last_words,
    "direction": beat_direction,
    "speech": beat_speech,
    "pk_speech": beat_speech,
    "discussion": beat_discussion,
    "exile_vote": beat_exile_vote,
    "captain_decides": beat_captain,
    "idiot_reveal": beat_idiot,
    "dusk": beat_dusk,
    "lynch_count": beat_lynch_count,
    "tell": beat_tell,
    "lynch_cancelled": beat_tell,
    "lynch_redirected": beat_lynch_redirected,
    "lynch": beat_speech,                  # settled by enter(); never waits for an input
    "dusk_call": dusk.beat_call,
    "dusk_step": dusk.beat_step,
    "dusk_open": dusk.beat_open,
}
