import base64

from werewolf_desktop.deal import Tokens
from werewolf_desktop.deal.tokens import TOKEN_LENGTH, make_token

SECRET = b"k" * 32


def test_a_token_carries_at_least_128_bits_in_url_safe_base32():
    tokens = Tokens(SECRET, 1, range(1, 19))
    for seat in range(1, 19):
        token = tokens.token(seat)
        assert len(token) == TOKEN_LENGTH == 26
        assert set(token) <= set("abcdefghijklmnopqrstuvwxyz234567")
        raw = base64.b32decode(token.upper() + "=" * 6)
        assert len(raw) >= 16


def test_tokens_are_deterministic_so_a_resumed_game_keeps_its_links():
    assert Tokens(SECRET, 3, [1, 2]).token(2) == Tokens(SECRET, 3, [2, 1, 5]).token(2) == make_token(SECRET, 3, 2)


def test_a_redeal_generation_or_another_secret_gives_other_tokens():
    first = Tokens(SECRET, 1, [1, 2, 3])
    assert all(first.token(s) != Tokens(SECRET, 2, [1, 2, 3]).token(s) for s in (1, 2, 3))
    assert all(first.token(s) != Tokens(b"x" * 32, 1, [1, 2, 3]).token(s) for s in (1, 2, 3))
    assert len({first.token(s) for s in (1, 2, 3)}) == 3


def test_seat_for_finds_the_seat_and_nothing_else():
    tokens = Tokens(SECRET, 1, [1, 2, 3])
    for seat in (1, 2, 3):
        assert tokens.seat_for(tokens.token(seat)) == seat
        assert tokens.seat_for(tokens.token(seat).upper()) == seat      # typed by hand, caps on
    other = Tokens(SECRET, 2, [1, 2, 3])
    for bad in ["", "a", tokens.token(1)[:-1], tokens.token(1) + "a", other.token(1), "é" * 26, "\x00" * 26, None, 42]:
        assert tokens.seat_for(bad) is None


def test_seat_for_compares_against_every_seat(monkeypatch):
    import hmac

    calls = []
    real = hmac.compare_digest
    monkeypatch.setattr(hmac, "compare_digest", lambda a, b: calls.append(1) or real(a, b))
    tokens = Tokens(SECRET, 1, range(1, 13))
    assert tokens.seat_for(tokens.token(1)) == 1
    assert len(calls) == 12          # no early exit on a hit


def test_repr_does_not_show_the_tokens():
    tokens = Tokens(SECRET, 1, [1, 2])
    assert tokens.token(1) not in repr(tokens) and tokens.token(2) not in repr(tokens)
