"""Printed cards: a seat's role does not change while its card is unknown (roles_in_play.change_role).
The Infected Wolf's infection (004:527-532) depends on the card (the Devil or Demon backfires, a
Baker becomes the Bloody Butcher, 004:228), and night 1's card accounting needs it. Before, an
infection pointed at a seat not identified yet was undone at the plain-card step (a citizen) or
deadlocked the dawn (any other card: the seat stayed unknown and could not be corrected). Now the
engine refuses the target until the host sets its card, the prompt says so beforehand, and the
random default draws among every non-pack player, asking for the card the lot falls on."""
import copy
import random

import pytest

from tests.engine.printed_host import seat_of
from werewolf_desktop.engine import Game, RuleError, Setup, catalogue
from werewolf_desktop.engine.roles_in_play import change_role

NAMES = [f"P{i}" for i in range(1, 14)]
WOLF = "werewolf_revamped"


def dealt(g: Game, seed: int) -> dict[int, str]:
    """The printed cards the players really hold: the deck shuffled by `seed`, seat by seat."""
    cards = [r for r, n in sorted(g.state.deck.items()) for _ in range(n)]
    random.Random(seed).shuffle(cards)
    return {i + 1: c for i, c in enumerate(cards)}


def hell(seed: int, mode: str = "printed") -> tuple[Game, dict[int, str]]:
    """revamped13_hell and the cards the players really hold."""
    g = Game(Setup.create(NAMES, preset="revamped13_hell", seed=seed, deal_mode=mode, lang="en"))
    return g, dealt(g, seed)


def host_step(g: Game, truth: dict[int, str], skip: set[int] = frozenset()) -> None:
    """One input of a truthful host: each card identified at its wake (`skip`: seats the host does
    not point at), the plain card on every seat left, nothing else chosen."""
    p = g.prompt
    if "identify" in p.allowed:
        role = p.identify[0]
        if catalogue().role(role).passive.get("plain_card"):
            seats = list(p.unknown)
        else:
            seats = [s for s, r in truth.items() if r == role and g.state.seat(s).role is None and s not in skip]
        g.apply({"t": "identify", "role": role, "seats": seats})
    elif "candidates" in p.allowed:
        g.apply({"t": "candidates", "seats": []})
    elif p.allowed == ["set_role"] and p.unknown and p.kind == "night_step" and p.step != "dawn":
        g.apply({"t": "set_role", "seat": p.unknown[0], "role": truth[p.unknown[0]]})   # the lot's card
    elif "next" not in p.allowed and "act" in p.allowed and "set_role" not in p.allowed:
        a = next(a for a in p.actions if a["available"])       # a choice the step needs (Amor's lovers)
        g.apply({"t": "act", "action": a["id"], "seats": a["candidates"][:a["min_targets"] or a["targets"]]})
    else:
        g.apply({"t": "next"})


def to_step(g: Game, truth: dict[int, str], step: str, skip: set[int] = frozenset()) -> None:
    for _ in range(80):
        p = g.prompt
        if p.kind == "night_step" and p.step == step and "identify" not in p.allowed:
            return
        host_step(g, truth, skip)
    raise AssertionError(f"never reached {step}")


def to_day(g: Game, truth: dict[int, str]) -> None:
    for _ in range(80):
        if g.state.phase != "night":
            return
        host_step(g, truth)
    raise AssertionError("night 1 never ended")


def refused(g: Game, inp: dict) -> RuleError:
    """The input is refused and the state is exactly as before."""
    before = repr(g.state)
    with pytest.raises(RuleError) as err:
        g.apply(inp)
    assert repr(g.state) == before
    return err.value


def infect(seat: int) -> dict:
    return {"t": "act", "action": "infect", "seats": [seat]}


def infected_night(seed: int, card: str) -> tuple[Game, dict[int, str]]:
    """revamped13_hell at the step after the Infected Wolf's, who infected the holder of `card`
    (its card set first)."""
    g, truth = hell(seed)
    to_step(g, truth, "infected_wolf")
    target = seat_of(truth, card)
    g.apply({"t": "set_role", "seat": target, "role": card})
    g.apply(infect(target))
    return g, truth


def card_seat(g: Game, truth: dict[int, str], card: str) -> int:
    return next(s for s, r in truth.items() if r == card and g.state.seat(s).original_role is None)


@pytest.mark.parametrize("card", ["citizen", "fortune_teller", "priest", "runner", "vampire", "witch_revamped"])
@pytest.mark.parametrize("seed", [1, 4, 7])
def test_004_3_3_infected_wolf_printed_cards_an_unknown_seat_is_infected_once_its_card_is_set(seed, card):
    """Plain card, a role waking later (the Fortune Teller, the Priest, the Vampire, the Witch), one
    that never wakes (the Runner): refused, set, infected — and day 1 breaks with that player a Wolf."""
    g, truth = hell(seed)
    to_step(g, truth, "infected_wolf")
    target = card_seat(g, truth, card)
    p = g.prompt
    infect_entry = next(a for a in p.actions if a["id"] == "infect")
    assert infect_entry["available"] and infect_entry["disabled"][target] == "rule.card_unknown"
    assert target not in infect_entry["candidates"]
    notes = [c for c in p.choices if c["type"] == "note" and c["label"]["key"] == "ui.card.cards_unknown"]
    assert len(notes) == 1 and target in notes[0]["label"]["params"]["seats"] and notes[0]["host"]
    err = refused(g, infect(target))
    assert err.key == "rule.card_unknown" and err.params["seat"] == target
    g.apply({"t": "set_role", "seat": target, "role": card})         # the host looks at the card
    assert target in next(a for a in g.prompt.actions if a["id"] == "infect")["candidates"]
    g.apply(infect(target))
    s = g.state.seat(target)
    assert (s.role, s.original_role) == (WOLF, card) and "pack" in s.groups
    to_day(g, truth)
    assert g.state.phase == "day" and g.state.winner is None
    s = g.state.seat(target)
    assert (s.role, s.original_role) == (WOLF, card) and "pack" in s.groups
    assert all(x.original_role == truth[x.seat] for x in g.state.seats)
    replayed = Game.replay(g.setup, g.inputs)
    assert repr(replayed.state) == repr(g.state)


def test_undo_of_the_card_and_of_the_infection_is_exact():
    g, truth = hell(4)
    to_step(g, truth, "infected_wolf")
    target = card_seat(g, truth, "fortune_teller")
    before_card = repr(g.state)
    g.apply({"t": "set_role", "seat": target, "role": "fortune_teller"})
    before_infection = repr(g.state)
    g.apply(infect(target))
    g.undo()
    assert repr(g.state) == before_infection
    g.undo()
    assert repr(g.state) == before_card and g.state.seat(target).role is None


def test_the_devil_not_identified_at_its_wake_backfires_once_its_card_is_set():
    """004:532: the Devil picked, the infected wolf becomes a Demon — read from the card the host sets."""
    g, truth = hell(5)
    devil = seat_of(truth, "devil")
    to_step(g, truth, "infected_wolf", skip={devil})          # the host missed the Devil's hand
    assert g.state.seat(devil).role is None
    assert refused(g, infect(devil)).key == "rule.card_unknown"
    g.apply({"t": "set_role", "seat": devil, "role": "devil"})
    g.apply(infect(devil))
    wolf = seat_of(truth, "infected_wolf")
    assert g.state.seat(devil).role == "devil"
    assert g.state.seat(wolf).role == catalogue().variant("demon", "revamped")
    to_day(g, truth)
    assert g.state.phase == "day"


def test_an_unknown_baker_becomes_the_bloody_butcher_and_the_other_bakers_butchers():
    """004:228, custom printed deck: one Baker's hand missed at the Bakers' wake, then infected."""
    deck = {"werewolf": 1, "infected_wolf": 1, "baker": 3, "fortune_teller": 1, "citizen": 2}
    g = Game(Setup.create(NAMES[:sum(deck.values())], ruleset="revamped", deck=deck, seed=2,
                          deal_mode="printed", lang="en"))
    truth = dealt(g, 2)
    bakers = [s for s, r in truth.items() if r == "baker"]
    to_step(g, truth, "infected_wolf", skip={bakers[0]})
    assert refused(g, infect(bakers[0])).key == "rule.card_unknown"
    g.apply({"t": "set_role", "seat": bakers[0], "role": "baker"})
    g.apply(infect(bakers[0]))
    assert g.state.seat(bakers[0]).role == catalogue().variant("bloody_butcher", "revamped")
    assert [g.state.seat(b).role for b in bakers[1:]] == [catalogue().variant("butcher", "revamped")] * 2
    to_day(g, truth)
    assert g.state.phase == "day"


def lot_notes(g: Game) -> list[dict]:
    return [c["label"] for c in g.prompt.choices if c["type"] == "note"
            and c["label"]["key"] in ("rule.lot_card_unknown", "rule.lot_drawn")]


def lot_game() -> tuple[Game, dict[int, str], int]:
    """A game at the Infected Wolf's step where, nobody named, the lot falls on a seat whose card is
    unknown (found by pressing Enter and taking it back)."""
    for seed in range(1, 40):
        g, truth = hell(seed)
        to_step(g, truth, "infected_wolf")
        g.apply({"t": "next"})
        lot = g.prompt.unknown
        if g.prompt.step == "infected_wolf" and lot:
            g.undo()
            return g, truth, lot[0]
    raise AssertionError("no lot fell on an unknown seat")


def drawn_picks(g: Game) -> list:
    return [e["pick"] for e in g.state.timeline if e["kind"] == "draw"]


def test_004_3_3_infected_wolf_printed_cards_the_lot_on_an_unknown_seat_asks_for_its_card():
    """The lot is drawn when nobody was named, never shown before (the step card told the host where
    it would fall before the wolves pointed); it waits for its seat's card, then Enter carries it out."""
    g, truth, lot = lot_game()
    p = g.prompt
    assert "next" in p.allowed and "act" in p.allowed and not lot_notes(g) and not p.unknown
    before, draws = repr(g.state), g.state.draws
    g.apply({"t": "next"})                                   # the wolves named nobody
    p = g.prompt
    assert p.step == "infected_wolf" and p.allowed == ["set_role"] and p.unknown == [lot]
    assert lot_notes(g) == [{"key": "rule.lot_card_unknown", "params": {"seat": lot}}]
    assert g.state.draws == draws + 1 and drawn_picks(g)[-1] == lot
    for inp in ({"t": "next"}, infect(next(s for s in range(1, 14) if s != lot and s in p.actions[0]["candidates"]))):
        err = refused(g, inp)                                # neither offered: the card first
        assert err.key == "rule.lot_card_unknown" and err.params["seat"] == lot
    g.apply({"t": "set_role", "seat": lot, "role": truth[lot]})
    assert g.prompt.allowed == ["next"] and lot_notes(g) == [{"key": "rule.lot_drawn", "params": {"seats": [lot]}}]
    assert refused(g, infect(lot)).key == "rule.lot_drawn"
    g.apply({"t": "next"})                                   # the same lot, no second draw
    assert g.state.draws == draws + 1 and g.prompt.step != "infected_wolf"
    assert g.state.seat(lot).role == WOLF or truth[lot] in ("devil", "demon")
    done = [e for e in g.state.timeline if e["kind"] == "night_action" and e["step"] == "infected_wolf"]
    assert done[-1]["random"] and done[-1]["targets"] == [lot]
    after = repr(g.state.seats)
    for _ in range(3):
        g.undo()
    assert repr(g.state) == before                           # undo: the lot is not drawn any more
    g.apply({"t": "set_role", "seat": lot, "role": truth[lot]})    # a host who looked at that card first
    g.apply({"t": "next"})
    assert [e for e in g.state.timeline if e["kind"] == "night_action" and e["step"] == "infected_wolf"][-1][
        "targets"] == [lot] and g.state.draws == draws + 1
    assert repr(g.state.seats) == after == repr(Game.replay(g.setup, g.inputs).state.seats)
    to_day(g, truth)
    assert g.state.phase == "day" and g.state.seat(lot).original_role == truth[lot]


def test_a_lot_that_falls_on_a_known_seat_is_carried_out_at_once():
    """Nobody named and the lot on a seat whose card is known: Enter infects it and the night goes on."""
    for seed in range(1, 40):
        g, truth = hell(seed)
        to_step(g, truth, "infected_wolf")
        g.apply({"t": "next"})
        if g.prompt.step != "infected_wolf":
            break
    else:
        raise AssertionError("no lot fell on a known seat")
    pick = drawn_picks(g)[-1]
    assert g.state.seat(pick).role in (WOLF, "devil") and not g.state.night.lot


def test_the_lot_is_drawn_among_every_player_not_in_the_pack():
    """The rule's "a random player" (004:532): seats whose card is unknown are in the draw, not only
    the few identified before the Infected Wolf (with only the Devil known, every lot would backfire)."""
    hits = set()
    for seed in range(1, 25):
        g, truth = hell(seed)
        to_step(g, truth, "infected_wolf")
        g.apply({"t": "next"})
        pick = drawn_picks(g)[-1]
        hits.add(truth[pick] if g.prompt.unknown else "known")
    assert {"citizen", "fortune_teller"} & hits and len(hits) >= 4


def test_app_dealt_cards_are_unchanged():
    """The app dealt the cards: every card is known, any non-pack player may be infected at once."""
    for mode in ("phones", "laptop"):
        g = Game(Setup.create(NAMES, preset="revamped13_hell", seed=3, deal_mode=mode, lang="en"))
        for _ in range(20):
            if g.prompt.step == "infected_wolf":
                break
            g.apply({"t": "next"})
        p = g.prompt
        a = next(a for a in p.actions if a["id"] == "infect")
        assert "rule.card_unknown" not in a["disabled"].values()
        assert not [c for c in p.choices if c["type"] == "note"] and "next" in p.allowed
        target = next(s.seat for s in g.state.seats if "pack" not in s.groups)
        was = g.state.seat(target).role
        g.apply(infect(target))
        assert g.state.seat(target).role == WOLF and g.state.seat(target).original_role == was


def test_no_path_changes_the_role_of_a_seat_whose_card_is_unknown():
    g, truth = hell(1)
    to_step(g, truth, "infected_wolf")
    seat = card_seat(g, truth, "citizen")
    state = copy.deepcopy(g.state)
    with pytest.raises(RuleError) as err:
        change_role(state, seat, WOLF)
    assert err.value.key == "rule.card_unknown" and err.value.params["seat"] == seat


def test_004_5_2_look_alike_printed_cards_copies_an_unknown_seat_once_its_card_is_set():
    """The same rule for the Look-Alike (004:818), who wakes before almost every card is known: it
    crashed (an assertion) on a seat not identified yet."""
    deck = {"werewolf": 2, "look_alike": 1, "fortune_teller": 1, "priest": 1, "citizen": 3}
    g = Game(Setup.create(NAMES[:8], ruleset="revamped", deck=deck, seed=3, deal_mode="printed", lang="en"))
    g.apply({"t": "next"})
    g.apply({"t": "identify", "role": "look_alike", "seats": [1]})
    assert g.prompt.step == "look_alike"
    p = g.prompt
    copy_entry = next(a for a in p.actions if a["id"] == "copy")         # no card known but the actor's
    assert copy_entry["why"] == "rule.targets_cards_unknown" and copy_entry["disabled"][5] == "rule.card_unknown"
    assert {"key": "ui.card.cards_unknown", "params": {"seats": list(range(2, 9))}} in \
        [c["label"] for c in p.choices if c["type"] == "note"]
    assert refused(g, {"t": "act", "action": "copy", "seats": [5]}).key == "rule.card_unknown"
    g.apply({"t": "set_role", "seat": 5, "role": "priest"})
    copy_entry = next(a for a in g.prompt.actions if a["id"] == "copy")
    assert copy_entry["available"] and copy_entry["candidates"] == [5]
    g.apply({"t": "act", "action": "copy", "seats": [5]})
    assert g.state.seat(1).role == "priest" and g.state.seat(1).original_role == "look_alike"


@pytest.mark.parametrize("card", ["stalker", "runner"])
def test_the_other_copies_of_an_infected_seats_card_are_still_identified_at_their_wake(card):
    """Two Stalkers (waking after the Infected Wolf) or two Runners (never waking): the infected
    seat's card, set on its menu, is one of two. The other copy is still asked for at the role's
    wake, and that Stalker wakes and acts (before, the correction counted as the role's
    identification: the wake called nobody and the other holder stayed unknown until dawn)."""
    deck = {"werewolf": 2, "infected_wolf": 1, "stalker": 2, "runner": 2, "fortune_teller": 1, "citizen": 3}
    g = Game(Setup.create(NAMES[:11], ruleset="revamped", deck=deck, seed=5, deal_mode="printed", lang="en"))
    truth = dealt(g, 5)
    first, other = [s for s, r in truth.items() if r == card]
    to_step(g, truth, "infected_wolf")
    g.apply({"t": "set_role", "seat": first, "role": card})
    g.apply(infect(first))
    asked = []
    for _ in range(60):
        p = g.prompt
        if g.state.phase != "night":
            break
        if "identify" in p.allowed:
            asked.append(p.identify[0])
        if card == "stalker" and p.step == "stalker" and "act" in p.allowed:
            assert p.actors == [other]
        host_step(g, truth)
    assert card in asked and g.state.phase == "day"
    assert g.state.seat(other).original_role == card and g.state.seat(first).original_role == card
    assert g.state.night.identified[card] == [first, other] and not g.state.night.corrected
    assert all(x.original_role == truth[x.seat] for x in g.state.seats)


def test_a_unique_card_set_before_its_wake_is_not_asked_for_again():
    g, truth = hell(4)
    to_step(g, truth, "infected_wolf")
    target = card_seat(g, truth, "priest")
    g.apply({"t": "set_role", "seat": target, "role": "priest"})
    g.apply(infect(target))
    asked = []
    while g.state.phase == "night":
        if "identify" in g.prompt.allowed:
            asked.append(g.prompt.identify[0])
        host_step(g, truth)
    assert "priest" not in asked and g.state.phase == "day"


@pytest.mark.parametrize("step, action, card", [("fortune_teller", "check", "runner"),
                                                ("aura_teller", "check", "citizen")])
def test_an_investigator_sees_an_unknown_seat_once_its_card_is_set(step, action, card):
    """The same rule for what reads a card without changing it: the Fortune Teller (004 §2.4) was
    shown "None" for a seat not identified yet, the Aura Teller "no threat" whatever the card."""
    g, truth = infected_night(4, "priest")
    to_step(g, truth, step)
    target = card_seat(g, truth, card)
    entry = next(a for a in g.prompt.actions if a["id"] == action)
    assert entry["available"] and entry["disabled"][target] == "rule.card_unknown"
    assert refused(g, {"t": "act", "action": action, "seats": [target]}).key == "rule.card_unknown"
    g.apply({"t": "set_role", "seat": target, "role": card})
    g.apply({"t": "act", "action": action, "seats": [target]})
    result = g.state.night.results[step]
    assert result["seat"] == target and (result.get("role") == card or result.get("threat") is False)
    to_day(g, truth)
    assert g.state.phase == "day" and all(x.original_role == truth[x.seat] for x in g.state.seats)


def test_die_seherin_sees_an_unknown_seats_card_once_it_is_set():
    """001:8: the Düsterwald Seherin sees the card, so a seat not identified yet waits for its card
    (before, she was shown no role); the seed-003 seer, who sees good or wolf, checks it at once."""
    names = [f"P{i}" for i in range(1, 11)]
    g = Game(Setup.create(names, preset="duesterwald", seed=2, deal_mode="printed", lang="de"))
    truth = dealt(g, 2)
    to_step(g, truth, "seer")
    target = card_seat(g, truth, "hunter")
    assert next(a for a in g.prompt.actions if a["id"] == "check")["disabled"][target] == "rule.card_unknown"
    assert refused(g, {"t": "act", "action": "check", "seats": [target]}).key == "rule.card_unknown"
    g.apply({"t": "set_role", "seat": target, "role": "hunter"})
    g.apply({"t": "act", "action": "check", "seats": [target]})
    assert g.state.night.results["seer"]["role"] == "hunter"
    to_day(g, truth)
    assert g.state.phase == "day"


def test_the_seed_003_seer_checks_an_unknown_seat_at_once():
    g = Game(Setup.create([f"P{i}" for i in range(1, 13)], preset="std12_444_guard", seed=2, deal_mode="printed",
                          lang="zh"))
    truth = dealt(g, 2)
    to_step(g, truth, "seer")
    target = next(s for s, r in truth.items() if g.state.seat(s).role is None)
    g.apply({"t": "act", "action": "check", "seats": [target]})
    assert g.state.night.results["seer"]["result"] == "good"


def test_the_receptionist_counts_the_copies_in_hands_not_identified_yet():
    """004 §2.4, printed night 1: the Citizens are identified last (they never wake), so at the
    Receptionist's wake no Citizen is known; the count is still every Citizen in play (it was 0)."""
    deck = {"werewolf": 2, "receptionist": 1, "fortune_teller": 1, "citizen": 4}
    g = Game(Setup.create(NAMES[:8], ruleset="revamped", deck=deck, seed=6, deal_mode="printed", lang="en"))
    truth = dealt(g, 6)
    to_step(g, truth, "receptionist")
    assert not [s for s in g.state.seats if s.role == "citizen"]
    g.apply({"t": "act", "action": "count", "roles": ["citizen"]})
    assert g.state.night.results["receptionist"]["count"] == 4
    to_day(g, truth)
    assert g.state.phase == "day"


def test_the_vampire_demonizes_an_unknown_seat_once_its_card_is_set():
    """004:705: the demonizing fails on the hell's, the underworld's and the graveyard's players,
    which the target's card says: a seat not identified yet waits for its card (before, the marker
    stuck whatever the card)."""
    g, truth = infected_night(4, "priest")
    to_step(g, truth, "vampire")
    target = card_seat(g, truth, "runner")
    entry = next(a for a in g.prompt.actions if a["id"] == "demonize")
    assert entry["disabled"][target] == "rule.card_unknown"
    assert refused(g, {"t": "act", "action": "demonize", "seats": [target]}).key == "rule.card_unknown"
    g.apply({"t": "set_role", "seat": target, "role": "runner"})
    g.apply({"t": "act", "action": "demonize", "seats": [target]})
    assert "demonized" in g.state.seat(target).status
    to_day(g, truth)
    assert g.state.phase == "day"


def test_the_priests_holy_water_on_an_unknown_seat_waits_for_its_card():
    """004:429: the holy water kills a lycan and strikes the Priest when thrown at a villager, which
    the target's card says. The Vampire's card (waking after the Priest) was not known yet: the seat
    counted as a villager and the Priest died; now its card is set first, and the water does nothing."""
    g, truth = infected_night(4, "runner")
    to_step(g, truth, "priest")
    target = card_seat(g, truth, "vampire")
    assert refused(g, {"t": "act", "action": "holy_water", "seats": [target]}).key == "rule.card_unknown"
    g.apply({"t": "set_role", "seat": target, "role": "vampire"})
    g.apply({"t": "act", "action": "holy_water", "seats": [target]})
    priest = seat_of(truth, "priest")
    to_day(g, truth)
    assert g.state.phase == "day" and g.state.seat(priest).alive and g.state.seat(target).alive


def test_a_lot_whose_seat_shows_a_pack_card_is_drawn_again():
    """The held lot's seat is given a Werewolf card (the host had identified the wrong hand at the
    wolves' wake): it is no target of the infection, so the lot is void — the step is as before the
    draw (the wolves may point) and Enter draws again."""
    g, truth, lot = lot_game()
    draws = g.state.draws
    g.apply({"t": "next"})
    wolf = next(s for s in range(1, 14) if g.state.seat(s).role == WOLF)
    g.apply({"t": "set_role", "seat": lot, "role": WOLF, "swap": wolf})
    p = g.prompt
    assert "pack" in g.state.seat(lot).groups and not lot_notes(g) and "next" in p.allowed and "act" in p.allowed
    g.apply({"t": "next"})
    assert g.state.draws == draws + 2 and drawn_picks(g)[-1] != lot


def test_004_5_2_look_alike_printed_cards_the_lot_waits_for_the_card_it_copies():
    """The Look-Alike names nobody (004:818: a random player is copied): at its wake almost no card is
    known, so the lot is drawn on Enter and waits for that seat's card; then Enter copies it."""
    deck = {"werewolf": 2, "look_alike": 1, "fortune_teller": 1, "priest": 1, "citizen": 3}
    g = Game(Setup.create(NAMES[:8], ruleset="revamped", deck=deck, seed=3, deal_mode="printed", lang="en"))
    truth = dealt(g, 3)
    g.apply({"t": "next"})
    g.apply({"t": "identify", "role": "look_alike", "seats": [s for s, r in truth.items() if r == "look_alike"]})
    assert g.prompt.step == "look_alike" and not lot_notes(g)
    g.apply({"t": "next"})
    lot = g.prompt.unknown[0]
    assert g.prompt.allowed == ["set_role"] and lot_notes(g) == [{"key": "rule.lot_card_unknown", "params": {"seat": lot}}]
    g.apply({"t": "set_role", "seat": lot, "role": truth[lot]})
    g.apply({"t": "next"})
    copier = seat_of(truth, "look_alike")
    assert g.state.seat(copier).role == catalogue().variant(truth[lot], "revamped") or g.state.seat(copier).role == truth[lot]
    to_day(g, truth)
    assert g.state.phase == "day" and all(x.original_role == truth[x.seat] for x in g.state.seats)
