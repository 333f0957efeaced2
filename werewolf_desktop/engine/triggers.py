"""Death triggers: what a death sets off, named in a role record's `on_death`.

    "on_death": [{"trigger": "shoot"}]                                   hunter (003:101)
    "on_death": [{"trigger": "extra_targets", "step": "pack", "action": "kill", "count": 1, "repeat": true}]
    "on_death": [{"trigger": "dying_breath", "except": ["exile"]}]       Huntress (004:412)
    "on_death": [{"trigger": "join_group", "watch": {"group": "pack"}, "into": "werewolf"}]   Lone Wolf

Whose death sets a trigger off:
- the holder's, while they hold the role (the default; Wolf's Cub 004:511: not on role loss);
- `"holder": "original"`: the death of the player the role was dealt to, whatever they hold now
  (Cult Leader 004:393);
- `"holder": "both"`: the holder's death and the original's, whatever they hold now ("Whenever the
  Child dies", a Look-Alike holding the Child's role too; "once the original Child dies", 004:147);
- `"watch": {...}`: the death of ANOTHER player who matches (`group`, `marker`, or `attribute` + `team`); the
  trigger runs for each living holder (Lone Wolf and Lone Warlock join the pack when a pack member
  dies, 004:539; the Fortune Apprentice, 004:164); with `"when_gone": true` only once no member of
  the group is left alive, after the other watchers (the Packless Wolf, 004:1031);
- a status marker carrying `grants` (a role id) gives its holder that role's own triggers
  (Fletcher's Customer gains the Huntress's dying breath, 004:259).
`"except": [causes]` leaves out deaths by those causes ("any death except a direct lynch").

A trigger has up to two hooks: `at_death` runs the moment the holder dies (inside the batch of
deaths; it may append (seat, cause, rule) to the batch's queue), `beats` adds the day beats the
death brings when it is announced (the hunter's shot, words the moderator reads aloud).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from . import attacks, offices, rng, status
from .attacks import recorded, strike_now
from .attributes import role_of
from .catalogue import catalogue
from .disease import beats as disease_beats
from .disguise import seen_role
from .notices import REVEAL_TOLD, WORDS, notify, tell
from .queries import steps_by_id
from .roles_in_play import change_role
from .state import Death, GameState
from .victory import announcements, ascend


@dataclass(frozen=True)
class Trigger:
    at_death: Callable[[GameState, Death, dict[str, Any], list], None] | None = None
    beats: Callable[[GameState, Death, dict[str, Any]], list[dict[str, Any]]] | None = None


def when(state: GameState) -> str:
    """When a notice from a death is due: after the dawn announcement at night, at once by day."""
    return "dawn" if state.phase == "night" else "now"


# ---------------------------------------------------------------------------- 003 triggers
def can_shoot(state: GameState, seat: int, trig: dict[str, Any], causes: list[str] | None = None) -> bool:
    """003:44, 003:101: no shot when poisoned or dead of heartbreak (the ruleset's list)."""
    s = state.seat(seat)
    if s.powerless or s.has_shot:
        return False
    blocked = set(state.options["hunter_blocked_by"])
    causes = causes if causes is not None else (s.death.causes if s.death else [])
    return not (blocked & set(causes))


def provisional_causes(state: GameState) -> dict[int, list[str]]:
    """Causes of death if the night ended now (for the hunter's thumb, 003:86 note 7)."""
    batches, _ = attacks.plan(state)
    causes: dict[int, list[str]] = {}
    for batch in batches:
        for seat, cause, _rule in batch:
            causes.setdefault(seat, []).append(cause)
            lover = state.seat(seat).lover
            if lover and lover not in causes:
                causes.setdefault(lover, []).append("heartbreak")
    return causes


def hunter_status(state: GameState, hunter: int) -> bool:
    """Thumb up or down for the hunter (003:62, note 7): could the hunter shoot if out now?"""

    s = state.seat(hunter)
    if s.powerless or s.has_shot:
        return False
    causes = provisional_causes(state).get(hunter, [])
    return can_shoot(state, hunter, {}, causes)


def _shoot_beats(state: GameState, death: Death, trig: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"kind": "hunter_shot", "seat": death.seat}] if can_shoot(state, death.seat, trig) else []


def _extra_targets(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    # Wolf's Cub (004:511): the named action takes more targets the next night
    key = f"{trig['step']}.{trig['action']}"
    extra = state.next_night_extra.setdefault(key, {"count": 0, "repeat": bool(trig.get("repeat"))})
    extra["count"] += int(trig.get("count", 1))


def _strip_skills(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """The elder killed by these causes (003:105): every good role with a skill loses it; a revealed
    idiot, now without his skill, must leave ("白痴已翻牌的要判离场")."""
    s = state.seat(death.seat)
    if not set(death.causes) & set(trig["causes"]) or s.powerless or state.penalty_applied:
        return
    state.penalty_applied = True
    cat = catalogue()
    for other in state.seats:
        r = cat.role(other.role) if other.role else None
        if r and r.team == "village" and r.has_skill and other.seat != death.seat:
            other.powerless = True
            if other.revealed_idiot and other.alive:
                queue.append((other.seat, "elder_penalty", "003:105"))
    state.log("elder_penalty", seat=death.seat)


# ---------------------------------------------------------------------------- 004 triggers
def _join_group(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """The watcher becomes `into` (the ruleset's variant of it) and so joins that role's groups,
    told privately (Lone Wolf, Lone Warlock: "joins the wolfpack as a Wolf", 004:539, 004:572)."""

    seat = trig["holder"]
    if trig.get("when_gone") and group_left(state, trig["watch"]["group"], death):
        return               # 004:1031: the Packless Wolf joins only once no member of the pack is left
    into = catalogue().variant(trig["into"], state.ruleset)
    change_role(state, seat, into)
    if trig.get("when_gone"):
        status.put(state, seat, "joined_when_gone", after=death.seat)
    notify(state, seat, trig.get("notice", "notice.joined_group"), at=when(state), seat=seat, role=into)
    state.log("joined_group", seat=seat, role=into, after=death.seat, secret=True)


def group_left(state: GameState, group: str, death: Death) -> bool:
    """Is a member of `group` still alive? Those who joined it because this very death emptied it
    (`when_gone`) do not count, so every watcher waiting for the group to be gone joins; one who
    joined it otherwise (a Lone Wolf at the same death) does (004:1031)."""
    for s in state.seats:
        if s.alive and s.in_play and group in s.groups and \
                (s.status.get("joined_when_gone") or {}).get("after") != death.seat:
            return True
    return False


def closed_action(key: str) -> str:
    return f"closes:{key}"


def action_closed(state: GameState, key: str) -> bool:
    """Has a death closed this action (`step.action`) for the rest of the game?"""
    name = closed_action(key)
    for death in state.deaths:              # only a death closes one (the marker is on the dead seat)
        if name in state.seat(death.seat).status:
            return True
    return False


def _close_action(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """The named action is offered no more (the cult cannot attack once the original Cult Leader
    is dead, 004:393)."""
    status.put(state, death.seat, closed_action(f"{trig['step']}.{trig['action']}"))


def lynch_day(death: Death) -> int:
    """"The day after X dies": the day that follows a night death, or the next day after a day death."""
    return death.number if death.phase == "night" else death.number + 1


def _extra_lynch(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    status.put(state, death.seat, offices.EXTRA_LYNCH, for_day=lynch_day(death), count=int(trig.get("count", 1)))


def _extra_lynch_beats(state: GameState, death: Death, trig: dict[str, Any]) -> list[dict[str, Any]]:
    today = death.phase == "night"
    return [tell(offices.EXTRA_LYNCH_TOLD[0 if today else 1], seat=death.seat,
                 count=1 + int(trig.get("count", 1)))]


def standing_target(state: GameState, seat: int, marker: str) -> int | None:
    return (state.seat(seat).status.get(marker) or {}).get("target")


def _announced(state: GameState, death: Death, trig: dict[str, Any]) -> list[dict[str, Any]]:
    """The words an at_death hook left on the dead seat for the moderator (marker "tell:<trigger>")."""
    beat = state.seat(death.seat).status.get(WORDS + trig["trigger"])
    return [tell(beat["key"], **beat["params"])] if beat else []


def _leave_words(state: GameState, dead: int, trig: dict[str, Any], key: str, **params: Any) -> None:
    status.put(state, dead, WORDS + trig["trigger"], key=key, params=params)


def _dying_breath(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """The standing target is attacked at once; if it dies the Huntress is revealed (004:412)."""
    seat = death.seat
    target = standing_target(state, seat, trig.get("marker", "dying_breath"))
    if target is None or not state.seat(target).alive:
        return
    kind = trig.get("attack", "dying_breath")
    if strike_now(state, target, kind, seat, trig.get("rule", "004:412")):
        queue.append((target, kind, trig.get("rule", "004:412")))
        state.seat(seat).revealed = True
        if trig.get("granted"):           # Fletcher's Customer: told as the ability's owner, not its role
            _leave_words(state, seat, trig, "beat.dying_breath_granted", seat=seat, target=target, role=trig["granted"])
        else:
            _leave_words(state, seat, trig, "beat.dying_breath", seat=seat, target=target, role=state.seat(seat).role)


def _reveal_target(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """The Ranger's target and its role (as strong disguises show it) are revealed to all (004:193)."""

    target = standing_target(state, death.seat, trig.get("marker", "dying_breath"))
    if target is None or not state.seat(target).alive:
        return
    state.seat(death.seat).revealed = True
    _leave_words(state, death.seat, trig, REVEAL_TOLD, seat=death.seat, role=state.seat(death.seat).role,
                 target=target, target_role=seen_role(state, target))


def _take_along(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """The chosen subject dies with the Mad Scientist (an immediate attack, 004:419)."""
    target = standing_target(state, death.seat, trig.get("marker", "dying_breath"))
    if target is None or not state.seat(target).alive:
        return
    kind = trig.get("attack", "experiment")
    if strike_now(state, target, kind, death.seat, trig.get("rule", "004:417")):
        queue.append((target, kind, trig.get("rule", "004:417")))
        _leave_words(state, death.seat, trig, "beat.taken_along", seat=death.seat, target=target)


def _apprentice(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """The first death the watcher waits for: at the next dawn it takes that role (Fortune
    Apprentice, 004:164; `at_dawn` makes the change). With `"pick": "random"` every death of that
    same moment is a candidate and one is drawn at the change (the Apprentice, 004:885)."""
    holder = trig["holder"]
    heir = state.seat(holder).status.get("inherits")
    if heir is None:
        status.put(state, holder, "inherits", role=state.seat(death.seat).role, dead=death.seat,
                   moment=[death.phase, death.number], candidates=[death.seat],
                   pick=trig.get("pick"), anonymous=bool(trig.get("anonymous")))
    elif trig.get("pick") == "random" and heir["moment"] == [death.phase, death.number] \
            and death.seat not in heir["candidates"]:
        heir["candidates"].append(death.seat)


def _attacked_candidates(state: GameState) -> None:
    """An apprentice who also waits for an attack (`"attacked": true`, the Apprentice's "first death
    or attack", 004:881): tonight's attacked players are candidates too, killed or not."""
    cat = catalogue()
    tonight = None           # read from the night's record when a seat needs it (most nights none does)
    for s in state.seats:
        if not s.alive or s.powerless or not s.role or not cat.role(s.role).on_death:
            continue                                # most roles: no death trigger at all
        if not any(t["trigger"] == "apprentice" and t.get("attacked") for t in cat.role(s.role).on_death):
            continue
        assert state.night is not None              # at dawn
        if tonight is None:
            tonight = sorted({a["target"] for a in recorded(state, "night", state.night.number)})
        others = [t for t in tonight if t != s.seat]
        heir = s.status.get("inherits")
        if heir is None and others:
            trig = next(t for t in cat.role(s.role).on_death if t["trigger"] == "apprentice")
            status.put(state, s.seat, "inherits", role=None, dead=None, moment=["night", state.night.number],
                       candidates=others, pick=trig.get("pick"), anonymous=bool(trig.get("anonymous")))
        elif heir is not None and heir["moment"] == ["night", state.night.number]:
            heir["candidates"] += [t for t in others if t not in heir["candidates"]]


def _deliver_journal(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """The journal goes to one random living holder of the role the author chose (004:174)."""
    journal = state.seat(death.seat).status.get("journal")
    if not journal:
        return
    reader = draw_holder(state, journal["role"], death.seat)
    state.log("journal", author=death.seat, reader=reader, secret=True)
    if reader is not None:
        notify(state, reader, "notice.journal", at="dawn", seat=reader, author=death.seat, text=journal["text"])


def _ward_watcher(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """The dead player carried the watcher's marker (a power the Reaper lent, 004:1048): every attack
    on the watcher fails the next night (marker `warded`, the defence of that name)."""
    marker = state.seat(death.seat).status.get(trig["watch"]["marker"]) or {}
    if marker.get("by") != trig["holder"]:
        return
    night = (state.night.number if state.night else 0) + 1
    status.put(state, trig["holder"], "warded", night=night)
    state.log("warded", seat=trig["holder"], night=night, after=death.seat, secret=True)
def attacked_by(state: GameState, death: Death, spec: list[str]) -> bool:
    """Did this death come from an attack of one of these kinds, or by an attacker with one of these
    tags ("lycan": the Riding Hood killed by a lycan, 004:789)?"""
    if set(spec) & set(death.causes):
        return True
    if state.phase != "night" or not state.night:
        return False
    return any(a["target"] == death.seat and set(spec) & set(a["tags"]) for a in state.night.attacks)


def _ascend(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """The holder wins and leaves the game, which goes on (004 §5.1 "ascends"): on a death by the
    attacks or attackers `attacked_by` names (the Riding Hood, 004:783-789), or on any death the
    trigger's `only` / `except` let through (the Angel lynched, 004:739)."""
    if trig.get("attacked_by") and not attacked_by(state, death, trig["attacked_by"]):
        return
    ascend(state, death.seat, trig.get("rule", ""), trig.get("says", "win.ascended"))


def _lynch_responsible(state: GameState, seat: int) -> list[int]:
    """Who made an unusual lynch of `seat` happen (004:744): the Executioner whose lynch was passed
    on to it, or the players whose invisible votes put it on top (the Stalker)."""
    for entry in reversed(state.timeline):
        if entry["kind"] == "lynch_redirected" and entry["target"] == seat:
            return [entry["seat"]]
        if entry["kind"] == "ballot":
            break
    ballot = state.ballots[-1] if state.ballots else None
    if ballot is None or seat not in ballot.top:
        return []
    marker = state.seat(seat).status.get("extra_votes")
    counted = {t: c for t, c in ballot.counts.items()}
    if marker and marker.get("by") is not None:
        counted[seat] = counted.get(seat, 0) - float(marker.get("votes", 0))
        best = max((c for t, c in counted.items() if t != seat), default=0)
        if counted[seat] <= 0 or counted[seat] < best:
            return [marker["by"]]
    return []


def _take_voter(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """The lynched Angel takes a voter along (004:744): its standing target if that player voted
    for it, else a random player who voted for it; whoever lynched it by unusual means (an
    Executioner's redirect, invisible votes) instead; nobody if nobody else voted for it."""
    seat = death.seat
    ballot = state.ballots[-1] if state.ballots else None
    voters = sorted(v for v, t in (ballot.votes.items() if ballot else ()) if t == seat and v != seat
                    and state.seat(v).alive)
    victims = [v for v in _lynch_responsible(state, seat) if state.seat(v).alive]
    if not victims and voters:
        target = standing_target(state, seat, trig.get("marker", "dying_breath"))
        victims = [target] if target in voters else [rng.draw(state, "voter", voters)]
    kind, rule = trig.get("attack", "angel"), trig.get("rule", "004:744")
    taken = [v for v in victims if strike_now(state, v, kind, seat, rule)]
    for v in taken:
        queue.append((v, kind, rule))
    if taken:
        _leave_words(state, seat, trig, "beat.taken_with_angel", seat=seat, targets=taken)


def _dies_when_gone(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """The watcher dies once none of the players on its list is alive: it can no longer win (the
    Chef when the last waiter dies, 004:762)."""
    holder = trig["holder"]
    listed = (state.seat(holder).status.get(trig["watch"].get("listed", "")) or {}).get("seats", [])
    pending = {v[0] for v in queue}
    if not [s for s in listed if state.seat(s).alive and s not in pending]:
        queue.append((holder, trig.get("cause", "cannot_win"), trig.get("rule", "")))


def _lift_markers(state: GameState, death: Death, trig: dict[str, Any], queue: list) -> None:
    """Every `marker` the dead holder put on players comes off (the Ice King's death unfreezes
    everyone he froze, 004:723)."""
    for s in state.seats:
        mark = s.status.get(trig["marker"])
        if isinstance(mark, dict) and mark.get("by") == death.seat:
            status.take_off(state, s.seat, trig["marker"])


TRIGGERS: dict[str, Trigger] = {
    "shoot": Trigger(beats=_shoot_beats),
    "extra_targets": Trigger(at_death=_extra_targets),
    "strip_skills": Trigger(at_death=_strip_skills),
    "join_group": Trigger(at_death=_join_group),
    "close_action": Trigger(at_death=_close_action),
    "extra_lynch": Trigger(at_death=_extra_lynch, beats=_extra_lynch_beats),
    "dying_breath": Trigger(at_death=_dying_breath, beats=_announced),
    "reveal_target": Trigger(at_death=_reveal_target, beats=_announced),
    "take_along": Trigger(at_death=_take_along, beats=_announced),
    "apprentice": Trigger(at_death=_apprentice),
    "deliver_journal": Trigger(at_death=_deliver_journal),
    "ward_watcher": Trigger(at_death=_ward_watcher),
    "ascend": Trigger(at_death=_ascend),
    "take_voter": Trigger(at_death=_take_voter, beats=_announced),
    "dies_when_gone": Trigger(at_death=_dies_when_gone),
    "lift_markers": Trigger(at_death=_lift_markers),
}


def _applies(trig: dict[str, Any], causes: list[str] | None) -> bool:
    if "only" in trig and not (causes and set(trig["only"]) & set(causes)):
        return False                       # only deaths by these causes (the pack's kill, 004:789)
    return not (causes and set(trig.get("except", ())) & set(causes))


def triggers_of(state: GameState, seat: int, causes: list[str] | None = None) -> list[tuple[Trigger, dict[str, Any]]]:
    """The triggers this seat's own death sets off (see the module's docstring)."""
    s = state.seat(seat)
    cat = catalogue()
    found: list[dict[str, Any]] = []
    if s.role:
        found += [t for t in cat.role(s.role).on_death if "watch" not in t and t.get("holder") != "original"]
    if s.original_role:          # "both": the dealt player's death too, once they no longer hold it
        found += [t for t in cat.role(s.original_role).on_death if t.get("holder") == "original"
                  or (t.get("holder") == "both" and s.role != s.original_role)]
    for marker in s.status.values():
        if isinstance(marker, dict) and marker.get("grants"):
            found += [dict(t, granted=marker["grants"]) for t in cat.role(marker["grants"]).on_death if "watch" not in t]
    return [(TRIGGERS[t["trigger"]], t) for t in found if _applies(t, causes)]


def watched(state: GameState, watch: dict[str, Any], seat: int, watcher: int | None = None) -> bool:
    s = state.seat(seat)
    if "listed" in watch:                  # a seat on the watcher's own list (the Chef's waiters, 004:760)
        listed = (state.seat(watcher).status.get(watch["listed"]) or {}).get("seats", []) if watcher else []
        if seat not in listed:
            return False
    if "group" in watch and watch["group"] not in s.groups:
        return False
    if "marker" in watch and watch["marker"] not in s.status:
        return False
    role = role_of(state, seat)
    if "attribute" in watch and not (role and watch["attribute"] in role.attributes):
        return False
    return not ("team" in watch and not (role and role.team == watch["team"]))


def watchers(state: GameState, seat: int) -> list[tuple[Trigger, dict[str, Any]]]:
    """The triggers another player's death sets off in each living watcher (`holder` = the watcher)."""
    cat = catalogue()
    found = []
    for w in state.seats:
        if w.seat == seat or not w.alive or not w.in_play or not w.role or w.powerless:
            continue
        for t in cat.role(w.role).on_death:
            if "watch" in t and watched(state, t["watch"], seat, w.seat):
                found.append((TRIGGERS[t["trigger"]], dict(t, holder=w.seat)))
    found.sort(key=lambda f: bool(f[1].get("when_gone")))      # after those who join at once (004:1031)
    return found


def draw_holder(state: GameState, role_id: str, exclude: int) -> int | None:
    """One random living holder of a role (the Journalist's reader, 004:174)."""
    holders = [s for s in state.holders(role_id) if state.seat(s).alive and s != exclude]
    return rng.draw(state, "holder", holders) if holders else None


# ---------------------------------------------------------------------------- at dawn
def _take_up_roles(state: GameState) -> list[dict[str, Any]]:
    """An apprentice becomes the dead player's role at the start of the day, is told it and that
    player's results privately; the change is announced without a name (004:164)."""

    beats = []
    _attacked_candidates(state)
    for s in state.seats:
        heir = s.status.get("inherits")
        if not heir or not s.alive:
            continue
        status.take_off(state, s.seat, "inherits")
        if heir.get("pick") == "random":
            dead = rng.draw(state, "apprentice", sorted(heir["candidates"]))
            heir = dict(heir, dead=dead, role=state.seat(dead).role)
        change_role(state, s.seat, heir["role"])
        if heir.get("anonymous"):           # 004:885: "it will not be revealed from who the role came from"
            notify(state, s.seat, "notice.apprentice_took", at="dawn", seat=s.seat, role=heir["role"])
            state.log("apprenticed", seat=s.seat, role=heir["role"], secret=True)
            continue
        notify(state, s.seat, "notice.apprenticed", at="dawn", seat=s.seat, role=heir["role"], dead=heir["dead"])
        for n in [n for n in state.notices if n["to"] == heir["dead"]]:
            notify(state, s.seat, n["key"], at="dawn", **n["params"])      # the dead player's results
        beats.append(tell("beat.apprentice_changed"))
        state.log("apprenticed", seat=s.seat, role=heir["role"], secret=True)
    return beats


NARRATED_AS = {"attack": "attack", "protect": "protect", "heal": "protect", "inspect": "inspect",
               "inspect_role": "inspect", "inspect_threat": "inspect", "inspect_pack": "inspect",
               "compare_alignment": "inspect", "guess_roles": "inspect", "mark": "mark", "disguise": "disguise",
               "convert": "convert", "stay_with": "visit", "set_target": "target", "grant": "grant"}


_NARRATED: dict[int, frozenset[str]] = {}


def narrated_roles(cat: Any) -> frozenset[str]:
    """The roles with passive `narrated` (read once per catalogue)."""
    if id(cat) not in _NARRATED:
        _NARRATED[id(cat)] = frozenset(r.id for r in cat.roles.values() if r.passive.get("narrated"))
    return _NARRATED[id(cat)]


def _cause(state: GameState, step: Any, actor: int) -> str | None:
    """The role an ability used on the Bard is told as (004:123): the actor's role, or the office
    whose step it is (the Guardian's shield: the holder's own role stays secret, 004 §6)."""
    if step.role and catalogue().role(step.role).office:
        return step.role
    role = role_of(state, actor)
    return role.id if role else None


def _narrate(state: GameState) -> list[dict[str, Any]]:
    """Every ability used tonight on a player whose role is narrated (the Bard, 004:121-125): the
    ability and the role that caused it (for an attack, the attacker's role), never the details."""

    roles = narrated_roles(catalogue())
    narrated = {s.seat for s in state.seats if s.role in roles}
    if not narrated:
        return []
    beats = []
    assert state.night is not None                  # at dawn
    number = state.night.number
    tonight = []
    for entry in reversed(state.timeline):        # back to tonight's start only (long games stay fast)
        if entry["kind"] == "night_start" and entry["night"] == number:
            break
        if entry["kind"] == "night_action" and entry["night"] == number:
            tonight.append(entry)
    for entry in reversed(tonight):
        step = steps_by_id().get(entry["step"])
        action = next((a for a in step.actions if a.id == entry["action"]), None) if step else None
        if action is None or action.effect == "attack":
            continue
        for t in entry["targets"]:
            if t in narrated:
                beats.append(tell("narrate." + NARRATED_AS.get(action.effect, "other"), cause_role=_cause(state, step, entry["actor"])))
    for attack in state.night.attacks:
        if attack["target"] in narrated:
            role = role_of(state, attack["attacker"]) if attack["attacker"] else None
            beats.append(tell("narrate.attack", cause_role=role.id if role else None))
    return beats


def _lynch_immune(state: GameState) -> list[dict[str, Any]]:
    """Who the Guardian protects from today's lynch, told to everybody (004:859)."""
    seats = offices.lynch_immune(state)
    return [tell(offices.LYNCH_IMMUNE_TOLD, seats=seats)] if seats else []


def at_dawn(state: GameState) -> list[dict[str, Any]]:
    """What the day starts with besides the deaths: roles taken up, abilities narrated aloud, deaths
    by the disease told with their cause (004:973), players who ascended (victory.py), who cannot be
    lynched today."""
    return _take_up_roles(state) + _narrate(state) + disease_beats(state) + announcements(state) + _lynch_immune(state)
