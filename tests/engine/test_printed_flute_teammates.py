"""Printed cards, the Flute team (004:625: "Members of the team know each other"): the Flute Player
and the Flute Apprentice do not share a wake, and the app knows a printed card only from its wake.
Before, the Flute Player, identified at its own wake before the Apprentice's, was told it had no
teammate, while the laptop-dealt game showed it the Apprentice. Now the Apprentice is identified at
the team's first wake too, and each is shown the other once both cards are known."""
from werewolf_desktop.engine import Game

from .printed_host import dealt_as_laptop, look_alike_copies, seat_of, walk

DECK = {"werewolf_revamped": 2, "flute_player": 1, "flute_apprentice": 1, "fortune_teller": 1, "citizen": 4}
NAMES = [f"p{i}" for i in range(1, 10)]


def flute_game(mode: str, deck: dict[str, int] = DECK, seed: int = 5) -> tuple[Game, dict[int, str], int, int]:
    """The game, its cards, and the seats of the Flute Player and the Flute Apprentice."""
    g, cards = dealt_as_laptop(NAMES, mode, ruleset="revamped", deck=deck, seed=seed)
    return g, cards, seat_of(cards, "flute_player"), seat_of(cards, "flute_apprentice")


def teammates_told(g: Game) -> dict[int, list[int]]:
    return {n["to"]: n["params"]["seats"] for n in g.state.notices if n["key"].startswith("notice.teammates")}


def night_1(g: Game, cards: dict[int, str], choose=None) -> None:
    """Night 1 to its end: each card identified at its wake; `choose(g)` enters a step's choice
    (True when it did), else next."""
    walk(g, cards, until=lambda g: g.state.phase != "night", choose=choose)


def to_flute_step(g: Game, cards: dict[int, str]) -> None:
    walk(g, cards, until=lambda g: g.prompt.step == "flute")


def test_004_625_printed_cards_the_flute_apprentice_is_identified_at_the_flute_players_wake():
    g, cards, player, apprentice = flute_game("printed")
    to_flute_step(g, cards)
    assert g.prompt.identify == ["flute_player", "flute_apprentice"]
    g.apply({"t": "identify", "role": "flute_player", "seats": [player]})
    assert teammates_told(g) == {}                    # not before the Apprentice's card is known
    assert g.prompt.identify == ["flute_apprentice"]
    g.apply({"t": "identify", "role": "flute_apprentice", "seats": [apprentice]})
    assert teammates_told(g) == {player: [apprentice], apprentice: [player]}
    while g.prompt.step != "flute_apprentice":
        g.apply({"t": "next"})
    assert not g.prompt.identify                      # known already


def test_004_625_printed_cards_the_flute_team_is_told_as_when_the_app_deals():
    told = {}
    for mode in ("printed", "laptop"):
        g, cards, _, _ = flute_game(mode)
        night_1(g, cards)
        told[mode] = teammates_told(g)
    assert told["printed"] == told["laptop"] and len(told["laptop"]) == 2


CUPID_DECK = {"werewolf_revamped": 2, "flute_player": 1, "flute_apprentice": 1, "cupid_revamped": 1, "citizen": 4}


def test_004_625_printed_cards_a_cupid_who_chose_a_flute_lover_earlier_that_night_is_no_teammate():
    """Cupid joins the lover's team (004:803), but the start information names the Flute team's
    members as when the app deals before night 1: with printed cards it is told at the team's wake,
    after Cupid's; before, Cupid was listed among the Flute Player's teammates."""
    told = {}
    for mode in ("printed", "laptop"):
        g, cards, player, apprentice = flute_game(mode, CUPID_DECK, seed=2)
        cupid = seat_of(cards, "cupid_revamped")
        def link(g: Game, player: int = player) -> bool:
            if g.prompt.step != "cupid_revamped" or g.state.lovers:
                return False
            g.apply({"t": "act", "action": "link", "seats": [player]})
            return True
        night_1(g, cards, link)
        assert cupid in g.state.lovers and player in g.state.lovers
        told[mode] = teammates_told(g)
        assert told[mode] == {player: [apprentice], apprentice: [player]}, mode


ALIKE_DECK = {"werewolf_revamped": 2, "flute_player": 1, "flute_apprentice": 1, "look_alike": 1, "citizen": 4}


def test_004_822_printed_cards_a_look_alike_copying_the_flute_player_is_told_the_team_and_the_flute_player_is_not_told_of_it():
    """The Look-Alike wakes before the Flute team. Copying the Flute Player it joins the team and is
    told its members once their cards are known, the Apprentice too; the Flute Player is not told it
    was copied (004:822). Before, with printed cards, the Flute Player was told the Look-Alike as a
    teammate and the Look-Alike was told the team without the Apprentice not identified yet."""
    told = {}
    for mode in ("printed", "laptop"):
        g, cards, player, apprentice = flute_game(mode, ALIKE_DECK, seed=4)
        alike = seat_of(cards, "look_alike")
        night_1(g, cards, look_alike_copies(player, "flute_player", mode))
        assert g.state.seat(alike).role == "flute_player"
        told[mode] = teammates_told(g)
        assert told[mode] == {player: [apprentice], apprentice: [player], alike: [player, apprentice]}, (mode, told[mode])
