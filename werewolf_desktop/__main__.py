"""Entry point: `werewolf-desktop` / `python -m werewolf_desktop`.

    werewolf-desktop                       start the moderator console
    werewolf-desktop --lang de             … in German
    werewolf-desktop --quit-after-start    paint the main window once, then exit 0 (for timing)
    werewolf-desktop --self-test --report FILE
    werewolf-desktop replay FILE [--json] [--lang zh]
    werewolf-desktop --version
"""
from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    parser = argparse.ArgumentParser(prog="werewolf-desktop", description="Offline moderator kit for Werewolf / 狼人杀 / Werwölfe.")
    parser.add_argument("--version", action="version", version=f"Werewolf Desktop {__version__}")
    parser.add_argument("--lang", choices=["zh", "en", "de"], help="language of the console (default: the system's)")
    parser.add_argument("--quit-after-start", action="store_true", help="quit right after the first paint (exit 0)")
    parser.add_argument("--self-test", action="store_true", help="check the installation and exit (0 = all passed)")
    parser.add_argument("--report", help="with --self-test: write the results to this file")
    sub = parser.add_subparsers(dest="command")
    replay = sub.add_parser("replay", help="print a game record's timeline")
    replay.add_argument("file")
    replay.add_argument("--json", action="store_true", help="print the timeline as JSON")
    replay.add_argument("--lang", dest="replay_lang", choices=["zh", "en", "de"], default=None)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "replay":
        from .replay import main as replay_main

        return replay_main(args.file, as_json=args.json, lang=args.replay_lang or args.lang)
    if args.self_test:
        from .selftest import run as self_test

        return self_test(args.report)
    from .ui.app import run

    return run(lang=args.lang, quit_after_start=args.quit_after_start)


if __name__ == "__main__":
    sys.exit(main())
