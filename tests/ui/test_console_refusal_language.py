"""A refusal still on the banner follows a language switch, as it follows F9 (console._refused).
Played on Xvfb: the thief's "请同时选出这张身份留下的 2 张牌。" stayed in Chinese on an English console."""
from __future__ import annotations

from werewolf_desktop.engine.errors import RuleError

from .helpers_console import Moderator, open_window, start_game


def test_a_refusal_on_the_banner_is_said_again_in_the_new_language(qtbot):
    window = open_window(qtbot, lang="zh")
    start_game(window)
    m = Moderator(qtbot, window)
    m.enter()                                            # close eyes: the guard's step
    bad = {"t": "act", "action": "protect", "seats": [99]}
    assert not m.console.send(bad)
    with_err = None
    try:
        window.session.game.apply(bad)
    except RuleError as err:
        with_err = err
    assert with_err is not None and m.banner() == with_err.message("zh")
    for lang in ("en", "de", "fr"):
        window.set_language(lang)
        assert m.banner() == with_err.message(lang), lang
    m.enter()                                            # the next input: the banner goes
    assert not m.banner()
