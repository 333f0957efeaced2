"""A seat's note of what was chosen for it tonight ("✔ send charmed food") reads whole on the tile,
or is drawn smaller and ends in "…" with the whole note in the tile's tooltip. Played on Xvfb at
1366×768 in German: the Chef's "✔ verzaubertes Essen schicken" was cut to "✔ verzauber" mid-word."""
from __future__ import annotations

from werewolf_desktop.ui.game.seat_circle import SeatMarks, SeatTile
from werewolf_desktop.ui.widgets.elided import ElidedLabel

TAG = "✔ verzaubertes Essen schicken"


def test_a_long_seat_note_ends_in_an_ellipsis_and_the_tile_tooltip_says_it_whole(qtbot):
    tile = SeatTile(7)
    qtbot.addWidget(tile)
    tile.apply_fonts(1.0)
    tile.resize(165, 92)                       # a tile at 1366×768, 10 players
    tile.show()
    qtbot.waitExposed(tile)
    tile.set_marks(SeatMarks(tags={7: TAG}), privacy=False)
    assert isinstance(tile.tag, ElidedLabel) and tile.tag.text() == TAG
    assert tile.tag.fontMetrics().horizontalAdvance(TAG) > tile.tag.contentsRect().width()   # it does not fit
    assert TAG in tile.toolTip()
    tile.set_marks(SeatMarks(), privacy=False)                  # the next step: no note, none in the tooltip
    assert TAG not in tile.toolTip() and tile.tag.text() == ""
