"""The night: the ordered script of the roles in the deck, the woken roles' actions, and dawn.

A night is a pipeline of generic actions: targets are chosen (`protect`, `attack`, `heal`,
`inspect`, `link_lovers`, `take_bottom_card`, `take_hidden_card`), immediate information is
shown, and at dawn the queued attacks and protections are resolved by ordered rules.
Which role does what is data (`resources/roles/*.json`, `resources/script.json`).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from .catalogue import Action, Step, catalogue
from .deaths import assign_last_words, kill
from .errors import RuleError
from .state import GameState, NightState
from .victory import check_winner

IDENTIFY_PREFIX = "identify:"


# ---------------------------------------------------------------------------- the schedule
def deck_roles(state: GameState) -> list[str]:
    """Every role whose card is in the deck, dealt or not: a buried card's step is still called
    with the same words (seed 003:80 note 1), and so is a dead role's (notes 9, 11)."""
    return [r for r, n in state.deck.items() if n > 0]


@lru_cache(maxsize=1)
def steps_by_id() -> dict[str, Step]:
    """Every night step of the (immutable, cached) catalogue by id."""
    return {s.id: s for s in catalogue().night_steps()}


def build_schedule(state: GameState, number: int) -> list[str]:
    cat = catalogue()
    roles = deck_roles(state)
    groups = {g for r in roles for g in cat.role(r).groups}
    ordered: list[tuple[int, str]] = []
    for role_id in roles:
        for step in cat.role(role_id).night:
            order = step.order(number)
            if order is None:
                continue
            if step.skip_when == "hunter_has_shot" and any(   # 003:88 note 9
                    state.seat(s).has_shot for s in range(1, len(state.seats) + 1)
                    if state.seat(s).original_role == role_id or state.seat(s).role == role_id):
                continue
            ordered.append((order, step.id))
    for step in cat.meta_steps:
        order = step.order(number)
        if order is None:
            continue
        if step.when_roles and not set(step.when_roles) & set(roles):
            continue
        if step.when_groups and not set(step.when_groups) & groups:
            continue
        ordered.append((order, step.id))
    if state.deal_mode == "printed" and number == 1:
        # Roles that never wake are identified at the end of night 1 (they raise a hand).
        for role_id in roles:
            role = cat.role(role_id)
            if role_id != "villager" and not role.night and "pack" not in role.groups:
                ordered.append((98, IDENTIFY_PREFIX + role_id))
    ordered.sort()
    return [step_id for _, step_id in ordered]


def start_night(state: GameState, number: int) -> None:
    state.phase = "night"
    state.agenda = []
    state.night = NightState(number=number, schedule=build_schedule(state, number),
                             extra_targets=state.next_night_extra)
    state.next_night_extra = {}
    state.log("night_start")


def current_step_id(state: GameState) -> str:
    return state.night.schedule[state.night.cursor]


# ---------------------------------------------------------------------------- who wakes
def actors(state: GameState, step: Step) -> list[int]:
    if step.role:
        return state.holders(step.role)
    if step.wakes == "pack":
        cat = catalogue()
        return [s.seat for s in state.seats if s.in_play and s.role and "pack" in cat.role(s.role).groups]
    if step.wakes == "lovers":
        return list(state.lovers or ())
    return []


def roles_to_identify(state: GameState, step_id: str) -> list[str]:
    """Printed cards: the roles the moderator must still identify at this step of night 1."""
    if state.deal_mode != "printed" or state.night.number != 1:
        return []
    cat = catalogue()
    if step_id.startswith(IDENTIFY_PREFIX):
        wanted = [step_id[len(IDENTIFY_PREFIX):]]
    else:
        step = steps_by_id()[step_id]
        if step.role:
            wanted = [step.role]
        elif step.wakes == "pack":
            wanted = [r for r in deck_roles(state) if "pack" in cat.role(r).groups]
        else:
            wanted = []
    done = state.night.identified
    return [r for r in wanted if r not in done]


# ---------------------------------------------------------------------------- private information
def wolf_target(state: GameState) -> int | None:
    targets = state.night.actions.get("pack", {}).get("kill")
    return targets[0] if targets else None


def wolf_victim_shown(state: GameState, step: Step, actor: int) -> int | None:
    """Whom the moderator shows at a `show: wolf_victim` step (the witch: 003:60, 003:84 note 5)."""
    for action in step.actions:
        if action.mechanic == "heal" and action.uses is not None:
            used = state.seat(actor).uses.get(step.key(action), 0)
            if used >= action.uses and action.id not in state.night.actions.get(step.id, {}):
                return None                   # 003:43 6(3): antidote gone → no longer told
    victim = wolf_target(state)
    if victim is None:
        return None
    lives = catalogue().role(state.seat(victim).role).passive.get("lives", {}) if state.seat(victim).role else {}
    if lives.get("hide_from_witch") and state.seat(victim).lives > 1:
        return None                           # 003:105: the elder's first life → no knife shown
    return victim


def lives_of(role_id: str) -> int:
    return catalogue().role(role_id).lives


def action_targets(state: GameState, step: Step, action: Action) -> tuple[int, bool]:
    """How many targets an action takes tonight, and whether one may be chosen twice
    (Wolf's Cub: the pack kills twice the night after, seed 004 §3.2)."""
    extra = state.night.extra_targets.get(step.key(action), {})
    return action.targets + int(extra.get("count", 0)), bool(extra.get("repeat"))


def option(state: GameState, value: Any) -> Any:
    """Resolve "option:<name>" references in role data against the game's options."""
    if isinstance(value, str) and value.startswith("option:"):
        return state.options.get(value[len("option:"):])
    return value


def self_allowed(state: GameState, action: Action) -> bool:
    value = option(state, action.self_target)
    if value in ("never", False, None):
        return False
    if value == "first_night":               # 003:126 preset adjustment: only on night 1
        return state.night.number == 1
    return True


def seer_result(state: GameState, target: int) -> dict[str, Any]:
    role = catalogue().role(state.seat(target).role)
    if state.options.get("seer_sees") == "role":         # 001:8: the Seherin sees the role
        return {"seat": target, "role": role.id, "result": role.seer_sees}
    good = role.seer_sees == "good"                       # 003:45 6(5), 003:85 note 6
    up_means_good = state.options.get("thumb_up_means", "good") == "good"   # 000:49 says the reverse
    return {"seat": target, "result": role.seer_sees, "thumb": "up" if good == up_means_good else "down",
            "aloud": state.options.get("seer_answer") == "aloud"}


def hunter_status(state: GameState, hunter: int) -> bool:
    """Thumb up or down for the hunter (003:62, note 7): could the hunter shoot if out now?"""
    from .deaths import hunter_can_shoot

    s = state.seat(hunter)
    if s.powerless or s.has_shot:
        return False
    causes = provisional_causes(state).get(hunter, [])
    return hunter_can_shoot(state, hunter, causes)


# ---------------------------------------------------------------------------- inputs
def candidates_for(state: GameState, step: Step, action: Action, actor: int | None) -> tuple[list[int], dict[int, str]]:
    """Legal targets of an action, and the reason each other seat is not legal."""
    disabled: dict[int, str] = {}
    legal: list[int] = []
    history = state.guard_history.get(step.key(action), [])
    last = history[-1] if history and option(state, action.no_repeat) else None
    for s in state.seats:
        if not s.in_play:
            continue
        if not s.alive:
            disabled[s.seat] = "rule.target_dead"
        elif s.seat == actor and not self_allowed(state, action):
            disabled[s.seat] = "rule.no_self_target"
        elif last is not None and s.seat == last:
            disabled[s.seat] = "rule.no_repeat_target"      # 003:41, 003:82 note 3, 001:9
        else:
            legal.append(s.seat)
    if action.mechanic == "heal":
        victim = wolf_victim_shown(state, step, actor) if actor else None
        legal = [victim] if victim is not None and victim in legal else []
    if action.mechanic == "swap_roles" or action.attack == "convert":   # village-side cards only (002:84, 002:94)
        reason = "rule.swap_only_villagers" if action.mechanic == "swap_roles" else "rule.convert_only_villagers"
        for seat in list(legal):
            if state.seat(seat).role and catalogue().role(state.seat(seat).role).team == "wolf":
                legal.remove(seat)
                disabled[seat] = reason
    return legal, disabled


def handle(state: GameState, inp: dict[str, Any]) -> None:
    step_id = current_step_id(state)
    kind = inp.get("t")
    pending_ids = roles_to_identify(state, step_id)
    if kind == "identify":
        return identify(state, step_id, inp, pending_ids)
    if pending_ids:
        raise RuleError("rule.identify_first", role=pending_ids[0])
    if step_id.startswith(IDENTIFY_PREFIX):
        if kind != "next":
            raise RuleError("rule.only_next")
        return advance(state)
    step = steps_by_id()[step_id]
    if kind == "act":
        return act(state, step, inp)
    if kind == "next":
        seats = actors(state, step)
        able = [a for a in seats if state.seat(a).alive and not state.seat(a).powerless]
        if able:
            done = state.night.actions.get(step.id, {})
            for action in step.actions_for(state.options):
                if not action.optional and action.id not in done:
                    raise RuleError("rule.action_required", action=action.id)
        return advance(state)
    raise RuleError("rule.not_now", input=kind)


def identify(state: GameState, step_id: str, inp: dict[str, Any], pending: list[str]) -> None:
    role_id = inp.get("role") or (pending[0] if pending else None)
    if role_id not in pending:
        raise RuleError("rule.nothing_to_identify")
    seats = inp.get("seats", [])
    limit = state.deck.get(role_id, 0)
    if not isinstance(seats, list) or len(seats) > limit or len(set(seats)) != len(seats):
        raise RuleError("rule.identify_count", role=role_id, count=limit)
    for seat in seats:
        if not isinstance(seat, int) or not 1 <= seat <= len(state.seats):
            raise RuleError("rule.bad_seat", seat=seat)
        if state.seat(seat).role is not None:
            raise RuleError("rule.already_identified", seat=seat, role=state.seat(seat).role)
    for seat in seats:
        s = state.seat(seat)
        s.role = s.original_role = role_id
        s.lives = lives_of(role_id)
    if role_id == "thief":
        cards = inp.get("cards", [])
        if len(cards) != 2 or any(c not in catalogue().roles for c in cards):
            raise RuleError("rule.thief_cards")
        state.leftover = list(cards)
    state.night.identified[role_id] = list(seats)
    state.log("identified", role=role_id, seats=list(seats), secret=True)


def act(state: GameState, step: Step, inp: dict[str, Any]) -> None:
    action = next((a for a in step.actions_for(state.options) if a.id == inp.get("action")), None)
    if action is None:
        raise RuleError("rule.no_such_action", action=inp.get("action"), step=step.id)
    seats = actors(state, step)
    living = [a for a in seats if state.seat(a).alive]
    if not living:
        raise RuleError("rule.actor_dead")                  # 003:88-90: called, but cannot act
    actor = living[0]
    if state.seat(actor).powerless:
        raise RuleError("rule.powerless")                   # 003:90 note 11
    done = state.night.actions.setdefault(step.id, {})
    if action.id in done:
        raise RuleError("rule.already_acted")
    if option(state, step.exclusive_actions) and done:
        raise RuleError("rule.one_potion_per_night")        # 003:84 note 5
    key = step.key(action)
    if action.uses is not None and state.seat(actor).uses.get(key, 0) >= action.uses:
        raise RuleError("rule.no_charges")
    mech = action.mechanic
    if mech in ("take_bottom_card", "take_hidden_card"):
        targets = take_card(state, actor, action, inp)
    else:
        targets = inp.get("seats")
        if action.mechanic == "heal":
            victim = wolf_victim_shown(state, step, actor)
            targets = [victim] if targets in (None, []) and victim is not None else targets
        if not isinstance(targets, list) or any(not isinstance(t, int) for t in targets):
            raise RuleError("rule.bad_targets")
        want, repeat = (1, False) if action.mechanic == "heal" else action_targets(state, step, action)
        if len(targets) != want or (not repeat and len(set(targets)) != len(targets)):
            raise RuleError("rule.target_count", count=want)
        legal, disabled = candidates_for(state, step, action, actor)
        for t in targets:
            if t not in legal:
                reason = disabled.get(t, "rule.not_a_legal_target")
                if action.mechanic == "heal":
                    reason = "rule.heal_self" if t == actor else "rule.heal_only_victim"
                raise RuleError(reason, seat=t)
        if mech == "protect":
            state.guard_history.setdefault(key, [])
        elif mech == "inspect":
            state.night.results[step.id] = seer_result(state, targets[0])
        elif mech == "swap_roles":                       # Dark City (002:84): the cards change hands now
            a, b = (state.seat(t) for t in targets)
            for field_name in ("role", "uses", "lives", "has_shot"):
                va, vb = getattr(a, field_name), getattr(b, field_name)
                setattr(a, field_name, vb)
                setattr(b, field_name, va)
            state.notices.append({"to": list(targets), "key": "notice.swapped", "params": {"seats": list(targets)},
                                  "at": "dawn", "night": state.night.number})
            state.log("swapped", seats=list(targets), secret=True)
        elif mech == "link_lovers":
            a, b = targets
            state.lovers = (min(a, b), max(a, b))
            state.cupid = actor
            state.seat(a).lover, state.seat(b).lover = b, a
    done[action.id] = targets
    state.seat(actor).uses[key] = state.seat(actor).uses.get(key, 0) + 1
    state.log("night_action", step=step.id, action=action.id, actor=actor, group=step.wakes, targets=list(targets), secret=True)


def take_card(state: GameState, actor: int, action: Action, inp: dict[str, Any]) -> list[int]:
    cat = catalogue()
    if action.mechanic == "take_bottom_card":
        cards = state.leftover[:2]
        index = inp.get("card")
        if index not in (0, 1) or len(cards) < 2:
            raise RuleError("rule.thief_pick_card")
        wolves = [i for i, c in enumerate(cards) if cat.role(c).team == "wolf"]
        if wolves and index not in wolves:
            raise RuleError("rule.thief_must_take_wolf")    # 003:111, 003:196
        took = cards[index]
        state.buried = [cards[1 - index]]
        state.night.results["thief"] = {"took": took, "from": list(cards)}
    else:
        start = 2 if "thief" in state.deck else 0
        if len(state.leftover) <= start:
            raise RuleError("rule.no_hidden_card")
        took = state.leftover[start]
        state.night.results["drunk"] = {"took": took}
    s = state.seat(actor)
    s.role = took
    s.lives = lives_of(took)
    return []


def advance(state: GameState) -> None:
    night = state.night
    step_id = current_step_id(state)
    # record "no protection" for no-repeat history so that a skipped night frees the target
    step = steps_by_id().get(step_id)
    if step:
        for action in step.actions:
            if action.mechanic == "protect":
                chosen = night.actions.get(step.id, {}).get(action.id)
                state.guard_history.setdefault(step.key(action), []).append(chosen[0] if chosen else None)
    if step_id == "dawn":
        resolve_night(state)
        return
    night.cursor += 1


# ---------------------------------------------------------------------------- dawn
def protections(state: GameState) -> dict[int, list[str]]:
    """seat -> the steps that protect it from the wolves tonight (guard, doctor, herbalist…)."""
    found: dict[int, list[str]] = {}
    for step_id, acts in state.night.actions.items():
        step = steps_by_id().get(step_id)
        if not step:
            continue
        for action in step.actions:
            if action.mechanic == "protect" and action.id in acts and "wolf" in action.blocks:
                for t in acts[action.id]:
                    found.setdefault(t, []).append(step_id)
    return found


def immune(state: GameState, seat: int, kind: str) -> bool:
    """Passive immunity of the seat's role (wolfsbane, seed 002:80)."""
    s = state.seat(seat)
    role = catalogue().role(s.role) if s.role else None
    return bool(role and kind in role.passive.get("immune", []) and not s.powerless)


def attacks(state: GameState) -> list[tuple[int, str, str, str]]:
    """(victim, kind, step, rule) of every attack queued tonight, in script order. An attack with
    an `outcome` hits by the target's kind (the Priest, seed 004 §2.5: a lycan target is attacked,
    a townsfolk target kills the Priest, anyone else nothing)."""
    cat = catalogue()
    out = []
    for step_id in state.night.schedule:
        step = steps_by_id().get(step_id)
        if not step:
            continue
        for action in step.actions:
            if action.mechanic != "attack":
                continue
            for t in state.night.actions.get(step_id, {}).get(action.id, []):
                if not action.outcome:
                    out.append((t, action.attack, step_id, ""))
                    continue
                role = cat.role(state.seat(t).role)
                kind = "lycan" if role.lycan else role.team
                hit = action.outcome.get(kind)
                if hit == "target":
                    out.append((t, action.attack, step_id, "004:427"))
                elif hit == "actor":
                    actor = next(iter(actors(state, step)), None)
                    if actor:
                        out.append((actor, "backfire", step_id, "004:429"))
    return out


def healed(state: GameState) -> set[int]:
    out: set[int] = set()
    for step_id, acts in state.night.actions.items():
        step = steps_by_id().get(step_id)
        if step:
            for action in step.actions:
                if action.mechanic == "heal" and action.id in acts:
                    out.update(acts[action.id])
    return out


def plan_night(state: GameState) -> tuple[list[list[tuple[int, str, str]]], list[dict[str, Any]]]:
    """Decide tonight's deaths without changing the state: batches of (seat, cause, rule) in the
    order they count (wolf attacks first: 狼刀在先, 003:46), plus notes for the moderator."""
    guarded = protections(state)
    saved = healed(state)
    lives = {s.seat: s.lives for s in state.seats}
    wolf_batch: list[tuple[int, str, str]] = []
    other_batch: list[tuple[int, str, str]] = []
    notes: list[dict[str, Any]] = []
    for target, kind, step_id, rule in attacks(state):
        if kind in ("wolf", "convert"):
            guards = guarded.get(target, [])
            if guards and target in saved and state.options.get("guard_and_save_kills"):
                wolf_batch.append((target, "wolf", "003:41"))          # 同守同救 → dies
                notes.append({"seat": target, "note": "night.guard_and_save", "rule": "003:41"})
            elif immune(state, target, "wolf"):
                notes.append({"seat": target, "note": "night.immune", "rule": "002:80"})
            elif guards:
                notes.append({"seat": target, "note": "night.protected", "by": guards, "rule": "003:103"})
            elif target in saved:
                notes.append({"seat": target, "note": "night.saved", "rule": "003:99"})
            elif lives[target] > 1 and "wolf" in life_rule(state, target).get("against", []):
                lives[target] -= 1                                     # elder 003:105, runner 004:198
                notes.append({"seat": target, "note": "night.extra_life", "rule": life_rule(state, target).get("rule", "003:105"),
                              "tell": bool(life_rule(state, target).get("told"))})
            elif kind == "convert":                                    # "Thing" (002:94): no death
                notes.append({"seat": target, "note": "night.converted", "rule": "002:94"})
            else:
                wolf_batch.append((target, "wolf", "003:95"))
        else:
            rule = rule or {"poison": "003:99", "vigilante": "002:96"}.get(kind, "003:99")
            other_batch.append((target, kind, rule))                   # 003:103: the guard cannot stop poison
    return [wolf_batch, other_batch], notes


def life_rule(state: GameState, seat: int) -> dict[str, Any]:
    role = state.seat(seat).role
    return catalogue().role(role).passive.get("lives", {}) if role else {}


def provisional_causes(state: GameState) -> dict[int, list[str]]:
    """Causes of death if the night ended now (for the hunter's thumb, 003:86 note 7)."""
    batches, _ = plan_night(state)
    causes: dict[int, list[str]] = {}
    for batch in batches:
        for seat, cause, _rule in batch:
            causes.setdefault(seat, []).append(cause)
            lover = state.seat(seat).lover
            if lover and lover not in causes:
                causes.setdefault(lover, []).append("heartbreak")
    return causes


def resolve_night(state: GameState) -> None:
    from .day import start_day

    night = state.night
    batches, notes = plan_night(state)
    for note in notes:
        if note["note"] == "night.converted":
            s = state.seat(note["seat"])
            s.role, s.converted_night = "werewolf", night.number
            state.notices.append({"to": s.seat, "key": "notice.converted", "params": {"seat": s.seat}, "at": "dawn",
                                  "night": night.number})
            state.log("converted", seat=s.seat, secret=True)
        if note["note"] == "night.extra_life":
            state.seat(note["seat"]).lives -= 1
            if note["tell"]:          # seed 004:200: the Runner is told, and the pack learns why
                state.notices.append({"to": note["seat"], "key": "notice.survived_attack", "params": {"seat": note["seat"]},
                                      "at": "dawn", "night": night.number})
                state.notices.append({"to": "pack", "key": "notice.victim_escaped", "params": {"seat": note["seat"]},
                                      "at": "pack", "night": night.number + 1})
    all_deaths = []
    wolf_first = state.options.get("wolf_first", True)
    for batch in batches:
        deaths = kill(state, batch, "night", night.number)
        all_deaths.extend(deaths)
        if wolf_first:        # 狼刀在先 (003:46): a win by the wolves' attack stands; later poison is void
            state.winner = check_winner(state)
            if state.winner:
                break
    if not wolf_first:        # otherwise every death of the night counts before the one check
        state.winner = check_winner(state)
    assign_last_words(state, all_deaths, night_total=len(all_deaths))
    if state.deal_mode == "printed" and night.number == 1:
        for s in state.seats:            # whoever never woke holds a plain villager card
            if s.role is None:
                s.role = s.original_role = "villager"
    night.results["dawn"] = {"deaths": sorted(d.seat for d in all_deaths), "notes": notes,
                             "notices": [n for n in state.notices if n["at"] == "dawn" and n.get("night") == night.number],
                             "explain": [{"seat": d.seat, "causes": list(d.causes), "rule": d.rule} for d in all_deaths]}
    state.pending_night_deaths = sorted(d.seat for d in all_deaths)
    state.log("dawn", deaths=sorted(d.seat for d in all_deaths), notes=notes)
    if state.winner:
        state.phase = "over"
        state.log("winner", **state.winner)
        return
    start_day(state, night.number)
