"""Strict checks of the role records (resources/roles/*.json) before the catalogue is built.

Every key a record may hold is listed here with what its value must be. An unknown key, a missing
one, or a bad value stops loading with a message naming the file, the role and the key: a typo in
a record can never be silently ignored. Effects, passive abilities, death triggers, target filters,
phase gates, shows, day beats and wins are checked against their registries, so a record can only
name pieces that exist. The registries are handed to the loader (`registries`, gathered by the engine
in tables.py; docs/architecture.md): the catalogue alone (cardprint) checks the structure, and the
names too once the engine has handed its tables.
"""
from __future__ import annotations

import json
from typing import Any, Callable

from .errors import CatalogueError

Check = Callable[[Any], bool]


def is_str(v: Any) -> bool:
    return isinstance(v, str) and bool(v)


def is_bool(v: Any) -> bool:
    return isinstance(v, bool)


def is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def is_order(v: Any) -> bool:
    return v is None or (is_int(v) and 0 <= v <= 100)


def is_texts(v: Any) -> bool:
    """A text: its English (translated in the catalogue, docs/translations.md), or a host's own role's
    texts written inline, `{"en": …, "zh": …}` (English required, every value a text)."""
    return is_str(v) or (isinstance(v, dict) and is_str(v.get("en")) and all(is_str(x) for x in v.values()))


def is_str_list(v: Any) -> bool:
    return isinstance(v, list) and all(is_str(x) for x in v)


def is_option_ref(v: Any) -> bool:
    return isinstance(v, str) and v.startswith("option:")


def one_of(*values: Any) -> Check:
    return lambda v: any(v == x and type(v) is type(x) for x in values)


def either(*checks: Check) -> Check:
    return lambda v: any(c(v) for c in checks)


def is_dict(v: Any) -> bool:
    return isinstance(v, dict)


def is_list_of_dicts(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(x, dict) for x in v)


CATEGORIES = ("god", "villager", "wolf", "none", "chosen")

ROLE_KEYS: dict[str, tuple[bool, Check]] = {      # key -> (required, check)
    "id": (True, is_str), "card": (True, one_of("role", "badge", "token")), "name": (True, is_texts),
    "team": (True, is_str), "category": (True, lambda v: v in CATEGORIES),
    "seer_sees": (True, one_of("good", "wolf")), "has_skill": (True, is_bool), "unique": (True, is_bool),
    "balance": (True, is_int), "groups": (False, is_str_list), "ability": (True, is_texts),
    "sources": (True, is_str_list), "setup": (False, is_dict), "night": (False, is_list_of_dicts),
    "passive": (False, is_dict), "art": (False, is_str),
    # seed 004 and later
    "attributes": (False, is_str_list),      # townsfolk, lycan, killing, investigative, pack… (attributes.py)
    "rulesets": (False, is_str_list),        # offered only in these rulesets (default: all)
    "variant_of": (False, is_str),           # this record replaces that role in its rulesets
    "section": (False, is_str),              # where the role stands in its book (e.g. "2.4")
    "playable": (False, is_dict),            # {"table": false, "reason": {zh,en,de}}
    "on_death": (False, is_list_of_dicts),   # death triggers (triggers.py)
    "start_info": (False, is_dict),          # what the player learns at the first wake / on the phone
    "vote": (False, is_dict),                # day-vote modifiers (votes.py): {"weight": 0, "factor": -1, "redirect": …}
    "dusk": (False, is_list_of_dicts),       # steps at the day's dusk step (dusk.py): night-step keys + moment
    "win": (False, is_dict),                 # the role's own win (victory.py): {"check", "params", "mode"…}
    "office": (False, is_dict),              # an elected office (offices.py, 004 §6): keys in OFFICE_KEYS
}

OFFICE_KEYS: dict[str, tuple[bool, Check]] = {
    "rank": (True, lambda v: is_int(v) and v > 0),       # 004:832: 1 = elected first (the Mayor)
    "extra_vote": (False, is_int),                       # added to the holder's vote (the Mayor's, 004:843)
    "top_two_above": (False, is_int),                    # more living players than this: no extra vote, the
                                                         # holder decides whether the top two are lynched (004:843)
    "knows": (False, one_of("dead_roles")),              # what the holder is told (the Reporter, 004:850)
}

STEP_KEYS: dict[str, tuple[bool, Check]] = {
    "id": (True, is_str), "first_night": (False, is_order), "other_nights": (False, is_order),
    "nights": (False, lambda v: isinstance(v, list) and all(is_int(x) for x in v)),
    "lines": (True, is_texts), "variants": (False, is_list_of_dicts), "extra_lines": (False, is_list_of_dicts),
    "show": (False, is_str), "actions": (False, is_list_of_dicts),
    "exclusive_actions": (False, either(is_bool, is_option_ref)), "skip_when": (False, is_str),
    "when_roles": (False, is_str_list), "when_groups": (False, is_str_list), "wakes": (False, either(is_str, one_of(None))),
    "wakes_marked": (False, is_str),
    "lines_with_election": (False, is_texts), "sources": (False, is_str_list), "phase": (False, one_of("night")),
    "gate": (False, is_str), "alone": (False, is_bool), "day_choice": (False, is_bool), "when": (False, is_dict),
    "moment": (False, one_of("before_vote", "after_vote")), "order": (False, is_order),
    "borrows": (False, is_str), "recognise": (False, is_bool),
}

ACTION_KEYS: dict[str, tuple[bool, Check]] = {
    "id": (True, is_str), "effect": (True, is_str),
    "targets": (False, lambda v: is_int(v) and 0 <= v <= 6),
    "min_targets": (False, lambda v: is_int(v) and 0 <= v <= 6),
    "targets_when_alive": (False, lambda v: isinstance(v, dict) and all(k.isdigit() and is_int(n) and 0 <= n <= 6
                                                                         for k, n in v.items())),
    "pool": (False, one_of("alive", "dead", "any", "group")),
    "self": (False, either(is_bool, is_option_ref)), "no_repeat": (False, either(is_bool, is_option_ref)),
    "once_per_target": (False, is_bool), "uses": (False, lambda v: v is None or (is_int(v) and v > 0) or (
        isinstance(v, dict) and bool(v) and all(k.isdigit() and is_int(n) and n > 0 for k, n in v.items()))),
    "optional": (False, is_bool), "attack": (False, is_str), "blocks": (False, is_str_list),
    "target": (False, one_of("wolf_victim")), "outcome": (False, is_dict), "when": (False, is_dict),
    "filter": (False, is_str), "pick_role": (False, either(is_bool, one_of("any", "deck"), is_str_list)),
    "gate": (False, is_str), "params": (False, is_dict), "default": (False, either(one_of("random"), is_dict)),   # a random target, or this input
    "rule": (False, is_str), "costs": (False, is_str),
    "per_players": (False, lambda v: is_int(v) and v > 0),      # one target per this many players
    "name": (False, is_texts),                                  # the action's own name (a host's role)
}


def _check(where: str, data: dict[str, Any], keys: dict[str, tuple[bool, Check]]) -> None:
    for key in data:
        if key not in keys:
            raise CatalogueError("catalogue.unknown_key", where=where, field=key)
    for key, (required, check) in keys.items():
        if key not in data:
            if required:
                raise CatalogueError("catalogue.missing_key", where=where, field=key)
            continue
        if not check(data[key]):
            raise CatalogueError("catalogue.bad_value", where=where, field=key, value=str(data[key])[:60])


Registries = dict[str, Any]


def known(registries: Registries | None, table: str, name: Any) -> bool:
    """`name` is in the engine's table `table`; every name is, when no engine handed its tables
    (`registries` None: the catalogue alone, cardprint)."""
    return registries is None or name in registries[table]


def check_role(path: str, data: Any, registries: Registries | None) -> None:
    """Check one role record; `registries` names what effects/passives/triggers/filters/gates exist."""
    if not isinstance(data, dict):
        raise CatalogueError("catalogue.bad_record", path=path, reason="not an object")
    where = f"{path} ({data.get('id', '?')})"
    _check(where, data, ROLE_KEYS)
    for key in data.get("passive", {}):
        if not known(registries, "passives", key):
            raise CatalogueError("catalogue.unknown_key", where=f"{where} passive", field=key)
    for trig in data.get("on_death", []):
        if not known(registries, "triggers", trig.get("trigger")):
            raise CatalogueError("catalogue.bad_value", where=f"{where} on_death", field="trigger",
                                 value=str(trig.get("trigger")))
    kind = data.get("start_info", {}).get("kind")
    if "start_info" in data and not known(registries, "start_info", kind):
        raise CatalogueError("catalogue.bad_value", where=f"{where} start_info", field="kind", value=str(kind))
    for attr in data.get("attributes", []):
        if not known(registries, "attributes", attr):
            raise CatalogueError("catalogue.bad_value", where=where, field="attributes", value=attr)
    for step in data.get("night", []):
        check_step(f"{where} night/{step.get('id', '?')}", step, registries)
    for step in data.get("dusk", []):
        check_step(f"{where} dusk/{step.get('id', '?')}", step, registries)
        if "moment" not in step:
            raise CatalogueError("catalogue.missing_key", where=f"{where} dusk/{step.get('id', '?')}", field="moment")
    if "office" in data:
        _check(f"{where} office", data["office"], OFFICE_KEYS)
    for key in data.get("vote", {}):
        if not known(registries, "vote_keys", key):
            raise CatalogueError("catalogue.unknown_key", where=f"{where} vote", field=key)


def check_step(where: str, step: dict[str, Any], registries: Registries | None) -> None:
    _check(where, step, STEP_KEYS)
    if "gate" in step and not known(registries, "gates", step["gate"]):
        raise CatalogueError("catalogue.bad_value", where=where, field="gate", value=step["gate"])
    if "show" in step and not known(registries, "shows", step["show"]):
        raise CatalogueError("catalogue.bad_value", where=where, field="show", value=step["show"])
    for action in step.get("actions", []):
        check_action(f"{where}/{action.get('id', '?')}", action, registries)


def check_action(where: str, action: dict[str, Any], registries: Registries | None) -> None:
    _check(where, action, ACTION_KEYS)
    eff = registries["effects"].get(action["effect"]) if registries is not None else None
    if registries is not None and eff is None:
        raise CatalogueError("catalogue.bad_effect", where=where, effect=action["effect"])
    if eff is not None:
        for key in action.get("params", {}):
            if key not in eff.params:
                raise CatalogueError("catalogue.unknown_key", where=f"{where} params", field=key)
    for key, registry in (("gate", "gates"), ("filter", "filters")):
        if key in action and not known(registries, registry, action[key]):
            raise CatalogueError("catalogue.bad_value", where=where, field=key, value=action[key])


DAY_ORDER_KEYS: dict[str, tuple[bool, Check]] = {
    "beat": (True, is_str), "when": (False, is_str_list), "sources": (False, is_str_list),
    "round": (False, is_int), "moment": (False, one_of("before_vote", "after_vote")), "lynch": (False, is_int),
    "lines": (False, is_texts), "lines_open": (False, is_texts),      # the dusk step's 法官 lines
}


def check_day_order(where: str, entries: Any, registries: Registries | None) -> None:
    """`script.json` "day_order": each beat a kind day.py plays, each condition a named one."""
    if not isinstance(entries, list) or not entries:
        raise CatalogueError("catalogue.bad_value", where=where, field="day_order", value=str(entries)[:60])
    for i, entry in enumerate(entries):
        at = f"{where}[{i}]"
        if not isinstance(entry, dict):
            raise CatalogueError("catalogue.bad_value", where=at, field="beat", value=str(entry)[:60])
        _check(at, entry, DAY_ORDER_KEYS)
        if not known(registries, "day_beats", entry["beat"]):
            raise CatalogueError("catalogue.bad_value", where=at, field="beat", value=entry["beat"])
        for name in entry.get("when", ()):
            if not known(registries, "day_conditions", name):
                raise CatalogueError("catalogue.bad_value", where=at, field="when", value=name)


WIN_MODES = ("team", "co", "ascend")


def check_teams(teams: Any, roles: dict[str, Any], registries: Registries | None) -> dict[str, dict[str, Any]]:
    """Check `script.json` "teams" and every role's team and `win` against it and the wins
    (`registries["wins"]`, victory.WINS)."""

    where = "script.json teams"
    if not isinstance(teams, list) or not teams:
        raise CatalogueError("catalogue.bad_value", where=where, field="teams", value=str(teams)[:60])
    known_keys = {"id", "solo", "win", "each_seat", "unaligned", "sources"}
    out: dict[str, dict[str, Any]] = {}
    for entry in teams:
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
            raise CatalogueError("catalogue.bad_value", where=where, field="id", value=str(entry)[:60])
        for key in entry:
            if key not in known_keys:
                raise CatalogueError("catalogue.unknown_key", where=f"{where}/{entry['id']}", field=key)
        if "win" in entry:
            check_win(f"{where}/{entry['id']}", entry["win"], registries)
        out[entry["id"]] = entry
    for role in roles.values():
        if role.team not in out:
            raise CatalogueError("catalogue.bad_value", where=role.id, field="team", value=role.team)
        if role.win:
            check_win(f"{role.id} win", role.win, registries)
        elif out[role.team].get("each_seat") and role.dealt:
            raise CatalogueError("catalogue.missing_key", where=role.id, field="win")
    return out


def check_win(where: str, win: Any, registries: Registries | None) -> None:
    keys = {"check", "params", "rule", "says", "mode", "lets_win"}
    if not isinstance(win, dict) or "check" not in win:
        raise CatalogueError("catalogue.missing_key", where=where, field="check")
    for key in win:
        if key not in keys:
            raise CatalogueError("catalogue.unknown_key", where=where, field=key)
    name = win["check"]
    if not (isinstance(name, str) and (name.startswith("option:") or known(registries, "wins", name))):
        raise CatalogueError("catalogue.bad_value", where=where, field="check", value=str(name))
    if win.get("mode", "team") not in WIN_MODES:
        raise CatalogueError("catalogue.bad_value", where=where, field="mode", value=str(win.get("mode")))


# --- the value types of a host's own role record ------------------------------------------------
# Beyond the keys above, a record holds open dicts (vote, passive, setup, params, win…) whose keys
# are checked against the registries but whose values only the code reading them knows. A host's
# own record must give each value the type the shipped records give it at the same place: the
# shipped records are the reference (they are checked by playing them), so `"vote": {"weight": "x"}`
# is refused when it is loaded instead of failing in the middle of a game.

def _json_type(v: Any) -> str:
    if isinstance(v, bool):
        return "true/false"
    if isinstance(v, (int, float)):
        return "number"
    names: dict[type, str] = {str: "text", list: "list", dict: "object"}
    return names.get(type(v), "null")


def _places(value: Any, place: str = ""):
    """(place, value) of every value in a record, lists and numbered keys ("13": by players) folded."""
    yield place, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _places(item, f"{place}.{'#' if str(key).isdigit() else key}")
    elif isinstance(value, list):
        for item in value:
            yield from _places(item, f"{place}[]")


def _example(value: Any) -> str:
    """A shipped value as the host would write it (a list or object only by its brackets)."""
    if isinstance(value, (dict, list)):
        return "{…}" if isinstance(value, dict) else "[…]"
    return json.dumps(value, ensure_ascii=False)[:24]


def value_shapes(records: list[dict[str, Any]]) -> dict[str, dict[str, str]]:
    """Place in a record → {JSON type: an example} of what the shipped records hold there."""
    shapes: dict[str, dict[str, str]] = {}
    for record in records:
        for place, value in _places(record):
            shapes.setdefault(place, {}).setdefault(_json_type(value), _example(value))
    return shapes


def check_shapes(where: str, record: dict[str, Any], shapes: dict[str, dict[str, str]]) -> None:
    """Refuse a value whose type no shipped record has at that place (a place no shipped record
    uses is left to the checks above). The message shows a shipped value as the example."""
    for place, value in _places(record):
        known = shapes.get(place)
        if known is not None and _json_type(value) not in known:
            raise CatalogueError("catalogue.bad_type", where=f"{where} ({record.get('id', '?')})",
                                 field=place.lstrip("."), value=_example(value), expected=" / ".join(known.values()))
