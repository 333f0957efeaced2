"""Issue 19: `werewolf_desktop/ui/` has no file over 600 lines and no function over 80 lines, so a
newcomer can find their way. Each file is listed by name; the set-up, deal and print screens first
(the rest of ui/ joins this list as it is split)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[2] / "werewolf_desktop" / "ui"
MAX_FILE_LINES, MAX_FUNCTION_LINES = 600, 80

CHECKED = [
    "setup/__init__.py", "setup/boxes.py", "setup/checks.py", "setup/deck.py", "setup/deck_files.py",
    "setup/deck_pages.py", "setup/language.py", "setup/page_stack.py", "setup/players.py", "setup/stacking.py",
    "setup/start_pages.py", "setup/view.py",
    "deal/__init__.py", "deal/pages.py", "deal/printed.py", "deal/reveal.py", "deal/view.py",
    "dialogs/print_dialog.py",
]


def sizes(path: Path) -> tuple[int, list[tuple[str, int]]]:
    """The file's line count and its functions (methods too) of more than MAX_FUNCTION_LINES lines."""
    source = path.read_text(encoding="utf-8")
    long = [(f"{node.name} (line {node.lineno})", node.end_lineno - node.lineno + 1)
            for node in ast.walk(ast.parse(source))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES]
    return len(source.splitlines()), long


@pytest.mark.parametrize("name", CHECKED)
def test_no_file_over_600_lines_and_no_function_over_80(name):
    lines, long = sizes(UI / name)
    assert lines <= MAX_FILE_LINES, f"{name} has {lines} lines: split it into named parts"
    assert not long, f"{name}: functions over {MAX_FUNCTION_LINES} lines: {long}"


def test_every_file_of_the_checked_folders_is_listed():
    """A new file in setup/ or deal/ is checked too (add it to CHECKED)."""
    present = {str(p.relative_to(UI)) for folder in ("setup", "deal") for p in (UI / folder).glob("*.py")}
    assert present <= set(CHECKED), sorted(present - set(CHECKED))
