"""Fixtures for the deal tests: the seat table, its tokens, servers on 127.0.0.1 stopped after each test."""
from __future__ import annotations

import pytest

from werewolf_desktop.deal import DealServer, Tokens

from .seats import SECRET, table


@pytest.fixture
def views():
    return table()


@pytest.fixture
def tokens(views):
    return Tokens(SECRET, 1, list(views))


@pytest.fixture
def make_server(views, tokens):
    """Start DealServers on 127.0.0.1 (any free port); all are stopped after the test."""
    started = []

    def make(**kwargs):
        kwargs.setdefault("host", "127.0.0.1")
        kwargs.setdefault("port", 0)
        server = DealServer(kwargs.pop("view_for_seat", views.get), kwargs.pop("tokens", tokens), **kwargs)
        server.start()
        started.append(server)
        return server

    yield make
    for server in started:
        server.stop()


@pytest.fixture(scope="module")
def server():
    """One server per test module for tests that only read (no re-deal, no rate limit)."""
    views = table()
    shared = DealServer(views.get, Tokens(SECRET, 1, list(views)), host="127.0.0.1", port=0, max_misses=10_000)
    shared.start()
    yield shared
    shared.stop()

