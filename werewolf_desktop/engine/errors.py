"""The engine's one error type. Each carries a translation key and parameters, never prose."""
from __future__ import annotations

from typing import Any

from ..keyed_error import KeyedError


class RuleError(KeyedError):
    """An input the rules do not allow. The game state is unchanged.

    `key` names a message of the translation catalogue (resources/i18n, prefix `rule.`); `params` fill its
    placeholders. `message(lang)` gives the text for the user.
    """


class CatalogueError(RuleError):
    """The shipped or a user-supplied data file (roles, presets, deck, record) is not usable."""


class RecordError(RuleError):
    """A game record file cannot be read."""


def expect(inp: dict[str, Any], *kinds: str) -> str:
    """The input's kind (`"t"`) if it is one of `kinds`; any other input is refused (rule.expected)."""
    kind = inp.get("t")
    if kind not in kinds:
        raise RuleError("rule.expected", expected="/".join(kinds), got=kind)
    return kind
