"""Effects that keep players alive tonight: the guard's protection, the antidote, the life potion,
sleeping at another player's home."""
from __future__ import annotations

from .. import status
from ..choices import button, label
from ..queries import wolf_victim_shown
from ..registry import Act, effect


def _shield(act: Act, seat: int, kind: str) -> None:
    assert act.state.night is not None
    act.state.night.shields.append({"seat": seat, "kind": kind, "step": act.step.id,
                                    "blocks": list(act.action.blocks or ("wolf",))})


@effect("protect", params=("include_actor",))
def protect(act: Act) -> None:
    """Attacks of the kinds in `blocks` on the targets fail tonight (guard 003:103; seed 004's
    life potion: three players and the Witch herself, `include_actor`, 004:433)."""
    for t in act.targets:
        _shield(act, t, "guard")
    if act.param("include_actor") and act.actor not in act.targets:
        _shield(act, act.actor, "guard")


def _only_victim(state, step, action, actor, seat) -> str | None:
    victim = wolf_victim_shown(state, step, actor) if actor else None
    if seat != victim:
        return "rule.heal_only_victim"
    return None


def _antidote(a: dict, show: dict | None) -> list[dict]:
    """The antidote is one button worded with tonight's victim (in privacy mode without the seat, and
    always there: its absence would tell it was used); a click on the victim's seat saves too."""
    show = show or {}
    victim = show.get("seat") if show.get("kind") == "wolf_victim" else None
    words = label("ui.act.save_victim", seat=victim) if victim is not None else label("ui.act.save_none")
    offered = button(f"Act_{a['id']}", words, {"t": "act", "action": a["id"]}, cover=label("ui.act.save_hidden"),
                     action=a["id"], always=True)
    return [dict(offered, refuse="rule.heal_only_victim")]


@effect("heal", legal=_only_victim, self_reason="rule.heal_self", offer=_antidote)
def heal(act: Act) -> None:
    """The antidote saves tonight's werewolf victim (003:99); guard + antidote kill (003:41)."""
    for t in act.targets:
        _shield(act, t, "heal")


@effect("stay_with")
def stay_with(act: Act) -> None:
    """The actor sleeps at the target's home tonight: attacks on the actor's own home fail, attacks
    on the host hit the actor too (the Hooker, 004:272-276; attacks.py `away_from_home`)."""
    status.put(act.state, act.actor, "staying_with", until="dawn", host=act.targets[0])


def _no_food_sent_yet(state, step, action, actor) -> str | None:
    sent = [s for s in state.seats if (s.status.get("food_offer") or {}).get("by") == actor]
    return "rule.food_already_sent" if sent else None


@effect("offer_food", params=("food",), ready=_no_food_sent_yet)
def offer_food(act: Act) -> None:
    """The Chef sends food to a customer (004:750-756): `food` "charm" or "poison"; the customer,
    woken right after the Chef (reference S6), does not know which."""
    status.put(act.state, act.targets[0], "food_offer", until="dawn", food=act.param("food"), by=act.actor,
               step=act.step.id)
    act.result(seat=act.targets[0], food=act.param("food"))


def _food_waiting(state, step, action, actor) -> str | None:
    offered = [s for s in state.seats if (s.status.get("food_offer") or {}).get("by") == actor]
    return None if offered else "rule.no_food_sent"


@effect("eat_food", input="none", ready=_food_waiting)
def eat_food(act: Act) -> None:
    """The customer eats (a nod): poisoned food kills at the end of the coming day, charmed food
    keeps off every attack of the next night (004:754); a customer who ate is sent no more food."""
    state = act.state
    customer = next(s for s in state.seats if (s.status.get("food_offer") or {}).get("by") == act.actor)
    offer = customer.status.pop("food_offer")
    status.put(state, customer.seat, "ate")
    assert state.night is not None
    night = state.night.number
    if offer["food"] == "poison":
        status.put(state, customer.seat, "doomed", for_day=night, cause="poisoned_food", rule="004:754", attackers=[])
    else:
        status.put(state, customer.seat, "shielded", for_night=night + 1, blocks=["all"], step=act.step.id)
    act.result(seat=customer.seat, ate=True)
