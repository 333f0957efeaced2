"""Issue 29.6: a speech service that accepts the connection and never answers froze the window for
ever (Qt's speech-dispatcher plugin waits for its answer holding Python's lock, the loader thread
notwithstanding). The loader asks the service first, with a time limit: the voice is not made, the
narration says why in the host's language, and what was to be said is dropped so the night goes on.
The service here is a real socket that accepts and never answers."""
from __future__ import annotations

import socket
import threading

import pytest

from werewolf_desktop.audio import speechd_probe
from werewolf_desktop.audio.voice import HUNG, Voice
from werewolf_desktop.i18n import tr


@pytest.fixture
def silent_service(tmp_path, monkeypatch):
    path = tmp_path / "speechd.sock"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(8)
    accepted = []
    stop = threading.Event()

    def accept():
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                accepted.append(server.accept()[0])      # … and never a word back
            except OSError:
                continue
    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{path}")
    monkeypatch.setattr(speechd_probe, "PROBE_SECONDS", 0.5)
    yield accepted
    stop.set()
    thread.join()
    for c in accepted:
        c.close()
    server.close()


def test_the_probe_tells_a_silent_service_from_an_absent_one(silent_service, tmp_path, monkeypatch):
    assert speechd_probe.answers(0.5) is False
    assert silent_service                                   # it was asked
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'none.sock'}")
    assert speechd_probe.answers(0.5) is True               # no service: the plugin starts one


def test_a_silent_speech_service_leaves_the_window_free_and_says_why(qapp, qtbot, silent_service):
    from PySide6.QtTextToSpeech import QTextToSpeech

    if "speechd" not in QTextToSpeech.availableEngines():
        pytest.skip("no speech-dispatcher plugin on this computer")
    voice = Voice(engine_name="speechd")
    with qtbot.waitSignal(voice.finished, timeout=30000):
        voice.say(["Night falls."], "en")                  # asked while the engine loads: dropped, not hung
    assert voice.engine() is None and voice.error == HUNG
    assert voice.problem("en", "de") == tr("audio.notice.not_answering", "de")
    assert [how for *_, how in voice.log] == ["silent"]


def test_the_probe_finds_the_socket_in_the_cache_folder_without_a_runtime_folder(tmp_path, monkeypatch):
    """No $XDG_RUNTIME_DIR (a plain root session, Xvfb): libspeechd uses ~/.cache/speech-dispatcher;
    a silent service there froze the window at the first night of a real game (issue 29.6)."""
    folder = tmp_path / ".cache" / "speech-dispatcher"
    folder.mkdir(parents=True)
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(folder / "speechd.sock"))
    server.listen(1)
    monkeypatch.delenv("SPEECHD_ADDRESS", raising=False)
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    try:
        assert speechd_probe.address() == (socket.AF_UNIX, str(folder / "speechd.sock"))
        assert speechd_probe.answers(0.5) is False
    finally:
        server.close()
