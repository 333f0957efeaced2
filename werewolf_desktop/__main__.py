"""Entry point: `werewolf-desktop` / `python -m werewolf_desktop`.

    werewolf-desktop                       start the moderator console
    werewolf-desktop FILE                  … and open a saved deck (.wwdeck) or game record (.wwgame, .json)
    werewolf-desktop --lang de             … in German
    werewolf-desktop --quit-after-start    paint the main window once, then exit 0 (for timing)
    werewolf-desktop --self-test --report FILE
    werewolf-desktop replay FILE [--json] [--lang zh]
    werewolf-desktop --version

On Windows the `werewolf-desktop` entry is a GUI program (no console: nothing it prints is seen);
`werewolf-desktop-cli` is the same program with a console, for --help, --version and replay.
"""
from __future__ import annotations

import argparse
import gc
import sys


def build_parser() -> argparse.ArgumentParser:
    from . import __version__
    from .i18n import LANGUAGES

    parser = argparse.ArgumentParser(prog="werewolf-desktop", description="Offline moderator kit for Werewolf / 狼人杀 / Werwölfe.")
    parser.add_argument("--version", action="version", version=f"Werewolf Desktop {__version__}")
    parser.add_argument("--lang", choices=LANGUAGES, help="language of the console (default: the system's)")
    parser.add_argument("--quit-after-start", action="store_true", help="quit right after the first paint (exit 0)")
    parser.add_argument("--self-test", action="store_true", help="check the installation and exit (0 = all passed)")
    parser.add_argument("--report", help="with --self-test: write the results to this file")
    sub = parser.add_subparsers(dest="command")
    replay = sub.add_parser("replay", help="print a game record's timeline")
    replay.add_argument("file")
    replay.add_argument("--json", action="store_true", help="print the timeline as JSON")
    replay.add_argument("--lang", dest="replay_lang", choices=LANGUAGES, default=None)
    return parser


def plain_start(argv: list[str]):
    """The arguments of an ordinary start (nothing, `--lang` with one of the languages,
    `--quit-after-start`) as `build_parser` would give them, without loading argparse (a few
    milliseconds of every start); None for anything else, which goes to argparse (--help, errors)."""
    from types import SimpleNamespace

    from .i18n import LANGUAGES

    args = SimpleNamespace(lang=None, quit_after_start=False, self_test=False, report=None, command=None)
    words = iter(argv)
    for word in words:
        if word == "--quit-after-start":
            args.quit_after_start = True
        elif word == "--lang":
            args.lang = next(words, None)
            if args.lang not in LANGUAGES:
                return None
        else:
            return None
    return args


# options of the main parser that take a value (the document is the first other word)
_VALUE_OPTIONS = ("--lang", "--report")


def split_document(argv: list[str]) -> tuple[list[str], str | None]:
    """(the arguments without it, the file to open): a file manager or the installers' file
    associations start the app with a deck or game record as its argument."""
    i = 0
    while i < len(argv):
        word = argv[i]
        if word in _VALUE_OPTIONS:
            i += 2
        elif word.startswith("-"):
            i += 1
        elif word == "replay":
            return argv, None
        else:
            return argv[:i] + argv[i + 1:], word
    return argv, None


def utf8_output() -> None:
    """Print UTF-8 whatever the console's code page (a Windows console or pipe in cp1252 or cp936
    raised UnicodeEncodeError on a Chinese replay), without needing PYTHONUTF8."""
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "")
        if stream is not None and hasattr(stream, "reconfigure") and encoding != "utf8":
            try:
                stream.reconfigure(encoding="utf-8", errors="replace")
            except (ValueError, OSError):    # a stream that cannot change (already written to in binary)
                pass


def main(argv: list[str] | None = None) -> int:
    if argv is None:                   # the window's start: no cyclic garbage collection until its
        gc.disable()                   # first screen is painted (ui/app.py run; issue 32)
    from . import crash

    if argv is None:                   # the program itself (main(argv) from Python leaves the process's hooks alone)
        utf8_output()
        crash.start()                  # the log, faulthandler and the crash hook: before anything else
    rest, document = split_document(list(sys.argv[1:] if argv is None else argv))
    args = plain_start(rest) or build_parser().parse_args(rest)
    if args.command == "replay" or args.self_test:
        gc.enable()                    # (not the window's start)
    if args.command == "replay":
        from .replay import main as replay_main

        return replay_main(args.file, as_json=args.json, lang=args.replay_lang or args.lang)
    if args.self_test:
        from .selftest import run as self_test

        return self_test(args.report)
    # PySide6 is loaded by `ui` first, which makes its import hook lighter (ui/__init__.py): until
    # then the hook reads the source of every module imported or importing (~1 ms for xcb_check)
    from . import ui, xcb_check  # noqa: F401
    from .i18n import system_language

    if argv is None:
        crash.install_qt_messages()    # before Qt says anything (the xcb check, the QApplication)
    if not xcb_check.ready(args.lang or system_language()):
        return 1
    from .ui.app import run

    return run(lang=args.lang, quit_after_start=args.quit_after_start, open_file=document)


if __name__ == "__main__":
    sys.exit(main())
