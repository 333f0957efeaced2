"""The story on the game-over screen and, paced by the host, on the projector (issue 33)."""
import random

from PySide6.QtWidgets import QApplication
from pypdf import PdfReader

from werewolf_desktop.engine import RuleError, Setup
from werewolf_desktop.i18n import role_name
from werewolf_desktop.story import pages, story

from ..engine.revamped import random_input
from .helpers_console import NAMES, open_window


def play_to_the_end(window, seed: int) -> None:
    session = window.session
    rnd = random.Random(seed)
    while not session.over:
        try:
            session.apply(random_input(session.game, rnd))
        except RuleError:
            session.apply({"t": "next"})
        QApplication.processEvents()
    QApplication.processEvents()


def started(qtbot, lang: str):
    """A window with a 12-player game (seed 7) at its first night, dealt on the laptop."""
    window = open_window(qtbot, lang)
    qtbot.waitUntil(lambda: window.is_ready, timeout=5000)
    window.start_game(Setup.create(NAMES[:12], preset="std12_444_guard", seed=7, deal_mode="laptop", lang=lang))
    if window.stack.currentWidget() is window.deal_host:
        window.deal_view.start_night(ask=False)
    return window


def test_the_whole_story_on_the_console_and_a_page_at_a_time_on_the_projector(qtbot):
    window = started(qtbot, "de")
    assert window.projector is None or not window.projector.story_page.isVisible()
    play_to_the_end(window, 7)
    assert window.stack.currentWidget() is window.game_over
    over = window.game_over
    told = story(window.session.state, "de")
    shown = over.story.texts()[0]
    for chapter in told["chapters"]:                     # the whole story at once
        assert chapter["title"] in shown
        for line in chapter["lines"]:
            assert line["text"] in shown
    for s in window.session.state.seats:                 # every role revealed
        assert role_name(s.role, "de") in shown
    assert not over.phones_btn.isVisibleTo(over)        # no phone server in a laptop deal
    book = pages(told)
    over.story.next_btn.click()                          # the host shows the first page
    QApplication.processEvents()
    projector = window.projector
    assert projector is not None and projector.isVisible()
    assert projector.texts()[0] == book[0]["title"] and book[0]["lines"][0] in projector.texts()
    over.story.next_btn.click()
    over.story.next_btn.click()
    QApplication.processEvents()
    assert projector.texts()[:1 + len(book[2]["lines"])] == [book[2]["title"], *book[2]["lines"]]
    over.story.prev_btn.click()
    QApplication.processEvents()
    assert projector.texts()[0] == book[1]["title"]
    projector.resize(1280, 720)
    image = projector.grab()
    assert not image.isNull()
    while over.story.next_btn.isEnabled():              # to the last page, nothing refused
        over.story.next_btn.click()
    assert over.story.index == len(book) - 1
    window.undo()                                        # back into the game: the projector is public again
    QApplication.processEvents()
    assert projector.story_page.page is None and not projector.story_page.isVisible()


def test_the_image_and_the_pdf_are_saved_with_the_game(qtbot, tmp_path):
    from werewolf_desktop.ui.story_files import save_image, save_pdf, story_folder, table_image

    window = started(qtbot, "zh")
    play_to_the_end(window, 7)
    folder = story_folder(window.session.game_id)
    qtbot.waitUntil(lambda: f"stories/game-{window.session.game_id}" in window.game_over.story.files.text(),
                    timeout=20000)                 # (the PDF is written on its own thread)
    assert (folder / "story.pdf").exists() and (folder / "table.png").exists()
    assert window.game_over.story.files.toolTip() == str(folder)
    reader = PdfReader(folder / "story.pdf")
    assert len(reader.pages) == 1
    fonts = {f["/BaseFont"] for f in reader.pages[0]["/Resources"]["/Font"].values()}
    assert all("WenQuanYi" in f for f in fonts)
    assert all(f.get_object()["/FontDescriptor"].get("/FontFile2")
               for f in reader.pages[0]["/Resources"]["/Font"].values())     # the CJK font embedded
    text = reader.pages[0].extract_text().replace("\n", "")
    told = window.game_over.story.told
    for chapter in told["chapters"]:                    # the whole story on the page
        assert chapter["title"] in text
    image = table_image(told)
    assert image.width() == 1600 and not image.isNull()
    assert save_image(told, tmp_path / "t.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert save_pdf(told, tmp_path / "s.pdf").exists()


def test_the_images_lines_are_punctuated_in_the_storys_language():
    """The image says when each player fell as its language writes it: "第1夜：…" (a full-width colon),
    "Nuit 1 : …" (a space before), "Night 1: …"; it was "第1夜: " and "Nuit 1: " in every language."""
    from werewolf_desktop.engine import Game
    from werewolf_desktop.ui.story_files import STORY_LINES, table_page

    from ..engine.revamped import play_randomly

    game = play_randomly(Game(Setup.create([f"P{i}" for i in range(1, 10)], preset="std9", seed=3)), 3)
    for lang, colon in (("zh", "："), ("en", ": "), ("de", ": "), ("fr", "\u00a0: ")):
        told = story(game.state, lang)
        fell = [f"{ch['title']}{colon}{ln['text']}" for ch in told["chapters"] for ln in ch["lines"]
                if ln["kind"] == "death"]
        assert fell and table_page(told)["lines"][1:1 + STORY_LINES] == fell[:STORY_LINES], lang
