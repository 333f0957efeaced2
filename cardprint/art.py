"""Role art: SVG files read with svglib, drawn into the PDF once and reused.

Each SVG is parsed once per process (cached by path and modification time). Within one PDF each
picture is drawn once: a card's front or back is drawn once per PDF (a form XObject the pages place,
or, for a front printed once, where it goes) and its picture is written inside it
(`place(inline=True)`); elsewhere (the role sheet) a picture becomes a form XObject the first time
it is used and is placed again from there.
A picture of paths and colours only (no text, no image, no transparency: every shipped picture)
draws the same PDF operators every time, so they are kept once per process too (`_OPERATORS`) and
a later PDF gets them without walking the drawing again (about a fifth of a deck's time went to
that walk). A form's operators are written to the file as ASCII by `end_form` rather than through
reportlab's PDFDocEncoding codec, which encodes a character at a time (the same bytes: our
operators are ASCII, where the two agree).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from reportlab.graphics import renderPDF
from reportlab.graphics.shapes import Drawing, Image, String

from werewolf_desktop.paths import resource

from . import fonts
from .errors import CardprintError
from .layout import Rect


def art_dir() -> Path:
    return resource("art")


def art_path(file_name: str, folder: Path | None = None) -> Path:
    """The SVG file for a role's `art` field (or "back.svg"); raises if it does not exist."""
    folder = Path(folder) if folder is not None else art_dir()
    path = folder / file_name
    if not path.is_file():
        raise CardprintError("cardprint.error.art_missing", file=file_name, folder=str(folder))
    return path


# (path, mtime, size) -> the PDF operators of a self-contained picture (see `_draw_form`)
_OPERATORS: dict[tuple[str, int, int], tuple[str, ...]] = {}


@lru_cache(maxsize=128)
def _parse(path: str, mtime_ns: int, size: int) -> Drawing:
    from svglib.svglib import svg2rlg

    try:
        drawing = svg2rlg(path)
    except Exception as exc:  # svglib raises lxml and its own errors
        raise CardprintError("cardprint.error.art_unreadable", file=Path(path).name, reason=str(exc)) from None
    if drawing is None or not drawing.width or not drawing.height:
        raise CardprintError("cardprint.error.art_unreadable", file=Path(path).name, reason="empty drawing")
    _embed_fonts(drawing)
    # the renderer's starting state names a font too (Helvetica unless told otherwise)
    drawing.__dict__["initialFontName"] = fonts.register()
    return drawing


def _embed_fonts(node) -> None:
    """Point any SVG text at our embedded font (svglib would fall back to base-14 Helvetica)."""
    if isinstance(node, String):
        node.fontName = fonts.register()
    for child in getattr(node, "contents", ()) or ():
        _embed_fonts(child)


def _stamp(path: Path) -> tuple[str, int, int]:
    st = Path(path).stat()
    return str(path), st.st_mtime_ns, st.st_size


def load(path: Path) -> Drawing:
    """The parsed drawing of an SVG file (cached; re-read if the file changes)."""
    return _parse(*_stamp(path))


def _self_contained(node) -> bool:
    """No text and no image anywhere in the drawing: its PDF operators name no font and no image
    of the document they are written into."""
    if isinstance(node, (String, Image)):
        return False
    return all(_self_contained(child) for child in getattr(node, "contents", ()) or ())


_REGISTERS = ("_colorsUsed", "_shadingUsed", "_formsinuse")     # the canvas's accumulators a drawing may add to


def _draw_form(c, drawing: Drawing, key: tuple[str, int, int]) -> None:
    """Draw the picture where the canvas draws now, and keep its operators when they hold nothing of this
    canvas's document: no text or image (`_self_contained`), and the drawing registered no
    transparency state, colour space, shading or form with the canvas (reportlab keeps those in
    the accumulators read here, which are its own, not its API: where they are missing or named
    otherwise, or a picture adds to any of them, the picture is drawn afresh every time). What the
    form or page being drawn registered before the picture (a page that placed the cards' back form
    already) does not count."""
    try:
        start, alphas = len(c._code), len(c._extgstate._d)
        before = [len(getattr(c, name)) for name in _REGISTERS]
    except (AttributeError, TypeError):   # a reportlab that keeps them otherwise: drawn afresh every time, never kept
        start, alphas, before = -1, -1, []
    renderPDF.draw(drawing, c, 0, 0, showBoundary=False)
    if start < 0 or not _self_contained(drawing):
        return
    if len(c._extgstate._d) == alphas and [len(getattr(c, name)) for name in _REGISTERS] == before:
        _OPERATORS[key] = tuple(c._code[start:])


# the ASCII characters PDFDocEncoding lacks (reportlab's codec refuses them)
_NOT_PDFDOC = tuple(bytes([i]) for i in range(0x18, 0x20))


def end_form(c) -> None:
    """`c.endForm()`, with the form's operators encoded as ASCII instead of by reportlab's
    PDFDocEncoding codec (a charmap codec, about 27 ms a megabyte: 12 ms of a 108-card deck's 0.12 s
    went to it; pages are encoded otherwise and do not pay it). The same bytes in the file: both
    encodings write ASCII as it is, and any other text is left to reportlab. Reads the canvas's and the
    form's internals (`_code`, `_preamble`, `_formData`, the document's `idToObject`, the form's
    `stream`, as reportlab 4-5 names them); where any is missing, reportlab encodes the form itself."""
    try:
        code, preamble, name = c._code, c._preamble, c._formData[0]
        objects, form_id = c._doc.idToObject, c._doc.getXObjectName(name)
        text = "\n".join([preamble, *code])
    except (AttributeError, TypeError):
        c.endForm()
        return
    data = text.encode("ascii") if text.isascii() else b""
    if not data or any(char in data for char in _NOT_PDFDOC):
        c.endForm()
        return
    c._code = []
    c.endForm()                                  # the form with the preamble alone
    form = objects.get(form_id)
    if getattr(form, "stream", None) == preamble.encode("ascii"):
        form.stream = data
    else:                                        # kept otherwise by this reportlab: it encodes them itself
        form.setStreamList([preamble, *code])


def fit_rect(box: Rect, aspect: float) -> Rect:
    """The largest rectangle of width/height ratio `aspect` centred in `box`."""
    if box.w / box.h > aspect:
        w = box.h * aspect
        return Rect(box.x + (box.w - w) / 2, box.y, w, box.h)
    h = box.w / aspect
    return Rect(box.x, box.y + (box.h - h) / 2, box.w, h)


class ArtBook:
    """The form XObjects of one PDF canvas, one per SVG file."""

    def __init__(self, canvas):
        self.canvas = canvas
        self._forms: dict[str, tuple[str, float, float]] = {}

    def form(self, path: Path) -> tuple[str, float, float]:
        """(form name, width, height) of the picture, drawing it into the PDF on first use.

        Must be called outside any other form (reportlab cannot nest form definitions); call it
        before `beginForm` of a card that places the picture.
        """
        key = str(path)
        if key not in self._forms:
            stamp = _stamp(path)
            drawing = _parse(*stamp)
            name = f"art{len(self._forms)}"
            c = self.canvas
            c.beginForm(name, 0, 0, drawing.width, drawing.height)
            operators = _OPERATORS.get(stamp)
            if operators is not None:
                c._code.extend(operators)
            else:
                _draw_form(c, drawing, stamp)
            end_form(c)
            self._forms[key] = (name, drawing.width, drawing.height)
        return self._forms[key]

    def place(self, path: Path, box: Rect, rotate_180: bool = False, inline: bool = False) -> Rect:
        """Draw the picture as large as fits in `box`, centred, keeping its proportions.

        The form must exist already if we are inside another form (see `form`), unless `inline`:
        then the picture's operators are written where it goes, clipped to its own box as a form
        is (for a card's front or back, itself drawn once per PDF: one object fewer for each
        picture, the same look). Returns where it went.
        """
        if inline:
            stamp = _stamp(path)
            drawing = _parse(*stamp)
            w, h = drawing.width, drawing.height
        else:
            name, w, h = self.form(path)
        target = fit_rect(box, w / h)
        c = self.canvas
        c.saveState()
        if rotate_180:
            c.translate(target.right, target.top)
            c.rotate(180)
        else:
            c.translate(target.x, target.y)
        c.scale(target.w / w, target.h / h)
        if inline:
            clip = c.beginPath()
            clip.rect(0, 0, w, h)
            c.clipPath(clip, stroke=0, fill=0)
            operators = _OPERATORS.get(stamp)
            if operators is not None:
                c._code.extend(operators)
            else:
                _draw_form(c, drawing, stamp)
        else:
            c.doForm(name)
        c.restoreState()
        return target
