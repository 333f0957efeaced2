"""QR images for the seat URLs (and for the offline role text): PNG bytes or SVG text.

Uses `segno` (pure Python, no Pillow) for the encoding and the PNG. Text that is not plain ASCII
(a German or Chinese role text) is written in byte mode with an ECI marker for UTF-8, so every
scanner reads it as UTF-8: without the marker ZBar, for one, guesses Shift-JIS for "Jörg" and
shows "J繹rg". Error correction M (15 %): survives a glare spot on a laptop screen, keeps the code small.
"""
from __future__ import annotations

import io

import segno

BORDER = 4          # quiet zone in modules, as the standard asks


def qr_code(text: str) -> segno.QRCode:
    """The QR code (never a Micro QR) for `text`; UTF-8 with an ECI marker unless it is plain ASCII."""
    plain = text.isascii()
    return segno.make(text, error="m", micro=False, boost_error=False,
                      eci=not plain, encoding=None if plain else "utf-8")


def qr_matrix(text: str, border: int = BORDER) -> list[list[bool]]:
    """The code's modules (True = dark), quiet zone included."""
    return [[bool(m) for m in row] for row in qr_code(text).matrix_iter(border=border)]


def qr_version(text: str) -> int:
    """The QR version (1…40) `text` needs: the higher, the denser and the harder to scan."""
    return qr_code(text).version


def qr_png(text: str, box_size: int = 10) -> bytes:
    """A black-on-white PNG of the QR code for `text`, `box_size` pixels per module."""
    if box_size < 1:
        raise ValueError("box_size must be at least 1")
    out = io.BytesIO()
    qr_code(text).save(out, kind="png", scale=box_size, border=BORDER)
    return out.getvalue()


def qr_svg(text: str) -> str:
    """The QR code for `text` as a scalable SVG document (one path, crisp edges)."""
    matrix = qr_matrix(text)
    n = len(matrix)
    parts = []
    for y, modules in enumerate(matrix):
        x = 0
        while x < n:
            if modules[x]:
                start = x
                while x < n and modules[x]:
                    x += 1
                parts.append(f"M{start} {y}h{x - start}v1h-{x - start}z")
            else:
                x += 1
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {n} {n}" shape-rendering="crispEdges">'
            f'<rect width="{n}" height="{n}" fill="#fff"/><path fill="#000" d="{"".join(parts)}"/></svg>')
