"""The win-condition framework (engine/victory.py, issue 13): teams declared as data in
`script.json` "teams", each team's win a named check, solo killers keeping the game going, co-wins
that do not end the game, ascending (win and leave while the game goes on). Played with roles
written for the test in a folder of their own, so nothing here depends on a shipped role."""
import json

import pytest

from werewolf_desktop.engine import Game, Setup, player_view
from werewolf_desktop.engine import victory
from werewolf_desktop.engine.catalogue import catalogue, load_catalogue
from werewolf_desktop.engine.errors import CatalogueError
from werewolf_desktop.engine.schema import option_name
from werewolf_desktop.i18n import tr
from werewolf_desktop.paths import resources_dir

from .helpers import NAMES, nxt
from .test_adding_a_role import own_roles  # noqa: F401  (the fixture made_roles builds on)


def record(role_id, team, win=None, **extra):
    r = {"id": role_id, "card": "role", "team": team, "category": "villager", "seer_sees": "good",
         "has_skill": False, "unique": False, "balance": 0, "sources": ["custom"], "rulesets": ["revamped"],
         "name": {"zh": role_id, "en": role_id, "de": role_id}, "ability": {"zh": "-", "en": "-", "de": "-"}}
    if win:
        r["win"] = win
    r.update(extra)
    return r


ROLES = [
    record("lone_killer", "solo", {"check": "alone", "rule": "custom:1", "says": "win.team"}),
    record("sidekick", "solo", {"check": "alone", "params": {"others": 1}, "lets_win": ["wolf"],
                                "rule": "custom:2", "says": "win.team"}),
    record("piper", "flute"),
    record("stayer", "none", {"check": "alive", "mode": "co", "rule": "custom:3", "says": "win.team"}),
    record("drifter", "none"),
]


@pytest.fixture
def made_roles(own_roles):  # noqa: F811 - pytest hands in the fixture imported above
    """The test's roles in a folder of their own (the fixture of test_adding_a_role)."""
    for r in ROLES:
        (own_roles / f"{r['id']}.json").write_text(json.dumps(r), encoding="utf-8")
    catalogue.cache_clear()
    return own_roles


def rv(roles):
    setup = Setup.create(NAMES[: len(roles)], ruleset="revamped", deck={r: roles.count(r) for r in set(roles)},
                         assignment=roles, deal_mode="laptop", seed=3)
    return Game(setup)


def kill_now(g, *seats):
    """Seats die at once (as a batch of deaths would), then the check runs."""
    from werewolf_desktop.engine.deaths import kill

    kill(g.state, [(s, "exile", "test") for s in seats], "day", g.state.day_number)
    return victory.check_winner(g.state)


# ---------------------------------------------------------------------------- the data
def test_every_declared_team_has_its_names_colours_and_a_known_check():
    cat = catalogue()
    theme = json.loads((resources_dir() / "theme.json").read_text(encoding="utf-8"))
    assert list(cat.teams)[:2] == ["wolf", "solo"] and list(cat.teams)[-3:] == ["third", "village", "none"]
    for team, entry in cat.teams.items():
        for lang in ("zh", "en", "de"):
            for key in (f"team.{team}", f"deal.team.{team}", f"cardprint.team.{team}"):
                assert tr(key, lang) != key, (key, lang)           # (a missing language raises in the tests)
        assert team in theme["team"] and team in theme["team_light"]
        win = entry.get("win")
        if win:
            assert option_name(win["check"]) is not None or win["check"] in victory.WINS
            assert "says" not in win or all(tr(win["says"], lang) != win["says"] for lang in ("zh", "en", "de"))
    for role in cat.roles.values():
        assert role.team in cat.teams, role.id


def test_a_role_of_an_undeclared_team_or_with_an_unknown_check_is_refused(tmp_path):
    folder = tmp_path / "roles"
    folder.mkdir()
    (folder / "odd.json").write_text(json.dumps(record("odd", "martians")), encoding="utf-8")
    with pytest.raises(CatalogueError) as e:
        load_catalogue(resources_dir(), extra_roles=folder)
    assert e.value.params["field"] == "team"
    (folder / "odd.json").write_text(json.dumps(record("odd", "solo", {"check": "teleport"})), encoding="utf-8")
    with pytest.raises(CatalogueError) as e:
        load_catalogue(resources_dir(), extra_roles=folder)
    assert e.value.params["field"] == "check"
    (folder / "odd.json").write_text(json.dumps(record("odd", "solo")), encoding="utf-8")
    with pytest.raises(CatalogueError) as e:          # a Solo role must say how it wins
        load_catalogue(resources_dir(), extra_roles=folder)
    assert e.value.params["field"] == "win"


# ---------------------------------------------------------------------------- solo killers
def test_a_solo_killer_keeps_the_game_going_and_wins_as_the_last_one_alive(made_roles):
    g = rv(["werewolf", "lone_killer", "villager", "villager", "villager"])
    assert kill_now(g, 3, 4, 5) is None           # wolf + solo killer left: nobody has won (004:610)
    won = kill_now(g, 1)
    assert won == {"team": "solo", "seats": [2], "rule": "custom:1", "reason": "win.team"}


def test_a_solo_that_lets_the_wolves_win_does_not_stand_in_their_way_and_wins_with_one_other(made_roles):
    g = rv(["werewolf", "werewolf", "sidekick", "villager", "villager"])
    won = kill_now(g, 4, 5)                       # only wolves and it left: the wolves win (004:621)
    assert won["team"] == "wolf" and won["seats"] == [1, 2] and won["reason"] == "win.wolves_team"
    g = rv(["werewolf", "sidekick", "villager", "villager", "villager"])
    assert kill_now(g, 1, 3, 4)["seats"] == [2]   # it and one other player: it wins alone


def test_the_village_cannot_win_while_a_solo_or_another_team_lives(made_roles):
    g = rv(["werewolf", "piper", "villager", "villager", "villager"])
    assert kill_now(g, 1) is None
    won = kill_now(g, 2)
    assert won["team"] == "village" and won["rule"] == "004:111"


def test_a_team_wins_when_every_other_living_player_carries_its_marker(made_roles):
    g = rv(["werewolf", "piper", "villager", "villager", "villager"])
    for s in (1, 3):
        g.state.seat(s).status["enchanted"] = {"until": None}
    assert victory.check_winner(g.state) is None  # 4 and 5 are not enchanted
    won = kill_now(g, 4, 5)
    assert won["team"] == "flute" and won["seats"] == [2] and won["reason"] == "win.flute"


# ---------------------------------------------------------------------------- unaligned
def test_a_co_win_does_not_end_the_game_and_joins_the_team_that_wins(made_roles):
    g = rv(["werewolf", "stayer", "drifter", "villager", "villager"])
    assert kill_now(g, 4) is None                  # the unaligned never end a game on their own …
    won = kill_now(g, 1)                           # … and never stand in a team's way
    assert won["team"] == "village" and won["seats"] == [2, 4, 5]
    assert won["also"] == [{"seats": [2], "rule": "custom:3", "reason": "win.team", "how": "co"}]
    g.state.winner, g.state.phase = won, "over"
    assert player_view(g.state, 2)["winner"]["won"] and not player_view(g.state, 3)["winner"]["won"]


def test_only_unaligned_players_left_ends_the_game_with_no_team_winning(made_roles):
    g = rv(["werewolf", "stayer", "drifter", "villager", "villager"])
    won = kill_now(g, 1, 4, 5)
    assert won["team"] == "none" and won["reason"] == "win.no_team" and won["seats"] == [2]


def test_ascending_wins_and_leaves_while_the_game_goes_on_and_the_table_is_told(made_roles):
    g = rv(["werewolf", "werewolf", "drifter", "villager", "villager", "villager"])
    from .helpers import run_night

    run_night(g)
    assert g.prompt.kind == "announce"
    victory.ascend(g.state, 3, "custom:4", "win.team")          # what an unaligned role's trigger calls
    s = g.state.seat(3)
    assert not s.alive and s.death.causes == ["ascended"] and 3 not in g.state.alive()
    beats = victory.announcements(g.state)
    assert beats == [{"kind": "tell", "key": "beat.ascended", "params": {"seat": 3, "why": "win.team"}}]
    assert victory.announcements(g.state) == []                 # told once
    assert "升天" in tr(beats[0]["key"], "zh", **beats[0]["params"])
    assert "gewonnen" in tr(beats[0]["key"], "de", **beats[0]["params"])
    assert victory.check_winner(g.state) is None                # the game goes on
    won = kill_now(g, 1, 2)
    assert won["team"] == "village" and 3 in won["seats"]
    assert won["also"] == [{"seats": [3], "rule": "custom:4", "reason": "win.team", "how": "ascended"}]
    assert any(e["kind"] == "ascended" for e in g.state.timeline)


def test_an_ascend_win_is_checked_after_deaths_and_announced_by_day(made_roles):
    path = made_roles / "drifter.json"
    path.write_text(json.dumps(record("drifter", "none", {"check": "alone", "params": {"others": 3}, "mode": "ascend",
                                                          "rule": "custom:5", "says": "win.team"})), encoding="utf-8")
    catalogue.cache_clear()
    from werewolf_desktop.engine.day import after_deaths
    from werewolf_desktop.engine.deaths import kill

    from .helpers import run_night

    g = rv(["werewolf", "werewolf", "drifter", "villager", "villager", "villager"])
    run_night(g)
    nxt(g)                                                      # the announcement: day 1
    after_deaths(g.state, kill(g.state, [(4, "exile", "test")], "day", 1))
    assert g.state.seat(3).alive                                # 1, 2, 5, 6 left besides it: 4 > 3
    after_deaths(g.state, kill(g.state, [(5, "exile", "test")], "day", 1))
    assert "ascended" in g.state.seat(3).status and not g.state.seat(3).alive and g.state.winner is None
    assert g.state.agenda[0] == {"kind": "tell", "key": "beat.ascended", "params": {"seat": 3, "why": "win.team"}}


def test_the_limited_solo_roles_win_alone_by_their_records():
    """The Reaper (004:1048: every living player a Reaper or Sleepless) and the Evil Scientist
    (004:943: everyone else dead) are Solo roles: each record names its win."""
    g = rv(["werewolf", "reaper", "villager", "villager", "villager"])
    g.state.seat(3).status["sleepless"] = {"until": None}
    assert kill_now(g, 1, 4) is None                         # 5 is not Sleepless
    g.state.seat(5).status["sleepless"] = {"until": None}
    assert victory.check_winner(g.state) == {"team": "solo", "seats": [2], "rule": "004:1048", "reason": "win.reaper"}
    g = rv(["werewolf", "evil_scientist", "villager", "villager", "villager"])
    assert kill_now(g, 1, 3, 4) is None
    assert kill_now(g, 5)["reason"] == "win.evil_scientist"
