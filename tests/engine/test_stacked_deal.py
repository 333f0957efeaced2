"""A stacked deal chosen seat by seat (seed 000:42 "stacks the deck", 002:73 "passes out cards as
he pleases"): the seats the moderator chose get their card, the rest is dealt at random."""
from __future__ import annotations

from collections import Counter

import pytest

from werewolf_desktop.engine import Game, RuleError, Setup, catalogue
from werewolf_desktop.engine.setup import bottom_ok, deal_around

from .helpers import NAMES

PRESET = "std12_444_idiot"
THIEF = "std12_cupid_thief"


def chosen(**seats: str) -> list[str | None]:
    """12 seats, `s3="seer"` → seat 3 gets the seer; the others are left to the shuffle."""
    out: list[str | None] = [None] * 12
    for key, role in seats.items():
        out[int(key[1:]) - 1] = role
    return out


def test_000_42_the_chosen_seats_keep_their_card_and_the_rest_is_dealt_from_the_rest():
    picks = chosen(s2="werewolf", s5="werewolf", s7="seer")
    setup = Setup.create(NAMES[:12], preset=PRESET, assignment=picks, seed=7)
    assert setup.stacked and setup.chosen == [2, 5, 7]
    assert (setup.assignment[1], setup.assignment[4], setup.assignment[6]) == ("werewolf", "werewolf", "seer")
    assert Counter(setup.assignment) == Counter(setup.deck)
    # the same seed deals the rest the same way; another seed (almost surely) not
    assert Setup.create(NAMES[:12], preset=PRESET, assignment=picks, seed=7).assignment == setup.assignment
    others = {tuple(Setup.create(NAMES[:12], preset=PRESET, assignment=picks, seed=s).assignment) for s in range(20)}
    assert len(others) > 1


def test_000_42_a_partly_stacked_deal_survives_the_record_and_plays_as_dealt():
    setup = Setup.create(NAMES[:12], preset=PRESET, assignment=chosen(s1="witch", s12="hunter"), seed=3)
    again = Setup.from_json(setup.to_json())
    assert again == setup and again.chosen == [1, 12]
    game = Game(again)
    assert [s.role for s in game.state.seats] == setup.assignment
    assert game.state.seats[0].role == "witch"


@pytest.mark.parametrize("picks", [
    chosen(s1="witch", s2="witch"),                       # one witch card, two seats
    chosen(s1="guard"),                                   # no guard in this deck
    chosen(**{f"s{i}": "werewolf" for i in range(1, 6)}),   # five wolves, four cards
], ids=["twice", "not_in_deck", "five_wolves"])
def test_000_42_the_chosen_cards_must_be_in_the_deck(picks):
    with pytest.raises(RuleError) as raised:
        Setup.create(NAMES[:12], preset=PRESET, assignment=picks, seed=1)
    assert raised.value.key == "setup.stacked_mismatch"


def test_003_111_the_thiefs_bottom_cards_stay_fine_around_chosen_seats():
    deck = catalogue().presets[THIEF].deck_for(12)
    picks = chosen(s1="thief", s2="werewolf")
    for seed in range(40):
        assignment, spare = deal_around(deck, picks, seed)
        assert assignment[:2] == ["thief", "werewolf"] and len(spare) == 2
        assert bottom_ok(deck, spare, catalogue())


def test_003_111_chosen_seats_that_leave_two_wolves_over_are_refused():
    deck = catalogue().presets[THIEF].deck_for(12)
    non_wolves = [r for r, n in sorted(deck.items()) if r != "werewolf" for _ in range(n)]
    picks: list[str | None] = non_wolves + ["werewolf"]         # 11 + 1 seats: two wolves left as the thief's cards
    with pytest.raises(RuleError) as raised:
        deal_around(deck, picks, 1)
    assert raised.value.key == "deck.thief_bottom"


def test_000_42_printed_cards_handed_out_by_the_list_need_no_identifying():
    """With printed cards the moderator hands each seat its card by the app's list: night 1 wakes the
    roles at once instead of asking which seats hold them."""
    setup = Setup.create(NAMES[:12], preset=PRESET, deal_mode="printed", assignment=chosen(s3="seer"), seed=5)
    game = Game(setup)
    game.apply({"t": "next"})                                     # close eyes
    assert game.prompt.step == "pack" and game.prompt.identify == []
    wolves = [s.seat for s in game.state.seats if s.role == "werewolf"]
    assert game.prompt.actors == wolves and "act" in game.prompt.allowed
    assert not any(step.startswith("identify") for step in game.state.night.schedule)


def test_printed_cards_dealt_at_random_are_still_identified_on_night_1():
    game = Game(Setup.create(NAMES[:12], preset=PRESET, deal_mode="printed", seed=5))
    game.apply({"t": "next"})
    assert game.prompt.identify == ["werewolf"] and game.prompt.allowed == ["identify"]
