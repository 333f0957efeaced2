"""For print services: one PNG per card face and one for the back, with bleed, at 300 or 600 dpi.

Online card printers ask for exactly this: each distinct face as an image the size of the card
plus its bleed (poker at 300 dpi with 3 mm bleed: 815 × 1110 px), and how many copies of each.
The images are the PDF's own drawing (the same forms) rasterised by PDFium, so they match the
printed cards; `cards.csv` lists each file with its number of copies.

Speed: PDFium renders one page at a time (it is not thread-safe), straight into 8-bit RGB (no
BGRA-to-RGB conversion), while the PNGs are encoded on `ENCODERS` threads (zlib releases the GIL).
The PNGs are written here, not by Pillow: Pillow filters every row adaptively (it tries five PNG
filters per row), which on these flat-colour faces costs more time than zlib itself and makes the
files larger, not smaller; rows without a filter (PNG filter type 0) at zlib level `PNG_LEVEL` (1)
take about a third of Pillow's time at level 1 and are about a fifth smaller (measured on the
108-card deck). The pixels are the same: PNG is lossless whatever the filter. At most `ENCODERS`
images wait to be encoded, so a 600 dpi deck never holds more than a few images in memory.
"""
from __future__ import annotations

import csv
import io
import math
import struct
import zlib
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from werewolf_desktop.i18n import tr

from .art import ArtBook
from .cards import back_art_path
from .errors import CardprintError
from .layout import BLEED_MM, MM, card_size
from .pages import CardForms, DeckJob, contents_for, open_canvas

DPI_CHOICES = (300, 600)
PNG_LEVEL = 1                    # zlib compression level of the PNGs
ENCODERS = 2                     # threads encoding PNGs while the next page is rendered


def pixel_size(size: str, dpi: int, bleed_mm: float = BLEED_MM) -> tuple[int, int]:
    """(width, height) in pixels of one face with bleed."""
    w, h = card_size(size)
    return (round((w / MM + 2 * bleed_mm) / 25.4 * dpi), round((h / MM + 2 * bleed_mm) / 25.4 * dpi))


def faces_pdf(job: DeckJob) -> tuple[bytes, list[tuple[str, int]]]:
    """A PDF with one page per distinct face (fronts in deck order, then the back), each the card
    plus bleed; and (file stem, copies) per page."""
    w, h = card_size(job.size)
    b = BLEED_MM * MM
    buf = io.BytesIO()
    c = open_canvas(buf, w + 2 * b, h + 2 * b, job.deck.title(job.langs[0]), job.langs[0],
                    tr("cardprint.doc.cards", job.langs[0]))
    forms = CardForms(c, ArtBook(c), w, h, b)
    contents = contents_for(job)
    back = back_art_path(job.art_dir)
    names = [forms.front(content) for content in contents.values()]
    back_name = forms.back(back)
    cards = job.deck.cards()
    pages = []
    for rid, name in zip(contents, names):
        forms.place(name, b, b)
        c.showPage()
        pages.append((rid, cards.count(rid)))
    forms.place(back_name, b, b)
    c.showPage()
    pages.append(("back", len(cards)))
    c.save()
    return buf.getvalue(), pages


def render_pngs(job: DeckJob, folder: Path, dpi: int) -> list[Path]:
    """Write the PNGs and cards.csv into `folder` (which must exist); returns the files written."""
    import pypdfium2 as pdfium

    if dpi not in DPI_CHOICES:
        raise CardprintError("cardprint.error.bad_choice", option="dpi", value=dpi,
                             choices=", ".join(map(str, DPI_CHOICES)))
    data, pages = faces_pdf(job)
    want = pixel_size(job.size, dpi)
    pdf = pdfium.PdfDocument(data)
    written: list[Path] = []
    try:
        with ThreadPoolExecutor(ENCODERS, thread_name_prefix="cardprint-png") as encoders:
            pending: deque[Future[None]] = deque()         # the encoders' PNGs being written, oldest first
            for i, (stem, _) in enumerate(pages):
                page = pdf[i]
                scale = max(want[0] / page.get_width(), want[1] / page.get_height())
                bitmap = page.render(scale=math.ceil(scale * 1e6) / 1e6, draw_annots=False, rev_byteorder=True,
                                     prefer_bgrx=False)       # RGB, 3 bytes a pixel
                page.close()
                path = folder / f"{stem}.png"
                if len(pending) >= ENCODERS:
                    pending.popleft().result()
                pending.append(encoders.submit(write_png, path, bitmap, *want, dpi))
                written.append(path)
            while pending:
                pending.popleft().result()        # an encoder's error (a full disk) is raised here
    finally:
        pdf.close()
    listing = folder / "cards.csv"
    with listing.open("w", newline="", encoding="utf-8") as fh:
        out = csv.writer(fh)
        out.writerow(["file", "copies", "width_px", "height_px", "dpi"])
        for stem, copies in pages:
            out.writerow([f"{stem}.png", copies, *want, dpi])
    return written + [listing]


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_bytes(rgb, stride: int, width: int, height: int, dpi: int, level: int | None = None) -> bytes:
    """A PNG of the top-left `width` × `height` pixels of 8-bit RGB rows `stride` bytes apart in
    `rgb` (a buffer), every row unfiltered (filter type 0), deflated at zlib level `level`
    (`PNG_LEVEL` unless given), with its resolution (`dpi`, in pixels per metre as PNG says it)."""
    rows = memoryview(rgb).cast("B")
    line = 3 * width
    raw = b"".join(b"\0" + rows[y * stride:y * stride + line] for y in range(height))
    ppm = int(dpi / 0.0254 + 0.5)
    return b"".join((b"\x89PNG\r\n\x1a\n",
                     _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)),   # 8-bit RGB
                     _chunk(b"pHYs", struct.pack(">IIB", ppm, ppm, 1)),
                     _chunk(b"IDAT", zlib.compress(raw, PNG_LEVEL if level is None else level)),
                     _chunk(b"IEND", b"")))


def write_png(path: Path, bitmap, width: int, height: int, dpi: int) -> None:
    """Write the top-left `width` × `height` pixels of a PDFium RGB bitmap as a PNG file (PDFium
    rounds the page up: the last pixel row or column is left out)."""
    if bitmap.mode != "RGB" or bitmap.width < width or bitmap.height < height:
        raise ValueError(f"expected an RGB bitmap of at least {width}×{height}, got {bitmap.mode} {bitmap.width}×{bitmap.height}")
    path.write_bytes(png_bytes(bitmap.buffer, bitmap.stride, width, height, dpi))


def first_page_png(pdf: Path, width_px: int) -> tuple[bytes, int]:
    """A preview: the first page of a PDF as PNG bytes `width_px` wide, and the page count."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(str(pdf))
    try:
        page = doc[0]
        image = page.render(scale=width_px / page.get_width(), draw_annots=False).to_pil().convert("RGB")
        out = io.BytesIO()
        image.save(out, "PNG")
        return out.getvalue(), len(doc)
    finally:
        doc.close()
