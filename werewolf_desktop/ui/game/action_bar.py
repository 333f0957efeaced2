"""The console's action bar: a button or a menu of seats for one input, the cards a role set aside
at the deal, and the prompt's choices drawn by their type (engine/choices.py: the day's nobody
runs, withdraw, the badge, no shot, the speaking order, the Idiot's reveal, self-destruct; a night's
antidote, the thief's cards, a text or a tally). A mixin of `Console`: it needs `flow`, `dynamic`,
`thief_cards`, `card`, `lang`, `privacy`, `send`, `_act_input`, `_typed_input` and `_explain`."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QMenu, QPushButton

from ...i18n import text, tr
from .step_card import action_text


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
            combo.addItem(tr("ui.console.card_aside_pick", lang), None)     # chosen by the host, never assumed
            for role in catalogue().dealt_roles():
                if role.id in state.deck:
                    combo.addItem(text(role.name, lang), role.id)
            combo.currentIndexChanged.connect(lambda *_: self._primary_state(self._prompt))
            self.flow.addWidget(combo)
            combo.show()
            self.dynamic.append(combo)
            self.thief_cards.append(combo)

    def _words(self, words: dict | None, **more) -> str:
        """A choice's label (`{"key", "params"}`) in the console's language."""
        return tr(words["key"], self.lang, **{**words["params"], **more}) if words else ""

    def _choice_buttons(self, prompt, state, names: dict[int, str]) -> None:
        """The prompt's choices drawn by their type, whatever the step (engine/choices.py): a
        button, a menu of seats, a text or a tally with its button, a line for the host. Seats to
        click, the ballot, the members' points and the main button's words are drawn elsewhere.
        A choice for a night action is left out when the action cannot be used (in privacy mode
        always, else once done) — unless it is `always` there — and greyed with the reason."""
        actions = {a["id"]: a for a in prompt.actions}
        for c in prompt.choices:
            a = actions.get(c.get("action") or "")
            if a is not None and not a["available"] and (self.privacy or a["done"]) and not (self.privacy and c["always"]):
                continue
            first = len(self.dynamic)
            if c["type"] == "button":
                self._choice_button(c, a)
            elif c["type"] == "menu":
                seats = c["cover_seats"] if self.privacy and c["cover_seats"] is not None else None
                items = c["items"] if seats is None else [{"seat": s, "input": {**c["items"][0]["input"], "seat": s},
                                                           "label": None} for s in seats]
                self._menu_button(self._words(c["label"]), [
                    (self._words(i["label"], name=names[i["seat"]]) if i["label"] else f"{i['seat']} · {names[i['seat']]}",
                     i["input"]) for i in items], name=c["id"], danger=c["danger"])
            elif c["type"] in ("text", "tally"):
                self._typed_input(c, a, state)
            elif c["type"] == "note" and not c["host"]:
                self.card.ask.setText(self.card.ask.text() + ("\n" if self.card.ask.text() else "") + self._words(c["label"]))
                self.card.ask.show()
            if a is not None:
                for w in self.dynamic[first:]:
                    self._explain(w, a)

    def _choice_button(self, c: dict, a: dict | None) -> None:
        """One button: its words (in privacy mode its cover words; a night action's own words when
        it has none), ★ on the default; a night action's input completed as the console makes it."""
        words = c["cover"] if self.privacy and c["cover"] else c["label"]
        label = self._words(words) if words or a is None else action_text("act.mode", a, self.lang)
        if c["default"]:
            label += " ★"
        inp = c["input"]
        if a is None:
            on_click = lambda inp=inp: self.send(inp)  # noqa: E731
        else:
            extra = {k: v for k, v in inp.items() if k not in ("t", "action")}
            on_click = lambda a=a, extra=extra: self.send(self._act_input(a, **extra))  # noqa: E731
        b = self._button(label, on_click, name=c["id"], danger=c["danger"], tip=tr(c["tip"], self.lang) if c["tip"] else "")
        if c["blocked"] and not self.privacy:        # (greyed in privacy mode, it would tell the secret)
            b.setEnabled(False)
            b.setToolTip(tr(c["blocked"], self.lang))
