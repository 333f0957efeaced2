"""The dawn leak: a phone learns of a night death in the same beat as the table, never before.

Driven through the real engine (`Game.apply`) and the real server on 127.0.0.1: every seat's page and
view.json are fetched after every input from the start of the night to the dawn announcement.
"""
import secrets

from werewolf_desktop.deal import DealServer, Tokens
from werewolf_desktop.deal.told import told_views
from werewolf_desktop.i18n import tr

from ..engine.helpers import STD9, game, nxt, vote
from .helpers import get, page_path

# seat:    1         2          3       4        5         6        7           8           9
# STD9 = werewolf, werewolf, seer, witch, hunter, guard, villager, villager, villager
NIGHT = {"guard": ("protect", 3), "pack": ("kill", 7), "witch": ("poison", 8), "seer": ("check", 1)}


def serve(g):
    server = DealServer(lambda seat: told_views(g.state)[seat], Tokens(secrets.token_bytes(32), 1, range(1, 10)),
                        host="127.0.0.1", port=0)
    server.start()
    return server


def phones(server):
    """Every seat's page and view.json, as the phones would fetch them now."""
    return {seat: (get(server, page_path(server, seat, "lang=en")).body,
                   get(server, page_path(server, seat) + "/view.json").body) for seat in range(1, 10)}


def night_choice(g):
    p = g.prompt
    if p.kind == "night_step" and p.step in NIGHT and not any(a["done"] for a in p.actions):
        action, *seats = NIGHT[p.step]
        g.apply({"t": "act", "action": action, "seats": seats})
        return True
    return False


def test_no_phone_changes_between_the_night_and_the_dawn_announcement():
    g = game(STD9)                       # standard rules: a sheriff election on day 1 comes first
    server = serve(g)
    try:
        before = phones(server)
        beats = 0
        while g.prompt.kind != "announce":
            if not night_choice(g):
                if g.prompt.kind == "election_candidates":
                    g.apply({"t": "candidates", "seats": [3, 4]})
                elif g.prompt.kind == "election_vote":
                    vote(g, {v: 3 for v in g.prompt.voters})
                else:
                    nxt(g)
            beats += 1
            assert phones(server) == before, f"a phone changed before the announcement (input {beats}, {g.prompt.kind})"
            assert beats < 200
        assert sorted(g.state.pending_night_deaths) == [7, 8]      # dead in the engine, not yet told
        assert phones(server) == before

        nxt(g)                                                     # the moderator reads the announcement
        after = phones(server)
        dead_note = tr("deal.page.dead", "en")
        for seat in range(1, 10):
            page = after[seat][0].decode()
            if seat in (7, 8):
                assert dead_note in page and after[seat] != before[seat]
            else:
                assert dead_note not in page and after[seat] == before[seat]
    finally:
        server.stop()


def test_after_the_announcement_every_phone_agrees_with_the_engine():
    g = game(STD9, sheriff="none")
    while g.prompt.kind != "announce":
        if not night_choice(g):
            nxt(g)
    assert all(v["alive"] for v in told_views(g.state).values())
    nxt(g)
    views = told_views(g.state)
    assert [s for s, v in views.items() if not v["alive"]] == [7, 8]
    assert all(v["alive"] == g.state.seat(s).alive for s, v in views.items())
