"""The phone pages served from the REAL engine's player_view (not a table): every seat of several
boards sees exactly its own role, and after night 1 the lovers and the thief's choice appear."""
import secrets

import pytest

from werewolf_desktop.deal import DealServer, Tokens
from werewolf_desktop.engine import Game, Setup, player_view

from ..engine.helpers import run_night
from .helpers import get, page_path
from .seats import leaks

NAMES = ["Annika Zhou", "Bodo Xu", "Cai Wen", "Dana Quist", "Evert Moll", "Fay Lindqvist", "Gustav Rydh",
         "Hui Jing", "Ida Prahl", "Jorin Taft", "Kai Strom", "Lu Yanqi"]


def serve(game):
    seats = list(range(1, len(game.state.seats) + 1))
    server = DealServer(lambda seat: player_view(game.state, seat), Tokens(secrets.token_bytes(32), 1, seats),
                        host="127.0.0.1", port=0)
    server.start()
    return server


def views_of(game):
    return {s: player_view(game.state, s) for s in range(1, len(game.state.seats) + 1)}


@pytest.mark.parametrize("preset", ["std12_444_guard", "std12_cupid_thief", "duesterwald"])
def test_every_seat_sees_its_own_role_and_nothing_else(preset):
    game = Game(Setup.create(NAMES, preset=preset, seed=77))
    server = serve(game)
    try:
        views = views_of(game)
        for seat, view in views.items():
            reply = get(server, page_path(server, seat, "peek=0&lang=zh"))
            assert reply.status == 200
            assert view["role_name"]["zh"] in reply.text
            assert leaks(reply.text, views, seat) == []
    finally:
        server.stop()


def test_lovers_and_thief_choice_reach_the_phone_after_night_one():
    roles = ["hunter", "witch", "seer", "idiot", "cupid", "thief", "villager", "villager", "villager", "werewolf", "werewolf", "villager"]
    setup = Setup.create(NAMES, deck={"hunter": 1, "witch": 1, "seer": 1, "idiot": 1, "cupid": 1, "thief": 1,
                                      "villager": 5, "werewolf": 3},
                         assignment=roles, leftover=["werewolf", "villager"], deal_mode="phones", seed=1)
    game = Game(setup)
    server = serve(game)
    try:
        run_night(game, thief=("take", 0), cupid=("link", 3, 8))
        views = views_of(game)
        seer = get(server, page_path(server, 3, "lang=en")).text
        assert "Hui Jing" in seer and leaks(seer, views, 3) == []            # seat 8 is the seer's lover
        thief = get(server, page_path(server, 6, "lang=en")).text
        assert "Werewolf" in thief and leaks(thief, views, 6) == []      # the thief took the wolf
        wolf = get(server, page_path(server, 10, "lang=en")).text
        assert "Fay Lindqvist" in wolf                                             # the pack now includes seat 6
    finally:
        server.stop()
