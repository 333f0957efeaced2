"""The console the game is run from, its parts, the projector window and the game-over screen."""
