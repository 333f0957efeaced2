"""The per-user data folder (platformdirs) stays where the app has always kept it."""
from __future__ import annotations

import sys

import pytest

from werewolf_desktop.paths import user_data_dir


def test_the_override_wins(tmp_path, monkeypatch):
    monkeypatch.setenv("WEREWOLF_DESKTOP_DATA", str(tmp_path / "mine"))
    assert user_data_dir() == tmp_path / "mine" and (tmp_path / "mine").is_dir()


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the XDG folder of Linux and the other Unixes")
def test_linux_keeps_the_lower_case_xdg_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("WEREWOLF_DESKTOP_DATA")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert user_data_dir() == tmp_path / "share" / "werewolf-desktop"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert user_data_dir() == tmp_path / "home" / ".local" / "share" / "werewolf-desktop"


@pytest.mark.skipif(sys.platform != "win32", reason="Windows: the roaming profile")
def test_windows_keeps_the_roaming_appdata_folder(monkeypatch):
    import os
    from pathlib import Path

    monkeypatch.delenv("WEREWOLF_DESKTOP_DATA")
    assert user_data_dir() == Path(os.environ["APPDATA"]) / "WerewolfDesktop"


@pytest.mark.skipif(sys.platform != "darwin", reason="macOS: Application Support")
def test_macos_keeps_the_application_support_folder(monkeypatch):
    from pathlib import Path

    monkeypatch.delenv("WEREWOLF_DESKTOP_DATA")
    assert user_data_dir() == Path.home() / "Library" / "Application Support" / "WerewolfDesktop"
