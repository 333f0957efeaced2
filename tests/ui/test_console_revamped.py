"""A whole 12-player Werewolves Revamped game (seed 004) played through the real console to a
winner, in zh, en and de (issue 12): every input a click on a seat or the Enter key."""
from __future__ import annotations

import pytest

from werewolf_desktop.engine import catalogue
from werewolf_desktop.i18n import LANGUAGES, tr

from .helpers_console import Moderator, drive, open_window, start_game


def wolves(state) -> list[int]:
    return [s.seat for s in state.seats if s.alive and s.role and catalogue().role(s.role).team == "wolf"]


def play(m: Moderator) -> set[str]:
    """The pack kills a villager each night; the village votes out a wolf each day."""
    def respond(m, p):
        if p.kind == "night_step" and p.step == "pack":
            kill = next((a for a in p.actions if a["id"] == "kill" and a["available"]), None)
            if kill:
                for seat in [s for s in kill["candidates"] if s not in wolves(m.state)][:kill["targets"]]:
                    m.seat(seat)
                return True
        if p.kind == "exile_vote":
            target = wolves(m.state)[0] if set(wolves(m.state)) & set(p.candidates) else p.candidates[0]
            m.vote({v: (target if v != target else None) for v in p.voters})
        return False
    return drive(m, respond)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_revamped_game_through_the_console(qtbot, lang, tmp_path):
    window = open_window(qtbot, lang=lang, size=(1366, 768))
    names = ["Ann", "Bo", "Cai", "Dan", "Eve", "Fay", "Gus", "Hui", "Ida", "Jo", "Kai", "Lu"]
    session = start_game(window, preset="revamped12", seed=5, names=names)
    assert session.state.ruleset == "revamped"
    m = Moderator(qtbot, window)
    seen = play(m)
    assert {"pack", "witch_revamped", "dawn"} & seen
    assert session.state.winner["team"] == "village"
    assert window.stack.currentWidget() is window.game_over
    assert tr("win.village", lang) in window.game_over.headline.text()
    window.grab().save(str(tmp_path / f"revamped_over_{lang}.png"))
