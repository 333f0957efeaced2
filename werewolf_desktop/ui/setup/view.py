"""The game set-up screen: language, ruleset, deck (preset or custom), rule options, players,
how to deal — then `started(Setup)`.

All rules and checks are the engine's (`check_deck`, `Setup.create`); this screen shows them live
and keeps Start disabled, with the reason next to it, while anything blocks the game.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QPushButton,
                               QRadioButton, QSizePolicy, QVBoxLayout, QWidget)

from ...engine import RuleError, Setup, catalogue, check_deck
from ...i18n import LANGUAGES, text, tr
from .language import LANGUAGE_NAMES, initial_language
from ..style import apply_root_style, set_role
from ..widgets.columns import ColumnScroll
from ..widgets.stepper import Stepper
from ..settings import store_get, store_set
from .boxes import DealBox, RulesBox
from .checks import CheckList
from .deck import CustomDeckEditor, OptionsEditor
from .deck_pages import CustomPage, PresetPage, starting_deck
from .deck_files import DeckFiles
from .page_stack import PageStack
from .players import MAX_PLAYERS, MIN_PLAYERS, PlayersEditor
from .stacking import StackingPanel
from ..widgets.plain import Label

log = logging.getLogger(__name__)

LAST_SETUP = "last_setup"


class SetupView(DeckFiles, QWidget):
    """`SetupView(store, lang)`; emits `started(Setup)`; `retranslate(lang)`.

    `language_changed(lang)` fires when the host picks another language here (it is also stored
    as the setting "lang"), so the window around can follow.
    """

    started = Signal(object)
    language_changed = Signal(str)

    def __init__(self, store, lang: str | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.store = store
        self.lang = initial_language(store, lang)
        self.cat = catalogue()
        self._overrides: dict[str, Any] = {}
        self._loading = False
        self._check = None
        self._custom_page: CustomPage | None = None
        self._pending_custom: dict[str, int] = {}      # the last game's custom deck, until the page is built
        self._messages: list[tuple[str, str]] = []
        # the last deck file action's line: (kind, text for a language, the deck it is about)
        self._file_note: tuple[str, Callable[[str], str], tuple] | None = None
        self._deck_name = ""
        self._deck_folder = Path.home()
        apply_root_style(self)
        self._build()
        self._restore()
        self.retranslate(self.lang)

    # --- building ---------------------------------------------------------------------------------

    def _build(self) -> None:
        root = QVBoxLayout(self)
        root.setContentsMargins(20, 14, 20, 14)
        root.setSpacing(10)

        root.addLayout(self._build_top())

        body = QHBoxLayout()
        body.setSpacing(16)
        root.addLayout(body, 1)

        # Two columns that scroll up and down when the window is too low for them (never squeezed,
        # never sideways: each column is at least as wide as its content needs, and the custom deck
        # grid goes to one column when two do not fit).
        # left: game, deck, rules ------------------------------------------------------------
        left = QWidget()
        self.left_scroll = left_scroll = ColumnScroll(left, self)
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 8, 0)
        lv.setSpacing(12)
        body.addWidget(left_scroll, 3)

        lv.addWidget(self._build_game_box(left))

        lv.addWidget(self._build_deck_box(left))

        self.stacking = StackingPanel(self.lang, left)
        self.stacking.changed.connect(self._refresh)
        lv.addWidget(self.stacking)

        lv.addWidget(self._build_rules_box(left))
        lv.addStretch(1)

        # right: players and dealing (they scroll), then Start (always in sight) -------------
        right = QVBoxLayout()
        right.setSpacing(12)
        body.addLayout(right, 2)
        right_page = QWidget()
        self.right_scroll = ColumnScroll(right_page, self)
        rv = QVBoxLayout(right_page)
        rv.setContentsMargins(0, 0, 8, 0)
        rv.setSpacing(12)
        right.addWidget(self.right_scroll, 1)

        rv.addWidget(self._build_players_box(right_page), 1)

        rv.addWidget(self._build_deal_box(right_page))

        right.addLayout(self._build_start_row())

    def _build_top(self) -> QHBoxLayout:
        """The title and the language."""
        top = QHBoxLayout()
        self.title = Label(self)
        set_role(self.title, "title")
        top.addWidget(self.title)
        top.addStretch(1)
        self.lang_label = Label(self)
        self.lang_combo = QComboBox(self)
        self.lang_combo.setObjectName("lang")
        for code in LANGUAGES:
            self.lang_combo.addItem(LANGUAGE_NAMES[code], code)
        self.lang_combo.currentIndexChanged.connect(self._on_language)
        top.addWidget(self.lang_label)
        top.addWidget(self.lang_combo)
        return top

    def _build_game_box(self, left: QWidget) -> QGroupBox:
        """Rules and the number of players."""
        self.game_box = QGroupBox(left)
        gl = QGridLayout(self.game_box)
        gl.setHorizontalSpacing(12)
        self.ruleset_label = Label(self.game_box)
        self.ruleset_combo = QComboBox(self.game_box)
        self.ruleset_combo.setObjectName("ruleset")
        for rid in self._ruleset_ids():
            self.ruleset_combo.addItem(rid, rid)
        self.ruleset_combo.currentIndexChanged.connect(self._on_ruleset)
        self.summary = Label(self.game_box)
        self.summary.setWordWrap(True)
        set_role(self.summary, "muted")
        self.count_label = Label(self.game_box)
        self.players_stepper = Stepper(self.game_box)
        self.players_spin = self.players_stepper.spin
        self.players_spin.setObjectName("players")
        self.players_stepper.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.players_spin.valueChanged.connect(self._on_count)
        gl.addWidget(self.ruleset_label, 0, 0)
        gl.addWidget(self.ruleset_combo, 0, 1)
        gl.addWidget(self.count_label, 0, 2, Qt.AlignmentFlag.AlignRight)
        gl.addWidget(self.players_stepper, 0, 3)
        gl.addWidget(self.summary, 1, 0, 1, 4)
        gl.setColumnStretch(1, 1)
        return self.game_box

    def _build_deck_box(self, left: QWidget) -> QGroupBox:
        """The deck: a preset or a custom deck, and the deck's checks."""
        self.deck_box = QGroupBox(left)
        dl = QVBoxLayout(self.deck_box)
        modes = QHBoxLayout()
        self.preset_radio = QRadioButton(self.deck_box)
        self.custom_radio = QRadioButton(self.deck_box)
        self.deck_mode = QButtonGroup(self)
        self.deck_mode.addButton(self.preset_radio, 0)
        self.deck_mode.addButton(self.custom_radio, 1)
        self.preset_radio.setChecked(True)
        self.deck_mode.idToggled.connect(self._on_deck_mode)
        modes.setSpacing(24)
        modes.addWidget(self.preset_radio)
        modes.addWidget(self.custom_radio)
        modes.addStretch(1)
        dl.addLayout(modes)

        self.deck_stack = PageStack(self.deck_box)
        self.deck_stack.addWidget(self._build_preset_page())
        dl.addWidget(self.deck_stack)               # the custom deck page joins it when first needed
        self._show_deck_page(0)

        self.checks = CheckList(self.deck_box)
        dl.addWidget(self.checks)
        return self.deck_box

    def _build_preset_page(self) -> QWidget:
        """The presets that fit, and the chosen one's cards."""
        self.preset_page = page = PresetPage(self.lang)
        self.preset_list, self.no_preset, self.chips = page.presets, page.no_preset, page.chips
        self.preset_list.currentItemChanged.connect(self._on_preset)
        return page

    @property
    def custom_page(self) -> CustomPage:
        """The custom deck page (editor, copy / open / save), built the first time it is needed:
        most games are played from a preset, and the editor holds a row for every role."""
        if self._custom_page is None:
            self._custom_page = page = CustomPage(self.lang)
            page.copy_preset.clicked.connect(self._copy_preset_deck)
            page.open_deck_button.clicked.connect(lambda: self.open_deck_file())
            page.save_deck_button.clicked.connect(lambda: self.save_deck_file())
            page.editor.set_deck(self._pending_custom)
            page.editor.show_ruleset(self.ruleset)
            page.editor.changed.connect(self._refresh)
            self.deck_stack.addWidget(page)
        return self._custom_page

    @property
    def custom(self) -> CustomDeckEditor:
        return self.custom_page.editor

    @property
    def options(self) -> OptionsEditor:
        """The advanced rules' option editor (built on first use)."""
        return self.rules_box.options

    def custom_deck(self) -> dict[str, int]:
        """The custom deck as it stands (the last game's until the page is opened)."""
        return self._custom_page.editor.deck() if self._custom_page is not None else dict(self._pending_custom)

    def _build_rules_box(self, left: QWidget) -> RulesBox:
        """The optional rules, folded away."""
        self.rules_box = RulesBox(self.lang, left)
        self.rules_toggle, self.options_note = self.rules_box.toggle, self.rules_box.note
        self.rules_box.changed.connect(self._on_options)
        return self.rules_box

    def _build_players_box(self, right_page: QWidget) -> QGroupBox:
        """The players' names in seat order."""
        self.players_box = QGroupBox(right_page)
        pv = QVBoxLayout(self.players_box)
        tools = QHBoxLayout()
        self.shuffle_button = QPushButton(self.players_box)
        self.shuffle_button.setObjectName("shuffle")
        self.shuffle_button.clicked.connect(lambda: self.players.shuffle())
        self.fill_button = QPushButton(self.players_box)
        self.fill_button.clicked.connect(lambda: self.players.fill_empty())
        tools.addWidget(self.shuffle_button)
        tools.addWidget(self.fill_button)
        tools.addStretch(1)
        pv.addLayout(tools)
        self.players = PlayersEditor(self.store, self.lang, self.players_box)     # (four rows high; it scrolls)
        self.players.changed.connect(self._refresh)
        self.players.reordered.connect(lambda order: self.stacking.reorder(order))
        pv.addWidget(self.players, 1)
        self.names_note = Label(self.players_box)
        self.names_note.setWordWrap(True)
        set_role(self.names_note, "reason")
        pv.addWidget(self.names_note)
        return self.players_box

    def _build_deal_box(self, right_page: QWidget) -> DealBox:
        """How the cards are dealt."""
        self.deal_box = DealBox(right_page)
        self.deal_buttons = self.deal_box.buttons
        self.deal_box.changed.connect(lambda: self.stacking.set_printed(self.deal_mode == "printed"))
        return self.deal_box

    def _build_start_row(self) -> QHBoxLayout:
        """Why the game cannot start yet, and Start."""
        start_row = QHBoxLayout()
        self.reason = Label(self)
        self.reason.setWordWrap(True)
        self.reason.setObjectName("reason")
        set_role(self.reason, "reason")
        self.reason.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("start")
        set_role(self.start_button, "primary")
        self.start_button.clicked.connect(self.start)
        start_row.addWidget(self.reason, 1)
        start_row.addWidget(self.start_button)
        return start_row

    def _ruleset_ids(self) -> list[str]:
        ids = list(self.cat.rulesets)
        default = self.cat.default_ruleset
        return [default] + [r for r in ids if r != default]

    # --- state --------------------------------------------------------------------------------------

    def _restore(self) -> None:
        """Start from the last game's choices (or the catalogue's defaults)."""
        last = store_get(self.store, LAST_SETUP, {}) or {}
        if not isinstance(last, dict):
            last = {}
        self._loading = True
        try:
            self.lang_combo.setCurrentIndex(LANGUAGES.index(self.lang))
            ruleset = last.get("ruleset") if last.get("ruleset") in self.cat.rulesets else self.cat.default_ruleset
            self.ruleset_combo.setCurrentIndex(max(0, self.ruleset_combo.findData(ruleset)))
            names = [str(n) for n in last.get("players", []) if isinstance(n, str)]
            default_preset = self.cat.presets.get(self.cat.default_preset)
            count = len(names) if MIN_PLAYERS <= len(names) <= MAX_PLAYERS else \
                (default_preset.players[0] if default_preset else 12)
            self.players_spin.setValue(count)
            self.players.set_count(count)
            if len(names) == count:
                self.players.set_names(names)
            custom = last.get("custom_deck")
            if isinstance(custom, dict):
                dealt = {r.id for r in self.cat.dealt_roles()}
                self._pending_custom = {k: v for k, v in custom.items() if k in dealt and isinstance(v, int)}
            mode = last.get("deal_mode")
            if mode in self.deal_buttons:
                self.deal_buttons[mode].setChecked(True)
            self._fill_presets(prefer=last.get("preset") or self.cat.default_preset)
            if last.get("deck_mode") == "custom":
                self.custom_radio.setChecked(True)
                self._show_deck_page(1)
        finally:
            self._loading = False
        self._reload_options()

    @property
    def ruleset(self) -> str:
        return self.ruleset_combo.currentData() or self.cat.default_ruleset

    @property
    def preset_id(self) -> str | None:
        return self.preset_page.preset_id

    @property
    def custom_mode(self) -> bool:
        return self.custom_radio.isChecked()

    @property
    def deal_mode(self) -> str:
        return self.deal_box.mode

    def current_deck(self) -> dict[str, int] | None:
        """The deck that would be dealt now (None: no preset fits)."""
        if self.custom_mode:
            return self.custom.deck()
        pid = self.preset_id
        if pid is None:
            return None
        try:
            return self.cat.presets[pid].deck_for(self.players.count())
        except RuleError:
            return None

    def base_options(self) -> dict[str, Any]:
        opts = dict(self.cat.rulesets[self.ruleset].options)
        if not self.custom_mode and self.preset_id:
            opts.update(self.cat.presets[self.preset_id].options)
        return opts

    def current_options(self) -> dict[str, Any]:
        opts = self.base_options()
        opts.update(self.rules_box.values())
        return opts

    def messages(self) -> list[tuple[str, str]]:
        """What the deck check shows now: [("error" | "warning" | "info", text)]; the line of the
        last deck file action (if the deck is still the one it is about) comes first."""
        return list(self._messages)

    # --- reactions ----------------------------------------------------------------------------------

    def _on_language(self, index: int) -> None:
        lang = self.lang_combo.itemData(index)
        if self._loading or lang == self.lang or lang not in LANGUAGES:
            return
        store_set(self.store, "lang", lang)
        self.retranslate(lang)
        self.language_changed.emit(lang)

    def _on_ruleset(self) -> None:
        if self._custom_page is not None:
            self.custom.show_ruleset(self.ruleset)
        if self._loading:
            return
        self._overrides = {}
        self._on_ruleset_summary()
        self._fill_presets()
        self._reload_options()

    def _on_count(self, n: int) -> None:
        if self._loading:
            return
        self.players.set_count(n)
        self._fill_presets()
        self._refresh()

    def _on_deck_mode(self, button_id: int, checked: bool) -> None:
        if not checked or self._loading:
            return
        custom = button_id == 1
        self._show_deck_page(1 if custom else 0)
        if custom and self.custom.total() == 0:
            self._copy_preset_deck()
        self._reload_options()

    def _on_preset(self, *_):
        if self._loading:
            return
        self._reload_options()

    def _on_options(self) -> None:
        if self._loading:
            return
        base = self.base_options()
        self._overrides = {k: v for k, v in self.rules_box.values().items() if base.get(k) != v}
        self._refresh()

    def _copy_preset_deck(self) -> None:
        self.custom.set_deck(starting_deck(self.preset_id, self.ruleset, self.players.count()))

    def _show_deck_page(self, index: int) -> None:
        """Show one page of the deck stack; the hidden one takes no room."""
        if index == 1:
            self.custom_page                        # noqa: B018 - built on first use
        self.deck_stack.setCurrentIndex(index)

    def _fill_presets(self, prefer: str | None = None) -> None:
        self.preset_page.fill(self.ruleset, self.players.count(), prefer or self.preset_id, self.lang)
        if not self._loading:
            self._reload_options()

    def _reload_options(self) -> None:
        base = self.base_options()
        base.update({k: v for k, v in self._overrides.items()})
        was_loading, self._loading = self._loading, True
        try:
            self.rules_box.load(base, self.ruleset)
        finally:
            self._loading = was_loading
        self._refresh()

    def _refresh(self) -> None:
        """Run the engine's checks and show them; enable Start only when nothing blocks."""
        if self._loading:
            return
        n = self.players.count()
        deck = self.current_deck()
        options = self.current_options()
        self._messages = []
        note = self._file_note
        if note is not None and note[2] != self._deck_state():
            self._file_note = note = None           # the deck changed since: the line is old news
        if note is not None:
            self._messages.append((note[0], note[1](self.lang)))
        blockers: list[str] = []
        self.stacking.set_players(self.players.names())
        self.stacking.set_deck(deck)
        if deck is None:
            blockers.append(tr("setup.deck.no_preset", self.lang, players=n))
            self.chips.set_deck({})
            self._check = None
        else:
            if not self.custom_mode:
                self.chips.set_deck(deck)
            self._check = check = check_deck(deck, n, options, ruleset=self.ruleset)
            errors = [err.message(self.lang) for err in check.errors]
            errors += self.stacking.problems(deck if check.ok else None)     # the seats chosen by hand
            self._messages += [("error", m) for m in errors]
            self._messages += [("warning", warn.message(self.lang)) for warn in check.warnings]
            self._messages.append(("info", self._balance_text(check.balance)))
            blockers += errors[:1]
        total = sum(deck.values()) if deck else 0
        if self._custom_page is not None:
            self.custom_page.cards_label.setText(tr("setup.deck.cards_total", self.lang, cards=total, players=n))
        self._show_messages()
        name_problems = self.players.problems()
        self.names_note.setText("\n".join(name_problems))
        self.names_note.setVisible(bool(name_problems))
        blockers.extend(name_problems)
        self.start_button.setEnabled(not blockers)
        self.reason.setText(tr("setup.start.blocked", self.lang, reason=blockers[0]) if blockers else "")
        self.start_button.setToolTip(self.reason.text())

    def _balance_text(self, balance: int) -> str:
        if balance >= 8:
            lean = tr("setup.deck.lean_village", self.lang)
        elif balance <= -6:
            lean = tr("setup.deck.lean_wolves", self.lang)
        else:
            lean = tr("setup.deck.lean_even", self.lang)
        return tr("setup.deck.balance", self.lang, balance=f"{balance:+d}", lean=lean)

    def _show_messages(self) -> None:
        names = [f"check_{k}" for k, _ in self._messages]
        if self._file_note is not None:
            names[0] = "deckfile_note"
        self.checks.show_lines([(name, kind, m) for name, (kind, m) in zip(names, self._messages)])

    # --- start --------------------------------------------------------------------------------------

    def start(self) -> Setup | None:
        """Build the Setup with the engine and emit `started`; on a RuleError show its message."""
        self._refresh()
        if not self.start_button.isEnabled():
            return None
        names = self.players.names()
        kwargs: dict[str, Any] = {"options": self.rules_box.values(), "deal_mode": self.deal_mode, "lang": self.lang}
        if self.custom_mode:
            kwargs.update(ruleset=self.ruleset, deck=self.custom.deck())
        else:
            kwargs.update(ruleset=self.ruleset, preset=self.preset_id)
        assignment = self.stacking.assignment()
        if assignment is not None:
            kwargs["assignment"] = assignment
        try:
            setup = Setup.create(names, **kwargs)
        except RuleError as err:
            self.reason.setText(err.message(self.lang))
            return None
        try:
            if self.store is not None:
                self.store.remember_names(names)
        except Exception as exc:  # noqa: BLE001 - a read-only store must not stop the game
            log.warning("names not remembered: %s", exc)
        store_set(self.store, LAST_SETUP, {
            "ruleset": self.ruleset, "preset": self.preset_id, "players": names,
            "deck_mode": "custom" if self.custom_mode else "preset", "custom_deck": self.custom_deck(),
            "deal_mode": self.deal_mode,
        })
        self.players.reload_remembered()
        self.started.emit(setup)
        return setup

    # --- language -----------------------------------------------------------------------------------

    def retranslate(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.lang = lang
        t = lambda key, **kw: tr(key, lang, **kw)  # noqa: E731
        was_loading, self._loading = self._loading, True
        try:
            self.lang_combo.setCurrentIndex(LANGUAGES.index(lang))
            for i in range(self.ruleset_combo.count()):
                rid = self.ruleset_combo.itemData(i)
                self.ruleset_combo.setItemText(i, text(self.cat.rulesets[rid].name, lang))
        finally:
            self._loading = was_loading
        self.title.setText(t("setup.title"))
        self.lang_label.setText(t("setup.language"))
        self.game_box.setTitle(t("setup.game"))
        self.ruleset_label.setText(t("setup.ruleset"))
        self.summary.setText(text(self.cat.rulesets[self.ruleset].summary, lang))
        self.count_label.setText(t("setup.players.count"))
        self.deck_box.setTitle(t("setup.deck"))
        self.preset_radio.setText(t("setup.deck.preset"))
        self.custom_radio.setText(t("setup.deck.custom"))
        self.preset_page.retranslate(lang, self.players.count())
        if self._custom_page is not None:
            self._custom_page.retranslate(lang)
        self.rules_box.retranslate(lang)
        self.stacking.retranslate(lang)
        self.players_box.setTitle(t("setup.players"))
        self.shuffle_button.setText(t("setup.players.shuffle"))
        self.shuffle_button.setToolTip(t("setup.players.shuffle_hint"))
        self.fill_button.setText(t("setup.players.fill"))
        self.players.retranslate(lang)
        self.deal_box.retranslate(lang)
        self.start_button.setText(t("setup.start"))
        self._refresh()

    def _on_ruleset_summary(self) -> None:  # kept in step with the combo
        self.summary.setText(text(self.cat.rulesets[self.ruleset].summary, self.lang))

