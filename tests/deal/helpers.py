"""HTTP helpers for the deal tests: every request goes to 127.0.0.1 (or ::1) only."""
from __future__ import annotations

import html
import http.client
import re
import socket


class Reply:
    def __init__(self, status: int, headers: dict[str, str], body: bytes):
        self.status, self.headers, self.body = status, headers, body

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", "replace")


def get(server, path: str, method: str = "GET", headers: dict | None = None, host: str = "127.0.0.1") -> Reply:
    conn = http.client.HTTPConnection(host, server.port, timeout=10)
    try:
        conn.request(method, path, headers=headers or {})
        resp = conn.getresponse()
        return Reply(resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read())
    finally:
        conn.close()


def page_path(server, seat: int, query: str = "") -> str:
    return f"/p/{server.tokens.token(seat)}" + (f"?{query}" if query else "")


def raw(port: int, data: bytes, timeout: float = 10.0, source_port: int = 0, host: str = "127.0.0.1") -> Reply | None:
    """Send raw bytes, close our sending side, read the whole answer (None if there is none)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(timeout)
        if source_port:
            sock.bind((host, source_port))
        sock.connect((host, port))
        try:
            sock.sendall(data)
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        chunks = []
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
        except ConnectionResetError:
            pass
    return parse_reply(b"".join(chunks))


def parse_reply(data: bytes) -> Reply | None:
    if not data:
        return None
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    match = re.match(r"HTTP/1\.[01] (\d{3})", lines[0])
    assert match, f"not an HTTP answer: {data[:200]!r}"
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return Reply(int(match.group(1)), headers, body)


def visible_text(page: str) -> str:
    """The page's body without the script, entities decoded (for leak checks)."""
    body = page.split("<body>", 1)[1].split("<script>", 1)[0]
    return html.unescape(body)
