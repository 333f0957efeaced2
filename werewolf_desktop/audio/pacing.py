"""Hands-free pacing of the night that leaks nothing (pure Python, driven by `narrator`).

Each step runs as: say the opening, hold, say the middle, a short pause for the sign, say the
closing, move on. The hold is where the table could learn something: a dead or buried role's
step (seed 003:80 notes 1, 9, 11) has no one to choose, so it would be over at once. Here every
hold lasts

    max(D, E)    D drawn afresh from `Spread.low`…`Spread.high` seconds,
                 E the moderator's entry time after the opening (a live step's real one; for a
                   step with nothing to enter, one of the real ones recorded earlier, drawn at
                   random: `Spread.simulated_entry`),

so a dead seer's step is spoken with the same words and lasts as long as a live one's would: its
hold comes from the same spread. Steps without a choice (the hunter's sign, the elder) hold for
D alone, alive or not.

The pacer is a state machine fed with three events (`prompt`, `spoken`, `tick`) and a clock
value, answering with commands (`Say`, `Stop`, `WakeAt`, `Advance`) the Qt side carries out.
"""
from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from .script import StepSpeech, aloud_answer, speech_for

DEFAULT_LOW = 7.0           # seconds: the hold's random part (D)
DEFAULT_HIGH = 12.0
GESTURE = (2.0, 3.0)        # seconds between "the player you checked is" and "close your eyes"
KEEP_ENTRIES = 40           # entry times remembered (across games, in the settings)


# ------------------------------------------------------------------------------------ commands
@dataclass(frozen=True)
class Say:
    texts: tuple[str, ...]
    lang: str


@dataclass(frozen=True)
class Stop:
    """Stop speaking now (undo went back to another step)."""


@dataclass(frozen=True)
class WakeAt:
    at: float                    # call `tick` at this clock value


@dataclass(frozen=True)
class Advance:
    key: tuple                   # send {"t": "next"} if the game is still at this step


# ------------------------------------------------------------------------------------ the spread
class Spread:
    """Where hold times come from: D uniform in [low, high], E from the recorded entry times."""

    def __init__(self, low: float = DEFAULT_LOW, high: float = DEFAULT_HIGH, entries=(),
                 rng: random.Random | None = None, keep: int = KEEP_ENTRIES):
        self.low = float(min(low, high))
        self.high = float(max(low, high))
        self.keep = keep
        self.entries: list[float] = [float(e) for e in entries if isinstance(e, (int, float)) and e >= 0][-keep:]
        self.rng = rng or random.Random()
        self.recorded = 0                       # entries recorded since made (to know when to save)
        self.gesture_range = GESTURE

    def pause(self) -> float:
        return self.rng.uniform(self.low, self.high)

    def gesture(self) -> float:
        return self.rng.uniform(*self.gesture_range)

    def simulated_entry(self) -> float:
        """An entry time for a step with nothing to enter: one of the real ones, at random."""
        return self.rng.choice(self.entries) if self.entries else 0.0

    def record(self, seconds: float) -> None:
        self.recorded += 1
        self.entries.append(max(0.0, float(seconds)))
        del self.entries[:-self.keep]


def step_key(prompt) -> tuple:
    """One step of the game as the narrator tells steps apart. Whether it has words to read is part
    of it: a printed-card dawn that waits for the cards has none, and its words are read once it can
    break (the same step, now with words). So are its composed words and the public results of the
    last input: two announcements in a row (the Bard's narration, then who the Guardian protects)
    are two steps, each said, and a resignation made at the step is said when it is made (004:838)."""
    return (prompt.phase, prompt.night, prompt.day, prompt.kind, prompt.step, prompt.seat, bool(prompt.lines),
            repr(prompt.say), repr(getattr(prompt, "results", None)))


def entry_complete(prompt) -> bool:
    """A live step's choice is in: something was done and nothing is left to do."""
    if prompt.identify:
        return False
    return any(a["done"] for a in prompt.actions) and not any(a["available"] for a in prompt.actions)


def expects_entry(prompt) -> bool:
    """Someone can make a choice now (a living, able actor with an action left)."""
    return bool(prompt.identify) or any(a["available"] for a in prompt.actions)


# ------------------------------------------------------------------------------------ one step
@dataclass
class Run:
    key: tuple
    speech: StepSpeech
    lang: str
    prompt: Any
    live: bool                              # a real entry is awaited
    stages: list = field(default_factory=list)
    hold_start: float | None = None
    hold_until: float | None = None
    entered_at: float | None = None
    gesture_until: float | None = None
    recorded: bool = False


class Pacer:
    def __init__(self, spread: Spread | None = None, hands_free: bool = True):
        self.spread = spread or Spread()
        self.hands_free = hands_free
        self.runs: deque[Run] = deque()
        self.speaking = False
        self.inputs = 0
        self.current_key: tuple | None = None
        self.last_texts: tuple[str, ...] = ()
        self.holds: list[tuple[tuple, float, bool]] = []     # (step key, seconds, live) for the log and the tests

    # -------------------------------------------------------------- events
    def prompt(self, prompt, lang: str, options: dict[str, Any], inputs: int, now: float) -> list:
        """The game shows `prompt` after `inputs` inputs (an input, an undo or a resume)."""
        cmds: list = []
        key = step_key(prompt)
        latest = self.runs[-1] if self.runs else None
        went_back = inputs < self.inputs
        self.inputs = inputs
        if went_back and key != self.current_key:   # undo went back to another step: start it again
            self.runs.clear()
            if self.speaking:
                self.speaking = False
                cmds.append(Stop())
            latest = None
            self.current_key = None
        if latest is not None and latest.key == key:
            latest.prompt = prompt
            if entry_complete(prompt):
                if latest.entered_at is None:
                    latest.entered_at = now
            elif went_back:
                latest.entered_at = None
        elif key != self.current_key:
            cmds += self._drop_stale_lines()
            for run in self.runs:                   # the moderator moved on: that was the entry
                if run.entered_at is None:
                    run.entered_at = now
            speech = speech_for(prompt, lang, options)
            if speech is not None and not (speech.texts() == self.last_texts and not speech.night):
                self.last_texts = speech.texts()       # (the day's first lines repeat the dawn's)
                run = Run(key=key, speech=speech, lang=lang, prompt=prompt, live=expects_entry(prompt))
                run.stages = self._stages(speech)
                self.runs.append(run)
        self.current_key = key
        return cmds + self._pump(now)

    def _drop_stale_lines(self) -> list:
        """The host moved on: a day step's words (a result, the announcement, a ballot's call) stop
        where they are and what is left of them is not said (issue 29.15: an 18-second line went on
        being read after the host moved on). A night step is said to its end ("…close your eyes"):
        the table needs it, and a step cut short would tell whether anyone was there to choose."""
        stale = [run for run in self.runs if not run.speech.night]
        if not stale:
            return []
        speaking_stale = self.speaking and self.runs[0] in stale
        self.runs = deque(run for run in self.runs if run.speech.night)
        if speaking_stale:
            self.speaking = False
            return [Stop()]
        return []

    def spoken(self, now: float) -> list:
        """The voice has said everything it was given."""
        self.speaking = False
        return self._pump(now)

    def tick(self, now: float) -> list:
        return self._pump(now)

    def reset(self) -> list:
        self.runs.clear()
        self.current_key = None
        self.inputs = 0
        if self.speaking:
            self.speaking = False
            return [Stop()]
        return []

    @property
    def busy(self) -> bool:
        return bool(self.runs)

    # -------------------------------------------------------------- the stages of a step
    @staticmethod
    def _stages(speech: StepSpeech) -> list:
        stages: list = [("say", speech.opening)]
        if speech.night and speech.wait != "none":
            stages.append(("hold",))
        if speech.middle or speech.seer_aloud:
            stages.append(("middle",))
            if speech.closing:
                stages.append(("gesture",))
        stages.append(("say", speech.closing))
        if speech.night and speech.moves_on:
            stages.append(("advance",))
        return stages

    def _pump(self, now: float) -> list:
        cmds: list = []
        while self.runs and not self.speaking:
            run = self.runs[0]
            if not run.stages:
                self.runs.popleft()
                continue
            stage = run.stages[0]
            kind = stage[0]
            if kind == "say":
                run.stages.pop(0)
                if stage[1]:
                    self.speaking = True
                    cmds.append(Say(tuple(stage[1]), run.lang))
            elif kind == "middle":
                run.stages.pop(0)
                texts = list(run.speech.middle)
                if run.speech.seer_aloud:
                    texts.append(aloud_answer(run.prompt, run.lang, self.spread.rng))
                if texts:
                    self.speaking = True
                    cmds.append(Say(tuple(texts), run.lang))
            elif kind == "hold":
                if not self._hold_over(run, now, cmds):
                    break
                run.stages.pop(0)
            elif kind == "gesture":
                if run.gesture_until is None:
                    run.gesture_until = now + self.spread.gesture()
                if now < run.gesture_until:
                    cmds.append(WakeAt(run.gesture_until))
                    break
                run.stages.pop(0)
            elif kind == "advance":
                run.stages.pop(0)
                if self.hands_free and run.key == self.current_key:
                    cmds.append(Advance(run.key))
        return cmds

    def _hold_over(self, run: Run, now: float, cmds: list) -> bool:
        if run.hold_start is None:
            run.hold_start = now
            wait = self.spread.pause()
            if run.speech.wait == "entry" and not run.live:
                wait = max(wait, self.spread.simulated_entry())
            run.hold_until = now + wait
        if run.speech.wait == "entry" and run.live and run.entered_at is None:
            return False                                   # the moderator's entry (or Next) ends it
        end = run.hold_until
        if run.speech.wait == "entry" and run.live:
            end = max(end, run.entered_at)
        if now < end:
            cmds.append(WakeAt(end))
            return False
        if run.speech.wait == "entry" and run.live and not run.recorded:
            run.recorded = True
            self.spread.record(run.entered_at - run.hold_start)
        self.holds.append((run.key, end - run.hold_start, run.live))
        run.hold_start = run.hold_until = None
        return True
