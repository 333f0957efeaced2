"""The Evil Scientist's vial (seed 004 §7, 004:947-955): the disease itself is engine/disease.py."""
from __future__ import annotations

from .. import disease
from ..registry import Act, effect


@effect("infect", reads_card=True)
def infect(act: Act) -> None:
    """Use a vial on a player (immediate, N0). An infected player: the vial is used up and the actor
    told (004:953). An immune one: wasted, and both are told (the Immune Survivor, 004:1007-1009).
    Printed cards: whether the target is immune depends on its card, so a target whose card is not
    known yet is refused until the host sets it (`reads_card`)."""
    t = act.targets[0]
    state = act.state
    if disease.infected(state, t):
        outcome = "already"
    elif disease.immune(state, t):
        outcome = "immune"
        act.tell(t, "notice.infection_resisted", at="dawn", seat=t)
    else:
        disease.infect(state, t, by=act.actor)
        outcome = "infected"
    act.result(seat=t, outcome=outcome)
    act.tell(act.actor, TOLD[outcome], seat=t)


TOLD = {"infected": "notice.vial_infected", "already": "notice.vial_already", "immune": "notice.vial_immune"}
