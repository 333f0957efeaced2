"""The console's narration strip: what the voice is saying now, whether the hands-free night
waits for the moderator or goes on by itself (and in how long), a mute switch and the settings.

It shows only what the table hears anyway (the spoken words), so it is safe in privacy mode.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QStyle

from ...i18n import tr
from ..style import set_role
from ..widgets.elided import ElidedLabel
from ..widgets.plain import Label


class NarrationBar(QFrame):
    def __init__(self, narrator, lang: str, open_settings, parent=None):
        super().__init__(parent)
        self.setObjectName("NarrationBar")
        set_role(self, "chip")
        self.narrator = narrator
        self.lang = lang
        self.icon = Label()
        self.state = Label()
        self.state.setObjectName("NarrationState")
        set_role(self.state, "muted")
        self._icon = None
        self.words = ElidedLabel()
        self.words.setObjectName("NarrationWords")
        self.mute = QPushButton()
        self.mute.setObjectName("NarrationMute")
        self.mute.setCheckable(True)
        self.mute.setFocusPolicy(Qt.NoFocus)
        self.mute.clicked.connect(self._toggle)
        self.settings_btn = QPushButton()
        self.settings_btn.setObjectName("NarrationSettings")
        self.settings_btn.setFocusPolicy(Qt.NoFocus)
        self.settings_btn.clicked.connect(open_settings)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 6, 4)
        row.addWidget(self.icon)
        row.addWidget(self.words, 1)
        row.addWidget(self.state)
        row.addWidget(self.mute)
        row.addWidget(self.settings_btn)
        self._countdown = QTimer(self)
        self._countdown.setInterval(500)
        self._countdown.timeout.connect(self.refresh)
        narrator.changed.connect(self.refresh)
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.settings_btn.setText(tr("audio.bar.settings", lang))
        self.mute.setToolTip(tr("audio.bar.mute_tip", lang))
        self.refresh()

    def _toggle(self) -> None:
        settings = dict(self.narrator.settings)
        settings["narration"] = not settings["narration"]
        self.narrator.apply_settings(settings)

    def refresh(self, *_) -> None:
        n = self.narrator
        lang = self.lang
        on = n.settings["narration"]
        self.mute.setChecked(not on)
        self.mute.setText(tr("audio.bar.unmute" if not on else "audio.bar.mute", lang))
        icon = QStyle.StandardPixmap.SP_MediaVolume if on else QStyle.StandardPixmap.SP_MediaVolumeMuted
        if icon != self._icon:
            self._icon = icon
            self.icon.setPixmap(self.style().standardIcon(icon).pixmap(18, 18))
        waiting = n.waiting()
        if not on:
            words, state = "", tr("audio.bar.off", lang)
        elif n.saying:
            words, state = " … ".join(n.saying), tr("audio.bar.speaking", lang)
        else:
            words = ""
            busy = n.pacer.busy and n.pacer.runs[0].speech.night
            if waiting is not None and busy:
                state = tr("audio.bar.next_in", lang, seconds=int(waiting + 0.999))
            elif busy:
                state = tr("audio.bar.waiting", lang)
            else:
                state = ""
        problem = None
        if on and n.voice.tried:
            problem = n.voice.problem(self._speech_lang(), lang)
        if problem and not words:
            words = tr("audio.bar.no_voice", lang, language=tr(f"audio.language.{self._speech_lang()}", lang))
        self.words.setToolTip(problem or "")
        if on and n.settings["hands_free"] and state:
            state = tr("audio.bar.hands_free", lang) + " · " + state
        self.words.setText(words)
        self.state.setText(state)
        if waiting is not None and not self._countdown.isActive():
            self._countdown.start()
        elif waiting is None:
            self._countdown.stop()

    def _speech_lang(self) -> str:
        console = self.narrator.console
        return console.lang if console is not None else self.lang
