"""Effects that attack: queued now, resolved at dawn by the attack pipeline (engine/attacks.py)."""
from __future__ import annotations

from .. import attacks, status
from ..attributes import is_lycan, role_of
from ..errors import RuleError
from ..queries import CARD_UNKNOWN, actors
from ..registry import Act, effect
from ..victory import is_solo


def target_kinds(act: Act, seat: int) -> list[str]:
    """What an `outcome` may be keyed on, most precise first: "lycan", the team, "solo" (any of the
    book's Solo teams, victory.is_solo), "*" (anything)."""

    role = role_of(act.state, seat)
    kinds = ["lycan"] if role and is_lycan(role) else []
    team = role.team if role else "village"
    return kinds + [team] + (["solo"] if is_solo(team) and team != "solo" else []) + ["*"]


def _attacker(act: Act, target: int, votes: dict[int, int]) -> int | None:
    """The actor, or for a group step a random member who pointed at the victim (004 §1.2)."""
    group = act.step.wakes
    if not group or act.step.alone:
        return act.actor

    living = [m for m in actors(act.state, act.step) if act.state.seat(m).alive]
    counted = [m for m in living if attacks.member_weight(act.state, m, group) > 0]
    return attacks.attribute(act.state, counted or living, target, votes)


def counted_votes(act: Act) -> dict[int, int]:
    """With `tally`, the group's choice must be the weighted majority of the points entered, and
    only counted points make a member a possible attacker (004:245: role-lost cultists point for 0)."""
    if not act.param("tally") or not act.voters:
        return act.voters
    _, top = attacks.group_tally(act.state, act.step.wakes, act.voters)
    if top and any(t not in top for t in act.targets):
        raise RuleError("rule.not_the_majority", seats=top)
    return {m: t for m, t in act.voters.items() if attacks.member_weight(act.state, m, act.step.wakes) > 0}


def _outcome_seen(state, step, action, actor, seat) -> str | None:
    """An attack whose `outcome` depends on the target (the Priest's holy water: a lycan dies, a
    villager's thrower does, 004:429) reads its card: printed cards, a seat whose card is not known
    yet is attacked once the host has set it (as `reads_card`)."""
    return CARD_UNKNOWN if action.outcome and state.card_unknown(seat) else None


@effect("attack", params=("lands", "into", "tally", "backfire"), points=True, legal=_outcome_seen)
def attack(act: Act) -> None:
    """An attack of kind `attack` on each target. With `outcome` the attack depends on the target
    (first match of "lycan", its team, "*"): "target" attacks it, "actor" strikes the actor instead
    (the Priest's holy water on townsfolk, 004:427-429), "both" attacks it and, if that attack lands,
    the actor dies too (the Lone Wolf outside the townsfolk and solo roles, 004:539)."""
    action = act.action
    votes = counted_votes(act)
    kind = action.attack or "attack"
    for t in act.targets:
        attacker = _attacker(act, t, votes)
        hit: str | None = "target"
        if action.outcome:
            hit = next((action.outcome[k] for k in target_kinds(act, t) if k in action.outcome), None)
        if hit == "actor":
            attacks.queue(act.state, act.actor, act.param("backfire") or "backfire", act.step.id, act.actor, action.rule)
            continue
        if hit not in ("target", "both"):
            continue
        queued = attacks.queue(act.state, t, kind, act.step.id, attacker, action.rule, lands=act.param("lands", "kill"))
        if act.param("into"):
            queued["into"] = act.param("into")
        if hit == "both":
            queued["backfire"] = act.param("backfire") or "backfire"


@effect("mass_attack", input="none", params=("marker",))
def mass_attack(act: Act) -> None:
    """Attack every living player carrying `marker`, and take the marker off them: it is spent
    (the Pyromancer ignites everyone powdered, an end-night attack, 004:685)."""

    marker = act.param("marker")
    hit = [s.seat for s in act.state.seats if s.alive and marker in s.status]
    for t in hit:
        attacks.queue(act.state, t, act.action.attack or "attack", act.step.id, act.actor, act.action.rule)
        status.take_off(act.state, t, marker)
    act.result(seats=hit)
