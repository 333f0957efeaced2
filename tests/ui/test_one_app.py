"""Issue 28.3: one app per data folder. Real processes on one data folder: the second start hands
its file to the running app and exits (the running app imports it into its own database); a lock
left by a killed app is taken over by the next start."""
from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "tests" / "records" / "01_guard_and_antidote_kill.json"
WAIT = 120          # seconds a slow, loaded machine may take; never a measure of speed


def app(data: Path, *args: str, **extra) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WEREWOLF_DESKTOP_DATA=str(data), PYTHONPATH=str(ROOT), **extra)
    return subprocess.Popen([sys.executable, "-m", "werewolf_desktop", "--lang", "en", *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def log_of(data: Path) -> str:
    path = data / "logs" / "werewolf-desktop.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def wait_for(what, process: subprocess.Popen | None = None) -> None:
    deadline = time.monotonic() + WAIT
    while not what():
        if process is not None and process.poll() is not None:
            raise AssertionError(f"the app ended ({process.returncode}): {process.stderr.read()}")
        if time.monotonic() > deadline:
            raise AssertionError("gave up waiting")
        time.sleep(0.2)


def games(data: Path) -> int:
    try:
        conn = sqlite3.connect(f"{(data / 'games.sqlite3').as_uri()}?mode=ro", uri=True)
        try:
            return conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.Error:
        return 0


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kills the first app the way a crash would")
def test_a_second_start_hands_its_file_to_the_running_app_and_exits(tmp_path):
    data = tmp_path / "data"
    shared = tmp_path / "from a friend.wwgame"
    shared.write_bytes(RECORD.read_bytes())
    first = app(data)
    try:
        wait_for(lambda: "listening on" in log_of(data) and (data / "games.sqlite3").exists(), first)
        second = app(data, str(shared))
        assert second.wait(WAIT) == 0, second.stderr.read()
        assert first.poll() is None                                       # the first one runs on
        wait_for(lambda: f"handed over by a second start: ['{shared}']" in log_of(data), first)
        wait_for(lambda: games(data) == 1, first)                         # imported by the running app
        assert log_of(data).count("listening on") == 1                    # the second never listened
        third = app(data)                                                 # no file: just comes forward
        assert third.wait(WAIT) == 0
        wait_for(lambda: "handed over by a second start: (no file)" in log_of(data), first)
    finally:
        first.send_signal(signal.SIGKILL)                                 # a crash: the lock stays behind
        first.wait(WAIT)
    assert (data / "werewolf-desktop.lock").exists()
    after = app(data, "--quit-after-start", WEREWOLF_DESKTOP_QUIT_WHEN="ready")
    assert after.wait(WAIT) == 0, after.stderr.read()                     # took the stale lock over
    assert log_of(data).count("listening on") == 2 and games(data) == 1


def test_a_start_while_the_app_is_closing_waits_for_it_and_starts(tmp_path, monkeypatch):
    """The closing app still holds the lock (its store checks the file, f95cee7) but no longer
    answers: a start then takes the lock once it is free, instead of telling the host that an app
    "does not answer"."""
    from werewolf_desktop.ui import single

    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("WEREWOLF_DESKTOP_DATA", str(data))
    monkeypatch.setattr(single, "HAND_OVER_PAUSE_MS", 100)
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sys, time\n"
        "from PySide6.QtCore import QLockFile\n"
        f"lock = QLockFile({str(data / single.LOCK_FILE)!r}); lock.setStaleLockTime(0)\n"
        "assert lock.tryLock(0); print('locked', flush=True); time.sleep(1.5); lock.unlock()\n")],
        stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        instance, code = single.claim([], "en")
        assert code is None and instance is not None
        instance.release()
    finally:
        holder.wait(WAIT)
