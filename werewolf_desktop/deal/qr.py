"""QR images for the seat URLs (and for the offline role text): PNG bytes or SVG text.

Uses the `qrcode` package for the encoding only and writes the images itself: a 1-bit PNG with
zlib (no Pillow needed at run time) and an SVG made of one path of horizontal runs.
Error correction M (15 %): survives a glare spot on a laptop screen, keeps the code small.
"""
from __future__ import annotations

import struct
import zlib

import qrcode
from qrcode.constants import ERROR_CORRECT_M

BORDER = 4          # quiet zone in modules, as the standard asks


def qr_matrix(text: str, border: int = BORDER) -> list[list[bool]]:
    """The code's modules (True = dark), quiet zone included."""
    code = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=border)
    code.add_data(text.encode("utf-8"))
    code.make(fit=True)
    return code.get_matrix()


def qr_version(text: str) -> int:
    """The QR version (1…40) `text` needs: the higher, the denser and the harder to scan."""
    code = qrcode.QRCode(error_correction=ERROR_CORRECT_M)
    code.add_data(text.encode("utf-8"))
    code.make(fit=True)
    return code.version


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def qr_png(text: str, box_size: int = 10) -> bytes:
    """A black-on-white PNG of the QR code for `text`, `box_size` pixels per module."""
    if box_size < 1:
        raise ValueError("box_size must be at least 1")
    matrix = qr_matrix(text)
    size = len(matrix) * box_size
    pad = "1" * (-size % 8)
    rows = []
    for modules in matrix:
        bits = "".join(("0" * box_size) if dark else ("1" * box_size) for dark in modules) + pad
        line = b"\x00" + int(bits, 2).to_bytes(len(bits) // 8, "big")   # filter type 0, 1 bit grey
        rows.append(line * box_size)
    header = struct.pack(">IIBBBBB", size, size, 1, 0, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
            + _chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + _chunk(b"IEND", b""))


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
