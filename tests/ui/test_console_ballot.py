"""Entering a ballot at the table: a voter is "not entered" until the host enters a vote or an
abstention; an early Enter records nothing and asks; the counter counts entered voters."""
from __future__ import annotations

from PySide6.QtCore import Qt

from werewolf_desktop.i18n import tr

from .helpers_console import Moderator, open_window, start_game


def to_exile_vote(qtbot, lang="en"):
    window = open_window(qtbot, lang=lang)
    start_game(window)
    m = Moderator(qtbot, window)
    while m.prompt.phase == "night":
        m.enter()
    m.button("NobodyRuns")
    while m.prompt.kind != "exile_vote":
        m.enter()
    return window, m


def test_an_early_enter_on_an_untouched_ballot_records_nothing_and_asks(qtbot):
    window, m = to_exile_vote(qtbot)
    ballot = m.console.ballot
    voters = list(m.prompt.voters)
    before = m.inputs()
    assert not any(b.isChecked() for row in ballot.rows.values() for b in row.values())   # nobody pre-set
    assert ballot.submit_btn.text() == tr("ui.ballot.submit", "en", n=0, total=len(voters))
    m.enter()
    assert m.inputs() == before and m.prompt.kind == "exile_vote"
    assert ballot.confirm.isVisible()
    assert ballot.confirm_label.text() == tr("ui.ballot.ask_missing", "en", n=len(voters), seats=voters)
    m.enter()                                        # a second Enter does not answer the question
    assert m.inputs() == before
    qtbot.mouseClick(ballot.keep_btn, Qt.LeftButton)
    assert not ballot.confirm.isVisible() and m.inputs() == before


def test_the_counter_counts_entered_voters_abstentions_included(qtbot):
    window, m = to_exile_vote(qtbot)
    ballot = m.console.ballot
    voters = list(m.prompt.voters)
    target = voters[0]
    votes = {v: (target if v != target else None) for v in voters}    # all entered, one abstains
    m.vote(dict(list(votes.items())[:3]))
    assert ballot.submit_btn.text() == tr("ui.ballot.submit", "en", n=3, total=len(voters))
    assert ballot.missing_label.text() == tr("ui.ballot.missing", "en", seats=voters[3:])
    m.vote(votes)
    assert ballot.submit_btn.text() == tr("ui.ballot.submit", "en", n=len(voters), total=len(voters))
    assert ballot.rows[target][None].isChecked()                       # the abstention shows as entered
    assert not ballot.missing_label.isVisible()
    before = m.inputs()
    m.enter()
    assert m.inputs() == before + 1
    ballot_record = m.state.ballots[-1]
    assert ballot_record.votes[target] is None and ballot_record.counts[target] == len(voters) - 1


def test_the_rest_abstain_only_when_the_host_says_so(qtbot):
    window, m = to_exile_vote(qtbot, lang="de")
    ballot = m.console.ballot
    voters = list(m.prompt.voters)
    target = voters[1]
    m.vote({voters[0]: target})
    m.enter()
    rest = voters[1:]
    assert ballot.confirm.isVisible()
    assert ballot.rest_btn.text() == tr("ui.ballot.rest_abstain", "de", n=len(rest))
    m.vote({v: target for v in rest[:-1] if v != target})               # the question follows the entries
    left = ballot.model.missing()
    assert ballot.confirm_label.text() == tr("ui.ballot.ask_missing", "de", n=len(left), seats=left)
    before = m.inputs()
    qtbot.mouseClick(ballot.rest_btn, Qt.LeftButton)
    assert m.inputs() == before + 1
    record = m.state.ballots[-1]
    assert all(record.votes[v] is None for v in left)


def test_one_missing_voter_is_asked_about_in_the_singular():
    assert tr("ui.ballot.ask_missing", "en", n=1, seats=[7]).startswith("Seat 7 has not")
    assert tr("ui.ballot.ask_missing", "de", n=2, seats=[3, 7]).startswith("2 Wähler sind")
    assert tr("beat.announce_deaths", "de", seats=[3]) == "Letzte Nacht ist Spieler 3 gestorben."
    assert tr("beat.announce_deaths", "de", seats=[3, 7]) == "Letzte Nacht sind die Spieler 3 und 7 gestorben."
    assert tr("beat.announce_deaths", "en", seats=[5]) == "Last night, player 5 died."


def test_an_18_player_ballot_shows_every_column_at_1366x768(qtbot):
    """17 candidates and "abstain" fit beside the voters' names: the buttons get narrower (never
    below 24 px) instead of hiding the last columns behind a sideways scroll bar; a 12-player ballot
    keeps its full-width buttons."""
    from werewolf_desktop.engine import Setup
    from werewolf_desktop.ui.game.ballot_grid import BUTTON_WIDTH, MIN_BUTTON_WIDTH

    window = open_window(qtbot, lang="de", size=(1366, 768))
    names = [f"Spielerin {i}" for i in range(1, 19)]
    start_game(window, setup=Setup.create(names, preset="duesterwald", seed=5, deal_mode="laptop", lang="de"))
    m = Moderator(qtbot, window)
    for _ in range(300):
        p = m.prompt
        if p.kind == "exile_vote":
            break
        todo = [a for a in p.actions if a["available"] and not a["done"] and a["min_targets"]] \
            if p.kind == "night_step" else []
        if todo:
            window.session.apply({"t": "act", "action": todo[0]["id"],
                                  "seats": todo[0]["candidates"][:todo[0]["min_targets"]]})
        elif p.kind == "election_candidates":
            window.session.apply({"t": "candidates", "seats": []})
        else:
            window.session.apply({"t": "next"})
    ballot = m.console.ballot
    assert m.prompt.kind == "exile_vote" and len(m.prompt.candidates) >= 15
    assert ballot.scroll.horizontalScrollBar().maximum() == 0
    widths = {b.width() for row in ballot.rows.values() for b in row.values()}
    assert len(widths) == 1 and MIN_BUTTON_WIDTH <= widths.pop() < BUTTON_WIDTH


def test_a_12_player_ballot_keeps_full_width_buttons(qtbot):
    from werewolf_desktop.ui.game.ballot_grid import BUTTON_WIDTH

    window, m = to_exile_vote(qtbot)
    ballot = m.console.ballot
    assert {b.width() for row in ballot.rows.values() for b in row.values()} == {BUTTON_WIDTH}
    assert ballot.scroll.horizontalScrollBar().maximum() == 0


def test_undoing_a_ballot_brings_back_the_votes_as_entered(qtbot):
    """Issue 29.9: Ctrl+Z after a ballot shows the grid with every vote as it was entered (to fix
    one), not an empty grid."""
    window, m = to_exile_vote(qtbot)
    ballot = m.console.ballot
    voters = list(m.prompt.voters)
    target = voters[0]
    votes = {v: (target if v != target else None) for v in voters}
    votes[voters[1]] = voters[2]
    m.vote(votes)
    m.enter()
    assert m.prompt.kind != "exile_vote"
    m.undo()
    assert m.prompt.kind == "exile_vote" and m.console.left.currentWidget() is ballot
    assert ballot.model.votes == votes
    assert all(ballot.rows[v][t].isChecked() for v, t in votes.items())
    assert ballot.submit_btn.text() == tr("ui.ballot.submit", "en", n=len(voters), total=len(voters))
    m.vote({voters[1]: target})                      # fix one vote and submit again
    before = m.inputs()
    m.enter()
    assert m.inputs() == before + 1 and m.state.ballots[-1].votes[voters[1]] == target


def test_one_submit_button_with_the_count(qtbot):
    """Issue 29.15: the ballot had two submit buttons with different labels; the big button is the
    only one, and it counts the entered voters."""
    from PySide6.QtWidgets import QPushButton

    window, m = to_exile_vote(qtbot)
    ballot = m.console.ballot
    voters = list(m.prompt.voters)
    label = lambda n: tr("ui.ballot.submit", "en", n=n, total=len(voters))          # noqa: E731
    visible = [b for b in window.findChildren(QPushButton) if b.isVisible() and label(0) in b.text()]
    assert visible == [m.console.primary_btn]
    assert not ballot.submit_btn.isVisible()
    m.vote({voters[0]: voters[1]})
    assert label(1) in m.console.primary_btn.text()


def test_a_language_change_during_a_ballot_relabels_the_grid(qtbot):
    """Played on Xvfb: a host who switched from 中文 to English while the ballot was open kept the
    grid's corner (投票人) and the abstain column (弃) in Chinese until the next ballot. The whole grid
    follows the language at once, and the votes entered stay."""
    window, m = to_exile_vote(qtbot, lang="zh")
    ballot = m.console.ballot
    voters = list(m.prompt.voters)
    m.vote({voters[0]: voters[1], voters[2]: None})
    for lang in ("en", "de", "fr", "zh"):
        window.set_language(lang)
        grid = ballot.grid_host
        assert grid.corner.text() == tr("ui.ballot.voter", lang)
        heads = [lab.text() for lab in grid.heads if not lab.isHidden()]
        assert heads[-1] == tr("ui.ballot.abstain_short", lang)
        abstain = ballot.rows[voters[0]][None]
        assert abstain.toolTip() == tr("ui.ballot.abstain_tip", lang, voter=voters[0])
        assert ballot.model.votes == {voters[0]: voters[1], voters[2]: None}
        assert ballot.rows[voters[0]][voters[1]].isChecked() and ballot.rows[voters[2]][None].isChecked()
