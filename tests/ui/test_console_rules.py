"""Day and night situations through the real widgets: the sheriff election with a PK tie, a
withdrawal, a hunter's shot, a self-destruct, undo across night and day, and the engine's
refusals shown in the banner with nothing changed."""
from __future__ import annotations

from werewolf_desktop.engine import Game, RuleError
from werewolf_desktop.i18n import tr

from .helpers_console import Moderator, open_window, start_game


def through_night(m: Moderator, plan: dict[str, int] | None = None):
    """Enter through the current night, clicking the planned seat at each step."""
    plan = plan or {}
    night = m.prompt.night
    while m.prompt.phase == "night" and m.prompt.night == night:
        p = m.prompt
        target = plan.get(p.step)
        if target is not None and p.actor_alive and not any(a["done"] for a in p.actions):
            m.seat(target)
            continue
        m.next()


def test_sheriff_election_with_a_pk_tie(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window)
    m = Moderator(qtbot, window)
    through_night(m)
    assert m.prompt.kind == "election_candidates"
    m.seat(11)
    m.seat(8)
    assert window.console.primary_btn.text().startswith(tr("ui.console.confirm_candidates", "en", n=2))
    m.enter()
    assert m.state.election["running"] == [8, 11]
    assert m.prompt.kind == "election_speech" and m.prompt.seat == 8
    assert window.console.circle.tile(8).actor           # the speaker is highlighted
    m.enter()
    m.enter()
    p = m.prompt
    assert p.kind == "election_vote" and 8 not in p.voters and 11 not in p.voters
    voters = p.voters
    m.vote({v: (8 if i % 2 else 11) for i, v in enumerate(voters)})     # 5 : 5
    assert window.console.ballot.model.count(8) == window.console.ballot.model.count(11) == 5
    m.enter()
    p = m.prompt
    assert p.kind == "election_pk_speech"
    assert m.state.ballots[-1].outcome == "tie"
    m.enter()
    m.enter()
    p = m.prompt
    assert p.kind == "election_pk_vote"
    m.vote({v: (11 if i < 6 else 8) for i, v in enumerate(p.voters)})   # 6 : 4
    m.enter()
    assert m.state.sheriff == 11
    assert "★" in window.console.circle.tile(11).marks.text()
    assert m.prompt.kind == "announce"


def test_second_tie_leaves_the_village_without_a_sheriff(qtbot):
    window = open_window(qtbot, lang="zh")
    start_game(window)
    m = Moderator(qtbot, window)
    through_night(m)
    m.seat(2)
    m.seat(3)
    m.enter()
    m.enter()
    m.enter()
    for _ in range(2):
        p = m.prompt
        assert p.kind in ("election_vote", "election_pk_vote")
        m.vote({v: (2 if i % 2 else 3) for i, v in enumerate(p.voters)})
        m.next()
        while m.prompt.kind == "election_pk_speech":
            m.next()
    assert m.state.sheriff is None
    assert m.prompt.kind == "announce"


def test_a_candidate_withdraws(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window)
    m = Moderator(qtbot, window)
    through_night(m)
    m.seat(3)
    m.seat(6)
    m.enter()
    assert m.prompt.seat == 3
    m.button("WithdrawSpeaker")                # seat 3 withdraws during the speech
    assert m.state.election["running"] == [6]
    assert m.prompt.kind == "election_speech" and m.prompt.seat == 6
    m.enter()                                  # the last candidate is elected without a vote
    assert m.state.sheriff == 6


def test_the_hunter_shoots_by_keyboard(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window)
    m = Moderator(qtbot, window)
    through_night(m, {"pack": 8})              # the wolves kill the hunter
    m.button("NobodyRuns")
    assert m.prompt.kind == "announce"
    m.enter()
    p = m.prompt
    assert p.kind == "hunter_shot" and p.seat == 8
    assert tr("ui.hint.hunter_shot", "en") in window.console.card.ask.text()
    m.type("5")                                # seat 5: one digit is enough with 12 seats
    s5 = m.state.seat(5)
    assert not s5.alive and s5.death.causes == ["shot"]
    assert any(e["kind"] == "hunter_shot" and e["target"] == 5 for e in m.state.timeline)
    assert m.state.seat(8).revealed


def test_the_hunter_may_hold_fire(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window)
    m = Moderator(qtbot, window)
    through_night(m, {"pack": 8})
    m.button("NobodyRuns")
    m.enter()
    m.button("NoShot")
    assert m.prompt.kind != "hunter_shot"
    assert sum(1 for s in m.state.seats if not s.alive) == 1


def test_a_werewolf_self_destructs_during_the_speeches(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window)
    m = Moderator(qtbot, window)
    through_night(m)
    m.button("NobodyRuns")
    m.enter()                                  # announce
    m.enter()                                  # direction (suggested)
    assert m.prompt.kind == "speech"
    assert m.prompt.self_destruct == [1, 4, 5, 7]
    m.menu("SelfDestruct", 4)
    assert m.state.seat(4).death.causes == ["self_destruct"]
    kinds = [b["kind"] for b in m.state.agenda]
    assert "speech" not in kinds and kinds[-1] == "dusk"


def test_undo_across_night_and_day(qtbot):
    window = open_window(qtbot, lang="en")
    session = start_game(window)
    m = Moderator(qtbot, window)
    prompts = []
    plan = {"guard": 3, "pack": 5, "seer": 4}
    night = m.prompt.night
    while m.prompt.phase == "night" and m.prompt.night == night:
        prompts.append(m.prompt.to_dict())
        p = m.prompt
        if plan.get(p.step) and not any(a["done"] for a in p.actions):
            m.seat(plan[p.step])
        else:
            m.next()
    assert m.prompt.kind == "election_candidates"
    store, gid = window.store, session.game_id
    n = m.inputs()
    assert len(store.load_inputs(gid)) == n
    m.undo()                                   # back over the dawn, into the night
    assert m.prompt.phase == "night" and m.prompt.step == "dawn"
    assert m.prompt.to_dict() == prompts[-1]
    assert len(store.load_inputs(gid)) == n - 1
    m.undo()                                   # the hunter's step
    m.undo()                                   # the seer's "next"
    assert m.prompt.step == "seer" and m.prompt.actions[0]["done"]
    m.undo()                                   # the seer's check itself is taken back
    assert m.prompt.step == "seer" and not m.prompt.actions[0]["done"] and m.prompt.show is None
    replayed = Game.replay(session.setup, store.load_inputs(gid))
    assert replayed.state.timeline == session.state.timeline
    assert replayed.prompt.to_dict() == m.prompt.to_dict()
    assert tr("ui.console.undone", "en") in m.banner()


def test_an_illegal_choice_shows_the_engines_reason_and_changes_nothing(qtbot):
    window = open_window(qtbot, lang="zh")
    session = start_game(window)
    m = Moderator(qtbot, window)
    while m.prompt.step != "seer":
        m.next()
    before = m.prompt.to_dict()
    inputs = list(session.game.inputs)
    saved = window.store.load_inputs(session.game_id)
    tile = window.console.circle.tile(11)      # the seer herself: greyed, with the reason
    assert not tile.legal
    expected = RuleError("rule.no_self_target", seat=11).message("zh")
    assert expected in tile.toolTip()
    m.type("11")                               # typed: the input goes to the engine, which refuses
    assert expected in m.banner()
    assert m.prompt.to_dict() == before
    assert session.game.inputs == inputs
    assert window.store.load_inputs(session.game_id) == saved
    m.seat(11)                                 # clicked: the same
    assert expected in m.banner()
    assert m.prompt.to_dict() == before
    m.seat(4)                                  # a legal choice clears the banner
    assert m.banner() == ""
    assert m.prompt.show["seat"] == 4


def test_nothing_to_pick_and_wrong_kind_are_explained(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window)
    m = Moderator(qtbot, window)
    m.seat(3)                                  # "close your eyes": no seat to choose
    assert tr("ui.console.no_pick", "en") in m.banner()
    through_night(m)
    before = m.prompt.to_dict()
    window.console.send({"t": "next"})         # the election needs candidates, not "next"
    assert RuleError("rule.expected", expected="candidates", got="next").message("en") in m.banner()
    assert m.prompt.to_dict() == before


def test_the_exiled_idiot_reveals_and_loses_the_vote(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window, preset="std12_444_idiot")      # seed 7: the idiot sits at 8
    m = Moderator(qtbot, window)
    through_night(m)
    m.button("NobodyRuns")
    while m.prompt.kind != "exile_vote":
        m.next()
    p = m.prompt
    m.vote({**{v: 8 for v in p.voters if v != 8}, 8: None})     # the idiot abstains
    m.enter()
    assert m.prompt.kind == "idiot_reveal" and m.prompt.seat == 8
    m.button("Reveal")
    assert m.state.seat(8).revealed_idiot and m.state.seat(8).alive
    assert "⊘" in window.console.circle.tile(8).marks.text()
    # the next day the idiot's row is greyed with the engine's reason
    m.enter()                                           # dusk
    through_night(m)
    while m.prompt.kind != "exile_vote":
        m.next()
    ballot = window.console.ballot
    assert 8 not in ballot.rows and 8 in ballot.row_labels
    assert ballot.model.refusal(8, 1) == tr("rule.idiot_no_vote", "en", seat=8)
