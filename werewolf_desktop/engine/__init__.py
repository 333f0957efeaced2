"""The rules engine: pure Python, no Qt, no SQLite, no HTTP.

    from werewolf_desktop.engine import Setup, Game, RuleError, player_view, public_view

The names below are loaded on first use (PEP 562): the set-up screen needs the catalogue and
the errors, not the game's whole pipeline (~25 ms of a start). The catalogue is loaded at once:
`catalogue` is both a submodule and a function, and the function must win.
"""
from importlib import import_module

from .catalogue import Catalogue, catalogue

_LAZY = {"CatalogueError": "errors", "RecordError": "errors", "RuleError": "errors", "Game": "game",
         "INPUT_KINDS": "game", "Prompt": "prompt", "Setup": "setup", "DeckCheck": "setup", "check_deck": "setup",
         "player_view": "views", "public_view": "views"}

__all__ = ["Catalogue", "catalogue", "CatalogueError", "RecordError", "RuleError", "Game", "INPUT_KINDS",
           "Prompt", "Setup", "DeckCheck", "check_deck", "player_view", "public_view"]


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
