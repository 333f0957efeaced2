"""Lost and swapped phones, restarts and no network on the real deal screen and main window (issue 16.4,
16.5): real widgets offscreen, the real Store and DealServer, HTTP on 127.0.0.x only."""
from __future__ import annotations

import socket
import urllib.error
import urllib.request

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

import werewolf_desktop.deal as deal_package
from werewolf_desktop.engine import Setup
from werewolf_desktop.i18n import tr
from werewolf_desktop.store import Store
from werewolf_desktop.ui.deal.view import DealView

from ..deal.test_crowd import needs_aliases
from .helpers_console import Moderator, open_window
from .test_console_game import play_village_win
from .test_deal_view import NAMES, decode, fetch, make_setup


@pytest.fixture
def store(tmp_path):
    s = Store.open(tmp_path / "games.sqlite3")
    s.set_setting("deal.port", 0)          # any free port: tests may run side by side
    yield s
    s.close()


def deal_view(qtbot, store, setup=None, game_id=None, lang="en") -> DealView:
    setup = setup or make_setup()
    game_id = game_id if game_id is not None else store.create_game(setup.to_json())
    view = DealView(setup, store, game_id, lang)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    view.choose_address("127.0.0.1")
    return view


def status(url: str) -> int:
    try:
        return fetch(url)[0]
    except urllib.error.HTTPError as err:
        return err.code


def fetch_from(source: str, url: str) -> int:
    host, port = url.split("//")[1].split("/")[0].split(":")
    with socket.socket() as sock:
        sock.settimeout(5)
        sock.bind((source, 0))
        sock.connect((host, int(port)))
        sock.sendall(f"GET /{url.split('/', 3)[3]} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    return int(data.split(b" ", 2)[1])


def confirm_next_box(expect: str | None = None) -> None:
    def click_yes():
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        if expect:
            assert expect in box.text()
        box.button(QMessageBox.StandardButton.Yes).click()

    QTimer.singleShot(100, click_yes)


def test_a_new_link_for_one_seat_keeps_its_role_and_kills_the_old_link(qtbot, store):
    view = deal_view(qtbot, store)
    before = {seat: view.url(seat) for seat in view.seats}
    _, page, _ = fetch(before[3])
    qtbot.waitUntil(lambda: 3 in view.seen, timeout=3000)
    view.show_seat(3)
    confirm_next_box("Seat 3 gets a new code")
    assert view.new_link(ask=True) is True
    new = view.url(3)
    assert new != before[3] and status(before[3]) == 404
    assert fetch(new)[1].replace(new.rsplit("/", 1)[1], "") == page.replace(before[3].rsplit("/", 1)[1], "")
    assert all(view.url(seat) == before[seat] and status(before[seat]) == 200 for seat in view.seats if seat != 3)
    assert 3 not in view.seen                     # the new link has not been opened yet
    assert decode(view) == new                    # the screen shows the new code at once
    assert view.new_link_button.isVisible() and view.new_link_button.text() == "New link"


def test_links_and_port_survive_an_app_restart(qtbot, store):
    view = deal_view(qtbot, store)
    game_id = view.game_id
    assert view.new_link(5, ask=False)
    urls = {seat: view.url(seat) for seat in view.seats}
    port = view.port
    assert store.get_setting(f"deal.port.{game_id}") == port
    view.shutdown()
    view.close()
    # the app starts again and the game is resumed: the same port, the same links (seat 5's new one)
    again = deal_view(qtbot, store, view.setup, game_id)
    try:
        assert again.port == port
        assert {seat: again.url(seat) for seat in again.seats} == urls
        assert status(urls[5]) == 200
    finally:
        again.shutdown()


@needs_aliases
def test_a_second_device_on_a_seat_shows_on_its_tile(qtbot, store):
    view = deal_view(qtbot, store)
    url = view.url(2)
    assert fetch_from("127.0.0.1", url) == 200
    assert fetch_from("127.0.0.1", url) == 200                  # the same phone, opened again
    qtbot.waitUntil(lambda: 2 in view.seen, timeout=3000)
    assert "⚠" not in view.tiles.tiles[2].text()
    with qtbot.waitSignal(view.second_device, timeout=3000) as signal:
        assert fetch_from("127.0.0.2", url) == 200              # another phone
    assert signal.args == [2, 2]
    assert "⚠" in view.tiles.tiles[2].text() and "⚠" not in view.tiles.tiles[1].text()
    view.show_seat(2)
    assert view.status.text() == tr("deal.console.second_device", "en", seat=2, n=2)
    assert view.new_link(2, ask=False)                          # the host gives the seat a new link
    assert "⚠" not in view.tiles.tiles[2].text()


def test_no_network_says_so_and_offers_the_offline_codes(qtbot, store, monkeypatch):
    monkeypatch.setattr(deal_package, "lan_addresses", lambda: ["127.0.0.1"])   # a laptop on no network
    setup = make_setup()
    view = DealView(setup, store, store.create_game(setup.to_json()), "de")
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    try:
        assert view.no_network and view.unreachable
        assert view.no_network_box.isVisible() and not view.qr.isVisible()     # no QR code for 127.0.0.1
        assert view.no_network_label.text() == tr("deal.console.no_network", "de")
        assert "127.0.0.1" not in view.url_label.text()
        view.use_offline_button.click()
        assert view.mode == "offline" and view.qr.isVisible()
        assert decode(view).startswith("Werwölfe · Nr. 1 Ann")                  # the role as UTF-8 text
    finally:
        view.shutdown()


def test_a_redeal_in_the_main_window_gives_new_roles_and_new_links(qtbot, store):
    window = open_window(qtbot, "en", store=store)
    setup = Setup.create(NAMES, preset="std12_444_guard", seed=11, deal_mode="phones", lang="en")
    window.start_game(setup)
    first = window.deal_view
    first.choose_address("127.0.0.1")
    old_game, old_links = window.session.game_id, {seat: first.url(seat) for seat in first.seats}
    assert status(old_links[1]) == 200
    confirm_next_box("new role")
    first.redeal(ask=True)
    QApplication.processEvents()
    second = window.deal_view
    assert second is not first and window.session.game_id != old_game
    assert window.session.setup.seed != setup.seed and window.session.setup.players == setup.players
    second.choose_address("127.0.0.1")
    for seat in second.seats:
        assert second.url(seat) != old_links[seat]
        assert status(second.url(seat)) == 200
        try:
            assert status(old_links[seat]) == 404               # the same port: the old token is unknown
        except urllib.error.URLError:
            pass                                                 # or the old server is gone altogether
    # once the night has started, a re-deal would throw the game away: it is no longer offered
    second.start_night(ask=False)
    window.show_deal()
    assert not second.redeal_button.isVisible() and second.new_link_button.isVisible()


@needs_aliases
def test_the_console_tells_of_a_second_device_during_the_game(qtbot, store):
    window = open_window(qtbot, "en", store=store)
    window.start_game(Setup.create(NAMES, preset="std12_444_guard", seed=11, deal_mode="phones", lang="en"))
    deal = window.deal_view
    deal.choose_address("127.0.0.1")
    deal.start_night(ask=False)
    url = deal.url(4)
    assert fetch_from("127.0.0.1", url) == 200
    assert fetch_from("127.0.0.3", url) == 200
    expected = tr("deal.console.second_device", "en", seat=4, n=2)
    qtbot.waitUntil(lambda: window.notice.isVisible() and expected in window.notice.text(), timeout=3000)


def test_links_of_a_finished_game_stop_working_once_the_host_closes_the_phones(qtbot, store):
    """After the end the phones tell the story (issue 33) until the host closes their page; then
    a finished game's link answers nothing."""
    window = open_window(qtbot, "en", store=store)
    window.start_game(Setup.create(NAMES, preset="std12_444_guard", seed=7, deal_mode="phones", lang="en"))
    deal = window.deal_view
    deal.choose_address("127.0.0.1")
    url = deal.url(6)
    assert status(url) == 200
    deal.start_night(ask=False)
    play_village_win(Moderator(qtbot, window))
    assert window.session.over and status(url) == 200
    window.game_over.phones_btn.click()
    assert window.deal_view is None
    with pytest.raises(urllib.error.URLError):
        fetch(url)
