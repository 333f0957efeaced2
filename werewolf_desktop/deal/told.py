"""What the phones may show during the game: each seat's `player_view`, as the table has been told it.

A night death is decided when the night is resolved, but the table only learns it when the
moderator reads the dawn announcement (on day 1 only after the sheriff election). Until then a
victim's phone must still say nothing: a phone lighting up with "you are out" at the table gives
the night away. So the seat's "alive" comes from the engine's `public_view` (what the projector
shows, which keeps night victims alive until the announcement), never straight from the state.
"""
from __future__ import annotations

from typing import Any

from ..engine import player_view, public_view
from ..story import phone_stories


def told_views(state) -> dict[int, dict[str, Any] | None]:
    """{seat: that seat's player_view} with `alive` as the table has been told it; once the game is
    over, with its story (the player's own and the whole cast, `story.phone_stories`)."""
    told_alive = {entry["seat"]: entry["alive"] for entry in public_view(state)["seats"]}
    stories = phone_stories(state)
    views = {}
    for s in state.seats:
        view = player_view(state, s.seat)
        if view is not None and s.seat in told_alive:
            view["alive"] = told_alive[s.seat]
        if view is not None and s.seat in stories:
            view["story"] = stories[s.seat]
        views[s.seat] = view
    return views
