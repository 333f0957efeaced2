"""Pictures drawn from resources/art kept between starts (issue 32): reading Qt SVG and drawing the
six role pictures of a preset's chips took ~4 ms of the first screen (the module ~1.5 ms, drawing
~2.5), and the console draws twelve more when a game starts; their pixels read back take ~0.05 ms.

    image(path, px)         the kept drawing of the SVG at `path`, `px` pixels square, or None
    keep(path, px, image)   keep a drawing
    write()                 write what was drawn since the last write (ui/app.py: once the first
                            screen is painted, and when the window is closed)

The file is `art.pickle` in the user's cache folder (paths.user_cache_dir), made again when lost:
for each picture (its file's name, pixels across) the SVG's stamp (files.stamp) and its
premultiplied ARGB pixels. A picture whose SVG changed is drawn again; a cache that cannot be read
is ignored, one that cannot be written only costs the next start. Pictures above MAX_PX (the
window's icon at 256 px: 256 KiB each; a player's card on the private screen, sized to the window)
are not kept, and when the kept pixels pass BUDGET only those used since this start stay (a window
resized to many sizes must not leave a file that takes longer to read than the drawing it saves).
"""
from __future__ import annotations

import pickle
from pathlib import Path

from PySide6.QtGui import QImage

from ..files import stamp, write_whole
from ..paths import user_cache_dir

FILE = "art.pickle"
FORMAT = 2                      # raise when what is kept changes shape (2: the stamp has the inode)
MAX_PX = 96
BUDGET = 1 << 20                # bytes of pixels kept at most, beyond those used since this start
_kept: dict[tuple[str, int], tuple[tuple[int, int, int], bytes]] | None = None
_used: set[tuple[str, int]] = set()     # read back or drawn since this start
_dirty = False                  # something was kept since the last write


def _load() -> dict:
    global _kept
    if _kept is None:
        _kept = {}
        try:
            with open(user_cache_dir() / FILE, "rb") as file:
                form, kept = pickle.load(file)
            if form == FORMAT and isinstance(kept, dict):
                _kept = kept
        except Exception:  # noqa: BLE001 - none yet, or not readable: drawn again
            pass
    return _kept


def image(path: Path, px: int) -> QImage | None:
    """The drawing kept of the SVG at `path`, `px` pixels square (None: not kept, or its SVG changed)."""
    if px > MAX_PX:
        return None
    found = _load().get((path.name, px))
    if found is None or found[0] != stamp(path) or len(found[1]) != px * px * 4:
        return None
    _used.add((path.name, px))
    return QImage(found[1], px, px, px * 4, QImage.Format.Format_ARGB32_Premultiplied).copy()


def keep(path: Path, px: int, drawn: QImage) -> None:
    """Keep `drawn` (Format_ARGB32_Premultiplied, `px` square) as the drawing of the SVG at `path`."""
    made = stamp(path)
    if px > MAX_PX or made is None or drawn.format() != QImage.Format.Format_ARGB32_Premultiplied:
        return
    _load()[(path.name, px)] = (made, bytes(drawn.constBits())[: px * px * 4])
    global _dirty
    _used.add((path.name, px))
    _dirty = True


def write() -> None:
    """Write the kept drawings, when something was drawn since the last write."""
    global _kept, _dirty
    if _kept is None or not _dirty:
        return
    _dirty = False
    if sum(len(pixels) for _stamp_, pixels in _kept.values()) > BUDGET:
        _kept = {key: value for key, value in _kept.items() if key in _used}
    try:
        write_whole(user_cache_dir() / FILE, pickle.dumps((FORMAT, _kept), protocol=pickle.HIGHEST_PROTOCOL))
    except Exception:  # noqa: BLE001 - a cache that cannot be written only costs the next start
        pass
