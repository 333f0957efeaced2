"""Issue 28.6: the window fits the host's screen. The real window, opened the way `run()` opens it,
on a fake screen the size of a 1366×768 laptop with a taskbar (1366×728 available) and of a
1920×1080 screen at 150 % (1280×720): the frame inside the available area, the main button of the
set-up, the deal and the console wholly visible (and on the deal, the seat tiles and the QR code or the
hold button: nothing the host needs while dealing is below the fold), and every dialog of the menus
with room for a title bar; its size and place are remembered."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from werewolf_desktop.i18n import language_of

ROOT = Path(__file__).resolve().parents[2]


def run_driver(tmp_path, width: int, height: int, lang: str, mode: str, saved: str = "") -> list[dict]:
    screens = tmp_path / "screens.json"
    screens.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height,
                                                "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screens}", PYTHONPATH=str(ROOT),
               WEREWOLF_DESKTOP_DATA=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-m", "tests.ui.fit_driver", lang, mode, str(tmp_path / "shots"), saved],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


@pytest.mark.parametrize("width,height,lang,mode", [(1366, 728, "de", "laptop"), (1280, 720, "zh", "phones"),
                                                    (1280, 720, "fr", "laptop"), (1366, 728, "en", "phones")])
def test_the_whole_window_and_its_main_button_are_on_a_small_screen(tmp_path, width, height, lang, mode):
    pages = run_driver(tmp_path, width, height, lang, mode)
    saved = pages.pop()["saved"]
    dialogs = [p for p in pages if "dialog" in p]
    pages = [p for p in pages if "page" in p]
    assert [d["dialog"] for d in dialogs] == ["keys", "about", "phones_help", "print", "durations", "audio", "history"]
    assert all(d["fits"] for d in dialogs), dialogs      # with room for a title bar: their buttons on the screen
    assert [p["page"] for p in pages] == ["setup", "deal", "console"]
    for page in pages:
        assert page["available"] == [0, 0, width, height]
        assert page["fits"], page
        assert page["button"], page
        assert all(page["also"].values()), page       # the deal's seat tiles and its QR or hold button
    assert isinstance(saved, str) and saved                     # remembered on closing …
    again = [p for p in run_driver(tmp_path, width, height, lang, mode, saved)[:-1] if "page" in p]
    assert again[0]["frame"] == pages[0]["frame"]               # … and restored at the next start


def test_a_saved_place_on_a_screen_that_is_gone_is_brought_back(tmp_path):
    pages = run_driver(tmp_path, 1920, 1080, "en", "laptop")
    saved = pages.pop()["saved"]
    back = [p for p in run_driver(tmp_path, 1280, 720, "en", "laptop", saved)[:-1] if "page" in p]
    assert all(p["fits"] and p["button"] for p in back), back


def test_the_system_language_comes_from_the_preferred_languages():
    assert language_of(["zh-Hans-CN", "en-US"]) == "zh"
    assert language_of(["pt-BR", "fr-CH", "de"]) == "fr"
    assert language_of(["de_DE"]) == "de"
    assert language_of(["en-GB"]) == "en"
    assert language_of(["ja-JP", "C"]) is None
