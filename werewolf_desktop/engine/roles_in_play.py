"""A role changing hands during the game (seed 004 §1.5): the thief's and drunk's new card, a
conversion to the pack, a Dog's or Look-Alike's choice.

A player who changes role keeps every group they belonged to (they still wake with it and keep
what they know) and joins the new role's groups; their lives are the new role's.
"""
from __future__ import annotations

from .catalogue import catalogue
from .disguise import wear_role_disguise
from .state import GameState


def groups_of_role(role_id: str | None) -> list[str]:
    return list(catalogue().role(role_id).groups) if role_id else []


def enter_role(state: GameState, seat: int, role_id: str) -> None:
    """The role a seat starts with (dealt, or identified from a printed card)."""
    s = state.seat(seat)
    s.role = s.original_role = role_id
    s.lives = catalogue().role(role_id).lives
    s.groups = groups_of_role(role_id) + [g for g in s.groups if g not in groups_of_role(role_id)]
    wear_role_disguise(state, seat)


def remember_told(state: GameState, seat: int) -> None:
    """A role that changes at night is learned with the dawn announcement: until then the player's
    phone (and the pack's list) keep what the player was last told (views.as_told)."""
    from .notices import announced

    s = state.seat(seat)
    told = s.status.get("told")
    if state.phase != "night" or (told and not announced(state, told["night"])):
        return                          # by day it is told at once; a pending change keeps the first
    s.status["told"] = {"role": s.role, "groups": list(s.groups), "night": state.night.number, "until": None}


def change_role(state: GameState, seat: int, role_id: str, keep_groups: bool = True, powers: bool = True) -> None:
    """`keep_groups`: 004 §1.5 (role loss keeps the groups); False when the card itself is replaced
    before the game starts in earnest (the thief and the drunk take another card on night 1)."""
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
