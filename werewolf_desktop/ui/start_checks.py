"""A start that never gets stuck: what cannot be used is set aside (never deleted) and the host is
told, in their language, what it was and what to do; everything else works.

    own_role_notices(lang) -> [message]       the host's own role files the catalogue refused,
                                              moved to `set-aside/` in their folder
    set_aside_game(store, game_id, title, error, lang) -> message
                                              a stored game that cannot be replayed: abandoned
                                              (its record stays in the database)
    reason_text(error, lang)                  a keyed error's message, or "an unexpected error …"
"""
from __future__ import annotations

import logging
import os
from pathlib import Path

from ..i18n import tr

log = logging.getLogger(__name__)

SET_ASIDE = "set-aside"


def reason_text(error: BaseException, lang: str) -> str:
    message = getattr(error, "message", None)
    if callable(message) and getattr(error, "key", None):
        return message(lang)
    return tr("ui.start.unexpected", lang, error=f"{type(error).__name__}: {error}"[:200])


def set_aside_file(path: Path) -> Path:
    """Move `path` into `set-aside/` beside it under a name not taken there; returns where it went."""
    folder = path.parent / SET_ASIDE
    folder.mkdir(exist_ok=True)
    target, n = folder / path.name, 1
    while os.path.lexists(target):
        target, n = folder / f"{path.stem}-{n}{path.suffix}", n + 1
    os.rename(path, target)
    return target


def own_role_notices(lang: str) -> list[str]:
    """Load the catalogue now (the set-up needs it next) and set aside the host's own role files it
    refused, each with a message. Files already moved (a second call) are not told again. Every
    name in the records is checked as the game's engine would (its tables handed to the loader,
    engine/tables.py), unless a catalogue checked so is kept from an earlier start (catalogue_cache)."""
    from ..catalogue_cache import has_checked
    from ..engine.catalogue import catalogue, registries, resources_dir, user_roles_dir

    if registries() is None and not has_checked(resources_dir(), user_roles_dir()):
        from ..engine import tables  # noqa: F401 - imported, it hands the loader the names

    notices = []
    for path, error in catalogue().refused:
        if not os.path.lexists(path):
            continue
        log.warning("own role file %s refused: %s", path, error)
        try:
            moved = set_aside_file(path).parent
        except OSError as exc:
            log.warning("cannot move %s aside: %s", path, exc)
            moved = path.parent
        notices.append(tr("ui.start.role_set_aside", lang, file=path.name, reason=error.message(lang), folder=str(moved)))
    return notices


def set_aside_game(store, game_id: int, title: str, error: BaseException, lang: str) -> str:
    """A stored game whose inputs cannot be replayed (a shared record with a junk input): marked
    abandoned so that no later start offers it again; its setup and inputs stay in the store."""
    log.error("game %s cannot be replayed; setting it aside", game_id, exc_info=error)
    try:
        store.abandon_game(game_id)
    except Exception as exc:  # noqa: BLE001 - told below either way; a read-only store keeps it running
        log.warning("cannot mark game %s abandoned: %s", game_id, exc)
    return tr("ui.start.game_set_aside", lang, title=title or "—", game=game_id, reason=reason_text(error, lang))
