"""What a player learned privately, on their own phone only, and only once it is due.

Games driven through `Game.apply` (a 狼人杀 game with the seed 004 Runner and a Werewolves Revamped one
with the Infected Wolf) and served by the real server on 127.0.0.1: every seat's page and view.json
are fetched after every input; nothing learned shows before the dawn announcement, afterwards exactly
the addressed seats list it, under the cover, and every page keeps its padded size. Plus the wording:
every `notice.*` text reads right for a player, or has a `learned.*` twin that does.
"""
from __future__ import annotations

import json
import re
import secrets
from html import unescape
from pathlib import Path

import pytest

from werewolf_desktop.deal import DealServer, Tokens
from werewolf_desktop.deal.page import PAGE_BYTES, VIEW_BYTES, pad, render_page
from werewolf_desktop.deal.phrases import learned_text, learned_when
from werewolf_desktop.deal.told import told_views
from werewolf_desktop.deal.view import LEARNED_LIMIT, TEXT_LIMIT, public_view, view_json
from werewolf_desktop.i18n import LANGUAGES, all_strings, tr

from ..engine.helpers import act, game, nxt, vote
from .helpers import get, page_path

ROOT = Path(__file__).resolve().parents[2]
# Words that address the moderator or describe the moderator's gesture, not the player.
MODERATOR = {"en": r"\b[Tt]ell\b|privately|\bthumb\b|^(Show|Hand)\b",
             "de": r"\b[Ss]ag(t)?\b|unter vier Augen|Daumen|^(Zeig|Gib)\b",
             "zh": r"告知|告诉|私下|拇指|交给|给.*看",
             "fr": r"\b[Dd]ites\b|en privé|\bpouce\b|^(Montrez|Remettez)\b"}


# --- the wording ------------------------------------------------------------------------------------------

def placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", text))


def test_every_notice_reads_right_for_a_player_or_has_its_learned_twin():
    """Enumerates the keys, so a new notice comes with its phone wording or this fails."""
    strings = all_strings()
    notices = sorted(k for k in strings if k.startswith("notice."))
    assert notices
    for key in notices:
        twin = "learned." + key.removeprefix("notice.")
        shown = strings.get(twin, strings[key])
        assert set(shown) == set(LANGUAGES), twin
        for lang in LANGUAGES:
            assert not re.search(MODERATOR[lang], shown[lang]), \
                f"{key} ({lang}) is written for the moderator: add {twin} to the engine catalogue (docs/translations.md)"
            assert placeholders(shown[lang]) <= placeholders(strings[key]["en"]), (twin, lang)
    orphans = [k for k in strings if k.startswith("learned.") and "notice." + k.removeprefix("learned.") not in strings]
    assert orphans == []


def test_every_notice_the_engine_and_the_roles_give_has_a_text():
    sources = [p.read_text(encoding="utf-8") for p in (ROOT / "werewolf_desktop" / "engine").rglob("*.py")]
    sources += [p.read_text(encoding="utf-8") for p in (ROOT / "resources" / "roles").glob("*.json")]
    used = {k for text in sources for k in re.findall(r'"(notice\.[a-z0-9_]+)"', text)}
    assert "notice.survived_attack" in used
    assert used <= set(all_strings()), used - set(all_strings())


def test_when_a_notice_was_given():
    assert [learned_when(n, d, "en") for n, d in [(1, 0), (2, 1), (2, 2), (0, 0)]] == \
        ["Night 1", "Night 2", "Day 2", "Start"]
    assert learned_when(3, 2, "zh") == "第3夜" and learned_when(3, 3, "de") == "Tag 3"
    assert learned_text("notice.survived_attack", {"seat": 5}, "en") == \
        "You were attacked by the werewolves that night and escaped."
    assert learned_text("notice.saw_role", {"seat": 5, "role": "werewolf"}, "de") == "Platz 5 ist: Werwolf."
    assert learned_text("notice.nothing_like_this", {}, "en") is None


# --- games through Game.apply ----------------------------------------------------------------------------

def serve(g):
    seats = [s.seat for s in g.state.seats]
    server = DealServer(lambda seat: told_views(g.state)[seat], Tokens(secrets.token_bytes(32), 1, seats),
                        host="127.0.0.1", port=0)
    server.start()
    return server


def phones(server, g):
    """{seat: (page, view.json)} as every phone would fetch them now (the page in English)."""
    out = {}
    for s in g.state.seats:
        page = get(server, page_path(server, s.seat, "lang=en")).body
        view = get(server, page_path(server, s.seat) + "/view.json").body
        assert len(page) == PAGE_BYTES and len(view) == VIEW_BYTES      # whatever is learned
        out[s.seat] = (page, view)
    return out


def learned_on(page: bytes) -> list[str]:
    """The "what you learned" lines of a page ("Night 1 You were …"), tags stripped."""
    block = re.search(r'<div class="learned">(.*?)</div>', page.decode())
    if not block:
        return []
    return [" ".join(unescape(re.sub(r"<[^>]+>", " ", li)).split()) for li in re.findall(r"<li>(.*?)</li>", block.group(1))]


def line(key: str, night: int, day: int, **params) -> str:
    return f"{learned_when(night, day, 'en')} {learned_text(key, params, 'en')}"


def check(snapshot, expected: dict[int, list[str]]):
    """Every seat's page lists exactly what it was told, all under the cover; view.json agrees."""
    for seat, (page, view) in snapshot.items():
        lines = learned_on(page)
        assert lines == expected.get(seat, []), seat
        assert len(json.loads(view)["learned"]) == len(expected.get(seat, []))
        if lines:                                                      # inside the face, never on the cover
            face = page.decode().split('<div class="face">', 1)[1]
            assert '<div class="learned">' in face.split("</section>", 1)[0]
            cover = page.decode().split('<div class="cover">', 1)[1].split('<div class="face">', 1)[0]
            assert tr("deal.learned.title", "en") not in cover


def night_until_announcement(g, server, choices, elected=None):
    """Play from the night's start to the dawn announcement; no phone changes on the way."""
    before = phones(server, g)
    inputs = 0
    while g.prompt.kind != "announce":
        p = g.prompt
        if p.kind == "night_step" and p.step in choices and not any(a["done"] for a in p.actions):
            act(g, *choices[p.step])
        elif p.kind == "election_candidates":
            g.apply({"t": "candidates", "seats": [elected]} if elected else {"t": "candidates", "seats": []})
        elif p.kind == "election_vote":
            vote(g, {v: elected for v in p.voters})
        else:
            nxt(g)
        inputs += 1
        assert inputs < 200
        yield before, phones(server, g)


def test_wolfsbane_runner_learns_its_escape_after_the_announcement_and_nobody_else_does():
    """狼人杀 with the seed 004 Runner: the pack attacks the Runner, who escapes (004:198-200)."""
    roles = ["werewolf", "werewolf", "seer", "witch", "runner", "villager", "villager", "villager", "villager"]
    g = game(roles)                              # standard rules: the sheriff election comes first on day 1
    server = serve(g)
    try:
        for before, now in night_until_announcement(g, server, {"pack": ("kill", 5)}, elected=3):
            assert now == before, g.prompt.kind                      # nothing at all changes before it
        nxt(g)                                                       # the moderator reads the announcement
        after = phones(server, g)
        escaped = line("notice.survived_attack", 1, 0, seat=5)
        check(after, {5: [escaped]})
        assert all(after[s] == before[s] for s in after if s != 5)

        while not (g.state.phase == "night" and g.state.night.number == 2):     # day 1, no exile
            vote(g, {}) if g.prompt.kind == "exile_vote" else nxt(g)
        check(phones(server, g), {5: [escaped], 1: [line("notice.victim_escaped", 2, 1, seat=5, role="runner")],
                                  2: [line("notice.victim_escaped", 2, 1, seat=5, role="runner")]})   # the pack, at its wake
    finally:
        server.stop()


def test_revamped_runner_and_infected_player_learn_it_after_the_announcement():
    """Werewolves Revamped: the pack attacks the Runner, the Infected Wolf infects seat 6 (004:532)."""
    roles = ["werewolf", "infected_wolf", "runner", "villager", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="revamped")
    server = serve(g)
    try:
        for _, now in night_until_announcement(g, server, {"pack": ("kill", 3), "infected_wolf": ("infect", 6)}):
            check(now, {})                                           # nobody has learned anything yet
        nxt(g)
        after = phones(server, g)
        check(after, {3: [line("notice.survived_attack", 1, 0, seat=3)],
                      6: [line("notice.infected", 1, 0, seat=6, role="werewolf_revamped")]})
    finally:
        server.stop()


# --- the view and the page on their own ------------------------------------------------------------------

def seer_view(learned):
    from .seats import make_view

    return {**make_view(3, "Cai", "seer"), "learned": learned}


def test_only_well_formed_notices_reach_the_phone_and_only_the_newest():
    odd = [{"key": "notice.saw_role", "params": {"seat": 5, "role": "werewolf", "secret": {"x": 1},
                                                 "Bad-Name": 1, "names": ["A\u202eB", 2, None]},
            "night": 2, "day": 1, "to": 3, "phase": "night", "step": "seer"},
           {"key": "../etc", "params": {}, "night": 1, "day": 0}, "junk", {"key": "notice.protected", "night": True}]
    view = public_view(seer_view(odd))
    assert view["learned"] == [{"key": "notice.saw_role", "params": {"seat": 5, "role": "werewolf", "secret": None,
                                                                     "names": ["AB", 2]}, "night": 2, "day": 1,
                                "own": False},
                               {"key": "notice.protected", "params": {}, "night": 0, "day": 0, "own": False}]
    many = [{"key": "notice.threat", "params": {"seat": n}, "night": n, "day": n - 1} for n in range(1, 12)]
    view = public_view(seer_view(many))
    assert [n["night"] for n in view["learned"]] == list(range(12 - LEARNED_LIMIT, 12))
    assert view["learned_earlier"] == 11 - LEARNED_LIMIT
    page = render_page(view, "en", "/p/x/view.json")[0].decode()
    assert tr("deal.learned.earlier", "en", n=11 - LEARNED_LIMIT) in page and "Seat 11 is a threat." in page
    assert "Seat 1 is a threat." not in page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_longest_learned_list_keeps_the_page_size(lang):
    """The newest LEARNED_LIMIT notices with the longest texts there are (a journal of Chinese text cut to
    TEXT_LIMIT, long names), on the longest role: the page and view.json keep their padded sizes."""
    from .test_phone_browser import worst_view

    def params(key):
        return {name: "欧阳娜" * 70 if name in ("text", "question") else
                "Maximilian Hohenzollern-Sigmaringen" if "role" in name or name == "name" else 18
                for name in placeholders(all_strings()[key]["en"])}

    keys = sorted((k for k in all_strings() if k.startswith("notice.")),
                  key=lambda k: len((learned_text(k, params(k), lang) or "").encode()))[-LEARNED_LIMIT:]
    learned = [{"key": k, "params": params(k), "night": 12, "day": 12} for k in keys + [keys[-1]] * LEARNED_LIMIT]
    view = public_view({**worst_view(7, lang), "learned": learned})
    assert any(len(v) == TEXT_LIMIT for n in view["learned"] for v in n["params"].values() if isinstance(v, str))
    page, _ = render_page(view, lang, "/p/" + "a" * 26 + "/view.json")
    assert len(page) == PAGE_BYTES
    assert len(pad(view_json(view), VIEW_BYTES)) == VIEW_BYTES
