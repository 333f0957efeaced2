"""A group's vote at its night wake (seed 004 §1.2, §3.2; face-to-face substitution S2): each
member points, the moderator enters the points as `votes: {member: target}`, and the engine
tallies them with hidden per-member weights. The weighted majority is the group's choice; a tie
is refused (the group points again). Nobody is shown the weights.

A member's weight is attacks.member_weight: its role's `vote.group_weight` (the Alpha Wolf's 2,
004:466), 1 by default, 0 once the member no longer holds a role of the group (004:245).
The points are kept on the action (`Act.voters`): the attacker of a group kill is drawn among
the members who pointed at the victim (attacks.attribute).
"""
from __future__ import annotations

from typing import Any

from .attacks import group_tally
from .catalogue import Action, Step
from .errors import RuleError
from .state import GameState


def read(state: GameState, step: Step, action: Action, actor: int | None, inp: dict[str, Any]) -> dict[int, int | None]:
    """The members' points as entered (`None`: the member did not point). Each must be a living
    member of the waking group and each point a legal target of the action."""
    from .night import actors, candidates_for

    raw = inp.get("votes")
    if raw is None or not step.wakes:
        return {}
    if not isinstance(raw, dict):
        raise RuleError("rule.bad_votes")
    members = {m for m in actors(state, step) if state.seat(m).alive}
    legal, disabled = candidates_for(state, step, action, actor)
    votes: dict[int, int | None] = {}
    for key, target in raw.items():
        try:
            member = int(key)
        except (TypeError, ValueError):
            raise RuleError("rule.bad_seat", seat=key) from None
        if member not in members:
            raise RuleError("rule.not_a_voter", seat=member)
        if target is not None and (not isinstance(target, int) or isinstance(target, bool)):
            raise RuleError("rule.bad_targets")
        if target is not None and target not in legal:
            raise RuleError(disabled.get(target, "rule.not_a_legal_target"), seat=target)
        votes[member] = target
    return votes


def decide(state: GameState, group: str, votes: dict[int, int | None]) -> list[int]:
    """The weighted majority ([] if nobody pointed); a tie is refused with the tied seats."""
    _counts, top = group_tally(state, group, {m: t for m, t in votes.items() if t is not None})
    if len(top) > 1:
        raise RuleError("rule.group_vote_tie", seats=top)
    return top
