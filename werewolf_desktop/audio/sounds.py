"""The chimes and the night ambience through Qt Multimedia (`QSoundEffect`).

One audio path on every platform: no `winsound`, `afplay` or `paplay`. `QSoundEffect` plays WAV
files through the system's audio output (WASAPI, Core Audio, PulseAudio/PipeWire) without Qt's
FFmpeg media backend, which the app does not ship. QtMultimedia is imported on first use only.
When there is no audio output the chime falls back to the system beep and the ambience stays
quiet; neither ever stops the game.
"""
from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, Signal

from ..paths import resource

log = logging.getLogger(__name__)

AMBIENCE = "night"
FADE_IN_MS = 2500
FADE_OUT_MS = 4000          # the ambience fades out at dawn
STEPS_PER_SECOND = 25


def perceptual_to_linear(volume: float) -> float:
    """A slider's 0…1 (as the ear hears it) to QSoundEffect's linear gain."""
    try:
        from PySide6.QtMultimedia import QtAudio
    except ImportError:                   # PySide6 < 6.10 names the namespace QAudio (Qt's old name)
        from PySide6.QtMultimedia import QAudio as QtAudio

    return QtAudio.convertVolume(max(0.0, min(1.0, volume)), QtAudio.VolumeScale.LogarithmicVolumeScale,
                                 QtAudio.VolumeScale.LinearVolumeScale)


def _effect(name: str, parent: QObject):
    from PySide6.QtCore import QUrl
    from PySide6.QtMultimedia import QSoundEffect

    effect = QSoundEffect(parent)
    effect.setSource(QUrl.fromLocalFile(str(resource("sounds", f"{name}.wav"))))
    return effect


class Chimes(QObject):
    """`play("warn")` / `play("end")`: returns "played", or "beep" when no audio output works."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._effects: dict = {}

    def play(self, name: str) -> str:
        try:
            from PySide6.QtMultimedia import QSoundEffect

            effect = self._effects.get(name)
            if effect is None:
                effect = self._effects[name] = _effect(name, self)
            if effect.status() == QSoundEffect.Status.Error:
                raise OSError("no audio output")
            effect.play()               # (a still-loading effect plays as soon as it is loaded)
            return "played"
        except Exception as exc:  # noqa: BLE001 - no sound device: the beep; a sound never stops a timer
            log.info("chime %s not played: %s", name, exc)
            from PySide6.QtWidgets import QApplication

            QApplication.beep()
            return "beep"


_chimes: Chimes | None = None


def chimes() -> Chimes:
    """The application's one set of chimes (made on the first chime)."""
    global _chimes
    if _chimes is None:
        from PySide6.QtWidgets import QApplication

        _chimes = Chimes(QApplication.instance())
    return _chimes


class Ambience(QObject):
    """The night soundscape on repeat at its own volume, faded in and out."""

    changed = Signal()

    def __init__(self, volume: float = 0.35, parent=None):
        super().__init__(parent)
        self.volume = volume            # 0…1 as heard
        self.enabled = True
        self._effect = None
        self._level = 0.0               # current fade level 0…1
        self._target = 0.0
        self._step = 0.0
        self._fade = QTimer(self)
        self._fade.setInterval(1000 // STEPS_PER_SECOND)
        self._fade.timeout.connect(self._on_fade)

    @property
    def playing(self) -> bool:
        return self._effect is not None and self._effect.isPlaying()

    @property
    def wanted(self) -> bool:
        """On (or fading in) rather than off (or fading out)."""
        return self._target > 0

    @property
    def gain(self) -> float:
        return self._effect.volume() if self._effect is not None else 0.0

    def status(self) -> str:
        if self._effect is None:
            return "idle"
        return self._effect.status().name.lower()

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))
        self._apply()

    def set_enabled(self, on: bool) -> None:
        self.enabled = bool(on)
        if not on:
            self.stop()

    def start(self) -> None:
        """Fade in (night falls). Nothing when switched off or already on."""
        if not self.enabled or self._target == 1.0:
            return
        if self._effect is None:
            try:
                from PySide6.QtMultimedia import QSoundEffect

                self._effect = _effect(AMBIENCE, self)
                self._effect.setLoopCount(QSoundEffect.Loop.Infinite.value)
            except Exception as exc:  # noqa: BLE001 - no Qt Multimedia: the night stays quiet
                log.info("ambience unavailable: %s", exc)
                return
        self._fade_to(1.0, FADE_IN_MS)
        self._apply()
        if not self._effect.isPlaying():
            self._effect.play()

    def fade_out(self, ms: int = FADE_OUT_MS) -> None:
        """Fade out and stop (dawn)."""
        if self._effect is None or self._target == 0.0:
            return
        self._fade_to(0.0, ms)

    def stop(self) -> None:
        self._fade.stop()
        self._target = self._level = 0.0
        if self._effect is not None:
            self._effect.stop()
        self.changed.emit()

    def _fade_to(self, target: float, ms: int) -> None:
        self._target = target
        steps = max(1, ms * STEPS_PER_SECOND // 1000)
        self._step = (target - self._level) / steps
        self._fade.start()
        self.changed.emit()

    def _on_fade(self) -> None:
        self._level += self._step
        if (self._step >= 0 and self._level >= self._target) or (self._step < 0 and self._level <= self._target):
            self._level = self._target
            self._fade.stop()
            if self._target == 0.0 and self._effect is not None:
                self._effect.stop()
            self.changed.emit()
        self._apply()

    def _apply(self) -> None:
        if self._effect is not None:
            self._effect.setVolume(perceptual_to_linear(self.volume) * self._level)
