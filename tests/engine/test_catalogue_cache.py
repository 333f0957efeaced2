"""The checked catalogue kept between starts (werewolf_desktop/catalogue_cache.py, issue 32): used
when nothing that made it changed, made again when a shipped record, a translation or a host's own
role file changed, and never kept when it refused some of the host's files."""
import json
import os
import shutil
from pathlib import Path

from werewolf_desktop import catalogue_cache
from werewolf_desktop.engine.catalogue import load_catalogue
from werewolf_desktop.paths import resources_dir, user_cache_dir


def _counting(root: Path, own: Path | None):
    calls = []

    def load():
        calls.append(1)
        return load_catalogue(root, extra_roles=own, lenient=True)
    return load, calls


def _copy_resources(tmp_path: Path) -> Path:
    root = tmp_path / "resources"
    for name in ("roles", "i18n"):
        shutil.copytree(resources_dir() / name, root / name)
    for name in ("script.json", "rulesets.json", "presets.json"):
        shutil.copyfile(resources_dir() / name, root / name)
    return root


def _cached(root: Path, own: Path | None = None, checked: bool = True):
    catalogue_cache._last.clear()                # as a new process: from the file
    catalogue_cache._found.clear()
    load, calls = _counting(root, own)
    return catalogue_cache.cached(load, root, own, checked), len(calls)


def test_the_cache_gives_the_same_catalogue_and_is_used_when_nothing_changed(tmp_path):
    root = _copy_resources(tmp_path)
    first, loads = _cached(root)
    assert loads == 1 and (user_cache_dir() / catalogue_cache.FILE).is_file()
    second, loads = _cached(root)
    assert loads == 0
    assert second == first and second.roles == first.roles and second.presets == first.presets


def test_a_changed_shipped_record_or_translation_makes_it_again(tmp_path):
    root = _copy_resources(tmp_path)
    _cached(root)
    seer = root / "roles" / "seer.json"
    record = json.loads(seer.read_text(encoding="utf-8"))
    record["balance"] = record["balance"] + 1
    seer.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    again, loads = _cached(root)
    assert loads == 1 and again.roles["seer"].balance == record["balance"]
    assert _cached(root)[1] == 0
    mo = next((root / "i18n").rglob("roles.mo"))
    os.utime(mo, ns=(mo.stat().st_atime_ns, mo.stat().st_mtime_ns + 1_000_000_000))
    assert _cached(root)[1] == 1


def test_a_hosts_own_role_file_added_or_changed_makes_it_again(tmp_path):
    root = _copy_resources(tmp_path)
    own = tmp_path / "own"
    own.mkdir()
    assert _cached(root, own)[1] == 1
    assert _cached(root, own)[1] == 0
    record = json.loads((root / "roles" / "villager.json").read_text(encoding="utf-8"))
    record.update(id="farmer", name={"en": "Farmer", "zh": "农夫", "de": "Bauer", "fr": "Fermier"})
    record.pop("rulesets", None)
    (own / "farmer.json").write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    got, loads = _cached(root, own)
    assert loads == 1 and "farmer" in got.roles
    record["name"]["en"] = "Grower"                      # same size, maybe the same clock tick: the bytes tell
    (own / "farmer.json").write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    got, loads = _cached(root, own)
    assert loads == 1 and got.roles["farmer"].name["en"] == "Grower"


def test_a_catalogue_that_refused_a_file_is_not_kept(tmp_path):
    root = _copy_resources(tmp_path)
    own = tmp_path / "own"
    own.mkdir()
    (own / "broken.json").write_text("{not json", encoding="utf-8")
    got, loads = _cached(root, own)
    assert loads == 1 and got.refused
    assert not (user_cache_dir() / catalogue_cache.FILE).exists()
    assert _cached(root, own)[1] == 1


def test_a_damaged_cache_is_read_again_from_the_records(tmp_path):
    root = _copy_resources(tmp_path)
    _cached(root)
    (user_cache_dir() / catalogue_cache.FILE).write_bytes(b"\x80\x05garbage")
    got, loads = _cached(root)
    assert loads == 1 and "seer" in got.roles
    assert _cached(root)[1] == 0


def test_only_a_catalogue_checked_against_the_engines_names_is_kept_and_it_serves_both(tmp_path):
    root = _copy_resources(tmp_path)
    assert _cached(root, checked=False)[1] == 1          # the catalogue alone (no engine tables): not kept
    assert not catalogue_cache.has_checked(root, None)
    assert _cached(root)[1] == 1
    assert catalogue_cache.has_checked(root, None)
    assert _cached(root, checked=False)[1] == 0
    assert _cached(root)[1] == 0


def test_a_start_that_asks_whether_it_is_kept_reads_the_files_stamps_once(tmp_path, monkeypatch):
    """(the start asks has_checked, then reads the catalogue: each of ~300 files' stamps once, not twice)"""
    root = _copy_resources(tmp_path)
    first, _ = _cached(root)
    catalogue_cache._last.clear()
    keys = []
    real_key = catalogue_cache.key
    monkeypatch.setattr(catalogue_cache, "key", lambda *a: keys.append(1) or real_key(*a))
    assert catalogue_cache.has_checked(root, None)
    load, calls = _counting(root, None)
    assert catalogue_cache.cached(load, root, None) == first
    assert len(keys) == 1 and not calls
    # asked again later (no has_checked just before): the stamps are read again, the object is the same
    again = catalogue_cache.cached(load, root, None)
    assert again is catalogue_cache._last[1] and len(keys) == 2 and not calls
    # "just now" is a moment: a has_checked long before does not stand for the files' stamps
    assert catalogue_cache.has_checked(root, None)
    monkeypatch.setattr(catalogue_cache, "FOUND_FOR", 0.0)
    catalogue_cache.cached(load, root, None)
    assert len(keys) == 4 and not calls
    # a kept catalogue of other files is not "found"
    (root / "presets.json").touch()
    os.utime(root / "presets.json", ns=(1, 1))
    assert not catalogue_cache.has_checked(root, None)
