"""Printed cards, the last identification (the plain card, 002:71's lynched moderator holding a card
the app never learns): the engine takes every seat still unknown at once and no fewer. On the
console the main button stays greyed, with the reason, until they are all clicked; the last click
identifies them. Played on Xvfb, the button was enabled with two of five seats clicked and Enter was
refused ("The last cards to identify: click every seat still unknown")."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

from werewolf_desktop.engine import Setup
from werewolf_desktop.i18n import tr

from .helpers_console import Moderator, open_window, start_game

NAMES = [f"P{i}" for i in range(1, 9)]


def at_the_villagers(qtbot, lang: str = "en") -> Moderator:
    """plotkin_lynched_moderator, printed: seat 5 lynched on the first day becomes the moderator; the
    wolves are 1 and 2, nobody raises a hand at the seer's wake."""
    window = open_window(qtbot, lang=lang)
    start_game(window, setup=Setup.create(NAMES, preset="plotkin_lynched_moderator", seed=3, deal_mode="printed",
                                          lang=lang))
    m = Moderator(qtbot, window)
    s = window.session
    for _ in range(30):
        p = s.prompt
        if p.kind == "identify":
            break
        if "vote" in p.allowed:
            s.apply({"t": "vote", "votes": {str(v): (5 if v != 5 else 1) for v in p.voters}})
        elif p.identify and "identify" in p.allowed:
            s.apply({"t": "identify", "role": p.identify[0], "seats": [1, 2] if p.identify == ["werewolf"] else []})
        else:
            s.apply({"t": "next"})
        QApplication.processEvents()
    assert m.prompt.identify == ["villager"] and "identify" in m.prompt.allowed
    return m


def test_the_last_cards_are_all_clicked_before_the_step_goes_on(qtbot):
    m = at_the_villagers(qtbot)
    unknown = list(m.prompt.unknown)
    assert unknown == [3, 4, 6, 7, 8] and m.prompt.identify_all
    primary = m.console.primary_btn
    before = m.inputs()
    assert not primary.isEnabled()
    for seat in unknown[:-1]:
        m.seat(seat)
        assert not primary.isEnabled() and m.inputs() == before
    still = tr("ui.console.picked_some", "en", seats=unknown[:-1], n=1)
    assert primary.toolTip() == still == "Chosen: 3, 4, 6, and 7 — click 1 more seat."
    m.enter()                                        # the key too: nothing is sent, nothing refused
    assert m.inputs() == before and m.console.banner.level == "info" and m.console.banner.text() == still
    m.seat(unknown[-1])
    assert m.inputs() == before + 1
    assert [m.state.seat(s).role for s in unknown] == ["villager"] * len(unknown)


def test_an_ordinary_wake_still_goes_on_with_nobody():
    """Not the last identification: Enter with no seat clicked says nobody raised a hand."""
    from werewolf_desktop.engine import Game

    g = Game(Setup.create(NAMES, preset="plotkin_lynched_moderator", seed=3, deal_mode="printed", lang="en"))
    for _ in range(20):
        if g.prompt.identify == ["seer"]:
            break
        p = g.prompt
        if "vote" in p.allowed:
            g.apply({"t": "vote", "votes": {v: (5 if v != 5 else 1) for v in p.voters}})
        elif p.identify:
            g.apply({"t": "identify", "role": p.identify[0], "seats": [1, 2]})
        else:
            g.apply({"t": "next"})
    assert g.prompt.identify == ["seer"] and not g.prompt.identify_all
