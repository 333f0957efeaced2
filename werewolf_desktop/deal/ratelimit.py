"""Slowing down token guessing: per client address, too many wrong links in a minute → a time-out.

Only misses count (a wrong or dead token). A client over the limit gets 429 for every `/p/…`
request until its penalty ends, without its guesses being checked at all; other clients are not
affected. With 128-bit tokens guessing is hopeless anyway: this keeps a log from filling up and a
runaway script from burning the laptop's CPU.
"""
from __future__ import annotations

import threading
import time
from collections import OrderedDict, deque


class MissLimiter:
    def __init__(self, max_misses: int = 10, window: float = 60.0, penalty: float = 60.0,
                 max_clients: int = 4096, clock=time.monotonic):
        self.max_misses = max_misses
        self.window = window
        self.penalty = penalty
        self.max_clients = max_clients
        self._clock = clock
        self._lock = threading.Lock()
        self._misses: OrderedDict[str, deque[float]] = OrderedDict()
        self._blocked: dict[str, float] = {}

    def blocked_for(self, client: str) -> float:
        """Seconds `client` must still wait (0 if it may ask)."""
        now = self._clock()
        with self._lock:
            until = self._blocked.get(client)
            if until is None:
                return 0.0
            if until <= now:
                del self._blocked[client]
                self._misses.pop(client, None)
                return 0.0
            return until - now

    def miss(self, client: str) -> bool:
        """Record a wrong token from `client`; True if that puts it over the limit."""
        now = self._clock()
        with self._lock:
            times = self._misses.pop(client, None) or deque()
            self._misses[client] = times            # most recent client last
            times.append(now)
            while times and times[0] <= now - self.window:
                times.popleft()
            while len(self._misses) > self.max_clients:
                self._misses.popitem(last=False)
            if len(times) >= self.max_misses:
                self._blocked[client] = now + self.penalty
                if len(self._blocked) > self.max_clients:
                    for key in [k for k, t in self._blocked.items() if t <= now]:
                        del self._blocked[key]
                return True
            return False

    def reset(self) -> None:
        with self._lock:
            self._misses.clear()
            self._blocked.clear()
