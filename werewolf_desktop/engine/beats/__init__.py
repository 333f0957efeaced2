"""The day's beats, one registered spec each (issue 31; docs/adding-beats.md): a module of this
package registers a beat with `@beat` (engine/registry.py) — its inputs, its prompt, its handler,
what it settles by itself, its timer and its timeline text. `day.py` plays the agenda and
`prompt.py` builds the prompt from the table; importing this package fills it."""
from __future__ import annotations

from ..registry import BEATS, Beat, beat  # noqa: F401  (the package's names)
from . import announce, badge, decisions, dusk_step, election, exile_vote, hunter, last_words, nightfall, speeches, tell  # noqa: F401  (registers their beats)
