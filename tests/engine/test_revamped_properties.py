"""Hypothesis over random games of the revamped ruleset (seed 004), drawn from every role the
catalogue offers it, so each role that lands is covered: no crash (only RuleError), the
invariants of every game, no role leaked into another seat's `player_view`, replay equals play."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from werewolf_desktop.engine import Game, RuleError, Setup, catalogue, player_view

from .test_properties import check_invariants, random_play


def revamped_roles():
    roles = [r for r in catalogue().dealt_roles("revamped") if r.at_table and not r.setup.get("extra_cards")
             and not r.setup.get("hidden_card") and not r.passive.get("not_a_player")]
    return sorted(roles, key=lambda r: r.id)


@st.composite
def revamped_deck(draw):
    roles = revamped_roles()
    players = draw(st.integers(7, 14), label="players")
    wolves = [r for r in roles if r.team == "wolf"]
    others = [r for r in roles if r.team != "wolf"]
    n_wolves = draw(st.integers(1, max(1, (players - 1) // 3)), label="wolves")
    deck: dict[str, int] = {}
    for _ in range(n_wolves):
        r = draw(st.sampled_from(wolves))
        deck[r.id] = deck.get(r.id, 0) + 1 if not r.unique else 1
    while sum(deck.values()) < players:
        r = draw(st.sampled_from(others))
        if r.unique and r.id in deck:
            continue
        deck[r.id] = deck.get(r.id, 0) + 1
    return players, deck


def revamped_game(deck, seed: int) -> Game | None:
    """A revamped game of the drawn deck, or None when the deck checker refuses the deck."""
    players, counts = deck
    try:
        return Game(Setup.create([f"p{i}" for i in range(players)], ruleset="revamped", deck=counts, seed=seed,
                                 deal_mode="laptop"))
    except RuleError:
        return None                 # a deck the checker refuses (too many wolves for the seats…)


def leaks(g: Game, seat: int) -> list[str]:
    """Role ids of other seats that appear in this seat's view outside what it may know."""
    view = player_view(g.state, seat)
    view = {k: v for k, v in view.items() if k not in ("learned", "knows")}
    text = json.dumps(view)
    own = {g.state.seat(seat).role, g.state.seat(seat).original_role,
           (g.state.seat(seat).status.get("told") or {}).get("role")}     # a role held before (an Apprentice's)
    others = {s.role for s in g.state.seats if s.seat != seat and s.role} - own
    return [r for r in others if f'"{r}"' in text]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                                 HealthCheck.filter_too_much, HealthCheck.large_base_example])
@given(data=st.data(), deck=revamped_deck(), seed=st.integers(0, 10_000))
def test_random_revamped_games_never_crash_leak_or_diverge(data, deck, seed):
    g = revamped_game(deck, seed)
    if g is None:
        return
    winners: list = []
    for _ in random_play(g, data, 140):
        check_invariants(g, winners)
        for s in g.state.seats:
            assert not leaks(g, s.seat), (s.seat, leaks(g, s.seat))
    replayed = Game.replay(g.setup, g.inputs)
    assert replayed.state == g.state
    assert replayed.prompt.to_dict() == g.prompt.to_dict()
