"""Files the app writes whole and the stamps its caches are keyed by.

    write_whole(path, data)     bytes or UTF-8 text into a temporary file beside `path` (named with
                                this process's and thread's ids), renamed over it; OSError if not.
                                A reader (another start, a second app) finds the old content or the
                                new, never half of it; a failed write leaves no temporary file behind
    stamp(path)                 (modification time in ns, size, inode), None when it cannot be read:
                                a changed file has another stamp (the caches: catalogue, history, art)
"""
from __future__ import annotations

import os
import threading
from pathlib import Path


def write_whole(path: str | Path, data: bytes | str) -> Path:
    path = Path(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        if isinstance(data, str):
            tmp.write_text(data, encoding="utf-8")
        else:
            tmp.write_bytes(data)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


def stamp(path: str | Path) -> tuple[int, int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size, st.st_ino
