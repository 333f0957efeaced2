"""The game-over screen explains each win (issue 13): the team's win, then every player who won
too (a co-win) or ascended, each with its reason and rule, in zh, en and de."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from werewolf_desktop.describe import seat_label
from werewolf_desktop.engine import victory
from werewolf_desktop.engine.deaths import kill
from werewolf_desktop.i18n import role_name, tr
from werewolf_desktop.ui.app import make_application
from werewolf_desktop.ui.game.game_over import GameOverView

from tests.engine.printed_host import seat_of
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


@pytest.mark.parametrize("lang", ["zh", "en", "de", "fr"])
def test_the_game_over_screen_of_a_game_with_an_infection_tells_it(qtbot, lang):
    """An Infected Wolf's infection (004:532) in the timeline of the game-over screen: it failed with a
    KeyError (the convert effect's event and the timeline's words disagreed), so no such game could
    end on its screen."""
    from ..engine.revamped import play_randomly
    from ..engine.test_printed_infection import hell, infect, to_day, to_step

    make_application()
    g, truth = hell(4, "laptop")
    truth = {s.seat: s.role for s in g.state.seats}
    to_step(g, truth, "infected_wolf")
    target = seat_of(truth, "citizen")
    g.apply(infect(target))
    to_day(g, truth)
    play_randomly(g, 7)
    assert g.over
    view = GameOverView(lang)
    qtbot.addWidget(view)
    view.show_session(SimpleNamespace(state=g.state, saved=False))
    shown = [view.timeline.list.item(i).text() for i in range(view.timeline.list.count())]
    names = {s.seat: s.name for s in g.state.seats}
    told = tr("timeline.converted_into", lang, who=seat_label(target, names, lang),
              role=role_name("werewolf_revamped", lang))
    assert any(told in line for line in shown), shown
