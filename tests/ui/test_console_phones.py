"""During the game the phones keep serving each seat's CURRENT view (lovers, the thief's card appear
after night 1), in the phone's own language, and tell the story after the end (test_story_phones.py). 127.0.0.1 only."""
import urllib.request

from PySide6.QtWidgets import QApplication

from werewolf_desktop.engine import Setup

from .helpers_console import NAMES, open_window


def fetch(url: str, lang: str) -> tuple[str, str]:
    request = urllib.request.Request(url, headers={"Accept-Language": lang})
    with urllib.request.urlopen(request, timeout=5) as response:
        return response.read().decode("utf-8"), response.headers.get("Content-Language", "")


def test_phones_follow_the_game_in_their_own_language(qtbot):
    window = open_window(qtbot, "zh")
    qtbot.waitUntil(lambda: window.is_ready, timeout=5000)
    setup = Setup.create(NAMES[:10], preset="std10_cupid", seed=3, deal_mode="phones", lang="zh")
    window.start_game(setup)
    view = window.deal_view
    view.choose_address("127.0.0.1")
    cupid = setup.assignment.index("cupid") + 1
    lover_a, lover_b = [s for s in range(1, 11) if s != cupid][:2]
    page, lang = fetch(view.url(lover_a), "de-DE,de;q=0.9")
    assert lang == "de" and "Verliebt" not in page
    view.start_night(ask=False)
    session = window.session
    while session.prompt.step != "cupid":
        session.apply({"t": "next"})
    session.apply({"t": "act", "action": "link", "seats": [lover_a, lover_b]})
    QApplication.processEvents()                           # the session's `changed` refreshes the phones
    page, lang = fetch(view.url(lover_a), "de-DE,de;q=0.9")
    assert lang == "de"                                   # the moderator runs the game in zh
    assert NAMES[lover_b - 1] in page                      # the lover now shows on the phone
