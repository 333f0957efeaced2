"""One attack pipeline for every killer (seed 004 §1.2): the pack, the witch's poison, the
vigilante, the Priest, the Assassin…

An attack is queued when the action is entered, with its *attacker*: the actor, or for a group
kill one random member who pointed at the victim (drawn from the game's seed; the group is never
told). At dawn each attack meets the defences in the order `script.json` gives (`dawn.defences`);
the first that applies decides, and otherwise the attack lands. Attacks resolve in batches (the
pack's first: 狼刀在先, 003:46), the win checked after each.
"""
from __future__ import annotations

from typing import Any, Callable

from . import rng
from .attributes import tags_of
from .catalogue import catalogue
from .state import GameState


def queue(state: GameState, target: int, kind: str, step: str, attacker: int | None, rule: str | None = None,
          lands: str = "kill") -> dict[str, Any]:
    attack = {"target": target, "kind": kind, "step": step, "attacker": attacker, "rule": rule or "",
              "tags": list(tags_of(state, attacker)), "lands": lands}
    state.night.attacks.append(attack)
    return attack


def attribute(state: GameState, members: list[int], victim: int, votes: dict[int, int] | None) -> int | None:
    """004 §1.2: a random member of the group who voted for the victim is the attacker."""
    pointed = [m for m in members if votes and votes.get(m) == victim] or members
    return rng.draw(state, "attacker", sorted(pointed))


def matches(spec: list[str] | tuple[str, ...], attack: dict[str, Any]) -> bool:
    """Does a defence listing these kinds/attacker tags apply to this attack? ("all": every one)"""
    return "all" in spec or attack["kind"] in spec or bool(set(spec) & set(attack["tags"]))


# ---------------------------------------------------------------------------- defences
def shields(state: GameState, seat: int, kind: str) -> list[dict[str, Any]]:
    return [s for s in state.night.shields if s["seat"] == seat and s["kind"] == kind]


def _role_passive(state: GameState, seat: int, key: str) -> Any:
    s = state.seat(seat)
    if not s.role or s.powerless:
        return None
    return catalogue().role(s.role).passive.get(key)


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


def protected(state: GameState, attack: dict, lives: dict[int, int]) -> dict | None:
    t = attack["target"]
    by = [s["step"] for s in shields(state, t, "guard") if matches(s["blocks"], attack)]
    if by:                                                         # guard 003:103, witch's life potion 004:433
        return {"note": {"seat": t, "note": "night.protected", "by": by, "rule": "003:103"}}
    return None


def healed(state: GameState, attack: dict, lives: dict[int, int]) -> dict | None:
    t = attack["target"]
    if any(matches(s["blocks"], attack) for s in shields(state, t, "heal")):
        return {"note": {"seat": t, "note": "night.saved", "rule": "003:99"}}
    return None


def extra_life(state: GameState, attack: dict, lives: dict[int, int]) -> dict | None:
    """A life spent instead of dying (elder 003:105, runner 004:197, scared wolf 004:484)."""
    t = attack["target"]
    rule = _role_passive(state, t, "lives") or {}
    if lives[t] > 1 and matches(rule.get("against", []), attack):
        lives[t] -= 1
        return {"life": True, "note": {"seat": t, "note": "night.extra_life", "rule": rule.get("rule", "003:105"),
                                       "tell": bool(rule.get("told"))}}
    return None


DEFENCES: dict[str, Callable[[GameState, dict, dict[int, int]], dict | None]] = {
    "guard_and_save": guard_and_save, "immune": immune, "protected": protected, "healed": healed,
    "extra_life": extra_life,
}

# What happens when an attack gets through: "kill" (a death), or "convert" (the victim joins the
# attackers instead, "Thing" 002:94).
LANDINGS = ("kill", "convert")


def batch_of(state: GameState, attack: dict) -> int:
    for i, kinds in enumerate(catalogue().dawn.get("batches", [["*"]])):
        if attack["kind"] in kinds or "*" in kinds:
            return i
    return len(catalogue().dawn.get("batches", []))


def plan(state: GameState) -> tuple[list[list[tuple[int, str, str]]], list[dict[str, Any]]]:
    """Decide tonight's deaths without changing the state: batches of (seat, cause, rule) in the
    order they count, plus notes for the moderator."""
    order = catalogue().dawn.get("defences", list(DEFENCES))
    lives = {s.seat: s.lives for s in state.seats}
    n_batches = len(catalogue().dawn.get("batches", [["*"]]))
    batches: list[list[tuple[int, str, str]]] = [[] for _ in range(n_batches)]
    notes: list[dict[str, Any]] = []
    for attack in state.night.attacks:
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
    return batches, notes
