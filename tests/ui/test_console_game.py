"""A whole 12-player 狼人杀 game (444 with guard), played through the real widgets: every input is
a click on a seat or a button, or a key through the window's shortcuts."""
from __future__ import annotations

from PySide6.QtCore import Qt

from werewolf_desktop.engine import Game
from werewolf_desktop.i18n import tr

from .helpers_console import Moderator, open_window, role_names, start_game


def play_village_win(m: Moderator, checks=None):
    """Seed 7: wolves 1 4 5 7, witch 2, hunter 8, guard 9, seer 11. The village wins on day 2."""
    night_plan = {
        1: {"guard": 3, "pack": 3, "witch": ("poison", 1), "seer": 4},
        2: {"guard": 11, "pack": 8, "seer": 5},
    }
    exile_plan = {1: 4, 2: 7}
    seen = set()
    for _ in range(400):
        if m.window.session.over:
            return
        p = m.prompt
        if checks:
            checks(m, p)
        seen.add(p.kind if p.kind != "night_step" else p.step)
        if p.kind == "night_step":
            plan = night_plan.get(p.night, {}).get(p.step)
            acted = any(a["done"] for a in p.actions)
            if plan is not None and not acted and p.actor_alive:
                if isinstance(plan, tuple):
                    assert m.console.findChild(type(m.console.primary_btn), "Act_save") is not None
                    m.seat(plan[1])          # poison is the seat action at the witch's step
                else:
                    m.seat(plan)
                assert m.prompt.step == p.step and any(a["done"] for a in m.prompt.actions), m.banner()
                continue
            m.next()
        elif p.kind == "election_candidates":
            m.seat(11)
            assert 11 in m.console.selection
            m.enter()                        # one candidate: elected after the speech
            assert m.state.election["running"] == [11]
        elif p.kind == "exile_vote":
            target = exile_plan[p.day]
            votes = {v: (target if v != target else p.voters[0] if p.voters[0] != target else None) for v in p.voters}
            m.vote(votes)
            assert m.console.ballot.model.count(target) == sum(p.weights.get(v, 1) for v in p.voters if v != target)
            m.next()
        elif p.kind == "hunter_shot":
            m.seat(5)
        else:
            m.next()
    raise AssertionError("the game did not end")


def test_whole_game_through_the_widgets(qtbot):
    window = open_window(qtbot, lang="zh")
    session = start_game(window)
    m = Moderator(qtbot, window)

    def checks(m, p):
        # the step card always has the words to read and a title
        assert m.console.card.title.text()
        if p.kind == "night_step" and p.step == "witch" and p.night == 1:
            assert m.console.card.private_view.info == {"kind": "wolf_victim", "seat": 3, "powerless": False}
            assert "3" in m.console.card.private_view.caption
        if p.kind == "night_step" and p.step == "seer" and p.show:
            assert p.show["thumb"] in ("up", "down")

    play_village_win(m, checks)
    assert session.state.sheriff == 11
    assert window.stack.currentWidget() is window.game_over
    headline = window.game_over.headline.text()
    assert tr("win.village", "zh") in headline
    # every role revealed on the game-over screen
    shown = " ".join(window.game_over.texts())
    assert all(name in shown for name in role_names(["werewolf", "witch", "seer", "guard", "hunter"]) if
               any(ch > "\u3000" for ch in name))
    # saved in the history as finished, and the record replays to the same end
    store = window.store
    games = {g["id"]: g for g in store.games()}
    assert games[session.game_id]["status"] == "finished"
    assert games[session.game_id]["winner"]["team"] == "village"
    replayed = Game.replay(session.setup, store.load_inputs(session.game_id))
    assert replayed.over and replayed.state.winner == session.state.winner
    assert store.unfinished_game() is None


def test_undo_from_game_over_goes_back_to_the_console(qtbot):
    window = open_window(qtbot, lang="en")
    session = start_game(window)
    m = Moderator(qtbot, window)
    play_village_win(m)
    assert window.stack.currentWidget() is window.game_over
    m.undo()
    assert window.stack.currentWidget() is window.console
    assert not session.over
    assert m.prompt.kind == "exile_vote"
    assert window.store.unfinished_game() == session.game_id     # the undo reopened the record


def test_undo_from_game_over_brings_back_the_last_ballot_as_entered(qtbot):
    """Played on Xvfb: "Undo last step" on the game-over page after the deciding vote showed an
    empty ballot (0/N entered), though Ctrl+Z after any other ballot brings it back as entered
    (issue 29.9): the same from the game-over page, to fix one vote."""
    window = open_window(qtbot, lang="en")
    session = start_game(window)
    m = Moderator(qtbot, window)
    play_village_win(m)
    entered = {int(k): v for k, v in session.game.inputs[-1]["votes"].items()}
    assert session.game.inputs[-1]["t"] == "vote" and entered
    qtbot.mouseClick(window.game_over.undo_btn, Qt.LeftButton)
    ballot = m.console.ballot
    assert m.console.left.currentWidget() is ballot
    assert ballot.model.votes == entered
    assert all(ballot.rows[v][t].isChecked() for v, t in entered.items())


def test_phones_deal_screen_keeps_serving_during_the_game_and_tells_the_story_at_the_end(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window, deal_mode="phones")
    deal = window.deal_view
    assert deal is not None
    m = Moderator(qtbot, window)
    m.enter()
    view = deal.view_provider(2)                 # what seat 2's phone page shows now
    assert view["seat"] == 2 and view["role"] == "witch"
    play_village_win(m)
    assert window.stack.currentWidget() is window.game_over
    assert window.deal_view is deal              # up after the end: the phones tell the story (issue 33)
    assert deal.view_provider(2)["story"]         # … until the host closes the page
    window.game_over.phones_btn.click()
    assert window.deal_view is None
