"""Where things live on disk: the shipped resources and the user's data folder."""
from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

APP_NAME = "WerewolfDesktop"
_PACKAGE = Path(__file__).resolve().parent


def packaged_or_source(packaged: str, source: str) -> Path:
    """`werewolf_desktop/<packaged>` when it is there (installed wheel, frozen bundle: pyproject.toml
    and the PyInstaller spec map top-level files into the package), else `<source>` beside the
    package (a source tree or an editable install)."""
    inside = _PACKAGE / packaged
    return inside if inside.exists() else _PACKAGE.parent / source


@cache
def resources_dir() -> Path:
    """The resources folder (roles, rulesets, script, i18n, art, fonts, sounds): package data at
    `werewolf_desktop/resources` once installed or frozen, the top-level `resources/` in a source tree."""
    return packaged_or_source("resources", "resources")


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def _app_dir_name() -> str:
    return APP_NAME if sys.platform in ("win32", "darwin") else "werewolf-desktop"


def user_data_dir() -> Path:
    """The per-user data folder (games database, logs, crash reports). Created on first use.

    Where the system keeps an application's data, from `platformdirs`: %APPDATA%\\WerewolfDesktop
    (Windows, the roaming profile), ~/Library/Application Support/WerewolfDesktop (macOS),
    $XDG_DATA_HOME/werewolf-desktop (Linux and the other Unixes: the lower-case name it always had).
    `WEREWOLF_DESKTOP_DATA` overrides it (tests give every test its own folder).
    """
    override = os.environ.get("WEREWOLF_DESKTOP_DATA")
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_path      # (imported when first asked)

        path = user_data_path(_app_dir_name(), appauthor=False, roaming=True)
    path.mkdir(parents=True, exist_ok=True)
    return path


def user_log_dir() -> Path:
    """The folder of the program's log and crash reports. Created on first use.

    The platform's log folder, from `platformdirs`: %LOCALAPPDATA%\\WerewolfDesktop\\Logs (Windows),
    ~/Library/Logs/WerewolfDesktop (macOS), $XDG_STATE_HOME/werewolf-desktop/log (Linux).
    `WEREWOLF_DESKTOP_LOGS` overrides it; with `WEREWOLF_DESKTOP_DATA` (tests) it is `logs/` in that
    folder. A folder that cannot be made (a read-only home, a file in the way) falls back to one in
    the system's temporary folder: the log must never stop the start.
    """
    path = _named_dir("WEREWOLF_DESKTOP_LOGS", "logs", "user_log_path")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        import tempfile

        path = Path(tempfile.gettempdir()) / f"{_app_dir_name()}-logs"
        path.mkdir(parents=True, exist_ok=True)
    return path


def user_cache_dir() -> Path:
    """The per-user cache folder (what the app can make again: the checked role catalogue).
    Created on first use. `WEREWOLF_DESKTOP_CACHE` overrides it; with `WEREWOLF_DESKTOP_DATA`
    (tests, benchmarks) it is `cache/` in that folder; else the platform's cache folder
    (platformdirs: %LOCALAPPDATA%\\WerewolfDesktop\\Cache, ~/Library/Caches/WerewolfDesktop,
    $XDG_CACHE_HOME/werewolf-desktop)."""
    path = _named_dir("WEREWOLF_DESKTOP_CACHE", "cache", "user_cache_path")
    path.mkdir(parents=True, exist_ok=True)
    return path


def _named_dir(variable: str, in_data: str, platform_path: str) -> Path:
    """The folder `variable` names; else `in_data` in the data folder WEREWOLF_DESKTOP_DATA names
    (tests); else platformdirs' `platform_path` for the app."""
    override = os.environ.get(variable)
    data = os.environ.get("WEREWOLF_DESKTOP_DATA")
    if override:
        return Path(override)
    if data:
        return Path(data) / in_data
    import platformdirs      # (imported when first asked)

    return getattr(platformdirs, platform_path)(_app_dir_name(), appauthor=False)
