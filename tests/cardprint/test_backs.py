"""Issue 17.2: every back is the same — also when the back side lands up to 2 mm off (duplex) or
a fold-over card is folded up to 2 mm off the line. Rendered with PDFium, compared pixel by pixel."""
import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageChops

from cardprint import DeckOptions, build_deck_pdf
from cardprint.layout import MM, Rect, back_rect, card_sheet, fold_sheet

DPI = 254                    # 0.1 mm a pixel: the layouts' positions fall on whole pixels
NINE = {"werewolf": 2, "seer": 1, "witch": 1, "hunter": 1, "guard": 1, "cupid": 1, "villager": 1, "thief": 1}
SHIFTS = [(dx, dy) for dx in (-2, 0, 2) for dy in (-2, 0, 2)]


def _crops(path, index, rects: list[Rect]):
    """The page rendered at 0.1 mm a pixel, cut into the given rectangles."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        page = pdf[index]
        image = page.render(scale=DPI / 72).to_pil().convert("RGB")
        h = page.get_height()
    finally:
        pdf.close()
    px = lambda v: round(v / MM * 10)  # noqa: E731
    return [image.crop((px(r.x), px(h - r.top), px(r.x) + px(r.w), px(h - r.top) + px(r.h))) for r in rects]


def _all_equal(crops, tolerance=24):
    """The same image, pixel by pixel at 1 mm a pixel (box-averaged): PDFium's anti-aliasing differs
    by a fraction of a pixel between places on the page, a leak is a band of millimetres."""
    small = [c.resize((c.width // 10, c.height // 10), Image.Resampling.BOX) for c in crops]
    return all(max(hi for _, hi in ImageChops.difference(small[0], c).getextrema()) <= tolerance for c in small[1:])


@pytest.mark.parametrize("bleed", [False, True])
@pytest.mark.parametrize("duplex", ["long", "short"])
def test_duplex_backs_are_identical_within_2_mm(tmp_path, bleed, duplex):
    sheet = card_sheet("A4", "poker", bleed)
    seen = []
    for dx, dy in SHIFTS:
        out = build_deck_pdf(DeckOptions(output=tmp_path / f"d{dx}{dy}.pdf", roles=NINE, bleed=bleed, duplex=duplex,
                                         back_offset=(dx, dy)))
        crops = _crops(out, 1, [back_rect(slot, sheet.page_w, sheet.page_h, duplex) for slot in sheet.slots])
        assert len(crops) == sheet.per_page and _all_equal(crops), (dx, dy)
        seen.append(crops[0])
    assert not _all_equal(seen)   # the shift does move the design, and the test sees that


@pytest.mark.parametrize("size", ["poker", "mini"])
def test_fold_over_backs_are_identical_when_the_fold_is_off(tmp_path, size):
    """Folded 1 mm off the line, the back seen behind the front's cut moves 2 mm (twice the miss)."""
    sheet = fold_sheet("A4", size, True)
    out = build_deck_pdf(DeckOptions(output=tmp_path / "f.pdf", roles=NINE, size=size, fold=True))
    w = sheet.card_w
    for d in (-2 * MM, -1 * MM, 0, 1 * MM, 2 * MM):
        rects = []
        for slot in sheet.slots:
            if sheet.rotated:        # back above the front, fold across the middle
                rects.append(Rect(slot.x, slot.y + slot.h / 2 + d, slot.w, slot.h / 2))
            else:                    # back right of the front, fold down the middle
                rects.append(Rect(slot.x + w + d, slot.y, w, slot.h))
        crops = _crops(out, 0, rects)
        assert _all_equal(crops), d
