"""Whole printed-card games played by a random but truthful host (tests/engine/printed_fuzz.py), for
every preset and some custom revamped decks of the roles with random defaults or that read a card:
the host identifies the cards at their wakes (sometimes late, on the seat's menu), names nobody so
the random defaults draw, sets a wrong card and corrects it, undoes a few inputs. Each game ends;
no input the prompt offered is refused (a button `blocked` by a rule is not offered); after night 1 every seat holds
the card the player really holds; the record replays to the same state; and where the host missed no
wake (and no role waits for every card to wake, and the random defaults fell alike), the same choices in the laptop-dealt game reach the same end (the same winner, roles and dead) and tell the players the same."""
import random

import pytest

from werewolf_desktop.engine import Game, catalogue

from .printed_fuzz import any_revamped_deck, comparable, laptop_difference, play, revamped_deck, setup_for

PRESETS = catalogue().presets


def check(run) -> None:
    g = run.game
    assert not run.problems, run.problems
    assert g.over, (g.prompt.kind, g.prompt.step, len(g.inputs))
    assert not run.offered_refused, run.offered_refused
    assert repr(Game.replay(g.setup, g.inputs).state) == repr(g.state)
    if not run.late and comparable(g.setup):
        assert laptop_difference(run) is None


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_printed_cards_a_random_truthful_host_plays_every_preset_to_its_end(preset, seed):
    lo, hi = PRESETS[preset].players
    players = lo + (seed * 7) % (hi - lo + 1)
    check(play(setup_for(players, seed, "printed", preset=preset), seed))


@pytest.mark.parametrize("seed", range(8))
def test_printed_cards_a_random_truthful_host_plays_custom_revamped_decks_to_their_end(seed):
    players, deck = revamped_deck(random.Random(seed))
    check(play(setup_for(players, seed, "printed", ruleset="revamped", deck=deck), seed))


@pytest.mark.parametrize("seed", range(3280, 3290))
def test_printed_cards_a_random_truthful_host_plays_revamped_decks_of_any_roles_to_their_end(seed):
    players, deck = any_revamped_deck(random.Random(seed))
    check(play(setup_for(players, seed, "printed", ruleset="revamped", deck=deck), seed))
