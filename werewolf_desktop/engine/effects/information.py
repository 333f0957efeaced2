"""Effects that tell the woken player something at once (immediate abilities, seed 004 §1.1).
Those that read the target's card (`reads_card`) wait, with printed cards, for the host to set the
card of a seat not identified yet; the seed-003 seer's check (`inspect`) does only where the seer
sees the card (Düsterwald): elsewhere a seat not woken before the seer is no werewolf (seer_result)."""
from __future__ import annotations

from .. import rng, status
from ..attacks import recorded
from ..attributes import alignment, is_threat
from ..borrow import lend_for_day
from ..catalogue import catalogue
from ..disguise import seen_role
from ..queries import CARD_UNKNOWN, cards_unaccounted
from ..registry import Act, effect
from ..victory import team_of


def seer_result(state, target: int) -> dict:
    """003:45 6(5), 003:85 note 6: good or wolf; 001:8: the Seherin sees the card; 000:49 the thumb."""
    if state.seat(target).role is None:
        # printed cards, night 1: a seat not identified yet has not woken before the seer, so it is
        # no werewolf (the pack was identified at its wake); its card is not known yet
        return {"seat": target, "role": None, "result": "good", "unknown": True,
                "thumb": "up" if state.options["thumb_up_means"] == "good" else "down",
                "aloud": state.options.get("seer_answer") == "aloud"}
    role = catalogue().role(state.seat(target).role)
    if state.options.get("seer_sees") == "role":
        return {"seat": target, "role": role.id, "result": role.seer_sees}
    good = role.seer_sees == "good"
    up_means_good = state.options["thumb_up_means"] == "good"
    return {"seat": target, "result": role.seer_sees, "thumb": "up" if good == up_means_good else "down",
            "aloud": state.options.get("seer_answer") == "aloud"}


def _card_seen(state, step, action, actor, seat) -> str | None:
    """Die Seherin sieht die Karte (001:8): printed cards, a seat whose card is not known yet is
    checked once the host has set it, as for every effect that reads the card (`reads_card`)."""
    return CARD_UNKNOWN if state.options.get("seer_sees") == "role" and state.card_unknown(seat) else None


@effect("inspect", legal=_card_seen)
def inspect(act: Act) -> None:
    act.result(**seer_result(act.state, act.targets[0]))


def _obstructed(act: Act) -> str | None:
    """004 §1.4: an enchanted investigator sees the enchanter's role ("Flute Player") in 60 % of
    draws, as long as someone of the enchanter's team lives (004:637: the effect then disappears,
    silently). Returns the role seen, or None for a normal result."""
    mark = act.state.seat(act.actor).status.get("enchanted")
    if not isinstance(mark, dict) or mark.get("by") is None or not act.param("obstructed"):
        return None
    team = team_of(act.state, mark["by"])
    if not any(team_of(act.state, s) == team for s in act.state.alive()):
        return None
    return act.state.seat(mark["by"]).original_role if rng.chance(act.state, "obstruction", 60) else None


@effect("inspect_role", params=("weak_disguises", "obstructed"), reads_card=True)
def inspect_role(act: Act) -> None:
    """Shown the target's role as this investigator sees it (Fortune Teller 004 §2.4, Warlock 3.4)."""
    t = act.targets[0]
    role = _obstructed(act) or seen_role(act.state, t, weak_too=bool(act.param("weak_disguises")))
    act.result(seat=t, role=role)
    act.tell(act.actor, "notice.saw_role", seat=t, role=role)


@effect("inspect_threat", reads_card=True)
def inspect_threat(act: Act) -> None:
    """The Aura Teller: "a threat" (lycans and killing roles) or not (004 §2.4). An investigator,
    so fooled by strong disguises (004 §1.3): a Sneaking Wolf seen as a Citizen is no threat."""
    t = act.targets[0]
    seen = seen_role(act.state, t)
    threat = is_threat(catalogue().role(seen)) if seen else False
    act.result(seat=t, threat=threat, thumb="up" if threat else "down")
    act.tell(act.actor, "notice.threat" if threat else "notice.no_threat", seat=t)


@effect("inspect_pack", reads_card=True)
def inspect_pack(act: Act) -> None:
    """The Huntsman: in the wolfpack or not, from the seat's groups, so no disguise fools it and a
    pack member who lost its role is still in the pack (004 §2.4, §1.5)."""
    t = act.targets[0]
    pack = "pack" in act.state.seat(t).groups
    act.result(seat=t, pack=pack, thumb="up" if pack else "down")
    act.tell(act.actor, "notice.in_pack" if pack else "notice.not_in_pack", seat=t)


@effect("compare_alignment", reads_card=True)
def compare_alignment(act: Act) -> None:
    """The Oracle: do the two have the same alignment (unaligned alike, each solo its own, 004 §2.4)?
    It reads roles, so strong disguises fool it like every investigator (004 §1.3)."""
    a, b = act.targets
    cat = catalogue()
    sides = [alignment(cat.role(r)) if r else None for r in (seen_role(act.state, a), seen_role(act.state, b))]
    same = sides[0] is not None and sides[0] == sides[1]
    act.result(seats=[a, b], same=same, thumb="up" if same else "down")
    act.tell(act.actor, "notice.same_alignment" if same else "notice.different_alignment", seats=[a, b])


@effect("count_role")
def count_role(act: Act) -> None:
    """The Receptionist: how many living players hold the picked role now, whether it was dealt or
    not (004 §2.4). A count, not an inspection: disguises do not change it. Printed cards, night 1:
    a copy of the role whose card is not identified yet is in a hand not known yet (no card is set
    aside unseen), and counts — those hands keep their cards until they are known (change_role)."""
    role = act.roles[0]
    count = sum(1 for s in act.state.seats if s.alive and s.in_play and s.role == role)
    if act.state.deal_mode == "printed":
        left, hidden = cards_unaccounted(act.state)
        count += left.get(role, 0) if not hidden else 0
    act.result(role=role, count=count)
    act.tell(act.actor, "notice.role_count", role=role, count=count)


@effect("guess_roles", params=("weak_disguises", "obstructed", "marker", "true_role", "borrow"), reads_card=True)
def guess_roles(act: Act) -> None:
    """Crowd Seeker (up to 3) and Psychic Wolf (1): each correct guess is confirmed (004 §2.4, §3.4).
    Each guess is an inspection of its own: disguises (weak too with `weak_disguises`) and, for an
    enchanted guesser, the obstruction roll apply to each one. With `marker`, each player guessed
    right carries it from now on, not told; `true_role`: no disguise counts, it is no inspection
    (the Ice King freezes the players he guesses right, 004:723); `borrow`: a right guess lends the
    guesser the role's ability for the next day (the Ice Queen, 004:995, engine/borrow.py)."""
    weak, true_role = bool(act.param("weak_disguises")), act.param("true_role")
    marker, borrow = act.param("marker"), act.param("borrow")      # read once, not per guess
    guesses = []
    for t, r in zip(act.targets, act.roles):
        if true_role:
            right = act.state.seat(t).role == r
        else:
            right = not _obstructed(act) and seen_role(act.state, t, weak_too=weak) == r
        if right and marker:
            status.put(act.state, t, marker, by=act.actor)
        guesses.append({"seat": t, "role": r, "right": right})
        act.tell(act.actor, "notice.guess_right" if right else "notice.guess_wrong", seat=t, role=r)
        if right and borrow:
            lend_for_day(act.state, act.actor, r, borrow)
    act.result(guesses=guesses, right=[g["seat"] for g in guesses if g["right"]])


def causes_of_death(state, seat: int) -> tuple[list[str], list[str]]:
    """What caused a death, as roles only (004:914): the role of each attacker whose attack was one of
    its causes, and the causes no role stands behind (a lynch, a broken heart), as cause words."""
    death = state.seat(seat).death
    if death is None:
        return [], []
    roles: list[str] = []
    words: list[str] = []
    attacks = [a for a in recorded(state, death.phase, death.number) if a["target"] == seat]
    for cause in death.causes:
        behind = [a["role"] for a in attacks if a["kind"] == cause and a["role"]]
        for role in behind or []:
            if role not in roles:
                roles.append(role)
        if not behind and cause not in words:
            words.append(cause)
    return roles, words


@effect("inspect_death", self_reason="rule.no_self_target")
def inspect_death(act: Act) -> None:
    """The Coroner: how a dead player died — every cause, told only as role names, never a player's
    (004:910-914)."""
    t = act.targets[0]
    roles, words = causes_of_death(act.state, t)
    key = "notice.death_by_both" if roles and words else ("notice.death_by_roles" if roles else "notice.death_by_causes")
    act.result(seat=t, roles=roles, causes=words)
    act.tell(act.actor, key, seat=t, role=roles, cause=words)
