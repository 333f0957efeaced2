"""Issue 29.19: the "Show the player" panel. A long result (the Reporter's list, the Ice King's
three results) is never cut off; one card alone is not labelled "1." (a player reads it as seat 1);
the Aura Teller's thumb up is a threat: drawn red and saying "threat", never a green "up"."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from tests.engine.helpers import nxt
from tests.engine.revamped import rv, to_step
from tests.engine.test_seed004_solo import FLUTE
from werewolf_desktop.i18n import tr
from werewolf_desktop.ui.app import make_application
from werewolf_desktop.ui.game.private_view import PrivateView, thumb_meaning
from werewolf_desktop.ui.game.step_card import StepCard
from werewolf_desktop.ui.roles import group_name


def view(qtbot, info, lang="en", size=(420, 130)):
    make_application()
    v = PrivateView()
    qtbot.addWidget(v)
    v.resize(*size)
    v.set_info(info, lang, {})
    v.grab()                                  # paints
    return v


def fits(v) -> bool:
    font, rect = v.drawn_caption
    need = QFontMetricsF(font).boundingRect(QRectF(0, 0, rect.width(), 100000), Qt.AlignCenter | Qt.TextWordWrap,
                                            v.caption).height()
    return need <= rect.height() + 0.5


def test_a_long_result_is_never_cut_off(qtbot):
    notices = [{"key": "notice.threat", "params": {"seat": s}} for s in (3, 5, 7, 9, 11, 12)] + \
              [{"key": "notice.no_threat", "params": {"seat": s}} for s in (1, 2, 4, 6, 8, 10)]
    for lang in ("en", "de", "fr", "zh"):
        for size in ((420, 130), (1280, 720)):
            v = view(qtbot, {"kind": "result", "notices": notices}, lang, size)
            assert len(v.caption) > 150 and fits(v), (lang, size)
    v = view(qtbot, {"kind": "result", "seat": 4, "threat": True, "thumb": "up", "notices": notices[:3]})
    assert fits(v)                            # under a thumb too


def test_one_card_alone_has_no_number(qtbot):
    v = view(qtbot, {"kind": "result", "role": "seer", "notices": []})
    assert len(v.drawn_labels) == 1
    assert not v.drawn_labels[0].startswith("1.")
    v = view(qtbot, {"kind": "bottom_cards", "cards": ["seer", "werewolf"], "must_take": None, "took": None})
    assert [label[:2] for label in v.drawn_labels] == ["1.", "2."]


def test_the_aura_tellers_thumb_up_says_threat_in_red():
    assert thumb_meaning({"threat": True, "thumb": "up"}, "en") == (True, tr("ui.private.threat", "en"))
    assert thumb_meaning({"threat": False, "thumb": "down"}, "de") == (False, tr("ui.private.no_threat", "de"))
    assert thumb_meaning({"pack": True, "thumb": "up"}, "fr") == (True, tr("ui.private.in_pack", "fr"))
    assert thumb_meaning({"result": "good", "thumb": "up"}, "en") is None      # the seer: up is good


def test_the_check_prompt_names_no_role():
    for lang in ("en", "de", "fr", "zh"):
        ask = tr("ui.ask.check", lang)
        for seer in ("seer", "Seherin", "Voyante", "预言家"):
            assert seer not in ask, (lang, ask)


def test_the_private_panel_is_emptied_first_and_hidden_when_a_step_fails_to_draw(qtbot):
    """Issue 29.17: a refresh that raised (the French plural crash) left the Ice Queen's result in
    the panel, and the wolves' wake turned it to the pack. The panel is cleared before it is filled."""
    import pytest

    from tests.ui.helpers_console import open_window, start_game

    window = open_window(qtbot)
    session = start_game(window)
    card = window.console.card
    while session.prompt.step != "seer":
        session.apply({"t": "next"})
    session.apply({"t": "act", "action": "check", "seats": [1]})
    assert card.private_frame.isVisible() and card.private_info
    broken = type(session.prompt)(**{**session.prompt.__dict__, "actions": None})   # cannot be drawn
    with pytest.raises(TypeError):
        card.show_prompt(broken, session.state, "en", None, False)
    assert not card.private_frame.isVisible() and card.private_info is None and card.private_view.caption == ""


def test_the_enchanted_step_names_the_enchanted_and_nobody_when_none_is(qtbot):
    """Found playing (fr, Revamped 12 with the Flute Player, who enchanted nobody on night 1): the
    enchanted's step said "Wakes: Flute Player — this card is not in play" and "this role is out",
    and the panel ran two sentences together ("places 3 Dites en privé…")."""
    g = rv(FLUTE)
    p = to_step(g, "flute")
    card = StepCard("fr")
    qtbot.addWidget(card)
    card.show_prompt(p, g.state, "fr", None, privacy=False)
    lines = card.private_view.caption.split("\n")          # the group, then what the player is told
    assert lines[0] == tr("ui.private.group", "fr", group=group_name("flute", "fr"), seats=[2])
    assert lines[1] == tr("notice.teammates_nobody", "fr", seat=2)
    nxt(g)                                            # the Flute Player enchants nobody
    p = to_step(g, "enchanted")
    for lang in ("fr", "zh", "de", "en"):
        card.show_prompt(p, g.state, lang, None, privacy=False)
        who = group_name("enchanted", lang)
        assert card.wakes.text() == tr("ui.card.wakes_none", lang, who=who)
        assert tr("ui.card.group_out", lang) in card.note.text()
        assert tr("ui.card.actor_out", lang) not in card.note.text()
        assert card.private_view.caption == tr("ui.private.group_nobody", lang, group=who)
