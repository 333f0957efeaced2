#!/usr/bin/env python3
"""Bootstrap: `python dev.py run` starts the app, `python dev.py test` runs the tests.

    python dev.py run      start the moderator console (installs only what running needs)
    python dev.py test     run the whole test suite (+ the test and build tools: pytest, PyInstaller, …)
    python dev.py bench    run the benchmarks in bench/ and write docs/performance.md
    python dev.py build    build the frozen app for this OS into dist/ (+ PyInstaller)
    python dev.py i18n     move new strings into the translation catalogues (docs/translations.md)
    python dev.py schema   write resources/schema/role.schema.json from engine/schema.py (docs/adding-roles.md)

Needs only Python 3.11+. Creates `.venv` next to this file on first use and installs the project
(editable) with the versions pinned in packaging/constraints.txt, again whenever pyproject.toml or
the constraints change; a command that needs more than is installed adds it. Extra arguments are
passed on (`python dev.py test -k ballot`, `python dev.py run --lang de`).
WEREWOLF_CONSTRAINTS=FILE uses another constraints file (CI's lowest-versions job:
packaging/constraints-lowest.txt); WEREWOLF_CONSTRAINTS=none installs the newest release of every
dependency pyproject.toml allows (CI's newest-versions job: tomorrow's release breaks CI first).
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".dev-stamp"
# What each command needs on top of the app's own dependencies (pyproject.toml's extras).
# (i18n: Babel, which compiles the translations of a source tree; an installed wheel needs none.)
EXTRAS = {"run": ("i18n",), "bench": ("i18n",), "test": ("test", "build", "i18n"), "build": ("build", "i18n"),
          "i18n": ("i18n",), "schema": ()}


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def constraints_file() -> Path | None:
    """The pins to install with; None for WEREWOLF_CONSTRAINTS=none: the newest release of every
    dependency that pyproject.toml allows, as a host's pip picks them (CI's "newest" job)."""
    chosen = os.environ.get("WEREWOLF_CONSTRAINTS", "packaging/constraints.txt")
    return None if chosen.lower() == "none" else (ROOT / chosen).resolve()


def _stamp() -> dict:
    try:
        return json.loads(STAMP.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def ensure_venv(extras: tuple[str, ...]) -> Path:
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
    constraints = constraints_file()
    if constraints is not None and not constraints.is_file():
        sys.exit(f"The constraints file {constraints} is missing.")
    pins = constraints.read_bytes() if constraints else b"newest"
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + pins).hexdigest()
    stamp = _stamp()
    have = set(stamp.get("extras", ())) if stamp.get("digest") == digest else set()
    if stamp.get("digest") == digest and set(extras) <= have:
        return py
    # Keep what is installed in step with the pins: a changed pin reinstalls the extras that were there.
    wanted = sorted(set(extras) | set(stamp.get("extras", ())))
    target = f".[{','.join(wanted)}]" if wanted else "."
    for stale in ROOT.glob("*.egg-info"):     # left by the setuptools build of before: its metadata
        shutil.rmtree(stale, ignore_errors=True)   # (on sys.path in editable mode) would shadow ours
    print(f"Installing {'the app' if not wanted else 'the app + ' + ', '.join(wanted)} into .venv …", flush=True)
    pip = [str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check",
           *(["-c", str(constraints)] if constraints else ["--upgrade", "--upgrade-strategy", "eager"])]
    try:
        subprocess.check_call([*pip, "--upgrade", "pip"])
        subprocess.check_call([*pip, "-e", target], cwd=ROOT)
    except subprocess.CalledProcessError as exc:
        sys.exit(f"Installing the dependencies failed (exit {exc.returncode}); see pip's message above. "
                 "Re-run the same command once the problem is fixed.")
    STAMP.write_text(json.dumps({"digest": digest, "extras": wanted}), encoding="utf-8")
    return py


# System programs some tests need (the phone page in a real browser, QR codes read back by ZBar, CJK
# text on screenshots): Debian package -> a command it provides (None: a package without one).
TEST_TOOLS = {"chromium": ("chromium", "chromium-browser", "google-chrome"), "zbar-tools": ("zbarimg",),
              "fonts-noto-cjk": None,
              # the narration tests: Qt's speechd engine with espeak-ng's voices, and a sound output
              # (tests/audio starts a private PulseAudio null sink when the machine has none)
              "speech-dispatcher": ("speech-dispatcher",), "speech-dispatcher-espeak-ng": None,
              "espeak-ng": ("espeak-ng",), "pulseaudio": ("pulseaudio",),
              # the Linux archive's desktop entry and AppStream file, through the freedesktop validators
              "desktop-file-utils": ("desktop-file-validate",), "appstream": ("appstreamcli",)}


def install_test_tools() -> None:
    """On Debian as root (CI), apt-get install the test tools that are missing; otherwise say in one
    line what is missing (those tests are skipped). Never fails the test run."""
    import shutil

    def installed(package: str, commands) -> bool:
        if commands:
            return any(shutil.which(c) for c in commands)
        if not shutil.which("dpkg-query"):
            return True                     # not Debian: cannot tell, and nothing to install with
        done = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True)
        return done.stdout.endswith("installed")

    missing = [p for p, commands in TEST_TOOLS.items() if not installed(p, commands)]
    if not missing:
        return
    names = " ".join(missing)
    root = hasattr(os, "geteuid") and os.geteuid() == 0
    # not root: a sudo that asks no password (GitHub's Linux runners) will do
    sudo = [] if root else ["sudo", "-n"] if shutil.which("sudo") and subprocess.run(
        ["sudo", "-n", "true"], capture_output=True).returncode == 0 else None
    if not shutil.which("apt-get") or sudo is None or os.environ.get("WEREWOLF_NO_APT"):
        print(f"Note: {names} not installed; the tests that need them are skipped"
              + (f" (sudo apt-get install -y {names})" if shutil.which("apt-get") else "") + ".", flush=True)
        return
    print(f"Installing {names} with apt-get (browser, QR and narration tests) …", flush=True)
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    try:
        for args in (["update", "-q"], ["install", "-y", "-q", *missing]):
            subprocess.run([*sudo, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", *args], env=env,
                           stdin=subprocess.DEVNULL, check=True, stdout=subprocess.DEVNULL, timeout=1800)
    except (OSError, subprocess.SubprocessError) as exc:
        print(f"Note: apt-get could not install {names} ({exc}); the tests that need them are skipped.", flush=True)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in EXTRAS:
        print(__doc__)
        return 2
    cmd, rest = argv[0], argv[1:]
    py = ensure_venv(EXTRAS[cmd])
    if cmd in ("run", "test", "bench"):        # the translations a source tree has not compiled yet (or
        subprocess.call([str(py), "-m", "werewolf_desktop.i18n_build", str(ROOT / "resources" / "i18n")],
                        cwd=ROOT)             # whose .po changed): reading a text never compiles one
    if cmd == "run":
        return subprocess.call([str(py), "-m", "werewolf_desktop", *rest], cwd=ROOT)
    if cmd == "test":
        install_test_tools()
        return subprocess.call([str(py), "-m", "pytest", *rest], cwd=ROOT)
    if cmd == "bench":
        return subprocess.call([str(py), "-m", "bench", *rest], cwd=ROOT)
    if cmd == "i18n":
        return subprocess.call([str(py), str(ROOT / "packaging" / "i18n_migrate.py"), *rest], cwd=ROOT)
    if cmd == "schema":
        return subprocess.call([str(py), str(ROOT / "packaging" / "role_schema.py"), *rest], cwd=ROOT)
    return subprocess.call([str(py), str(ROOT / "packaging" / "build.py"), *rest], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
