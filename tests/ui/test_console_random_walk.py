"""Issue 22: random games through the real console (offscreen). The walk clicks only what the host
can click (visible, enabled buttons, menu entries and ballot cells, seats not greyed) and no click
ever raises the error banner: nothing on screen leads to a refusal."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QPushButton, QWidget

from werewolf_desktop.engine import Setup, catalogue

from .helpers_console import NAMES, Moderator, open_window, start_game

STEPS = 160
# seed 004 roles that pick a role on the device, wake as a group, or weigh the pack's points
PICKS_DECK = {"alpha_wolf": 1, "psychic_wolf": 1, "disguised_fox": 1, "hellhound": 2, "crowd_seeker": 1, "tanner": 1,
              "receptionist": 1, "journalist": 1, "baker": 2, "town_crier": 1}


class Choose:
    """A choice the host makes in a list or a drop-down: a role in the role list, a member's point."""

    def __init__(self, do):
        self.do = do

    def trigger(self):
        self.do()


def click_item(m: Moderator, item) -> None:
    view = m.console.inputs.picker.list
    view.scrollToItem(item)
    m.qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.visualItemRect(item).center())


def clickable(m: Moderator) -> list[tuple[str, object]]:
    """Everything the host could click now, as (what, how) pairs."""
    console = m.console
    out: list[tuple[str, object]] = []
    if console.left.currentWidget() is console.ballot:
        for voter, row in console.ballot.rows.items():
            for target, b in row.items():
                if b.isVisible() and b.isEnabled():
                    out.append((f"vote {voter}->{target}", b))
        for b in (console.ballot.rest_btn, console.ballot.keep_btn):
            if b.isVisible() and b.isEnabled():
                out.append((b.objectName(), b))
    else:
        for n in range(1, len(m.state.seats) + 1):
            tile = console.circle.tile(n)
            if tile.isVisible() and tile.pickable and tile.legal:
                out.append((f"seat {n}", tile))
    inputs = console.inputs
    if inputs.picker.isVisible():
        view = inputs.picker.list
        shown = [view.item(i) for i in range(view.count()) if not view.item(i).isHidden()]
        out += [(f"role {item.data(Qt.UserRole)}", Choose(lambda item=item: click_item(m, item)))
                for item in shown[::12]]                    # a few roles: the walk should go on too
    if inputs.votes.isVisible():
        out.append(("GroupVotesOpen", inputs.votes.toggle))
    if inputs.votes.body.isVisible():
        for member, combo in inputs.votes.combos.items():
            some = {0, 1 + member % (combo.count() - 1), 1 + (3 * member) % (combo.count() - 1)}
            out += [(f"point {member}->{combo.itemData(i)}", Choose(lambda c=combo, i=i: c.setCurrentIndex(i)))
                    for i in sorted(some)]
    for w in (inputs.confirm_btn, inputs.votes.send_btn):
        if w.isVisible() and w.isEnabled():
            out += [(w.objectName(), w)] * 4                # a role or the points, once chosen, are sent
    for w in console.dynamic:
        if not (isinstance(w, QPushButton) and w.isVisible() and w.isEnabled()):
            continue
        if w.menu() is not None:
            out += [(f"{w.objectName()} {a.text()}", a) for a in w.menu().actions() if a.isEnabled()]
        else:
            out.append((w.objectName() or w.text(), w))
    if console.primary_btn.isEnabled():
        out += [("primary", console.primary_btn)] * 3          # the step goes on more often than not
    return out


def click(m: Moderator, what) -> None:
    for box in m.console.dynamic:                      # a question to type: the host types one
        if isinstance(box, QLineEdit) and box.isVisible() and not box.text():
            box.setText("Bist du ein Werwolf?")
    if isinstance(what, QWidget):
        m.qtbot.mouseClick(what, Qt.LeftButton)
    else:
        what.trigger()


@pytest.mark.parametrize("preset,seed,lang", [("std12_444_guard", 7, "en"), ("std10_cupid", 3, "zh"),
                                              ("std12_cupid_thief", 5, "de"), ("std12_444_elder", 11, "en"),
                                              ("std12_444_guard", 21, "zh"), ("revamped8", 3, "de"),
                                              ("revamped12", 2, "en"), ("revamped16", 6, "zh"),
                                              ("plotkin_dark_city", 4, "de"), ("picks", 1, "en"), ("picks", 8, "zh")])
def test_a_random_walk_through_the_console_never_meets_a_refusal(qtbot, preset, seed, lang):
    window = open_window(qtbot, lang=lang)
    if preset == "picks":              # not a preset: the seed 004 roles the presets leave out
        names = [f"P{n}" for n in range(1, 16)]
        start_game(window, setup=Setup.create(names, ruleset="revamped", seed=seed, deal_mode="laptop", lang=lang,
                                              deck={**PICKS_DECK, "citizen": 15 - sum(PICKS_DECK.values())}))
    else:
        names = NAMES + [f"P{n}" for n in range(len(NAMES) + 1, 17)]
        start_game(window, preset=preset, seed=seed, names=names[:catalogue().preset(preset).players[0]])
    m = Moderator(qtbot, window)
    rng = random.Random(f"{preset}/{seed}")
    trail: list[str] = []
    for _ in range(STEPS):
        if window.session.over:
            break
        options = clickable(m)
        assert options, f"nothing to click at {m.prompt.kind} {m.prompt.step}; after {trail[-8:]}"
        what, target = rng.choice(options)
        trail.append(f"{m.prompt.kind}/{m.prompt.step}: {what}")
        click(m, target)
        banner = m.console.banner
        assert not (banner.isVisible() and banner.level == "error"), f"{banner.label.text()!r} after {trail[-8:]}"
