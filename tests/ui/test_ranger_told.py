"""The Ranger's dying reveal reaches the table (004:193): after the Ranger's death is announced the
moderator tells everybody the target's role, and from then the projector shows it on the target's
tile; never at dawn before it is told. Before, the step card and the narrator had it; the projector
did not."""
import pytest

from tests.engine.helpers import act, nxt, run_night
from tests.engine.revamped import rv, to_night, to_step
from werewolf_desktop.engine import public_view
from werewolf_desktop.i18n import tr
from werewolf_desktop.ui.game.projector import ProjectorWindow
from werewolf_desktop.ui.roles import display_name

RANGER = ["werewolf", "werewolf", "ranger", "villager", "villager", "villager", "villager", "villager"]


@pytest.mark.parametrize("lang", ["zh", "de"])
def test_the_projector_shows_the_role_the_rangers_reveal_told(qtbot, lang):
    g = rv(RANGER)
    run_night(g, ranger=("aim", 1))
    to_night(g, 2)
    to_step(g, "pack")
    act(g, "kill", 3)
    run_night(g)
    projector = ProjectorWindow(lang)
    qtbot.addWidget(projector)
    mark = "☞ " + tr("ui.seat.told_role", lang, role=display_name(g.state.seat(1).role, lang))

    def marked():
        projector.show_public(public_view(g.state))
        return [i + 1 for i, w in enumerate(projector.seats) if mark in w.status.text()]

    assert marked() == []                                        # the dawn announcement: not told yet
    while not (g.prompt.say and g.prompt.say["key"] == "beat.reveal_target"):
        nxt(g)
        assert marked() == [] or g.prompt.say["key"] == "beat.reveal_target"
    assert marked() == [1]
    projector.resize(1280, 720)
    projector.show()
    qtbot.wait(50)
    projector.grab().save(f"/tmp/ranger_projector_{lang}.png")
