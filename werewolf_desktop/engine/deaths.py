"""Deaths and what they set off: lovers' heartbreak, the elder's penalty, last words, and the
follow-up beats of the day (badge, hunter's shot, last words)."""
from __future__ import annotations

from typing import Any

from .catalogue import catalogue
from .state import Death, GameState

# Causes that trigger the elder's penalty, and those that block the hunter, come from the role data
# (`passive.death_penalty.causes`) and the ruleset (`hunter_blocked_by`).


def kill(state: GameState, victims: list[tuple[int, str, str]], phase: str, number: int) -> list[Death]:
    """Kill each (seat, cause, rule) at the same moment. Adds heartbreak (seed 003:22: lovers die
    at the same time) and the elder's penalty. Returns the deaths in the order they happened."""
    cat = catalogue()
    batch: list[Death] = []
    queue = list(victims)
    while queue:
        seat, cause, rule = queue.pop(0)
        s = state.seat(seat)
        if not s.alive or not s.in_play:
            for d in batch:      # a second cause for a death of this same batch
                if d.seat == seat and cause not in d.causes:
                    d.causes.append(cause)
            continue
        s.alive = False
        death = Death(seat=seat, phase=phase, number=number, causes=[cause], rule=rule)
        s.death = death
        state.deaths.append(death)
        batch.append(death)
        if state.options.get("reveal_role_on_death"):
            s.revealed = True
        if s.lover and state.seat(s.lover).alive:
            queue.append((s.lover, "heartbreak", "003:109"))
        role = cat.role(s.role) if s.role else None
        on_death = role.passive.get("on_death", {}) if role else {}
        if on_death.get("mechanic") == "extra_targets":    # Wolf's Cub (004:511): the pack kills twice next night
            key = f"{on_death['step']}.{on_death['action']}"
            extra = state.next_night_extra.setdefault(key, {"count": 0, "repeat": bool(on_death.get("repeat"))})
            extra["count"] += int(on_death.get("count", 1))
        penalty = role.passive.get("death_penalty") if role else None
        if penalty and cause in penalty["causes"] and not s.powerless and not state.penalty_applied:
            state.penalty_applied = True     # seed 003:105: every good role with a skill loses it
            for other in state.seats:
                r = cat.role(other.role) if other.role else None
                if r and r.team == "village" and r.has_skill and other.seat != seat:
                    other.powerless = True
                    if other.revealed_idiot and other.alive:     # "白痴已翻牌的要判离场"
                        queue.append((other.seat, "elder_penalty", "003:105"))
            state.log("elder_penalty", seat=seat)
    for d in batch:
        state.log("death", seat=d.seat, causes=list(d.causes), rule=d.rule, at=d.phase, number=d.number)
    return batch


def assign_last_words(state: GameState, deaths: list[Death], night_total: int | None = None,
                      like: Death | None = None) -> None:
    """Seed 003 §3: who may leave last words (遗言). `like`: the hunter's target shares the hunter's
    moment (003:23), so it gets last words exactly when the hunter did."""
    policy = state.options.get("last_words", "standard")
    for d in deaths:
        if like is not None:
            d.last_words = like.last_words if policy != "per_wolf" else _spend(state)
        elif policy == "none":
            d.last_words = False
        elif policy == "per_wolf":                       # 003:27: as many last words as wolves
            d.last_words = _spend(state)
        elif "self_destruct" in d.causes or d.phase == "day":   # 003:25, 003:20 (all day deaths)
            d.last_words = True
        elif d.number == 1:                              # 003:20, 003:26 (night 1, however many)
            d.last_words = True
        elif d.number == 2 and policy == "standard":     # 003:20: night 2, a single death only
            d.last_words = (night_total or len(deaths)) == 1
        else:                                            # 003:21 (night 3+), advanced rule (night 2+)
            d.last_words = False


def _spend(state: GameState) -> bool:
    if state.last_words_left is None:
        state.last_words_left = sum(n for r, n in state.deck.items() if catalogue().role(r).team == "wolf")
    if state.last_words_left > 0:
        state.last_words_left -= 1
        return True
    return False


def hunter_can_shoot(state: GameState, seat: int, causes: list[str] | None = None) -> bool:
    s = state.seat(seat)
    role = catalogue().role(s.role) if s.role else None
    on_death = role.passive.get("on_death") if role else None
    if not on_death or on_death.get("mechanic") != "shoot" or s.powerless or s.has_shot:
        return False
    blocked = set(state.options.get("hunter_blocked_by", []))     # 003:44, 003:101 (standard)
    causes = causes if causes is not None else (s.death.causes if s.death else [])
    return not (blocked & set(causes))


def aftermath(state: GameState, deaths: list[Death]) -> list[dict[str, Any]]:
    """The day beats each death brings, in order: badge hand-over (003:37), hunter's shot (003:101),
    last words (003 §3)."""
    beats: list[dict[str, Any]] = []
    for d in deaths:
        if state.sheriff == d.seat:
            beats.append({"kind": "badge", "seat": d.seat})
        if hunter_can_shoot(state, d.seat):
            beats.append({"kind": "hunter_shot", "seat": d.seat})
        if d.last_words:
            beats.append({"kind": "last_words", "seat": d.seat})
    return beats
