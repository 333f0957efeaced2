"""A phone learns only what the table has been told (issue 16's rule, kept by the engine): a role
that changes at night reaches its player, and the pack's list, with the dawn announcement."""
from werewolf_desktop.engine import player_view

from .helpers import act, game, no_election, nxt


def _to(g, step):
    while g.prompt.step != step:
        nxt(g)


def test_002_84_a_swapped_card_shows_on_the_phone_only_after_the_announcement():
    roles = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="classic", dark_city=True)
    _to(g, "pack")
    act(g, "swap", 3, 4)
    assert player_view(g.state, 4)["role"] == "villager" and player_view(g.state, 3)["role"] == "seer"
    while g.state.phase == "night":
        nxt(g)
    assert player_view(g.state, 4)["role"] == "villager"          # the dawn is not read yet
    nxt(g)                                                         # the announcement
    assert player_view(g.state, 4)["role"] == "seer" and player_view(g.state, 3)["role"] == "villager"


def test_004_3_3_an_infected_player_and_the_pack_learn_it_at_dawn():
    roles = ["infected_wolf", "werewolf", "seer", "villager", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="revamped")
    _to(g, "infected_wolf")
    act(g, "infect", 6)
    assert g.state.seat(6).role != "citizen"                      # the engine knows at once
    assert player_view(g.state, 6)["role"] == "citizen"            # the phone does not, yet (the revamped villager)
    assert 6 not in [p["seat"] for p in player_view(g.state, 2)["knows"].get("pack", [])]
    while g.state.phase == "night":
        nxt(g)
    no_election(g) if g.prompt.kind == "election_candidates" else None
    nxt(g)                                                         # the announcement
    assert player_view(g.state, 6)["role"] == g.state.seat(6).role
    assert 6 in [p["seat"] for p in player_view(g.state, 2)["knows"].get("pack", [])]
