"""The host switches the language while the story is being read aloud (issue 33, stop 34): the rest
of the page is not read on in the old language; the page is read in the new one, and the story
stays at the page the host was on. On the real window, with a voice that has no speech engine (it
logs each text as "silent", one per turn of the event loop, and never hangs)."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

from werewolf_desktop.audio.narrator import Narrator
from werewolf_desktop.audio.voice import Voice
from werewolf_desktop.story import pages, story

from ..ui.test_story_console import play_to_the_end, started


def test_switching_the_language_while_the_story_is_read_reads_on_in_the_new_one(qtbot):
    window = started(qtbot, "en")
    play_to_the_end(window, 7)
    voice = Voice(engine_name="no-such-engine")
    with qtbot.waitSignal(voice.loaded, timeout=10000):
        voice.load()
    narrator = Narrator(None, voice=voice)
    narrator.apply_settings(dict(narrator.settings, narration=True, ambience=False), save=False)
    if window.narrator is not None:                    # the window's own voice: quiet, and out of the way
        window.narrator.stop()
        window.languageChanged.disconnect(window.narrator.set_lang)
    window.narrator = narrator
    window.languageChanged.connect(narrator.set_lang)
    over = window.game_over
    over.story.next_btn.click()
    over.story.next_btn.click()                         # the host shows the second page: it is read
    en = pages(story(window.session.state, "en"))[1]
    assert voice.busy and narrator.saying[0] == en["title"] and len(en["lines"]) >= 2
    window.set_language("de")                           # before the voice is done
    de = pages(story(window.session.state, "de"))[1]
    qtbot.waitUntil(lambda: not voice.busy, timeout=10000)
    QApplication.processEvents()
    read = [entry[3] for entry in voice.log]
    read = read[read.index(en["title"]):]                         # from the second page on
    assert not set(en["lines"][1:]) & set(read[1:]), read        # no more of the page in English
    assert read[-1 - len(de["lines"]):] == [de["title"], *de["lines"]], read   # the page, in German
    assert over.story.index == 1 and window.projector.texts()[0] == de["title"]
    narrator.stop()
