"""Linux: before Qt starts on X11, name the system packages its xcb platform plugin is missing.

Without them Qt stops the process with "Could not load the Qt platform plugin "xcb" in "" even
though it was found", which does not say what to install. The plugin is first loaded as Qt will
load it (dlopen, ~the same libraries Qt then finds already in memory): on a complete system that is
the whole check, with no process started. Only when it fails is `ldd` asked which libraries the
plugin (and Qt's XCB library it loads) cannot find, and the message names the packages, in the
user's language, on stderr and in `<data folder>/startup-error.txt` (a desktop launcher shows no
terminal). Nothing is checked on Windows/macOS, on Wayland, offscreen, or when `ldd` is not there.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from .i18n import tr

# soname -> the Debian/Ubuntu package that has it
PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libfontconfig.so.1": "libfontconfig1",
    "libdbus-1.so.3": "libdbus-1-3",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
}


def uses_xcb(env=None) -> bool:
    """Will Qt pick its X11 (xcb) platform plugin? (Linux, not told otherwise, an X display and no Wayland.)"""
    env = os.environ if env is None else env
    if not sys.platform.startswith("linux"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(";")[0].split(":")[0] == "xcb"
    return bool(env.get("DISPLAY")) and not env.get("WAYLAND_DISPLAY")


def xcb_plugin() -> Path | None:
    from PySide6.QtCore import QLibraryInfo

    plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms" / "libqxcb.so"
    return plugin if plugin.is_file() else None


def loads(plugin: Path) -> bool:
    """Does the plugin load with every library it needs? (As Qt loads it: the libraries stay in
    memory for Qt, which loads the same plugin a moment later; ~20 ms that Qt no longer spends.)
    ctypes is imported here, where it is used: Windows, macOS, Wayland and offscreen never need it
    (~3 ms of their start)."""
    import ctypes

    try:
        ctypes.CDLL(str(plugin), mode=os.RTLD_NOW | os.RTLD_LOCAL)
    except OSError:
        return False
    return True


def missing_libraries(plugin: Path | None = None) -> list[str]:
    """The sonames the xcb plugin cannot load (empty when all are there or nothing can tell)."""
    plugin = plugin or xcb_plugin()
    if plugin is None or loads(plugin):
        return []               # the usual start: no ldd process (~45 ms at every start on X11)
    return ldd_missing(plugin)


def ldd_missing(plugin: Path) -> list[str]:
    """Every soname `ldd` says the plugin cannot find (dlopen names only the first)."""
    import shutil          # (here: only a start that is about to fail needs them)
    import subprocess

    ldd = shutil.which("ldd")
    if ldd is None:
        return []
    try:
        out = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    missing = [line.split("=>")[0].strip() for line in out.splitlines() if "not found" in line]
    return sorted(set(missing))


def message(missing: list[str], lang: str) -> str:
    packages = sorted({PACKAGES.get(name, name) for name in missing})
    return tr("install.xcb_missing", lang, libs=", ".join(missing), packages=" ".join(packages))


def ready(lang: str) -> bool:
    """True when the GUI can start as far as this check knows; else says what to install."""
    if not uses_xcb():
        return True
    missing = missing_libraries()
    if not missing:
        return True
    text = message(missing, lang)
    if sys.stderr is not None:
        print(text, file=sys.stderr)
    try:
        from .paths import user_data_dir

        (user_data_dir() / "startup-error.txt").write_text(text + "\n", encoding="utf-8")
    except OSError:
        pass
    return False
