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

from .attacks import _role_passive, group_tally, member_weight
from .catalogue import Action, Step
from .errors import RuleError
from .queries import actors, candidates_for
from .state import GameState


def read(state: GameState, step: Step, action: Action, actor: int | None, inp: dict[str, Any]) -> dict[int, Any]:
    """The members' points as entered (`None`: the member did not point). Each must be a living
    member of the waking group and each point a legal target of the action."""

    raw = inp.get("votes")
    if raw is None or not step.wakes:
        return {}
    if not isinstance(raw, dict):
        raise RuleError("rule.bad_votes")
    members = {m for m in actors(state, step) if state.seat(m).alive}
    legal, disabled = candidates_for(state, step, action, actor)
    votes: dict[int, Any] = {}             # member -> a seat, a ranked written order (list) or None
    for key, target in raw.items():
        try:
            member = int(key)
        except (TypeError, ValueError):
            raise RuleError("rule.bad_seat", seat=key) from None
        if member not in members:
            raise RuleError("rule.not_a_voter", seat=member)
        order = target if isinstance(target, list) else [target]     # a ranked written order (002:90)
        if not order or len(set(map(str, order))) != len(order):
            raise RuleError("rule.bad_targets")
        for seat in order:
            if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
                raise RuleError("rule.bad_targets")
            if seat is not None and seat not in legal:
                raise RuleError(disabled.get(seat, "rule.not_a_legal_target"), seat=seat)
        if isinstance(target, list) and None in order:
            raise RuleError("rule.bad_targets")
        votes[member] = list(target) if isinstance(target, list) else target
    return votes


def ranked(votes: dict[int, Any]) -> bool:
    """Were the points entered as ranked written orders (lists, 002:90)?"""
    return any(isinstance(t, list) for t in votes.values())


def decide_ranked(state: GameState, group: str | None, votes: dict[int, Any]) -> tuple[list[int], dict[int, int]]:
    """Plotkin's written orders (002:90): each member writes the players to kill in order of
    preference. The consensus is a player on every member's list, the one ranked highest overall
    (the lowest sum of places); with no player on every list — or a tie — the member with the
    `pack_tiebreak` passive (the alpha wolf) "gets his wish": his highest-ranked of those in
    question. Without such a member no consensus is refused (the pack writes again). Returns the
    victim and, for the attacker's draw, the members whose list named it."""

    orders = {m: (t if isinstance(t, list) else [t]) for m, t in votes.items()
              if t is not None and member_weight(state, m, group) > 0}
    if not orders:
        return [], {}
    common = set.intersection(*(set(o) for o in orders.values()))
    if common:
        score = {s: sum(o.index(s) for o in orders.values()) for s in common}
        top = sorted(s for s in common if score[s] == min(score.values()))
    else:
        top = sorted({o[0] for o in orders.values()})
    if len(top) > 1:
        alpha = next((o for m, o in orders.items() if _role_passive(state, m, "pack_tiebreak")), None)
        wish = next((s for s in alpha if s in top), None) if alpha else None
        if wish is None:
            raise RuleError("rule.group_vote_tie", seats=top)
        top = [wish]
    return top, {m: top[0] for m, o in orders.items() if top[0] in o}


def decide(state: GameState, group: str | None, votes: dict[int, int | None]) -> list[int]:
    """The weighted majority ([] if nobody pointed); a tie is refused with the tied seats."""
    _counts, top = group_tally(state, group, {m: t for m, t in votes.items() if t is not None})
    if len(top) > 1:
        raise RuleError("rule.group_vote_tie", seats=top)
    return top
