"""Werewolf Desktop: an offline moderator kit for Werewolf / 狼人杀 / Werwölfe."""

# The one version string (a test checks it equals pyproject.toml's). A plain constant: reading
# package metadata at start-up costs ~25 ms of cold start.
__version__ = "0.1.0"
