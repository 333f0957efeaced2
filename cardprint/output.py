"""Writing files all-or-nothing: each PDF goes to a temporary file beside its target and is
renamed into place only when every file of the job is complete. A failure leaves no partial file."""
from __future__ import annotations

import os
import tempfile
import shutil
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


def _new_file_mode() -> int:
    """The mode an ordinary new file gets here: 0666 less the process's umask."""
    umask = os.umask(0o022)
    os.umask(umask)
    return 0o666 & ~umask


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
        mode = _new_file_mode()
        for temp, target in zip(temps, targets):
            os.chmod(temp, mode)          # mkstemp makes 0600; a PDF is an ordinary file (0644 by umask)
            os.replace(temp, target)
    finally:
        for temp in temps:
            try:
                temp.unlink()
            except FileNotFoundError:
                pass


@contextmanager
def atomic_folder(target: Path) -> Iterator[Path]:
    """Yields a temporary folder beside `target`; on success it replaces `target` (a folder of an
    earlier export is removed first), else it is deleted."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    temp = Path(tempfile.mkdtemp(prefix=f".{target.name}-", suffix=".part", dir=target.parent))
    try:
        yield temp
        if target.is_dir():
            shutil.rmtree(target)
        os.replace(temp, target)
    finally:
        if temp.exists():
            shutil.rmtree(temp, ignore_errors=True)
