"""Writing files all-or-nothing: each PDF goes to a temporary file beside its target and is
renamed into place only when every file of the job is complete. A failure leaves no partial file."""
from __future__ import annotations

import os
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


@contextmanager
def atomic_files(targets: list[Path]) -> Iterator[list[Path]]:
    """Yields temporary paths to write; on success renames them onto `targets`, else deletes them."""
    temps: list[Path] = []
    try:
        for target in targets:
            target = Path(target)
            target.parent.mkdir(parents=True, exist_ok=True)
            fd, name = tempfile.mkstemp(prefix=f".{target.stem}-", suffix=".part", dir=target.parent)
            os.close(fd)
            temps.append(Path(name))
        yield temps
        for temp, target in zip(temps, targets):
            os.replace(temp, target)
    finally:
        for temp in temps:
            try:
                temp.unlink()
            except FileNotFoundError:
                pass
