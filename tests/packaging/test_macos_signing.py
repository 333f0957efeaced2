"""packaging/macos/sign_and_notarize.sh, run here with stand-ins for the macOS tools (uname says
Darwin; codesign, security, ditto, xcrun record their arguments): the unsigned path says what the
user sees and how to open the app; with a certificate every Mach-O file is signed inside out, then
the frameworks, then the app with the entitlements, never with --deep."""
from __future__ import annotations

import os
import plistlib
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "macos" / "sign_and_notarize.sh"
MACHO = bytes.fromhex("cffaedfe0c000001") + bytes(24)          # a 64-bit arm64 Mach-O header

pytestmark = pytest.mark.skipif(os.name == "nt" or not shutil.which("bash"), reason="bash and POSIX tools")

SHIM = """#!/bin/sh
echo "$(basename "$0") $*" >> "$SHIM_LOG"
case "$(basename "$0") $1" in
  "uname "*) echo Darwin ;;
  "security find-identity") echo '  1) ABCDEF "Developer ID Application: Test (TEAM123456)"' ;;
  "uuidgen "*) echo 00000000-0000-0000-0000-000000000000 ;;
esac
exit 0
"""


def _fake_app(tmp_path: Path) -> Path:
    app = tmp_path / "WerewolfDesktop.app"
    files = {
        "Contents/MacOS/WerewolfDesktop": MACHO,
        "Contents/Frameworks/libpython3.11.dylib": MACHO,
        "Contents/Frameworks/PySide6/QtCore.abi3.so": MACHO,
        "Contents/Frameworks/PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore": MACHO,
        "Contents/Frameworks/PySide6/Qt/plugins/platforms/libqcocoa.dylib": MACHO,
        "Contents/Resources/werewolf_desktop/resources/roles/seer.json": b"{}",
        "Contents/Info.plist": b"<plist/>",
    }
    for rel, data in files.items():
        (app / rel).parent.mkdir(parents=True, exist_ok=True)
        (app / rel).write_bytes(data)
    return app


def _run(tmp_path: Path, app: Path, env_extra: dict) -> tuple[subprocess.CompletedProcess, list[str]]:
    shims = tmp_path / "shims"
    shims.mkdir()
    for tool in ("uname", "codesign", "security", "ditto", "xcrun", "spctl", "uuidgen"):
        (shims / tool).write_text(SHIM, encoding="utf-8")
        (shims / tool).chmod(0o755)
    log = tmp_path / "calls.log"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MACOS_", "APPLE_"))}
    env.update(PATH=f"{shims}{os.pathsep}{env['PATH']}", SHIM_LOG=str(log), TMPDIR=str(tmp_path), **env_extra)
    done = subprocess.run(["bash", str(SCRIPT), "app", str(app)], env=env, capture_output=True, text=True, timeout=60)
    calls = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    return done, calls


def test_unsigned_path_says_what_the_user_sees_and_how_to_open_it(tmp_path):
    done, calls = _run(tmp_path, _fake_app(tmp_path), {})
    assert done.returncode == 0, done.stderr
    assert "signing skipped" in done.stdout and "Open Anyway" in done.stdout and "xattr -dr com.apple.quarantine" in done.stdout
    assert not [c for c in calls if c.startswith("codesign")]
    doc = (ROOT / "docs" / "packaging.md").read_text(encoding="utf-8")
    assert "Open Anyway" in doc and "com.apple.quarantine" in doc


def test_signing_goes_inside_out_with_the_hardened_runtime(tmp_path):
    app = _fake_app(tmp_path)
    done, calls = _run(tmp_path, app, {"MACOS_CERT_P12": "dGVzdA==", "MACOS_CERT_PASSWORD": "pw"})
    assert done.returncode == 0, done.stdout + done.stderr
    signs = [c for c in calls if c.startswith("codesign") and "--sign" in c]
    assert signs and not [c for c in signs if "--deep" in c]
    assert all("--options runtime" in c and "--timestamp" in c for c in signs)
    targets = [c.rsplit(" ", 1)[1] for c in signs]
    machos = {str(p) for p in app.rglob("*") if p.is_file() and p.read_bytes()[:4] == MACHO[:4]}
    assert machos <= set(targets)
    assert str(app / "Contents/Resources/werewolf_desktop/resources/roles/seer.json") not in targets
    framework = str(app / "Contents/Frameworks/PySide6/Qt/lib/QtCore.framework")
    assert targets.index(str(app / "Contents/Frameworks/PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore")) \
        < targets.index(framework) < targets.index(str(app))
    assert targets[-1] == str(app) and "--entitlements" in signs[-1]
    depths = [t.count("/") for t in targets[: len(machos)]]
    assert depths == sorted(depths, reverse=True)                 # innermost first
    assert any(c.startswith("codesign --verify --deep --strict") for c in calls)


def test_entitlements_are_the_ones_a_hardened_python_needs():
    plist = plistlib.loads((ROOT / "packaging" / "macos" / "entitlements.plist").read_bytes())
    assert plist["com.apple.security.cs.allow-unsigned-executable-memory"] is True
    assert plist["com.apple.security.cs.disable-library-validation"] is True
    assert "com.apple.security.cs.allow-jit" not in plist
