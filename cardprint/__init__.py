"""cardprint: print-ready PDFs for Werewolf Desktop — role cards with backs, the moderator's
(法官) script, the players' role reference, a seat/notes sheet and a duplex calibration page.

    from cardprint import DeckOptions, build_deck_pdf, build_sheet_pdf
    build_deck_pdf(DeckOptions(preset="std12_444_guard", lang="zh+en", output="deck.pdf"))
    build_sheet_pdf("judge", DeckOptions(preset="std12_444_guard", lang="zh", output="judge.pdf"))

No Qt here: the console calls these functions from File → Print cards. Errors are
`CardprintError` (a translation key; `err.message(lang)` gives the text).
"""
from .build import (build_calibration_pdf, build_deck_files, build_deck_pdf, build_png_files, build_sheet_pdf, png_folder,
                    preview_png, resolve_deck, split_paths)
from .deck import Deck, deck_from_counts, deck_from_preset, deck_from_setup
from .errors import CardprintError
from .options import DeckOptions

__all__ = [
    "CardprintError", "Deck", "DeckOptions", "build_calibration_pdf", "build_deck_files", "build_deck_pdf",
    "build_png_files", "build_sheet_pdf", "deck_from_counts", "deck_from_preset", "deck_from_setup", "png_folder",
    "preview_png", "resolve_deck", "split_paths",
]
