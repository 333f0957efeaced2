"""The words of the events the day's beats log (issue 31): event kind → (i18n key, {parameter: the
event's field holding a seat}). Each beat's spec says them (`@beat(timeline=...)`, registry.py) and
registering it fills this table; `describe.py` reads it. It sits in the model layer so that what
describes a timeline (the story, cardprint's) reads the words without loading the rules; the game's
engine (tables.py → engine/beats/) fills it."""
from __future__ import annotations

EVENT_WORDS: dict[str, tuple[str, dict[str, str]]] = {}


def words(kind: str) -> tuple[str, dict[str, str]] | None:
    """The words of an event a day beat logs; None if no beat logs it."""
    return EVENT_WORDS.get(kind)
