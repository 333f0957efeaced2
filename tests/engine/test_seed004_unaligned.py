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
    assert p.say == {"key": "beat.office_candidates", "params": {"office_role": "mayor"}, "heads": True}
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


def test_004_859_the_public_view_shows_the_protection_from_its_announcement_until_dusk():
    """004:859 with the reference (#69: "the moderator announces at dawn who cannot be voted on
    today"): the Guardian's pick is public from the words that tell it until the marker goes at
    dusk; never while the Guardian points at night, nor at dawn before it is told."""
    from .helpers import guardian_dawn

    def shown(g):
        return [s["seat"] for s in public_view(g.state)["seats"] if s["lynch_immune"]]

    g = guardian_dawn(TOWN, shield=7)
    assert offices.lynch_immune(g.state) == [7] and shown(g) == []          # the dawn deaths first
    nxt(g)
    assert g.prompt.say["key"] == "beat.lynch_immune" and shown(g) == [7]   # being told
    skip_to(g, "exile_vote")
    assert shown(g) == [7]
    vote(g, {})
    to_night(g)
    assert shown(g) == []                                                   # gone at dusk
    while g.prompt.step != "guardian":
        nxt(g)
    act(g, "shield", 3)
    assert shown(g) == []                                                   # a secret at night


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


# ---------------------------------------------------------------------------- §5.1 unaligned misc: ascending
def ascended(g, seat):
    return "ascended" in g.state.seat(seat).status


def test_004_5_1_riding_hood_killed_by_the_pack_ascends_and_the_pack_gets_no_kill_next_night():
    """004:783-789: killed by the wolfpack the Riding Hood wins and ascends (the game goes on), and
    the pack gets no kill the following night; protected, it neither dies nor ascends."""
    g = revamped("werewolf", "werewolf", "riding_hood", "seer", "villager", "villager", "villager", "villager")
    run_night(g, pack=("kill", 3))
    assert not g.state.seat(3).alive and ascended(g, 3) and g.state.phase == "day"
    assert g.state.seat(3).status["ascended"]["reason"] == "win.riding_hood"
    skip_to(g, "tell")
    assert g.prompt.say["key"] == "beat.ascended" and g.prompt.say["params"]["seat"] == 3
    skip_to(g, "exile_vote")
    vote(g, {})
    skip_to(g, "night_step")
    while g.prompt.step != "pack":
        nxt(g)
    kill = next(a for a in g.prompt.actions if a["id"] == "kill")
    assert not kill["available"] and kill["why"] == "rule.no_targets_tonight"
    nxt(g)
    run_night(g)
    assert g.state.night.number == 2 and not [d for d in g.state.deaths if d.number == 2]


def test_004_5_1_riding_hood_killed_another_way_loses_and_a_protected_one_stays():
    """004:789: "If the Riding Hood is killed in another way, they lose. If the Riding Hood is
    protected they do not die and ascend." """
    g = revamped("werewolf", "werewolf", "riding_hood", "witch", "villager", "villager", "villager", "villager")
    run_night(g, pack=("kill", 5), witch_revamped=("death", 3))
    assert not g.state.seat(3).alive and not ascended(g, 3)
    g = revamped("werewolf", "werewolf", "riding_hood", "witch", "villager", "villager", "villager", "villager")
    run_night(g, pack=("kill", 3), witch_revamped=("life", 3, 5, 6))
    assert g.state.seat(3).alive and not ascended(g, 3)


def test_004_5_1_angel_lynched_ascends_and_takes_the_chosen_voter_along():
    """004:739-744: lynched, the Angel wins and ascends; its chosen player dies with it if that
    player voted for it; the Angel starts every lynch poll at −1 invisible votes."""
    g = revamped("werewolf", "werewolf", "angel", "seer", "villager", "villager", "villager", "villager")
    run_night(g, angel=("aim", 5))
    p = to_vote_prompt(g)
    assert p.extra_votes == {3: -1} and p.hidden
    vote(g, {1: 3, 5: 3, 6: 3, 7: 4})                                  # 3 − 1 = 2 against 1
    assert ascended(g, 3) and g.state.seat(3).death.causes == ["exile"]
    assert not g.state.seat(5).alive and g.state.seat(5).death.causes == ["angel"]
    says = []
    while g.state.phase == "day":
        if g.prompt.kind == "tell":
            says.append(g.prompt.say["key"])
        nxt(g)
    assert "beat.taken_with_angel" in says and "beat.ascended" in says


def test_004_5_1_angel_takes_a_random_voter_or_nobody_and_the_executioner_who_sent_it():
    """004:744: no chosen voter → a random player who voted for the Angel; nobody but the Angel
    voted → nobody dies; lynched through an Executioner → the Executioner dies."""
    g = revamped("werewolf", "werewolf", "angel", "seer", "villager", "villager", "villager", "villager")
    run_night(g, angel=("aim", 8))                                     # 8 will not vote for it
    to_vote_prompt(g)
    vote(g, {1: 3, 5: 3, 6: 3})
    dead = [d.seat for d in g.state.deaths if "angel" in d.causes]
    assert len(dead) == 1 and dead[0] in (1, 5, 6)
    g = revamped("werewolf", "werewolf", "angel", "executioner", "villager", "villager", "villager", "villager")
    run_night(g, executioner=("target", 3))
    to_vote_prompt(g)
    vote(g, {1: 4, 5: 4, 6: 4})
    skip_to(g, "lynch_redirected")
    nxt(g)
    assert ascended(g, 3) and not g.state.seat(4).alive and "angel" in g.state.seat(4).death.causes
    assert all(g.state.seat(s).alive for s in (1, 5, 6))


def to_vote_prompt(g):
    skip_to(g, "exile_vote")
    return g.prompt


def test_004_5_1_despot_elected_mayor_ascends_and_its_voters_lose_their_votes_the_next_day():
    """004:764-770: elected Mayor, the Despot wins and ascends (the game goes on, the office is
    vacant again); everyone whose vote elected it has no vote the next day, election and lynch."""
    g = elected("werewolf", "werewolf", "despot", "seer", "villager", "villager", "villager", "villager")
    run_night(g)
    elect(g, 3, rival=4, voters={1: 3, 5: 3, 6: 3, 7: 4})
    assert ascended(g, 3) and not g.state.seat(3).alive and offices.holder(g.state, "mayor") is None
    assert g.state.seat(3).death.causes == ["ascended"]
    skip_to(g, "tell")
    assert g.prompt.say["key"] == "beat.ascended"
    to_night(g)
    run_night(g)
    assert [votes.own_weight(g.state, s) for s in (1, 5, 6, 7)] == [0, 0, 0, 1]
    to_election(g)
    assert g.state.agenda[0]["office"] == "mayor"
    g.apply({"t": "candidates", "seats": [4, 7]})
    skip_to(g, "election_vote")
    assert g.prompt.weights == {1: 0, 5: 0, 6: 0}
    vote(g, {1: 4, 5: 4, 6: 4, 8: 7})
    assert offices.holder(g.state, "mayor") == 7


def test_004_5_1_psychopath_gets_a_third_of_the_others_and_ascends_when_all_are_dead():
    """004:775-777: a list of a third of the other players, rounded up (7 others → 3), told at
    the first wake and on the phone; all of them dead and the Psychopath alive: it ascends. It may
    strongly disguise itself as any role, kept until changed (004:59)."""
    from werewolf_desktop.engine.disguise import seen_role

    g = revamped("werewolf", "werewolf", "psychopath", "seer", "villager", "villager", "villager", "villager")
    listed = g.state.seat(3).status["hit_list"]["seats"]
    assert len(listed) == 3 and 3 not in listed
    while g.prompt.step != "psychopath":
        nxt(g)
    assert any(n["key"] == "notice.hit_list" for n in g.prompt.show["notices"])
    g.apply({"t": "act", "action": "disguise", "roles": ["seer"]})
    assert seen_role(g.state, 3) == "seer"
    run_night(g)
    assert seen_role(g.state, 3) == "seer"                            # not only until dawn
    assert any(n["key"] == "notice.hit_list" for n in player_view(g.state, 3)["learned"])
    from werewolf_desktop.engine.deaths import kill
    from werewolf_desktop.engine.victory import check_winner

    kill(g.state, [(s, "exile", "test") for s in listed], "day", 1)
    check_winner(g.state)
    assert ascended(g, 3) and g.state.seat(3).status["ascended"]["reason"] == "win.psychopath"


def test_004_5_1_chef_feeds_a_customer_who_chooses_to_eat_and_wins_with_a_waiter_alive():
    """004:750-762: the Chef sends charmed or poisoned food; the customer, woken right after the
    Chef (S6), eats or not without knowing which: poison kills at the end of that day, charm keeps
    off every attack of the next night; a customer who ate gets no more food. Two waiters on
    different teams, never told; the Chef dies with the last waiter and co-wins with a waiter alive."""
    g = revamped("werewolf", "werewolf", "chef", "seer", "villager", "villager", "villager", "villager")
    waiters = g.state.seat(3).status["waiters"]["seats"]
    teams = {g.state.seat(w).role for w in waiters}
    assert len(waiters) == 2 and ("werewolf_revamped" in teams) and len(teams) == 2
    assert not [n for n in g.state.notices if n["to"] in waiters]
    while g.prompt.step != "chef":
        nxt(g)
    assert any(n["key"] == "notice.waiters" for n in g.prompt.show["notices"])
    eat = next(a for a in g.prompt.actions if a["id"] == "eat")
    assert not eat["available"] and eat["why"] == "rule.no_food_sent"
    act(g, "poisoned", 5)
    assert next(a for a in g.prompt.actions if a["id"] == "charmed")["why"] == "rule.food_already_sent"
    g.apply({"t": "act", "action": "eat"})
    run_night(g)
    assert g.state.seat(5).alive
    skip_to(g, "exile_vote")
    vote(g, {})
    skip_to(g, "tell")
    assert g.prompt.say["params"] == {"seat": 5, "cause": "poisoned_food"}
    assert not g.state.seat(5).alive
    while g.state.phase == "day":
        nxt(g)
    while g.prompt.step != "chef":
        nxt(g)
    assert next(a for a in g.prompt.actions if a["id"] == "charmed")["disabled"][5] in ("rule.target_dead", "rule.already_ate")
    act(g, "charmed", 6)
    g.apply({"t": "act", "action": "eat"})
    run_night(g, pack=("kill", 6))
    assert g.state.seat(6).alive                                    # charmed: safe the next night…
    to_night(g)
    run_night(g, pack=("kill", 6))
    assert g.state.seat(6).alive and g.state.night.number == 3      # … the night after the food
    wolf = next(w for w in waiters if g.state.seat(w).role == "werewolf_revamped")
    town = next(w for w in waiters if w != wolf)
    from werewolf_desktop.engine.deaths import kill

    kill(g.state, [(town, "exile", "test")], "day", 3)
    assert g.state.seat(3).alive
    deaths = kill(g.state, [(wolf, "exile", "test")], "day", 3)
    assert (3, ["cannot_win"]) in [(d.seat, d.causes) for d in deaths]


def test_004_5_1_chef_alive_with_a_waiter_wins_with_the_winning_team():
    """004:760: "The Chef can win with any team" — a co-win when the game ends."""
    from werewolf_desktop.engine.deaths import kill
    from werewolf_desktop.engine.victory import check_winner

    g = revamped("werewolf", "werewolf", "chef", "seer", "villager", "villager", "villager", "villager")
    waiters = g.state.seat(3).status["waiters"]["seats"]
    wolf = next(w for w in waiters if g.state.seat(w).role == "werewolf_revamped")
    kill(g.state, [(s, "exile", "test") for s in (4, 5, 6, 7, 8)], "day", 1)
    won = check_winner(g.state)
    assert won["team"] == "wolf" and 3 in won["seats"] and wolf in won["seats"]
    assert any(a["how"] == "co" and a["reason"] == "win.chef" for a in won["also"])


def test_004_551_each_election_is_told_who_cannot_be_elected_mayor_reporter_guardian():
    """004:551 and the reference ("the moderator announces before the election that the player is
    not eligible"): at each office's election (Mayor, Reporter, Guardian) the candidates step tells
    the table who the Saboteur Wolf picked the night before, itself or a packmate too; never the same
    player two nights running; a pick who died that night is not told (not a candidate anyway); a day
    without an election tells nothing."""
    g = elected("werewolf", "saboteur_wolf", "seer", "villager", "villager", "villager", "villager", "villager")
    run_night(g, saboteur_wolf=("sabotage", 2))                    # itself
    p = to_election(g)
    assert (p.office, p.announcement, p.disabled) == ("mayor", {"not_eligible": [2]}, {2: "rule.not_eligible_today"})
    assert elect(g, 4) == "mayor"
    to_night(g)
    while g.prompt.step != "saboteur_wolf":
        nxt(g)
    assert g.prompt.actions[0]["disabled"].get(2) == "rule.no_repeat_target"
    with pytest.raises(RuleError):
        act(g, "sabotage", 2)                                     # not two nights running
    run_night(g, saboteur_wolf=("sabotage", 1))                    # a packmate
    p = to_election(g)
    assert (p.office, p.announcement) == ("reporter", {"not_eligible": [1]})
    assert elect(g, 5) == "reporter"
    to_night(g)
    run_night(g, saboteur_wolf=("sabotage", 6), pack=("kill", 6))  # dies the night it is picked
    p = to_election(g)
    assert p.office == "guardian" and p.announcement is None and 6 not in p.disabled and 6 not in p.candidates
    g.apply({"t": "candidates", "seats": []})
    to_night(g)
    run_night(g, saboteur_wolf=("sabotage", 7))
    p = to_election(g)
    assert (p.office, p.announcement) == ("guardian", {"not_eligible": [7]})   # nobody was elected: again
    assert elect(g, 8) == "guardian"
    to_night(g)
    run_night(g, saboteur_wolf=("sabotage", 3))
    assert offices.not_eligible(g.state) == [3]
    assert not any(b["kind"] == "election_candidates" for b in g.state.agenda)   # every office held: nothing told


def barred_on_the_projector(g):
    return [s["seat"] for s in public_view(g.state)["seats"] if s["not_eligible"]]


def test_004_551_the_public_view_shows_the_pick_from_the_election_call_until_dusk():
    """Public from the moment the moderator announces it (today's candidates step) until the marker
    goes at dusk; never at night, before the call, nor on a day without an election."""
    g = elected("werewolf", "saboteur_wolf", "seer", "villager", "villager", "villager", "villager", "villager")
    while g.prompt.step != "saboteur_wolf":
        nxt(g)
    act(g, "sabotage", 5)
    assert barred_on_the_projector(g) == [] and offices.not_eligible(g.state) == [5]      # a secret at night
    run_night(g)
    assert g.prompt.kind == "announce" and barred_on_the_projector(g) == []            # not told yet
    to_election(g)
    assert barred_on_the_projector(g) == [5]                                            # told now
    g.apply({"t": "candidates", "seats": [4]})
    assert barred_on_the_projector(g) == [5]
    skip_to(g, "exile_vote")
    assert barred_on_the_projector(g) == [5]
    to_night(g)
    assert barred_on_the_projector(g) == []                                             # gone at dusk
    for seat in (6, 7):                                                                 # Reporter, Guardian
        run_night(g)
        elect(g, seat)
        to_night(g)
    run_night(g, saboteur_wolf=("sabotage", 8))
    assert offices.not_eligible(g.state) == [8]
    skip_to(g, "exile_vote")
    assert barred_on_the_projector(g) == []                                             # no election: not told
