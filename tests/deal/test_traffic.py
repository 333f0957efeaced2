"""What leaves the laptop besides the page itself: the request log (bounded, rotated, no token in any
URL form) and the size of every answer (the same for every seat, so the Wi-Fi does not tell roles)."""
from __future__ import annotations

import re

import pytest

from werewolf_desktop.deal import server as server_module
from werewolf_desktop.deal.page import PAGE_BYTES, VIEW_BYTES, render_page
from werewolf_desktop.deal.view import public_view
from werewolf_desktop.engine.catalogue import catalogue
from werewolf_desktop.i18n import LANGUAGES

from .helpers import get, page_path, raw
from .seats import make_view

# --- the log ----------------------------------------------------------------------------------------------


def token_forms(token: str, port: int) -> list[str]:
    upper = token.upper()
    encoded = "".join(f"%{ord(c):02x}" for c in token)
    return [f"/p/{token}", f"/P/{token}", f"/P/{upper}", f"//p/{token}", f"/p//{token}", f"/p/{upper}/view.json",
            f"http://127.0.0.1:{port}/p/{token}", f"HTTP://LOCALHOST/p/{upper}", f"/p/{encoded}",
            f"/p/{token}?lang=de#x", f"/x?next=/p/{token}", f"/p/{token}/../{token}", f"/{token}"]


def test_no_token_reaches_the_log_whatever_the_url_form(make_server, tmp_path):
    log = tmp_path / "deal.log"
    server = make_server(log_path=log, max_misses=10_000)
    tokens = [server.tokens.token(seat) for seat in server.tokens.seats]
    for token in tokens[:4]:
        for target in token_forms(token, server.port):
            for method in ("GET", "HEAD", "POST", "BREW"):
                raw(server.port, f"{method} {target} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        raw(server.port, f"GET /p/{token} HTTP/9.9\r\n\r\n".encode())               # rejected after parsing
        raw(server.port, f"GET /p/{token} HTTP/1.1\r\nBad header\r\n\r\n".encode())
    server.stop()
    text = log.read_text(encoding="utf-8").lower()
    assert "/p/<seat 1>" in text and "<other>" in text and "/p/<wrong>" in text
    for token in tokens:
        assert token not in text
        assert "".join(f"%{ord(c):02x}" for c in token[:8]) not in text
    assert not re.search(r"[a-z2-7]{20,}", text)                        # nothing shaped like a token at all


def test_the_log_is_bounded_and_rotated(make_server, tmp_path, monkeypatch):
    monkeypatch.setattr(server_module, "LOG_BYTES", 4_000)
    log = tmp_path / "logs" / "deal.log"
    server = make_server(log_path=log, max_misses=10_000)
    for i in range(400):                                                # ~30 KB of log lines
        raw(server.port, f"GET /nothing-{i} HTTP/1.1\r\n\r\n".encode())
    server.stop()
    files = sorted(p.name for p in log.parent.iterdir())
    assert files == ["deal.log", "deal.log.1", "deal.log.2"]           # LOG_BACKUPS old files, no more
    assert all((log.parent / f).stat().st_size <= 4_000 + 200 for f in files)


def test_nothing_is_printed_when_the_log_cannot_be_written(make_server, tmp_path, capfd):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    server = make_server(log_path=blocker / "deal.log")                 # its folder is a file
    assert get(server, page_path(server, 4)).status == 200
    server.stop()
    out, err = capfd.readouterr()
    assert out == "" and err == ""


# --- the same size for every seat ------------------------------------------------------------------------

LONG_CJK = "欧阳娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜"   # 40 characters, 3 bytes each


def worst_case_view(role_id: str) -> dict:
    role = catalogue().role(role_id)
    pack = [{"seat": s, "name": LONG_CJK} for s in range(2, 7)]
    return {"seat": 18, "name": LONG_CJK, "role": role_id, "role_name": role.name, "team": role.team,
            "ability": role.ability, "wakes": catalogue().wake_times(role_id), "alive": False, "game_over": True,
            "winner": {"team": "wolf", "won": True},
            "knows": {"pack": pack, "lover": pack[0], "lovers": pack[:2],
                      "thief": {"took": "werewolf", "from": ["werewolf", "villager"]}}}


def test_every_role_page_has_the_same_size_even_in_the_worst_case():
    ids = [r if isinstance(r, str) else r.id for r in catalogue().roles]
    for lang in LANGUAGES:
        for role_id in ids:
            body, _ = render_page(public_view(worst_case_view(role_id)), lang, "/p/" + "a" * 26 + "/view.json")
            assert len(body) == PAGE_BYTES, (role_id, lang)
        plain, _ = render_page(public_view(make_view(3, "", None)), lang, "/p/" + "a" * 26 + "/view.json")
        assert len(plain) == PAGE_BYTES


def test_every_seat_gets_answers_of_the_same_size_over_http(server, views):
    for lang in LANGUAGES:
        pages = {seat: get(server, page_path(server, seat, f"lang={lang}")) for seat in views}
        assert {len(r.body) for r in pages.values()} == {PAGE_BYTES}
        assert {r.headers["content-length"] for r in pages.values()} == {str(PAGE_BYTES)}
    views_json = {seat: get(server, page_path(server, seat) + "/view.json") for seat in views}
    assert {len(r.body) for r in views_json.values()} == {VIEW_BYTES}
    assert len({len(r.headers["etag"]) for r in views_json.values()}) == 1


# --- names that try to reorder the page ------------------------------------------------------------------

@pytest.mark.parametrize("name, shown", [
    ("\u202eevil\u202c Bob", "evil Bob"), ("Eve\u2066\u2067x\u2069", "Evex"), ("Zoë\u200f\u200e", "Zoë"),
    ("A\x1b[31mB\x07", "A[31mB"), ("Ann\u2028Lee\r\nMo", "Ann Lee Mo"), ("مريم", "مريم"), ("李\u200b雷", "李雷"),
])
def test_names_are_isolated_and_lose_their_control_characters(make_server, views, name, shown):
    views[6]["name"] = name
    views[7]["knows"]["lover"]["name"] = name
    server = make_server(view_for_seat=views.get)
    for seat in (6, 7):
        page = get(server, page_path(server, seat, "lang=en")).text
        assert f"<bdi>{shown}</bdi>" in page
        assert not re.search("[\u200b-\u200f\u2028-\u202e\u2066-\u2069\x00-\x08\x0b-\x1f\x7f]", page)
