"""Rules of seeds 000–002 that the first engine left out or got wrong (issue 15)."""
import pytest

from werewolf_desktop.engine import Game, RuleError, Setup, catalogue, check_deck

from .helpers import NAMES, act, game, nxt


def test_002_62_odd_number_of_people_counts_the_moderator():
    """002:62, 002:64 an odd number of players (including the moderator): 8 players + moderator = 9 is fine,
    9 players + moderator = 10 is warned about; with the moderator card the moderator is one of the seats."""
    opts = {"exile_mode": "majority"}
    even = lambda deck, n: [w.key for w in check_deck(deck, n, opts).warnings]  # noqa: E731
    assert "deck.even_players" not in even({"werewolf": 2, "seer": 1, "villager": 5}, 8)
    assert "deck.even_players" in even({"werewolf": 2, "seer": 1, "villager": 6}, 9)
    assert "deck.even_players" not in even({"moderator_card": 1, "werewolf": 2, "seer": 1, "villager": 5}, 9)


def test_002_76_a_third_werewolf_at_seventeen_players():
    """002:76 say, seventeen — it might be better to add a third werewolf."""
    p = catalogue().preset("plotkin_basic")
    assert p.deck_for(16)["werewolf"] == 2 and p.deck_for(17)["werewolf"] == 3
    assert catalogue().preset("plotkin_moderator_card").deck_for(18)["werewolf"] == 3


def test_002_78_free_first_inquiry_the_pack_does_not_attack_on_night_one():
    """002:78 with an even number: the seer's free inquiry, the wolves recognise each other, no attack
    that first night; from night 2 the pack attacks as usual."""
    roles = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="classic", free_first_inquiry=True)
    while g.prompt.step != "pack":
        nxt(g)
    assert [a["id"] for a in g.prompt.actions] == []            # the pack only opens its eyes
    while g.prompt.step != "seer":
        nxt(g)
    act(g, "check", 1)
    assert g.prompt.show["result"] == "wolf"


def test_002_86_plotkins_cupid_links_two_other_players():
    """002:86 he secretly indicates two others players; 003:81 (狼人杀) and 001:6 let Cupid choose himself."""
    roles = ["werewolf", "werewolf", "seer", "cupid", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="classic")
    while g.prompt.step != "cupid":
        nxt(g)
    assert 4 not in g.prompt.actions[0]["candidates"]
    g = game(roles)                                            # 狼人杀 standard
    while g.prompt.step != "cupid":
        nxt(g)
    assert 4 in g.prompt.actions[0]["candidates"]


def test_001_5_the_duesterwald_hunter_is_not_woken_for_a_thumb():
    """001:5 der Jäger feuert in seinem letzten Atemzug — no night wake; the thumb is 003's (003:62)."""
    roles = ["werewolf", "werewolf", "seer", "witch", "hunter", "villager", "villager", "villager"]
    from werewolf_desktop.engine.night import build_schedule

    assert "hunter" not in build_schedule(game(roles, ruleset="duesterwald").state, 2)
    assert "hunter" in build_schedule(game(roles).state, 2)


def test_002_84_dark_city_swap_is_told_to_both_players_after_dawn():
    """002:84 the werewolves swap two villager cards; both players learn their new card privately."""
    from werewolf_desktop.engine import player_view

    roles = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="classic", dark_city=True)
    while g.prompt.step != "pack":
        nxt(g)
    act(g, "swap", 3, 4)
    assert g.state.seat(4).role == "seer"
    while g.state.phase == "night":
        nxt(g)
    ann = g.prompt.announcement
    assert [n["key"] for n in ann["notices"]] == ["notice.swapped"]
    nxt(g)                                                      # the announcement is read
    assert [n["key"] for n in player_view(g.state, 4)["learned"]] == ["notice.swapped"]


def test_000_3_drunk_with_printed_cards_takes_the_card_the_moderator_entered():
    """000:3 the Drunk: with printed cards the moderator enters the set-aside card when the drunk is
    identified, and the drunk sobers up to it on night 3."""
    deck = {"werewolf": 2, "seer": 1, "drunk": 1, "villager": 5}
    g = Game(Setup.create(NAMES[:8], ruleset="classic", deck=deck, deal_mode="printed", seed=4))
    while g.prompt.identify != ["drunk"]:
        p = g.prompt
        if p.identify:
            free = [s.seat for s in g.state.seats if s.role is None]
            g.apply({"t": "identify", "role": p.identify[0], "seats": free[:g.state.deck[p.identify[0]]]})
        else:
            nxt(g)
    assert g.prompt.identify_cards == 1
    with pytest.raises(RuleError) as err:
        g.apply({"t": "identify", "role": "drunk", "seats": [5]})
    assert err.value.key == "rule.identify_cards"
    g.apply({"t": "identify", "role": "drunk", "seats": [5], "cards": ["villager"]})
    assert g.state.leftover == ["villager"]


def test_002_71_the_first_days_lynched_player_becomes_the_moderator():
    """002:71 no Moderator card, one more Villager; an extra Day phase at the beginning where the
    lynched player becomes the moderator (it may be a werewolf or the seer)."""
    from werewolf_desktop.engine.victory import check_winner

    g = Game(Setup.create(NAMES[:9], preset="plotkin_lynched_moderator", seed=11, deal_mode="laptop"))
    assert g.state.phase == "day" and g.state.day_number == 0
    assert g.prompt.kind == "discussion"
    nxt(g)
    assert g.prompt.kind == "exile_vote"
    voters = g.prompt.voters
    g.apply({"t": "vote", "votes": {str(v): 4 for v in voters if v != 4}})
    s = g.state.seat(4)
    assert not s.in_play and s.death is None and 4 not in g.state.alive()
    assert [e["kind"] for e in g.state.timeline].count("became_moderator") == 1
    assert g.prompt.kind == "dusk"
    nxt(g)
    assert g.state.phase == "night" and g.state.night.number == 1
    assert check_winner(g.state) is None or g.over
