"""What one seat may know (`player_view`), and what everybody may know (`public_view`).

`player_view` is the ONLY way anything outside the engine learns one seat's secret: the phone page
is built from it and nothing else (boardgame.io's playerView).
"""
from __future__ import annotations

from typing import Any

from . import offices
from .catalogue import catalogue
from .notices import OWN_CHOICES, announced, due_for, told_reveals
from .queries import role_list
from .state import GameState


def recognised(groups: list[str]) -> list[str]:
    """The seat's groups whose members open their eyes together and see each other (a wake step
    with `recognise`), in the order of the seat's groups (the pack has its own entry, `knows.pack`)."""
    seen = {s.wakes for s in catalogue().night_steps() if s.recognise and s.wakes}
    return [g for g in groups if g in seen]


def joined_yet(state: GameState, seat: int, group: str) -> bool:
    """A group joined through a status marker of its name (enchanted tonight) counts once the night
    it happened has been announced, like the notice that tells it."""
    mark = state.seat(seat).status.get(group)
    return not isinstance(mark, dict) or announced(state, mark.get("night", 0))


def as_told(state: GameState, seat: int) -> tuple[str | None, list[str]]:
    """The role and groups a player has been told: a change made tonight (a conversion, a swap)
    reaches them with the dawn announcement, not while the table still has its eyes closed."""
    s = state.seat(seat)
    told = s.status.get("told")
    if told and not announced(state, told["night"]) and state.phase != "over":
        return told["role"], told["groups"]
    return s.role, s.groups


def player_view(state: GameState, seat: int, lang: str | None = None) -> dict[str, Any] | None:
    if not isinstance(seat, int) or not 1 <= seat <= len(state.seats):
        return None
    cat = catalogue()
    s = state.seat(seat)
    role_id, groups = as_told(state, seat)
    view: dict[str, Any] = {"seat": seat, "name": s.name, "role": role_id, "alive": state.alive_as_told(seat),
                            "game_over": state.phase == "over", "lang": lang, "knows": {},
                            "ruleset": state.ruleset}     # its own words in what the seat learned (stop 34)
    if role_id is None:
        return view
    role = cat.role(role_id)
    view.update({"role_name": role.name, "team": role.team, "ability": role.ability, "wakes": catalogue().wake_times(role.id)})
    knows = view["knows"]
    converted = s.status.get("converted")
    just_converted = converted and state.night and converted["night"] == state.night.number
    if "pack" in groups and state.options["pack_knows_pack"] and not just_converted:   # 002:94
        knows["pack"] = [{"seat": o.seat, "name": o.name} for o in state.seats
                         if o.seat != seat and o.in_play and "pack" in as_told(state, o.seat)[1]]
    for group in recognised(groups):                    # the enchanted, the Ice Royals (004:625, 004:995)
        if joined_yet(state, seat, group):
            knows.setdefault("groups", []).append({"group": group, "members": [
                {"seat": o.seat, "name": o.name} for o in state.seats if o.seat != seat and o.in_play
                and group in as_told(state, o.seat)[1] and joined_yet(state, o.seat, group)]})
    if s.lover:
        knows["lover"] = {"seat": s.lover, "name": state.seat(s.lover).name}
    if state.cupid == seat and state.lovers:
        knows["lovers"] = [{"seat": x, "name": state.seat(x).name} for x in state.lovers]
    held = offices.held(state, seat, as_told=True)
    if held:                                            # 004 §6: public, held besides the role
        knows["offices"] = held
        knows.update(offices.knows(state, seat))
        for d in knows.get("dead_roles", []):
            d["name"] = state.seat(d["seat"]).name
    original = cat.role(s.original_role) if s.original_role else None
    if original and original.setup.get("extra_cards") and role_id != s.original_role:
        knows["thief"] = {"took": s.role, "from": list(state.leftover[:2])}    # the spare cards (003:111)
    view["learned"] = [{"key": n["key"], "params": n["params"], "night": n["night"], "day": n["day"],
                        "own": n["key"] in OWN_CHOICES}
                       for n in due_for(state, seat)]
    if state.phase == "over":
        view["winner"] = {"team": state.winner["team"], "won": seat in state.winner["seats"]} if state.winner else None
    return view


def public_ballot(ballot) -> dict[str, Any]:
    """The last ballot as the table may see it: the counts, or only the outcome when hidden weights
    or votes were counted (seed 004, reference S2)."""
    out: dict[str, Any] = {"kind": ballot.kind, "outcome": ballot.outcome}
    if ballot.office:                               # an office's election (004 §6), not the sheriff's
        out["office"] = ballot.office
    if ballot.hidden:
        out["top"] = list(ballot.top) if ballot.outcome in ("exiled", "elected") else []
    else:
        out["counts"] = {str(k): v for k, v in ballot.counts.items()}
    return out


def public_view(state: GameState) -> dict[str, Any]:
    """For the projector window and the public timeline: no role, no night action, unless the
    ruleset reveals cards on death (classic, Düsterwald) or the game is over."""
    over = state.phase == "over"
    barred = offices.told_not_eligible(state)                     # announced at today's election (004:551)
    shielded = offices.told_lynch_immune(state)                   # announced after the dawn deaths (004:859)
    reveals = told_reveals(state)                                 # the Ranger's dying reveal, once told (004:193)
    seats = []
    for s in state.seats:
        if not s.in_play:
            continue
        told_alive = state.alive_as_told(s.seat)
        entry = {"seat": s.seat, "name": s.name, "alive": told_alive,
                 "sheriff": state.sheriff == s.seat, "no_vote": s.revealed_idiot,
                 "offices": offices.held(state, s.seat, as_told=True), "not_eligible": s.seat in barred,
                 "lynch_immune": s.seat in shielded}
        untold_death = told_alive and not s.alive              # died, not announced yet
        if over or (s.revealed and not untold_death):       # the card turns with the announced death (003:7)
            entry["role"] = s.role
        elif s.seat in reveals:                             # the card itself, once shown, says more
            entry["told_role"] = reveals[s.seat]
        seats.append(entry)
    last = state.ballots[-1] if state.ballots else None

    return {"phase": state.phase, "night": state.night.number if state.night else 0, "day": state.day_number,
            "seats": seats, "sheriff": state.sheriff,
            "role_list": role_list(state) if state.phantoms else None,   # told to all with a Claimspace (004:902)
            "ballot": public_ballot(last) if last and state.phase == "day" else None,
            "lynches": offices.told_lynches(state),                      # the Child's extra lynch, once told (004:147)
            "winner": state.winner if over else None, "ruleset": state.ruleset}
