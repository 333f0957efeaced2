"""After the end the phones stay up and tell the story (issue 33): each phone shows whether its player
won, its own story and the whole cast; nothing of it before the end; the host closes the page (or a
new game does). Real console, real server on 127.0.0.1."""
import json
from html import escape
import random
import urllib.error
import urllib.request

import pytest
from PySide6.QtWidgets import QApplication

from werewolf_desktop.engine import RuleError, Setup
from werewolf_desktop.i18n import role_name, tr

from ..engine.revamped import random_input
from .helpers_console import NAMES, open_window


def fetch(url: str, lang: str = "en") -> str:
    request = urllib.request.Request(url, headers={"Accept-Language": lang})
    with urllib.request.urlopen(request, timeout=5) as response:
        return response.read().decode("utf-8")


def view_json(url: str) -> dict:
    with urllib.request.urlopen(url + "/view.json", timeout=5) as response:
        return json.loads(response.read().decode("utf-8"))


def test_phones_tell_the_story_after_the_end_and_not_before(qtbot):
    window = open_window(qtbot, "en")
    qtbot.waitUntil(lambda: window.is_ready, timeout=5000)
    setup = Setup.create(NAMES[:9], preset="std9", seed=11, deal_mode="phones", lang="en")
    window.start_game(setup)
    view = window.deal_view
    view.choose_address("127.0.0.1")
    urls = {seat: view.url(seat) for seat in range(1, 10)}
    view.start_night(ask=False)
    session = window.session
    rnd = random.Random(11)
    checked = 0
    while not session.over:
        try:
            session.apply(random_input(session.game, rnd))
        except RuleError:
            session.apply({"t": "next"})
        QApplication.processEvents()
        if session.over:
            break
        if session.state.phase == "day" and checked < 3:       # a few looks during the game
            checked += 1
            for url in urls.values():
                assert view_json(url)["story"] is None
                assert tr("story.phone.cast", "en") not in fetch(url)
    QApplication.processEvents()
    assert window.deal_view is view and window.game_over.phones_btn.isVisibleTo(window.game_over)
    state = session.state
    for seat, url in urls.items():
        page = fetch(url)
        assert tr("story.phone.cast", "en") in page and tr("story.phone.own", "en") in page
        key = "deal.page.won" if seat in state.winner["seats"] else "deal.page.lost"
        assert escape(tr(key, "en", team=tr(f"deal.team.{state.winner['team']}", "en"))) in page
        for s in state.seats:                                  # the whole cast, every role
            assert role_name(s.role, "en") in page
        zh = fetch(url, "zh-CN")
        assert tr("story.phone.cast", "zh") in zh
    window.game_over.phones_btn.click()
    QApplication.processEvents()
    assert window.deal_view is None and not window.game_over.phones_btn.isVisibleTo(window.game_over)
    with pytest.raises(urllib.error.URLError):
        fetch(urls[1])
