"""The `cardprint` command (also `python -m cardprint`).

    cardprint --preset std12_444_guard --lang zh+en --paper A4 -o deck.pdf
    cardprint --roles seer=1,witch=1,werewolf=4,villager=6 --size mini --bleed
    cardprint --sheet judge --preset std9 --lang zh -o judge.pdf
    cardprint --calibration --duplex long
    cardprint --list-presets --lang de

Exit status: 0 done, 2 bad input (message in the chosen language, no file written), 1 the
file could not be written.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from werewolf_desktop.engine.catalogue import catalogue
from werewolf_desktop.i18n import system_language, text as pick, tr

from .build import build_calibration_pdf, build_deck_files, build_png_files, build_sheet_pdf
from .errors import CardprintError
from .layout import CARD_SIZES_MM, CUT_LINES, DUPLEX_MODES, PAPER_SIZES_MM
from .options import LANG_CHOICES, SHEETS, DeckOptions, parse_langs
from .pngexport import DPI_CHOICES


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="cardprint",
        description="Print Werewolf Desktop role cards, the moderator (法官) sheet, a seat sheet or a duplex calibration page as PDF.",
    )
    deck = p.add_mutually_exclusive_group()
    deck.add_argument("--preset", help="preset id (default: the catalogue's default 12-player board); see --list-presets")
    deck.add_argument("--roles", metavar="ID=N,…", help="custom deck, e.g. seer=1,witch=1,werewolf=4,villager=6")
    p.add_argument("--players", type=int, help="players for the preset (default: its minimum)")
    p.add_argument("--lang", default=None, metavar="LANG",
                   help="zh, en, de, fr, or two or three joined by + (primary first; default: the system's "
                        "language, like the app): " + ", ".join(LANG_CHOICES[:7]))
    p.add_argument("--paper", default="A4", choices=list(PAPER_SIZES_MM), type=_paper)
    p.add_argument("--size", default="poker", choices=list(CARD_SIZES_MM),
                   help="poker 63×88 mm, bridge 57×89, tarot 70×120, mini 44×63")
    p.add_argument("--bleed", action="store_true", help="3 mm bleed around each card (cards spaced 6 mm apart)")
    p.add_argument("--duplex", default="long", choices=list(DUPLEX_MODES),
                   help="back pages mirrored for a long-edge or short-edge flip, or none")
    p.add_argument("--back-offset", default="0,0", metavar="X,Y",
                   help="shift back pages by X,Y mm (read it off the --calibration sheet)")
    p.add_argument("--printer-margin", default="0", metavar="MM",
                   help="the printer's unprintable border in mm: crop marks stay out of it (fewer cards may fit)")
    p.add_argument("--cut-lines", default="marks", choices=list(CUT_LINES),
                   help="crop marks in the margins (default), full lines across the sheet, or none")
    p.add_argument("--png", type=int, choices=list(DPI_CHOICES), metavar="DPI",
                   help="for print services: one PNG per card face and back, with bleed, at 300 or 600 dpi")
    p.add_argument("--split", action="store_true", help="write NAME-fronts.pdf and NAME-backs.pdf")
    p.add_argument("--fold", action="store_true", help="fold-over cards: front and back side by side on one page")
    p.add_argument("--extras", nargs="?", const="auto", metavar="sheriff,lovers",
                   help="add the sheriff badge and lovers tokens (no value: as the deck needs)")
    p.add_argument("--sheet", choices=list(SHEETS), help="print a sheet instead of cards")
    p.add_argument("--calibration", action="store_true", help="print the duplex calibration page")
    p.add_argument("--list-presets", action="store_true", help="list the presets and exit")
    p.add_argument("-o", "--output", help="output file (default: deck.pdf, <sheet>.pdf or calibration.pdf)")
    return p


def _paper(value: str) -> str:
    for name in PAPER_SIZES_MM:
        if name.lower() == value.lower():
            return name
    return value


def list_presets(lang: str) -> list[str]:
    cat = catalogue()
    rows = []
    for pid, preset in cat.presets.items():
        lo, hi = preset.players
        players = str(lo) if lo == hi else f"{lo}-{hi}"
        mark = "*" if pid == cat.default_preset else " "
        rows.append((pid + mark, players, pick(preset.name, lang)))
    w0 = max(len(r[0]) for r in rows)
    head = (tr("cardprint.cli.col_id", lang), tr("cardprint.cli.col_players", lang), tr("cardprint.cli.col_name", lang))
    w0 = max(w0, len(head[0]))
    w1 = max(max(len(r[1]) for r in rows), len(head[1]))
    lines = [f"{head[0]:<{w0}}  {head[1]:<{w1}}  {head[2]}"]
    lines += [f"{a:<{w0}}  {b:<{w1}}  {c}" for a, b, c in rows]
    lines.append(tr("cardprint.cli.default_mark", lang))
    return lines


def _say(stream, message: str) -> None:
    try:
        print(message, file=stream)
    except UnicodeEncodeError:   # a console that cannot show CJK
        print(message.encode(stream.encoding or "ascii", "replace").decode(stream.encoding or "ascii"), file=stream)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    args.lang = args.lang or system_language()      # like the app: the system's language unless told
    try:
        langs = parse_langs(args.lang)
    except CardprintError as exc:
        _say(sys.stderr, "cardprint: " + exc.message("en"))
        return 2
    lang = langs[0]
    try:
        if args.list_presets:
            for line in list_presets(lang):
                _say(sys.stdout, line)
            return 0
        default_out = "calibration.pdf" if args.calibration else (f"{args.sheet}.pdf" if args.sheet else "deck.pdf")
        opts = DeckOptions(
            output=Path(args.output or default_out), preset=args.preset, players=args.players, roles=args.roles,
            lang=args.lang, paper=args.paper, size=args.size, bleed=args.bleed, duplex=args.duplex,
            back_offset=args.back_offset, printer_margin=args.printer_margin,
            cut_lines=args.cut_lines, split=args.split, fold=args.fold, extras=args.extras,
        )
        if args.calibration:
            written = [build_calibration_pdf(opts)]
        elif args.png:
            written = build_png_files(opts, args.png)
        elif args.sheet:
            written = [build_sheet_pdf(args.sheet, opts)]
        else:
            written = build_deck_files(opts)
    except CardprintError as exc:
        _say(sys.stderr, "cardprint: " + exc.message(lang))
        return 2
    except OSError as exc:
        _say(sys.stderr, "cardprint: " + tr("cardprint.error.write", lang, reason=str(exc)))
        return 1
    for path in written:
        _say(sys.stdout, tr("cardprint.cli.written", lang, path=str(path)))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
