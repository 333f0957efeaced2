"""Reading and strictly checking the role catalogue's files (`resources/`: the role records, the
script, the rulesets and the presets, and the host's own role records): `load_catalogue` and
`load_role`, with schema.py's checks. catalogue.py holds the result's classes and loads this module
on first use: a start that finds a checked catalogue kept (catalogue_cache.py) does not read the
records, and needs neither this module nor the schema (issue 32).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..i18n import localize
from .catalogue import Catalogue, Preset, Role, Ruleset, Step, registries
from .errors import CatalogueError
from .jsonfile import ROLE_BYTES, read_json
from .schema import Registries, check_day_order, check_role, check_step, check_teams


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise CatalogueError("catalogue.unreadable", path=str(path), reason=str(exc)) from None


def _role_data(path: Path, regs: Registries | None, max_bytes: int | None = None) -> dict[str, Any]:
    """One role record read, strictly checked and localized (its texts in every language)."""

    d = _read(path) if max_bytes is None else read_json(path, max_bytes=max_bytes)
    check_role(path.name, d, regs)
    d = localize(d, f"roles/{path.name}")
    if d["id"] != path.stem:
        raise CatalogueError("catalogue.bad_record", path=str(path), reason="id must match the file name")
    return d


def _role(d: dict[str, Any]) -> Role:
    return Role(
        id=d["id"], card=d["card"], name=d["name"], team=d["team"], category=d["category"],
        seer_sees=d["seer_sees"], has_skill=bool(d["has_skill"]), unique=bool(d["unique"]),
        balance=int(d["balance"]), groups=tuple(d.get("groups", ())), ability=d["ability"],
        sources=tuple(d.get("sources", ())), setup=d.get("setup", {}),
        night=tuple(Step.from_json(s, d["id"], f"{d['id']}/{s['id']}") for s in d.get("night", ())),
        passive=d.get("passive", {}), art=d.get("art", f"{d['id']}.svg"),
        attributes=tuple(d.get("attributes", ())), rulesets=tuple(d.get("rulesets", ())),
        variant_of=d.get("variant_of"), section=d.get("section"), playable=dict(d.get("playable", {})),
        on_death=tuple(d.get("on_death", ())), start_info=dict(d.get("start_info", {})), vote=dict(d.get("vote", {})),
        dusk=tuple(Step.from_json(s, d["id"], f"{d['id']}/dusk/{s['id']}") for s in d.get("dusk", ())),
        win=dict(d.get("win", {})),
        office=dict(d.get("office", {})),
    )


def load_role(path: Path, regs: Registries | None = None) -> Role:
    """Read and strictly check one role record (`resources/roles/<id>.json`)."""
    return _role(_role_data(path, regs or registries()))


def _own_role(path: Path, regs: Registries | None, shipped: dict[str, Role], script: dict) -> Role:
    """One of the host's own role records (docs/adding-roles.md), checked as strictly as a shipped
    one (schema.py: every value of its kind, so a `"vote": {"weight": "x"}` is refused when loaded,
    not in a game) and more: read with limits (jsonfile.py), and it may not take a shipped role's
    id (it would replace that role silently in every game)."""
    d = _role_data(path, regs, max_bytes=ROLE_BYTES)
    if d["id"] in shipped:
        raise CatalogueError("catalogue.replaces_shipped", path=path.name, role=d["id"])
    art = d.get("art", "")
    if art and (Path(art).name != art or "\\" in art or art.startswith(".")):     # a name in resources/art, no path
        raise CatalogueError("catalogue.bad_value", where=f"{path.name} ({d['id']})", field="art", value=art[:60])
    role = _role(d)
    if role.variant_of and role.variant_of not in shipped:
        raise CatalogueError("catalogue.unknown_role", role=role.variant_of)
    check_teams(script.get("teams"), {role.id: role}, regs)
    return role


def _own_roles(folder: Path, lenient: bool, regs: Registries | None, roles: dict[str, Role],
               script: dict) -> list[tuple[Path, CatalogueError]]:
    """Add the host's own roles of `folder` to `roles`; the refused ones (raised unless `lenient`)."""

    refused: list[tuple[Path, CatalogueError]] = []
    shipped = dict(roles)
    for path in sorted(folder.glob("*.json")):
        try:
            role = _own_role(path, regs, shipped, script)
        except CatalogueError as err:
            if not lenient:
                raise
            refused.append((path, err))
            continue
        roles[role.id] = role
    return refused


def load_catalogue(root: Path, extra_roles: Path | None = None, *, lenient: bool = False) -> Catalogue:
    """Load the catalogue from `root`; `extra_roles` adds the records of another folder (a user's
    own roles, or a test's). A bad record there raises, or with `lenient` is left out and listed in
    `Catalogue.refused` (the app's start: one bad file must not stop it)."""

    regs = registries()
    shipped_data = [_role_data(path, regs) for path in sorted((root / "roles").glob("*.json"))]
    roles: dict[str, Role] = {d["id"]: _role(d) for d in shipped_data}
    for role in roles.values():
        if role.variant_of and role.variant_of not in roles:
            raise CatalogueError("catalogue.unknown_role", role=role.variant_of)

    script = _read(root / "script.json")
    refused = []
    if extra_roles is not None and extra_roles.is_dir():
        refused = _own_roles(extra_roles, lenient, regs, roles, script)
    for s in script["night"]:
        check_step(f"script.json night/{s.get('id')}", s, regs)
    script = localize(script, "script.json")
    meta = tuple(Step.from_json(s, None, f"script/{s['id']}") for s in script["night"])
    check_day_order("script.json day_order", script.get("day_order", []), regs)
    teams = check_teams(script.get("teams"), roles, regs)
    rs = localize(_read(root / "rulesets.json"), "rulesets.json")
    rulesets = {k: Ruleset(k, v["name"], v["summary"], tuple(v["sources"]), v["options"]) for k, v in rs["rulesets"].items()}
    option_names = frozenset(rulesets[rs["default"]].options)
    ps = localize(_read(root / "presets.json"), "presets.json")
    presets = {}
    for p in ps["presets"]:
        for role_id in p["deck"]:
            if role_id not in roles:
                raise CatalogueError("catalogue.unknown_role", role=role_id)
        set_aside = sum(sum(roles[r].setup.get("extra_cards", {}).values()) for r in p["deck"])
        # a preset names base roles; its ruleset plays its own variants of them (seed 004's Witch, Wolf)
        variants = {r.variant_of: r.id for r in roles.values() if r.variant_of and p["ruleset"] in r.rulesets}
        deck = {variants.get(k, k): v for k, v in p["deck"].items()}
        presets[p["id"]] = Preset(p["id"], p["ruleset"], tuple(p["players"]), p["name"], deck, p["options"],
                                  tuple(p["sources"]), set_aside)
    return Catalogue(roles, meta, tuple(script["day"]), rulesets, presets, rs["default"], ps["default"], option_names,
                     rs.get("option_values", {}), tuple(script.get("day_order", ())), dict(script.get("dawn", {})),
                     teams, tuple(refused))
