"""`werewolf-desktop --self-test [--report FILE]`: check that this installation works.

Runs on a source checkout and, above all, on the frozen build (PyInstaller), where it proves that
everything the app reads at run time made it into the bundle: Qt and its platform/SVG plugins,
Qt's own translations, the resources, SQLite, the deal server, reportlab with the CJK font, svglib.

Each check runs on its own (an exception fails that check only) and is timed. The results go to
`report` (default: `<user data folder>/selftest.txt`) as plain text, followed by the same results
as JSON lines in `<report>.jsonl`; the text ends with a line that is exactly
`RESULT: ALL PASSED` or starts with `RESULT: FAILED`. Nothing relies on stdout (a windowed frozen
app has none); when there is one, the text is printed too. Returns 0 only if every check passed.

With WEREWOLF_DESKTOP_SELFTEST_SHOTS=DIR the window check also saves the main window in zh, en
and de as DIR/window-<lang>.png (to look at the text a build draws). The checks never touch the user's real data: the whole run uses a temporary data folder
(`WEREWOLF_DESKTOP_DATA`), removed afterwards. Everything is imported inside the checks, so a
part that is missing or broken fails its check and not the module.
"""
from __future__ import annotations

import json
import os
import platform
import socket
import sys
import tempfile
import time
import traceback
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable, Iterator

EXPECTED_ZH_VILLAGE_WINS = "好人阵营获胜！"
PLAYER_NAMES = ["阿狼", "Bernd", "Clara", "丁一", "Emil", "Fang", "Greta", "何二", "Ida", "Jonas", "Kai", "Lena"]
PRESET = "std12_444_guard"
QT_LANGUAGES = ("zh_CN", "de", "en", "fr")
PDF_TEXT = "狼人杀 · 预言家 · Werwölfe"


@dataclass
class Result:
    name: str
    title: str
    ok: bool = False
    seconds: float = 0.0
    detail: str = ""
    error: str = ""
    notes: list[str] = field(default_factory=list)


class CheckFailed(AssertionError):
    """A check found something wrong (as opposed to crashing)."""


def _require(condition: object, message: str) -> None:
    if not condition:
        raise CheckFailed(message)


# --- environment --------------------------------------------------------------------------------

def _headless_linux() -> bool:
    return sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _qt_app(widgets: bool = True):
    """The running Qt application, or a new QApplication (offscreen when there is no display on Linux).

    With `widgets`, it must be a QApplication; otherwise a QGuiApplication is enough.
    """
    if _headless_linux() and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    app = QCoreApplication.instance()
    if app is None:
        app = QApplication(["werewolf-desktop-selftest"])
    needed = QApplication if widgets else QGuiApplication
    _require(isinstance(app, needed), f"a {type(app).__name__} is running, this check needs a {needed.__name__}")
    return app


def _process_events(rounds: int = 5) -> None:
    from PySide6.QtCore import QCoreApplication

    for _ in range(rounds):
        QCoreApplication.processEvents()
        time.sleep(0.01)


def _engine_setup():
    from werewolf_desktop.engine import Setup

    return Setup.create(list(PLAYER_NAMES), preset=PRESET, seed=1)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def _private_data_dir() -> Iterator[Path]:
    """Point WEREWOLF_DESKTOP_DATA at a temporary folder for the run, then restore it."""
    before = os.environ.get("WEREWOLF_DESKTOP_DATA")
    with tempfile.TemporaryDirectory(prefix="wd-selftest-", ignore_cleanup_errors=True) as tmp:
        os.environ["WEREWOLF_DESKTOP_DATA"] = str(Path(tmp) / "userdata")
        try:
            yield Path(tmp)
        finally:
            if before is None:
                os.environ.pop("WEREWOLF_DESKTOP_DATA", None)
            else:
                os.environ["WEREWOLF_DESKTOP_DATA"] = before


# --- the checks -----------------------------------------------------------------------------------
# Each takes the run's scratch folder and returns a one-line detail (or raises).

def check_window(tmp: Path) -> str:
    """The main window builds with a store in a temporary folder, paints, and grabs a non-null image."""
    _qt_app()                                   # offscreen when headless; a QApplication exists
    from werewolf_desktop.store import Store
    from werewolf_desktop.ui import app as ui_app
    from werewolf_desktop.ui.app import build_main_window

    # the app's own set-up (fonts, style, icon) when it offers it: the frozen build must cope with it
    app = ui_app.make_application() if hasattr(ui_app, "make_application") else _qt_app()

    folder = tmp / "window"
    folder.mkdir()
    store = Store.open(folder / "games.sqlite3")
    window = None
    try:
        import inspect

        params = inspect.signature(build_main_window).parameters
        kwargs = {"store": store} if "store" in params else {}
        args = () if kwargs else (store,)
        if "lang" in params:
            kwargs["lang"] = "zh"
        window = build_main_window(*args, **kwargs)
        from PySide6.QtCore import Qt

        window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)   # lays out and paints, never flashes up
        window.resize(1024, 700)
        window.show()
        _process_events(10)
        pixmap = window.grab()
        _require(not pixmap.isNull(), "window.grab() returned a null pixmap")
        _require(pixmap.width() > 0 and pixmap.height() > 0, "window.grab() returned an empty pixmap")
        title = window.windowTitle()
        shots = os.environ.get("WEREWOLF_DESKTOP_SELFTEST_SHOTS")   # look at each language's text as the build draws it
        if shots and hasattr(window, "set_language"):
            Path(shots).mkdir(parents=True, exist_ok=True)
            from werewolf_desktop.i18n import LANGUAGES

            for lang in LANGUAGES:
                window.set_language(lang)
                _process_events(10)
                window.grab().save(str(Path(shots) / f"window-{lang}.png"))
        return (f"{type(window).__name__} {pixmap.width()}x{pixmap.height()}, title {title!r}, "
                f"platform {app.platformName()}")
    finally:
        if window is not None:
            window.close()
            window.deleteLater()
            _process_events(3)
        store.close()


def check_i18n(tmp: Path) -> str:
    """A translated string: zh is the expected Chinese; en, de and fr differ from it and from each other."""
    from werewolf_desktop import i18n

    zh = i18n.tr("win.village", "zh")
    en = i18n.tr("win.village", "en")
    de = i18n.tr("win.village", "de")
    fr = i18n.tr("win.village", "fr")
    _require(zh == EXPECTED_ZH_VILLAGE_WINS, f"zh text is {zh!r}, expected {EXPECTED_ZH_VILLAGE_WINS!r}")
    _require(all(t and t != "win.village" for t in (en, de, fr)), f"en/de/fr missing: {en!r} / {de!r} / {fr!r}")
    _require(len({zh, en, de, fr}) == 4, f"zh/en/de/fr are not all different: {zh!r} / {en!r} / {de!r} / {fr!r}")
    # a plural form from the catalogue and a list pattern from Babel's CLDR data (shipped trimmed)
    dawn = i18n.tr("beat.announce_deaths", "de", seats=[3, 5])
    _require("sind die Spieler 3 und 5" in dawn, f"German plural or list wrong: {dawn!r}")
    aube = i18n.tr("beat.announce_deaths", "fr", seats=[3, 5])
    _require("les joueurs 3 et 5 sont morts" in aube, f"French plural or list wrong: {aube!r}")
    return f"zh {zh!r}, en {en!r}, de {de!r}, fr {fr!r}, {dawn!r}, {aube!r}; {len(i18n.all_strings())} keys"


def check_database(tmp: Path) -> str:
    """SQLite in a temporary folder: create a game, append inputs, reopen, load, replay."""
    from werewolf_desktop.engine import Game, Setup
    from werewolf_desktop.store import Store

    path = tmp / "db" / "games.sqlite3"
    path.parent.mkdir()
    setup = _engine_setup()
    setup_json = setup.to_json()
    inputs = [{"t": "next"}]
    store = Store.open(path)
    try:
        _require(getattr(store, "notice", None) is None, f"fresh store has a notice: {store.notice!r}")
        gid = store.create_game(setup_json, title="self-test", lang="zh")
        for item in inputs:
            store.append_input(gid, item)
    finally:
        store.close()
    store = Store.open(path)
    try:
        loaded_setup = store.load_setup(gid)
        loaded_inputs = store.load_inputs(gid)
        game_ids = [g.get("id") for g in store.games()]
    finally:
        store.close()
    _require(loaded_setup == json.loads(json.dumps(setup_json)), "the setup read back differs from the one written")
    _require(loaded_inputs == inputs, f"inputs read back {loaded_inputs!r}, expected {inputs!r}")
    _require(gid in game_ids, f"game {gid} not listed by store.games()")
    game = Game.replay(Setup.from_json(loaded_setup), loaded_inputs)
    import sqlite3

    return (f"game {gid} with {len(loaded_inputs)} input(s) survived a reopen and replays "
            f"(prompt {game.prompt.kind}); SQLite {sqlite3.sqlite_version}, {path.stat().st_size} bytes")


def check_deal(tmp: Path) -> str:
    """The deal server serves one seat's page on 127.0.0.1 with that seat's role in it."""
    import secrets
    import urllib.error
    import urllib.request

    from werewolf_desktop.deal.server import DealServer
    from werewolf_desktop.deal.tokens import Tokens
    from werewolf_desktop.engine import Game, player_view

    game = Game(_engine_setup())
    seats = list(range(1, len(PLAYER_NAMES) + 1))

    def view_for_seat(seat: int):
        return player_view(game.state, seat) if seat in seats else None

    tokens = Tokens(secrets.token_bytes(32), 1, seats)
    server = DealServer(view_for_seat, tokens, host="127.0.0.1", port=_free_port())
    seat = 1
    view = player_view(game.state, seat)
    names = view.get("role_name")
    wanted = names.get("zh") if isinstance(names, dict) else str(names)
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))   # never via a proxy
    with server:
        port = server.port
        url = f"http://127.0.0.1:{port}/p/{tokens.token(seat)}"
        request = urllib.request.Request(url, headers={"Accept-Language": "zh-CN,zh;q=0.9"})
        with opener.open(request, timeout=10) as response:
            status = response.status
            body = response.read().decode("utf-8")
        _require(status == 200, f"GET {url} answered {status}")
        _require(wanted and wanted in body, f"role name {wanted!r} not in the page ({len(body)} chars)")
        wrong = f"http://127.0.0.1:{port}/p/{'a' * 26}"
        try:
            opener.open(wrong, timeout=10).close()
            raise CheckFailed("a wrong token was served")
        except urllib.error.HTTPError as exc:
            _require(exc.code == 404, f"a wrong token answered {exc.code}, expected 404")
    _require(not server.running, "the server did not stop")
    return f"seat {seat} ({view.get('role')}, {wanted}) page {len(body)} chars on 127.0.0.1:{port}; wrong token 404"


def _pdf_checks(data: bytes) -> list[str]:
    _require(data.startswith(b"%PDF-"), "not a PDF file")
    _require(b"/FontFile2" in data, "no embedded TrueType font (/FontFile2) in the PDF")
    _require(b"/ToUnicode" in data, "no /ToUnicode map: the text would not be searchable")
    notes = []
    try:
        import pypdf  # only in a development environment; the frozen app does not ship it
    except ImportError:
        notes.append("pypdf not available: checked the bytes only")
        return notes
    import io

    reader = pypdf.PdfReader(io.BytesIO(data))
    _require(len(reader.pages) == 1, f"{len(reader.pages)} pages, expected 1")
    text = reader.pages[0].extract_text() or ""
    _require(any("\u4e00" <= ch <= "\u9fff" for ch in text), "no Chinese text could be extracted")
    notes.append(f"pypdf: 1 page, {len(text)} characters of text incl. Chinese")
    return notes


def check_pdf(tmp: Path) -> str:
    """A one-page PDF with Chinese text through cardprint, with the TrueType font embedded.

    Uses cardprint's public API (`build_deck_pdf`); while that is not there, its page renderer; and
    only when cardprint cannot be imported at all, reportlab directly with the shipped TTF.
    """
    out = tmp / "pdf"
    out.mkdir()
    path = out / "selftest.pdf"
    roles = {"seer": 1, "werewolf": 1, "villager": 1}
    try:
        from cardprint import DeckOptions, build_deck_pdf
    except ImportError as exc:
        api_error = f"cardprint.build_deck_pdf unavailable ({exc})"
    else:
        written = build_deck_pdf(DeckOptions(output=path, roles=dict(roles), lang="zh", duplex="none"))
        _require(Path(written) == path and path.is_file(), f"cardprint wrote {written}, expected {path}")
        data = path.read_bytes()
        return (f"cardprint.build_deck_pdf (3 zh cards with svglib art): {len(data)} bytes, TrueType font "
                f"embedded; " + "; ".join(_pdf_checks(data)))
    try:
        from cardprint.deck import deck_from_counts
        from cardprint.pages import DeckJob, render_deck
    except ImportError as exc:
        api_error += f"; cardprint.pages unavailable ({exc})"
    else:
        job = DeckJob(deck=deck_from_counts(dict(roles)), langs=("zh",), paper="A4", size="poker", bleed=False,
                      duplex="none", back_offset=(0.0, 0.0), fold=False, art_dir=None)
        counts = render_deck(job, path)
        _require(counts.get("fronts") == 1, f"cardprint wrote {counts}, expected one page of fronts")
        data = path.read_bytes()
        return (f"cardprint.pages.render_deck ({api_error}): {len(data)} bytes, TrueType font embedded; "
                + "; ".join(_pdf_checks(data)))
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen.canvas import Canvas

    from werewolf_desktop.paths import resource

    pdfmetrics.registerFont(TTFont("SelfTestSans", str(resource("fonts", "WenQuanYiMicroHei.ttf"))))
    canvas = Canvas(str(path), pagesize=(595.0, 842.0), initialFontName="SelfTestSans")
    canvas.setFont("SelfTestSans", 24)
    canvas.drawString(72, 720, PDF_TEXT)
    canvas.showPage()
    canvas.save()
    data = path.read_bytes()
    return (f"reportlab with the shipped TTF ({api_error}): {len(data)} bytes, TrueType font embedded; "
            + "; ".join(_pdf_checks(data)))


def check_resources(tmp: Path) -> str:
    """Every shipped data file is there and readable; every role has art; the font; the SVG plugins."""
    from werewolf_desktop.engine import catalogue
    from werewolf_desktop.paths import resource, resources_dir

    root = resources_dir()
    _require(root.is_dir(), f"resources folder missing: {root}")
    for name in ("presets.json", "rulesets.json", "script.json", "theme.json"):
        json.loads(resource(name).read_text(encoding="utf-8"))
    from werewolf_desktop import i18n

    try:                                   # every catalogue in every language (a build ships them compiled)
        messages = i18n.load_all()
    except (OSError, ValueError) as exc:
        raise CheckFailed(f"translation catalogue missing or unreadable: {exc}") from None
    cat = catalogue()
    _require(cat.roles, "the catalogue has no roles")
    missing = sorted(role.art for role in cat.roles.values() if not resource("art", role.art).is_file())
    _require(not missing, f"role art missing: {', '.join(missing)}")
    font = resource("fonts", "WenQuanYiMicroHei.ttf")
    _require(font.is_file() and font.stat().st_size > 1_000_000, f"font missing or truncated: {font}")

    # svglib + lxml (the printer's art path) can read every role picture
    from svglib.svglib import svg2rlg

    arts = sorted({role.art for role in cat.roles.values()} | {"back.svg"})
    for art in arts:
        drawing = svg2rlg(str(resource("art", art)))
        _require(drawing is not None and drawing.width > 0, f"svglib could not read {art}")

    # Qt: the SVG image-format plugin (QImageReader) and the SVG icon engine (QIcon) render icon.svg
    _qt_app(widgets=False)
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon, QImageReader
    from PySide6.QtSvg import QSvgRenderer

    icon_path = str(resource("art", "icon.svg"))
    formats = {bytes(f).decode() for f in QImageReader.supportedImageFormats()}
    _require("svg" in formats, f"Qt has no SVG image-format plugin (formats: {', '.join(sorted(formats))})")
    reader = QImageReader(icon_path)
    reader.setScaledSize(QSize(128, 128))
    image = reader.read()
    _require(not image.isNull(), f"QImageReader could not render icon.svg: {reader.errorString()}")
    pixmap = QIcon(icon_path).pixmap(64, 64)
    _require(not pixmap.isNull(), "QIcon (SVG icon engine) could not render icon.svg")
    bad = [art for art in arts if not QSvgRenderer(str(resource("art", art))).isValid()]
    _require(not bad, f"QtSvg cannot read: {', '.join(bad)}")
    sounds = resource("sounds")
    n_sounds = len([p for p in sounds.iterdir() if p.is_file()]) if sounds.is_dir() else 0

    # the licence and the third-party notices the About box shows (a frozen build carries its own copy)
    from werewolf_desktop import legal

    _require("MIT License" in legal.license_text(), "LICENSE missing or not the MIT licence")
    notices = legal.notices_text()
    _require("LGPL" in notices and "Qt" in notices, "the third-party notices do not cover Qt (LGPL)")
    shipped = (Path(legal.__file__).parent / legal.NOTICES_NAME).is_file()
    _require(shipped or not getattr(sys, "frozen", False), "the frozen build carries no THIRD-PARTY-NOTICES.txt")
    return (f"{len(cat.roles)} roles with art, {len(arts)} SVGs read by svglib and QtSvg, "
            f"{len(i18n.domains() + i18n.RECORD_DOMAINS)} catalogues in {len(i18n.LANGUAGES)} languages "
            f"({messages} messages), font {font.stat().st_size // 1024} KiB, icon.svg rendered "
            f"by the svg plugin and icon engine, {n_sounds} sound file(s), LICENSE and "
            f"{'shipped' if shipped else 'generated'} notices ({len(notices) // 1024} KiB); resources at {root}")


def check_qt_translations(tmp: Path) -> str:
    """Qt's own translations (qtbase_*.qm for the standard dialogs' buttons) for zh_CN, de, en, fr load."""
    _qt_app(widgets=False)
    from PySide6.QtCore import QLibraryInfo, QTranslator

    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    loaded, missing = [], []
    for lang in QT_LANGUAGES:
        translator = QTranslator()
        if translator.load(f"qtbase_{lang}", folder):
            loaded.append(lang)
        else:
            missing.append(lang)
    _require(not missing, f"qtbase translations missing for {', '.join(missing)} in {folder}")

    # Qt's locale data from ICU (the Linux bundle keeps only zh/en/de/fr of it): pinyin and German order
    from PySide6.QtCore import QCollator, QLocale

    pinyin = sorted(["张", "波", "阿"], key=QCollator(QLocale("zh_CN")).sortKey)
    _require(pinyin == ["阿", "波", "张"], f"Chinese collation (pinyin) wrong: {pinyin}")
    german = sorted(["Zebra", "Öl", "Ofen", "Äpfel", "Apfel"], key=QCollator(QLocale("de_DE")).sortKey)
    _require(german == ["Apfel", "Äpfel", "Ofen", "Öl", "Zebra"], f"German collation wrong: {german}")
    return f"qtbase_{{{','.join(loaded)}}}.qm load from {folder}; zh (pinyin) and de collation right"


def check_audio(tmp: Path) -> str:
    """Qt Multimedia and Qt TextToSpeech load (chimes, ambience, narration: issue 14); which speech
    engines and sound outputs this computer offers is reported, not required."""
    _qt_app(widgets=False)
    from .paths import resource

    from PySide6.QtMultimedia import QMediaDevices
    from PySide6.QtTextToSpeech import QTextToSpeech

    sounds = [n for n in ("warn", "end", "night") if resource("sounds", f"{n}.wav").is_file()]
    _require(len(sounds) == 3, f"sounds missing: only {sounds} in {resource('sounds')}")
    engines = [e for e in QTextToSpeech.availableEngines() if e != "mock"]
    outputs = len(QMediaDevices.audioOutputs())
    return f"QtMultimedia + QtTextToSpeech load; speech engines: {', '.join(engines) or 'none'}; sound outputs: {outputs}"


CHECKS: list[tuple[str, str, Callable[[Path], str]]] = [
    ("window", "main window builds and paints", check_window),
    ("i18n", "translated strings", check_i18n),
    ("database", "games database (SQLite)", check_database),
    ("deal", "deal server serves a role page", check_deal),
    ("pdf", "PDF with Chinese text and embedded font", check_pdf),
    ("resources", "resources, role art, font, Qt SVG plugins, licences", check_resources),
    ("qt_translations", "Qt's own translations, zh/de collation", check_qt_translations),
    ("audio", "Qt Multimedia and Qt TextToSpeech", check_audio),
]


# --- running and reporting --------------------------------------------------------------------------

def _run_check(name: str, title: str, func: Callable[[Path], str], tmp: Path) -> Result:
    result = Result(name, title)
    scratch = tmp / name
    scratch.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    try:
        result.detail = str(func(scratch) or "")
        result.ok = True
    except CheckFailed as exc:
        result.error = str(exc)
    except BaseException as exc:  # noqa: BLE001 - a check must never take the others down
        if isinstance(exc, KeyboardInterrupt):
            raise
        result.error = f"{type(exc).__name__}: {exc}"
        result.notes = traceback.format_exc().rstrip().splitlines()[-12:]
    result.seconds = time.perf_counter() - start
    return result


def _environment() -> dict:
    info = {
        "version": "?",
        "frozen": bool(getattr(sys, "frozen", False)),
        "install": "frozen" if getattr(sys, "frozen", False) else "?",
        "executable": sys.executable,
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "machine": platform.machine(),
        "qt_qpa_platform": os.environ.get("QT_QPA_PLATFORM", ""),
    }
    try:
        from werewolf_desktop import __version__

        info["version"] = __version__
        if not info["frozen"]:
            from werewolf_desktop.paths import resources_dir

            # package data (an installed wheel) or resources/ beside the package (a source tree)
            info["install"] = "installed" if resources_dir().parent.name == "werewolf_desktop" else "source"
    except Exception:  # noqa: BLE001
        pass
    try:
        import PySide6

        info["pyside6"] = PySide6.__version__
    except Exception:  # noqa: BLE001
        info["pyside6"] = "not importable"
    return info


def _default_report() -> Path:
    from werewolf_desktop.paths import user_data_dir

    return user_data_dir() / "selftest.txt"


def format_report(env: dict, results: list[Result], seconds: float) -> str:
    passed = sum(r.ok for r in results)
    lines = [
        "Werewolf Desktop self-test",
        f"version {env.get('version')} | {env.get('install')} | Python {env.get('python')} | "
        f"PySide6 {env.get('pyside6')} | {env.get('platform')} ({env.get('machine')})",
        f"executable {env.get('executable')} | QT_QPA_PLATFORM={env.get('qt_qpa_platform') or '(unset)'}",
        "",
    ]
    for r in results:
        lines.append(f"{'PASS' if r.ok else 'FAIL'}  {r.name:<16} {r.seconds:6.2f}s  {r.title}")
        if r.detail:
            lines.append(f"      {r.detail}")
        if r.error:
            lines.append(f"      error: {r.error}")
        lines.extend(f"      | {note}" for note in r.notes)
    lines.append("")
    lines.append(f"{passed}/{len(results)} checks passed in {seconds:.2f}s")
    if passed == len(results):
        lines.append("RESULT: ALL PASSED")
    else:
        failed = ", ".join(r.name for r in results if not r.ok)
        lines.append(f"RESULT: FAILED ({failed})")
    return "\n".join(lines) + "\n"


def run(report: str | None = None, only: list[str] | None = None) -> int:
    """Run the checks (all, or those named in `only`), write the report; 0 if every one passed."""
    started = time.perf_counter()
    try:
        report_path = Path(report) if report else _default_report()
    except Exception:  # noqa: BLE001 - no user data folder: fall back to the temp folder
        report_path = Path(tempfile.gettempdir()) / "werewolf-desktop-selftest.txt"
    results: list[Result] = []
    with _private_data_dir() as tmp:
        for name, title, func in CHECKS:
            if only and name not in only:
                continue
            results.append(_run_check(name, title, func, tmp))
    env = _environment()
    text = format_report(env, results, time.perf_counter() - started)
    try:
        report_path.parent.mkdir(parents=True, exist_ok=True)
        report_path.write_text(text, encoding="utf-8")
        jsonl = report_path.with_name(report_path.name + ".jsonl")
        with open(jsonl, "w", encoding="utf-8") as fh:
            fh.write(json.dumps({"environment": env}, ensure_ascii=False) + "\n")
            for r in results:
                fh.write(json.dumps(asdict(r), ensure_ascii=False) + "\n")
    except OSError as exc:
        text += f"(could not write the report to {report_path}: {exc})\n"
        results.append(Result("report", "write the report", ok=False, error=str(exc)))
    stream = sys.stdout
    if stream is not None:
        try:
            stream.write(text)
            stream.flush()
        except Exception:  # noqa: BLE001 - e.g. a closed or non-UTF-8 console
            pass
    return 0 if results and all(r.ok for r in results) else 1
