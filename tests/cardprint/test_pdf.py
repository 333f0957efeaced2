"""Real deck PDFs, read back with pypdf: page sizes and counts, where cards and marks are,
mirrored backs, embedded fonts, the text of each card."""
import pytest
from pypdf import PdfReader

from werewolf_desktop.engine.catalogue import catalogue

from cardprint import DeckOptions, build_deck_files, build_deck_pdf, deck_from_counts
from cardprint.errors import CardprintError
from cardprint.cards import back_overprint
from cardprint.layout import MM, Rect, back_rect, card_sheet, fold_sheet, pair_halves

from .pdfutil import TOL, close, font_is_embedded, fonts_of, form_text, page_content

A4 = (595.28, 841.89)
LETTER = (612.0, 792.0)


def fronts(content):
    return [p for p in content.placements if "front_" in p.name]


def backs(content):
    return [p for p in content.placements if "card_back" in p.name]


def trim_of_back(p, bleed=0.0):
    """The trim of a placed back: its form runs `back_overprint` past the cut (issue 17.2)."""
    return p.rect.outset(-back_overprint(bleed))


@pytest.fixture(scope="module")
def std_deck(tmp_path_factory):
    """The default 12-card board, poker, A4, long-edge duplex."""
    return build_deck_pdf(DeckOptions(output=tmp_path_factory.mktemp("std") / "deck.pdf", lang="zh+en"))


@pytest.fixture(scope="module")
def tri_deck(tmp_path_factory):
    """Every dealt role once, trilingual, with the badge and tokens."""
    dealt = {rid: 1 for rid, role in catalogue().roles.items() if role.dealt}
    out = tmp_path_factory.mktemp("tri") / "all.pdf"
    build_deck_pdf(DeckOptions(output=out, roles=dealt, lang="zh+en+de", extras="sheriff,lovers=1"))
    return out, deck_from_counts(dealt)


def test_page_size_and_count_for_12_poker_cards_on_a4(std_deck):
    reader = PdfReader(std_deck)
    assert len(reader.pages) == 4                 # 2 fronts + 2 backs
    for page in reader.pages:
        assert float(page.mediabox.width) == pytest.approx(A4[0], abs=0.05)
        assert float(page.mediabox.height) == pytest.approx(A4[1], abs=0.05)
    counts = [len(fronts(page_content(reader, p))) for p in reader.pages]
    backs_ = [len(backs(page_content(reader, p))) for p in reader.pages]
    assert counts == [9, 0, 3, 0] and backs_ == [0, 9, 0, 3]


def test_a_front_printed_once_is_drawn_in_place_and_one_printed_more_often_is_a_form(std_deck):
    """hunter, witch, seer, guard once; villager and werewolf four times each: those two are forms
    (drawn once, placed four times), the others drawn where they go; every front shows its role."""
    reader = PdfReader(std_deck)
    cat, seen = catalogue(), {}
    for page in reader.pages:
        xobjects = page["/Resources"].get_object().get("/XObject", {})
        for p in fronts(page_content(reader, page)):
            seen.setdefault(p.name, []).append((p.name in xobjects, form_text(reader, page, p.name)))
    as_form = sorted(len(v) for v in seen.values() if all(form for form, _ in v))
    in_place = [v for v in seen.values() if not any(form for form, _ in v)]
    assert as_form == [4, 4] and [len(v) for v in in_place] == [1, 1, 1, 1]
    names = {rid: cat.roles[rid].name["en"] for rid in ("hunter", "witch", "seer", "guard", "villager", "werewolf")}
    texts = [t for v in seen.values() for _, t in v]
    for rid, name in names.items():
        assert sum(name in t for t in texts) == (4 if rid in ("villager", "werewolf") else 1), rid


def test_letter_paper(tmp_path):
    out = build_deck_pdf(DeckOptions(output=tmp_path / "l.pdf", paper="letter", lang="en", duplex="none"))
    reader = PdfReader(out)
    assert len(reader.pages) == 2
    assert (float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)) == \
        pytest.approx(LETTER, abs=0.05)


def test_cards_are_drawn_where_the_layout_says(std_deck):
    reader = PdfReader(std_deck)
    sheet = card_sheet("A4", "poker")
    placed = fronts(page_content(reader, reader.pages[0]))
    assert len(placed) == len(sheet.slots)
    for p, slot in zip(placed, sheet.slots):
        assert close(p.rect, slot), (p.rect, slot)
    # the centred grid: 10.5 mm left margin
    assert placed[0].rect.x == pytest.approx(10.5 * MM, abs=TOL)


def test_backs_are_the_mirror_of_the_fronts(std_deck):
    reader = PdfReader(std_deck)
    pw = float(reader.pages[0].mediabox.width)
    for f_page, b_page in ((0, 1), (2, 3)):
        f = fronts(page_content(reader, reader.pages[f_page]))
        b = backs(page_content(reader, reader.pages[b_page]))
        assert len(f) == len(b)
        for front, back in zip(f, b):
            r = front.rect
            assert close(trim_of_back(back), Rect(pw - r.x - r.w, r.y, r.w, r.h))


def test_crop_marks_lie_outside_every_card(std_deck):
    reader = PdfReader(std_deck)
    content = page_content(reader, reader.pages[0])
    assert len(content.segments) == len(card_sheet("A4", "poker").crop_marks())
    cards = [p.rect for p in fronts(content)]
    for x0, y0, x1, y1 in content.segments:
        seg = Rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))
        for card in cards:
            assert not card.overlaps(seg, tol=-0.01)
    # back pages carry no marks
    assert page_content(reader, reader.pages[1]).segments == []


def test_every_font_is_embedded(std_deck, tri_deck):
    for path in (std_deck, tri_deck[0]):
        fonts = fonts_of(PdfReader(path))
        assert fonts
        for font in fonts:
            assert font_is_embedded(font), font.get("/BaseFont")
            assert "Helvetica" not in str(font.get("/BaseFont"))
            assert "/ToUnicode" in font


def test_each_card_shows_its_role_name_in_three_languages(tri_deck):
    path, deck = tri_deck
    cat = catalogue()
    reader = PdfReader(path)
    order = deck.cards() + ["sheriff", "lovers"]
    seen = []
    for page in reader.pages:
        for p in fronts(page_content(reader, page)):
            seen.append(form_text(reader, page, p.name))
    assert len(seen) == len(order)
    for rid, txt in zip(order, seen):
        flat = txt.replace("\n", " ")
        for lang in ("zh", "en", "de"):
            assert cat.roles[rid].name[lang] in flat, (rid, lang, flat[:120])


def test_bleed_short_edge_and_back_offset(tmp_path):
    out = build_deck_pdf(DeckOptions(output=tmp_path / "b.pdf", lang="en", bleed=True, duplex="short",
                                     back_offset="1.5,-2"))
    reader = PdfReader(out)
    sheet = card_sheet("A4", "poker", bleed=True)
    pw, ph = sheet.page_w, sheet.page_h
    f = fronts(page_content(reader, reader.pages[0]))
    b = backs(page_content(reader, reader.pages[1]))
    for p, slot in zip(f, sheet.slots):
        assert close(p.rect, sheet.bleed_rect(slot))          # the form covers the bleed
    for p, slot in zip(b, sheet.slots):
        want = back_rect(slot, pw, ph, "short").translated(1.5 * MM, -2 * MM)
        assert close(trim_of_back(p, sheet.bleed), want)


def test_split_writes_fronts_and_backs(tmp_path):
    paths = build_deck_files(DeckOptions(output=tmp_path / "deck.pdf", lang="de", split=True))
    assert [p.name for p in paths] == ["deck-fronts.pdf", "deck-backs.pdf"]
    assert not (tmp_path / "deck.pdf").exists()
    f, b = PdfReader(paths[0]), PdfReader(paths[1])
    assert len(f.pages) == 2 and len(b.pages) == 2
    assert len(backs(page_content(b, b.pages[0]))) == 9
    assert not backs(page_content(f, f.pages[0]))


def test_fold_over_pages(tmp_path):
    out = build_deck_pdf(DeckOptions(output=tmp_path / "fold.pdf", lang="en", fold=True))
    reader = PdfReader(out)
    sheet = fold_sheet("A4", "poker", bleed=True)          # fold-over pairs always have bleed round them
    assert sheet.bleed > 0
    assert len(reader.pages) == -(-12 // sheet.per_page)
    content = page_content(reader, reader.pages[0])
    f, b = fronts(content), backs(content)
    assert len(f) == len(b) == sheet.per_page
    for front, back, slot in zip(f, b, sheet.slots):
        want_f, want_b = pair_halves(slot, sheet.rotated)
        front_trim, back_trim = front.rect.outset(-sheet.bleed), trim_of_back(back, sheet.bleed)
        assert close(front_trim, want_f) and close(back_trim, want_b)
        # front and back share the fold edge
        if sheet.rotated:
            assert back_trim.y == pytest.approx(front_trim.top, abs=TOL)
        else:
            assert back_trim.x == pytest.approx(front_trim.right, abs=TOL)
    dashed = sheet.fold_marks()
    assert len(content.segments) == len(sheet.crop_marks()) + len(dashed)


def test_mini_cards_turned_on_the_sheet(tmp_path):
    out = build_deck_pdf(DeckOptions(output=tmp_path / "mini.pdf", lang="zh", size="mini"))
    reader = PdfReader(out)
    sheet = card_sheet("A4", "mini")
    assert sheet.rotated and len(reader.pages) == 2
    f = fronts(page_content(reader, reader.pages[0]))
    b = backs(page_content(reader, reader.pages[1]))
    assert len(f) == len(b) == 12
    for p, slot in zip(f, sheet.slots):
        assert close(p.rect, slot)
        assert p.matrix[1] == pytest.approx(1) and p.matrix[2] == pytest.approx(-1)   # turned +90°
    for p, slot in zip(b, sheet.slots):
        assert close(trim_of_back(p), slot.mirrored_x(sheet.page_w))


def test_the_margin_notice(std_deck):
    reader = PdfReader(std_deck)
    text = reader.pages[0].extract_text()
    assert "请按实际大小（100%）打印" in text
    assert "Print at actual size (100%) — do not scale to fit" in text
    assert "第 1/4 页" in text and "444标准屠边局" in text


def test_missing_art_is_a_clear_error_and_writes_nothing(tmp_path):
    folder = tmp_path / "out"
    with pytest.raises(CardprintError) as err:
        build_deck_pdf(DeckOptions(output=folder / "x.pdf", art_dir=tmp_path / "empty"))
    assert err.value.key == "cardprint.error.art_missing"
    assert ".svg" in err.value.message("en")
    assert not folder.exists()


def _prefs(path):
    return PdfReader(path).trailer["/Root"]["/ViewerPreferences"]


def test_viewer_preferences_ask_for_100_percent_and_the_right_sides(tmp_path):
    """Issue 17.3: the print dialog opens at actual size, duplex as the file is laid out."""
    from cardprint import build_calibration_pdf, build_sheet_pdf

    for duplex, want in (("long", "/DuplexFlipLongEdge"), ("short", "/DuplexFlipShortEdge"), ("none", "/Simplex")):
        prefs = _prefs(build_deck_pdf(DeckOptions(output=tmp_path / f"{duplex}.pdf", duplex=duplex)))
        assert prefs["/PrintScaling"] == "/None" and prefs["/Duplex"] == want
    assert _prefs(build_deck_pdf(DeckOptions(output=tmp_path / "fold.pdf", fold=True)))["/Duplex"] == "/Simplex"
    fronts, backs = build_deck_files(DeckOptions(output=tmp_path / "s.pdf", split=True))
    assert _prefs(fronts)["/Duplex"] == _prefs(backs)["/Duplex"] == "/Simplex"
    assert _prefs(build_calibration_pdf(DeckOptions(output=tmp_path / "c.pdf", duplex="short")))["/Duplex"] \
        == "/DuplexFlipShortEdge"
    for kind in ("judge", "roles", "seats"):
        prefs = _prefs(build_sheet_pdf(kind, DeckOptions(output=tmp_path / f"{kind}.pdf")))
        assert prefs["/PrintScaling"] == "/None", kind


def test_split_without_backs_writes_only_the_fronts(tmp_path):
    written = build_deck_files(DeckOptions(output=tmp_path / "out" / "d.pdf", split=True, duplex="none"))
    assert [p.name for p in written] == ["d-fronts.pdf"]
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["d-fronts.pdf"]
    assert len(PdfReader(written[0]).pages) == 2          # 12 cards, 9 a page, no back pages


@pytest.mark.parametrize("paper,size", [("A4", "bridge"), ("Letter", "poker"), ("A4", "poker"), ("Letter", "mini")])
def test_crop_marks_stay_out_of_the_printer_margin(paper, size):
    """Issue 17.3: with a 5 mm printer margin no crop mark reaches into it; marks stay at least 2 mm long."""
    for bleed in (False, True):
        sheet = card_sheet(paper, size, bleed, printer_margin=5.0)
        assert sheet.per_page >= 1
        for seg in sheet.crop_marks():
            for x, y in ((seg.x0, seg.y0), (seg.x1, seg.y1)):
                assert 5 * MM - 1e-6 <= x <= sheet.page_w - 5 * MM + 1e-6
                assert 5 * MM - 1e-6 <= y <= sheet.page_h - 5 * MM + 1e-6
            assert seg.length >= 2 * MM - 1e-6
    # without the option nothing changes: 9 poker cards on Letter
    assert card_sheet("Letter", "poker").per_page == 9


def test_bad_printer_margin(tmp_path):
    with pytest.raises(CardprintError) as err:
        build_deck_pdf(DeckOptions(output=tmp_path / "out" / "x.pdf", printer_margin="30"))
    assert err.value.key == "cardprint.error.bad_margin"
    assert not (tmp_path / "out").exists()


def _lang(path):
    return PdfReader(path).trailer["/Root"].get("/Lang")


def test_every_pdf_says_its_language(tmp_path):
    """A screen reader, a PDF viewer's read-aloud and a search engine need the document's language
    (the catalogue's /Lang, BCP 47); the primary language is the document's: zh -> zh-CN."""
    from werewolf_desktop.engine import Game, Setup
    from werewolf_desktop.story import story

    from cardprint import build_calibration_pdf, build_sheet_pdf
    from cardprint.story_sheet import write_story_pdf

    from ..engine.revamped import play_randomly

    assert _lang(build_deck_pdf(DeckOptions(output=tmp_path / "d.pdf", lang="zh+en"))) == "zh-CN"
    assert _lang(build_deck_pdf(DeckOptions(output=tmp_path / "f.pdf", lang="fr", fold=True))) == "fr"
    fronts, backs = build_deck_files(DeckOptions(output=tmp_path / "s.pdf", lang="de+en", split=True))
    assert _lang(fronts) == _lang(backs) == "de"
    assert _lang(build_calibration_pdf(DeckOptions(output=tmp_path / "c.pdf", lang="en+zh"))) == "en"
    for kind, lang in (("judge", "de"), ("roles", "fr+zh"), ("seats", "zh")):
        want = {"de": "de", "fr+zh": "fr", "zh": "zh-CN"}[lang]
        assert _lang(build_sheet_pdf(kind, DeckOptions(output=tmp_path / f"{kind}.pdf", lang=lang))) == want, kind
    game = play_randomly(Game(Setup.create([f"P{i}" for i in range(1, 10)], preset="std9", seed=3)), 3)
    for lang, want in (("zh", "zh-CN"), ("fr", "fr")):
        assert _lang(write_story_pdf(story(game.state, lang), tmp_path / f"story-{lang}.pdf")) == want
