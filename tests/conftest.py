"""Test set-up shared by every test: Qt offscreen, a private data folder per test."""
import atexit
import os
import shutil
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# A message missing in a language raises (werewolf_desktop.i18n.MissingTranslation) instead of
# showing the English: a test that shows it names the key (docs/translations.md).
os.environ.setdefault("WEREWOLF_STRICT_I18N", "1")
# What runs outside a test (a module read at collection that asks for the catalogue, a session
# fixture) gets a throw-away data folder too: it wrote the kept catalogue into the real cache folder.
if "WEREWOLF_DESKTOP_DATA" not in os.environ:
    _session_data = tempfile.mkdtemp(prefix="werewolf-tests-")
    os.environ["WEREWOLF_DESKTOP_DATA"] = _session_data
    atexit.register(shutil.rmtree, _session_data, ignore_errors=True)

import pytest  # noqa: E402

from werewolf_desktop import i18n_build  # noqa: E402

# The translations of this source tree compiled once before the tests (as `dev.py test` does): the
# app only reads `.mo` files; one older than its `.po` would be compiled in memory in every process.
i18n_build.compile_all(Path(__file__).resolve().parents[1] / "resources" / "i18n", only_stale=True)


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    """Every test gets its own user-data folder, so no test touches the real one."""
    data = tmp_path / "userdata"
    data.mkdir()
    monkeypatch.setenv("WEREWOLF_DESKTOP_DATA", str(data))
    yield data
