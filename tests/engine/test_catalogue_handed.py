"""Issue 31: the catalogue loader imports none of the rules; the engine hands it its tables of the
names a record may use (engine/tables.py, imported by the game). Alone (cardprint), the catalogue
checks the records' structure; handed the tables (whenever the game's engine is imported), every
name too, with the same refusals as before."""
import json
import sys

import pytest

from werewolf_desktop.engine import tables
from werewolf_desktop.engine.catalogue import catalogue, hand, load_catalogue
from werewolf_desktop.engine.errors import CatalogueError
from werewolf_desktop.paths import resources_dir

from .test_adding_a_role import LANTERN

CATALOGUE = sys.modules["werewolf_desktop.engine.catalogue"]


def test_the_engine_hands_its_tables_to_the_loader():
    assert CATALOGUE.registries() is tables.REGISTRIES
    assert {"effects", "triggers", "gates", "filters", "shows", "day_beats", "wins"} <= set(tables.REGISTRIES)


def test_alone_the_catalogue_checks_the_structure_and_handed_the_names_too(tmp_path, monkeypatch):
    folder = tmp_path / "roles"
    folder.mkdir()
    odd = json.loads(json.dumps(LANTERN))
    odd["night"][0]["actions"][0]["effect"] = "teleport"
    (folder / "lantern_keeper.json").write_text(json.dumps(odd), encoding="utf-8")
    with monkeypatch.context() as alone:
        alone.setattr(CATALOGUE, "_handed", [])                  # no engine: the catalogue alone
        assert CATALOGUE.registries() is None
        assert "lantern_keeper" in load_catalogue(resources_dir(), extra_roles=folder).roles
        (folder / "lantern_keeper.json").write_text(json.dumps(dict(odd, nightt=[])), encoding="utf-8")
        with pytest.raises(CatalogueError) as error:             # the structure is still checked
            load_catalogue(resources_dir(), extra_roles=folder)
        assert error.value.key == "catalogue.unknown_key" and error.value.params["field"] == "nightt"
    (folder / "lantern_keeper.json").write_text(json.dumps(odd), encoding="utf-8")
    with pytest.raises(CatalogueError) as error:                 # handed the tables: the names too
        load_catalogue(resources_dir(), extra_roles=folder)
    assert error.value.key == "catalogue.bad_mechanic" and error.value.params["mechanic"] == "teleport"


def test_handing_the_tables_drops_a_catalogue_read_without_them():
    catalogue()
    hand(tables.REGISTRIES)
    assert catalogue.cache_info().currsize == 0
    assert catalogue().roles
