"""Every announcement the host reads to the table is said by the narrator, in the host's words and
without the host's own directions: the Guardian's lynch protection at dawn (004:859), the Bard's
narration (004:121), a dying breath, a death by the disease, a lynch cancelled… Before, the narrator
said only the dawn deaths; a `tell` beat ("Announce: the Guardian protects player 7…") was on the
card and never spoken, and two such beats in a row were one step to the pacer. The words lose the
host's "Announce:" (请宣布：, Verkünde:, Annoncez :): the card shows them as the lines to read aloud."""
from __future__ import annotations

import pytest

from tests.engine.helpers import game, guardian_dawn, nxt, run_night, skip_to, vote
from werewolf_desktop.audio.pacing import Pacer, Say, Spread
from werewolf_desktop.audio.script import ANNOUNCING_KINDS, DAY_KINDS_SPOKEN, segments, speech_for
from werewolf_desktop.i18n import LANGUAGES, tr
from werewolf_desktop.ui.game.step_card import read_aloud

TOWN = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager", "bard"]


def said_until(g, lang: str, kind: str) -> list[tuple[str, tuple[str, ...], str]]:
    """Move on with "next" until a prompt of `kind`, letting the pacer say each step to its end:
    (the prompt's kind, what was said, its words on the card) for each step that said something."""
    pacer = Pacer(Spread(0, 0), hands_free=False)
    said: list[tuple[str, tuple[str, ...], str]] = []
    for _ in range(40):
        cmds = pacer.prompt(g.prompt, lang, g.state.options, len(g.inputs), 0.0)
        while True:
            texts = [t for c in cmds if isinstance(c, Say) for t in c.texts]
            if not texts:
                break
            said.append((g.prompt.kind, tuple(texts), read_aloud(g.prompt, lang)))
            cmds = pacer.spoken(0.0)
        if g.prompt.kind == kind:
            return said
        nxt(g)
    raise AssertionError(f"never reached {kind}")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_guardians_protection_is_said_after_the_bards_narration(lang):
    g = guardian_dawn(TOWN, shield=8)                             # the Bard: his narration, then the protection
    said = said_until(g, lang, "exile_vote")
    tells = [(texts, card) for kind, texts, card in said if kind == "tell"]
    assert len(tells) == 2, said                                # two announcements in a row: both said
    # the cause is the office, never the holder's own role (a villager here: 004:123, 004 §6)
    assert tells[0][0] == tuple(segments(tr("narrate.mark", lang, cause_role="guardian")))
    assert tells[1][0] == tuple(segments(tr("beat.lynch_immune", lang, seats=[8])))
    assert "8" in tells[1][0][0]
    for prefix in ("Announce", "宣布", "Verkünde", "Annoncez"):  # the host's direction is not read out
        assert not any(prefix in t for _, texts, _ in said for t in texts)


@pytest.mark.parametrize("lang", ["zh", "de"])
def test_what_the_narrator_says_at_an_announcement_or_a_call_is_what_the_card_reads(lang):
    """The rule, not the case: at every announcing beat of a day, and at every call to the table (for
    candidates, to vote), the narrator says the card's words to read aloud, stage directions left
    out, and nothing else. Before, "想竞选警长的玩家请举手" and "Today's election is for the Mayor"
    (the beat's composed words since issue 29.10) were on the card and never said."""
    def check(g, until: str) -> set:
        seen = set()
        for _ in range(60):
            p = g.prompt
            if p.kind in DAY_KINDS_SPOKEN + ANNOUNCING_KINDS:
                seen.add((p.say or {}).get("key") or p.kind)
                card = read_aloud(p, lang).split("\n\n")                  # the card's paragraphs
                assert speech_for(p, lang, g.state.options).texts() == tuple(s for part in card for s in segments(part))
            if p.kind == until:
                return seen
            if p.kind == "election_candidates":
                g.apply({"t": "candidates", "seats": [4]})
            else:
                nxt(g)
        raise AssertionError(until)

    g = game(TOWN, ruleset="revamped", elections="offices")
    run_night(g)
    assert {"beat.announce_peaceful", "beat.office_candidates"} <= check(g, "exile_vote")
    assert {"beat.announce_peaceful", "beat.lynch_immune", "exile_vote"} <= check(guardian_dawn(TOWN, shield=7), "exile_vote")
    g = game(["werewolf", "werewolf", "seer", "witch", "hunter", "guard", "villager", "villager", "villager"])
    run_night(g)
    assert "beat.election_candidates" in check(g, "election_candidates")      # the sheriff's call
    assert speech_for(g.prompt, lang, g.state.options).texts() == tuple(segments(tr("beat.election_candidates", lang)))


def test_a_death_for_a_missed_vote_is_said_when_told():
    """Announcements after the vote too: a missed mandatory vote (004:1065) is said when it is told."""
    g = game(["werewolf", "werewolf", "survivor", "villager", "villager", "villager", "villager"], ruleset="revamped")
    run_night(g)
    skip_to(g, "exile_vote")
    vote(g, {})                                                # the Survivor did not vote: dies at once
    skip_to(g, "tell")
    assert g.prompt.say["key"] == "beat.missed_vote"
    for lang in LANGUAGES:
        texts = speech_for(g.prompt, lang, g.state.options).texts()
        assert texts and texts[-1] == segments(tr("beat.missed_vote", lang, seat=3))[-1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_resignation_is_read_and_said(lang):
    """004:838: a holder resigns, at the dawn announcement (vacant at once) or during the day's talk
    (vacant from dusk); the table is told either way. Before, the card and the narrator said nothing
    and only the timeline had it."""
    g = game(TOWN, ruleset="revamped", elections="offices")
    run_night(g)
    skip_to(g, "election_candidates")
    g.apply({"t": "candidates", "seats": [4]})
    skip_to(g, "discussion")
    pacer = Pacer(Spread(0, 0), hands_free=False)
    pacer.prompt(g.prompt, lang, g.state.options, len(g.inputs), 0.0)
    g.apply({"t": "resign", "seat": 4, "office": "mayor"})            # end-day: the Mayor's until dusk
    told = tr("result.office_resigned", lang, seat=4, office_role="mayor")
    said = pacer.prompt(g.prompt, lang, g.state.options, len(g.inputs), 1.0)   # the same beat: said now
    assert [c.texts[0] for c in said if isinstance(c, Say)] == [segments(told)[0]]
    assert told in read_aloud(g.prompt, lang)
    assert tuple(segments(told)) == speech_for(g.prompt, lang, g.state.options).texts()[:len(segments(told))]
    g2 = game(TOWN, ruleset="revamped", elections="offices")
    run_night(g2)
    skip_to(g2, "election_candidates")
    g2.apply({"t": "candidates", "seats": [4]})
    while g2.state.phase == "day":
        vote(g2, {}) if g2.prompt.kind == "exile_vote" else nxt(g2)
    run_night(g2)
    assert g2.prompt.kind == "announce"
    g2.apply({"t": "resign", "seat": 4, "office": "mayor"})           # end-night: vacant at once
    told = tr("result.office_resigned_now", lang, seat=4, office_role="mayor")
    assert read_aloud(g2.prompt, lang).startswith(told)
    assert speech_for(g2.prompt, lang, g2.state.options).texts()[0] == segments(told)[0]
