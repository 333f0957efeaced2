"""QR images decode back to exactly what went in; the offline text stays small and private."""
import io
import re

import pytest
import zxingcpp
from PIL import Image, ImageDraw

from werewolf_desktop.deal import offline_qr_text, qr_png, qr_svg, qr_version
from werewolf_desktop.deal.offline import OFFLINE_LIMIT
from werewolf_desktop.deal.tokens import make_token

from .seats import leaks, make_view, table


def decode_png(png: bytes) -> list[str]:
    return [r.text for r in zxingcpp.read_barcodes(Image.open(io.BytesIO(png)))]


def test_qr_png_decodes_to_the_exact_url():
    url = f"http://192.168.1.20:8765/p/{make_token(b's' * 32, 1, 5)}"
    png = qr_png(url)
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert decode_png(png) == [url]
    assert decode_png(qr_png(url, box_size=4)) == [url]
    image = Image.open(io.BytesIO(qr_png(url, box_size=10)))
    assert image.size[0] == image.size[1] and image.size[0] % 10 == 0


def test_qr_svg_draws_the_same_code():
    url = f"http://[fd00::2]:8766/p/{make_token(b's' * 32, 2, 18)}"
    svg = qr_svg(url)
    assert svg.startswith("<svg") and 'viewBox="0 0 ' in svg
    n = int(re.search(r'viewBox="0 0 (\d+) ', svg).group(1))
    scale = 8
    image = Image.new("L", (n * scale, n * scale), 255)
    draw = ImageDraw.Draw(image)
    for x, y, w in re.findall(r"M(\d+) (\d+)h(\d+)", svg):
        x, y, w = int(x), int(y), int(w)
        draw.rectangle([x * scale, y * scale, (x + w) * scale - 1, (y + 1) * scale - 1], fill=0)
    assert [r.text for r in zxingcpp.read_barcodes(image)] == [url]


def test_offline_text_in_zh_decodes_exactly():
    view = table()[1]
    text = offline_qr_text(view, "zh")
    assert text.startswith("狼人杀 · 1号 Alice Zhou\n身份：狼人（狼人阵营）")
    assert "狼队友：2号 Bruno Klee" in text
    assert decode_png(qr_png(text, box_size=6)) == [text]


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_offline_text_is_small_and_shows_only_what_the_seat_knows(lang):
    views = table()
    for seat, view in views.items():
        text = offline_qr_text(view, lang)
        assert len(text.encode("utf-8")) <= OFFLINE_LIMIT
        assert qr_version(text) <= 15
        ability = view["ability"].get(lang, "")
        shortened = tuple(line for line in text.splitlines()        # the ability, cut short to fit
                          if line.endswith("…") and ability.startswith(line[:-1]))
        assert leaks(text, views, seat, shortened) == [], (seat, lang)
        if view["role"]:
            assert view["role_name"][lang] in text


def test_offline_text_of_a_crowded_view_still_fits():
    pack = [{"seat": s, "name": "Wolfgang Amadeus Mozart-" + str(s)} for s in range(2, 8)]
    view = make_view(1, "Maximilian Alexander von Hohenzollern", "werewolf",
                     {"pack": pack, "lover": {"seat": 12, "name": "Friederike Charlotte Luise"},
                      "thief": {"took": "werewolf", "from": ["werewolf", "villager"]}}, alive=False)
    for lang in ("zh", "en", "de"):
        text = offline_qr_text(view, lang)
        assert len(text.encode("utf-8")) <= OFFLINE_LIMIT and qr_version(text) <= 15
        assert all(f"{m['seat']}" in text for m in pack)
        assert decode_png(qr_png(text, box_size=5)) == [text]


def test_offline_text_uses_the_forced_language_when_none_is_given():
    assert offline_qr_text(table()[10], None).startswith("Werwölfe · Nr. 10 Ida Lund")
