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


def test_the_dawn_is_read_before_the_election_call():
    """The dawn card, the night's last, says "天亮了，现在开始警长竞选…" (003:64); the election card that
    follows it has the call only (stop 34: it used to say the dawn line a second time)."""
    g = game(ROLES, win="side")
    run_night(g, pack=("kill", 10))
    p = g.prompt
    assert p.kind == "election_candidates"
    card = read_aloud(p, "zh")
    assert "天亮了" not in card and tr("beat.election_candidates", "zh") in card


def test_duesterwald_tag_0_is_not_greeted_as_a_new_day():
    g = Game(Setup.create(NAMES[:10], preset="duesterwald", seed=1, deal_mode="laptop", lang="de"))
    p = g.prompt
    assert p.kind == "election_candidates" and p.day == 0
    std = _dawn_election_line()
    assert all(text(p.lines, lang) != text(std, lang) for lang in LANGUAGES)
    assert "Es wird Tag" not in read_aloud(p, "de") and "Hauptmann" in read_aloud(p, "de")
    assert "天亮" not in read_aloud(p, "zh")


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


def test_day_one_dawn_and_election_call_are_read_and_spoken_once(qtbot):
    """Stop 34: on a 狼人杀 game's day 1 the dawn card said "天亮了，现在开始警长竞选，竞选开始！" (003:64,
    the night's last line) and the election card said it again before its call; the narrator read it
    twice. On the real console: the line is on the dawn card, the election card has the call only."""
    from .helpers_console import Moderator, open_window, start_game
    from werewolf_desktop.audio.script import speech_for

    window = open_window(qtbot, lang="zh")
    start_game(window)
    m = Moderator(qtbot, window)
    while m.prompt.step != "dawn":
        if m.prompt.step == "pack" and not m.prompt.actions[0]["done"]:
            m.seat(10)
        m.next()
    cards, prompts = [], []
    while True:
        prompts.append(m.prompt)
        cards.append(m.console.card.lines.text())
        if m.prompt.kind == "election_candidates":
            break
        m.next()
    assert [p.step for p in prompts] == ["dawn", "election_candidates"]
    dawn_line = text(_dawn_election_line(), "zh")
    assert "".join(cards).count(dawn_line) == 1 and dawn_line in cards[0]
    assert tr("beat.election_candidates", "zh") in cards[1]
    for lang in LANGUAGES:
        line = text(_dawn_election_line(), lang)
        read = "\n".join(read_aloud(p, lang) for p in prompts)
        spoken = " ".join(t for p in prompts for t in (speech_for(p, lang).texts() if speech_for(p, lang) else ()))
        assert read.count(line) == 1, lang
        first = line.split("，")[0].split(".")[0].split("—")[0].strip()     # "天亮了" / "It is day"
        assert read.count(first) == 1 and spoken.count(first) == 1, (lang, spoken)
        assert read.index(line) < read.index(tr("beat.election_candidates", lang))


def _dawn_election_line():
    from werewolf_desktop.engine.night import steps_by_id
    return steps_by_id()["dawn"].lines_with_election
