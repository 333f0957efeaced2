"""Issue 28.7, Linux: the archive's desktop entry, MIME types, AppStream file and icons are
consistent with each other and with the app, build.py puts them beside the program, and the
install script really installs them (into a temporary $XDG_DATA_HOME), the program's path quoted."""
from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
sys.path.insert(0, str(ROOT / "packaging"))


def desktop_entry(text: str) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read_string(text)
    return dict(parser["Desktop Entry"])


def mime_types() -> dict[str, str]:
    root = ET.parse(LINUX / "werewolf-desktop.xml").getroot()
    return {t.get("type"): t.find(f"{MIME_NS}glob").get("pattern") for t in root.findall(f"{MIME_NS}mime-type")}


def test_entry_mime_types_and_appstream_agree_with_each_other_and_the_app():
    entry = desktop_entry((LINUX / "werewolf-desktop.desktop").read_text(encoding="utf-8"))
    assert entry["Type"] == "Application" and entry["Exec"] == "@EXEC@ %f" and entry["Terminal"] == "false"
    assert entry["Icon"] == "werewolf-desktop" and entry["Categories"] == "Game;BoardGame;"
    source = (ROOT / "werewolf_desktop" / "ui" / "app.py").read_text(encoding="utf-8")
    assert f'setDesktopFileName("{entry["StartupWMClass"]}")' in source         # the window is matched to it
    types = mime_types()
    assert types == {"application/x-werewolf-desktop-deck": "*.wwdeck", "application/x-werewolf-desktop-game": "*.wwgame"}
    assert entry["MimeType"].rstrip(";").split(";") == sorted(types)
    app = ET.parse(LINUX / "org.werewolfdesktop.app.metainfo.xml").getroot()
    spec = (ROOT / "packaging" / "werewolf_desktop.spec").read_text(encoding="utf-8")
    assert app.get("type") == "desktop-application" and f'BUNDLE_ID = "{app.findtext("id")}"' in spec
    assert app.findtext("launchable") == "werewolf-desktop.desktop"
    assert sorted(m.text for m in app.iter("mediatype")) == sorted(types)
    assert app.findtext("name") and app.findtext("summary") and app.find("description/p") is not None
    assert app.find("content_rating").get("type") == "oars-1.1"


def test_build_puts_them_beside_the_program(tmp_path):
    import build

    icons = tmp_path / "icons"
    build.render_pngs(build.ICON_SVG, icons, sizes=build.LINUX_ICON_SIZES)
    folder = tmp_path / "WerewolfDesktop"
    placed = build.linux_desktop_files(folder, icons)
    assert all(p.is_file() for p in placed)
    for size in build.LINUX_ICON_SIZES:
        assert (folder / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "werewolf-desktop.png").is_file()
    assert os.access(folder / "install-desktop-entry.sh", os.X_OK)
    script = (LINUX / "install-desktop-entry.sh").read_text(encoding="utf-8")
    assert f'sizes="{" ".join(map(str, build.LINUX_ICON_SIZES))}"' in script


@pytest.mark.skipif(not sys.platform.startswith("linux") or not shutil.which("sh"), reason="a Linux shell script")
def test_the_install_script_installs_for_this_user_with_the_programs_path_quoted(tmp_path):
    import build

    folder = tmp_path / "un $pack`ed \"here\"" / "WerewolfDesktop"   # the characters the format escapes
    build.render_pngs(build.ICON_SVG, tmp_path / "icons", sizes=build.LINUX_ICON_SIZES)
    build.linux_desktop_files(folder, tmp_path / "icons")
    exe = folder / "WerewolfDesktop"
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    data = tmp_path / "data"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    done = subprocess.run(["sh", str(folder / "install-desktop-entry.sh")], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    entry = desktop_entry((data / "applications" / "werewolf-desktop.desktop").read_text(encoding="utf-8"))
    quoted = str(exe).replace("$", "\\\\$").replace("`", "\\\\`").replace('"', '\\\\"')
    assert entry["Exec"] == f'"{quoted}" %f' and "TryExec" not in entry
    assert (data / "mime" / "packages" / "werewolf-desktop.xml").is_file()
    assert (data / "metainfo" / "org.werewolfdesktop.app.metainfo.xml").is_file()
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "werewolf-desktop.png").is_file()
    done = subprocess.run(["sh", str(folder / "install-desktop-entry.sh"), "--remove"], env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0 and not (data / "applications" / "werewolf-desktop.desktop").exists()


def test_the_desktop_entry_and_the_appstream_file_pass_the_freedesktop_validators(tmp_path):
    """desktop-file-validate (desktop-file-utils) and appstreamcli (appstream), where installed: the
    entry once said Version=1.5, which the validators of Debian 12 and Ubuntu 22.04 do not know."""
    tools = {"desktop-file-validate": shutil.which("desktop-file-validate"), "appstreamcli": shutil.which("appstreamcli")}
    if not any(tools.values()):
        pytest.skip("desktop-file-utils and appstream are not installed")
    if tools["desktop-file-validate"]:
        entry = tmp_path / "werewolf-desktop.desktop"
        entry.write_text((LINUX / "werewolf-desktop.desktop").read_text(encoding="utf-8").replace("@EXEC@", "/opt/ww/WerewolfDesktop"),
                         encoding="utf-8")
        done = subprocess.run([tools["desktop-file-validate"], str(entry)], capture_output=True, text=True)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr
    if tools["appstreamcli"]:
        done = subprocess.run([tools["appstreamcli"], "validate", "--no-net", str(LINUX / "org.werewolfdesktop.app.metainfo.xml")],
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr
