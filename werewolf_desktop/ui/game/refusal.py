"""What the banner says when the engine refuses an input (a `RuleError`), and what it may not say in
privacy mode (F9), when the table can see the screen.

The one rule: in privacy mode a refusal is shown in the engine's own words only when every seat they
name is one the host pointed at with that input, and those words are `PUBLIC` (they tell how to enter
the input, nothing of the game) or `ANNOUNCED` (they tell only what the table was told: every seat
they name bears that mark in the public view, as on the projector). Any other refusal would tell the
table what the host did not show it — a seat (where the lot fell, where an ability goes, whose cards
are awaited), a role, a team ("Seat 3 cannot self-destruct": not a wolf), or what happened in the
night (a potion used, a role out) — so it is said in neutral words naming no seat (`PRIVATE_WORDS`, else "not taken: leave
privacy mode to read why"), and no card menu opens (its title names the seat). The full reason is
not lost: the console shows it as soon as privacy mode is turned off (`Console.set_privacy`).

A key not listed here is private: a new refusal of the engine is hidden in privacy mode until it
is known to be harmless."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine import RuleError, public_view
from ...i18n import tr
from .correct_card import ASKS_CARD

POINT_AGAIN = ("rule.group_vote_tie",)       # refusals that are no mistake: the group points again (info, not error)
# … nor is a click past the cards left to identify (the host clicks the seat to drop, then the other)
TOLD = POINT_AGAIN + ASKS_CARD + ("rule.identify_count", "rule.identify_count_known")

# refusals whose words tell only how to enter the input (or what the table sees of the seats pointed at)
PUBLIC = frozenset({
    "rule.already_acted", "rule.bad_direction", "rule.bad_input", "rule.bad_lynch_count", "rule.bad_note",
    "rule.bad_reveal_choice", "rule.bad_seat", "rule.bad_tally", "rule.bad_targets", "rule.bad_votes",
    "rule.card_unknown", "rule.choice_is_final", "rule.correct_printed_only", "rule.dead_and_living",
    "rule.expected", "rule.game_over", "rule.group_vote_tie", "rule.idiot_no_vote", "rule.not_a_candidate",
    "rule.not_a_legal_target", "rule.not_a_voter", "rule.not_eligible", "rule.not_in_play", "rule.not_now",
    "rule.not_the_majority", "rule.nothing_to_replace", "rule.nothing_to_undo", "rule.only_next",
    "rule.pk_no_vote", "rule.question_missing", "rule.question_too_long", "rule.resign_not_now",
    "rule.self_destruct_not_now", "rule.target_count", "rule.thief_cards", "rule.thief_pick_card",
    "rule.withdraw_not_now",
})

# refusals whose words tell what the table was told: the key → the public view's mark of a seat it was told of
ANNOUNCED = {
    "rule.not_eligible_today": "not_eligible",     # the Saboteur Wolf's pick, announced when the election is called (004:551)
}

# in privacy mode, the words of a refusal that is not shown as it is (any other: ui.console.refused_private)
PRIVATE_WORDS = {
    "rule.lot_card_unknown": "ui.console.lot_waits_private",     # where the lot fell stays hidden
    "rule.lot_drawn": "ui.console.lot_drawn_private",
    "rule.card_unknown": "ui.console.card_waits_private",        # (a card awaited of a seat not pointed at)
    "rule.redirect_card_unknown": "ui.console.card_waits_private",   # where the ability goes (004:985)
    "rule.dawn_unknown": "ui.console.card_waits_private",        # whose cards: the night's victims
    "rule.targets_cards_unknown": "ui.console.card_waits_private",
}

SEAT_PARAMS = ("seat", "seats", "card", "voter", "target")    # the parameters of a refusal that name seats


@dataclass(frozen=True)
class Refusal:
    """What the banner shows: `text` at `level`; `ask_card`: the seat whose card menu opens (printed
    cards: the card awaited), None when none may."""
    text: str
    level: str
    ask_card: int | None = None


def _seats(value: Any) -> set[str]:
    if isinstance(value, dict):
        return {str(k) for k in value} | {str(v) for v in value.values() if v is not None}
    if isinstance(value, (list, tuple, set)):
        return {str(v) for v in value}
    return set() if value is None else {str(value)}


def pointed_seats(inp: dict[str, Any] | None) -> set[str]:
    """The seats the host pointed at with an input: clicked, picked in a menu, entered on a ballot."""
    inp = inp or {}
    return _seats(inp.get("seat")) | _seats(inp.get("seats")) | _seats(inp.get("votes"))


def named_seats(err: RuleError) -> set[str]:
    """The seats a refusal names (in its words, or by the card menu it opens)."""
    return set().union(*(_seats(err.params.get(p)) for p in SEAT_PARAMS))


def announced_seats(err: RuleError, state: Any) -> set[str]:
    """The seats the table was told of what the refusal `err` says (`ANNOUNCED`): those bearing its
    mark in the public view of the game `state` (None: none)."""
    mark = ANNOUNCED.get(err.key)
    if mark is None or state is None:
        return set()
    return {str(s["seat"]) for s in public_view(state)["seats"] if s.get(mark)}


def shown_as_is(err: RuleError, privacy: bool, pointed: set[str], announced: set[str] = frozenset()) -> bool:
    """The rule of this module: may the engine's own words be shown?"""
    named = named_seats(err)
    told = err.key in ANNOUNCED and bool(named) and named <= announced
    return not privacy or ((err.key in PUBLIC or told) and named <= pointed)


def refusal(err: RuleError, lang: str, privacy: bool, inp: dict[str, Any] | None = None,
            state: Any = None) -> Refusal:
    """The banner for a refused input `inp` (None: an input the host did not point with, the
    narrator's "next") in the game `state` (what the table was told; None: nothing)."""
    level = "info" if err.key in TOLD else "error"
    told = announced_seats(err, state) if privacy else set()
    if not shown_as_is(err, privacy, pointed_seats(inp), told):
        return Refusal(tr(PRIVATE_WORDS.get(err.key, "ui.console.refused_private"), lang), level)
    ask = err.params.get("card", err.params.get("seat")) if err.key in ASKS_CARD else None
    return Refusal(err.message(lang), level, ask)
