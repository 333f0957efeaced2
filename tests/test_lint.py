"""Issue 31: the linter and the type checker run with the tests (so `python3 dev.py test`, and CI, run
them), configured in pyproject.toml ([tool.ruff], [tool.mypy]). A finding fails the test with the
tool's own report. Skipped only where the tool is not installed (the `test` extra installs both:
`python3 dev.py test`)."""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _report(tool: str, *args: str) -> subprocess.CompletedProcess:
    """Run `python -m tool args` from the project's root with this interpreter (the venv's)."""
    if importlib.util.find_spec(tool) is None:
        pytest.skip(f"{tool} is not installed (it comes with the `test` extra: python3 dev.py test)")
    return subprocess.run([sys.executable, "-m", tool, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)


def test_ruff_finds_nothing():
    """`ruff check` over the whole tree (werewolf_desktop, cardprint, tests, bench, packaging, dev.py)."""
    done = _report("ruff", "check", "--no-cache", "--output-format", "concise", ".")
    assert done.returncode == 0, f"ruff check:\n{done.stdout}{done.stderr}"


def test_mypy_finds_nothing():
    """`mypy` over what [tool.mypy] lists (the engine and cardprint), every function body checked."""
    done = _report("mypy")
    assert done.returncode == 0, f"mypy:\n{done.stdout}{done.stderr}"
