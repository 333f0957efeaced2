"""The seat circle at 1366×768 with 8 to 18 players: every tile inside the circle's area, no two
tiles overlapping, and names of up to nine letters (Chinese: four characters) read whole."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from werewolf_desktop.engine import Setup

from .helpers_console import open_window

NAMES = {"de": ["Alexandra", "Magdalena", "Friederike", "Johannes", "Dorothea", "Gottfried", "Hildegard",
                "Philippa", "Quirinus", "Roswitha", "Ottilie", "Nepomuk", "Benedikt", "Cornelia", "Elisabeth",
                "Ferdinand", "Leonhard", "Walpurga"],
         "zh": ["欧阳慕容", "司马相如", "诸葛孔明", "上官婉儿", "东方不败", "令狐冲", "独孤求败", "西门吹雪", "慕容复",
                "皇甫嵩", "长孙无忌", "尉迟恭", "公孙胜", "夏侯惇", "宇文泰", "端木蓉", "司徒雷", "轩辕剑"]}
PRESETS = {8: "revamped8", 12: "std12_444_guard", 16: "revamped16", 18: "duesterwald"}


@pytest.mark.parametrize("lang", ["de", "zh"])
@pytest.mark.parametrize("players", [8, 12, 16, 18])
def test_seats_fit_round_the_table_and_names_read_whole(qtbot, lang, players):
    window = open_window(qtbot, lang=lang, size=(1366, 768))
    setup = Setup.create(NAMES[lang][:players], preset=PRESETS[players], seed=3, deal_mode="laptop", lang=lang)
    window.start_game(setup)
    if window.deal_view is not None and window.stack.currentWidget() is window.deal_host:
        window.deal_view.start_night(ask=False)
    QApplication.processEvents()
    circle = window.console.circle
    tiles = circle.tiles
    assert len(tiles) == players
    area = circle.rect()
    for tile in tiles:
        assert area.contains(tile.geometry()), (tile.seat, tile.geometry(), area)
    for a, b in zip(tiles, tiles[1:] + tiles[:1]):
        assert not a.geometry().intersects(b.geometry()), (a.seat, b.seat)
    cut = [t.name.text() for t in tiles if t.name.is_elided()]
    assert not cut, cut
    assert not [t.role.text() for t in tiles if t.role.is_elided()]
