"""What a role *is*, as the rules ask it (seed 004 §2–3): townsfolk, werewolf team, lycan, pack
member, killing or investigative role, threat. Read from the record (`team`, `groups`,
`attributes`), never from a role's name."""
from __future__ import annotations

from .catalogue import Role, catalogue
from .state import GameState

# attributes a record may state explicitly (schema.py checks the names)
ATTRIBUTES = ("lycan", "not_lycan", "killing", "investigative", "threat", "plain", "unaligned")


def role_of(state: GameState, seat: int) -> Role | None:
    role = state.seat(seat).role
    return catalogue().role(role) if role else None


def is_lycan(role: Role) -> bool:
    """A true werewolf (004 §3.1): werewolf-team roles unless the record says `not_lycan` (`Role.lycan`)."""
    return role.lycan


def team_of_role(state: GameState, seat: int) -> str | None:
    role = role_of(state, seat)
    return role.team if role else None


def is_threat(role: Role) -> bool:
    """The Aura Teller's "threat" (004 §2.4): lycans and killing roles."""
    return is_lycan(role) or "killing" in role.attributes or "threat" in role.attributes


def alignment(role: Role) -> str:
    """For the Oracle (004 §2.4): unaligned roles share one alignment, each solo role is its own."""
    if "unaligned" in role.attributes or role.team == "none":
        return "unaligned"
    if role.team in ("solo", "third"):
        return "solo:" + role.id
    return role.team


def tags_of(state: GameState, seat: int | None) -> tuple[str, ...]:
    """What an attacker is, for defences that only stop some attackers (the Runner escapes a
    werewolf, 004:197; the Acrobat the werewolf team)."""
    if seat is None:
        return ()
    role = role_of(state, seat)
    if role is None:
        return ()
    tags = [role.team]
    if role.team == "wolf":
        tags.append("werewolf")
    if is_lycan(role):
        tags.append("lycan")
    tags.extend(g for g in state.seat(seat).groups)
    return tuple(tags)
