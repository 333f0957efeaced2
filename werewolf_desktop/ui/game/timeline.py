"""The timeline panel: everything so far, from `state.timeline`, each death with its explanation
(causes and the rule that decided it). Entries the engine marks `"secret"` (night actions,
identifications) and every explanation are moderator-only: privacy mode (F9) leaves them out.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from ...describe import note_text, rule_label
from ...i18n import tr
from .. import theme
from ..roles import display_name
from ..widgets.plain import Label

# entries that show moderator-only detail even though the engine does not mark them secret
_MODERATOR_DETAIL = {"elder_penalty"}


def _names(state) -> dict[int, str]:
    return {s.seat: s.name for s in state.seats}


def format_entry(entry: dict, state, lang: str, privacy: bool = False) -> str | None:
    """One line for a timeline entry (None: nothing to show for it in this mode). The wording is
    the shared one of `werewolf_desktop.describe` (also used by `werewolf-desktop replay`); the
    console adds the moderator-only details (the dead player's role, the night's notes)."""
    from ...describe import describe, seat_label

    kind = entry.get("kind")
    if privacy and (entry.get("secret") or kind in _MODERATOR_DETAIL):
        return None
    names = _names(state)
    if kind == "death":
        if privacy:
            return "☠ " + tr("ui.tl.death_public", lang, who=seat_label(entry.get("seat"), names, lang))
        line = describe(entry, lang, names, state.ruleset)
        role = display_name(state.seat(entry["seat"]).role, lang) if entry.get("seat") else ""
        return "☠ " + line + (f" — {role}" if role else "")
    line = describe(entry, lang, names, state.ruleset)
    if line is None:
        return None
    if kind == "dawn" and not privacy:
        for n in entry.get("notes") or []:
            line += "\n    • " + tr("ui.card.night_note", lang, seat=n["seat"], name=names.get(n["seat"], ""),
                                     note=note_text(n, lang), rule=rule_label(n.get("rule"), lang))
    if kind in ("sheriff_elected", "badge_passed"):
        line = "★ " + line
    if kind == "winner":
        line = "⚑ " + line
    return line


def grouped(timeline: list[dict], state, lang: str, privacy: bool = False) -> list[tuple[str, str]]:
    """[(kind, text)] with a "header" row whenever the night/day changes."""
    from ...describe import period_label, period_of

    out: list[tuple[str, str]] = []
    current = None
    unannounced: set[int] = set()
    if privacy:     # last night's news before the dawn announcement is read: not yet public
        last_dawn = max((i for i, e in enumerate(timeline) if e.get("kind") == "dawn"), default=-1)
        last_announce = max((i for i, e in enumerate(timeline) if e.get("kind") == "announce"), default=-1)
        if last_dawn > last_announce and state.phase != "over":
            unannounced = {last_dawn} | {i for i, e in enumerate(timeline)
                                         if e.get("kind") == "death" and e.get("seat") in state.pending_night_deaths}
    for index, entry in enumerate(timeline):
        if index in unannounced:
            continue
        line = format_entry(entry, state, lang, privacy)
        if line is None:
            continue
        period = period_of(entry)
        if period != current:
            current = period
            out.append(("header", period_label(period, lang)))
        out.append((entry.get("kind"), line))
    return out


class TimelinePanel(QWidget):
    def __init__(self, lang: str, parent=None):
        super().__init__(parent)
        self.setObjectName("TimelinePanel")
        self.lang = lang
        self.heading = Label()
        self.heading.setFont(theme.font(13, bold=True))
        self.list = QListWidget()
        self.list.setObjectName("TimelineList")
        self.list.setWordWrap(True)
        self.list.setFocusPolicy(Qt.NoFocus)
        self.list.setAlternatingRowColors(False)
        self.list.setFont(theme.font(11))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.heading)
        layout.addWidget(self.list, 1)
        self.setMinimumWidth(260)
        self._rows: list[tuple[str, str]] = []     # what the list shows: (kind, text) a row
        # the rows' looks, made once with the panel (Qt's first brush also builds PySide's gradient enums:
        # ~8 ms that the first row of the game-over screen's timeline paid)
        self._header_font = theme.font(11.5, bold=True)
        self._ink = {"header": QBrush(theme.color("accent")), "death": QBrush(QColor("#8b1e22")),
                     "night_action": QBrush(QColor("#4a5068")), "identified": QBrush(QColor("#4a5068"))}
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.heading.setText(tr("ui.tl.title", lang))

    def set_timeline(self, state, lang: str, privacy: bool) -> None:
        """Show the timeline: the rows that read as before stay, the others are replaced and the new
        ones appended (an input adds a row or two to a list of a hundred; issue 21.3)."""
        self.lang = lang
        rows = grouped(state.timeline, state, lang, privacy)
        same = 0
        for new, old in zip(rows, self._rows):
            if new != old:
                break
            same += 1
        while self.list.count() > same:
            self.list.takeItem(self.list.count() - 1)
        self._rows = rows
        for kind, line in rows[same:]:
            item = QListWidgetItem(line)
            if kind == "header":
                item.setFont(self._header_font)
            brush = self._ink.get(kind)
            if brush is not None:
                item.setForeground(brush)
            self.list.addItem(item)
        if len(rows) > same:
            self.list.scrollToBottom()

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
