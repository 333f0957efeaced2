"""The night script of a deck, read from the catalogue: which steps happen, in what order,
and when each role wakes ("Night 1: 6th · every night").

A step happens when its role is dealt, or (meta-steps) when its `when_roles` / `when_groups`
condition holds. A *wake* is a step where someone opens their eyes: a role's own step, or a
group step (`wakes`: the pack, the lovers). Positions count wakes only, in order-number order.
"""
from __future__ import annotations

from dataclasses import dataclass

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


def wakes_for(role: Role, step: Step) -> bool:
    """Does `role` open its eyes at `step`?"""
    if step.role is not None:
        return step.role == role.id
    return bool(step.wakes) and (step.wakes in role.groups or step.wakes == role.id)


def position(role: Role, steps: list[Step]) -> int | None:
    """1-based place of the role's first wake among the wakes of `steps`, or None."""
    n = 0
    for s in steps:
        if is_wake(s):
            n += 1
            if wakes_for(role, s):
                return n
    return None


@dataclass(frozen=True)
class WakeInfo:
    first: int | None = None                         # position on night 1
    later: int | None = None                         # position on every later night
    only: tuple[tuple[int, int], ...] = ()           # (night, position) for steps limited to given nights

    @property
    def never(self) -> bool:
        return self.first is None and self.later is None and not self.only


def wake_info(role_id: str, in_play: frozenset[str], cat: Catalogue | None = None) -> WakeInfo:
    cat = cat or catalogue()
    role = cat.role(role_id)
    ctx = in_play | {role_id} if role.dealt else in_play
    restricted = sorted({n for s in cat.night_steps() if s.nights and wakes_for(role, s) for n in s.nights})
    first = position(role, script(ctx, 1, cat))
    later = position(role, script(ctx, LATER, cat, include_restricted=False))
    only = []
    for n in restricted:
        p = position(role, script(ctx, n, cat))
        if p is not None:
            only.append((n, p))
    return WakeInfo(first, later, tuple(only))


def ordinal_en(n: int) -> str:
    if 10 <= n % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def ordinal(n: int, lang: str) -> str:
    """The number as the templates want it: "6th" in English, "6" otherwise (the template has 第…个 / ….)."""
    return ordinal_en(n) if lang == "en" else str(n)


def wake_text(info: WakeInfo, lang: str) -> str:
    """The card's night line, e.g. "Night 1: 6th · every night" / "首夜第6个睁眼 · 每晚"."""
    parts = []
    if info.first is not None and info.later is not None:
        if info.first == info.later:
            parts.append(tr("cardprint.night.every", lang, n=ordinal(info.first, lang)))
        else:
            parts.append(tr("cardprint.night.first_then", lang, n=ordinal(info.first, lang), m=ordinal(info.later, lang)))
    elif info.first is not None:
        parts.append(tr("cardprint.night.first_only", lang, n=ordinal(info.first, lang)))
    elif info.later is not None:
        parts.append(tr("cardprint.night.from_second", lang, m=ordinal(info.later, lang)))
    for night, pos in info.only:
        parts.append(tr("cardprint.night.only", lang, night=night, n=ordinal(pos, lang)))
    if not parts:
        return tr("cardprint.night.never", lang)
    return " · ".join(parts)
