"""Printed cards: the host never identifies more seats as a role than the deck holds copies of it.
A card set on a seat's menu before the role's wake (a correction to the role) leaves that many fewer
copies to identify at the wake; a correction away from the role gives the copy back; a card the
thief set aside is in no hand. Before, `night.identify` accepted up to the deck's full count after a
correction: two Stalkers in the deck, one set on a menu, three Stalkers after the wake."""
from __future__ import annotations

import pytest

from tests.engine.test_printed_infection import NAMES, dealt, host_step, refused
from werewolf_desktop.engine import Game, Setup, catalogue
from werewolf_desktop.engine.night import identifiable
from werewolf_desktop.engine.setup import bottom_ok

# (preset, players): every ruleset, a role of each with two copies or more
PRESETS = [("std9", 9), ("std12_cupid_thief", 12), ("plotkin_basic", 10), ("classic_doctor", 9),
           ("duesterwald", 10), ("revamped8", 8), ("revamped13_hell", 13), ("revamped16", 16)]


def printed(preset: str, players: int, seed: int = 3) -> tuple[Game, dict[int, str]]:
    """A printed game and the cards the players hold (`ASIDE`: the cards dealt past the last seat,
    the thief's two)."""
    g = Game(Setup.create(NAMES[:players] + [f"Q{i}" for i in range(players - len(NAMES))], preset=preset,
                          seed=seed, deal_mode="printed", lang="en"))
    cards = dealt(g, seed)
    return g, {s: r for s, r in cards.items() if s <= players}


def aside(g: Game, truth: dict[int, str]) -> list[str]:
    """The cards set aside: the deck less the players' cards, in the order dealt."""
    cards = dealt(g, g.setup.seed)
    return [cards[s] for s in sorted(cards) if s not in truth]


def truthful(g: Game, truth: dict[int, str]) -> None:
    """One input of a truthful host (the thief's set-aside cards as dealt)."""
    p = g.prompt
    if "identify" in p.allowed and p.identify_cards:
        role = p.identify[0]
        g.apply({"t": "identify", "role": role, "seats": [s for s, r in truth.items() if r == role],
                 "cards": aside(g, truth)[:p.identify_cards]})
    elif "set_role" in p.allowed and p.unknown and "identify" not in p.allowed:     # a lot, a dawn waiting
        g.apply({"t": "set_role", "seat": p.unknown[0], "role": truth[p.unknown[0]]})
    elif "next" not in p.allowed and any(a["id"] == "take" and a["available"] for a in p.actions):
        wolves = [i for i, c in enumerate(g.state.leftover[:2]) if catalogue().role(c).team == "wolf"]
        g.apply({"t": "act", "action": "take", "card": (wolves or [0])[0]})   # 003:111: a wolf if there is one
    else:
        host_step(g, truth)


def to_wake_of_several(g: Game, truth: dict[int, str]) -> str:
    """Play truthfully up to the first wake that identifies a card the deck has two copies of or more
    (not the plain card, identified last on every seat left)."""
    for _ in range(120):
        p = g.prompt
        if "identify" in p.allowed and not catalogue().role(p.identify[0]).passive.get("plain_card") \
                and g.state.deck[p.identify[0]] >= 2 and not p.identify_cards:
            return p.identify[0]
        truthful(g, truth)
    raise AssertionError("no wake identifies a card of several copies")


@pytest.mark.parametrize("preset,players", PRESETS)
def test_a_card_set_before_its_wake_leaves_that_many_fewer_to_identify(preset, players):
    """To the role: one holder's card set on its menu; at the wake the other holders are identified,
    one seat more is refused with the count left and why; undo of the card gives the copy back."""
    g, truth = printed(preset, players)
    role = to_wake_of_several(g, truth)
    total = g.state.deck[role]
    holders = [s for s, r in truth.items() if r == role]
    stranger = next(s for s, r in truth.items() if r != role and g.state.seat(s).role is None)
    assert identifiable(g.state, role) == total
    g.apply({"t": "set_role", "seat": holders[0], "role": role})
    assert g.prompt.identify[0] == role and identifiable(g.state, role) == total - 1
    err = refused(g, {"t": "identify", "role": role, "seats": holders[1:] + [stranger]})
    assert err.key == "rule.identify_count_known"
    assert err.params == {"role": role, "count": total - 1, "total": total, "known": 1}
    words = {lang: err.message(lang) for lang in ("zh", "en", "de", "fr")}
    assert len(set(words.values())) == 4 and all(str(total - 1) in w and str(total) in w for w in words.values())
    assert "korrigiere zuerst" in words["de"]                   # the host is "du"
    g.undo()                                                     # the card set on the menu taken back
    assert identifiable(g.state, role) == total and g.prompt.identify[0] == role
    g.apply({"t": "set_role", "seat": holders[0], "role": role})
    g.apply({"t": "identify", "role": role, "seats": holders[1:]})
    for _ in range(200):
        if g.state.phase != "night":
            break
        truthful(g, truth)
    assert g.state.phase != "night" and all(x.original_role == truth[x.seat] for x in g.state.seats)
    assert sum(1 for x in g.state.seats if x.original_role == role) == total
    assert repr(Game.replay(g.setup, g.inputs).state) == repr(g.state)


def test_a_card_corrected_away_from_a_role_gives_its_copy_back():
    """A seat wrongly set to a Werewolf card on its menu before the wolves' wake: both true holders
    cannot be identified (refused: the count left, and that a wrong card is corrected on its seat);
    once that seat is corrected to its real card, both are, and the night ends with every card as dealt."""
    g, truth = printed("revamped13_hell", 13)
    wolf = catalogue().variant("werewolf", "revamped")
    stranger = next(s for s, r in truth.items() if catalogue().role(r).team != "wolf" and r != "devil")
    g.apply({"t": "set_role", "seat": stranger, "role": wolf})    # a mistake, on night 1's first step
    role = to_wake_of_several(g, truth)
    assert role == wolf and identifiable(g.state, wolf) == 1
    holders = [s for s, r in truth.items() if r == wolf]
    err = refused(g, {"t": "identify", "role": wolf, "seats": holders})
    assert err.key == "rule.identify_count_known" and (err.params["count"], err.params["known"]) == (1, 1)
    g.apply({"t": "set_role", "seat": stranger, "role": truth[stranger]})   # away from the Werewolf
    assert identifiable(g.state, wolf) == 2 and g.prompt.identify[0] == wolf
    g.apply({"t": "identify", "role": wolf, "seats": holders})
    for _ in range(200):
        if g.state.phase != "night":
            break
        truthful(g, truth)
    assert g.state.phase == "day" and all(x.original_role == truth[x.seat] for x in g.state.seats)


def thief_sets_aside(card: str) -> tuple[Game, dict[int, str]]:
    """std12_cupid_thief, the first seed whose deal sets `card` among the thief's two (a legal deal)."""
    for seed in range(1, 400):
        g, truth = printed("std12_cupid_thief", 12, seed)
        if card in aside(g, truth) and bottom_ok(g.state.deck, aside(g, truth), catalogue()):
            return g, truth
    raise AssertionError(f"no deal sets {card} aside")


def test_a_card_the_thief_set_aside_is_in_no_hand():
    """003:111: the thief's two cards are shown when the thief is identified; a Werewolf card among
    them leaves one Werewolf fewer to identify at the wolves' wake (the deck's count was accepted)."""
    g, truth = thief_sets_aside("werewolf")
    role = to_wake_of_several(g, truth)
    while role != "werewolf":
        truthful(g, truth)
        role = to_wake_of_several(g, truth)
    assert identifiable(g.state, "werewolf") == 2
    holders = [s for s, r in truth.items() if r == "werewolf" and g.state.seat(s).role is None]
    stranger = next(s for s, r in truth.items() if r != "werewolf" and g.state.seat(s).role is None)
    err = refused(g, {"t": "identify", "role": "werewolf", "seats": holders + [stranger]})
    assert err.key == "rule.identify_count_known" and err.params["count"] == 2 and err.params["known"] == 1
    g.apply({"t": "identify", "role": "werewolf", "seats": holders})
    for _ in range(200):
        if g.state.phase != "night":
            break
        truthful(g, truth)
    assert g.state.phase != "night"


def seer_set_aside() -> tuple[Game, dict[int, str]]:
    """std12_cupid_thief with the Seer among the thief's two cards, at the Seer's wake."""
    g, truth = thief_sets_aside("seer")
    for _ in range(120):
        if g.prompt.identify == ["seer"] and "identify" in g.prompt.allowed:
            return g, truth
        truthful(g, truth)
    raise AssertionError("the Seer's wake never came")


def test_a_card_whose_every_copy_is_set_aside_identifies_no_seat():
    """The Seer among the thief's two cards: nobody holds it. At the Seer's wake no seat may be
    identified as the Seer (refused with the count left, 0), and the wake is confirmed with nobody."""
    g, truth = seer_set_aside()
    assert identifiable(g.state, "seer") == 0
    stranger = next(s for s in truth if g.state.seat(s).role is None)
    err = refused(g, {"t": "identify", "role": "seer", "seats": [stranger]})
    assert err.key == "rule.identify_count_known" and (err.params["count"], err.params["known"]) == (0, 1)
    g.apply({"t": "identify", "role": "seer", "seats": []})
    for _ in range(200):
        if g.state.phase != "night":
            break
        truthful(g, truth)
    assert g.state.phase != "night" and not any(s.role == "seer" for s in g.state.seats)


def at_thiefs_wake() -> tuple[Game, dict[int, str]]:
    """std12_cupid_thief (one Cupid card in the deck) at the thief's identification."""
    g, truth = printed("std12_cupid_thief", 12)
    for _ in range(60):
        if "identify" in g.prompt.allowed and g.prompt.identify_cards:
            return g, truth
        truthful(g, truth)
    raise AssertionError("the thief's wake never came")


def test_the_thiefs_set_aside_cards_are_counted_against_the_deck():
    """Played on Xvfb: the host left the thief's two card boxes at "Cupid, Cupid" with one Cupid card in
    the deck; the game took it, counted one card too many as still to identify, and at the last
    identification refused every answer (the villagers' "click every seat still unknown"). The cards
    set aside are cards of the deck (003:111): no more copies of a role, at seats and set aside
    together, than the deck holds — the role being identified included."""
    g, truth = at_thiefs_wake()
    thief = [s for s, r in truth.items() if r == "thief"]
    assert g.state.deck["cupid"] == 1 and g.state.deck["thief"] == 1
    before = len(g.inputs)
    err = refused(g, {"t": "identify", "role": "thief", "seats": thief, "cards": ["cupid", "cupid"]})
    assert err.key == "rule.identify_count" and err.params == {"role": "cupid", "count": 1}
    err = refused(g, {"t": "identify", "role": "thief", "seats": thief, "cards": ["thief", "villager"]})
    assert err.key == "rule.identify_count" and err.params["role"] == "thief"
    assert len(g.inputs) == before and g.state.leftover == []
    g.apply({"t": "identify", "role": "thief", "seats": thief, "cards": aside(g, truth)})     # the cards as dealt
    for _ in range(200):
        if g.state.phase != "night":
            break
        truthful(g, truth)
    assert g.state.phase != "night"
    assert {s.seat: s.original_role for s in g.state.seats} == truth
