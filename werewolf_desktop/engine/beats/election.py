"""The sheriff's election (seed 003 §1, §5; the captain, 001:19) and an office's election (004 §6):
who runs, each candidate's speech, the vote, and after a tie the PK speeches and the PK vote."""
from __future__ import annotations

from ..ballot import tally
from ..catalogue import catalogue
from ..choices import ballot, button, item, label, menu, seats, tags
from ..day import election_alive, election_voters, finish_election, pop, read_votes, record_ballot
from ..errors import RuleError, expect
from ..registry import beat
from ..state import Ballot, GameState
from .. import offices, votes as hidden_votes
from .speeches import speech

ELECTED = {"sheriff_elected": ("timeline.sheriff_elected", {"who": "seat"}), "no_sheriff": ("timeline.no_sheriff", {})}


def words(key: str, office: str | None) -> str:
    """`key` in an office's election (004 §6) in its own words, `<key>.office` (竞选, 参选, 退选),
    not the sheriff's (狼人杀's 上警, 警上发言, 退水, seed 003 §1)."""
    return f"{key}.office" if office else key


# ---- who runs
def candidates_prompt(state: GameState, beat_: dict, p) -> None:
    office = p.office
    if office:                                      # 004 §6: an office's election, not the sheriff's
        p.lines = catalogue().day_lines("office_election", state.options)
    p.candidates = election_alive(state)
    p.disabled = {s: "rule.not_eligible_today" for s in offices.not_eligible(state) if s in p.candidates}
    if p.disabled:                                   # 004:551: told before the election
        p.announcement = {"not_eligible": sorted(p.disabled)}
    # an office's election is named before the script's words that call the candidates (`heads`)
    p.say = ({"key": "beat.office_candidates", "params": {"office_role": office}, "heads": True} if office
             else {"key": "beat.election_candidates", "params": {}})
    legal = [s for s in p.candidates if s not in p.disabled]       # not those barred today (004:551)
    p.choices = [seats("Candidates", legal, {"t": "candidates"}, many=True, reasons=p.disabled, refuse="rule.not_eligible",
                       confirm=label(words("ui.console.confirm_candidates", office))),
                 button("NobodyRuns", label(words("ui.console.nobody_runs", office)), {"t": "candidates", "seats": []})]


def running(beat_: dict, p) -> list[dict]:
    """The candidates marked on the table; who may withdraw (003:8), the speaker first."""
    out = [tags(label("ui.seat.candidate"), p.candidates)]
    if "withdraw" in p.allowed and p.candidates:
        if beat_["kind"] == "election_speech" and p.seat in p.candidates:
            out.append(button("WithdrawSpeaker", label(words("ui.console.withdraw_speaker", p.office), seat=p.seat),
                              {"t": "withdraw", "seat": p.seat}))
        out.append(menu("Withdraw", label(words("ui.console.withdraw", p.office)),
                        [item(s, {"t": "withdraw", "seat": s}) for s in p.candidates]))
    return out


@beat("election_candidates", allowed=("candidates", "self_destruct", "resign"), prompt=candidates_prompt,
      lines="election")
def election_candidates(state: GameState, beat_: dict, inp: dict) -> None:
    expect(inp, "candidates")
    seats = inp.get("seats", [])
    if not isinstance(seats, list) or len(set(seats)) != len(seats):
        raise RuleError("rule.bad_targets")
    eligible = election_alive(state)
    barred = offices.not_eligible(state)                # 004:551: sabotaged for today's election
    for s in seats:
        if s not in eligible:
            raise RuleError("rule.not_eligible", seat=s)
        if s in barred:
            raise RuleError("rule.not_eligible_today", seat=s)
    office = beat_.get("office")
    state.election = {"ran": sorted(seats), "running": sorted(seats), **({"office": office} if office else {})}
    pop(state)
    order = sorted(seats, reverse=state.options.get("election_speech_from") == "high")   # 003:14
    beats = [{"kind": "election_speech", "seat": s} for s in order]
    beats.append({"kind": "election_vote", "candidates": sorted(seats)})
    if office:
        beats = [dict(b, office=office) for b in beats]
    state.agenda[0:0] = beats
    state.log("election_candidates", seats=sorted(seats), **({"office": office} if office else {}))


# ---- the candidates' speeches
def speech_prompt(state: GameState, beat_: dict, p) -> None:
    p.candidates = list(state.election["running"])
    p.say = {"key": words("beat.election_speech", p.office), "params": {"seat": beat_["seat"]}}
    if beat_.get("tied"):                        # who tied, with the real seats, before the PK speeches
        p.say = {"key": words("beat.election_pk_tie", p.office), "params": {"seats": beat_["tied"], "seat": beat_["seat"]}}
    p.choices = running(beat_, p)


def withdrawn(state: GameState, beat_: dict) -> bool:
    """A candidate who withdrew before speaking has no speech."""
    if beat_["seat"] in state.election["running"]:
        return False
    pop(state)
    return True


beat("election_speech", allowed=("next", "withdraw", "self_destruct", "resign"), prompt=speech_prompt,
     settle=withdrawn, timer="speech", timeline={"withdraw": ("timeline.withdraw", {"who": "seat"})})(speech)
beat("election_pk_speech", allowed=("next", "self_destruct", "resign"), prompt=speech_prompt, settle=withdrawn,
     timer="pk")(speech)


# ---- the vote
def vote_prompt(state: GameState, beat_: dict, p) -> None:
    office = p.office
    p.candidates = list(beat_["candidates"])
    p.voters = election_voters(state)
    if office:
        p.lines = catalogue().day_lines("office_vote", state.options)
        p.weights, p.hidden = hidden_votes.weights(state, p.voters)
        p.say = {"key": "beat.office_vote", "params": {"office_role": office}, "heads": True}   # before the count
    p.choices = [ballot({"t": "vote"})] + running(beat_, p)


def one_left(state: GameState, beat_: dict) -> bool:
    """The candidates still running (some withdrew); one or none left: no vote (003:8, 003:10)."""
    running = state.election["running"]
    cands = beat_["candidates"] = [c for c in beat_.get("candidates", running) if c in running]
    if len(cands) > 1:
        return False
    finish_election(state, cands[0] if cands else None, "003:8" if cands else "003:10")
    return True


def election_vote(state: GameState, beat_: dict, inp: dict) -> None:
    expect(inp, "vote")
    cands = beat_["candidates"]
    voters_ = election_voters(state)
    votes = read_votes(state, inp, voters_, cands)
    # 004 §6: an office's poll counts the Mayor's extra vote and other hidden weights
    weights, hidden = hidden_votes.weights(state, voters_) if beat_.get("office") else ({}, False)
    counts, top = tally(votes, weights)
    pk = beat_["kind"] == "election_pk_vote"
    outcome = "elected" if len(top) == 1 else ("tie" if top else "none")
    record_ballot(state, Ballot("election_pk" if pk else "election", votes, weights, counts, top, outcome, hidden,
                                beat_.get("office")), said_outcome=False)          # 004 §6: its office
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
        state.agenda[0:0] = [dict(b, office=beat_["office"]) for b in more] if beat_.get("office") else more


beat("election_vote", allowed=("vote", "withdraw", "self_destruct", "resign"), prompt=vote_prompt, settle=one_left,
     lines="election_vote", timeline=ELECTED)(election_vote)
beat("election_pk_vote", allowed=("vote", "self_destruct", "resign"), prompt=vote_prompt, settle=one_left,
     lines="election_vote", timeline=ELECTED)(election_vote)
