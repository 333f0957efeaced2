"""Phone dealing: 20 phones fetching their pages at once, and making 18 QR codes.

    python -m bench.bench_deal

Each figure is printed next to a baseline measured in the same run on the same machine:

* pages: 20 threads × 25 requests, each its own phone (own seat, own token, own loopback address
  127.0.1.N where the system has them, as real phones have their own), one connection per request,
  to 127.0.0.1 — against a bare `http.server.ThreadingHTTPServer` answering a static page of the
  same size the same way (HTTP/1.0, one request per connection), with the same listen queue.
  Interleaved: 5 rounds of 5 requests per phone, each round against ours then the bare server, so
  that a busy moment of the machine hits both alike. p50 and p99 of both.
* pages under attack: the same 20 phones (5 requests each, 10 s to be answered) while a guest holds
  slow connections from many addresses (each sends the start of a head and nothing more, and opens
  a new one as soon as the server closes one): 22 addresses × 12 connections, more than the server's
  256 places for heads being read, then 64 addresses × 4. The baseline is the bare server under
  the same attack (a thread per connection, no limit, no timeout: it serves every phone as long as
  threads last). Rounds interleaved (ours, bare, ours, bare, …); phones served and p50/p99 of both.
  Both servers have the same listen queue (`request_queue_size`) and page size.
* QR: `qr_png` for 18 seat URLs against the bare `segno` library making the same 18 PNGs
  (same error correction, box size and border).
"""
from __future__ import annotations

import http.client
import io
import json
import os
import secrets
import statistics
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import segno

from werewolf_desktop.deal import DealServer, Tokens, qr_png
from werewolf_desktop.deal.page import PAGE_BYTES
from werewolf_desktop.deal.server import _HTTPServer
from werewolf_desktop.i18n import localize
from werewolf_desktop.paths import resource
from bench.timing import best_of

PHONES = 20
REQUESTS = 25
PAGE_ROUNDS = 5                    # the 25 requests in rounds of 5, ours and bare interleaved
ATTACKS = [(22, 12), (64, 4)]      # addresses × slow connections each
ATTACK_REQUESTS = 5                # per phone, in each round
ATTACK_ROUNDS = 5                  # of each server, interleaved
QR_SEATS = 18
ROLES = ["werewolf", "werewolf", "werewolf", "alpha_werewolf", "seer", "witch", "hunter", "guard", "cupid", "idiot",
         "elder", "thief", "little_girl", "villager", "villager", "villager", "villager", "villager", "doctor", "drunk"]


def seat_views() -> dict[int, dict]:
    views = {}
    for seat, role_id in enumerate(ROLES, 1):
        record = localize(json.loads(resource("roles", f"{role_id}.json").read_text(encoding="utf-8")),
                          f"roles/{role_id}.json")
        views[seat] = {"seat": seat, "name": f"玩家{seat}", "role": role_id, "role_name": record["name"],
                       "team": record["team"], "ability": record["ability"],
                       "wakes": {"first_night": True, "other_nights": True, "nights": []},
                       "knows": {"pack": [{"seat": 1, "name": "玩家1"}, {"seat": 2, "name": "玩家2"}]}
                       if record["team"] == "wolf" else {}, "alive": True, "game_over": False, "lang": None}
    return views


def load(port: int, paths: dict[int, str], pool=None, requests: int = REQUESTS) -> tuple[list[float], int]:
    """The phones run in a process of their own (real phones are other devices: their HTTP client
    must not share the server's interpreter and GIL); see `_load_in_this_process`."""
    import multiprocessing

    if pool is not None:
        return pool.apply(_load_in_this_process, (port, paths, requests))
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        return pool.apply(_load_in_this_process, (port, paths, requests))


def phone_address(n: int) -> str:
    """127.0.1.n if this system routes all of 127/8 to loopback (Linux), else 127.0.0.1."""
    import socket

    try:
        with socket.socket() as sock:
            sock.bind((f"127.0.1.{n}", 0))
        return f"127.0.1.{n}"
    except OSError:
        return "127.0.0.1"


def _load_in_this_process(port: int, paths: dict[int, str], requests: int = REQUESTS) -> tuple[list[float], int]:
    """Every phone (thread) asks for its own page `requests` times; returns latencies (s) and bytes of one page."""
    latencies: list[float] = []
    sizes: list[int] = []
    lock = threading.Lock()
    start = threading.Barrier(len(paths))

    def phone(path: str, address: str) -> None:
        mine = []
        start.wait()
        for _ in range(requests):
            t0 = time.perf_counter()
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30, source_address=(address, 0))
            conn.request("GET", path, headers={"Accept-Language": "zh-CN,zh;q=0.9"})
            resp = conn.getresponse()
            body = resp.read()
            conn.close()
            mine.append(time.perf_counter() - t0)
            assert resp.status == 200
        with lock:
            latencies.extend(mine)
            sizes.append(len(body))

    threads = [threading.Thread(target=phone, args=(path, phone_address(n)))
               for n, path in enumerate(paths.values(), 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return latencies, int(statistics.median(sizes))


def bare_server(page: bytes) -> ThreadingHTTPServer:
    class Static(BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *args):
            pass

    class Server(ThreadingHTTPServer):
        daemon_threads = True
        request_queue_size = _HTTPServer.request_queue_size          # the same listen queue as ours

    return Server(("127.0.0.1", 0), Static)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def bench_pages() -> list[str]:
    import multiprocessing

    views = seat_views()
    tokens = Tokens(secrets.token_bytes(32), 1, list(views))
    server = DealServer(views.get, tokens, host="127.0.0.1", port=0)
    server.start()
    bare = bare_server(b"x" * PAGE_BYTES)                                  # every seat's page is padded to it
    threading.Thread(target=bare.serve_forever, daemon=True).start()
    deal_paths = {seat: f"/p/{tokens.token(seat)}" for seat in views}
    bare_paths = {seat: f"/{seat}" for seat in views}
    deal_lat: list[float] = []
    bare_lat: list[float] = []
    try:
        with multiprocessing.get_context("spawn").Pool(1) as pool:
            load(server.port, dict(list(deal_paths.items())[:4]), pool)     # warm up
            load(bare.server_address[1], dict(list(bare_paths.items())[:4]), pool)
            for _round in range(PAGE_ROUNDS):                              # interleaved
                got, page_bytes = load(server.port, deal_paths, pool, REQUESTS // PAGE_ROUNDS)
                deal_lat += got
                got, bare_bytes = load(bare.server_address[1], bare_paths, pool, REQUESTS // PAGE_ROUNDS)
                bare_lat += got
    finally:
        server.stop()
        bare.shutdown()
        bare.server_close()
    d50, d99, b50, b99 = (pct(deal_lat, 0.5), pct(deal_lat, 0.99), pct(bare_lat, 0.5), pct(bare_lat, 0.99))
    return [
        f"phone pages: {PHONES} phones x {REQUESTS} requests on 127.0.0.1 ({len(deal_lat)} requests each side)",
        f"  baseline bare http.server, static {bare_bytes} B:  p50 {b50 * 1000:6.2f} ms   p99 {b99 * 1000:6.2f} ms",
        f"  DealServer, seat pages {page_bytes} B (median):  p50 {d50 * 1000:6.2f} ms   p99 {d99 * 1000:6.2f} ms",
        f"  ratio DealServer / bare:  p50 {d50 / b50:.2f}x   p99 {d99 / b99:.2f}x",
    ]


def _attack(port: int, addresses: list[str], each: int, ready, stop) -> None:
    """The guest (a process of its own): `each` slow connections from every address, each reopened as
    soon as the server answers or closes it, until `stop` is set."""
    import selectors
    import socket

    selector = selectors.DefaultSelector()

    def open_one(address: str) -> None:
        try:
            sock = socket.socket()
            sock.settimeout(5)
            sock.bind((address, 0))
            sock.connect(("127.0.0.1", port))
            sock.sendall(b"GET /p/")
        except OSError:
            return
        sock.setblocking(False)
        selector.register(sock, selectors.EVENT_READ, address)

    for address in addresses:
        for _ in range(each):
            open_one(address)
    ready.set()
    while not stop.is_set():
        for key, _events in selector.select(0.1):
            selector.unregister(key.fileobj)
            key.fileobj.close()
            open_one(key.data)
    for key in list(selector.get_map().values()):
        key.fileobj.close()


def _phones_in_this_process(port: int, paths: list[str], requests: int) -> tuple[list[float], int]:
    """Each phone (thread, own address) asks for its page `requests` times, 10 s each at most;
    returns the latencies of the pages served (status 200) and how many asked."""
    latencies: list[float] = []
    lock = threading.Lock()
    start = threading.Barrier(len(paths))

    def phone(path: str, address: str) -> None:
        start.wait()
        for _ in range(requests):
            t0 = time.perf_counter()
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=(address, 0))
                conn.request("GET", path)
                resp = conn.getresponse()
                resp.read()
                conn.close()
            except OSError:
                continue
            if resp.status == 200:
                with lock:
                    latencies.append(time.perf_counter() - t0)

    threads = [threading.Thread(target=phone, args=(path, phone_address(n))) for n, path in enumerate(paths, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return latencies, len(paths) * requests


def under_attack(port: int, paths: list[str], addresses: int, each: int) -> tuple[list[float], int]:
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    ready, stop = context.Event(), context.Event()
    guest = context.Process(target=_attack, args=(port, [f"127.0.2.{n}" for n in range(1, addresses + 1)]
                                                   if phone_address(1) != "127.0.0.1" else ["127.0.0.1"] * addresses,
                                                   each, ready, stop), daemon=True)
    guest.start()
    try:
        ready.wait(60)
        with context.Pool(1) as pool:
            return pool.apply(_phones_in_this_process, (port, paths, ATTACK_REQUESTS))
    finally:
        stop.set()
        guest.join(10)


def bench_attack() -> list[str]:
    views = seat_views()
    tokens = Tokens(secrets.token_bytes(32), 1, list(views))
    deal_paths = [f"/p/{tokens.token(seat)}" for seat in views]
    page_bytes = PAGE_BYTES                                   # every seat's page is padded to it
    with DealServer(views.get, tokens, host="127.0.0.1", port=0) as warm:      # pages rendered once before
        load(warm.port, {seat: f"/p/{tokens.token(seat)}" for seat in list(views)[:4]})
    lines = [f"phone pages under attack: {PHONES} phones x {ATTACK_REQUESTS} requests (10 s each at most) while a guest "
             f"holds slow connections, {ATTACK_ROUNDS} rounds of each server interleaved"]
    for addresses, each in ATTACKS:
        load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        runs = {"deal": ([], 0), "bare": ([], 0)}
        for _round in range(ATTACK_ROUNDS):
            for side in ("deal", "bare"):
                if side == "deal":
                    server = DealServer(views.get, tokens, host="127.0.0.1", port=0)
                    server.start()
                    port, paths, close = server.port, deal_paths, server.stop
                else:
                    bare = bare_server(b"x" * page_bytes)
                    threading.Thread(target=bare.serve_forever, daemon=True).start()
                    port, paths = bare.server_address[1], [f"/{seat}" for seat in views]

                    def close(bare=bare):
                        bare.shutdown()
                        bare.server_close()
                try:
                    latencies, asked = under_attack(port, paths, addresses, each)
                finally:
                    close()
                served, total = runs[side]
                runs[side] = (served + latencies, total + asked)
        (d_lat, d_total), (b_lat, b_total) = runs["deal"], runs["bare"]
        lines.append(f"  {addresses} addresses x {each} slow connections ({addresses * each}):")
        for name, lat, total in (("baseline bare http.server", b_lat, b_total), ("DealServer", d_lat, d_total)):
            figures = (f"p50 {pct(lat, 0.5) * 1000:7.2f} ms   p99 {pct(lat, 0.99) * 1000:7.2f} ms" if lat else "")
            lines.append(f"    {name:26s} {len(lat):3d}/{total} served   {figures}")
        if d_lat and b_lat:
            lines.append(f"    ratio DealServer / bare:  p50 {pct(d_lat, 0.5) / pct(b_lat, 0.5):.2f}x   "
                         f"p99 {pct(d_lat, 0.99) / pct(b_lat, 0.99):.2f}x   (goal: all served, p99 ≤ 1.2x)")
        ratio = pct(d_lat, 0.99) / pct(b_lat, 0.99) if d_lat and b_lat else float("inf")
        met = len(d_lat) == d_total and ratio <= 1.2
        load_after = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        d99 = pct(d_lat, 0.99) * 1000 if d_lat else float("nan")
        b99 = pct(b_lat, 0.99) * 1000 if b_lat else float("nan")
        lines.append(f"issue 32 | 20 phones while guests attack, {addresses} addresses x {each} slow connections | "
                     f"{len(d_lat)}/{d_total} served, p99 {d99:.1f} ms | bare http.server under the same attack "
                     f"{len(b_lat)}/{b_total} served, p99 {b99:.1f} ms, ratio {ratio:.2f}x | all served, p99 <= 1.2x: "
                     f"{'met' if met else 'NOT met'} | {load_before:.1f}-{load_after:.1f}")
    return lines


def bench_qr() -> list[str]:
    tokens = Tokens(secrets.token_bytes(32), 1, range(1, QR_SEATS + 1))
    urls = [f"http://192.168.178.30:8765/p/{tokens.token(seat)}" for seat in range(1, QR_SEATS + 1)]

    def ours():
        return [qr_png(url, box_size=10) for url in urls]

    def bare():
        out = []
        for url in urls:
            buf = io.BytesIO()
            segno.make(url, error="m", micro=False).save(buf, kind="png", scale=10, border=4)
            out.append(buf.getvalue())
        return out

    ours(), bare()                                                         # warm up
    runs_ours, runs_bare = [], []
    for _ in range(9):                     # interleaved, so a busy moment hits both sides alike
        runs_ours.append(best_of(ours, 1))
        runs_bare.append(best_of(bare, 1))
    t_ours, t_bare = statistics.median(runs_ours), statistics.median(runs_bare)
    size_ours = sum(map(len, ours())) // QR_SEATS
    size_bare = sum(map(len, bare())) // QR_SEATS
    return [
        f"QR codes for {QR_SEATS} seats (PNG, box 10, border 4, error correction M), median of 9 interleaved runs",
        f"  baseline bare segno:            {t_bare * 1000:7.1f} ms   ({size_bare} B per PNG)",
        f"  qr_png:                         {t_ours * 1000:7.1f} ms   ({size_ours} B per PNG)",
        f"  ratio qr_png / bare:  {t_ours / t_bare:.2f}x",
    ]


def main() -> list[str]:
    lines = bench_pages() + bench_attack() + bench_qr()
    print("\n".join(lines))
    return lines


if __name__ == "__main__":
    main()
