"""The day side of seed 004 (issue 12): the day's order as data (`script.json` "day_order"), the
dusk step (reference S5), hidden vote weights and votes, lynch cancel / redirect / extra lynch,
and the roles that use them (004 §2.1, §2.3, §2.5, §3.3)."""
import json
import shutil
from pathlib import Path

import pytest

from werewolf_desktop.engine import catalogue
from werewolf_desktop.engine.catalogue import load_catalogue
from werewolf_desktop.engine.day import DAY_CONDITIONS, day_agenda
from werewolf_desktop.engine.errors import CatalogueError

from .helpers import game, run_night

RESOURCES = Path(__file__).resolve().parents[2] / "resources"


def kinds(agenda):
    return [b["kind"] for b in agenda]


@pytest.mark.parametrize("ruleset, day1", [
    ("standard", ["election_candidates", "announce", "direction", "exile_vote", "dusk"]),
    ("classic", ["announce", "discussion", "exile_vote", "dusk"]),
    ("duesterwald", ["announce", "discussion", "exile_vote", "dusk"]),
    ("revamped", ["announce", "discussion", "exile_vote", "dusk"]),
])
def test_day_order_is_data_and_plays_each_ruleset_as_before(ruleset, day1):
    g = game(["werewolf", "werewolf", "seer", "witch", "villager", "villager", "villager", "villager"], ruleset=ruleset)
    if ruleset == "duesterwald":
        assert kinds(day_agenda(g.state)) == ["election_candidates", "dusk"]     # 001:19: day 0
        g.apply({"t": "candidates", "seats": []})
        g.apply({"t": "next"})                                                 # dusk of day 0
    run_night(g)
    assert kinds(day_agenda(g.state)) == day1
    assert g.state.agenda[0]["kind"] == day1[0]


def test_day_order_names_only_known_beats_and_conditions(tmp_path):
    root = tmp_path / "resources"
    shutil.copytree(RESOURCES, root, ignore=shutil.ignore_patterns("art", "fonts", "sounds"))
    script = json.loads((root / "script.json").read_text(encoding="utf-8"))
    assert all(n in DAY_CONDITIONS for e in script["day_order"] for n in e.get("when", ()))
    script["day_order"][0]["when"] = ["sunny_weather"]
    (root / "script.json").write_text(json.dumps(script), encoding="utf-8")
    with pytest.raises(CatalogueError) as err:
        load_catalogue(root)
    assert "sunny_weather" in str(err.value.params)
    assert catalogue().day_order[0]["beat"] == "election_candidates"
