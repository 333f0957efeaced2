"""The acceptance test of the engine's design (issue 12, docs/adding-roles.md): a role of a kind the
engine has not seen is added as one record in a folder of its own, with no engine change, and
played through `Game.apply`."""
import json

import pytest

from werewolf_desktop.engine import Game, Setup, player_view
from werewolf_desktop.engine.catalogue import catalogue, load_catalogue
from werewolf_desktop.paths import resources_dir
from werewolf_desktop.engine.errors import CatalogueError

LANTERN = {
    "id": "lantern_keeper", "card": "role", "section": "custom",
    "name": {"zh": "守灯人", "en": "Lantern Keeper", "de": "Laternenwärter"},
    "team": "village", "category": "god", "seer_sees": "good", "has_skill": True, "unique": True, "balance": 3,
    "ability": {"zh": "从第二晚起的偶数夜，最多照亮两名玩家：他们当晚免受一切攻击，并得知自己被照亮；守灯人得知其中是否有狼队成员。",
                "en": "On even nights from night 2, lights up to two players: they are safe from every attack that night and are told; the keeper learns whether one of them is in the pack.",
                "de": "In geraden Nächten ab Nacht 2 beleuchtet er bis zu zwei Spieler: Sie sind in dieser Nacht vor jedem Angriff sicher und erfahren es; der Wärter erfährt, ob einer von ihnen zum Rudel gehört."},
    "sources": ["custom"], "rulesets": ["revamped"], "attributes": ["investigative"],
    "night": [{
        "id": "lantern_keeper", "first_night": 45, "other_nights": 45, "gate": "even_nights", "show": "result",
        "lines": {"zh": "守灯人请睁眼，请选择最多两名你要照亮的玩家…守灯人请闭眼。",
                  "en": "Lantern Keeper, open your eyes. Point at up to two players to light up… Lantern Keeper, close your eyes.",
                  "de": "Laternenwärter, öffne die Augen. Zeige auf bis zu zwei Spieler, die du beleuchten willst… Laternenwärter, schließe die Augen."},
        "actions": [
            {"id": "light", "effect": "protect", "targets": 2, "min_targets": 1, "blocks": ["all"], "self": False},
            {"id": "look", "effect": "mark", "targets": 2, "min_targets": 1, "self": False,
             "params": {"marker": "lit", "until": "dawn", "notice": "notice.protected"}},
        ],
    }],
}


@pytest.fixture
def own_roles(tmp_path, monkeypatch):
    folder = tmp_path / "roles"
    folder.mkdir()
    monkeypatch.setenv("WEREWOLF_DESKTOP_ROLES", str(folder))
    catalogue.cache_clear()
    from werewolf_desktop.engine import night
    night.steps_by_id.cache_clear()
    yield folder
    monkeypatch.delenv("WEREWOLF_DESKTOP_ROLES")
    catalogue.cache_clear()
    night.steps_by_id.cache_clear()


def test_a_new_kind_of_role_from_a_record_plays_with_no_engine_change(own_roles):
    (own_roles / "lantern_keeper.json").write_text(json.dumps(LANTERN, ensure_ascii=False), encoding="utf-8")
    catalogue.cache_clear()
    assert "lantern_keeper" in catalogue().roles
    roles = ["werewolf", "werewolf", "lantern_keeper", "seer", "villager", "villager", "villager", "villager"]
    setup = Setup.create(["A", "B", "C", "D", "E", "F", "G", "H"], ruleset="revamped", deck={r: roles.count(r) for r in set(roles)},
                         assignment=roles, deal_mode="laptop", seed=5)
    g = Game(setup)
    assert "lantern_keeper" not in g.state.night.schedule      # night 1: even nights only (the record's gate)
    _play_to(g, "dawn"); g.apply({"t": "next"})
    _play_to(g, "close_eyes")
    assert g.state.night.schedule.index("lantern_keeper") < g.state.night.schedule.index("pack")   # order 45 < 50


def _play_to(g, step):
    while g.prompt.step != step:
        p = g.prompt
        g.apply({"t": "vote", "votes": {}} if p.kind == "exile_vote" else {"t": "next"})


def test_the_new_role_protects_and_tells_on_night_2(own_roles):
    (own_roles / "lantern_keeper.json").write_text(json.dumps(LANTERN, ensure_ascii=False), encoding="utf-8")
    catalogue.cache_clear()
    roles = ["werewolf", "werewolf", "lantern_keeper", "seer", "villager", "villager", "villager", "villager"]
    setup = Setup.create(["A", "B", "C", "D", "E", "F", "G", "H"], ruleset="revamped", deck={r: roles.count(r) for r in set(roles)},
                         assignment=roles, deal_mode="laptop", seed=5)
    g = Game(setup)
    _play_to(g, "dawn"); g.apply({"t": "next"})
    _play_to(g, "lantern_keeper")
    assert g.state.night.number == 2
    action = {a["id"]: a for a in g.prompt.actions}
    assert action["light"]["min_targets"] == 1 and action["light"]["targets"] == 2 and 3 not in action["light"]["candidates"]
    g.apply({"t": "act", "action": "light", "seats": [5, 6]})
    g.apply({"t": "act", "action": "look", "seats": [5]})
    _play_to(g, "pack")
    g.apply({"t": "act", "action": "kill", "seats": [5]})
    _play_to(g, "dawn"); g.apply({"t": "next"})
    assert g.state.seat(5).alive                               # lit: safe from every attack
    assert player_view(g.state, 5)["learned"] == []           # not before the table hears how the night ended
    _play_to(g, "exile_vote")
    assert [n["key"] for n in player_view(g.state, 5)["learned"]] == ["notice.protected"]
    assert "lit" not in g.state.seat(5).status                 # the marker lasted until dawn


def test_a_typo_in_a_record_is_refused_with_file_role_and_key(own_roles):
    bad = dict(LANTERN, nightt=[])
    (own_roles / "lantern_keeper.json").write_text(json.dumps(bad, ensure_ascii=False), encoding="utf-8")
    catalogue.cache_clear()
    [(path, error)] = catalogue().refused            # refused, and the app still starts (issue 28.4)
    assert path.name == "lantern_keeper.json" and "lantern_keeper" not in catalogue().roles
    assert error.key == "catalogue.unknown_key"
    assert "lantern_keeper.json" in error.params["where"] and error.params["field"] == "nightt"
    with pytest.raises(CatalogueError):              # loaded strictly (a developer's check), it raises
        load_catalogue(resources_dir(), extra_roles=own_roles)
    text = error.message("de")
    assert "lantern_keeper" in text and "nightt" in text


def test_an_unknown_effect_is_refused(own_roles):
    bad = json.loads(json.dumps(LANTERN))
    bad["night"][0]["actions"][0]["effect"] = "teleport"
    (own_roles / "lantern_keeper.json").write_text(json.dumps(bad), encoding="utf-8")
    catalogue.cache_clear()
    [(_, error)] = catalogue().refused
    assert error.key == "catalogue.bad_effect" and error.params["effect"] == "teleport"
