"""The checked role catalogue kept between starts (issue 32): reading and checking the ~110 role
records, the script, the rulesets and the presets takes ~17 ms and loads most of the engine (the
registries the records are checked against); a pickle of the result loads in ~2 ms.

    cached(load, resources, own_roles, checked) -> the catalogue
    has_checked(resources, own_roles) -> bool      a checked catalogue of these files is kept

The cache is `catalogue.pickle` in the user's cache folder (paths.user_cache_dir). It is used only
when everything that made it is the same: the stamps (modification time, size, inode) of every
file under `resources/roles`, of the script, rulesets and presets, of the translations
(`resources/i18n`: the records' texts) and of the engine's and the i18n module's source (in a
frozen build: the program's own file and version), and the bytes of the host's own role files
(few and small, and a host may save one twice within a clock tick). Anything else changed, or a
cache that cannot be read, and the catalogue is read and checked as before and the cache written
again. A catalogue that refused some of the host's files is not kept (the start moves them aside:
the next start sees another folder). The file is the app's own, in the user's own folder; it is
written whole (a temporary file renamed over it), so a second app starting reads the old or the
new one.
"""
from __future__ import annotations

import os
import pickle
import stat
import sys
import time
import zlib
from pathlib import Path
from typing import Any, Callable

from . import __version__
from .files import stamp, write_whole
from .paths import user_cache_dir

FILE = "catalogue.pickle"
OWN_BYTES = 1 << 20             # a host's own record read whole for its checksum up to this size
FORMAT = 1                      # raise when what is pickled changes shape without a source change
_PACKAGE = Path(__file__).resolve().parent
_last: list = []                # [stamp, catalogue] of the last checked catalogue given
_found: list = []               # [(resources, own_roles), when]: has_checked found it kept and read it
FOUND_FOR = 1.0                 # seconds: "just now" (the start's next step reads it)


def _stamps(folder: Path) -> list[tuple[str, int, int, int]]:
    """(path, mtime_ns, size, inode) of every file under `folder`, in a fixed order."""
    out = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return out
    for entry in sorted(entries, key=lambda e: e.name):
        if entry.is_dir(follow_symlinks=False):
            if entry.name != "__pycache__":
                out += _stamps(Path(entry.path))
            continue
        try:
            st = entry.stat()
        except OSError:
            continue
        out.append((entry.path, st.st_mtime_ns, st.st_size, st.st_ino))
    return out


def _own(folder: Path | None) -> list[tuple]:
    """(name, size, crc32) of the host's own role records; the stamps of anything that is not a
    small regular file (a FIFO would block a read, a huge file is refused by the catalogue anyway)."""
    if folder is None or not folder.is_dir():
        return []
    out: list[tuple] = []
    for path in sorted(folder.glob("*.json")):
        try:
            st = path.stat()
            if not stat.S_ISREG(st.st_mode) or st.st_size > OWN_BYTES:
                out.append((path.name, st.st_mode, st.st_mtime_ns, st.st_size, st.st_ino))
                continue
            data = path.read_bytes()
        except OSError:
            out.append((path.name, "unreadable"))
            continue
        out.append((path.name, len(data), zlib.crc32(data)))
    return out


def key(resources: Path, own_roles: Path | None) -> tuple:
    """Everything the checked catalogue depends on."""
    files = [resources / name for name in ("script.json", "rulesets.json", "presets.json")]
    shipped = [(str(p), *made) for p in files if (made := stamp(p))]
    if getattr(sys, "frozen", False):
        code: list = [(sys.executable, *(stamp(sys.executable) or (0, 0, 0)))]
    else:
        code = _stamps(_PACKAGE / "engine") + [(str(_PACKAGE / "i18n.py"), *(stamp(_PACKAGE / "i18n.py") or (0, 0, 0)))]
    return (FORMAT, __version__, sys.version_info[:2], str(resources), str(own_roles), shipped,
            _stamps(resources / "roles"), _stamps(resources / "i18n"), code, _own(own_roles))


def cached(load: Callable[[], Any], resources: Path, own_roles: Path | None, checked: bool = True) -> Any:
    """`load()`'s catalogue, from the cache when one was made from the same files and checked as
    much (`checked`: every name in the records checked against the engine's tables, which the
    engine hands the loader). Only a checked catalogue is kept."""
    found, _found[:] = list(_found), []
    if found and found[0] == (resources, own_roles) and time.monotonic() - found[1] < FOUND_FOR and _last:
        return _last[1]               # has_checked read it just now: not every file's stamp again (~1.5 ms)
    stamp = key(resources, own_roles)
    if _last and _last[0] == stamp:   # read again after the engine handed its tables: the same object
        return _last[1]
    try:
        path = user_cache_dir() / FILE
    except OSError:                   # no cache folder: read as before
        return load()
    try:
        with open(path, "rb") as file:
            made, was_checked = pickle.load(file)
            if made == stamp and (was_checked or not checked):
                result = pickle.load(file)
                _last[:] = [stamp, result]
                return result
    except Exception:  # noqa: BLE001 - a missing, old or damaged cache is read again from the records
        pass
    result = load()
    if checked and not getattr(result, "refused", ()):
        stamp = key(resources, own_roles)        # again: reading may have compiled a stale .mo
        _last[:] = [stamp, result]
        try:                          # the stamp, then the catalogue (a stale one is not unpickled)
            write_whole(path, pickle.dumps((stamp, True), protocol=pickle.HIGHEST_PROTOCOL)
                        + pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL))
        except Exception:  # noqa: BLE001 - a cache that cannot be written only costs the next start
            pass
    return result


def has_checked(resources: Path, own_roles: Path | None) -> bool:
    """Whether a checked catalogue made from these files is kept (the start then needs none of
    the engine's tables to read it). If so it is read now, for the `cached` call that follows."""
    try:
        with open(user_cache_dir() / FILE, "rb") as file:
            made, was_checked = pickle.load(file)
            if not was_checked or made != key(resources, own_roles):
                return False
            _last[:] = [made, pickle.load(file)]
    except Exception:  # noqa: BLE001 - none, or not readable: not kept
        return False
    _found[:] = [(resources, own_roles), time.monotonic()]
    return True
