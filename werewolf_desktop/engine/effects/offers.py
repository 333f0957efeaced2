"""Offers a player accepts or declines (seed 004 §4.3: the Devil's wager, the Archangel's grace).

The offerer points at a player (`offer`): the player carries the offer's `marker` (wager, grace)
until dawn, and the offer's own step (`"wakes_marked": "wager"`) wakes them: the moderator shows the offer on the
device and the player points at what they take (`accept_offer`, one action per choice) or shakes
their head (`decline_offer`, a button). Accepting pays the offer's price: the player wears the
`price` marker (soulless) for good and the offerer gains one `resource` (a soul). The offerer is
told the outcome after the dawn announcement (004:659: "will be notified of the result").
"""
from __future__ import annotations

from .. import attacks, resources, status
from ..registry import Act, effect
from .information import inspect_role


def _not_marked(state, step, action, actor, seat) -> str | None:
    """A player already wearing the price (a soulless player, 004:659) cannot be offered again."""
    price = action.params.get("price")
    return "rule.already_marked" if price and status.wears(state, seat, price) else None


@effect("offer", params=("marker", "price", "resource", "notice", "paid"), legal=_not_marked)
def offer(act: Act) -> None:
    """`notice`: what the offerer is told (sent); `paid`: what the player is told on accepting."""
    for t in act.targets:
        status.put(act.state, t, act.param("marker"), until="dawn", by=act.actor, price=act.param("price"),
                   resource=act.param("resource"), paid=act.param("paid"), role=act.state.seat(act.actor).role)
        act.result(seat=t)
        act.tell(act.actor, act.param("notice") or "notice.offer_sent", seat=t)


def _open_offer(state, seat: int, marker: str | None) -> dict | None:
    """The offer the seat holds and has not answered yet (it stays until dawn: the player still
    has their eyes open at the offer's step, which wakes the players carrying its `marker`)."""
    deal = state.seat(seat).status.get(marker) if marker else None
    return deal if deal and not deal.get("answered") else None


def _offered(state, step, action, actor) -> str | None:
    return None if actor is not None and _open_offer(state, actor, step.wakes_marked) else "rule.no_offer"


def _pay(act: Act) -> dict:
    """The price of an accepted offer: the marker on the player, one resource to the offerer."""
    assert act.step.wakes_marked is not None            # an offer's step wakes the players it marked
    deal = act.state.seat(act.actor).status[act.step.wakes_marked]
    deal["answered"] = True
    status.put(act.state, act.actor, deal["price"], by=deal["by"])
    if deal.get("resource"):
        resources.gain(act.state, deal["by"], deal["resource"])
    if deal.get("paid"):
        act.tell(act.actor, deal["paid"], seat=act.actor)
    act.state.log("offer_accepted", seat=act.actor, by=deal["by"], action=act.action.id, secret=True)
    return deal


@effect("accept_offer", params=("gets", "weak_disguises", "obstructed"), ready=_offered)
def accept_offer(act: Act) -> None:
    """`gets`: "inspect" — the player is shown the target's role as they would see it (weak
    disguises and obstructions from their own view, 004:661); "attack" — the target is attacked
    tonight with the offerer as the attacker, and an attack on the offerer always fails (004:663)."""

    deal = _pay(act)
    target = act.targets[0]
    if act.param("gets") == "inspect":
        inspect_role(act)
        assert act.state.night is not None
        seen = act.state.night.results[act.step.id]["role"]
        act.tell(deal["by"], "notice.offer_inspected", at="dawn", seat=act.actor, target=target, role=seen)
        return
    if target != deal["by"]:
        attacks.queue(act.state, target, act.action.attack or "attack", act.step.id, deal["by"], act.action.rule)
    act.result(seat=target)
    act.tell(deal["by"], "notice.offer_attacked", at="dawn", seat=act.actor, target=target)


@effect("decline_offer", input="none", ready=_offered)
def decline_offer(act: Act) -> None:
    """The player shakes their head (or the moderator goes on without an answer: the default)."""
    deal = _open_offer(act.state, act.actor, act.step.wakes_marked)
    if deal is None:              # answered already: "next" after accepting declines nothing
        return
    deal["answered"] = True
    act.tell(deal["by"], "notice.offer_declined", at="dawn", seat=act.actor)
    act.state.log("offer_declined", seat=act.actor, by=deal["by"], secret=True)
