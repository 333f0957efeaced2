"""One attack pipeline for every killer (seed 004 §1.2): the pack, the witch's poison, the
vigilante, the Priest, the Assassin…

An attack is queued when the action is entered, with its *attacker*: the actor, or for a group
kill one random member who pointed at the victim (drawn from the game's seed; the group is never
told). At dawn each attack meets the defences in the order `script.json` gives (`dawn.defences`);
the first that applies decides, and otherwise the attack lands. Attacks resolve in batches (the
pack's first: 狼刀在先, 003:46), the win checked after each.

An attack on a player also hits whoever stays at that player's home tonight (status marker
`staying_with`, the Hooker 004:274), and one that lands may take its attacker along (`backfire`:
the Lone Wolf who kills outside the townsfolk and solo roles, 004:539). An immediate attack (a
dying breath, 004:412) meets the same defences at once (`strike_now`); by day tonight's
protections are over. A defence's note may name a `settle` step (SETTLERS) that changes the state
once the attack is decided: a life spent, a death put off until dusk (the Macho, 004:182).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Callable

from . import rng, status
from .attributes import role_of, tags_of
from .catalogue import catalogue
from .notices import notify
from .queries import member_weight
from .resources import amount, spend
from .roles_in_play import change_role
from .state import GameState


def queue(state: GameState, target: int, kind: str, step: str, attacker: int | None, rule: str | None = None,
          lands: str = "kill") -> dict[str, Any]:
    attack = {"target": target, "kind": kind, "step": step, "attacker": attacker, "rule": rule or "",
              "tags": list(tags_of(state, attacker)), "lands": lands}
    assert state.night is not None                  # attacks are queued at night
    state.night.attacks.append(attack)
    return attack


def group_tally(state: GameState, group: str | None, votes: Mapping[int, int | None]) -> tuple[dict[int, float], list[int]]:
    """Weighted points per target and the targets with the most (none if nothing counted). A member
    left at "—" (None: did not point) counts for nobody (issue 29.5)."""
    counts: dict[int, float] = {}
    for member, target in votes.items():
        if target is None:
            continue
        counts[target] = counts.get(target, 0.0) + member_weight(state, member, group)
    best = max(counts.values(), default=0.0)
    top = sorted(t for t, c in counts.items() if c == best and best > 0)
    if len(top) > 1:      # no consensus: the alpha wolf's wish wins (002:90, the `pack_tiebreak` passive)
        wish = [t for m, t in votes.items() if t in top and _role_passive(state, m, "pack_tiebreak")]
        top = wish[:1] or top
    return counts, top


def attribute(state: GameState, members: list[int], victim: int, votes: dict[int, int] | None) -> int | None:
    """004 §1.2: a random member of the group who voted for the victim is the attacker."""
    pointed = [m for m in members if votes and votes.get(m) == victim] or members
    return rng.draw(state, "attacker", sorted(pointed))


def matches(spec: list[str] | tuple[str, ...], attack: dict[str, Any]) -> bool:
    """Does a defence listing these kinds/attacker tags apply to this attack? ("all": every one)"""
    return "all" in spec or attack["kind"] in spec or bool(set(spec) & set(attack["tags"]))


# ---------------------------------------------------------------------------- defences
def shields(state: GameState, seat: int, kind: str) -> list[dict[str, Any]]:
    if state.phase != "night":
        return []                                   # tonight's protections end at dawn
    assert state.night is not None
    out = [s for s in state.night.shields if s["seat"] == seat and s["kind"] == kind]
    ahead = state.seat(seat).status.get("shielded")        # a protection given for this night earlier
    if kind == "guard" and ahead and ahead.get("for_night") == state.night.number:   # (charmed food, 004:754)
        out.append({"seat": seat, "kind": "guard", "step": ahead.get("step", ""), "blocks": list(ahead.get("blocks", ["all"]))})
    return out


def _role_passive(state: GameState, seat: int, key: str) -> Any:
    s = state.seat(seat)
    if not s.role or s.powerless:
        return None
    return catalogue().role(s.role).passive.get(key)


def turned(state: GameState, attack: dict, lives: dict[int, int]) -> dict | None:
    """A role that turns instead of dying when these attackers attack it, before every other effect
    (passive `turns_into`: the Cursed Civilian attacked by a lycan becomes a Packless Wolf, 004:919-925)."""
    t = attack["target"]
    rule = _role_passive(state, t, "turns_into")
    if rule and matches(rule.get("against", []), attack):
        return {"note": {"seat": t, "note": "night.turned", "rule": rule.get("rule", "004:919"), "settle": "turn",
                         "into": rule["into"]}}
    return None


def guard_and_save(state: GameState, attack: dict, lives: dict[int, int]) -> dict | None:
    """003:41 (规则盲点 1): guarded and saved the same night → the victim dies all the same."""
    t = attack["target"]
    guarded = [s for s in shields(state, t, "guard") if matches(s["blocks"], attack)]
    saved = [s for s in shields(state, t, "heal") if matches(s["blocks"], attack)]
    if guarded and saved and state.options.get("guard_and_save_kills"):
        return {"dies": True, "rule": "003:41", "note": {"seat": t, "note": "night.guard_and_save", "rule": "003:41"}}
    return None


def immune(state: GameState, attack: dict, lives: dict[int, int]) -> dict | None:
    kinds = _role_passive(state, attack["target"], "immune") or []
    if attack["kind"] in kinds:                                    # wolfsbane (002:80)
        return {"note": {"seat": attack["target"], "note": "night.immune", "rule": "002:80"}}
    return None


def warded(state: GameState, attack: dict, lives: dict[int, int]) -> dict | None:
    """Immune to every attack this night (marker `warded {night}`: the Reaper after the player it
    empowered died, 004:1048)."""
    t = attack["target"]
    ward = state.seat(t).status.get("warded")
    if ward and state.phase == "night" and state.night and ward["night"] == state.night.number:
        return {"note": {"seat": t, "note": "night.warded", "rule": "004:1048"}}
    return None


def protected(state: GameState, attack: dict, lives: dict[int, int]) -> dict | None:
    t = attack["target"]
    by = [s["step"] for s in shields(state, t, "guard") if matches(s["blocks"], attack)]
    if by:                                                         # guard 003:103, witch's life potion 004:433
        return {"note": {"seat": t, "note": "night.protected", "by": by, "rule": "003:103",
                         "params": {"cause": attack["kind"]}}}        # from what: the fire is no werewolf (issue 29.20)
    return None


def healed(state: GameState, attack: dict, lives: dict[int, int]) -> dict | None:
    t = attack["target"]
    if any(matches(s["blocks"], attack) for s in shields(state, t, "heal")):
        return {"note": {"seat": t, "note": "night.saved", "rule": "003:99"}}
    return None


def pack_steps() -> frozenset[str]:
    """The night steps at which the pack itself attacks (its victim's escape is told to it)."""
    return frozenset(s.id for s in catalogue().night_steps() if s.wakes == "pack")


def extra_life(state: GameState, attack: dict, lives: dict[int, int]) -> dict | None:
    """A life spent instead of dying (elder 003:105, runner 004:197, scared wolf 004:484)."""
    t = attack["target"]
    rule = _role_passive(state, t, "lives") or {}
    if rule.get("at") == "night" and state.phase != "night":
        return None          # a spare life against night attacks only: a day attack kills (004:485)
    if lives[t] > 1 and matches(rule.get("against", []), attack):
        lives[t] -= 1
        return {"life": True, "note": {"seat": t, "note": "night.extra_life", "rule": rule.get("rule", "003:105"),
                                       "tell": bool(rule.get("told")), "settle": "spend_life",
                                       "by_pack": attack.get("step") in pack_steps()}}
    return None


def away_from_home(state: GameState, attack: dict, lives: dict[int, int]) -> dict | None:
    """The Hooker sleeps elsewhere: attacks on their own home fail (004:274)."""
    t = attack["target"]
    if status.has(state, t, "staying_with") and not attack.get("via"):
        return {"note": {"seat": t, "note": "night.away_from_home", "rule": "004:274"}}
    return None


def spends_resource(state: GameState, attack: dict, lives: dict) -> dict | None:
    """Passive `spends_to_survive` {resource, rule}: attacked at night with one to spare, the
    player survives and one is used up by itself (the Devil's soul, 004:667)."""
    t = attack["target"]
    rule = _role_passive(state, t, "spends_to_survive")
    if not rule or state.phase != "night":
        return None

    used = lives.get(("spent", t), 0)
    if amount(state, t, rule["resource"]) - used < 1:
        return None
    lives[("spent", t)] = used + 1
    return {"note": {"seat": t, "note": "night.resource_spent", "rule": rule.get("rule", "004:667"),
                     "settle": "spend_resource", "resource": rule["resource"],
                     "notice": rule.get("notice", "notice.resource_spent")}}


def turned_by_marker(state: GameState, attack: dict, lives: dict) -> dict | None:
    """A night attack on a player carrying a marker with `into` (demonized, tainted) turns that
    player into that role instead of killing it, unseen by the table (004:693, 004:87). Once per
    marker: a second attack the same night kills the new role (the Wolf's Cub's double kill,
    004:511)."""
    t = attack["target"]
    if state.phase != "night" or ("turned", t) in lives:
        return None
    marker = next((name for name, v in state.seat(t).status.items() if isinstance(v, dict) and v.get("into")), None)
    if marker is None:
        return None
    lives[("turned", t)] = 1
    return {"note": {"seat": t, "note": "night.turned_marked", "rule": "004:693", "settle": "turn_marked", "marker": marker,
                     "into": state.seat(t).status[marker]["into"]}}


def delayed(state: GameState, attack: dict, lives: dict[int, int]) -> dict | None:
    """The Macho survives every attack until the end of the next day (night attack) or of this day
    (day attack) and learns one attacker's name (004:182-183); a lynch kills as usual."""
    t = attack["target"]
    rule = _role_passive(state, t, "delayed_death")
    if not rule:
        return None
    day = state.night.number if state.phase == "night" and state.night else state.day_number
    return {"note": {"seat": t, "note": "night.delayed", "rule": rule.get("rule", "004:182"), "settle": "doom",
                     "kind": attack["kind"], "attacker": attack["attacker"], "until_day": day}}


DEFENCES: dict[str, Callable[[GameState, dict, dict[int, int]], dict | None]] = {
    "turned": turned, "warded": warded, "guard_and_save": guard_and_save, "immune": immune, "away_from_home": away_from_home, "protected": protected,
    "healed": healed, "extra_life": extra_life, "spends_resource": spends_resource, "turned_by_marker": turned_by_marker,
    "delayed": delayed,
}


# ---------------------------------------------------------------------------- settling
def _spend_life(state: GameState, note: dict, notes: list[dict]) -> None:
    seat = note["seat"]
    state.seat(seat).lives -= 1
    if note["tell"]:          # seed 004:200: the Runner is told, and the pack learns why …
        notify(state, seat, "notice.survived_attack", at="dawn", seat=seat)
        if note.get("by_pack"):   # … only when it escaped the pack (004:200, 004:875), not a Lone Wolf
            notify(state, "pack", "notice.victim_escaped", at="wake", seat=seat, role=state.seat(seat).role)


def _doom(state: GameState, note: dict, notes: list[dict]) -> None:
    """Put the death off until dusk; once the last such note of this seat is settled, the player
    is told one attacker's name (a random one if several, 004:183)."""
    seat = note["seat"]
    doomed = state.seat(seat).status.get("doomed")
    if not doomed:
        status.put(state, seat, "doomed", for_day=note["until_day"], cause=note["kind"], rule=note["rule"], attackers=[])
        doomed = state.seat(seat).status["doomed"]
    if note["attacker"] is not None:
        doomed["attackers"].append(note["attacker"])
    mine = [n for n in notes if n.get("settle") == "doom" and n["seat"] == seat]
    if note is mine[-1] and doomed["attackers"]:
        attacker = rng.draw(state, "attacker_told", sorted(set(doomed["attackers"])))
        notify(state, seat, "notice.attacked_by", at="dawn" if state.phase == "night" else "now", seat=seat,
               attacker=attacker)


def _turn(state: GameState, note: dict, notes: list[dict]) -> None:
    """The turned player takes the new role (the ruleset's variant), keeps its groups and joins the new
    role's, and is told privately once the night is announced (004:919, 004:931)."""

    seat = note["seat"]
    if not _role_passive(state, seat, "turns_into"):
        return                                    # already turned by an earlier attack of this night
    into = catalogue().variant(note["into"], state.ruleset)
    change_role(state, seat, into)
    status.put(state, seat, "converted")
    notify(state, seat, "notice.turned", at="dawn" if state.phase == "night" else "now", seat=seat, role=into)
    state.log("turned", seat=seat, role=into, secret=True)


def _turn_by_marker(state: GameState, note: dict, notes: list[dict]) -> None:
    """The marked player loses its role and becomes the marker's role (keeping its groups, where it
    now points for nothing, 004:695), told privately after the dawn announcement."""

    seat, into = note["seat"], catalogue().variant(note["into"], state.ruleset)
    status.take_off(state, seat, note["marker"])
    change_role(state, seat, into)
    notify(state, seat, "notice.turned_marked", at="dawn" if state.phase == "night" else "now", seat=seat, role=into)
    state.log("turned", seat=seat, role=into, secret=True)


def _spend_resource(state: GameState, note: dict, notes: list[dict]) -> None:
    spend(state, note["seat"], note["resource"])
    notify(state, note["seat"], note["notice"], at="dawn" if state.phase == "night" else "now", seat=note["seat"])


SETTLERS: dict[str, Callable[[GameState, dict, list[dict]], None]] = {"spend_life": _spend_life, "doom": _doom,
                                                                      "turn": _turn, "turn_marked": _turn_by_marker,
                                                                      "spend_resource": _spend_resource}


def settle(state: GameState, notes: list[dict[str, Any]]) -> None:
    for note in notes:
        if note.get("settle"):
            SETTLERS[note["settle"]](state, note, notes)


def due_at_dusk(state: GameState) -> list[tuple[int, str, str]]:
    """The put-off deaths whose time has come at this dusk (seat, cause, rule)."""
    return [(s.seat, s.status["doomed"]["cause"], s.status["doomed"]["rule"]) for s in state.seats
            if s.alive and "doomed" in s.status and s.status["doomed"]["for_day"] <= state.day_number]


NIGHT_ONLY = ("guard_and_save", "protected", "healed", "away_from_home")


def record(state: GameState, attacks: list[dict[str, Any]]) -> None:
    """Keep who attacked whom, and as which role, in the timeline (secret): the Coroner is told the
    roles behind a death (004:914), the Apprentice takes the role of whoever was attacked (004:881)."""
    state.log("attacked", secret=True, attacks=[
        {"target": a["target"], "kind": a["kind"], "attacker": a["attacker"],
         "role": (role.id if a["attacker"] and (role := role_of(state, a["attacker"])) else None)}
        for a in attacks])


def recorded(state: GameState, phase: str, number: int) -> list[dict[str, Any]]:
    """The attacks of one night (`phase` "night") or day, as `record` kept them."""
    key = "night" if phase == "night" else "day"
    found = []
    # from the newest entry back: `state.log` stamps each entry with the night and day number of its
    # time, and both only ever go up (start_night / start_day), so once an entry's number is below
    # `number` every earlier one is too — the scan stops there instead of reading the whole game
    for e in reversed(state.timeline):
        if e[key] < number:
            break
        if e["kind"] == "attacked" and e["phase"] == phase and e[key] == number:
            found.append(e["attacks"])
    return [a for attacks in reversed(found) for a in attacks]


def strike_now(state: GameState, target: int, kind: str, attacker: int | None, rule: str) -> bool:
    """An immediate attack (a dying breath): the defences decide at once. True if it kills."""
    attack = {"target": target, "kind": kind, "step": "", "attacker": attacker, "rule": rule,
              "tags": list(tags_of(state, attacker)), "lands": "kill"}
    record(state, [attack])
    lives = {s.seat: s.lives for s in state.seats}
    for name in catalogue().dawn.get("defences", list(DEFENCES)):
        if state.phase != "night" and name in NIGHT_ONLY:
            continue
        decided = DEFENCES[name](state, attack, lives)
        if decided:
            settle(state, [decided["note"]])
            state.log("strike", target=target, attack=kind, attacker=attacker, stopped=decided["note"]["note"], secret=True)
            return bool(decided.get("dies"))
    return True

# What happens when an attack gets through: "kill" (a death), or "convert" (the victim joins the
# attackers instead, "Thing" 002:94).
LANDINGS = ("kill", "convert")


def batch_of(state: GameState, attack: dict) -> int:
    for i, kinds in enumerate(catalogue().dawn.get("batches", [["*"]])):
        if attack["kind"] in kinds or "*" in kinds:
            return i
    return len(catalogue().dawn.get("batches", []))


def with_visitors(state: GameState) -> list[dict[str, Any]]:
    """Tonight's attacks, each also aimed at whoever stays at the victim's home (004:274)."""
    staying = {s.seat: s.status["staying_with"]["host"] for s in state.seats if s.alive and "staying_with" in s.status}
    out = []
    assert state.night is not None
    for attack in state.night.attacks:
        out.append(attack)
        copy = {k: val for k, val in attack.items() if k != "backfire"}    # the host's kind decided a backfire
        out += [dict(copy, target=guest, via=host) for guest, host in sorted(staying.items()) if host == attack["target"]]
    return out


def plan(state: GameState) -> tuple[list[list[tuple[int, str, str]]], list[dict[str, Any]]]:
    """Decide tonight's deaths without changing the state: batches of (seat, cause, rule) in the
    order they count, plus notes for the moderator."""
    order = catalogue().dawn.get("defences", list(DEFENCES))
    lives = {s.seat: s.lives for s in state.seats}
    n_batches = len(catalogue().dawn.get("batches", [["*"]]))
    batches: list[list[tuple[int, str, str]]] = [[] for _ in range(n_batches)]
    notes: list[dict[str, Any]] = []
    for attack in with_visitors(state):
        decided = None
        for name in order:
            decided = DEFENCES[name](state, attack, lives)
            if decided:
                break
        if decided:
            notes.append(decided["note"])
            if not decided.get("dies"):
                continue
        if attack["lands"] == "convert":
            notes.append({"seat": attack["target"], "note": "night.converted", "rule": "002:94"})
            continue
        batches[batch_of(state, attack)].append((attack["target"], attack["kind"], decided and decided.get("rule") or attack["rule"]))
        if attack.get("via"):          # the Hooker at the attacked house (004:274): said in the explanation
            notes.append({"seat": attack["target"], "note": "night.hit_at_host", "rule": "004:274",
                          "params": {"host": attack["via"]}})
        if attack.get("backfire"):
            batches[batch_of(state, attack)].append((attack["attacker"], attack["backfire"], attack["rule"]))
    return batches, notes
