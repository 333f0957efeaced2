"""The Guardian's lynch protection reaches the table (004:859; reference #69: "the moderator
announces at dawn who cannot be voted on today"): the projector marks the protected seat from the
announcement until dusk, never before (the dawn deaths are told first) and never at night. Before,
the engine told it on the step card only; the projector, fed from the public view, did not show it."""
import pytest

from tests.engine.helpers import guardian_dawn, nxt, skip_to
from werewolf_desktop.engine import public_view
from werewolf_desktop.i18n import tr
from werewolf_desktop.ui.game.projector import ProjectorWindow

TOWN = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager", "villager"]


@pytest.mark.parametrize("lang", ["zh", "de", "en", "fr"])
def test_the_projector_marks_the_protected_seat_once_it_is_told(qtbot, lang):
    g = guardian_dawn(TOWN, shield=7)
    projector = ProjectorWindow(lang)
    qtbot.addWidget(projector)
    mark = "☂ " + tr("ui.seat.lynch_immune", lang)
    projector.show_public(public_view(g.state))
    assert all(mark not in t for t in projector.texts())          # the dawn deaths: not told yet
    nxt(g)
    assert g.prompt.say["key"] == "beat.lynch_immune"
    skip_to(g, "exile_vote")
    projector.show_public(public_view(g.state))
    assert [i + 1 for i, w in enumerate(projector.seats) if mark in w.status.text()] == [7]
    projector.resize(1280, 720)
    projector.show()
    qtbot.wait(50)
    projector.grab().save(f"/tmp/guardian_projector_{lang}.png")
