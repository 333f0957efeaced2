"""Seed 004 part 2 (issue 13), the unaligned and elected roles: §5 Angel, Chef, Despot, Psychopath,
Riding Hood, Cupid, Dog, Look-Alike; §6 the elected offices Mayor, Reporter, Guardian (one
election a day for the topmost vacant office, resignation, eligibility)."""
from werewolf_desktop.engine import RuleError, player_view, public_view
from werewolf_desktop.engine import offices, votes

import pytest

from .helpers import act, game, nxt, run_night, skip_to, vote

TOWN = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager", "villager"]


def elected(*roles, **options):
    return game(list(roles), ruleset="revamped", elections="offices", **options)


def to_election(g):
    skip_to(g, "election_candidates")
    return g.prompt


def elect(g, seat, rival=None, voters=None):
    """Run today's election with `seat` the only candidate, or against `rival` with a vote."""
    to_election(g)
    office = g.state.agenda[0]["office"]
    if rival is None:
        g.apply({"t": "candidates", "seats": [seat]})
    else:
        g.apply({"t": "candidates", "seats": [seat, rival]})
        skip_to(g, "election_vote")
        vote(g, voters)
    while g.prompt.kind.startswith("election"):
        nxt(g)                                                    # the candidate's speech
    return office


def to_night(g):
    """Through the rest of the day with no lynch."""
    for _ in range(60):
        if g.state.phase == "night":
            return
        k = g.prompt.kind
        if k == "exile_vote":
            vote(g, {})
        elif k == "election_candidates":
            g.apply({"t": "candidates", "seats": []})
        else:
            nxt(g)
    raise AssertionError("no night")


# ---------------------------------------------------------------------------- §6 elected roles
def test_004_6_mayor_is_elected_first_after_the_announcement_and_gets_an_extra_vote():
    """004:836: one election a day, the topmost vacant office first; 004:828: held besides the
    role; 004:843: the Mayor's extra vote counts in lynch and election polls."""
    g = elected(*TOWN)
    run_night(g, pack=("kill", 8))
    kinds = [b["kind"] for b in g.state.agenda]
    assert kinds[:2] == ["announce", "election_candidates"]       # after the deaths are told
    p = to_election(g)
    assert p.say == {"key": "beat.office_candidates", "params": {"office_role": "mayor"}}
    assert 8 not in p.candidates
    assert elect(g, 3, rival=7, voters={4: 3, 5: 3, 6: 7, 1: 7, 2: 3}) == "mayor"
    assert offices.holder(g.state, "mayor") == 3 and g.state.seat(3).role == "seer"
    assert votes.own_weight(g.state, 3) == 2
    assert public_view(g.state)["seats"][2]["offices"] == ["mayor"]
    assert player_view(g.state, 3)["knows"]["offices"] == ["mayor"]
    skip_to(g, "exile_vote")
    p = g.prompt
    assert p.weights == {3: 2} and not p.hidden                   # the Mayor's vote is public
    vote(g, {3: 5, 4: 6, 7: 6})                                    # 2 against 2: a tie
    assert g.state.ballots[-1].outcome == "tie"


def test_004_6_one_election_a_day_mayor_then_reporter_and_a_dead_mayor_is_elected_again():
    """004:836: only one election a day, for the topmost office vacant at the start of the day;
    "if the Mayor dies, the next day will have a Mayor election"."""
    g = elected(*TOWN)
    run_night(g)
    assert elect(g, 4) == "mayor"
    to_night(g)
    run_night(g)
    assert elect(g, 5) == "reporter"
    to_night(g)
    run_night(g, pack=("kill", 4))                               # the Mayor dies at night 3
    assert elect(g, 6) == "mayor"                                # not the Guardian
    assert offices.holder(g.state, "reporter") == 5
    assert offices.holders(g.state, "mayor") == [6]


def test_004_6_reporter_is_shown_the_roles_the_dead_were_dealt_through_any_disguise():
    """004:850-852: the Reporter learns the roles of the dead as they were dealt (a Sneaking Wolf
    shows as a wolf, not as its Citizen disguise), woken each night."""
    g = elected("werewolf", "sneaking_wolf", "seer", "villager", "villager", "villager", "villager", "villager")
    run_night(g)
    elect(g, 4)
    skip_to(g, "exile_vote")
    vote(g, {s: 2 for s in (1, 3, 4, 5, 6)})                       # the Sneaking Wolf is lynched
    to_night(g)
    run_night(g)
    elect(g, 3)                                                   # the Seer becomes Reporter
    to_night(g)
    skip_to(g, "night_step") if g.prompt.kind != "night_step" else None
    while g.prompt.step != "reporter":
        nxt(g)
    p = g.prompt
    assert p.wakes == "reporter" and p.actors == [3]
    assert {"key": "notice.dealt_role", "params": {"seat": 2, "role": "sneaking_wolf"}} in p.show["notices"]
    knows = player_view(g.state, 3)["knows"]
    assert knows["offices"] == ["reporter"]
    assert {"seat": 2, "role": "sneaking_wolf", "name": "Bo"} in knows["dead_roles"]
    assert "dead_roles" not in player_view(g.state, 4)["knows"]   # the Mayor is not told


def test_004_6_guardian_protects_from_the_next_lynch_told_at_dawn_never_twice_running():
    """004:857-859: the Guardian picks a player who cannot be voted for the next day (two above 12
    players), announced at dawn; not the same player two days in a row."""
    g = elected(*TOWN)
    for seat in (4, 5, 6):                                        # Mayor, Reporter, Guardian
        run_night(g)
        elect(g, seat)
        to_night(g)
    while g.prompt.step != "guardian":
        nxt(g)
    p = g.prompt
    shield = next(a for a in p.actions if a["id"] == "shield")
    assert p.actors == [6] and shield["targets"] == 1
    act(g, "shield", 7)
    skip_to(g, "tell")
    assert g.prompt.say == {"key": "beat.lynch_immune", "params": {"seats": [7]}}
    skip_to(g, "exile_vote")
    assert 7 not in g.prompt.candidates
    with pytest.raises(RuleError) as err:
        vote(g, {1: 7})
    assert err.value.key == "rule.lynch_immune"
    vote(g, {})
    to_night(g)
    while g.prompt.step != "guardian":
        nxt(g)
    shield = next(a for a in g.prompt.actions if a["id"] == "shield")
    assert shield["disabled"][7] == "rule.no_repeat_target"


def test_004_6_guardian_protects_two_above_twelve_living_players():
    """004:857: "When there are more than 12 they may choose up to two"."""
    g = elected(*(TOWN + ["villager"] * 5))                        # 13 players
    for seat in (4, 5, 6):
        run_night(g)
        elect(g, seat)
        to_night(g)
    while g.prompt.step != "guardian":
        nxt(g)
    shield = next(a for a in g.prompt.actions if a["id"] == "shield")
    assert shield["targets"] == 2 and shield["min_targets"] == 1


def test_004_6_sabotaged_players_cannot_be_elected_and_a_holder_may_resign_until_dusk():
    """004:551: the Saboteur Wolf's pick cannot be elected the next day; 004:838: a holder may
    resign (end-day): the office is vacant from dusk, so the next day elects it again."""
    g = elected("werewolf", "saboteur_wolf", "seer", "villager", "villager", "villager", "villager", "villager")
    run_night(g, saboteur_wolf=("sabotage", 4))
    p = to_election(g)
    assert p.disabled == {4: "rule.not_eligible_today"}
    with pytest.raises(RuleError):
        g.apply({"t": "candidates", "seats": [4]})
    g.apply({"t": "candidates", "seats": [5]})
    skip_to(g, "discussion")
    assert g.prompt.resign == {5: ["mayor"]}
    with pytest.raises(RuleError):
        g.apply({"t": "resign", "seat": 6, "office": "mayor"})
    g.apply({"t": "resign", "seat": 5, "office": "mayor"})
    assert offices.holder(g.state, "mayor") == 5 and g.prompt.resign == {}    # until dusk
    to_night(g)
    assert offices.holder(g.state, "mayor") is None
    run_night(g)
    assert elect(g, 6) == "mayor"


def test_004_6_no_elections_unless_the_game_plays_them():
    """The offices come with option `elections` (on in the revamped presets)."""
    g = game(TOWN, ruleset="revamped")
    run_night(g)
    assert "election_candidates" not in [b["kind"] for b in g.state.agenda]
    assert offices.offices(g.state) == []


def test_004_6_mayor_above_15_players_decides_whether_the_top_two_are_lynched():
    """004:843: with more than 15 living players the Mayor has no extra vote and chooses each day
    whether the top one or the top two players of the lynch vote are lynched."""
    g = elected(*(TOWN + ["villager"] * 8))                         # 16 players
    run_night(g)
    elect(g, 4)
    assert votes.own_weight(g.state, 4) == 1
    skip_to(g, "lynch_count")
    p = g.prompt
    assert p.seat == 4 and p.allowed == ["decide"] and p.say["key"] == "beat.lynch_count"
    with pytest.raises(RuleError):
        g.apply({"t": "decide", "count": 3})
    g.apply({"t": "decide", "count": 2})
    assert g.prompt.kind == "exile_vote"
    vote(g, {3: 6, 4: 6, 5: 6, 9: 7, 10: 7, 11: 8})
    assert [d.seat for d in g.state.deaths] == [6]
    skip_to(g, "dusk")
    assert [(d.seat, d.causes) for d in g.state.deaths] == [(6, ["exile"]), (7, ["exile"])]
    nxt(g)
    run_night(g, pack=("kill", 4))                                 # 15 alive, no Mayor: one lynch
    assert "lynch_count" not in [b["kind"] for b in g.state.agenda]


# ---------------------------------------------------------------------------- §5.2 unaligned align
def revamped(*roles):
    return game(list(roles), ruleset="revamped")


def test_004_5_2_dog_becomes_the_role_it_picks_on_night_1_and_wakes_with_the_pack():
    """004:809-813 (004:99): the Dog picks Town Crier, Cursed Civilian or Wolf and becomes it at
    once (a role loss: told privately); as a Wolf it wakes with the pack that same night."""
    g = revamped("werewolf", "werewolf", "dog", "seer", "villager", "villager", "villager", "villager")
    while g.prompt.step != "dog":
        nxt(g)
    choose = g.prompt.actions[0]
    assert choose["pick_role"] == ["town_crier", "cursed_civilian", "werewolf_revamped"]
    assert choose["targets"] == 0 and choose["final"]
    with pytest.raises(RuleError):
        g.apply({"t": "act", "action": "become", "roles": ["seer"]})
    g.apply({"t": "act", "action": "become", "roles": ["werewolf_revamped"]})
    s = g.state.seat(3)
    assert s.role == "werewolf_revamped" and "pack" in s.groups and s.original_role == "dog"
    while g.prompt.step != "pack":
        nxt(g)
    assert 3 in g.prompt.actors
    run_night(g, pack=("kill", 5))
    learned = player_view(g.state, 3)["learned"]
    assert {"key": "notice.became", "params": {"seat": 3, "role": "werewolf_revamped", "was_role": "dog"}} in \
        [{k: n[k] for k in ("key", "params")} for n in learned]


def test_004_5_2_dog_choosing_nothing_is_a_citizen_and_a_town_crier_is_told_a_townsfolk_role():
    """004:813: no choice by the end of the night gives the Citizen; 004:217: the Town Crier's
    start information comes with the new role, at the Dog's wake."""
    g = revamped("werewolf", "werewolf", "dog", "seer", "villager", "villager", "villager", "villager")
    run_night(g)
    assert g.state.seat(3).role == "citizen"
    g = revamped("werewolf", "werewolf", "dog", "seer", "villager", "villager", "villager", "villager")
    while g.prompt.step != "dog":
        nxt(g)
    g.apply({"t": "act", "action": "become", "roles": ["town_crier"]})
    keys = [n["key"] for n in g.prompt.show["notices"]]
    assert "notice.teammate_role" in keys and "notice.became" in keys


def test_004_5_2_look_alike_copies_a_wolf_joins_the_pack_and_the_wolf_is_not_told():
    """004:818-822: the Look-Alike copies a player's role and every state (status markers too),
    joins the copied role's groups; the target is not told; nobody chosen: a random target."""
    g = revamped("werewolf", "werewolf", "look_alike", "seer", "villager", "villager", "villager", "villager")
    g.state.seat(1).status["enchanted"] = {"until": None, "by": 9}      # a state the copy takes along
    while g.prompt.step != "look_alike":
        nxt(g)
    act(g, "copy", 1)
    me = g.state.seat(3)
    assert me.role == "werewolf_revamped" and "pack" in me.groups and "enchanted" in me.status
    assert me.original_role == "look_alike"
    assert [n["key"] for n in g.prompt.show["notices"]] == ["notice.copied"]
    run_night(g)
    assert not [n for n in g.state.notices if n["to"] == 1]
    g = revamped("werewolf", "werewolf", "look_alike", "seer", "villager", "villager", "villager", "villager")
    run_night(g)
    assert g.state.seat(3).role != "look_alike"
    assert any(e["kind"] == "night_action" and e["random"] for e in g.state.timeline)


def test_004_5_2_cupid_chooses_one_lover_for_itself_and_they_die_together():
    """004:798-801: the revamped Cupid falls in love with one player (random if nobody is chosen);
    the pair is inseparable (heartbreak) and wakes together; with a werewolf lover the pair must
    outlive everyone else (004:803)."""
    from werewolf_desktop.engine.victory import team_of

    g = revamped("werewolf", "werewolf", "cupid", "seer", "villager", "villager", "villager", "villager")
    assert g.state.deck.get("cupid_revamped") == 1 and g.state.seat(3).role == "cupid_revamped"
    while g.prompt.step != "cupid_revamped":
        nxt(g)
    assert g.prompt.actions[0]["disabled"][3] == "rule.no_self_target"
    act(g, "link", 1)
    assert g.state.lovers == (1, 3) and g.state.seat(1).lover == 3
    while g.prompt.step != "lovers_meet":
        nxt(g)
    assert g.prompt.actors == [1, 3]
    run_night(g, pack=("kill", 5))
    assert team_of(g.state, 3) == team_of(g.state, 1) == "third"
    skip_to(g, "exile_vote")
    vote(g, {4: 1, 6: 1, 7: 1})
    assert not g.state.seat(3).alive and g.state.seat(3).death.causes == ["heartbreak"]
    g = revamped("werewolf", "werewolf", "cupid", "seer", "villager", "villager", "villager", "villager")
    run_night(g)
    assert g.state.cupid == 3 and 3 in g.state.lovers
