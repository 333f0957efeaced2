"""Issue 17.5: for print services, one PNG per face and back with bleed; cut-line styles."""
import csv

import pytest
from PIL import Image
from pypdf import PdfReader

from cardprint import DeckOptions, build_deck_pdf, build_png_files, png_folder
from cardprint.errors import CardprintError
from cardprint.layout import MM, card_sheet
from cardprint.pngexport import pixel_size

from .pdfutil import page_content


@pytest.mark.parametrize("size,dpi,want", [("poker", 300, (815, 1110)), ("poker", 600, (1630, 2220)),
                                           ("mini", 300, (591, 815)), ("tarot", 600, (1795, 2976))])
def test_png_faces_have_the_print_service_pixel_sizes(tmp_path, size, dpi, want):
    assert pixel_size(size, dpi) == want          # (card + 2 × 3 mm bleed) / 25.4 × dpi
    files = build_png_files(DeckOptions(output=tmp_path / "out" / "deck.pdf", preset="std9", size=size), dpi)
    folder = png_folder(tmp_path / "out" / "deck.pdf", dpi)
    assert folder.name == f"deck-png-{dpi}dpi" and all(f.parent == folder for f in files)
    pngs = [f for f in files if f.suffix == ".png"]
    assert sorted(f.stem for f in pngs) == ["back", "hunter", "seer", "villager", "werewolf", "witch"]
    for f in pngs:
        with Image.open(f) as im:
            assert im.size == want and im.mode == "RGB"
            assert round(im.info["dpi"][0]) == dpi
    rows = list(csv.DictReader((folder / "cards.csv").open(encoding="utf-8")))
    copies = {r["file"]: int(r["copies"]) for r in rows}
    assert copies["werewolf.png"] == 3 and copies["back.png"] == 9


def test_png_bleed_is_team_colour_to_the_edge(tmp_path):
    files = build_png_files(DeckOptions(output=tmp_path / "o" / "d.pdf", preset="std9"), 300)
    with Image.open(next(f for f in files if f.stem == "werewolf")) as im:
        corner, inside = im.getpixel((2, 2)), im.getpixel((40, 40))
    assert corner == inside and corner != (255, 255, 255)      # the bleed carries the card's frame colour


def test_each_png_is_its_own_face_of_the_pdf_pixel_for_pixel(tmp_path):
    """The PNGs are encoded on threads while the next page renders: each file still holds exactly its
    own face (the faces' PDF rendered page by page), compressed without loss."""
    import math

    import pypdfium2 as pdfium

    from cardprint.build import deck_job, resolve_deck
    from cardprint.pngexport import faces_pdf

    options = DeckOptions(output=tmp_path / "o" / "d.pdf", preset="std12_444_guard").checked()
    files = {f.stem: f for f in build_png_files(options, 300) if f.suffix == ".png"}
    data, pages = faces_pdf(deck_job(options, resolve_deck(options)))
    assert [stem for stem, _ in pages] == list(files)                      # in the faces' order
    want = pixel_size(options.size, 300)
    pdf = pdfium.PdfDocument(data)
    try:
        for i, (stem, _) in enumerate(pages):
            page = pdf[i]
            scale = math.ceil(max(want[0] / page.get_width(), want[1] / page.get_height()) * 1e6) / 1e6
            expected = page.render(scale=scale, draw_annots=False).to_pil().convert("RGB").crop((0, 0, *want))
            with Image.open(files[stem]) as im:
                assert im.tobytes() == expected.tobytes(), stem
    finally:
        pdf.close()


def test_png_export_is_all_or_nothing(tmp_path):
    with pytest.raises(CardprintError):
        build_png_files(DeckOptions(output=tmp_path / "o" / "d.pdf", preset="std9"), 150)
    assert not (tmp_path / "o").exists() or not any((tmp_path / "o").iterdir())


def test_cut_line_styles(tmp_path):
    sheet = card_sheet("A4", "poker")
    for style in ("marks", "lines", "none"):
        out = build_deck_pdf(DeckOptions(output=tmp_path / f"{style}.pdf", cut_lines=style, duplex="none"))
        reader = PdfReader(out)
        segs = page_content(reader, reader.pages[0]).segments
        if style == "marks":
            assert len(segs) == len(sheet.crop_marks())
        elif style == "lines":     # one line across the whole sheet per cut
            assert len(segs) == len(sheet.cut_xs()) + len(sheet.cut_ys())
            assert all(max(abs(x1 - x0), abs(y1 - y0)) > 200 * MM for x0, y0, x1, y1 in segs)
        else:
            assert segs == []
    with pytest.raises(CardprintError):
        build_deck_pdf(DeckOptions(output=tmp_path / "x.pdf", cut_lines="dots"))
