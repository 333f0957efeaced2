"""Effects on the cards themselves: the thief's bottom cards, the drunk's hidden card, Dark City's
swap. Each changes a seat's role through `roles_in_play.change_role`."""
from __future__ import annotations

from ..catalogue import catalogue
from ..choices import button, label
from ..errors import RuleError
from ..registry import Act, effect
from ..roles_in_play import change_role, remember_told


def _two_cards(a: dict, show: dict | None) -> list[dict]:
    """The thief's two bottom cards, a button each worded with its role (in privacy mode without);
    beside a wolf's card the other one is refused (`_wolves`, 003:111) and says why."""
    cards = (show or {}).get("cards") or []
    tip = "ui.act.final" if a.get("final") else None
    wolves = _wolves(cards)
    return [button(f"Take_{i}", label("ui.act.take_card", n=i + 1, role=cards[i]) if i < len(cards)
                   else label("ui.act.take_card_hidden", n=i + 1), {"t": "act", "action": a["id"], "card": i},
                   cover=label("ui.act.take_card_hidden", n=i + 1), tip=tip, action=a["id"],
                   blocked="rule.thief_must_take_wolf" if wolves and i not in wolves else None)
            for i in range(2)]


def _wolves(cards: list[str]) -> list[int]:
    """Which of the thief's two cards are wolves' (the thief must take one of them, 003:111, 003:196)."""
    return [i for i, c in enumerate(cards[:2]) if catalogue().role(c).team == "wolf"]


def _sober(a: dict, show: dict | None) -> list[dict]:
    """The drunk takes the hidden card: one button."""
    return [button(f"Act_{a['id']}", label("ui.act.sober"), {"t": "act", "action": a["id"]},
                   tip="ui.act.final" if a.get("final") else None, action=a["id"])]


@effect("take_bottom_card", input="card", final=True, offer=_two_cards)
def take_bottom_card(act: Act) -> None:
    """The thief looks at the two bottom cards and must take a wolf if there is one (003:111, 003:196)."""
    state = act.state
    cards = state.leftover[:2]
    index = act.inp.get("card")
    if index not in (0, 1) or len(cards) < 2:
        raise RuleError("rule.thief_pick_card")
    wolves = _wolves(cards)
    if wolves and index not in wolves:
        raise RuleError("rule.thief_must_take_wolf")
    took = cards[index]
    state.buried = [cards[1 - index]]
    act.result(took=took, **{"from": list(cards)})
    change_role(state, act.actor, took, keep_groups=False)


def hidden_offset(state) -> int:
    """The hidden cards follow the cards set aside by other roles (the thief's two, 003:111)."""
    cat = catalogue()
    return sum(sum(cat.role(r).setup.get("extra_cards", {}).values()) for r, n in state.deck.items() if n)


@effect("take_hidden_card", input="none", final=True, offer=_sober)
def take_hidden_card(act: Act) -> None:
    """The drunk learns the real card set aside at the start (000:31)."""
    state = act.state
    start = hidden_offset(state)
    if len(state.leftover) <= start:
        raise RuleError("rule.no_hidden_card")
    took = state.leftover[start]
    act.result(took=took)
    change_role(state, act.actor, took, keep_groups=False)


@effect("swap_roles", reads_card=True)
def swap_roles(act: Act) -> None:
    """Dark City (002:84): the pack swaps two village cards; both players are told at dawn. Printed
    cards: the swap moves the cards, so a seat whose card is not known yet is refused until the host
    sets it (`reads_card`): swapped unknown, the cards would be identified where they were dealt."""
    state = act.state

    for t in act.targets:
        remember_told(state, t)
    a, b = (state.seat(t) for t in act.targets)
    for name in ("role", "uses", "lives", "groups"):
        va, vb = getattr(a, name), getattr(b, name)
        setattr(a, name, vb)
        setattr(b, name, va)
    shot_a, shot_b = a.status.pop("has_shot", None), b.status.pop("has_shot", None)
    if shot_b is not None:
        a.status["has_shot"] = shot_b
    if shot_a is not None:
        b.status["has_shot"] = shot_a
    act.tell(list(act.targets), "notice.swapped", at="dawn", seats=list(act.targets))
    state.log("swapped", seats=list(act.targets), secret=True)
