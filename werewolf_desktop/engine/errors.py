"""The engine's one error type. Each carries a translation key and parameters, never prose."""
from __future__ import annotations

from typing import Any

from ..i18n import tr


class RuleError(Exception):
    """An input the rules do not allow. The game state is unchanged.

    `key` names a message of the translation catalogue (resources/i18n, prefix `rule.`); `params` fill its
    placeholders. `message(lang)` gives the text for the user.
    """

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key = key
        self.params = params

    def message(self, lang: str = "en") -> str:
        return tr(self.key, lang, **self.params)

    def __str__(self) -> str:
        try:
            return self.message("en")
        except Exception:  # pragma: no cover - a broken translation table must not hide the error
            return f"{self.key} {self.params}"


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
