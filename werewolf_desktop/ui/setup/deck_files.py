"""Deck files (.wwdeck) on the set-up screen: save the custom deck, open one (a file the app was
started with, or through the "Open deck…" button). The engine checks them (`engine/deckfile.py`);
this part asks where, shows what happened in the screen's language, and shows an opened deck.

`DeckFiles` is a part of `SetupView` (a mixin): it uses the screen's ruleset, player count, custom
deck and options, and its `_refresh`.
"""
from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any, Callable

from PySide6 import QtWidgets            # QFileDialog looked up when a file is asked for (issue 32: ~2 ms)

from ...engine import RuleError
from ...engine.deckfile import deck_document, load_deck, save_deck
from ...i18n import tr
from .deck import OPTIONS_SHOWN
from .players import MAX_PLAYERS, MIN_PLAYERS

log = logging.getLogger(__name__)

DECK_SUFFIX = ".wwdeck"


class DeckFiles:
    """Save / open deck files; the line about the last file action (until the deck changes)."""

    _file_note: tuple[str, Callable[[str], str], tuple] | None
    _deck_name: str
    _deck_folder: Path

    def _ask_save_path(self, default: str) -> str:
        """The OS "save as" dialog ("" when cancelled). Tests replace this method."""
        path, _ = QtWidgets.QFileDialog.getSaveFileName(self, tr("setup.deck.save", self.lang), default,
                                                        tr("setup.deckfile.filter", self.lang))
        return path

    def _ask_open_path(self) -> str:
        """The OS "open" dialog ("" when cancelled). Tests replace this method."""
        path, _ = QtWidgets.QFileDialog.getOpenFileName(self, tr("setup.deck.open", self.lang), str(self._deck_folder),
                                                        tr("setup.deckfile.filter", self.lang))
        return path

    def _deck_state(self) -> tuple:
        """What a deck file line is about: ruleset, players, deck and options as shown now."""
        deck = self.custom.deck() if self.custom_mode else (self.preset_id,)
        options = sorted((k, repr(v)) for k, v in self.rules_box.values().items())
        return self.ruleset, self.players.count(), self.custom_mode, repr(deck), tuple(options)

    def _set_file_note(self, kind: str, render: Callable[[str], str]) -> None:
        """Show a line about the last deck file action above the deck check, in the screen's
        language, until the deck is changed."""
        self._file_note = (kind, render, self._deck_state())
        self._refresh()

    def default_deck_file_name(self) -> str:
        """The name offered by "Save deck…": the opened or saved deck's, else "12 players"."""
        name = self._deck_name or tr("setup.deckfile.default_name", self.lang, players=self.players.count())
        name = re.sub(r'[<>:"/\\|?*\x00-\x1f]', "_", name).strip(" .")
        return (name or "deck") + DECK_SUFFIX

    def save_deck_file(self) -> str | None:
        """Ask where, then write the custom deck as a deck file; returns the path or None."""
        chosen = self._ask_save_path(str(self._deck_folder / self.default_deck_file_name()))
        if not chosen:
            return None
        path = Path(chosen)
        if path.suffix.lower() != DECK_SUFFIX:
            path = path.with_name(path.name + DECK_SUFFIX)
        ruleset_options = self.cat.rulesets[self.ruleset].options
        options = {k: v for k, v in self.rules_box.values().items() if ruleset_options.get(k) != v}
        doc = deck_document(path.stem, self.ruleset, self.players.count(), self.custom.deck(), options)
        try:
            save_deck(doc, path)
        except (RuleError, OSError) as err:
            log.info("deck not saved to %s: %s", path, err)
            self._set_file_note("error", lambda lang, e=err: tr("setup.deckfile.save_failed", lang,
                                                                reason=_reason(e, lang)))
            return None
        self._deck_folder, self._deck_name = path.parent, path.stem
        self._set_file_note("info", lambda lang: tr("setup.deckfile.saved", lang, file=path.name))
        return str(path)

    def open_deck_file(self, chosen: str | None = None) -> bool:
        """Ask for a deck file (or take `chosen`: a file the app was started with) and show it as
        the custom deck. A file that is not a usable deck changes nothing; the engine's reason is
        shown instead."""
        chosen = chosen or self._ask_open_path()
        if not chosen:
            return False
        path = Path(chosen)
        try:
            doc = load_deck(path)
            self._check_fits_screen(doc)
        except RuleError as err:
            log.info("deck file %s refused: %s", path, err)
            self._set_file_note("error", lambda lang, e=err: tr("setup.deckfile.open_failed", lang, file=path.name,
                                                                reason=e.message(lang)))
            return False
        self._apply_deck_document(doc)
        self._deck_folder, self._deck_name = path.parent, (doc.get("name") or "").strip() or path.stem
        name = self._deck_name
        self._set_file_note("info", lambda lang: tr("setup.deckfile.opened", lang, name=name))
        return True

    def _check_fits_screen(self, doc: dict[str, Any]) -> None:
        """A deck file the engine accepts that this screen could not show as it is: refuse it
        rather than show (and later start) something else."""
        players = doc["players"]
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RuleError("setup.deckfile.players_range", players=players, lo=MIN_PLAYERS, hi=MAX_PLAYERS)
        base = self.cat.rulesets[doc.get("ruleset", self.cat.default_ruleset)].options
        for name, value in doc.get("options", {}).items():
            if name not in OPTIONS_SHOWN and base.get(name) != value:
                raise RuleError("setup.deckfile.option_not_here", option=name)

    def _apply_deck_document(self, doc: dict[str, Any]) -> None:
        """Ruleset, player count (rows follow), custom deck and options from a checked deck file."""
        ruleset = doc.get("ruleset", self.cat.default_ruleset)
        players = doc["players"]
        base = self.cat.rulesets[ruleset].options
        self._loading = True
        try:
            self.ruleset_combo.setCurrentIndex(self.ruleset_combo.findData(ruleset))
            self._on_ruleset_summary()
            self.players_spin.setValue(players)
            self.players.set_count(players)
            self.custom.set_deck({k: v for k, v in doc["deck"].items() if v}, grow=True)
            self.custom_radio.setChecked(True)
            self._show_deck_page(1)
            self._overrides = {k: v for k, v in doc.get("options", {}).items()
                               if k in OPTIONS_SHOWN and base.get(k) != v}
            self._fill_presets()                     # the presets of that ruleset and count, for later
        finally:
            self._loading = False
        self._reload_options()


def _reason(err: Exception, lang: str) -> str:
    if isinstance(err, RuleError):
        return err.message(lang)
    return getattr(err, "strerror", None) or str(err)
