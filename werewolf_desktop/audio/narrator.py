"""The narrator: reads the console's steps aloud, runs the night hands-free, plays the ambience.

It listens to the session (`changed`: after every input and undo), hands each prompt to the pure `Pacer`
and carries out what it answers: speak (`Voice`), wait (a timer), move on (`session.apply({"t": "next"})`,
only when the game is still at that step; the console shows a refusal). The ambience plays from nightfall to dawn. Settings live in
the store under "audio" (`config`); the moderator's entry times are remembered there too, so a
dead role's step is timed from this moderator's own spread.
"""
from __future__ import annotations

import logging

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ..engine.errors import RuleError
from ..i18n import LANGUAGES
from ..store.errors import StoreError
from ..ui.session import follow
from ..ui.settings import store_get, store_set
from . import config
from .pacing import Advance, Pacer, Say, Spread, Stop, WakeAt, step_key
from .sounds import Ambience
from .voice import Voice

log = logging.getLogger(__name__)

UNSPOKEN = str.maketrans("", "", "☠⚑★♥")     # marks on the screen, not words to read
WARM_UP_MS = 400             # the speech engine's loading starts this long after the console first shows


def eyes_closed(prompt) -> bool:
    return prompt is not None and prompt.phase == "night" and prompt.step != "dawn"


class Narrator(QObject):
    """`Narrator(store)`, then `attach(console)` (its language, its banner) and `set_session(session)` for
    each game (`attach` takes the console's). `saying` tells what is being said (the console's narration
    bar shows it)."""

    changed = Signal()

    def __init__(self, store=None, parent=None, voice: Voice | None = None):
        super().__init__(parent)
        self.store = store
        self.settings = config.load(store_get(store, config.SETTING))
        self.voice = voice or Voice(self)
        self.voice.finished.connect(self._on_spoken)
        self.ambience = Ambience(self.settings["ambience_volume"], self)
        self.ambience.set_enabled(self.settings["ambience"])
        low, high = self.settings["hold"]
        self.pacer = Pacer(Spread(low, high, self.settings["entries"]), self.settings["hands_free"])
        self.console = None
        self.session = None
        self.saying: tuple[str, ...] = ()
        self.wake_at: float | None = None
        self._recorded = 0
        self._clock = QElapsedTimer()
        self._clock.start()
        self._wake = QTimer(self)
        self._wake.setSingleShot(True)
        self._wake.timeout.connect(self._on_wake)
        self.apply_settings(self.settings, save=False)

    # ------------------------------------------------------------------ wiring
    def attach(self, console) -> None:
        self.console = console
        if console.session is not None:
            self.set_session(console.session)
        if self.settings["narration"]:
            QTimer.singleShot(WARM_UP_MS, self.voice.load)

    def set_session(self, session) -> None:
        """Follow this game's changes (None: no game)."""
        if session is self.session:
            return
        follow(self.session, session, self.on_changed)
        self.session = session
        if session is not None:
            self.on_refresh()

    def on_changed(self, _changes=None, _initiator=None) -> None:
        self.on_refresh()

    def now(self) -> float:
        return self._clock.elapsed() / 1000.0

    def apply_settings(self, settings: dict, save: bool = True) -> None:
        self.settings = config.load(settings)
        s = self.settings
        self.voice.volume = s["voice_volume"]
        self.voice.choices = {lang: config.voice_choice(s, lang) for lang in LANGUAGES}
        self.ambience.set_volume(s["ambience_volume"])
        self.ambience.set_enabled(s["ambience"])
        self.pacer.hands_free = s["hands_free"]
        self.pacer.spread.low, self.pacer.spread.high = s["hold"]
        if not s["narration"]:
            self._run(self.pacer.reset())
            self.voice.stop()
            self.saying = ()
        if save:
            store_set(self.store, config.SETTING, self.settings)
        if self.session is not None:
            self.on_refresh()
        self.changed.emit()

    def set_lang(self, _lang: str = "") -> None:
        """The host switched the language: what is being said stops and the step is said again in
        the new language (the strip showed the old language's words until the next step, issue 29.17)."""
        if not self.settings["narration"] or not self.pacer.busy:
            return
        self._run(self.pacer.reset())
        self.voice.stop()
        self.saying = ()
        self.on_refresh()

    def stop(self) -> None:
        """Quiet at once (the window closes, a new game)."""
        self._run(self.pacer.reset())
        self.voice.stop()
        self.ambience.stop()
        self._wake.stop()
        self.saying = ()
        self.changed.emit()

    def read(self, texts: list[str], lang: str) -> None:
        """Read these lines aloud now when the voice is on (the story's pages after the end)."""
        if not self.settings["narration"]:
            return
        self._run(self.pacer.reset())
        self.voice.stop()
        self.saying = tuple(t.translate(UNSPOKEN).strip() for t in texts)
        self.voice.say(self.saying, lang)
        self.changed.emit()

    # ------------------------------------------------------------------ events
    def on_refresh(self) -> None:
        session, console = self.session, self.console
        if session is None or console is None or session.over:
            if self.pacer.busy or self.ambience.wanted:
                self.stop()
            return
        prompt = session.prompt
        if eyes_closed(prompt):
            self.ambience.start()
        else:
            self.ambience.fade_out()
        if not self.settings["narration"]:
            return
        self._run(self.pacer.prompt(prompt, console.lang, session.state.options, len(session.game.inputs), self.now()))

    def _on_spoken(self) -> None:
        self.saying = ()
        self._run(self.pacer.spoken(self.now()))
        self.changed.emit()

    def _on_wake(self) -> None:
        self.wake_at = None
        self._run(self.pacer.tick(self.now()))

    def _run(self, cmds) -> None:
        for cmd in cmds:
            if isinstance(cmd, Say):
                self.saying = cmd.texts
                self.voice.say(cmd.texts, cmd.lang)
            elif isinstance(cmd, Stop):
                self.voice.stop()
                self.saying = ()
            elif isinstance(cmd, WakeAt):
                if self.wake_at is None or cmd.at < self.wake_at or not self._wake.isActive():
                    self.wake_at = cmd.at
                    self._wake.start(max(0, int((cmd.at - self.now()) * 1000) + 1))
            elif isinstance(cmd, Advance):
                QTimer.singleShot(0, lambda key=cmd.key: self._advance(key))
        if self.pacer.spread.recorded != self._recorded:
            self._remember_entries()
        self.changed.emit()

    def _advance(self, key) -> None:
        session, console = self.session, self.console
        if session is None or console is None or session.over or step_key(session.prompt) != key:
            return
        try:
            session.apply({"t": "next"}, self)
        except (RuleError, StoreError) as err:
            console.show_refusal(err)
            return
        console.moved_by_itself()

    def _remember_entries(self) -> None:
        self._recorded = self.pacer.spread.recorded
        self.settings["entries"] = [round(e, 2) for e in self.pacer.spread.entries]
        store_set(self.store, config.SETTING, self.settings)

    # ------------------------------------------------------------------ for the bar
    def waiting(self) -> float | None:
        """Seconds until the pacer moves on by itself (None: not waiting on the clock)."""
        if self.wake_at is None or not self._wake.isActive():
            return None
        return max(0.0, self.wake_at - self.now())
