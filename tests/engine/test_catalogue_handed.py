"""Issue 31: the catalogue loader imports none of the rules; the engine hands it its tables of the
names a record may use (engine/tables.py, imported by the game). Alone (cardprint), the catalogue
checks the records' structure; handed the tables (whenever the game's engine is imported), every
name too, with the same refusals as before."""
import json
import os
import subprocess
import sys
import textwrap

import pytest

from werewolf_desktop.engine import tables
from werewolf_desktop.engine.catalogue import catalogue, hand, load_catalogue
from werewolf_desktop.engine.errors import CatalogueError
from werewolf_desktop.paths import resources_dir

from ..test_import_cycles import layer_of
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
    assert error.value.key == "catalogue.bad_effect" and error.value.params["effect"] == "teleport"


def test_handing_the_tables_drops_a_catalogue_read_without_them():
    catalogue()
    hand(tables.REGISTRIES)
    assert catalogue.cache_info().currsize == 0
    assert catalogue().roles


def test_cardprint_reads_the_catalogue_without_the_rules():
    """At run time too (a fresh interpreter): cardprint's modules and the catalogue they read load
    no module above the catalogue layer, and no tables are handed (the structure alone is checked);
    the game, once imported, hands them (tables.py)."""
    code = textwrap.dedent("""
        import importlib, pkgutil, sys
        import cardprint
        for found in pkgutil.iter_modules(cardprint.__path__):
            if found.name != "__main__":
                importlib.import_module("cardprint." + found.name)
        from werewolf_desktop.engine import catalogue
        assert catalogue().roles
        loader = sys.modules["werewolf_desktop.engine.catalogue"]
        print(loader.registries() is None)
        print(" ".join(m[len("werewolf_desktop.engine."):] for m in sys.modules if m.startswith("werewolf_desktop.engine.")))
        import werewolf_desktop.engine.game
        print(loader.registries() is not None)
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=dict(os.environ),
                          timeout=300)
    assert done.returncode == 0, done.stderr
    alone, loaded, handed = done.stdout.splitlines()
    layer = layer_of()
    assert alone == "True" and handed == "True"
    assert "catalogue" in loaded.split()
    assert not [m for m in loaded.split() if layer.get(m, 99) > 1], loaded
