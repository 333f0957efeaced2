"""The classic ruleset (seeds 000, 002) and Düsterwald (seed 001)."""
import pytest

from werewolf_desktop.describe import words_aloud
from werewolf_desktop.engine import RuleError
from werewolf_desktop.engine.queries import steps_by_id
from werewolf_desktop.i18n import text

from .helpers import act, game, nxt, run_night, skip_to, vote


CLASSIC = ["werewolf", "werewolf", "seer", "doctor", "villager", "villager", "villager", "villager", "villager"]


def test_000_60_classic_majority_of_the_living_lynches():
    """000:60, 000:70 As soon as a majority of living players vote for one player, they die; 10 alive need 6."""
    g = game(CLASSIC, ruleset="classic")
    run_night(g, pack=("kill", 9))
    nxt(g)                                                 # announce
    assert g.prompt.kind == "discussion"
    nxt(g)
    assert g.prompt.kind == "exile_vote" and g.prompt.say["params"]["needed"] == 5   # 8 alive
    vote(g, {1: 5, 2: 5, 3: 5, 4: 5})
    assert g.prompt.kind == "exile_vote" and g.state.seat(5).alive     # 4 of 8: no majority, vote again
    vote(g, {1: 5, 2: 5, 3: 5, 4: 5, 6: 5})
    assert not g.state.seat(5).alive


def test_000_56_classic_reveals_the_card_of_the_dead():
    """000:56 That person … reveals it to all players."""
    from werewolf_desktop.engine import public_view
    g = game(CLASSIC, ruleset="classic")
    run_night(g, pack=("kill", 9))
    nxt(g)                                   # the dawn announcement: the card turns with it (issue 30.3)
    seat9 = next(s for s in public_view(g.state)["seats"] if s["seat"] == 9)
    assert seat9["role"] == "villager"


def test_000_79_classic_wolves_win_at_parity():
    """000:79, 002:46 wolves ≥ non-wolves → the wolves win."""
    roles = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="classic")
    run_night(g, pack=("kill", 7))
    nxt(g); nxt(g)
    vote(g, {1: 6, 2: 6, 3: 6, 4: 6})
    skip_to(g, "dusk"); nxt(g)
    run_night(g, pack=("kill", 5))
    assert g.state.winner["team"] == "wolf" and g.state.winner["rule"] == "000:79"


def test_000_49_classic_thumb_up_means_werewolf():
    """000:49 thumbs-up if the chosen person is a wolf (the reverse of seed 003)."""
    g = game(CLASSIC, ruleset="classic")
    while g.prompt.step != "seer":
        nxt(g)
    act(g, "check", 1)
    assert g.prompt.show["thumb"] == "up" and g.prompt.show["result"] == "wolf"


def test_002_69_seer_answer_said_aloud_option():
    g = game(CLASSIC, ruleset="classic", seer_answer="aloud")
    while g.prompt.step != "seer":
        nxt(g)
    act(g, "check", 5)
    assert g.prompt.show["aloud"] is True


def test_000_doctor_protects_from_the_wolves():
    g = game(CLASSIC, ruleset="classic")
    run_night(g, doctor=("protect", 5), pack=("kill", 5))
    assert g.state.seat(5).alive


def test_002_80_wolfsbane_holder_cannot_be_killed_by_wolves():
    roles = ["werewolf", "werewolf", "seer", "wolfsbane_holder", "villager", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="classic")
    run_night(g, pack=("kill", 4))
    assert g.state.seat(4).alive


def test_002_96_vigilante_has_one_shot():
    roles = ["werewolf", "werewolf", "seer", "vigilante", "villager", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="classic")
    run_night(g, vigilante=("shoot", 1))
    assert not g.state.seat(1).alive
    nxt(g); nxt(g)
    vote(g, {2: 5, 3: 5, 4: 5, 6: 5, 7: 5})
    skip_to(g, "dusk"); nxt(g)
    while g.prompt.step != "vigilante":
        nxt(g)
    shot = next(a for a in g.prompt.actions if a["id"] == "shoot")
    assert not shot["available"] and shot["uses_left"] == 0


def test_002_10_moderator_card_holder_does_not_play():
    roles = ["moderator_card", "werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager"]
    g = game(roles, ruleset="classic")
    assert not g.state.seat(1).in_play and 1 not in g.state.alive()


DW = ["werewolf", "werewolf", "witch", "hunter", "cupid", "little_girl", "seer", "doctor", "villager", "villager"]


def dw_day0(g):
    """Düsterwald: the captain is chosen at the start (001:19) — nobody runs here."""
    assert g.prompt.kind == "election_candidates" and g.state.day_number == 0
    g.apply({"t": "candidates", "seats": [3]})
    skip_to(g, "dusk"); nxt(g)


@pytest.mark.parametrize("lang,hand", [("en", "raise your hand"), ("de", "hebe die Hand"), ("fr", "la main"),
                                       ("zh", "举手")])
def test_the_sheriff_election_asks_for_hands_once(lang, hand):
    """The election's call asks candidates to raise a hand once: the script's line tells the table
    the election begins (003:64: "天亮了，现在开始警长竞选，竞选开始！"), the beat's call asks for the
    hands. Düsterwald's card read "…wer kandidiert, hebe die Hand! Wer für das Amt des Hauptmanns
    kandidiert, hebe die Hand." (found playing de on Xvfb), and 狼人杀's dawn asked before the call did."""
    g = game(DW, ruleset="duesterwald")
    assert g.prompt.kind == "election_candidates"
    assert " ".join(words_aloud(g.prompt, lang)).count(hand) == 1
    g = game(["werewolf", "werewolf", "werewolf", "seer", "witch", "hunter", "villager", "villager", "villager"])
    while g.prompt.kind != "election_candidates":
        nxt(g)
    words = text(steps_by_id()["dawn"].lines_with_election, lang) + " " + " ".join(words_aloud(g.prompt, lang))
    assert words.count(hand) == 1, words


def test_001_4_witch_may_heal_herself_and_use_both_potions():
    """001:4 Die Hexe kann … heilen (auch sich selbst) … dann gibt es mehrere Tote."""
    g = game(DW, ruleset="duesterwald")
    dw_day0(g)
    assert g.state.sheriff == 3
    while g.prompt.step != "pack":
        if g.prompt.step == "cupid":
            act(g, "link", 9, 10)
        nxt(g)
    act(g, "kill", 3); nxt(g)
    act(g, "save", 3)
    act(g, "poison", 1)
    run_night(g)
    assert g.state.seat(3).alive and not g.state.seat(1).alive


def test_001_9_healer_never_protects_the_same_player_twice_running():
    """001:9 Es ist nicht erlaubt, zwei Runden hintereinander denselben Charakter zu schützen."""
    g = game(DW, ruleset="duesterwald")
    dw_day0(g)
    run_night(g, cupid=("link", 9, 10), doctor=("protect", 8))
    nxt(g); nxt(g)                                        # announce, discussion
    vote(g, {})
    skip_to(g, "dusk"); nxt(g)
    while g.prompt.step != "doctor":
        nxt(g)
    with pytest.raises(RuleError):
        act(g, "protect", 8)


def test_001_8_seherin_sees_the_role():
    """001:8 … deren Rolle ihr der Spielleiter offenbaren soll."""
    g = game(DW, ruleset="duesterwald")
    dw_day0(g)
    while g.prompt.step != "seer":
        if g.prompt.step == "cupid":
            act(g, "link", 9, 10)
        nxt(g)
    act(g, "check", 4)
    assert g.prompt.show["role"] == "hunter"


def test_001_19_captain_breaks_an_exile_tie():
    """001:19 Bei Gleichstand … entscheidet ein zu Spielbeginn gewählter Hauptmann."""
    g = game(DW, ruleset="duesterwald")
    dw_day0(g)
    run_night(g, cupid=("link", 9, 10))
    nxt(g); nxt(g)
    vote(g, {1: 7, 2: 8})
    assert g.prompt.kind == "captain_decides" and g.prompt.candidates == [7, 8]
    g.apply({"t": "decide", "seat": 8})
    assert not g.state.seat(8).alive


def test_001_5_hunter_shoots_whatever_killed_him():
    """001:5 Egal ob in Tag oder Nacht und auf welche Weise."""
    g = game(DW, ruleset="duesterwald")
    dw_day0(g)
    run_night(g, cupid=("link", 9, 10), witch=("poison", 4))
    nxt(g)
    assert g.prompt.kind == "hunter_shot" and g.prompt.seat == 4


def test_001_21_mixed_lovers_win_only_as_the_last_two():
    """001:21 … können diese beiden Spieler nur dann gewinnen, wenn außer ihnen niemand überlebt."""
    from werewolf_desktop.engine.victory import team_of
    g = game(DW, ruleset="duesterwald")
    dw_day0(g)
    run_night(g, cupid=("link", 1, 9))
    assert team_of(g.state, 1) == team_of(g.state, 9) == "third" and team_of(g.state, 5) == "village"


def test_seer_lines_follow_the_ruleset():
    """000:49 classic: thumb up means werewolf; 001:8 Düsterwald: the Seherin is shown the card."""
    g = game(CLASSIC, ruleset="classic")
    while g.prompt.step != "seer":
        nxt(g)
    assert "大拇指向上表示狼人" in g.prompt.lines["zh"]
    g = game(DW, ruleset="duesterwald")
    dw_day0(g)
    while g.prompt.step != "seer":
        if g.prompt.step == "cupid":
            act(g, "link", 9, 10)
        nxt(g)
    assert "Karte" in g.prompt.lines["de"]
