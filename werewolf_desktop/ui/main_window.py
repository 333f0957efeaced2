"""The main window: menus, and one stacked area that goes resume? → set-up → deal → console →
game over. It owns the running `GameSession`, the step timer and the projector window.

On start an unfinished game in the store is offered: resume it (same prompt, same state: the
engine replays the saved inputs) or abandon it.
"""
from __future__ import annotations

import logging

from PySide6 import QtWidgets     # (QMessageBox, QFileDialog: their types are made when first used, after the first paint)
from PySide6.QtCore import Signal     # (not the Qt namespace: building it waits for the screens)
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from ..i18n import LANGUAGES, tr
from . import theme
from ..store.errors import StoreError, not_saved_text
from .shell import StartPage
from .settings import store_get, store_set
from .window_files import WindowFiles
from .window_story import WindowStory
from .window_menus import WindowMenus
from .window_modes import WindowModes

# The window is built in two steps so that it paints at once: the shell (menus, an empty page)
# needs only Qt; the engine (even RuleError), the store and the screens are imported later.
log = logging.getLogger(__name__)

TIMER_SETTING = "ui.timer"            # = timer.SETTING
LANG_SETTING = "lang"                 # shared with the set-up screen
SECOND_LANG_SETTING = "ui.second_lang"


# ------------------------------------------------------------------------------------ the window
class MainWindow(WindowMenus, WindowFiles, WindowModes, WindowStory, QMainWindow):
    """`MainWindow(store, lang)`: the whole window. With `deferred=True` only the shell is built
    (it can paint at once); `finish_start(store)` then opens the screens."""

    languageChanged = Signal(str)
    ready = Signal()

    def __init__(self, store, lang: str, parent=None, *, deferred: bool = False):
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.store = store
        self.lang = lang if lang in LANGUAGES else "zh"
        self.session = None
        self.followed = None              # the session whose change feed the window listens to
        self.phone_views = None           # the phones' views during a game (deal/told.py)
        self.deal_view = None
        self.setup_view = None
        self.projector = None
        self.console = None
        self.game_over = None
        self.resume_page = None
        self.is_ready = False
        self.second_lang = None
        self.timer = None                 # the step timer, made with the screens (finish_start)
        self.narrator = None              # reads the steps aloud, the ambience (made with the console)

        self.notice = None                # the banner for notices, made with the screens
        self.privacy_chip = None          # the status-bar indicator while privacy is on
        self.stack = QStackedWidget()
        self.start_page_widget = StartPage(self.lang)
        self.stack.addWidget(self.start_page_widget)
        self.setup_host = QWidget()
        self.setup_host_layout = QVBoxLayout(self.setup_host)
        self.setup_host_layout.setContentsMargins(0, 0, 0, 0)
        self.deal_host = QWidget()
        self.deal_host_layout = QVBoxLayout(self.deal_host)
        self.deal_host_layout.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(self.setup_host)
        self.stack.addWidget(self.deal_host)
        self.stack.currentChanged.connect(self._page_changed)
        central = QWidget()
        cl = self.central_layout = QVBoxLayout(central)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.setSpacing(0)
        cl.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self._build_menu_bar()               # (its items: fill_menus, after the first paint)
        self.retranslate()
        if not deferred:
            self.finish_start(store)

    def finish_start(self, store, *, icon: bool = True) -> None:
        """Open the screens on `store` (None: no database) and show the first one: the offer to
        resume an unfinished game, or the set-up. `icon=False`: the caller sets the window's icon
        (`show_app_icon`) once the first screen is painted (run(): drawing it takes ~3 ms)."""
        self.store = store
        self.fill_menus()
        from . import style     # (the screens' look: not imported before the first paint)
        from .widgets.banner import Banner
        from .game.timer import StepTimer

        if icon:
            self.show_app_icon()
        self.notice = Banner()
        style.apply_window_style(self.notice)
        self.central_layout.insertWidget(0, self.notice)
        self._apply_shortcuts()

        self.timer = StepTimer({}, self)
        self.timer.changed.connect(self._timer_to_projector)
        second = store_get(store, SECOND_LANG_SETTING)
        self.second_lang = second if second in LANGUAGES else None
        self.second_actions[self.second_lang].setChecked(True)
        durations = store_get(store, TIMER_SETTING, {}) or {}
        if isinstance(durations, dict):
            self.timer.durations.update({k: v for k, v in durations.items() if isinstance(v, (int, float))})
        self.is_ready = True
        self._store_notice()
        self.start_page()
        self._update_actions()
        self.ready.emit()

    def show_app_icon(self) -> None:
        """The app's icon on the window and the application (the taskbar, the dialogs)."""
        from PySide6.QtWidgets import QApplication

        self.setWindowIcon(theme.app_icon())
        QApplication.instance().setWindowIcon(theme.app_icon())

    def _ensure_console(self):
        """The console and the game-over screen, built when the first game starts."""
        if self.console is None:
            from . import style
            from .game.console import Console
            from .game.game_over import GameOverView

            self.console = Console(self.lang, self.timer)
            style.apply_window_style(self.console)
            self.console.second_lang = self.second_lang
            self.console.set_privacy(self.act_privacy.isChecked())     # (the ballot too)
            self.console.set_timeline_visible(self.act_timeline.isChecked())
            self.console.stepMoved.connect(self.notice.step_moved)
            from ..audio.narrator import Narrator
            from .game.narration_bar import NarrationBar

            self.narrator = Narrator(self.store, self)
            self.narrator.attach(self.console)
            self.narration_bar = NarrationBar(self.narrator, self.lang, self.edit_audio)
            self.console.layout().insertWidget(1, self.narration_bar)
            self.languageChanged.connect(self.narrator.set_lang)       # before the strip redraws its words
            self.languageChanged.connect(self.narration_bar.retranslate)
            self.game_over = GameOverView(self.lang)
            style.apply_window_style(self.game_over)
            self.game_over.newGame.connect(lambda: self.new_game(confirm=False))
            self.game_over.exportRecord.connect(self.export_record)
            self.game_over.undoRequested.connect(self.undo)
            self.game_over.closePhones.connect(self._close_phones)
            self.game_over.story.pageShown.connect(self._story_to_projector)
            self.stack.addWidget(self.console)
            self.stack.addWidget(self.game_over)
        return self.console

    # ------------------------------------------------------------------ start
    def _store_notice(self) -> None:
        """What the start has to tell: the store's state, and own role files set aside (start_checks)."""
        from .start_checks import own_role_notices

        store, told = self.store, own_role_notices(self.lang)
        if store is None:
            told.insert(0, tr("ui.main.no_store", self.lang))
        elif getattr(store, "notice", None) is not None:
            told.insert(0, store.notice.message(self.lang))
        elif getattr(store, "recovered_from", None):
            told.insert(0, tr("ui.main.recovered", self.lang, path=str(store.recovered_from)))
        if told:
            self.notice.show_message("\n\n".join(told), level="error")

    def start_page(self) -> None:
        gid = None
        if self.store is not None:
            try:
                gid = self.store.unfinished_game()
            except StoreError as err:
                self.notice.show_message(err.message(self.lang))
        if gid is not None:
            self.offer_resume(gid)
        else:
            self.show_setup()

    def offer_resume(self, game_id: int) -> None:
        info: dict = {}
        try:
            info.update(self.store.game(game_id))
            from .session import GameSession, game_title

            session = GameSession.resume(self.store, game_id)
            info["words"] = lambda lang, s=session: (game_title(s.setup, lang), self._describe(s, lang))
            info["inputs"] = len(session.game.inputs)
        except StoreError as err:                   # the database, not the game: offered, with why
            info["error"] = err.message(self.lang)
        except Exception as err:  # noqa: BLE001 - a game that cannot be replayed must not stop the start
            from .start_checks import set_aside_game

            self.notice.show_message(set_aside_game(self.store, game_id, info.get("title"), err, self.lang))
            return self.show_setup()
        if self.resume_page is None:       # built when there is a game to offer
            from . import style
            from .setup.start_pages import ResumePage

            self.resume_page = ResumePage(self.lang, self.stack)
            style.apply_window_style(self.resume_page)
            self.resume_page.resume.connect(self.resume_game)
            self.resume_page.abandon.connect(self.abandon_game)
            self.stack.addWidget(self.resume_page)
        self.resume_page.offer(game_id, info)
        self.stack.setCurrentWidget(self.resume_page)

    def _describe(self, session, lang: str) -> str:
        from .game.step_card import title_for

        return title_for(session.prompt, lang)

    def resume_game(self, game_id: int | None = None) -> bool:
        if game_id is None and self.resume_page is not None:
            game_id = self.resume_page.game_id
        if game_id is None and self.store is not None:
            game_id = self.store.unfinished_game()
        if game_id is None:
            return False
        from ..engine.errors import RuleError
        from .session import GameSession

        try:
            session = GameSession.resume(self.store, game_id)
        except (RuleError, StoreError) as err:
            self.notice.show_message(err.message(self.lang))
            return False
        self.notice.hide()
        self._drop_deal_view()
        if session.setup.deal_mode == "phones" and not session.over:
            self._make_deal_view(session)          # phones keep their page during the game
        self.start_console(session)
        return True

    def abandon_game(self, game_id: int | None) -> None:
        if game_id is not None and self.store is not None:
            try:
                self.store.abandon_game(game_id)
            except StoreError as err:
                self.notice.show_message(err.message(self.lang))
        self.show_setup()

    # ------------------------------------------------------------------ set-up and deal
    def show_setup(self) -> None:
        if self.setup_view is None:
            try:
                from .setup.view import SetupView

                # built in its host: moved there finished, the tree would be styled twice
                self.setup_view = SetupView(self.store, self.lang, self.setup_host)
                if hasattr(self.setup_view, "language_changed"):
                    self.setup_view.language_changed.connect(self.set_language)
            except Exception as exc:  # noqa: BLE001 - the full set-up screen is optional
                log.warning("set-up screen unavailable (%s); using the quick set-up", exc)
                from . import style
                from .setup.start_pages import QuickSetup

                self.setup_view = QuickSetup(self.store, self.lang)
                style.apply_window_style(self.setup_view)
            self.setup_view.started.connect(self.start_game)
            self.setup_host_layout.addWidget(self.setup_view)
        self.stack.setCurrentWidget(self.setup_host)

    def start_game(self, setup):
        """A Setup from the set-up screen: record it, deal, then the console."""
        from .session import GameSession

        self._end_current_game()
        try:
            session = GameSession.new(setup, self.store, self.lang)
        except StoreError as err:
            session = GameSession.new(setup, None, self.lang)
            self.notice.show_message(tr("ui.main.not_saved", self.lang, reason=err.message(self.lang)))
        self.session = session
        self._drop_deal_view()
        if self._make_deal_view(session):
            self.stack.setCurrentWidget(self.deal_host)
            self._update_actions()
        else:
            self.start_console(session)
        return session

    def _make_deal_view(self, session) -> bool:
        try:
            from .deal.view import DealView
        except Exception as exc:  # noqa: BLE001 - no deal screen: go straight to the night
            log.warning("deal screen unavailable: %s", exc)
            return False
        try:
            self.deal_view = DealView(session.setup, self.store, session.game_id, self.lang)
        except Exception as exc:  # noqa: BLE001
            log.warning("deal screen failed: %s", exc)
            self.deal_view = None
            return False
        self.deal_view.finished.connect(lambda: self.start_console(self.session))
        self.deal_view.redeal_requested.connect(self.start_game)       # new roles, new links
        self.deal_view.second_device.connect(
            lambda seat, n: self.notice.show_message(tr("deal.console.second_device", self.lang, seat=seat, n=n)))
        self.deal_host_layout.addWidget(self.deal_view)
        self.session = session
        return True

    def _drop_deal_view(self) -> None:
        if self.phone_views is not None:
            self.phone_views.stop()
            self.phone_views = None
        if self.deal_view is not None:
            try:
                self.deal_view.shutdown()
            except Exception:  # noqa: BLE001
                pass
            self.deal_host_layout.removeWidget(self.deal_view)
            self.deal_view.deleteLater()
            self.deal_view = None

    def show_deal(self) -> None:
        if self.session is None:
            return
        if self.deal_view is None and not self._make_deal_view(self.session):
            return
        if self.console is not None and self.console.session is self.session:
            self._serve_phones(always=True)         # the game's views, whatever the deal screen is set to
        self.stack.setCurrentWidget(self.deal_host)

    def _end_current_game(self) -> None:
        if self.session is not None and not self.session.over:
            try:
                self.session.abandon()
            except StoreError as err:
                log.warning("could not abandon: %s", err)
        self.session = None
        if self.timer is not None:
            self.timer.start(None)
        if self.narrator is not None:
            self.narrator.stop()

    # ------------------------------------------------------------------ console
    def start_console(self, session) -> None:
        self.session = session
        self._ensure_console().set_session(session)
        self._follow(session)
        self.narrator.set_session(session)
        self.game_over.prepare(session)         # its cards and art, ready before the game ends (issue 21.3)
        self._serve_phones()
        if session.over:
            return self.show_game_over()
        self._update_projector()
        self.stack.setCurrentWidget(self.console)
        self.console.setFocus()
        self._update_actions()

    def _follow(self, session) -> None:
        """Listen to this game's change feed (`GameSession.changed`), and to no other game's."""
        if self.followed is not session:
            from .session import follow

            follow(self.followed, session, self._on_changed)
            self.followed = session

    def _on_changed(self, changes, _initiator=None) -> None:
        """An input or an undo (the console, which follows the game first, has redrawn itself; the
        narrator hears it next): the phones whose view changed, then the game-over page, or the
        projector and the menus."""
        session = self.session
        if session is None or session is not self.followed:
            return
        pv = self.phone_views
        if pv is not None and pv.game is session.game and changes.told:
            pv.update(changes.told)
        if session.over:
            return self.show_game_over()
        self._update_projector()
        self._update_actions()

    def _serve_phones(self, always: bool = False) -> None:
        """While the phone server runs (or the host opened the deal screen: `always`), the phones show the
        game's told views (`PhoneViews`, kept after each input for the seats whose view changed); with no
        server nothing is computed for them."""
        dv, session = self.deal_view, self.session
        if dv is None or session is None or not hasattr(dv, "set_view_provider"):
            return
        if self.phone_views is not None and self.phone_views.game is session.game:
            return
        if not always and not (dv.server is not None and dv.server.running):
            return
        from ..deal import PhoneViews

        if self.phone_views is not None:
            self.phone_views.stop()
        self.phone_views = PhoneViews(session.game)
        dv.set_view_provider(self.phone_views.get)

    def show_game_over(self) -> None:
        if self.session is None:
            return
        if self.session.notice is not None:
            self.notice.show_message(self.session.notice.message(self.lang))
            self.session.notice = None
        self.timer.start(None)
        if self.narrator is not None:
            self.narrator.stop()
        self.game_over.show_session(self.session)
        self.stack.setCurrentWidget(self.game_over)
        self._update_projector()
        self._phones_after_the_end()
        self._update_actions()

    def undo(self) -> None:
        if self.session is None:
            return
        page = self.stack.currentWidget()
        if page is self.game_over:
            from ..engine.errors import RuleError
            try:
                last = self.session.undo(self)
            except RuleError as err:
                self.notice.show_message(err.message(self.lang))
                return
            except StoreError as err:
                self.notice.show_message(not_saved_text(err, self.lang))
                return
            if self.session.setup.deal_mode == "phones" and self.deal_view is None:
                self._make_deal_view(self.session)      # the phones get their page back
            self.start_console(self.session)
            self.console.undone(last)
            return
        if page is self.console:
            self.console.undo()

    # ------------------------------------------------------------------ language and page
    def retranslate(self) -> None:
        self._retranslate_menus(self.lang)
        if self.privacy_chip is not None:
            self._show_privacy_state()

    def _page_changed(self, *_):
        self._update_actions()

    def _update_actions(self) -> None:
        page = self.stack.currentWidget()
        console = self.console is not None and page is self.console
        in_console = console and self.session is not None and not self.session.over
        for act in (self.act_next, self.act_pause, self.act_add30, self.act_skip, self.act_full):
            act.setEnabled(in_console)
        self.act_undo.setEnabled(self.session is not None and self.console is not None
                                 and page in (self.console, self.game_over) and self.session.game.can_undo())
        self.act_export.setEnabled(self.session is not None and self.session.saved)
        self.act_deal.setEnabled(self.session is not None and not self.session.over and self.session.game_id is not None)
        for act in (self.act_new, self.act_import, self.act_print):
            act.setEnabled(self.is_ready)
        unfinished = None
        if self.store is not None and self.is_ready and not in_console:
            try:
                unfinished = self.store.unfinished_game()
            except StoreError:
                unfinished = None
        self.act_resume.setEnabled(unfinished is not None
                                   and (self.session is None or self.session.game_id != unfinished))

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        changed = lang != self.lang
        self.lang = lang
        self.lang_actions[lang].setChecked(True)
        if changed:
            store_set(self.store, LANG_SETTING, lang)
            from .translator import install_qt_translator

            install_qt_translator(lang)
        self.retranslate()
        self.start_page_widget.retranslate(lang)
        if self.console is not None:
            self.console.set_lang(lang)
            self.game_over.retranslate(lang)
        if self.resume_page is not None:
            self.resume_page.retranslate(lang)
        if self.setup_view is not None and getattr(self.setup_view, "lang", None) != lang:
            self.setup_view.retranslate(lang)
        if self.deal_view is not None:
            self.deal_view.retranslate(lang)
        if self.projector is not None:
            self.projector.retranslate(lang)
        if self.game_over is not None:
            self._story_in_language(lang)      # the story's page, shown and read on in the new language
        self.languageChanged.emit(lang)

    def set_second_language(self, lang: str | None) -> None:
        self.second_lang = lang
        self.second_actions[lang].setChecked(True)
        store_set(self.store, SECOND_LANG_SETTING, lang)
        if self.console is not None:
            self.console.set_second_lang(lang)

    # ------------------------------------------------------------------ menu commands
    def new_game(self, confirm: bool = True) -> None:
        if confirm and self.session is not None and not self.session.over and self.stack.currentWidget() is self.console:
            box = QtWidgets.QMessageBox
            answer = box.question(self, tr("ui.main.new_title", self.lang), tr("ui.main.new_confirm", self.lang),
                                  box.Yes | box.No, box.No)
            if answer != box.Yes:
                return
            self._end_current_game()
        elif self.session is not None and self.session.over:
            self.session = None
        self._drop_deal_view()
        self.show_setup()

    def edit_durations(self) -> None:
        if self.timer is None:
            return
        from .game.timer_widgets import DurationsDialog

        dlg = DurationsDialog(self.timer.durations, self.lang, self)
        if dlg.exec():
            self.timer.durations.update(dlg.durations())
            store_set(self.store, TIMER_SETTING, dict(self.timer.durations))

    def edit_audio(self) -> None:
        """Game → Sound and voice… (the narrator is made with the console: make it if need be)."""
        if self.narrator is None:
            self._ensure_console()
        from .dialogs.audio import edit_audio

        edit_audio(self.narrator, self.lang, self)

    def about(self) -> None:
        from .dialogs.about import AboutDialog      # the licence and third-party notices too

        AboutDialog(self.lang, self).exec()

    # ------------------------------------------------------------------ keys and closing
    def keyPressEvent(self, event):
        if self.console is not None and self.stack.currentWidget() is self.console:
            self.console.keyPressEvent(event)
            return
        super().keyPressEvent(event)

    def closeEvent(self, event):
        from .window_geometry import GEOMETRY_SETTING, saved_geometry

        if self.is_ready:                   # its size and place, for the next start (window_geometry.py)
            store_set(self.store, GEOMETRY_SETTING, saved_geometry(self))
        for act in self.actions():          # application-wide shortcuts must not outlive the window
            act.setEnabled(False)
        if self.timer is not None:
            self.timer.start(None)
        if self.narrator is not None:
            self.narrator.stop()
        self._drop_deal_view()
        if self.projector is not None:
            self.projector.close()
            self.projector.deleteLater()
            self.projector = None
        super().closeEvent(event)
