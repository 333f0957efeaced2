"""Effects on the day: votes taken or added, the lynch cancelled, a strike during the day, a
question to the dead (seed 004 §2.3, §2.5; reference S2, S5, S8). What they leave is read by
engine/votes.py when the day's votes are counted and the lynch is carried out."""
from __future__ import annotations

from .. import status, votes
from ..attacks import strike_now
from ..deaths import assign_last_words, died_at_dusk, kill
from ..errors import RuleError
from ..registry import Act, effect

QUESTION = "dead_question"          # marker on the asker: the yes/no question the dead answer
QUESTION_LIMIT = 200                # characters typed on the moderator's device


@effect("take_votes", params=("notice",))
def take_votes(act: Act) -> None:
    """The Grandma (004:267): each target's vote counts one less tomorrow and hers one more; a
    vote that counts negative cannot be taken, and she is told so."""
    for t in act.targets:
        if not votes.can_be_taken(act.state, t):
            act.tell(act.actor, "notice.vote_not_taken", seat=t)
            continue
        status.put(act.state, t, votes.VOTE_TAKEN, until="dusk", by=act.actor)
        act.tell(t, act.param("notice") or "notice.vote_taken", at="dawn", seat=t)
    act.result(seats=list(act.targets))


@effect("add_votes_against", params=("votes", "notice"))
def add_votes_against(act: Act) -> None:
    """The Stalker (004:300): invisible votes against the target in tomorrow's lynch; the target
    is told privately."""
    for t in act.targets:
        status.put(act.state, t, votes.EXTRA_VOTES, until="dusk", by=act.actor, votes=act.param("votes", 2))
        act.tell(t, act.param("notice") or "notice.threatened", at="dawn", seat=t, votes=act.param("votes", 2))


@effect("cancel_lynch", input="none", params=("reveal_choice",))
def cancel_lynch(act: Act) -> None:
    """The Royal Knight (004:293): the next lynch does not happen; told at the end of the day,
    naming the Knight if it chose to be revealed (input `reveal`)."""
    reveal = act.inp.get("reveal", False)
    if not isinstance(reveal, bool):
        raise RuleError("rule.bad_reveal_choice")
    status.put(act.state, act.actor, votes.CANCELS_LYNCH, reveal=reveal)
    act.result(cancelled=True, reveal=reveal)


@effect("strike", params=("reveal_choice",))
def strike(act: Act) -> None:
    """An immediate attack during the day (the Barber, 004:381): the target dies at once unless its
    role survives it (night protections do not count by day); the attacker is named only if it
    chose to be revealed (input `reveal`)."""

    state = act.state
    reveal = act.inp.get("reveal", False)
    if not isinstance(reveal, bool):
        raise RuleError("rule.bad_reveal_choice")
    t = act.targets[0]
    kind, rule = act.action.attack or "attack", act.action.rule or ""
    if not strike_now(state, t, kind, act.actor, rule):
        act.result(seat=t, survived=True)
        return
    if reveal:
        state.seat(act.actor).revealed = True
    deaths = kill(state, [(t, kind, rule)], "day", state.day_number)
    assign_last_words(state, deaths)
    act.result(seat=t, survived=False)
    state.log("struck", seat=t, by=act.actor if reveal else None, rule=rule)
    died_at_dusk(state, deaths, act.actor if reveal else None)


@effect("ask_dead", input="text")
def ask_dead(act: Act) -> None:
    """The Medium (004:286, reference S8): a yes/no question for the dead, typed on the moderator's
    device (input `text`); the dead answer at the next dusk step."""
    text = act.inp.get("text")
    if not isinstance(text, str) or not text.strip():
        raise RuleError("rule.question_missing")
    if len(text) > QUESTION_LIMIT:
        raise RuleError("rule.question_too_long", limit=QUESTION_LIMIT)
    status.put(act.state, act.actor, QUESTION, text=text.strip())
    act.result(question=text.strip())


def _has_question(state, step, action, actor) -> str | None:
    return None if state.seat(actor).status.get(QUESTION) else "rule.no_question"


@effect("dead_answer", input="tally", ready=_has_question)
def dead_answer(act: Act) -> None:
    """The dead answer the question with thumbs (input `yes`, `no`: how many); the asker is shown
    the count at its next wake."""
    state = act.state
    asked = state.seat(act.actor).status.get(QUESTION)
    if not asked:
        raise RuleError("rule.no_question")
    yes, no = act.inp.get("yes"), act.inp.get("no")
    dead = sum(1 for s in state.seats if s.in_play and not s.alive)
    counts = [n for n in (yes, no) if isinstance(n, int) and not isinstance(n, bool) and n >= 0]
    if len(counts) < 2 or sum(counts) > dead:
        raise RuleError("rule.bad_tally", dead=dead)
    status.take_off(state, act.actor, QUESTION)
    act.tell(act.actor, "notice.dead_answered", at="wake", question=asked["text"], yes=yes, no=no)
    act.result(question=asked["text"], yes=yes, no=no)
