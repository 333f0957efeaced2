"""The rules engine: pure Python, no Qt, no SQLite, no HTTP.

    from werewolf_desktop.engine import Setup, Game, RuleError, player_view, public_view
"""
from .catalogue import Catalogue, catalogue
from .errors import CatalogueError, RecordError, RuleError
from .game import INPUT_KINDS, Game
from .prompt import Prompt
from .setup import DeckCheck, Setup, check_deck
from .views import player_view, public_view

__all__ = ["Catalogue", "catalogue", "CatalogueError", "RecordError", "RuleError", "Game", "INPUT_KINDS",
           "Prompt", "Setup", "DeckCheck", "check_deck", "player_view", "public_view"]
