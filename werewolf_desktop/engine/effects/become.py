"""Effects by which an unaligned player takes a role for the rest of the game (seed 004 §5.2): the
Dog picks one, the Look-Alike copies a player. Both are role losses (004:99): the new role is
told at once, at the player's own wake."""
from __future__ import annotations

from .. import status
from ..catalogue import catalogue
from ..disguise import wear_role_disguise
from ..registry import Act, effect
from ..roles_in_play import change_role
from ..start_info import deal

# markers a copy never takes: what belongs to the seat, not to the role or the player's state
NOT_COPIED = ("told", "start_info", "subjects", "journal", "inherits")


def _start_info_now(act: Act) -> None:
    """What the new role is given at the start (the Town Crier's teammate) is shown at this wake."""

    status.take_off(act.state, act.actor, "start_info")
    deal(act.state, [act.actor], shown_at=act.step.id)


@effect("become", params=("notice",), final=True)
def become(act: Act) -> None:
    """The actor loses its role and becomes the role picked on the device (the ruleset's variant
    of it): the Dog's Town Crier, Cursed Civilian or Wolf; nothing picked, the action's default
    (the Citizen, 004:813)."""
    state = act.state
    role = catalogue().variant(act.roles[0], state.ruleset)
    old = state.seat(act.actor).role
    change_role(state, act.actor, role)
    _start_info_now(act)
    act.tell(act.actor, act.param("notice") or "notice.became", seat=act.actor, role=role, was_role=old)
    act.result(role=role)
    state.log("became", seat=act.actor, role=role, secret=True)


@effect("copy_player", params=("notice",), final=True, reads_card=True)
def copy_player(act: Act) -> None:
    """The actor becomes a copy of the target (the Look-Alike, 004:818-822): its role, its groups
    (it wakes with them from now on), its status markers (enchanted, demonized…), its lives and
    charges, its disguises. The target is not told. An elected office is not copied (004 §6: it is
    held besides the role), nor is a lover's bond (the pair stays a pair). Printed cards: a target
    whose card is not known yet is refused until the host sets it (`reads_card`); a card just set has
    its start information first (the Claimspace's phantom role stays the Claimspace's, as when the
    app deals before night 1)."""
    state = act.state
    me, them = state.seat(act.actor), state.seat(act.targets[0])
    deal(state, [them.seat])            # printed cards: the target's start information, as dealt before night 1
    old = me.role
    assert them.role is not None                    # a player in the game holds a role
    change_role(state, act.actor, them.role)
    me.groups += [g for g in them.groups if g not in me.groups and g != "lovers"]
    for name, value in them.status.items():
        if name not in NOT_COPIED and not name.startswith("office:"):
            me.status[name] = dict(value) if isinstance(value, dict) else value
    me.lives, me.uses, me.powerless = them.lives, dict(them.uses), them.powerless
    me.disguises = [dict(d) for d in them.disguises if not d.get("source")]
    wear_role_disguise(state, act.actor)
    _start_info_now(act)
    act.tell(act.actor, act.param("notice") or "notice.copied", seat=act.actor, role=me.role, target=them.seat)
    act.result(seat=them.seat, role=me.role)
    state.log("copied", seat=act.actor, target=them.seat, role=me.role, was=old, secret=True)
