#!/usr/bin/env python3
"""Build the frozen Werewolf Desktop for the current OS — one command:

    python dev.py build                      # = .venv/bin/python packaging/build.py
    python dev.py build --installer          # + Windows installer (Inno Setup) / macOS dmg (+ signing)
    python dev.py build --skip-selftest      # do not run the frozen app's self-test

Steps:
 1. icons: resources/art/icon.svg rendered with Qt's QSvgRenderer to PNGs 16…1024 px, then
    build/icons/WerewolfDesktop.ico (Pillow) and WerewolfDesktop.icns (iconutil on macOS, else Pillow);
 2. PyInstaller on packaging/werewolf_desktop.spec → dist/WerewolfDesktop/ (+ dist/WerewolfDesktop.app on macOS);
 3. Linux: the desktop entry, MIME types, AppStream file and icons (packaging/linux/, with
    install-desktop-entry.sh) beside the program; Qt's ICU data trimmed to what QtCore loads
    (packaging/icu_trim.py); an archive: Linux
    dist/WerewolfDesktop-<version>-linux-<arch>.tar.gz, Windows a portable .zip;
 4. the sizes (the one-folder app and the archive) into dist/build-info.json and on screen, and with
    --update-docs (Linux) into the "## Bundle size" section of docs/performance.md;
 5. macOS with --installer: sign the .app when the signing secrets are there (else skipped, said so);
 6. the frozen app's self-test: `WerewolfDesktop --self-test --report dist/selftest.txt` with
    QT_QPA_PLATFORM=offscreen; a failure makes this script exit non-zero;
 7. --installer: Windows `iscc` → dist/WerewolfDesktop-Setup-<version>.exe; macOS
    packaging/macos/make_dmg.sh → dist/WerewolfDesktop-<version>-macos-<arch>.dmg (signed, notarized and
    stapled when the secrets are there). Linux: the tar.gz is the release artifact.

Exit status: 0 when everything asked for worked. See docs/packaging.md.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "werewolf_desktop.spec"
ICON_SVG = ROOT / "resources" / "art" / "icon.svg"
APP_NAME = "WerewolfDesktop"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
IS_WIN = sys.platform == "win32"
IS_MAC = sys.platform == "darwin"
IS_LINUX = sys.platform.startswith("linux")
SELFTEST_TIMEOUT = 300          # seconds


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def project_version() -> str:
    """werewolf_desktop.__version__: the one place the version lives (pyproject.toml reads it too)."""
    sys.path.insert(0, str(ROOT))
    from werewolf_desktop import __version__

    return __version__


def arch_name() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine or "unknown")


# --- 1. icons ------------------------------------------------------------------------------------

def render_pngs(svg: Path, out_dir: Path, sizes=ICON_SIZES) -> dict[int, Path]:
    """Render the SVG to square PNGs with Qt (offscreen when there is no display)."""
    if IS_LINUX and not os.environ.get("QT_QPA_PLATFORM") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QCoreApplication, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication

    # a QApplication (not just a QGuiApplication): the tests call this in a process that builds widgets later
    app = QCoreApplication.instance() or QApplication(["werewolf-desktop-icons"])  # noqa: F841 - keep alive
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {svg} as SVG")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        path = out_dir / f"icon_{size}.png"
        if not image.save(str(path), "PNG"):
            raise SystemExit(f"could not write {path}")
        written[size] = path
    return written


def write_ico(pngs: dict[int, Path], target: Path) -> None:
    from PIL import Image

    images = [Image.open(pngs[s]).convert("RGBA") for s in ICO_SIZES]
    images[-1].save(target, format="ICO", sizes=[(s, s) for s in ICO_SIZES], append_images=images[:-1])


def write_icns(pngs: dict[int, Path], target: Path) -> None:
    iconutil = shutil.which("iconutil") if IS_MAC else None
    if iconutil:
        with tempfile.TemporaryDirectory() as tmp:
            iconset = Path(tmp) / f"{APP_NAME}.iconset"
            iconset.mkdir()
            for base in (16, 32, 128, 256, 512):
                shutil.copyfile(pngs[base], iconset / f"icon_{base}x{base}.png")
                shutil.copyfile(pngs[base * 2], iconset / f"icon_{base}x{base}@2x.png")
            subprocess.run([iconutil, "-c", "icns", str(iconset), "-o", str(target)], check=True)
        return
    from PIL import Image

    big = Image.open(pngs[1024]).convert("RGBA")
    others = [Image.open(pngs[s]).convert("RGBA") for s in (16, 32, 64, 128, 256, 512)]
    big.save(target, format="ICNS", append_images=others)


def make_icons(out_dir: Path) -> dict[str, Path]:
    """build/icons: PNGs, WerewolfDesktop.ico, WerewolfDesktop.icns (all OSes; each uses its own)."""
    out_dir = Path(out_dir)
    pngs = render_pngs(ICON_SVG, out_dir)
    ico, icns = out_dir / f"{APP_NAME}.ico", out_dir / f"{APP_NAME}.icns"
    write_ico(pngs, ico)
    write_icns(pngs, icns)
    log(f"icons: {len(pngs)} PNGs, {ico.name} ({ico.stat().st_size // 1024} KiB), "
        f"{icns.name} ({icns.stat().st_size // 1024} KiB) in {out_dir}")
    return {"ico": ico, "icns": icns, "png256": pngs[256]}


# --- 2. PyInstaller ------------------------------------------------------------------------------

def run_pyinstaller(dist: Path, work: Path, icon_dir: Path, clean: bool) -> None:
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
           "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    if clean:
        cmd.insert(4, "--clean")
    env = {**os.environ, "WEREWOLF_ICON_DIR": str(icon_dir), "WEREWOLF_LEGAL_DIR": str(legal_dir(work))}
    log("running " + " ".join(cmd))
    started = time.monotonic()
    subprocess.run(cmd, check=True, cwd=ROOT, env=env)
    log(f"PyInstaller finished in {time.monotonic() - started:.0f} s")


def legal_dir(work: Path) -> Path:
    """Where the spec writes THIRD-PARTY-NOTICES.txt for this build (beside PyInstaller's work folder)."""
    return work.parent / "legal"


def legal_files(work: Path) -> list[Path]:
    """LICENSE and the generated notices, as they go beside the app in every installer and archive."""
    return [ROOT / "LICENSE", legal_dir(work) / "THIRD-PARTY-NOTICES.txt"]


def copy_legal_files(folder: Path, work: Path) -> None:
    """Windows/Linux: LICENSE.txt and THIRD-PARTY-NOTICES.txt at the top of the app folder (so the
    installer, the zip and the tar.gz carry them where people look; the app reads its own copy)."""
    for src in legal_files(work):
        shutil.copyfile(src, folder / (src.stem + ".txt"))


def app_paths(dist: Path) -> tuple[Path, Path]:
    """(the folder or .app that ships, the executable inside it)."""
    if IS_MAC:
        bundle = dist / f"{APP_NAME}.app"
        return bundle, bundle / "Contents" / "MacOS" / APP_NAME
    folder = dist / APP_NAME
    return folder, folder / (APP_NAME + (".exe" if IS_WIN else ""))


LINUX_FILES = PACKAGING / "linux"
LINUX_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)     # = install-desktop-entry.sh's sizes


def linux_desktop_files(folder: Path, icon_dir: Path) -> list[Path]:
    """The Linux archive's desktop integration, beside the program: share/applications (the .desktop
    entry, its Exec filled in by install-desktop-entry.sh), share/mime/packages (.wwdeck, .wwgame),
    share/metainfo (AppStream), share/icons/hicolor (the icon at every size) and the script."""
    share = folder / "share"
    placed = {
        share / "applications" / "werewolf-desktop.desktop": LINUX_FILES / "werewolf-desktop.desktop",
        share / "mime" / "packages" / "werewolf-desktop.xml": LINUX_FILES / "werewolf-desktop.xml",
        share / "metainfo" / "org.werewolfdesktop.app.metainfo.xml": LINUX_FILES / "org.werewolfdesktop.app.metainfo.xml",
        folder / "install-desktop-entry.sh": LINUX_FILES / "install-desktop-entry.sh",
        folder / "werewolf-desktop.png": icon_dir / "icon_256.png",
    }
    for size in LINUX_ICON_SIZES:
        placed[share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "werewolf-desktop.png"] = \
            icon_dir / f"icon_{size}.png"
    for target, source in placed.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    (folder / "install-desktop-entry.sh").chmod(0o755)
    log(f"desktop integration: {len(placed)} files (run install-desktop-entry.sh to add the app to the menu)")
    return list(placed)


# --- 3./4. archive and sizes -----------------------------------------------------------------------

def tree_size(path: Path) -> tuple[int, int]:
    """(bytes, files) under `path`, symlinks counted as links (not followed)."""
    total = files = 0
    for root, _dirs, names in os.walk(path):
        for name in names:
            p = os.path.join(root, name)
            total += os.lstat(p).st_size
            files += 1
    return total, files


def biggest(path: Path, n: int = 15) -> list[tuple[str, int]]:
    sizes = []
    for root, _dirs, names in os.walk(path):
        for name in names:
            p = Path(root) / name
            if not p.is_symlink():
                sizes.append((p.relative_to(path).as_posix(), p.stat().st_size))
    return sorted(sizes, key=lambda x: -x[1])[:n]


def make_archive(folder: Path, dist: Path, version: str) -> Path | None:
    if IS_LINUX:
        target = dist / f"{APP_NAME}-{version}-linux-{arch_name()}.tar.gz"
        log(f"writing {target.name} …")
        with tarfile.open(target, "w:gz", compresslevel=9) as tar:
            tar.add(folder, arcname=folder.name)
        return target
    if IS_WIN:
        base = dist / f"{APP_NAME}-{version}-windows-{arch_name()}-portable"
        log(f"writing {base.name}.zip …")
        return Path(shutil.make_archive(str(base), "zip", root_dir=folder.parent, base_dir=folder.name))
    return None             # macOS: the dmg (--installer) is the archive


def mib(n: int) -> str:
    return f"{n / 1024 / 1024:.1f} MiB"


def check_linux_libraries(folder: Path) -> list[str]:
    """Bundled ELF files whose Qt/PySide/ICU dependencies cannot be found (they must be in the bundle)."""
    if not IS_LINUX or not shutil.which("ldd"):
        return []
    problems = []
    must_bundle = ("libQt6", "libpyside6", "libshiboken6", "libicu", "libpython")
    for root, _dirs, names in os.walk(folder):
        for name in names:
            p = Path(root) / name
            if p.is_symlink() or not (".so" in name or name == APP_NAME):
                continue
            try:
                with open(p, "rb") as fh:
                    if fh.read(4) != b"\x7fELF":
                        continue
                out = subprocess.run(["ldd", str(p)], capture_output=True, text=True, timeout=30).stdout
            except (OSError, subprocess.SubprocessError):
                continue
            for line in out.splitlines():
                if "not found" in line and line.strip().startswith(must_bundle):
                    problems.append(f"{p.relative_to(folder)}: {line.strip()}")
    return problems


def drop_dangling_links(folder: Path) -> list[str]:
    """Remove links that point at nothing in the bundle. PyInstaller links top-level names to the
    libraries it collected in PySide6/Qt/lib; for the libraries the spec leaves out afterwards (Qt
    Multimedia's FFmpeg backend) the links stay behind, broken, and would go into the archive."""
    dropped = []
    for p in sorted(folder.rglob("*")):
        if p.is_symlink() and not p.exists():
            p.unlink()
            dropped.append(str(p.relative_to(folder)))
    if dropped:
        log(f"removed {len(dropped)} links to files not bundled: " + ", ".join(Path(d).name for d in dropped))
    return dropped


def trim_icu_data(folder: Path) -> dict:
    """Linux: Qt's ICU data library with only the data QtCore loads for a zh/en/de/fr app
    (packaging/icu_trim.py, ~32 MB -> ~4 MB). Needs gcc; without it the full library stays and this says so."""
    sys.path.insert(0, str(PACKAGING))
    import icu_trim

    libs = [p for p in folder.glob("_internal/**/libicudata.so*") if p.is_file() and not p.is_symlink()]
    if not IS_LINUX or not libs:
        return {}
    if not icu_trim.available():
        log("ICU data not trimmed (needs gcc, nm and readelf): the bundle keeps all ~32 MB of it")
        return {"icu_trimmed": False}
    before = after = 0
    for lib in libs:
        out = lib.with_name(lib.name + ".trimmed")
        b, a = icu_trim.trim_library(lib, out)
        os.replace(out, lib)
        before, after = before + b, after + a
    log(f"ICU data trimmed to what QtCore loads: {mib(before)} -> {mib(after)}")
    return {"icu_trimmed": True, "icu_bytes_before": before, "icu_bytes_after": after}


PERFORMANCE_DOC = ROOT / "docs" / "performance.md"
BUNDLE_HEADING = "## Bundle size"


def _dist_version(name: str) -> str:
    from importlib import metadata

    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "?"


def bundle_size_section(info: dict) -> str:
    """The "## Bundle size" section of docs/performance.md for a Linux build (bench keeps it as is)."""
    mb = lambda n: f"{n / 1e6:.1f} MB ({n / 2**20:.1f} MiB)"          # noqa: E731
    lines = [
        BUNDLE_HEADING, "",
        f"Written by `packaging/build.py` after the last Linux build ({info['built_at'][:10]}, {info['arch']}; "
        f"PyInstaller {_dist_version('pyinstaller')}, PySide6-Essentials {_dist_version('PySide6-Essentials')}, "
        f"Python {info['python']}; binaries stripped). `tests/packaging/test_frozen_build.py` fails above "
        "120 MB for the folder with ICU trimmed (150 MB without) and 60 MB for the archive.", "",
        "| what | size |", "|---|---|",
        f"| one-folder app `dist/{info['app']}/` ({info['app_files']} files) | **{mb(info['app_bytes'])}** |",
    ]
    if info.get("archive"):
        lines.append(f"| `{info['archive']}` (gzip -9) | **{mb(info['archive_bytes'])}** |")
    lines += ["", "Biggest files:", "", "| file | MB |", "|---|---|"]
    lines += [f"| `{b['path']}` | {b['bytes'] / 1e6:.1f} |" for b in info["biggest"][:12]]
    lines += [
        "",
        "ICU's data (`libicudata`, linked by QtCore) is trimmed to what QtCore loads for zh/en/de/fr by packaging/icu_trim.py "
        f"({'done in this build' if info.get('icu_trimmed') else 'not done in this build: no gcc'}). What the spec "
        "leaves out to get here (unused Qt modules and plugins, Qt Multimedia's FFmpeg backend, the GTK theme and the libraries only it "
        "needed, OpenSSL, Pillow's unused codecs, test tools, debug symbols) is listed in "
        "docs/packaging.md; an earlier build of the spec without the GTK-theme drop, the library pruning, "
        "the OpenSSL exclusion and stripping measured 197.7 MB (folder) / 79.4 MB (tar.gz). Windows and macOS sizes are in each release job's `build-info.json`.",
        "",
    ]
    return "\n".join(lines)


def update_performance_doc(info: dict) -> None:
    """Replace (or add, at the end) the "## Bundle size" section; other sections stay untouched."""
    text = PERFORMANCE_DOC.read_text(encoding="utf-8") if PERFORMANCE_DOC.exists() else "# Performance\n"
    section = bundle_size_section(info)
    start = text.find(BUNDLE_HEADING)
    if start < 0:
        text = text.rstrip("\n") + "\n\n" + section
    else:
        nxt = text.find("\n## ", start + len(BUNDLE_HEADING))
        text = text[:start] + section + ("\n" + text[nxt + 1:] if nxt >= 0 else "")
    PERFORMANCE_DOC.write_text(text, encoding="utf-8")
    log(f"updated the '{BUNDLE_HEADING}' section of {PERFORMANCE_DOC}")


# --- 5./7. signing and installers ----------------------------------------------------------------------

def find_iscc() -> str | None:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    candidates = [Path(os.environ.get(var, "")) / "Inno Setup 6" / "ISCC.exe"
                  for var in ("ProgramFiles(x86)", "ProgramFiles") if os.environ.get(var)]
    if os.environ.get("LOCALAPPDATA"):
        candidates.append(Path(os.environ["LOCALAPPDATA"]) / "Programs" / "Inno Setup 6" / "ISCC.exe")
    return next((str(c) for c in candidates if c.is_file()), None)


TIMESTAMP_URL = "http://timestamp.digicert.com"      # RFC 3161; WINDOWS_TIMESTAMP_URL overrides it


def find_signtool() -> str | None:
    """signtool.exe on PATH or in the newest Windows 10/11 SDK."""
    found = shutil.which("signtool")
    if found:
        return found
    kits = Path(os.environ.get("ProgramFiles(x86)", r"C:\Program Files (x86)")) / "Windows Kits" / "10" / "bin"
    candidates = sorted(kits.glob("10.*/x64/signtool.exe"), key=lambda p: [int(x) for x in p.parent.parent.name.split(".")])
    return str(candidates[-1]) if candidates else None


def authenticode_sign(files: list[Path], env: dict | None = None) -> bool:
    """Sign Windows executables (the app's .exe, then the setup) with signtool when the release
    workflow's secrets are set: WINDOWS_CERT_PFX (base64 of the .pfx code-signing certificate with its
    key) and WINDOWS_CERT_PASSWORD. Without them: say so and sign nothing (SmartScreen then warns
    about an unknown publisher). Returns whether it signed."""
    env = os.environ if env is None else env
    pfx_b64, password = env.get("WINDOWS_CERT_PFX"), env.get("WINDOWS_CERT_PASSWORD")
    names = ", ".join(f.name for f in files)
    if not pfx_b64 or not password:
        log(f"Authenticode signing skipped ({names} stay unsigned): WINDOWS_CERT_PFX / WINDOWS_CERT_PASSWORD not set")
        return False
    signtool = find_signtool()
    if not signtool:
        raise SystemExit("Authenticode: signtool.exe not found (install the Windows SDK or put signtool on PATH)")
    import base64

    with tempfile.TemporaryDirectory(prefix="wd-sign-") as tmp:
        pfx = Path(tmp) / "certificate.pfx"
        pfx.write_bytes(base64.b64decode(pfx_b64))
        cmd = [signtool, "sign", "/f", str(pfx), "/p", password, "/fd", "SHA256",
               "/tr", env.get("WINDOWS_TIMESTAMP_URL") or TIMESTAMP_URL, "/td", "SHA256",
               "/d", "Werewolf Desktop", *map(str, files)]
        log(f"Authenticode: signing {names}")            # (the command holds the password: not logged)
        subprocess.run(cmd, check=True)
        subprocess.run([signtool, "verify", "/pa", *map(str, files)], check=True)
    return True


def windows_installer(folder: Path, dist: Path, version: str, icon: Path) -> Path:
    iscc = find_iscc()
    if not iscc:
        raise SystemExit("--installer: Inno Setup 6 (iscc) not found. Install it (choco install innosetup) "
                         "or from https://jrsoftware.org/isdl.php")
    script = PACKAGING / "windows" / "WerewolfDesktop.iss"
    cmd = [iscc, f"/DAppVersion={version}", f"/DSourceDir={folder}", f"/DOutputDir={dist}",
           f"/DIconFile={icon}", str(script)]
    log("running " + " ".join(cmd))
    subprocess.run(cmd, check=True, cwd=script.parent)
    target = dist / f"WerewolfDesktop-Setup-{version}.exe"
    if not target.is_file():
        raise SystemExit(f"iscc ran but {target} is not there")
    return target


def mac_sign(kind: str, path: Path) -> None:
    subprocess.run(["bash", str(PACKAGING / "macos" / "sign_and_notarize.sh"), kind, str(path)], check=True)


def mac_dmg(bundle: Path, dist: Path, version: str, work: Path) -> Path:
    target = dist / f"{APP_NAME}-{version}-macos-{arch_name()}.dmg"
    subprocess.run(["bash", str(PACKAGING / "macos" / "make_dmg.sh"), str(bundle), str(target),
                    *map(str, legal_files(work))], check=True)
    return target


# --- 6. self-test --------------------------------------------------------------------------------------

def run_selftest(exe: Path, report: Path, version: str) -> tuple[bool, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    report.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="wd-frozen-selftest-", ignore_cleanup_errors=True) as data:
        env["WEREWOLF_DESKTOP_DATA"] = data
        log(f"self-test: {exe} --self-test --report {report}")
        started = time.monotonic()
        try:
            done = subprocess.run([str(exe), "--self-test", "--report", str(report)], env=env,
                                  stdin=subprocess.DEVNULL, capture_output=True, timeout=SELFTEST_TIMEOUT)
            code = done.returncode
            output = (done.stdout + done.stderr).decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            code, output = None, f"timed out after {SELFTEST_TIMEOUT} s"
    seconds = time.monotonic() - started
    text = report.read_text(encoding="utf-8") if report.is_file() else ""
    if text:
        print(text, flush=True)
    elif output:
        print(output[-4000:], flush=True)
    ok = code == 0 and "RESULT: ALL PASSED" in text
    if ok and f"version {version} " not in text:
        ok = False
        log(f"the frozen app does not report version {version}")
    summary = f"exit {code}, {seconds:.1f} s, " + ("all passed" if ok else "FAILED")
    if not text:
        summary += f" (no report written at {report})"
    return ok, summary


# --- main ------------------------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--skip-selftest", action="store_true", help="do not run the frozen app's --self-test")
    parser.add_argument("--installer", action="store_true",
                        help="also make the installer: Windows Inno Setup .exe, macOS .dmg (signed if secrets are set)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's work folder (default: build/pyinstaller/)")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache and work folder first")
    parser.add_argument("--no-archive", action="store_true", help="skip the .tar.gz / .zip")
    parser.add_argument("--update-docs", action="store_true",
                        help="Linux: also write the sizes into docs/performance.md (a build otherwise changes "
                             "no file under version control)")
    parser.add_argument("--icons-only", type=Path, metavar="DIR", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    for stream in (sys.stdout, sys.stderr):      # a cp1252 Windows console must not choke on 狼人
        if stream is not None and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")

    if args.icons_only:
        make_icons(args.icons_only)
        return 0

    version = project_version()
    dist, work = args.dist.resolve(), args.work.resolve()
    dist.mkdir(parents=True, exist_ok=True)
    info: dict = {"version": version, "platform": sys.platform, "arch": arch_name(),
                  "python": platform.python_version(), "built_at": time.strftime("%Y-%m-%dT%H:%M:%S%z")}
    started = time.monotonic()

    icon_dir = work.parent / "icons"
    icons = make_icons(icon_dir)
    run_pyinstaller(dist, work, icon_dir, args.clean)
    shipped, exe = app_paths(dist)
    if not exe.is_file():
        log(f"the executable is missing: {exe}")
        return 1
    if IS_LINUX:
        linux_desktop_files(shipped, icon_dir)
    if not IS_MAC:                  # macOS: inside the .app (Resources) and beside it in the dmg
        copy_legal_files(shipped, work)
    if IS_WIN and args.installer:   # before the portable zip and the installer take the .exe
        info["signed"] = authenticode_sign([exe])

    info.update(trim_icu_data(shipped))
    drop_dangling_links(shipped)
    missing = check_linux_libraries(shipped)
    for problem in missing:
        log("missing library: " + problem)

    size, files = tree_size(shipped)
    info.update({"app": shipped.name, "app_bytes": size, "app_files": files,
                 "biggest": [{"path": p, "bytes": b} for p, b in biggest(shipped)]})
    log(f"{shipped.name}: {mib(size)} in {files} files")
    if not args.no_archive:
        archive = make_archive(shipped, dist, version)
        if archive:
            info.update({"archive": archive.name, "archive_bytes": archive.stat().st_size})
            log(f"{archive.name}: {mib(archive.stat().st_size)}")

    if IS_MAC and args.installer:
        mac_sign("app", shipped)

    ok = not missing
    if args.skip_selftest:
        info["selftest"] = "skipped"
        log("self-test skipped (--skip-selftest)")
    else:
        passed, summary = run_selftest(exe, dist / "selftest.txt", version)
        info["selftest"] = summary
        log("self-test: " + summary)
        ok = ok and passed

    if args.installer and ok:
        if IS_WIN:
            setup = windows_installer(shipped, dist, version, icons["ico"])
            authenticode_sign([setup])
            info.update({"installer": setup.name, "installer_bytes": setup.stat().st_size})
        elif IS_MAC:
            dmg = mac_dmg(shipped, dist, version, work)
            mac_sign("dmg", dmg)
            info.update({"installer": dmg.name, "installer_bytes": dmg.stat().st_size})
        else:
            log("--installer: on Linux the .tar.gz is the release artifact")
        if info.get("installer"):
            log(f"{info['installer']}: {mib(info['installer_bytes'])}")

    if IS_LINUX and ok and info.get("archive") and args.update_docs:
        update_performance_doc(info)

    info["seconds"] = round(time.monotonic() - started, 1)
    (dist / "build-info.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    log(f"{'OK' if ok else 'FAILED'} in {info['seconds']:.0f} s; details in {dist / 'build-info.json'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
