"""Packaging: the PyInstaller spec, the installers' scripts, the self-test, and (slow) a real frozen build.

Fast tests check the packaging files as text/AST and run `selftest.run()` in this process.
The slow test runs `packaging/build.py` into a temporary folder (PyInstaller, the archive, the
frozen app's own self-test), then runs the frozen binary's `--self-test` again offscreen, and
checks the size of the one-folder app (< 150 MB; on Linux, with ICU's data trimmed, < 120 MB and the
.tar.gz < 60 MB).
"""
from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "werewolf_desktop.spec"
BUILD = ROOT / "packaging" / "build.py"
ISS = ROOT / "packaging" / "windows" / "WerewolfDesktop.iss"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
MB = 1_000_000
ONEDIR_LIMIT = 150 * MB
ONEDIR_LIMIT_LINUX = 120 * MB      # issue 21: with ICU's data trimmed to zh/en/de (packaging/icu_trim.py)
ARCHIVE_LIMIT = 60 * MB
BUILD_TIMEOUT = 420            # seconds; a cold build takes ~1.5 min on a 2-core machine


def _calls(tree: ast.AST, name: str) -> list[ast.Call]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == name]


def _keyword(call: ast.Call, name: str):
    for kw in call.keywords:
        if kw.arg == name:
            return kw.value
    raise AssertionError(f"{name}= missing in the {call.func.id}(…) call")


def _report(request, line: str) -> None:
    """Show a line in pytest's output even when the test passes (and keep it in the JUnit XML)."""
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    if reporter is not None and capture is not None:
        with capture.global_and_fixture_disabled():
            reporter.write_line(line)
    print(line)


# --- the spec ---------------------------------------------------------------------------------------

def test_spec_parses_as_python():
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    compile(tree, str(SPEC), "exec")
    for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        assert _calls(tree, name), f"{name}(…) missing from the spec"


def test_spec_builds_a_windowed_onedir_app_named_werewolfdesktop():
    text = SPEC.read_text(encoding="utf-8")
    tree = ast.parse(text)
    exe = _calls(tree, "EXE")[0]
    assert isinstance(_keyword(exe, "console"), ast.Constant) and _keyword(exe, "console").value is False
    assert _keyword(exe, "exclude_binaries").value is True          # onedir: binaries go to COLLECT
    assert 'APP_NAME = "WerewolfDesktop"' in text
    assert 'os.path.join(SPECPATH, "launch.py")' in text
    launch = (ROOT / "packaging" / "launch.py").read_text(encoding="utf-8")
    assert "from werewolf_desktop.__main__ import main" in launch and "raise SystemExit(main())" in launch
    # no hard-coded absolute or OS-specific paths in a file that runs on every OS
    literals = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    bad = [s for s in literals if re.match(r"^(/(usr|home|tmp|opt|work|Users)\b|[A-Za-z]:\\)", s) or "site-packages" in s]
    assert not bad, bad


def test_spec_info_plist_has_the_required_keys():
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    bundle = _calls(tree, "BUNDLE")[0]
    plist = _keyword(bundle, "info_plist")
    assert isinstance(plist, ast.Dict)
    keys = {k.value for k in plist.keys if isinstance(k, ast.Constant)}
    for key in ("NSLocalNetworkUsageDescription", "NSHighResolutionCapable", "CFBundleShortVersionString",
                "LSMinimumSystemVersion", "CFBundleIdentifier"):
        assert key in keys, f"Info.plist key {key} missing"
    values = dict(zip((k.value for k in plist.keys), plist.values))
    assert isinstance(values["NSHighResolutionCapable"], ast.Constant) and values["NSHighResolutionCapable"].value is True
    why = ast.literal_eval(values["NSLocalNetworkUsageDescription"])
    assert "phone" in why.lower() and "Wi-Fi" in why
    assert 'BUNDLE_ID = "org.werewolfdesktop.app"' in SPEC.read_text(encoding="utf-8")
    assert isinstance(_keyword(bundle, "bundle_identifier"), ast.Name)


def test_spec_bundles_resources_and_qt_translations_and_excludes_the_heavy_parts():
    text = SPEC.read_text(encoding="utf-8")
    # at the same place as in the installed wheel: werewolf_desktop.paths finds it there
    assert '(str(ROOT / "resources"), "werewolf_desktop/resources")' in text
    assert 'QT_LANGS = ("zh_CN", "de", "en", "fr")' in text
    for module in ("tkinter", "numpy", "pytest", "hypothesis", "IPython", "QtWebEngineCore", "Qt3DCore",
                   "QtQuick", "QtQml", "QtMultimedia", "QtCharts", "QtDataVisualization", "QtPdf", "QtSql",
                   "QtTest", "QtBluetooth", "QtPositioning", "QtSensors", "QtSerialPort", "QtDesigner"):
        assert f'"{module}"' in text, f"{module} is not excluded"
    for hidden in ('collect_submodules("werewolf_desktop")', 'collect_submodules("cardprint")',
                   'collect_submodules("svglib")', '"werewolf_desktop.selftest"', "_fontdata"):
        assert hidden in text


def test_the_app_never_imports_multiprocessing_and_the_spec_leaves_it_out():
    """Issue 32: a bundled multiprocessing costs every frozen start its runtime hooks (~12 ms). Every
    module the spec collects (the app's, cardprint's) and the libraries they use are imported, and a
    PNG export (its encoding threads) is made: multiprocessing is never among the modules loaded."""
    script = """if True:
        import importlib, pathlib, pkgutil, sys, tempfile
        for name in ("werewolf_desktop", "cardprint"):
            package = importlib.import_module(name)
            for module in pkgutil.walk_packages(package.__path__, name + "."):
                if not module.name.endswith("__main__"):
                    importlib.import_module(module.name)
        import lxml.etree, PIL.Image, pypdfium2, reportlab.pdfgen.canvas, segno, sqlite_utils, svglib.svglib
        from cardprint import DeckOptions, build_png_files
        with tempfile.TemporaryDirectory() as tmp:
            build_png_files(DeckOptions(output=pathlib.Path(tmp) / "o" / "d.pdf", preset="std9"), 300)
        print(sorted(m for m in sys.modules if m.split(".")[0] == "multiprocessing"))
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    assert run.stdout.strip().splitlines()[-1] == "[]"
    assert '"multiprocessing"' in SPEC.read_text(encoding="utf-8")


def test_the_version_lives_in_one_place():
    """werewolf_desktop.__version__; pyproject.toml, the spec and build.py read it from there."""
    import tomllib

    from werewolf_desktop import __version__

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["hatch"]["version"]["path"] == "werewolf_desktop/__init__.py"
    text = SPEC.read_text(encoding="utf-8")
    assert "from werewolf_desktop import __version__ as VERSION" in text and "version=VERSION" in text
    assert _load_build_module().project_version() == __version__
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


# --- the Windows installer ---------------------------------------------------------------------------

def _iss_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for raw in ISS.read_text(encoding="utf-8-sig").splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        m = re.fullmatch(r"\[(\w+)\]", line)
        if m:
            current = m.group(1)
            continue
        sections.setdefault(current, []).append(line)
    return sections


def test_iss_adds_the_private_network_firewall_rule_hidden():
    run = _iss_sections()["Run"]
    add = [line for line in run if "firewall add rule" in line]
    assert len(add) == 1, run
    line = add[0]
    assert 'netsh.exe"' in line
    assert 'name=""{#FirewallRule}""' in line and "dir=in" in line and "action=allow" in line
    assert 'program=""{app}\\{#AppExe}""' in line and "enable=yes" in line and "profile=private" in line
    assert "Flags: runhidden" in line
    text = ISS.read_text(encoding="utf-8-sig")
    assert '#define FirewallRule "Werewolf Desktop (phones)"' in text
    assert '#define AppExe "WerewolfDesktop.exe"' in text


def test_iss_removes_the_rule_on_uninstall():
    uninstall = _iss_sections()["UninstallRun"]
    delete = [line for line in uninstall if "firewall delete rule" in line]
    assert delete and 'name=""{#FirewallRule}""' in delete[0] and "runhidden" in delete[0]
    assert "RunOnceId:" in delete[0]


def test_iss_setup_basics():
    sections = _iss_sections()
    setup = "\n".join(sections["Setup"])
    assert "LicenseFile={#SourceDir}\\LICENSE.txt" in setup      # the licence page; build.py puts it there
    assert "OutputBaseFilename=WerewolfDesktop-Setup-{#AppVersion}" in setup
    assert "PrivilegesRequired=lowest" in setup and "PrivilegesRequiredOverridesAllowed=dialog" in setup
    assert "SetupIconFile=" in setup and "UninstallDisplayIcon=" in setup
    assert any("{autoprograms}" in line for line in sections["Icons"])
    assert any("desktopicon" in line for line in sections["Icons"])
    languages = "\n".join(sections["Languages"])
    assert "German.isl" in languages and "Default.isl" in languages and "chinesesimplified" in languages
    assert ISS.read_bytes().startswith(b"\xef\xbb\xbf"), "the .iss has Chinese text: it must be UTF-8 with BOM"


def test_iss_upgrades_cleanly_and_registers_decks_and_game_records():
    sections = _iss_sections()
    assert sections["InstallDelete"] == ['Type: filesandordirs; Name: "{app}\\_internal"']
    assert "ChangesAssociations=yes" in sections["Setup"]
    registry = "\n".join(sections["Registry"])
    for ext, progid in ((".wwdeck", "WerewolfDesktop.Deck"), (".wwgame", "WerewolfDesktop.Game")):
        assert f'Subkey: "Software\\Classes\\{ext}"; ValueType: string; ValueName: ""; ValueData: "{progid}"' in registry
        assert f'Subkey: "Software\\Classes\\{progid}\\shell\\open\\command"' in registry
    assert registry.count('ValueData: """{app}\\{#AppExe}"" ""%1"""') == 2
    assert all(line.startswith("Root: HKA;") for line in sections["Registry"])


def test_spec_declares_the_same_document_types_and_reads_the_macos_minimum():
    text = SPEC.read_text(encoding="utf-8")
    assert '("deck", "wwdeck",' in text and '("game", "wwgame",' in text
    assert '"LSMinimumSystemVersion": MACOS_MINIMUM' in text and "macosx_version_min" in text
    assert '"CFBundleDocumentTypes"' in text and '"UTExportedTypeDeclarations"' in text


def test_authenticode_signing_is_skipped_without_secrets_and_runs_signtool_with_them(tmp_path, monkeypatch, capsys):
    build = _load_build_module()
    exe = tmp_path / "WerewolfDesktop.exe"
    exe.write_bytes(b"MZ")
    assert build.authenticode_sign([exe], env={}) is False
    assert "Authenticode signing skipped" in capsys.readouterr().out
    calls = []
    monkeypatch.setattr(build, "find_signtool", lambda: "signtool.exe")
    monkeypatch.setattr(build.subprocess, "run", lambda cmd, check: calls.append(cmd))
    assert build.authenticode_sign([exe], env={"WINDOWS_CERT_PFX": "cGZ4", "WINDOWS_CERT_PASSWORD": "pw"}) is True
    sign, verify = calls
    assert sign[:2] == ["signtool.exe", "sign"] and sign[sign.index("/fd") + 1] == "SHA256"
    assert sign[sign.index("/tr") + 1] == build.TIMESTAMP_URL and sign[-1] == str(exe)
    assert verify == ["signtool.exe", "verify", "/pa", str(exe)]
    assert "pw" not in capsys.readouterr().out                    # the password is never logged
    workflow = WORKFLOW.read_text(encoding="utf-8")
    assert "WINDOWS_CERT_PFX: ${{ secrets.WINDOWS_CERT_PFX }}" in workflow


def test_release_workflow_builds_on_every_os_and_smoke_tests():
    text = WORKFLOW.read_text(encoding="utf-8")
    for needle in ('tags: ["v*"]', "windows-latest", "macos-latest", "ubuntu-", 'python-version: "3.11"',
                   "python dev.py build --installer", "choco install innosetup", "--self-test", "offscreen",
                   "upload-artifact", "gh release create", "MACOS_CERT_P12"):
        assert needle in text, needle


# --- build.py helpers -------------------------------------------------------------------------------

def _load_build_module():
    import importlib.util

    spec = importlib.util.spec_from_file_location("wd_packaging_build", BUILD)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_build_script_makes_the_icons(tmp_path):
    pytest.importorskip("PIL")
    build = _load_build_module()
    icons = build.make_icons(tmp_path)
    from PIL import Image

    with Image.open(icons["ico"]) as ico:
        sizes = set(ico.info.get("sizes", ()))
    assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= sizes
    assert icons["icns"].read_bytes()[:4] == b"icns"
    for size in build.ICON_SIZES:
        with Image.open(tmp_path / f"icon_{size}.png") as png:
            assert png.size == (size, size)


def test_build_script_replaces_only_its_section_of_performance_md(tmp_path, monkeypatch):
    build = _load_build_module()
    doc = tmp_path / "performance.md"
    doc.write_text("# Performance\n\n## Cold start\n\nfast\n\n## Bundle size\n\nold numbers\n\n## Later\n\nkept\n",
                   encoding="utf-8")
    monkeypatch.setattr(build, "PERFORMANCE_DOC", doc)
    info = {"built_at": "2026-01-01T00:00:00", "arch": "x86_64", "python": "3.11.7", "app": "WerewolfDesktop",
            "app_files": 10, "app_bytes": 123_400_000, "archive": "WerewolfDesktop-0.1.0-linux-x86_64.tar.gz",
            "archive_bytes": 50_000_000, "biggest": [{"path": "_internal/x.so", "bytes": 30_000_000}]}
    build.update_performance_doc(info)
    text = doc.read_text(encoding="utf-8")
    assert "old numbers" not in text and "123.4 MB" in text and "50.0 MB" in text
    assert text.startswith("# Performance\n\n## Cold start\n\nfast\n") and text.rstrip().endswith("## Later\n\nkept")
    assert text.count("## Bundle size") == 1
    doc.write_text("# Performance\n\n## Cold start\n\nfast\n", encoding="utf-8")
    build.update_performance_doc(info)
    assert doc.read_text(encoding="utf-8").index("## Cold start") < doc.read_text(encoding="utf-8").index("## Bundle size")


# --- the self-test, in this process ------------------------------------------------------------------

def test_selftest_passes_in_process(tmp_path):
    from werewolf_desktop import selftest

    report = tmp_path / "selftest.txt"
    code = selftest.run(str(report))
    text = report.read_text(encoding="utf-8")
    assert code == 0, text
    assert text.rstrip().endswith("RESULT: ALL PASSED"), text
    names = [json.loads(line).get("name") for line in (tmp_path / "selftest.txt.jsonl").read_text(encoding="utf-8").splitlines()[1:]]
    assert names == [name for name, _title, _func in selftest.CHECKS]


def test_selftest_reports_a_failing_check_without_stopping(tmp_path, monkeypatch):
    from werewolf_desktop import selftest

    def broken(_tmp):
        raise RuntimeError("boom")

    monkeypatch.setattr(selftest, "CHECKS", [("broken", "always fails", broken),
                                             ("i18n", "translated strings", selftest.check_i18n)])
    report = tmp_path / "r.txt"
    assert selftest.run(str(report)) == 1
    text = report.read_text(encoding="utf-8")
    assert "FAIL  broken" in text and "RuntimeError: boom" in text and "PASS  i18n" in text
    assert "RESULT: FAILED (broken)" in text


# --- the real thing (slow) -------------------------------------------------------------------------------

def _frozen_executable(dist: Path) -> Path:
    if sys.platform == "darwin":
        return dist / "WerewolfDesktop.app" / "Contents" / "MacOS" / "WerewolfDesktop"
    return dist / "WerewolfDesktop" / ("WerewolfDesktop.exe" if os.name == "nt" else "WerewolfDesktop")


@pytest.mark.slow
def test_frozen_build_passes_its_self_test_and_is_small(tmp_path, request):
    pytest.importorskip("PyInstaller")
    dist, work = tmp_path / "dist", tmp_path / "build" / "pyinstaller"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    status = ["git", "status", "--porcelain", "--untracked-files=all"]
    before = subprocess.run(status, cwd=ROOT, capture_output=True, text=True).stdout
    done = subprocess.run([sys.executable, str(BUILD), "--dist", str(dist), "--work", str(work)],
                          cwd=ROOT, env=env, capture_output=True, text=True, encoding="utf-8", errors="replace",
                          timeout=BUILD_TIMEOUT)
    assert done.returncode == 0, (done.stdout + done.stderr)[-6000:]
    after = subprocess.run(status, cwd=ROOT, capture_output=True, text=True).stdout
    assert after == before, "the build changed the work tree:\n" + after     # (dist/, build/ elsewhere here)

    exe = _frozen_executable(dist)
    assert exe.is_file()
    report = tmp_path / "frozen-selftest.txt"
    data = tmp_path / "userdata"
    run = subprocess.run([str(exe), "--self-test", "--report", str(report)], env={**env, "WEREWOLF_DESKTOP_DATA": str(data)},
                         capture_output=True, timeout=180, stdin=subprocess.DEVNULL)
    text = report.read_text(encoding="utf-8") if report.is_file() else "(no report)"
    assert run.returncode == 0, text + run.stderr.decode("utf-8", "replace")[-3000:]
    assert "RESULT: ALL PASSED" in text and "| frozen |" in text, text

    # the app's own modules are .pyc files beside its resources (read by Python's importer: issue 32), the rest archived
    package = (exe.parent.parent / "Resources" if sys.platform == "darwin" else exe.parent / "_internal") / "werewolf_desktop"
    if sys.platform != "darwin":          # (the .app puts code under Frameworks and links it from Resources)
        assert (package / "__main__.pyc").is_file() and (package / "ui" / "app.pyc").is_file()
        assert not list(package.rglob("*.py")), "the app's sources are not shipped, only their bytecode"

    # the licences: beside the app for people (Windows/Linux folder; macOS: the dmg) and inside for the About box
    legal = package / "legal"
    notices = (legal / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    for needle in ("LGPL-3.0-only", "PySide6", "reportlab", "segno", "WenQuanYi", "pyinstaller", "Python Software Foundation",
                   "GNU LESSER GENERAL PUBLIC LICENSE"):
        assert needle in notices, needle
    assert "MIT License" in (legal / "LICENSE").read_text(encoding="utf-8")
    if sys.platform != "darwin":
        for name in ("LICENSE.txt", "THIRD-PARTY-NOTICES.txt"):
            assert (exe.parent / name).is_file(), name

    info = json.loads((dist / "build-info.json").read_text(encoding="utf-8"))
    size = info["app_bytes"]
    line = f"frozen build: {info['app']} {size / MB:.1f} MB ({size / 2**20:.1f} MiB) in {info['app_files']} files"
    if info.get("archive"):
        line += f"; {info['archive']} {info['archive_bytes'] / MB:.1f} MB"
    _report(request, line)
    request.node.user_properties.append(("onedir_bytes", size))
    limit = ONEDIR_LIMIT_LINUX if info.get("icu_trimmed") else ONEDIR_LIMIT
    if sys.platform.startswith("linux") and not info.get("icu_trimmed"):
        _report(request, "ICU data not trimmed on this machine (no gcc): the 120 MB budget is not checked")
    assert size < limit, line + "\nbiggest: " + json.dumps(info["biggest"][:10], indent=1)
    if sys.platform.startswith("linux"):
        request.node.user_properties.append(("archive_bytes", info["archive_bytes"]))
        assert info["archive_bytes"] < ARCHIVE_LIMIT, line


def test_windows_gets_a_console_program_beside_the_windowed_one():
    """Issue 28.7: --help, --version and replay print on Windows (WerewolfDesktop-cli.exe, console=True,
    in the same folder; built by the Windows release job, not on this machine)."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    exes = _calls(tree, "EXE")
    assert len(exes) == 2
    cli = exes[1]
    assert _keyword(cli, "console").value is True and _keyword(cli, "exclude_binaries").value is True
    assert ast.unparse(_keyword(cli, "name")) == "APP_NAME + '-cli'"
    coll = _calls(tree, "COLLECT")[0]
    assert any(isinstance(arg, ast.Starred) and ast.unparse(arg) == "*console_exes" for arg in coll.args)
