"""QR images decode back to exactly what went in; the offline text stays small and private."""
import io
import re
import shutil
import subprocess

import pytest
import segno
import zxingcpp
from PIL import Image, ImageDraw

from werewolf_desktop.deal import offline_qr_text, qr_png, qr_svg, qr_version
from werewolf_desktop.deal.offline import OFFLINE_LIMIT
from werewolf_desktop.deal.qr import qr_code
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


# --- UTF-8 that every scanner reads (issue 16.5) -------------------------------------------------------------

def zbar_decode(png: bytes, tmp_path) -> str:
    """ZBar (Debian `zbar-tools`), the decoder that guesses a charset when a code does not say."""
    path = tmp_path / "code.png"
    path.write_bytes(png)
    done = subprocess.run([shutil.which("zbarimg"), "-q", "--raw", str(path)], capture_output=True, timeout=30)
    return done.stdout.decode("utf-8").removesuffix("\n")


def umlaut_views() -> dict[int, dict]:
    return {1: make_view(1, "Jörg Müßig", "werewolf", {"pack": [{"seat": 2, "name": "Änne Öztürk"}]}),
            2: make_view(2, "欧阳娜娜", "witch"), 3: make_view(3, "Zoë", "seer", alive=False)}


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_offline_codes_round_trip_through_zxing(lang):
    for view in umlaut_views().values():
        text = offline_qr_text(view, lang)
        assert not text.isascii()
        assert decode_png(qr_png(text, box_size=6)) == [text]


@pytest.mark.skipif(shutil.which("zbarimg") is None, reason="needs ZBar (Debian: apt-get install zbar-tools)")
@pytest.mark.parametrize("lang", ["de", "zh"])
def test_offline_codes_round_trip_through_zbar(lang, tmp_path):
    for view in umlaut_views().values():
        text = offline_qr_text(view, lang)
        assert zbar_decode(qr_png(text, box_size=6), tmp_path) == text
    assert zbar_decode(qr_png("Nr. 5 Jörg: Hexe"), tmp_path) == "Nr. 5 Jörg: Hexe"   # ZBar read "J繹rg" without ECI


def test_plain_ascii_links_carry_no_eci_marker():
    url = f"http://192.168.1.20:8765/p/{make_token(b's' * 32, 1, 5)}"
    assert qr_code(url).matrix == segno.make(url, error="m", micro=False, boost_error=False).matrix
    assert qr_code("Jörg").matrix != segno.make("Jörg", error="m", micro=False, boost_error=False).matrix
