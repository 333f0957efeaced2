"""Results read aloud and spoken (issue 29.7) and a dead player's words that do not depend on the
role (issue 29.8, 003:88): on the real step card and in what the narrator says."""
from __future__ import annotations

from werewolf_desktop.audio.script import speech_for
from werewolf_desktop.i18n import LANGUAGES, tr
from werewolf_desktop.ui.game.step_card import read_aloud

from ..engine.helpers import game, run_night, to_exile_vote, vote
from .helpers_console import Moderator, open_window, start_game
from .test_console_game import play_village_win

STD9 = ["werewolf", "werewolf", "seer", "witch", "hunter", "guard", "villager", "villager", "villager"]


def _heard_after_the_exile(roles, lang):
    """Everything read aloud (card) and spoken (voice) from the exile of seat 5 to nightfall."""
    g = game(roles)
    run_night(g, pack=("kill", 7))
    g.apply({"t": "candidates", "seats": []})
    to_exile_vote(g)
    vote(g, {v: 5 for v in g.prompt.voters if v != 5})
    read, spoken = [], []
    while g.state.phase == "day":
        p = g.prompt
        read.append(read_aloud(p, lang))
        speech = speech_for(p, lang)
        spoken.extend(speech.texts() if speech else ())
        if p.kind == "hunter_shot":
            g.apply({"t": "shoot", "seat": None})            # he declines
        else:
            g.apply({"t": "next"})
    return "\n\n".join(t for t in read if t), spoken


def test_what_is_read_for_an_exiled_player_does_not_depend_on_the_role():
    hunter_at_5 = STD9
    villager_at_5 = STD9[:4] + ["villager", "guard", "hunter"] + STD9[7:]
    for lang in LANGUAGES:
        hunter_read, hunter_spoken = _heard_after_the_exile(hunter_at_5, lang)
        villager_read, villager_spoken = _heard_after_the_exile(villager_at_5, lang)
        assert hunter_read == villager_read, lang
        assert hunter_spoken == villager_spoken, lang
        assert tr("result.exiled", lang, seat=5) in hunter_read


def test_results_are_on_the_card_and_spoken(qtbot):
    window = open_window(qtbot, lang="de")
    start_game(window)
    m = Moderator(qtbot, window)
    seen = {}

    def checks(m, p):
        for r in p.results:
            line = tr(r["key"], "de", **r["params"])
            seen[r["key"]] = line
            assert line in m.console.card.lines.text()
            speech = speech_for(p, "de")
            assert speech is not None and line.rstrip(".") in " ".join(speech.opening)
        if p.kind == "hunter_shot":
            assert "Jäger" not in m.console.card.lines.text()
            assert tr("ui.card.hunter_private", "de", seat=p.seat) in m.console.card.note.text()

    play_village_win(m, checks)
    assert {"result.sheriff_elected", "result.exiled", "result.shot"} <= set(seen), seen
