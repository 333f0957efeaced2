"""Phone dealing: 20 phones fetching their pages at once, and making 18 QR codes.

    python -m bench.bench_deal

Each figure is printed next to a baseline measured in the same run on the same machine:

* pages: 20 threads × 25 requests, each its own phone (own seat, own token, own loopback address
  127.0.1.N where the system has them, as real phones have their own), one connection per request,
  to 127.0.0.1 — against a bare `http.server.ThreadingHTTPServer` answering a static page of the
  same size the same way (HTTP/1.0, one request per connection). p50 and p99 of both.
* QR: `qr_png` for 18 seat URLs against the bare `segno` library making the same 18 PNGs
  (same error correction, box size and border).
"""
from __future__ import annotations

import http.client
import io
import json
import secrets
import statistics
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import segno

from werewolf_desktop.deal import DealServer, Tokens, qr_png
from werewolf_desktop.i18n import localize
from werewolf_desktop.paths import resource
from bench.timing import best_of

PHONES = 20
REQUESTS = 25
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


def load(port: int, paths: dict[int, str]) -> tuple[list[float], int]:
    """The phones run in a process of their own (real phones are other devices: their HTTP client
    must not share the server's interpreter and GIL); see `_load_in_this_process`."""
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(1) as pool:
        return pool.apply(_load_in_this_process, (port, paths))


def phone_address(n: int) -> str:
    """127.0.1.n if this system routes all of 127/8 to loopback (Linux), else 127.0.0.1."""
    import socket

    try:
        with socket.socket() as sock:
            sock.bind((f"127.0.1.{n}", 0))
        return f"127.0.1.{n}"
    except OSError:
        return "127.0.0.1"


def _load_in_this_process(port: int, paths: dict[int, str]) -> tuple[list[float], int]:
    """Every phone (thread) asks for its own page REQUESTS times; returns latencies (s) and bytes of one page."""
    latencies: list[float] = []
    sizes: list[int] = []
    lock = threading.Lock()
    start = threading.Barrier(len(paths))

    def phone(path: str, address: str) -> None:
        mine = []
        start.wait()
        for _ in range(REQUESTS):
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
        request_queue_size = 128

    return Server(("127.0.0.1", 0), Static)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def bench_pages() -> list[str]:
    views = seat_views()
    tokens = Tokens(secrets.token_bytes(32), 1, list(views))
    server = DealServer(views.get, tokens, host="127.0.0.1", port=0)
    server.start()
    try:
        paths = {seat: f"/p/{tokens.token(seat)}" for seat in views}
        load(server.port, dict(list(paths.items())[:4]))                  # warm up
        deal_lat, page_bytes = load(server.port, paths)
    finally:
        server.stop()
    bare = bare_server(b"x" * page_bytes)
    thread = threading.Thread(target=bare.serve_forever, daemon=True)
    thread.start()
    try:
        load(bare.server_address[1], {s: "/" for s in list(views)[:4]})
        bare_lat, bare_bytes = load(bare.server_address[1], {s: f"/{s}" for s in views})
    finally:
        bare.shutdown()
        bare.server_close()
    d50, d99, b50, b99 = (pct(deal_lat, 0.5), pct(deal_lat, 0.99), pct(bare_lat, 0.5), pct(bare_lat, 0.99))
    return [
        f"phone pages: {PHONES} phones x {REQUESTS} requests on 127.0.0.1 ({len(deal_lat)} requests each side)",
        f"  baseline bare http.server, static {bare_bytes} B:  p50 {b50 * 1000:6.2f} ms   p99 {b99 * 1000:6.2f} ms",
        f"  DealServer, seat pages {page_bytes} B (median):  p50 {d50 * 1000:6.2f} ms   p99 {d99 * 1000:6.2f} ms",
        f"  ratio DealServer / bare:  p50 {d50 / b50:.2f}x   p99 {d99 / b99:.2f}x",
    ]


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
    lines = bench_pages() + bench_qr()
    print("\n".join(lines))
    return lines


if __name__ == "__main__":
    main()
