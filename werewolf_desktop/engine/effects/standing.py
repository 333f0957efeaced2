"""Effects that leave something standing on players: status markers, standing targets, disguises,
and conversions (seed 004)."""
from __future__ import annotations

from .. import status
from ..catalogue import catalogue
from ..disguise import put_on
from ..errors import RuleError
from ..queries import CARD_UNKNOWN
from ..registry import Act, effect
from ..roles_in_play import change_role
from ..rules import option


def _team_seen(state, step, action, actor, seat) -> str | None:
    """A marker that fails on some teams (`fails_on.teams`) reads the target's card: printed cards, a
    seat whose card is not known yet is marked once the host has set it (as `reads_card`)."""
    if not state.card_unknown(seat) or not action.params.get("fails_on"):
        return None
    return CARD_UNKNOWN if (option(state, action.params["fails_on"]) or {}).get("teams") else None


@effect("mark", params=("marker", "until", "notice", "turns_into", "fails_on", "failed", "group"), legal=_team_seen)
def mark(act: Act) -> None:
    """Put a status marker on the targets (threatened, silenced, enchanted…), optionally telling them.
    `turns_into`: a night attack on the marked player turns it into that role instead of killing
    it (attacks.turned: demonized → Undead, 004:693). `fails_on` {"teams", "markers"}: the marker
    does not stick to players of those teams or carrying those markers, and the actor is told at
    once with the notice `failed` (the Vampire, 004:707; the Plaguebearer, 004:1038). With `group`
    the marked also join that group and wake with it (the enchanted, 004:635). An action with no
    target marks the actor (the Flute Apprentice joins the enchanted, 004:983)."""
    fails_on = act.param("fails_on") or {}
    for t in act.targets or ([act.actor] if act.action.targets == 0 else []):
        s = act.state.seat(t)
        role = s.role and catalogue().role(s.role)
        if (role and role.team in fails_on.get("teams", ())) or set(fails_on.get("markers", ())) & set(s.status):
            act.tell(act.actor, act.param("failed") or "notice.mark_failed", seat=t)
            act.result(seat=t, thumb="down")             # the moderator shows a thumb down
            act.state.log("mark_failed", seat=t, marker=act.param("marker"), secret=True)
            continue
        extra = {"into": act.param("turns_into")} if act.param("turns_into") else {}
        status.put(act.state, t, act.param("marker"), until=act.param("until"), by=act.actor, **extra)
        group = act.param("group")
        if group and group not in s.groups:
            s.groups.append(group)
        if act.param("notice"):
            act.tell(t, act.param("notice"), at="dawn", seat=t)


@effect("set_target", params=("marker",))
def set_target(act: Act) -> None:
    """A standing target, confirmed or changed at each wake (004 reference S7): kept on the actor
    until changed (the Huntress's, Ranger's or Mad Scientist's dying-breath target)."""
    marker = act.param("marker") or f"target:{act.step.id}"
    if not act.targets:                       # "up to one": choosing nobody drops the target (004:405)
        status.take_off(act.state, act.actor, marker)
        return
    status.put(act.state, act.actor, marker, target=act.targets[0])
    act.tell(act.actor, "notice.target_set", seat=act.targets[0])


@effect("grant", params=("marker", "group", "grants", "notice"))
def grant(act: Act) -> None:
    """Give the target another role's death triggers and a group to wake with, by a marker the
    actor may take back (the Fletcher's Customer gains the Huntress's dying breath, 004:259)."""
    for t in act.targets:
        status.put(act.state, t, act.param("marker"), grants=act.param("grants"), by=act.actor)
        if act.param("group") and act.param("group") not in act.state.seat(t).groups:
            act.state.seat(t).groups.append(act.param("group"))
        act.tell(t, act.param("notice") or "notice.granted", at="dawn", seat=t, role=act.param("grants"))
        act.tell(act.actor, "notice.grant_given", seat=t, role=act.param("grants"))


@effect("revoke", input="none", params=("marker", "group", "notice"))
def revoke(act: Act) -> None:
    """Take back, for good, what `grant` gave (the Fletcher revokes the Customer, 004:259)."""
    for s in act.state.seats:
        marker = s.status.get(act.param("marker"))
        if isinstance(marker, dict) and marker.get("by") == act.actor:
            status.take_off(act.state, s.seat, act.param("marker"))
            if act.param("group") in s.groups:
                s.groups.remove(act.param("group"))
            act.tell(s.seat, act.param("notice") or "notice.revoked", at="dawn", seat=s.seat)


@effect("disguise", params=("strong", "until", "tell", "report_group"))
def disguise(act: Act) -> None:
    """Disguise each target as the role picked for it; with no target the actor disguises itself.
    The Tanner (004 §3.3): up to two players, weak, until dawn, and told whether at least one of
    them is in the pack (`report_group`). The Disguised Fox: itself, strong, until dawn, and the
    pack is told the disguise at its wake tonight (`tell`)."""
    state = act.state
    seats = act.targets or [act.actor]
    for t, role in zip(seats, act.roles):
        put_on(state, t, role, strong=bool(act.param("strong")), until=act.param("until", "dawn"), by=act.actor)
    if act.param("tell"):
        act.tell(act.param("tell"), "notice.disguise_chosen", at="tonight", role=act.roles[0])
    group = act.param("report_group")
    if group:
        hit = any(group in state.seat(t).groups for t in seats)
        act.result(seats=list(seats), roles=list(act.roles), group=group, hit=hit, thumb="up" if hit else "down")
        act.tell(act.actor, "notice.disguised_in_pack" if hit else "notice.disguised_none_in_pack", seats=list(seats))
    else:
        act.result(seats=list(seats), roles=list(act.roles))


@effect("convert", params=("into", "notice"), reads_card=True)
def convert(act: Act) -> None:
    """The target loses its role and becomes `into` (the ruleset's variant of it), told privately
    after the dawn announcement (the Infected Wolf, 004:532). A role whose record says
    `converts_as` turns into that instead, and the other holders of its role into `others`, all
    told (a Baker becomes the Bloody Butcher, the other Bakers Butchers, 004:228). With no target
    the actor converts itself and is told at once: the Disguised Fox joins the pack as a Wolf,
    keeping its groups and losing its power (004:521). Printed cards: a target whose card is not
    known yet is refused until the host sets it (`reads_card`): the backfire and the Baker read it."""
    cat = catalogue()
    state = act.state
    for t in act.targets or [act.actor]:
        old = state.seat(t).role
        back = cat.role(old).passive.get("backfires_into") if old and act.targets else None
        if back:                  # the Devil or Demon picked: the converter becomes a Demon (004:91, 004:532)
            into = cat.variant(back, state.ruleset)
            change_role(state, act.actor, into)
            act.tell(act.actor, "notice.backfired", at="dawn", seat=act.actor, role=into)
            state.log("converted", seat=act.actor, role=into, backfire=t, secret=True)
            continue
        special = cat.role(old).passive.get("converts_as") if old and not state.seat(t).powerless else None
        into = cat.variant(special["into"] if special else act.param("into"), state.ruleset)
        changed = [(t, into, act.param("notice") or "notice.became")]
        if old and special and special.get("others"):
            others = cat.variant(special["others"], state.ruleset)
            changed += [(o, others, "notice.group_turned") for o in state.holders(old) if o != t and state.seat(o).alive]
        for seat, role, notice in changed:
            change_role(state, seat, role)
            act.tell(seat, notice, at="dawn" if act.targets else "now", seat=seat, role=role, was_role=old)
            state.log("converted", seat=seat, role=role, secret=True)


@effect("write_note", input="text", params=("max_length",))
def write_note(act: Act) -> None:
    """Free text typed on the moderator's device while the player is awake, with the role picked
    to receive it (the Journalist's journal, 004:174; reference S8): kept on the actor, replaced
    at each wake."""

    text = act.inp.get("text")
    limit = int(act.param("max_length") or 2000)
    if not isinstance(text, str) or not text.strip() or len(text) > limit:
        raise RuleError("rule.bad_note", limit=limit)
    clean = "".join(c for c in text.strip() if c.isprintable() or c == "\n")
    status.put(act.state, act.actor, "journal", text=clean, role=act.roles[0])
    act.tell(act.actor, "notice.note_kept", role=act.roles[0])


def _lend_legal(state, step, action, actor, seat) -> str | None:
    """A living player may be chosen only once, ever (004:1048); dead players again and again."""
    return "rule.already_sleepless" if "sleepless" in state.seat(seat).status else None


def _lend_ready(state, step, action, actor) -> str | None:
    """The dead player whose power is lent is pointed at first (the step's `source` action)."""
    return None if state.night.actions.get(step.id, {}).get(action.params["source"]) else "rule.dead_and_living"


@effect("lend_power", params=("source",), legal=_lend_legal, ready=_lend_ready)
def lend_power(act) -> None:
    """The Reaper has pointed at a dead player (the `source` action) and now at a living one: tonight
    the living one is called at the dead one's role steps and uses its power (marker `lent_power`
    until dawn), and is Sleepless for good; told at that wake (004:1044-1048, reference S6)."""
    state = act.state
    dead = state.night.actions[act.step.id][act.param("source")][0]
    living = act.targets[0]
    role = state.seat(dead).role
    status.put(state, living, "lent_power", until="dawn", role=role, by=act.actor)
    status.put(state, living, "sleepless", by=act.actor)
    act.result(seat=living, role=role)
    act.tell(act.actor, "notice.power_given", seat=living, role=role)
    act.tell(living, "notice.power_lent", at="tonight", seat=living, role=role)
