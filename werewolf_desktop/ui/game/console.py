"""The console screen: the seats, the step card, the buttons for this step, the ballot, the timer,
the timeline, and the banner where the engine's refusals are shown (non-modal).

The console holds no rule. It reads `game.prompt`, turns a click or a key into one input dict and
hands it to the session (`game.apply` → `store.append_input` → the session's `changed`, which it listens
to like every other screen). A seat picked or let go before the input is made stays here (`SELECTION`).
What is legal is the prompt's word; whether an input is accepted is the engine's (a `RuleError` → the banner).
"""
from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QHBoxLayout, QLineEdit, QPushButton, QSpinBox, QSplitter,
                               QStackedWidget, QVBoxLayout, QWidget)

from ...engine import RuleError
from ...store.errors import StoreError, not_saved_text
from ..session import SELECTION, follow
from ...i18n import tr
from .. import theme
from .action_bar import ActionBar
from .ballot import BallotPanel, on_ballot
from ..widgets.banner import Banner
from ..widgets.flow_layout import FlowLayout
from .picks import STEP_KINDS, Pick, active_action, choice, marks_for, mode_actions, pick_for
from .correct_card import ASKS_CARD, open_correct_menu
from .refusal import refusal
from .seat_circle import SeatCircle
from .seat_keys import SeatKeys
from .step_inputs import StepInputs
from .private_view import PrivateFullScreen
from .step_card import StepCard, action_text, step_name, title_for
from .timeline import TimelinePanel
from .timer import StepTimer, step_key, timer_kind
from .timer_widgets import TimerWidget

def discard(widget) -> None:
    """Remove a widget now (hidden and unparented at once, deleted by the event loop)."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()


# ------------------------------------------------------------------------------------ small parts
# ------------------------------------------------------------------------------------ the console
MOVED_GRACE = 1.0        # seconds after hands-free moved on in which an Enter is not taken for the new step


class Console(ActionBar, SeatKeys, QWidget):
    stepMoved = Signal()             # the game is at another step than at the last refresh

    def __init__(self, lang: str, timer: StepTimer, parent=None):
        super().__init__(parent)
        self.setObjectName("Console")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.StrongFocus)
        self.lang = lang
        self.second_lang: str | None = None
        self.privacy = False
        self.session = None
        self.timer = timer
        self.selection: set[int] = set()
        self.active_action: str | None = None
        self.typed = ""
        self.pick: Pick | None = None
        self._prompt = None
        self._timer_key = None
        self._ballot_key = None
        self._shown_key = None
        self._card_extra = None
        self._refused: tuple | None = None     # the refusal shown (err, input, its words): reworded at F9
        self._typed_timer = QTimer(self)
        self._typed_timer.setSingleShot(True)
        self._typed_timer.setInterval(900)
        self._typed_timer.timeout.connect(self.commit_typed)

        self.banner = Banner()
        self.circle = SeatCircle(lang)
        self.circle.seatClicked.connect(self.on_seat)
        self.circle.seatMenu.connect(lambda seat, where: open_correct_menu(self, seat, where))
        self.ballot = BallotPanel(lang)
        self.ballot.submitted.connect(self.send)
        self.ballot.refused.connect(lambda m: self.banner.show_message(m))
        # one submit button (issue 29.15): the big one, with the ballot's own count ("Submit (10/12 entered)")
        self.ballot.submit_btn.hide()
        self.ballot.model.votesChanged.connect(self._ballot_label)
        self.left = QStackedWidget()
        self.left.addWidget(self.circle)
        self.left.addWidget(self.ballot)
        self.card = StepCard(lang)
        self.card.fullScreenRequested.connect(self.show_private_full_screen)
        self.timer_widget = TimerWidget(timer, lang)
        self.card.timer_slot.addWidget(self.timer_widget)
        self.buttons_host = QWidget()
        self.buttons_host.setObjectName("ActionBar")
        self.buttons_host.setStyleSheet("QWidget#ActionBar { background: transparent; }")
        self.flow = FlowLayout(self.buttons_host)
        right = self._right_column(lang)
        self.timeline = TimelinePanel(lang)
        self.timeline.hide()
        self.splitter = QSplitter(Qt.Horizontal)
        self.splitter.addWidget(self.left)
        self.splitter.addWidget(right)
        self.splitter.addWidget(self.timeline)
        self.splitter.setStretchFactor(0, 1)       # the step card as wide as the table: the lines
        self.splitter.setStretchFactor(1, 1)       # read aloud fit without scrolling (de too)
        self.splitter.setStretchFactor(2, 1)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 10)
        layout.setSpacing(6)
        layout.addWidget(self.banner)
        layout.addWidget(self.splitter, 1)
        self.dynamic: list[QWidget] = []
        self.thief_cards: list[QComboBox] = []
        self._full_screen = None
        self._split_done = False
        self.clock = time.monotonic
        self._auto_moved_at: float | None = None

    def _right_column(self, lang: str) -> QWidget:
        """The step card (or the ballot's tally), the step's inputs and buttons, the bottom bar."""
        bottom = self._bottom_bar()
        right = QWidget()
        right.setMinimumWidth(400)
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.card, 1)
        rl.addWidget(self.ballot.tally_box, 1)
        self.ballot.tally_box.hide()
        self.inputs = StepInputs(lang)          # seed 004: a role picked on the device, each member's point
        self.inputs.hide()
        self.inputs.make_input = self._act_input
        self.inputs.act.connect(self.send)
        self.inputs.roleChosen.connect(lambda _role: self._role_buttons())
        rl.addWidget(self.inputs)
        rl.addWidget(self.buttons_host)
        rl.addLayout(bottom)
        return right

    def _bottom_bar(self) -> QHBoxLayout:
        """Undo on the left, the step's main button (Enter) wide on the right."""
        self.primary_btn = QPushButton()
        self.primary_btn.setObjectName("Primary")
        self.primary_btn.setFont(theme.font(13, bold=True))
        self.primary_btn.clicked.connect(self.primary)
        self.undo_btn = QPushButton()
        self.undo_btn.setObjectName("Undo")
        self.undo_btn.clicked.connect(self.undo)
        for b in (self.primary_btn, self.undo_btn):
            b.setFocusPolicy(Qt.NoFocus)
            b.setMinimumHeight(40)
        bottom = QHBoxLayout()
        bottom.addWidget(self.undo_btn)
        bottom.addStretch(1)
        bottom.addWidget(self.primary_btn, 2)
        return bottom

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt style
        super().resizeEvent(event)
        if not self._split_done and self.splitter.width() > 600:
            self._split_done = True       # once: the table and the step card half and half
            half = self.splitter.width() // 2
            self.splitter.setSizes([half, half, 0 if self.timeline.isHidden() else half // 2])

    # ------------------------------------------------------------------ session
    def set_session(self, session) -> None:
        follow(self.session, session, self.on_changed)
        self.session = session
        self._timer_key = None
        self._ballot_key = None
        self.banner.hide()
        if session is not None:
            self.refresh()
            self.ballot.grid_host.prepare(len(session.state.seats))     # the ballot grid, built while the night runs

    def on_changed(self, changes=None, initiator=None) -> None:
        """The session's `changed`: after one accepted input only what it moved is redrawn (the
        seats it changed, the step card and buttons when the prompt moved, the timeline when it
        grew); an undo or a changed choice redraws everything. An input made elsewhere (the narrator
        moving on) leaves the console as one of its own does (`send`)."""
        if initiator is not None and initiator is not self:
            self.banner.hide()
            self.active_action = None
        self.selection.clear()
        self.inputs.reset()
        self.typed = ""
        self.refresh(None if changes is None or changes.everything else changes)

    # ------------------------------------------------------------------ modes
    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self.ballot.retranslate(lang)
        self.timer_widget.retranslate(lang)
        self.timeline.retranslate(lang)
        self.refresh()
        self._say_refusal_again()

    def set_second_lang(self, lang: str | None) -> None:
        self.second_lang = lang
        self.refresh()

    def set_privacy(self, on: bool) -> None:
        self.privacy = on
        self.ballot.set_privacy(on)
        if on and self._full_screen is not None:
            self._full_screen.close()
        self.refresh()
        self._say_refusal_again()

    def _say_refusal_again(self) -> None:
        """The refusal still on the banner, said again as the console now speaks (F9, another language)."""
        if self._refused is not None and self.banner.text() == self._refused[2]:
            self.show_refusal(*self._refused[:2])

    def set_timeline_visible(self, on: bool) -> None:
        self.timeline.setVisible(on)

    # ------------------------------------------------------------------ refresh
    def refresh(self, changes=None) -> None:
        """Redraw the console; `changes` (a session `Changes`): only what it says moved."""
        s = self.session
        if s is None:
            return
        if s.over:                  # the window shows the game-over page (it listens to the session too)
            self.timer.start(None)
            return
        prompt = s.prompt
        state = s.state
        self._prompt = prompt
        lang = self.lang
        extra = self.inputs.show_step(prompt, state, lang, self.privacy, self.active_action, self.selection)
        self.pick = pick_for(prompt, state, lang, self.active_action, lambda: self.thief_cards, self._act_input,
                             self.inputs.seat_roles)
        marks = marks_for(prompt, state, lang, self.pick, self.privacy, self.selection)
        if not self.privacy:
            marks.tags.update(self.inputs.seat_tags(lang))
        title = tr("ui.proj.night" if prompt.phase == "night" else "ui.proj.day", lang,
                   n=prompt.night if prompt.phase == "night" else prompt.day)
        self.circle.set_state(state, lang, self.privacy, marks, title, step_name(prompt, lang),
                              seats=None if changes is None else changes.seats)
        self.circle.set_typed(self.typed)
        voting = on_ballot(prompt)
        if voting:
            key = (len(s.game.inputs), prompt.kind, prompt.day, tuple(prompt.candidates), tuple(prompt.voters))
            if key != self._ballot_key:
                self._ballot_key = key
                names = {x.seat: x.name for x in state.seats}
                self.ballot.load(prompt, names, title_for(prompt, lang))
            else:
                self.ballot.title.setText(title_for(prompt, lang))
            if self.left.currentWidget() is not self.ballot:
                self.left.setCurrentWidget(self.ballot)
            self.ballot.tally_box.show()
            self.ballot.entry.setFocus()
        else:
            self._ballot_key = None
            self.ballot.tally_box.hide()
            if self.left.currentWidget() is not self.circle:
                self.left.setCurrentWidget(self.circle)
        if self.pick and self.pick.need == 2 and self.selection and not extra:
            extra = tr("ui.console.picked_one", lang, seats=sorted(self.selection))
        if changes is None or changes.prompt_moved or extra != self._card_extra:
            self.card.show_prompt(prompt, state, lang, self.second_lang, self.privacy, extra)
        if changes is None or changes.prompt_moved or changes.seats:
            self._build_buttons(prompt, state)
        self._card_extra = extra
        self.primary_btn.setText(self._primary_label(prompt) + "  ⏎")
        self._primary_state(prompt)
        self.undo_btn.setText(tr("ui.console.undo", lang))
        self.undo_btn.setEnabled(s.game.can_undo())
        shown = (len(s.game.inputs), prompt.kind, prompt.step, prompt.seat)
        moved = shown != self._shown_key
        if self._full_screen is not None and moved:
            self._full_screen.close()        # the private info belonged to the previous step
        self._shown_key = shown
        if moved:
            self.banner.step_moved()
            self.stepMoved.emit()
        key = step_key(prompt)
        if key != self._timer_key:
            self._timer_key = key
            self.timer.start(timer_kind(prompt))
        if self.timeline.isVisible() and (changes is None or changes.entries):
            self.timeline.set_timeline(state, lang, self.privacy)
        if s.notice is not None:
            self.banner.show_message(s.notice.message(lang))
            s.notice = None

    def refresh_timeline(self) -> None:
        if self.session is not None:
            self.timeline.set_timeline(self.session.state, self.lang, self.privacy)

    # ------------------------------------------------------------------ buttons of this step
    def _clear_dynamic(self) -> None:
        """Take the step's controls out; push buttons are put aside for the next step (`ActionBar`)."""
        self._spare = {}
        while self.flow.count():
            w = self.flow.takeAt(0).widget()
            if type(w) is QPushButton and w.objectName() and w.objectName() not in self._spare:
                self._spare[w.objectName()] = w
            elif w is not None:
                discard(w)
        self.dynamic = []
        self.thief_cards = []
        self.reveal_box = None

    def _add(self, widget) -> None:
        self.flow.addWidget(widget)
        widget.show()
        self.dynamic.append(widget)

    def _act_input(self, a: dict, **extra) -> dict:
        """An action's input, with the yes/no reveal choice when the action asks it (seed 004)."""
        inp = {"t": "act", "action": a["id"], **extra}
        roles = self.inputs.role_input(a)
        if roles and "roles" not in inp:              # an action taking only a role: the one in the list
            inp["roles"] = roles
        if a.get("ask_reveal"):
            inp["reveal"] = bool(self.reveal_box is not None and self.reveal_box.isChecked())
        return inp

    def _typed_input(self, c: dict, a: dict, state) -> None:
        """Actions entered without pointing at seats (the engine's `text` and `tally` choices): a
        question typed on the device (the Medium), or the dead's thumbs counted."""
        lang, label = self.lang, action_text("act.mode", a, self.lang)
        if c["type"] == "text":
            box = QLineEdit()
            box.setObjectName(f"Text_{a['id']}")
            hint = tr(f"ui.act.text.{a['id']}", lang)          # the Journalist's journal; else the Medium's question
            box.setPlaceholderText(tr("ui.act.question", lang) if hint.startswith("ui.act.text.") else hint)
            box.setMinimumWidth(260)
            self._add(box)
            self._button(label, lambda: self.send(self._act_input(a, text=box.text())), name=c["id"])
        else:
            spins = []
            for key in ("ui.act.yes", "ui.act.no"):
                spin = QSpinBox()
                spin.setRange(0, c["most"])
                spin.setPrefix(tr(key, lang) + " ")
                spin.setObjectName(key.rsplit(".", 1)[1].capitalize() + f"_{a['id']}")
                self._add(spin)
                spins.append(spin)
            self._button(label, lambda: self.send(self._act_input(a, yes=spins[0].value(), no=spins[1].value())),
                         name=c["id"])

    def _build_buttons(self, prompt, state) -> None:
        self._clear_dynamic()
        names = {x.seat: x.name for x in state.seats}
        woken = prompt.kind in STEP_KINDS and not prompt.identify
        if woken:
            self._mode_buttons(prompt)
        self._choice_buttons(prompt, state, names)
        if woken:
            self._role_buttons()
        if prompt.identify and "identify" in prompt.allowed and prompt.identify_cards:
            self._set_aside_cards(prompt, state)
        for w in self._spare.values():            # the last step's buttons not asked for again
            discard(w)
        self._spare = {}
        self.buttons_host.setVisible(bool(self.dynamic))
        self.flow.invalidate()
        self.buttons_host.updateGeometry()

    def _mode_buttons(self, prompt) -> None:
        """A woken role's reveal tick and which action a seat click means (the actions offered as
        buttons of their own, the antidote, are the engine's choices)."""
        lang = self.lang
        if any(a["available"] and a.get("ask_reveal") for a in prompt.actions):
            self.reveal_box = QCheckBox(tr("ui.act.reveal", lang))     # seed 004: Barber, Royal Knight
            self.reveal_box.setObjectName("Reveal")
            self._add(self.reveal_box)
        active = active_action(prompt, self.active_action)
        # an action that cannot be used now is shown greyed with the reason as its tooltip; in
        # privacy mode it is left out (as before)
        shown = mode_actions(prompt, self.privacy)
        if len(shown) > 1 or any(not a["available"] for a in shown):
            for a in shown:
                b = self._button(action_text("act.mode", a, lang), lambda aid=a["id"]: self.set_active(aid),
                                 name=f"Mode_{a['id']}", checkable=True, checked=active is a)
                self._explain(b, a)

    def _role_buttons(self) -> None:
        """An action taking a role and a text (the Journalist) is offered once a role is chosen."""
        a = self.inputs.role_action
        if a is None or not a["available"] or a.get("input") != "text":
            return
        b = self.buttons_host.findChild(QPushButton, f"Act_{a['id']}")
        if b is not None:
            chosen = bool(self.inputs.role_input(a))
            b.setEnabled(chosen)
            b.setToolTip("" if chosen else tr("ui.role_picker.pick_role_first", self.lang))

    def _explain(self, widget, a: dict) -> None:
        """Grey a control whose action cannot be used now, with the reason as its tooltip
        (never in privacy mode: the reason would tell what was done)."""
        if not a["available"] and not self.privacy:
            widget.setEnabled(False)
            widget.setToolTip(tr(a["why"], self.lang) if a.get("why") else "")

    def _primary_state(self, prompt) -> None:
        """The main button is greyed, with the reason, while the step still needs its choice."""
        pick = self.pick
        partial = pick is not None and not pick.ready(len(self.selection))
        unset = self._cards_unset()
        ready = not partial and not unset and (on_ballot(prompt) or (pick is not None and pick.need == 0)
                                               or "next" in prompt.allowed)
        self.primary_btn.setEnabled(ready)
        waits = next((c["label"] for c in prompt.choices if c["type"] == "note" and c["label"]["key"] in ASKS_CARD),
                     None) if prompt is not None and not self.privacy else None   # printed: the lot's seat waits for its card
        why = self._still_to_pick(pick) if partial else tr("rule.identify_cards", self.lang, count=unset) if unset else \
            tr(waits["key"], self.lang, **waits["params"]) if waits else tr("rule.action_required", self.lang)
        self.primary_btn.setToolTip("" if ready else why)

    def _cards_unset(self) -> int:
        """How many boxes of the cards a role set aside (the thief's two) are not chosen yet (0: all are)."""
        return len(self.thief_cards) if any(c.currentData() is None for c in self.thief_cards) else 0

    def _still_to_pick(self, pick) -> str:
        """What a choice of several seats still needs: the seats chosen, how many more."""
        return tr("ui.console.picked_some", self.lang, seats=sorted(self.selection),
                  n=pick.least_needed - len(self.selection))

    def _primary_label(self, prompt) -> str:
        """The main button's words: the ballot's submit, what a choice of several seats confirms
        (with the count), the step's own words (the engine's `next` choice), else "Next"."""
        if on_ballot(prompt):
            return self.ballot.submit_btn.text() or tr("ui.console.submit_votes", self.lang)
        seats = choice(prompt, "seats")
        words = seats["confirm"] if seats is not None and seats["many"] and seats["confirm"] else \
            (choice(prompt, "next") or {}).get("label")
        if words is None:
            return tr("ui.console.next", self.lang)
        return tr(words["key"], self.lang, **{**words["params"], "n": len(self.selection)})

    def _ballot_label(self) -> None:
        """The entered count changed: the submit button says it."""
        prompt = self.session.prompt if self.session is not None else None
        if on_ballot(prompt):
            self.primary_btn.setText(self._primary_label(prompt) + "  ⏎")

    def set_active(self, action_id: str) -> None:
        self.active_action = action_id
        self.selection.clear()
        self.refresh()

    # ------------------------------------------------------------------ input
    def on_seat(self, seat: int) -> None:
        pick = self.pick
        if pick is None:
            self.banner.show_message(tr("ui.console.no_pick", self.lang), level="info")
            return
        if pick.role_per_seat:           # seed 004: the seat takes the role chosen in the list
            refused = self.inputs.seat_clicked(seat, seat in self.selection)
            if refused:
                self.banner.show_message(tr(refused, self.lang), level="info")
                return
        if pick.need == 1:
            self.send(pick.make([seat]))
            return
        if seat in self.selection and pick.repeat and len(self.selection) + 1 >= pick.need:
            self.send(pick.make(sorted(self.selection) + [seat]))   # the same player twice (the Cub's kills)
            self.selection.clear()
            return
        if seat in self.selection:
            self.selection.discard(seat)
        elif pick.need == 0 and pick.most and len(self.selection) >= pick.most:
            if pick.most > 1 and pick.too_many is not None:    # which one to drop is the host's to say:
                self.show_refusal(pick.too_many, pick.make(sorted(self.selection) + [seat]))   # click it again
                return
            self.selection.clear()        # one card: the new seat takes the old one's place
            self.selection.add(seat)
        else:
            self.selection.add(seat)
        if pick.need > 1 and len(self.selection) >= pick.need:
            chosen = sorted(self.selection)
            if not self.send(pick.make(chosen)):
                self.selection.clear()
                self.refresh(SELECTION)
            return
        self.refresh(SELECTION)

    def moved_by_itself(self) -> None:
        """Hands-free moved the game on: an Enter pressed for the step before must not confirm this one."""
        self._auto_moved_at = self.clock()

    def primary(self) -> None:
        """Enter: the step's main input (next / confirm the selection / submit the ballot)."""
        if self.session is None or self.session.over:
            return
        if self._auto_moved_at is not None and self.clock() - self._auto_moved_at < MOVED_GRACE:
            self._auto_moved_at = None   # issue 29.4: the key was meant for the step that just moved on
            self.banner.show_message(tr("ui.console.moved_by_itself", self.lang), level="info")
            return
        prompt = self._prompt
        if self.typed:
            self.commit_typed()
            return
        if self.inputs.take_enter():      # ⏎ in the role search: the role found, never the next step
            self.setFocus()
            return
        if on_ballot(prompt):
            self.ballot.primary()
            return
        pick = self.pick
        if pick is not None and not pick.ready(len(self.selection)):
            self.banner.show_message(self._still_to_pick(pick), level="info")     # the greyed button's reason
            return
        if self._cards_unset():
            self.banner.show_message(self.primary_btn.toolTip(), level="info")
            return
        if pick is not None and (pick.need == 0 or (pick.need > 1 and self.selection)):
            self.send(pick.make(sorted(self.selection)))
            return
        self.send({"t": "next"})

    def send(self, inp: dict[str, Any]) -> bool:
        """Hand one input to the session. False (and the banner) if refused or not saved."""
        if self.session is None:
            return False
        try:
            self.session.apply(inp, self)
        except (RuleError, StoreError) as err:
            asked = self.show_refusal(err, inp)
            if asked is not None:
                self.ask_card(asked)           # printed cards: the card asked for at once
            return False
        self.banner.hide()
        self.active_action = None
        if inp.get("t") == "next":
            self.ask_lot_card()
        return True

    def ask_lot_card(self) -> None:
        """Printed cards: nobody was named and the lot just drawn fell on a seat whose card is not known
        yet (the engine holds it): that seat's card menu opens at once, as for a refused click. Not in
        privacy mode (F9): the menu's title would show onlookers where the lot fell."""
        prompt = self.session.prompt if self.session is not None else None
        lot = next((c["label"]["params"]["seat"] for c in prompt.choices if c["type"] == "note"
                    and c["label"]["key"] == "rule.lot_card_unknown"), None) if prompt is not None else None
        if lot is not None and not self.privacy:
            self.ask_card(lot)

    def ask_card(self, seat: int) -> None:
        """Printed cards: the menu of the seat whose card is awaited opens at the seat."""
        tile = self.circle.tile(seat)
        open_correct_menu(self, seat, tile.mapToGlobal(tile.rect().center()))

    def show_refusal(self, err: RuleError | StoreError, inp: dict[str, Any] | None = None) -> int | None:
        """An input refused (the banner says why, in privacy mode only what it may: refusal.py) or not
        saved (the engine took it back: still this step). `inp`: the input refused (None: one the
        host did not point with). Returns the seat whose card menu may open (printed cards), or None."""
        if isinstance(err, StoreError):
            self.banner.show_message(not_saved_text(err, self.lang))
            self._refused = None
            return None
        said = refusal(err, self.lang, self.privacy, inp, self.session.state if self.session is not None else None)
        self.banner.show_message(said.text, level=said.level)
        self._refused = (err, inp, said.text)
        return said.ask_card

    def undo(self) -> bool:
        if self.session is None:
            return False
        try:
            last = self.session.undo(self)
        except (RuleError, StoreError) as err:
            self.show_refusal(err)
            return False
        self.undone(last)
        return True

    def undone(self, last: dict) -> None:
        """After an undo (here, or on the game-over page): an undone ballot comes back with its votes as
        entered, to fix one (issue 29.9); the banner says it was undone."""
        if last.get("t") == "vote" and self.left.currentWidget() is self.ballot:
            self.ballot.restore(last.get("votes") or {})
        self.banner.show_message(tr("ui.console.undone", self.lang), level="info")

    # ------------------------------------------------------------------ private info, full screen
    def show_private_full_screen(self) -> None:
        info = self.card.private_info
        if not info or self.privacy:
            return
        names = {x.seat: x.name for x in self.session.state.seats}
        self._full_screen = PrivateFullScreen(info, self.lang, names, self.window(), self.session.state.ruleset)
        self._full_screen.destroyed.connect(lambda *_: setattr(self, "_full_screen", None))
        self._full_screen.showFullScreen()

    # ------------------------------------------------------------------ for tests and the privacy check
    def texts(self) -> list[str]:
        out = [self.banner.text()] + self.circle.texts() + self.card.texts()
        out += [w.text() for w in self.dynamic if isinstance(w, QPushButton)]
        if self.left.currentWidget() is self.ballot:
            out += self.ballot.texts()
        if self.timeline.isVisible():
            out += self.timeline.texts()
        return [t for t in out if t]
