"""Licences: the app's own (LICENSE, MIT) and the third-party notices of everything it runs on.

    license_text()          the project's LICENSE
    notices_text()          THIRD-PARTY-NOTICES.txt: the copy a frozen build carries, else generated
    generate_notices(...)   the notices for the running environment (packaging/build.py writes the
                            installers' copy with it; the About box shows them)

The notices are generated from the installed packages' metadata (name, version, licence, the
licence files in each `*.dist-info`), following the app's runtime dependencies from its own
metadata, plus what no Python package describes: Qt (LGPL-3.0, with how to replace the Qt libraries),
the Python runtime and the bundled font. The GNU LGPL/GPL texts ship beside this module.
"""
from __future__ import annotations

import re
import sys
import sysconfig
from importlib import metadata
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from .. import __version__
from ..paths import resource

NOTICES_NAME = "THIRD-PARTY-NOTICES.txt"
PROJECT = "werewolf-desktop"
_HERE = Path(__file__).resolve().parent
# In the dependency tree but not in the app: sqlite-utils needs pip only for its `install` command.
NOT_SHIPPED = {"pip"}
_LICENCE_FILE = re.compile(r"(^|/)(LICEN[CS]E|COPYING|NOTICE|COPYRIGHT)[^/]*$", re.IGNORECASE)
RULE = "=" * 78

QT_SECTION = """\
Qt {qt} and Qt for Python (PySide6 {pyside}, shiboken6)
{rule}
Copyright (C) The Qt Company Ltd. and other contributors.
Licence: GNU Lesser General Public License v3 (LGPL-3.0-only); full text below, together with the
GNU GPL v3 it refers to. Qt itself includes third-party code (ICU, HarfBuzz, FreeType, libpng, zlib,
PCRE2, …) under their own permissive licences: https://doc.qt.io/qt-6/licenses-used-in-qt.html

Werewolf Desktop uses Qt and PySide6 unmodified, as dynamically linked libraries. You may replace
them with your own or a modified build of the same Qt / PySide6 version:
  * installed with pip: `pip install` another PySide6-Essentials build into the same environment;
  * Windows (installer or portable zip): the Qt6*.dll files, the plugins/ folder and the PySide6 /
    shiboken6 modules in `_internal/PySide6` and `_internal/shiboken6` of the program folder;
  * macOS: `WerewolfDesktop.app/Contents/Frameworks/PySide6/Qt/lib/*.framework` (and plugins/); the
    app is signed, so sign it again afterwards (`codesign --force --deep -s - WerewolfDesktop.app`);
  * Linux: `_internal/PySide6/Qt/lib/libQt6*.so.6` (and `_internal/PySide6/Qt/plugins`).
The source code of Qt and of Qt for Python, for every released version, is at
https://download.qt.io/official_releases/qt/ and https://download.qt.io/official_releases/QtForPython/
(also https://code.qt.io). Werewolf Desktop's own source code is part of its distribution (MIT).
"""

PYTHON_SECTION = """\
Python {version}
{rule}
The Python interpreter and standard library (bundled in the installers).
Licence: Python Software Foundation License Version 2 (PSF-2.0), with the licences of the
third-party code it contains (expat, libffi, zlib, SQLite (public domain), bzip2, xz, …).
"""


def license_text() -> str:
    """The project's own LICENSE (MIT): the frozen build's copy, an installed wheel's
    `.dist-info/licenses/LICENSE`, or the source tree's."""
    shipped = _HERE / "LICENSE"
    if shipped.is_file():
        return shipped.read_text(encoding="utf-8")
    try:
        text = metadata.distribution(PROJECT).read_text("licenses/LICENSE")
    except metadata.PackageNotFoundError:
        text = None
    return text or (_HERE.parent.parent / "LICENSE").read_text(encoding="utf-8")


def notices_text() -> str:
    """The third-party notices: the file an installer carries, else generated here and now."""
    shipped = _HERE / NOTICES_NAME
    if shipped.is_file():
        return shipped.read_text(encoding="utf-8")
    return generate_notices()


def _licence_name(meta) -> str:
    expression = meta.get("License-Expression")
    if expression:
        return expression
    classifiers = [c.split(" :: ")[-1] for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]
    short = (meta.get("License") or "").strip().splitlines()
    if short and len(short[0]) <= 80:
        return short[0]
    return ", ".join(classifiers) or "see the licence text below"


def runtime_distributions(root: str = PROJECT) -> list[metadata.Distribution]:
    """The installed distributions the app needs at run time: its dependencies (no extras),
    recursively, with environment markers evaluated for this machine."""
    env = default_environment()
    seen: dict[str, metadata.Distribution] = {}
    queue = [root]
    while queue:
        name = canonicalize_name(queue.pop())
        if name in seen or name in NOT_SHIPPED:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        seen[name] = dist
        for line in dist.requires or ():
            req = Requirement(line)
            if req.marker is None or req.marker.evaluate({**env, "extra": ""}):
                queue.append(req.name)
    seen.pop(canonicalize_name(root), None)
    return sorted(seen.values(), key=lambda d: canonicalize_name(d.metadata["Name"]))


def _licence_files(dist: metadata.Distribution) -> list[tuple[str, str]]:
    texts = []
    for file in dist.files or ():
        path = str(file).replace("\\", "/")
        if ".dist-info/" in path and _LICENCE_FILE.search(path):
            try:
                text = Path(dist.locate_file(file)).read_bytes().decode("utf-8", "replace")
            except OSError:
                continue
            texts.append((path.split(".dist-info/", 1)[1], text))
    return texts


def _section(title: str, body: str) -> str:
    return f"{title}\n{RULE}\n{body.rstrip()}\n"


def generate_notices(extra: list[metadata.Distribution] = ()) -> str:
    """The whole notices text for this environment; `extra`: more distributions (the frozen build
    adds PyInstaller, whose bootloader starts the app)."""
    dists = runtime_distributions()
    names = {canonicalize_name(d.metadata["Name"]) for d in dists}
    dists += [d for d in extra if canonicalize_name(d.metadata["Name"]) not in names]
    qt_names = {"pyside6-essentials", "pyside6", "shiboken6", "pyside6-addons"}
    try:
        from PySide6 import QtCore

        qt_version = QtCore.qVersion()
    except ImportError:
        qt_version = "?"
    pyside = next((d.version for d in dists if canonicalize_name(d.metadata["Name"]) in qt_names), "?")
    rows = [(d.metadata["Name"], d.version, _licence_name(d.metadata)) for d in dists]
    rows.insert(0, ("Qt", qt_version, "LGPL-3.0-only"))
    rows.insert(1, ("Python", sys.version.split()[0], "PSF-2.0"))
    rows.insert(2, ("WenQuanYi Micro Hei (font)", "0.2.0-beta", "Apache-2.0"))
    width = max(len(r[0]) for r in rows) + 2
    vwidth = max(len(r[1]) for r in rows) + 2

    parts = [
        f"Werewolf Desktop {__version__} — third-party notices\n{RULE}\n"
        "Werewolf Desktop itself is free software under the MIT licence (LICENSE). It runs on and, in\n"
        "its installers, ships the following software, each under its own licence (texts below).\n\n"
        + "\n".join(f"  {n:<{width}}{v:<{vwidth}}{lic}" for n, v, lic in rows) + "\n",
        QT_SECTION.format(qt=qt_version, pyside=pyside, rule=RULE),
        PYTHON_SECTION.format(version=sys.version.split()[0], rule=RULE)
        + _python_licence(),
        _section("WenQuanYi Micro Hei (文泉驿微米黑) — the CJK font",
                 resource("fonts", "README.md").read_text(encoding="utf-8") + "\n"
                 + resource("fonts", "LICENSE-WenQuanYiMicroHei.txt").read_text(encoding="utf-8") + "\n"
                 + resource("fonts", "LICENSE-Apache-2.0.txt").read_text(encoding="utf-8")),
    ]
    for dist in dists:
        if canonicalize_name(dist.metadata["Name"]) in qt_names:
            continue                    # covered by the Qt section (their wheels carry no licence file)
        meta = dist.metadata
        home = meta.get("Home-page") or next((u.split(",", 1)[1].strip() for u in meta.get_all("Project-URL") or []
                                              if u.lower().startswith(("homepage", "source", "repository"))), "")
        body = f"Licence: {_licence_name(meta)}\n" + (f"{home}\n" if home else "")
        files = _licence_files(dist)
        for name, text in files:
            body += f"\n--- {name} ---\n{text.rstrip()}\n"
        if not files:
            body += "(the package carries no licence file)\n"
        parts.append(_section(f"{meta['Name']} {dist.version}", body))
    for title, name in (("GNU Lesser General Public License, version 3", "LGPL-3.0.txt"),
                        ("GNU General Public License, version 3", "GPL-3.0.txt")):
        parts.append(_section(title, (_HERE / name).read_text(encoding="utf-8")))
    return "\n\n".join(parts)


def _python_licence() -> str:
    """Python's own LICENSE.txt from the running interpreter's standard library, when it is there."""
    for folder in (sysconfig.get_path("stdlib"), sys.base_prefix):
        path = Path(folder or "") / "LICENSE.txt"
        if path.is_file():
            return "\n" + path.read_text(encoding="utf-8", errors="replace")
    return "https://docs.python.org/3/license.html\n"
