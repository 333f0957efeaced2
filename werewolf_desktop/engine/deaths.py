"""Deaths and what they set off: lovers' heartbreak, the elder's penalty, last words, and the
follow-up beats of the day (badge, hunter's shot, last words)."""
from __future__ import annotations

from typing import Any

from .catalogue import catalogue
from .citations import cite
from .disguise import drop
from .errors import RuleError
from .state import Death, GameState
from .triggers import triggers_of, watchers
from .victory import announcements, end_if_won



def kill(state: GameState, victims: list[tuple[int, str, str]], phase: str, number: int) -> list[Death]:
    """Kill each (seat, cause, rule) at the same moment. Adds heartbreak (seed 003:22: lovers die
    at the same time) and runs each dead role's death triggers (triggers.py). Returns the deaths in
    the order they happened."""
    batch: list[Death] = []
    queue = list(victims)
    while queue:
        seat, cause, rule = queue.pop(0)
        s = state.seat(seat)
        if not s.alive or not s.in_play:
            # a second cause for a death of the same moment (the pack and the poison on one player:
            # the poison must still block the hunter's shot, 003:44)
            if s.death and (s.death.phase, s.death.number) == (phase, number) and cause not in s.death.causes:
                s.death.causes.append(cause)
            continue
        s.alive = False
        drop(state, seat, strong=False)          # 004 §1.3: weak disguises go first …
        death = Death(seat=seat, phase=phase, number=number, causes=[cause], rule=cite(state.ruleset, rule))
        s.death = death
        state.deaths.append(death)
        batch.append(death)
        if state.options.get("reveal_role_on_death"):
            s.revealed = True
        if s.lover and state.seat(s.lover).alive:
            queue.append((s.lover, "heartbreak", "003:109"))
        for trigger, data in triggers_of(state, seat, death.causes) + watchers(state, seat):
            if trigger.at_death:
                trigger.at_death(state, death, data, queue)
        drop(state, seat, strong=True)           # … strong ones last
    for d in batch:
        state.log("death", seat=d.seat, causes=list(d.causes), rule=d.rule, at=d.phase, number=d.number)
    return batch


def assign_last_words(state: GameState, deaths: list[Death], night_total: int | None = None,
                      like: Death | None = None) -> None:
    """Seed 003 §3: who may leave last words (遗言). `like`: the hunter's target shares the hunter's
    moment (003:23), so it gets last words exactly when the hunter did."""
    policy = state.options["last_words"]
    for d in deaths:
        if like is not None:             # 003:23 the hunter's target dies at the hunter's moment …
            if policy == "per_wolf":
                d.last_words = _spend(state)
            elif like.phase == "night" and like.number >= 2:
                d.last_words = False         # … a second death of night 2+ has no last words (003:20)
            else:
                d.last_words = like.last_words
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


def several_on_night_two(state: GameState, moment: Death) -> list[int]:
    """003:20 + 003:23: a death added later to night 2 (the hunter's shot: "视为与猎人同一时间死亡")
    makes night 2 a night of several deaths, and then none of them has last words, the first one
    included. Returns the seats that lost their last words."""
    if state.options["last_words"] != "standard" or (moment.phase, moment.number) != ("night", 2):
        return []
    same = [d for d in state.deaths if (d.phase, d.number) == ("night", 2)]
    if len(same) < 2:
        return []
    lost = [d.seat for d in same if d.last_words]
    for d in same:
        d.last_words = False
    return lost


def _spend(state: GameState) -> bool:
    if state.last_words_left is None:
        state.last_words_left = sum(n for r, n in state.deck.items() if catalogue().role(r).team == "wolf")
    if state.last_words_left > 0:
        state.last_words_left -= 1
        return True
    return False


def aftermath(state: GameState, deaths: list[Death]) -> list[dict[str, Any]]:
    """The day beats each death brings, in order: badge hand-over (003:37), hunter's shot (003:101),
    last words (003 §3)."""
    beats: list[dict[str, Any]] = []
    for d in deaths:
        if state.sheriff == d.seat:
            beats.append({"kind": "badge", "seat": d.seat})
        for trigger, data in triggers_of(state, d.seat, d.causes):
            if trigger.beats:
                beats.extend(trigger.beats(state, d, data))
        if d.last_words:
            beats.append({"kind": "last_words", "seat": d.seat})
    return beats


def after_deaths(state: GameState, deaths: list, at: int = 0) -> None:
    """Check the winner after a batch of deaths; queue the deaths' follow-up beats at `at`."""
    if end_if_won(state):
        return
    state.agenda[at:at] = announcements(state) + aftermath(state, deaths)


def died_at_dusk(state: GameState, deaths: list[Death], revealed: int | None) -> None:
    """An immediate day attack (the Barber's) killed: told when the eyes open (dusk.py); the deaths'
    own beats (last words, a hunter's shot) follow that announcement."""
    at = next((i for i, b in enumerate(state.agenda) if b["kind"] == "dusk_open"), None)
    if at is None:
        raise RuleError("rule.not_now", input="strike")
    state.agenda[at]["deaths"].extend(d.seat for d in deaths)
    if revealed is not None:
        state.agenda[at]["revealed"].append(revealed)
    after_deaths(state, deaths, at=at + 1)
