"""Beside the step card: the inputs seed 004 adds to a woken player's step, shown only when the step
has them.

- The role list (`widgets/role_picker.py`) when the player picks a role on the moderator's device:
  a role per seat (the Crowd Seeker's and Psychic Wolf's guesses, the Tanner's disguises: choose
  the role, then click the seat), or a role alone (the Receptionist, the Disguised Fox's disguise:
  choose it, then "Confirm role"; the Journalist: with the text typed below).
- Each member's point at a group's kill (`widgets/group_votes.py`: the pack, the cult); the
  engine's hidden weights decide. Not in privacy mode.

What is legal stays the prompt's word (`picks.py`); the console sends what is made here.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from ...i18n import tr
from ..roles import display_name
from ..widgets.group_votes import GroupVotes
from ..widgets.role_picker import RolePicker
from .picks import group_vote_action, role_action


class StepInputs(QWidget):
    """`act` carries an input for the console to send: a role alone confirmed, or the members'
    points; `roleChosen` the role now chosen in the list ("" for none)."""

    act = Signal(dict)
    roleChosen = Signal(str)

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("StepInputs")
        self.lang = lang
        self.picker = RolePicker(lang)
        self.confirm_btn = QPushButton()
        self.confirm_btn.setObjectName("ConfirmRole")
        self.confirm_btn.setFocusPolicy(Qt.NoFocus)
        self.confirm_btn.setMinimumHeight(32)
        self.confirm_btn.clicked.connect(lambda _=False: self.confirm(self.picker.current()))
        self.votes = GroupVotes(lang)
        self.votes.submitted.connect(self._points)
        self.picker.chosen.connect(self._chosen)
        self.picker.confirmed.connect(self.confirm)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.picker, 1)
        layout.addWidget(self.confirm_btn)
        layout.addWidget(self.votes)
        self.role_action: dict | None = None
        self.vote_action: dict | None = None
        self.seat_roles: dict[int, str] = {}        # a role-per-seat step: the role given to each seat clicked
        self._step: tuple | None = None
        self.make_input = lambda a, **extra: {"t": "act", "action": a["id"], **extra}

    # ------------------------------------------------------------------ what this step shows
    def show_step(self, prompt, state, lang: str, privacy: bool, wanted: str | None, selection: set[int]) -> str:
        """Show what the step needs; returns the line for the step card's questions (the roles
        given so far, not in privacy mode)."""
        self.lang = lang
        self.seat_roles = {s: r for s, r in self.seat_roles.items() if s in selection}
        step = (prompt.phase, prompt.night, prompt.day, prompt.kind, prompt.step)
        if step != self._step:             # another step: the role chosen for the last one is not this one's
            self._step = step
            self.picker.forget()
        a = self.role_action = role_action(prompt, wanted)
        self.picker.setVisible(a is not None)
        if a is not None:
            self.picker.set_roles(a["pick_role"], lang)
        self.confirm_btn.setVisible(self.role_only())
        self._confirm_label()
        v = self.vote_action = group_vote_action(prompt, privacy)      # the engine's `points` choice
        self.votes.setVisible(v is not None)
        if v is not None:
            names = {x.seat: x.name for x in state.seats}
            self.votes.load(v["voters"], v["seats"], names, lang)
        self.setVisible(a is not None or v is not None)
        if privacy or not self.seat_roles:
            return ""
        return tr("ui.role_picker.picked", lang, pairs=", ".join(
            f"{s} = {display_name(r, lang)}" for s, r in sorted(self.seat_roles.items())))

    def seat_tags(self, lang: str) -> dict[int, str]:
        """The role given to each seat clicked, for the seat's tile."""
        return {s: "? " + display_name(r, lang) for s, r in self.seat_roles.items()}

    def role_only(self) -> bool:
        """The role list's action takes a role and no seat, confirmed with the button under the list
        (not the Journalist's: its text and role go with its own button)."""
        a = self.role_action
        return a is not None and not a["targets"] and a.get("input", "seats") == "seats"

    def reset(self) -> None:
        """A new input was applied: the roles given to seats and the role chosen belonged to the last choice."""
        self.seat_roles.clear()
        self.picker.forget()

    # ------------------------------------------------------------------ a seat clicked
    def seat_clicked(self, seat: int, selected: bool) -> str | None:
        """A seat clicked at a role-per-seat step: a seat chosen before gives its role back; a new
        one takes the role chosen in the list. The key of what to tell the host when it cannot."""
        if selected:
            self.seat_roles.pop(seat, None)
            return None
        role = self.picker.current()
        if not role:
            return "ui.role_picker.pick_first"
        self.seat_roles[seat] = role
        self.picker.search.clear()         # the next seat's role is searched afresh
        return None

    # ------------------------------------------------------------------ Enter, confirm, points
    def take_enter(self) -> bool:
        """Enter while the search field has the focus: choose the role found (a role alone is
        confirmed at once). True when the key was used here."""
        if not self.picker.isVisible() or not self.picker.search.hasFocus():
            return False
        role = self.picker.current()
        if role and self.role_only():
            self.confirm(role)
        return True                              # else the role is chosen: the next keys are seats and Enter

    def role_input(self, a: dict) -> list[str] | None:
        """The role of an action that takes a role and no seat (the Journalist's too)."""
        if self.role_action is not None and a["id"] == self.role_action["id"] and a["pick_role"] and not a["targets"]:
            role = self.picker.current()
            return [role] if role else None
        return None

    def confirm(self, role: str | None) -> None:
        if role and self.role_only():
            self.act.emit(self.make_input(self.role_action, roles=[role]))

    def _chosen(self, role: str) -> None:
        self._confirm_label()
        self.roleChosen.emit(role)

    def _confirm_label(self) -> None:
        role = self.picker.current() if self.role_only() else None
        self.confirm_btn.setEnabled(bool(role))
        self.confirm_btn.setText(tr("ui.role_picker.confirm", self.lang, role=display_name(role, self.lang)) if role
                                 else tr("ui.role_picker.confirm_none", self.lang))

    def _points(self, votes: dict) -> None:
        if self.vote_action is not None:
            self.act.emit({**self.vote_action["input"], "votes": votes})
