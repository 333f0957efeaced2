"""The lynch vote (seed 003 §4): a ballot of the living, with PK / runoff / the captain's choice on
a tie; a majority lynch (000:60), "Thing"'s test (002:94), the top two (004:843); whoever had to vote
and did not dies (004:1011, 004:1065)."""
from __future__ import annotations

from ..ballot import majority_reached, tally
from ..catalogue import catalogue
from ..choices import ballot
from ..day import DAY_CONDITIONS, forbidden_votes, lynch, lynch_targets, pop, read_votes, record_ballot, voters
from ..deaths import after_deaths, assign_last_words, kill
from ..errors import RuleError, expect
from ..registry import beat
from ..state import Ballot, GameState
from .. import offices, votes as hidden_votes


def exile_prompt(state: GameState, beat_: dict, p) -> None:
    p.choices = [ballot({"t": "vote"})]
    p.candidates = lynch_targets(state, beat_)
    p.voters = voters(state, beat_)
    p.weights, p.hidden = hidden_votes.weights(state, p.voters)
    p.extra_votes = {t: n for t, n in hidden_votes.extra_against(state).items() if t in p.candidates}
    p.must_vote = hidden_votes.must_vote(state, p.voters)
    p.hidden = p.hidden or bool(p.extra_votes)
    if beat_.get("lynch") == 2:
        p.say = {"key": "beat.second_lynch", "params": {}}           # 004:147
    p.forbidden = {k: sorted(v) for k, v in forbidden_votes(state).items()}
    p.disabled = {s: "rule.idiot_no_vote" for s in state.alive() if state.seat(s).revealed_idiot}
    if immune := offices.lynch_immune(state):              # 004:859: nobody may vote for them
        p.announcement = {"lynch_immune": immune}
    if beat_.get("mode") == "pk":
        p.lines = catalogue().day_lines("pk", state.options)
        p.disabled.update({s: "rule.pk_no_vote" for s in beat_["pk"]})
    if state.options.get("exile_mode") == "majority":
        p.say = {"key": "beat.majority", "params": {"needed": len(state.alive()) // 2 + 1}}
    elif state.options.get("exile_mode") == "test":
        p.say = {"key": "beat.test", "params": {}}
    if DAY_CONDITIONS["moderator_day"](state):          # 002:71
        p.say = {"key": "beat.moderator_vote", "params": {"needed": len(state.alive()) // 2 + 1}}


def no_voters(state: GameState, beat_: dict) -> bool:
    """Nobody may vote (every living player a revealed Idiot or in the PK): no poll."""
    if voters(state, beat_):
        return False
    pop(state)
    return True


@beat("exile_vote", allowed=("vote",), prompt=exile_prompt, settle=no_voters, lines="exile_vote",
      timeline={"tested_innocent": ("timeline.tested_innocent", {"who": "seat"}),
                "became_moderator": ("timeline.became_moderator", {"who": "seat"})})
def exile_vote(state: GameState, beat_: dict, inp: dict) -> None:
    """A lynch poll; then whoever had to vote in it and did not dies at once (004:1011, 004:1065)."""
    expect(inp, "vote")
    immune = set(offices.lynch_immune(state))
    if isinstance(inp.get("votes"), dict) and immune & set(inp["votes"].values()):
        raise RuleError("rule.lynch_immune", seat=min(immune & set(inp["votes"].values())))   # 004:859
    voters_, targets = voters(state, beat_), lynch_targets(state, beat_)
    votes = read_votes(state, inp, voters_, targets, forbidden_votes(state))
    missed = hidden_votes.missed_mandatory(state, votes)
    exile_ballot(state, beat_, voters_, votes, targets)
    missed = [(seat, rule) for seat, rule in missed if state.seat(seat).alive]
    if missed and state.phase != "over":
        deaths = kill(state, [(seat, "missed_vote", rule) for seat, rule in missed], "day", state.day_number)
        assign_last_words(state, deaths)
        state.agenda[0:0] = [{"kind": "tell", "key": "beat.missed_vote", "params": {"seat": d.seat}} for d in deaths]
        after_deaths(state, deaths, at=len(deaths))


def exile_ballot(state: GameState, beat_: dict, voters_: list[int], votes: dict[int, int | None],
                 targets: list[int]) -> None:
    """The lynch poll of `beat_`: `votes` read from the input (`read_votes`) for `voters_`, who
    could vote for `targets` (`lynch_targets`: 003:32 PK players; 004:859 the Guardian's)."""
    weights, hidden = hidden_votes.weights(state, voters_)
    extra = {t: n for t, n in hidden_votes.extra_against(state).items() if t in targets}
    counts, top = tally(votes, weights, extra)
    hidden = hidden or bool(extra)
    mode = state.options["exile_mode"]
    kind = {"pk": "exile_pk", "runoff": "runoff"}.get(beat_.get("mode") or "", "exile")
    if mode == "test":
        return test_vote(state, beat_, votes, weights, counts, top)
    if mode == "majority":
        lynched = majority_reached(counts, len(state.alive()))
        outcome = "exiled" if lynched else "no_majority"
        record_ballot(state, Ballot(kind, votes, weights, counts, [lynched] if lynched else top, outcome, hidden), top=top)
        if lynched is None:
            return                                              # 000:70: there must be a lynch; vote again
        pop(state)
        return lynch(state, lynched)
    if beat_.get("top_two") and len(top) <= 2:                     # 004:843: the Mayor chose the top two
        return lynch_top_two(state, beat_, kind, votes, weights, counts, top, hidden)
    outcome = "exiled" if len(top) == 1 else ("tie" if top else "none")
    record_ballot(state, Ballot(kind, votes, weights, counts, top, outcome, hidden))
    pop(state)
    if len(top) == 1:
        return lynch(state, top[0])
    if not top:
        state.log("no_exile", reason="no_votes")
        return
    if beat_.get("round", 1) >= 2:
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


def lynch_top_two(state: GameState, beat_: dict, kind: str, votes, weights, counts, top, hidden) -> None:
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


def test_vote(state: GameState, beat_: dict, votes, weights, counts, top) -> None:
    """"Thing" (seed 002:94): the village tests one player. A werewolf dies and the village tests
    again; an innocent result ends the day — except the first one, which is free."""
    outcome = "tested" if len(top) == 1 else "tie"
    record_ballot(state, Ballot("test", votes, weights, counts, top, outcome))
    if len(top) != 1:
        return                                               # no single choice: vote again
    seat = top[0]
    role_id = state.seat(seat).role
    role = catalogue().role(role_id) if role_id else None
    if role and role.team == "wolf":
        deaths = kill(state, [(seat, "tested", "002:94")], "day", state.day_number)
        assign_last_words(state, deaths)
        after_deaths(state, deaths)                            # its follow-ups first, then test again
        return
    state.log("tested_innocent", seat=seat, rule="002:94")
    if beat_.get("free_used"):
        pop(state)                                           # the second innocent result ends the day
    else:
        beat_["free_used"] = True
