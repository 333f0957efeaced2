"""Issue 28.4: a start that never gets stuck. Each bad file starts the real window the way `run()`
does (the shell first, then `finish_start` on the real store in the test's data folder, real
widgets offscreen) and finds the full set-up screen usable, the message in the host's language
naming the file and what to do, the file set aside (not deleted), and a game still playable."""
from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tests.engine.test_adding_a_role import LANTERN
from werewolf_desktop.engine import catalogue
from werewolf_desktop.i18n import tr
from werewolf_desktop.paths import resource, user_data_dir
from werewolf_desktop.store import Store
from werewolf_desktop.ui.app import make_application
from werewolf_desktop.ui.main_window import MainWindow

from .helpers_console import start_game

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "tests" / "records" / "02_idiot_reveals_and_loses_vote.json"


def _fresh_catalogue():
    from werewolf_desktop.engine import night

    catalogue.cache_clear()
    night.steps_by_id.cache_clear()


@pytest.fixture
def own_roles():
    """The host's own roles folder: `roles/` in the data folder, where the app looks for it."""
    folder = user_data_dir() / "roles"
    folder.mkdir()
    _fresh_catalogue()
    yield folder
    _fresh_catalogue()


def start_app(qtbot, lang: str, store: Store | None = None) -> MainWindow:
    make_application()
    window = MainWindow(None, lang, deferred=True)
    qtbot.addWidget(window)
    window.show()
    window.finish_start(store or Store.open())
    QApplication.processEvents()
    return window


def assert_usable(window) -> None:
    from werewolf_desktop.ui.setup.view import SetupView

    assert window.is_ready and window.stack.currentWidget() is window.setup_host
    assert isinstance(window.setup_view, SetupView)            # the full set-up, not the fallback
    assert window.act_new.isEnabled() and window.act_import.isEnabled()
    start_game(window)                                           # and a game starts and is saved
    assert window.store.unfinished_game() == window.session.game_id


def role(**changes) -> dict:
    data = copy.deepcopy(LANTERN)
    data.update(changes)
    return data


UTF16 = json.dumps(role(), ensure_ascii=False).encode("utf-16")
DEEP = ("[" * 200 + "]" * 200).encode()


@pytest.mark.parametrize("name,content,key", [
    ("lantern_keeper.json", b"{\"id\": \"lantern_keeper\",", "jsonfile.bad_json"),
    ("lantern_keeper.json", json.dumps(role(nightt=[])).encode(), "catalogue.unknown_key"),
    ("lantern_keeper.json", UTF16, "jsonfile.not_utf8"),
    ("lantern_keeper.json", json.dumps(role(vote={"weight": "x"})).encode(), "catalogue.bad_type"),
    ("lantern_keeper.json", json.dumps(role(passive={"lives": {"count": "two"}})).encode(), "catalogue.bad_type"),
    ("deep.json", DEEP, "jsonfile.too_deep"),
    ("huge.json", b" " * (300 * 1024) + b"{}", "jsonfile.too_big"),
    ("seer.json", resource("roles", "seer.json").read_bytes(), "catalogue.replaces_shipped"),
    ("lantern_keeper.json", json.dumps(role(art="../../../../etc/passwd")).encode(), "catalogue.bad_value"),
    ("fifo.json", None, "jsonfile.not_a_file"),
], ids=["bad_json", "unknown_key", "utf16", "vote_weight_x", "lives_two", "deep", "huge", "shipped_id", "art_path",
        "fifo"])
def test_a_bad_own_role_file_is_set_aside_and_told_and_the_app_opens(qtbot, own_roles, name, content, key):
    path = own_roles / name
    if content is None:
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs on this system")
        os.mkfifo(path)
    else:
        path.write_bytes(content)
    good = own_roles / "lantern_keeper.json"
    if name != good.name:                                   # a good own role beside the bad one still loads
        good.write_text(json.dumps(LANTERN, ensure_ascii=False), encoding="utf-8")
    window = start_app(qtbot, "de")
    [(refused, error)] = catalogue().refused
    assert refused == path and error.key == key
    shown = window.notice.text()
    assert tr("ui.start.role_set_aside", "de", file=name, reason=error.message("de"),
              folder=str(own_roles / "set-aside")) in shown
    assert "wurde nicht geladen" in shown and name in shown
    assert not os.path.lexists(path) and os.path.lexists(own_roles / "set-aside" / name)    # moved, not deleted
    assert ("lantern_keeper" in catalogue().roles) == (name != good.name)
    assert_usable(window)
    _fresh_catalogue()                                       # the next start: nothing to tell
    window2 = start_app(qtbot, "de")
    assert "wurde nicht geladen" not in window2.notice.text() and not catalogue().refused


def test_a_custom_role_may_not_take_a_shipped_roles_place(own_roles):
    (own_roles / "seer.json").write_text(json.dumps(role(id="seer")), encoding="utf-8")
    _fresh_catalogue()
    cat = catalogue()
    assert cat.refused[0][1].key == "catalogue.replaces_shipped"
    assert cat.roles["seer"].name["en"] == "Seer"


def _record_with(junk: dict | None = None, index: int = 7) -> dict:
    data = json.loads(RECORD.read_text(encoding="utf-8"))
    record = {"format": "werewolf-desktop-record", "version": 1, "title": "Freitag", "setup": data["setup"],
              "inputs": data["inputs"]}
    if junk is not None:
        record["inputs"] = data["inputs"][:index] + [junk] + data["inputs"][index + 1:]
    return record


@pytest.mark.parametrize("junk", [{"t": "candidates", "seats": [{"a": 1}]}, {"t": "candidates", "seats": [[1]]},
                                  {"t": "vote", "votes": "x"}, {"t": "dragon"}],
                         ids=["seat_object", "seat_list", "votes_text", "unknown_kind"])
def test_a_stored_game_with_a_junk_input_is_set_aside_and_the_app_opens(qtbot, junk):
    store = Store.open()
    game_id = store.import_record(_record_with(junk))
    assert store.unfinished_game() == game_id
    window = start_app(qtbot, "fr", store)
    shown = window.notice.text()
    assert "ne peut pas être poursuivie" in shown and "Freitag" in shown and f"n°\u00a0{game_id}" in shown
    assert [g["status"] for g in store.games() if g["id"] == game_id] == ["abandoned"]
    assert len(store.load_inputs(game_id)) == len(_record_with()["inputs"])     # kept, not deleted
    assert_usable(window)


@pytest.mark.parametrize("content", [
    json.dumps(_record_with({"t": "candidates", "seats": [{"a": 1}]})).encode(),
    ("[" * 100 + "]" * 100).encode(),
    "{}".encode("utf-16"),
], ids=["junk_input", "deep", "utf16"])
def test_a_failed_import_leaves_no_running_game_and_says_why(qtbot, tmp_path, content):
    path = tmp_path / "shared.wwgame"
    path.write_bytes(content)
    window = start_app(qtbot, "zh")
    assert window.read_record(str(path)) is False
    assert tr("ui.main.import_failed", "zh", reason="").split("{")[0][:4] in window.notice.text()
    assert window.store.unfinished_game() is None
    assert_usable(window)


def test_the_real_program_starts_past_a_fifo_and_bad_json_in_the_roles_folder(tmp_path):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    data = tmp_path / "data"
    (data / "roles").mkdir(parents=True)
    os.mkfifo(data / "roles" / "pipe.json")
    (data / "roles" / "broken.json").write_text("{nope", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WEREWOLF_DESKTOP_DATA=str(data),
               WEREWOLF_DESKTOP_QUIT_WHEN="ready", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "werewolf_desktop", "--quit-after-start", "--lang", "de"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in (data / "roles" / "set-aside").iterdir()) == ["broken.json", "pipe.json"]
    log = (data / "logs" / "werewolf-desktop.log").read_text(encoding="utf-8")
    assert "pipe.json refused" in log and "broken.json refused" in log and "Traceback" not in log


@pytest.mark.parametrize("setup", [{"players": "twelve"}, {"ruleset": "chess", "players": ["A", "B"]}, {}],
                         ids=["players_text", "unknown_ruleset", "empty"])
def test_a_stored_game_with_a_junk_setup_is_set_aside_and_the_app_opens(qtbot, setup):
    store = Store.open()
    game_id = store.import_record({**_record_with(), "setup": setup})
    window = start_app(qtbot, "de", store)
    assert "kann nicht fortgesetzt werden" in window.notice.text() and "Freitag" in window.notice.text()
    assert store.unfinished_game() is None and store.load_setup(game_id) == setup     # kept as it was
    assert_usable(window)
