"""Seed 004 part 2, the solo helper's roles (issue 13): White and Gray Werewolf (§4.1), Flute Player
(§4.2), Pyromancer (§4.4), Ice King (§4.6), Flute Apprentice and Ice Queen (§7). Each played
through Game.apply: the moderator's prompt, who dies and why, what the phone view holds, and how
each team wins (engine/victory.py)."""
import pytest

from werewolf_desktop.engine import catalogue, victory
from werewolf_desktop.engine.errors import RuleError
from werewolf_desktop.engine.views import player_view
from werewolf_desktop.i18n import tr

from .helpers import act, nxt, run_night, skip_to, vote
from .revamped import assert_replays, causes, keys, lynch, play_randomly, rv, to_night, to_step


def alive(g):
    return g.state.alive()


# ---------------------------------------------------------------------------- 4.1 White Werewolf
WHITE = ["werewolf", "werewolf", "white_werewolf", "fortune_teller", "villager", "villager", "villager", "villager"]


def test_004_4_1_white_werewolf_hunts_with_the_pack_looks_like_a_wolf_and_kills_a_wolf_on_even_nights():
    """004:605-611: wakes with the pack; on even nights woken alone to kill a pack member (end of
    night); strongly disguised as a regular Wolf."""
    g = rv(WHITE)
    assert "white_werewolf" not in g.state.night.schedule               # night 1 is odd
    p = to_step(g, "pack")
    assert p.actors == [1, 2, 3]                                        # it hunts with the pack
    act(g, "kill", 5)
    p = to_step(g, "fortune_teller")
    act(g, "check", 3)
    assert g.state.night.results["fortune_teller"]["role"] == "werewolf_revamped"   # seen as a Wolf
    run_night(g)
    assert causes(g, 5) == ["wolf"]
    assert [k["seat"] for k in player_view(g.state, 1)["knows"]["pack"]] == [2, 3]
    assert player_view(g.state, 3)["team"] == "solo"
    to_night(g, 2)
    to_step(g, "pack")
    act(g, "kill", 6)
    p = to_step(g, "white_werewolf")
    kill = p.actions[0]
    assert p.actors == [3] and kill["candidates"] == [1, 2]               # only the pack, not itself
    assert kill["disabled"][4] == "rule.target_not_in_pack"
    assert "Weißer Werwolf, öffne die Augen" in catalogue().role("white_werewolf").night[0].lines["de"]
    act(g, "kill", 1)
    assert g.state.seat(1).alive                                        # end of night
    run_night(g)
    assert causes(g, 1) == ["white_werewolf"] and causes(g, 6) == ["wolf"]
    assert tr("cause.white_werewolf", "zh") == "被白狼人杀死"


def test_004_4_1_white_werewolf_keeps_the_game_going_among_wolves_and_wins_as_the_last_one():
    """004:610: "If only werewolves and the White Werewolf are left alive, the game will continue
    until either all werewolves are dead or the White Werewolf is dead"; it wins alone."""
    g = rv(WHITE)
    run_night(g, pack=("kill", 4))
    lynch(g, 5)
    to_night(g, 2)
    run_night(g, pack=("kill", 6), white_werewolf=("kill", 2))
    assert set(alive(g)) == {1, 3, 7, 8}
    lynch(g, 7)
    to_night(g, 3)
    run_night(g, pack=("kill", 8))
    assert set(alive(g)) == {1, 3} and g.state.winner is None           # a wolf and it: the game goes on
    to_night(g, 4)
    run_night(g, white_werewolf=("kill", 1))
    assert g.state.winner == {"team": "solo", "seats": [3], "rule": "004:610", "reason": "win.white_werewolf"}
    assert player_view(g.state, 3)["winner"] == {"team": "solo", "won": True}
    assert not player_view(g.state, 1)["winner"]["won"]


def test_004_4_1_the_wolves_win_once_the_white_werewolf_is_dead():
    g = rv(WHITE)
    run_night(g, pack=("kill", 4))
    lynch(g, 3)                                                         # the White Werewolf lynched
    assert g.state.winner is None
    to_night(g, 2)
    run_night(g, pack=("kill", 5))
    lynch(g, 6)
    to_night(g, 3)
    run_night(g, pack=("kill", 7))
    lynch(g, 8)
    assert g.state.winner["team"] == "wolf" and g.state.winner["seats"] == [1, 2]


# ---------------------------------------------------------------------------- 4.1 Gray Werewolf
GRAY = ["werewolf", "werewolf", "gray_werewolf", "seer", "villager", "villager", "villager", "villager"]


def test_004_4_1_gray_werewolf_kills_a_wolf_on_even_nights_with_no_disguise():
    """004:613-621: as the White Werewolf, without a disguise."""
    g = rv(["werewolf", "werewolf", "gray_werewolf", "fortune_teller", "villager", "villager", "villager", "villager"])
    p = to_step(g, "pack")
    assert p.actors == [1, 2, 3]
    act(g, "kill", 5)
    to_step(g, "fortune_teller")
    act(g, "check", 3)
    assert g.state.night.results["fortune_teller"]["role"] == "gray_werewolf"
    run_night(g)
    to_night(g, 2)
    p = to_step(g, "gray_werewolf")
    assert p.actions[0]["candidates"] == [1, 2]
    run_night(g, pack=("kill", 6), gray_werewolf=("kill", 2))
    assert causes(g, 2) == ["gray_werewolf"]


def test_004_4_1_gray_werewolf_wins_with_one_other_player_left():
    """004:621: "wins when the only remaining players are the Gray Werewolf; and optionally another player"."""
    g = rv(GRAY)
    run_night(g, pack=("kill", 4))
    lynch(g, 1)
    to_night(g, 2)
    run_night(g, pack=("kill", 5), gray_werewolf=("kill", 2))
    assert set(alive(g)) == {3, 6, 7, 8}
    lynch(g, 6)
    to_night(g, 3)
    run_night(g, pack=("kill", 7))
    assert g.state.winner == {"team": "solo", "seats": [3], "rule": "004:621", "reason": "win.gray_werewolf"}


def test_004_4_1_gray_werewolf_left_with_wolves_only_is_a_werewolf_victory():
    """004:621: "If only werewolves and the Gray Werewolf are left alive, the game ends in a Werewolf
    victory." Settled: with exactly one wolf left too (docs/seed004-readings.md): the wolves' win is
    checked first, and the Gray Werewolf is not among the winners."""
    g = rv(GRAY)
    run_night(g, pack=("kill", 4))
    lynch(g, 5)
    to_night(g, 2)
    run_night(g, pack=("kill", 6), gray_werewolf=("kill", 2))
    lynch(g, 7)
    assert set(alive(g)) == {1, 3, 8}
    to_night(g, 3)
    run_night(g, pack=("kill", 8))
    assert g.state.winner["team"] == "wolf" and g.state.winner["seats"] == [1, 2] and 3 not in g.state.winner["seats"]


# ---------------------------------------------------------------------------- 4.2 Flute Player
FLUTE = ["werewolf", "flute_player", "fortune_teller", "villager", "villager", "villager", "villager", "villager"]


def test_004_4_2_flute_player_enchants_two_new_players_who_then_wake_together():
    """004:629-635: two players a night, immediate; the enchanted share a channel (S1: they open
    their eyes together after the Flute Player's wake); told privately."""
    g = rv(FLUTE)
    sched = g.state.night.schedule
    assert sched.index("flute") < sched.index("enchanted") < sched.index("pack") < sched.index("fortune_teller")
    p = to_step(g, "flute")
    enchant = p.actions[0]
    assert p.actors == [2] and enchant["targets"] == 2 and 2 not in enchant["candidates"]
    act(g, "enchant", 3, 4)
    assert "enchanted" in g.state.seat(3).status and "enchanted" in g.state.seat(4).groups   # at once
    p = to_step(g, "enchanted")
    assert p.actors == [3, 4]
    run_night(g, pack=("kill", 8))
    nxt(g)                                                               # the dawn announcement
    assert "notice.enchanted" in keys(g, 3) and "notice.enchanted" not in keys(g, 5)
    to_night(g, 2)
    p = to_step(g, "flute")
    assert p.actions[0]["disabled"][3] == "rule.already_enchanted"       # new players only
    act(g, "enchant", 5, 6)
    p = to_step(g, "enchanted")
    assert p.actors == [3, 4, 5, 6]


def test_004_4_2_the_enchanted_step_names_the_enchanted_who_wake_even_when_nobody_is_enchanted():
    """004:625: at the enchanted's step the enchanted open their eyes, not the Flute Player: the
    step card names the group (its members, or nobody yet: the Flute Player may enchant nobody)
    and never says the Flute Player's card is out of play. Tonight and later nights, and once the
    Flute Player is dead."""
    from werewolf_desktop.engine.prompt import who_wakes
    from werewolf_desktop.engine.queries import steps_by_id

    steps = steps_by_id()
    assert who_wakes(steps["enchanted"]) == "enchanted" and who_wakes(steps["flute"]) == "flute_player"
    assert who_wakes(steps["customer"]) == "customer" and who_wakes(steps["devil_wager"]) == "wager"
    assert who_wakes(steps["vampire"]) == "vampire"              # the role's holders are its group
    g = rv(FLUTE)
    to_step(g, "flute")
    nxt(g)                                                       # nobody enchanted tonight
    p = to_step(g, "enchanted")
    assert p.wakes == "enchanted" and p.actors == [] and not p.actor_alive
    run_night(g, pack=("kill", 8))
    lynch(g, 2)                                                  # the Flute Player
    to_night(g, 2)
    p = to_step(g, "enchanted")
    assert p.wakes == "enchanted" and p.actors == []
    g = rv(FLUTE)
    run_night(g, flute=("enchant", 3, 4), pack=("kill", 8))
    lynch(g, 2)
    to_night(g, 2)
    p = to_step(g, "enchanted")
    assert p.wakes == "enchanted" and p.actors == [3, 4] and p.actor_alive


def test_004_4_2_flute_player_wins_when_every_living_player_is_enchanted():
    """004:625, 004:631: "If all living players are either enchanted or Flute Player(s), the Flute
    Player(s) win" — the moment the last one is enchanted (an immediate ability), at the next check."""
    g = rv(FLUTE)
    run_night(g, flute=("enchant", 3, 4), pack=("kill", 8))
    lynch(g, 1)                                                          # the wolf
    assert g.state.winner is None                                        # 5, 6, 7 are not enchanted
    to_night(g, 2)
    run_night(g, flute=("enchant", 5, 6))
    lynch(g, 7)
    assert g.state.winner == {"team": "flute", "seats": [2], "rule": "004:625", "reason": "win.flute"}
    assert "verzaubert" in tr("win.flute", "de")


def test_004_1_4_an_enchanted_investigator_is_obstructed_until_the_flute_team_is_dead():
    """004:67-73, 004:637: an enchanted Fortune Teller sees "Flute Player" in 60 % of inspections
    (a numbered draw from the game's seed); once every Flute Player is dead, never again."""
    from werewolf_desktop.engine import Game, Setup

    seen = []
    for seed in range(1, 21):
        g = Game(Setup.create([f"P{i}" for i in range(1, 9)], ruleset="revamped", deck={r: FLUTE.count(r) for r in FLUTE},
                              assignment=FLUTE, deal_mode="laptop", seed=seed))
        to_step(g, "flute")
        act(g, "enchant", 3, 4)
        to_step(g, "fortune_teller")
        act(g, "check", 1)
        seen.append(g.state.night.results["fortune_teller"]["role"])
    assert 6 <= seen.count("flute_player") <= 18 and set(seen) == {"flute_player", "werewolf_revamped"}
    g = rv(FLUTE)
    run_night(g, flute=("enchant", 3, 4))
    lynch(g, 2)                                                          # the Flute team is dead
    for n in range(2, 8):
        to_night(g, n)
        to_step(g, "fortune_teller")
        act(g, "check", 1)
        assert g.state.night.results["fortune_teller"]["role"] == "werewolf_revamped"
        run_night(g)
        if g.over:
            break


def test_004_4_2_the_lone_wolf_may_kill_a_flute_player_it_is_a_solo_role():
    """004:539 "someone who isn't on the Townsfolk team or a Solo role": the Flute team is a Solo team."""
    g = rv(["werewolf", "lone_wolf", "flute_player", "villager", "villager", "villager", "villager", "villager"])
    run_night(g, lone_wolf=("attack", 3))
    assert causes(g, 3) == ["lone_wolf"] and g.state.seat(2).alive


# ---------------------------------------------------------------------------- 4.4 Pyromancer
PYRO = ["werewolf", "pyromancer", "witch", "villager", "villager", "villager", "villager", "villager"]


def test_004_4_4_pyromancer_powders_then_ignites_everyone_powdered_at_the_end_of_the_night():
    """004:681-685: each night powder one player (immediate) or ignite all powdered (end-night)."""
    g = rv(PYRO)
    p = to_step(g, "pyro")
    assert [a["id"] for a in p.actions] == ["powder", "ignite"] and p.actions[1]["targets"] == 0
    act(g, "powder", 4)
    assert "powdered" in g.state.seat(4).status
    run_night(g, pack=("kill", 8))
    assert keys(g, 4) == []                                           # the powdered are not told
    to_night(g, 2)
    run_night(g, pyro=("powder", 1))
    to_night(g, 3)
    to_step(g, "pyro")
    act(g, "ignite")
    assert g.state.seat(4).alive and g.state.seat(1).alive                # end of night
    run_night(g)
    assert causes(g, 4) == ["fire"] and causes(g, 1) == ["fire"]
    assert not any("powdered" in s.status for s in g.state.seats)        # the powder burnt away
    assert tr("cause.fire", "en") == "burnt by the Pyromancer"


def test_004_4_4_pyromancer_powders_or_ignites_not_both():
    g = rv(PYRO)
    run_night(g, pyro=("powder", 4))
    to_night(g, 2)
    to_step(g, "pyro")
    act(g, "powder", 5)
    with pytest.raises(RuleError):
        act(g, "ignite")


def test_004_4_4_pyromancer_wins_as_the_last_one_alive():
    """004:677: the Pyro team wins when everyone else is dead."""
    g = rv(["werewolf", "pyromancer", "villager", "villager", "villager"])
    run_night(g, pyro=("powder", 1), pack=("kill", 4))
    lynch(g, 5)
    to_night(g, 2)
    run_night(g, pyro=("powder", 3), pack=("kill", 3))
    to_night(g, 3)
    run_night(g, pyro=("ignite",))
    assert g.state.winner == {"team": "pyro", "seats": [2], "rule": "004:677", "reason": "win.pyro"}


# ---------------------------------------------------------------------------- 4.6 Ice King
ICE = ["werewolf", "werewolf", "ice_king", "fortune_teller", "witch", "villager", "villager", "villager", "villager", "villager"]


def test_004_4_6_ice_king_freezes_the_players_he_guesses_right_and_takes_their_votes():
    """004:717-721: one guess per five players; right guesses are frozen, not told; a frozen vote
    counts for nothing and the Ice King gains it."""
    g = rv(ICE)
    p = to_step(g, "ice")
    freeze = p.actions[0]
    assert p.actors == [3] and freeze["targets"] == 2                   # 10 players: two guesses
    act(g, "freeze", 4, 6, roles=["fortune_teller", "witch_revamped"])
    assert g.state.night.results["ice"]["right"] == [4]
    assert "frozen" in g.state.seat(4).status and "frozen" not in g.state.seat(6).status
    run_night(g, pack=("kill", 10))
    nxt(g)
    assert keys(g, 4) == []                                           # frozen players are not told
    assert [n["key"] for n in player_view(g.state, 3)["learned"]] == ["notice.guess_right", "notice.guess_wrong"]
    skip_to(g, "exile_vote")
    vote(g, {4: 7, 3: 8, 5: 8})
    ballot = g.state.ballots[-1]
    assert ballot.hidden and ballot.weights[4] == 0 and ballot.weights[3] == 2
    assert ballot.counts.get(8) == 3 and not ballot.counts.get(7)


def test_004_4_6_ice_king_death_thaws_everyone_he_froze():
    """004:723: "When the Ice King dies, all frozen players will be unfrozen"."""
    g = rv(ICE)
    to_step(g, "ice")
    act(g, "freeze", 4, 5, roles=["fortune_teller", "witch_revamped"])
    run_night(g)
    assert "frozen" in g.state.seat(4).status
    lynch(g, 3)
    assert not any("frozen" in s.status for s in g.state.seats)


def test_004_4_6_the_ice_royals_win_when_every_other_living_player_is_frozen():
    """004:713: "The Ice Royals win [when] all players are dead, frozen or part of the Team" — at the
    dawn after the last freeze, with no death needed."""
    g = rv(["werewolf", "ice_king", "villager", "villager", "villager"])
    to_step(g, "ice")
    act(g, "freeze", 3, roles=["citizen"])
    run_night(g, pack=("kill", 4))
    lynch(g, 5)
    assert g.state.winner is None                                        # the wolf is not frozen
    to_night(g, 2)
    to_step(g, "ice")
    act(g, "freeze", 1, roles=["werewolf_revamped"])
    run_night(g)
    assert g.state.winner == {"team": "ice", "seats": [2], "rule": "004:713", "reason": "win.ice"}


# ---------------------------------------------------------------------------- 7 Flute Apprentice
APPRENTICE = ["werewolf", "flute_player", "flute_apprentice", "fortune_teller", "villager", "villager", "villager", "villager"]


def test_004_7_flute_apprentice_knows_the_flute_team_and_joins_the_enchanted_once():
    """004:979-983: a Flute Player that cannot enchant; once, joins the enchanted channel and seems
    enchanted. "Members of the team know each other" (004:625): both are told at their first wake."""
    g = rv(APPRENTICE)
    p = to_step(g, "flute")
    assert p.actors == [2]                                               # it does not enchant with them
    assert any(n["key"] == "notice.teammates" and n["params"]["seats"] == [3] for n in g.state.notices if n["to"] == 2)
    act(g, "enchant", 4, 5)
    p = to_step(g, "flute_apprentice")
    assert {"key": "notice.teammates", "params": {"seat": 3, "seats": [2]}} in [
        {"key": n["key"], "params": {k: n["params"][k] for k in ("seat", "seats")}} for n in p.show["notices"]
        if n["key"] == "notice.teammates"]
    act(g, "join_enchanted")
    assert "enchanted" in g.state.seat(3).status
    p = to_step(g, "enchanted")
    assert p.actors == [3, 4, 5]                                         # it seems one of them
    run_night(g)
    to_night(g, 2)
    p = to_step(g, "flute_apprentice")
    join = next(a for a in p.actions if a["id"] == "join_enchanted")
    assert not join["available"]                                        # once per game
    assert "learned.teammates" in [f"learned.{k.removeprefix('notice.')}" for k in keys(g, 3)]


def test_004_7_flute_apprentice_redirects_what_an_enchanted_player_does_to_it():
    """004:985: an ability an enchanted player uses on the Flute Apprentice goes to its target
    instead; the player is not told. A player who is not enchanted is not redirected."""
    g = rv(APPRENTICE)
    to_step(g, "flute")
    act(g, "enchant", 4)                                                 # the Fortune Teller
    to_step(g, "flute_apprentice")
    act(g, "redirect", 1)
    to_step(g, "fortune_teller")
    act(g, "check", 3)
    result = g.state.night.results["fortune_teller"]
    assert result["seat"] == 1                                           # the wolf was inspected instead
    assert result["role"] in ("werewolf_revamped", "flute_player")      # (or the 60 % obstruction)
    run_night(g)
    g = rv(APPRENTICE)
    to_step(g, "flute_apprentice")
    act(g, "redirect", 1)
    to_step(g, "fortune_teller")
    act(g, "check", 3)
    assert g.state.night.results["fortune_teller"] == {"seat": 3, "role": "flute_apprentice"}


def test_004_7_flute_apprentice_cannot_enchant_once_the_flute_players_are_dead_and_wins_with_them():
    """004:979: it "can't enchant other players"; it is on the Flute team (004:625)."""
    g = rv(APPRENTICE)
    run_night(g, flute=("enchant", 4, 5))
    lynch(g, 2)                                                           # the Flute Player
    to_night(g, 2)
    p = to_step(g, "flute")
    assert not any(a["available"] for a in p.actions)
    assert victory.team_of(g.state, 3) == "flute" and player_view(g.state, 3)["team"] == "flute"


# ---------------------------------------------------------------------------- presets with solo roles
@pytest.mark.parametrize("preset", ["revamped12_solo", "revamped15_ice_fire"])
def test_the_solo_presets_deal_their_solo_roles_and_play_to_a_replayable_end(preset):
    """Issue 13: presets with solo roles. Random legal inputs: no crash, one winner at most, nothing
    of another seat's role in a player's view, replay equals play."""
    from werewolf_desktop.engine import Game, Setup

    from .test_revamped_properties import leaks

    def nothing_leaks(g):
        assert not any(leaks(g, s.seat) for s in g.state.seats)

    cat = catalogue()
    p = cat.preset(preset)
    n = p.players[0]
    solos = [r for r in p.deck_for(n) if cat.role(r).team not in ("village", "wolf")]
    assert len(solos) >= 2 and all(victory.is_solo(cat.role(r).team) for r in solos)
    for seed in range(3):
        g = Game(Setup.create([f"P{i}" for i in range(1, n + 1)], preset=preset, seed=seed, deal_mode="laptop"))
        assert {s.role for s in g.state.seats} >= set(solos)
        assert_replays(play_randomly(g, seed, steps=800, after=nothing_leaks))
