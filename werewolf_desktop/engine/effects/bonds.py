"""Effects that bind players together: Cupid's lovers (003:109, 001:6)."""
from __future__ import annotations

from ..registry import Act, effect


@effect("link_lovers", params=("with_actor",))
def link_lovers(act: Act) -> None:
    """Two players become lovers; with `with_actor` the actor and one target (seed 004's Cupid,
    004:798: "chooses a player to be their lover")."""
    state = act.state
    a, b = (act.actor, act.targets[0]) if act.param("with_actor") else act.targets
    state.lovers = (min(a, b), max(a, b))
    state.cupid = act.actor
    state.seat(a).lover, state.seat(b).lover = b, a
    for s in (a, b):
        if "lovers" not in state.seat(s).groups:
            state.seat(s).groups.append("lovers")
