"""One action of a step: what a woken role does, checked and applied (the night's steps and the
dusk's, dusk.py, both act through `act`). The actions a step offers tonight, how many targets an
action takes, the targets and roles read from the input, and the lent power turned back on its
lender. Nothing here starts or ends a phase (game.py does)."""
from __future__ import annotations

from typing import Any

from . import attacks, borrow, group_vote, resources
from .catalogue import Action, Step, catalogue
from .effects import EFFECTS, Act
from .errors import RuleError
from .queries import LENT, WAITS_FOR_CARD, acting_seat, candidates_for, card_awaited, charges, deck_roles
from .queries import wolf_victim_shown
from .rules import gate_open, option, redirected
from .state import GameState
from .triggers import action_closed


def action_targets(state: GameState, step: Step, action: Action) -> tuple[int, bool]:
    """How many targets an action takes tonight, and whether one may be chosen twice
    (Wolf's Cub: the pack kills twice the night after, seed 004 §3.2)."""
    assert state.night is not None
    extra = state.night.extra_targets.get(step.key(action), {})
    count = action.targets
    if action.targets_when_alive:
        living = len(state.alive())
        for least, n in sorted(action.targets_when_alive.items(), key=lambda kv: int(kv[0])):
            if living >= int(least):           # the Guardian protects two above 12 players (004:857)
                count = n
    if action.per_players:               # "for every 5 players, 1 guess" (the Ice King, 004:723)
        count = min(count, max(1, len(state.in_play()) // action.per_players))
    return count + int(extra.get("count", 0)), bool(extra.get("repeat"))


def extra_tonight(state: GameState, step: Step, action: Action) -> int:
    """Targets added for tonight only (the Wolf's Cub's second kill, 004:509)."""
    assert state.night is not None
    return int(state.night.extra_targets.get(step.key(action), {}).get("count", 0))


def least_targets(state: GameState, step: Step, action: Action, want: int) -> int:
    """The fewest targets the action takes: its own `min_targets`, else all it takes — but an extra
    target of tonight may be left unused (the pack may take only one of the Cub's two kills, 004:511)."""
    if action.min_targets is not None:
        return action.min_targets
    extra = extra_tonight(state, step, action)
    return max(0, want - extra) if extra else want


def offered(state: GameState, step: Step) -> tuple[Action, ...]:
    """The actions this game offers at the step tonight (options: seed 002 variants; gates: 004)."""
    if step.borrows:            # a dusk step that offers a borrowed role's abilities (the Ice Queen, 004:995)

        return borrow.actions(state, step)
    assert state.night is not None
    gated = state.night.gated.get(step.id)
    if gated is None:           # options and the night number do not change during a night
        gated = state.night.gated[step.id] = step.actions if step.always_offered else tuple(
            a for a in step.actions_for(state.options) if gate_open(a.gate, state.night.number, state.options))
    if not state.deaths:        # only a death closes an action (action_closed): none yet, none closed
        return gated
    return tuple(a for a in gated if not action_closed(state, step.key(a)))


def read_targets(state: GameState, step: Step, action: Action, actor: int, inp: dict[str, Any]) -> list[int]:
    targets = inp.get("seats")
    if targets is None and action.targets == 0:
        targets = []                          # an action without players (the Receptionist picks a role)
    if action.target == "wolf_victim" and targets in (None, []):
        victim = wolf_victim_shown(state, step, actor)
        targets = [victim] if victim is not None else targets
    if not isinstance(targets, list) or any(not isinstance(t, int) or isinstance(t, bool) for t in targets):
        raise RuleError("rule.bad_targets")
    want, repeat = (1, False) if action.target else action_targets(state, step, action)
    least = least_targets(state, step, action, want)
    if not least <= len(targets) <= want or (not repeat and len(set(targets)) != len(targets)):
        raise RuleError("rule.target_count", count=want)
    legal, disabled = candidates_for(state, step, action, actor, among=targets)    # only the seats named
    for t in targets:
        if t not in legal:              # `card`: the seat whose card is awaited, when the refusal is for one
            card = card_awaited(state, actor, t) if disabled.get(t) in WAITS_FOR_CARD else None
            raise RuleError(disabled.get(t, "rule.not_a_legal_target"), seat=t, **({"card": card} if card else {}))
    return targets


def role_choices(state: GameState, action) -> list[str]:
    """The roles offered on the device for a role-picking action (the Receptionist: any role)."""
    if not action.pick_role:
        return []
    cat = catalogue()
    if action.pick_role in (True, "any"):      # the ruleset's own roles, and any other this deck dealt
        own = cat.table_roles(state.ruleset)
        return list(own) + [r for r in deck_roles(state) if r not in own and _dealt_choice(r)]
    if action.pick_role == "deck":
        return deck_roles(state)
    return list(action.pick_role)


def _dealt_choice(role_id: str) -> bool:
    """A role of this deck offered besides the ruleset's own (`role_choices`): one a player can hold."""
    role = catalogue().role(role_id)
    return role.at_table and role.dealt and not role.passive.get("not_a_player")


def role_choice(state: GameState, action: Action, role_id: Any) -> bool:
    """Is `role_id` one of `role_choices` (asked per picked role: the choices are not listed)?"""
    if action.pick_role in (True, "any"):
        return role_id in catalogue().table_roles(state.ruleset) or (
            role_id in deck_roles(state) and _dealt_choice(role_id))
    if action.pick_role == "deck":
        return role_id in deck_roles(state)
    return isinstance(action.pick_role, tuple) and role_id in action.pick_role


def read_roles(action: Action, state: GameState, targets: list[int], inp: dict[str, Any]) -> list[str]:
    """Roles picked on the moderator's device: one per target (or one, for an action without targets)."""
    if not action.pick_role:
        return []
    roles = inp.get("roles")
    want = max(1, len(targets))
    if not isinstance(roles, list) or len(roles) != want:
        raise RuleError("rule.pick_roles", count=want)
    default = action.default.get("roles", ()) if isinstance(action.default, dict) else ()
    for r in roles:                         # … or what nothing chosen gives (the Dog's Citizen)
        if r not in default and not role_choice(state, action, r):
            raise RuleError("rule.not_a_role_choice", role=str(r))
    return list(roles)


def act(state: GameState, step: Step, inp: dict[str, Any], drawn: bool = False,
        done: dict[str, list[int]] | None = None, logged: str = "night_action") -> None:
    """Apply one action of a step. `done`: what was already done at this step (the night's record,
    or a dusk step's own, dusk.py)."""
    wanted = inp.get("action")
    action = next((a for a in offered(state, step) if a.id == wanted), None)
    if action is None:
        raise RuleError("rule.no_such_action", action=wanted, step=step.id)
    actor, why = acting_seat(state, step)                   # None: no seat called here may act
    if actor is None:
        raise RuleError("rule.actor_dead")                  # 003:88-90: called, but cannot act
    if why:
        raise RuleError(why)                                # 003:90 note 11; a turned group (004:695)
    assert actor is not None and state.night is not None      # someone may act (above); a night was played
    if done is None:
        done = state.night.actions.setdefault(step.id, {})
    if action.id in done:
        raise RuleError("rule.already_acted")
    if option(state, step.exclusive_actions) and done:
        raise RuleError("rule.one_potion_per_night")        # 003:84 note 5
    key = step.key(action)
    limit = charges(state, action)                      # None: the action has no uses to count
    if limit is not None and state.seat(actor).uses.get(key, 0) >= limit:
        raise RuleError("rule.no_charges")
    if action.costs and resources.amount(state, actor, action.costs) < 1:
        raise RuleError("rule.no_resource", resource=action.costs)
    eff = EFFECTS[action.effect]
    votes = group_vote.read(state, step, action, actor, inp) if eff.input == "seats" else {}
    if votes and group_vote.ranked(votes) and action_targets(state, step, action)[0] != 1:
        raise RuleError("rule.bad_targets")          # written orders name one victim
    if votes and action_targets(state, step, action)[0] == 1 and group_vote.ranked(votes):
        chosen, votes = group_vote.decide_ranked(state, step.wakes, votes)     # 002:90: written orders
        if inp.get("seats") is not None and inp["seats"] != chosen:
            raise RuleError("rule.not_the_majority", seats=chosen)
        inp = {**inp, "seats": chosen}
    elif votes and action_targets(state, step, action)[0] == 1:     # 004 §3.2: the weighted majority
        chosen = group_vote.decide(state, step.wakes, votes)
        if inp.get("seats") is not None and inp["seats"] != chosen:
            raise RuleError("rule.not_the_majority", seats=chosen)
        inp = {**inp, "seats": chosen}
    targets = read_targets(state, step, action, actor, inp) if eff.input == "seats" else []
    targets = redirected(state, actor, targets)          # 004:985: the enchanted and the Flute Apprentice
    ctx = Act(state, step, action, actor, targets, inp, roles=read_roles(action, state, targets, inp), voters=votes)
    queued = len(state.night.attacks)
    told, before = len(state.notices), dict(state.night.results.get(step.id, {}))
    if not turned_back(state, step, action, actor, targets):
        eff.run(ctx)
    found = {k: v for k, v in state.night.results.get(step.id, {}).items() if k not in before or before[k] != v}
    if state.phase != "night" and len(state.night.attacks) > queued:     # a night ability used by day
        borrow.day_attacks(state, state.night.attacks[queued:])          # end-of-day attacks (004:995)
        del state.night.attacks[queued:]
    if action.costs:
        resources.spend(state, actor, action.costs)
    done[action.id] = targets
    state.seat(actor).uses[key] = state.seat(actor).uses.get(key, 0) + 1
    state.log(logged, step=step.id, action=action.id, actor=actor, group=step.wakes, targets=list(targets),
              roles=ctx.roles, random=drawn, secret=True,       # what came of it, for the story (issue 33):
              **({"result": found} if found else {}),           # the result shown, the notices it made
              **({"told": list(range(told, len(state.notices)))} if len(state.notices) > told else {}))


def turned_back(state: GameState, step: Step, action: Action, actor: int, targets: list[int]) -> bool:
    """A lent power used on its lender does not go through: the user is attacked by the lender
    instead (the Reaper, 004:1048; defences such as the Macho's still apply)."""
    lent = state.seat(actor).status.get(LENT)
    if not lent or lent.get("role") != step.role or lent.get("by") not in targets:
        return False
    attacks.queue(state, actor, "reaper", step.id, lent["by"], "004:1048")
    state.log("turned_back", step=step.id, action=action.id, actor=actor, by=lent["by"], secret=True)
    return True
