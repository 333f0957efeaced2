"""The dusk step in the real console (seed 004, reference S5): the Barber points at a seat with
"reveal" ticked, the Medium's question is typed and the dead's thumbs counted, the Royal Knight
nods (a button, no seat)."""
from PySide6.QtWidgets import QCheckBox, QLineEdit, QSpinBox

from werewolf_desktop.engine import Setup

from .helpers_console import Moderator, open_window

ROLES = ["werewolf", "werewolf", "barber", "medium", "royal_knight", "villager", "villager", "villager", "villager"]


def start(window):
    deck = {"werewolf": 2, "barber": 1, "medium": 1, "royal_knight": 1, "villager": 4}
    setup = Setup.create([f"P{i}" for i in range(1, 10)], ruleset="revamped", deck=deck, assignment=ROLES,
                         deal_mode="laptop", seed=1, lang=window.lang)
    window.start_game(setup)
    if window.deal_view is not None and window.stack.currentWidget() is window.deal_host:
        window.deal_view.start_night(ask=False)
    return window.session


def test_dusk_step_actions_are_entered_in_the_console(qtbot):
    window = open_window(qtbot, "en")
    session = start(window)
    m = Moderator(qtbot, window)
    while m.prompt.step != "medium":
        pack = m.prompt.step == "pack" and not m.prompt.actions[0]["done"]
        session.apply({"t": "act", "action": "kill", "seats": [9]} if pack else {"t": "next"})
    qtbot.waitUntil(lambda: window.console.findChild(QLineEdit, "Text_ask") is not None)
    window.console.findChild(QLineEdit, "Text_ask").setText("Is seat 1 a werewolf?")
    m.button("Act_ask")
    assert m.state.seat(4).status["dead_question"]["text"] == "Is seat 1 a werewolf?"
    while m.prompt.kind != "dusk_step":
        session.apply({"t": "next"})
    while m.prompt.wakes != "medium":                 # day 1: no Barber yet; the Medium's dead answer
        session.apply({"t": "next"})
    qtbot.waitUntil(lambda: window.console.findChild(QSpinBox, "Yes_answers") is not None)
    window.console.findChild(QSpinBox, "Yes_answers").setValue(1)
    m.button("Act_answers")
    assert "dead_question" not in m.state.seat(4).status
    while m.prompt.kind != "exile_vote":
        session.apply({"t": "next"})
    session.apply({"t": "vote", "votes": {"3": 6, "4": 6, "5": 6, "7": 6, "8": 6}})
    while m.prompt.wakes != "royal_knight":           # right after the vote
        session.apply({"t": "next"})
    qtbot.waitUntil(lambda: window.console.findChild(QCheckBox, "Reveal") is not None)
    window.console.findChild(QCheckBox, "Reveal").setChecked(True)
    m.button("Act_cancel")
    assert m.state.seat(5).status["cancels_lynch"]["reveal"] is True
    while m.prompt.kind != "dusk":
        session.apply({"t": "next"})
    assert m.state.seat(6).alive
    session.apply({"t": "next"})
    while m.prompt.phase == "night":
        session.apply({"t": "next"})
    while not (m.prompt.kind == "dusk_step" and m.prompt.wakes == "barber"):
        session.apply({"t": "next"})
    qtbot.waitUntil(lambda: window.console.findChild(QCheckBox, "Reveal") is not None)
    window.console.findChild(QCheckBox, "Reveal").setChecked(True)
    m.seat(1)
    if m.state.seat(1).alive:
        m.enter()
    assert not m.state.seat(1).alive and m.state.seat(1).death.causes == ["barber"] and m.state.seat(3).revealed
