"""Game → Sound and voice… and the console's narration strip (real widgets, real store)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from werewolf_desktop.audio import config
from werewolf_desktop.audio.narrator import Narrator
from werewolf_desktop.audio.voice import Voice
from werewolf_desktop.i18n import LANGUAGES, tr
from werewolf_desktop.store import Store
from werewolf_desktop.ui.dialogs.audio import AudioDialog
from werewolf_desktop.ui.game.narration_bar import NarrationBar


def test_without_a_voice_each_language_says_so_and_what_to_install(qapp, qtbot):
    narrator = Narrator(Store.open(), voice=Voice(engine_name="no-such-engine"))
    for lang in LANGUAGES:
        dlg = AudioDialog(narrator, lang)
        qtbot.addWidget(dlg)
        qtbot.waitUntil(lambda d=dlg: all(row.filled for row in d.rows.values()), timeout=20000)
        for code, row in dlg.rows.items():
            assert not row.notice.isHidden()
            assert row.notice.text() == narrator.voice.problem(code, lang)
            assert not row.combo.isEnabled() and not row.preview.isEnabled()
        assert dlg.windowTitle() == tr("audio.dialog.title", lang)


def test_the_dialog_opens_at_once_and_lists_the_voices_when_the_engine_is_made(qapp, qtbot):
    """Opening Game → Sound and voice… waited for the speech engine (1.7 s on a Linux computer where
    speech-dispatcher starts first): now each language says it is looking, and the lists follow."""
    store = Store.open()
    store.set_setting(config.SETTING, {"voices": {"de": {"voice": "Anna", "rate": 0.2}}})
    narrator = Narrator(store, voice=Voice(engine_name="no-such-engine"))
    dlg = AudioDialog(narrator, "fr")
    qtbot.addWidget(dlg)
    assert not narrator.voice.tried                                 # (its loader's answer is not in yet)
    for row in dlg.rows.values():
        assert not row.filled and not row.combo.isEnabled() and row.notice.isHidden()
        assert row.combo.currentText() == tr("audio.dialog.looking", "fr")
    assert dlg.result_settings()["voices"]["de"] == {"voice": "Anna", "rate": 0.2}   # OK now keeps the voice
    with qtbot.waitSignal(narrator.voice.loaded, timeout=20000):
        pass
    for code, row in dlg.rows.items():
        assert row.filled and row.notice.text() == narrator.voice.problem(code, "fr")


def test_the_settings_are_saved_and_taken_at_once(qapp, qtbot, voice_for):
    voice = voice_for("en")
    store = Store.open()
    narrator = Narrator(store, voice=voice)
    dlg = AudioDialog(narrator, "de")
    qtbot.addWidget(dlg)
    row = dlg.rows["en"]
    assert row.notice.isHidden() and row.combo.count() > 1
    row.combo.setCurrentIndex(2)
    row.speed.setValue(40)
    dlg.hands_free.setChecked(False)
    dlg.ambience_volume.setValue(20)
    dlg.hold_low.setValue(5)
    dlg.hold_high.setValue(9)
    with qtbot.waitSignal(voice.finished, timeout=60000):
        qtbot.mouseClick(row.preview, Qt.LeftButton)              # the preview speaks, in English
    assert voice.log[-1][2:] == ("en", "Werewolves, open your eyes. Werewolves, recognise each other. Werewolves, "
                                 "agree and show the number of the player you kill tonight", "spoken")
    settings = dlg.result_settings()
    dlg.done(QDialog.Accepted)
    narrator.apply_settings(settings)
    saved = config.load(store.get_setting(config.SETTING))
    assert saved["voices"]["en"] == {"voice": row.combo.itemData(2), "rate": 0.4}
    assert saved["hands_free"] is False and saved["ambience_volume"] == 0.2 and saved["hold"] == [5.0, 9.0]
    assert narrator.pacer.hands_free is False and narrator.pacer.spread.low == 5.0
    assert voice.choices["en"] == (row.combo.itemData(2), 0.4)


def test_the_strip_mutes_and_unmutes_the_narration(qapp, qtbot):
    store = Store.open()
    store.set_setting(config.SETTING, dict(config.DEFAULTS, narration=True))
    narrator = Narrator(store, voice=Voice(engine_name="no-such-engine"))
    bar = NarrationBar(narrator, "zh", lambda: None)
    qtbot.addWidget(bar)
    assert bar.mute.text() == tr("audio.bar.mute", "zh")
    qtbot.mouseClick(bar.mute, Qt.LeftButton)
    assert narrator.settings["narration"] is False and bar.state.text() == tr("audio.bar.off", "zh")
    assert config.load(store.get_setting(config.SETTING))["narration"] is False
    qtbot.mouseClick(bar.mute, Qt.LeftButton)
    assert narrator.settings["narration"] is True


def test_settings_from_an_old_or_broken_store_fall_back_to_the_defaults():
    assert config.load(None)["hold"] == [7.0, 12.0]
    broken = config.load({"narration": "yes", "hold": [30, "x"], "voices": {"xx": {}, "de": {"rate": 9}},
                          "entries": [1, -2, "a", True, 4.5], "ambience_volume": 3})
    assert broken["hold"] == [12.0, 30.0] and broken["narration"] is False    # (offscreen default)
    assert broken["voices"] == {"de": {"voice": "", "rate": 1.0}}
    assert broken["entries"] == [1.0, 4.5] and broken["ambience_volume"] == 1.0
