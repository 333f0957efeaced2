"""Line breaking and shrink-to-fit for the small texts on cards and sheets.

Chinese breaks between any two characters (but not before closing punctuation such as ，。）
nor after opening punctuation such as （“); Latin and German break at spaces, and a word too
long for the line is split by characters. `fit_block` picks the largest font size at which a
stack of paragraphs fits a box, and never lets text leave the box: at the smallest size it
drops the optional paragraphs (further languages) and finally cuts with an ellipsis.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from . import fonts
from .layout import Rect

ELLIPSIS = "…"

_CJK = (
    "\u2e80-\u2fff\u3000-\u303f\u3040-\u30ff\u3100-\u312f\u3200-\u33ff\u3400-\u4dbf"
    "\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef"
)
_NO_START = set("，。、；：！？）」』】》〉”’…·—%,.;:!?)]}〕｝")
_NO_END = set("（「『【《〈“‘([{〔｛")
_TOKEN = re.compile(rf"[{_CJK}]|[^\s{_CJK}]+\s*|\s+")


@lru_cache(maxsize=4096)
def tokens(text: str) -> tuple[str, ...]:
    """Breakable units: single CJK characters, Latin words with their trailing spaces.

    Closing punctuation sticks to the unit before it, opening punctuation to the unit after it.
    Kept: shrinking a text to fit wraps the same paragraph at one size after another.
    """
    raw = _TOKEN.findall(text)
    out: list[str] = []
    carry = ""
    for tok in raw:
        if tok.isspace():
            if out:
                out[-1] += tok
            continue
        if out and tok[0] in _NO_START:
            out[-1] += tok
            continue
        tok = carry + tok
        carry = ""
        if all(ch in _NO_END for ch in tok.strip()):
            carry = tok
            continue
        out.append(tok)
    if carry:
        out.append(carry)
    return tuple(out)


def _split_long(token: str, size: float, max_w: float) -> list[str]:
    """Cut a single unit that is wider than a line into pieces that fit."""
    pieces, cur = [], ""
    for ch in token:
        if cur and fonts.width(cur + ch, size) > max_w:
            pieces.append(cur)
            cur = ch
        else:
            cur += ch
    if cur:
        pieces.append(cur)
    return pieces


def forget_measures() -> None:
    """Empty the kept widths, breakable units and lines (the next layout measures everything again,
    as the first of a session does): for benchmarks that time a deck as a host's first print."""
    fonts.width.cache_clear()
    tokens.cache_clear()
    _wrapped.cache_clear()


def wrap(text: str, size: float, max_w: float) -> list[str]:
    """Break `text` into lines no wider than `max_w` at `size` (explicit newlines are kept)."""
    return list(_wrapped(text, size, max_w))


@lru_cache(maxsize=4096)
def _wrapped(text: str, size: float, max_w: float) -> tuple[str, ...]:
    """`wrap`'s lines, kept: a deck lays out the same texts in the same boxes for each card of a
    role and for each print of the session."""
    lines: list[str] = []
    for para in text.split("\n"):
        cur, cur_w = "", 0.0
        for tok in tokens(para):
            tw = fonts.width(tok, size)
            if cur and cur_w + fonts.width(tok.rstrip(), size) > max_w:
                lines.append(cur.rstrip())
                cur, cur_w = "", 0.0
            if not cur and fonts.width(tok.rstrip(), size) > max_w:
                parts = _split_long(tok.rstrip(), size, max_w)
                lines.extend(parts[:-1])
                cur = parts[-1] + tok[len(tok.rstrip()):]
                cur_w = fonts.width(cur, size)
                continue
            cur += tok
            cur_w += tw
        lines.append(cur.rstrip())
    return tuple(lines)


def truncate(text: str, size: float, max_w: float) -> str:
    """`text` cut with an ellipsis so that it is no wider than `max_w`."""
    if fonts.width(text, size) <= max_w:
        return text
    while text and fonts.width(text.rstrip() + ELLIPSIS, size) > max_w:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS if text else ""


def fit_line(text: str, max_w: float, max_size: float, min_size: float, step: float = 0.25) -> tuple[str, float]:
    """The largest size (≤ max_size) at which `text` fits on one line; cut with … at `min_size`."""
    size = max_size
    natural = fonts.width(text, 1.0)
    if natural * max_size <= max_w:
        return text, max_size
    size = max(min_size, int((max_w / natural) / step) * step) if natural else max_size
    while size > min_size and natural * size > max_w:
        size -= step
    size = max(size, min_size)
    return truncate(text, size, max_w), size


def cell_lines(text: str, max_w: float, max_h: float, max_size: float, min_size: float,
               leading: float = 1.15, step: float = 0.25) -> list[tuple[str, float, float]]:
    """A short text in a table cell (a player's name in a seat row): (line, size, baseline below the cell's
    middle). One line at the largest size that fits, unless the text wrapped between its words is at least
    1 pt larger within the cell's height `max_h` (a long name on two lines rather than tiny); when neither
    fits, wrapped at `min_size` and cut with … only where even that is too tall."""
    one = fit_line(text, max_w, max_size, min_size, step)[1] if fonts.width(text, min_size) <= max_w else None
    words = max((fonts.width(t.rstrip(), 1.0) for t in tokens(text)), default=0.0)
    size, lines = max_size, [text]
    while size >= min_size - 1e-9:
        lines = wrap(text, size, max_w)
        if len(lines) > 1 and words * size <= max_w and len(lines) * size * leading <= max_h:
            break
        size = round(size - step, 4)
    else:
        size, lines = (min_size, wrap(text, min_size, max_w)) if one is None else (0.0, [])
    if one is not None and size < one + 1:
        return [(fit_line(text, max_w, max_size, min_size, step)[0], one, one * 0.35)]
    keep = max(1, int(max_h // (size * leading)))
    if len(lines) > keep:
        lines = lines[:keep - 1] + [truncate(lines[keep - 1] + ELLIPSIS, size, max_w)]
    pitch = size * leading
    return [(line, size, size * 0.35 - ((len(lines) - 1) / 2 - i) * pitch) for i, line in enumerate(lines)]


@dataclass(frozen=True)
class Para:
    """A paragraph of a block: its text, its size relative to the block's size, its colour."""

    text: str
    scale: float = 1.0
    colour: object = None
    optional: bool = False      # may be dropped when even the smallest size does not fit


@dataclass
class Line:
    text: str
    size: float
    colour: object
    x: float = 0.0
    y: float = 0.0             # baseline
    width: float = 0.0
    advance: float = 0.0       # distance from the previous line's baseline

    def bbox(self) -> Rect:
        return Rect(self.x, self.y - fonts.descent(self.size), self.width,
                    fonts.descent(self.size) + fonts.ascent(self.size))


@dataclass
class Block:
    """The outcome of fitting paragraphs into a box."""

    size: float                       # the base size used
    lines: list[Line] = field(default_factory=list)
    height: float = 0.0
    fits: bool = True                 # False: something was dropped or cut
    dropped: int = 0                  # optional paragraphs left out
    cut: bool = False                 # even the smallest size did not fit: the text ends with …


def _measure(paras: list[Para], size: float, box_w: float, leading: float, para_gap: float) -> tuple[list[Line], float]:
    lines: list[Line] = []
    for i, para in enumerate(paras):
        s = size * para.scale
        for j, text in enumerate(wrap(para.text, s, box_w)):
            advance = s * leading + (para_gap * size if (j == 0 and i > 0) else 0.0)
            lines.append(Line(text, s, para.colour, width=fonts.width(text, s), advance=advance))
    return lines, _height_of(lines)


def _place(lines: list[Line], box, align: str) -> float:
    """Set each line's x/y from the top of `box`; returns the block height."""
    if not lines:
        return 0.0
    y = box.top - fonts.ascent(lines[0].size)
    prev = None
    for line in lines:
        if prev is not None:
            y -= line.advance
        line.y = y
        line.x = box.x if align == "left" else box.x + (box.w - line.width) / 2
        prev = line
    return box.top - (y - fonts.descent(lines[-1].size))


def fit_block(paras: list[Para], box, max_size: float, min_size: float, *, leading: float = 1.22,
              para_gap: float = 0.35, step: float = 0.25, align: str = "left") -> Block:
    """Lay out `paras` in `box` (a layout.Rect) at the largest size that fits, top-aligned.

    Shrinks in `step`s from `max_size` to `min_size`; if nothing fits at `min_size`, drops the
    optional paragraphs from the end, and as a last resort keeps the lines that fit and ends the
    last one with an ellipsis. The returned lines always lie inside `box`.
    """
    paras = [p for p in paras if p.text]
    dropped = 0
    while True:
        size = max_size
        while True:
            lines, height = _measure(paras, size, box.w, leading, para_gap)
            if height <= box.h + 1e-6:
                h = _place(lines, box, align)
                return Block(size, lines, h, fits=dropped == 0, dropped=dropped)
            if size - step < min_size - 1e-9:
                break
            size = round(size - step, 4)
        if any(p.optional for p in paras):
            idx = max(i for i, p in enumerate(paras) if p.optional)
            paras = paras[:idx] + paras[idx + 1:]
            dropped += 1
            continue
        break
    # last resort: cut
    size = min_size
    lines, _ = _measure(paras, size, box.w, leading, para_gap)
    kept: list[Line] = []
    for line in lines:
        trial = kept + [line]
        if _height_of(trial) > box.h + 1e-6:
            break
        kept.append(line)
    if kept:
        last = kept[-1]
        last.text = truncate(last.text + ELLIPSIS, last.size, box.w) if not last.text.endswith(ELLIPSIS) else last.text
        last.width = fonts.width(last.text, last.size)
    h = _place(kept, box, align)
    return Block(size, kept, h, fits=False, dropped=dropped, cut=True)


def _height_of(lines: list[Line]) -> float:
    if not lines:
        return 0.0
    return fonts.ascent(lines[0].size) + sum(line.advance for line in lines[1:]) + fonts.descent(lines[-1].size)


_LONE_ELLIPSIS = re.compile(r"(?<!…)…(?!…)")


def typeset(text: str, lang: str) -> str:
    """Print typography for one language's text.

    Chinese: the ellipsis is two characters wide (……), centred as the font draws it. Latin
    scripts: our CJK font centres "…" on the line like a Chinese mark, so it is set as three
    full stops on the baseline ("close your eyes...").
    """
    if not text:
        return text
    if lang == "zh":
        return _LONE_ELLIPSIS.sub("……", text)
    return text.replace("…", "...")


def number(value: float, lang: str, decimals: int = 1, sign: bool = False) -> str:
    """A measurement as its readers write it: "+1.0" in zh and en, "+1,0" in German and French."""
    out = f"{value:+.{decimals}f}" if sign else f"{value:.{decimals}f}"
    out = out.replace("-", "−")
    return out.replace(".", ",") if lang in ("de", "fr") else out
