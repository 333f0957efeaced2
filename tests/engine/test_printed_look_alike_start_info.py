"""Printed cards: a Look-Alike copying a seat whose card was just set copies a player who has had its
start information, as when the app deals before night 1 (004:818-822: "All data ... is copied").
Before, the Claimspace's card set at the Look-Alike's wake had not had its phantom role yet (004:902:
each Claimspace its own role nobody holds); the Look-Alike, copying it, took that phantom and the
Claimspace was told it had none — the other way round from the laptop-dealt game."""
from .printed_host import dealt_as_laptop, look_alike_copies, seat_of, walk

NAMES = [f"p{i}" for i in range(1, 10)]
DECK = {"werewolf_revamped": 2, "look_alike": 1, "claimspace": 1, "fortune_teller": 1, "citizen": 4}


def told_phantoms(mode: str) -> tuple[dict[int, tuple[str, str | None]], int, int]:
    g, cards = dealt_as_laptop(NAMES, mode, ruleset="revamped", deck=DECK, seed=3)
    claimspace = seat_of(cards, "claimspace")
    alike = seat_of(cards, "look_alike")
    walk(g, cards, until=lambda g: g.state.phase != "night", choose=look_alike_copies(claimspace, "claimspace", mode))
    assert g.state.seat(alike).role == "claimspace"
    return ({n["to"]: (n["key"], n["params"].get("role")) for n in g.state.notices if n["key"].startswith("notice.phantom_role")},
            claimspace, alike)


def test_004_902_printed_cards_a_look_alike_copying_the_claimspace_leaves_it_its_phantom_role():
    printed, claimspace, alike = told_phantoms("printed")
    laptop, _, _ = told_phantoms("laptop")
    assert printed == laptop
    assert printed[claimspace][0] == "notice.phantom_role" and printed[claimspace][1]
