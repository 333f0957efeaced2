"""A night run by the real pacer and the real engine on a simulated clock (no Qt, no sound).

The "voice" takes 0.06 s per character; the "moderator" enters each choice some seconds after
the step's prompt appears (a function of the step), or presses Next when `choose` says None.
"""
from __future__ import annotations

import random

from werewolf_desktop.audio.pacing import Advance, Pacer, Say, Spread, Stop, WakeAt, step_key

SECONDS_PER_CHAR = 0.06


class NightSim:
    def __init__(self, game, lang="en", pacer: Pacer | None = None, choose=None, delay=None, seed=1):
        self.game = game
        self.lang = lang
        self.pacer = pacer or Pacer(Spread(rng=random.Random(seed)))
        self.choose = choose or (lambda prompt: None)            # prompt -> input dict, or None
        self.delay = delay or (lambda prompt: 3.0)               # seconds until the moderator's entry
        self.now = 0.0
        self.speaking_until: float | None = None
        self.wakes: list[float] = []
        self.entry_due: tuple[float, tuple] | None = None
        self.said: list[tuple] = []                              # (start, end, text, step key)
        self.steps: list[tuple[float, tuple]] = []               # (time, key) each time the step changes
        self.advances = 0
        self.by_moderator: list[tuple[str, dict]] = []           # (step, input) the moderator entered

    # ------------------------------------------------------------------ plumbing
    def _feed(self, cmds) -> None:
        for cmd in cmds:
            if isinstance(cmd, Say):
                start = self.now
                total = 0.0
                for text in cmd.texts:
                    dur = SECONDS_PER_CHAR * len(text)
                    key = self.pacer.runs[0].key if self.pacer.runs else None
                    self.said.append((start + total, start + total + dur, text, key))
                    total += dur
                self.speaking_until = self.now + total
            elif isinstance(cmd, Stop):
                self.speaking_until = None
            elif isinstance(cmd, WakeAt):
                self.wakes.append(cmd.at)
            elif isinstance(cmd, Advance):
                if step_key(self.game.prompt) == cmd.key:
                    self.advances += 1
                    self.apply({"t": "next"})

    def show(self) -> None:
        prompt = self.game.prompt
        key = step_key(prompt)
        if not self.steps or self.steps[-1][1] != key:
            self.steps.append((self.now, key))
            self.entry_due = None
            if prompt.kind == "night_step" and (any(a["available"] for a in prompt.actions) or prompt.step == "dawn"):
                self.entry_due = (self.now + self.delay(prompt), key)      # (at dawn the host presses Enter)
        self._feed(self.pacer.prompt(prompt, self.lang, self.game.state.options, len(self.game.inputs), self.now))

    def apply(self, inp) -> None:
        self.game.apply(inp)
        self.show()

    # ------------------------------------------------------------------ the loop
    def run(self, until=lambda sim: sim.game.state.phase != "night", limit: float = 3600.0) -> "NightSim":
        self.show()
        while not until(self) and self.now < limit:
            times = [t for t in [self.speaking_until, *(self.wakes or [])] if t is not None]
            if self.entry_due:
                times.append(self.entry_due[0])
            if not times:
                raise AssertionError(f"stuck at {step_key(self.game.prompt)}")
            self.now = max(self.now, min(times))
            if self.speaking_until is not None and self.speaking_until <= self.now:
                self.speaking_until = None
                self._feed(self.pacer.spoken(self.now))
            elif self.entry_due and self.entry_due[0] <= self.now:
                _, key = self.entry_due
                self.entry_due = None
                if step_key(self.game.prompt) == key:
                    inp = self.choose(self.game.prompt) or {"t": "next"}
                    self.by_moderator.append((self.game.prompt.step, inp))
                    self.apply(inp)
            else:
                due = [t for t in self.wakes if t <= self.now]
                self.wakes = [t for t in self.wakes if t > self.now]
                if due:
                    self._feed(self.pacer.tick(self.now))
        return self

    def texts(self) -> list[str]:
        return [t for _, _, t, _ in self.said]

    def spoken_by_step(self) -> dict[tuple, list[str]]:
        out: dict[tuple, list[str]] = {}
        for _, _, text, key in self.said:
            out.setdefault(key, []).append(text)
        return out

    def duration(self, key: tuple) -> float:
        """From the first word of a step to the end of its last word."""
        spans = [(s, e) for s, e, _, k in self.said if k == key]
        return spans[-1][1] - spans[0][0]
