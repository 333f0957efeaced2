"""Issue 19: no import circles among werewolf_desktop's modules. Only module-level imports count
(an import inside a function is how a module loads a heavy or a higher part on first use).
`from .pkg import name` is an edge to the module `pkg.name` if there is one, else to `pkg`; a
submodule is not counted as importing its parent packages (Python runs them first, but they are
already loading when a package's `__init__` imports its own submodules).

Issue 31: the engine (werewolf_desktop/engine, engine/effects included) has no import inside a
function at all (it would hide what a module depends on), no module-level import from a layer to a
higher one (`LAYERS`), and no import circle. The catalogue, and cardprint which needs only the
catalogue, import none of the rules. An import under `if TYPE_CHECKING:` is no edge (it never runs).
docs/architecture.md draws the layers."""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "werewolf_desktop"
ENGINE = "werewolf_desktop.engine"

# The engine's layers, from the bottom (docs/architecture.md draws them). A module imports at its head only
# modules of its own layer or below; a new engine module must be placed here.
LAYERS: list[tuple[str, set[str]]] = [
    ("model", {"state", "errors", "citations", "notices", "rng", "ballot", "jsonfile", "choices", "events"}),
    ("catalogue", {"catalogue", "catalogue_loader", "schema", "passives", "setup", "deckfile", "status", "disguise"}),
    ("registry", {"registry", "rules", "attributes"}),
    ("queries", {"queries", "views", "offices", "results", "changes"}),
    ("rules", {"attacks", "triggers", "disease", "borrow", "roles_in_play", "votes", "resources", "start_info",
               "victory", "deaths", "shows", "group_vote", "actions", "effects", "effects.attacks", "effects.become", "effects.bonds",
               "effects.cards", "effects.disease", "effects.information", "effects.offers", "effects.protection",
               "effects.standing", "effects.votes"}),
    ("phases", {"night", "day", "dusk", "prompt", "beats", "beats.announce", "beats.badge",
                "beats.decisions", "beats.dusk_step", "beats.election", "beats.exile_vote", "beats.hunter",
                "beats.last_words", "beats.nightfall", "beats.speeches", "beats.tell"}),
    ("flow", {".", "game", "record", "tables"}),
]

def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"
        or isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _import_nodes(tree: ast.Module):
    """Each import statement with whether it sits inside a function; imports under
    `if TYPE_CHECKING:` are left out. Module-level means the module's own body, as before."""
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node, False

    def walk(node: ast.AST, in_function: bool):
        for child in ast.iter_child_nodes(node):
            if _is_type_checking(child):
                continue
            inner = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            if isinstance(child, (ast.Import, ast.ImportFrom)) and in_function:
                yield child, True
            yield from walk(child, inner)

    yield from walk(tree, False)


def _targets(node: ast.Import | ast.ImportFrom, package: str, name: str, modules: set[str]) -> set[str]:
    if isinstance(node, ast.Import):
        targets = [alias.name for alias in node.names]
    else:
        base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level else []
        stem = ".".join(base + ([node.module] if node.module else []))
        targets = [f"{stem}.{alias.name}" for alias in node.names]     # a name, else its module
    out = set()
    for target in targets:
        while target and target not in modules:      # `from . import x` → the module x, else the package
            target = target.rpartition(".")[0]
        if target and target != name:
            out.add(target)
    return out


def imports(path: Path, modules: set[str], name: str = "") -> tuple[set[str], list[str]]:
    """The package's modules that `path` imports at module level (not inside a def or a class), and
    those it imports inside functions, once per import statement and name (so a module imported
    in two functions is listed twice)."""
    name = name or module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    top: set[str] = set()
    inside: list[str] = []
    for node, in_function in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        targets = _targets(node, package, name, modules)
        if in_function:
            inside.extend(sorted(targets))
        else:
            top |= targets
    return top, inside


def top_level_imports(path: Path, modules: set[str]) -> set[str]:
    """The package's modules that `path` imports at module level (not inside a def or a class)."""
    return imports(path, modules)[0]


def _paths() -> tuple[list[Path], set[str]]:
    paths = list(PACKAGE.rglob("*.py"))
    return paths, {module_name(p) for p in paths}


def import_graph() -> dict[str, set[str]]:
    paths, modules = _paths()
    return {module_name(p): top_level_imports(p, modules) for p in paths}


def short(module: str) -> str:
    """werewolf_desktop.engine.night → "night"; werewolf_desktop.i18n → "..i18n"."""
    if module == ENGINE:
        return "."
    if module.startswith(ENGINE + "."):
        return module[len(ENGINE) + 1:]
    return ".." + module[len("werewolf_desktop."):]


def function_imports() -> dict[str, list[str]]:
    """The engine's imports inside functions: importing module → imported modules (short names),
    once per import statement and name."""
    paths, modules = _paths()
    out: dict[str, list[str]] = {}
    for path in paths:
        name = module_name(path)
        if name == ENGINE or name.startswith(ENGINE + "."):
            inside = imports(path, modules)[1]
            if inside:
                out[short(name)] = [short(t) for t in inside]
    return out


def engine_graph() -> dict[str, set[str]]:
    """The import graph with the engine's imports inside functions as edges too."""
    graph = import_graph()
    for name, targets in function_imports().items():
        full = ENGINE if name == "." else f"{ENGINE}.{name}"
        graph[full] |= {ENGINE + "." + t if not t.startswith("..") else "werewolf_desktop." + t[2:]
                        for t in targets}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle (as a list of modules ending where it began), or None."""
    state: dict[str, int] = {}                     # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_graph_sees_the_imports():
    graph = import_graph()
    assert "werewolf_desktop.ui.game.ballot" in graph["werewolf_desktop.ui.game.console"]
    assert "werewolf_desktop.i18n" in graph["werewolf_desktop.ui.main_window"]


def test_find_cycle_finds_one():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_circles():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import circle: " + " → ".join(cycle)


def test_imports_inside_functions_are_seen(tmp_path):
    src = tmp_path / "werewolf_desktop" / "engine"
    src.mkdir(parents=True)
    for name in ("__init__", "low", "high"):
        (src / f"{name}.py").write_text("", encoding="utf-8")
    (src / "mid.py").write_text(
        "from typing import TYPE_CHECKING\nfrom .low import x\nif TYPE_CHECKING:\n    from .high import T\n"
        "def f():\n    from .high import y\n    def g():\n        from . import low\n"
        "class C:\n    def m(self):\n        from .high import z\n", encoding="utf-8")
    modules = {"werewolf_desktop.engine", "werewolf_desktop.engine.low", "werewolf_desktop.engine.high",
               "werewolf_desktop.engine.mid"}
    top, inside = imports(src / "mid.py", modules, "werewolf_desktop.engine.mid")
    assert top == {"werewolf_desktop.engine.low"}
    assert sorted(inside) == ["werewolf_desktop.engine.high", "werewolf_desktop.engine.high",
                              "werewolf_desktop.engine.low"]


def engine_imports_inside_functions() -> list[str]:
    """Every import statement inside a function of the engine, of any module (the standard library's
    too), as "module:line"."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = module_name(path)
        if name == ENGINE or name.startswith(ENGINE + "."):
            for node, in_function in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
                if in_function:
                    found.append(f"{short(name)}:{node.lineno}")
    return found


def test_no_import_inside_an_engine_function():
    """Issue 31: an engine module says at its head all it depends on."""
    found = engine_imports_inside_functions()
    print(f"\nengine: {len(found)} imports inside functions")
    assert not found, ("an import inside an engine function (import it at the module's head, or move the "
                       f"helper down a layer; docs/architecture.md): {found}")


def test_no_import_circle_in_the_engine():
    """The engine's own modules, counting any import inside a function as an edge too."""
    engine = {m: {t for t in ts if t == ENGINE or t.startswith(ENGINE + ".")}
              for m, ts in engine_graph().items() if m == ENGINE or m.startswith(ENGINE + ".")}
    cycle = find_cycle(engine)
    assert cycle is None, "import circle in the engine: " + " → ".join(cycle)


def _reached(starts: set[str]) -> set[str]:
    """The modules that the module-level imports of `starts` load, `starts` included (a package's
    `__init__` is not counted, as in `import_graph`)."""
    graph, seen, todo = import_graph(), set(), list(starts)
    while todo:
        module = todo.pop()
        if module not in seen:
            seen.add(module)
            todo.extend(graph.get(module, ()))
    return seen


def _above_the_catalogue(modules: set[str]) -> list[str]:
    layer = layer_of()
    return sorted(short(m) for m in modules if (m == ENGINE or m.startswith(ENGINE + "."))
                  and layer.get(short(m), 99) > 1)


def test_the_catalogue_imports_no_rule():
    """The catalogue loader is handed the engine's tables of names (tables.py); it imports none of them."""
    assert not _above_the_catalogue(_reached({ENGINE + ".catalogue"}))


def test_cardprint_needs_only_the_catalogue():
    """cardprint (the printed cards) imports the catalogue and the model, never the rules."""
    _paths_, modules = _paths()
    starts: set[str] = set()
    for path in (PACKAGE.parent / "cardprint").rglob("*.py"):
        for node, _in_function in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and not node.level and (node.module or "").startswith("werewolf_desktop"):
                starts |= _targets(node, "", "", modules)
            elif isinstance(node, ast.Import):
                starts |= {a.name for a in node.names if a.name.startswith("werewolf_desktop.")}
    assert ENGINE + ".catalogue" in starts                        # the scan sees cardprint's imports
    assert not _above_the_catalogue(_reached(starts))


def layer_of() -> dict[str, int]:
    return {module: n for n, (_name, modules) in enumerate(LAYERS) for module in modules}


def upward_imports() -> dict[str, set[str]]:
    """The engine's module-level imports from a module to one of a higher layer (short names)."""
    layer = layer_of()
    out: dict[str, set[str]] = {}
    for module, targets in import_graph().items():
        if module == ENGINE or module.startswith(ENGINE + "."):
            for target in targets:
                if target == ENGINE or target.startswith(ENGINE + "."):
                    if layer.get(short(target), -1) > layer.get(short(module), 99):
                        out.setdefault(short(module), set()).add(short(target))
    return out


def test_every_engine_module_has_a_layer():
    engine = {short(m) for m in import_graph() if m == ENGINE or m.startswith(ENGINE + ".")}
    placed = [m for _name, modules in LAYERS for m in modules]
    assert len(placed) == len(set(placed)), "a module in two layers"
    assert not engine - set(placed), f"place these in LAYERS (docs/architecture.md): {sorted(engine - set(placed))}"
    assert not set(placed) - engine, f"gone, strike them off LAYERS: {sorted(set(placed) - engine)}"


def test_no_engine_import_goes_up_a_layer():
    found = upward_imports()
    assert not found, f"an import from a lower layer to a higher one (docs/architecture.md): {found}"
