"""The names a role record may use, gathered from the engine's tables and handed to the catalogue
loader (docs/architecture.md): the effects (registry.py, filled by engine/effects/), the passives,
the death triggers, the start information draws, the attributes, the gates and filters, the shows,
the day's beats (registry.py, filled by engine/beats/) and conditions, the vote keys and the wins. The catalogue imports none of the rules:
it is handed these when this module is imported, which the game (game.py) does, so every name in
every record is checked whenever the game's engine is used (schema.py)."""
from __future__ import annotations

from . import beats, day, effects, rules, shows, triggers, votes
from .attributes import ATTRIBUTES
from .catalogue import hand
from .passives import PASSIVES
from .schema import Registries
from .start_info import DRAWS
from .victory import WINS

REGISTRIES: Registries = {
    "effects": effects.load(), "passives": PASSIVES, "triggers": triggers.TRIGGERS, "start_info": DRAWS,
    "attributes": ATTRIBUTES, "gates": rules.GATES, "filters": rules.FILTERS, "shows": shows.SHOWS,
    "day_beats": beats.BEATS, "day_conditions": day.DAY_CONDITIONS, "vote_keys": votes.VOTE_KEYS, "wins": WINS,
}

hand(REGISTRIES)
