"""Colours from `resources/theme.json` and role art from `resources/art/<role>.svg`, read at run time.

Both files may be missing or still being drawn: colours fall back to built-in ones and a role without
art is shown without a picture. Files are re-read when they change on disk (cheap mtime check).
"""
from __future__ import annotations

import re
import threading
from pathlib import Path
from urllib.parse import quote

from ..paths import resource
from ..theme import palette
from .view import ROLE_ID

ART_LIMIT = 8_000           # bytes of SVG text (today ≤ 1.6 KB); bigger art is left out, so every page fits PAGE_BYTES

_lock = threading.Lock()
_cache: dict[Path, tuple[float, object]] = {}


def _cached(path: Path, load):
    try:
        mtime = path.stat().st_mtime
    except OSError:
        return None
    with _lock:
        hit = _cache.get(path)
        if hit and hit[0] == mtime:
            return hit[1]
    try:
        value = load(path)
    except (OSError, ValueError):
        value = None
    with _lock:
        _cache[path] = (mtime, value)
    return value


def colours() -> dict:
    """{"team": {village, wolf, third, none}, "paper", "night", "dead"}: hex colours."""
    pal = palette()
    return {"team": dict(pal["team"]), "paper": pal["paper"], "night": pal["night"], "dead": pal["dead"]}


_COMMENT = re.compile(r"<!--.*?-->", re.S)
_PROLOG = re.compile(r"<\?xml.*?\?>|<!DOCTYPE[^>]*>", re.S | re.I)
_UNSAFE = re.compile(r"<script|<foreignObject|\son[a-z]+\s*=|javascript:", re.I)


def _load_svg(path: Path) -> str | None:
    svg = path.read_text(encoding="utf-8")
    svg = _PROLOG.sub("", _COMMENT.sub("", svg))
    svg = re.sub(r">\s+<", "><", svg).strip()
    svg = re.sub(r"\s+", " ", svg)
    if not svg.startswith("<svg") or _UNSAFE.search(svg) or len(svg.encode("utf-8")) > ART_LIMIT:
        return None
    if "xmlns=" not in svg[:300]:      # an <img> needs the namespace to draw an SVG
        svg = svg.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"', 1)
    return svg


def role_art(role_id: str | None) -> str | None:
    """The role's SVG (comments stripped, whitespace squeezed), or None if there is none yet."""
    if not role_id or not ROLE_ID.match(role_id):
        return None
    return _cached(resource("art", f"{role_id}.svg"), _load_svg)


def svg_data_uri(svg: str) -> str:
    """`data:image/svg+xml,…` with only what must be escaped escaped (smaller than base64).

    `"`, `&`, `#` and `%` are always escaped, so the result can sit in a double-quoted HTML attribute.
    """
    return "data:image/svg+xml," + quote(svg, safe=" =:/;,.'()!*~-_<>?@$+[]")
