"""The rules of seeds 000 (classic), 001 (Düsterwald) and 002 (Plotkin) that had no test of their own,
each cited by seed line (docs/rules-coverage.md lists every rule of the three with its test or the
reason the app leaves it to the table)."""
import re

from werewolf_desktop.engine import Setup, catalogue, player_view
from werewolf_desktop.engine.night import build_schedule

from .helpers import NAMES, act, game, nxt, run_night, skip_to, vote

CLASSIC8 = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager", "villager"]


def test_000_3_basic_deal_and_wild_cards_are_offered_in_classic():
    """000:3 include 2 werewolves, a Doctor and a Seer; wild cards such as the Drunk, the Witch and the
    Alpha Werewolf."""
    deck = catalogue().preset("classic_doctor").deck_for(9)
    assert deck["werewolf"] == 2 and deck["doctor"] == 1 and deck["seer"] == 1
    offered = {r.id for r in catalogue().dealt_roles("classic")}
    assert {"drunk", "witch", "alpha_werewolf"} <= offered


def test_000_14_and_002_3_classic_boards_start_at_seven_or_eight_players():
    """000:14 you need at least 8 people; 002:3 there should be at least seven players."""
    assert catalogue().preset("classic_doctor").players[0] == 8
    assert catalogue().preset("plotkin_basic").players[0] == 7


def test_000_34_and_002_5_the_basic_cards():
    """000:34-36 2 werewolves, 1 seer, the rest villagers; 002:5-8 the same plus the Moderator card."""
    assert catalogue().preset("plotkin_basic").deck_for(9) == {"werewolf": 2, "seer": 1, "villager": 6}
    assert catalogue().preset("plotkin_moderator_card").deck_for(10)["moderator_card"] == 1


def test_000_22_and_002_13_two_teams():
    """000:22 two teams: werewolves and townsfolk; 002:13 everyone else is an innocent villager."""
    g = game(CLASSIC8, ruleset="classic")
    teams = {catalogue().role(s.role).team for s in g.state.seats}
    assert teams == {"wolf", "village"}


def test_000_40_and_002_10_each_player_gets_one_card():
    """000:40 the moderator gives each player one card; 002:10 shuffle the cards and hand them out;
    001:13 jeder Spieler bekommt verdeckt eine Karte; 000:18 the moderator is not one of the players."""
    s = Setup.create(NAMES[:9], preset="plotkin_basic", seed=7)
    assert len(s.assignment) == 9 and sorted(s.assignment) == sorted(["werewolf"] * 2 + ["seer"] + ["villager"] * 6)


def test_000_42_and_002_73_the_moderator_may_stack_the_deck():
    """000:42 the moderator "stacks the deck"; 002:73 the moderator passes out cards as he pleases."""
    g = game(CLASSIC8, ruleset="classic")
    assert g.setup.stacked and [s.role for s in g.state.seats] == CLASSIC8


def test_000_45_002_16_001_15_the_game_begins_with_night():
    """000:45 the game begins with a night phase; 002:16 we begin with Night; 001:15 the moderator
    calls the acting roles one by one."""
    g = game(CLASSIC8, ruleset="classic")
    assert g.state.phase == "night" and g.prompt.step == "close_eyes"
    assert build_schedule(g.state, 1).index("pack") < build_schedule(g.state, 1).index("seer")


def test_000_47_002_19_001_3_werewolves_recognise_each_other():
    """000:47 the werewolves open their eyes and recognize each other; 002:19, 001:3 likewise."""
    g = game(CLASSIC8, ruleset="classic")
    assert [p["seat"] for p in player_view(g.state, 1)["knows"]["pack"]] == [2]
    assert "pack" not in player_view(g.state, 3)["knows"]


def test_000_53_the_lines_never_name_a_gender():
    """000:53 gender-neutral pronouns; 002:69 (Avoid "he" and "she"!)."""
    words = re.compile(r"\b(he|she|his|her|him|er|sie ist|ihn|ihm)\b", re.I)
    for step in catalogue().night_steps():
        for lang in ("en",):
            assert not words.search(step.lines.get(lang, "")), (step.id, step.lines[lang])


def test_000_72_000_74_002_33_a_majority_lynches_at_once_reveals_and_night_falls():
    """000:72 as soon as a majority votes, the victim is dead; 000:74 the identity is revealed and night
    begins immediately; 002:33 that player then reveals his card."""
    g = game(CLASSIC8, ruleset="classic")
    run_night(g, pack=("kill", 8))
    skip_to(g, "exile_vote")
    vote(g, {v: 1 for v in g.prompt.voters if v != 1})
    assert not g.state.seat(1).alive and g.state.seat(1).revealed
    assert g.prompt.kind == "dusk"                         # no last words (000:72: before the majority rules)


def test_000_82_wolves_and_seer_may_pass():
    """000:82 the wolves are not required to kill someone at night, nor is the seer required to identify."""
    g = game(CLASSIC8, ruleset="classic")
    run_night(g)
    assert all(s.alive for s in g.state.seats) and g.state.phase == "day"


def test_001_2_the_villager_has_no_ability():
    """001:2 Dorfbewohner: hat keine Sonderfähigkeit."""
    assert catalogue().role("villager").night == () and not catalogue().role("villager").has_skill


def test_001_7_little_girl_line_is_read_at_the_pack_step():
    """001:7 das kleine Mädchen darf nachts in der Werwolf-Phase heimlich blinzeln: the pack's lines
    remind the moderator when the little girl is in the deck."""
    dw = ["werewolf", "werewolf", "witch", "hunter", "cupid", "little_girl", "seer", "doctor", "villager", "villager"]
    g = game(dw, ruleset="duesterwald")
    plain = game(CLASSIC8, ruleset="duesterwald")
    pack = next(s for s in catalogue().meta_steps if s.id == "pack")
    with_girl = pack.lines_for(g.state.options, 1, g.state.deck)["de"]
    without = pack.lines_for(plain.state.options, 1, plain.state.deck)["de"]
    assert len(with_girl) > len(without)


def test_001_16_no_agreement_means_no_victim():
    """001:16 Wenn die Wölfe sich nicht auf ein Opfer einigen können, gibt es kein Opfer."""
    g = game(CLASSIC8, ruleset="duesterwald")
    while g.state.phase != "night":
        p = g.prompt
        g.apply({"t": "candidates", "seats": []} if p.kind == "election_candidates" else {"t": "next"})
    run_night(g, pack=None)
    assert all(s.alive for s in g.state.seats)


def test_001_18_the_victims_card_is_turned_over():
    """001:18 dabei wird dessen Karte umgedreht und dessen Identität bekanntgegeben."""
    g = game(CLASSIC8, ruleset="duesterwald")
    while g.state.phase != "night":
        p = g.prompt
        g.apply({"t": "candidates", "seats": []} if p.kind == "election_candidates" else {"t": "next"})
    run_night(g, pack=("kill", 5))
    assert g.state.seat(5).revealed


def test_002_21_the_werewolves_agree_on_one_victim():
    """002:21 the two werewolves silently agree on one villager."""
    g = game(CLASSIC8, ruleset="classic")
    while g.prompt.step != "pack":
        nxt(g)
    assert g.prompt.actions[0]["targets"] == 1


def test_002_25_the_seer_points_at_another_player():
    """002:25 the seer silently points at another player; 002:27 thumbs-up for a werewolf."""
    g = game(CLASSIC8, ruleset="classic")
    while g.prompt.step != "seer":
        nxt(g)
    assert 3 not in g.prompt.actions[0]["candidates"]
    act(g, "check", 1)
    assert g.prompt.show["thumb"] == "up"


def test_002_29_dawn_names_the_victim():
    """002:29 "Everybody open your eyes; it's daytime. And you have been torn apart by werewolves.\""""
    g = game(CLASSIC8, ruleset="classic")
    run_night(g, pack=("kill", 6))
    assert g.prompt.kind == "announce" and g.prompt.announcement["deaths"] == [6]


def test_002_41_002_44_the_cycle_repeats_until_both_wolves_are_lynched():
    """002:41 once a player is lynched, night falls and the cycle repeats; 002:44 the humans win if they
    kill both werewolves."""
    g = game(CLASSIC8, ruleset="classic")
    for wolf in (1, 2):
        run_night(g)
        skip_to(g, "exile_vote")
        vote(g, {v: wolf for v in g.prompt.voters if v != wolf})
        if g.over:
            break
        nxt(g)
    assert g.state.winner["team"] == "village"


def test_002_82_princeton_protector_chooses_a_doorstep_each_night():
    """002:82 he chooses which doorstep to sprinkle every night (he can choose himself)."""
    roles = ["werewolf", "werewolf", "herbalist", "seer", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="classic")
    while g.prompt.step != "herbalist":
        nxt(g)
    assert 3 in g.prompt.actions[0]["candidates"]
    act(g, "protect", 6)
    run_night(g, pack=("kill", 6))
    assert g.state.seat(6).alive


def test_002_88_lovers_win_as_the_last_two():
    """002:88 if the Lovers are the only two people left alive, even human and wolf, they both win."""
    from werewolf_desktop.engine.victory import check_winner

    roles = ["werewolf", "werewolf", "seer", "cupid", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="classic")
    g.state.lovers = (1, 5)
    g.state.seat(1).lover, g.state.seat(5).lover = 5, 1
    for s in g.state.seats:
        s.alive = s.seat in (1, 5)
    assert check_winner(g.state)["team"] == "third"


def test_002_90_when_the_pack_does_not_agree_the_alpha_wolfs_wish_wins():
    """002:90 if there is no consensus, one particular wolf (the alpha wolf) gets his wish."""
    import pytest
    from werewolf_desktop.engine import RuleError

    roles = ["alpha_werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="classic")
    while g.prompt.step != "pack":
        nxt(g)
    with pytest.raises(RuleError) as err:
        g.apply({"t": "act", "action": "kill", "seats": [6], "votes": {"1": 5, "2": 6}})
    assert err.value.key == "rule.not_the_majority"
    g.apply({"t": "act", "action": "kill", "seats": [5], "votes": {"1": 5, "2": 6}})
    assert g.state.night.attacks[0]["target"] == 5
