"""Small named rule pieces that role data refers to by name: ruleset option references, phase gates
(`"gate": "from_night_2"`) and target filters (`"filter": "not_pack"`)."""
from __future__ import annotations

from typing import Any, Callable

from .attributes import role_of, team_of_role
from .catalogue import catalogue
from .schema import resolve_option
from .state import GameState


def option(state: GameState, value: Any) -> Any:
    """Resolve `{"option": "<name>"}` references in role data (schema.option_name) against the game's options."""
    return resolve_option(value, state.options)


# ---------------------------------------------------------------------------- phase gates
# (night number, game options) -> may the step/action happen tonight.
# seed 004 §1.6: Night 1 is the first night; "after night 1" means from night 2.
GATES: dict[str, Callable[[int, dict[str, Any]], bool]] = {
    "first_night": lambda n, o: n == 1,
    "from_night_2": lambda n, o: n >= 2,
    "even_nights": lambda n, o: n % 2 == 0,
    "odd_nights": lambda n, o: n % 2 == 1,
    # 002:78: with the free first inquiry the wolves only recognise each other on night 1
    "pack_may_attack": lambda n, o: n > 1 or not o.get("free_first_inquiry"),
    "from_day_2": lambda n, o: n >= 2,          # a dusk step "after the first day" (the Barber, 004:381)
}


def gate_open(name: str | None, night: int, options: dict[str, Any] | None = None) -> bool:
    return name is None or GATES[name](night, options or {})


# ---------------------------------------------------------------------------- target filters
# (state, actor, seat) -> the i18n key of the reason the seat may not be chosen, or None.
def _not_team(team: str, reason: str) -> Callable[[GameState, int | None, int], str | None]:
    def check(state: GameState, actor: int | None, seat: int) -> str | None:
        return reason if team_of_role(state, seat) == team else None
    return check


def _in_group(group: str, wanted: bool, reason: str) -> Callable[[GameState, int | None, int], str | None]:
    def check(state: GameState, actor: int | None, seat: int) -> str | None:
        return reason if (group in state.seat(seat).groups) != wanted else None
    return check


def _listed_on_actor(marker: str, reason: str) -> Callable[[GameState, int | None, int], str | None]:
    def check(state: GameState, actor: int | None, seat: int) -> str | None:
        listed = (state.seat(actor).status.get(marker) or {}).get("seats", []) if actor else []
        return None if seat in listed else reason
    return check


def _not_marked(marker: str, group: str, reason: str) -> Callable[[GameState, int | None, int], str | None]:
    """Not a seat carrying `marker`, nor one of `group` (the team that puts the marker)."""
    def check(state: GameState, actor: int | None, seat: int) -> str | None:
        s = state.seat(seat)
        return reason if marker in s.status or group in s.groups else None
    return check


FILTERS: dict[str, Callable[[GameState, int | None, int], str | None]] = {
    "village_cards": _not_team("wolf", "rule.only_village_cards"),       # Dark City swap (002:84)
    "not_pack": _in_group("pack", False, "rule.target_in_pack"),          # Infected Wolf (004 §3.3)
    "pack_only": _in_group("pack", True, "rule.target_not_in_pack"),      # White Werewolf (004 §4.1)
    "own_subjects": _listed_on_actor("subjects", "rule.not_a_subject"),   # Mad Scientist (004 §2.5)
    "not_fed": lambda state, actor, seat: "rule.already_ate" if "ate" in state.seat(seat).status else None,  # Chef 004:756
    "not_enchanted": _not_marked("enchanted", "flute", "rule.already_enchanted"),   # Flute Player (004:631)
    "not_frozen": _not_marked("frozen", "ice", "rule.already_frozen"),     # Ice King (004:723)
    "not_guessed": _not_marked("guessed", "ice", "rule.already_guessed"),  # Ice Queen (004:995)
}


def filter_reason(name: str | None, state: GameState, actor: int | None, seat: int) -> str | None:
    return FILTERS[name](state, actor, seat) if name else None


# ---------------------------------------------------------------------------- redirects
def redirect_of(state: GameState, actor: int, seat: int, targets: list[int] | tuple[int, ...] = ()) -> int | None:
    """Where an ability `actor` uses on `seat` goes instead, or None: the seat's role has passive
    `redirect` {from, marker}, the actor carries marker `from`, and the seat's standing target
    (marker `marker`) lives and is neither the actor nor another of the `targets` (the Flute
    Apprentice and the enchanted, 004:985)."""
    role = role_of(state, seat)
    rule = role.passive.get("redirect") if role and not state.seat(seat).powerless else None
    to = (state.seat(seat).status.get(rule["marker"]) or {}).get("target") if rule and rule["from"] in state.seat(actor).status else None
    return to if to is not None and to != actor and state.seat(to).alive and to not in targets else None


def redirected(state: GameState, actor: int, targets: list[int]) -> list[int]:
    """Each target replaced by where the ability goes instead (`redirect_of`); the actor is not told."""
    if not state.seat(actor).status:
        return targets
    return [to if (to := redirect_of(state, actor, t, targets)) is not None else t for t in targets]


def redirect_waits(state: GameState, actor: int, seat: int) -> bool:
    """Printed cards: whether an ability `actor` uses on `seat` goes elsewhere depends on the card of
    `seat`, not known yet: the seat carries the standing target of a redirect the actor answers to
    (its card was moved away on a seat's menu after it named that target), and only a card with
    that redirect passes the ability on (004:985). What it does waits for the card (`card_unknown`)."""
    status, own = state.seat(seat).status, state.seat(actor).status
    if not status or not own or not state.card_unknown(seat):
        return False
    for role_id, n in state.deck.items():
        rule = catalogue().role(role_id).passive.get("redirect") if n else None
        if rule and rule["from"] in own and (status.get(rule["marker"]) or {}).get("target") not in (None, actor):
            return True
    return False
