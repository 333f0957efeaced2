"""One game being moderated: the engine's `Game` plus its record in the store.

Every input goes `session.apply(inp, initiator)` → `game.apply(inp)` (the engine decides; a `RuleError`
leaves the state as it was, else it says what changed: `engine.changes.Changes`) → `store.append_input(...)`
(committed to disk on return) → `changed(changes, initiator)`, the one change feed the screens listen to
(as Anki's `operation_did_execute(changes, initiator)`): the console, the narrator, the window's menus,
projector, phones and game-over page. If saving fails the engine takes the input back too, so the screen
never shows a step the disk does not hold. docs/architecture.md: "The path of one click".
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from ..engine import Game, Setup
from ..engine.changes import Changes
from ..store.errors import StoreError


def game_title(setup: Setup, lang: str) -> str:
    from ..i18n import text, tr
    from ..engine import catalogue

    cat = catalogue()
    preset = cat.presets.get(setup.preset) if setup.preset else None
    name = text(preset.name, lang) if preset else tr("ui.main.custom_deck", lang)
    return tr("ui.main.game_title", lang, players=len(setup.players), name=name)


EVERYTHING = Changes(everything=True)
SELECTION = Changes(prompt_moved=False)     # seats picked or let go on the console: only the marks and the card's line


def follow(old: "GameSession | None", new: "GameSession | None", slot) -> None:
    """Move `slot` from one game's change feed to another's (either may be None)."""
    if old is not None:
        try:
            old.changed.disconnect(slot)
        except (RuntimeError, TypeError):
            pass
    if new is not None:
        new.changed.connect(slot)


class GameSession(QObject):
    """The running game. `changed(changes, initiator)` fires after every accepted input or undo, with the
    engine's `Changes` and who asked for it (the console, the narrator, the window; None if unsaid)."""

    changed = Signal(object, object)

    def __init__(self, setup: Setup, game: Game, store=None, game_id: int | None = None):
        super().__init__()
        self.setup = setup
        self.game = game
        self.store = store
        self.game_id = game_id
        self.saved = store is not None and game_id is not None
        self._finished_recorded = game.over and self._store_says_finished()
        self.notice: StoreError | None = None   # a save problem to show once
        self._prompt = None                       # (game, state, inputs it was built for, the prompt)

    # ------------------------------------------------------------------ making one
    @classmethod
    def new(cls, setup: Setup, store=None, lang: str = "zh") -> "GameSession":
        """A fresh game, recorded in `store` (StoreError propagates: the caller may go on unsaved)."""
        game_id = None
        if store is not None:
            game_id = store.create_game(setup.to_json(), title=game_title(setup, lang), lang=lang)
        return cls(setup, Game(setup), store, game_id)

    @classmethod
    def resume(cls, store, game_id: int) -> "GameSession":
        setup = Setup.from_json(store.load_setup(game_id))
        inputs = store.load_inputs(game_id)
        return cls(setup, Game.replay(setup, inputs), store, game_id)

    def _store_says_finished(self) -> bool:
        if not self.saved:
            return False
        try:
            return self.store.game(self.game_id)["status"] == "finished"
        except StoreError:
            return False

    # ------------------------------------------------------------------ reading
    @property
    def prompt(self):
        """The game's prompt, built once per game state (the console, the narrator and the projector
        all read it after an input)."""
        game = self.game
        cached = self._prompt
        if cached is None or cached[0] is not game or cached[1] is not game.state or cached[2] != len(game.inputs):
            cached = self._prompt = (game, game.state, len(game.inputs), game.prompt)
        return cached[3]

    @property
    def state(self):
        return self.game.state

    @property
    def over(self) -> bool:
        return self.game.over

    # ------------------------------------------------------------------ changing
    def apply(self, inp: dict[str, Any], initiator: Any = None) -> Changes:
        """Apply and save one input, then tell the screens (`changed`). Raises RuleError (refused;
        nothing changed) or StoreError (could not be saved; the engine took it back, nothing changed)."""
        state, before = self.game.state, list(self.game.inputs)
        changes = self.game.apply(inp)
        if self.saved:
            if not changes.everything:
                try:
                    self.store.append_input(self.game_id, self.game.inputs[-1])
                except StoreError:
                    self.game.undo()
                    raise
            else:      # a changed choice (Game.replace rebuilt the game): the record's tail is rewritten
                same = next((i for i, (a, b) in enumerate(zip(before, self.game.inputs)) if a != b),
                            min(len(before), len(self.game.inputs)))
                try:
                    self.store.replace_inputs(self.game_id, len(before) - same, self.game.inputs[same:])
                except StoreError:
                    self.game.state, self.game.inputs = state, before
                    if self.game.told is not None:       # the told views of the state put back
                        self.game.told.update(state)
                    raise
        self._record_finish()
        self._publish(changes, initiator)
        return changes

    def undo(self, initiator: Any = None) -> dict[str, Any]:
        """Take the last input back (engine first, then the record). RuleError if nothing to undo;
        StoreError if the undo could not be saved (the step is back as it was)."""
        last = self.game.undo()
        changes = self.game.changes
        if self.saved:
            try:
                self.store.append_undo(self.game_id)
            except StoreError:
                self.game.apply(last)
                raise
        self._finished_recorded = False if not self.game.over else self._finished_recorded
        self._publish(changes, initiator)
        return last

    def _publish(self, changes: Changes, initiator: Any) -> None:
        game = self.game
        self._prompt = (game, game.state, len(game.inputs), changes.prompt)     # built by the engine already
        self.changed.emit(changes, initiator)

    def _record_finish(self) -> None:
        if self.game.over and not self._finished_recorded:
            self._finished_recorded = True
            if self.saved and self.game.state.winner:
                try:
                    self.store.finish_game(self.game_id, dict(self.game.state.winner))
                except StoreError as err:     # the inputs are saved; the history entry is not
                    self.notice = err

    def abandon(self) -> None:
        if self.saved and not self.game.over:
            self.store.abandon_game(self.game_id)
