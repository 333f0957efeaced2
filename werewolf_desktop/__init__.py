"""Werewolf Desktop: an offline moderator kit for Werewolf / 狼人杀 / Werwölfe."""

# The one version string: pyproject.toml (hatch), the PyInstaller spec, build.py and the release
# workflow read it from here. A plain constant: reading
# package metadata at start-up costs ~25 ms of cold start.
__version__ = "0.1.0"
