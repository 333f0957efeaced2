"""Where things live on disk: the shipped resources and the user's data folder."""
from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

APP_NAME = "WerewolfDesktop"
_PACKAGE = Path(__file__).resolve().parent


@cache
def resources_dir() -> Path:
    """The resources folder (roles, rulesets, script, i18n, art, fonts, sounds).

    Installed wheel and frozen bundle: package data at `werewolf_desktop/resources` (the wheel maps
    the repository's top-level `resources/` there, see pyproject.toml; the PyInstaller spec puts it at
    the same place). Source tree: `resources/` beside the package.
    """
    packaged = _PACKAGE / "resources"
    return packaged if packaged.is_dir() else _PACKAGE.parent / "resources"


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def user_data_dir() -> Path:
    """The per-user data folder (games database, logs, crash reports). Created on first use.

    `WEREWOLF_DESKTOP_DATA` overrides it (tests give every test its own folder).
    """
    override = os.environ.get("WEREWOLF_DESKTOP_DATA")
    if override:
        path = Path(override)
    elif sys.platform == "win32":
        path = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming")) / APP_NAME
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / APP_NAME
    else:
        path = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "werewolf-desktop"
    path.mkdir(parents=True, exist_ok=True)
    return path
