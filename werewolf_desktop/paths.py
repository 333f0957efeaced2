"""Where things live on disk: the shipped resources and the user's data folder."""
from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "WerewolfDesktop"


def resources_dir() -> Path:
    """The `resources/` folder: beside the package in a source tree, inside the bundle when frozen."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


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
