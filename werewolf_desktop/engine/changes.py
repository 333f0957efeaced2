"""What one input changed (issue 31.3), as Anki's `OpChanges`: `Game.apply`, `Game.replace` and
`Game.undo` report it (`game.changes`), so that the screens redraw only what moved and the phones get a
new view only where the player's told view changed.

    watch = Watch(state, prompt)            # before the input
    ...                                     # the input applied
    changes = watch.after(state, entries, prompt, told)

`Told` keeps every seat's `player_view` (what the player has been told, `views.as_told`) once someone
reads them (`Game.told_views()`: the phones); a game nobody serves to phones computes none.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .offices import held
from .state import GameState
from .views import player_view


@dataclass(frozen=True)
class Changes:
    """What an input (or an undo) changed: the timeline entries it added, the seats whose state differs,
    whether the prompt is another one, whether the phase (or the night's or the day's number) moved,
    the seats whose told view differs (None: nobody reads the told views), `everything`: the game was
    rebuilt (an undo, a changed choice), and the prompt now (built once, for the screens)."""

    entries: tuple = ()
    seats: frozenset = frozenset()
    prompt_moved: bool = True
    phase: bool = False
    told: frozenset | None = None
    everything: bool = False
    prompt: Any = field(default=None, compare=False, repr=False)


def seat_keys(state: GameState) -> list[tuple]:
    """Each seat's state as plain values (with the badge, the offices and a death not yet announced), to tell
    which seats an input changed. A seat's dataclass repr holds every field's value, nested ones too (10× cheaper
    than `astuple`; a dict filled in another order only counts a seat more)."""
    pending = set(state.pending_night_deaths)
    return [(seat.seat, repr(seat), state.sheriff == seat.seat, seat.seat in pending, tuple(held(state, seat.seat)))
            for seat in state.seats]


def phase_key(state: GameState) -> tuple:
    return state.phase, state.night.number if state.night else 0, state.day_number


class Told:
    """Every seat's told view (`player_view`), kept up to date by the game: `update` says which seats'
    views an input changed."""

    def __init__(self, state: GameState):
        self.views = self._views(state)

    @staticmethod
    def _views(state: GameState) -> dict[int, dict[str, Any] | None]:
        return {s.seat: player_view(state, s.seat) for s in state.seats}

    def update(self, state: GameState) -> frozenset:
        new = self._views(state)
        changed = frozenset(seat for seat, view in new.items() if self.views.get(seat) != view)
        self.views = new
        return changed


class Watch:
    """The state as it was before an input, to tell what the input changed."""

    def __init__(self, state: GameState, prompt):
        self.seats = seat_keys(state)
        self.phase = phase_key(state)
        self.prompt = prompt

    def after(self, state: GameState, entries, prompt, told: Told | None, everything: bool = False) -> Changes:
        after = seat_keys(state)
        seats = frozenset(new[0] for old, new in zip(self.seats, after) if old != new)
        return Changes(tuple(entries), seats, prompt != self.prompt, phase_key(state) != self.phase,
                       told.update(state) if told is not None else None, everything, prompt)
