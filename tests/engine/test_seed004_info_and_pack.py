"""Seed 004 (Werewolves Revamped): the pack and its members (§3.1–3.2), the town groups (§2.2),
Citizen and Town Crier (§2.1), the investigators (§2.4, §3.4) and the disguisers (§3.3).

Each role is played through `Game.apply` in the revamped ruleset; each test checks what the
moderator is shown (`prompt.show` / `prompt.actions`), who dies, and what the phone view holds.
The engine pieces they use are tested on their own at the end of the file."""
import pytest

from werewolf_desktop.engine import RuleError, catalogue
from werewolf_desktop.engine.views import player_view

from .helpers import act, nxt, run_night, to_exile_vote, vote
from .revamped import identify_until, learned, printed_game, rv as revamped, to_step


def to_next_night(g):
    to_exile_vote(g)
    vote(g, {})
    for _ in range(30):
        if g.state.phase == "night":
            return
        nxt(g)


# ------------------------------------------------------------------------ wolves and the pack
def test_004_3_2_werewolf_revamped_the_wolf_has_no_self_destruct():
    """004 §3.2 Wolf (004:499): no special ability; attacks with the pack. A deck's werewolf is the
    Wolf in the revamped ruleset, and there is no 自爆 there."""
    g = revamped(["werewolf", "werewolf", "citizen", "citizen", "citizen", "fortune_teller"])
    assert g.state.seat(1).role == "werewolf_revamped" and "pack" in g.state.seat(1).groups
    p = to_step(g, "pack")
    assert p.show["seats"] == [1, 2]
    act(g, "kill", 3)
    run_night(g)
    assert not g.state.seat(3).alive and g.state.seat(3).death.causes == ["wolf"]
    assert [k["seat"] for k in player_view(g.state, 1)["knows"]["pack"]] == [2]
    assert not catalogue().role("werewolf_revamped").passive.get("self_destruct")
    assert g.prompt.self_destruct == []


def test_004_3_2_alpha_wolf_vote_counts_twice_and_a_tie_is_refused():
    """004 §3.2 Alpha Wolf (004:466): the pack's poll counts the Alpha's vote as 2, hidden."""
    g = revamped(["alpha_wolf", "werewolf", "werewolf", "citizen", "citizen", "citizen", "citizen", "fortune_teller"])
    to_step(g, "pack")
    # 1 (Alpha, weight 2) → 4; 2 and 3 → 5: 2 against 2 is a tie, refused with the tied seats
    with pytest.raises(RuleError) as err:
        g.apply({"t": "act", "action": "kill", "votes": {"1": 4, "2": 5, "3": 5}})
    assert err.value.key == "rule.group_vote_tie" and err.value.params["seats"] == [4, 5]
    assert "weights" not in str(g.prompt.show)                   # nothing tells the weights
    # 1 → 4, 2 → 4, 3 → 5: seat 4; the attacker is drawn among those who pointed at 4
    g.apply({"t": "act", "action": "kill", "votes": {"1": 4, "2": 5, "3": 6}})   # 2 against 1 and 1
    assert g.prompt.actions[0]["chosen"] == [4]
    assert g.state.night.attacks[0]["attacker"] == 1
    run_night(g)
    assert not g.state.seat(4).alive


def test_004_3_2_alpha_wolf_entered_victim_must_match_the_weighted_majority():
    g = revamped(["alpha_wolf", "werewolf", "werewolf", "citizen", "citizen", "citizen", "citizen", "fortune_teller"])
    to_step(g, "pack")
    with pytest.raises(RuleError) as err:
        g.apply({"t": "act", "action": "kill", "seats": [5], "votes": {"1": 4, "2": 5}})
    assert err.value.key == "rule.not_the_majority" and err.value.params["seats"] == [4]


def test_004_3_2_hellhound_recognises_the_other_hellhounds_on_night_1_inside_the_pack():
    """004 §3.2 Hellhound (004:477): more than one; a night-1 recognition of their own."""
    g = revamped(["hellhound", "hellhound", "werewolf", "citizen", "citizen", "citizen", "citizen", "citizen"])
    sched = g.state.night.schedule
    assert sched.index("pack") < sched.index("hellhounds")
    p = to_step(g, "pack")
    assert p.show["seats"] == [1, 2, 3]
    p = to_step(g, "hellhounds")
    assert p.show["kind"] == "hellhounds" and p.show["seats"] == [1, 2] and p.actors == [1, 2]
    run_night(g)
    to_next_night(g)
    assert "hellhounds" not in g.state.night.schedule          # night 1 only


def test_004_3_2_scared_wolf_escapes_the_first_night_attack_by_anyone():
    """004 §3.2 Scared Wolf (004:487): the first night attack on it, by anyone, fails; then the
    ability is gone."""
    g = revamped(["scared_wolf", "werewolf", "witch", "citizen", "citizen", "citizen", "citizen", "citizen"])
    to_step(g, "witch_revamped")
    act(g, "death", 1)                                     # the Witch's death potion
    run_night(g)
    assert g.state.seat(1).alive and g.state.seat(1).lives == 1
    notes = g.state.night.results["dawn"]["notes"]
    assert {"seat": 1, "note": "night.extra_life"}.items() <= notes[0].items()
    to_next_night(g)
    to_step(g, "pack")
    act(g, "kill", 1)                                      # the pack itself, the second attack
    run_night(g)
    assert not g.state.seat(1).alive


def test_004_3_2_sneaking_wolf_is_seen_as_citizen_until_it_loses_its_role():
    """004 §3.2 Sneaking Wolf (004:497, 004:499; §1.3: permanent, strong)."""
    from werewolf_desktop.engine.roles_in_play import change_role

    g = revamped(["sneaking_wolf", "werewolf", "fortune_teller", "aura_teller", "huntsman", "citizen", "citizen", "citizen"])
    to_step(g, "aura_teller")
    act(g, "check", 1)
    assert g.prompt.show["threat"] is False                        # a Citizen is no threat
    to_step(g, "fortune_teller")
    act(g, "check", 1)
    assert g.prompt.show["role"] == "citizen"
    to_step(g, "huntsman")
    act(g, "check", 1)
    assert g.prompt.show["pack"] is True                           # the Huntsman is not fooled
    assert ("notice.saw_role", {"seat": 1, "role": "citizen"}) in learned(g, 3)
    change_role(g.state, 1, "werewolf_revamped")                                # role loss: the disguise goes
    assert g.state.seat(1).disguises == []


def test_004_3_2_bloody_butcher_wakes_with_the_butchers_and_the_pack():
    """004 §3.2 Bloody Butcher (004:470) and §2.2 Butcher (004:236): two channels."""
    g = revamped(["bloody_butcher", "werewolf", "butcher", "butcher", "citizen", "citizen", "citizen", "citizen"])
    p = to_step(g, "butchers")
    assert p.show["kind"] == "butchers" and p.show["seats"] == [1, 3, 4]
    p = to_step(g, "pack")
    assert p.show["seats"] == [1, 2]
    assert catalogue().role("bloody_butcher").team == "wolf"
    assert [k["seat"] for k in player_view(g.state, 1)["knows"]["pack"]] == [2]
    run_night(g)
    to_next_night(g)
    assert "butchers" not in g.state.night.schedule


# ------------------------------------------------------------------------ town groups and misc
def test_004_2_2_baker_recognises_the_other_bakers_on_night_1():
    """004 §2.2 Baker (004:226): more than one; they know each other."""
    g = revamped(["werewolf", "werewolf", "baker", "baker", "baker", "citizen", "citizen", "citizen"])
    p = to_step(g, "bakers")
    assert p.show["seats"] == [3, 4, 5] and p.wakes == "baker"
    run_night(g)
    to_next_night(g)
    assert "bakers" not in g.state.night.schedule


def test_004_2_2_butcher_group_holds_the_one_bloody_butcher():
    """004 §2.2 Butcher (004:233): a town group with exactly one werewolf spy among them."""
    g = revamped(["werewolf", "bloody_butcher", "butcher", "butcher", "citizen", "citizen", "huntsman", "citizen"])
    p = to_step(g, "butchers")
    assert p.show["seats"] == [2, 3, 4]
    to_step(g, "huntsman")
    act(g, "check", 2)
    assert g.prompt.show["pack"] is True


def test_004_2_1_citizen_is_the_revamped_plain_card():
    """004 §2.1 Citizen (004:152): no ability; a deck's villager is the Citizen in revamped."""
    g = revamped(["werewolf", "werewolf", "villager", "citizen", "citizen", "citizen", "citizen", "citizen"])
    assert g.state.seat(3).role == "citizen"
    role = catalogue().role("citizen")
    assert role.variant_of == "villager" and role.passive.get("plain_card") and not role.night
    assert player_view(g.state, 3)["role_name"]["en"] == "Citizen"


def test_004_2_1_town_crier_learns_one_random_townsfolk_role_at_the_first_wake():
    """004 §2.1 Town Crier (004:217): one other random townsfolk's true role, unaffected by powers."""
    roles = ["werewolf", "sneaking_wolf", "town_crier", "baker", "baker", "citizen", "citizen", "citizen"]
    g = revamped(roles)
    [(key, params)] = learned(g, 3)                                 # on the phone from the start
    [other] = params["seats"]
    assert key == "notice.teammate_role" and params["seat"] == 3 and roles[other - 1] == params["role"]
    assert catalogue().role(params["role"]).team == "village" and other != 3
    p = to_step(g, "town_crier")
    assert p.show["notices"][0]["key"] == "notice.teammate_role"
    assert learned(g, 1) == [] and learned(g, other) == []         # one-way
    again = revamped(roles)
    assert learned(again, 3) == [(key, params)]                    # drawn from the seed


@pytest.mark.parametrize("seed", range(6))
def test_004_2_1_town_crier_with_printed_cards_wakes_last_on_night_1_and_draws_among_every_townsfolk(seed):
    """004 §2.1 Town Crier (004:217) with printed cards: the app learns the roles as they wake, so the
    Town Crier wakes after the last identification of night 1 (docs/seed004-readings.md) and the
    draw is among every other townsfolk player, the plain cards (never identified) included."""
    from werewolf_desktop.engine.night import IDENTIFY_PREFIX

    g = printed_game({"werewolf": 2, "town_crier": 1, "baker": 2, "runner": 1, "citizen": 2}, seed)
    schedule = g.state.night.schedule
    assert schedule.index("town_crier") == len(schedule) - 2 and schedule[-1] == "dawn"
    assert schedule.index(IDENTIFY_PREFIX + "runner") < schedule.index(IDENTIFY_PREFIX + "town_crier") \
        < schedule.index(IDENTIFY_PREFIX + "citizen") < schedule.index("town_crier")   # it raises a hand first
    told = lambda: [(n["key"], n["params"]) for n in g.state.notices if n["to"] == 6]  # noqa: E731
    identify_until(g, "town_crier", {"werewolf_revamped": [1, 2], "baker": [3, 4], "runner": [5],  # 7, 8: plain
                                     "town_crier": [6]}, check=lambda: told() == [] or not [x for x in g.state.seats if x.role is None])   # not drawn before every card is known
    [(key, params)] = told()
    [other] = params["seats"]
    assert key == "notice.teammate_role" and other in (3, 4, 5, 7, 8)
    assert params["role"] == {3: "baker", 4: "baker", 5: "runner", 7: "citizen", 8: "citizen"}[other]
    assert g.prompt.show["notices"][0]["key"] == "notice.teammate_role"
    while g.state.phase == "night":
        nxt(g)
    assert g.state.seat(other).role == params["role"]          # the plain card it named is the one dealt


@pytest.mark.parametrize("seed", range(4))
def test_004_2_5_mad_scientist_with_printed_cards_draws_its_subjects_once_every_card_is_known(seed):
    """004 §2.5 Mad Scientist (004:419: two subjects of two different teams) with printed cards: as
    for the Town Crier, its lab wake and its aim move after the last identification of night 1, in
    their own order, and the subjects are drawn among every other player, plain cards included."""
    from werewolf_desktop.engine.night import IDENTIFY_PREFIX

    g = printed_game({"werewolf": 2, "mad_scientist": 1, "baker": 2, "runner": 1, "citizen": 2}, seed)
    schedule = g.state.night.schedule
    assert schedule[-3:] == ["lab", "mad_scientist", "dawn"]
    assert schedule.index(IDENTIFY_PREFIX + "runner") < schedule.index(IDENTIFY_PREFIX + "citizen") < schedule.index("lab")
    assert schedule.index(IDENTIFY_PREFIX + "mad_scientist") < schedule.index(IDENTIFY_PREFIX + "citizen")
    identify_until(g, "lab", {"werewolf_revamped": [1, 2], "baker": [3, 4], "runner": [5], "mad_scientist": [6]},
                   check=lambda: "subjects" not in g.state.seat(6).status
                   or not [x for x in g.state.seats if x.role is None])   # not drawn before every card is known
    subjects = g.state.seat(6).status["subjects"]["seats"]
    true = {1: "wolf", 2: "wolf", 3: "village", 4: "village", 5: "village", 7: "village", 8: "village"}
    assert len(subjects) == 2 and {true[s] for s in subjects} == {"wolf", "village"}
    assert all("lab" in g.state.seat(s).groups for s in subjects + [6])
    nxt(g)
    assert g.prompt.step == "mad_scientist"
    assert sorted(next(a for a in g.prompt.actions if a["id"] == "aim")["candidates"]) == sorted(subjects)


# ------------------------------------------------------------------------ investigators
def test_004_2_4_aura_teller_sees_lycans_and_killing_roles_as_threats():
    """004 §2.4 Aura Teller (004:313): lycans and killing roles are a threat."""
    g = revamped(["werewolf", "werewolf", "aura_teller", "warlock", "priest", "citizen", "citizen", "citizen"])
    to_step(g, "aura_teller")
    act(g, "check", 1)
    assert g.prompt.show["threat"] is True and g.prompt.show["thumb"] == "up"
    assert learned(g, 3) == [("notice.threat", {"seat": 1})]
    g = revamped(["werewolf", "werewolf", "aura_teller", "warlock", "priest", "citizen", "citizen", "citizen"])
    to_step(g, "aura_teller")
    act(g, "check", 4)                                             # a Warlock is not a lycan
    assert g.prompt.show["threat"] is False


def test_004_2_4_crowd_seeker_guesses_up_to_three_and_is_fooled_by_weak_disguises():
    """004 §2.4 Crowd Seeker (004:325): up to three guesses; weak disguises fool it."""
    g = revamped(["werewolf", "werewolf", "crowd_seeker", "tanner", "baker", "baker", "citizen", "citizen"])
    run_night(g)
    to_next_night(g)                                               # the Tanner wakes from night 2 (004:559)
    to_step(g, "tanner")
    g.apply({"t": "act", "action": "disguise", "seats": [5], "roles": ["fortune_teller"]})
    p = to_step(g, "crowd_seeker")
    guess = p.actions[0]
    assert guess["targets"] == 3 and guess["min_targets"] == 1 and "baker" in guess["pick_role"]
    with pytest.raises(RuleError):
        g.apply({"t": "act", "action": "guess", "seats": [1, 5], "roles": ["werewolf_revamped"]})   # one role per player
    g.apply({"t": "act", "action": "guess", "seats": [1, 5, 6], "roles": ["werewolf_revamped", "baker", "baker"]})
    assert g.prompt.show["right"] == [1, 6]                        # seat 5 looks like a Fortune Teller
    assert ("notice.guess_wrong", {"seat": 5, "role": "baker"}) in learned(g, 3)


def test_004_2_4_fortune_teller_sees_the_role_through_weak_disguises_too():
    """004 §2.4 Fortune Teller (004:334): shown the role; affected by weak disguises."""
    g = revamped(["werewolf", "werewolf", "fortune_teller", "tanner", "citizen", "citizen", "citizen", "citizen"])
    run_night(g)
    to_next_night(g)                                               # the Tanner wakes from night 2 (004:559)
    to_step(g, "tanner")
    g.apply({"t": "act", "action": "disguise", "seats": [1], "roles": ["citizen"]})
    to_step(g, "fortune_teller")
    act(g, "check", 1)
    assert g.prompt.show["role"] == "citizen"
    run_night(g)
    to_next_night(g)
    to_step(g, "fortune_teller")
    act(g, "check", 1)                                             # the tan wore off at dawn
    assert g.prompt.show["role"] == "werewolf_revamped"
    assert learned(g, 3)[-1] == ("notice.saw_role", {"seat": 1, "role": "werewolf_revamped"})


def test_004_2_4_huntsman_checks_pack_membership_ignoring_disguises():
    """004 §2.4 Huntsman (004:345): pack or not; no disguise affects it."""
    g = revamped(["werewolf", "sneaking_wolf", "huntsman", "warlock", "citizen", "citizen", "citizen", "citizen"])
    to_step(g, "huntsman")
    act(g, "check", 4)
    assert g.prompt.show["pack"] is False and g.prompt.show["thumb"] == "down"   # the Warlock is not pack
    assert learned(g, 3) == [("notice.not_in_pack", {"seat": 4})]


def test_004_2_4_oracle_compares_two_and_each_player_only_once():
    """004 §2.4 Oracle (004:355): two players (self allowed), same alignment or not; each player once."""
    g = revamped(["werewolf", "warlock", "oracle", "citizen", "citizen", "citizen", "citizen", "citizen"])
    p = to_step(g, "oracle")
    assert 3 in p.actions[0]["candidates"]                         # may pick itself
    act(g, "compare", 1, 2)
    assert g.prompt.show["same"] is True                           # both on the werewolf team
    run_night(g)
    to_next_night(g)
    p = to_step(g, "oracle")
    assert p.actions[0]["disabled"][1] == "rule.once_per_target"
    with pytest.raises(RuleError):
        act(g, "compare", 1, 4)
    act(g, "compare", 3, 4)
    assert g.prompt.show["same"] is True
    assert learned(g, 3)[-1] == ("notice.same_alignment", {"seats": [3, 4]})


def test_004_2_4_receptionist_counts_living_holders_of_any_role():
    """004 §2.4 Receptionist (004:363): any role, in the game or not; the number alive now."""
    g = revamped(["werewolf", "werewolf", "receptionist", "citizen", "citizen", "citizen", "citizen", "citizen"])
    p = to_step(g, "receptionist")
    count = p.actions[0]
    assert count["targets"] == 0 and "oracle" in count["pick_role"] and "werewolf" not in count["pick_role"]
    g.apply({"t": "act", "action": "count", "roles": ["werewolf_revamped"]})
    assert g.prompt.show == {**g.prompt.show, "role": "werewolf_revamped", "count": 2}
    assert learned(g, 3) == [("notice.role_count", {"role": "werewolf_revamped", "count": 2})]
    g = revamped(["werewolf", "werewolf", "receptionist", "citizen", "citizen", "citizen", "citizen", "citizen"])
    to_step(g, "receptionist")
    g.apply({"t": "act", "action": "count", "roles": ["oracle"]})
    assert g.prompt.show["count"] == 0
    g = revamped(["werewolf", "werewolf", "receptionist", "citizen", "citizen", "citizen", "citizen", "citizen"])
    to_step(g, "receptionist")
    for role in ("werewolf", "sheriff"):         # what the device offers is what the engine takes: the
        with pytest.raises(RuleError) as refused:  # ruleset's own Wolf replaces the classic one; no office
            g.apply({"t": "act", "action": "count", "roles": [role]})
        assert refused.value.key == "rule.not_a_role_choice"


def test_004_3_4_warlock_inspects_roles_for_the_wolves_without_being_in_the_pack():
    """004 §3.4 Warlock (004:592-594): shown the role; weak disguises fool it; not pack, not lycan."""
    g = revamped(["werewolf", "werewolf", "warlock", "fortune_teller", "citizen", "citizen", "citizen", "citizen"])
    assert "pack" not in g.state.seat(3).groups
    p = to_step(g, "pack")
    assert 3 not in p.show["seats"]
    to_step(g, "warlock")
    act(g, "check", 4)
    assert g.prompt.show["role"] == "fortune_teller"
    assert learned(g, 3) == [("notice.saw_role", {"seat": 4, "role": "fortune_teller"})]
    assert not catalogue().role("warlock").lycan


def test_004_3_4_psychic_wolf_guesses_one_role_and_hunts_with_the_pack():
    """004 §3.4 Psychic Wolf (004:578): one guess a night, confirmed if right; a pack member."""
    g = revamped(["psychic_wolf", "werewolf", "fortune_teller", "citizen", "citizen", "citizen", "citizen", "citizen"])
    p = to_step(g, "pack")
    assert p.show["seats"] == [1, 2]
    to_step(g, "psychic_wolf")
    g.apply({"t": "act", "action": "guess", "seats": [3], "roles": ["fortune_teller"]})
    assert g.prompt.show["right"] == [3]
    assert learned(g, 1)[-1] == ("notice.guess_right", {"seat": 3, "role": "fortune_teller"})


# ------------------------------------------------------------------------ disguisers (early night, S6)
def test_004_3_3_tanner_weakly_disguises_up_to_two_and_learns_if_one_is_pack():
    """004 §3.3 Tanner (004:557-565): up to two players + a role each, weak, until dawn; told if at
    least one is in the pack. Weak: the Aura Teller still sees the truth."""
    g = revamped(["werewolf", "werewolf", "tanner", "aura_teller", "fortune_teller", "citizen", "citizen", "citizen"])
    run_night(g)
    to_next_night(g)                                               # the Tanner wakes from night 2 (004:559)
    sched = g.state.night.schedule
    assert sched.index("tanner") < sched.index("pack") < sched.index("aura_teller")
    p = to_step(g, "tanner")
    assert p.actions[0]["targets"] == 2 and 3 in p.actions[0]["candidates"]
    g.apply({"t": "act", "action": "disguise", "seats": [1, 3], "roles": ["citizen", "citizen"]})
    assert g.prompt.show["hit"] is True and g.prompt.show["thumb"] == "up"
    assert learned(g, 3) == [("notice.disguised_in_pack", {"seats": [1, 3]})]
    to_step(g, "aura_teller")
    act(g, "check", 1)
    assert g.prompt.show["threat"] is True                         # weak disguises fool only some
    run_night(g)
    assert g.state.seat(1).disguises == []


def test_004_3_3_disguised_fox_is_a_wolf_by_default_and_the_pack_is_told():
    """004 §3.3 Disguised Fox (004:521): a disguise each night (Wolf if none chosen), strong (the
    role text; §1.3's list says weak: settled for the role text, docs/rules-coverage.md), until
    dawn; the pack is told the disguise at its wake."""
    g = revamped(["werewolf", "werewolf", "disguised_fox", "aura_teller", "fortune_teller", "citizen", "citizen", "citizen"])
    to_step(g, "disguised_fox")
    nxt(g)                                                         # nothing chosen
    assert g.state.seat(3).disguises[-1] == {**g.state.seat(3).disguises[-1], "role": "werewolf_revamped", "strong": True}
    p = to_step(g, "pack")
    assert 3 not in p.show["seats"]
    assert [(n["key"], n["params"]) for n in p.show["notices"]] == [("notice.disguise_chosen", {"role": "werewolf_revamped"})]
    to_step(g, "aura_teller")
    act(g, "check", 3)
    assert g.prompt.show["threat"] is True                         # strong: the Aura Teller is fooled
    run_night(g)
    assert g.state.seat(3).disguises == []
    assert ("notice.disguise_chosen", {"role": "werewolf_revamped"}) in learned(g, 1)


def test_004_3_3_disguised_fox_picks_a_disguise_or_once_joins_the_pack():
    g = revamped(["werewolf", "werewolf", "disguised_fox", "fortune_teller", "citizen", "citizen", "citizen", "citizen"])
    to_step(g, "disguised_fox")
    g.apply({"t": "act", "action": "disguise", "roles": ["citizen"]})
    with pytest.raises(RuleError):
        g.apply({"t": "act", "action": "join_pack"})               # one or the other
    to_step(g, "fortune_teller")
    act(g, "check", 3)
    assert g.prompt.show["role"] == "citizen"
    run_night(g)
    to_next_night(g)
    to_step(g, "disguised_fox")
    g.apply({"t": "act", "action": "join_pack"})
    assert g.state.seat(3).role == "werewolf_revamped" and "pack" in g.state.seat(3).groups
    key, params = learned(g, 3)[-1]
    assert key == "notice.became" and params["role"] == "werewolf_revamped"
    nxt(g)
    assert g.state.seat(3).disguises == []                          # no disguise the night it joins
    p = to_step(g, "pack")
    assert p.show["seats"] == [1, 2, 3]
    run_night(g)
    to_next_night(g)
    assert g.prompt.kind != "night_step" or g.prompt.step != "disguised_fox" or g.prompt.actors == []


# ------------------------------------------------------------------------ the pieces on their own
def test_group_vote_weights_and_tally_on_their_own():
    from werewolf_desktop.engine import group_vote
    from werewolf_desktop.engine.attacks import member_weight
    from werewolf_desktop.engine.roles_in_play import change_role

    g = revamped(["alpha_wolf", "werewolf", "werewolf", "citizen", "citizen", "citizen", "citizen", "citizen"])
    s = g.state
    assert [member_weight(s, m, "pack") for m in (1, 2, 3)] == [2, 1, 1]
    assert group_vote.decide(s, "pack", {1: 4, 2: 5}) == [4]
    assert group_vote.decide(s, "pack", {1: None, 2: None}) == []
    with pytest.raises(RuleError):
        group_vote.decide(s, "pack", {1: 4, 2: 5, 3: 5})
    change_role(s, 1, "citizen")                                   # role lost: still in the pack, counts 0
    assert "pack" in s.seat(1).groups and member_weight(s, 1, "pack") == 0
    assert group_vote.decide(s, "pack", {1: 4, 2: 5}) == [5]


def test_group_vote_refuses_a_non_member_and_an_illegal_point():
    g = revamped(["alpha_wolf", "werewolf", "citizen", "citizen", "citizen", "citizen", "citizen", "citizen"])
    to_step(g, "pack")
    with pytest.raises(RuleError) as err:
        g.apply({"t": "act", "action": "kill", "votes": {"4": 5}})
    assert err.value.key == "rule.not_a_voter"
    with pytest.raises(RuleError):
        g.apply({"t": "act", "action": "kill", "votes": {"1": 99}})


def test_role_disguise_passive_on_its_own():
    from werewolf_desktop.engine.disguise import put_on, seen_role, wear_role_disguise

    g = revamped(["sneaking_wolf", "werewolf", "citizen", "citizen", "citizen", "citizen", "citizen", "citizen"])
    s = g.state
    put_on(s, 1, "baker", strong=False, until="dawn")              # a weak tan on top
    assert seen_role(s, 1) == "citizen" and seen_role(s, 1, weak_too=True) == "baker"
    assert seen_role(s, 1, see_through=True) == "sneaking_wolf"
    s.seat(1).role = "werewolf_revamped"
    wear_role_disguise(s, 1)                                       # the permanent one goes, the tan stays
    assert [d["role"] for d in s.seat(1).disguises] == ["baker"]


def test_start_info_teammate_role_on_its_own_with_nobody_to_tell():
    from werewolf_desktop.engine.start_info import DRAWS

    g = revamped(["werewolf", "werewolf", "town_crier", "citizen", "citizen", "citizen", "citizen", "citizen"])
    s = g.state
    chosen, extra = DRAWS["teammate_role"](s, 3, {"team": "village"})
    assert chosen[0] in (4, 5, 6, 7, 8) and extra == {"role": "citizen"}
    for seat in (4, 5, 6, 7, 8):
        s.seat(seat).role = "werewolf_revamped"
    assert DRAWS["teammate_role"](s, 3, {"team": "village"}) == ([], {"key": "notice.teammate_role_nobody"})


def test_action_default_input_and_role_only_action_on_their_own():
    """An action's `default` input runs when nothing was chosen; an action with no players takes
    only a role."""
    g = revamped(["werewolf", "werewolf", "disguised_fox", "receptionist", "citizen", "citizen", "citizen", "citizen"])
    to_step(g, "disguised_fox")
    g.apply({"t": "act", "action": "join_pack"})
    nxt(g)                                                         # joined: no default disguise
    assert g.state.seat(3).disguises == []
    to_step(g, "receptionist")
    with pytest.raises(RuleError) as err:
        g.apply({"t": "act", "action": "count"})
    assert err.value.key == "rule.pick_roles"


def test_004_3_4_lone_warlock_inspects_alone_and_joins_the_pack_when_the_first_pack_member_dies():
    """004 §3.4 Lone Warlock (004:569-574): shown roles (weak disguises too), not in the pack and
    not a lycan; when the first pack member dies it becomes a Wolf in the pack, told privately."""
    g = revamped(["werewolf", "werewolf", "lone_warlock", "fortune_teller", "citizen", "citizen", "citizen", "citizen"])
    p = to_step(g, "pack")
    assert 3 not in p.show["seats"] and not catalogue().role("lone_warlock").lycan
    p = to_step(g, "lone_warlock")
    assert p.actors == [3]
    act(g, "check", 4)
    assert g.prompt.show["role"] == "fortune_teller"
    run_night(g)
    to_exile_vote(g)
    vote(g, {v: 1 for v in g.prompt.voters if v != 1})        # the first pack member is lynched
    assert not g.state.seat(1).alive
    assert g.state.seat(3).role == "werewolf_revamped" and "pack" in g.state.seat(3).groups
    assert ("notice.joined_pack", {"seat": 3, "role": "werewolf_revamped"}) in learned(g, 3)
    for _ in range(30):
        if g.state.phase == "night":
            break
        nxt(g)
    p = to_step(g, "pack")
    assert [a for a in p.actors if g.state.seat(a).alive] == [2, 3]
