"""Seat numbers typed on the keyboard (1 … 18: "1" then "2" is seat 12 unless the table has fewer
seats), Backspace and Esc. A mixin of `Console`: it needs `typed`, `_typed_timer`, `_prompt`,
`ballot`, `circle`, `session`, `selection`, `banner`, `on_seat` and `refresh`."""
from __future__ import annotations

from PySide6.QtCore import Qt

from ...i18n import tr
from ..session import SELECTION
from .ballot import on_ballot



class SeatKeys:
    def type_digit(self, digit: str) -> None:
        if on_ballot(self._prompt):
            self.ballot.type_text(digit)
            return
        self.typed += digit
        self.circle.set_typed(self.typed)
        n = len(self.session.state.seats) if self.session else 0
        if int(self.typed) * 10 > n:
            self.commit_typed()
        else:
            self._typed_timer.start()

    def commit_typed(self) -> None:
        self._typed_timer.stop()
        typed, self.typed = self.typed, ""
        self.circle.set_typed("")
        if not typed or self.session is None:
            return
        seat = int(typed)
        if not 1 <= seat <= len(self.session.state.seats):
            self.banner.show_message(tr("rule.bad_seat", self.lang, seat=seat))
            return
        self.on_seat(seat)

    def keyPressEvent(self, event):
        key = event.key()
        txt = event.text()
        if txt and txt.isdigit() and not event.modifiers() & (Qt.ControlModifier | Qt.AltModifier):
            self.type_digit(txt)
            return
        if key == Qt.Key_Backspace and self.typed:
            self.typed = self.typed[:-1]
            self.circle.set_typed(self.typed)
            return
        if key == Qt.Key_Escape:
            self.typed = ""
            self.selection.clear()
            self.banner.hide()
            self.refresh(SELECTION)
            return
        super().keyPressEvent(event)
