"""The console's action bar: a button or a menu of seats for one input, the cards a role set aside
at the deal, and the day's own buttons (nobody runs, withdraw, the badge, no shot, the speaking
order, the Idiot's reveal, self-destruct). A mixin of `Console`: it needs `flow`, `dynamic`,
`thief_cards`, `card`, `lang`, `privacy` and `send`."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QMenu, QPushButton

from ...i18n import text, tr


DANGER = "QPushButton { color: #a8262b; font-weight: bold; }"


class ActionBar:
    """The step's buttons are kept from one input to the next: `_clear_dynamic` puts the last step's
    push buttons aside by name and `_button` / `_menu_button` set one of them again (text, tooltip,
    state, what a click does) instead of building it anew; those not asked for again are dropped
    (`_drop_spare`). A day's ten speeches keep the same three buttons (issue 21.3)."""

    _spare: dict = {}

    def _take(self, name: str, menu: bool) -> QPushButton:
        """The last step's button of this name and kind, or a new one."""
        b = self._spare.pop(name, None) if name else None
        if b is None or (b.menu() is not None) != menu:
            if b is not None:
                self._spare[name] = b           # another kind: dropped with the rest
            b = QPushButton()
            b.setFocusPolicy(Qt.NoFocus)
            b.setMinimumHeight(34)
            b.setObjectName(name)
            b.on_click = None
            b.clicked.connect(lambda _=False, b=b: b.on_click and b.on_click())
        b.setEnabled(True)
        return b

    def _place(self, b: QPushButton) -> QPushButton:
        self.flow.addWidget(b)
        b.show()
        self.dynamic.append(b)
        return b

    def _button(self, label: str, on_click, name: str = "", danger: bool = False, checkable: bool = False,
                checked: bool = False, tip: str = "") -> QPushButton:
        b = self._take(name, menu=False)
        b.setText(label)
        if b.property("danger") != danger:            # (style sheets cost: set when they change)
            b.setProperty("danger", danger)
            b.setStyleSheet(DANGER if danger else "")
        b.setCheckable(checkable)
        b.setChecked(checkable and checked)
        b.setToolTip(tip)
        b.on_click = on_click
        return self._place(b)

    def _menu_button(self, label: str, items: list[tuple[str, dict]], name: str, danger: bool = False) -> QPushButton:
        b = self._take(name, menu=True)
        b.setText(label)
        b.setToolTip("")
        if b.property("danger") != danger:
            b.setProperty("danger", danger)
            b.setStyleSheet(DANGER if danger else "")
        if getattr(b, "items", None) != items:        # the same seats: the same menu
            b.items = items
            old = b.menu()
            menu = QMenu(b)
            for text_, inp in items:
                act = menu.addAction(text_)
                act.setObjectName(f"{name}_{inp.get('seat')}")
                act.triggered.connect(lambda _=False, i=inp: self.send(i))
            b.setMenu(menu)
            if old is not None:
                old.deleteLater()
        b.ensurePolished()                  # measured in the font its style sheet gives it (bold for danger)
        b.setMinimumWidth(b.fontMetrics().horizontalAdvance(label) + 48)     # room for the menu arrow
        return self._place(b)

    def _set_aside_cards(self, prompt, state) -> None:
        """The cards a role set aside at the deal (thief 2, drunk 1), chosen from the deck."""
        from ...engine import catalogue

        lang = self.lang
        for i in range(prompt.identify_cards):
            combo = QComboBox()
            combo.setObjectName(f"ThiefCard{i}")
            for role in catalogue().dealt_roles():
                if role.id in state.deck:
                    combo.addItem(text(role.name, lang), role.id)
            self.flow.addWidget(combo)
            combo.show()
            self.dynamic.append(combo)
            self.thief_cards.append(combo)

    def _day_buttons(self, prompt, state, names: dict[int, str]) -> None:
        """The day's buttons: nobody runs, withdraw, the badge, no shot, the speaking order, the
        Idiot's reveal, self-destruct."""
        lang = self.lang
        kind = prompt.kind
        if kind == "election_candidates":
            self._button(tr("ui.console.nobody_runs", lang), lambda: self.send({"t": "candidates", "seats": []}),
                         name="NobodyRuns")
        if "withdraw" in prompt.allowed and prompt.candidates:
            items = [(f"{s} · {names[s]}", {"t": "withdraw", "seat": s}) for s in prompt.candidates]
            if kind == "election_speech" and prompt.seat in prompt.candidates:
                self._button(tr("ui.console.withdraw_speaker", lang, seat=prompt.seat),
                             lambda: self.send({"t": "withdraw", "seat": prompt.seat}), name="WithdrawSpeaker")
            self._menu_button(tr("ui.console.withdraw", lang), items, name="Withdraw")
        if kind == "badge":
            self._button(tr("ui.console.tear_badge", lang), lambda: self.send({"t": "badge", "seat": None}),
                         name="TearBadge", danger=True)
        if kind == "hunter_shot":
            self._button(tr("ui.console.no_shot", lang), lambda: self.send({"t": "shoot", "seat": None}), name="NoShot")
        if kind == "direction":
            default = prompt.default
            for d in ("up", "down"):
                label = tr(f"ui.console.direction_{d}", lang) + (" ★" if d == default else "")
                self._button(label, lambda d=d: self.send({"t": "direction", "direction": d}), name=f"Direction_{d}")
            if prompt.candidates:
                self.card.ask.setText(self.card.ask.text() + ("\n" if self.card.ask.text() else "")
                                      + tr("ui.console.order_preview", lang, order=" → ".join(map(str, prompt.candidates))))
                self.card.ask.show()
        if kind in ("speech", "pk_speech") and len(prompt.candidates) > 1:
            rest = " → ".join(map(str, prompt.candidates[1:]))
            self.card.ask.setText(self.card.ask.text() + ("\n" if self.card.ask.text() else "")
                                  + tr("ui.console.order_left", lang, order=rest))
            self.card.ask.show()
        if kind == "idiot_reveal":
            self._button(tr("ui.console.idiot_reveals", lang), lambda: self.send({"t": "reveal", "reveal": True}),
                         name="Reveal")
            self._button(tr("ui.console.idiot_hides", lang), lambda: self.send({"t": "reveal", "reveal": False}),
                         name="NoReveal")
        if kind == "lynch_count":                    # 004:843: the Mayor above 15 living players
            for n, key in ((1, "ui.console.lynch_top_one"), (2, "ui.console.lynch_top_two")):
                self._button(tr(key, lang), lambda n=n: self.send({"t": "decide", "count": n}), name=f"LynchCount_{n}")
        if prompt.resign:                            # 004:838: an office holder steps down (from dusk)
            items = [(tr("ui.console.resign_item", lang, seat=s, name=names[s], office_role=o), {"t": "resign", "seat": s, "office": o})
                     for s, held in prompt.resign.items() for o in held]
            self._menu_button(tr("ui.console.resign", lang), items, name="Resign")
        if prompt.self_destruct:
            seats = state.alive() if self.privacy else prompt.self_destruct
            items = [(f"{s} · {names[s]}", {"t": "self_destruct", "seat": s}) for s in seats]
            self._menu_button(tr("ui.console.self_destruct", lang), items, name="SelfDestruct", danger=True)
