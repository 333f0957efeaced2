"""The deal screen with real widgets (offscreen), the real engine, Store and DealServer; network
only on 127.0.0.1."""
from __future__ import annotations

import io
import os
import socket
import urllib.error
import urllib.request
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from werewolf_desktop.deal import offline_qr_text, troubleshooting
from werewolf_desktop.deal.phrases import wakes_label
from werewolf_desktop.engine import Game, Setup, catalogue, player_view
from werewolf_desktop.i18n import LANGUAGES, text, tr
from werewolf_desktop.store import Store
from werewolf_desktop.ui.deal.view import DealView
from werewolf_desktop.ui.dialogs.help import PhoneHelpDialog

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"]


@pytest.fixture
def store():
    s = Store.open()
    s.set_setting("deal.port", 0)        # any free port: tests may run side by side
    yield s
    s.close()


def make_setup(mode: str = "phones", lang: str = "en", preset: str = "std12_444_guard") -> Setup:
    return Setup.create(NAMES, preset=preset, seed=20240601, deal_mode=mode, lang=lang)


@pytest.fixture
def make_view(qtbot, store):
    made = []

    def make(mode: str = "phones", lang: str = "en", preset: str = "std12_444_guard") -> DealView:
        setup = make_setup(mode, lang, preset)
        game_id = store.create_game(setup.to_json())
        view = DealView(setup, store, game_id, lang)
        qtbot.addWidget(view)
        made.append(view)
        view.resize(1280, 800)
        view.show()
        qtbot.waitExposed(view)
        if view.server is not None:
            view.choose_address("127.0.0.1")
        return view

    yield make
    for view in made:
        view.shutdown()


def decode(view: DealView) -> str:
    """Read the QR code on screen the way a phone camera would."""
    image = view.qr.grab().toImage()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    found = zxingcpp.read_barcodes(Image.open(io.BytesIO(bytes(data))))
    assert len(found) == 1, "exactly one QR code on screen"
    return found[0].text


def fetch(url: str) -> tuple[int, str, str]:
    with urllib.request.urlopen(url, timeout=5) as response:
        return response.status, response.read().decode("utf-8"), response.headers.get("Content-Language", "en")


def role_names(role_id: str) -> list[str]:
    return list(catalogue().roles[role_id].name.values())


def all_deck_role_names(setup: Setup) -> set[str]:
    return {name for role in set(setup.assignment) for name in role_names(role)}


# --- phones ----------------------------------------------------------------------------------------

def test_one_seat_at_a_time_and_never_the_role(make_view):
    view = make_view()
    assert view.server is not None and view.server.running and view.port
    assert view.seat_label.text() == "Seat 1 — Ann: scan now"
    view.show_seat(5)
    assert view.seat_label.text() == "Seat 5 — Eli: scan now"
    assert view.qr.width() >= 300 and view.qr.height() >= 300
    assert view.url_label.text() == view.url(5)
    secrets = all_deck_role_names(view.setup)
    for shown in view.visible_texts():
        for name in secrets:
            assert name not in shown, (name, shown)
    # only the current seat's name is on the big line
    assert all(n not in view.seat_label.text() for n in NAMES if n != "Eli")


def test_qr_code_opens_that_seats_page_and_no_other(make_view):
    view = make_view()
    setup = view.setup
    seat = 3
    other = next(s for s in range(1, 13) if setup.assignment[s - 1] != setup.assignment[seat - 1])
    view.show_seat(seat)
    url = decode(view)
    assert url == view.url(seat)
    assert url.startswith(f"http://127.0.0.1:{view.port}/p/")
    status, page, lang = fetch(url)
    assert status == 200
    mine = text(catalogue().roles[setup.assignment[seat - 1]].name, lang)
    theirs = text(catalogue().roles[setup.assignment[other - 1]].name, lang)
    assert f'class="role">{mine}<' in page
    assert f'class="role">{theirs}<' not in page
    assert "Cat" in page                       # seat 3's name


def test_seen_mark_appears_after_the_phone_opens_the_page(qtbot, make_view):
    view = make_view()
    view.auto_advance_ms = 300
    assert view.seen == set()
    fetch(view.url(1))
    qtbot.waitUntil(lambda: 1 in view.seen, timeout=3000)
    assert "✓" in view.tiles.tiles[1].text()
    assert view.tiles.tiles[1].property("seen") is True
    assert "✓" not in view.tiles.tiles[2].text()
    assert "1 opened" in view.position.text()
    # the screen moves on to the next seat that has not opened its page
    qtbot.waitUntil(lambda: view.current == 2, timeout=3000)
    assert view.seat_label.text() == "Seat 2 — Ben: scan now"


def test_redeal_asks_for_a_fresh_shuffle(qtbot, make_view):
    view = make_view()
    old = view.url(1)

    def answer_yes():
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        assert "new role" in box.text()
        box.button(QMessageBox.StandardButton.Yes).click()

    QTimer.singleShot(100, answer_yes)
    with qtbot.waitSignal(view.redeal_requested, timeout=3000) as signal:
        assert view.redeal(ask=True) is True
    fresh = signal.args[0]
    # a new deal of the same table: same players, deck and rules, a new shuffle (the main window
    # starts it as a new game, so every link changes too: see test_deal_lost_phones.py)
    setup = view.setup
    assert (fresh.players, fresh.deck, fresh.options, fresh.ruleset) == (setup.players, setup.deck, setup.options,
                                                                          setup.ruleset)
    assert fresh.seed != setup.seed and not fresh.stacked
    assert view.url(1) == old                    # this screen itself changes nothing


def test_redeal_can_be_cancelled(make_view):
    view = make_view()
    old = view.url(1)
    QTimer.singleShot(100, lambda: QApplication.activeModalWidget().reject())
    assert view.redeal(ask=True) is False
    assert view.url(1) == old


def test_shutdown_frees_the_port_and_is_idempotent(make_view):
    view = make_view()
    port = view.port
    url = view.url(2)
    view.shutdown()
    view.shutdown()
    assert view.server is None
    with pytest.raises(urllib.error.URLError):
        fetch(url)
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)   # a listening socket would still refuse
        s.bind(("0.0.0.0", port))
        s.listen()


def test_start_the_night_keeps_serving(qtbot, make_view):
    view = make_view()
    with qtbot.waitSignal(view.finished, timeout=1000):
        view.start_night(ask=False)
    assert fetch(view.url(4))[0] == 200


def test_view_provider_is_what_the_phones_get(make_view):
    view = make_view()
    setup = view.setup
    state = Game(setup).state
    # the console swaps in its own provider (the current game): seat 1 now shows seat 2's card
    view.set_view_provider(lambda seat: {**player_view(state, 2), "seat": seat, "name": setup.players[seat - 1]})
    _, page, lang = fetch(view.url(1))
    assert f'class="role">{text(catalogue().roles[setup.assignment[1]].name, lang)}<' in page
    view.set_view_provider(None)
    _, page, lang = fetch(view.url(1))
    assert f'class="role">{text(catalogue().roles[setup.assignment[0]].name, lang)}<' in page


def test_address_choice_is_remembered(make_view, store):
    view = make_view()
    assert view.address == "127.0.0.1"
    assert store.get_setting("deal.address") == "127.0.0.1"
    assert view.url(1).startswith("http://127.0.0.1:")


def test_an_unsaved_game_still_deals(qtbot, store):
    view = DealView(make_setup(), store, None, "en")     # the game could not be recorded
    qtbot.addWidget(view)
    try:
        view.choose_address("127.0.0.1")
        old = view.url(1)
        assert fetch(old)[0] == 200
        assert view.new_link(1, ask=False)
        with pytest.raises(urllib.error.HTTPError):
            fetch(old)
        assert fetch(view.url(1))[0] == 200
    finally:
        view.shutdown()


# --- no network --------------------------------------------------------------------------------------

def test_offline_qr_carries_the_role_text(make_view):
    view = make_view()
    view.fallback_menu.actions()[0].trigger()        # No network? → offline codes
    assert view.mode == "offline"
    view.show_seat(6)
    assert view.seat_label.text() == "Seat 6 — Fay: scan with the camera"
    content = decode(view)
    expected = offline_qr_text(player_view(Game(view.setup).state, 6), "en")
    assert content == expected
    assert text(catalogue().roles[view.setup.assignment[5]].name, "en") in content
    secrets = all_deck_role_names(view.setup)
    for shown in view.visible_texts():
        assert not any(name in shown for name in secrets)


def test_offline_qr_in_chinese_decodes(make_view):
    view = make_view(lang="zh")
    view.set_mode("offline")
    content = decode(view)
    assert content == offline_qr_text(player_view(Game(view.setup).state, 1), "zh")
    assert text(catalogue().roles[view.setup.assignment[0]].name, "zh") in content


# --- laptop reveal ---------------------------------------------------------------------------------

def test_laptop_reveal_shows_the_role_only_while_pressed(qtbot, make_view):
    view = make_view(mode="laptop")
    assert view.server is None                   # nothing listens in laptop mode
    assert view.pass_label.text() == "Pass the laptop to seat 1 — Ann"
    role = view.setup.assignment[0]
    name = text(catalogue().roles[role].name, "en")
    secrets = all_deck_role_names(view.setup)

    def shown() -> str:
        return "\n".join(view.visible_texts())

    assert not any(n in shown() for n in secrets)
    qtbot.mousePress(view.hold, Qt.MouseButton.LeftButton)
    assert view.card.revealed
    assert view.card.name.text() == name
    assert name in shown()
    qtbot.mouseRelease(view.hold, Qt.MouseButton.LeftButton)
    assert not view.card.revealed
    assert not any(n in shown() for n in secrets)
    assert "✓" in view.tiles.tiles[1].text()
    # pressed, then "next": hidden again, and the next seat is asked for
    qtbot.mousePress(view.hold, Qt.MouseButton.LeftButton)
    assert view.card.revealed
    view.next_seat()
    assert not view.card.revealed
    assert not any(n in shown() for n in secrets)
    assert view.pass_label.text() == "Pass the laptop to seat 2 — Ben"
    qtbot.mouseRelease(view.hold, Qt.MouseButton.LeftButton)


def test_wolf_sees_the_pack_on_the_laptop(qtbot, make_view):
    view = make_view(mode="laptop")
    wolf = view.setup.assignment.index("werewolf") + 1
    view.show_seat(wolf)
    qtbot.mousePress(view.hold, Qt.MouseButton.LeftButton)
    mates = [i + 1 for i, r in enumerate(view.setup.assignment) if r == "werewolf" and i + 1 != wolf]
    assert view.card.extra.text().startswith("Your pack:")
    assert all(f"#{m} {NAMES[m - 1]}" in view.card.extra.text() for m in mates)
    # when the role wakes: the phone page's wording
    wakes = player_view(Game(view.setup).state, wolf)["wakes"]
    assert view.card.extra.text().splitlines()[-1] == wakes_label(wakes, "en") == "Wakes every night"
    qtbot.mouseRelease(view.hold, Qt.MouseButton.LeftButton)


def test_phones_can_fall_back_to_the_laptop(make_view):
    view = make_view()
    view.fallback_menu.actions()[1].trigger()
    assert view.mode == "laptop"
    assert view.phones_button.isVisibleTo(view)
    view.phones_button.click()
    assert view.mode == "phones" and view.server is not None


# --- printed ---------------------------------------------------------------------------------------

def test_printed_cards_explain_and_start(qtbot, make_view):
    view = make_view(mode="printed")
    assert view.server is None
    assert view.stack.currentWidget() is view.printed_page
    assert not view.nav.isVisibleTo(view)
    assert "first night" in view.printed_page.text.text()
    assert "Thief" not in view.printed_page.text.text()        # std12_444_guard has none (issue 29.12)
    assert not view.printed_page.list_button.isVisibleTo(view)          # shuffled cards: no list
    with qtbot.waitSignal(view.finished, timeout=1000):
        view.start_button.click()


def stacked_setup(mode: str, chosen: dict[int, str], preset: str = "std12_444_guard") -> Setup:
    picks = [chosen.get(seat) for seat in range(1, 13)]
    return Setup.create(NAMES, preset=preset, seed=7, deal_mode=mode, lang="en", assignment=picks)


def open_view(qtbot, store, setup: Setup, lang: str = "en") -> DealView:
    view = DealView(setup, store, store.create_game(setup.to_json()), lang)
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_000_42_printed_cards_of_a_stacked_deal_are_handed_out_by_a_hidden_list(qtbot, store, tmp_path):
    setup = stacked_setup("printed", {1: "seer", 4: "werewolf"}, preset="std12_cupid_thief")
    view = open_view(qtbot, store, setup)
    page = view.printed_page
    assert view.stack.currentWidget() is page and "hand each player the card on the list" in page.text.text()
    assert page.list_button.isVisibleTo(view) and page.list_button.text() == "Show the list"
    assert not page.rows and not any("Seer" in t for t in view.visible_texts())     # nothing secret built yet
    page.list_button.click()
    assert page.hand_out.isVisible() and page.list_button.text() == "Hide the list"
    assert [r.text() for r in page.rows[:1]] == ["Seat 1 Ann: Seer"]
    assert page.rows[3].text() == "Seat 4 Dan: Werewolf"
    assert len(page.rows) == 12 and all(r.isVisible() for r in page.rows)
    spare = [text(catalogue().roles[r].name, "en") for r in setup.leftover]
    assert page.aside.text() == tr("dealui.printed.aside", "en", cards=spare)
    assert page.aside.text().startswith("Put the spare cards face down in the middle: ") and " and " in page.aside.text()
    assert view.intro.text() == "You chose who gets which card, so the app already knows every role: " \
                                "nothing to record on the first night."
    view.retranslate("de")
    assert page.rows[0].text() == "Platz 1 Ann: Seherin" and page.list_button.text() == "Liste verbergen"
    qtbot.wait(50)
    view.grab().save(str(shots_dir(tmp_path) / "deal_printed_stacked_de.png"))
    view.retranslate("zh")
    qtbot.wait(50)
    view.grab().save(str(shots_dir(tmp_path) / "deal_printed_stacked_zh.png"))
    with qtbot.waitSignal(view.finished, timeout=1000):
        view.start_night(ask=False)
    assert not page.hand_out.isVisible()                       # hidden again for the night


def test_000_42_a_redeal_keeps_the_seats_the_host_chose_and_shuffles_the_rest(qtbot, store):
    setup = stacked_setup("phones", {2: "witch", 5: "werewolf"})
    store.set_setting("deal.port", 0)
    view = open_view(qtbot, store, setup)
    try:
        def answer_yes():
            box = QApplication.activeModalWidget()
            assert "the seats you chose keep their roles" in box.text()
            box.button(QMessageBox.StandardButton.Yes).click()

        QTimer.singleShot(100, answer_yes)
        with qtbot.waitSignal(view.redeal_requested, timeout=3000) as signal:
            assert view.redeal(ask=True)
        fresh = signal.args[0]
        assert fresh.stacked and fresh.chosen == [2, 5] and fresh.seed != setup.seed
        assert (fresh.assignment[1], fresh.assignment[4]) == ("witch", "werewolf")
    finally:
        view.shutdown()


def test_retranslate(make_view):
    view = make_view()
    view.retranslate("zh")
    assert view.seat_label.text() == "1号 Ann：请扫码"
    assert view.start_button.text() == "开始第一夜"
    view.retranslate("de")
    assert view.seat_label.text() == "Platz 1 — Ann: jetzt scannen"


# --- help ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_dialog_shows_the_troubleshooting_tips(qtbot, lang):
    dialog = PhoneHelpDialog(lang)
    qtbot.addWidget(dialog)
    heading, intro, tips = troubleshooting(lang)
    assert dialog.heading.text() == heading
    assert [(t.text(), b.text()) for t, b in dialog.tips] == tips
    assert len(tips) >= 8


def test_help_button_opens_the_dialog(qtbot, make_view):
    view = make_view()
    view.help_button.click()
    qtbot.waitUntil(lambda: view._help.isVisible(), timeout=2000)
    view._help.close()


# --- screenshots -----------------------------------------------------------------------------------

def shots_dir(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("UI_SHOTS_DIR") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_screenshots(qtbot, make_view, tmp_path, lang):
    folder = shots_dir(tmp_path)
    view = make_view(lang=lang)
    view.show_seat(5)
    fetch(view.url(1))
    qtbot.waitUntil(lambda: 1 in view.seen, timeout=3000)
    view.show_seat(5)
    view.grab().save(str(folder / f"deal_phone_{lang}.png"))
    view.set_mode("offline")
    view.grab().save(str(folder / f"deal_offline_{lang}.png"))
    view.set_mode("laptop")
    view.show_seat(view.setup.assignment.index("werewolf") + 1)
    view.grab().save(str(folder / f"deal_laptop_released_{lang}.png"))
    qtbot.mousePress(view.hold, Qt.MouseButton.LeftButton)
    view.grab().save(str(folder / f"deal_laptop_pressed_{lang}.png"))
    qtbot.mouseRelease(view.hold, Qt.MouseButton.LeftButton)
    printed = make_view(mode="printed", lang=lang)
    printed.grab().save(str(folder / f"deal_printed_{lang}.png"))
    dialog = PhoneHelpDialog(lang)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.grab().save(str(folder / f"help_{lang}.png"))


def test_an_ice_royal_sees_the_other_ice_royals_on_the_laptop_card(qtbot):
    """004:995: the Ice Royals know each other; the laptop card says so as the phone page does."""
    from werewolf_desktop.engine import Setup
    from werewolf_desktop.i18n import tr
    from werewolf_desktop.ui.deal.reveal import RoleCard

    roles = ["werewolf", "ice_king", "ice_queen", "villager", "villager", "villager", "villager"]
    setup = Setup.create(NAMES[:7], ruleset="revamped", deck={r: roles.count(r) for r in set(roles)},
                         assignment=roles, deal_mode="laptop", seed=1)
    for lang in ("zh", "en", "de"):
        card = RoleCard(lang)
        qtbot.addWidget(card)
        card.show_role(player_view(Game(setup).state, 3))
        member = tr("dealui.card.seat", lang, seat=2, name=NAMES[1])
        assert tr("dealui.card.group", lang, group=tr("group.ice", lang), members=[member]) in card.extra.text()


def test_a_seats_code_is_hidden_once_its_phone_opened_the_last_seat_too(qtbot, make_view):
    """Issue 29.12: after every phone opened its page no QR code stays on screen; showing a seat
    again (a lost phone) brings its code back."""
    view = make_view()
    view.auto_advance_ms = -1                   # the host moves on by hand
    for seat in view.seats:
        view.show_seat(seat)
        assert view.qr.isVisibleTo(view)
        fetch(view.url(seat))
        qtbot.waitUntil(lambda seat=seat: seat in view.seen, timeout=3000)
        assert not view.qr.isVisibleTo(view), seat
    QApplication.processEvents()
    assert view.seen == set(view.seats)
    assert not view.qr.isVisibleTo(view) and not view.url_label.text()
    view.show_seat(3)
    assert view.qr.isVisibleTo(view)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_printed_cards_say_which_cards_to_take_out_and_the_thief_only_with_a_thief(make_view, lang):
    """Issue 29.12: the cards to take out of the box, each role with its count; the spare cards
    for the Thief only when the deck has one."""
    thief = {"zh": "盗贼", "en": "Thief", "de": "Dieb", "fr": "Voleur"}[lang]
    for preset, has_thief in (("std12_444_guard", False), ("std12_cupid_thief", True)):
        view = make_view(mode="printed", lang=lang, preset=preset)
        page = view.printed_page
        take_out = page.take_out.text()
        assert take_out and page.take_out.isVisibleTo(view)
        for role, n in view.setup.deck.items():
            name = text(catalogue().roles[role].name, lang)
            assert name in take_out, (role, take_out)
            if n > 1:
                assert tr("dealui.printed.count", lang, n=n, role=role) in take_out
        assert (thief in page.text.text()) == has_thief, (preset, page.text.text())
