"""Printed cards, a day before night 1 (002:71: the lynched player becomes the moderator): no team
wins while the cards are not known. Before, the lynch's win check counted no wolf among the unknown
cards and the village won at once (000:79 counts the wolves alive; they are, their cards unseen)."""
from werewolf_desktop.engine import Game, Setup

NAMES = [f"p{i}" for i in range(1, 10)]


def day_zero_lynch(mode: str) -> Game:
    g = Game(Setup.create(NAMES, preset="plotkin_lynched_moderator", seed=3, deal_mode=mode, lang="en"))
    assert g.prompt.kind == "discussion" and g.state.day_number == 0
    g.apply({"t": "next"})
    p = g.prompt
    g.apply({"t": "vote", "votes": {str(v): 2 for v in p.voters if v != 2}})
    return g


def test_002_71_printed_cards_the_day_zero_lynch_decides_no_winner_and_night_1_follows():
    g = day_zero_lynch("printed")
    assert g.state.winner is None and not g.over
    assert not g.state.seat(2).alive
    for _ in range(5):
        if g.state.phase == "night":
            break
        g.apply({"t": "next"})
    assert g.state.phase == "night" and g.state.night.number == 1
    while not g.prompt.identify:                   # the cards are identified as they wake
        g.apply({"t": "next"})
    assert g.prompt.identify == ["werewolf"] and g.state.night.number == 1


def test_002_71_laptop_dealt_the_day_zero_lynch_decides_no_winner_either():
    g = day_zero_lynch("laptop")
    assert g.state.winner is None and not g.over
