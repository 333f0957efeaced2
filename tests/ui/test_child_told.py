"""The Child's extra lynch reaches the table (004:147): the moderator reads it after the Child's
death is announced, and from then the projector shows it until that day's dusk; never at dawn
before it is told. Before, the step card and the narrator had it; the projector did not."""
import pytest

from tests.engine.helpers import act, nxt, run_night, skip_to
from tests.engine.revamped import rv, to_step
from werewolf_desktop.engine import public_view
from werewolf_desktop.i18n import tr
from werewolf_desktop.ui.game.projector import ProjectorWindow

CHILD = ["werewolf", "werewolf", "child", "villager", "villager", "villager", "villager", "villager", "villager"]


@pytest.mark.parametrize("lang", ["zh", "de"])
def test_the_projector_tells_the_extra_lynch_once_it_is_read(qtbot, lang):
    g = rv(CHILD)
    to_step(g, "pack")
    act(g, "kill", 3)
    run_night(g)
    projector = ProjectorWindow(lang)
    qtbot.addWidget(projector)
    mark = "⚖ " + tr("ui.proj.lynches_today", lang, n=2)
    projector.show_public(public_view(g.state))
    assert mark not in projector.info.text()                     # the dawn announcement: not told yet
    while not (g.prompt.say and g.prompt.say["key"] == "beat.extra_lynch_today"):
        nxt(g)
        projector.show_public(public_view(g.state))
        assert mark not in projector.info.text() or g.prompt.say["key"] == "beat.extra_lynch_today"
    skip_to(g, "exile_vote")
    projector.show_public(public_view(g.state))
    assert mark in projector.info.text()
    projector.resize(1280, 720)
    projector.show()
    qtbot.wait(50)
    projector.grab().save(f"/tmp/child_projector_{lang}.png")


@pytest.mark.parametrize("lang", ["zh", "de"])
def test_the_projector_tells_tomorrows_extra_lynch_after_a_lynched_child(qtbot, lang):
    g = rv(CHILD)
    run_night(g)
    skip_to(g, "exile_vote")
    g.apply({"t": "vote", "votes": {str(v): 3 for v in g.prompt.voters if v != 3}})
    projector = ProjectorWindow(lang)
    qtbot.addWidget(projector)
    projector.show_public(public_view(g.state))
    assert "⚖ " + tr("ui.proj.lynches_on_day", lang, day=2, n=2) in projector.info.text()
