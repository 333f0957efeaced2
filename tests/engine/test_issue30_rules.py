"""Issue 30: rules of the seeds the engine played otherwise, each test named after its seed line and
run in every situation the rule covers (day and night, each ruleset that has the rule, the role's
current holder)."""
import pytest

from werewolf_desktop.engine import Game

from .helpers import STD9, game, no_election, nxt, run_night, skip_to, through_announce, to_exile_vote, vote


def _to_night_two(g: Game) -> None:
    run_night(g, pack=None)
    no_election(g)
    to_exile_vote(g)
    vote(g, {})
    skip_to(g, "dusk")
    nxt(g)
    assert g.state.phase == "night" and g.state.night.number == 2


def _hunter_killed_on_night_two_shoots(g: Game, hunter: int, target: int) -> None:
    _to_night_two(g)
    run_night(g, pack=("kill", hunter))
    through_announce(g)
    assert g.prompt.kind == "hunter_shot" and g.prompt.seat == hunter
    g.apply({"t": "shoot", "seat": target})


# ---------------------------------------------------------------------------- item 1: 003:20 + 003:23
def test_003_20_hunter_shot_at_night_two_deaths_no_last_words():
    """003:20 第二晚只有单个玩家死亡有遗言，出现多死的情况则没有遗言; 003:23 猎人枪杀目标视为与猎人同一时间
    死亡: the hunter killed on night 2 who shoots makes two deaths of night 2, so neither he nor his
    target has last words (the hunter's own words, granted as the single death, are withdrawn)."""
    g = game(STD9)
    _hunter_killed_on_night_two_shoots(g, 5, 1)
    hunter, target = g.state.seat(5).death, g.state.seat(1).death
    assert (target.phase, target.number) == ("night", 2)
    assert not hunter.last_words and not target.last_words
    assert "last_words" not in [b["kind"] for b in g.state.agenda]
    assert g.prompt.kind != "last_words"


def test_003_20_hunter_who_holds_his_fire_on_night_two_keeps_last_words():
    """003:20: the hunter who does not shoot stays the night's single death and keeps his last words."""
    g = game(STD9)
    _to_night_two(g)
    run_night(g, pack=("kill", 5))
    through_announce(g)
    g.apply({"t": "shoot", "seat": None})
    assert g.state.seat(5).death.last_words and g.prompt.kind == "last_words" and g.prompt.seat == 5


def test_003_20_hunter_shot_on_night_one_both_keep_last_words():
    """003:20 第一天晚上的死者有遗言（无论死了几个）: on night 1 the hunter and his target both speak."""
    g = game(STD9)
    run_night(g, pack=("kill", 5))
    no_election(g)
    through_announce(g)
    g.apply({"t": "shoot", "seat": 1})
    assert g.state.seat(5).death.last_words and g.state.seat(1).death.last_words
    assert g.prompt.kind == "last_words" and g.prompt.seat == 5


def test_003_20_hunter_exiled_by_day_and_his_target_both_have_last_words():
    """003:20 所有白天死亡的玩家都有遗言, 003:23 (猎人白天死，则枪杀目标视为白天死)."""
    g = game(STD9)
    run_night(g, pack=None)
    no_election(g)
    to_exile_vote(g)
    vote(g, {v: 5 for v in g.prompt.voters if v != 5})
    skip_to(g, "hunter_shot")
    g.apply({"t": "shoot", "seat": 1})
    assert g.state.seat(5).death.last_words and g.state.seat(1).death.last_words
    assert (g.state.seat(1).death.phase, g.state.seat(1).death.number) == ("day", 1)


def test_003_20_thief_holding_the_hunter_card_shot_on_night_two_no_last_words():
    """The rule follows the card's holder: a thief who took the hunter card (003:111)."""
    roles = ["thief", "werewolf", "seer", "witch", "guard", "villager", "villager", "villager", "werewolf"]
    g = game(roles, leftover=["hunter", "villager"])
    run_night(g, thief=("take", 0))
    assert g.state.seat(1).role == "hunter"
    no_election(g)
    to_exile_vote(g)
    vote(g, {})
    skip_to(g, "dusk")
    nxt(g)
    run_night(g, pack=("kill", 1))
    through_announce(g)
    assert g.prompt.kind == "hunter_shot"
    g.apply({"t": "shoot", "seat": 6})
    assert not g.state.seat(1).death.last_words and not g.state.seat(6).death.last_words


def test_003_20_advanced_rule_hunter_shot_on_night_two_none_either():
    """003:20 进阶规则: no night last words from night 2 at all, shot or not."""
    g = game(STD9, last_words="advanced")
    _hunter_killed_on_night_two_shoots(g, 5, 1)
    assert not g.state.seat(5).death.last_words and not g.state.seat(1).death.last_words


# ---------------------------------------------------------------------------- item 2: 002:39
CLASSIC = ["werewolf", "werewolf", "seer", "doctor", "villager", "villager", "villager", "villager", "villager"]
DUESTERWALD = ["werewolf", "werewolf", "seer", "witch", "hunter", "villager", "villager", "villager", "villager"]


def _every_day_beat_refuses_self_destruct(g: Game, wolves: list[int], first_day: bool = True) -> None:
    from werewolf_desktop.engine import RuleError

    seen = set()
    for _ in range(60):
        if g.state.phase != "day":
            break
        p = g.prompt
        seen.add(p.kind)
        assert "self_destruct" not in p.allowed and p.self_destruct == []
        with pytest.raises(RuleError):
            g.apply({"t": "self_destruct", "seat": wolves[0]})
        if p.kind == "exile_vote":
            vote(g, {})
        elif p.kind == "election_candidates":
            no_election(g)
        else:
            nxt(g)
    assert not first_day or {"announce", "discussion"} <= seen or {"announce", "speech"} <= seen


@pytest.mark.parametrize("ruleset, roles", [("classic", CLASSIC), ("duesterwald", DUESTERWALD),
                                            ("classic", ["alpha_werewolf"] + CLASSIC[1:])])
def test_002_39_no_self_destruct_outside_seed_003(ruleset, roles):
    """002:39 "No player may reveal his card, to anyone, except when he is killed": 自爆 is seed 003's
    rule (003:11, 003:17); a classic or Düsterwald wolf (an alpha werewolf too) is offered no
    self-destruct at any beat of the day, and one entered is refused."""
    g = game(roles, ruleset=ruleset)
    if g.state.phase == "day":                   # Düsterwald: the captain is chosen before night 1
        _every_day_beat_refuses_self_destruct(g, [1, 2], first_day=False)
    run_night(g, pack=("kill", 9))
    _every_day_beat_refuses_self_destruct(g, [1, 2])
    assert all(g.state.seat(s).alive for s in (1, 2))


def test_002_39_no_self_destruct_in_revamped():
    """Seed 004 has no 自爆 either: its wolves (the Wolf's Cub, a werewolf dealt in) are offered none."""
    g = game(["werewolf", "wolf_cub", "seer", "villager", "villager", "villager", "villager", "villager"],
             ruleset="revamped")
    from .revamped import to_night
    to_night(g, 1)
    while g.state.phase == "night":
        nxt(g)
    _every_day_beat_refuses_self_destruct(g, [1, 2])


def test_003_17_self_destruct_stays_in_the_standard_rules():
    """003:11, 003:17: the standard ruleset keeps 自爆 (the election and every speech)."""
    g = game(STD9)
    run_night(g, pack=("kill", 7))
    assert g.prompt.kind == "election_candidates" and g.prompt.self_destruct == [1, 2]


def test_002_39_the_classic_judge_sheet_says_nothing_of_self_destruct():
    """The judge sheet follows the ruleset: no 自爆 note for a classic deck, one for a standard deck."""
    from collections import Counter

    from cardprint.deck import deck_from_counts
    from cardprint.judge_rules import features
    from werewolf_desktop.engine.catalogue import catalogue

    for ruleset, roles, has in (("classic", CLASSIC, False), ("duesterwald", DUESTERWALD, False),
                                ("standard", STD9, True)):
        deck = deck_from_counts(dict(Counter(roles)), ruleset=ruleset)
        assert ("self_destruct" in features(deck, catalogue()).passives) is has


# ---------------------------------------------------------------------------- item 3: 003:7; item 7: offices
def _nothing_of_the_night_death_shows(g: Game, dead: int, office: str | None = None) -> None:
    from werewolf_desktop.engine import player_view, public_view

    seat = next(s for s in public_view(g.state)["seats"] if s["seat"] == dead)
    assert seat["alive"] and "role" not in seat
    assert seat["offices"] == ([office] if office else [])
    phone = player_view(g.state, dead)
    assert phone["alive"]
    if office:
        assert phone["knows"]["offices"] == [office]


def _the_death_shows_once_announced(g: Game, dead: int, card: bool) -> None:
    from werewolf_desktop.engine import player_view, public_view

    seat = next(s for s in public_view(g.state)["seats"] if s["seat"] == dead)
    assert not seat["alive"] and ("role" in seat) is card and seat["offices"] == []
    assert not player_view(g.state, dead)["alive"]


def test_003_7_cards_shown_on_death_election_before_the_announcement_shows_nothing():
    """003:7 第一天未宣布死者之前就进行警长竞选 with `reveal_role_on_death`: all through the election the
    night's victim is alive for the projector and the phones, with no card; the card turns with
    the announcement."""
    g = game(STD9, reveal_role_on_death=True)
    run_night(g, pack=("kill", 7), witch=("poison", 3))
    assert g.prompt.kind == "election_candidates"
    for dead in (7, 3):
        _nothing_of_the_night_death_shows(g, dead)
    g.apply({"t": "candidates", "seats": [4, 6]})
    while g.prompt.kind != "announce":
        for dead in (7, 3):
            _nothing_of_the_night_death_shows(g, dead)
        if g.prompt.kind == "election_vote":
            vote(g, {1: 4, 2: 4, 5: 4})
        else:
            nxt(g)
    _nothing_of_the_night_death_shows(g, 7)
    nxt(g)
    for dead in (7, 3):
        _the_death_shows_once_announced(g, dead, card=True)


@pytest.mark.parametrize("ruleset, roles", [("classic", CLASSIC), ("duesterwald", DUESTERWALD)])
def test_003_7_rulesets_that_show_cards_show_none_before_the_dawn_announcement(ruleset, roles):
    """000:56, 001:18: the card of the dead turns when the death is told at dawn — not before."""
    g = game(roles, ruleset=ruleset)
    if g.state.phase == "day":
        skip_to(g, "election_candidates")
        g.apply({"t": "candidates", "seats": []})
        skip_to(g, "dusk")
        nxt(g)
    run_night(g, pack=("kill", 8))
    assert g.prompt.kind == "announce"
    _nothing_of_the_night_death_shows(g, 8)
    nxt(g)
    _the_death_shows_once_announced(g, 8, card=True)


def test_003_7_a_day_death_shows_its_card_at_once():
    """A lynch is seen by everybody: dead and the card shown at once (000:74)."""
    g = game(CLASSIC, ruleset="classic")
    run_night(g, pack=None)
    skip_to(g, "exile_vote")
    vote(g, {v: 9 for v in g.prompt.voters if v != 9})
    _the_death_shows_once_announced(g, 9, card=True)


def test_004_200_a_night_killed_mayor_keeps_the_office_until_the_announcement():
    """004:836 + issue 30.7: offices, like `alive`, change for the table only when the death is
    announced: the Mayor killed at night is still the Mayor on the projector and on his phone until
    the dawn announcement."""
    from .test_seed004_unaligned import TOWN, elect, elected, to_night

    g = elected(*TOWN)
    run_night(g, pack=None)
    assert elect(g, 3) == "mayor"
    to_night(g)
    run_night(g, pack=("kill", 3))
    assert g.prompt.kind == "announce"
    _nothing_of_the_night_death_shows(g, 3, office="mayor")
    nxt(g)
    _the_death_shows_once_announced(g, 3, card=False)


# ---------------------------------------------------------------------------- item 4: 001:4, 001:6, 001:21
LOVERS_ENDGAME = ["werewolf", "witch", "hunter", "cupid", "villager", "villager", "villager"]


def _lovers_endgame_night(g: Game) -> None:
    """Cupid links the wolf (1) and the hunter (3); the village thins out by night kills and lynches
    until the wolf, the witch and the hunter are left; then the pack kills the witch while she
    poisons the hunter."""
    from .revamped import lynch

    if g.state.phase == "day":                       # Düsterwald: no captain
        skip_to(g, "election_candidates")
        g.apply({"t": "candidates", "seats": []})
        skip_to(g, "dusk")
        nxt(g)
    run_night(g, cupid=("link", 1, 3), pack=("kill", 5))
    for night_kill, lynched in ((7, 6), (None, 4)):
        if g.prompt.kind == "election_candidates":
            no_election(g)
        lynch(g, lynched)
        skip_to(g, "dusk")
        nxt(g)
        if night_kill:
            run_night(g, pack=("kill", night_kill))
    assert sorted(g.state.alive()) == [1, 2, 3] and g.state.seat(1).lover == 3
    run_night(g, pack=("kill", 2), witch=("poison", 3))


@pytest.mark.parametrize("ruleset", ["duesterwald", "classic", "standard"])
def test_001_21_no_wolf_first_the_poison_on_the_wolfs_lover_lands(ruleset):
    """001:4 (the witch's poison: "dann gibt es mehrere Tote"), 001:6 (the lovers), 001:21 (the lovers
    win only when nobody else survives): Düsterwald has no 狼刀在先 — nor have seeds 000/002 — and
    003:46 decides only the wolves' own win: the pack's kill of the witch does not make the lovers
    winners before her poison lands. The hunter dies poisoned, the wolf of heartbreak."""
    g = game(LOVERS_ENDGAME, ruleset=ruleset, witch_self_save="always")
    _lovers_endgame_night(g)
    assert "poison" in g.state.seat(3).death.causes and not g.state.seat(1).alive
    assert not g.state.winner or g.state.winner["team"] != "lovers"


def test_003_46_wolf_first_still_decides_the_wolves_own_win():
    """003:46 狼刀在先 stays in the standard rules for the wolves' win (the kill of the last god)."""
    roles = ["werewolf", "werewolf", "witch", "villager", "villager", "villager", "villager"]
    g = game(roles, win="side")
    run_night(g, pack=("kill", 3), witch=("poison", 1))
    assert g.state.winner["team"] == "wolf" and g.state.seat(1).alive


def test_001_21_wolf_first_is_seed_003s_rule_only_classic_and_duesterwald_play_without_it():
    from werewolf_desktop.engine.catalogue import catalogue

    assert {r: catalogue().ruleset(r).options["wolf_first"] for r in catalogue().rulesets} == \
        {"standard": True, "classic": False, "duesterwald": False, "revamped": False}


# ---------------------------------------------------------------------------- item 5: 004:485, 004:487
def _to_dusk_step(g: Game, step: str) -> None:
    from .revamped import to_night

    to_night(g, 2)
    while g.state.phase == "night":
        nxt(g)
    skip_to(g, "dusk_call")
    nxt(g)
    assert g.prompt.kind == "dusk_step" and g.prompt.wakes == step


@pytest.mark.parametrize("copy", [False, True])
def test_004_485_scared_wolf_struck_by_day_dies_its_spare_life_is_for_the_night(copy):
    """004:485 "protected from the first *night* attack", 004:487 "if it is attacked by anyone at
    night": the Barber's strike by day kills the Scared Wolf with its spare life unspent — also a
    Look-Alike who copied the Scared Wolf (the role's current holder)."""
    roles = ["scared_wolf", "werewolf", "barber", "citizen", "citizen", "citizen", "citizen", "citizen"]
    if copy:
        roles[3] = "look_alike"
    g = game(roles, ruleset="revamped")
    target = 1
    if copy:
        from .revamped import to_step
        from .helpers import act

        to_step(g, "look_alike")
        act(g, "copy", 1)
        assert g.state.seat(4).role == "scared_wolf"
        target = 4
    _to_dusk_step(g, "barber")
    assert g.state.seat(target).lives == 2
    g.apply({"t": "act", "action": "strike", "seats": [target], "reveal": False})
    assert not g.state.seat(target).alive and g.state.seat(target).death.causes == ["barber"]


def test_004_485_scared_wolf_dies_of_a_huntress_dying_breath_by_day():
    """004:412 + 004:485: the Huntress struck down by day attacks her target at once; by day the
    Scared Wolf has no spare life against it."""
    from .helpers import act
    from .revamped import to_step

    g = game(["scared_wolf", "werewolf", "barber", "huntress", "citizen", "citizen", "citizen", "citizen"],
             ruleset="revamped")
    to_step(g, "huntress")
    act(g, "aim", 1)
    _to_dusk_step(g, "barber")
    g.apply({"t": "act", "action": "strike", "seats": [4], "reveal": False})
    assert not g.state.seat(4).alive
    assert not g.state.seat(1).alive and g.state.seat(1).death.causes == ["dying_breath"]


def test_004_487_scared_wolf_still_escapes_the_first_attack_at_night():
    """004:487: at night the first attack by anyone — a Huntress's dying breath at night too — is
    escaped; the life is spent."""
    from .helpers import act
    from .revamped import to_step

    g = game(["scared_wolf", "werewolf", "huntress", "witch", "citizen", "citizen", "citizen", "citizen"],
             ruleset="revamped")
    to_step(g, "huntress")
    act(g, "aim", 1)
    from .revamped import to_night
    to_night(g, 2)
    run_night(g, pack=("kill", 3))
    assert not g.state.seat(3).alive and g.state.seat(1).alive and g.state.seat(1).lives == 1


# ---------------------------------------------------------------------------- item 6: 004:147
LOOKALIKE_CHILD = ["werewolf", "werewolf", "child", "look_alike", "villager", "villager", "villager", "villager"]


def _copy_the_child(g: Game) -> None:
    from .helpers import act
    from .revamped import to_step

    to_step(g, "look_alike")
    act(g, "copy", 3)
    assert g.state.seat(4).role == "child" and g.state.seat(4).original_role == "look_alike"


def test_004_147_look_alike_holding_the_child_lynched_gives_two_lynches_the_next_day():
    """004:147 "Whenever the Child dies, there are two lynches the next day": the current holder of
    the Child's role counts — a Look-Alike who copied the Child and is lynched."""
    from werewolf_desktop.engine.offices import extra_lynches
    from .revamped import lynch

    g = game(LOOKALIKE_CHILD, ruleset="revamped")
    _copy_the_child(g)
    run_night(g)
    lynch(g, 4)
    assert extra_lynches(g.state, 2) == 1


def test_004_147_look_alike_holding_the_child_killed_at_night_gives_two_lynches_that_day():
    """004:143: a night death gives the two lynches the day that follows it."""
    from werewolf_desktop.engine.offices import extra_lynches
    from .revamped import to_night

    g = game(LOOKALIKE_CHILD, ruleset="revamped")
    _copy_the_child(g)
    run_night(g)
    to_night(g, 2)
    run_night(g, pack=("kill", 4))
    assert extra_lynches(g.state, 2) == 1


def test_004_147_child_and_its_copy_each_give_their_own_extra_lynch():
    """The original Child's own death still counts, once (not twice for a Child holding its role)."""
    from werewolf_desktop.engine.offices import extra_lynches
    from .revamped import lynch

    g = game(LOOKALIKE_CHILD, ruleset="revamped")
    _copy_the_child(g)
    run_night(g)
    lynch(g, 3)
    assert extra_lynches(g.state, 2) == 1


# ---------------------------------------------------------------------------- item 7: 004:200, 004:875
@pytest.mark.parametrize("escaper, lives_after", [("runner", 1), ("acrobat", 2)])
def test_004_200_pack_is_told_only_when_its_own_victim_escaped(escaper, lives_after):
    """004:200 "If a Runner evades the wolfpack, the wolfpack is told why" (the Acrobat, 004:875):
    a Runner or Acrobat who escapes the Lone Wolf's attack is told, but the pack is not — neither at
    its next wake nor on the wolves' phones (it would leak the Lone Wolf's attack and the role).
    When it escapes the pack itself, the pack is told."""
    from werewolf_desktop.engine import player_view
    from .helpers import act
    from .revamped import to_night, to_step

    roles = ["werewolf", "werewolf", "lone_wolf", escaper, "citizen", "citizen", "citizen", "citizen"]
    g = game(roles, ruleset="revamped")
    to_step(g, "lone_wolf")
    act(g, "attack", 4)
    run_night(g)
    assert g.state.seat(4).alive and g.state.seat(4).lives == lives_after
    to_night(g, 2)
    p = to_step(g, "pack")
    assert not [n for n in p.show.get("notices", []) if n["key"] == "notice.victim_escaped"] if p.show else True
    for wolf in (1, 2):
        assert "notice.victim_escaped" not in [n["key"] for n in player_view(g.state, wolf)["learned"]]
    act(g, "kill", 4)
    run_night(g)
    if g.state.seat(4).alive:                        # the Acrobat's second life: escaped the pack now
        to_night(g, 3)
        p = to_step(g, "pack")
        assert [n["key"] for n in p.show["notices"]].count("notice.victim_escaped") == 1


# ---------------------------------------------------------------------------- item 8: 004:559 with 004:105
@pytest.mark.parametrize("copy", [False, True])
def test_004_559_tanner_disguises_from_night_two_no_day_before_night_one(copy):
    """004:559 "Each day, the Tanner can weakly disguise two players; the night after…", 004:105
    night 1 is the first night and has no day before it: no Tanner wake and no disguise on night 1
    (as the Devil and the Reaper); from night 2 on, every night — for the role's current holder too
    (a Look-Alike who copied the Tanner)."""
    from .helpers import act
    from .revamped import to_night, to_step

    roles = ["werewolf", "werewolf", "tanner", "fortune_teller", "citizen", "citizen", "citizen", "citizen"]
    if copy:
        roles[4] = "look_alike"
    g = game(roles, ruleset="revamped")
    assert "tanner" not in g.state.night.schedule
    if copy:
        to_step(g, "look_alike")
        act(g, "copy", 3)
    run_night(g)
    assert not any(d for s in g.state.seats for d in s.disguises)
    to_night(g, 2)
    assert "tanner" in g.state.night.schedule
    p = to_step(g, "tanner")
    assert sorted(p.actors) == ([3, 5] if copy else [3])


def test_004_559_a_tanner_lynched_that_day_still_gives_the_days_disguises():
    """004:559 "Each day, the Tanner can weakly disguise…", "If the Tanner dies, the assigned players
    will keep their disguises for the night": the Tanner's choice is the day's, taken at its early
    night slot (reference S6); a Tanner lynched that day made it before dying, so the moderator still
    enters it at that slot, and the Fortune Teller (fooled by weak disguises) sees the disguise that
    night. A Tanner dead since an earlier day or killed at night makes no choice."""
    from werewolf_desktop.engine import RuleError
    from .helpers import act
    from .revamped import lynch, to_night, to_step

    roles = ["werewolf", "werewolf", "tanner", "fortune_teller", "citizen", "citizen", "citizen", "citizen"]
    g = game(roles, ruleset="revamped")
    run_night(g)
    lynch(g, 3)
    to_night(g, 2)
    p = to_step(g, "tanner")
    assert p.actor_alive and p.actions[0]["available"]
    g.apply({"t": "act", "action": "disguise", "seats": [1], "roles": ["citizen"]})
    to_step(g, "fortune_teller")
    act(g, "check", 1)
    assert g.prompt.show["role"] == "citizen"
    run_night(g)
    assert g.state.seat(1).disguises == []
    to_night(g, 3)                                       # dead since day 1: no choice on night 3
    p = to_step(g, "tanner")
    assert not p.actor_alive and not p.actions[0]["available"]
    with pytest.raises(RuleError):
        g.apply({"t": "act", "action": "disguise", "seats": [1], "roles": ["citizen"]})
    g = game(roles, ruleset="revamped")                  # killed at night: no day choice after it
    run_night(g, pack=("kill", 3))
    to_night(g, 2)
    p = to_step(g, "tanner")
    assert not p.actor_alive


# ---------------------------------------------------------------------------- item 9: 004:313 with 004:1040
def _killing_roles_of_the_book() -> set[str]:
    """The role names the book files under a Killing category: §2.5 Townsfolk Killing (004:365-367)
    and every header marked "… Killing" (Solo Killing, Solo/Hell Killing …)."""
    import re
    from pathlib import Path

    seed = next((Path(__file__).resolve().parents[3] / "shared" / "seeds").glob("004_*.txt"), None) \
        if (Path(__file__).resolve().parents[3] / "shared" / "seeds").is_dir() else None
    if seed is None:
        pytest.skip("seed 004 (../shared/seeds) is not here")
    lines = seed.read_text(encoding="utf-8").splitlines()
    names, section = set(), ""
    for line in lines:
        if line.startswith("### "):
            section = line
        m = re.match(r"\*\*([^*|]+?)\s*(?:\|\s*([^*]+))?\*\*\s*(?:\|\s*(.+))?$", line.strip())
        if m:
            category = (m.group(2) or m.group(3) or "").strip()
            if "Killing" in category or "Townsfolk Killing" in section:
                names.add(m.group(1).strip())
    return names


def test_004_313_aura_teller_threat_follows_the_books_killing_categories():
    """004:313 "Lycans, and killing roles show up as a threat": a killing role is one the book files
    under a Killing category; the Reaper is "Solo Power" (004:1040) — its kill only answers a power
    aimed at it — so it is not one, nor is the Lone Wolf ("Werewolf Power", a lycan anyway)."""
    from werewolf_desktop.engine.catalogue import catalogue

    def name(r):
        return r.name.get("en") if isinstance(r.name, dict) else r.name

    cat = catalogue()
    revamped = {name(r) for r in cat.roles.values() if "revamped" in r.rulesets}
    book = _killing_roles_of_the_book()
    marked = {name(r) for r in cat.roles.values() if "killing" in r.attributes}
    assert marked == book & revamped and book <= revamped
    assert "Reaper" not in marked and "Lone Wolf" not in marked


def test_004_313_aura_teller_sees_the_reaper_as_no_threat():
    from .helpers import act
    from .revamped import to_step

    g = game(["werewolf", "werewolf", "aura_teller", "reaper", "priest", "citizen", "citizen", "citizen"],
             ruleset="revamped")
    to_step(g, "aura_teller")
    act(g, "check", 4)
    assert g.prompt.show["threat"] is False
    from .revamped import to_night
    to_night(g, 2)
    to_step(g, "aura_teller")
    act(g, "check", 5)                                  # the Priest: Townsfolk Killing
    assert g.prompt.show["threat"] is True


# ---------------------------------------------------------------------------- also found: pickers, mixed decks
def test_004_role_pickers_offer_exactly_the_role_books_roles():
    """A role picker in a revamped game (the Tanner, the Receptionist, the Devil…) offers the roles
    the ruleset deals — the role book's, not seed 003's seer, doctor, elder, thief, hunter, guard."""
    from werewolf_desktop.engine.catalogue import catalogue
    from .revamped import to_night, to_step

    cat = catalogue()
    offered = cat.table_roles("revamped")
    assert not {"seer", "doctor", "elder", "thief", "hunter", "guard", "villager", "werewolf", "witch", "cupid",
                "idiot", "little_girl", "drunk", "vigilante"} & set(offered)
    assert {"citizen", "werewolf_revamped", "witch_revamped", "cupid_revamped", "tanner"} <= set(offered)
    assert all(any(src.startswith("004:") for src in cat.role(r).sources) for r in offered)
    assert set(offered) == {r.id for r in cat.dealt_roles("revamped") if r.at_table and r.native_to(cat.ruleset("revamped"))
                            and not r.passive.get("not_a_player")}
    g = game(["werewolf", "werewolf", "tanner", "receptionist", "citizen", "citizen", "citizen", "citizen"],
             ruleset="revamped")
    to_night(g, 2)
    p = to_step(g, "tanner")
    assert p.actions[0]["pick_role"] == list(offered)
    for standard_role in ("guard", "seer"):          # and the seed-003 roles keep their pickers elsewhere
        assert standard_role in cat.table_roles("standard")


def test_004_role_picker_of_a_mixed_deck_offers_the_foreign_card_dealt():
    """A mixed deck's foreign card is at the table: a picker offers it as well (a guess can be right)."""
    from .revamped import to_night, to_step

    g = game(["werewolf", "werewolf", "tanner", "guard", "citizen", "citizen", "citizen", "citizen"],
             ruleset="revamped")
    to_night(g, 2)
    p = to_step(g, "tanner")
    assert "guard" in p.actions[0]["pick_role"] and "seer" not in p.actions[0]["pick_role"]


def test_004_mixed_deck_is_warned_with_the_rules_each_card_follows():
    """A seed-003 Guard in a revamped deck: accepted, with a warning naming the rules it follows and
    that the attacks, deaths and win follow Werewolves Revamped; a Werewolf or Cupid dealt into
    revamped is said to be dealt as the revamped card. Native decks and the presets get neither."""
    from werewolf_desktop.engine import check_deck
    from werewolf_desktop.engine.catalogue import catalogue

    deck = {"werewolf": 2, "guard": 1, "cupid": 1, "citizen": 4}
    check = check_deck(deck, 8, {}, ruleset="revamped")
    assert check.ok
    warned = {w.key: w.params for w in check.warnings if w.key in ("deck.other_rules", "deck.dealt_as")}
    assert warned["deck.other_rules"]["role"] == ["guard"]
    assert [w.params["role"] for w in check.warnings if w.key == "deck.dealt_as"] == ["werewolf", "cupid"]
    [other] = [w for w in check.warnings if w.key == "deck.other_rules"]
    assert other.message("en") == (
        "Guard: not part of the Werewolves Revamped rules. Played as in the Chinese standard rules; "
        "the night's attacks, the deaths and the win follow Werewolves Revamped.")
    for lang in ("zh", "de", "fr"):
        assert "{" not in other.message(lang) and "guard" not in other.message(lang)
    cat = catalogue()
    for preset in cat.presets.values():
        for n in range(preset.players[0], preset.players[1] + 1):
            checked = check_deck(preset.deck_for(n), n, dict(cat.ruleset(preset.ruleset).options, **preset.options),
                                 ruleset=preset.ruleset)
            assert not [w.key for w in checked.warnings if w.key in ("deck.other_rules", "deck.dealt_as")], preset.id
    assert not [w for w in check_deck({"werewolf": 2, "guard": 1, "seer": 1, "villager": 4}, 8, {},
                                      ruleset="standard").warnings if w.key in ("deck.other_rules", "deck.dealt_as")]


# ---------------------------------------------------------------------------- also found: citations
def _citations(node, kind=None):
    """Every seed reference ("003:30") in a timeline, with the kind of entry it is in."""
    import re

    if isinstance(node, dict):
        kind = node.get("kind", kind)
        for value in node.values():
            if isinstance(value, str) and re.fullmatch(r"\d{3}:[\d-]+", value):
                yield kind, value
            else:
                yield from _citations(value, kind)
    elif isinstance(node, list):
        for value in node:
            yield from _citations(value, kind)


def test_every_rule_citation_names_the_rulesets_own_seed():
    """Issue 30: a classic lynch cites 000:60, a Düsterwald village win 001:21, a revamped election
    with no candidate 004:836 — never seed 003's line for the same rule. Every preset of every
    ruleset, played at random to its end: each rule cited in the record (deaths, dawn notes,
    winner…) is a line of the ruleset's own seeds."""
    from werewolf_desktop.engine import Setup, catalogue
    from .revamped import play_randomly

    cat = catalogue()
    wrong = set()
    for preset in cat.presets.values():
        lo, hi = preset.players
        for n, seed in ((lo, 1),):
            setup = Setup.create([f"p{i}" for i in range(n)], preset=preset.id, deal_mode="laptop", seed=seed)
            g = play_randomly(Game(setup), seed, abstain=0.3)
            own = cat.ruleset(setup.ruleset).sources
            wrong |= {(setup.ruleset, kind, ref) for kind, ref in _citations(g.state.timeline)
                      if ref.split(":")[0] not in own}
            if g.state.winner:
                assert g.state.winner["rule"].split(":")[0] in own
    assert not wrong, sorted(wrong)


def test_a_revamped_election_with_no_candidate_cites_the_role_book():
    from .test_seed004_unaligned import TOWN, elected, to_election

    g = elected(*TOWN)
    run_night(g, pack=None)
    to_election(g)
    g.apply({"t": "candidates", "seats": []})
    cited = [e.get("rule") for e in g.state.timeline if e.get("rule")]
    assert cited and all(r.startswith("004:") for r in cited)


# ---------------------------------------------------------------------------- also found: seed 004's lynch tie
def test_004_845_a_tied_lynch_vote_lynches_nobody_by_default():
    """Seed 004 has no tie rule; 004:845 "the lynch vote always only kills the top voted player":
    a tie has no top voted player, so by default (option exile_tie "none") nobody is lynched, with
    no run-off. The option lets the host play the run-off instead."""
    from werewolf_desktop.engine.catalogue import catalogue

    assert catalogue().ruleset("revamped").options["exile_tie"] == "none"
    roles = ["werewolf", "werewolf", "citizen", "citizen", "citizen", "citizen", "citizen", "citizen"]
    g = game(roles, ruleset="revamped")
    run_night(g, pack=None)
    skip_to(g, "exile_vote")
    vote(g, {1: 3, 2: 3, 3: 4, 4: 3, 5: 4, 6: 4})
    assert g.state.ballots[-1].outcome == "tie" and all(s.alive for s in g.state.seats)
    assert g.prompt.kind != "exile_vote" and "pk_speech" not in [b["kind"] for b in g.state.agenda]
    [entry] = [e for e in g.state.timeline if e["kind"] == "no_exile"]
    assert entry["reason"] == "tie" and entry["rule"] == "004:845"
    g = game(roles, ruleset="revamped", exile_tie="pk_then_none")
    run_night(g, pack=None)
    skip_to(g, "exile_vote")
    vote(g, {1: 3, 2: 3, 3: 4, 4: 3, 5: 4, 6: 4})
    assert g.prompt.kind == "pk_speech"


def test_004_845_the_other_rulesets_keep_their_tie_rules():
    from werewolf_desktop.engine.catalogue import catalogue

    assert {r: rs.options["exile_tie"] for r, rs in catalogue().rulesets.items()} == \
        {"standard": "pk_then_none", "classic": "pk_then_none", "duesterwald": "captain_decides", "revamped": "none"}


# ---------------------------------------------------------------------------- the inputs the book allows: 002:90
PLOTKIN = ["werewolf", "alpha_werewolf", "seer", "villager", "villager", "villager", "villager", "villager", "villager"]


def _orders(g: Game, orders: dict[int, list[int]]):
    from .revamped import to_step

    to_step(g, "pack")
    return g.apply({"t": "act", "action": "kill", "votes": {str(m): o for m, o in orders.items()}})


@pytest.mark.parametrize("orders, victim", [
    ({1: [5, 7], 2: [7, 6]}, 7),          # the one name on both lists
    ({1: [5, 6], 2: [6, 5]}, 6),          # both on both lists, ranked alike: the alpha's wish
    ({1: [5, 6, 7], 2: [6, 8]}, 6),       # the best-ranked common name
    ({1: [5], 2: [6]}, 6),                # no consensus: the alpha wolf gets his wish
])
def test_002_90_ranked_written_orders_for_the_pack(orders, victim):
    """002:90 "The wolves can write a list of names of people to kill, in order of preference; if
    there is no consensus, one particular wolf (the alpha wolf) gets his wish": each member's order
    is entered as a ranked list in the pack's `votes`; the victim is the best-ranked name on every
    list, else the alpha wolf's highest-ranked wish."""
    g = game(PLOTKIN, ruleset="classic")
    _orders(g, orders)
    run_night(g)
    assert not g.state.seat(victim).alive and g.state.seat(victim).death.causes == ["wolf"]
    assert all(g.state.seat(s).alive for s in range(1, 10) if s != victim)


def test_002_90_written_orders_without_an_alpha_and_no_consensus_are_written_again():
    from werewolf_desktop.engine import RuleError

    g = game(["werewolf", "werewolf"] + PLOTKIN[2:], ruleset="classic")
    with pytest.raises(RuleError) as err:
        _orders(g, {1: [5], 2: [6]})
    assert err.value.key == "rule.group_vote_tie"
    for bad in ({1: [5, 5], 2: [5]}, {1: [], 2: [5]}, {1: [5, "6"], 2: [5]}, {1: [5, 99], 2: [5]}):
        with pytest.raises(RuleError):
            g.apply({"t": "act", "action": "kill", "votes": {str(m): o for m, o in bad.items()}})
    _orders(g, {1: [7, 5], 2: [5]})                        # the one name on both lists
    run_night(g)
    assert not g.state.seat(5).alive


def test_002_90_written_orders_replay_from_the_record():
    g = game(PLOTKIN, ruleset="classic")
    _orders(g, {1: [5], 2: [6]})
    run_night(g)
    again = Game.replay(g.setup, g.inputs)
    assert again.state.timeline == g.state.timeline
