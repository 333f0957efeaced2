"""Printed cards, the thief's wake: the two boxes for the cards set aside start empty ("which card?"),
so that the host says which cards they are; the main button waits for them. Before, both showed the
deck's first role (Cupid, Cupid with one Cupid card), and a host who pressed on recorded those cards."""
from __future__ import annotations

from tests.engine.printed_host import seat_of
from tests.engine.test_printed_identify_count import aside, printed
from werewolf_desktop.i18n import tr

from .helpers_console import Moderator, open_window, start_game


def test_the_cards_set_aside_are_chosen_not_assumed(qtbot):
    g, truth = printed("std12_cupid_thief", 12)          # the same deal, to know who holds what
    window = open_window(qtbot, lang="fr", size=(1280, 720))
    start_game(window, setup=g.setup)
    m = Moderator(qtbot, window)
    for _ in range(10):
        if m.prompt.identify_cards:
            break
        m.enter()
    assert m.prompt.identify == ["thief"] and m.prompt.identify_cards == 2
    boxes = m.console.thief_cards
    assert [b.currentData() for b in boxes] == [None, None]
    assert all(b.currentText() == tr("ui.console.card_aside_pick", "fr") for b in boxes)
    thief = seat_of(truth, "thief")
    before = m.inputs()
    primary, untold = m.console.primary_btn, tr("rule.identify_cards", "fr", count=2)
    assert not primary.isEnabled() and primary.toolTip() == untold      # greyed, with what is missing
    m.enter()                                            # the boxes untouched: nothing recorded, nothing refused
    assert m.inputs() == before
    assert m.banner() == untold and m.console.banner.level == "info"
    for box, card in zip(boxes, aside(g, truth)):
        box.setCurrentIndex(box.findData(card))
    assert primary.isEnabled()
    m.seat(thief)                                        # the cards chosen stay chosen
    assert [b.currentData() for b in boxes] == aside(g, truth) and primary.isEnabled()
    m.enter()
    assert m.inputs() == before + 1
    assert m.state.seat(thief).role == "thief" and m.state.leftover[:2] == aside(g, truth)
