"""Pictures drawn from resources/art kept between starts (ui/art_cache.py, issue 32): read back with
the same pixels, drawn again when their SVG changed or the cache is damaged, big ones not kept."""
import os
import shutil

import pytest
from PySide6.QtGui import QImage

from werewolf_desktop.paths import user_cache_dir
from werewolf_desktop.ui import art_cache, theme


@pytest.fixture
def fresh(monkeypatch, tmp_path, qapp):
    """A new process's view of the cache, with its own art folder (a copy of the shipped one)."""
    art = tmp_path / "art"
    shutil.copytree(theme.resource("art"), art)
    monkeypatch.setattr(theme, "resource", lambda *parts: tmp_path.joinpath(*parts))
    monkeypatch.setattr(art_cache, "_kept", None)
    monkeypatch.setattr(art_cache, "_dirty", False)
    monkeypatch.setattr(art_cache, "_used", set())
    renderer = theme._renderer
    theme._art.cache_clear()
    renderer.cache_clear()
    yield art
    theme._art.cache_clear()
    renderer.cache_clear()


def _again(monkeypatch):
    """As the next start: the file read again, nothing drawn in this process yet."""
    art_cache.write()
    monkeypatch.setattr(art_cache, "_kept", None)
    theme._art.cache_clear()


def test_a_drawing_is_kept_and_read_back_with_the_same_pixels(fresh, monkeypatch):
    drawn = theme.art("werewolf.svg", 28).toImage()
    assert not drawn.isNull() and (user_cache_dir() / art_cache.FILE).exists() is False
    _again(monkeypatch)
    assert (user_cache_dir() / art_cache.FILE).is_file()
    monkeypatch.setattr(theme, "_renderer", lambda name: pytest.fail("drawn again"))
    read = theme.art("werewolf.svg", 28).toImage()
    assert read == drawn.convertToFormat(read.format())
    kept = art_cache.image(fresh / "werewolf.svg", 28)
    assert isinstance(kept, QImage) and kept.width() == 28


def test_a_changed_svg_is_drawn_again(fresh, monkeypatch):
    theme.art("seer.svg", 40)
    _again(monkeypatch)
    svg = fresh / "seer.svg"
    svg.write_text(svg.read_text(encoding="utf-8").replace("</svg>", "<!-- changed --></svg>"), encoding="utf-8")
    assert art_cache.image(svg, 40) is None
    os.utime(svg, ns=(1, 1))
    assert art_cache.image(svg, 40) is None


def test_a_damaged_cache_is_ignored_and_big_pictures_are_not_kept(fresh, monkeypatch):
    user_cache_dir().mkdir(parents=True, exist_ok=True)
    (user_cache_dir() / art_cache.FILE).write_bytes(b"not a pickle")
    assert not theme.art("guard.svg", 28).isNull()            # drawn as before
    theme.art("icon.svg", 256)
    assert ("guard.svg", 28) in art_cache._kept and ("icon.svg", 256) not in art_cache._kept
    _again(monkeypatch)
    assert art_cache.image(fresh / "guard.svg", 28) is not None


def test_past_the_budget_only_the_pictures_used_since_this_start_are_kept(fresh, monkeypatch):
    for size in range(20, 40):                               # a window resized through many sizes
        theme.art("witch.svg", size)
    _again(monkeypatch)
    assert len(art_cache._load()) == 20
    monkeypatch.setattr(art_cache, "_used", set())           # the next start uses two of them
    monkeypatch.setattr(art_cache, "BUDGET", 10_000)
    theme.art("witch.svg", 24)
    theme.art("hunter.svg", 30)                              # (drawn: something new to write)
    art_cache.write()
    monkeypatch.setattr(art_cache, "_kept", None)
    assert set(art_cache._load()) == {("witch.svg", 24), ("hunter.svg", 30)}
