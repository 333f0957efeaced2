"""The game-over screen explains each win (issue 13): the team's win, then every player who won
too (a co-win) or ascended, each with its reason and rule, in zh, en and de."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from werewolf_desktop.engine import victory
from werewolf_desktop.engine.deaths import kill
from werewolf_desktop.i18n import tr
from werewolf_desktop.ui.app import make_application
from werewolf_desktop.ui.game.game_over import GameOverView

from ..engine.helpers import game, run_night


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_the_game_over_screen_explains_an_ascension_beside_the_team_win(qtbot, lang, tmp_path):
    make_application()
    g = game(["werewolf", "werewolf", "villager", "villager", "villager", "villager", "seer", "witch"], ruleset="revamped")
    run_night(g)
    victory.ascend(g.state, 3, "004:737", "win.no_team")        # any win reason: the screen shows it as given
    kill(g.state, [(1, "exile", "003:30"), (2, "exile", "003:30")], "day", 1)
    g.state.winner = victory.check_winner(g.state)
    assert g.state.winner["team"] == "village" and g.state.winner["also"][0]["how"] == "ascended"
    view = GameOverView(lang)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show_session(SimpleNamespace(state=g.state, saved=True))
    lines = view.reason.text().split("\n")
    assert len(lines) == 2
    assert tr("team.village", lang) in lines[0] and "3 Cai" not in lines[0]
    assert lines[1] == tr("ui.over.ascended", lang, seats="3 Cai", why="win.no_team", rule=view_rule(lang))
    card = view.reveal[2]
    assert card.won and card.status.text() == tr("ui.over.ascended_status", lang, when=tr("ui.over.when_day", lang, n=1))
    view.grab().save(str(tmp_path / f"over_{lang}.png"))


def view_rule(lang):
    from werewolf_desktop.describe import rule_label

    return rule_label("004:737", lang)
