"""The story's pages are read aloud when the voice is on (issue 33), and only then; the marks of the
screen (☠ ⚑ ★ ♥) are not read. A voice with no engine logs what it was asked to say, silently."""
from werewolf_desktop.audio.narrator import Narrator
from werewolf_desktop.audio.voice import Voice


def test_a_story_page_is_read_when_the_voice_is_on(qapp, qtbot):
    voice = Voice(engine_name="no-such-engine")
    narrator = Narrator(None, voice=voice)
    narrator.apply_settings(dict(narrator.settings, narration=True), save=False)
    with qtbot.waitSignal(voice.finished, timeout=5000):
        narrator.read(["Night 1", "☠ seat 3 (Cai), the Seer died: attacked by the werewolves"], "en")
    qtbot.waitUntil(lambda: len(voice.log) == 2, timeout=5000)
    assert [entry[3] for entry in voice.log] == ["Night 1", "seat 3 (Cai), the Seer died: attacked by the werewolves"]
    voice.log.clear()
    narrator.apply_settings(dict(narrator.settings, narration=False), save=False)
    narrator.read(["Day 1"], "en")
    qapp.processEvents()
    assert voice.log == [] and narrator.saying == ()
