"""The LAN web server that deals roles to phones: `GET /p/<token>` → that seat's page.

Built on the standard library alone (selectors, threads, `BaseHTTPRequestHandler` for the answers)
so it runs inside the frozen Qt app with nothing extra. One thread reads every connection's request
head (`heads.HeadReader`, a selector loop: a slow connection holds no thread); a connection gets a
thread of its own only to be answered. The head is checked with hard limits:

* request line ≤ 2 KiB (414), head ≤ 8 KiB and ≤ 50 header lines (431), the whole head within
  5 s (408), only GET and HEAD (405), only HTTP/1.0 or 1.1, anything malformed 400; one request
  per connection. A client's mistake never gets a 5xx; only a full house (503, see below) or an
  exception in `view_for_seat` does.
* a guest's stuck or slow connections never lock out the phones: one address holds at most
  `MAX_CONNECTIONS_PER_CLIENT` connections at once, and heads being read share `MAX_CONNECTIONS`
  places, shared out fairly between addresses (an address that has opened a valid link keeps its
  place; see `heads`). A connection over a limit is still answered: 503 with Retry-After and a
  short page that says the laptop is busy and reloads itself (`page.render_busy`). Past
  `MAX_SOCKETS` connections waiting for their head, or `MAX_THREADS` answers in flight (a flood),
  a new one is closed unanswered, so the laptop never runs out of sockets or threads.
* routes: `/p/<token>` (the page), `/p/<token>/view.json` (the same view as JSON),
  `/favicon.ico` (204); everything else 404, with a body that gives no hint.
* wrong tokens are counted per client address (`ratelimit.MissLimiter`): 10 misses in a minute and
  that address gets 429 instead of 404 for its wrong links for a minute. A valid link is always
  served, even from that address: a phone that kept reloading an old link still opens its new one.
* every response carries no-store, nosniff, no-referrer, frame-deny and a strict CSP.
* nothing is printed: the log (if any) goes to `log_path`, rotated at `LOG_BYTES` with
  `LOG_BACKUPS` old files kept; a request's path is never written as it came (only
  `/p/<seat N>`, `/favicon.ico` or `<other>`), so no token or guess at one reaches the log.

`view_for_seat` is called from the server's threads: it must be safe to call from them (return a
snapshot taken under the engine's lock, for instance).
"""
from __future__ import annotations

import ipaddress
import logging
import logging.handlers
import os
import re
import socket
import socketserver
import threading
import time
import traceback
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from urllib.parse import parse_qs

from ..i18n import LANGUAGES, tr
from .addresses import lan_addresses
from .heads import BUSY, HeadReader
from .page import VIEW_BYTES, choose_language, pad, render_busy, render_page
from .ratelimit import MissLimiter
from .tokens import Tokens
from .view import fingerprint, public_view, view_json

MAX_HEADERS = 50
HEAD_TIMEOUT = 5.0               # for the whole request head
PORT_TRIES = 21                  # the asked-for port and the 20 after it, then any free port
MAX_CONNECTIONS = 256            # heads being read at once, shared fairly (a party has ~20 phones)
MAX_CONNECTIONS_PER_CLIENT = 12  # per address: a browser opens at most 6 per host
MAX_SOCKETS = 480                # connections waiting for their head, busy ones included (< Windows' 512)
MAX_THREADS = 512                # answers in flight, the busy ones included
MAX_PHONES = 1024                # addresses remembered as phones (they keep their places, see heads)
BUSY_READ = 1.0                  # how long a connection over the limit may take to send its head
RETRY_AFTER = 2                  # seconds, in the busy answer
LOG_BYTES = 1_000_000            # the request log rotates at this size …
LOG_BACKUPS = 2                  # … keeping this many old files (≤ 3 MB in all)

_TOKEN_ROUTE = re.compile(r"/p/([A-Za-z2-7]{26})(/view\.json|/)?")
_METHOD = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]{1,20}")
_HEADER_NAME = re.compile(rb"[!#$%&'*+.^_`|~0-9A-Za-z-]+")
_VERSION = re.compile(r"HTTP/1\.[01]")
_PLAIN_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

_STATUS_KEYS = {400: "deal.http.bad_request", 404: "deal.http.not_found", 405: "deal.http.method",
                408: "deal.http.timeout", 414: "deal.http.too_long", 429: "deal.http.too_many",
                431: "deal.http.too_large", 500: "deal.http.error", 503: "deal.http.busy"}


class _Reject(Exception):
    def __init__(self, status: int):
        super().__init__(status)
        self.status = status


def _client_id(address: str) -> str:
    """The client's address, with an IPv4-mapped IPv6 address written as plain IPv4."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped:
        return str(ip.ipv4_mapped)
    return str(ip)


def _error_body(status: int) -> bytes:
    key = _STATUS_KEYS.get(status, "deal.http.error")
    return (f"{status}\n" + "\n".join(tr(key, lang) for lang in LANGUAGES) + "\n").encode("utf-8")


def _printable(s: str, limit: int = 120) -> str:
    return "".join(c if 32 < ord(c) < 127 else "?" for c in s[:limit])


class _Handler(BaseHTTPRequestHandler):
    """Answers one connection whose head the `HeadReader` has read: `outcome` is the head (bytes),
    a status to answer with (int) or BUSY."""
    server_version = "WerewolfDesktop"
    sys_version = ""
    protocol_version = "HTTP/1.0"
    timeout = 10                 # seconds per socket read/write (DealServer(request_timeout=…) sets it)

    def __init__(self, request, client_address, server, outcome: bytes | int | str):
        self.outcome = outcome
        super().__init__(request, client_address, server)

    # --- plumbing -------------------------------------------------------------------------------

    def version_string(self) -> str:
        return self.server_version

    def log_message(self, format: str, *args) -> None:   # noqa: A002 - the stdlib's name
        self.server.deal._log(f"{self.client}: " + (format % args))

    def log_request(self, code="-", size="-") -> None:   # the access line is written by _send
        pass

    def setup(self) -> None:
        self.timeout = self.server.deal.request_timeout
        super().setup()

    def handle(self) -> None:
        deal = self.server.deal
        self.client = deal._client_key(self.client_address)
        self.command, self.request_version, self.requestline, self.path = "", "HTTP/1.0", "", ""
        self.close_connection = True
        self._logged_path = "-"
        if self.outcome == BUSY:
            self._busy()
            return
        try:
            try:
                if isinstance(self.outcome, int):
                    raise _Reject(self.outcome)
                self._respond(self.outcome)
            except _Reject as reject:
                self._send_error(reject.status)
        except OSError:
            pass                   # the phone went away mid-answer: nothing to do
        except Exception:          # a bug of ours: log it, answer without detail
            deal._log("error " + traceback.format_exc())
            try:
                self._send_error(500)
            except OSError:
                pass

    def _busy(self) -> None:
        """Over a connection limit (its head read briefly, so that closing does not reset the
        answer): 503 with a page that reloads itself. Never an exception."""
        try:
            body, policy = render_busy()
            self._send(503, body, "text/html; charset=utf-8",
                       {"Retry-After": str(RETRY_AFTER), "Content-Security-Policy": policy})
        except OSError:
            pass

    def finish(self) -> None:
        try:
            super().finish()
            # Send FIN, then read what the client may still send (a POST body) so that closing
            # does not reset the connection before the client has read our answer.
            self.connection.shutdown(socket.SHUT_WR)
            self.connection.settimeout(0.5)
            drained, deadline = 0, time.monotonic() + 0.5
            while drained < 65536 and time.monotonic() < deadline:
                data = self.connection.recv(8192)
                if not data:
                    break
                drained += len(data)
        except OSError:
            pass

    # --- the request ------------------------------------------------------------------------------

    def _respond(self, head: bytes) -> None:
        lines = [line.rstrip(b"\r") for line in head.split(b"\n")]
        try:
            self.requestline = lines[0].decode("ascii")
        except UnicodeDecodeError:
            raise _Reject(400) from None
        if any(ord(c) < 32 or ord(c) == 127 for c in self.requestline):
            raise _Reject(400)
        parts = self.requestline.split(" ")
        if len(parts) != 3 or not all(parts):
            raise _Reject(400)
        method, target, version = parts
        if not _METHOD.fullmatch(method):
            raise _Reject(400)
        self.command, self.path = method, target
        if not _VERSION.fullmatch(version):
            raise _Reject(400)          # HTTP/2 and others: a 4xx (no 5xx for what a client sent)
        if len(lines) - 1 > MAX_HEADERS:
            raise _Reject(431)
        headers: dict[str, str] = {}
        for line in lines[1:]:
            if not line or line[:1] in (b" ", b"\t"):
                raise _Reject(400)                  # obsolete line folding: refuse
            name, sep, value = line.partition(b":")
            if not sep or not _HEADER_NAME.fullmatch(name):
                raise _Reject(400)
            headers.setdefault(name.decode("ascii").lower(), value.decode("latin-1").strip())
        self.request_headers = headers
        if method not in ("GET", "HEAD"):
            raise _Reject(405)
        if not target.startswith("/"):
            raise _Reject(400)
        self._route(target.split("#", 1)[0], headers)

    def _route(self, target: str, headers: dict[str, str]) -> None:
        deal = self.server.deal
        path, _, query = target.partition("?")
        if path == "/favicon.ico":
            self._logged_path = path
            return self._send(204, b"", None)
        self._logged_path = "/p/<wrong>" if path.startswith("/p/") else "<other>"
        if not path.startswith("/p/"):
            raise _Reject(404)
        match = _TOKEN_ROUTE.fullmatch(path)
        tokens = deal._tokens
        seat = tokens.seat_for(match.group(1)) if match else None
        if seat is None:                 # a valid link is served even to a rate-limited address
            wait = deal._limiter.blocked_for(self.client)
            if wait > 0:
                return self._send_error(429, {"Retry-After": str(int(wait) + 1)})
            if deal._limiter.miss(self.client):
                deal._log(f"{self.client}: too many wrong links, answering 429 for {deal._limiter.penalty:.0f} s")
            raise _Reject(404)
        self._logged_path = f"/p/<seat {seat}>" + (match.group(2) or "")
        try:
            raw_view = deal._view_for_seat(seat)
            view = public_view(raw_view) if raw_view is not None else None
        except Exception:
            deal._log("error in view_for_seat " + traceback.format_exc())
            return self._send_error(503, {"Retry-After": "2"})
        if view is None:
            raise _Reject(404)
        if self.command == "GET":
            deal._mark_device(seat, self.client)
        if match.group(2) == "/view.json":
            return self._send(200, pad(view_json(view), VIEW_BYTES), "application/json; charset=utf-8",
                              {"ETag": f'"{fingerprint(view)}"'})
        try:
            params = parse_qs(query, max_num_fields=8)
        except ValueError:
            params = {}
        lang = choose_language((params.get("lang") or [None])[0], view["lang"], headers.get("accept-language"))
        peek = deal.debug_peek and (params.get("peek") or [""])[0] == "1"
        token = match.group(1)
        body, policy = render_page(view, lang, f"/p/{token}/view.json", peek=peek)
        # Seen once the whole page but its last byte (a padding space) is out: `seen` and the console's
        # tick (on_seen) both happen then, or neither if the phone went away before (issue 16).
        seen = (lambda: deal._page_seen(seat)) if self.command == "GET" else None
        self._send(200, body, "text/html; charset=utf-8", {"Content-Security-Policy": policy,
                                                            "Content-Language": lang}, before_last_byte=seen)

    # --- answers ----------------------------------------------------------------------------------

    def _send_error(self, status: int, extra: dict[str, str] | None = None) -> None:
        extra = dict(extra or {})
        if status == 405:
            extra["Allow"] = "GET, HEAD"
        self._send(status, _error_body(status), "text/plain; charset=utf-8", extra)

    def _send(self, status: int, body: bytes, content_type: str | None,
              extra: dict[str, str] | None = None, before_last_byte: Callable[[], None] | None = None) -> None:
        """Write the answer; `before_last_byte()` is called once all of it but the last byte has been
        written: the client cannot have the whole answer yet, and it has not gone away."""
        extra = dict(extra or {})
        self.send_response(status)
        if content_type:
            self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("Pragma", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("X-Frame-Options", "DENY")
        self.send_header("Cross-Origin-Resource-Policy", "same-origin")
        self.send_header("Content-Security-Policy", extra.pop("Content-Security-Policy", _PLAIN_CSP))
        for name, value in extra.items():
            self.send_header(name, value)
        self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD" and body:
            if before_last_byte is None:
                self.wfile.write(body)
            else:
                self.wfile.write(body[:-1])
                before_last_byte()
                self.wfile.write(body[-1:])
        self.server.deal._log(f"{self.client} {_printable(self.command or '-', 20)} {self._logged_path} "
                              f"{status} {len(body)}")


class _HTTPServer(socketserver.TCPServer):
    """The listening socket, its `HeadReader` (run by `serve_forever`) and the answers' threads."""
    allow_reuse_address = os.name != "nt"     # on Windows SO_REUSEADDR would let us steal a busy port
    # the kernel's queue of connections not yet accepted holds as many as may be in flight: a burst of
    # reconnecting phones (or the crowd test's 256 stuck ones) overflowed 128, and an overflowed
    # connection can end reset, unanswered, instead of getting its page or a 503
    request_queue_size = MAX_THREADS

    def __init__(self, address, deal: "DealServer", family: int, dual_stack: bool):
        self.address_family = family
        self.dual_stack = dual_stack
        self.deal = deal
        self._in_flight = threading.BoundedSemaphore(MAX_THREADS)
        self._answering: set[threading.Thread] = set()      # answers under way (stop waits for them)
        self._answering_lock = threading.Lock()
        super().__init__(address, _Handler)
        self.reader = HeadReader(self.socket, client_key=deal._client_key, admit=deal._enter, known=deal._known,
                                 dispatch=self._dispatch, head_timeout=min(HEAD_TIMEOUT, deal.request_timeout),
                                 pool=MAX_CONNECTIONS, max_sockets=MAX_SOCKETS, busy_read=BUSY_READ)

    def serve_forever(self, poll_interval: float = 0.5) -> None:
        self.reader.serve()

    def shutdown(self) -> None:
        """Stop the reader's loop and wait for it (its waiting connections are closed)."""
        self.reader.stop()
        self.reader.stopped.wait(5)

    def _dispatch(self, sock: socket.socket, address, client: str, entered: bool, outcome) -> None:
        """From the reader's loop: answer on a thread of its own, or close (nothing to answer, or
        a flood: no thread left)."""
        if outcome is not None and self._in_flight.acquire(blocking=False):
            thread = threading.Thread(target=self._answer, args=(sock, address, client, entered, outcome),
                                      name="deal-answer", daemon=True)
            with self._answering_lock:
                self._answering.add(thread)
            try:
                thread.start()
                return
            except BaseException:
                with self._answering_lock:
                    self._answering.discard(thread)
                self._in_flight.release()
                raise
        self._close(sock, client, entered)

    def _answer(self, sock: socket.socket, address, client: str, entered: bool, outcome) -> None:
        try:
            _Handler(sock, address, self, outcome)
        except Exception:
            self.handle_error(sock, address)
        finally:
            self._close(sock, client, entered)
            self._in_flight.release()
            with self._answering_lock:
                self._answering.discard(threading.current_thread())

    def wait_answers(self, timeout: float) -> None:
        """Wait (at most `timeout` seconds in all) for the answers under way to end: each writes its
        line in the log once its last byte is out, and a stopped server's log is complete."""
        deadline = time.monotonic() + timeout
        with self._answering_lock:
            threads = list(self._answering)
        for thread in threads:
            thread.join(max(0.0, deadline - time.monotonic()))

    def _close(self, sock: socket.socket, client: str, entered: bool) -> None:
        if entered:
            self.deal._leave(client, sock)
        self.shutdown_request(sock)

    def server_bind(self) -> None:
        if os.name == "nt" and hasattr(socket, "SO_EXCLUSIVEADDRUSE"):
            self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_EXCLUSIVEADDRUSE, 1)
        if self.address_family == socket.AF_INET6 and hasattr(socket, "IPV6_V6ONLY"):
            self.socket.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0 if self.dual_stack else 1)
        # Not HTTPServer.server_bind: that asks DNS for our name (socket.getfqdn), which can hang offline.
        socketserver.TCPServer.server_bind(self)
        self.server_name = str(self.server_address[0])
        self.server_port = self.server_address[1]

    def handle_error(self, request, client_address) -> None:   # never the stdlib's print to stderr
        self.deal._log("error " + traceback.format_exc())


class DealServer:
    """Serves each seat its own role page on the local network.

    `view_for_seat(seat)` returns the engine's player view for one seat (None: no such seat);
    `tokens` maps seats to URL tokens. `host="0.0.0.0"` listens on every IPv4 interface,
    `host="::"` on IPv6 and IPv4 both (where the system allows it). `on_seen(seat)` is called from
    a server thread each time a seat's page is opened. `debug_peek=True` lets `?peek=1` show the
    page uncovered (for screenshots; never in a real game).
    """

    def __init__(self, view_for_seat: Callable[[int], dict | None], tokens: Tokens, host: str = "0.0.0.0",
                 port: int = 8765, log_path: Path | None = None, on_seen: Callable[[int], None] | None = None,
                 *, debug_peek: bool = False, max_misses: int = 10, miss_window: float = 60.0,
                 miss_penalty: float = 60.0, request_timeout: float = 10.0):
        self._view_for_seat = view_for_seat
        self._tokens = tokens
        self.host = host
        self.requested_port = port
        self.log_path = Path(log_path) if log_path else None
        self.on_seen = on_seen
        self.debug_peek = bool(debug_peek)
        self.request_timeout = float(request_timeout)
        self._limiter = MissLimiter(max_misses, miss_window, miss_penalty)
        self._lock = threading.Lock()
        self._logger: logging.Logger | None = None
        self._seen: set[int] = set()
        self._devices: dict[int, set[str]] = {}
        self._phones: set[str] = set()             # addresses that have opened a valid link
        self._connections: dict[socket.socket, str] = {}
        self._per_client: dict[str, int] = {}
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None
        self.port: int | None = None

    # --- life cycle -------------------------------------------------------------------------------

    def _bind(self) -> _HTTPServer:
        host = self.host
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        dual = host in ("::", "") and family == socket.AF_INET6 and socket.has_dualstack_ipv6()
        first = self.requested_port
        ports = [p for p in range(first, first + PORT_TRIES) if 0 < p < 65536] if first else []
        last: OSError | None = None
        for port in ports + [0]:
            try:
                return _HTTPServer((host, port), self, family, dual)
            except OSError as exc:       # busy (or not allowed): try the next one
                last = exc
        raise last or OSError("no port to listen on")

    def start(self) -> int:
        """Start listening (in a background thread); returns the port actually bound."""
        with self._lock:
            if self._httpd is not None:
                return self.port
            httpd = self._bind()
            self._httpd = httpd
            self.port = httpd.server_address[1]
            self._thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.1},
                                            name=f"deal-server-{self.port}", daemon=True)
            self._thread.start()
        self._log(f"listening on {self.host} port {self.port}")
        return self.port

    def stop(self) -> None:
        """Stop listening and drop open connections. Safe to call twice, or before `start`."""
        with self._lock:
            httpd, thread = self._httpd, self._thread
            self._httpd = self._thread = None
            connections = list(self._connections)
        if httpd is None:
            return
        httpd.shutdown()
        httpd.server_close()
        for conn in connections:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        if thread is not None:
            thread.join(timeout=5)
        httpd.wait_answers(timeout=5)            # their connections are shut: they end at once
        self._log("stopped")
        with self._lock:
            logger, self._logger = self._logger, None
        if logger is not None:
            for handler in list(logger.handlers):
                logger.removeHandler(handler)
                handler.close()

    @property
    def running(self) -> bool:
        return self._httpd is not None

    def __enter__(self) -> "DealServer":
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    # --- the deal ---------------------------------------------------------------------------------

    def set_tokens(self, tokens: Tokens) -> None:
        """New links: the new tokens work at once, every link they replace answers 404 from now on.
        Seats whose link changed start over as not seen, with no device."""
        with self._lock:
            old, self._tokens = self._tokens, tokens
            for seat in list(self._seen | set(self._devices)):
                if seat not in tokens or seat not in old or tokens.token(seat) != old.token(seat):
                    self._seen.discard(seat)
                    self._devices.pop(seat, None)
        self._log(f"new tokens (generation {tokens.generation})")

    def revoke(self, seat: int) -> Tokens:
        """A lost or swapped phone: `seat` gets a new link (same role), its old link dies at once.
        Returns the new tokens (keep `tokens.revisions` with the game to survive a restart)."""
        tokens = self._tokens.revoked(seat)
        self.set_tokens(tokens)
        return tokens

    def devices(self, seat: int) -> int:
        """How many devices (client addresses) have opened `seat`'s current link: more than one
        means a second phone has the link."""
        with self._lock:
            return len(self._devices.get(seat, ()))

    @property
    def tokens(self) -> Tokens:
        return self._tokens

    @property
    def seen(self) -> set[int]:
        """Seats whose page has been opened since the last deal."""
        with self._lock:
            return set(self._seen)

    def url(self, seat: int, address: str) -> str:
        """The seat's link on `address` (e.g. http://192.168.1.20:8765/p/<token>)."""
        host = f"[{address}]" if ":" in address and not address.startswith("[") else address
        port = self.port or self.requested_port
        return f"http://{host}:{port}/p/{self._tokens.token(seat)}"

    def addresses(self) -> list[str]:
        """This machine's addresses that phones can use to reach this server, best first."""
        found = lan_addresses()
        if self.host in ("0.0.0.0", ""):
            return [a for a in found if ":" not in a]
        if self.host == "::":
            return found if (self._httpd and self._httpd.dual_stack) else [a for a in found if ":" in a]
        return [self.host]

    # --- used by the handler ------------------------------------------------------------------------

    @staticmethod
    def _client_key(address: tuple) -> str:
        """Whom a connection counts against (connection caps, wrong-link limit): its IP address."""
        return _client_id(str(address[0]))

    def _page_seen(self, seat: int) -> None:
        """The seat's page is out (see `_send`): into `seen`, then the console's `on_seen`."""
        with self._lock:
            self._seen.add(seat)
        self._notify_seen(seat)

    def _mark_device(self, seat: int, client: str) -> None:
        with self._lock:
            known = self._devices.setdefault(seat, set())
            if len(known) < 16:
                known.add(client)
            if len(self._phones) < MAX_PHONES:
                self._phones.add(client)

    def _known(self, client: str) -> bool:
        """`client` has opened a valid link (a phone at the table): its heads keep their places."""
        with self._lock:
            return client in self._phones

    def _notify_seen(self, seat: int) -> None:
        if self.on_seen is not None:
            try:
                self.on_seen(seat)
            except Exception:
                self._log("error in on_seen " + traceback.format_exc())

    def _enter(self, client: str, conn: socket.socket) -> bool:
        with self._lock:
            if self._per_client.get(client, 0) >= MAX_CONNECTIONS_PER_CLIENT:
                return False
            self._connections[conn] = client
            self._per_client[client] = self._per_client.get(client, 0) + 1
            return True

    def _leave(self, client: str, conn: socket.socket) -> None:
        with self._lock:
            if self._connections.pop(conn, None) is not None:
                left = self._per_client.get(client, 1) - 1
                if left > 0:
                    self._per_client[client] = left
                else:
                    self._per_client.pop(client, None)

    def _log(self, line: str) -> None:
        if self.log_path is None:
            return
        logger = self._logger
        if logger is None:
            with self._lock:
                if self._logger is None:
                    try:
                        self.log_path.parent.mkdir(parents=True, exist_ok=True)
                        handler = logging.handlers.RotatingFileHandler(
                            self.log_path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8", delay=True)
                    except OSError:
                        return
                    handler.setFormatter(logging.Formatter("%(asctime)s %(message)s", "%Y-%m-%dT%H:%M:%S"))
                    logger = logging.Logger(f"deal-server-{id(self)}")     # not in the logging tree: no printing
                    logger.propagate = False
                    logger.setLevel(logging.INFO)
                    handler.handleError = lambda record: None                # a full disk: no print
                    logger.addHandler(handler)
                    self._logger = logger
                logger = self._logger
        logger.info(line.rstrip())
