"""Borrowed abilities (seed 004's Ice Queen, 004:991-995; reference S5): a player who guessed another
player's role right uses that role's ability the next day, at the eyes-closed dusk step.

The guess (effect `guess_roles` with param `borrow`) puts a marker on the guesser naming the role,
until dusk. A dusk step with `"borrows": "<marker>"` offers, instead of actions of its own, the
actions of the borrowed role's night and dusk steps that can be used by day (`BY_DAY`): a night
ability becomes a day ability. What an ability does by day:
- "same": it works as at night (an inspection, a mark, votes taken for today's vote);
- "end_of_day": its attacks become end-of-day attacks (`day_attacks`: the target's own defences
  decide at once, and a target they do not save dies as dusk comes, like a delayed death);
- every effect not listed is void by day: the guess is only confirmed (protections guard against
  the night's attacks; choices made once at the start of the game; abilities that need another
  player to wake, a typed text or the holder's own resources).
A borrowed ability may be used once, at that dusk step; the charges the guessed player spent do not
matter (the ability is borrowed, not the player's potion). Nothing here knows a role by name.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from . import attacks, status
from .catalogue import Action, Step, catalogue
from .notices import notify
from .queries import acting_seat
from .state import GameState

SAME, END_OF_DAY = "same", "end_of_day"
BY_DAY: dict[str, str] = {
    # information: immediate, the result shown at once
    "inspect": SAME, "inspect_role": SAME, "inspect_threat": SAME, "inspect_pack": SAME,
    "compare_alignment": SAME, "count_role": SAME, "guess_roles": SAME, "inspect_death": SAME,
    # markers, disguises and votes: immediate; what lasts "until dusk" lasts until today's dusk
    "mark": SAME, "disguise": SAME, "infect": SAME, "take_votes": SAME, "add_votes_against": SAME,
    # day abilities stay the same (004:995)
    "cancel_lynch": SAME, "strike": SAME,
    # end-night attacks become end-day attacks (004:995)
    "attack": END_OF_DAY, "mass_attack": END_OF_DAY,
}


def borrowed_role(state: GameState, seat: int, marker: str | None) -> str | None:
    """The role the seat borrowed today under the step's marker (none for a step that borrows nothing)."""
    return (state.seat(seat).status.get(marker) or {}).get("role") if marker else None


def usable_actions(role_id: str, options: dict[str, Any]) -> tuple[Action, ...]:
    """The role's night and dusk actions that can be used by day, each once and optional."""
    role = catalogue().role(role_id)
    out: list[Action] = []
    for step in role.night + role.dusk:
        for action in step.actions_for(options):
            if action.effect in BY_DAY and action.costs is None and all(a.id != action.id for a in out):
                out.append(replace(action, optional=True, uses=None, gate=None, default=None))
    return tuple(out)


def actions(state: GameState, step: Step) -> tuple[Action, ...]:
    """What the holder of a borrowing dusk step may do today: the borrowed role's usable actions."""

    actor, _ = acting_seat(state, step)
    role = borrowed_role(state, actor, step.borrows) if actor else None
    return usable_actions(role, state.options) if role else ()


def lend_for_day(state: GameState, seat: int, role_id: str, marker: str) -> None:
    """A right guess: the guesser may use the role's ability at the next dusk step; told at once
    which ability it is, or that the role has none to use by day (004:995)."""

    status.put(state, seat, marker, until="dusk", role=role_id)
    usable = usable_actions(role_id, state.options)
    day = state.day_number + 1 if state.phase == "night" else state.day_number    # the day right after the guess
    notify(state, seat, "notice.power_borrowed" if usable else "notice.nothing_to_borrow", role=role_id, day=day)


BORROWED = "borrowed"        # the cause of a death by a borrowed attack (the Ice Queen's, 004:995)


def day_attacks(state: GameState, queued: list[dict[str, Any]]) -> None:
    """Attacks queued by a night ability used by day: each is an end-of-day attack. The target's own
    defences (a spare life, immunity) decide at once, as for any attack by day; a target they do not
    save dies as dusk comes (marker `doomed`, day.dusk_deaths). An attack that would strike back at
    its attacker (`backfire`) does so when the attack gets through."""
    for attack in queued:
        if attack.get("lands", "kill") != "kill":
            continue
        if attacks.strike_now(state, attack["target"], attack["kind"], attack["attacker"], attack["rule"]):
            # the death is told as a borrowed power's: "attacked by the Assassin" would point the
            # table at the real Assassin (issue 29.20)
            doom(state, attack["target"], BORROWED, attack["rule"])
            if attack.get("backfire") and attack["attacker"]:
                doom(state, attack["attacker"], attack["backfire"], attack["rule"])


def doom(state: GameState, seat: int, cause: str, rule: str) -> None:
    if state.seat(seat).alive and "doomed" not in state.seat(seat).status:
        status.put(state, seat, "doomed", for_day=state.day_number, cause=cause, rule=rule, attackers=[])
