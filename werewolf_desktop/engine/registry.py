"""The leaf registry (docs/architecture.md): the effects' table and the day beats' table (`Beat`,
`@beat`, `BEATS`, filled by engine/beats/). `Act` (one action being applied),
`Effect` and the `@effect` decorator that fills `EFFECTS`. The modules of engine/effects/ register into
it when the package is imported; the queries, the night and the prompt read it. It lies under the
rules that fill it, outside the effects package, so that reading it does not import every effect."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from .events import EVENT_WORDS
from .notices import notify
from .rules import option

if TYPE_CHECKING:  # pragma: no cover
    from .catalogue import Action, Step
    from .prompt import Prompt
    from .state import GameState


@dataclass
class Act:
    """One action being applied: who acts, at which step, on whom."""

    state: "GameState"
    step: "Step"
    action: "Action"
    actor: int
    targets: list[int]
    inp: dict[str, Any]
    roles: list[str] = field(default_factory=list)    # roles picked on the moderator's device
    voters: dict[int, int] = field(default_factory=dict)   # group steps: member -> the seat they pointed at

    def param(self, name: str, default: Any = None) -> Any:
        return option(self.state, self.action.params.get(name, default))

    def result(self, **data: Any) -> None:
        """Immediate private information for the woken player (shown at once, 004 §1.1)."""
        assert self.state.night is not None
        self.state.night.results.setdefault(self.step.id, {}).update(data)

    def tell(self, to: Any, key: str, at: str = "now", **params: Any) -> None:
        notify(self.state, to, key, at=at, **params)


@dataclass(frozen=True)
class Effect:
    name: str
    run: Callable[[Act], None]
    input: str = "seats"                              # "seats" | "card" | "none"
    params: tuple[str, ...] = ()                      # keys allowed in the action's "params"
    legal: Callable[..., str | None] | None = None    # (state, step, action, actor, seat) -> reason or None
    self_reason: str = "rule.no_self_target"          # the refusal when the actor may not choose itself
    ready: Callable[..., str | None] | None = None    # (state, step, action, actor) -> why it cannot be used now
    final: bool = False                               # takes effect at once for good (a card taken): no change
    offer: Callable[..., list[dict[str, Any]]] | None = None   # (action entry, show) -> the choices that offer it
    # (engine/choices.py: the antidote a button worded with the victim, the thief's two cards), instead of seats to click
    points: bool = False                              # a group's kill: each member's point may be entered (004 §1.2)
    reads_card: bool = False                          # what it does depends on the target's card: printed cards,
    # a seat whose card is not known yet is no target until the host sets it (GameState.card_unknown)


EFFECTS: dict[str, Effect] = {}


def effect(name: str, *, input: str = "seats", params: tuple[str, ...] = (),
           legal: Callable[..., str | None] | None = None, self_reason: str = "rule.no_self_target",
           ready: Callable[..., str | None] | None = None, final: bool = False,
           offer: Callable[..., list[dict[str, Any]]] | None = None,
           points: bool = False, reads_card: bool = False) -> Callable[[Callable[[Act], None]], Callable[[Act], None]]:
    def register(fn: Callable[[Act], None]) -> Callable[[Act], None]:
        if name in EFFECTS:
            raise ValueError(f"effect {name!r} registered twice")
        EFFECTS[name] = Effect(name, fn, input, params, legal, self_reason, ready, final, offer, points, reads_card)
        return fn
    return register


# ---------------------------------------------------------------------------- the day's beats
def waits(state: "GameState", beat: dict[str, Any]) -> bool:
    """A beat that settles nothing by itself: it waits for the moderator's input."""
    return False


@dataclass(frozen=True)
class Beat:
    """One kind of day beat, in one place (issue 31): which inputs it takes, what the console shows
    and offers (`prompt`), what an input does (`handle`), what it settles by itself when it comes to
    the head of the agenda (`settle`: True when it changed the agenda, so the next beat is looked
    at), which step timer it runs, and how the events it logs read in the timeline. The modules of
    engine/beats/ register one each with `@beat`; `day.py` and `prompt.py` only read this table."""

    kind: str
    handle: Callable[["GameState", dict[str, Any], dict[str, Any]], str | None]   # "dusk": the day ended
    prompt: Callable[["GameState", dict[str, Any], "Prompt"], None]
    allowed: tuple[str, ...]
    settle: Callable[["GameState", dict[str, Any]], bool] = waits
    timer: str | None = None                  # the step timer it runs ("speech", "pk", "last_words", "discussion")
    lines: str | None = None                  # the script.json "day" entry whose lines are read at it
    keep: bool = False                        # still played after a wolf's self-destruct (003:17)
    timeline: dict[str, tuple[str, dict[str, str]]] = field(default_factory=dict)
    # the events it logs → (i18n key, {parameter: the event's field holding a seat}); describe.py reads them


BEATS: dict[str, Beat] = {}
TALK = ("self_destruct", "resign")            # inputs a beat may take besides its own: offered only when someone can


def beat(kind: str, *, allowed: tuple[str, ...], prompt: Callable[..., None], settle: Callable[..., bool] = waits,
         timer: str | None = None, lines: str | None = None, keep: bool = False,
         timeline: dict[str, tuple[str, dict[str, str]]] | None = None,
         ) -> Callable[[Callable[..., str | None]], Callable[..., str | None]]:
    """Register the decorated function as the handler of the day beat `kind`."""
    def register(fn: Callable[..., str | None]) -> Callable[..., str | None]:
        if kind in BEATS:
            raise ValueError(f"beat {kind!r} registered twice")
        BEATS[kind] = Beat(kind, fn, prompt, tuple(allowed), settle, timer, lines, keep, dict(timeline or {}))
        EVENT_WORDS.update(timeline or {})          # describe.py reads them (events.py)
        return fn
    return register
