"""The phone page in a real browser (headless Chromium, touch emulation) at small phone sizes.

From 320×480 up, in every language, with the catalogue's longest role text plus a pack list and the
notes: pressing and holding the cover shows the whole card inside the screen (nothing cut off),
letting go hides it, and a swipe that starts on the cover scrolls the page without revealing it.
Set DEAL_SCREENSHOTS=/some/dir to keep a PNG of every case.
"""
from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from werewolf_desktop.deal import DealServer, Tokens
from werewolf_desktop.engine.catalogue import catalogue
from werewolf_desktop.i18n import LANGUAGES

from .browser import Chromium, chromium_path
from .seats import SECRET

pytestmark = pytest.mark.skipif(chromium_path() is None, reason="needs Chromium (Debian: apt-get install chromium)")

VIEWPORTS = [(320, 480), (375, 553), (390, 664)]
LEARNED_SEAT = len(LANGUAGES) + 1          # seats 1… show the worst card per language, the next ones the notes
NAMES = ["Maximilian Hohenzollern-Sigmaringen", "欧阳娜娜娜娜娜娜娜娜", "Ngozi Adaeze Okonkwo-Baptiste"]


def longest_role(lang: str) -> str:
    roles = [r if isinstance(r, str) else r.id for r in catalogue().roles]
    return max(roles, key=lambda r: (len(catalogue().role(r).ability[lang]), len(catalogue().role(r).name[lang])))


def worst_view(seat: int, lang: str) -> dict:
    """The longest ability text in `lang`, a long name, a pack of three long names, out of the game."""
    role_id = longest_role(lang)
    role = catalogue().role(role_id)
    return {"seat": seat, "name": NAMES[0], "role": role_id, "role_name": role.name, "team": role.team,
            "ability": role.ability, "wakes": catalogue().wake_times(role_id), "alive": False, "game_over": False, "lang": lang,
            "knows": {"pack": [{"seat": 10 + i, "name": n} for i, n in enumerate(NAMES)],
                      "lover": {"seat": 14, "name": NAMES[2]}}}


# Three things a player learned (seed 004's Runner, a Fortune Teller's result, a Dark City swap).
LEARNED = [{"key": "notice.survived_attack", "params": {"seat": 1}, "night": 1, "day": 0},
           {"key": "notice.saw_role", "params": {"seat": 5, "role": "werewolf"}, "night": 2, "day": 1},
           {"key": "notice.swapped", "params": {"seats": [1, 4]}, "night": 3, "day": 2}]


def learned_view(seat: int, lang: str) -> dict:
    """The longest role text, a pack of three long names and three things learned."""
    view = worst_view(seat, lang)
    del view["knows"]["lover"]
    return {**view, "learned": LEARNED}


@pytest.fixture(scope="module")
def deal():
    views = {i + 1: worst_view(i + 1, lang) for i, lang in enumerate(LANGUAGES)}
    views.update({LEARNED_SEAT + i: learned_view(LEARNED_SEAT + i, lang) for i, lang in enumerate(LANGUAGES)})
    server = DealServer(views.get, Tokens(SECRET, 1, list(views)), host="127.0.0.1", port=0)
    server.start()
    with Chromium() as browser:
        yield server, browser
    server.stop()


FACE = """(function(){var c=document.getElementById('card'),f=c.querySelector('.face'),r=f.getBoundingClientRect();
var out=[];f.querySelectorAll('*').forEach(function(e){var b=e.getBoundingClientRect();
if(b.height>0&&(b.top<-0.5||b.bottom>innerHeight+0.5||b.left<-0.5||b.right>innerWidth+0.5))out.push(e.tagName+'.'+e.className);});
return {on:c.classList.contains('on'),top:r.top,bottom:r.bottom,left:r.left,right:r.right,w:innerWidth,h:innerHeight,
scroll:f.scrollHeight,client:f.clientHeight,k:parseFloat(getComputedStyle(f).getPropertyValue('--k'))||1,cut:out,
role:(f.querySelector('.role')||{}).textContent,learned:f.querySelectorAll('.learned li').length};})()"""
SHOWN = "(function(){var l=document.querySelector('.learned');return l?l.getBoundingClientRect().height:-1;})()"


def open_and_hold(deal, seat: int, lang: str, width: int, height: int):
    """A phone of that size opens the seat's page; a finger presses the card and holds it.
    Returns (tab, x, y) with the finger still down."""
    server, browser = deal
    tab = browser.tab(width, height)
    tab.open(server.url(seat, "127.0.0.1") + f"?lang={lang}")
    hidden = tab.eval(SHOWN)
    card = tab.eval("JSON.parse(JSON.stringify(document.getElementById('card').getBoundingClientRect()))")
    x, y = card["left"] + card["width"] / 2, card["top"] + min(card["height"] / 2, 120)
    tab.touch("start", x, y)
    time.sleep(0.35)
    tab.hidden_before = hidden
    return tab, x, y


@pytest.mark.parametrize("width, height", VIEWPORTS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_whole_revealed_card_fits_and_the_page_scrolls(deal, lang, width, height):
    tab, x, y = open_and_hold(deal, LANGUAGES.index(lang) + 1, lang, width, height)   # press and hold
    face = tab.eval(FACE)
    if os.environ.get("DEAL_SCREENSHOTS"):
        folder = Path(os.environ["DEAL_SCREENSHOTS"])
        folder.mkdir(parents=True, exist_ok=True)
        tab.screenshot(str(folder / f"phone-{width}x{height}-{lang}-revealed.png"))
    tab.touch("end")
    assert face["on"], "holding the cover did not reveal the card"
    assert face["role"] == catalogue().role(longest_role(lang)).name[lang]
    assert (face["top"], face["left"]) >= (-0.5, -0.5) and face["bottom"] <= height + 0.5 and face["right"] <= width + 0.5
    assert face["scroll"] <= face["client"] + 1, face              # nothing overflows the revealed card …
    assert face["cut"] == [], face["cut"]                          # … and no part of it is off screen
    assert face["k"] >= 0.6, face                                  # the text stays readable
    time.sleep(0.05)
    assert tab.eval("document.getElementById('card').classList.contains('on')") is False   # let go: hidden

    tall = tab.eval("document.documentElement.scrollHeight") - height
    tab.swipe(x, y + 40, -150)                         # a swipe that starts on the cover scrolls the page …
    time.sleep(0.3)
    assert tab.eval("document.getElementById('card').classList.contains('on')") is False   # … and reveals nothing
    if tall > 0:
        assert tab.eval("scrollY") >= min(tall, 100) - 1, "the cover blocks scrolling"
    if os.environ.get("DEAL_SCREENSHOTS"):
        tab.screenshot(str(Path(os.environ["DEAL_SCREENSHOTS"]) / f"phone-{width}x{height}-{lang}-scrolled.png"))
    bottom = tab.eval("document.querySelector('.private').getBoundingClientRect().bottom")
    tab.eval("scrollTo(0, document.documentElement.scrollHeight)")
    assert tab.eval("document.querySelector('.private').getBoundingClientRect().bottom") <= height + 0.5
    assert bottom > 0


@pytest.mark.parametrize("width, height", VIEWPORTS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_what_the_player_learned_is_on_the_revealed_card_only(deal, lang, width, height):
    tab, _, _ = open_and_hold(deal, LEARNED_SEAT + LANGUAGES.index(lang), lang, width, height)
    assert tab.hidden_before == 0                       # there, but nothing of it showed before holding
    face, shown = tab.eval(FACE), tab.eval(SHOWN)
    if os.environ.get("DEAL_SCREENSHOTS"):
        tab.screenshot(str(Path(os.environ["DEAL_SCREENSHOTS"]) / f"phone-{width}x{height}-{lang}-learned.png"))
    tab.touch("end")
    assert face["on"] and face["learned"] == 3 and shown > 0
    assert face["scroll"] <= face["client"] + 1 and face["cut"] == [], face
    assert face["k"] >= 0.6, face
    time.sleep(0.05)
    assert tab.eval(SHOWN) == 0                         # let go: hidden again
