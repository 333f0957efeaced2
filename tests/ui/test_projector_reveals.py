"""A card revealed by a night death turns on the projector with the announcement, never before:
the Huntress's dying breath (004:412) marked her card revealed while the night was resolved, and the
projector showed "Huntress" on her still-living tile at the dawn announcement, before the table was
told anyone died (games without reveal_role_on_death: Werewolves Revamped)."""
import pytest

from tests.engine.helpers import nxt, run_night, skip_to
from tests.engine.test_seed004_attacks_and_deaths import HUNT, rv, to_night
from werewolf_desktop.engine import public_view
from werewolf_desktop.i18n import tr
from werewolf_desktop.ui.game.projector import ProjectorWindow
from werewolf_desktop.ui.roles import display_name


@pytest.mark.parametrize("lang", ["zh", "de"])
def test_the_huntress_card_turns_with_her_announced_death(qtbot, lang):
    g = rv(HUNT)
    run_night(g, huntress=("aim", 5))
    to_night(g, 2)
    run_night(g, pack=("kill", 3))
    assert g.prompt.kind == "announce" and g.state.seat(3).revealed
    projector = ProjectorWindow(lang)
    qtbot.addWidget(projector)
    projector.show_public(public_view(g.state))
    name = display_name("huntress", lang)
    assert all(name not in t for t in projector.texts())             # nobody has been told yet
    nxt(g)
    skip_to(g, "tell")
    assert g.prompt.say["key"] == "beat.dying_breath"
    projector.show_public(public_view(g.state))
    assert name in projector.seats[2].status.text() and tr("ui.seat.dead", lang) in projector.seats[2].status.text()
    projector.resize(1280, 720)
    projector.show()
    qtbot.wait(50)
    projector.grab().save(f"/tmp/huntress_projector_{lang}.png")
