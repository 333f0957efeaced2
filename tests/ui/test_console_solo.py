"""A whole game of the preset with solo roles (issue 13) through the real console: the Flute
Player enchants with two clicks, the White Werewolf is woken alone on even nights and clicks a
pack member, the Pyromancer's ignite is a button; the game-over screen explains the win."""
from __future__ import annotations

import pytest

from werewolf_desktop.engine import catalogue
from werewolf_desktop.i18n import LANGUAGES, tr

from .helpers_console import Moderator, drive, open_window, start_game


def team(state, seat):
    return catalogue().role(state.seat(seat).role).team


def play(m: Moderator) -> set[str]:
    def respond(m, p):
        live = {a["id"]: a for a in p.actions if a["available"] and not a["done"]} if p.kind == "night_step" else {}
        if p.step == "flute" and "enchant" in live:
            for seat in live["enchant"]["candidates"][:2]:
                m.seat(seat)
        elif p.step == "pack" and "kill" in live:
            prey = [s for s in live["kill"]["candidates"] if team(m.state, s) not in ("wolf", "solo")]
            if prey:
                m.seat(prey[0])
        elif p.step == "white_werewolf" and "kill" in live and live["kill"]["candidates"]:
            m.seat(live["kill"]["candidates"][0])
        elif p.kind == "exile_vote":
            wolves = [s for s in p.candidates if team(m.state, s) in ("wolf", "solo")]
            target = wolves[0] if wolves else p.candidates[-1]
            m.vote({v: (target if v != target else None) for v in p.voters})
        return False
    return drive(m, respond, limit=700)


@pytest.mark.parametrize("lang", ["de"])
def test_a_game_with_solo_roles_through_the_console(qtbot, lang, tmp_path):
    window = open_window(qtbot, lang=lang, size=(1366, 768))
    names = ["Ann", "Bo", "Cai", "Dan", "Eve", "Fay", "Gus", "Hui", "Ida", "Jo", "Kai", "Lu"]
    session = start_game(window, preset="revamped12_solo", seed=4, names=names)
    m = Moderator(qtbot, window)
    seen = play(m)
    assert {"flute", "enchanted", "pack", "white_werewolf"} <= seen
    winner = session.state.winner
    assert window.stack.currentWidget() is window.game_over
    assert tr(winner["reason"], lang) in window.game_over.headline.text()
    assert any("enchanted" in s.status for s in session.state.seats)
    window.grab().save(str(tmp_path / f"solo_over_{lang}.png"))


def test_every_night_step_has_a_name_in_every_language():
    """A role's group wake (the enchanted, the Pyromancers, the Ice Royals, the Bakers…) is named by
    its group or its role, never shown as a raw key."""
    from types import SimpleNamespace

    from werewolf_desktop.ui.game.step_card import step_name

    for step in catalogue().night_steps():
        for lang in LANGUAGES:
            name = step_name(SimpleNamespace(kind="night_step", step=step.id), lang)
            assert name and not name.startswith("ui.step."), (step.id, lang)
    assert step_name(SimpleNamespace(kind="night_step", step="enchanted"), "de") == "Die Verzauberten"
