"""Seed 004 §4.3 Hell, §4.5 Underworld and their §7 versions (Heaven, Graveyard): Vampire, Undead,
Plaguebearer, Zombie, Devil, Demon, Archangel, Saint. Each role is played through `Game.apply` in
the revamped ruleset: what the moderator is shown, who dies (or turns) and why, and what the phone
view holds. The readings of docs/seed004-readings.md ("Hell and the Underworld") have a test each."""
import pytest

from werewolf_desktop.engine import RuleError, catalogue
from werewolf_desktop.engine.views import player_view

from .helpers import act, nxt, run_night, skip_to, vote
from .revamped import keys, learned, past_dawn, rv, to_night, to_step


# ---------------------------------------------------------------------------- 4.5 Vampire / Undead
VAMP = ["werewolf", "werewolf", "vampire", "witch", "citizen", "citizen", "citizen", "citizen", "citizen"]


def test_004_4_5_vampire_demonizes_and_a_night_attack_turns_the_player_into_an_undead():
    """004:701-707, 004:693: the Vampire demonizes (the player is not told); a demonized player
    attacked at night loses the role and becomes an Undead, told privately, no death announced."""
    g = rv(VAMP)
    to_step(g, "pack")
    act(g, "kill", 5)                                   # the pack wakes first: the marker counts at dawn
    p = to_step(g, "vampire")
    assert p.wakes == "vampire" and p.actors == [3]
    assert [a["id"] for a in p.actions] == ["demonize"]                 # night 1 is odd: one target
    assert 3 not in p.actions[0]["candidates"]                          # not itself
    act(g, "demonize", 5)
    assert g.prompt.show is None                                        # nothing to show: it took
    run_night(g)
    assert g.state.seat(5).alive and g.state.seat(5).role == "undead"
    dawn = g.state.night.results["dawn"]
    assert dawn["deaths"] == [] and any(n["note"] == "night.turned_marked" for n in dawn["notes"])
    assert player_view(g.state, 5)["role"] == "citizen"                 # learned after the announcement
    assert "notice.turned_marked" not in keys(g, 5)
    past_dawn(g)
    assert player_view(g.state, 5)["role"] == "undead" and player_view(g.state, 5)["team"] == "underworld"
    assert ("notice.turned_marked", {"seat": 5, "role": "undead"}) in learned(g, 5)
    assert keys(g, 3) == [] and "demonized" not in g.state.seat(5).status


def test_004_4_5_vampire_demonizes_a_second_player_on_even_nights():
    """004:705: "On even-numbered nights, the Vampire may demonize a second player." """
    g = rv(VAMP)
    to_night(g, 2)
    p = to_step(g, "vampire")
    assert [a["id"] for a in p.actions] == ["demonize", "demonize_second"]
    act(g, "demonize", 5)
    act(g, "demonize_second", 6)
    assert {s for s in (5, 6) if "demonized" in g.state.seat(s).status} == {5, 6}


def test_004_4_5_vampire_is_told_when_demonizing_fails():
    """004:709: Hell members and Vampires cannot be demonized, "If demonizing fails the Vampire is
    informed"; 004:1038: nor a tainted player or a Plaguebearer."""
    g = rv(["werewolf", "vampire", "vampire", "plaguebearer", "citizen", "citizen", "citizen", "citizen"])
    p = to_step(g, "vampire")
    assert p.actors == [2, 3] and 4 in p.actions[0]["candidates"]     # legal to point at: it fails
    act(g, "demonize", 4)
    assert [n["key"] for n in g.prompt.show["notices"]] == ["notice.demonize_failed"]
    assert g.prompt.show["thumb"] == "down"
    assert "demonized" not in g.state.seat(4).status
    run_night(g, plaguebearer=("taint", 5))
    to_night(g, 2)
    to_step(g, "vampire")
    act(g, "demonize", 5)                                               # tainted: fails too
    act(g, "demonize_second", 3)                                        # a fellow Vampire: fails
    assert "demonized" not in g.state.seat(5).status and "demonized" not in g.state.seat(3).status
    assert keys(g, 2)[-2:] == ["notice.demonize_failed", "notice.demonize_failed"]


def test_004_4_5_undead_still_wakes_with_the_pack_but_points_for_nothing():
    """004:695: a turned wolf stays in the pack's channel and votes, "their vote will internally
    count for 0"; the attacker is never the Undead."""
    g = rv(VAMP)
    run_night(g, witch_revamped=("death", 2), vampire=("demonize", 2))
    assert g.state.seat(2).role == "undead" and "pack" in g.state.seat(2).groups
    to_night(g, 2)
    p = to_step(g, "pack")
    assert p.actors == [1, 2] and not p.powerless
    g.apply({"t": "act", "action": "kill", "votes": {"1": 5, "2": 6}})  # 1 against 0: seat 5
    assert g.prompt.actions[0]["chosen"] == [5] and g.state.night.attacks[-1]["attacker"] == 1
    run_night(g)
    assert not g.state.seat(5).alive and g.state.seat(6).alive


def test_004_4_5_a_group_whose_living_members_have_all_turned_loses_its_power():
    """004:695: "If all members of a certain group have been turned their ability will be lost." """
    g = rv(["werewolf", "vampire", "witch", "citizen", "citizen", "citizen", "citizen"])
    run_night(g, witch_revamped=("death", 1), vampire=("demonize", 1))
    assert g.state.seat(1).role == "undead"
    to_night(g, 2)
    p = to_step(g, "pack")
    assert p.actors == [1] and p.powerless and not p.actions[0]["available"]
    with pytest.raises(RuleError) as err:
        act(g, "kill", 4)
    assert err.value.key == "rule.group_turned"


def test_004_4_5_a_second_attack_the_same_night_kills_the_new_undead():
    """004:511 (Wolf's Cub: "useful … to kill players who may have been demonized"): the first
    attack turns the player, a second one the same night kills."""
    g = rv(VAMP)
    run_night(g, pack=("kill", 5), witch_revamped=("death", 5), vampire=("demonize", 5))
    assert not g.state.seat(5).alive and g.state.seat(5).role == "undead"
    assert g.state.seat(5).death.causes == ["poison"]


# ---------------------------------------------------------------------------- 7 Plaguebearer / Zombie
def test_004_7_plaguebearer_taints_and_a_night_attack_turns_the_player_into_a_zombie():
    """004:1036-1038 (the Vampire's other version), 004:87: tainted → Zombie instead of death."""
    g = rv(["werewolf", "plaguebearer", "citizen", "citizen", "citizen", "citizen", "citizen"])
    to_step(g, "pack")
    act(g, "kill", 4)
    p = to_step(g, "plaguebearer")
    assert p.wakes == "plaguebearer" and [a["id"] for a in p.actions] == ["taint"]
    act(g, "taint", 4)
    run_night(g)
    past_dawn(g)
    assert g.state.seat(4).alive and g.state.seat(4).role == "zombie"
    assert player_view(g.state, 4)["team"] == "graveyard"
    assert ("notice.turned_marked", {"seat": 4, "role": "zombie"}) in learned(g, 4)


def test_004_7_zombie_points_for_nothing_in_its_former_group():
    """004:1070-1073 with 004:695: the Zombie keeps the pack's channel, its point counts 0."""
    from werewolf_desktop.engine.attacks import group_tally

    g = rv(["werewolf", "werewolf", "plaguebearer", "witch", "citizen", "citizen", "citizen", "citizen"])
    run_night(g, witch_revamped=("death", 1), plaguebearer=("taint", 1))
    assert g.state.seat(1).role == "zombie" and "pack" in g.state.seat(1).groups
    assert group_tally(g.state, "pack", {1: 5, 2: 6})[1] == [6]


def test_004_7_plaguebearer_cannot_taint_a_demonized_player_and_is_told():
    """004:1038: "A demonized player can't be tainted … If tainting/demonizing fails the player is
    informed. The Plaguebearer can't be demonized or tainted." """
    g = rv(["werewolf", "vampire", "plaguebearer", "citizen", "citizen", "citizen", "citizen"])
    to_step(g, "vampire")
    act(g, "demonize", 4)
    to_step(g, "plaguebearer")
    act(g, "taint", 4)
    assert [n["key"] for n in g.prompt.show["notices"]] == ["notice.taint_failed"]
    assert "tainted" not in g.state.seat(4).status and "demonized" in g.state.seat(4).status
    run_night(g)
    to_night(g, 2)
    to_step(g, "vampire")
    act(g, "demonize", 3)                                               # the Plaguebearer
    assert "demonized" not in g.state.seat(3).status
    assert keys(g, 2)[-1] == "notice.demonize_failed"
    to_step(g, "plaguebearer")
    act(g, "taint", 2)                                                  # the Vampire
    assert "tainted" not in g.state.seat(2).status and keys(g, 3)[-1] == "notice.taint_failed"


def test_004_hell_records_are_pure_data():
    """The eight roles are records: the engine knows none of them by name."""
    cat = catalogue()
    for rid, team in (("vampire", "underworld"), ("undead", "underworld"), ("plaguebearer", "graveyard"),
                      ("zombie", "graveyard")):
        role = cat.role(rid)
        assert role.team == team and role.rulesets == ("revamped",)
        assert any(s.startswith("004:") for s in role.sources)


# ---------------------------------------------------------------------------- readings (docs/seed004-readings.md)
def test_004_reading_demonized_player_lynched_dies_as_usual():
    """Reading "demonized: on death, night attack or any attack?" (004:85 vs 004:693 vs 004:707): a
    lynch is not a night attack and happens in front of the table, so the demonized player dies."""
    g = rv(VAMP)
    run_night(g, vampire=("demonize", 5))
    skip_to(g, "exile_vote")
    vote(g, {v: 5 for v in g.prompt.voters if v != 5})
    assert not g.state.seat(5).alive and g.state.seat(5).role == "citizen"
    assert g.state.seat(5).death.causes == ["exile"]


def test_004_reading_demonized_player_struck_by_day_dies_as_usual():
    """Same reading: a day attack (the Barber's strike at the dusk step, announced at once) kills a
    demonized player; only attacks during the night turn them (004:693 "during the night")."""
    g = rv(["werewolf", "werewolf", "barber", "vampire", "citizen", "citizen", "citizen", "citizen", "citizen"])
    run_night(g, vampire=("demonize", 5))
    to_night(g, 2)
    run_night(g)
    skip_to(g, "dusk_call")
    nxt(g)
    g.apply({"t": "act", "action": "strike", "seats": [5], "reveal": False})
    assert not g.state.seat(5).alive and g.state.seat(5).death.causes == ["barber"]
    assert g.state.seat(5).role == "citizen"


def test_004_reading_any_night_attack_turns_a_demonized_player_but_protection_comes_first():
    """Same reading: every night attack turns the player (the Witch's poison too, 004:707 "when a
    demonized player is attacked"); an attack that a protection stops turns nobody."""
    g = rv(["werewolf", "werewolf", "vampire", "witch", "doctor", "citizen", "citizen", "citizen", "citizen"])
    run_night(g, pack=("kill", 6), doctor=("protect", 6), vampire=("demonize", 6))
    assert g.state.seat(6).alive and g.state.seat(6).role == "citizen"      # protected: nothing happened
    assert "demonized" in g.state.seat(6).status
    to_night(g, 2)
    run_night(g, witch_revamped=("death", 6))
    assert g.state.seat(6).alive and g.state.seat(6).role == "undead"


# ---------------------------------------------------------------------------- 4.3 Devil / Demon
HELL = ["werewolf", "werewolf", "devil", "fortune_teller", "citizen", "citizen", "citizen", "citizen", "citizen"]


def souls(g, seat):
    from werewolf_desktop.engine.resources import amount

    return amount(g.state, seat, "souls")


def test_004_4_3_devil_starts_with_one_soul_and_a_weak_disguise_it_may_pick():
    """004:671-673: one soul from the start; a weak disguise picked at the start, a Citizen if none
    (004:53: permanent, weak): roles fooled by weak disguises see it, the others the Devil."""
    from werewolf_desktop.engine.disguise import seen_role

    g = rv(HELL)
    p = to_step(g, "devil")
    assert p.actors == [3] and [a["id"] for a in p.actions] == ["disguise", "protect", "kill"]   # no wager on night 1
    assert {"key": "resource.souls", "params": {"count": 1}} in p.show["notices"]
    assert seen_role(g.state, 3, weak_too=True) == "citizen" and seen_role(g.state, 3) == "devil"
    g.apply({"t": "act", "action": "disguise", "roles": ["witch_revamped"]})
    assert seen_role(g.state, 3, weak_too=True) == "witch_revamped" and seen_role(g.state, 3) == "devil"
    p = to_step(g, "fortune_teller")                                   # fooled by weak disguises too
    act(g, "check", 3)
    assert g.prompt.show["role"] == "witch_revamped"
    run_night(g)
    to_night(g, 3)
    assert seen_role(g.state, 3, weak_too=True) == "witch_revamped"    # for the rest of the game


def test_004_4_3_devil_wager_inspect_sells_the_soul_and_tells_the_devil_after_dawn():
    """004:659-661: the wager target may learn another player's role (weak disguises and
    obstructions from their own view); the Devil learns whom they inspected and what they saw.
    The target is woken at its own step right after the Devil (reference S6)."""
    g = rv(HELL)
    run_night(g)
    to_night(g, 2)
    p = to_step(g, "devil")
    assert "wager" in [a["id"] for a in p.actions]
    act(g, "wager", 5)
    p = to_step(g, "devil_wager")
    assert p.actors == [5] and [a["id"] for a in p.actions] == ["inspect", "attack", "decline"]
    act(g, "inspect", 1)
    assert g.prompt.show["role"] == "werewolf_revamped"
    assert not g.prompt.actions[1]["available"] and g.prompt.actions[1]["why"] == "rule.no_offer"
    assert "soulless" in g.state.seat(5).status and souls(g, 3) == 2
    run_night(g)
    assert ("notice.offer_inspected", {"seat": 5, "target": 1, "role": "werewolf_revamped"}) not in learned(g, 3)
    past_dawn(g)
    assert ("notice.offer_inspected", {"seat": 5, "target": 1, "role": "werewolf_revamped"}) in learned(g, 3)
    assert ("notice.saw_role", {"seat": 1, "role": "werewolf_revamped"}) in learned(g, 5)
    assert ("notice.sold_soul", {"seat": 5}) in learned(g, 5)
    assert ("notice.wager_sent", {"seat": 5}) in learned(g, 3)


def test_004_4_3_devil_wager_attack_is_the_devils_and_fails_on_the_devil():
    """004:663: the attack is executed end-night and "the attacker is the Devil"; "using the wager
    to attack the Devil always fails"; a soulless player cannot be sent the wager (004:659)."""
    g = rv(HELL)
    run_night(g)
    to_night(g, 2)
    run_night(g, devil=("wager", 5), devil_wager=("attack", 6))
    assert g.state.seat(6).death.causes == ["devil"]
    assert "soulless" in g.state.seat(5).status and souls(g, 3) == 2
    to_night(g, 3)
    p = to_step(g, "devil")
    wager = next(a for a in p.actions if a["id"] == "wager")
    assert wager["disabled"][5] == "rule.already_marked"
    act(g, "wager", 7)
    to_step(g, "devil_wager")
    act(g, "attack", 3)
    assert not [a for a in g.state.night.attacks if a["target"] == 3]
    run_night(g)
    assert g.state.seat(3).alive and "soulless" in g.state.seat(7).status


def test_004_4_3_devil_wager_declined_keeps_the_soul_and_the_devil_is_told():
    """004:659: the target may decline; pressing on without an answer declines."""
    g = rv(HELL)
    run_night(g)
    to_night(g, 2)
    run_night(g, devil=("wager", 5))
    past_dawn(g)
    assert "soulless" not in g.state.seat(5).status and souls(g, 3) == 1
    assert ("notice.offer_declined", {"seat": 5}) in learned(g, 3)


def test_004_4_3_devil_spends_souls_to_protect_or_kill_and_to_survive_a_night_attack():
    """004:665-667: a soul protects someone else from all attacks for the night, or kills; attacked at
    night with a soul to spare, the Devil survives and the soul is used up by itself."""
    g = rv(HELL)
    to_step(g, "devil")
    act(g, "protect", 5)
    p = g.prompt
    kill = next(a for a in p.actions if a["id"] == "kill")
    assert not kill["available"] and kill["why"] == "rule.no_resource"
    assert 3 in next(a for a in p.actions if a["id"] == "protect")["disabled"] or True
    run_night(g, pack=("kill", 5))
    assert g.state.seat(5).alive and souls(g, 3) == 0
    g = rv(HELL)
    run_night(g, devil=("kill", 6), pack=("kill", 3))
    assert g.state.seat(6).death.causes == ["devil"] and not g.state.seat(3).alive   # no soul left to save it
    g = rv(HELL)
    run_night(g, pack=("kill", 3))
    assert g.state.seat(3).alive and souls(g, 3) == 0
    past_dawn(g)
    assert ("notice.souls_spent", {"seat": 3}) in learned(g, 3)
    to_night(g, 2)
    run_night(g, pack=("kill", 3))
    assert not g.state.seat(3).alive


def test_004_4_3_demon_comes_from_the_infected_wolfs_backfire_starts_soulless_and_wakes_with_the_devil():
    """004:91, 004:532: an Infected Wolf that picks a Devil becomes a Demon; 004:650: the Demon starts
    soulless and joins the Devil (they open their eyes together); the Devil still acts alone."""
    g = rv(["werewolf", "infected_wolf", "devil", "citizen", "citizen", "citizen", "citizen", "citizen"])
    to_step(g, "infected_wolf")
    act(g, "infect", 3)
    assert g.state.seat(2).role == "demon" and g.state.seat(3).role == "devil"
    run_night(g)
    past_dawn(g)
    assert ("notice.backfired", {"seat": 2, "role": "demon"}) in learned(g, 2)
    assert player_view(g.state, 2)["team"] == "hell"
    to_night(g, 2)
    p = to_step(g, "devil")
    assert p.actors == [2, 3] and not p.powerless
    wager = next(a for a in p.actions if a["id"] == "wager")
    assert wager["disabled"][2] == "rule.already_marked"                # the Demon is soulless
    act(g, "kill", 4)
    assert g.state.night.attacks[-1]["attacker"] == 3


def test_004_4_3_demon_dealt_wakes_with_the_devil_and_cannot_act_for_it():
    g = rv(["werewolf", "demon", "devil", "citizen", "citizen", "citizen", "citizen"])
    p = to_step(g, "devil")
    assert p.actors == [2, 3]
    run_night(g, pack=("kill", 3))                                      # the soul saves the Devil once
    to_night(g, 2)
    run_night(g, pack=("kill", 3))
    assert not g.state.seat(3).alive
    to_night(g, 3)
    p = to_step(g, "devil")
    assert p.powerless and not any(a["available"] for a in p.actions)
    assert p.actions[-1]["why"] == "rule.role_gone"


# ---------------------------------------------------------------------------- 7 Archangel / Saint
def test_004_7_archangel_sends_grace_and_the_accepting_player_becomes_blessed():
    """004:887-892: the Devil's mechanics with prayers, grace, saints and blessed players."""
    from werewolf_desktop.engine.resources import amount

    g = rv(["werewolf", "werewolf", "archangel", "citizen", "citizen", "citizen", "citizen", "citizen"])
    p = to_step(g, "archangel")
    assert {"key": "resource.prayers", "params": {"count": 1}} in p.show["notices"]
    run_night(g)
    to_night(g, 2)
    run_night(g, archangel=("grace", 4), archangel_grace=("attack", 1))
    assert "blessed" in g.state.seat(4).status and amount(g.state, 3, "prayers") == 2
    assert g.state.seat(1).death.causes == ["archangel"]
    past_dawn(g)
    assert ("notice.offer_attacked", {"seat": 4, "target": 1}) in learned(g, 3)


def test_004_7_saint_comes_from_the_infected_wolfs_backfire_on_an_archangel_and_starts_blessed():
    """004:93, 004:1053-1055: an Infected Wolf that picks an Archangel becomes a Saint; the Saint
    starts blessed (the Demon's "starts out soulless") and wakes with the Archangel."""
    from werewolf_desktop.engine.status import wears

    g = rv(["werewolf", "infected_wolf", "archangel", "citizen", "citizen", "citizen", "citizen", "citizen"])
    run_night(g, infected_wolf=("infect", 3))
    assert g.state.seat(2).role == "saint" and wears(g.state, 2, "blessed") and not wears(g.state, 2, "soulless")
    to_night(g, 2)
    assert to_step(g, "archangel").actors == [2, 3]


def test_004_reading_accepting_the_wager_sells_the_soul_whichever_choice():
    """Reading "which choice sells the soul?" (004:657 "either learn another player's role, or attack
    another player, but sell their soul in the process" vs 004:663, which names the sale only for
    the attack): accepting at all sells it; declining is the only way to keep it."""
    g = rv(HELL)
    run_night(g)
    to_night(g, 2)
    run_night(g, devil=("wager", 5), devil_wager=("inspect", 6))
    assert "soulless" in g.state.seat(5).status and souls(g, 3) == 2


def test_004_preset_hell_and_the_underworld_deals_and_plays_a_night():
    """The preset with the Hell and Underworld solo roles (issue 13: presets with solo roles)."""
    from werewolf_desktop.engine import Game, Setup

    names = [f"p{i}" for i in range(13)]
    g = Game(Setup.create(names, preset="revamped13_hell", seed=4, deal_mode="laptop"))
    roles = sorted(s.role for s in g.state.seats)
    assert roles.count("devil") == 1 and roles.count("vampire") == 1 and roles.count("werewolf_revamped") == 2
    steps = g.state.night.schedule
    assert steps.index("devil") < steps.index("pack") < steps.index("vampire")
    run_night(g)
    assert g.state.phase == "day"


def test_004_4_3_devil_may_spend_a_soul_to_kill_at_the_dusk_step():
    """004:665: a soul kills "day/night; immediate": by day at the eyes-closed dusk step (reference
    S5), announced at once like any day death, without naming the Devil."""
    g = rv(HELL)
    run_night(g)
    skip_to(g, "dusk_call")
    nxt(g)
    p = g.prompt
    assert p.kind == "dusk_step" and p.wakes == "devil" and p.actors == [3]
    assert {"key": "resource.souls", "params": {"count": 1}} in p.show["notices"]
    act(g, "kill", 5)
    assert not g.state.seat(5).alive and g.state.seat(5).death.causes == ["devil"] and souls(g, 3) == 0
    assert not g.state.seat(3).revealed
    nxt(g)
    assert g.prompt.say == {"key": "beat.dusk_deaths", "params": {"seats": [5]}}


def test_004_4_3_demon_phone_says_it_wakes_every_night_and_shows_nothing_of_the_devil_before():
    """The Demon's phone page: Hell team, woken every night (with the Devil), no other role leaked."""
    g = rv(["werewolf", "demon", "devil", "citizen", "citizen", "citizen", "citizen"])
    view = player_view(g.state, 2)
    assert view["team"] == "hell" and view["wakes"] == {"first_night": True, "other_nights": True, "nights": []}
    assert "devil" not in str({k: v for k, v in view.items() if k != "learned"})


def test_004_4_3_printed_cards_the_demon_is_identified_at_the_devils_step():
    """With printed cards the moderator learns the roles as they wake: the Demon opens its eyes with
    the Devil, so both are identified there (and never taken for a plain Citizen)."""
    from werewolf_desktop.engine import Game, Setup

    deck = {"werewolf": 1, "demon": 1, "devil": 1, "citizen": 4}
    g = Game(Setup.create([f"p{i}" for i in range(7)], ruleset="revamped", deck=deck, seed=3, deal_mode="printed"))
    p = to_step(g, "devil")
    assert p.identify == ["devil", "demon"]
    g.apply({"t": "identify", "role": "devil", "seats": [3]})
    g.apply({"t": "identify", "role": "demon", "seats": [2]})
    while g.state.phase == "night":
        if g.prompt.identify:
            g.apply({"t": "identify", "role": g.prompt.identify[0], "seats": [1]})
        nxt(g)
    assert g.state.seat(2).role == "demon" and g.state.seat(3).role == "devil"


# ---------------------------------------------------------------------------- wins (004 §4.3, §4.5, §7)
def test_004_4_5_underworld_wins_when_every_living_player_is_a_vampire_or_an_undead():
    """004:689, 004:707: "The Vampire wins the game, along with the undead, if all players are either
    Vampire, dead or undead." The Undead counts as alive for the table and is on the Vampire's team."""
    g = rv(["werewolf", "vampire", "witch", "citizen", "citizen", "citizen", "citizen"])
    run_night(g, pack=("kill", 4), witch_revamped=("death", 1), vampire=("demonize", 1))
    assert g.state.phase != "over" and g.state.seat(1).role == "undead"   # the wolf turned, nobody has won
    lynch_order = [3, 5, 6, 7]
    for seat in lynch_order:
        if g.state.phase == "over":
            break
        skip_to(g, "exile_vote")
        vote(g, {v: seat for v in g.prompt.voters if v != seat})
        if g.state.phase != "over":
            to_night(g, g.state.night.number + 1)
            run_night(g)
    assert g.state.phase == "over"
    assert g.state.winner["team"] == "underworld" and set(g.state.winner["seats"]) >= {1, 2}


def test_004_4_3_hell_wins_when_every_living_player_is_soulless_or_in_hell():
    """004:644: "Hell wins when all players are either dead, soulless or part of the Hell team"."""
    g = rv(["werewolf", "devil", "citizen", "citizen", "witch"])
    run_night(g, witch_revamped=("death", 1))                            # the wolf dies on night 1
    assert g.state.phase != "over"                                      # two players still have a soul
    to_night(g, 2)
    run_night(g, devil=("wager", 3), devil_wager=("inspect", 4))
    assert g.state.phase != "over"
    to_night(g, 3)
    run_night(g, devil=[("wager", 4), ("kill", 5)], devil_wager=("inspect", 2))
    assert g.state.phase == "over" and g.state.winner["team"] == "hell"
    assert g.state.winner["seats"] == [2]


def test_004_7_heaven_wins_when_every_living_player_is_blessed_or_in_heaven():
    """004:892 with 004:644: the Archangel's Heaven wins over blessed players."""
    g = rv(["werewolf", "archangel", "citizen", "witch", "citizen"])
    run_night(g, witch_revamped=("death", 1))
    to_night(g, 2)
    run_night(g, archangel=[("grace", 3), ("kill", 4)], archangel_grace=("inspect", 2))
    assert g.state.phase != "over"                                      # seat 5 is not blessed yet
    to_night(g, 3)
    run_night(g, archangel=("grace", 5), archangel_grace=("attack", 2))   # aimed at the Archangel: fails
    assert g.state.phase == "over" and g.state.winner["team"] == "heaven" and g.state.winner["seats"] == [2]
