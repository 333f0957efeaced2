"""The role reference, the seat sheet and the calibration page (the judge sheet: test_judge.py)."""
import pytest
from pypdf import PdfReader

from werewolf_desktop.engine.catalogue import catalogue

from cardprint import DeckOptions, build_calibration_pdf, build_sheet_pdf
from cardprint.errors import CardprintError

from .pdfutil import font_is_embedded, fonts_of, page_content


def _text(path) -> str:
    return "".join(page.extract_text() for page in PdfReader(path).pages)


def _flat(text: str) -> str:
    return text.replace("\n", "").replace(" ", "")


def test_role_reference_sheet(tmp_path):
    out = build_sheet_pdf("roles", DeckOptions(output=tmp_path / "r.pdf", lang="zh+en"))
    reader = PdfReader(out)
    text = _text(out)
    cat = catalogue()
    for rid in ("witch", "seer", "guard", "hunter", "villager", "werewolf"):
        assert cat.roles[rid].name["zh"] in text and cat.roles[rid].name["en"] in text
    # one picture per role
    placed = [p for page in reader.pages for p in page_content(reader, page).placements]
    assert len(placed) == 6


def test_seat_sheet_has_a_row_per_seat(tmp_path):
    out = build_sheet_pdf("seats", DeckOptions(output=tmp_path / "s.pdf", lang="en", preset="plotkin_basic", players=17))
    reader = PdfReader(out)
    text = _text(out)
    for word in ("Seat", "Name", "Role", "Night 1", "Votes", "Notes"):
        assert word in text
    numbers = set(text.split())
    assert {str(n) for n in range(1, 18)} <= numbers
    assert float(reader.pages[0].mediabox.width) == pytest.approx(595.28, abs=0.05)
    # grid lines for handwriting
    assert len(page_content(reader, reader.pages[0]).segments) > 17


def test_seat_sheet_with_the_names_of_a_setup(tmp_path):
    names = ["Ann", "Bo", "Chen Li", "Dora", "Emil", "Fang", "Gus", "Hanna", "Ivo"]
    setup = {"deck": {"werewolf": 3, "seer": 1, "witch": 1, "hunter": 1, "villager": 3}, "players": names,
             "preset": "std9"}
    out = build_sheet_pdf("seats", DeckOptions(output=tmp_path / "s.pdf", lang="zh", setup=setup))
    text = _text(out)
    for name in names:
        assert name in text


def test_sheets_use_letter_paper_too(tmp_path):
    out = build_sheet_pdf("seats", DeckOptions(output=tmp_path / "s.pdf", lang="de", paper="Letter"))
    page = PdfReader(out).pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx((612, 792), abs=0.05)


def test_unknown_sheet_kind(tmp_path):
    with pytest.raises(CardprintError):
        build_sheet_pdf("menu", DeckOptions(output=tmp_path / "m.pdf"))


def test_calibration_page(tmp_path):
    out = build_calibration_pdf(DeckOptions(output=tmp_path / "cal.pdf", lang="en", back_offset="0.5,-1"))
    reader = PdfReader(out)
    assert len(reader.pages) == 2
    front, back = reader.pages[0].extract_text(), reader.pages[1].extract_text()
    assert "Duplex calibration · front" in front and "--back-offset" in front
    assert "Duplex calibration · back" in back and "X +0.5 mm, Y −1.0 mm" in back
    # the cross on the front crosses at the page centre
    w, h = float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)
    segs = page_content(reader, reader.pages[0]).segments
    assert any(abs(y0 - h / 2) < 0.01 and abs(y1 - h / 2) < 0.01 and x0 < w / 2 < x1 for x0, y0, x1, y1 in segs)
    # the back's scales are shifted by the offset in effect
    segs = page_content(reader, reader.pages[1]).segments
    mm = 72 / 25.4
    assert any(abs(x0 - x1) < 0.01 and abs(x0 - (w / 2 + 0.5 * mm)) < 0.01 and y1 - y0 > 19 * mm
               for x0, y0, x1, y1 in segs)
    for font in fonts_of(reader):
        assert font_is_embedded(font)


def test_calibration_has_a_ruler_and_german_decimal_commas(tmp_path):
    out = build_calibration_pdf(DeckOptions(output=tmp_path / "cal.pdf", lang="de", back_offset="1,-0.5"))
    reader = PdfReader(out)
    assert "X +1,0 mm, Y −0,5 mm" in reader.pages[1].extract_text()
    assert "100 mm" in reader.pages[0].extract_text()
    # the ruler: a 100 mm line with 101 ticks, the 0 and 100 mm ticks exactly 100 mm apart
    mm = 72 / 25.4
    segs = page_content(reader, reader.pages[0]).segments
    assert any(abs(abs(x1 - x0) - 100 * mm) < 0.01 and abs(y0 - y1) < 0.01 for x0, y0, x1, y1 in segs)


def test_a_preset_for_one_table_size_says_so():
    from cardprint import deck_from_preset
    with pytest.raises(CardprintError) as err:
        deck_from_preset("std9", 10)
    assert err.value.key == "cardprint.error.players_exact"
    assert "9–9" not in err.value.message("de") and "nur für 9 Spieler" in err.value.message("de")


LONG_NAMES = ["Maximilian-Alexander von Düsterwald", "Anne-Sophie Lefèvre-Beaumont", "Jean-Baptiste Émile Durand",
              "Christopher Columbus Junior", "Donaudampfschifffahrtskapitän", "司马相如长卿欧阳娜娜", "Bob"]


@pytest.mark.parametrize("kind", ["judge", "seats"])
def test_long_player_names_are_printed_whole(tmp_path, kind):
    """The game's names in the seat column: a name too long for one line at 5 pt takes two lines in its row; it was
    cut ("Maximilian-Alexander…", "Anne-Sophie Lefèvre-B…")."""
    from werewolf_desktop.engine import Setup

    names = LONG_NAMES + [f"P{i}" for i in range(len(LONG_NAMES) + 1, 19)]
    setup = Setup.create(names, preset="duesterwald", seed=3, deal_mode="printed", lang="de")
    for lang in ("de", "zh"):
        out = build_sheet_pdf(kind, DeckOptions(output=tmp_path / f"{kind}-{lang}.pdf", setup=setup, lang=lang))
        text = _flat(PdfReader(out).pages[0].extract_text())
        for name in names:
            assert _flat(name) in text, (kind, lang, name)


@pytest.mark.parametrize("lang", ["zh", "en", "de", "fr"])
def test_the_seat_sheet_says_what_to_note_for_its_deck(tmp_path, lang):
    """The seat sheet's hint names the marks of the deck's night actions, as the judge sheet's legend does: a
    Plotkin deck (wolves and a seer) was told to note "the kill, protection, save, poison and check"."""
    from werewolf_desktop.i18n import tr

    from cardprint import deck_from_preset
    from cardprint.judge_content import night_marks

    out = build_sheet_pdf("seats", DeckOptions(output=tmp_path / "s.pdf", preset="plotkin_basic", lang=lang))
    text = _flat(_text(out))
    marks = night_marks(deck_from_preset("plotkin_basic"), lang, catalogue())
    assert marks and all(_flat(m) in text for m in marks)
    assert _flat(tr("cardprint.mark.attack.poison", lang)) not in text
    assert _flat(tr("cardprint.mark.protect", lang)) not in text
