"""`resources/` holds data only: hatchling maps it into the package for the wheel, and an editable
install (what `dev.py` makes) refuses a Python file under a remapped folder — the README's two
commands would fail on a fresh machine."""
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_no_python_code_under_resources():
    assert not sorted(str(p.relative_to(ROOT)) for p in (ROOT / "resources").rglob("*.py"))
