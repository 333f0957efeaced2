"""Issue 31.3: one change feed, owned by the session. The console, the narrator and the window (menus,
projector, phones, game-over page) listen to `GameSession.changed(changes, initiator)`; a seat picked
on the console stays inside it; the phones (the real deal server on 127.0.0.1) get a new view only for
the seats whose told view changed, and nothing is kept for phones when no phone server runs."""
from __future__ import annotations

import urllib.request

from PySide6.QtWidgets import QApplication

from werewolf_desktop.audio.pacing import step_key
from werewolf_desktop.deal.told import PhoneViews
from werewolf_desktop.engine import Setup
from werewolf_desktop.engine.changes import Told
from werewolf_desktop.i18n import tr

from .helpers_console import NAMES, SEED, Moderator, open_window, start_game

# seed 7 deals: 1 wolf, 2 witch, 3 villager, 4 wolf, 5 wolf, 6 villager, 7 wolf, 8 hunter, 9 guard,
#               10 villager, 11 seer, 12 villager


def page(view, seat: int) -> str:
    request = urllib.request.Request(view.url(seat), headers={"Accept-Language": "en"})
    with urllib.request.urlopen(request, timeout=5) as response:
        return response.read().decode("utf-8")


def counting(monkeypatch) -> dict[str, int]:
    """How often the phones' views and the engine's told views are made again."""
    calls = {"phones": 0, "told": 0}
    for owner, name, key in ((PhoneViews, "update", "phones"), (Told, "update", "told")):
        real = getattr(owner, name)

        def wrapper(self, *args, real=real, key=key):
            calls[key] += 1
            return real(self, *args)
        monkeypatch.setattr(owner, name, wrapper)
    return calls


def test_phones_get_new_views_only_for_the_seats_whose_view_changed(qtbot, monkeypatch):
    window = open_window(qtbot, "en")
    setup = Setup.create(list(NAMES), preset="std12_444_guard", seed=SEED, deal_mode="phones", lang="en")
    window.start_game(setup)
    view = window.deal_view
    view.choose_address("127.0.0.1")
    view.start_night(ask=False)
    QApplication.processEvents()
    session, m = window.session, Moderator(qtbot, window)
    phones = window.phone_views
    assert phones is not None and phones.game is session.game and view.view_provider == phones.get
    feed = []
    session.changed.connect(lambda changes, initiator: feed.append((changes, initiator)))
    calls = counting(monkeypatch)
    while m.prompt.step != "pack":
        m.next()
    m.seat(3)                                        # the pack kills seat 3 (a villager)
    assert feed[-1][1] is window.console and feed[-1][0].told == frozenset()
    while m.prompt.kind != "election_candidates":
        m.next()
    pages = {seat: page(view, seat) for seat in (3, 6)}
    views, made = dict(phones.views), dict(calls)
    m.seat(5)                                        # a selection click: nothing for the phones
    m.seat(5)
    assert calls == made and phones.views == views and all(phones.views[s] is views[s] for s in views)
    assert not m.console.selection
    m.next()                                         # no candidate
    while m.prompt.kind != "announce":
        m.next()
    views = dict(phones.views)
    m.next()                                         # the dawn announcement: seat 3's phone learns it
    changes = feed[-1][0]
    assert changes.told == {3}
    assert [s for s in views if phones.views[s] is not views[s]] == [3]
    assert not phones.views[3]["alive"] and phones.views[3] == session.game.told_views()[3]
    dead = tr("deal.page.dead", "en")
    assert dead in page(view, 3) and dead not in pages[3]
    assert page(view, 6) == pages[6]

    m.undo()                                         # undo: seat 3 alive again on its phone
    assert feed[-1][0].everything and feed[-1][0].told == {3} and feed[-1][1] is window.console
    assert phones.views[3]["alive"] and dead not in page(view, 3)


def test_without_a_phone_server_nothing_is_kept_for_phones(qtbot, monkeypatch):
    window = open_window(qtbot, "en")
    session = start_game(window)                     # the laptop deal: no phone server
    calls = counting(monkeypatch)
    m = Moderator(qtbot, window)
    for _ in range(6):
        m.next()
    assert window.phone_views is None and session.game.told is None and calls == {"phones": 0, "told": 0}
    window.show_deal()                               # the host opens the deal screen: it shows the game's views
    assert window.phone_views is not None
    assert window.deal_view.view_provider(3) == session.game.told_views()[3]


def test_the_narrator_moves_on_through_the_session(qtbot):
    window = open_window(qtbot, "en")
    session = start_game(window)
    feed = []
    session.changed.connect(lambda changes, initiator: feed.append(initiator))
    narrator = window.narrator
    before = len(session.game.inputs)
    narrator._advance(step_key(session.prompt))       # what hands-free does when the step's time is up
    assert len(session.game.inputs) == before + 1 and feed == [narrator]
    assert window.console._auto_moved_at is not None  # an Enter just after is not taken for the new step
    narrator._advance(("another", "step"))             # the game is no longer at that step: nothing
    assert len(session.game.inputs) == before + 1
