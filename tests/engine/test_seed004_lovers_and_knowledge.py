"""Seed 004, issue 13's last pieces: the revamped Cupid's lover on another team (004:803)."""
from werewolf_desktop.engine.victory import team_of
from werewolf_desktop.engine.views import player_view

from .helpers import act, nxt, run_night, skip_to, vote
from .revamped import lynch, rv, to_night, to_step


def linked(roles, lover):
    g = rv(roles)
    to_step(g, "cupid_revamped")
    act(g, "link", lover)
    return g


def test_004_5_2_cupid_with_a_vampire_lover_joins_the_underworld_and_wins_with_it():
    """004:803: "when the couple is Undead and a Vampire, then the normal Vampire win condition must
    be reached … the Cupid is always on the same team as their lover"."""
    g = linked(["werewolf", "vampire", "cupid", "villager", "villager"], 2)
    assert team_of(g.state, 3) == team_of(g.state, 2) == "underworld"
    run_night(g, pack=("kill", 4))
    lynch(g, 1)
    assert g.state.winner is None                                      # seat 5, a townsperson, lives
    to_night(g, 2)
    run_night(g)
    lynch(g, 5)
    assert g.state.winner["team"] == "underworld" and g.state.winner["seats"] == [2, 3]


def test_004_5_2_cupid_with_a_solo_lover_wins_with_it_by_its_own_win():
    """004:803: "they will only win when both win conditions are fulfilled" — with a Solo role (the
    Evil Scientist: every other player dead, 004:943) the pair wins when the lover's own win holds,
    Cupid among the winners; before, the lover could never win while its Cupid lived."""
    g = linked(["werewolf", "evil_scientist", "cupid", "villager", "villager"], 2)
    assert team_of(g.state, 3) == "solo"
    run_night(g, pack=("kill", 4))
    lynch(g, 1)
    assert g.state.winner is None
    to_night(g, 2)
    run_night(g)
    lynch(g, 5)
    assert g.state.winner == {"team": "solo", "seats": [2, 3], "rule": "004:943", "reason": "win.evil_scientist"}


def test_004_5_2_cupid_with_a_townsfolk_or_werewolf_lover_keeps_the_book_s_two_examples():
    """004:803: both townsfolk → the townsfolk team; Cupid and a werewolf → the lovers' third team."""
    g = linked(["werewolf", "werewolf", "cupid", "seer", "villager", "villager", "villager", "villager"], 4)
    assert team_of(g.state, 3) == team_of(g.state, 4) == "village"
    g = linked(["werewolf", "werewolf", "cupid", "seer", "villager", "villager", "villager", "villager"], 1)
    assert team_of(g.state, 3) == team_of(g.state, 1) == "third"


# ---------------------------------------------------------------------------- who knows whom (004:635, 004:995)
def knows_groups(g, seat):
    return {e["group"]: [m["seat"] for m in e["members"]] for e in player_view(g.state, seat)["knows"].get("groups", [])}


def test_004_4_2_the_enchanted_are_told_on_their_phones_who_else_is_enchanted_after_the_dawn():
    """004:635: the enchanted share a channel and recognise each other (they open their eyes together,
    S1); the phone lists the others, once the night they were enchanted has been announced (like the
    notice that tells them), and never shows it to a player who is not enchanted."""
    g = rv(["werewolf", "flute_player", "fortune_teller", "villager", "villager", "villager", "villager", "villager"])
    to_step(g, "flute")
    act(g, "enchant", 3, 4)
    assert knows_groups(g, 3) == {}                                  # the table's eyes are still closed
    run_night(g, pack=("kill", 8))
    nxt(g)                                                           # the dawn announcement
    assert knows_groups(g, 3) == {"enchanted": [4]} and knows_groups(g, 4) == {"enchanted": [3]}
    assert knows_groups(g, 5) == {} and knows_groups(g, 2) == {}
    to_night(g, 2)
    to_step(g, "flute")
    act(g, "enchant", 5, 6)
    assert knows_groups(g, 3) == {"enchanted": [4]}                 # the new ones from the next dawn on
    run_night(g, pack=("kill", 7))
    nxt(g)
    assert knows_groups(g, 3) == {"enchanted": [4, 5, 6]}


def test_004_7_the_ice_royals_know_each_other_on_their_phones():
    """004:723, 004:995: "knows the other ice royals" — from the start, on the phone."""
    g = rv(["werewolf", "ice_king", "ice_queen", "villager", "villager", "villager", "villager"])
    assert knows_groups(g, 2) == {"ice": [3]} and knows_groups(g, 3) == {"ice": [2]}
    assert knows_groups(g, 4) == {}


def test_the_phone_page_lists_the_other_members_of_a_group_that_recognises_itself():
    """The phone page (deal/page.py) puts the list into words, in every language."""
    from werewolf_desktop.deal.page import _knows_html
    from werewolf_desktop.deal.view import public_view
    from werewolf_desktop.i18n import tr

    g = rv(["werewolf", "ice_king", "ice_queen", "villager", "villager", "villager", "villager"])
    served = public_view(player_view(g.state, 3))["knows"]           # what the phone is sent
    assert served["groups"] == [{"group": "ice", "members": [{"seat": 2, "name": "Bo"}]}]
    for lang in ("zh", "en", "de"):
        html = _knows_html(served, lang)
        assert tr("deal.knows.group", lang, group=tr("group.ice", lang)) in html and "Bo" in html


# ---------------------------------------------------------------------------- the disease by day (004:961-967)
def test_004_7_the_disease_spreads_along_the_visits_of_the_dusk_step_too():
    """004:963-965: "any player who visits or is visited by a contagious player becomes infected" —
    a visit by day (an action at the dusk step: the Barber's strike) counts, at the end of that day,
    even when the visit kills; infected by day, the disease starts with the coming night (N0)."""
    from werewolf_desktop.engine import disease

    g = rv(["werewolf", "evil_scientist", "barber", "villager", "villager", "villager", "villager", "villager"])
    run_night(g, evil_scientist=("infect", 4))
    to_night(g, 2)
    run_night(g)
    for _ in range(60):
        if g.prompt.kind == "dusk_step" and g.prompt.step == "barber":
            break
        nxt(g)
    assert disease.contagious(g.state, 4)
    act(g, "strike", 4, reveal=False)
    assert not g.state.seat(4).alive and not disease.infected(g.state, 3)
    skip_to(g, "exile_vote")
    vote(g, {})
    skip_to(g, "dusk")
    nxt(g)
    assert disease.infected(g.state, 3) and g.state.seat(3).status["infected"]["night"] == 3
    assert not disease.infected(g.state, 5)


# ---------------------------------------------------------------------------- resigning at the end of the night (004:838)
def test_004_6_a_holder_may_resign_at_the_end_of_the_night_and_the_office_is_elected_that_day():
    """004:838 "may resign (end-night/end-day)": said at the dawn announcement that ends the night,
    the office is vacant at the start of the day, so that day's one election is for it (004:836,
    the topmost vacant office: the Mayor before the Reporter); end-day it waits for the next day."""
    from werewolf_desktop.engine import offices

    from .test_seed004_unaligned import TOWN, elect, elected
    from .test_seed004_unaligned import to_night as through_the_day

    g = elected(*TOWN)
    run_night(g)
    assert elect(g, 4) == "mayor"
    through_the_day(g)
    run_night(g)
    assert g.prompt.kind == "announce" and g.prompt.resign == {4: ["mayor"]}
    assert [b.get("office") for b in g.state.agenda if b["kind"] == "election_candidates"] == ["reporter"]
    g.apply({"t": "resign", "seat": 4, "office": "mayor"})
    assert offices.holder(g.state, "mayor") is None and g.prompt.resign == {}
    assert [b.get("office") for b in g.state.agenda if b["kind"] == "election_candidates"] == ["mayor"]
    assert elect(g, 5) == "mayor"
    assert any(e["kind"] == "office_resigned_now" and e["seat"] == 4 for e in g.state.timeline)
    for seat, office in ((6, "reporter"), (7, "guardian")):
        through_the_day(g)
        run_night(g)
        assert elect(g, seat) == office
    through_the_day(g)
    run_night(g)                                                     # every office held: no election today
    assert not [b for b in g.state.agenda if b["kind"] == "election_candidates"]
    g.apply({"t": "resign", "seat": 6, "office": "reporter"})
    assert elect(g, 8) == "reporter"


def test_004_5_2_cupid_turned_into_a_wolf_stays_on_its_townsfolk_lovers_team():
    """004:803: "The Cupid's love overrides any other mechanic that may cause a player to change
    teams; the Cupid is always on the same team as their lover" — infected into a Wolf, the Cupid of
    a townsperson stays townsfolk (before, the pair became the lovers' third team)."""
    g = linked(["werewolf", "infected_wolf", "cupid", "seer", "villager", "villager", "villager", "villager"], 4)
    to_step(g, "infected_wolf")
    act(g, "infect", 3)
    run_night(g)
    assert g.state.seat(3).role == "werewolf_revamped"
    assert team_of(g.state, 3) == team_of(g.state, 4) == "village"
