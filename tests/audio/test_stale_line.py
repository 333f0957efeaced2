"""Issue 29.15: the voice went on reading an 18-second line after the host had moved on. On the real
console and narrator, with a voice that has no speech engine (it logs each text as "silent", one per
turn of the event loop, and never hangs): the host moves on while the announcement is being read;
what is left of it is never read, and the new step is read at once. No clock: the move happens
before the event loop turns again."""
from __future__ import annotations

from werewolf_desktop.audio.narrator import Narrator
from werewolf_desktop.audio.script import speech_for
from werewolf_desktop.audio.voice import Voice

from ..ui.helpers_console import Moderator, open_window, start_game


def test_moving_on_stops_the_announcement_being_read(qtbot):
    window = open_window(qtbot)
    start_game(window)
    m = Moderator(qtbot, window)
    for _ in range(60):
        if m.prompt.kind == "announce":
            break
        m.next()
    assert m.prompt.kind == "announce"
    old = speech_for(m.prompt, "en", m.state.options).texts()
    assert len(old) >= 2, old                              # a line read in several pieces

    voice = Voice(engine_name="no-such-engine")
    with qtbot.waitSignal(voice.loaded, timeout=10000):
        voice.load()
    narrator = Narrator(None, voice=voice)
    narrator.apply_settings(dict(narrator.settings, narration=True, ambience=False), save=False)
    narrator.attach(window.console)
    narrator.on_refresh()                                  # the announcement: its first piece is being read
    assert voice.busy and narrator.saying == old
    assert window.console.send({"t": "next"})              # the host moves on, before the voice is done
    new = speech_for(m.prompt, "en", m.state.options)
    qtbot.waitUntil(lambda: not voice.busy, timeout=10000)
    read = [entry[3] for entry in voice.log]
    assert read[0] == old[0]
    assert not set(old[1:]) & set(read[1:]), read          # the rest of the old line was never read
    if new is not None:
        assert read[1:] == list(new.texts())
    narrator.stop()
