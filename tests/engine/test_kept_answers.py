"""Answers the engine keeps (issue 32) are the ones it would work out afresh: the win check
(victory.check_winner keeps its last "no winner" with what it read) and the lynch poll's weights
(votes.weights keeps its last answer with what it read). Random games of every preset, and after
every input each kept answer compared with one worked out afresh (`decide_winner`, `_weights`) on
copies of the same state. A state change the keeping does not read (a role, a team marker, a lover,
a marker on a vote, a death it missed) would show here as a different answer or a different state
after the check."""
import pickle

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.test_properties import preset_game, random_play
from werewolf_desktop.engine import Game, Setup, catalogue, votes
from werewolf_desktop.engine.victory import check_winner, decide_winner

PRESETS = sorted(catalogue().presets)


def copies(state) -> tuple:
    return pickle.loads(pickle.dumps(state)), pickle.loads(pickle.dumps(state))


def same_answers(state) -> None:
    kept, fresh = copies(state)
    assert check_winner(kept) == decide_winner(fresh)
    assert kept == fresh
    voters = [s.seat for s in state.seats if s.alive and s.in_play]
    kept, fresh = copies(state)
    assert votes.weights(kept, voters) == votes._weights(fresh, voters)
    assert votes.weights(kept, voters[1:]) == votes._weights(fresh, voters[1:])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data(), preset=st.sampled_from(PRESETS), seed=st.integers(0, 10_000))
def test_the_kept_answers_are_the_fresh_ones(data, preset, seed):
    g = preset_game(data, preset, seed, "laptop")
    for _ in random_play(g, data):
        same_answers(g.state)


def std9() -> Game:
    return Game(Setup.create([f"p{i}" for i in range(9)], preset="std9", seed=1, deal_mode="laptop"))


def wolves(g: Game) -> list:
    return [s for s in g.state.seats if s.role == "werewolf"]


def test_a_change_the_win_check_reads_is_seen():
    """Made by hand: the answer kept for a state is not given once a seat's role, team marker or
    life changed."""
    g = std9()
    assert check_winner(g.state) is None                    # kept
    for s in wolves(g):
        s.role = "villager"
    assert check_winner(g.state)["team"] == "village"
    g = std9()
    assert check_winner(g.state) is None
    for s in wolves(g):
        s.status["team"] = {"team": "village"}
    assert check_winner(g.state)["team"] == "village"
    g = std9()
    assert check_winner(g.state) is None
    for s in g.state.seats:
        if s.role != "werewolf":
            s.alive = False
    assert check_winner(g.state) == decide_winner(g.state) and check_winner(g.state)["team"] == "wolf"


def test_a_change_the_weights_read_is_seen():
    """Made by hand: the weights kept for a state are not given once the sheriff, a taken vote or a
    void vote changed, and a caller changing the answer does not change what is kept."""
    g = std9()
    voters = [s.seat for s in g.state.seats]
    assert votes.weights(g.state, voters) == ({}, False)
    votes.weights(g.state, voters)[0][1] = 5                # the caller's copy
    assert votes.weights(g.state, voters) == ({}, False)
    g.state.sheriff = 2
    assert votes.weights(g.state, voters) == votes._weights(g.state, voters) == ({2: 2.0}, False)
    g.state.seat(3).status[votes.VOTE_TAKEN] = {"by": 4}
    assert votes.weights(g.state, voters) == votes._weights(g.state, voters) == ({2: 2.0, 3: 0.0, 4: 2.0}, True)
    g.state.seat(5).status[votes.VOTES_VOID] = {"for_day": 1}
    assert votes.weights(g.state, voters)[0].get(5) is None          # day 0: not void today
    g.state.day_number = 1
    assert votes.weights(g.state, voters) == votes._weights(g.state, voters)
    assert votes.weights(g.state, voters)[0][5] == 0.0
