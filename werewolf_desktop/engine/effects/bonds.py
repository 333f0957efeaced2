"""Effects that bind players together: Cupid's lovers (003:109, 001:6)."""
from __future__ import annotations

from . import Act, effect


@effect("link_lovers")
def link_lovers(act: Act) -> None:
    state = act.state
    a, b = act.targets
    state.lovers = (min(a, b), max(a, b))
    state.cupid = act.actor
    state.seat(a).lover, state.seat(b).lover = b, a
    for s in (a, b):
        if "lovers" not in state.seat(s).groups:
            state.seat(s).groups.append("lovers")
