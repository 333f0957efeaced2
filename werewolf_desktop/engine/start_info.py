"""What a player is given when the game starts (a record's `start_info`), drawn from the game's
seed once the seat's role is known: at the start of night 1 for dealt cards, when the moderator
identifies the seat for printed ones.

    "start_info": {"kind": "subjects", "group": "lab"}     the Mad Scientist (004:419)
    "start_info": {"kind": "teammate_role", "team": "village"}   the Town Crier (004:217)
    "start_info": {"kind": "role_list", "step": "pack"}           the Knowledge Wolf (004:1021)
    "start_info": {"kind": "phantom_role"}                        the Claimspace (004:902)
    "start_info": {"kind": "teammates"}                          the Flute team (004:625)

`kind` names a function of `DRAWS`; what it hands out is kept on the seat (a status marker) and
told privately at the wake of `group` (if given), of `step`, or the role's own first-night wake, and
on the phone. A draw returns the seats it chose, or (seats, extra notice params).

The role list the table is told (`role_list`) holds the deck's roles and one phantom role per
phantom-drawing card (the Claimspace's extra role nobody holds, 004:902), drawn before night 1's
script is built, so a phantom's steps are called like a dead role's and the list gives nothing away.

With printed cards the app learns the roles only as they wake on night 1. A draw among the other
players' true roles (`AFTER_EVERY_CARD`) therefore waits: the role's night-1 wake is moved after
the last identification (`PRINTED_LAST`), when every card is known and the seats never identified
hold the plain card (docs/seed004-readings.md, "Town Crier with printed cards").

Start information that becomes due after its wake has passed (printed cards: the last card set on a
seat's menu at night 1's dawn, a card set at a later step of the night, a card corrected) is told at
a step of its own before the day breaks (`LATE_STEP`, resources/script.json), or, due by day, the
next night once every eye is closed: its players carry `LATE_MARK` and are woken quietly, as the
wake they missed would have told them.
"""
from __future__ import annotations

from typing import Any, Callable

from . import rng, status
from .catalogue import catalogue
from .notices import addressed_to, notify
from .queries import cards_unaccounted, deck_roles, role_list
from .state import GameState

PRINTED_LAST = 98.5        # after the identification of roles that never wake (98), before dawn (99)
# (a moved step keeps its own order as a fraction: 98.5 + order / 1000 stays below 99)
LATE_STEP = "start_info_late"      # the script's step that tells start information whose wake has passed
LATE_MARK = "told_late"            # … and the marker of the players it wakes
LATE_ORDER = 5.5                   # due by day: the next night, once every eye is closed (close_eyes: 5)


def _subjects(state: GameState, seat: int, info: dict[str, Any]) -> list[int]:
    """Two other players on two different teams, unaligned roles left out (004:419)."""
    cat = catalogue()
    roles = {s.seat: true_role(state, s.seat) for s in state.seats if s.in_play and s.seat != seat}
    team = {s: cat.role(r).team for s, r in roles.items() if r and cat.role(r).team != "none"}
    first = rng.draw(state, "subject", sorted(team))
    others = sorted(s for s, t in team.items() if first is not None and t != team[first])
    second = rng.draw(state, "subject", others)
    chosen = sorted(s for s in (first, second) if s is not None)
    status.put(state, seat, "subjects", seats=chosen)
    return chosen


def true_role(state: GameState, seat: int) -> str | None:
    """The seat's role, or with printed cards once every other card is identified, the plain card
    it holds (the Citizen: nobody woke for it)."""
    role = state.seat(seat).role
    if role is None and state.deal_mode == "printed":
        role = next((r for r in state.deck if state.deck[r] and catalogue().role(r).passive.get("plain_card")), None)
    return role


def _teammate_role(state: GameState, seat: int, info: dict[str, Any]) -> tuple[list[int], dict[str, Any]]:
    """One random other player of `team` and its true role, no disguise or obstruction (004:217)."""
    cat = catalogue()
    roles = {s.seat: true_role(state, s.seat) for s in state.seats if s.in_play and s.seat != seat}
    others = [s for s, r in roles.items() if r and cat.role(r).team == info.get("team", "village")]
    other = rng.draw(state, "start_info", others)
    if other is None:
        return [], {"key": "notice.teammate_role_nobody"}
    return [other], {"role": roles[other]}


def draw_phantoms(state: GameState) -> None:
    """One extra role per phantom-drawing card in the deck (004:902), drawn from the game's seed
    among the ruleset's table roles that are neither in the deck nor drawn already."""
    cat = catalogue()
    cards = sum(n for r, n in state.deck.items() if cat.role(r).start_info.get("kind") == "phantom_role")
    pool = sorted(r.id for r in cat.dealt_roles(state.ruleset) if r.at_table and not r.passive.get("not_a_player")
                  and not r.setup.get("extra_cards") and not r.setup.get("hidden_card")   # no cards set aside
                  and r.id not in state.deck and r.start_info.get("kind") != "phantom_role")
    for _ in range(cards - len(state.phantoms)):
        pick = rng.draw(state, "phantom", [r for r in pool if r not in state.phantoms])
        if pick is not None:
            state.phantoms.append(pick)


def _role_list(state: GameState, seat: int, info: dict[str, Any]) -> tuple[list[int], dict[str, Any]]:
    """The whole role list as the table hears it, phantoms included (the Knowledge Wolf, 004:1021)."""
    return [], {"role": role_list(state)}


def _phantom_role(state: GameState, seat: int, info: dict[str, Any]) -> tuple[list[int], dict[str, Any]]:
    """Which role of the list nobody holds: each phantom-drawing seat its own (004:902)."""
    given = [s.status["phantom"]["role"] for s in state.seats if "phantom" in s.status     # (not a card corrected)
             and s.role and catalogue().role(s.role).start_info.get("kind") == "phantom_role"]
    left = [r for r in state.phantoms if r not in given]
    if not left:
        return [], {"key": "notice.phantom_role_none"}
    status.put(state, seat, "phantom", role=left[0])
    return [], {"role": left[0]}


def _hit_list(state: GameState, seat: int, info: dict[str, Any]) -> list[int]:
    """A third of the other players, rounded up, drawn at random (the Psychopath's list, 004:775-777)."""
    others = [s.seat for s in state.seats if s.in_play and s.seat != seat]
    chosen: list[int] = []
    for _ in range(-(-len(others) // 3)):
        left = [s for s in others if s not in chosen]
        chosen.append(rng.draw(state, "hit_list", left))
    chosen.sort()
    status.put(state, seat, "hit_list", seats=chosen)
    return chosen


def _waiters(state: GameState, seat: int, info: dict[str, Any]) -> list[int]:
    """`count` players on different teams, unaligned roles left out (the Chef's waiters, 004:760);
    the waiters are never told."""
    cat = catalogue()
    roles = {s.seat: true_role(state, s.seat) for s in state.seats if s.in_play and s.seat != seat}
    team = {s: cat.role(r).team for s, r in roles.items() if r and cat.role(r).team != "none"}
    chosen: list[int] = []
    for _ in range(int(info.get("count", 2))):
        left = sorted(s for s, t in team.items() if t not in {team[c] for c in chosen})
        if not left:
            break
        chosen.append(rng.draw(state, "waiter", left))
    chosen.sort()
    status.put(state, seat, "waiters", seats=chosen)
    return chosen


def _teammates(state: GameState, seat: int, info: dict[str, Any]) -> tuple[list[int], dict[str, Any]]:
    """Every other player of the seat's team ("Members of the team know each other", 004:625):
    the Flute Players and the Flute Apprentice, who do not share a wake. The team's cards, as when the
    app deals before night 1: with printed cards the team is told on night 1 once its cards are known,
    and neither a Cupid who chose a lover of the team earlier that night (004:803) nor a Look-Alike who
    copied one of them ("The target is not told they have been copied", 004:822) is listed."""
    cat, role = catalogue(), state.seat(seat).role
    assert role is not None                 # `deal` tells a seat whose role is known
    team = cat.role(role).team
    mates = [s.seat for s in state.seats if s.in_play and s.seat != seat and s.original_role
             and cat.role(s.original_role).team == team]
    return (mates, {}) if mates else ([], {"key": "notice.teammates_nobody"})


DRAWS: dict[str, Callable[[GameState, int, dict[str, Any]], Any]] = {
    "subjects": _subjects, "teammate_role": _teammate_role, "role_list": _role_list, "phantom_role": _phantom_role,
    "hit_list": _hit_list, "waiters": _waiters, "teammates": _teammates}
# the marker a draw leaves on its seat (start_info.withdraw takes it off with the information)
DRAW_MARKERS = {"subjects": "subjects", "hit_list": "hit_list", "waiters": "waiters", "phantom_role": "phantom"}
# reads the other players' roles or teams: with printed cards, drawn at the end of night 1
AFTER_EVERY_CARD = {"teammate_role", "waiters", "subjects"}


def printed_order(role, order: float) -> float:
    """Printed cards, night 1: the order of one of the role's first-night steps. When its start
    information must wait until every card is known, all of the role's steps move after the last
    identification, in their own order (the Mad Scientist's lab wake, then its aim)."""
    return PRINTED_LAST + order / 1000 if role.start_info.get("kind") in AFTER_EVERY_CARD else order


def teammates_of(state: GameState, roles: list[str]) -> list[str]:
    """Printed cards: the deck's other roles told as teammates of these (start information
    `teammates`: "Members of the team know each other", 004:625 — the Flute Player and the Flute
    Apprentice, who do not share a wake). They are identified at the team's first wake, so each is
    shown the others there as when the app deals."""
    cat = catalogue()
    teams = {cat.role(r).team for r in roles if cat.role(r).start_info.get("kind") == "teammates"}
    return [r for r in deck_roles(state) if r not in roles and cat.role(r).team in teams
            and cat.role(r).start_info.get("kind") == "teammates"]


def team_waits(state: GameState, role: str) -> bool:
    """Printed cards: a team's member (`teammates`) is told once every card of the team is known
    (a card not identified yet, a Flute Apprentice's before its wake, would be left out)."""
    if state.deal_mode != "printed" or catalogue().role(role).start_info.get("kind") != "teammates":
        return False
    left = cards_unaccounted(state)[0]
    return any(left.get(r) for r in [role] + teammates_of(state, [role]))


def wake_passed(state: GameState, wake: str) -> bool:
    """Has the script already gone past this wake (the step that tells the start information)?
    By day (a card corrected after night 1), every wake of the night has."""
    night = state.night
    if state.phase != "night":
        return night is not None
    return night is not None and wake in night.schedule[:night.cursor]


def late_night(state: GameState) -> int:
    """The night at which start information due now is told late: tonight, or by day the next."""
    assert state.night is not None
    return state.night.number if state.phase == "night" else state.night.number + 1


def untold(state: GameState) -> list[dict[str, Any]]:
    """The start information told late at `late_night` and not told yet, in the order it was dealt."""
    number, out = late_night(state), []
    for n in reversed(state.notices):      # made tonight, or by day before it
        if n["night"] <= number - 2:
            break
        if n.get("late") == number and not n.get("told"):
            out.append(n)
    out.reverse()
    return out


def late_owed(state: GameState) -> list[int]:
    """The seats `LATE_STEP` wakes (they carry `LATE_MARK`)."""
    return [s.seat for s in state.seats if LATE_MARK in s.status]


def untold_for(state: GameState, seats: list[int]) -> list[dict[str, Any]]:
    """What `untold` owes any of `seats`, in the order it was dealt."""
    return [n for n in untold(state) if any(addressed_to(state, n, seat) for seat in seats)]


def _late_step_ahead(state: GameState) -> None:
    """Tonight's script has `LATE_STEP` before the dawn while anybody is owed it, and not otherwise
    (by day the next night's script is built with it: night.build_schedule)."""
    night = state.night
    if state.phase != "night" or night is None:
        return
    ahead = LATE_STEP in night.schedule[night.cursor:]
    owed = bool(late_owed(state))
    if owed and not ahead:              # where the cursor is, when the card was set at the dawn
        night.schedule.insert(night.schedule.index("dawn", night.cursor), LATE_STEP)
    elif ahead and not owed:
        del night.schedule[night.schedule.index(LATE_STEP, night.cursor)]


def tell_late(state: GameState, notice: dict[str, Any], seats: list[int]) -> None:
    """Start information due after its wake: told at `LATE_STEP` to the seats marked — put into
    tonight's script before the day breaks, or, due by day, into the next night's once every eye
    is closed."""
    notice["late"], notice["step"] = late_night(state), LATE_STEP
    for seat in seats:
        status.put(state, seat, LATE_MARK, until="dawn")
    _late_step_ahead(state)


def late_recheck(state: GameState, seats: list[int]) -> None:
    """Seats whose card was corrected before the late step told them: a seat that no longer holds
    the card its start information was dealt for is not woken for it; one that holds it again is."""
    owed = untold(state)
    for seat in seats:
        if any(addressed_to(state, n, seat) for n in owed):
            if dealt_for(state, seat) == state.seat(seat).role:
                status.put(state, seat, LATE_MARK, until="dawn")
            else:
                status.take_off(state, seat, LATE_MARK)
    _late_step_ahead(state)


def late_told(state: GameState) -> None:
    """Past `LATE_STEP`: what it showed the woken players is told, and nobody carries the marker."""
    woken = late_owed(state)
    for n in untold_for(state, woken):
        n["told"] = True
    for seat in woken:
        status.take_off(state, seat, LATE_MARK)


def dealt_for(state: GameState, seat: int) -> str | None:
    """The card the seat's start information was dealt for (None: none dealt)."""
    s = state.seat(seat)
    return (s.status["start_info"].get("role") or s.role) if "start_info" in s.status else None


def dealt(state: GameState, seat: int) -> bool:
    """The seat has had its start information: for the card it holds, or before its role changed
    in play (a copy, a conversion: 004 §1.5 keeps what the player knows). A card corrected on the
    seat's menu is dealt its own."""
    s = state.seat(seat)
    return "start_info" in s.status and (dealt_for(state, seat) == s.role or s.role != s.original_role)


def withdraw(state: GameState, seat: int) -> None:
    """Printed cards: the seat's card was corrected (`set_role`) to another card with start
    information: what it was dealt for the card it never held goes, the draw's marker too."""
    was = dealt_for(state, seat)
    status.take_off(state, seat, "start_info")
    marker = DRAW_MARKERS.get(catalogue().role(was).start_info.get("kind", "")) if was else None
    if marker:
        status.take_off(state, seat, marker)


def deal(state: GameState, seats: list[int] | None = None, shown_at: str | None = None) -> None:
    """The start information of these seats (all: None) not dealt yet, told at the role's wake (or
    its group's, or `step`), at `shown_at` when given (a role taken at a wake: that wake), or, when
    the wake has passed, at `LATE_STEP`."""
    cat = catalogue()
    for s in state.seats:
        if (seats is not None and s.seat not in seats) or not s.role or dealt(state, s.seat) or team_waits(state, s.role):
            continue
        info = cat.role(s.role).start_info
        if not info.get("kind"):
            continue
        if "start_info" in s.status:         # dealt for a card it never held (a card corrected)
            withdraw(state, s.seat)
        status.put(state, s.seat, "start_info", role=s.role)
        drawn = DRAWS[info["kind"]](state, s.seat, info)
        chosen, extra = drawn if isinstance(drawn, tuple) else (drawn, {})
        group = info.get("group")
        if group:
            for member in [s.seat] + chosen:
                if group not in state.seat(member).groups:
                    state.seat(member).groups.append(group)
        key = extra.pop("key", "notice." + info["kind"])
        notice = notify(state, group or s.seat, key, seats=chosen, seat=s.seat, **extra)
        wake = shown_at or info.get("step") or next((st.id for st in cat.role(s.role).night
                                                     if (st.wakes == group if group else st.first_night is not None)), None)
        if wake and not shown_at and wake_passed(state, wake):
            tell_late(state, notice, [s.seat] + (chosen if group else []))
        elif wake:
            notice["step"] = wake          # the moderator shows it when the group wakes
        state.log("start_info", seat=s.seat, info=info["kind"], seats=chosen, secret=True)
