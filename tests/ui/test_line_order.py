"""Issue 29.10: the lines in the order a host reads them. The election card sets the scene ("天亮了…")
before the call ("想竞选警长的玩家请举手"); Düsterwald's Tag 0 does not greet a table that has had no
night with "Es wird Tag"; day 2 has its "天亮了" (the dawn step waits for the host); night 2 starts
with one nightfall, not two."""
from __future__ import annotations

from tests.engine.helpers import NAMES, game, nxt, run_night, vote
from werewolf_desktop.engine import Game, Setup
from werewolf_desktop.i18n import LANGUAGES, text, tr
from werewolf_desktop.ui.game.step_card import read_aloud

ROLES = ["werewolf"] * 4 + ["seer", "witch", "hunter", "guard"] + ["villager"] * 4


def test_the_election_card_reads_the_dawn_before_the_call():
    g = game(ROLES, win="side")
    run_night(g, pack=("kill", 10))
    p = g.prompt
    assert p.kind == "election_candidates"
    card = read_aloud(p, "zh")
    assert card.index("天亮了") < card.index(tr("beat.election_candidates", "zh"))


def test_duesterwald_tag_0_is_not_greeted_as_a_new_day():
    g = Game(Setup.create(NAMES[:10], preset="duesterwald", seed=1, deal_mode="laptop", lang="de"))
    p = g.prompt
    assert p.kind == "election_candidates" and p.day == 0
    std = _std_election_lines()
    assert all(text(p.lines, lang) != text(std, lang) for lang in LANGUAGES)
    assert "Es wird Tag" not in read_aloud(p, "de") and "Hauptmann" in read_aloud(p, "de")
    assert "天亮" not in read_aloud(p, "zh")


def _std_election_lines():
    g = game(ROLES, win="side")
    run_night(g, pack=("kill", 10))
    return g.prompt.lines


def test_day_two_has_its_dawn_and_night_two_one_nightfall():
    g = game(ROLES, win="side", sheriff="none")
    run_night(g, pack=("kill", 10))
    for _ in range(40):
        if g.prompt.kind == "exile_vote":
            vote(g, {})
        elif g.prompt.kind == "dusk":
            break
        else:
            nxt(g)
    dusk = read_aloud(g.prompt, "zh")
    nxt(g)
    assert g.prompt.step == "close_eyes"
    nightfall = read_aloud(g.prompt, "zh")
    assert "天黑" in nightfall and "天黑" not in dusk            # said once, at the night's first step
    while g.prompt.step != "dawn":
        nxt(g)
    assert "天亮了" in read_aloud(g.prompt, "zh") and g.prompt.night == 2
