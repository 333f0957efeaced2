"""The set-up screen and the start pages (resume a game, quick start)."""
