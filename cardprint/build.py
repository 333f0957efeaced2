"""The public entry points: a deck of cards, a sheet, the calibration page, each written
all-or-nothing to its output path."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from werewolf_desktop.engine.catalogue import catalogue

from .art import art_path
from .calibration import render_calibration
from .deck import Deck, deck_from_counts, deck_from_preset, deck_from_setup, with_extras
from .errors import CardprintError
from .options import SHEETS, CheckedOptions, DeckOptions, check_choice
from .output import atomic_files, atomic_folder
from .pages import DeckJob, check_art, render_deck


def resolve_deck(opts: DeckOptions) -> Deck:
    """The deck an options object asks for, with its extras."""
    if opts.deck is not None:
        deck = opts.deck
    elif opts.setup is not None:
        deck = deck_from_setup(opts.setup)
    elif opts.roles:
        deck = deck_from_counts(opts.roles, players=opts.players)
    else:
        deck = deck_from_preset(opts.preset, opts.players)
    return with_extras(deck, opts.extras) if opts.extras else deck


def split_paths(output: Path) -> tuple[Path, Path]:
    """deck.pdf -> deck-fronts.pdf, deck-backs.pdf"""
    output = Path(output)
    suffix = output.suffix or ".pdf"
    return output.with_name(f"{output.stem}-fronts{suffix}"), output.with_name(f"{output.stem}-backs{suffix}")


def deck_job(opts: CheckedOptions, deck: Deck) -> DeckJob:
    return DeckJob(deck, opts.langs, opts.paper, opts.size, opts.bleed, opts.duplex, opts.back_offset, opts.fold,
                   opts.art_dir, opts.printer_margin, opts.cut_lines)


def png_folder(output: Path, dpi: int) -> Path:
    """deck.pdf -> deck-png-300dpi/"""
    output = Path(output)
    return output.with_name(f"{output.stem}-png-{dpi}dpi")


def build_png_files(options: DeckOptions | None = None, dpi: int = 300, **fields) -> list[Path]:
    """For print services: one PNG per card face and one for the back (card plus 3 mm bleed) at
    `dpi` (300 or 600), and cards.csv with the copies of each, in the folder `png_folder(output)`.
    Returns the files written."""
    from .pngexport import render_pngs

    opts = (replace(options or DeckOptions(), **fields) if fields else (options or DeckOptions())).checked()
    job = deck_job(opts, resolve_deck(opts))
    check_art(job)
    folder = png_folder(opts.output, dpi)
    with atomic_folder(folder) as temp:
        names = [p.name for p in render_pngs(job, temp, dpi)]
    return [folder / n for n in names]


def preview_png(options: DeckOptions, width_px: int = 240) -> tuple[bytes, int]:
    """The first page of the cards `options` would print, as PNG bytes, and how many pages the
    PDF has; nothing is written where `options.output` points."""
    import tempfile

    from .pngexport import first_page_png

    with tempfile.TemporaryDirectory(prefix="cardprint-preview-") as tmp:
        path = build_deck_files(replace(options, output=Path(tmp) / "preview.pdf", split=False))[0]
        return first_page_png(path, width_px)


def build_deck_files(options: DeckOptions) -> list[Path]:
    """Write the cards; returns the files written (two with `split`)."""
    opts = options.checked()
    deck = resolve_deck(opts)
    job = deck_job(opts, deck)
    check_art(job)          # before any file or folder is created
    if opts.split:
        if opts.fold:
            raise CardprintError("cardprint.error.split_fold")
        targets = list(split_paths(opts.output))
        if opts.duplex == "none":         # fronts only: there is no backs file to write
            targets = targets[:1]
        with atomic_files(targets) as temps:
            render_deck(job, *temps)
        return targets
    with atomic_files([opts.output]) as temps:
        render_deck(job, temps[0])
    return [opts.output]


def build_deck_pdf(options: DeckOptions | None = None, **fields) -> Path:
    """Write the cards and return the PDF's path (with `split`, the fronts file; the backs file
    is beside it, see `split_paths`). Keyword arguments override fields of `options`."""
    opts = replace(options or DeckOptions(), **fields) if fields else (options or DeckOptions())
    return build_deck_files(opts)[0]


def build_sheet_pdf(kind: str, options: DeckOptions | None = None, **fields) -> Path:
    """Write a sheet for the deck of `options`: "judge" (法官 script), "roles" (players'
    reference) or "seats" (moderator's seat and notes grid)."""
    from .judge import render_judge
    from .sheets import render_roles, render_seats

    check_choice("sheet", kind, SHEETS)
    opts = (replace(options or DeckOptions(output=f"{kind}.pdf"), **fields) if fields
            else (options or DeckOptions(output=f"{kind}.pdf"))).checked()
    deck = resolve_deck(opts)
    if kind == "roles":
        for rid in deck.role_ids(with_extras=True):
            art_path(catalogue().role(rid).art, opts.art_dir)
    with atomic_files([opts.output]) as temps:
        if kind == "judge":
            render_judge(deck, opts.langs, opts.paper, temps[0])
        elif kind == "roles":
            render_roles(deck, opts.langs, opts.paper, temps[0], opts.art_dir)
        else:
            render_seats(deck, opts.langs, opts.paper, temps[0])
    return Path(opts.output)


def build_calibration_pdf(options: DeckOptions | None = None, **fields) -> Path:
    """Write the two-page duplex calibration sheet."""
    opts = (replace(options or DeckOptions(output="calibration.pdf"), **fields) if fields
            else (options or DeckOptions(output="calibration.pdf"))).checked()
    with atomic_files([opts.output]) as temps:
        render_calibration(temps[0], opts.paper, opts.langs, opts.duplex, opts.back_offset)
    return Path(opts.output)
