"""Private notices: what one player (or one group) is told, and when they may learn it.

    notify(state, 5, "notice.survived_attack", at="dawn", seat=5)

`to` is a seat, a list of seats, or a group name ("pack"). `at` says when the notice may be shown:
- "now": at once, to the woken player (an investigation result, seed 004 §1.1);
- "wake": at the addressee's next wake (the pack is told why its victim escaped, 004:200; given
  before the first night, at the first wake: the Town Crier's start information, 004:217);
- "tonight": at the addressee's wake later this night (the pack learns the Disguised Fox's disguise);
- "dawn": once the night's deaths are announced (the Runner learns it was attacked).
The console shows each notice to the moderator at the right wake; the phone page lists a seat's
notices once they are due (`due_for`), never before the table has been told what they follow from.
"""
from __future__ import annotations

from typing import Any

from .state import GameState

# Notices that repeat the player's own choice back to them (the Huntress's target, the journal
# kept…): on the phone they are "your choices", not something learned (issue 29.23).
OWN_CHOICES = frozenset({"notice.target_set", "notice.grant_given", "notice.offer_sent", "notice.note_kept",
                         "notice.power_given"})


def notify(state: GameState, to: Any, key: str, at: str = "now", **params: Any) -> dict[str, Any]:
    night = state.night.number if state.night else 0
    if at == "wake":
        night += 1                         # told at the next night's wake (004:200)
    elif at == "tonight":
        at = "wake"                        # a wake later this same night
    step = state.night.schedule[state.night.cursor] if state.phase == "night" and state.night else None
    notice = {"to": to, "key": key, "params": params, "at": at, "night": night, "day": state.day_number,
              "phase": state.phase, "step": step, "id": len(state.notices)}
    state.notices.append(notice)
    return notice


def addressed_to(state: GameState, notice: dict[str, Any], seat: int) -> bool:
    to = notice["to"]
    if isinstance(to, int):
        return to == seat
    if isinstance(to, list):
        return seat in to
    return to in state.seat(seat).groups


def announced(state: GameState, night: int) -> bool:
    """Has the table been told how night `night` ended (the dawn announcement is past)?"""
    current = state.night.number if state.night else 0
    if night < current or state.phase == "over":
        return True
    if night > current or state.phase == "night":
        return False
    return not any(b["kind"] in ("announce", "election_candidates", "election_speech", "election_vote",
                                 "election_pk_speech", "election_pk_vote") and not b.get("office")
                   for b in state.agenda)          # an office's election (004 §6) follows the announcement


def is_due(state: GameState, notice: dict[str, Any]) -> bool:
    if notice["at"] == "now":
        return True
    if notice["at"] == "wake":
        return (state.night.number if state.night else 0) >= notice["night"]
    return announced(state, notice["night"])


def due_for(state: GameState, seat: int) -> list[dict[str, Any]]:
    """The notices this seat may see now (its phone page's "what you learned")."""
    return [n for n in state.notices if addressed_to(state, n, seat) and is_due(state, n)]


def at_wake(state: GameState, seats: list[int], group: str | None) -> list[dict[str, Any]]:
    """Notices the moderator shows at this wake: owed to the woken seats or group and due tonight,
    and what the woken player learned at this very step (an investigation result)."""
    number = state.night.number if state.night else 0
    step = state.night.schedule[state.night.cursor] if state.night else None
    out = []
    for n in reversed(state.notices):      # newest first: a long game's history is not read again
        if n["night"] <= number - 2:
            # made on night `number - 2` or before (a notice's night is the night it was made, or the
            # next one for "wake"; notices are appended as the nights go up): so is every older one,
            # and none of those is for tonight
            break
        owed = n["at"] == "wake" and n["night"] == number
        now = n["at"] == "now" and n["phase"] == "night" and n["night"] == number and n.get("step") == step
        if not (owed or now):
            continue
        to = n["to"]
        if (group and to == group) or (isinstance(to, int) and to in seats) or \
                (isinstance(to, list) and set(to) & set(seats)):
            out.append(n)
    out.reverse()                          # in the order they were made
    return out


WORDS = "tell:"          # + a death trigger's name: the marker a death left on its seat, {key, params}, read at its announcement
REVEAL_TOLD = "beat.reveal_target"     # the Ranger's dying reveal: a target's role, told to all (004:193)


def tell(key: str, **params: Any) -> dict[str, Any]:
    """A day beat at which the moderator reads `key` aloud to everybody and presses next."""
    return {"kind": "tell", "key": key, "params": params}


def still_to_tell(state: GameState, keys: tuple[str, ...], **params: Any) -> bool:
    """Are words `keys` (with these params) still to be read today, a `tell` beat after the current
    one? The current beat is being read: the table is told from then on."""
    return any(b["kind"] == "tell" and b.get("key") in keys
               and all(b.get("params", {}).get(k) == v for k, v in params.items())
               for b in state.agenda[1:])


def told_reveals(state: GameState) -> dict[int, str]:
    """Seat -> the role a dying reveal told the table it holds (the Ranger's target, as disguises
    show it, 004:193): from the words that tell it, once the revealer's death is announced, on; it
    stays what the table was told (a later secret change of role is not shown by its going)."""
    out: dict[int, str] = {}
    for s in state.seats:
        for name, mark in s.status.items():
            if not name.startswith(WORDS) or not isinstance(mark, dict) or mark.get("key") != REVEAL_TOLD:
                continue
            if state.alive_as_told(s.seat) or still_to_tell(state, (REVEAL_TOLD,), seat=s.seat):
                continue
            out[mark["params"]["target"]] = mark["params"]["target_role"]
    return out
