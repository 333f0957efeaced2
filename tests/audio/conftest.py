"""A real sound output and a real voice for the audio tests.

On Linux without a sound server (CI: root, no desktop session) a private PulseAudio server with a
null sink is started for the session, the way a headless machine gets a virtual sound card, and
speech-dispatcher is spawned privately by Qt's speechd engine (its own XDG_RUNTIME_DIR), so it
plays into that sink. `python dev.py test` installs them where it can (apt, as root); see README.

Tests that need a voice ask for `voice_for(lang)`; where this computer has none they are skipped
with the reason and what to install (never failed).
"""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

INSTALL = "sudo apt install speech-dispatcher speech-dispatcher-espeak-ng espeak-ng pulseaudio"


def _pulse_answers(env=None) -> bool:
    if not shutil.which("pactl"):
        return False
    try:
        return subprocess.run(["pactl", "info"], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=5).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


@pytest.fixture(scope="session")
def audio_output(tmp_path_factory):
    """"system" (this computer's own output), "null-sink" (a private PulseAudio null sink) or
    "none" (no sound output: sounds fall back, voices cannot finish)."""
    if not sys.platform.startswith("linux") or _pulse_answers():
        yield "system"
        return
    exe = shutil.which("pulseaudio")
    if not exe:
        yield "none"
        return
    root = tmp_path_factory.mktemp("sound")
    runtime = root / "xdg"
    runtime.mkdir(mode=0o700)
    socket = root / "pulse.sock"
    env = dict(os.environ, PULSE_RUNTIME_PATH=str(root / "pulse"), PULSE_STATE_PATH=str(root / "state"),
               XDG_RUNTIME_DIR=str(runtime), HOME=str(root))
    proc = subprocess.Popen([exe, "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
                             "--disallow-exit", "-F", "/dev/null",
                             "--load=module-null-sink sink_name=table sink_properties=device.description=Table",
                             f"--load=module-native-protocol-unix socket={socket} auth-anonymous=1"],
                            env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=open(root / "pulse.log", "wb"))
    server = f"unix:{socket}"
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not _pulse_answers(dict(env, PULSE_SERVER=server)):
        time.sleep(0.1)
    saved = {k: os.environ.get(k) for k in ("PULSE_SERVER", "XDG_RUNTIME_DIR")}
    os.environ["PULSE_SERVER"] = server
    os.environ["XDG_RUNTIME_DIR"] = str(runtime)
    try:
        yield "null-sink"
    finally:
        pid_file = runtime / "speech-dispatcher" / "pid" / "speech-dispatcher.pid"
        if pid_file.exists():                  # the speech-dispatcher our engine spawned
            try:
                os.kill(int(pid_file.read_text().strip()), signal.SIGTERM)
            except (OSError, ValueError):
                pass
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


_voice = None


@pytest.fixture
def voice_for(qapp, qtbot, audio_output):
    """voice_for(lang) -> a working `Voice` that has just said a word in `lang`, or skip."""
    from werewolf_desktop.audio.voice import Voice

    def get(lang: str):
        global _voice
        if _voice is None:
            _voice = Voice(qapp)
        problem = _voice.problem(lang)
        if problem:
            pytest.skip(f"no text-to-speech voice for {lang} on this computer ({problem}); to run: {INSTALL}")
        _voice.stop()
        _voice.log.clear()
        with qtbot.waitSignal(_voice.finished, timeout=30000):
            _voice.say(["1"], lang)
        how = _voice.log[-1][-1]
        if how != "spoken":
            pytest.skip(f"the {lang} voice does not finish speaking here ({how}; sound output: {audio_output}); "
                        f"to run: {INSTALL}")
        _voice.log.clear()
        return _voice

    return get
