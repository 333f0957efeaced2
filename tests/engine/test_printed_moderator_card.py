"""Printed cards with the Moderator card (002:5-11): "Only the moderator reveals his card and shows
himself to be the moderator" — at the deal, before anyone wakes. The host identifies its holder first
on night 1 and that seat is out of the game as when the app deals (game.initial_state): the wolves
cannot choose it, it does not vote and is no candidate. Before, it was identified at the end of night
1 (after the wolves' kill and the seer's check, either could name it) and stayed a player all game."""
from werewolf_desktop.engine import Game

from .printed_host import dealt_as_laptop, seat_of, walk

NAMES = [f"p{i}" for i in range(1, 9)]


def moderated(mode: str) -> tuple[Game, dict[int, str]]:
    return dealt_as_laptop(NAMES, mode, preset="plotkin_moderator_card", seed=0)


def test_002_10_printed_cards_the_moderator_card_is_identified_before_anyone_wakes():
    g, cards = moderated("printed")
    moderator = seat_of(cards, "moderator_card")
    p = g.prompt
    assert p.kind == "identify" and p.identify == ["moderator_card"] and g.state.night.number == 1
    g.apply({"t": "identify", "role": "moderator_card", "seats": [moderator]})
    s = g.state.seat(moderator)
    assert not s.in_play and not s.alive
    walk(g, cards, until=lambda g: g.prompt.kind == "night_step" and g.prompt.step == "pack" and not g.prompt.identify)
    kill = next(a for a in g.prompt.actions if a["id"] == "kill")
    assert moderator not in kill["candidates"]


def test_002_10_printed_cards_the_moderator_votes_no_more_than_when_the_app_deals():
    for mode in ("printed", "laptop"):
        g, cards = moderated(mode)
        moderator = seat_of(cards, "moderator_card")
        walk(g, cards, until=lambda g: g.prompt.kind == "exile_vote", limit=40)
        assert moderator not in g.prompt.voters and moderator not in g.prompt.candidates, mode


def test_002_10_printed_cards_a_moderator_card_set_on_the_wrong_seat_and_corrected_gives_the_seat_back():
    g, cards = moderated("printed")
    moderator = seat_of(cards, "moderator_card")
    other = next(s for s in cards if s != moderator)
    g.apply({"t": "identify", "role": "moderator_card", "seats": [other]})
    assert not g.state.seat(other).in_play
    g.apply({"t": "set_role", "seat": moderator, "role": "moderator_card"})     # swaps: `other` unknown now
    assert g.state.seat(other).in_play and g.state.seat(other).alive and g.state.seat(other).original_role is None
    assert not g.state.seat(moderator).in_play
