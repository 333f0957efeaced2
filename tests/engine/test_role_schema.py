"""Issue 31.4: a role record has one description (werewolf_desktop/engine/schema.py). The strict
check run when a record is loaded and the JSON Schema shipped for a host's editor
(resources/schema/role.schema.json, named by every shipped record's "$schema") are both made from it,
so they cannot drift apart: what one refuses, the other refuses."""
import copy
import json
from pathlib import Path

import jsonschema
import pytest

from werewolf_desktop.engine import schema
from werewolf_desktop.engine.tables import REGISTRIES
from werewolf_desktop.engine.errors import CatalogueError

from .test_adding_a_role import LANTERN

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "resources" / schema.SCHEMA_FILE
ROLES = sorted((ROOT / "resources" / "roles").glob("*.json"))


@pytest.fixture(scope="module")
def regs():
    return REGISTRIES


@pytest.fixture(scope="module")
def validator():
    return jsonschema.Draft202012Validator(json.loads(SHIPPED.read_text(encoding="utf-8")))


def test_the_shipped_schema_is_the_one_the_description_makes(regs):
    assert SHIPPED.read_text(encoding="utf-8") == schema.schema_text(regs), \
        "resources/schema/role.schema.json is not in step with engine/schema.py: run python3 dev.py schema"
    jsonschema.Draft202012Validator.check_schema(json.loads(SHIPPED.read_text(encoding="utf-8")))


@pytest.mark.parametrize("path", ROLES, ids=lambda p: p.stem)
def test_every_shipped_record_names_the_schema_and_follows_it(path, validator, regs):
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["$schema"] == "../schema/role.schema.json" and list(record)[0] == "$schema"
    assert (path.parent / record["$schema"]).resolve() == SHIPPED
    assert not [e.message for e in validator.iter_errors(record)]
    schema.check_role(path.name, record, regs)


def test_the_description_covers_every_registered_name(regs):
    """Every passive ability, effect setting and vote key the engine registers has its kind of value
    described, and nothing is described that the engine does not know."""
    assert set(schema.PASSIVE.keys) == set(regs["passives"])
    assert set(schema.PARAMS.keys) == {p for eff in regs["effects"].values() for p in eff.params}
    assert set(schema.VOTE.keys) == set(regs["vote_keys"])


def _with(path: str, value):
    """LANTERN with `value` at `path` ("night.0.actions.1.params.until"; a key added where missing)."""
    record = copy.deepcopy(LANTERN)
    *parents, last = path.split(".")
    holder = record
    for part in parents:
        holder = holder[int(part)] if part.isdigit() else holder.setdefault(part, {})
    holder[last] = value
    return record


BAD = [
    ("nightt", [], "catalogue.unknown_key"),
    ("balance", "3", "catalogue.bad_value"),
    ("card", "cardboard", "catalogue.bad_value"),
    ("night.0.first_night", 101, "catalogue.bad_value"),
    ("night.0.actions.0.targets", 9, "catalogue.bad_value"),
    ("night.0.actions.0.self", "sometimes", "catalogue.bad_value"),
    ("night.0.actions.0.effect", "teleport", "catalogue.bad_effect"),
    ("night.0.actions.1.params.until", 3, "catalogue.bad_type"),
    ("vote.weight", "x", "catalogue.bad_type"),
    ("passive.lives", {"count": "two"}, "catalogue.bad_type"),
    ("passive.lives", {"count": 2, "forever": True}, "catalogue.unknown_key"),
    ("passive.immune", "wolf", "catalogue.bad_type"),
    ("setup.hidden_card", "yes", "catalogue.bad_type"),
    ("setup.extra_cards", {"villager": -1}, "catalogue.bad_type"),
    ("win", {"check": "alive", "mode": "sometimes"}, "catalogue.bad_value"),
    ("win", {"check": "alive", "params": {"others": "two"}}, "catalogue.bad_type"),
    ("win", {"mode": "co"}, "catalogue.missing_key"),
    ("start_info", {"kind": "teammates", "count": 0}, "catalogue.bad_type"),
    ("on_death", [{"trigger": "shoot", "repeat": "yes"}], "catalogue.bad_type"),
    ("playable", {"table": "no"}, "catalogue.bad_type"),
    ("office", {"rank": 0}, "catalogue.bad_value"),
]


@pytest.mark.parametrize("path, value, key", BAD, ids=[b[0] for b in BAD])
def test_a_bad_value_is_refused_by_the_check_and_underlined_by_the_schema(path, value, key, validator, regs):
    record = _with(path, value) if path != "nightt" else dict(LANTERN, nightt=[])
    with pytest.raises(CatalogueError) as refused:
        schema.check_role("lantern_keeper.json", record, regs)
    assert refused.value.key == key
    assert "lantern_keeper" in refused.value.message("de")     # the file and the role, in the host's language
    assert list(validator.iter_errors(record)), f"the schema lets {path}={value!r} through"


def test_a_good_record_passes_both_with_or_without_its_schema_line(validator, regs):
    for record in (LANTERN, dict(LANTERN, **{"$schema": "../schema/role.schema.json"})):
        schema.check_role("lantern_keeper.json", record, regs)
        assert not list(validator.iter_errors(record))


def test_an_option_reference_is_data_and_the_older_string_is_still_read(validator, regs):
    """Issue 31.4: the ruleset decides through `{"option": "<name>"}`; the shipped records no longer
    write the mini-language "option:<name>", which a host's own record may still use."""
    assert not [p.name for p in ROLES if '"option:' in p.read_text(encoding="utf-8")]
    assert schema.option_name({"option": "self_destruct"}) == schema.option_name("option:self_destruct") == "self_destruct"
    assert schema.resolve_option({"option": "win"}, {"win": "side"}) == "side"
    assert schema.option_name("option:") is schema.option_name({"option": "x", "y": 1}) is None
    for ref in ({"option": "doctor_no_repeat"}, "option:doctor_no_repeat"):
        record = _with("night.0.actions.0.no_repeat", ref)
        schema.check_role("lantern_keeper.json", record, regs)
        assert not list(validator.iter_errors(record))
    bad = _with("night.0.actions.0.no_repeat", {"option": 3})
    with pytest.raises(CatalogueError):
        schema.check_role("lantern_keeper.json", bad, regs)
    assert list(validator.iter_errors(bad))

