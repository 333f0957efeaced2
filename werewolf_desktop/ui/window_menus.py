"""The main window's actions, their keys and its menus (File, Game, View, Help), as a mixin of
`MainWindow`: the slots they call live on the window. The first frame has the menu bar's titles
only: the items and their actions are made right after it (`fill_menus`)."""
from __future__ import annotations

from ..i18n import LANGUAGES, tr
from .keys import key_label, platform_key  # noqa: F401  (key_label: also read by the shortcut tests)

# (shortcut, i18n key) for Help → Keyboard shortcuts (dialogs/keys.py) and docs/console.md: the
# console's keys during a game, then those of the window's menus, which work at any time
GAME_KEYS = [
    ("Enter", "ui.keys.next"),
    ("1 … 18", "ui.keys.digits"),
    ("Ctrl+Z", "ui.keys.undo"),
    ("F9", "ui.keys.privacy"),
    ("Space", "ui.keys.pause"),
    ("+", "ui.keys.add30"),
    ("Ctrl+K", "ui.keys.skip"),
    ("F11", "ui.keys.full_private"),
    ("F5", "ui.keys.projector"),
    ("Ctrl+L", "ui.keys.timeline"),
    ("Esc", "ui.keys.escape"),
]
ANYTIME_KEYS = [
    ("Ctrl+N", "ui.keys.new"),
    ("Ctrl+R", "ui.keys.resume"),
    ("Ctrl+H", "story.menu.history"),
    ("Ctrl+P", "ui.keys.print"),
    ("Ctrl+E", "ui.keys.export"),
    ("Ctrl+I", "ui.keys.import"),
    ("Ctrl+Q", "ui.keys.quit"),
    ("F1", "ui.keys.help"),
]
SHORTCUTS = GAME_KEYS + ANYTIME_KEYS


# A key named so is the platform's own (QKeySequence.StandardKey.New: Ctrl+N, ⌘N). Qt's key types
# and their enums (StandardKey has 71 members) are made with the screens, not before the first paint.
STANDARD = "StandardKey."


class WindowMenus:
    """Builds `act_*`, the language action groups and the menu bar of a `QMainWindow`."""

    def _action(self, name: str, slot, shortcut=None, checkable: bool = False):
        from PySide6.QtGui import QAction     # (its type, QActionGroup's and QKeySequence's are made after the first paint)

        act = QAction(self)
        act.setObjectName(name)
        if shortcut is not None:          # set with the screens: Qt builds its key enums then
            self._shortcuts.append((act, shortcut if isinstance(shortcut, (list, tuple)) else [shortcut]))
        act.setCheckable(checkable)
        if checkable:
            act.toggled.connect(slot)
        else:
            act.triggered.connect(lambda _=False: slot())
        self.addAction(act)
        return act

    def _apply_shortcuts(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QKeySequence

        for act, keys in self._shortcuts:
            act.setShortcuts([QKeySequence(getattr(QKeySequence.StandardKey, k[len(STANDARD):]) if k.startswith(STANDARD)
                                           else k) for k in keys])
        # the console's keys also work while the projector window has the focus
        for act in (self.act_next, self.act_undo, self.act_privacy, self.act_pause, self.act_add30, self.act_skip,
                    self.act_full):
            act.setShortcutContext(Qt.ApplicationShortcut)

    def _build_actions(self) -> None:
        from PySide6.QtGui import QAction, QActionGroup

        from .setup.language import LANGUAGE_NAMES

        self._shortcuts: list = []
        a = self._action
        self.act_new = a("new", lambda: self.new_game(), STANDARD + "New")
        self.act_resume = a("resume", lambda: self.resume_game(None), "Ctrl+R")
        self.act_history = a("history", self.show_history, platform_key("Ctrl+H"))
        self.act_print = a("print", self.print_cards, "Ctrl+P")
        self.act_export = a("export", self.export_record, "Ctrl+E")
        self.act_import = a("import", self.import_record, "Ctrl+I")
        self.act_quit = a("quit", self.close, "Ctrl+Q")
        self.act_next = a("next", lambda: self.console and self.console.primary(), ["Return", "Enter"])
        self.act_undo = a("undo", self.undo, "Ctrl+Z")
        self.act_privacy = a("privacy", self.set_privacy, platform_key("F9"), checkable=True)
        self.act_pause = a("pause", lambda: self.timer and self.timer.toggle_pause(), "Space")
        self.act_add30 = a("add30", lambda: self.timer and self.timer.add(30), ["+", "Ctrl+="])
        self.act_skip = a("skip", lambda: self.timer and self.timer.skip(), "Ctrl+K")
        self.act_full = a("full_private", lambda: self.console and self.console.show_private_full_screen(),
                          platform_key("F11"))
        self.act_deal = a("deal", self.show_deal)
        self.act_durations = a("durations", self.edit_durations)
        self.act_audio = a("audio", self.edit_audio)
        self.act_projector = a("projector", self.set_projector, platform_key("F5"), checkable=True)
        self.act_timeline = a("timeline", self.set_timeline, "Ctrl+L", checkable=True)
        self.act_phones = a("phones_help", self.phones_help)
        self.act_about = a("about", self.about)
        self.act_keys = a("keys", self.keyboard_help, platform_key("F1"))
        self.lang_group = QActionGroup(self)
        self.lang_actions = {}
        for code in LANGUAGES:
            act = QAction(self)            # (QAction(text, parent) builds PySide6's QIcon type, ~5 ms, to pick the overload)
            act.setText(LANGUAGE_NAMES[code])
            act.setCheckable(True)
            act.setObjectName(f"lang_{code}")
            act.setChecked(code == self.lang)
            act.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.lang_group.addAction(act)
            self.lang_actions[code] = act
        self.second_group = QActionGroup(self)
        self.second_actions = {}
        for code in (None,) + LANGUAGES:
            act = QAction(self)
            act.setText(LANGUAGE_NAMES.get(code, ""))
            act.setCheckable(True)
            act.setObjectName(f"second_{code or 'off'}")
            act.setChecked(code == self.second_lang)
            act.triggered.connect(lambda _=False, c=code: self.set_second_language(c))
            self.second_group.addAction(act)
            self.second_actions[code] = act

    def _build_menu_bar(self) -> None:
        """The menu bar's four menus, still empty: all the first frame shows of them is their titles.
        Their items, the actions behind them and the actions' keys follow with `fill_menus`."""
        bar = self.menuBar()
        self.menu_file = bar.addMenu("")
        self.menu_game = bar.addMenu("")
        self.menu_view = bar.addMenu("")
        self.menu_help = bar.addMenu("")
        self.menus_filled = False

    def fill_menus(self) -> None:
        """The actions, the menus' items and sub-menus, in the window's language; once. run() calls
        it right after the first paint, before anything else (the screens' keys are set with them,
        `_apply_shortcuts`); `finish_start` calls it too, for a window made without run()."""
        if self.menus_filled:
            return
        self.menus_filled = True
        self._build_actions()
        for act in (self.act_new, self.act_resume, self.act_history, None, self.act_print, self.act_export, self.act_import, None,
                    self.act_quit):
            self.menu_file.addSeparator() if act is None else self.menu_file.addAction(act)
        for act in (self.act_next, self.act_undo, None, self.act_privacy, self.act_full, None, self.act_pause,
                    self.act_add30, self.act_skip, self.act_durations, self.act_audio, None, self.act_deal):
            self.menu_game.addSeparator() if act is None else self.menu_game.addAction(act)
        self.menu_view.addAction(self.act_projector)
        self.menu_view.addAction(self.act_timeline)
        self.menu_second = self.menu_view.addMenu("")
        for act in self.second_actions.values():
            self.menu_second.addAction(act)
        self.menu_lang = self.menu_view.addMenu("")
        for act in self.lang_actions.values():
            self.menu_lang.addAction(act)
        for act in (self.act_phones, self.act_keys, None, self.act_about):
            self.menu_help.addSeparator() if act is None else self.menu_help.addAction(act)
        self._retranslate_items(self.lang)
        self._update_actions()

    def keyboard_help(self) -> None:
        from .dialogs.keys import KeysDialog

        KeysDialog(self.lang, [("ui.keys.during_game", GAME_KEYS), ("ui.keys.any_time", ANYTIME_KEYS)], self).exec()

    def _retranslate_menus(self, lang: str) -> None:
        self.setWindowTitle(tr("ui.app.title", lang))
        self.menu_file.setTitle(tr("ui.menu.file", lang))
        self.menu_game.setTitle(tr("ui.menu.game", lang))
        self.menu_view.setTitle(tr("ui.menu.view", lang))
        self.menu_help.setTitle(tr("ui.menu.help", lang))
        if self.menus_filled:
            self._retranslate_items(lang)

    def _retranslate_items(self, lang: str) -> None:
        """The menus' items and sub-menus (`fill_menus`)."""
        self.menu_second.setTitle(tr("ui.menu.second_lang", lang))
        self.menu_lang.setTitle(tr("ui.menu.language", lang))
        names = {"new": "new_game", "resume": "resume", "print": "print", "export": "export", "import": "import",
                 "quit": "quit", "next": "next", "undo": "undo", "privacy": "privacy", "pause": "pause",
                 "add30": "add30", "skip": "skip", "full_private": "full_private", "deal": "deal",
                 "durations": "durations", "projector": "projector", "timeline": "timeline",
                 "phones_help": "phones_help", "about": "about", "keys": "keys"}
        from PySide6.QtGui import QAction

        for act in self.findChildren(QAction):
            key = names.get(act.objectName())
            if key:
                act.setText(tr(f"ui.menu.{key}", lang))
        self.second_actions[None].setText(tr("ui.menu.second_off", lang))
        self.act_audio.setText(tr("audio.menu", lang))
        self.act_history.setText(tr("story.menu.history", lang))
