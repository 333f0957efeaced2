"""One big card for the current step: the lines to read aloud (and, smaller and grey, the same
lines in a second language), who wakes, what to ask, and the private information to show the
woken player in a big "turn the laptop to the player" form (private_view.py: witch's victim number,
seer's thumb, hunter's thumb, thief's two cards, lovers, pack).

Everything moderator-only (who wakes, notes, private info, death explanations) is hidden in
privacy mode (F9); the lines to read aloud stay.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...describe import note_text, rule_label, words_aloud
from ...i18n import cause_words, format_list, has, tr, tr_election, tr_own
from .. import theme
from ...engine import catalogue
from ..roles import display_name, group_name
from ..keys import key_label
from ..widgets.fit_scroll import FitScroll
from ..widgets.plain import Label
from .picks import takes_seats
from .private_view import PrivateView


def step_name(prompt, lang: str) -> str:
    """"Guard", "Werewolves", "Dawn"… for a night step; the beat's name for a day beat."""
    if prompt.kind == "identify":
        return tr("ui.step.identify", lang, role=prompt.wakes)
    if prompt.kind == "night_step":
        if prompt.step in catalogue().roles:
            return display_name(prompt.step, lang)
        key = f"ui.step.{prompt.step}"
        return tr(key, lang) if has(key) else group_name(prompt.step, lang)    # the Bakers' wake…
    return tr_election(f"ui.beat.{prompt.kind}", lang, getattr(prompt, "ruleset", ""), getattr(prompt, "office", None))


def title_for(prompt, lang: str) -> str:
    if prompt.kind == "game_over":
        return tr("ui.beat.game_over", lang)
    if prompt.phase == "night":
        return tr("ui.card.night_title", lang, night=prompt.night, step=step_name(prompt, lang))
    return tr("ui.card.day_title", lang, day=prompt.day, beat=step_name(prompt, lang))


def read_aloud(prompt, lang: str) -> str:
    """The text the moderator reads to the table in `lang` (describe.words_aloud: the narrator
    says the same words)."""
    return "\n\n".join(words_aloud(prompt, lang))


def action_text(kind: str, action: dict, lang: str) -> str:
    """`ui.ask.<id>` / `ui.act.mode.<id>` for a prompt's action, or the generic wording built from the
    engine's `action.<id>` name when a new role brings an action this screen has no text for, worded
    for what the host does: a seat to click (Enter draws one at random when the action's default is
    "random"), several seats ("up to" when fewer may be chosen), a role to pick in the list, or the
    action's own button (whose label is then the action's name alone)."""
    aid = action["id"]
    key = f"ui.{kind}.{aid}"
    if has(key):
        return tr(key, lang)
    name = tr(f"action.{aid}", lang) if has(f"action.{aid}") else aid
    if not takes_seats(action):
        if kind != "ask":
            return name
        return tr("ui.ask.generic_role" if action.get("pick_role") else "ui.ask.generic_button", lang, action=name)
    n = int(action["targets"])
    if n > 1:
        fewer = action.get("min_targets") is not None and action["min_targets"] < n
        return tr(f"ui.{kind}.generic_up_to" if fewer else f"ui.{kind}.generic_seats", lang, action=name, n=n)
    drawn = kind == "ask" and action.get("default") == "random"
    return tr("ui.ask.generic_random" if drawn else f"ui.{kind}.generic", lang, action=name)


def seats_text(seats, lang: str) -> str:
    return tr("ui.common.seats", lang, seats=list(seats)) if seats else tr("ui.common.nobody", lang)


# ------------------------------------------------------------------------------------ drawings
class StepCard(QFrame):
    """The current step, big."""

    fullScreenRequested = Signal()

    def __init__(self, lang: str, parent=None):
        super().__init__(parent)
        self.setObjectName("StepCard")
        self.lang = lang
        self.second_lang: str | None = None
        self.title = self._label("CardTitle", theme.font(theme.SIZE_HEADER, bold=True))
        self.lines = self._label("Lines", theme.font(theme.SIZE_LINES))
        self.lines.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.second = self._label("Second", theme.font(theme.SIZE_SECOND))
        self.wakes = self._label("Wakes", theme.font(12.5, bold=True))
        self.note = self._label("ModeratorNote", theme.font(12.5, bold=True))
        self.ask = self._label("Ask", theme.font(12.5))
        self._build_private()
        self.explain = self._label("Explain", theme.font(12))
        self.explain.setStyleSheet("QLabel#Explain { background: #f4efe4; border-radius: 6px; padding: 8px; color: #3b2f1a; }")
        self.timer_slot = QVBoxLayout()
        self.timer_slot.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(8)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        layout.addLayout(head)
        layout.addLayout(self.timer_slot)
        # The texts scroll when they are longer than the panel (long lines in de, a second
        # language, extra lines of a variant) instead of being squeezed and cut off; the private
        # panel keeps a height the player can read from a distance.
        texts = QWidget()
        texts.setObjectName("StepTexts")
        tl = QVBoxLayout(texts)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.setSpacing(8)
        for widget in (self.lines, self.second, self.wakes, self.note, self.ask, self.explain):
            tl.addWidget(widget)
        tl.addStretch(1)
        self.text_scroll = FitScroll()
        self.text_scroll.setObjectName("StepTextScroll")
        self.text_scroll.setWidget(texts)
        self.text_scroll.setWidgetResizable(True)
        self.text_scroll.setFrameShape(QFrame.NoFrame)
        self.text_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.text_scroll.setStyleSheet("QScrollArea, QWidget#StepTexts { background: transparent; }")
        self.private_frame.setMinimumHeight(150)
        layout.addWidget(self.text_scroll, 1)
        layout.addWidget(self.private_frame, 1)
        self.prompt = None
        self.private_info: dict | None = None
        self.names: dict[int, str] = {}
        self._fitting = False

    @staticmethod
    def _label(name: str, font) -> QLabel:
        label = Label()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setFont(font)
        return label

    def _build_private(self) -> None:
        """The private panel: what the waking player is shown (their title, the cards, the seats),
        with the button that puts it full screen (F11)."""
        self.private_frame = QFrame()
        self.private_frame.setObjectName("Private")
        self.private_title = self._label("PrivateTitle", theme.font(11, bold=True))
        self.private_view = PrivateView()
        self.full_btn = QPushButton()
        self.full_btn.setObjectName("FullScreenPrivate")
        self.full_btn.setFocusPolicy(Qt.NoFocus)
        self.full_btn.clicked.connect(self.fullScreenRequested)
        ph = QHBoxLayout()
        ph.addWidget(self.private_title, 1)
        ph.addWidget(self.full_btn)
        pl = QVBoxLayout(self.private_frame)
        pl.setContentsMargins(10, 6, 10, 8)
        pl.addLayout(ph)
        pl.addWidget(self.private_view, 1)

    def clear_private(self) -> None:
        """Nothing to show the player: the panel empty and hidden."""
        self.private_info = None
        self.private_view.set_info(None, self.lang, self.names)
        self.private_frame.setVisible(False)

    def show_prompt(self, prompt, state, lang: str, second_lang: str | None, privacy: bool, extra_ask: str = "") -> None:
        """The step's card. The private panel is emptied first and stays hidden if drawing the step
        fails, so a player is never shown the previous step's answer (issue 29.17)."""
        self.clear_private()
        try:
            self._show_prompt(prompt, state, lang, second_lang, privacy, extra_ask)
        except Exception:
            self.clear_private()
            raise

    def _show_prompt(self, prompt, state, lang: str, second_lang: str | None, privacy: bool, extra_ask: str) -> None:
        self.prompt = prompt
        self.lang = lang
        self.second_lang = second_lang if second_lang and second_lang != lang else None
        names = {s.seat: s.name for s in state.seats}
        self.names = names
        self.title.setText(title_for(prompt, lang))
        sheet = f"color: {theme.hex_color('night') if prompt.phase == 'night' else theme.hex_color('day')};"
        if self.title.styleSheet() != sheet:        # (a style sheet costs: set at nightfall and dawn only)
            self.title.setStyleSheet(sheet)
        aloud = read_aloud(prompt, lang)
        self.lines.setText(aloud)
        self.lines.setVisible(bool(aloud))       # (nothing to read yet: a dawn that waits for the cards)
        second = read_aloud(prompt, self.second_lang) if self.second_lang else ""
        self.second.setText(second)
        self.second.setVisible(bool(second))
        # --- moderator only
        wakes = notes = asks = ""
        if not privacy:
            wakes = self._wakes_text(prompt, state, lang)
            notes = self._notes(prompt, lang)
            asks = self._asks(prompt, lang, extra_ask)
        else:
            asks = extra_ask
        self.wakes.setText(wakes)
        self.wakes.setVisible(bool(wakes))
        self.note.setText(notes)
        self.note.setVisible(bool(notes))
        self.ask.setText(asks)
        self.ask.setVisible(bool(asks))
        explain = "" if privacy else self._explain(prompt, state, lang)
        self.explain.setText(explain)
        self.explain.setVisible(bool(explain))
        info = None if privacy else prompt.show
        self.private_info = info
        self.private_frame.setVisible(bool(info))
        self.private_title.setText(tr("ui.private.title", lang))
        self.full_btn.setText(tr("ui.private.full_screen", lang, shortcut=key_label("F11", lang)))
        self.private_view.set_info(info, lang, names, state.ruleset)
        # the texts take the height they need; the private panel what is left (at least its minimum)
        self.layout().setStretchFactor(self.text_scroll, 0 if info else 1)
        self.text_scroll.updateGeometry()
        self.fit_texts()

    # smallest share of the lines' size before the texts scroll (a German witch card at 1280×720)
    MIN_SHRINK = 0.72

    def fit_texts(self) -> None:
        """The lines drawn smaller, down to MIN_SHRINK of their size, when the texts would not fit
        the room the card has: a short window (1280×720) shows the whole step without a scroll bar
        cutting a line in half; only what still does not fit scrolls (issue 29.14)."""
        if self._fitting:
            return
        self._fitting = True
        try:
            inner = self.text_scroll.widget()
            room = self.text_scroll.viewport().height()
            width = self.text_scroll.viewport().width()
            full = theme.SIZE_LINES
            size = full
            while True:
                font = self.lines.font()
                if abs(font.pointSizeF() - size) > 0.01:
                    font.setPointSizeF(size)
                    self.lines.setFont(font)
                if room < 50 or width < 50 or inner.layout().heightForWidth(width) <= room or size <= full * self.MIN_SHRINK:
                    break
                size = max(full * self.MIN_SHRINK, size - 1)
        finally:
            self._fitting = False

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt style
        super().resizeEvent(event)
        self.fit_texts()

    # ------------------------------------------------------------------ pieces
    def _wakes_text(self, prompt, state, lang: str) -> str:
        if prompt.kind not in ("night_step", "identify") or not prompt.wakes:
            if prompt.seat and prompt.kind not in ("announce",):
                return tr("ui.card.subject", lang, seat=prompt.seat, name=self.names.get(prompt.seat, ""))
            return ""
        group = prompt.wakes not in catalogue().roles    # a group wakes: the pack, the lovers, the cult…
        who = group_name(prompt.wakes, lang) if group else display_name(prompt.wakes, lang)
        if prompt.kind == "identify" or prompt.identify:
            return tr("ui.card.identify_who", lang, who=who)
        if not prompt.actors:           # a role's card not in play; a group nobody is in (yet)
            return tr("ui.card.wakes_none" if group else "ui.card.wakes_nobody", lang, who=who)
        seats = format_list([f"{s} {self.names.get(s, '')}" + ("" if state.seat(s).alive else " ☠") for s in prompt.actors],
                            lang)
        return tr("ui.card.wakes", lang, who=who, seats=seats)

    def _notes(self, prompt, lang: str) -> str:
        out = []
        if prompt.kind == "night_step" and not prompt.actor_alive:
            out.append(tr("ui.card.group_out" if prompt.wakes not in catalogue().roles else "ui.card.actor_out", lang))
        if "set_role" in prompt.allowed:          # printed cards: a seat left unknown holds another card
            if prompt.kind == "identify":
                out.append(tr("rule.identify_all_left", lang, seats=seats_text(prompt.unknown, lang), role=prompt.wakes))
            elif prompt.step == "dawn":            # night 1's dawn: no card may stay unknown
                out.append(tr("rule.dawn_unknown", lang, seats=prompt.unknown))
        if prompt.powerless:
            out.append(tr("ui.card.powerless", lang))
        for c in prompt.choices:                   # the engine's lines for the host's eyes (003:88: the hunter)
            if c["type"] == "note" and c["host"]:
                out.append(tr(c["label"]["key"], lang, **c["label"]["params"]))
        info = prompt.show or {}
        if info.get("kind") == "seer_result" and info.get("aloud"):
            out.append(tr("ui.card.seer_aloud", lang))
        if info.get("kind") == "wolf_victim" and info.get("seat") is None and prompt.actor_alive:
            out.append(tr("ui.card.no_victim_note", lang))
        if getattr(prompt, "must_vote", None):              # the Survivors (004:1065): no vote, no life
            out.append(tr("ui.card.must_vote", lang, seats=seats_text(prompt.must_vote, lang)))
        return "\n".join(out)

    def _asks(self, prompt, lang: str, extra: str) -> str:
        out = []
        if prompt.kind == "night_step" and prompt.actor_alive and not prompt.powerless:
            for a in prompt.actions:
                if a["done"]:
                    chosen = a.get("chosen") or []
                    out.append("✔ " + tr("ui.card.chosen", lang, action=tr(f"action.{a['id']}", lang),
                                         seats=seats_text(chosen, lang) if chosen else "✔"))
                elif a["available"] and "act" in prompt.allowed:     # (not once a lot is drawn: its note says it)
                    alone = f"ui.ask.{a['id']}.alone"        # taking only a role, no seat (seed 004's Fox)
                    ask = tr(alone, lang) if not a["targets"] and has(alone) else \
                        action_text("ask", a, lang)
                    out.append("• " + ask)
                    if a.get("extra") and a.get("repeat"):      # the Wolf's Cub's second kill (004:509)
                        out.append("• " + tr("ui.card.extra_targets", lang, n=a["targets"]))
        if prompt.kind not in ("night_step",):
            hint = tr_election(f"ui.hint.{prompt.kind}", lang, getattr(prompt, "ruleset", ""), getattr(prompt, "office", None))
            if hint and not hint.startswith("ui.hint."):
                out.append(hint)
        if extra:
            out.append(extra)
        return "\n".join(out)

    def _explain(self, prompt, state, lang: str) -> str:
        ann = prompt.announcement
        if prompt.kind == "dusk" and ann:          # private news of the day's end (the disease, 004:971)
            return "\n".join("✉ " + tr_own(n["key"], lang, state.ruleset, **n["params"]) for n in ann.get("notices", []))
        if prompt.kind != "announce" or not ann:
            return ""
        rows = [tr("ui.card.explain_title", lang)]
        for e in ann.get("explain", []):
            causes = cause_words(e["causes"], lang, state.ruleset)
            rows.append("☠ " + tr("ui.card.death_explain", lang, seat=e["seat"], name=self.names.get(e["seat"], ""),
                                  role=state.seat(e["seat"]).role or "", causes=causes, rule=rule_label(e["rule"], lang)))
        for n in ann.get("notes", []):
            rows.append("• " + tr("ui.card.night_note", lang, seat=n["seat"], name=self.names.get(n["seat"], ""),
                                  note=note_text(n, lang), rule=rule_label(n.get("rule"), lang)))
        for n in ann.get("notices", []):        # private news owed to a player: told after the announcement
            rows.append("✉ " + tr_own(n["key"], lang, state.ruleset, **n["params"]))
        if len(rows) == 1:
            rows.append(tr("ui.card.nothing_happened", lang))
        return "\n".join(rows)

    def texts(self) -> list[str]:
        out = [w.text() for w in (self.title, self.lines, self.second, self.wakes, self.note, self.ask, self.explain)
               if w.isVisibleTo(self) and w.text()]
        if self.private_frame.isVisibleTo(self):
            out.append(self.private_view.caption)
        return out
