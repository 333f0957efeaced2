"""Game → Sound and voice…: narration on/off, hands-free night, the hold's spread, a voice and a
speed per language with a preview (and a clear notice with what to install when this computer has
no voice for a language), the night ambience and its own volume."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QGroupBox,
                               QHBoxLayout, QPushButton, QSlider, QVBoxLayout, QWidget)

from ...audio import config
from ...audio.script import segments
from ...i18n import LANGUAGES, tr
from ..style import apply_root_style, set_role
from ..widgets.plain import Label

PREVIEW_STEP = "pack"              # the line a preview reads: the wolves waking
AMBIENCE_PREVIEW_MS = 6000


def preview_text(lang: str) -> str:
    from ...engine.night import steps_by_id

    return segments(steps_by_id()[PREVIEW_STEP].lines[lang])[0]


def _slider(value: float, low: int = 0, high: int = 100) -> QSlider:
    s = QSlider(Qt.Horizontal)
    s.setRange(low, high)
    s.setValue(round(value * 100))
    s.setMinimumWidth(160)
    return s


class LanguageVoice(QWidget):
    """One language's row: the voice, the speed, Preview, and the notice when there is no voice."""

    def __init__(self, dialog: "AudioDialog", lang: str):
        super().__init__()
        self.dialog = dialog
        self.lang = lang
        voice = dialog.narrator.voice
        name, rate = config.voice_choice(dialog.settings, lang)
        self.combo = QComboBox()
        self.combo.setObjectName(f"Voice_{lang}")
        self.combo.setMinimumWidth(340)
        self.speed = _slider(rate, -100, 100)
        self.speed.setObjectName(f"Speed_{lang}")
        self.speed.setMinimumWidth(110)
        self.speed.setMaximumWidth(140)
        self.preview = QPushButton()
        self.preview.setObjectName(f"Preview_{lang}")
        self.preview.clicked.connect(self.play)
        self.notice = Label()
        self.notice.setObjectName(f"VoiceNotice_{lang}")
        self.notice.setWordWrap(True)
        self.notice.setTextInteractionFlags(Qt.TextSelectableByMouse)
        set_role(self.notice, "warning")
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.combo, 3)
        self.speed_label = Label()
        row.addWidget(self.speed_label)
        row.addWidget(self.speed, 2)
        row.addWidget(self.preview)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(row)
        box.addWidget(self.notice)
        self._name = name
        self.notice.hide()
        if not voice.tried:
            self.combo.addItem(tr("audio.dialog.looking", dialog.lang), None)
            for w in (self.combo, self.speed, self.preview):
                w.setEnabled(False)
        else:
            self.fill()

    def fill(self) -> None:
        """List the computer's voices for this language (the engine is made), or say what is missing."""
        voice = self.dialog.narrator.voice
        infos = voice.voice_infos(self.lang)
        problem = voice.problem(self.lang, self.dialog.lang)
        self.combo.clear()
        if infos:
            self.combo.addItem(tr("audio.dialog.system_voice", self.dialog.lang, name=infos[0].name), "")
            for info in infos:
                self.combo.addItem(f"{info.name} · {info.locale}", info.name)
            index = self.combo.findData(self._name)
            self.combo.setCurrentIndex(max(0, index))
        self.notice.setText(problem or "")
        self.notice.setVisible(bool(problem))
        for w in (self.combo, self.speed, self.preview):
            w.setEnabled(bool(infos))

    @property
    def filled(self) -> bool:
        """The computer's voices are listed (the engine is made: in the dialog as the row was built,
        else since `Voice.loaded`, which fills every row)."""
        return self.dialog.narrator.voice.tried

    def retranslate(self, lang: str) -> None:
        self.speed_label.setText(tr("audio.dialog.speed", lang))
        self.preview.setText(tr("audio.dialog.preview", lang))

    def choice(self) -> dict:
        return {"voice": self.combo.currentData() or "", "rate": self.speed.value() / 100}

    def play(self) -> None:
        voice = self.dialog.narrator.voice
        voice.stop()
        keep = dict(voice.choices)
        c = self.choice()
        voice.choices[self.lang] = (c["voice"], c["rate"])
        voice.volume = self.dialog.voice_volume.value() / 100
        voice.say([preview_text(self.lang)], self.lang)
        voice.choices = keep


class AudioDialog(QDialog):
    def __init__(self, narrator, lang: str, parent=None):
        super().__init__(parent)
        self.setObjectName("AudioDialog")
        apply_root_style(self)
        self.narrator = narrator
        self.lang = lang
        self.settings = config.load(narrator.settings)
        # the voices are listed once the speech engine is made: it loads on its own thread (up to a
        # few seconds where speech-dispatcher starts first), and the dialog does not wait for it
        narrator.voice.loaded.connect(self._voices_ready)
        narrator.voice.load()
        self.narration_box = self._build_narration(self.settings)
        self.ambience_box = self._build_ambience(self.settings)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 12)
        layout.addWidget(self.narration_box)
        layout.addWidget(self.ambience_box)
        layout.addWidget(self.buttons)
        self._ambience_was = (narrator.ambience.volume, narrator.ambience.wanted)
        self._stop_preview = QTimer(self)
        self._stop_preview.setSingleShot(True)
        self._stop_preview.timeout.connect(self._end_ambience_preview)
        self.read_aloud.toggled.connect(self._enable)
        self._enable()
        self.retranslate(lang)
        self.resize(900, self.sizeHint().height())

    def _build_narration(self, s: dict) -> QGroupBox:
        """Read aloud, hands-free, the hold's spread, the voice volume, a voice per language."""
        self.read_aloud = QCheckBox()
        self.read_aloud.setObjectName("ReadAloud")
        self.read_aloud.setChecked(s["narration"])
        self.hands_free = QCheckBox()
        self.hands_free.setObjectName("HandsFree")
        self.hands_free.setChecked(s["hands_free"])
        self.hold_low = QDoubleSpinBox()
        self.hold_high = QDoubleSpinBox()
        for spin, value in ((self.hold_low, s["hold"][0]), (self.hold_high, s["hold"][1])):
            spin.setRange(1, 120)
            spin.setDecimals(0)
            spin.setSuffix(" s")
            spin.setValue(value)
        self.hold_to = Label()
        hold_row = QHBoxLayout()
        hold_row.addWidget(self.hold_low)
        hold_row.addWidget(self.hold_to)
        hold_row.addWidget(self.hold_high)
        hold_row.addStretch(1)
        self.hold_note = Label()
        self.hold_note.setWordWrap(True)
        set_role(self.hold_note, "muted")
        self.voice_volume = _slider(s["voice_volume"])
        self.voice_volume.setObjectName("VoiceVolume")
        self.rows = {code: LanguageVoice(self, code) for code in LANGUAGES}
        self.offline = Label()
        self.offline.setWordWrap(True)
        set_role(self.offline, "muted")
        box = QGroupBox()
        form = QFormLayout(box)
        form.addRow(self.read_aloud)
        form.addRow(self.hands_free)
        self.hold_label = Label()
        form.addRow(self.hold_label, hold_row)
        form.addRow(self.hold_note)
        self.voice_volume_label = Label()
        form.addRow(self.voice_volume_label, self.voice_volume)
        self.lang_labels = {}
        for code, row in self.rows.items():
            self.lang_labels[code] = Label()
            form.addRow(self.lang_labels[code], row)
        form.addRow(self.offline)
        return box

    def _build_ambience(self, s: dict) -> QGroupBox:
        """The night ambience: on/off, its volume, a preview."""
        self.ambience_on = QCheckBox()
        self.ambience_on.setObjectName("AmbienceOn")
        self.ambience_on.setChecked(s["ambience"])
        self.ambience_volume = _slider(s["ambience_volume"])
        self.ambience_volume.setObjectName("AmbienceVolume")
        self.ambience_volume.valueChanged.connect(lambda v: self.narrator.ambience.set_volume(v / 100))
        self.ambience_preview = QPushButton()
        self.ambience_preview.setObjectName("AmbiencePreview")
        self.ambience_preview.clicked.connect(self.preview_ambience)
        box = QGroupBox()
        aform = QFormLayout(box)
        aform.addRow(self.ambience_on)
        amb_row = QHBoxLayout()
        amb_row.addWidget(self.ambience_volume, 1)
        amb_row.addWidget(self.ambience_preview)
        self.ambience_volume_label = Label()
        aform.addRow(self.ambience_volume_label, amb_row)
        return box

    def retranslate(self, lang: str) -> None:
        self.setWindowTitle(tr("audio.dialog.title", lang))
        self.narration_box.setTitle(tr("audio.dialog.narration", lang))
        self.read_aloud.setText(tr("audio.dialog.read_aloud", lang))
        self.hands_free.setText(tr("audio.dialog.hands_free", lang))
        self.hold_label.setText(tr("audio.dialog.hold", lang))
        self.hold_to.setText(tr("audio.dialog.hold_to", lang))
        self.hold_note.setText(tr("audio.dialog.hold_note", lang))
        self.voice_volume_label.setText(tr("audio.dialog.voice_volume", lang))
        for code, label in self.lang_labels.items():
            name = tr(f"audio.language.{code}", lang)     # French writes it small inside a sentence
            label.setText(name[:1].upper() + name[1:])
            self.rows[code].retranslate(lang)
        self.offline.setText(tr("audio.dialog.offline", lang))
        self.ambience_box.setTitle(tr("audio.dialog.ambience", lang))
        self.ambience_on.setText(tr("audio.dialog.ambience_on", lang))
        self.ambience_volume_label.setText(tr("audio.dialog.ambience_volume", lang))
        self.ambience_preview.setText(tr("audio.dialog.preview", lang))

    def _voices_ready(self, _works: bool = True) -> None:
        for row in self.rows.values():           # (`loaded` comes once: rows built after it were filled then)
            row.fill()

    def _enable(self) -> None:
        on = self.read_aloud.isChecked()
        for w in (self.hands_free, self.hold_low, self.hold_high, self.voice_volume):
            w.setEnabled(on)

    def preview_ambience(self) -> None:
        amb = self.narrator.ambience
        amb.set_volume(self.ambience_volume.value() / 100)
        enabled = amb.enabled
        amb.enabled = True
        amb.start()
        amb.enabled = enabled
        self._stop_preview.start(AMBIENCE_PREVIEW_MS)

    def _end_ambience_preview(self) -> None:
        if not self._ambience_was[1]:
            self.narrator.ambience.fade_out(1500)

    def result_settings(self) -> dict:
        s = dict(self.settings)
        s["narration"] = self.read_aloud.isChecked()
        s["hands_free"] = self.hands_free.isChecked()
        s["hold"] = [self.hold_low.value(), self.hold_high.value()]
        s["voice_volume"] = self.voice_volume.value() / 100
        # a language whose voices were not listed yet keeps the voice it had
        s["voices"] = {**s.get("voices", {}), **{code: row.choice() for code, row in self.rows.items()
                                                  if row.filled and row.combo.count()}}
        s["ambience"] = self.ambience_on.isChecked()
        s["ambience_volume"] = self.ambience_volume.value() / 100
        return config.load(s)

    def done(self, result: int) -> None:
        self.narrator.voice.stop()
        self._stop_preview.stop()
        if not self._ambience_was[1]:               # (a preview outside the night)
            self.narrator.ambience.fade_out(800)
        if result != QDialog.Accepted:
            self.narrator.ambience.set_volume(self._ambience_was[0])
        super().done(result)


def edit_audio(narrator, lang: str, parent=None) -> bool:
    """Open the dialog; on OK the narrator takes (and saves) the new settings."""
    dlg = AudioDialog(narrator, lang, parent)
    if dlg.exec() == QDialog.Accepted:
        narrator.apply_settings(dlg.result_settings())
        return True
    return False
