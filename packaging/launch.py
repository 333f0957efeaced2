"""PyInstaller entry script for the frozen Werewolf Desktop (see packaging/werewolf_desktop.spec)."""
from werewolf_desktop.__main__ import main

raise SystemExit(main())
