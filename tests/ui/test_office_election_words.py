"""An office's election (004 §6: the Mayor, the Reporter, the Guardian of Werewolves Revamped) is read
in its own words in every language — 竞选发言, 参选, 退选, "Wahlrede", "Maire" — on the step card
(title, lines, hint, buttons), by the narrator and on the projector. Before, it was read in 狼人杀's
sheriff election jargon ("点击每一位举手上警的玩家", "无人上警", "警上发言", "退水", "上一轮警长投票").
The sheriff's election (狼人杀 standard) keeps its words exactly."""
import re

import pytest

from werewolf_desktop.audio.script import speech_for
from werewolf_desktop.describe import describe
from werewolf_desktop.engine import offices, public_view
from werewolf_desktop.engine.day import withdraw
from werewolf_desktop.engine.errors import RuleError
from werewolf_desktop.i18n import role_name, tr
from werewolf_desktop.ui.game.projector import ProjectorWindow

from .helpers_console import Moderator, open_window, start_game
from .test_console_rules import through_night
from .test_saboteur_told import NAMES, start_revamped

SHERIFF_WORDS = {"zh": re.compile("警|退水"), "de": re.compile("Hauptmann"), "fr": re.compile("Capitaine"),
                 "en": re.compile("[Ss]heriff")}


def walk(qtbot, window, m, lang, shot=None):
    """Every text the host and the table see at each step of the day's election, a tie and its PK
    included; a candidate withdraws during the speeches."""
    projector = ProjectorWindow(lang)
    qtbot.addWidget(projector)
    seen = []
    lines = {}                                                   # the card's words to read, at each step

    def look(tag):
        lines[tag] = window.console.card.lines.text()
        projector.show_public(public_view(m.state))
        said = speech_for(m.prompt, lang, m.state.options)
        seen.extend((tag, t) for t in window.console.texts() + [window.console.primary_btn.text()]
                    + list(said.texts() if said else ()) + projector.texts())
        if shot:
            qtbot.wait(50)
            window.grab().save(f"/tmp/{shot}_{tag}.png")

    look("candidates")
    m.seat(3), m.seat(4), m.seat(5)
    look("candidates_marked")
    m.enter()
    look("speech")
    m.menu("Withdraw", 5)
    m.enter()
    look("speech_2")
    m.enter()
    look("vote")
    plain = [v for v in m.prompt.voters if not offices.held(m.state, v)]     # no office's extra vote
    m.vote({v: (3 if i % 2 else 4) if i < len(plain) // 2 * 2 else None for i, v in enumerate(plain)} |
           {v: None for v in m.prompt.voters if v not in plain})                                    # a tie
    m.enter()
    assert m.prompt.kind == "election_pk_speech"
    look("pk_speech")
    m.enter(), m.enter()
    assert m.prompt.kind == "election_pk_vote"
    look("pk_vote")
    m.vote({v: 3 for v in m.prompt.voters})
    m.enter()
    look("after")
    names = {s.seat: s.name for s in m.state.seats}
    seen.extend(("timeline", describe(e, lang, names, m.state.ruleset) or "") for e in m.state.timeline)   # and the story
    return seen, lines


@pytest.mark.parametrize("lang,office", [("zh", "mayor"), ("de", "mayor"), ("fr", "mayor"), ("en", "mayor"),
                                         ("zh", "reporter"), ("zh", "guardian"), ("de", "guardian"), ("fr", "reporter")])
def test_an_office_election_reads_its_own_words(qtbot, lang, office):
    window, m = start_revamped(qtbot, lang)
    order = [r.id for r in offices.offices(m.state)]                # Mayor > Reporter > Guardian (004:832)
    for above in order[:order.index(office)]:
        offices.take_office(m.state, above, 8, "test")         # the offices above it are held: today elects it
    through_night(m)
    while m.prompt.kind != "election_candidates":
        m.next()
    assert m.prompt.office == office
    seen, seen_lines = walk(qtbot, window, m, lang, shot=f"office_words_{office}_{lang}")
    assert [(tag, t) for tag, t in seen if SHERIFF_WORDS[lang].search(t)] == []
    texts = [t for _, t in seen]
    assert any(tr("ui.beat.election_speech.office", lang, office_role=office) in t for t in texts)
    # the office named first, then the script's words that call the candidates and count the vote
    assert seen_lines["candidates"].index(tr("beat.office_candidates", lang, office_role=office)) == 0
    assert seen_lines["vote"].index(tr("beat.office_vote", lang, office_role=office)) == 0
    assert any(tr("ui.ballot.kind.election.office", lang, office_role=office) in t for t in texts)   # the projector
    assert any(tag == "timeline" and role_name(office, lang) in t for tag, t in seen)        # the timeline, the story
    with pytest.raises(RuleError) as refused:                 # no election now: the refusal says so in its words
        withdraw(m.state, m.state.agenda[0], {"t": "withdraw", "seat": 3})
    assert refused.value.key == "rule.withdraw_not_now.office"


def test_the_sheriff_election_keeps_its_words(qtbot):
    window = open_window(qtbot, lang="zh")
    start_game(window, names=NAMES + ["Ivy", "Jo", "Kai", "Lu"])
    m = Moderator(qtbot, window)
    through_night(m)
    assert m.prompt.kind == "election_candidates" and not m.prompt.office
    seen, _ = walk(qtbot, window, m, "zh")
    texts = [t for _, t in seen]
    for words in ("点击每一位举手上警的玩家，然后回车。没人上警：点“无人上警”。", "无人上警", "确认上警（3人）",
                  "第1天 · 警上发言", "警上发言：3号玩家请发言。", "发言结束后回车。有人退水：点“退水”。", "退水…",
                  "3号退水", "进入警上PK", "上一轮警长投票", "上一轮警长PK投票", "警长竞选投票：", "当选警长"):
        assert any(words in t for t in texts), words
