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


def test_the_log_rotates_once_the_first_screen_is_painted_and_loses_no_line(tmp_path):
    """The start writes its lines through logging's plain file handler (logging.handlers, with socket
    and pickle, is not imported before the first paint); once the first screen is painted the same
    file rotates (1 MiB, three backups), every line before and after the hand-over kept in order."""
    code = ("import sys, logging; from werewolf_desktop import crash; crash.start();"
            "assert 'logging.handlers' not in sys.modules, 'imported at start';"
            "logging.getLogger('t').warning('line before');"
            "crash.rotate_from_now(); crash.rotate_from_now();"
            "import logging.handlers as h; root = logging.getLogger();"
            "kinds = [type(x).__name__ for x in root.handlers if isinstance(x, logging.FileHandler)];"
            "assert kinds == ['RotatingFileHandler'], kinds;"
            "r = next(x for x in root.handlers if isinstance(x, h.RotatingFileHandler));"
            "assert (r.maxBytes, r.backupCount) == (crash.LOG_BYTES, crash.LOG_BACKUPS);"
            "logging.getLogger('t').warning('line after')")
    done = run(code, tmp_path)
    assert done.returncode == 0, done.stderr
    log = (tmp_path / "logs" / "werewolf-desktop.log").read_text(encoding="utf-8")
    assert 0 < log.index("log folder") < log.index("line before") < log.index("line after")


def test_a_full_log_rotates_from_the_first_line(tmp_path):
    """A log file already at its size when the program starts (a run that never painted a first
    screen: the command line, a crash at start) rotates at once: it never grows past its size."""
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "werewolf-desktop.log").write_text("x" * (1024 * 1024) + "\n", encoding="utf-8")
    done = run("from werewolf_desktop import crash; crash.start()", tmp_path)
    assert done.returncode == 0, done.stderr
    assert (logs / "werewolf-desktop.log.1").stat().st_size > 1024 * 1024
    assert "log folder" in (logs / "werewolf-desktop.log").read_text(encoding="utf-8")


def test_the_window_hands_the_log_over_to_rotation(tmp_path):
    """The real start: once the first screen is painted the log file rotates."""
    code = ("import logging; from werewolf_desktop.__main__ import main;"
            "assert main(['--quit-after-start', '--lang', 'en']) == 0;"
            "import logging.handlers as h;"
            "assert any(isinstance(x, h.RotatingFileHandler) for x in logging.getLogger().handlers)")
    done = run(code, tmp_path, WEREWOLF_DESKTOP_QUIT_WHEN="ready")
    assert done.returncode == 0, done.stderr
    assert "log folder" in (tmp_path / "logs" / "werewolf-desktop.log").read_text(encoding="utf-8")
