"""The Devil's wager and the Vampire through the real console (seed 004 §4.3, §4.5): every input a
click on a mode button or a seat, or the Enter key; the moderator's panel names the souls."""
from __future__ import annotations

from werewolf_desktop.i18n import tr

from .helpers_console import Moderator, open_window, start_game

NAMES = ["Ann", "Bo", "Cai", "Dan", "Eve", "Fay", "Gus", "Hui", "Ida", "Jo", "Kai", "Lu", "Max"]


def holder(state, role):
    return next(s.seat for s in state.seats if s.role == role)


def to_step(m: Moderator, step: str, night: int):
    for _ in range(300):
        p = m.prompt
        if p.kind == "night_step" and p.step == step and m.state.night.number == night:
            return p
        if p.kind == "exile_vote":
            m.vote({v: None for v in p.voters})
        m.next()
    raise AssertionError(f"never reached {step} on night {night}")


def test_devil_wager_and_vampire_through_the_console(qtbot, tmp_path):
    window = open_window(qtbot, lang="en", size=(1366, 768))
    session = start_game(window, preset="revamped13_hell", seed=7, names=NAMES)
    m = Moderator(qtbot, window)
    devil, vampire = holder(session.state, "devil"), holder(session.state, "vampire")
    citizens = [s.seat for s in session.state.seats if s.role == "citizen"]
    p = to_step(m, "devil", 1)
    assert {"key": "resource.souls", "params": {"count": 1}} in p.show["notices"]
    to_step(m, "vampire", 1)
    m.seat(citizens[0])
    assert "demonized" in session.state.seat(citizens[0]).status
    to_step(m, "devil", 2)
    m.button("Mode_wager")
    m.seat(citizens[1])
    assert "wager" in session.state.seat(citizens[1]).status
    p = to_step(m, "devil_wager", 2)
    assert p.actors == [citizens[1]]
    window.grab().save(str(tmp_path / "wager.png"))
    m.button("Mode_inspect")
    m.seat(devil if devil != citizens[1] else vampire)
    assert "soulless" in session.state.seat(citizens[1]).status
    m.next()
    assert m.prompt.step != "devil_wager"
    assert tr("ui.step.devil_wager", "en") == "The Devil's wager"
