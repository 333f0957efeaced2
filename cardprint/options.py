"""What the user asked for: `DeckOptions` (shared by the CLI and the Python API) and the
parsers of the small option formats (`zh+en`, `X,Y`)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from werewolf_desktop.i18n import LANGUAGES

from .errors import CardprintError
from .layout import CARD_SIZES_MM, CUT_LINES, DEFAULT_PAPER, DEFAULT_SIZE, DUPLEX_MODES, MAX_PRINTER_MARGIN_MM, PAPER_SIZES_MM

LANG_CHOICES = ("zh", "en", "de", "fr", "zh+en", "zh+de", "zh+fr", "en+de", "en+fr", "en+zh", "de+zh", "de+en",
                "fr+zh", "fr+en", "de+fr", "fr+de", "zh+en+de", "zh+en+fr")
MAX_OFFSET_MM = 20.0
SHEETS = ("judge", "roles", "seats")


def parse_langs(value: str | tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """"zh+en" -> ("zh", "en"): the primary language first, one to three of zh/en/de/fr."""
    if isinstance(value, str):
        parts = tuple(p.strip() for p in value.split("+"))
    else:
        parts = tuple(value)
    if not parts or len(parts) > 3 or len(set(parts)) != len(parts) or any(p not in LANGUAGES for p in parts):
        raise CardprintError("cardprint.error.bad_lang", value="+".join(map(str, parts)) if parts else str(value),
                             choices=", ".join(LANG_CHOICES[:7]))
    return parts


def parse_offset(value: str | tuple[float, float] | None) -> tuple[float, float]:
    """"0.5,-1" -> (0.5, -1.0) millimetres."""
    if value is None or value == "":
        return (0.0, 0.0)
    try:
        if isinstance(value, str):
            xs, ys = value.replace(" ", "").split(",")
            x, y = float(xs), float(ys)
        else:
            x, y = (float(v) for v in value)
    except (ValueError, TypeError):
        raise CardprintError("cardprint.error.bad_offset", value=value, max=MAX_OFFSET_MM) from None
    if abs(x) > MAX_OFFSET_MM or abs(y) > MAX_OFFSET_MM or x != x or y != y:
        raise CardprintError("cardprint.error.bad_offset", value=value, max=MAX_OFFSET_MM)
    return (x, y)


def parse_margin(value) -> float:
    """The printer's unprintable border in mm: 0 (default: marks may run to 1 mm from the edge) to 15."""
    try:
        mm = float(str(value).replace(",", ".")) if value not in (None, "") else 0.0
    except ValueError:
        raise CardprintError("cardprint.error.bad_margin", value=value, max=MAX_PRINTER_MARGIN_MM) from None
    if not 0.0 <= mm <= MAX_PRINTER_MARGIN_MM:
        raise CardprintError("cardprint.error.bad_margin", value=value, max=MAX_PRINTER_MARGIN_MM)
    return mm


def normalise_paper(value: str) -> str:
    for name in PAPER_SIZES_MM:
        if name.lower() == str(value).lower():
            return name
    raise CardprintError("cardprint.error.bad_choice", option="paper", value=value, choices=", ".join(PAPER_SIZES_MM))


def check_choice(option: str, value: str, choices) -> str:
    if value not in choices:
        raise CardprintError("cardprint.error.bad_choice", option=option, value=value, choices=", ".join(choices))
    return value


@dataclass
class DeckOptions:
    """One print job. The deck comes from `deck`, else `setup`, else `roles`, else `preset`
    (default: the catalogue's default preset) with `players` seats."""

    output: Path | str = "deck.pdf"
    preset: str | None = None
    players: int | None = None
    roles: Mapping[str, Any] | str | None = None
    setup: Mapping[str, Any] | Any | None = None
    deck: Any = None                            # a ready `cardprint.deck.Deck`
    lang: str | tuple[str, ...] = "zh"
    paper: str = DEFAULT_PAPER
    size: str = DEFAULT_SIZE
    bleed: bool = False
    duplex: str = "long"
    back_offset: tuple[float, float] | str | None = (0.0, 0.0)   # millimetres, applied to back pages
    split: bool = False
    fold: bool = False
    extras: str | bool | None = None            # "auto" / True, or "sheriff,lovers"
    art_dir: Path | str | None = None           # default: resources/art
    printer_margin: float | str = 0.0           # mm the printer cannot print at the paper edge
    cut_lines: str = "marks"                    # marks (in the margins) / lines (across the sheet) / none

    def checked(self) -> "CheckedOptions":
        """A copy with every field validated and normalised (raises CardprintError)."""
        langs = parse_langs(self.lang)
        return CheckedOptions(
            output=Path(self.output), preset=self.preset, players=self.players, roles=self.roles,
            setup=self.setup, deck=self.deck, lang="+".join(langs), paper=normalise_paper(self.paper),
            size=check_choice("size", self.size, tuple(CARD_SIZES_MM)), bleed=bool(self.bleed),
            duplex=check_choice("duplex", self.duplex, DUPLEX_MODES), back_offset=parse_offset(self.back_offset),
            split=bool(self.split), fold=bool(self.fold), extras=self.extras,
            art_dir=Path(self.art_dir) if self.art_dir else None, printer_margin=parse_margin(self.printer_margin),
            cut_lines=check_choice("cut_lines", self.cut_lines, CUT_LINES),
        )

    @property
    def langs(self) -> tuple[str, ...]:
        return parse_langs(self.lang)


@dataclass
class CheckedOptions(DeckOptions):
    """What `DeckOptions.checked()` returns: the same fields, each in the one form it is normalised to."""

    output: Path = Path("deck.pdf")
    back_offset: tuple[float, float] = (0.0, 0.0)
    art_dir: Path | None = None
    printer_margin: float = 0.0
