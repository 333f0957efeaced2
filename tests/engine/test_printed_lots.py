"""Printed cards: a random default's lot waits for a seat's card only where the action reads that
card (the Infected Wolf's infection, the Look-Alike's copy: tests/engine/test_printed_infection.py).
Cupid's lover (revamped Cupid: "nobody chosen: one at random") and the Fletcher's customer read no
card: their lot is carried out at once, on any seat, known or not, as a pointed target is. Before,
such a lot on a seat not identified yet stopped night 1 until the host looked at that player's card,
which nothing needed. (The Mad Scientist's lot falls on its two subjects after every card is known.)"""
import pytest

from werewolf_desktop.engine import Game, Setup

NAMES = [f"P{i}" for i in range(1, 13)]
LOTS = {"cupid_revamped": "link", "fletcher": "choose"}


def game(role: str, seed: int) -> Game:
    deck = {"werewolf": 2, role: 1, "fortune_teller": 1, "priest": 1, "citizen": 4}
    return Game(Setup.create(NAMES[:9], ruleset="revamped", deck=deck, seed=seed, deal_mode="printed", lang="en"))


def to_wake(g: Game, role: str) -> int:
    """Night 1 up to the role's step, its holder identified (seat 1); nothing else known."""
    for _ in range(40):
        p = g.prompt
        if "identify" in p.allowed and p.identify[0] == role:
            g.apply({"t": "identify", "role": role, "seats": [1]})
            continue
        if p.kind == "night_step" and p.step == role and "identify" not in p.allowed:
            return 1
        if "identify" in p.allowed:
            g.apply({"t": "identify", "role": p.identify[0], "seats": []})
        else:
            g.apply({"t": "next"})
    raise AssertionError(f"never reached {role}")


@pytest.mark.parametrize("role", sorted(LOTS))
@pytest.mark.parametrize("seed", range(6))
def test_a_lot_that_reads_no_card_is_carried_out_at_once_on_an_unknown_seat(role, seed):
    g = game(role, seed)
    to_wake(g, role)
    unknown = [s.seat for s in g.state.seats if g.state.card_unknown(s.seat)]
    assert len(unknown) >= 7                                   # almost nobody is known yet
    p = g.prompt
    assert "next" in p.allowed and p.unknown in (None, [], ())
    entry = next(a for a in p.actions if a["id"] == LOTS[role])
    assert set(unknown) - {1} <= set(entry["candidates"])     # an unknown seat can be pointed at
    g.apply({"t": "next"})                                     # nobody named: the lot
    assert g.state.night.lot is None                           # nothing held, nothing asked
    assert g.prompt.step != role or g.prompt.kind != "night_step"
    assert g.state.night.actions.get(role, {}).get(LOTS[role])  # the lot was carried out


@pytest.mark.parametrize("role", sorted(LOTS))
def test_the_lot_replays_the_same_and_undo_takes_it_back(role):
    g = game(role, 4)
    to_wake(g, role)
    before = repr(g.state)
    g.apply({"t": "next"})
    after = repr(g.state)
    g.undo()
    assert repr(g.state) == before
    g.apply({"t": "next"})
    assert repr(g.state) == after                              # the same draw
    again = Game.replay(g.setup, g.inputs) if hasattr(Game, "replay") else None
    if again is not None:
        assert repr(again.state) == after
