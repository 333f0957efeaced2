"""Werewolf Desktop: an offline moderator kit for Werewolf / 狼人杀 / Werwölfe."""
from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("werewolf-desktop")
except _metadata.PackageNotFoundError:  # running from a source tree or a frozen build
    __version__ = "0.1.0"
