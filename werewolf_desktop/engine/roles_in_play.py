"""A role changing hands during the game (seed 004 §1.5): the thief's and drunk's new card, a
conversion to the pack, a Dog's or Look-Alike's choice.

A player who changes role keeps every group they belonged to (they still wake with it and keep
what they know) and joins the new role's groups; their lives are the new role's.
"""
from __future__ import annotations

from .catalogue import catalogue
from .disguise import wear_role_disguise
from .errors import RuleError
from .notices import announced
from .state import GameState


def groups_of_role(role_id: str | None) -> list[str]:
    return list(catalogue().role(role_id).groups) if role_id else []


def enter_role(state: GameState, seat: int, role_id: str) -> None:
    """The role a seat starts with (dealt, or identified from a printed card)."""
    s = state.seat(seat)
    s.role = s.original_role = role_id
    if catalogue().role(role_id).passive.get("not_a_player"):     # 002:10: the moderator card's holder moderates
        s.in_play = s.alive = False
    s.lives = catalogue().role(role_id).lives
    s.groups = groups_of_role(role_id) + [g for g in s.groups if g not in groups_of_role(role_id)]
    wear_role_disguise(state, seat)


def remember_told(state: GameState, seat: int) -> None:
    """A role that changes at night is learned with the dawn announcement: until then the player's
    phone (and the pack's list) keep what the player was last told (views.as_told)."""

    s = state.seat(seat)
    told = s.status.get("told")
    if state.phase != "night" or (told and not announced(state, told["night"])):
        return                          # by day it is told at once; a pending change keeps the first
    assert state.night is not None
    s.status["told"] = {"role": s.role, "groups": list(s.groups), "night": state.night.number, "until": None}


def change_role(state: GameState, seat: int, role_id: str, keep_groups: bool = True, powers: bool = True) -> None:
    """`keep_groups`: 004 §1.5 (role loss keeps the groups); False when the card itself is replaced
    before the game starts in earnest (the thief and the drunk take another card on night 1).
    Printed cards: a seat whose card is not known yet does not change role — what it becomes may
    depend on the card (a Baker, the Devil: 004:228, 004:532), and night 1's card accounting needs
    it (night.unknown_at_dawn); the host sets the card first (`set_role`)."""
    if state.card_unknown(seat):
        raise RuleError("rule.card_unknown", seat=seat)
    s = state.seat(seat)
    if keep_groups:
        remember_told(state, seat)
    old = groups_of_role(s.role)
    s.role = role_id
    s.lives = catalogue().role(role_id).lives
    kept = [g for g in s.groups if keep_groups or g not in old]
    s.groups = kept + [g for g in groups_of_role(role_id) if g not in kept]
    wear_role_disguise(state, seat)
    if not powers:
        s.powerless = True


def correct_role(state: GameState, inp: dict) -> None:
    """Printed cards: the moderator corrects the card a seat holds (a card mis-identified, a seat
    never identified) — an input like any other, recorded and undone with Ctrl+Z (issue 29.1).
    The card must be in the deck. When every copy is already at a seat, the two seats swap cards
    (the holder is `swap`, or the only holder). A seat whose role changed in play (the thief's new
    card, a conversion) is not corrected."""

    if state.deal_mode != "printed":
        raise RuleError("rule.correct_printed_only")
    seat, role = inp.get("seat"), inp.get("role")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 1 <= seat <= len(state.seats):
        raise RuleError("rule.bad_seat", seat=seat)
    if not isinstance(role, str) or not state.deck.get(role):
        raise RuleError("rule.correct_not_in_deck", role=str(role)[:40])
    s = state.seat(seat)
    if s.original_role == role:
        raise RuleError("rule.correct_same", seat=seat, role=role)
    holders = [x.seat for x in state.seats if x.original_role == role]
    other = None
    if len(holders) + state.leftover.count(role) >= state.deck[role]:
        other = inp.get("swap", holders[0] if len(holders) == 1 else None)
        if other not in holders:
            raise RuleError("rule.correct_all_held", role=role, count=state.deck[role])
    for x in [seat] + ([other] if other else []):
        if state.seat(x).role != state.seat(x).original_role:
            raise RuleError("rule.correct_changed", seat=x, role=state.seat(x).role)
    was = s.original_role
    _set_card(state, seat, role)
    if other:                       # the two seats swap cards (or the other one is unknown now)
        _set_card(state, other, was)
    state.log("role_corrected", seat=seat, role=role, swap=other, secret=True)


def _set_card(state: GameState, seat: int, role: str | None) -> None:
    """The seat's card is `role` (None: not known any more — it gave its card to an unknown seat)."""
    s = state.seat(seat)
    s.groups = [g for g in s.groups if g not in groups_of_role(s.original_role)]
    if s.original_role and catalogue().role(s.original_role).passive.get("not_a_player"):
        s.in_play = s.alive = True          # the moderator card was never this player's: a player after all
    if role:
        enter_role(state, seat, role)
    else:
        s.role = s.original_role = None
    if state.night and state.phase == "night":
        for seats in state.night.identified.values():
            if seat in seats:
                seats.remove(seat)
        if role:
            if role not in state.night.identified:     # known from the host's word, not from its wake
                state.night.corrected.append(role)
            state.night.identified.setdefault(role, []).append(seat)
