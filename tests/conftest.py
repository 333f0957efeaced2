"""Test set-up shared by every test: Qt offscreen, a private data folder per test."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    """Every test gets its own user-data folder, so no test touches the real one."""
    data = tmp_path / "userdata"
    data.mkdir()
    monkeypatch.setenv("WEREWOLF_DESKTOP_DATA", str(data))
    yield data
