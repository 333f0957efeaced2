"""Honest dependencies: packaging/constraints.txt pins what dev.py installs and the installers ship.

The pins must satisfy pyproject.toml (or pip refuses), cover every dependency and extra, and be
what this environment actually has (dev.py installs with `-c packaging/constraints.txt`).
"""
from __future__ import annotations

import os
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
CONSTRAINTS = ROOT / "packaging" / "constraints.txt"


def _requirements(path: Path) -> list[Requirement]:
    lines = [line.split("#", 1)[0].strip() for line in path.read_text(encoding="utf-8").splitlines()]
    return [Requirement(line) for line in lines if line]


def _pins() -> dict[str, Requirement]:
    return {canonicalize_name(r.name): r for r in _requirements(CONSTRAINTS)}


def _project_requirements() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    reqs = [Requirement(r) for r in project["dependencies"]]
    for extra in project["optional-dependencies"].values():
        reqs += [Requirement(r) for r in extra]
    return reqs


def test_every_pin_is_exact_and_satisfies_pyproject():
    pins = _pins()
    for req in _requirements(CONSTRAINTS):
        specs = list(req.specifier)
        assert len(specs) == 1 and specs[0].operator == "==", f"not an exact pin: {req}"
    for req in _project_requirements():
        name = canonicalize_name(req.name)
        assert name in pins, f"{req.name} (pyproject.toml) is not pinned in {CONSTRAINTS.name}"
        version = next(iter(pins[name].specifier)).version
        assert req.specifier.contains(version, prereleases=True), f"pin {pins[name]} breaks {req}"


@pytest.mark.skipif(bool(os.environ.get("WEREWOLF_CONSTRAINTS")), reason="another constraints file is in use")
def test_this_environment_has_the_pinned_versions():
    """dev.py installs with the constraints: what is installed here is what the file says."""
    wrong = []
    for name, req in _pins().items():
        if req.marker is not None and not req.marker.evaluate():
            continue
        try:
            have = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue                      # an extra this environment does not have
        if have != next(iter(req.specifier)).version:
            wrong.append(f"{name} {have} (pinned {req})")
    assert not wrong, "installed versions differ from packaging/constraints.txt (run python dev.py test): " + ", ".join(wrong)
