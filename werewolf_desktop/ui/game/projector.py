"""The projector / TV window: ONLY public facts.

It is fed nothing but `engine.public_view(state)` (day or night, who is alive, the sheriff, who
lost the vote, roles revealed in public, the last ballot, the winner) and the timer's text. It
never receives the game state, so it cannot show a secret by mistake.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QVBoxLayout, QWidget

from ...i18n import tr, tr_election
from .. import theme
from ..roles import display_name
from ..widgets.plain import Label
from .story_table import StoryPage


def ballot_name(ballot: dict, ruleset: str | None, lang: str) -> str:
    """"Sheriff ballot", "Lynch vote", "Mayor election vote" (an office's, 004 §6): the last ballot's
    name in the ruleset's own words, an office's election in its own."""
    return tr_election(f"ui.ballot.kind.{ballot.get('kind')}", lang, ruleset, ballot.get("office"))


class PublicSeat(QFrame):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.num = Label()
        self.num.setFont(theme.font(26, bold=True))
        self.name = Label()
        self.name.setFont(theme.font(16, bold=True))
        self.status = Label()
        self.status.setFont(theme.font(13))
        self.status.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.num)
        top.addWidget(self.name, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addLayout(top)
        layout.addWidget(self.status)
        self.alive = True
        self.night = True

    def show_seat(self, seat: dict, lang: str, night: bool) -> None:
        self.alive = seat["alive"]
        self.night = night
        self.num.setText(str(seat["seat"]))
        self.name.setText(seat["name"])
        bits = []
        if seat.get("sheriff"):
            bits.append("★ " + tr("ui.seat.sheriff", lang))
        for office in seat.get("offices") or ():            # 004 §6: Mayor, Reporter, Guardian
            bits.append("✪ " + display_name(office, lang))
        if not seat["alive"]:
            bits.append("☠ " + tr("ui.seat.dead", lang))
        if seat.get("no_vote"):
            bits.append("⊘ " + tr("ui.seat.no_vote", lang))
        if seat.get("not_eligible"):                        # the Saboteur Wolf's pick, once announced (004:551)
            bits.append("⊘ " + tr("ui.seat.not_eligible", lang))
        if seat.get("lynch_immune"):                        # the Guardian's pick, once announced (004:859)
            bits.append("☂ " + tr("ui.seat.lynch_immune", lang))
        if seat.get("told_role"):                           # the Ranger's dying reveal, once told (004:193)
            bits.append("☞ " + tr("ui.seat.told_role", lang, role=display_name(seat["told_role"], lang)))
        if seat.get("role"):
            bits.append(display_name(seat["role"], lang))
        self.status.setText("  ".join(bits))
        fg = "#f4f1ea" if night else theme.hex_color("ink")
        if not self.alive:
            fg = "#8d9098"
        for lab in (self.num, self.name, self.status):
            lab.setStyleSheet(f"color: {fg};")
        self.update()

    def texts(self) -> list[str]:
        return [w.text() for w in (self.num, self.name, self.status) if w.text()]

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        if self.night:
            bg = QColor("#26305a") if self.alive else QColor("#1c2138")
            border = QColor("#3f4c85")
        else:
            bg = QColor("#fffaf0") if self.alive else QColor("#e4e1da")
            border = QColor("#d8c29a")
        p.setPen(QPen(border, 2))
        p.setBrush(bg)
        p.drawRoundedRect(self.rect().adjusted(2, 2, -2, -2), 12, 12)
        p.end()


class ProjectorWindow(QWidget):
    """A second top-level window for the projector or TV."""

    def __init__(self, lang: str, parent=None):
        super().__init__(parent, Qt.Window)
        self.setObjectName("Projector")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setAttribute(Qt.WA_ShowWithoutActivating, True)     # the console keeps the keyboard
        self.lang = lang
        self.setMinimumSize(800, 500)
        self.resize(1280, 720)
        self.phase = Label()
        self.phase.setObjectName("ProjectorPhase")
        self.phase.setFont(theme.font(40, bold=True))
        self.timer = Label()
        self.timer.setObjectName("ProjectorTimer")
        self.timer.setFont(theme.font(48, bold=True))
        self.timer.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.info = Label()
        self.info.setObjectName("ProjectorInfo")
        self.info.setFont(theme.font(22))
        self.info.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setSpacing(10)
        head = QHBoxLayout()
        head.addWidget(self.phase, 1)
        head.addWidget(self.timer)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 20, 28, 20)
        layout.addLayout(head)
        layout.addWidget(self.info)
        layout.addLayout(self.grid, 1)
        self.story_page = StoryPage(self)      # after the end: the story, a page at a time (issue 33)
        self.story_page.hide()
        layout.addWidget(self.story_page, 100)
        self.seats: list[PublicSeat] = []
        self.view: dict | None = None
        self._night = True

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.setWindowTitle(tr("ui.proj.title", lang))
        if self.view is not None and self.story_page.page is None:   # a story page: the window shows it anew
            self.show_public(self.view)

    def _public_shown(self, shown: bool) -> None:
        for w in (self.phase, self.timer, self.info, *self.seats):
            w.setVisible(shown)
        self.story_page.setVisible(not shown)

    def show_story_page(self, page: dict, cast: list[dict], footer: str) -> None:
        """One page of the story of the finished game (`story.pages`), in place of the public view."""
        self.story_page.show_page(page, cast, footer)
        self._public_shown(False)
        self.layout().setContentsMargins(0, 0, 0, 0)

    def show_public(self, view: dict) -> None:
        """Show a `public_view(state)` dict — and nothing else."""
        if self.story_page.isVisible() or self.story_page.page is not None:
            self.story_page.page = None
            self._public_shown(True)
            self.layout().setContentsMargins(28, 20, 28, 20)
        self.view = view
        lang = self.lang
        self.setWindowTitle(tr("ui.proj.title", lang))
        phase = view.get("phase")
        night = phase == "night"
        self._night = night
        if phase == "night":
            self.phase.setText("☾ " + tr("ui.proj.night", lang, n=view.get("night")))
        elif phase == "day":
            self.phase.setText("☀ " + tr("ui.proj.day", lang, n=view.get("day")))
        else:
            winner = view.get("winner") or {}
            self.phase.setText("⚑ " + tr(winner["reason"], lang) if winner.get("reason") else tr("ui.proj.over", lang))
        seats = view.get("seats") or []
        if len(self.seats) != len(seats):
            for w in self.seats:
                w.hide()
                w.setParent(None)
                w.deleteLater()
            self.seats = []
            cols = 4 if len(seats) <= 12 else 6
            for i in range(len(seats)):
                w = PublicSeat(self)
                self.grid.addWidget(w, i // cols, i % cols)
                self.seats.append(w)
        for w, seat in zip(self.seats, seats):
            w.show_seat(seat, lang, night)
        lines = []
        alive = sum(1 for s in seats if s["alive"])
        lines.append(tr("ui.proj.alive", lang, n=alive, total=len(seats)))
        if view.get("role_list"):              # the role list the table is told, a Claimspace's extra role in it
            lines.append(tr("ui.proj.role_list", lang, role=view["role_list"]))
        lynches = view.get("lynches")
        if lynches:                            # the Child's extra lynch, once the table is told (004:147)
            today = phase == "day" and lynches["day"] == view.get("day")
            lines.append("⚖ " + (tr("ui.proj.lynches_today", lang, n=lynches["count"]) if today
                                 else tr("ui.proj.lynches_on_day", lang, day=lynches["day"], n=lynches["count"])))
        ballot = view.get("ballot")
        if ballot and ballot.get("counts"):
            counts = sorted(ballot["counts"].items(), key=lambda kv: (-kv[1], int(kv[0])))
            shown = "   ".join(tr("ui.proj.votes_for", lang, seat=k, n=v) for k, v in counts)
            lines.append(tr("ui.proj.last_ballot", lang, ballot=ballot_name(ballot, view.get("ruleset"), lang)) + "  " + shown)
        elif ballot and "top" in ballot:       # hidden weights or votes (seed 004): the outcome only
            shown = tr("ui.proj.outcome", lang, seats=ballot["top"]) if ballot["top"] else tr("ui.proj.no_outcome", lang)
            lines.append(tr("ui.proj.last_ballot", lang, ballot=ballot_name(ballot, view.get("ruleset"), lang)) + "  " + shown)
        self.info.setText("\n".join(lines))
        fg = "#f4f1ea" if night else theme.hex_color("ink")
        self.phase.setStyleSheet(f"color: {fg};")
        self.info.setStyleSheet(f"color: {fg};")
        self.setStyleSheet("QWidget#Projector { background: %s; }" % (theme.hex_color("night") if night else "#f6ecd8"))
        self.update()

    def set_timer(self, textv: str, state: str) -> None:
        colours = {"warning": "#f0a030", "over": "#ff5a4f", "paused": "#9aa0a8"}
        default = "#f4f1ea" if self._night else theme.hex_color("ink")
        self.timer.setText(textv)
        self.timer.setStyleSheet(f"color: {colours.get(state, default)};")

    def texts(self) -> list[str]:
        if self.story_page.page is not None:
            return self.story_page.texts() + [self.windowTitle()]
        out = [self.phase.text(), self.timer.text(), self.info.text(), self.windowTitle()]
        for w in self.seats:
            out.extend(w.texts())
        return [t for t in out if t]
