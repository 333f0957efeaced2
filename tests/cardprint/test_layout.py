"""Pure geometry: sizes, the grid, crop marks, mirrored backs, notice bands."""
import pytest

from cardprint import layout
from cardprint.layout import MM, Rect, back_placement, back_rect, card_sheet, fold_sheet, notice_bands

A4 = (595.28, 841.89)
LETTER = (612.0, 792.0)


def test_paper_and_card_sizes_in_points():
    assert layout.paper_size("A4") == pytest.approx(A4, abs=0.01)
    assert layout.paper_size("Letter") == pytest.approx(LETTER, abs=0.01)
    assert layout.card_size("poker") == pytest.approx((63 * MM, 88 * MM))
    assert layout.card_size("bridge") == pytest.approx((57 * MM, 89 * MM))
    assert layout.card_size("tarot") == pytest.approx((70 * MM, 120 * MM))
    assert layout.card_size("mini") == pytest.approx((44 * MM, 63 * MM))


def test_poker_on_a4_is_a_centred_3x3_grid():
    sheet = card_sheet("A4", "poker")
    assert (sheet.cols, sheet.rows, sheet.per_page, sheet.rotated) == (3, 3, 9, False)
    left, bottom, right, top = sheet.margins
    assert left == pytest.approx((210 - 3 * 63) / 2 * MM)          # 10.5 mm
    assert left == pytest.approx(10.5 * MM)
    assert right == pytest.approx(left)
    assert bottom == pytest.approx((297 - 3 * 88) / 2 * MM)
    assert top == pytest.approx(bottom)
    # reading order: top-left first, cards abut without bleed
    s = sheet.slots
    assert s[0].x == pytest.approx(left) and s[0].top == pytest.approx(A4[1] - top, abs=0.01)
    assert s[1].x == pytest.approx(s[0].right)
    assert s[3].top == pytest.approx(s[0].y)


@pytest.mark.parametrize("paper,size,bleed,count", [
    ("A4", "poker", False, 9), ("Letter", "poker", False, 9),
    ("A4", "bridge", False, 10), ("A4", "tarot", False, 4), ("A4", "mini", False, 18),
    ("Letter", "mini", False, 18), ("A4", "poker", True, 8), ("Letter", "poker", True, 6),
])
def test_cards_per_sheet(paper, size, bleed, count):
    sheet = card_sheet(paper, size, bleed)
    assert sheet.per_page == count
    page = sheet.page
    w, h = layout.card_size(size)
    for slot in sheet.slots:
        assert {round(slot.w, 3), round(slot.h, 3)} == {round(w, 3), round(h, 3)}
        assert page.contains(sheet.bleed_rect(slot))
    # grid centred
    left, bottom, right, top = sheet.margins
    assert left == pytest.approx(right) and bottom == pytest.approx(top)


@pytest.mark.parametrize("paper,size", [(p, s) for p in layout.PAPER_SIZES_MM for s in layout.CARD_SIZES_MM])
def test_rotation_only_when_more_cards_fit(paper, size):
    sheet = card_sheet(paper, size)
    w, h = layout.card_size(size)
    upright = layout._grid(sheet.page_w, sheet.page_h, w, h, 0.0)[2]
    assert sheet.per_page == max(len(upright), len(layout._grid(sheet.page_w, sheet.page_h, h, w, 0.0)[2]))
    if sheet.rotated:
        assert sheet.per_page > len(upright)


def test_bleed_spaces_cards_two_bleeds_apart_and_never_overlaps():
    sheet = card_sheet("A4", "poker", bleed=True)
    b = layout.BLEED_MM * MM
    assert sheet.bleed == pytest.approx(b)
    rows = {}
    for slot in sheet.slots:
        rows.setdefault(round(slot.y, 3), []).append(slot)
    for row in rows.values():
        row.sort(key=lambda r: r.x)
        for a, c in zip(row, row[1:]):
            assert c.x - a.right == pytest.approx(2 * b)
    bleeds = [sheet.bleed_rect(s) for s in sheet.slots]
    for i, a in enumerate(bleeds):
        for c in bleeds[i + 1:]:
            overlap_w = min(a.right, c.right) - max(a.x, c.x)
            overlap_h = min(a.top, c.top) - max(a.y, c.y)
            assert overlap_w <= 1e-6 or overlap_h <= 1e-6


@pytest.mark.parametrize("paper,size,bleed,fold", [
    ("A4", "poker", False, False), ("A4", "poker", True, False), ("Letter", "mini", False, False),
    ("Letter", "bridge", True, False), ("A4", "tarot", False, False), ("A4", "poker", False, True),
    ("A4", "mini", True, True),
])
def test_crop_marks_lie_outside_every_card_and_on_every_cut_line(paper, size, bleed, fold):
    sheet = fold_sheet(paper, size, bleed) if fold else card_sheet(paper, size, bleed)
    marks = sheet.crop_marks() + sheet.fold_marks()
    assert marks
    for seg in marks:
        box = seg.bbox
        assert sheet.page.contains(box)
        for card in sheet.cards():
            assert not card.outset(sheet.bleed).overlaps(box, tol=-1e-6), (seg, card)
    xs = {round(s.x0, 3) for s in sheet.crop_marks() if s.x0 == s.x1}
    ys = {round(s.y0, 3) for s in sheet.crop_marks() if s.y0 == s.y1}
    for card in sheet.slots:
        assert round(card.x, 3) in xs and round(card.right, 3) in xs
        assert round(card.y, 3) in ys and round(card.top, 3) in ys


def test_back_rect_mirrors_for_long_edge_and_turns_for_short_edge():
    sheet = card_sheet("A4", "poker")
    pw, ph = sheet.page_w, sheet.page_h
    for slot in sheet.slots:
        long = back_rect(slot, pw, ph, "long")
        assert long.x == pytest.approx(pw - slot.x - slot.w) and long.y == pytest.approx(slot.y)
        short = back_rect(slot, pw, ph, "short")
        assert short.x == pytest.approx(slot.x) and short.y == pytest.approx(ph - slot.y - slot.h)
    # long edge: column order reversed
    first_row = sheet.slots[:3]
    backs = [back_rect(s, pw, ph, "long") for s in first_row]
    assert backs[0].x == pytest.approx(first_row[2].x)
    assert backs[2].x == pytest.approx(first_row[0].x)
    with pytest.raises(ValueError):
        back_rect(first_row[0], pw, ph, "none")


def test_back_placement_of_turned_cards_fills_the_mirrored_slot():
    sheet = card_sheet("A4", "mini")
    assert sheet.rotated
    w, h = sheet.card_w, sheet.card_h
    for slot in sheet.slots:
        x, y, angle = back_placement(sheet, slot)
        assert angle == -90
        # rotating (0,0,w,h) by −90° about (x, y): x..x+h, y−w..y
        placed = Rect(x, y - w, h, w)
        assert placed.x == pytest.approx(sheet.page_w - slot.right) and placed.y == pytest.approx(slot.y)
        fx, fy, fangle = sheet.placement(slot)
        assert fangle == 90
        assert (fx - h, fy, h, w) == pytest.approx((slot.x, slot.y, slot.w, slot.h))


def test_fold_pairs_share_the_fold_edge():
    sheet = fold_sheet("A4", "poker")
    assert sheet.pair
    cards = sheet.cards()
    assert len(cards) == 2 * sheet.per_page
    for front, back in zip(cards[::2], cards[1::2]):
        if sheet.rotated:
            assert back.y == pytest.approx(front.top)
        else:
            assert back.x == pytest.approx(front.right)
        assert front.w * front.h == pytest.approx(sheet.card_w * sheet.card_h)


def test_notice_bands_stay_clear_of_cards_and_marks():
    for paper in layout.PAPER_SIZES_MM:
        for size in layout.CARD_SIZES_MM:
            for bleed in (False, True):
                sheet = card_sheet(paper, size, bleed)
                band = notice_bands(sheet)
                for rect in (band.first, band.second):
                    assert sheet.page.contains(rect)
                    for card in sheet.cards():
                        assert not card.outset(sheet.bleed).overlaps(rect, tol=-1e-6)
                    for seg in sheet.crop_marks():
                        assert not seg.bbox.overlaps(rect, tol=-1e-6)


def test_safe_rect_is_4mm_inside_the_trim():
    trim = Rect(10, 20, 63 * MM, 88 * MM)
    safe = layout.safe_rect(trim)
    assert safe.x - trim.x == pytest.approx(4 * MM)
    assert trim.top - safe.top == pytest.approx(4 * MM)


def test_pages_needed():
    assert layout.pages_needed(12, 9) == 2
    assert layout.pages_needed(9, 9) == 1
    assert layout.pages_needed(0, 9) == 0
