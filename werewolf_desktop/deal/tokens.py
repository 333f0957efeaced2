"""Seat tokens: the unguessable part of each phone's URL.

A token is HMAC-SHA256(secret, "<generation>:<seat>") cut to 16 bytes (128 bits) and written in
lower-case base32 without padding (26 characters from a-z and 2-7: no 0/O or 1/l to confuse when
typed by hand). The same secret and generation always give the same tokens, so a resumed game
hands out the same links; a re-deal uses a new generation and every old link dies.

One seat's link alone can be replaced (a lost or swapped phone): its revision goes up and its token
becomes HMAC-SHA256(secret, "<generation>:<seat>:<revision>"); the other seats keep theirs.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
from collections.abc import Iterable

TOKEN_BYTES = 16            # 128 bits
TOKEN_LENGTH = 26           # base32 characters for 16 bytes, padding dropped


def make_token(secret: bytes, generation: int, seat: int, revision: int = 0) -> str:
    message = f"{generation}:{seat}" + (f":{revision}" if revision else "")
    digest = hmac.new(secret, message.encode("ascii"), hashlib.sha256).digest()
    return base64.b32encode(digest[:TOKEN_BYTES]).decode("ascii").rstrip("=").lower()


class Tokens:
    """The tokens of one deal: one per seat, derived from (secret, generation, seat)."""

    def __init__(self, secret: bytes, generation: int, seats: Iterable[int], revisions: dict | None = None):
        # The secret should be 32 random bytes (`secrets.token_bytes(32)`) kept with the game.
        # `revisions`: {seat: how often its link was replaced} (keys may be strings, as from JSON).
        if not isinstance(secret, (bytes, bytearray)) or not secret:
            raise ValueError("the token secret must be non-empty bytes")
        self._secret = bytes(secret)
        self.generation = int(generation)
        seats = [int(s) for s in seats]
        wanted = {}
        for key, value in (revisions or {}).items():
            try:
                wanted[int(key)] = int(value)
            except (TypeError, ValueError):     # a damaged setting: that seat keeps its first link
                pass
        self.revisions: dict[int, int] = {s: wanted[s] for s in seats if wanted.get(s, 0) > 0}
        self._by_seat: dict[int, str] = {s: make_token(self._secret, self.generation, s, self.revisions.get(s, 0))
                                         for s in seats}
        self._encoded = [(seat, tok.encode("ascii")) for seat, tok in self._by_seat.items()]

    @property
    def seats(self) -> list[int]:
        return sorted(self._by_seat)

    def token(self, seat: int) -> str:
        """The token for `seat` (KeyError if the seat is not in this deal)."""
        return self._by_seat[seat]

    def seat_for(self, token: str) -> int | None:
        """The seat whose token this is, or None.

        Compares against every seat's token with `hmac.compare_digest` and never stops early, so
        the time taken says nothing about how close a guess was. Case-insensitive (base32), so a
        token typed by hand with an auto-capitalised letter still works.
        """
        try:
            candidate = token.strip().lower().encode("ascii")
        except (AttributeError, UnicodeEncodeError):
            return None
        found = None
        for seat, expected in self._encoded:
            if hmac.compare_digest(candidate, expected):
                found = seat
        return found

    def revoked(self, seat: int) -> "Tokens":
        """The same deal with a new link for `seat` only (KeyError if it is not in this deal)."""
        self._by_seat[seat]
        revisions = dict(self.revisions)
        revisions[seat] = revisions.get(seat, 0) + 1
        return Tokens(self._secret, self.generation, self._by_seat, revisions)

    def __contains__(self, seat: object) -> bool:
        return seat in self._by_seat

    def __repr__(self) -> str:  # never print the tokens themselves
        return f"Tokens(generation={self.generation}, seats={self.seats})"
