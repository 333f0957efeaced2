"""The end of a game: who won and why (the team's win, then each co-win and ascension with its own
reason and rule), every role revealed, the whole timeline.
The result is already in the history (`store.finish_game`, done by the session)."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QPushButton, QScrollArea, QTabWidget, QVBoxLayout,
                               QWidget)

from ...describe import rule_label
from ...i18n import cause_words, format_list, text, tr
from .. import theme
from .story_panel import StoryPanel
from .timeline import TimelinePanel
from ..widgets.plain import Label


class RevealCard(QFrame):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.art = Label()
        self.title = Label()
        self.title.setFont(theme.font(12.5, bold=True))
        self.role = Label()
        self.role.setFont(theme.font(12))
        self.status = Label()
        self.status.setFont(theme.font(10))
        self.status.setWordWrap(True)
        col = QVBoxLayout()
        col.setSpacing(1)
        col.addWidget(self.title)
        col.addWidget(self.role)
        col.addWidget(self.status)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.art)
        layout.addLayout(col, 1)
        self.team = "none"
        self.won = False

    def show_seat(self, s, lang: str, won: bool, sheriff: bool, ruleset: str = "") -> None:
        from ...engine import catalogue

        role = catalogue().roles.get(s.role) if s.role else None
        self.team = role.team if role else "none"
        self.won = won
        self.art.setPixmap(theme.role_art(s.role, 44, self.devicePixelRatioF()))
        self.art.setFixedSize(44, 44)
        marks = (" ★" if sheriff else "") + (" ♥" if s.lover else "")
        self.title.setText(f"{s.seat} · {s.name}{marks}")
        rname = text(role.name, lang) if role else "?"
        if s.original_role and s.original_role != s.role:
            rname += " (" + tr("ui.over.was", lang, role=s.original_role) + ")"
        self.role.setText(rname)
        ascended = s.status.get("ascended")
        if s.alive:
            status = tr("ui.over.alive", lang)
        elif isinstance(ascended, dict) and s.death and s.death.causes == ["ascended"]:
            when = tr("ui.over.when_night" if s.death.phase == "night" else "ui.over.when_day", lang, n=s.death.number)
            status = tr("ui.over.ascended_status", lang, when=when)
        elif s.death:
            status = "☠ " + cause_words(s.death.causes, lang, ruleset)
            when = tr("ui.over.when_night" if s.death.phase == "night" else "ui.over.when_day", lang, n=s.death.number)
            status += f" ({when}, {rule_label(s.death.rule, lang)})"
        else:
            status = tr("ui.seat.not_in_play", lang)
        self.status.setText(status)
        self.role.setStyleSheet(f"color: {theme.team_hex(self.team)};")
        self.update()

    def texts(self) -> list[str]:
        return [self.title.text(), self.role.text(), self.status.text()]

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(theme.team_color(self.team), 4 if self.won else 1.5))
        p.setBrush(theme.team_color(self.team, light=True) if self.won else QColor("#f3f3f1"))
        p.drawRoundedRect(self.rect().adjusted(2, 2, -2, -2), 8, 8)
        p.end()


class GameOverView(QWidget):
    newGame = Signal()
    exportRecord = Signal()
    undoRequested = Signal()
    closePhones = Signal()

    def __init__(self, lang: str, parent=None):
        super().__init__(parent)
        self.setObjectName("GameOver")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.lang = lang
        self.headline = Label()
        self.headline.setObjectName("Winner")
        self.headline.setFont(theme.font(28, bold=True))
        self.headline.setWordWrap(True)
        self.reason = Label()
        self.reason.setObjectName("WinnerReason")
        self.reason.setFont(theme.font(13))
        self.reason.setWordWrap(True)
        self.saved = Label()
        self.saved.setStyleSheet("color: #5a6270;")
        self.new_btn = QPushButton()
        self.new_btn.setObjectName("Primary")
        self.new_btn.clicked.connect(self.newGame)
        self.export_btn = QPushButton()
        self.export_btn.clicked.connect(self.exportRecord)
        self.undo_btn = QPushButton()
        self.undo_btn.clicked.connect(self.undoRequested)
        self.phones_btn = QPushButton()         # the phones show the story until closed (issue 33)
        self.phones_btn.clicked.connect(self.closePhones)
        self.phones_btn.hide()
        for b in (self.new_btn, self.export_btn, self.undo_btn, self.phones_btn):
            b.setFocusPolicy(Qt.NoFocus)
        self.cards_host = QWidget()
        self.cards = QGridLayout(self.cards_host)
        self.cards.setSpacing(8)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.cards_host)
        scroll.setFrameShape(QScrollArea.NoFrame)
        self.timeline = TimelinePanel(lang)
        self.story = StoryPanel(lang)             # the story of the game, and the projector's pages (issue 33)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.story, "")
        self.tabs.addTab(self.timeline, "")
        buttons = QHBoxLayout()
        buttons.addWidget(self.saved, 1)
        buttons.addWidget(self.phones_btn)
        buttons.addWidget(self.undo_btn)
        buttons.addWidget(self.export_btn)
        buttons.addWidget(self.new_btn)
        left = QVBoxLayout()
        left.addWidget(self.headline)
        left.addWidget(self.reason)
        left.addWidget(scroll, 1)
        body = QHBoxLayout()
        body.addLayout(left, 3)
        body.addWidget(self.tabs, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.addLayout(body, 1)
        layout.addLayout(buttons)
        self.reveal: list[RevealCard] = []      # the cards of this game's players
        self.pool: list[RevealCard] = []        # every card made so far
        self.session = None
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.new_btn.setText(tr("ui.over.new_game", lang))
        self.export_btn.setText(tr("ui.over.export", lang))
        self.undo_btn.setText(tr("ui.over.undo", lang))
        self.phones_btn.setText(tr("story.ui.close_phones", lang))
        self.timeline.retranslate(lang)
        self.story.retranslate(lang)
        self.tabs.setTabText(0, tr("story.ui.tab", lang))
        self.tabs.setTabText(1, tr("ui.tl.title", lang))
        if self.session is not None:
            self.show_session(self.session, keep_page=True)

    def show_session(self, session, keep_page: bool = False) -> None:
        self.session = session
        lang = self.lang
        state = session.state
        winner = state.winner or {}
        team = winner.get("team", "none")
        self.headline.setText("⚑ " + tr(winner.get("reason", "ui.beat.game_over"), lang))
        self.headline.setStyleSheet(f"color: {theme.team_hex(team)};")
        seats = winner.get("seats") or []
        also = winner.get("also") or []

        def names(of) -> str:
            return format_list([f"{s} {state.seat(s).name}" for s in of], lang) or "—"

        others = {s for a in also for s in a["seats"]}
        lines = [tr("ui.over.winners", lang, team=tr(f"team.{team}", lang),
                    seats=names([s for s in seats if s not in others]), rule=rule_label(winner.get("rule"), lang))]
        for a in also:       # each other win explained: co-wins (004 §5), players who ascended
            key = "ui.over.ascended" if a.get("how") == "ascended" else "ui.over.also"
            lines.append(tr(key, lang, seats=names(a["seats"]), why=a["reason"], rule=rule_label(a.get("rule"), lang)))
        self.reason.setText("\n".join(lines))
        self.saved.setText(tr("ui.over.saved", lang) if session.saved else tr("ui.over.not_saved", lang))
        players = [s for s in state.seats if s.in_play]
        self._grow(len(players))
        for card, s in zip(self.reveal, players):
            card.show_seat(s, lang, s.seat in seats, state.sheriff == s.seat, state.ruleset)
            card.show()
        for card in self.reveal[len(players):]:
            card.hide()
        self.timeline.set_timeline(state, lang, privacy=False)
        from ...story import story

        told = story(state, lang)
        if told is not None:
            self.story.show_story(told, session.game_id if session.saved else None, keep_page)

    def set_phones_open(self, open_: bool) -> None:
        self.phones_btn.setVisible(open_)

    def _grow(self, players: int) -> None:
        """At least a card per player, laid out in 3 columns (2 up to 8 players); the cards are kept
        from game to game."""
        cols = 3 if players > 8 else 2
        while len(self.pool) < players:
            card = RevealCard()
            card.hide()
            self.pool.append(card)
        for i, card in enumerate(self.pool):
            place = (i // cols, i % cols)
            if self.cards.indexOf(card) < 0 or self.cards.getItemPosition(self.cards.indexOf(card))[:2] != place:
                self.cards.removeWidget(card)
                self.cards.addWidget(card, *place)
        self.reveal = self.pool[:players]

    def prepare(self, session) -> None:
        """Made ready while the game runs (an idle moment after it starts): the cards of its players and
        its roles' art at the cards' size, so that the last input of the game only fills them in."""
        state = session.state
        roles = sorted(set(state.deck) | {s.role for s in state.seats if s.role})
        players = sum(1 for s in state.seats if s.in_play)

        def ready() -> None:
            self._grow(players)
            for role in roles:
                theme.role_art(role, 44, self.devicePixelRatioF())
        QTimer.singleShot(0, self, ready)

    def texts(self) -> list[str]:
        out = [self.headline.text(), self.reason.text()]
        for c in self.reveal:
            out.extend(c.texts())
        return out
