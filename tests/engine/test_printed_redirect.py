"""Printed cards: the Flute Apprentice's redirect (004:985) reads a card, so it waits for it like every
effect that reads the target's card. An ability an enchanted player uses on the Flute Apprentice goes
to its standing target: when what it does there reads the card (the Fortune Teller's check) and that
seat's card is not known yet, the Apprentice's seat waits for that card (before, the check went
through and showed no role). A seat carrying the Apprentice's standing target whose own card is not
known any more (moved on a seat's menu) passes an ability on only if its card is an Apprentice's, so
it waits for its card too. What does not read the card (the Stalker's threat) goes through at once."""
from __future__ import annotations

from tests.engine.printed_host import seat_of
from tests.engine.revamped import to_night
from tests.engine.test_printed_infection import NAMES, dealt, refused, to_day, to_step
from werewolf_desktop.engine import Game, Setup
from werewolf_desktop.engine.queries import CARD_UNKNOWN, REDIRECT_CARD_UNKNOWN

DECK = {"werewolf": 2, "flute_player": 1, "flute_apprentice": 1, "fortune_teller": 1, "stalker": 1, "citizen": 3}


def flute_game(seed: int = 2) -> tuple[Game, dict[int, str]]:
    g = Game(Setup.create(NAMES[:9], ruleset="revamped", deck=DECK, seed=seed, deal_mode="printed", lang="en"))
    return g, dealt(g, seed)



def entry(g: Game, action: str) -> dict:
    return next(a for a in g.prompt.actions if a["id"] == action)


def notes(g: Game) -> list[dict]:
    return [c["label"] for c in g.prompt.choices if c["type"] == "note"]


def enchanted_with_redirect(enchant: str, seed: int = 2) -> tuple[Game, dict[int, str], int, int]:
    """Night 1 past the Flute Apprentice's wake: the Flute Player enchanted the holder of `enchant`,
    the Apprentice named a Citizen (not known yet: the Citizens are identified last) as its target."""
    g, truth = flute_game(seed)
    to_step(g, truth, "flute")
    g.apply({"t": "act", "action": "enchant", "seats": [seat_of(truth, enchant)]})
    to_step(g, truth, "flute_apprentice")
    citizen = seat_of(truth, "citizen")
    assert g.state.card_unknown(citizen)
    g.apply({"t": "act", "action": "redirect", "seats": [citizen]})
    return g, truth, seat_of(truth, "flute_apprentice"), citizen


def test_004_7_flute_apprentice_printed_cards_a_check_passed_on_waits_for_the_card_it_lands_on():
    g, truth, apprentice, citizen = enchanted_with_redirect("fortune_teller")
    to_step(g, truth, "fortune_teller")
    check = entry(g, "check")
    assert check["available"] and check["disabled"][apprentice] == REDIRECT_CARD_UNKNOWN
    assert {"key": "ui.card.cards_unknown", "params": {"seats": sorted(
        s for s in range(1, 10) if g.state.card_unknown(s))}} in notes(g)           # the landing seat is listed
    err = refused(g, {"t": "act", "action": "check", "seats": [apprentice]})
    assert err.key == REDIRECT_CARD_UNKNOWN and err.params == {"seat": apprentice, "card": citizen}
    for lang in ("zh", "en", "de", "fr"):
        assert str(apprentice) in err.message(lang)
    before = repr(g.state)
    g.apply({"t": "set_role", "seat": citizen, "role": "citizen"})          # the host looks at the card
    assert apprentice in entry(g, "check")["candidates"]
    g.undo()                                                                # undo: it waits again
    assert repr(g.state) == before and entry(g, "check")["disabled"][apprentice] == REDIRECT_CARD_UNKNOWN
    g.apply({"t": "set_role", "seat": citizen, "role": "citizen"})
    g.apply({"t": "act", "action": "check", "seats": [apprentice]})
    result = g.state.night.results["fortune_teller"]
    assert result["seat"] == citizen and result["role"] in ("citizen", "flute_player", "werewolf_revamped")
    to_day(g, truth)
    assert g.state.phase == "day" and all(x.original_role == truth[x.seat] for x in g.state.seats)
    assert not [s for s in g.state.seats if g.state.card_unknown(s.seat)]     # by day every card is known
    assert repr(Game.replay(g.setup, g.inputs).state) == repr(g.state)


def test_a_check_passed_on_to_a_known_seat_and_a_check_of_a_seat_not_enchanted_go_through():
    """The landing seat's card known (set before), or the checker not enchanted: nothing waits."""
    g, truth, apprentice, citizen = enchanted_with_redirect("fortune_teller")
    g.apply({"t": "set_role", "seat": citizen, "role": "citizen"})
    to_step(g, truth, "fortune_teller")
    assert apprentice in entry(g, "check")["candidates"]
    g, truth, apprentice, citizen = enchanted_with_redirect("stalker")       # the Fortune Teller not enchanted
    to_step(g, truth, "fortune_teller")
    assert apprentice in entry(g, "check")["candidates"]
    g.apply({"t": "act", "action": "check", "seats": [apprentice]})
    assert g.state.night.results["fortune_teller"] == {"seat": apprentice, "role": "flute_apprentice"}


def test_what_does_not_read_the_card_is_passed_on_at_once():
    """The enchanted Stalker's threat (no card read) goes to the Apprentice's target at once."""
    g, truth, apprentice, citizen = enchanted_with_redirect("stalker")
    to_step(g, truth, "stalker")
    assert apprentice in entry(g, "threaten")["candidates"]
    g.apply({"t": "act", "action": "threaten", "seats": [apprentice]})
    done = [e for e in g.state.timeline if e["kind"] == "night_action" and e["step"] == "stalker"]
    assert done[-1]["targets"] == [citizen]
    to_day(g, truth)
    assert g.state.phase == "day"


def test_a_seat_holding_the_apprentices_target_whose_card_moved_away_waits_for_its_card():
    """The Apprentice's card set on another seat's menu (the host had identified the wrong hand): the
    seat that named the target is not known any more; whether it passes the Stalker's threat on
    depends on its card — set to a Citizen it keeps the threat; its card set back, it passes it on."""
    g, truth, apprentice, citizen = enchanted_with_redirect("stalker")
    g.apply({"t": "set_role", "seat": citizen, "role": "citizen"})
    other = next(s for s, r in truth.items() if r == "citizen" and s != citizen)
    g.apply({"t": "set_role", "seat": other, "role": "flute_apprentice"})   # the only copy: the seats swap
    assert g.state.card_unknown(apprentice) and "redirect" in g.state.seat(apprentice).status
    to_step(g, truth, "stalker")
    threaten = entry(g, "threaten")
    assert threaten["disabled"][apprentice] == CARD_UNKNOWN and other in threaten["candidates"]
    err = refused(g, {"t": "act", "action": "threaten", "seats": [apprentice]})
    assert err.key == CARD_UNKNOWN and err.params == {"seat": apprentice, "card": apprentice}
    g.apply({"t": "set_role", "seat": apprentice, "role": "citizen"})      # it holds a Citizen: no redirect
    g.apply({"t": "act", "action": "threaten", "seats": [apprentice]})
    last = [e for e in g.state.timeline if e["kind"] == "night_action" and e["step"] == "stalker"][-1]
    assert last["targets"] == [apprentice]
    g.undo()
    g.undo()
    g.apply({"t": "set_role", "seat": apprentice, "role": "flute_apprentice"})   # back: the seats swap again
    assert g.state.card_unknown(other) and g.state.seat(apprentice).role == "flute_apprentice"
    g.apply({"t": "act", "action": "threaten", "seats": [apprentice]})
    last = [e for e in g.state.timeline if e["kind"] == "night_action" and e["step"] == "stalker"][-1]
    assert last["targets"] == [citizen]


def test_the_redirect_by_night_2_is_as_before():
    """Every card known (night 2): the enchanted Fortune Teller's check of the Apprentice goes to its
    target without waiting, as in a game whose cards the app dealt."""
    g, truth, apprentice, citizen = enchanted_with_redirect("fortune_teller")
    to_day(g, truth)
    to_night(g, 2)
    to_step(g, truth, "fortune_teller")
    assert apprentice in entry(g, "check")["candidates"] and not notes(g)
    g.apply({"t": "act", "action": "check", "seats": [apprentice]})
    assert g.state.night.results["fortune_teller"]["seat"] == citizen


HOLDERS = {"werewolf": 1, "infected_wolf": 1, "flute_player": 1, "flute_apprentice": 1, "fortune_teller": 1,
           "look_alike": 1, "citizen": 3}


def holders_game() -> tuple[Game, dict[int, str]]:
    """A printed game with a Look-Alike and an Infected Wolf, dealt so that the Look-Alike sits before
    the Flute Apprentice (of two holders of a role, the first acts at its wake)."""
    for seed in range(1, 200):
        g = Game(Setup.create(NAMES[:9], ruleset="revamped", deck=HOLDERS, seed=seed, deal_mode="printed", lang="en"))
        truth = dealt(g, seed)
        if seat_of(truth, "look_alike") < seat_of(truth, "flute_apprentice"):
            return g, truth
    raise AssertionError("no such deal")


def test_a_look_alike_holding_the_apprentices_role_passes_on_and_waits_like_it():
    """The role's current holder: the Look-Alike copied the Apprentice (its card set first) and, first
    of the two holders, names the target at the Apprentice's wake; the enchanted Fortune Teller's check
    of the Look-Alike goes to that seat and waits for its card."""
    g, truth = holders_game()
    apprentice, copier = seat_of(truth, "flute_apprentice"), seat_of(truth, "look_alike")
    to_step(g, truth, "look_alike")
    g.apply({"t": "set_role", "seat": apprentice, "role": "flute_apprentice"})
    g.apply({"t": "act", "action": "copy", "seats": [apprentice]})
    assert g.state.seat(copier).role == "flute_apprentice"
    to_step(g, truth, "flute")
    g.apply({"t": "act", "action": "enchant", "seats": [seat_of(truth, "fortune_teller")]})
    to_step(g, truth, "flute_apprentice")
    citizen = seat_of(truth, "citizen")
    g.apply({"t": "act", "action": "redirect", "seats": [citizen]})
    assert g.state.seat(copier).status["redirect"]["target"] == citizen
    to_step(g, truth, "fortune_teller")
    assert entry(g, "check")["disabled"][copier] == REDIRECT_CARD_UNKNOWN
    assert refused(g, {"t": "act", "action": "check", "seats": [copier]}).params == {"seat": copier, "card": citizen}
    g.apply({"t": "set_role", "seat": citizen, "role": "citizen"})
    g.apply({"t": "act", "action": "check", "seats": [copier]})
    assert g.state.night.results["fortune_teller"]["seat"] == citizen
    to_day(g, truth)
    assert g.state.phase == "day"


def test_an_apprentice_infected_passes_nothing_on_and_nothing_waits():
    """The Apprentice infected (004:532: a Wolf now) is no longer the role's holder: the enchanted
    Fortune Teller's check of it goes to it, at once, though its old target's card is unknown."""
    g, truth = holders_game()
    apprentice = seat_of(truth, "flute_apprentice")
    to_step(g, truth, "flute")
    g.apply({"t": "act", "action": "enchant", "seats": [seat_of(truth, "fortune_teller")]})
    to_step(g, truth, "flute_apprentice")
    citizen = seat_of(truth, "citizen")
    g.apply({"t": "act", "action": "redirect", "seats": [citizen]})
    to_step(g, truth, "infected_wolf")
    g.apply({"t": "act", "action": "infect", "seats": [apprentice]})
    assert g.state.seat(apprentice).role == "werewolf_revamped" and g.state.card_unknown(citizen)
    to_step(g, truth, "fortune_teller")
    assert apprentice in entry(g, "check")["candidates"]
    g.apply({"t": "act", "action": "check", "seats": [apprentice]})
    assert g.state.night.results["fortune_teller"]["seat"] == apprentice
    to_day(g, truth)
    assert g.state.phase == "day"
