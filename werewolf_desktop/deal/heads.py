"""The deal server's front door: one thread reads every connection's request head (a selector loop).

A slow or stuck connection costs a socket and a few bytes here, never a thread: a connection is
handed on (`dispatch`) only once its head is complete, wrong (a 4xx status), too slow (408) or
over a limit (busy: 503), and the server answers it on a thread of its own.

Heads being read share `pool` places. When they are all taken, a newcomer takes the place of the
oldest connection of the address holding the most places (that one is answered busy), if that
address holds at least two more than the newcomer's; an address that has opened a valid link
(`known`) is never pushed out and may push out any other. So a guest with many addresses and
many slow connections each cannot keep a phone from its page: each phone gets its share.
Connections over their address's limit (`admit` says no) wait `busy_read` seconds for their head
(so that closing does not reset the busy answer) outside the pool; past `max_sockets` in all a
new connection is closed unanswered.
"""
from __future__ import annotations

import heapq
import itertools
import re
import selectors
import socket
import threading
import time
from collections.abc import Callable

MAX_REQUEST_LINE = 2048
MAX_HEAD = 8192

BUSY = "busy"                    # the outcome of a connection over a limit: answered 503

_END_OF_HEAD = re.compile(rb"\r?\n\r?\n")


def head_outcome(buf: bytearray) -> bytes | int | None:
    """The complete head in `buf`, a status if it can never be a good one (414, 431), or None
    (more to read)."""
    end = _END_OF_HEAD.search(buf)
    head = buf[:end.start()] if end else buf
    first_newline = head.find(b"\n")
    if (first_newline == -1 and len(head) > MAX_REQUEST_LINE) or first_newline > MAX_REQUEST_LINE:
        return 414
    if len(head) > MAX_HEAD:
        return 431
    return bytes(head) if end else None


class _Waiting:
    __slots__ = ("sock", "address", "client", "buf", "deadline", "entered", "pooled", "done")

    def __init__(self, sock, address, client: str, deadline: float, entered: bool, pooled: bool = False):
        self.sock, self.address, self.client = sock, address, client
        self.buf = bytearray()
        self.deadline, self.entered, self.pooled, self.done = deadline, entered, pooled, False


class HeadReader:
    """Reads heads on `listener` until `stop()`. `admit(client, sock)` counts a connection against
    its address (False: over its limit); `known(client)`: the address has opened a valid link;
    `dispatch(sock, address, client, entered, outcome)` takes each connection on, with its head
    (bytes), a status (int), BUSY, or None (closed before it sent anything: close it)."""

    def __init__(self, listener: socket.socket, *, client_key: Callable[[tuple], str],
                 admit: Callable[[str, socket.socket], bool], known: Callable[[str], bool],
                 dispatch: Callable[..., None], head_timeout: float, pool: int, max_sockets: int,
                 busy_read: float):
        self._listener = listener
        self._client_key, self._admit, self._known, self._dispatch = client_key, admit, known, dispatch
        self.head_timeout, self.pool, self.max_sockets, self.busy_read = head_timeout, pool, max_sockets, busy_read
        self._selector = selectors.DefaultSelector()
        self._waiting: dict[socket.socket, _Waiting] = {}
        self._in_pool: dict[str, list[_Waiting]] = {}        # address → its heads in the pool, oldest first
        self._pooled = 0
        self._deadlines: list[tuple[float, int, _Waiting]] = []
        self._order = itertools.count()
        self._stopping = threading.Event()
        self.stopped = threading.Event()
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._wake_w.setblocking(False)

    # --- the loop ---------------------------------------------------------------------------------

    def serve(self) -> None:
        self._listener.setblocking(False)
        self._selector.register(self._listener, selectors.EVENT_READ)
        self._selector.register(self._wake_r, selectors.EVENT_READ)
        try:
            while not self._stopping.is_set():
                timeout = max(0.0, self._deadlines[0][0] - time.monotonic()) if self._deadlines else None
                for key, _events in self._selector.select(timeout):
                    if key.fileobj is self._listener:
                        self._accept()
                    elif key.fileobj is self._wake_r:
                        self._drain_wake()
                    else:
                        waiting = self._waiting.get(key.fileobj)
                        if waiting is not None:
                            self._read(waiting)
                self._expire(time.monotonic())
        finally:
            for waiting in list(self._waiting.values()):
                self._hand_on(waiting, None)
            self._selector.close()
            self._wake_r.close()
            self._wake_w.close()
            self.stopped.set()

    def stop(self) -> None:
        self._stopping.set()
        try:
            self._wake_w.send(b"x")
        except OSError:
            pass

    def _drain_wake(self) -> None:
        try:
            while self._wake_r.recv(512):
                pass
        except OSError:
            pass

    # --- connections coming and going ---------------------------------------------------------------

    def _accept(self) -> None:
        for _ in range(64):                  # what is queued now; the rest at the next turn
            try:
                sock, address = self._listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                return                       # e.g. out of file descriptors: the kernel keeps them queued
            if len(self._waiting) >= self.max_sockets:          # a flood: no answer
                _close(sock)
                continue
            client = self._client_key(address)
            entered = self._admit(client, sock)
            now = time.monotonic()
            if not entered:
                self._watch(_Waiting(sock, address, client, now + self.busy_read, False))
                continue
            if self._pooled >= self.pool and not self._make_room(client):
                self._watch(_Waiting(sock, address, client, now + self.busy_read, True))
                continue
            waiting = _Waiting(sock, address, client, now + self.head_timeout, True, pooled=True)
            self._in_pool.setdefault(client, []).append(waiting)
            self._pooled += 1
            self._watch(waiting)

    def _make_room(self, client: str) -> bool:
        """Push the oldest head of the address holding the most places out of the pool, if
        `client` may take its place (see the module's note)."""
        mine = len(self._in_pool.get(client, ()))
        newcomer_known = self._known(client)
        heaviest, count = None, 0
        for address, heads in self._in_pool.items():
            if len(heads) > count and address != client and not self._known(address):
                heaviest, count = address, len(heads)
        if heaviest is None or not (newcomer_known or count >= mine + 2):
            return False
        self._hand_on(self._in_pool[heaviest][0], BUSY)
        return True

    def _watch(self, waiting: _Waiting) -> None:
        waiting.sock.setblocking(False)
        self._waiting[waiting.sock] = waiting
        self._selector.register(waiting.sock, selectors.EVENT_READ)
        heapq.heappush(self._deadlines, (waiting.deadline, next(self._order), waiting))

    def _read(self, waiting: _Waiting) -> None:
        try:
            chunk = waiting.sock.recv(4096)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            chunk = b""
        if not chunk:
            if waiting.buf.strip():
                return self._hand_on(waiting, 400 if waiting.pooled else BUSY)
            return self._hand_on(waiting, None)
        waiting.buf += chunk
        if waiting.buf[:2] in (b"\r\n", b"\n\r") or waiting.buf[:1] == b"\n":
            waiting.buf = bytearray(waiting.buf.lstrip(b"\r\n"))     # stray empty lines before a request
        outcome = head_outcome(waiting.buf)
        if outcome is not None:
            self._hand_on(waiting, outcome if waiting.pooled else BUSY)

    def _expire(self, now: float) -> None:
        while self._deadlines and self._deadlines[0][0] <= now:
            _deadline, _n, waiting = heapq.heappop(self._deadlines)
            if not waiting.done:
                self._hand_on(waiting, 408 if waiting.pooled else BUSY)

    def _hand_on(self, waiting: _Waiting, outcome) -> None:
        waiting.done = True
        self._waiting.pop(waiting.sock, None)
        if waiting.pooled:
            waiting.pooled = False
            heads = self._in_pool[waiting.client]
            heads.remove(waiting)
            self._pooled -= 1
            if not heads:
                del self._in_pool[waiting.client]
        try:
            self._selector.unregister(waiting.sock)
        except (KeyError, ValueError):
            pass
        try:
            waiting.sock.setblocking(True)
        except OSError:
            pass
        self._dispatch(waiting.sock, waiting.address, waiting.client, waiting.entered, outcome)


def _close(sock: socket.socket) -> None:
    try:
        sock.close()
    except OSError:
        pass
