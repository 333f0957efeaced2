"""The set-up screen with real widgets (offscreen), the real engine and a real Store."""
from __future__ import annotations

import json
import os
import re
import string
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import (QAbstractButton, QAbstractScrollArea, QAbstractSpinBox, QComboBox, QLabel, QLineEdit,
                               QWidget)

from werewolf_desktop.engine import RuleError, Setup, catalogue, check_deck
from werewolf_desktop.engine.deckfile import FORMAT, VERSION, load_deck
from werewolf_desktop.i18n import LANGUAGES, all_strings, domains, tr
from werewolf_desktop.store import Store
from werewolf_desktop.theme import palette
from werewolf_desktop.ui.setup.deck import OPTIONS_SHOWN, option_choices, value_key
from werewolf_desktop.ui.setup.players import MIME
from werewolf_desktop.ui.setup.boxes import DEAL_MODES
from werewolf_desktop.ui.setup.view import SetupView
from werewolf_desktop.ui.theme import shades

from .helpers_console import open_window

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj"]
UI_DIR = Path(__file__).resolve().parents[2] / "werewolf_desktop" / "ui"


@pytest.fixture
def store():
    s = Store.open()
    yield s
    s.close()


@pytest.fixture
def view(qtbot, store):
    v = SetupView(store, "en")
    qtbot.addWidget(v)
    v.resize(1280, 800)
    v.show()
    qtbot.waitExposed(v)
    return v


def pick_preset(view: SetupView, preset_id: str) -> None:
    for i in range(view.preset_list.count()):
        if view.preset_list.item(i).data(Qt.ItemDataRole.UserRole) == preset_id:
            view.preset_list.setCurrentRow(i)
            return
    raise AssertionError(f"{preset_id} not offered")


def set_custom(view: SetupView, deck: dict[str, int]) -> None:
    view.custom_radio.click()
    assert view.custom_mode
    for role_id, spin in view.custom.spins.items():
        spin.setValue(deck.get(role_id, 0))


def error_texts(view: SetupView) -> list[str]:
    return [text for kind, text in view.messages() if kind == "error"]


def warning_texts(view: SetupView) -> list[str]:
    return [text for kind, text in view.messages() if kind == "warning"]


# --- presets and start -----------------------------------------------------------------------------

def test_preset_and_names_start_emits_the_setup_with_that_deck(qtbot, view, store):
    view.players_spin.setValue(12)
    pick_preset(view, "std12_444_idiot")
    view.players.set_names(NAMES)
    assert view.start_button.isEnabled(), view.reason.text()
    with qtbot.waitSignal(view.started, timeout=2000) as blocker:
        qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    setup = blocker.args[0]
    assert isinstance(setup, Setup)
    assert setup.preset == "std12_444_idiot"
    assert setup.deck == catalogue().presets["std12_444_idiot"].deck_for(12)
    assert setup.players == NAMES
    assert setup.deal_mode == "phones"
    assert setup.lang == "en"
    assert len(setup.assignment) == 12
    # the names are remembered for the next game, most used first
    assert set(NAMES) <= set(store.names())


def test_preset_chips_show_the_deck_with_counts(view):
    view.players_spin.setValue(12)
    pick_preset(view, "std12_444_guard")
    deck = catalogue().presets["std12_444_guard"].deck_for(12)
    shown = {chip.role_id: chip.count for chip in view.chips.chips}
    assert shown == deck
    werewolf = next(c for c in view.chips.chips if c.role_id == "werewolf")
    assert werewolf.text == "Werewolf ×4" and werewolf.team == "wolf"
    assert not werewolf.pixmap.isNull()
    assert view.chips.accessibleName().startswith("Werewolf ×4, ")       # what a screen reader reads
    # the chips wrap onto more lines in a narrower width, and each shows its ability as a tooltip
    assert view.chips.heightForWidth(200) > view.chips.heightForWidth(2000)
    assert werewolf.tip == catalogue().roles["werewolf"].ability["en"]


def test_ruleset_filters_presets_and_shows_its_summary(view):
    view.players_spin.setValue(10)
    index = view.ruleset_combo.findData("classic")
    view.ruleset_combo.setCurrentIndex(index)
    cat = catalogue()
    offered = [view.preset_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(view.preset_list.count())]
    expected = [pid for pid, p in cat.presets.items() if p.ruleset == "classic" and p.players[0] <= 10 <= p.players[1]]
    assert offered == expected and offered
    assert view.summary.text() == cat.rulesets["classic"].summary["en"]
    # classic has no sheriff: the sheriff options are greyed out
    assert not view.options.combos["sheriff_weight"].isEnabled()
    assert view.options.values()["win"] == "parity"


def test_no_preset_for_the_player_count_blocks_start_with_a_reason(view):
    view.players_spin.setValue(13)   # no standard preset for 13
    view.players.fill_empty()
    assert view.preset_list.count() == 0
    assert view.no_preset.isVisibleTo(view)
    assert not view.start_button.isEnabled()
    assert "13" in view.reason.text()


# --- custom deck live checks -----------------------------------------------------------------------

def test_custom_deck_card_count_error_blocks_start_until_fixed(view):
    view.players.set_names(NAMES)
    deck = {"werewolf": 4, "seer": 1, "witch": 1, "hunter": 1, "guard": 1, "villager": 3}   # 11 cards
    set_custom(view, deck)
    expected = tr("deck.card_count", "en", cards=11, needed=12, players=12)
    assert expected in error_texts(view)
    assert not view.start_button.isEnabled()
    assert expected in view.reason.text()
    assert view.custom_page.cards_label.text() == "11 cards for 12 players"
    red = [w for w in view.checks.findChildren(QWidget) if w.objectName() == "check_error"]
    assert red and red[0].property("role") == "error"

    view.custom.spins["villager"].setValue(4)
    assert error_texts(view) == []
    assert view.start_button.isEnabled()
    assert view.reason.text() == ""
    setup = view.start()
    assert setup is not None and setup.deck == {**deck, "villager": 4}
    assert setup.preset is None


def test_thief_deck_needs_players_plus_two(view):
    view.players.set_names(NAMES)
    deck = {"werewolf": 4, "seer": 1, "witch": 1, "hunter": 1, "thief": 1, "villager": 4}   # 12 cards
    set_custom(view, deck)
    expected = tr("deck.card_count", "en", cards=12, needed=14, players=12)
    assert expected in error_texts(view)
    assert not view.start_button.isEnabled()
    view.custom.spins["villager"].setValue(6)
    assert error_texts(view) == []
    assert view.start_button.isEnabled()
    setup = view.start()
    assert len(setup.leftover) == 2


def test_guard_with_elder_is_warned_not_blocked(view):
    view.players.set_names(NAMES)
    set_custom(view, {"werewolf": 4, "seer": 1, "witch": 1, "guard": 1, "elder": 1, "villager": 4})
    assert tr("deck.guard_with_elder", "en") in warning_texts(view)
    amber = [w for w in view.checks.findChildren(QWidget) if w.objectName() == "check_warning"]
    assert amber and amber[0].property("role") == "warning"
    assert error_texts(view) == []
    assert view.start_button.isEnabled()


def test_balance_hint_is_shown(view):
    view.players.set_names(NAMES)
    deck = {"werewolf": 4, "seer": 1, "witch": 1, "hunter": 1, "guard": 1, "villager": 4}
    set_custom(view, deck)
    balance = check_deck(deck, 12, view.current_options()).balance
    infos = [t for k, t in view.messages() if k == "info"]
    assert infos and f"{balance:+d}" in infos[0]


def test_custom_deck_starts_from_the_preset(view):
    view.players_spin.setValue(12)
    pick_preset(view, "std12_444_guard")
    view.custom_radio.click()
    assert view.custom.deck() == catalogue().presets["std12_444_guard"].deck_for(12)


# --- deck files ------------------------------------------------------------------------------------

def deck_note(view: SetupView):
    """The line of the last deck file action, above the deck check."""
    return view.checks.findChild(QWidget, "deckfile_note")


def screen_state(view: SetupView) -> tuple:
    return (view.ruleset, view.custom_mode, view.players.count(), view.players_spin.value(), view.custom.deck(),
            view.options.values(), view.players.names(), view.start_button.isEnabled())


def test_save_then_open_round_trips_the_deck_into_a_fresh_screen(qtbot, store, view, tmp_path, monkeypatch):
    asked: list[str] = []
    monkeypatch.setattr(view, "_ask_save_path", lambda default: asked.append(default) or str(tmp_path / "friday"))
    view.ruleset_combo.setCurrentIndex(view.ruleset_combo.findData("classic"))
    view.players_spin.setValue(10)
    deck = {"werewolf": 3, "seer": 1, "witch": 1, "hunter": 1, "villager": 4}
    set_custom(view, deck)
    view.options.set_value("last_words", "standard")
    view.options.set_value("witch_self_save", "never")
    assert error_texts(view) == []
    qtbot.mouseClick(view.custom_page.save_deck_button, Qt.MouseButton.LeftButton)

    assert Path(asked[0]).name == "10 players.wwdeck"            # offered name: the deck's player count
    saved = tmp_path / "friday.wwdeck"                           # the suffix is added when left out
    assert load_deck(saved) == {"format": FORMAT, "version": VERSION, "name": "friday", "ruleset": "classic",
                                "players": 10, "deck": deck,
                                "options": {"last_words": "standard", "witch_self_save": "never"}}
    note = deck_note(view)
    assert note is not None and note.property("role") == "info"
    assert note.text() == tr("setup.deckfile.saved", "en", file="friday.wwdeck")

    fresh = SetupView(store, "en")
    qtbot.addWidget(fresh)
    fresh.resize(1280, 800)
    fresh.show()
    qtbot.waitExposed(fresh)
    assert (fresh.ruleset, fresh.custom_mode, fresh.players.count()) == ("standard", False, 12)
    monkeypatch.setattr(fresh, "_ask_open_path", lambda: str(saved))
    assert fresh.open_deck_file()                               # from the preset page: switches to custom

    assert fresh.custom_mode and fresh.deck_stack.currentIndex() == 1
    assert fresh.ruleset == "classic"
    assert fresh.summary.text() == catalogue().rulesets["classic"].summary["en"]
    assert fresh.players_spin.value() == 10 and fresh.players.count() == 10 and fresh.players.seats.rowCount() == 10
    assert fresh.custom.deck() == deck
    assert fresh.options.values()["last_words"] == "standard"
    assert fresh.options.values()["witch_self_save"] == "never"
    assert fresh.options.values()["win"] == "parity"            # the ruleset's own, not in the file
    assert fresh.custom_page.cards_label.text() == "10 cards for 10 players"
    assert error_texts(fresh) == []
    assert deck_note(fresh).text() == tr("setup.deckfile.opened", "en", name="friday")
    assert fresh.default_deck_file_name() == "friday.wwdeck"

    fresh.players.set_names(NAMES[:10])
    setup = fresh.start()
    assert setup is not None
    assert (setup.ruleset, setup.deck, setup.preset) == ("classic", deck, None)
    assert setup.options["last_words"] == "standard" and setup.options["witch_self_save"] == "never"


_GOOD_12 = {"werewolf": 4, "seer": 1, "witch": 1, "hunter": 1, "guard": 1, "villager": 4}


def _doc(**changes) -> bytes:
    doc = {"format": FORMAT, "version": VERSION, "name": "x", "ruleset": "standard", "players": 12,
           "deck": _GOOD_12, "options": {}}
    doc.update(changes)
    return json.dumps(doc).encode("utf-8")


@pytest.mark.parametrize("content, key", [
    (b"\x89PNG\r\n\x1a\n\x00\xff\xfe\x00 not a deck at all", "jsonfile.not_utf8"),
    (_doc(deck={**_GOOD_12, "villager": 3, "dragon": 1}), "catalogue.unknown_role"),
    (_doc(deck={"werewolf": 2, "seer": 1, "villager": 2}), "deck.card_count"),       # 5 cards, 12 players
], ids=["garbage", "unknown_role", "five_cards_for_twelve"])
def test_opening_a_broken_deck_file_says_why_and_changes_nothing(qtbot, store, tmp_path, monkeypatch, content, key):
    path = tmp_path / "broken.wwdeck"
    path.write_bytes(content)
    with pytest.raises(RuleError) as raised:
        load_deck(path)
    err = raised.value
    assert err.key == key
    view = SetupView(store, "zh")
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    view.players.set_names(NAMES)
    set_custom(view, {**_GOOD_12, "villager": 3})               # 11 cards: an error of its own stays as it is
    view.options.set_value("win", "city")
    before = screen_state(view)
    checks_before = [m for m in view.messages()]
    monkeypatch.setattr(view, "_ask_open_path", lambda: str(path))

    qtbot.mouseClick(view.custom_page.open_deck_button, Qt.MouseButton.LeftButton)

    note = deck_note(view)
    assert note is not None and note.property("role") == "error"
    qtbot.waitUntil(note.isVisible, timeout=1000)          # (a layout shows a new label on the next event loop turn)
    assert err.message("zh") in note.text()
    assert tr("setup.deckfile.open_failed", "zh", file="broken.wwdeck", reason=err.message("zh")) in note.text()
    assert screen_state(view) == before
    assert view.messages()[1:] == checks_before
    # the line stays in the screen's language …
    view.retranslate("en")
    assert err.message("en") in deck_note(view).text()
    # … until the deck is changed
    view.custom.spins["villager"].setValue(4)
    assert deck_note(view) is None
    assert view.start_button.isEnabled()


@pytest.mark.parametrize("content, key", [
    (_doc(players=6, deck={"werewolf": 1, "seer": 1, "villager": 4}), "setup.deckfile.players_range"),
    (_doc(options={"exile_mode": "majority"}), "setup.deckfile.option_not_here"),
], ids=["six_players", "option_not_on_screen"])
def test_a_deck_file_this_screen_cannot_show_is_refused(qtbot, view, tmp_path, monkeypatch, content, key):
    path = tmp_path / "other.wwdeck"
    path.write_bytes(content)
    load_deck(path)                                             # a good deck for the engine …
    set_custom(view, _GOOD_12)
    before = screen_state(view)
    monkeypatch.setattr(view, "_ask_open_path", lambda: str(path))
    assert not view.open_deck_file()                           # … but not one this screen can set up as it is
    assert screen_state(view) == before
    note = deck_note(view)
    assert note.property("role") == "error"
    assert note.text() == tr("setup.deckfile.open_failed", "en", file="other.wwdeck",
                             reason=RuleError(key, players=6, lo=7, hi=18, option="exile_mode").message("en"))


def test_a_deck_file_with_more_villagers_than_the_spin_box_offers_is_shown_whole(qtbot, view, tmp_path, monkeypatch):
    path = tmp_path / "big.wwdeck"
    deck = {"werewolf": 4, "villager": 14}
    path.write_bytes(_doc(players=18, deck=deck))
    monkeypatch.setattr(view, "_ask_open_path", lambda: str(path))
    assert view.open_deck_file()
    assert view.players.count() == 18 and view.custom.deck() == deck
    assert error_texts(view) == []


def test_saving_a_deck_the_engine_refuses_shows_why_and_writes_nothing(qtbot, view, tmp_path, monkeypatch):
    monkeypatch.setattr(view, "_ask_save_path", lambda default: str(tmp_path / "bad.wwdeck"))
    set_custom(view, {**_GOOD_12, "villager": 3})               # 11 cards for 12 players
    qtbot.mouseClick(view.custom_page.save_deck_button, Qt.MouseButton.LeftButton)
    assert not (tmp_path / "bad.wwdeck").exists()
    reason = tr("deck.card_count", "en", cards=11, needed=12, players=12)
    assert deck_note(view).text() == tr("setup.deckfile.save_failed", "en", reason=reason)
    assert deck_note(view).property("role") == "error"


def test_a_cancelled_dialog_does_nothing(view, monkeypatch):
    set_custom(view, _GOOD_12)
    before = screen_state(view)
    monkeypatch.setattr(view, "_ask_open_path", lambda: "")
    monkeypatch.setattr(view, "_ask_save_path", lambda default: "")
    assert not view.open_deck_file()
    assert view.save_deck_file() is None
    assert screen_state(view) == before and deck_note(view) is None


# --- rule options ----------------------------------------------------------------------------------

def test_advanced_rules_change_the_options_of_the_setup(view):
    view.players.set_names(NAMES)
    assert not view.options.isVisibleTo(view)
    view.rules_toggle.click()
    assert view.options.isVisibleTo(view)
    view.options.set_value("win", "city")
    view.options.set_value("sheriff_weight", 1.5)
    view.options.set_value("witch_self_save", "first_night")
    view.options.set_value("witch_one_potion_per_night", False)
    view.options.set_value("last_words", "per_wolf")
    view.options.set_value("exile_tie", "revote")
    view.options.set_value("seer_answer", "aloud")
    view.options.set_value("election_speech_from", "high")
    setup = view.start()
    assert setup is not None
    for key, value in {"win": "city", "sheriff_weight": 1.5, "witch_self_save": "first_night",
                       "witch_one_potion_per_night": False, "last_words": "per_wolf", "exile_tie": "revote",
                       "seer_answer": "aloud", "election_speech_from": "high"}.items():
        assert setup.options[key] == value


def test_option_labels_are_translated(view):
    view.retranslate("zh")
    combo = view.options.combos["win"]
    assert view.options.labels["win"].text() == "胜利条件"
    assert any("屠边" in combo.itemText(i) for i in range(combo.count()))
    for name, combo in view.options.combos.items():
        for i in range(combo.count()):
            assert not combo.itemText(i).startswith("setup.opt"), (name, combo.itemText(i))


# --- players ---------------------------------------------------------------------------------------

def test_duplicate_and_empty_names_are_flagged_live(view):
    names = list(NAMES)
    names[2] = " alice "
    view.players.set_names(names)
    assert view.players.bad_seats() == {1: "duplicate", 3: "duplicate"}
    assert view.players.edit_seat(0).property("bad") is True        # the field on a duplicate seat is red
    assert not view.start_button.isEnabled()
    assert "Alice" in view.names_note.text() and view.names_note.isVisibleTo(view)

    view.players.edit_seat(2).setText("Carol")
    assert view.players.bad_seats() == {}
    assert view.players.edit_seat(0).property("bad") is False
    assert view.start_button.isEnabled()

    view.players.edit_seat(5).clear()
    assert view.players.bad_seats() == {6: "empty"}
    assert not view.start_button.isEnabled()
    assert "6" in view.reason.text()
    view.players.fill_empty()
    assert view.players.names()[5] == "Player 6"
    assert view.start_button.isEnabled()


def _seat_text(view, row: int) -> str:
    """The seat number painted on a row (read back through the row's accessible text)."""
    return view.players.seats.index(row).data(Qt.ItemDataRole.AccessibleTextRole).split(".")[0]


def test_player_rows_follow_the_count(view):
    view.players_spin.setValue(9)
    assert view.players.count() == 9
    assert [_seat_text(view, r) for r in range(9)] == [str(i) for i in range(1, 10)]
    view.players_spin.setValue(18)
    assert view.players.count() == 18
    view.players_spin.setValue(30)
    assert view.players.count() == 18


def test_dropping_a_row_reorders_seats_and_numbers_follow(view):
    view.players.set_names(NAMES)
    players = view.players
    mime = QMimeData()
    mime.setData(MIME, b"0")                                  # drag Alice (seat 1) …
    below_third = players.visualRect(players.seats.index(2)).bottom() - 4  # … onto the lower half of seat 3
    event = QDropEvent(QPointF(20, below_third), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    players.dropEvent(event)
    assert players.names()[:4] == ["Bob", "Carol", "Alice", "Dave"]
    assert [_seat_text(view, r) for r in range(4)] == ["1", "2", "3", "4"]
    assert players.seats.index(2).data(Qt.ItemDataRole.AccessibleTextRole) == "3. Alice"
    players.move_player(2, 0)
    assert players.names()[:3] == ["Alice", "Bob", "Carol"]


def test_a_drag_starts_at_the_grip_only(qtbot, view, monkeypatch):
    """Pressing and moving on a row's grip drags the row (and opens no field); on the name it edits."""
    players = view.players
    players.set_names(NAMES)
    started = []
    monkeypatch.setattr("werewolf_desktop.ui.setup.players.QDrag.exec", lambda drag, *a: started.append(
        bytes(drag.mimeData().data(MIME))))
    row = players.visualRect(players.seats.index(1))
    grip = QPoint(row.left() + 12, row.center().y())
    qtbot.mousePress(players.viewport(), Qt.MouseButton.LeftButton, pos=grip)
    assert players._editor() is None
    qtbot.mouseMove(players.viewport(), grip + QPoint(0, 20))
    qtbot.mouseRelease(players.viewport(), Qt.MouseButton.LeftButton, pos=grip + QPoint(0, 20))
    assert started == [b"1"]
    field = QPoint(row.left() + 200, row.center().y())
    qtbot.mouseClick(players.viewport(), Qt.MouseButton.LeftButton, pos=field)
    editor = players._editor()
    assert editor is not None and editor.text() == "Bob" and players.currentIndex().row() == 1


def test_the_name_field_moves_with_tab_and_enter_and_leaves_after_the_last_seat(qtbot, view):
    players = view.players
    view.players_spin.setValue(7)
    view.fill_button.setFocus()
    qtbot.keyClick(view.fill_button, Qt.Key.Key_Tab)                 # into the list: the first seat's field
    editor = players._editor()
    assert editor is not None and editor.hasFocus() and players.currentIndex().row() == 0
    assert editor.accessibleName() == "Player 1" == editor.placeholderText()     # what a screen reader says
    for i, name in enumerate(["Ann", "Ben", "Cy", "Di", "Ed", "Flo", "Gus"]):
        editor = players._editor()
        qtbot.keyClicks(editor, name)
        qtbot.keyClick(editor, Qt.Key.Key_Return if i % 2 else Qt.Key.Key_Tab)
    assert players.names() == ["Ann", "Ben", "Cy", "Di", "Ed", "Flo", "Gus"]
    assert players._editor() is None and not players.hasFocus()       # Tab past the last seat: out of the list
    assert QApplication_focus() is not None and QApplication_focus() is not players
    qtbot.keyClick(QApplication_focus(), Qt.Key.Key_Backtab)          # Shift+Tab back in: the last seat
    assert players.currentIndex().row() == 6 and players._editor() is not None
    qtbot.keyClick(players._editor(), Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)   # Alt+↑ moves Gus up
    assert players.names()[5:] == ["Gus", "Flo"] and players.currentIndex().row() == 5
    assert players._editor() is not None and players._editor().text() == "Gus"
    qtbot.keyClick(players._editor(), Qt.Key.Key_Backspace)           # typing goes on in the moved seat
    assert players.names()[5] == "Gu"


def QApplication_focus():  # noqa: N802 - reads like Qt's
    from PySide6.QtWidgets import QApplication
    return QApplication.focusWidget()


def test_shuffle_seats_keeps_the_names(view):
    view.players.set_names(NAMES)
    view.shuffle_button.click()
    assert sorted(view.players.names()) == sorted(NAMES)


def test_remembered_names_are_offered_by_the_completer(qtbot, store):
    store.remember_names(["Alice", "Albert", "Bob"])
    store.remember_names(["Albert"])
    view = SetupView(store, "en")
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    edit = view.players.edit_seat(0)
    qtbot.waitUntil(edit.hasFocus)
    qtbot.keyClicks(edit, "Al")
    completer = edit.completer()
    assert completer is not None
    completer.setCompletionPrefix("Al")
    offered = [completer.completionModel().index(i, 0).data() for i in range(completer.completionCount())]
    assert offered == ["Albert", "Alice"]           # most used first
    # a name already on another seat is not offered again
    view.players.edit_seat(1).setText("Albert")
    edit = view.players.edit_seat(0)
    completer.setCompletionPrefix("Al")
    offered = [completer.completionModel().index(i, 0).data() for i in range(completer.completionCount())]
    assert offered == ["Alice"]


# --- language and memory ---------------------------------------------------------------------------

def test_language_switch_retranslates_live_and_is_stored(qtbot, view, store):
    assert view.title.text() == "New game"
    assert view.start_button.text() == "Deal the roles"
    with qtbot.waitSignal(view.language_changed, timeout=1000) as blocker:
        view.lang_combo.setCurrentIndex(view.lang_combo.findData("zh"))
    assert blocker.args == ["zh"]
    assert view.title.text() == "新的一局"
    assert view.start_button.text() == "开始发牌"
    assert view.deal_buttons["phones"].text() == "手机扫码（推荐）"
    assert store.get_setting("lang") == "zh"
    view.lang_combo.setCurrentIndex(view.lang_combo.findData("de"))
    assert view.title.text() == "Neues Spiel"


def test_language_defaults_to_the_stored_setting(qtbot, store):
    store.set_setting("lang", "de")
    view = SetupView(store, None)
    qtbot.addWidget(view)
    assert view.lang == "de"
    assert view.lang_combo.currentData() == "de"


def test_last_game_is_offered_again(qtbot, store, view):
    view.players.set_names(NAMES)
    view.deal_buttons["laptop"].click()
    assert view.start() is not None
    again = SetupView(store, "en")
    qtbot.addWidget(again)
    assert again.players.names() == NAMES
    assert again.deal_mode == "laptop"


def test_deal_mode_goes_into_the_setup(view):
    view.players.set_names(NAMES)
    view.deal_buttons["printed"].click()
    setup = view.start()
    assert setup.deal_mode == "printed" and setup.assignment == []


def test_the_style_sheet_is_applied(qtbot, store):
    """A broken style sheet is dropped by Qt without a word: check its effects instead."""
    view = SetupView(store, "zh")
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    set_custom(view, {"werewolf": 4, "seer": 1, "villager": 2})
    red = next(w for w in view.checks.findChildren(QWidget) if w.objectName() == "check_error")
    image = red.grab().toImage()
    assert image.pixelColor(image.width() // 2, 2).name() == shades()["error_bg"]
    # the console's light look: paper behind everything, from the one palette of theme.json
    assert view.grab().toImage().pixelColor(4, view.height() - 4).name() == palette()["paper"]
    assert view.title.font().pixelSize() > view.summary.font().pixelSize() >= 15


# --- translations ----------------------------------------------------------------------------------

def _placeholders(s: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(s) if name}


def test_every_string_is_in_three_languages_and_no_key_is_defined_twice():
    mine = all_strings("ui_setup")
    assert mine
    for key, texts in mine.items():
        assert key.split(".")[0] in ("setup", "dealui", "printui", "helpui"), key
        assert set(texts) == set(LANGUAGES), key
        assert all(texts[lang].strip() for lang in texts), key
        assert len({frozenset(_placeholders(texts[lang])) for lang in LANGUAGES}) == 1, key
    for domain in domains():
        if domain != "ui_setup":
            assert not set(all_strings(domain)) & set(mine), domain


def test_every_key_the_screens_use_exists():
    known = all_strings()
    used: set[str] = set()
    for path in UI_DIR.rglob("*.py"):
        if path.parent.name in ("setup", "deal", "dialogs", "widgets"):
            used |= set(re.findall(r'"((?:setup|dealui|printui|helpui)\.[a-z0-9_.]+)"', path.read_text(encoding="utf-8")))
    for name in OPTIONS_SHOWN:
        values = option_choices(name)
        used.add(f"setup.opt.{name}")
        used |= {f"setup.opt.{name}.{value_key(v)}" for v in values}
    for mode in DEAL_MODES:
        used |= {f"setup.deal.{mode}", f"setup.deal.{mode}.hint"}
    for mode in ("phones", "offline", "laptop", "printed"):
        used |= {f"dealui.title.{mode}", f"dealui.intro.{mode}"}
    missing = sorted(k for k in used if k not in known and not k.endswith("."))
    assert not missing


# --- layout at every window size ------------------------------------------------------------------

CHECKED_KINDS = (QLabel, QAbstractButton, QAbstractSpinBox, QLineEdit, QComboBox)


def rect_in(widget: QWidget, root: QWidget) -> QRect:
    return QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())


def viewport_of(widget: QWidget, root: QWidget) -> QWidget | None:
    """The viewport of the nearest scroll area around `widget` (None: it is not in one)."""
    p = widget.parentWidget()
    while p is not None and p is not root:
        area = p.parentWidget()
        if isinstance(area, QAbstractScrollArea) and area.viewport() is p:
            return p
        p = p.parentWidget()
    return None


def on_screen(widget: QWidget, root: QWidget) -> QRect:
    """What can be seen of `widget`: its rectangle cut to every scroll area viewport around it."""
    r = rect_in(widget, root)
    p = viewport_of(widget, root)
    while p is not None:
        r = r.intersected(rect_in(p, root))
        p = viewport_of(p, root)
    return r.intersected(root.rect())


def describe(w: QWidget) -> str:
    shown = w.text() if callable(getattr(w, "text", None)) else ""
    return f"{type(w).__name__}({w.objectName() or shown[:40]!r})"


def layout_problems(root: QWidget) -> list[str]:
    """Everything cut off, squeezed or drawn over something else among the visible labels,
    buttons, spin boxes, line edits and combo boxes of `root`."""
    widgets = [w for w in root.findChildren(QWidget)
               if isinstance(w, CHECKED_KINDS) and w.isVisible() and w.width() > 0 and w.height() > 0]
    out = []
    for w in widgets:
        r = rect_in(w, root)
        viewport = viewport_of(w, root)
        area = rect_in(viewport, root) if viewport is not None else root.rect()
        if r.left() < area.left() or r.right() > area.right():          # (a) not cut off sideways
            out.append(f"{describe(w)} cut off on the side: {r.getRect()} outside {area.getRect()}")
        if viewport is None and (r.top() < area.top() or r.bottom() > area.bottom()):
            out.append(f"{describe(w)} cut off below or above: {r.getRect()} outside {area.getRect()}")
        child, p = w, w.parentWidget()                                   # inside each of its parents
        while p is not None and p is not root and p is not viewport:
            if not p.rect().contains(QRect(child.mapTo(p, QPoint(0, 0)), child.size())):
                out.append(f"{describe(w)} sticks out of {type(p).__name__}")
                break
            child, p = p, p.parentWidget()
        if isinstance(w, QLabel) and w.wordWrap() and w.text():           # wrapped text: all its lines
            if w.height() < w.heightForWidth(w.width()):
                out.append(f"{describe(w)} too low for its text: {w.height()} < {w.heightForWidth(w.width())}")
        elif isinstance(w, QAbstractSpinBox):                            # the number: whole
            edit = w.lineEdit()
            widest = max(edit.fontMetrics().horizontalAdvance(w.textFromValue(v)) for v in (w.minimum(), w.maximum()))
            if edit.height() < edit.minimumSizeHint().height() or edit.width() < widest:
                out.append(f"{describe(w)} squeezed: {edit.size().toTuple()}")
        elif not isinstance(w.parentWidget(), QAbstractSpinBox):
            least = w.minimumSizeHint()
            if w.width() < least.width() or w.height() < least.height():
                out.append(f"{describe(w)} squeezed: {w.size().toTuple()} < {least.toTuple()}")
    shown = [(w, on_screen(w, root)) for w in widgets]
    for i, (a, ra) in enumerate(shown):                                  # (b) nothing drawn over another
        for b, rb in shown[i + 1:]:
            if not (a.isAncestorOf(b) or b.isAncestorOf(a)) and ra.intersects(rb):
                out.append(f"{describe(a)} {ra.getRect()} overlaps {describe(b)} {rb.getRect()}")
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_nothing_is_cut_off_or_overlapped_from_the_smallest_window_up(qtbot, tmp_path, lang):
    window = open_window(qtbot, lang, size=(1100, 700))
    hint = window.minimumSizeHint()                 # no fixed minimum (issue 28.6): the window may be this small
    assert hint.width() <= 1100 and hint.height() <= 700 and window.size().toTuple() == (1100, 700)
    view = window.setup_view
    assert isinstance(view, SetupView)
    assert view.minimumSizeHint().width() <= window.centralWidget().width()    # both columns fit side by side

    def check(what: str) -> None:
        try:                                   # the layouts settle over a few event loop passes
            qtbot.waitUntil(lambda: not layout_problems(view), timeout=8000)
        except qtbot.TimeoutError:
            pass
        problems = layout_problems(view)
        assert not problems, f"{lang} {what} {window.size().toTuple()}:\n" + "\n".join(problems)

    check("preset")
    view.custom_radio.click()
    view.custom.spins["werewolf"].setValue(view.custom.spins["werewolf"].value() + 1)   # a card too many
    view.players.set_names([""] * view.players.count())
    assert error_texts(view) and view.names_note.isVisible() and view.reason.text()
    check("custom deck with errors")
    view.rules_toggle.click()
    check("custom deck, advanced rules open")
    view.players.set_names(["Alice"] * view.players.count())                # duplicates: the longest name note
    check("duplicate names")
    window.grab().save(str(shots_dir(tmp_path) / f"setup_1100x700_{lang}.png"))
    for size in ((1280, 800), (1100, 1000), (1500, 700), (1100, 700)):
        window.resize(*size)
        check("custom deck")
    view.preset_radio.click()
    check("preset after custom")


def test_the_custom_deck_grid_goes_to_one_column_when_two_do_not_fit(view):
    columns = view.custom.columns
    row = max(r.sizeHint().width() for r in view.custom.rows.values() if not r.isHidden())   # the ruleset's rows
    assert columns.columns_for(2 * row + 28) == 2
    assert columns.columns_for(2 * row) == 1
    assert columns.heightForWidth(2 * row) > columns.heightForWidth(2 * row + 28)
    # a row narrower than its name: the name ends in "…" and its tooltip says it whole
    set_custom(view, {"werewolf": 4, "villager": 8})
    view.resize(1100, 700)
    name = view.custom.names["wolfsbane_holder"]
    name.resize(name.minimumSizeHint().width(), name.height())
    assert name.is_elided() and name.toolTip().startswith(name.text())


# --- screenshots -----------------------------------------------------------------------------------

def shots_dir(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("UI_SHOTS_DIR") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_screenshots(qtbot, store, tmp_path, lang):
    store.remember_names(NAMES)
    folder = shots_dir(tmp_path)
    view = SetupView(store, lang)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    view.players.set_names(["张伟", "王芳", "李娜", "刘洋", "陈静", "Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace"])
    pick_preset(view, "std12_444_guard")
    qtbot.wait(50)
    image = view.grab()
    assert not image.isNull()
    image.save(str(folder / f"setup_preset_{lang}.png"))
    set_custom(view, {"werewolf": 4, "seer": 1, "witch": 1, "guard": 1, "elder": 1, "villager": 3})
    view.players.edit_seat(6).setText("alice")
    view.rules_toggle.click()
    editor = view.custom                  # the page was built just now: its layout settles over a few passes
    qtbot.waitUntil(lambda: editor.height() >= editor.columns.heightForWidth(editor.width()), timeout=5000)
    qtbot.wait(50)
    view.grab().save(str(folder / f"setup_custom_error_{lang}.png"))
    assert not view.start_button.isEnabled()
    # the deck file buttons, and the line of a file that would not open
    broken = tmp_path / "broken.wwdeck"
    broken.write_bytes(_doc(deck={"werewolf": 2, "seer": 1, "villager": 2}))
    view._ask_open_path = lambda: str(broken)
    assert not view.open_deck_file()
    qtbot.waitUntil(lambda: deck_note(view) is not None and deck_note(view).isVisible(), timeout=1000)
    page = view.custom_page
    for button in (page.copy_preset, page.open_deck_button, page.save_deck_button):
        assert button.isVisible() and button.width() >= button.sizeHint().width(), button.text()
    left = view.deck_box.parentWidget()
    assert left.width() <= left.parentWidget().width()           # nothing cut off on the right
    view.grab().save(str(folder / f"setup_deckfile_{lang}.png"))


# --- assigning roles to seats yourself (a stacked deal, seed 000:42, 002:73) ----------------------------

def choose(view: SetupView, seat: int, role_id: str | None) -> None:
    """Pick `role_id` for `seat` in the seat's combo box, as the host does (None: "At random")."""
    combo = view.stacking.rows[seat - 1].combo
    index = combo.findData(role_id) if role_id else 0
    assert index >= 0, (seat, role_id)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def stack_by_hand(view: SetupView, preset: str) -> None:
    """12 named players, `preset`, and "Assign roles to seats yourself" switched on."""
    view.players_spin.setValue(12)
    pick_preset(view, preset)
    view.players.set_names(NAMES)
    view.stacking.toggle.click()


def test_stacking_is_off_and_unbuilt_until_the_host_switches_it_on(view):
    assert not view.stacking.on and view.stacking.grid is None
    assert view.stacking.toggle.text() == "Assign roles to seats yourself (stack the deck)"
    view.players.set_names(NAMES)
    setup = view.start()
    assert setup is not None and not setup.stacked


def test_000_42_the_seats_chosen_by_hand_get_their_cards_and_the_rest_is_dealt(qtbot, view):
    view.players_spin.setValue(12)
    pick_preset(view, "std12_444_idiot")
    view.players.set_names(NAMES)
    qtbot.mouseClick(view.stacking.toggle, Qt.MouseButton.LeftButton)
    assert view.stacking.on and view.stacking.grid.isVisible() and len(view.stacking.rows) == 12
    assert [r.name.text() for r in view.stacking.rows] == NAMES
    combo = view.stacking.rows[0].combo
    offered = [combo.itemData(i) for i in range(combo.count())]
    assert offered[0] is None and combo.itemText(0) == "At random"
    assert set(offered[1:]) == set(catalogue().presets["std12_444_idiot"].deck_for(12))
    choose(view, 2, "werewolf")
    choose(view, 9, "werewolf")
    choose(view, 5, "seer")
    assert error_texts(view) == [] and view.start_button.isEnabled()
    with qtbot.waitSignal(view.started, timeout=2000) as blocker:
        qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    setup = blocker.args[0]
    assert setup.stacked and setup.chosen == [2, 5, 9]
    assert (setup.assignment[1], setup.assignment[4], setup.assignment[8]) == ("werewolf", "seer", "werewolf")
    assert sorted(setup.assignment) == sorted(r for r, n in setup.deck.items() for _ in range(n))


def test_a_role_chosen_more_often_than_the_deck_holds_it_is_named_and_blocks(view):
    stack_by_hand(view, "std12_444_idiot")
    choose(view, 3, "witch")
    choose(view, 7, "witch")
    expected = tr("setup.stack.too_many", "en", role="witch", seats=[3, 7], n=1)
    assert expected == "The Witch card is given to seats 3 and 7, but the deck has only one."
    assert expected in error_texts(view)
    assert not view.start_button.isEnabled() and expected in view.reason.text()
    assert view.stacking.bad_seats() == {3, 7} and view.stacking.rows[2].flag.text() == "!"
    for seat in range(1, 6):
        choose(view, seat, "werewolf")
    assert tr("setup.stack.too_many", "en", role="werewolf", seats=[1, 2, 3, 4, 5], n=4) in error_texts(view)
    assert "only 4 of them" in error_texts(view)[0]
    view.stacking.clear_button.click()
    assert error_texts(view) == [] and view.start_button.isEnabled() and view.stacking.bad_seats() == set()


def test_a_chosen_role_the_new_deck_lacks_is_kept_flagged_and_blocks(view):
    stack_by_hand(view, "std12_444_guard")
    choose(view, 4, "guard")
    assert view.start_button.isEnabled()
    pick_preset(view, "std12_444_idiot")                       # no guard in this one
    message = tr("setup.stack.not_in_deck", "en", seat=4, role="guard")
    assert message == "Seat 4 is to get the Guard card, but the deck has no Guard."
    assert message in error_texts(view) and not view.start_button.isEnabled()
    combo = view.stacking.rows[3].combo
    assert combo.currentData() == "guard" and combo.currentText() == "Guard (not in the deck)"
    view.retranslate("de")
    assert tr("setup.stack.not_in_deck", "de", seat=4, role="guard") in error_texts(view)
    pick_preset(view, "std12_444_guard")                       # back: the choice is still there and fine
    assert error_texts(view) == [] and view.start().assignment[3] == "guard"


def test_switching_the_mode_off_deals_everything_at_random_and_keeps_the_choices(view):
    view.players.set_names(NAMES)
    view.stacking.toggle.click()
    choose(view, 1, "werewolf")
    view.stacking.toggle.click()
    assert not view.stacking.grid.isVisible() and view.stacking.assignment() is None
    assert not view.start().stacked
    view.stacking.toggle.click()
    assert view.stacking.picks()[0] == "werewolf"


def test_a_chosen_role_moves_with_its_player_when_the_seats_change(view):
    view.players.set_names(NAMES)
    view.stacking.toggle.click()
    choose(view, 1, "seer")                                   # Alice is the seer
    view.players.move_player(0, 3)
    assert view.players.names()[3] == "Alice" and view.stacking.picks()[3] == "seer"
    assert view.stacking.rows[3].combo.currentData() == "seer" and view.stacking.rows[3].name.text() == "Alice"
    view.shuffle_button.click()
    alice = view.players.names().index("Alice")
    assert view.stacking.picks()[alice] == "seer" and view.stacking.picks().count("seer") == 1
    view.players_spin.setValue(10)                           # fewer seats: the rows follow
    assert len(view.stacking.rows) == 10 and len(view.stacking.picks()) == 10


def test_003_111_chosen_seats_that_leave_the_thief_two_wolves_are_refused_in_words(view):
    stack_by_hand(view, "std12_cupid_thief")
    deck = catalogue().presets["std12_cupid_thief"].deck_for(12)
    others = [r for r, n in sorted(deck.items()) if r != "werewolf" for _ in range(n)]
    for seat, role in enumerate(others + ["werewolf"], start=1):
        choose(view, seat, role)
    reason = RuleError("deck.thief_bottom").message("en")
    assert tr("setup.stack.cannot_deal", "en", reason=reason) in error_texts(view)
    assert not view.start_button.isEnabled()


def test_stacking_with_printed_cards_says_the_next_screen_lists_the_cards(view):
    view.players.set_names(NAMES)
    view.deal_buttons["printed"].click()
    view.stacking.toggle.click()
    assert view.stacking.printed_hint.isVisibleTo(view)
    choose(view, 6, "hunter")
    setup = view.start()
    assert setup.deal_mode == "printed" and setup.stacked and setup.assignment[5] == "hunter"
    assert len(setup.assignment) == 12 and all(setup.assignment)


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_stacking_screenshots(qtbot, store, tmp_path, lang):
    view = SetupView(store, lang)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    view.players_spin.setValue(12)
    pick_preset(view, "std12_444_idiot")
    view.players.set_names(["张伟", "王芳", "李娜", "刘洋", "陈静", "Alice", "Bob", "Carol", "Dave", "Eve",
                            "Frank", "Grace"])
    view.stacking.toggle.click()
    choose(view, 1, "witch")
    choose(view, 2, "witch")
    choose(view, 6, "werewolf")
    try:                                   # the layouts settle over a few event loop passes
        qtbot.waitUntil(lambda: not layout_problems(view), timeout=8000)
    except qtbot.TimeoutError:
        pass
    assert not layout_problems(view)
    view.left_scroll.ensureWidgetVisible(view.stacking.rows[-1])
    qtbot.wait(20)
    view.grab().save(str(shots_dir(tmp_path) / f"setup_stacking_{lang}.png"))


def test_000_42_a_stacked_game_from_the_set_up_screen_is_recorded_and_resumes_as_dealt(qtbot):
    store = Store.open()
    window = open_window(qtbot, lang="en", store=store)
    view = window.setup_view
    view.players_spin.setValue(12)
    pick_preset(view, "std12_444_guard")
    view.players.set_names(NAMES)
    view.deal_buttons["laptop"].click()
    view.stacking.toggle.click()
    choose(view, 3, "guard")
    choose(view, 11, "werewolf")
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    session = window.session
    assert session.setup.chosen == [3, 11]
    assert session.state.seats[2].role == "guard" and session.state.seats[10].role == "werewolf"
    dealt = list(session.setup.assignment)
    window.deal_view.show_seat(3)                             # the laptop reveal shows the chosen card
    window.deal_view.hold.held.emit(True)
    assert window.deal_view.card.revealed and "Guard" in " ".join(window.deal_view.visible_texts())
    window.deal_view.hold.held.emit(False)
    window.deal_view.start_night(ask=False)
    gid = session.game_id
    window.close()
    store.close()

    store2 = Store.open()
    again = open_window(qtbot, lang="en", store=store2)
    qtbot.mouseClick(again.resume_page.resume_btn, Qt.MouseButton.LeftButton)
    resumed = again.session
    assert resumed.game_id == gid and resumed.setup.stacked and resumed.setup.chosen == [3, 11]
    assert [s.role for s in resumed.state.seats] == dealt


# --- what is built on first use (issue 21: the first screen builds only what it shows) ------------------

def test_the_rarely_opened_parts_are_built_on_first_use(qtbot, view):
    assert view._custom_page is None and view.rules_box._editor is None and view.stacking.grid is None
    assert view.deck_stack.count() == 1
    options = view.rules_box.values()                       # what the folded editor would show
    assert view.rules_box._editor is None
    view.rules_toggle.click()
    assert view.rules_box._editor is not None and view.options.isVisibleTo(view)
    assert view.options.values() == options
    view.custom_radio.click()
    assert view._custom_page is not None and view.deck_stack.count() == 2 and view.custom.isVisibleTo(view)


def test_the_last_custom_deck_waits_unbuilt_and_comes_back_when_opened(qtbot, store, view):
    view.players.set_names(NAMES)
    set_custom(view, _GOOD_12)
    view.preset_radio.click()
    assert view.start() is not None
    again = SetupView(store, "en")
    qtbot.addWidget(again)
    assert again._custom_page is None and again.custom_deck() == _GOOD_12
    again.custom_radio.click()
    assert again.custom.deck() == _GOOD_12


def test_the_role_list_builds_the_rulesets_roles_and_draws_art_only_when_seen(qtbot, view):
    view.custom_radio.click()
    standard = {r.id for r in catalogue().dealt_roles("standard")}
    assert set(view.custom.rows) == standard                # not every role of the book
    view.ruleset_combo.setCurrentIndex(view.ruleset_combo.findData("revamped"))
    revamped = {r.id for r in catalogue().dealt_roles("revamped")}
    assert revamped <= set(view.custom.rows)
    qtbot.waitUntil(lambda: any(view.custom.icons[r].drawn for r in revamped), timeout=5000)
    viewport = view.left_scroll.viewport()

    def seen(rid: str) -> bool:
        icon = view.custom.icons[rid]
        top = icon.mapTo(viewport, icon.rect().topLeft()).y()
        return icon.isVisible() and -icon.height() < top < viewport.height()

    unseen = [r for r in revamped if not seen(r)]
    assert unseen and not any(view.custom.icons[r].drawn for r in unseen)
    assert not any(view.custom.icons[r].drawn for r in set(view.custom.rows) - revamped)   # hidden rows
    view.left_scroll.ensureWidgetVisible(view.custom.rows[unseen[-1]])
    qtbot.waitUntil(lambda: view.custom.icons[unseen[-1]].drawn, timeout=5000)


def test_elected_offices_are_offered_only_where_the_ruleset_has_them(view):
    """Issue 29.11: "elected offices: none" in a classic game read as "no sheriff election";
    the option is offered only in a ruleset with office roles (Werewolves Revamped, 004 §6)."""
    view.players.set_names(NAMES)
    view.rules_toggle.click()
    for ruleset in catalogue().rulesets:
        view.ruleset_combo.setCurrentIndex(view.ruleset_combo.findData(ruleset))
        shown = view.options.combos["elections"].isVisibleTo(view)
        assert shown == (ruleset == "revamped"), ruleset
        assert view.options.labels["elections"].isVisibleTo(view) == shown
        assert view.options.combos["win"].isVisibleTo(view)


def test_the_election_speech_order_can_be_set_whenever_the_game_holds_an_election(view):
    """The office elections (Mayor, Reporter, Guardian: 004 §6) speak in the order of
    election_speech_from too (engine/beats/election.py); the option was greyed in every game without a
    sheriff, so a Revamped host with offices could not change it. The sheriff's weight stays the
    sheriff's; a game with no election at all keeps both greyed."""
    view.players.set_names(NAMES)
    view.rules_toggle.click()
    opts = view.options
    speech, weight = opts.combos["election_speech_from"], opts.combos["sheriff_weight"]
    for ruleset in catalogue().rulesets:
        view.ruleset_combo.setCurrentIndex(view.ruleset_combo.findData(ruleset))
        sheriff = catalogue().ruleset(ruleset).options.get("sheriff", "day1") != "none"
        offices = opts.combos["elections"].isVisibleTo(view) and opts.combos["elections"].currentData() != "none"
        assert weight.isEnabled() == sheriff and speech.isEnabled() == (sheriff or offices), ruleset
        if ruleset == "revamped":
            opts.set_value("elections", "offices")
            assert speech.isEnabled() and opts.labels["election_speech_from"].isEnabled() and not weight.isEnabled()
            opts.set_value("election_speech_from", "high")
            setup = view.start()
            assert setup.options["elections"] == "offices" and setup.options["election_speech_from"] == "high"
            opts.set_value("elections", "none")
            assert not speech.isEnabled()


def test_a_mixed_revamped_deck_with_a_seed_003_guard_says_which_rules_it_follows(qtbot, view, tmp_path):
    """Issue 30: a mixed deck is warned on the set-up screen (the deck warnings' line), not refused:
    the Guard keeps the standard rules, the attacks, deaths and win follow Werewolves Revamped; a
    Werewolf card is dealt as the revamped Wolf."""
    view.players.set_names(NAMES[:8])
    view.ruleset_combo.setCurrentIndex(view.ruleset_combo.findData("revamped"))
    set_custom(view, {"werewolf_revamped": 2, "guard": 1, "citizen": 5})
    warnings = warning_texts(view)
    assert tr("deck.other_rules", "en", role=["guard"], rules=[catalogue().ruleset("standard").name],
              ruleset=catalogue().ruleset("revamped").name) in warnings
    assert error_texts(view) == [] and view.start_button.isEnabled()
    editor = view.custom                  # the page was built just now: its layout settles over a few passes
    qtbot.waitUntil(lambda: editor.height() >= editor.columns.heightForWidth(editor.width()), timeout=5000)
    qtbot.wait(50)
    view.checks.grab().save(str(shots_dir(tmp_path) / "setup_mixed_deck_en.png"))   # below the long role list
