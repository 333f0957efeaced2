"""Issue 31: "winner → game over" is written in one place, victory.game_over (victory.end_if_won
checks the winner first); the night and the day call it instead of each ending the game their own way."""
from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "werewolf_desktop" / "engine"


def ending_writes(path: Path) -> list[str]:
    """Where a module ends a game itself: sets a phase to "over" or logs the winner entry."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and node.value.value == "over" \
                and any(isinstance(t, ast.Attribute) and t.attr == "phase" for t in node.targets):
            found.append(f"{path.name}:{node.lineno} phase = 'over'")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "log" \
                and node.args and isinstance(node.args[0], ast.Constant) and node.args[0].value == "winner":
            found.append(f"{path.name}:{node.lineno} log('winner')")
    return found


def test_ending_writes_finds_both_kinds(tmp_path):
    src = tmp_path / "m.py"
    src.write_text('def f(state):\n    state.phase = "over"\n    state.log("winner", team="wolf")\n'
                   '    state.phase = "day"\n    state.log("dawn")\n', encoding="utf-8")
    assert ending_writes(src) == ["m.py:2 phase = 'over'", "m.py:3 log('winner')"]


def test_only_victory_game_over_ends_a_game():
    found = [w for path in sorted(ENGINE.rglob("*.py")) for w in ending_writes(path)]
    assert [w.split(":")[0] for w in found] == ["victory.py", "victory.py"], found
