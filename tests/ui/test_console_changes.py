"""Issue 19/21: the session's `changed` carries what an input changed (a `Changes` record), and the
console redraws only that: the seats whose state changed, the step card and buttons when the prompt
moved, the timeline when it grew (its new rows only). The step's buttons and the ballot grid are set
again rather than built anew. What the host sees after such a partial redraw is exactly what a redraw
from scratch shows, at every input of a whole game; an undo redraws everything."""
from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget

from werewolf_desktop.ui.game.ballot import BallotPanel, on_ballot
from werewolf_desktop.ui.game.console import discard
from werewolf_desktop.ui.game.seat_circle import SeatTile
from werewolf_desktop.ui.game.timeline import TimelinePanel
from werewolf_desktop.ui.session import Changes

from .helpers_console import Moderator, open_window, start_game
from .test_console_game import play_village_win


def controls(console) -> list:
    """The step's buttons and fields as the host sees them: kind, name, text, tooltip, state, look, menu."""
    out = []
    for w in console.dynamic:
        menu = w.menu() if isinstance(w, QPushButton) else None
        out.append((type(w).__name__, w.objectName(), w.text() if hasattr(w, "text") else "", w.toolTip(),
                    w.isEnabled(), w.isVisibleTo(console), w.styleSheet(), getattr(w, "isChecked", bool)(),
                    getattr(w, "isCheckable", bool)(), w.minimumWidth(),
                    [(a.text(), a.objectName()) for a in menu.actions()] if menu else None))
    return out


def shown(console) -> list:
    """What the console shows: every tile's texts, tooltip and marks, the card, the buttons."""
    tiles = [(t.texts(), t.toolTip(), t.legal, t.selected, t.actor, t.alive, t.team, t.isVisible())
             for t in console.circle.tiles]
    return [tiles, console.card.texts(), console.texts(), console.primary_btn.isEnabled(), controls(console),
            console.timeline.texts()]


def timeline_rows(panel) -> list:
    items = [panel.list.item(i) for i in range(panel.list.count())]
    return [(i.text(), i.foreground().color().name(), i.font().bold()) for i in items]


def grid(panel) -> list:
    """The ballot grid as the host sees it: heads, each voter's label and the buttons of the row."""
    g = panel.grid_host
    heads = [(h.text(), h.toolTip()) for h in g.heads if h.isVisibleTo(g)]
    rows = []
    for voter, label in panel.row_labels.items():
        buttons = [(b.text(), b.objectName(), b.isEnabled(), b.toolTip(), b.isChecked(), b.styleSheet())
                   for b in panel.rows.get(voter, {}).values()]
        rows.append((voter, label.text(), label.font().bold(), label.styleSheet(), buttons))
    shown_buttons = sum(b.isVisibleTo(g) for line in g.lines for b in line.buttons)
    return [g.corner.text(), heads, rows, shown_buttons, panel.submit_btn.text()]


def watch(session, monkeypatch) -> tuple[list[Changes], list[int]]:
    """The change records the session sends, and the seats whose tiles are drawn, as they come."""
    records: list[Changes] = []
    session.changed.connect(lambda changes, _initiator: records.append(changes))
    drawn: list[int] = []
    real = SeatTile.show_seat
    monkeypatch.setattr(SeatTile, "show_seat", lambda tile, s, *a, **k: (drawn.append(s.seat), real(tile, s, *a, **k)))
    return records, drawn


def from_scratch(console) -> None:
    """Drop the step's controls so that the next refresh builds them anew (none set again)."""
    while console.flow.count():
        discard(console.flow.takeAt(0).widget())
    console.dynamic = []


def test_a_partial_redraw_shows_what_a_full_one_shows_through_a_whole_game(qtbot, monkeypatch):
    """At every input the partial redraw equals a redraw from scratch: the tiles, the card, the step's
    buttons built anew (not set again), the timeline and the ballot grid against fresh ones."""
    window = open_window(qtbot, "de", size=(1366, 768))
    session = start_game(window)
    window.set_timeline(True)
    m = Moderator(qtbot, window)
    records, drawn = watch(session, monkeypatch)
    compared, ballots, hidden = 0, 0, 0

    def checks(m, p):
        nonlocal compared, ballots, hidden
        if not records or m.console.selection:
            return
        partial, before = shown(m.console), len(drawn)
        fresh = TimelinePanel("de")
        fresh.set_timeline(m.state, "de", m.console.privacy)
        assert timeline_rows(m.console.timeline) == timeline_rows(fresh)
        if on_ballot(p):
            new = BallotPanel("de")
            new.load(p, {s.seat: s.name for s in m.state.seats}, "")
            assert grid(m.console.ballot) == grid(new)
            ballots += 1
        from_scratch(m.console)
        m.console.refresh()                      # everything drawn again: nothing may differ
        del drawn[before:]                       # (count only the tiles the inputs drew)
        full = shown(m.console)
        assert full == partial, (p.kind, p.step, records[-1], [(a, b) for a, b in zip(full[0], partial[0]) if a != b],
                                 [(a, b) for a, b in zip(full[1:], partial[1:]) if a != b])
        compared += 1
        if compared % 9 == 4:                   # F9 on and off: the secret rows leave the timeline and come back
            rows = []
            for on in (True, False):
                window.set_privacy(on)
                fresh.set_timeline(m.state, "de", on)
                rows.append(timeline_rows(m.console.timeline))
                assert rows[-1] == timeline_rows(fresh)
            hidden += len(rows[0]) < len(rows[1])
            del drawn[before:]

    play_village_win(m, checks)
    assert compared > 40 and ballots >= 2 and hidden
    assert all(isinstance(c, Changes) for c in records)
    kills = [c for c in records if c.seats]
    assert kills and all(not c.everything for c in records)
    assert any(c.entries for c in records) and any(c.prompt_moved for c in records)
    assert len(drawn) < 12 * compared             # the tiles of unchanged seats were not drawn again


def test_a_ballot_grid_set_again_shows_what_a_new_one_shows(qtbot):
    """Ballots of other shapes one after another (forbidden votes, seats without a vote, weights):
    the grid set again reads as a new one, and after the first it makes no new widget."""
    panel = BallotPanel("de")
    qtbot.addWidget(panel)
    names = {n: f"P{n}" for n in range(1, 19)}
    big = SimpleNamespace(kind="exile_vote", voters=[n for n in range(1, 19) if n != 8], candidates=list(range(1, 19)),
                          weights={"3": 2}, forbidden={"5": [6], "6": [5]}, disabled={"8": "rule.idiot_no_vote"})
    small = SimpleNamespace(kind="exile_pk_vote", voters=[1, 2, 4, 9, 11], candidates=[3, 6], weights={"11": 1.5},
                            forbidden={"2": [3]}, disabled={"3": "rule.pk_no_vote", "6": "rule.pk_no_vote"})
    panel.load(big, names, "")
    made = len(panel.findChildren(QWidget))
    for prompt in (small, big, small):
        panel.load(prompt, names, "")
        new = BallotPanel("de")
        qtbot.addWidget(new)
        new.load(prompt, names, "")
        assert grid(panel) == grid(new)
        assert len(panel.findChildren(QWidget)) == made
    assert [b.isEnabled() for b in panel.rows[2].values()] == [False, True, True]


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


def test_seats_picked_and_let_go_redraw_the_marks_only_and_show_what_a_full_redraw_shows(qtbot, monkeypatch):
    """Picking candidates seat by seat (and Esc) changes no seat's state: no tile is drawn again, only the
    marks and the card's line, and the console reads as one redrawn from scratch."""
    window = open_window(qtbot, "zh", size=(1366, 768))
    session = start_game(window)
    m = Moderator(qtbot, window)
    _records, drawn = watch(session, monkeypatch)
    while m.prompt.kind != "election_candidates":
        m.next()
    for action in (lambda: m.seat(3), lambda: m.seat(5), lambda: m.seat(3), lambda: m.key(Qt.Key_Escape)):
        drawn.clear()
        action()
        assert not drawn
        partial = shown(m.console)
        from_scratch(m.console)
        m.console.refresh()
        assert shown(m.console) == partial
    assert not m.console.selection
