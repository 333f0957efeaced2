"""What the phones may show during the game: each seat's `player_view`, as the table has been told it.

A night death is decided when the night is resolved, but the table only learns it when the
moderator reads the dawn announcement (on day 1 only after the sheriff election). Until then a
victim's phone must still say nothing: a phone lighting up with "you are out" at the table gives
the night away. So the seat's "alive" is the engine's `alive_as_told` (what the projector's
`public_view` shows too, which keeps night victims alive until the announcement), never the state's.

During a game the window keeps the phones' views in a `PhoneViews`: made again after an input only for
the seats whose told view changed (the engine says which: `Changes.told`), read by the server's threads.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine import player_view
from ..story import phone_stories


def phone_view(view: dict[str, Any] | None, story: dict[str, Any] | None) -> dict[str, Any] | None:
    """A seat's told view as its phone shows it: once the game is over, with its story."""
    return {**view, "story": story} if view is not None and story is not None else view


def told_views(state) -> dict[int, dict[str, Any] | None]:
    """{seat: that seat's player_view} with `alive` as the table has been told it; once the game is
    over, with its story (the player's own and the whole cast, `story.phone_stories`)."""
    stories = phone_stories(state)
    return {s.seat: phone_view(player_view(state, s.seat), stories.get(s.seat)) for s in state.seats}


class PhoneViews:
    """Each seat's phone view for a running `Game`, kept from the game's told views (`Game.told_views`):
    `update(seats)` makes again those of the seats an input changed. `get(seat)` is the deal server's
    provider: it runs on the server's threads and only reads a view made whole on the GUI thread."""

    def __init__(self, game):
        self.game = game
        self.views: dict[int, dict[str, Any] | None] = {}
        self.update(None)

    def update(self, seats: Iterable[int] | None) -> None:
        """Make the views of these seats again (None: every seat's)."""
        told = self.game.told_views()
        stories = phone_stories(self.game.state)
        for seat in told if seats is None else seats:
            self.views[seat] = phone_view(told.get(seat), stories.get(seat))

    def get(self, seat: int) -> dict[str, Any] | None:
        return self.views.get(seat)

    def stop(self) -> None:
        """No phone reads them any more: the game stops keeping its told views."""
        self.game.told = None
