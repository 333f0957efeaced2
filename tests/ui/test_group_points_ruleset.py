"""The pack's per-member points (and their hidden weights) are the role book's (004 §1.2): offered
at a Revamped pack wake, never in a 狼人杀, classic or Düsterwald game, where the pack agrees on one
victim (issue 29.11)."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from .helpers_console import Moderator, open_window, start_game

NAMES12 = [f"P{i}" for i in range(1, 13)]


def points_at_the_pack(qtbot, preset: str) -> bool:
    window = open_window(qtbot, lang="en")
    start_game(window, preset=preset, names=NAMES12[: 8 if preset == "duesterwald" else 12])
    m = Moderator(qtbot, window)
    for _ in range(40):
        p = m.prompt
        if p.kind == "night_step" and p.wakes == "pack":
            QApplication.processEvents()
            return m.console.inputs.votes.isVisibleTo(m.console)
        required = [a for a in p.actions if a["available"] and not a["done"] and not a["optional"] and a["candidates"]]
        if p.kind == "night_step" and required:          # Amor must link two players
            for seat in required[0]["candidates"][: required[0]["targets"]]:
                m.seat(seat)
            m.enter()
            continue
        m.next()
    raise AssertionError(f"no pack wake in {preset}")


@pytest.mark.parametrize("preset, offered", [("revamped12", True), ("std12_444_guard", False),
                                             ("plotkin_basic", False), ("duesterwald", False)])
def test_the_points_are_offered_in_revamped_only(qtbot, preset, offered):
    assert points_at_the_pack(qtbot, preset) == offered
