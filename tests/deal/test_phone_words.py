"""What a revamped phone says (issue 29.23): the Ice Queen's borrowed ability names its day by
number (never "the following day", read the next morning as tomorrow); the Huntress's own choice is
told back under "Your choices", not as something learned."""
from __future__ import annotations

import re
from html import unescape

from werewolf_desktop.deal.page import render_page
from werewolf_desktop.deal.view import public_view
from werewolf_desktop.engine.views import player_view
from werewolf_desktop.i18n import LANGUAGES, tr

from ..engine.helpers import act, nxt, run_night
from ..engine.revamped import rv, to_step

QUEEN = ["werewolf", "werewolf", "ice_king", "ice_queen", "fortune_teller", "assassin", "guard", "runner",
         "villager", "villager"]


def sections(g, seat: int, lang: str) -> dict[str, list[str]]:
    """{heading: [lines]} of the "learned" blocks of a seat's phone page."""
    page, _ = render_page(public_view({**player_view(g.state, seat), "lang": lang}), lang, "/v")
    out = {}
    for block in re.findall(r'<div class="learned">(.*?)</div>', page.decode()):
        head = unescape(re.search(r"<h3>(.*?)</h3>", block).group(1))
        out[head] = [" ".join(unescape(re.sub(r"<[^>]+>", " ", li)).split()) for li in re.findall(r"<li>(.*?)</li>", block)]
    return out


def test_the_ice_queens_borrowed_ability_names_its_day():
    g = rv(QUEEN)
    to_step(g, "ice_queen")
    act(g, "guess", 5, roles=["fortune_teller"])
    run_night(g, pack=("kill", 10))
    nxt(g)
    notice = next(n for n in player_view(g.state, 4)["learned"] if n["key"] == "notice.power_borrowed")
    assert notice["params"]["day"] == 1                     # guessed on night 1: usable at day 1's dusk
    for lang in LANGUAGES:
        line = tr("notice.power_borrowed", lang, **notice["params"])
        assert "1" in line, (lang, line)
        assert not any(w in line for w in ("following", "folgenden", "suivant", "次日", "接下来")), (lang, line)


def test_the_huntresss_own_target_is_a_choice_not_something_learned():
    g = rv(["werewolf", "werewolf", "huntress", "seer", "villager", "villager", "villager", "villager"])
    to_step(g, "huntress")
    act(g, "aim", 5)
    for lang in LANGUAGES:
        found = sections(g, 3, lang)
        assert list(found) == [tr("deal.chosen.title", lang)], (lang, found)
        assert tr("deal.learned.title", lang) not in found
        assert "5" in found[tr("deal.chosen.title", lang)][0]


def test_the_page_heading_names_the_game_not_a_role():
    """Played with phones (fr): every seat's page, a villager's too, was headed "Loup-Garou · ta carte"
    ("Werewolf · your card" in English) before the card was shown — read as "your card: Werewolf".
    The heading names the game, never a role of the catalogue."""
    from werewolf_desktop.engine import catalogue
    from werewolf_desktop.i18n import text

    for lang in LANGUAGES:
        game = tr("deal.page.game", lang).split("·")[0].strip().casefold()
        roles = {text(r.name, lang).strip().casefold() for r in catalogue().roles.values()}
        assert game not in roles, (lang, game)
