"""Issue 19/21: the session's `changed` carries what an input changed (a `Changes` record), and the
console redraws only that: the seats whose state changed, the step card and buttons when the prompt
moved, the timeline when it grew. What the host sees after such a partial redraw is exactly what a
full redraw shows, at every input of a whole game; an undo redraws everything."""
from __future__ import annotations

from werewolf_desktop.ui.game.seat_circle import SeatTile
from werewolf_desktop.ui.session import Changes

from .helpers_console import Moderator, open_window, start_game
from .test_console_game import play_village_win


def shown(console) -> list:
    """What the console shows: every tile's texts, tooltip and marks, the card, the buttons."""
    tiles = [(t.texts(), t.toolTip(), t.legal, t.selected, t.actor, t.alive, t.team, t.isVisible())
             for t in console.circle.tiles]
    return [tiles, console.card.texts(), console.texts(), console.primary_btn.isEnabled(),
            console.timeline.texts()]


def watch(session, monkeypatch) -> tuple[list[Changes], list[int]]:
    """The change records the session sends, and the seats whose tiles are drawn, as they come."""
    records: list[Changes] = []
    session.changed.connect(records.append)
    drawn: list[int] = []
    real = SeatTile.show_seat
    monkeypatch.setattr(SeatTile, "show_seat", lambda tile, s, *a, **k: (drawn.append(s.seat), real(tile, s, *a, **k)))
    return records, drawn


def test_a_partial_redraw_shows_what_a_full_one_shows_through_a_whole_game(qtbot, monkeypatch):
    window = open_window(qtbot, "de", size=(1366, 768))
    session = start_game(window)
    window.set_timeline(True)
    m = Moderator(qtbot, window)
    records, drawn = watch(session, monkeypatch)
    compared = 0

    def checks(m, p):
        nonlocal compared
        if not records or m.console.selection:
            return
        partial, before = shown(m.console), len(drawn)
        m.console.refresh()                      # everything drawn again: nothing may differ
        del drawn[before:]                       # (count only the tiles the inputs drew)
        full = shown(m.console)
        assert full == partial, (p.kind, p.step, records[-1], [(a, b) for a, b in zip(full[0], partial[0]) if a != b],
                                 full[1:] == partial[1:])
        compared += 1

    play_village_win(m, checks)
    assert compared > 40
    assert all(isinstance(c, Changes) for c in records)
    kills = [c for c in records if c.seats]
    assert kills and all(not c.everything for c in records)
    assert any(c.entries for c in records) and any(c.prompt_moved for c in records)
    assert len(drawn) < 12 * compared             # the tiles of unchanged seats were not drawn again


def test_an_input_redraws_only_the_seats_it_changed_and_undo_redraws_all(qtbot, monkeypatch):
    window = open_window(qtbot, "en")
    session = start_game(window)
    m = Moderator(qtbot, window)
    records, drawn = watch(session, monkeypatch)
    for _ in range(50):                       # Enter up to the pack's step (seed 7: wolves 1 4 5 7)
        if m.prompt.kind == "night_step" and m.prompt.step == "pack":
            break
        m.next()
    records.clear()
    drawn.clear()
    m.seat(3)                      # the pack's kill (resolved at dawn): the attacker's seat changed, no other
    assert records and records[-1].prompt_moved and records[-1].entries
    assert 0 < len(records[-1].seats) < 12
    assert sorted(drawn) == sorted(records[-1].seats)
    drawn.clear()
    m.undo()
    assert records[-1].everything
    assert sorted(drawn) == list(range(1, 13))
