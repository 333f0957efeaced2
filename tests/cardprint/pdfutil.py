"""Reading our PDFs back with pypdf (no poppler in CI): where forms were placed, which lines
were stroked, which fonts are used, the text of one form. A card front printed once is drawn in
place instead of as a form, in a marked-content section named like its form (`/front_3 BMC … EMC`)
clipped to the form's box: it counts as a placement of that name, and its lines are not the page's."""
from __future__ import annotations

from dataclasses import dataclass

from pypdf import PageObject, PdfReader
from pypdf.generic import ContentStream, NameObject

from cardprint.layout import MM, Rect

TOL = 0.5 * MM       # "within 0.5 mm"


def _mul(a, b):
    """PDF matrices [a b c d e f]: the product a × b (apply a, then b)."""
    return [
        a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3],
        a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3],
        a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5],
    ]


def _apply(m, x, y):
    return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]


def _bbox(points) -> Rect:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


@dataclass
class Placement:
    name: str
    rect: Rect          # the form's /BBox as placed on the page
    matrix: list


@dataclass
class PageContent:
    placements: list[Placement]
    segments: list[tuple[float, float, float, float]]   # stroked m/l lines at page level


def _placed(name, box, m) -> Placement:
    """A placement of the box (x0, y0, x1, y1) under the matrix `m`."""
    corners = [_apply(m, x, y) for x in (box[0], box[2]) for y in (box[1], box[3])]
    return Placement(str(name), _bbox(corners), m)


def page_content(reader: PdfReader, page: PageObject) -> PageContent:
    xobjects = page["/Resources"].get_object().get("/XObject", {})
    ops = ContentStream(page.get_contents(), reader).operations
    ctm = [1, 0, 0, 1, 0, 0]
    stack = []
    placements, segments, path = [], [], []
    cur = None
    section = 0              # depth inside a front drawn in place (its operators are not the page's)
    boxed = True             # the front drawn in place has its placement (its clip box was read)
    name = ""                # that front's name
    for operands, op in ops:
        if op == b"q":
            stack.append(ctm)
        elif op == b"Q":
            ctm = stack.pop()
        elif op == b"cm":
            ctm = _mul([float(v) for v in operands], ctm)
        elif section:
            if op in (b"BMC", b"BDC"):
                section += 1
            elif op == b"EMC":
                section -= 1
            elif op == b"re" and not boxed:
                x, y, w, h = (float(v) for v in operands)
                placements.append(_placed(name, (x, y, x + w, y + h), ctm))
                boxed = True
        elif op == b"BMC" and str(operands[0]).startswith("/front_"):
            name, section, boxed = operands[0], 1, False
        elif op == b"Do":
            name = operands[0]
            xo = xobjects[name].get_object()
            if xo.get("/Subtype") == "/Form":
                m = _mul([float(v) for v in xo.get("/Matrix", [1, 0, 0, 1, 0, 0])], ctm)
                placements.append(_placed(name, [float(v) for v in xo["/BBox"]], m))
        elif op == b"m":
            cur = _apply(ctm, float(operands[0]), float(operands[1]))
        elif op == b"l":
            nxt = _apply(ctm, float(operands[0]), float(operands[1]))
            path.append((*cur, *nxt))
            cur = nxt
        elif op in (b"S", b"s"):
            segments += path
            path = []
        elif op in (b"n", b"f", b"f*", b"B", b"b", b"W", b"W*"):
            if op != b"W" and op != b"W*":
                path = []
    return PageContent(placements, segments)


def form_text(reader: PdfReader, page: PageObject, name: str) -> str:
    """The text drawn inside one form XObject of the page (a card's front), or inside the
    marked-content section of that name (a front drawn in place)."""
    fake = PageObject(pdf=reader)
    fake[NameObject("/MediaBox")] = page.mediabox
    xobjects = page["/Resources"].get_object().get("/XObject", {})
    if name in xobjects:
        ref = xobjects.raw_get(NameObject(name))
        fake[NameObject("/Resources")] = ref.get_object()["/Resources"]
        fake[NameObject("/Contents")] = ref
        return fake.extract_text()
    depth, parts = 0, []

    def operator(op, operands, cm, tm):
        nonlocal depth
        if op in (b"BMC", b"BDC") and (depth or operands[0] == name):
            depth += 1
        elif op == b"EMC" and depth:
            depth -= 1

    def text(txt, cm, tm, font, size):
        if depth:
            parts.append(txt)

    page.extract_text(visitor_operand_before=operator, visitor_text=text)
    return "".join(parts)


def fonts_of(reader: PdfReader) -> list[dict]:
    """Every font dictionary used by any page or any form on it (recursively)."""
    found = {}

    def walk(resources, depth=0):
        if resources is None or depth > 8:
            return
        resources = resources.get_object()
        for ref in (resources.get("/Font") or {}).values():
            font = ref.get_object()
            found[id(font)] = font
        for ref in (resources.get("/XObject") or {}).values():
            xo = ref.get_object()
            if xo.get("/Subtype") == "/Form":
                walk(xo.get("/Resources"), depth + 1)

    for page in reader.pages:
        walk(page.get("/Resources"))
    return list(found.values())


def font_is_embedded(font) -> bool:
    if font.get("/Subtype") == "/Type0":
        desc = font["/DescendantFonts"][0].get_object()["/FontDescriptor"].get_object()
    else:
        desc = font.get("/FontDescriptor")
        if desc is None:
            return False
        desc = desc.get_object()
    return "/FontFile2" in desc        # an embedded TrueType program


def close(a: Rect, b: Rect, tol: float = TOL) -> bool:
    return (abs(a.x - b.x) <= tol and abs(a.y - b.y) <= tol and abs(a.w - b.w) <= tol and abs(a.h - b.h) <= tol)
