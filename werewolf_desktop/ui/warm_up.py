"""The modules the first game needs, imported once the first screen is painted, one at a time
between the host's keystrokes (issue 32): "Deal the roles" and the first night's console then do
not wait for them (measured, 12 players: the deal screen 163 -> 71 ms with phones, 126 -> 39 ms
with printed cards; the console 133-137 -> 80 ms). The start itself is as before: nothing here
runs before the first screen is painted.

    warm_up(delay_ms=300)       after `delay_ms`, each module of FIRST_GAME, one per turn of the
                                event loop (input in between is handled at once)
"""
from __future__ import annotations

import importlib
import logging

from PySide6.QtCore import QTimer

log = logging.getLogger(__name__)

# smaller first, the console last: each is one import, ~2-25 ms of the event loop's time (a name
# that is not there, e.g. a dependency's own import that a later release drops, is skipped)
FIRST_GAME = (
    "click",                                    # sqlite-utils' own imports, each in its own turn …
    "dateutil.parser",
    "sqlite_utils",                             # … the store's writes (the game's record), store/connection.py
    "werewolf_desktop.engine.game",             # the rules' whole pipeline
    "werewolf_desktop.ui.session",
    "xml.sax.saxutils",                         # (segno's, with urllib.request, http.client and ssl)
    "segno",                                    # the phones' QR codes
    "http.server",
    "werewolf_desktop.deal.server",
    "werewolf_desktop.ui.deal.view",
    "werewolf_desktop.ui.game.seat_circle",
    "werewolf_desktop.ui.game.step_card",
    "werewolf_desktop.ui.game.ballot",
    "werewolf_desktop.ui.game.console",
    "werewolf_desktop.ui.game.game_over",
    "werewolf_desktop.audio.narrator",
    "werewolf_desktop.ui.game.narration_bar",
)


def warm_up(delay_ms: int = 300, modules: tuple[str, ...] = FIRST_GAME) -> None:
    pending = list(modules)

    def next_one() -> None:
        if not pending:
            return
        name = pending.pop(0)
        try:
            importlib.import_module(name)
        except Exception as err:  # noqa: BLE001 - a module that cannot load is told when it is used
            log.info("warm-up: %s not imported (%s)", name, err)
        QTimer.singleShot(0, next_one)

    QTimer.singleShot(delay_ms, next_one)
