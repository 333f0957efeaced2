"""The app as a stranger gets it from `pip install`: built sdist → wheel, installed outside the repository.

Slow: `python -m build` makes the sdist and then the wheel from that sdist (as pip does from an
sdist), the wheel is installed into a fresh virtual environment in a temporary folder, and from
there (working directory outside the repository, no PYTHONPATH) the installed app runs its
self-test, `cardprint` prints a preset, and the console starts headless and paints once.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest

from werewolf_desktop import __version__

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 600


def _tracked_resources() -> list[str]:
    out = subprocess.run(["git", "ls-files", "resources"], cwd=ROOT, capture_output=True, text=True)
    if out.returncode != 0 or not out.stdout.strip():
        return sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "resources").rglob("*") if p.is_file())
    return sorted(out.stdout.split())


def _run(cmd, **kw) -> subprocess.CompletedProcess:
    done = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, encoding="utf-8",
                          errors="replace", timeout=TIMEOUT, stdin=subprocess.DEVNULL, **kw)
    assert done.returncode == 0, f"{cmd} exited {done.returncode}\n{(done.stdout + done.stderr)[-5000:]}"
    return done


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    pytest.importorskip("build")
    out = tmp_path_factory.mktemp("dist")
    _run([sys.executable, "-m", "build", "--outdir", out, ROOT], cwd=ROOT)
    (wheel,) = out.glob("werewolf_desktop-*.whl")
    (sdist,) = out.glob("werewolf_desktop-*.tar.gz")
    return {"wheel": wheel, "sdist": sdist}


@pytest.mark.slow
def test_wheel_and_sdist_carry_the_resources_licences_and_version(built):
    resources = _tracked_resources()
    assert "resources/fonts/WenQuanYiMicroHei.ttf" in resources
    with zipfile.ZipFile(built["wheel"]) as whl:
        names = set(whl.namelist())
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(whl.read(meta_name).decode("utf-8"))
    missing = [r for r in resources if "werewolf_desktop/" + r not in names]
    assert not missing, f"not in the wheel: {missing}"
    # the translations compiled by the build hook (packaging/hatch_build.py): every .po, and English
    # from every template (.mo files are build outputs, never tracked)
    compiled = [r.removesuffix(".po") + ".mo" for r in resources if r.endswith(".po")]
    compiled += [f"resources/i18n/en/LC_MESSAGES/{Path(r).stem}.mo" for r in resources if r.endswith(".pot")]
    assert len(compiled) > 20 and not [r for r in resources if r.endswith(".mo")]
    assert not [m for m in compiled if "werewolf_desktop/" + m not in names], "compiled catalogues missing"
    assert not any(n.startswith(("resources/", "tests/", "bench/", "packaging/")) for n in names)
    assert meta["Version"] == __version__
    assert meta["License-Expression"] == "MIT AND Apache-2.0"
    licence_files = set(meta.get_all("License-File") or [])
    assert {"LICENSE", "resources/fonts/LICENSE-Apache-2.0.txt"} <= licence_files, licence_files
    dist_info = meta_name.rsplit("/", 1)[0]
    for name in licence_files:
        assert f"{dist_info}/licenses/{name}" in names, name
    with tarfile.open(built["sdist"]) as sdist:
        members = {m.name.split("/", 1)[1] for m in sdist.getmembers() if "/" in m.name}
    assert not [r for r in resources if r not in members], "resources missing from the sdist"
    assert {"LICENSE", "pyproject.toml", "README.md", "packaging/constraints.txt"} <= members


def _tracked(folder: str) -> list[str]:
    out = subprocess.run(["git", "ls-files", folder], cwd=ROOT, capture_output=True, text=True)
    if out.returncode != 0 or not out.stdout.strip():
        pytest.skip("not a git checkout")
    return out.stdout.split()


@pytest.mark.slow
def test_the_tests_run_from_the_sdist(built, tmp_path):
    """The sdist carries the test suite on purpose (a packager runs it from there): every tracked
    test file is in it, and tests run from the unpacked sdist against its own code and resources
    (a sample that reads resources, records, translations and the CLI; the seed documents beside the
    repository are not in the sdist, and the tests that read them skip there)."""
    with tarfile.open(built["sdist"]) as sdist:
        members = {m.name.split("/", 1)[1] for m in sdist.getmembers() if "/" in m.name}
        sdist.extractall(tmp_path, filter="data")
    assert not [f for f in _tracked("tests") if f not in members], "test files missing from the sdist"
    (unpacked,) = tmp_path.glob("werewolf_desktop-*")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(unpacked), PYTHONUTF8="1")
    done = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/engine/test_records.py",
                 "tests/engine/test_seed004_catalogue.py", "tests/test_translations.py", "tests/cardprint/test_cli.py",
                 "-k", "not in_step"],                  # dev.py i18n's --check is a source-tree tool
                cwd=unpacked, env=env)
    assert " passed" in done.stdout and "failed" not in done.stdout, done.stdout[-2000:]


@pytest.mark.slow
def test_installed_wheel_runs_outside_the_repository(built, tmp_path):
    venv_dir = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", venv_dir])
    bindir = venv_dir / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / ("python.exe" if os.name == "nt" else "python")
    # the pins dev.py installed with, or none at all (WEREWOLF_CONSTRAINTS=none: the newest release of
    # every dependency, as a host's pip picks them); the wheel itself is always built in build's own
    # isolated environment, with the newest Babel
    constraints = os.environ.get("WEREWOLF_CONSTRAINTS", "packaging/constraints.txt")
    pins = [] if constraints.lower() == "none" else ["-c", ROOT / constraints]
    _run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check", *pins, built["wheel"]], cwd=tmp_path)
    _run([python, "-m", "pip", "check"], cwd=tmp_path)

    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", WEREWOLF_DESKTOP_DATA=str(tmp_path / "data"), PYTHONUTF8="1")
    where = _run([python, "-c", "import werewolf_desktop, cardprint; print(werewolf_desktop.__file__); print(cardprint.__file__)"],
                 cwd=tmp_path, env=env).stdout
    assert str(ROOT) not in where and str(venv_dir) in where, where

    exe = lambda name: bindir / (name + (".exe" if os.name == "nt" else ""))   # noqa: E731
    report = tmp_path / "selftest.txt"
    _run([exe("werewolf-desktop"), "--self-test", "--report", report], cwd=tmp_path, env=env)
    text = report.read_text(encoding="utf-8")
    assert "RESULT: ALL PASSED" in text and f"version {__version__} | installed |" in text, text
    assert str(venv_dir) in text and str(ROOT / "resources") not in text, text

    pdf = tmp_path / "deck.pdf"
    _run([exe("cardprint"), "--preset", "std12_444_guard", "--lang", "zh+en", "-o", pdf], cwd=tmp_path, env=env)
    from pypdf import PdfReader

    reader = PdfReader(pdf)
    assert len(reader.pages) >= 2
    assert "预言家" in "".join(page.extract_text() or "" for page in reader.pages)

    _run([exe("werewolf-desktop"), "--quit-after-start"], cwd=tmp_path, env=env)
