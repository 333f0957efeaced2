"""The first game's modules are imported after the first screen, one per turn of the event loop
(issue 32), and a module that cannot load stops nothing."""
import importlib
import importlib.util
import sys

from werewolf_desktop.ui import warm_up


def test_the_first_games_modules_exist():
    """The app's own and its direct dependencies' (a dependency's own import, click or dateutil for
    sqlite-utils, may go in a later release: warm_up then skips it)."""
    for name in warm_up.FIRST_GAME:
        if name.split(".")[0] not in ("click", "dateutil"):
            assert importlib.util.find_spec(name) is not None, name


def test_each_module_is_imported_in_its_own_turn_and_a_missing_one_is_only_logged(qtbot, monkeypatch, caplog):
    caplog.set_level("INFO")
    seen = []
    real = importlib.import_module
    monkeypatch.setattr(warm_up.importlib, "import_module", lambda name: (seen.append(name), real(name))[1])
    warm_up.warm_up(0, ("json", "werewolf_desktop.no_such_module", "werewolf_desktop.ui.session"))
    assert seen == []                                   # nothing before the event loop turns
    qtbot.waitUntil(lambda: len(seen) == 3, timeout=2000)
    assert seen == ["json", "werewolf_desktop.no_such_module", "werewolf_desktop.ui.session"]
    assert "werewolf_desktop.ui.session" in sys.modules
    assert any("no_such_module" in r.getMessage() for r in caplog.records)
