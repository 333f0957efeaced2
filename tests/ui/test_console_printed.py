"""Issue 29.1/29.2 on the real console: a printed-cards night asks to click the woken seats without
calling the role out; the Düsterwald Jäger is identified; a seat's card is corrected from the seat's
right-click menu, recorded and undone."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMenu

from tests.engine.printed_host import seat_of
from tests.engine.test_printed_dawn import to_dawn
from tests.ui.helpers_console import Moderator, open_window, start_game
from werewolf_desktop.engine import Setup
from werewolf_desktop.i18n import tr

NAMES = ["Anna", "Bernd", "Clara", "Dieter", "Eva", "Fritz", "Greta", "Hans", "Ida", "Jan"]


def duesterwald(qtbot):
    window = open_window(qtbot, lang="de", size=(1280, 720))
    start_game(window, setup=Setup.create(NAMES, preset="duesterwald", seed=1, deal_mode="printed", lang="de"))
    mod = Moderator(qtbot, window)
    mod.window.session.apply({"t": "candidates", "seats": []})      # Tag 0: nobody runs
    for _ in range(5):
        if mod.state.phase == "night":
            break
        mod.enter()
    return mod


def choose_at_night(mod, p) -> None:
    """Amor links 9 and 10, the pack takes 9; every other step is passed with Enter."""
    if p.step == "cupid" and not any(a["done"] for a in p.actions):
        mod.seat(9)
        mod.seat(10)
    elif p.step == "pack" and not any(a["done"] for a in p.actions):
        mod.seat(9)


def test_first_printed_night_never_says_the_role_is_out(qtbot):
    mod = duesterwald(qtbot)
    out = tr("ui.card.actor_out", "de")
    seen = []
    for _ in range(60):
        if mod.state.phase != "night":
            break
        p = mod.prompt
        if p.identify and "identify" in p.allowed:
            assert out not in mod.console.card.note.text(), p.step     # "click the seats" and never "out"
            seen.append(p.identify[0])
            free = [s.seat for s in mod.state.seats if s.role is None]
            for seat in free[:mod.state.deck[p.identify[0]]] if p.identify[0] != "villager" else free:
                mod.seat(seat)
        else:
            choose_at_night(mod, p)
        mod.enter()
    assert "hunter" in seen and mod.state.phase == "day"          # the Jäger never wakes in Düsterwald: he raises a hand


def test_a_seat_card_is_corrected_from_its_menu_and_undone(qtbot):
    mod = duesterwald(qtbot)
    for _ in range(5):
        if mod.prompt.identify == ["cupid"]:
            break
        mod.enter()
    mod.seat(3)
    mod.enter()
    assert mod.state.seat(3).role == "cupid"
    tile = mod.console.circle.tile(5)
    tile.menuRequested.emit(5, tile.mapToGlobal(QPoint(5, 5)))        # right-click on seat 5
    menu = mod.console.findChild(QMenu, "CorrectCard5")
    assert menu is not None and menu.isVisible()
    assert menu.actions()[0].text() == tr("ui.console.correct_card", "de", seat=5)
    inputs = mod.inputs()
    next(a for a in menu.actions() if a.objectName() == "set_role_cupid").trigger()
    QApplication.processEvents()
    assert (mod.state.seat(5).role, mod.state.seat(3).role) == ("cupid", None)     # the only Amor card moved
    assert mod.inputs() == inputs + 1
    mod.undo()
    assert (mod.state.seat(5).role, mod.state.seat(3).role) == (None, "cupid")


def test_in_privacy_mode_only_an_unknown_seat_has_its_card_menu(qtbot):
    """F9 hides the cards from onlookers: a known seat's menu (the deck less its card) would tell its
    card, so it is not offered; an unknown seat's menu lists the whole deck. A dawn that waits for
    the cards is finished without leaving F9."""
    from werewolf_desktop.engine.night import cards_unaccounted

    window = open_window(qtbot, lang="de", size=(1280, 720))
    start_game(window, setup=Setup.create(NAMES[:8], preset="duesterwald", seed=4, deal_mode="printed", lang="de"))
    mod = Moderator(qtbot, window)
    to_dawn(window.session)             # Düsterwald for 8: no plain card, every seat is asked for at dawn
    QApplication.processEvents()
    mod.console.set_privacy(True)
    unknown = list(mod.prompt.unknown)
    assert mod.prompt.allowed == ["set_role"] and unknown
    for seat in unknown:
        tile = mod.console.circle.tile(seat)
        tile.menuRequested.emit(seat, tile.mapToGlobal(QPoint(5, 5)))
        menu = mod.console.findChild(QMenu, f"CorrectCard{seat}")
        assert menu is not None and menu.isVisible()
        listed = {a.objectName()[len("set_role_"):] for a in menu.actions() if a.objectName().startswith("set_role_")}
        assert listed == {r for r, n in mod.state.deck.items() if n}
        left, _ = cards_unaccounted(mod.state)
        next(a for a in menu.actions() if a.objectName() == f"set_role_{sorted(left)[0]}").trigger()
        QApplication.processEvents()
        menu.close()
        menu.deleteLater()
        QApplication.processEvents()
        tile.menuRequested.emit(seat, tile.mapToGlobal(QPoint(5, 5)))         # known now: no menu in F9
        assert all(not m.isVisible() for m in mod.console.findChildren(QMenu, f"CorrectCard{seat}"))
    assert "next" in mod.prompt.allowed and mod.console.privacy


def test_no_correction_menu_for_dealt_cards(qtbot):
    window = open_window(qtbot, lang="de", size=(1280, 720))
    start_game(window, setup=Setup.create(NAMES, preset="duesterwald", seed=1, deal_mode="laptop", lang="de"))
    tile = window.console.circle.tile(5)
    tile.menuRequested.emit(5, tile.mapToGlobal(QPoint(5, 5)))
    assert window.console.findChild(QMenu, "CorrectCard5") is None


def test_identifying_never_takes_more_seats_than_the_deck_has_cards(qtbot):
    """A host who clicks a second seat for the one Heilerin card moves the choice (no refusal on Enter);
    with two or more cards a click past their number is told how many there are, and nothing changes."""
    mod = duesterwald(qtbot)
    several = None
    for _ in range(60):
        if mod.state.phase != "night":
            break
        p = mod.prompt
        if p.identify and "identify" in p.allowed:
            role, cards = p.identify[0], mod.state.deck[p.identify[0]]
            free = [s.seat for s in mod.state.seats if s.role is None]
            if role != "villager" and len(free) > cards:
                for seat in free[:cards + 1]:                 # one seat too many, clicked last
                    mod.seat(seat)
                banner = mod.console.banner
                assert not (banner.isVisible() and banner.level == "error"), banner.label.text()
                if cards == 1:
                    assert mod.console.selection == {free[1]}, role      # the second click took the card
                else:
                    assert mod.console.selection == set(free[:cards]), role
                    assert banner.isVisible() and banner.label.text() == tr("rule.identify_count", "de",
                                                                            role=role, count=cards)
                    several = role
                before = mod.inputs()
                mod.enter()
                assert mod.inputs() == before + 1 and not (banner.isVisible() and banner.level == "error")
                assert [s.seat for s in mod.state.seats if s.role == role] == sorted(mod.console.selection or
                                                                                      ([free[1]] if cards == 1 else free[:cards]))
                continue
        else:
            choose_at_night(mod, p)
        mod.enter()
    assert several is not None and mod.state.phase == "day"


def test_night_one_does_not_break_while_cards_are_unknown(qtbot):
    """A host who confirmed nobody at every wake: the dawn card says which seats are still unknown and
    how to set their cards; Enter is refused with the same words, and the game goes on (before, the
    village won at dawn with every card unknown)."""
    window = open_window(qtbot, lang="de", size=(1280, 720))
    start_game(window, setup=Setup.create(NAMES[:8], preset="duesterwald", seed=4, deal_mode="printed", lang="de"))
    mod = Moderator(qtbot, window)
    session = window.session
    to_dawn(session)                    # through the session, as the console's clicks go
    QApplication.processEvents()
    words = tr("rule.dawn_unknown", "de", seats=list(range(1, 9)))
    assert words in mod.console.card.note.text()
    mod.enter()
    assert not session.over and mod.console.banner.label.text() == words


def test_an_infection_of_an_unknown_seat_asks_for_its_card(qtbot):
    """Printed revamped13_hell: the Infected Wolf points at a seat whose card is not known yet. The
    step card says beforehand which seats wait for their card; the click is refused with the same
    words and opens that seat's card menu; once the card is set the click infects (before, the
    infection was undone at the plain card or the dawn deadlocked)."""
    from tests.engine.test_printed_infection import hell, to_step

    window = open_window(qtbot, lang="de", size=(1280, 720))
    g, truth = hell(4)
    start_game(window, setup=g.setup)
    mod = Moderator(qtbot, window)
    to_step(window.session, truth, "infected_wolf")
    QApplication.processEvents()
    target = seat_of(truth, "fortune_teller")
    unknown = [s.seat for s in mod.state.seats if s.role is None]
    assert tr("ui.card.cards_unknown", "de", seats=unknown) in mod.console.card.note.text()
    inputs = mod.inputs()
    mod.seat(target)
    assert mod.inputs() == inputs and mod.state.seat(target).role is None
    assert mod.console.banner.label.text() == tr("rule.card_unknown", "de", seat=target)
    menu = mod.console.findChild(QMenu, f"CorrectCard{target}")
    assert menu is not None and menu.isVisible()
    next(a for a in menu.actions() if a.objectName() == "set_role_fortune_teller").trigger()
    QApplication.processEvents()
    assert mod.state.seat(target).original_role == "fortune_teller"
    mod.seat(target)
    assert mod.state.seat(target).role == "werewolf_revamped" and mod.inputs() == inputs + 2
    mod.undo()
    mod.undo()
    assert mod.state.seat(target).role is None and mod.inputs() == inputs


def test_enter_with_the_lot_on_an_unknown_seat_asks_for_that_card(qtbot):
    """Nobody named: the step card does not say where the lot would fall (before, it did, before the
    wolves pointed) and Enter draws it. It fell on a seat whose card is unknown: the card says so now,
    that seat's card menu opens, the main button waits with the same words (not in F9: there Enter is
    refused without the seat and no menu opens); once the card is set, Enter infects that seat."""
    from tests.engine.test_printed_infection import lot_game, to_step

    g, truth, lot = lot_game()
    window = open_window(qtbot, lang="zh", size=(1280, 720))
    start_game(window, setup=g.setup)
    mod = Moderator(qtbot, window)
    to_step(window.session, truth, "infected_wolf")
    QApplication.processEvents()
    words = tr("rule.lot_card_unknown", "zh", seat=lot)
    ask = tr("ui.ask.generic_random", "zh", action=tr("action.infect", "zh"))
    assert words not in mod.console.card.note.text() and mod.console.primary_btn.isEnabled()
    assert ask in mod.console.card.ask.text()     # "nobody named: Enter draws a player at random"
    inputs = mod.inputs()
    mod.enter()                                   # the wolves named nobody: the lot is drawn
    assert mod.inputs() == inputs + 1 and mod.prompt.step == "infected_wolf" and mod.state.seat(lot).role is None
    assert words in mod.console.card.note.text() and not mod.console.primary_btn.isEnabled()
    assert ask not in mod.console.card.ask.text()    # drawn: the lot's note says what Enter does now
    assert mod.console.primary_btn.toolTip() == words
    menu = mod.console.findChild(QMenu, f"CorrectCard{lot}")
    assert menu is not None and menu.isVisible()
    menu.close()
    menu.deleteLater()
    QApplication.processEvents()
    mod.console.set_privacy(True)                 # F9: where the lot fell is a secret of the night
    assert words not in mod.console.primary_btn.toolTip() and words not in mod.console.card.note.text()
    mod.enter()                                   # refused without the seat, and no menu opens (its title names it)
    assert mod.console.banner.label.text() == tr("ui.console.lot_waits_private", "zh") and mod.inputs() == inputs + 1
    assert not any(m.isVisible() for m in mod.console.findChildren(QMenu, f"CorrectCard{lot}"))
    mod.console.set_privacy(False)
    mod.enter()                                   # Enter again: refused with the same words, the menu again
    assert mod.console.banner.label.text() == words and mod.inputs() == inputs + 1
    menu = next(m for m in mod.console.findChildren(QMenu, f"CorrectCard{lot}") if m.isVisible())
    next(a for a in menu.actions() if a.objectName() == f"set_role_{truth[lot]}").trigger()
    QApplication.processEvents()
    assert mod.console.primary_btn.isEnabled()
    assert tr("rule.lot_drawn", "zh", seats=[lot]) in mod.console.card.note.text()
    mod.enter()
    assert mod.state.seat(lot).original_role == truth[lot] and mod.prompt.step != "infected_wolf"
    assert mod.inputs() == inputs + 3


def test_identifying_counts_the_cards_already_set_on_a_seat(qtbot):
    """Düsterwald for 12 (three Werwolf cards): one wolf's card set on its seat's menu before the
    wolves' wake leaves two to click; a third click is told how many are left and why (the engine's
    words, in German; in F9 without them: they tell how many are known), and Enter identifies the two:
    three wolves, as the deck holds."""
    window = open_window(qtbot, lang="de", size=(1280, 720))
    names = NAMES + ["Karl", "Lena"]
    start_game(window, setup=Setup.create(names, preset="duesterwald", seed=1, deal_mode="printed", lang="de"))
    mod = Moderator(qtbot, window)
    mod.window.session.apply({"t": "candidates", "seats": []})
    for _ in range(60):
        p = mod.prompt
        if p.identify == ["werewolf"] and "identify" in p.allowed:
            break
        if p.identify and "identify" in p.allowed:
            mod.seat(next(s.seat for s in mod.state.seats if s.role is None))
        else:
            choose_at_night(mod, p)
        mod.enter()
    assert mod.state.deck["werewolf"] == 3
    free = [s.seat for s in mod.state.seats if s.role is None]
    mod.window.session.apply({"t": "set_role", "seat": free[0], "role": "werewolf"})   # as from its menu
    QApplication.processEvents()
    assert mod.prompt.identify == ["werewolf"]
    for seat in free[1:4]:                      # one seat too many, clicked last
        mod.seat(seat)
    banner = mod.console.banner
    assert mod.console.selection == set(free[1:3])
    words = tr("rule.identify_count_known", "de", role="werewolf", count=2, total=3, known=1)
    assert banner.isVisible() and banner.label.text() == words
    mod.key(Qt.Key_F9)                          # F9: how many cards are known already is not for the table
    assert banner.label.text() == tr("ui.console.refused_private", "de") and banner.level == "info"
    mod.seat(free[3])
    assert banner.label.text() == tr("ui.console.refused_private", "de") and mod.console.selection == set(free[1:3])
    mod.key(Qt.Key_F9)
    assert banner.label.text() == words
    mod.enter()
    assert [s.seat for s in mod.state.seats if s.role == "werewolf"] == free[:3]


def test_a_check_passed_on_to_an_unknown_seat_opens_that_seats_card_menu(qtbot):
    """004:985, printed, in French: the enchanted Fortune Teller points at the Flute Apprentice, whose
    target's card is not known yet. The click is refused with the engine's words and the menu that
    opens is the target's (the card awaited), not the Apprentice's; once set, the click checks it.
    In privacy mode (F9) neither is shown: the words tell that the Apprentice's seat passes abilities
    on and the menu's title names the target (ui/game/refusal.py); F9 off, the words come back."""
    from tests.engine.test_printed_infection import to_step
    from tests.engine.test_printed_redirect import enchanted_with_redirect

    g, truth, apprentice, citizen = enchanted_with_redirect("fortune_teller")
    window = open_window(qtbot, lang="fr", size=(1280, 720))
    start_game(window, setup=g.setup)
    mod = Moderator(qtbot, window)
    for inp in g.inputs:
        window.session.apply(inp)
    to_step(window.session, truth, "fortune_teller")
    QApplication.processEvents()
    assert str(citizen) in mod.console.card.note.text()               # listed among the cards not known yet
    inputs = mod.inputs()
    mod.key(Qt.Key_F9)
    mod.seat(apprentice)
    assert mod.inputs() == inputs and mod.banner() == tr("ui.console.card_waits_private", "fr")
    assert not any(m.isVisible() for m in mod.console.findChildren(QMenu))
    mod.key(Qt.Key_F9)
    assert mod.banner() == tr("rule.redirect_card_unknown", "fr", seat=apprentice)
    mod.seat(apprentice)
    assert mod.inputs() == inputs
    assert mod.console.banner.label.text() == tr("rule.redirect_card_unknown", "fr", seat=apprentice)
    assert mod.console.findChild(QMenu, f"CorrectCard{apprentice}") is None
    menu = mod.console.findChild(QMenu, f"CorrectCard{citizen}")
    assert menu is not None and menu.isVisible()
    next(a for a in menu.actions() if a.objectName() == "set_role_citizen").trigger()
    QApplication.processEvents()
    mod.seat(apprentice)
    assert mod.inputs() == inputs + 2 and mod.state.night.results["fortune_teller"]["seat"] == citizen


def test_no_seat_is_offered_for_a_card_whose_every_copy_is_set_aside():
    """The Seer among the thief's cards: the identification pick offers no seat (0 would mean "any
    number" to the console), each unknown seat telling why in the engine's words."""
    from tests.engine.test_printed_identify_count import seer_set_aside
    from werewolf_desktop.engine.night import too_many_identified
    from werewolf_desktop.ui.game.picks import pick_for

    g, truth = seer_set_aside()
    pick = pick_for(g.prompt, g.state, "de", None, lambda: [], lambda a, **kw: {})
    unknown = {s.seat for s in g.state.seats if s.role is None}
    assert pick is not None and pick.legal == set() and unknown
    assert all(pick.reasons[s] == too_many_identified(g.state, "seer").message("de") for s in unknown)


def test_once_the_lot_is_drawn_a_seat_click_names_nobody_else(qtbot):
    """Played on Xvfb (revamped13_hell, printed): after Enter drew the lot, the seats were still
    offered for the Infected Wolf's choice and a click was refused ("the lot fell on seat 9: Enter
    applies it, or undo to name instead"). While the lot waits for Enter (the engine takes only
    `next`), no seat is offered: a click says the step needs no seat, and nothing is recorded."""
    from tests.engine.test_printed_infection import lot_game, to_step

    g, truth, lot = lot_game()
    window = open_window(qtbot, lang="en", size=(1280, 720))
    start_game(window, setup=g.setup)
    mod = Moderator(qtbot, window)
    to_step(window.session, truth, "infected_wolf")
    mod.enter()                                   # nobody named: the lot falls on `lot`, its card unknown
    mod.window.session.apply({"t": "set_role", "seat": lot, "role": truth[lot]})
    QApplication.processEvents()
    assert mod.prompt.allowed == ["next"]
    other = next(x.seat for x in mod.state.seats if x.alive and x.seat != lot)
    assert mod.console.pick is None and not mod.console.circle.tile(other).pickable
    inputs = mod.inputs()
    mod.seat(other)
    assert mod.inputs() == inputs and mod.console.banner.level == "info"
    assert mod.banner() == tr("ui.console.no_pick", "en")
    mod.enter()                                   # Enter carries the lot out
    assert mod.prompt.step != "infected_wolf"
