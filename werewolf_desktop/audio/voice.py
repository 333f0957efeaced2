"""The computer's own offline voices through Qt TextToSpeech (SAPI/WinRT on Windows,
AVSpeechSynthesizer on macOS, speech-dispatcher on Linux). Nothing leaves the machine.

The engine is never made at start-up: loading the plugin and, on Linux, connecting to
speech-dispatcher and listing its voices takes seconds (1.6-5 s measured here; 1,530 voices).
`load()` makes it on a worker thread and hands it to the UI thread when ready, so the console never
freezes: the worker has Qt load the engine from its own event loop (`setEngine`, queued), because a
QTextToSpeech that Python makes with its engine holds Python's lock until the engine is up, and the
whole window stood still for those seconds (issue 32). `say` while it loads waits in the queue;
`engine()` is for callers that need it at once and waits for the loader (the settings dialog
lists the voices when `loaded` says they are there). `say(texts, lang)` speaks one text after the other
and emits `finished` when all are said (or could not be: no voice, an error, an output that never
reports the end; the pacing must never hang on the voice).
"""
from __future__ import annotations

import atexit
import logging
import sys
import time
from collections import deque
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal

from ..i18n import tr

log = logging.getLogger(__name__)

NOT_AN_ENGINE = {"mock"}                    # Qt's test engine says nothing
WATCHDOG_MS = 6000
WATCHDOG_MS_PER_CHAR = 600
LOAD_WAIT_MS = 20000                        # texts asked for while the engine loads wait this long at most
ENGINE_WAIT_MS = 8000                       # `engine()` waits this long for the loader, then goes on without
HUNG = "speech service not answering"


_LOADING: set = set()          # loaders still running: waited for (bounded) when Python exits


@atexit.register
def _wait_for_loaders() -> None:
    for loader in list(_LOADING):
        loader.wait(ENGINE_WAIT_MS)


@dataclass(frozen=True)
class VoiceInfo:
    name: str
    locale: str


def platform_key() -> str:
    if sys.platform == "win32":
        return "windows"
    if sys.platform == "darwin":
        return "mac"
    return "linux"


def _qt_language(lang: str):
    from PySide6.QtCore import QLocale

    return {"zh": QLocale.Language.Chinese, "en": QLocale.Language.English, "de": QLocale.Language.German,
            "fr": QLocale.Language.French}[lang]


def _home_country(lang: str):
    from PySide6.QtCore import QLocale

    return {"zh": QLocale.Country.China, "en": QLocale.Country.UnitedStates, "de": QLocale.Country.Germany,
            "fr": QLocale.Country.France}[lang]


def _made_off_the_lock(QTextToSpeech, name: str):
    """A QTextToSpeech on `name`, made on this (worker) thread while Python's lock is free: made
    without an engine (Qt's "none", at once and silently), it gets its engine from a queued
    `setEngine` that this thread's event loop runs in C++, then the loop ends."""
    from PySide6.QtCore import Q_ARG, QEventLoop, QMetaObject, Qt

    engine = QTextToSpeech("none")
    loop = QEventLoop()
    if not QMetaObject.invokeMethod(engine, "setEngine", Qt.ConnectionType.QueuedConnection, Q_ARG(str, name)):
        engine.deleteLater()      # (a Qt without an invokable setEngine: made the plain way)
        return QTextToSpeech(name)
    QMetaObject.invokeMethod(loop, "quit", Qt.ConnectionType.QueuedConnection)
    loop.exec()                   # (Python's lock is free while the loop runs the engine's loading)
    return engine


class _Loader(QThread):
    """Makes the QTextToSpeech engine off the UI thread and moves it to the UI thread."""

    def __init__(self, engine_name: str | None, home: QThread):
        super().__init__()
        self.engine_name = engine_name
        self.home = home
        self.engine = None
        self.error = ""

    def run(self) -> None:
        try:
            from PySide6.QtTextToSpeech import QTextToSpeech

            names = [n for n in QTextToSpeech.availableEngines() if n not in NOT_AN_ENGINE]
            if self.engine_name:
                names = [n for n in names if n == self.engine_name]
            if not names:
                self.error = "no engine"
                return
            if names[0] == "speechd":
                from .speechd_probe import answers

                if not answers():          # a hung service would hold the whole app (issue 29.6)
                    self.error = HUNG
                    log.warning("speech-dispatcher does not answer: no narration")
                    return
            engine = _made_off_the_lock(QTextToSpeech, names[0])
            if engine.state() == QTextToSpeech.State.Error:
                self.error = engine.errorString() or "engine error"
                log.warning("text-to-speech engine %s: %s", names[0], self.error)
                engine.deleteLater()
                return
            engine.moveToThread(self.home)
            self.engine = engine
            log.info("text-to-speech engine %s", names[0])
        except Exception as exc:  # noqa: BLE001 - no QtTextToSpeech in this build: no narration
            self.error = str(exc)
            log.warning("text-to-speech unavailable: %s", exc)


class Voice(QObject):
    finished = Signal()                     # everything given to `say` is said
    loaded = Signal(bool)                   # the engine was made (True: it works)

    def __init__(self, parent=None, engine_name: str | None = None):
        super().__init__(parent)
        self.engine_name = engine_name
        self._engine = None
        self._tried = False
        self._loader: _Loader | None = None
        self.error = ""
        self._voices: dict[str, list] = {}
        self.choices: dict[str, tuple[str, float]] = {}        # lang -> (voice name, rate)
        self.volume = 1.0
        self._queue: deque[tuple[str, str]] = deque()
        self._current: tuple[str, str] | None = None
        self._started = 0.0
        self._speaking_seen = False
        self.log: list[tuple[float, float, str, str, str]] = []   # (start, end, lang, text, how)
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._gave_up)
        self._load_wait = QTimer(self)
        self._load_wait.setSingleShot(True)
        self._load_wait.timeout.connect(self._load_too_slow)

    # ------------------------------------------------------------------ the engine
    def load(self) -> None:
        """Start making the engine on a worker thread (nothing happens if it is made or on its way);
        `loaded` says when it is ready."""
        if self._tried or self._loader is not None:
            return
        self._loader = _Loader(self.engine_name, self.thread())
        self._loader.finished.connect(self._adopt)
        app = QCoreApplication.instance()
        if app is not None:            # quitting while it loads aborted the app ("QThread: Destroyed while running")
            app.aboutToQuit.connect(self._finish_loading)
        _LOADING.add(self._loader)     # … and so did leaving Python without quitting Qt (a script, the tests)
        self._loader.start()

    def _finish_loading(self) -> None:
        """The app quits: let the loader end (its probe is bounded) before its thread object goes."""
        if self._loader is not None:
            self._loader.wait(ENGINE_WAIT_MS)

    @property
    def loading(self) -> bool:
        return self._loader is not None and not self._tried

    @property
    def tried(self) -> bool:
        """Whether making the engine is over (it works, or this computer has none): `engine()`,
        `voices()` and `problem()` answer at once."""
        return self._tried

    def engine(self):
        """The QTextToSpeech engine, waiting for it if need be; None when this computer has none."""
        if not self._tried:
            self.load()
            if not self._loader.wait(ENGINE_WAIT_MS):     # never for ever (issue 29.6)
                self.error = HUNG
                return None
            self._adopt()
        return self._engine

    def _adopt(self) -> None:
        """The loader is done (called from its `finished` signal, or at once by `engine()`)."""
        if self._tried or self._loader is None:
            return
        loader, self._loader = self._loader, None
        _LOADING.discard(loader)
        self._tried = True
        engine, self.error = loader.engine, loader.error or self.error
        if engine is not None:
            engine.setParent(self)
            engine.stateChanged.connect(self._on_state)
            engine.errorOccurred.connect(self._on_error)
            self._engine = engine
        loader.deleteLater()
        self._load_wait.stop()
        self.loaded.emit(self._engine is not None)
        if self._current is None and self._queue:
            self._next()                                # what was asked while it loaded

    @property
    def engine_id(self) -> str:
        return self._engine.engine() if self._engine is not None else ""

    def voices(self, lang: str) -> list:
        """The QVoice objects that speak `lang`, best first (its home country, then the others;
        plain voices before their variants)."""
        if lang in self._voices:
            return self._voices[lang]
        engine = self.engine()
        found = []
        if engine is not None:
            from PySide6.QtCore import QLocale

            want = _qt_language(lang)
            keep = engine.locale()
            for loc in engine.availableLocales():
                if loc.language() == want:
                    engine.setLocale(loc)
                    found += list(engine.availableVoices())
            if lang == "zh" and not found:
                # speech-dispatcher with espeak-ng names Mandarin "cmn", a code Qt maps to no locale
                engine.setLocale(QLocale.c())
                found = [v for v in engine.availableVoices() if "mandarin" in v.name().lower()]
            engine.setLocale(keep)
            home = _home_country(lang)
            found.sort(key=lambda v: (v.locale().territory() != home and v.locale().language() == want,
                                      "+" in v.name(), v.name()))
        self._voices[lang] = found
        return found

    def voice_infos(self, lang: str) -> list[VoiceInfo]:
        return [VoiceInfo(v.name(), v.locale().name()) for v in self.voices(lang)]

    def has_voice(self, lang: str) -> bool:
        return bool(self.voices(lang))

    def problem(self, lang: str, ui_lang: str | None = None) -> str | None:
        """What stops narration in `lang` (said in `ui_lang`, default `lang`), with what to install;
        None when it works."""
        ui = ui_lang or lang
        if self.engine() is None:
            if self.error == HUNG:
                return tr("audio.notice.not_answering", ui)
            return tr("audio.notice.no_engine", ui) + " " + tr(f"audio.install.{platform_key()}", ui)
        if not self.has_voice(lang):
            return (tr("audio.notice.no_voice", ui, language=tr(f"audio.language.{lang}", ui)) + " "
                    + tr(f"audio.install.{platform_key()}", ui))
        return None

    def chosen(self, lang: str):
        """The QVoice for `lang`: the one picked in the settings, else the best one."""
        voices = self.voices(lang)
        name = self.choices.get(lang, ("", 0.0))[0]
        for v in voices:
            if v.name() == name:
                return v
        return voices[0] if voices else None

    # ------------------------------------------------------------------ speaking
    @property
    def busy(self) -> bool:
        return self._current is not None or bool(self._queue)

    def say(self, texts, lang: str) -> None:
        self._queue.extend((lang, t) for t in texts)
        if not self._tried:
            self.load()                                 # spoken once the engine is ready
            if not self._load_wait.isActive():
                self._load_wait.start(LOAD_WAIT_MS)
            return
        if self._current is None:
            self._next()

    def stop(self) -> None:
        self._queue.clear()
        self._watchdog.stop()
        current, self._current = self._current, None
        if current is not None:
            self._note(current, "stopped")
        if self._engine is not None:
            self._engine.stop()

    def _next(self) -> None:
        self._watchdog.stop()
        if not self._queue:
            self._current = None
            self.finished.emit()
            return
        lang, text = self._queue.popleft()
        self._current = (lang, text)
        self._started = time.monotonic()
        self._speaking_seen = False
        engine = self.engine()
        voice = self.chosen(lang) if engine is not None else None
        if voice is None:
            self._note(self._current, "silent")
            self._current = None
            QTimer.singleShot(0, self._next)
            return
        if engine.voice() != voice:
            engine.setVoice(voice)
        engine.setRate(self.choices.get(lang, ("", 0.0))[1])
        engine.setVolume(self.volume)
        self._watchdog.start(WATCHDOG_MS + WATCHDOG_MS_PER_CHAR * len(text))
        engine.say(text)

    def _note(self, item, how: str) -> None:
        self.log.append((self._started, time.monotonic(), item[0], item[1], how))

    def _on_state(self, state) -> None:
        from PySide6.QtTextToSpeech import QTextToSpeech

        if self._current is None:
            return
        if state == QTextToSpeech.State.Speaking:
            self._speaking_seen = True
        elif state in (QTextToSpeech.State.Ready, QTextToSpeech.State.Error):
            if state == QTextToSpeech.State.Ready and not self._speaking_seen:
                return                                  # (the state before this text began)
            self._note(self._current, "spoken" if state == QTextToSpeech.State.Ready else "error")
            self._current = None
            QTimer.singleShot(0, self._next)

    def _on_error(self, _reason, message: str) -> None:
        self.error = message
        log.warning("text-to-speech: %s", message)

    def _load_too_slow(self) -> None:
        """The engine is still loading: what waited is dropped (noted as silent), the pacing goes on."""
        if self._tried or not self._queue:
            return
        log.warning("text-to-speech still loading after %d ms; %d texts not spoken", LOAD_WAIT_MS, len(self._queue))
        while self._queue:
            self._started = time.monotonic()
            self._note(self._queue.popleft(), "silent")
        self.finished.emit()

    def _gave_up(self) -> None:
        """The engine never said it finished (an audio output that hangs): go on without it."""
        if self._current is None:
            return
        log.warning("text-to-speech did not finish %r; going on", self._current[1][:40])
        self._note(self._current, "timeout")
        self._current = None
        if self._engine is not None:
            self._engine.stop()
        self._next()
