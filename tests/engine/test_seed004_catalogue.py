"""Issue 13, done when: all 87 roles of seed 004 are in the catalogue with sources citing seed 004,
86 playable at a table, the Bartender listed as not playable with its reason (the reference's
class C). The names are read from the reference table (../shared/reference)."""
import re
from pathlib import Path

import pytest

from werewolf_desktop.engine import catalogue
from werewolf_desktop.i18n import text

REFERENCE = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "seed-004-roles-face-to-face.md"


def reference_roles() -> dict[str, str]:
    """Name → class (A/B/C) of the 87 numbered roles of the reference's table."""
    if not REFERENCE.is_file():           # an unpacked sdist: the shared documents are not in it
        pytest.skip("shared/reference is not beside the repository")
    out = {}
    for line in REFERENCE.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.split("|")]
        if re.fullmatch(r"\| \d+ \| .*", line) and len(cells) > 5 and cells[4].strip("*") in ("A", "B", "C"):
            out[cells[2]] = cells[4].strip("*")
    return out


def test_004_every_role_of_the_book_is_in_the_catalogue_and_all_but_the_bartender_are_playable():
    ref = reference_roles()
    assert len(ref) == 87
    cat = catalogue()
    seed004 = {text(r.name, "en"): r for r in cat.roles.values() if any(s.startswith("004") for s in r.sources)}
    assert set(seed004) == set(ref)
    unplayable = {name for name, r in seed004.items() if not r.at_table}
    assert unplayable == {name for name, c in ref.items() if c == "C"} == {"Bartender"}
    reason = seed004["Bartender"].playable["reason"]
    assert all(text(reason, lang) for lang in ("zh", "en", "de"))
    assert sum(r.at_table for r in seed004.values()) == 86
