"""The role art and the shared palette: present, in the common SVG subset, and renderable.

Every picture is drawn by three renderers (reportlab via svglib for the PDF cards,
Qt's QSvgRenderer for the console, browsers for the phone page), so the files keep
to plain shapes with presentation attributes; see resources/art/README.md.
"""
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ART = ROOT / "resources" / "art"
ROLES = ROOT / "resources" / "roles"
THEME = ROOT / "resources" / "theme.json"

SVG_NS = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"

# Plain shapes, groups and (at most) simple linear gradients. Anything else is
# either unsupported by one of the renderers or against the style rules.
ALLOWED_ELEMENTS = {
    "svg", "g", "path", "circle", "ellipse", "rect", "polygon", "polyline", "line",
    "defs", "linearGradient", "stop", "title", "desc",
}
FORBIDDEN_ELEMENTS = {"text", "tspan", "image", "filter", "style", "script", "foreignObject", "use"}
MAX_BYTES = 6 * 1024

TEAMS = tuple(t["id"] for t in json.loads((Path(__file__).resolve().parents[1] / "resources" / "script.json")
                                          .read_text(encoding="utf-8"))["teams"])
FLAT_KEYS = ("ink", "paper", "accent", "night", "day", "dead")
HEX = re.compile(r"^#[0-9a-fA-F]{6}$")


def _records():
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(ROLES.glob("*.json"))]


def _svgs():
    return sorted(ART.glob("*.svg"))


def _local(tag):
    return tag.split("}", 1)[1] if tag.startswith("{") else tag


def _contrast(a, b):
    def lum(h):
        c = [int(h[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        c = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in c]
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


SVG_IDS = [p.stem for p in _svgs()]


# --- every record has its picture --------------------------------------------------

def test_there_are_role_records():
    assert len(_records()) >= 20


@pytest.mark.parametrize("record", _records(), ids=lambda r: r["id"])
def test_every_role_record_has_its_art(record):
    assert (ART / f"{record['id']}.svg").is_file(), f"missing resources/art/{record['id']}.svg"
    art = record.get("art")
    if art is not None:
        assert (ART / art).is_file(), f"{record['id']}: art file {art!r} not found"


@pytest.mark.parametrize("name", ["back", "icon"])
def test_card_back_and_icon_exist(name):
    assert (ART / f"{name}.svg").is_file()


# --- each SVG keeps to the common subset -------------------------------------------

@pytest.mark.parametrize("path", _svgs(), ids=SVG_IDS)
def test_svg_is_in_the_common_subset(path):
    assert path.stat().st_size < MAX_BYTES, f"{path.name} is larger than {MAX_BYTES} bytes"
    root = ET.parse(path).getroot()
    assert root.tag == SVG_NS + "svg", f"{path.name}: root is not an SVG element"
    assert root.get("viewBox") == "0 0 200 200", f"{path.name}: viewBox must be '0 0 200 200'"

    ids = {el.get("id") for el in root.iter() if el.get("id")}
    for el in root.iter():
        if not isinstance(el.tag, str):  # comments / processing instructions
            continue
        name = _local(el.tag)
        assert el.tag.startswith(SVG_NS), f"{path.name}: foreign element {el.tag}"
        assert name not in FORBIDDEN_ELEMENTS, f"{path.name}: <{name}> is not allowed"
        assert name in ALLOWED_ELEMENTS, f"{path.name}: <{name}> is outside the shape subset"
        for attr, value in el.attrib.items():
            a = _local(attr)
            assert a != "class", f"{path.name}: class= is not allowed (use presentation attributes)"
            assert a != "style", f"{path.name}: style= is not allowed (use presentation attributes)"
            if a == "href" or attr == XLINK_HREF:
                assert value.startswith("#"), f"{path.name}: external reference {value!r}"
            assert not re.search(r"(?i)\b(?:https?|file|ftp):", value) and "//" not in value, (
                f"{path.name}: external reference in {a}={value!r}"
            )
            for ref in re.findall(r"url\(([^)]*)\)", value):
                ref = ref.strip().strip("'\"")
                assert re.fullmatch(r"#[A-Za-z_][\w.-]*", ref), f"{path.name}: url({ref}) must point to a #id"
                assert ref[1:] in ids, f"{path.name}: url({ref}) points to a missing id"


# --- renders with svglib (the PDF card path) ---------------------------------------

@pytest.mark.parametrize("path", _svgs(), ids=SVG_IDS)
def test_svg_renders_with_svglib(path):
    from svglib.svglib import svg2rlg

    drawing = svg2rlg(str(path))
    assert drawing is not None, f"svglib could not read {path.name}"
    assert drawing.width > 0 and drawing.height > 0
    assert drawing.contents, f"{path.name} rendered to an empty drawing"


# --- renders with Qt (the console path) --------------------------------------------

def _qt_render(path, size):
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), f"QSvgRenderer could not read {path.name}"
    image = QImage(size, size, QImage.Format_ARGB32)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


@pytest.mark.parametrize("path", _svgs(), ids=SVG_IDS)
def test_svg_renders_with_qt_without_warnings(path, qapp):
    pytest.importorskip("PySide6.QtSvg")
    from PySide6.QtCore import qInstallMessageHandler

    messages = []
    previous = qInstallMessageHandler(lambda mode, ctx, msg: messages.append(msg))
    try:
        image = _qt_render(path, 64)
    finally:
        qInstallMessageHandler(previous)
    assert not messages, f"Qt complained about {path.name}: {messages}"
    # Transparent background: the corners stay clear, the emblem is drawn.
    for x, y in ((0, 0), (63, 0), (0, 63), (63, 63)):
        assert image.pixelColor(x, y).alpha() == 0, f"{path.name} paints its background"
    assert any(image.pixelColor(x, y).alpha() > 0 for x in range(64) for y in range(64)), f"{path.name} is blank"


def test_card_back_is_symmetric(qapp):
    """The back is printed on duplex sheets: it must look the same mirrored and turned 180°."""
    pytest.importorskip("PySide6.QtSvg")
    from PySide6.QtCore import Qt

    image = _qt_render(ART / "back.svg", 100)
    if hasattr(image, "flipped"):  # Qt >= 6.9
        flips = [image.flipped(o) for o in (Qt.Horizontal, Qt.Vertical, Qt.Horizontal | Qt.Vertical)]
    else:
        flips = [image.mirrored(h, v) for h, v in ((True, False), (False, True), (True, True))]
    for flipped in flips:
        diff = 0
        for y in range(100):
            for x in range(100):
                a, b = image.pixelColor(x, y), flipped.pixelColor(x, y)
                diff += abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
        assert diff / (100 * 100 * 3) < 2.0


# --- the shared palette -------------------------------------------------------------

def test_theme_has_all_keys_and_valid_colours():
    theme = json.loads(THEME.read_text(encoding="utf-8"))
    for group in ("team", "team_light"):
        assert set(theme[group]) >= set(TEAMS), f"theme.{group} lacks {set(TEAMS) - set(theme[group])}"
        for team in TEAMS:
            assert HEX.match(theme[group][team]), f"theme.{group}.{team} = {theme[group][team]!r}"
    for key in FLAT_KEYS:
        assert HEX.match(theme[key]), f"theme.{key} = {theme.get(key)!r}"


def test_theme_text_colours_meet_wcag_aa():
    theme = json.loads(THEME.read_text(encoding="utf-8"))
    paper, ink = theme["paper"], theme["ink"]
    for key in ("ink", "accent", "night", "day", "dead"):
        assert _contrast(theme[key], paper) >= 4.5, f"{key} on paper"
    for team in TEAMS:
        assert _contrast(theme["team"][team], paper) >= 4.5, f"team.{team} on paper"
        assert _contrast(ink, theme["team_light"][team]) >= 4.5, f"ink on team_light.{team}"
        assert _contrast(theme["team"][team], theme["team_light"][team]) >= 4.5, f"team.{team} on its tint"
