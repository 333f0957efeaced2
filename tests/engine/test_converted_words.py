"""A conversion in the timeline, the story and `werewolf-desktop replay` (004:532, 004:228, 004:91):
who was converted into what, in words. The convert effect logged `seats` where the words read
`seat`, so every game whose Infected Wolf infected somebody failed at its game-over screen (the
timeline: KeyError), and the story named the new role by its id ("werewolf_revamped")."""
import pytest

from werewolf_desktop.describe import describe
from werewolf_desktop.engine import Game, Setup, catalogue
from werewolf_desktop.i18n import LANGUAGES, role_name
from werewolf_desktop.story import as_text, story

from .printed_host import seat_of
from .revamped import play_randomly
from .test_printed_infection import NAMES, dealt, hell, infect, to_day, to_step


def converted(g: Game) -> list[dict]:
    return [e for e in g.state.timeline if e["kind"] == "converted"]


def every_line(g: Game, lang: str) -> list[str]:
    names = {s.seat: s.name for s in g.state.seats}
    return [line for e in g.state.timeline if (line := describe(e, lang, names, g.state.ruleset))]


def assert_told(g: Game, seat: int, role: str) -> None:
    """Each language's timeline and, once the game is over, its story name `seat` and its new role
    in words, never its id."""
    play_randomly(g, 7)
    assert g.over
    name = g.state.seat(seat).name
    for lang in LANGUAGES:
        lines = every_line(g, lang)
        told = as_text(story(g.state, lang))
        words = role_name(role, lang)
        assert any(name in line and words in line for line in lines), (lang, lines)
        assert words in told and role not in told.replace(words, ""), lang


@pytest.mark.parametrize("mode", ["printed", "laptop"])
def test_an_infected_citizen_is_told_as_a_wolf(mode):
    g, truth = hell(4, mode)
    if mode == "laptop":                                 # the laptop dealt: the roles are known
        truth = {s.seat: s.role for s in g.state.seats}
    to_step(g, truth, "infected_wolf")
    citizen = next(s for s, r in truth.items() if r == "citizen" and g.state.seat(s).alive)
    if mode == "printed" and g.state.card_unknown(citizen):
        g.apply({"t": "set_role", "seat": citizen, "role": "citizen"})
    g.apply(infect(citizen))
    [event] = converted(g)
    wolf = catalogue().variant("werewolf", "revamped")
    assert (event["seat"], event["role"]) == (citizen, wolf) and "backfire" not in event
    to_day(g, truth)
    assert_told(g, citizen, wolf)


def test_the_devil_infected_backfires_in_words():
    g, truth = hell(3)
    to_step(g, truth, "infected_wolf")                  # the Devil identified at its wake, before
    infected_wolf = seat_of(truth, "infected_wolf")
    devil = seat_of(truth, "devil")
    g.apply(infect(devil))
    [event] = converted(g)
    assert (event["seat"], event["backfire"]) == (infected_wolf, devil)
    assert event["role"] == g.state.seat(infected_wolf).role != "infected_wolf"
    for lang in LANGUAGES:
        names = {s.seat: s.name for s in g.state.seats}
        line = describe(event, lang, names, "revamped")
        assert g.state.seat(devil).name in line and g.state.seat(infected_wolf).name in line
    to_day(g, truth)
    assert_told(g, infected_wolf, event["role"])


def test_an_infected_baker_and_the_other_bakers_each_have_their_line():
    deck = {"werewolf": 1, "infected_wolf": 1, "baker": 3, "fortune_teller": 1, "citizen": 2}
    g = Game(Setup.create(NAMES[:sum(deck.values())], ruleset="revamped", deck=deck, seed=2, deal_mode="printed",
                          lang="en"))
    truth = dealt(g, 2)
    bakers = [s for s, r in truth.items() if r == "baker"]
    to_step(g, truth, "infected_wolf")
    g.apply(infect(bakers[0]))
    butcher, bloody = catalogue().variant("butcher", "revamped"), catalogue().variant("bloody_butcher", "revamped")
    assert [(e["seat"], e["role"]) for e in converted(g)] == [(bakers[0], bloody)] + [(b, butcher) for b in bakers[1:]]
    to_day(g, truth)
    assert_told(g, bakers[0], bloody)
    assert_told(g, bakers[1], butcher)      # (the same game, over)
