"""Step timers: each night step, speech, PK speech and last words gets a countdown.

A dead or buried role's night step runs the same timer as a living one's (the table must not
hear who is out from how long a step takes). 10 s before the end the timer turns orange and beeps
(`resources/sounds/warn.wav`); at the end it turns red and chimes (`end.wav`), both through Qt
Multimedia (`audio.sounds`), then counts the overtime. Space pauses, "+30 s" adds time, "skip" ends it now. Durations are per step kind and
saved in the store's settings ("ui.timer").

The clock is here; its widget and the durations dialog are in timer_widgets.py (the window makes
the clock at its start, the console shows the widget: issue 32, the first screen needs no dialog).
"""
from __future__ import annotations

import os

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

DEFAULT_DURATIONS = {"night": 20, "speech": 90, "pk": 60, "last_words": 60, "discussion": 300}
WARN_AT = 10          # seconds before the end
SETTING = "ui.timer"

def timer_kind(prompt) -> str | None:
    """The timer the step runs (the engine's word: a night step, a day beat's spec), or None."""
    return None if prompt is None else prompt.timer


def step_key(prompt) -> tuple | None:
    """Identifies one timed step, so the timer restarts only when the step changes."""
    kind = timer_kind(prompt)
    if kind is None:
        return None
    # who is being identified is part of the step: asking for the Little Girl after the wolves is a
    # new task with its own time, not the rest of the wolves' (issue 29.15: it opened already red)
    return (prompt.kind, prompt.night, prompt.day, prompt.step, prompt.seat, tuple(prompt.identify or ()))


# ------------------------------------------------------------------------------------ sounds
def play_sound(name: str) -> str:
    """Play resources/sounds/<name>.wav through Qt Multimedia without blocking. Returns "played",
    "beep" (no audio output), or "silent" on the offscreen test platform. A sound never stops the
    timer."""
    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        return "silent"
    from ...audio.sounds import chimes

    return chimes().play(name)


# ------------------------------------------------------------------------------------ the clock
class StepTimer(QObject):
    """A countdown. `changed(remaining)` several times a second; `warned` at 10 s; `ended` at 0."""

    changed = Signal(float)
    warned = Signal()
    ended = Signal()

    def __init__(self, durations: dict[str, int] | None = None, parent=None):
        super().__init__(parent)
        self.durations = dict(DEFAULT_DURATIONS)
        self.durations.update(durations or {})
        self.kind: str | None = None
        self.total = 0.0
        self.remaining = 0.0
        self.running = False
        self.paused = False
        self.warned_once = False
        self.ended_once = False
        self.sounds: list[str] = []          # what was played (for the log and the tests)
        self._clock = QElapsedTimer()
        self._tick = QTimer(self)
        self._tick.setInterval(200)
        self._tick.timeout.connect(self._on_tick)

    @property
    def active(self) -> bool:
        return self.kind is not None

    def start(self, kind: str | None) -> None:
        """Start the countdown for a step kind (None: stop, no timer for this step)."""
        self.kind = kind
        self.paused = False
        self.warned_once = self.ended_once = False
        if kind is None:
            self.running = False
            self._tick.stop()
            self.total = self.remaining = 0.0
            self.changed.emit(0.0)
            return
        self.total = self.remaining = float(self.durations.get(kind, DEFAULT_DURATIONS.get(kind, 60)))
        self.running = True
        self._clock.start()
        self._tick.start()
        self.changed.emit(self.remaining)

    def toggle_pause(self) -> None:
        if not self.active:
            return
        if self.paused:
            self.paused = False
            self._clock.start()
            self._tick.start()
        else:
            self._on_tick()
            self.paused = True
            self._tick.stop()
        self.changed.emit(self.remaining)

    def add(self, seconds: float = 30) -> None:
        if not self.active:
            return
        self.remaining += seconds
        self.total = max(self.total, self.remaining)
        if self.remaining > WARN_AT:
            self.warned_once = False
        if self.remaining > 0:
            self.ended_once = False
        self.changed.emit(self.remaining)

    def skip(self) -> None:
        """End the countdown now (silently: the moderator chose to)."""
        if not self.active:
            return
        self.remaining = 0.0
        self.warned_once = self.ended_once = True
        self.paused = False
        self._tick.stop()
        self.running = False
        self.changed.emit(self.remaining)

    def advance(self, seconds: float) -> None:
        """Let `seconds` pass (the tick calls this with the real elapsed time)."""
        if not self.active or self.paused or not self.running:
            return
        before = self.remaining
        self.remaining -= seconds
        if not self.warned_once and before > WARN_AT >= self.remaining > 0:
            self.warned_once = True
            self.sounds.append(play_sound("warn"))
            self.warned.emit()
        if not self.ended_once and before > 0 >= self.remaining:
            self.ended_once = True
            self.sounds.append(play_sound("end"))
            self.ended.emit()
        self.changed.emit(self.remaining)

    def _on_tick(self) -> None:
        if not self.running or self.paused:
            return
        elapsed = self._clock.restart() / 1000.0
        self.advance(elapsed)

    def state(self) -> str:
        """"idle", "paused", "running", "warning" or "over"."""
        if not self.active:
            return "idle"
        if self.remaining <= 0:
            return "over"
        if self.paused:
            return "paused"
        return "warning" if self.remaining <= WARN_AT else "running"


def format_time(remaining: float) -> str:
    if remaining < 0:
        s = int(-remaining)
        return f"+{s // 60}:{s % 60:02d}"
    s = int(remaining + 0.999)
    return f"{s // 60}:{s % 60:02d}"
