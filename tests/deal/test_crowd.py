"""Crowded party networks: stuck phones never lock out the rest, a full house is answered (503 and a
page that retries by itself), lost phones get a new link, a second device on a seat is noticed.

Clients come from several loopback addresses (127.0.0.x): Linux routes all of 127/8 to lo. Where a
system does not (macOS has only 127.0.0.1), the tests that need them are skipped.
"""
from __future__ import annotations

import socket
import threading
import time

import pytest

from werewolf_desktop.deal import Tokens
from werewolf_desktop.deal.server import MAX_CONNECTIONS, MAX_CONNECTIONS_PER_CLIENT

from .helpers import get, page_path, parse_reply
from .seats import SECRET


def _loopback_aliases() -> bool:
    try:
        with socket.socket() as sock:
            sock.bind(("127.0.0.2", 0))
        return True
    except OSError:
        return False


needs_aliases = pytest.mark.skipif(not _loopback_aliases(), reason="no 127.0.0.x addresses besides 127.0.0.1 here")


def connect_from(address: str, port: int, timeout: float = 10.0) -> socket.socket:
    sock = socket.socket()
    sock.settimeout(timeout)
    sock.bind((address, 0))
    sock.connect(("127.0.0.1", port))
    return sock


def answer(sock: socket.socket) -> bytes:
    data = b""
    try:
        while chunk := sock.recv(65536):
            data += chunk
    except OSError:
        pass
    return data


def waiting(sock: socket.socket) -> bool:
    """Nothing has come back on the connection yet (looked at without reading or waiting)."""
    timeout = sock.gettimeout()
    sock.setblocking(False)
    try:
        return not sock.recv(1, socket.MSG_PEEK)
    except BlockingIOError:
        return True
    finally:
        sock.settimeout(timeout)


def fetch_from(address: str, port: int, path: str) -> int:
    with connect_from(address, port) as sock:
        sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        reply = parse_reply(answer(sock))
        return reply.status if reply else 0


@needs_aliases
def test_four_addresses_with_64_slow_connections_each_lock_out_no_phone(make_server, views, tmp_path):
    """The issue's load test: 4 addresses × 64 slow connections while 20 phones load their pages.
    Every phone is served while the slow connections the server took are still waiting for their
    request (checked by order, not by the clock: none of those has its 408 yet when the last phone
    has its page)."""
    server = make_server(request_timeout=10.0, max_misses=10_000, log_path=tmp_path / "deal.log")
    seats = list(views)
    slow: dict[str, list[socket.socket]] = {}
    try:
        for n in range(4):
            address = f"127.0.0.{10 + n}"
            slow[address] = []
            for _ in range(64):
                sock = connect_from(address, server.port, timeout=15)
                sock.sendall(b"GET /p/")                       # … and never the rest of the head
                slow[address].append(sock)
        results: dict[int, int] = {}

        def phone(i: int) -> None:
            seat = seats[i % len(seats)]
            results[i] = fetch_from(f"127.0.1.{i + 1}", server.port, page_path(server, seat))

        phones = [threading.Thread(target=phone, args=(i,)) for i in range(20)]
        for t in phones:
            t.start()
        for t in phones:
            t.join(60)
        assert results == {i: 200 for i in range(20)}, results     # every phone got its page …
        answered = {sock: waiting(sock) is False for socks in slow.values() for sock in socks}

        for address, socks in slow.items():                        # the slow ones: 503 at once, or 408
            statuses = []
            for sock in socks:
                reply = parse_reply(answer(sock))
                statuses.append(reply.status if reply else None)
                if statuses[-1] == 408:
                    assert not answered[sock]                        # … before any slow one timed out
            log = (tmp_path / "deal.log").read_text(errors="replace") if (tmp_path / "deal.log").exists() else ""
            assert set(statuses) <= {503, 408}, (address, statuses, threading.active_count(),
                                                 [line for line in log.splitlines() if "408" not in line
                                                  and "503" not in line][-20:])
            assert statuses.count(408) <= MAX_CONNECTIONS_PER_CLIENT
            assert statuses.count(503) >= 64 - MAX_CONNECTIONS_PER_CLIENT
    finally:
        for socks in slow.values():
            for sock in socks:
                sock.close()
    assert get(server, page_path(server, 4)).status == 200


def open_slow(port: int, addresses: list[str], each: int) -> list[socket.socket]:
    """`each` connections from every address that send the start of a head and never the rest; returns
    once the server has taken all of them in (a last complete request after them has its answer:
    connections are taken from the kernel's queue in order)."""
    slow = []
    for address in addresses:
        for _ in range(each):
            sock = connect_from(address, port, timeout=15)
            sock.sendall(b"GET /p/")
            slow.append(sock)
    assert fetch_from("127.0.0.254", port, "/nope") in (404, 503)
    return slow


@needs_aliases
def test_many_addresses_filling_every_place_lock_out_no_phone(make_server, views):
    """The issue's attack: 22 addresses × 12 slow connections, more than the 256 places for heads
    being read, while 20 phones load their pages three times each, each phone from its own address. A phone
    takes the place of a connection of an address holding the most (that one is answered 503 at once):
    every phone is served while the slow connections still wait for their 408 (checked by order: every
    slow connection answered by the time the last phone has its page was answered 503, none 408)."""
    server = make_server(request_timeout=10.0, max_misses=10_000)
    seats = list(views)
    slow = open_slow(server.port, [f"127.0.2.{n}" for n in range(1, 23)], MAX_CONNECTIONS_PER_CLIENT)
    try:
        results: dict[int, list[int]] = {}

        def phone(i: int) -> None:
            path = page_path(server, seats[i % len(seats)])
            results[i] = [fetch_from(f"127.0.1.{i + 1}", server.port, path) for _ in range(3)]

        phones = [threading.Thread(target=phone, args=(i,)) for i in range(20)]
        for t in phones:
            t.start()
        for t in phones:
            t.join(60)
        assert results == {i: [200, 200, 200] for i in range(20)}, results
        answered = [sock for sock in slow if not waiting(sock)]
        assert {parse_reply(answer(sock)).status for sock in answered} <= {503}
        # over the places (8, answered once their head is overdue) and at most one per phone pushed out
        assert len(answered) <= 22 * MAX_CONNECTIONS_PER_CLIENT - MAX_CONNECTIONS + 20
    finally:
        for sock in slow:
            sock.close()
    assert get(server, page_path(server, 4)).status == 200


@needs_aliases
def test_an_address_that_opened_a_valid_link_keeps_a_place(make_server, views):
    """With every place held by a different address, one connection each, a newcomer has no fair claim (503),
    but a phone that has opened its link before takes a stranger's place."""
    server = make_server(request_timeout=10.0, max_misses=10_000)
    path = page_path(server, 4)
    assert fetch_from("127.0.1.1", server.port, path) == 200                    # the phone, before the attack
    strangers = [f"127.0.{3 + n // 200}.{1 + n % 200}" for n in range(MAX_CONNECTIONS)]
    slow = open_slow(server.port, strangers, 1)
    try:
        assert all(waiting(sock) for sock in slow)                            # 256 places, all taken
        assert fetch_from("127.0.1.2", server.port, path) == 503              # a newcomer, one against one
        assert all(waiting(sock) for sock in slow)
        assert fetch_from("127.0.1.1", server.port, path) == 200              # the phone
        pushed_out = [sock for sock in slow if not waiting(sock)]
        assert len(pushed_out) == 1 and parse_reply(answer(pushed_out[0])).status == 503
    finally:
        for sock in slow:
            sock.close()


def test_a_full_house_is_answered_503_with_a_page_that_retries(make_server):
    server = make_server(request_timeout=10.0)
    held = [socket.create_connection(("127.0.0.1", server.port), timeout=10)
            for _ in range(MAX_CONNECTIONS_PER_CLIENT)]
    try:
        for sock in held:
            sock.sendall(b"GET /p/")
        time.sleep(0.2)                                             # all of them are being served
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as extra:
            extra.sendall(f"GET {page_path(server, 4)} HTTP/1.1\r\n\r\n".encode())
            reply = parse_reply(answer(extra))
        assert reply.status == 503
        assert all(waiting(sock) for sock in held)      # answered at once: the held ones are still waiting
        assert reply.headers["retry-after"] == "2"
        page = reply.text
        assert '<meta http-equiv="refresh" content="2">' in page
        for text in ("正忙", "busy", "ausgelastet"):
            assert text in page
        for blame in ("Wi-Fi", "WLAN", "WiFi"):
            assert blame not in page
        assert "style-src 'sha256-" in reply.headers["content-security-policy"]
    finally:
        for sock in held:
            sock.close()
    # the freed slots come back once the server has seen the closes (a phone retries after 2 s)
    deadline = time.monotonic() + 5
    while (status := get(server, page_path(server, 4)).status) == 503 and time.monotonic() < deadline:
        time.sleep(0.2)
    assert status == 200


def test_the_page_tells_a_limit_from_a_lost_network():
    from werewolf_desktop.deal.page import _SCRIPT

    assert "r.status!==429&&r.status!==503" in _SCRIPT and "data-busy" in _SCRIPT   # busy: retry, no blame


# --- lost and swapped phones --------------------------------------------------------------------------------

def test_revoking_a_seat_gives_it_a_new_link_and_kills_only_the_old_one(make_server, views):
    server = make_server(max_misses=10_000)
    before = {seat: server.tokens.token(seat) for seat in views}
    old_page = get(server, f"/p/{before[4]}?lang=en").text
    assert server.seen == {4}
    tokens = server.revoke(4)
    assert tokens.revisions == {4: 1} and server.tokens is tokens
    assert server.seen == set() and server.devices(4) == 0
    assert get(server, f"/p/{before[4]}").status == 404
    assert get(server, f"/p/{before[4]}/view.json").status == 404
    new_page = get(server, f"/p/{tokens.token(4)}?lang=en")
    assert new_page.status == 200                                              # the role stays
    assert new_page.text.replace(tokens.token(4), "") == old_page.replace(before[4], "")
    for seat in views:
        if seat != 4:
            assert tokens.token(seat) == before[seat]
            assert get(server, f"/p/{before[seat]}").status == 200
    # after an app restart the stored revisions give the same links
    again = Tokens(SECRET, 1, list(views), {str(k): v for k, v in tokens.revisions.items()})
    assert all(again.token(seat) == tokens.token(seat) for seat in views)
    assert server.revoke(4).token(4) not in (before[4], tokens.token(4))


def test_a_redeal_gives_every_seat_a_new_link(make_server, views):
    server = make_server(max_misses=10_000)
    first = server.revoke(3)
    second = Tokens(SECRET, 2, list(views))
    server.set_tokens(second)
    for seat in views:
        assert get(server, f"/p/{first.token(seat)}").status == 404
        assert get(server, f"/p/{second.token(seat)}").status == 200


@needs_aliases
def test_a_second_device_on_a_seat_is_counted(make_server, views):
    server = make_server(max_misses=10_000)
    path = page_path(server, 4)
    assert server.devices(4) == 0
    assert fetch_from("127.0.0.1", server.port, path) == 200
    assert fetch_from("127.0.0.1", server.port, path + "/view.json") == 200      # the same phone
    assert server.devices(4) == 1
    assert fetch_from("127.0.0.7", server.port, path) == 200                      # another phone
    assert server.devices(4) == 2 and server.devices(5) == 0
    assert fetch_from("127.0.0.8", server.port, "/p/" + "a" * 26) == 404            # a wrong link counts nowhere
    assert server.devices(4) == 2
    server.revoke(4)
    assert server.devices(4) == 0
