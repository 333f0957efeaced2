#!/usr/bin/env python3
"""Bootstrap: `python dev.py run` starts the app, `python dev.py test` runs the tests.

Needs only Python 3.11+. Creates `.venv` next to this file on first use and (re)installs the
project with its test extras whenever `pyproject.toml` changes. Extra arguments are passed on
(`python dev.py test -k ballot`, `python dev.py run --lang de`).
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".dev-stamp"


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_venv(extras: str) -> Path:
    if sys.version_info < (3, 11):
        sys.exit("Werewolf Desktop needs Python 3.11 or newer (this is %s)." % sys.version.split()[0])
    py = venv_python()
    if not py.exists():
        print("Creating .venv …", flush=True)
        try:
            venv.EnvBuilder(with_pip=True).create(VENV)
        except (OSError, subprocess.CalledProcessError) as exc:
            sys.exit(f"Could not create {VENV} ({exc}).\n"
                     "On Debian/Ubuntu install the venv module first: sudo apt install python3-venv")
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    if not STAMP.exists() or STAMP.read_text() != wanted:
        print("Installing dependencies into .venv …", flush=True)
        try:
            subprocess.check_call([str(py), "-m", "pip", "install", "-q", "--upgrade", "pip"])
            subprocess.check_call([str(py), "-m", "pip", "install", "-q", "-e", f".[{extras}]"], cwd=ROOT)
        except subprocess.CalledProcessError as exc:
            sys.exit(f"Installing the dependencies failed (exit {exc.returncode}); see pip's message above. "
                     "Re-run the same command once the problem is fixed.")
        STAMP.write_text(wanted)
    return py


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"run", "test", "bench", "build"}:
        print(__doc__)
        return 2
    cmd, rest = argv[0], argv[1:]
    # One environment for every command (the tests include the frozen build, so PyInstaller too):
    # switching between run and test never reinstalls.
    py = ensure_venv("test,build")
    if cmd == "run":
        return subprocess.call([str(py), "-m", "werewolf_desktop", *rest], cwd=ROOT)
    if cmd == "test":
        return subprocess.call([str(py), "-m", "pytest", *rest], cwd=ROOT)
    if cmd == "bench":
        return subprocess.call([str(py), "-m", "bench", *rest], cwd=ROOT)
    return subprocess.call([str(py), str(ROOT / "packaging" / "build.py"), *rest], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
