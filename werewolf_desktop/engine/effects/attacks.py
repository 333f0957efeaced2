"""Effects that attack: queued now, resolved at dawn by the attack pipeline (engine/attacks.py)."""
from __future__ import annotations

from .. import attacks
from ..attributes import is_lycan, role_of
from . import Act, effect


@effect("attack", params=("lands", "into"))
def attack(act: Act) -> None:
    """An attack of kind `attack` on each target. The attacker is the actor, or for a group step a
    random member who pointed at the victim (004 §1.2). With `outcome` the attack depends on the
    target: the Priest's holy water hits a lycan, kills the Priest on townsfolk (004:427-429)."""
    state, action = act.state, act.action
    for t in act.targets:
        attacker = act.actor
        if act.step.wakes and not act.step.alone:
            from ..night import actors

            living = [m for m in actors(state, act.step) if state.seat(m).alive]
            attacker = attacks.attribute(state, living, t, act.voters)
        if action.outcome:
            role = role_of(state, t)
            kind = "lycan" if role and is_lycan(role) else (role.team if role else "village")
            hit = action.outcome.get(kind)
            if hit == "target":
                attacks.queue(state, t, action.attack or "attack", act.step.id, attacker, "004:427")
            elif hit == "actor":
                attacks.queue(state, act.actor, "backfire", act.step.id, act.actor, "004:429")
            continue
        queued = attacks.queue(state, t, action.attack or "attack", act.step.id, attacker, action.rule,
                               lands=act.param("lands", "kill"))
        if act.param("into"):
            queued["into"] = act.param("into")
