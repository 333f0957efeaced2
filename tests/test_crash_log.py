"""Issue 28.5: a log and a crash path from the first line. Real processes: the log file in the log
folder, faulthandler's traceback of a hard crash, an unexpected exception's report, Qt's warnings
in the log, and a data folder that cannot be made no longer ends the start silently."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(code_or_args, tmp_path, **env_extra) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WEREWOLF_DESKTOP_LOGS=str(tmp_path / "logs"),
               WEREWOLF_DESKTOP_DATA=str(tmp_path / "data"), PYTHONPATH=str(ROOT), **env_extra)
    args = ["-c", code_or_args] if isinstance(code_or_args, str) else code_or_args
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_an_unexpected_exception_leaves_a_report_and_a_log_line(tmp_path):
    done = run("from werewolf_desktop import crash; crash.start(); raise ValueError('boom 42')", tmp_path)
    assert done.returncode != 0
    reports = list((tmp_path / "logs").glob("crash-*.log"))
    assert len(reports) == 1 and "ValueError: boom 42" in reports[0].read_text(encoding="utf-8")
    log = (tmp_path / "logs" / "werewolf-desktop.log").read_text(encoding="utf-8")
    assert "unexpected error" in log and "ValueError: boom 42" in log


def test_a_hard_crash_leaves_faulthandlers_traceback(tmp_path):
    done = run("from werewolf_desktop import crash; crash.start(); import faulthandler; faulthandler._sigsegv()",
               tmp_path)
    assert done.returncode != 0
    faults = (tmp_path / "logs" / "faults.log").read_text(encoding="utf-8")
    assert "Fatal Python error" in faults and "<string>" in faults


def test_qts_own_warnings_go_to_the_log(tmp_path):
    code = ("from werewolf_desktop import crash; crash.start(); crash.install_qt_messages();"
            "from PySide6.QtCore import qWarning; qWarning('a warning from Qt 7')")
    assert run(code, tmp_path).returncode == 0
    log = (tmp_path / "logs" / "werewolf-desktop.log").read_text(encoding="utf-8")
    assert "WARNING qt: a warning from Qt 7" in log


def test_a_data_folder_that_cannot_be_made_still_starts_and_says_so_in_the_log(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    done = run(["-m", "werewolf_desktop", "--quit-after-start", "--lang", "de"], tmp_path,
               WEREWOLF_DESKTOP_QUIT_WHEN="ready")
    assert done.returncode == 0, done.stderr
    log = (tmp_path / "logs" / "werewolf-desktop.log").read_text(encoding="utf-8")
    assert "log folder" in log and "no user-data folder" in log
    assert not list((tmp_path / "logs").glob("crash-*.log"))


def test_the_log_folder_is_the_platforms(monkeypatch, tmp_path):
    from werewolf_desktop.paths import user_log_dir

    monkeypatch.delenv("WEREWOLF_DESKTOP_DATA")
    monkeypatch.delenv("WEREWOLF_DESKTOP_LOGS", raising=False)
    if sys.platform.startswith("linux"):
        monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
        assert user_log_dir() == tmp_path / "state" / "werewolf-desktop" / "log"
    monkeypatch.setenv("WEREWOLF_DESKTOP_LOGS", str(tmp_path / "mine"))
    assert user_log_dir() == tmp_path / "mine"
