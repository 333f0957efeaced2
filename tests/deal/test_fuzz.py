"""Random requests over raw sockets (bounded: 200 of them, a few seconds): never a 5xx, never a
traceback, never another seat's role, and the real pages still work afterwards."""
from __future__ import annotations

import html
import json
from urllib.parse import quote

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from werewolf_desktop.deal import DealServer, Tokens

from .helpers import get, raw, visible_text
from .seats import SECRET, leaks, table

EXAMPLES = 200

PIECES = ["/", "/p/", "/p/{tok}", "/p/{tok}/view.json", "/p/{tok}/", "/p/{dead}", "/..", "/../", "%2e%2e", "%2F",
          "/favicon.ico", "?lang=zh", "?lang=de&peek=1", "?lang=", "?" + "a=1&" * 20, "#frag", "//", "\\", "~",
          "%00", "%ff", "/etc/passwd", "/view.json", "狼人", "%E7%8B%BC", "\t", " ", "A" * 300]
text = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40)


@st.composite
def requests(draw):
    """(request bytes, seat whose token `{tok}` stands for): 10 % garbage, 60 % well-formed, 30 % wild."""
    mode = draw(st.integers(0, 9))
    if mode == 0:
        return draw(st.binary(max_size=400)), None
    tidy = mode <= 6
    seat = draw(st.sampled_from(sorted(table())))
    parts = draw(st.lists(st.one_of(st.sampled_from(PIECES), text), max_size=5))
    path = "".join(quote(p, safe="/?&=%#{}") if tidy else p for p in parts)
    if tidy or draw(st.booleans()):
        path = "/" + path.lstrip("/") if not path.startswith("/p/") else path
    if tidy and draw(st.integers(0, 9)) < 4:                      # aimed at a real page
        path = draw(st.sampled_from(["/p/{tok}", "/p/{tok}", "/p/{dead}", "/p/{tok}/view.json"])) + draw(
            st.sampled_from(["", "", "/", "?lang=zh", "?lang=de&peek=1", "?lang=xx", "?" + "&" * 50, "/view.json",
                             "/..", "%2f..", "#x"]))
    if tidy:
        method = draw(st.sampled_from(["GET", "GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"]))
        version = draw(st.sampled_from(["HTTP/1.1", "HTTP/1.0"]))
        eol = "\r\n"
        name = st.one_of(st.sampled_from(["Host", "Accept-Language", "Content-Length", "Cookie", "Range",
                                          "Connection", "Expect"]), st.from_regex(r"[A-Za-z][A-Za-z0-9-]{0,15}", fullmatch=True))
        value = st.one_of(st.sampled_from(["zh-CN,zh;q=0.9", "de-DE,de;q=0.8", "en;q=abc", "*", "0", "-1", "9" * 30,
                                           "100-continue", "close", "bytes=0-10"]),
                          st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=60))
    else:
        method = draw(st.one_of(st.sampled_from(["GET", "HEAD", "POST", "get", ""]), st.text(max_size=8)))
        version = draw(st.sampled_from(["HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/1.1 x", "", "http/1.1"]))
        eol = draw(st.sampled_from(["\r\n", "\n", "\r"]))
        name = st.one_of(st.sampled_from(["Host", "Accept-Language", "Content-Length"]), text)
        value = text
    headers = draw(st.lists(st.tuples(name, value), max_size=6))
    body = draw(st.binary(max_size=200))
    head = f"{method} {path} {version}".rstrip() + eol + "".join(f"{k}: {v}{eol}" for k, v in headers) + eol
    return head.encode("utf-8", "surrogatepass") + body, seat


def test_random_requests_never_break_the_server():
    views = table()
    tokens = Tokens(SECRET, 1, list(views))
    dead = Tokens(SECRET, 0, list(views))
    server = DealServer(views.get, tokens, host="127.0.0.1", port=0, max_misses=100_000, request_timeout=2.0)
    server.start()
    abilities = {s: set(v["ability"].values()) for s, v in views.items()}
    count = 0
    try:
        @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(requests())
        def one(request):
            nonlocal count
            data, seat = request
            if seat is not None:
                data = data.replace(b"{tok}", tokens.token(seat).encode()).replace(b"{dead}", dead.token(seat).encode())
            count += 1
            reply = raw(server.port, data, timeout=10)
            if reply is None:
                return                                   # nothing (or only blank lines) sent: nothing answered
            assert reply.status < 500, data
            assert b"Traceback" not in reply.body and b'File "' not in reply.body
            body = html.unescape(reply.body.decode("utf-8", "replace"))
            if reply.status == 200 and reply.body:
                opened = seat if seat is not None and tokens.token(seat).encode() in data.split(b"\n")[0] else None
                assert opened is not None, data
                shown = visible_text(body) if body.startswith("<!doctype") else body
                if not body.startswith("<!doctype"):
                    assert json.loads(reply.body)["seat"] == opened
                assert leaks(shown, views, opened) == [], data
            else:
                assert not any(a in body for texts in abilities.values() for a in texts), data

        one()
    finally:
        try:
            assert count <= 300
            for seat in views:                          # still serving every real page
                assert get(server, f"/p/{tokens.token(seat)}").status == 200
        finally:
            server.stop()
