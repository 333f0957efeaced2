"""Closing the window mid-night and opening a new one on the same database: it offers to resume,
and resuming gives the same prompt and the same state (the engine replays the saved inputs)."""
from __future__ import annotations

from PySide6.QtCore import Qt

from werewolf_desktop.store import Store

from .helpers_console import Moderator, open_window, start_game


def test_resume_after_the_window_was_closed_mid_night(qtbot):
    store = Store.open()
    window = open_window(qtbot, lang="en", store=store)
    session = start_game(window)
    m = Moderator(qtbot, window)
    m.enter()                      # close eyes
    m.seat(3)                      # guard protects 3
    m.enter()
    m.seat(6)                      # the pack kills 6
    before_prompt = m.prompt.to_dict()
    before_timeline = list(m.state.timeline)
    before_inputs = list(session.game.inputs)
    gid = session.game_id
    assert before_prompt["step"] == "pack"
    window.close()
    store.close()

    store2 = Store.open()          # a new process would open the file again
    again = open_window(qtbot, lang="en", store=store2)
    assert again.stack.currentWidget() is again.resume_page
    assert again.resume_page.game_id == gid
    assert again.resume_page.resume_btn.isEnabled()
    assert "Werewolves" in again.resume_page.details.text() or "pack" in again.resume_page.details.text().lower()
    qtbot.mouseClick(again.resume_page.resume_btn, Qt.LeftButton)
    assert again.stack.currentWidget() is again.console
    resumed = again.session
    assert resumed.game_id == gid
    assert resumed.prompt.to_dict() == before_prompt
    assert resumed.state.timeline == before_timeline
    assert resumed.game.inputs == before_inputs
    # and the game goes on from there
    m2 = Moderator(qtbot, again)
    m2.enter()
    assert m2.prompt.step == "witch"
    assert m2.prompt.show == {"kind": "wolf_victim", "seat": 6, "powerless": False}
    assert len(store2.load_inputs(gid)) == len(before_inputs) + 1


def test_abandon_instead_of_resuming(qtbot):
    store = Store.open()
    window = open_window(qtbot, lang="zh", store=store)
    session = start_game(window)
    Moderator(qtbot, window).enter()
    window.close()
    again = open_window(qtbot, lang="zh", store=store)
    assert again.stack.currentWidget() is again.resume_page
    qtbot.mouseClick(again.resume_page.abandon_btn, Qt.LeftButton)
    assert again.stack.currentWidget() is again.setup_host
    assert store.unfinished_game() is None
    assert {g["id"]: g["status"] for g in store.games()}[session.game_id] == "abandoned"


def test_no_unfinished_game_starts_with_the_setup(qtbot):
    window = open_window(qtbot, lang="de")
    assert window.stack.currentWidget() is window.setup_host
    assert not window.act_resume.isEnabled()


def test_the_game_offered_for_resuming_is_named_in_the_language_shown(qtbot):
    """Played on Xvfb: a game started in 中文, resumed in a window in German, was offered as
    "12人 · 444标准屠边局（守卫）" (its stored title, in the language of the start), and "(1 Schritte
    gespeichert)". The preset's name and the step reached follow the window's language, also when
    it is switched on the page, and one step recorded is said in the singular."""
    from werewolf_desktop.engine import catalogue
    from werewolf_desktop.i18n import text, tr
    from werewolf_desktop.ui.game.step_card import title_for

    store = Store.open()
    window = open_window(qtbot, lang="zh", store=store)
    start_game(window)
    Moderator(qtbot, window).enter()
    prompt = window.session.prompt
    window.close()
    again = open_window(qtbot, lang="de", store=store)
    page = again.resume_page
    assert again.stack.currentWidget() is page
    name = catalogue().presets["std12_444_guard"].name
    for lang in ("de", "fr", "en", "zh"):
        again.set_language(lang)
        shown = page.details.text()
        assert text(name, lang) in shown, (lang, shown)
        assert tr("ui.resume.where", lang, step=title_for(prompt, lang), n=1) in shown, (lang, shown)
        others = [text(name, x) for x in ("zh", "en", "de", "fr") if text(name, x) != text(name, lang)]
        assert not any(o in shown for o in others), (lang, shown)
