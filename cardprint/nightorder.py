"""The night script of a deck, read from the catalogue: which steps happen and in what order
(the judge sheet), and when a role wakes at all (its card: "Wakes every night").

A step happens when its role is dealt, or (meta-steps) when its `when_roles` / `when_groups`
condition holds. A *wake* is a step where someone opens their eyes: a role's own step, or a
group step (`wakes`: the pack, the lovers). Positions count wakes only, in order-number order.
"""
from __future__ import annotations

from werewolf_desktop.engine.catalogue import Catalogue, Role, Step, catalogue
from werewolf_desktop.i18n import tr

LATER = 2      # the night that stands for "every later night"


def step_applies(step: Step, in_play: frozenset[str], cat: Catalogue) -> bool:
    if step.role is not None:
        return step.role in in_play
    if not step.when_roles and not step.when_groups:
        return True
    if any(r in in_play for r in step.when_roles):
        return True
    groups = {g for r in in_play for g in cat.roles[r].groups}
    return bool(groups.intersection(step.when_groups))


def script(in_play: frozenset[str], night: int, cat: Catalogue | None = None,
           include_restricted: bool = True) -> list[Step]:
    """The steps of night `night` for the dealt roles, in order.

    `include_restricted=False` leaves out steps limited to given nights (the drunk's night 3),
    which is what "every later night" means.
    """
    cat = cat or catalogue()
    steps = [s for s in cat.night_steps() if step_applies(s, in_play, cat)]
    out = []
    for s in steps:
        if s.nights and not include_restricted:
            continue
        if s.order(night) is not None:
            out.append(s)
    out.sort(key=lambda s: (s.order(night), s.id))
    return out


def is_wake(step: Step) -> bool:
    return step.role is not None or bool(step.wakes)


def wake_text(role: Role, lang: str, cat: Catalogue | None = None) -> str:
    """When a role wakes, from its own record and the group steps it joins, the same in every deck
    (no place in the order: that depends on the deck and is on the judge sheet only).

    "每晚睁眼" / "Wakes on night 1 only" / "Erwacht nur in Nacht 3" / "Never wakes"."""
    wakes = (cat or catalogue()).wake_times(role.id)       # the phone's "wakes" line says the same
    first, later, only = wakes["first_night"], wakes["other_nights"], wakes["nights"]
    if first and later:
        return tr("cardprint.wakes.every", lang)
    parts = []
    if first:
        parts.append(tr("cardprint.wakes.first", lang))
    if later:
        parts.append(tr("cardprint.wakes.later", lang))
    if only:
        parts.append(tr("cardprint.wakes.nights", lang, nights=list(only)))
    return " · ".join(parts) if parts else tr("cardprint.night.never", lang)
