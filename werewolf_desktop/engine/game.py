"""A game = its setup + the ordered list of the moderator's inputs. The state is derived by replay.

    game = Game(setup)
    game.apply({"t": "act", "action": "protect", "seats": [3]})   # RuleError if illegal; state unchanged
    game.prompt            # what the console shows now (see prompt.py)
    game.undo()            # drop the last input (replays the rest)
    game.apply({"t": "act", "action": "protect", "seats": [5], "replace": True})   # change the choice

Inputs are small JSON dicts; their kinds are listed in `INPUT_KINDS` and documented in
docs/record-format.md.
"""
from __future__ import annotations

import copy
import pickle
from typing import Any

from . import day, night
from . import tables  # noqa: F401  (hands the names a record may use to the catalogue loader)
from .changes import Changes, Told, Watch
from .errors import RuleError
from .prompt import Prompt, build_prompt
from .roles_in_play import correct_role, enter_role
from .setup import Setup
from .state import GameState, Seat
from .victory import game_over

INPUT_KINDS = ("next", "act", "identify", "candidates", "withdraw", "vote", "badge", "shoot", "reveal",
               "direction", "decide", "self_destruct", "resign", "set_role")


def initial_state(setup: Setup) -> GameState:
    seats = [Seat(seat=i, name=name, role=None, original_role=None) for i, name in enumerate(setup.players, start=1)]
    state = GameState(seats=seats, options=dict(setup.options), deck=dict(setup.deck),
                      deal_mode=setup.deal_mode, leftover=list(setup.leftover), seed=setup.seed,
                      ruleset=setup.ruleset)
    for seat in seats:
        role = setup.assignment[seat.seat - 1] if setup.assignment else None
        if role:
            enter_role(state, seat.seat, role)
    if setup.options.get("sheriff") == "before_night1" or setup.options.get("moderator_lynch_day"):
        day.start_day_zero(state)
    else:
        night.start_night(state, 1)
    return state


def apply_input(state: GameState, inp: Any) -> None:
    """Apply one input in place. Raises RuleError for anything the rules do not allow.

    The flow: the one place a phase changes. The night and the day apply the input and say when
    they ended ("dawn", "dusk"); here a dawn with a winner ends the game (victory.game_over), else
    the day starts, and a dusk starts the next night."""
    if not isinstance(inp, dict) or inp.get("t") not in INPUT_KINDS or ("seats" in inp and not _plain_seats(inp["seats"])):
        raise RuleError("rule.bad_input", input=str(inp)[:80])
    if state.phase == "over":
        raise RuleError("rule.game_over")
    state.results_from = len(state.timeline)      # this input's results follow (results.py)
    if inp["t"] == "set_role":
        cards = [x.original_role for x in state.seats]
        correct_role(state, inp)
        return night.card_set(state, [x.seat for x, was in zip(state.seats, cards) if x.original_role != was])
    if state.phase == "night":
        if inp["t"] == "self_destruct":
            raise RuleError("rule.self_destruct_not_now")
        if inp["t"] == "resign":
            raise RuleError("rule.resign_not_now")
        if night.handle(state, inp) == "dawn" and not game_over(state):
            assert state.night is not None
            day.start_day(state, state.night.number)
    elif day.handle(state, inp) == "dusk":
        night.start_night(state, (state.night.number + 1) if state.night else 1)


def _plain_seats(seats: Any) -> bool:
    """An input's `seats` are a list of seat numbers (a junk record's [{"a": 1}] or [[1]] would fail
    deep in a step's handler instead of being refused here)."""
    return isinstance(seats, list) and all(type(s) is int for s in seats)


class Game:
    def __init__(self, setup: Setup):
        self.setup = setup
        self.inputs: list[dict[str, Any]] = []
        self.state = initial_state(setup)
        self.changes: Changes | None = None       # what the last apply, replace or undo changed (changes.py)
        self.told: Told | None = None             # the seats' told views, kept once read (told_views)
        # (state, inputs, timeline) the last prompt was built for, and it
        self._built: tuple[GameState, int, int, Prompt] | None = None

    @classmethod
    def replay(cls, setup: Setup, inputs: list[dict[str, Any]]) -> "Game":
        """Rebuild a game from its record. Fast path: inputs are applied in place, no snapshots;
        an illegal input raises RuleError with its position in `params['index']`."""
        game = cls(setup)
        for index, inp in enumerate(inputs):
            try:
                apply_input(game.state, inp)
            except RuleError as err:
                err.params.setdefault("index", index)
                raise
            game.inputs.append(inp)
        return game

    def apply(self, inp: dict[str, Any]) -> Changes:
        """Apply one moderator input. On any error the state is exactly as before.
        Returns what it changed (`Changes`: the timeline entries it produced, the seats, …).
        An `act` with `"replace": true` changes the choice already made for that action at this
        step (see `replace`)."""
        if isinstance(inp, dict) and inp.get("t") == "act" and inp.get("replace"):
            return self.replace(inp)
        # the state as it was, to put back on an error: pickled, which is exact for this plain data and
        # ~10× cheaper than a deepcopy (0.05 vs 0.5 ms at the end of an 18-player game; issue 21.3)
        snapshot = pickle.dumps(self.state, pickle.HIGHEST_PROTOCOL)
        before, watch = len(self.state.timeline), self._watch()
        try:
            apply_input(self.state, inp)
        except Exception:
            self.state = pickle.loads(snapshot)
            raise
        self.inputs.append(copy.deepcopy(inp))
        return self._changed(watch, self.state.timeline[before:])

    def replace(self, inp: dict[str, Any]) -> Changes:
        """Change a choice until the step is confirmed: the last `act` of the same action with no
        `next` after it is dropped and the new one (without the flag) entered in its place, so the
        record holds one input for the choice and undo still works. Refused when there is nothing
        to replace, or when the choice had an effect that cannot be taken back (`Effect.final`)."""
        new = {k: copy.deepcopy(v) for k, v in inp.items() if k != "replace"}
        index = None
        for i in range(len(self.inputs) - 1, -1, -1):
            old = self.inputs[i]
            if old.get("t") == "next":
                break
            if old.get("t") == "act" and old.get("action") == new.get("action"):
                index = i
                break
        if index is None:
            raise RuleError("rule.nothing_to_replace")
        if any(a["id"] == new.get("action") and a.get("final") for a in self.prompt.actions):
            raise RuleError("rule.choice_is_final")
        watch = self._watch()
        rebuilt = Game.replay(self.setup, self.inputs[:index] + self.inputs[index + 1:])
        entries = rebuilt.apply(new).entries
        self.state, self.inputs = rebuilt.state, rebuilt.inputs
        return self._changed(watch, entries, everything=True)

    def can_undo(self) -> bool:
        return bool(self.inputs)

    def undo(self) -> dict[str, Any]:
        if not self.inputs:
            raise RuleError("rule.nothing_to_undo")
        last, watch = self.inputs[-1], self._watch()
        rebuilt = Game.replay(self.setup, self.inputs[:-1])
        self.state, self.inputs = rebuilt.state, rebuilt.inputs
        self._changed(watch, (), everything=True)
        return last

    def told_views(self) -> dict[int, dict[str, Any] | None]:
        """{seat: its `player_view`}, kept from now on: each change then says whose view moved (`changes.told`)."""
        if self.told is None:
            self.told = Told(self.state)
        return self.told.views

    def _watch(self) -> Watch:
        """The state before an input; the prompt is the one last built if the state is still the one it
        was built for (the console read it), else it is built now."""
        built = self._built
        if built is None or built[0] is not self.state or built[1:3] != (len(self.inputs), len(self.state.timeline)):
            built = self._build()
        return Watch(self.state, built[3])

    def _changed(self, watch: Watch, entries, everything: bool = False) -> Changes:
        self.changes = watch.after(self.state, entries, self._build()[3], self.told, everything)
        return self.changes

    def _build(self) -> tuple[GameState, int, int, Prompt]:
        self._built = (self.state, len(self.inputs), len(self.state.timeline), build_prompt(self.state))
        return self._built

    @property
    def prompt(self):
        return self._build()[3]

    @property
    def over(self) -> bool:
        return self.state.phase == "over"
