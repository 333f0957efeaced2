"""The leaf registry (docs/architecture.md): the effects' table. `Act` (one action being applied),
`Effect` and the `@effect` decorator that fills `EFFECTS`. The modules of engine/effects/ register into
it when the package is imported; the queries, the night and the prompt read it. It lies under the
rules that fill it, outside the effects package, so that reading it does not import every effect."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from .notices import notify
from .rules import option

if TYPE_CHECKING:  # pragma: no cover
    from .catalogue import Action, Step
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


EFFECTS: dict[str, Effect] = {}


def effect(name: str, *, input: str = "seats", params: tuple[str, ...] = (),
           legal: Callable[..., str | None] | None = None, self_reason: str = "rule.no_self_target",
           ready: Callable[..., str | None] | None = None, final: bool = False) -> Callable[[Callable[[Act], None]], Callable[[Act], None]]:
    def register(fn: Callable[[Act], None]) -> Callable[[Act], None]:
        if name in EFFECTS:
            raise ValueError(f"effect {name!r} registered twice")
        EFFECTS[name] = Effect(name, fn, input, params, legal, self_reason, ready, final)
        return fn
    return register
