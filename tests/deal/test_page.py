"""The phone page as a document: self-contained, small, CSP hashes that match, nothing given away."""
import base64
import hashlib
import re

import pytest

from werewolf_desktop.deal.page import PAGE_BYTES, choose_language, language_from_header, render_page
from werewolf_desktop.deal.phrases import wakes_label
from werewolf_desktop.deal.view import public_view
from werewolf_desktop.paths import resource

from .seats import make_view, table


def render(view, lang="en", peek=False):
    body, csp = render_page(public_view(view), lang, "/p/x/view.json", peek=peek)
    return body.decode("utf-8"), csp


def sha(source: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(source.encode()).digest()).decode() + "'"


@pytest.mark.parametrize("seat", list(table()))
def test_page_is_self_contained_and_small(seat):
    page, csp = render(table()[seat], "zh")
    assert len(page.encode()) == PAGE_BYTES
    assert '<meta name="viewport"' in page
    for external in ("<link", "@import", "url(", 'src="http', 'href="http', "@font-face", "<iframe"):
        assert external not in page
    assert re.findall(r"<script>(.*?)</script>", page, re.S) and re.findall(r"<style>(.*?)</style>", page, re.S)
    for (style,) in [re.findall(r"<style>(.*?)</style>", page, re.S)]:
        assert sha(style) in csp
    for (script,) in [re.findall(r"<script>(.*?)</script>", page, re.S)]:
        assert sha(script) in csp
    assert " style=" not in page and " on" + "click=" not in page     # nothing the CSP would block


def test_the_role_art_is_inlined_when_it_exists():
    for view in table().values():
        if not view["role"]:
            continue
        page, _ = render(view)
        if resource("art", f"{view['role']}.svg").exists():
            assert '<img src="data:image/svg+xml,' in page, view["role"]
        else:
            assert "<img" not in page


def test_the_covered_card_looks_the_same_for_every_role():
    """Before the cover is pressed nothing differs between a villager and a wolf but hidden markup."""
    def cover(view):
        page, _ = render(view)
        card = re.search(r'<section id="card" class="card t-\w+" (.*?)<div class="face">', page, re.S).group(1)
        return card

    covers = {cover(v) for v in table().values() if v["role"]}
    assert len(covers) == 1
    css = render(table()[1])[0]
    assert ".card.on{border-color:var(--team)}" in css      # the team colour only once revealed
    assert re.search(r"\.face\{display:none", css)


def test_peek_shows_the_face():
    page, _ = render(table()[4], peek=True)
    assert 'class="card t-village on peek"' in page


@pytest.mark.parametrize("header, expected", [
    ("zh-CN,zh;q=0.9,en;q=0.8", "zh"), ("de-AT", "de"), ("en-GB,en;q=0.9", "en"), ("fr-FR,fr;q=0.9,de;q=0.5", "fr"),
    ("es-ES,es;q=0.9,de;q=0.5", "de"), ("fr-CA", "fr"),
    ("en;q=0.2,zh-TW;q=0.5", "zh"), ("de;q=0,en", "en"), ("*", None), ("", None), (None, None), ("zh;q=abc,de", "de"),
    (",,,;;;q=", None), ("x" * 5000, None),
])
def test_accept_language(header, expected):
    assert language_from_header(header) == expected


def test_choose_language_order():
    assert choose_language("de", "zh", "en") == "de"
    assert choose_language(None, "zh", "de") == "zh"
    assert choose_language("xx", None, "de,en") == "de"
    assert choose_language(None, None, None) == "en"


@pytest.mark.parametrize("wakes, en", [
    ({"first_night": True, "other_nights": True}, "Wakes every night"),
    ({"first_night": True, "other_nights": False}, "Wakes on the first night only"),
    ({"first_night": False, "other_nights": True}, "Wakes every night from the second night on"),
    ({"first_night": False, "other_nights": False}, "Never wakes at night"),
    ({"first_night": True, "other_nights": False, "nights": [3, 1]}, "Wakes on nights 1 and 3"),
    ({"first_night": True, "other_nights": False, "nights": [1]}, "Wakes on night 1"),
])
def test_wakes_wording(wakes, en):
    assert wakes_label(wakes, "en") == en


def test_pack_member_list_leaves_out_the_seat_itself_and_says_when_alone():
    alone = make_view(3, "Solo", "werewolf", {"pack": [{"seat": 3, "name": "Solo"}]})
    page, _ = render(alone)
    assert "You are the only werewolf" in page
    assert public_view(alone)["knows"]["pack"] == []


def test_a_team_outside_the_contract_becomes_none():
    view = make_view(4, "X", "witch")
    view["team"] = "wolf\" onmouseover=\"alert(1)"
    page, _ = render(view)
    assert "t-none" in page and "onmouseover" not in page
