"""The deal screen: hand every seat its role — by QR code to the phones, passing the laptop, or
with printed cards — one seat at a time, never showing a role to the room.

Phones: a `DealServer` on 0.0.0.0 serves each seat's page (what `view_provider(seat)` returns);
the screen shows one seat's QR code and link at a time and ticks a seat off when its phone opens
the page. The provider is swappable (`set_view_provider`) so the console can keep the phones
showing the current `player_view` during the game (the thief's choice, the lovers).

Lost and swapped phones: a seat whose link is opened on a second device gets a ⚠ on its tile and
`second_device(seat, n)`; "New link" gives one seat a new code (same role, the old link dies).
"Re-deal" (before the night only) asks for a new game with a fresh shuffle: `redeal_requested(setup)`.
The port actually used and each seat's link revision are kept with the game (settings
`deal.port.<game>`, `deal.revisions.<game>`), so printed or shown links survive an app restart.
With no usable network address the screen says so and offers the offline codes.
"""
from __future__ import annotations

import functools
import logging
import secrets
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QMenu, QMessageBox, QPushButton,
                               QStackedWidget, QToolButton, QVBoxLayout, QWidget)

from ...engine import Game, Setup, player_view
from ...i18n import LANGUAGES, tr
from .pages import LOOPBACK, AddressPicker, QrPage, RevealPage, SeatNav
from .printed import PrintedPage
from ..style import apply_root_style, set_role
from ..settings import store_get, store_set
from ..theme import shades
from ..widgets.plain import Label
from ..widgets.columns import ColumnScroll, size_to_current_page

log = logging.getLogger(__name__)

DEFAULT_PORT = 8765
PHONES, OFFLINE, LAPTOP, PRINTED = "phones", "offline", "laptop", "printed"


class _SeenBridge(QObject):
    """Carries the server thread's `on_seen(seat)` to the GUI thread (queued connection)."""

    seen = Signal(int)


def _stop_server(server) -> None:
    try:
        server.stop()
    except Exception:  # noqa: BLE001 - stopping twice or on exit must never raise
        pass


class DealView(QWidget):
    """`DealView(setup, store, game_id, lang)`; `finished` when the host starts the night;
    `shutdown()` stops the phone server (idempotent); `retranslate(lang)`;
    `set_view_provider(fn)` swaps what each seat's phone page shows."""

    finished = Signal()
    redeal_requested = Signal(object)      # a new Setup: everyone gets a new role and a new link
    second_device = Signal(int, int)       # (seat, devices): a seat's link was opened on another device

    def __init__(self, setup, store, game_id: int, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setup = setup
        self.store = store
        self.game_id = game_id
        self.lang = lang if lang in LANGUAGES else "zh"
        self.players = list(setup.players)
        self.seats = list(range(1, len(self.players) + 1))
        self.current = 1
        self.server = None
        self.tokens = None
        self.server_error: str | None = None
        self.auto_advance_ms = 1500
        self._default_state = None
        self.view_provider: Callable[[int], dict | None] = self._default_view
        self._bridge = _SeenBridge(self)
        self._bridge.seen.connect(self._on_seen, Qt.ConnectionType.QueuedConnection)
        self._advance_timer = QTimer(self)
        self._advance_timer.setSingleShot(True)
        self._advance_timer.timeout.connect(self._auto_advance)
        self._revealed_once: set[int] = set()
        self._local_deal: list | None = None
        self._devices_told: dict[int, int] = {}
        self._explicit_address = False
        self.no_network = False
        self.started = False
        apply_root_style(self, 1.15)
        self._build()
        self.mode = PRINTED if setup.deal_mode == "printed" else (LAPTOP if setup.deal_mode == "laptop" else PHONES)
        if self.mode == PHONES:
            self._start_server()
        self.set_mode(self.mode)
        self.retranslate(self.lang)

    # --- what a seat sees ---------------------------------------------------------------------------

    def _default_view(self, seat: int) -> dict | None:
        """Before the game: the seat's view of a fresh game of this setup."""
        if self._default_state is None:
            self._default_state = Game(self.setup).state
        return player_view(self._default_state, seat)

    def set_view_provider(self, provider: Callable[[int], dict | None] | None) -> None:
        """From now on each phone page (and the reveal, the offline codes) shows `provider(seat)`.
        It is called from the server's threads: it must return a snapshot, safely."""
        self.view_provider = provider or self._default_view

    def _serve(self, seat: int) -> dict | None:  # called from the server threads
        return self.view_provider(seat)

    # --- building -----------------------------------------------------------------------------------

    def _build(self) -> None:
        root = QVBoxLayout(self)
        root.setContentsMargins(24, 16, 24, 16)
        root.setSpacing(10)
        root.addLayout(self._build_head())
        self.intro = Label(self)
        self.intro.setWordWrap(True)
        set_role(self.intro, "muted")
        root.addWidget(self.intro)

        body = QHBoxLayout()                # the page (a low screen scrolls it) and the seats beside it
        body.setSpacing(20)
        self.stack = QStackedWidget(self)
        self.stack_scroll = ColumnScroll(self.stack, min_height=160)
        self.stack_scroll.viewport().installEventFilter(self)
        body.addWidget(self.stack_scroll, 1)
        root.addLayout(body, 1)
        self.qr_page = page = QrPage()          # phones and offline codes: seat line, QR, text under it
        self.seat_label, self.qr, self.url_label, self.status = page.seat_label, page.qr, page.url_label, page.status
        self.server_problem, self.no_network_box = page.server_problem, page.no_network_box
        self.no_network_label, self.use_offline_button = page.no_network_label, page.use_offline_button
        self.use_offline_button.clicked.connect(lambda: self.set_mode(OFFLINE))
        self.stack.addWidget(page)
        self.reveal_page = reveal = RevealPage(self.lang)          # laptop reveal
        self.pass_label, self.card, self.hold = reveal.pass_label, reveal.card, reveal.hold
        self.reveal_hint = reveal.hint
        self.hold.held.connect(self._on_hold)
        self.stack.addWidget(reveal)
        self.printed_page = PrintedPage(self.setup, self.lang)     # printed cards
        self.stack.addWidget(self.printed_page)
        size_to_current_page(self.stack)

        self.nav = nav = SeatNav(self.players, self)   # seat navigation and tiles (phones, offline codes, laptop)
        self.prev_button, self.next_button, self.position, self.tiles = nav.prev_button, nav.next_button, \
            nav.position, nav.tiles
        self.prev_button.clicked.connect(self.previous_seat)
        self.next_button.clicked.connect(self.next_seat)
        self.tiles.picked.connect(self.show_seat)
        body.addWidget(nav)                 # (beside the page, never scrolled away: who has seen their role)

        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setStyleSheet(f"color: {shades()['line']};")
        root.addWidget(line)
        root.addLayout(self._build_actions())
        self._bind_keys()

    def _build_head(self) -> QHBoxLayout:
        """The title, and the network address the links use (phones)."""
        head = QHBoxLayout()
        self.title = Label(self)
        set_role(self.title, "title")
        head.addWidget(self.title)
        head.addStretch(1)
        self.address_picker = AddressPicker(self)
        self.address_picker.changed.connect(self._on_address)
        self.address_picker.refresh.clicked.connect(self._fill_addresses)
        head.addWidget(self.address_picker)
        return head

    def _build_actions(self) -> QHBoxLayout:
        """Re-deal, new link, the fallbacks (offline codes, laptop), help — and start the night."""
        actions = QHBoxLayout()
        self.redeal_button = self._button("redeal", lambda: self.redeal(ask=True), "danger")
        self.new_link_button = self._button("newLink", lambda: self.new_link(ask=True))
        self.fallback_button = self._button("noNetwork", None)
        self.fallback_menu = QMenu(self.fallback_button)
        self.offline_action = self.fallback_menu.addAction("")
        self.offline_action.triggered.connect(lambda: self.set_mode(OFFLINE))
        self.laptop_action = self.fallback_menu.addAction("")
        self.laptop_action.triggered.connect(lambda: self.set_mode(LAPTOP))
        self.fallback_button.setMenu(self.fallback_menu)
        self.phones_button = self._button("backToPhones", lambda: self.set_mode(PHONES))
        self.laptop_button = self._button("toLaptop", lambda: self.set_mode(LAPTOP))
        self.help_button = self._button("help", self.show_help)
        self.start_button = self._button("startNight", lambda: self.start_night(ask=True), "primary")
        for b in (self.redeal_button, self.new_link_button, self.fallback_button, self.phones_button,
                  self.laptop_button, self.help_button):
            actions.addWidget(b)
        actions.addStretch(1)
        actions.addWidget(self.start_button)
        return actions

    def _button(self, name: str, slot: Callable[[], object] | None, role: str | None = None) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        if role:
            set_role(button, role)
        if slot is not None:
            button.clicked.connect(slot)
        return button

    def _bind_keys(self) -> None:
        """→ / PgDn: the next seat; ← / PgUp: the one before."""
        for keys, slot in ((QKeySequence.StandardKey.MoveToNextChar, self.next_seat),
                           (QKeySequence.StandardKey.MoveToPreviousChar, self.previous_seat),
                           (QKeySequence(Qt.Key.Key_PageDown), self.next_seat),
                           (QKeySequence(Qt.Key.Key_PageUp), self.previous_seat)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

    # --- the phone server ---------------------------------------------------------------------------

    def _start_server(self) -> None:
        if self.server is not None and self.server.running:
            return
        from ...deal import DealServer, Tokens

        try:
            secret, generation = self._deal_secret()
            self.tokens = Tokens(secret, generation, self.seats, self._saved("revisions", {}))
            # the port this game's links were made with, else the preferred one (0: any free one);
            # the server itself moves on when it is busy
            port = self._saved("port", store_get(self.store, "deal.port", DEFAULT_PORT))
            port = port if isinstance(port, int) and not isinstance(port, bool) and 0 <= port < 65536 else DEFAULT_PORT
            log_path = None
            try:
                from ...paths import user_data_dir

                log_path = user_data_dir() / "logs" / "deal-server.log"
            except OSError:
                pass
            self.server = DealServer(self._serve, self.tokens, host="0.0.0.0", port=port, log_path=log_path,
                                     on_seen=self._bridge.seen.emit)
            self.server.start()
            self._save("port", self.server.port)      # the printed and shown links survive a restart
            self.server_error = None
            self.destroyed.connect(functools.partial(_stop_server, self.server))
        except Exception as exc:  # noqa: BLE001 - no network, busy ports, read-only store: say so
            log.warning("deal server not started: %s", exc)
            self.server_error = str(exc)
            self.server = None
        self._fill_addresses()

    def _saved(self, name: str, default):
        """This game's own deal setting (None for a game that could not be saved)."""
        if self.game_id is None:
            return default
        value = store_get(self.store, f"deal.{name}.{self.game_id}", default)
        return value if isinstance(value, type(default)) or default is None else default

    def _save(self, name: str, value) -> None:
        if self.game_id is not None:
            store_set(self.store, f"deal.{name}.{self.game_id}", value)

    def _deal_secret(self) -> tuple[bytes, int]:
        """The game's dealing secret from the store; if the game could not be saved (no store, a
        read-only one), a secret for this session only, so the phones still get their roles."""
        try:
            return self.store.deal_secret(self.game_id)
        except Exception as exc:  # noqa: BLE001
            if self._local_deal is None:
                log.warning("no stored deal secret (%s); using one for this session", exc)
                self._local_deal = [secrets.token_bytes(32), 1]
            return bytes(self._local_deal[0]), int(self._local_deal[1])

    @property
    def port(self) -> int | None:
        return self.server.port if self.server is not None else None

    def shutdown(self) -> None:
        """Stop the phone server (the links stop working). Safe to call more than once."""
        self._advance_timer.stop()
        server, self.server = self.server, None
        if server is not None:
            _stop_server(server)

    def _fill_addresses(self) -> None:
        self.no_network = self.address_picker.fill(store_get(self.store, "deal.address"), self.lang)
        self._update_seat()

    @property
    def address(self) -> str:
        return self.address_picker.address

    def choose_address(self, address: str) -> None:
        self._explicit_address = True            # even 127.0.0.1 on purpose (a test on this computer)
        self.address_picker.choose(address)

    def _on_address(self) -> None:
        store_set(self.store, "deal.address", self.address)
        self._update_seat()

    def url(self, seat: int) -> str | None:
        if self.server is None:
            return None
        return self.server.url(seat, self.address)

    @property
    def unreachable(self) -> bool:
        """No network: the only link would be 127.0.0.1, which no phone can open."""
        return self.no_network and self.address == LOOPBACK and not self._explicit_address

    def redeal(self, ask: bool = True) -> bool:
        """Deal again before the night: a fresh shuffle (the same roles if the moderator stacked
        the deck; if the host chose only some seats, those keep their roles) as a new game, so every
        seat gets a new role and a new link and the old links die. Emits `redeal_requested(setup)`;
        the main window starts that game."""
        setup = self.setup
        if ask:
            key = "deal.console.redeal.stacked" if setup.stacked else "deal.console.redeal.confirm"
            key = "dealui.redeal.chosen" if setup.chosen else key
            answer = QMessageBox.question(self, tr("deal.console.redeal", self.lang), tr(key, self.lang),
                                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                                          QMessageBox.StandardButton.Cancel)
            if answer != QMessageBox.StandardButton.Yes:
                return False
        stacked = {"assignment": setup.assignment, "leftover": setup.leftover} if setup.stacked else {}
        if setup.chosen:                         # the seats the host chose keep their card; the rest is shuffled
            stacked = {"assignment": [r if seat in setup.chosen else None
                                      for seat, r in enumerate(setup.assignment, start=1)]}
        fresh = Setup.create(setup.players, ruleset=setup.ruleset, preset=setup.preset, deck=setup.deck,
                             options=setup.options, deal_mode=setup.deal_mode, lang=setup.lang, **stacked)
        self.redeal_requested.emit(fresh)
        return True

    def new_link(self, seat: int | None = None, ask: bool = True) -> bool:
        """A lost or swapped phone: `seat` (default: the one shown) gets a new link, its role stays
        and its old link dies at once, on every device that opened it."""
        seat = self.current if seat is None else seat
        if self.server is None or seat not in self.tiles.tiles:
            return False
        if ask:
            answer = QMessageBox.question(self, tr("deal.console.new_link", self.lang),
                                          tr("deal.console.new_link.confirm", self.lang, seat=seat),
                                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                                          QMessageBox.StandardButton.Cancel)
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.tokens = self.server.revoke(seat)
        self._save("revisions", {str(k): v for k, v in self.tokens.revisions.items()})
        self._devices_told.pop(seat, None)
        self.tiles.warn(seat, False)
        self.tiles.mark(seat, False)
        self.show_seat(seat)
        return True

    def _on_seen(self, seat: int) -> None:
        if seat not in self.tiles.tiles:
            return
        devices = self.server.devices(seat) if self.server is not None else 0
        if devices > 1 and devices > self._devices_told.get(seat, 1):     # a second phone on this seat
            self._devices_told[seat] = devices
            self.tiles.warn(seat)
            self.second_device.emit(seat, devices)
            self._update_status()
        if self.mode != PHONES:
            return
        self.tiles.mark(seat)
        if seat == self.current:
            self.qr.hide()                 # opened: its code no longer sits on screen for another phone
            self.url_label.setText("")     # (issue 29.12; showing the seat again brings it back)
            self._update_status()
            if self.auto_advance_ms >= 0 and self._next_unseen() is not None:
                self._advance_timer.start(self.auto_advance_ms)
        self._update_position()

    def _next_unseen(self) -> int | None:
        order = self.seats[self.current:] + self.seats[:self.current]
        return next((s for s in order if s not in self.tiles.seen), None)

    def _auto_advance(self) -> None:
        if self.mode == PHONES and self.current in self.tiles.seen:
            nxt = self._next_unseen()
            if nxt is not None:
                self.show_seat(nxt)

    @property
    def seen(self) -> set[int]:
        return set(self.tiles.seen)

    # --- modes and seats ----------------------------------------------------------------------------

    def set_mode(self, mode: str) -> None:
        """phones / offline / laptop / printed."""
        self.card.hide_role()
        self._advance_timer.stop()
        if mode == PHONES and self.server is None:
            self._start_server()
        self.mode = mode
        phones_possible = self.setup.deal_mode != "printed"
        self.stack.setCurrentWidget({PHONES: self.qr_page, OFFLINE: self.qr_page, LAPTOP: self.reveal_page,
                                     PRINTED: self.printed_page}[mode])
        self.nav.setVisible(mode != PRINTED)
        for w in (self.address_picker, self.new_link_button, self.fallback_button):
            w.setVisible(mode == PHONES)
        self.redeal_button.setVisible(mode == PHONES and not self.started)
        self.phones_button.setVisible(mode in (OFFLINE, LAPTOP) and phones_possible)
        self.laptop_button.setVisible(mode == OFFLINE)
        self.help_button.setVisible(mode in (PHONES, OFFLINE))
        if mode == LAPTOP:
            self.tiles.seen = set(self._revealed_once)
        elif mode == PHONES and self.server is not None:
            self.tiles.seen = set(self.server.seen)
        else:
            self.tiles.seen = set()
        self.tiles.refresh()
        self._retranslate_mode()
        self.show_seat(self.current)
        if self.layout() is not None:
            self.layout().activate()
            self._fit_qr()

    def show_seat(self, seat: int) -> None:
        if seat not in self.tiles.tiles:
            return
        self.card.hide_role()
        self._advance_timer.stop()
        self.current = seat
        self.tiles.set_current(seat)
        self._update_seat()

    def next_seat(self) -> None:
        self.show_seat(self.current % len(self.seats) + 1)

    def previous_seat(self) -> None:
        self.show_seat((self.current - 2) % len(self.seats) + 1)

    def _name(self, seat: int) -> str:
        return self.players[seat - 1]

    def _update_seat(self) -> None:
        if not hasattr(self, "mode"):
            return
        seat, name, lang = self.current, self._name(self.current), self.lang
        from ...deal import offline_qr_text, qr_png

        if self.mode == PHONES:
            self.seat_label.setText(tr("dealui.phone.seat", lang, seat=seat, name=name))
            url = None if self.unreachable else self.url(seat)
            problem = self.server_error is not None or self.server is None
            self.no_network_box.setVisible(self.unreachable and not problem)
            self.server_problem.setVisible(problem)
            if problem:
                self.server_problem.setText(tr("dealui.server.failed", lang, reason=self.server_error or "—"))
            self.qr.set_png(qr_png(url) if url else None)
            self.qr.setVisible(bool(url))
            self.url_label.setText(url or "")
        elif self.mode == OFFLINE:
            self.seat_label.setText(tr("dealui.offline.seat", lang, seat=seat, name=name))
            self.server_problem.hide()
            self.no_network_box.hide()
            view = self._safe_view(seat)
            self.qr.set_png(qr_png(offline_qr_text(view, lang)) if view else None)
            self.qr.setVisible(bool(view))
            self.url_label.setText(tr("dealui.offline.under", lang))
        elif self.mode == LAPTOP:
            self.pass_label.setText(tr("dealui.laptop.pass", lang, seat=seat, name=name))
            self.card.set_cover_text(tr("dealui.laptop.cover", lang, seat=seat, name=name))
        self._fit_qr()
        self._update_status()
        self._update_position()

    def _update_status(self) -> None:
        if self.mode == PHONES and self.unreachable:
            self.status.setText("")                  # no phone can open a page: nothing to wait for
        elif self.mode == PHONES and self._devices_told.get(self.current, 1) > 1:
            self.status.setText(tr("deal.console.second_device", self.lang, seat=self.current,
                                   n=self._devices_told[self.current]))
        elif self.mode == PHONES and self.current in self.tiles.seen:
            self.status.setText(tr("dealui.phone.seen", self.lang, seat=self.current))
        elif self.mode == PHONES:
            self.status.setText(tr("dealui.phone.waiting", self.lang))
        else:
            self.status.setText("")

    def _update_position(self) -> None:
        n = len(self.seats)
        if self.mode == PHONES:
            self.position.setText(tr("dealui.position.seen", self.lang, seat=self.current, n=n,
                                     seen=len(self.tiles.seen)))
        else:
            self.position.setText(tr("dealui.position", self.lang, seat=self.current, n=n))

    def _safe_view(self, seat: int) -> dict | None:
        try:
            return self.view_provider(seat)
        except Exception as exc:  # noqa: BLE001
            log.warning("view for seat %s failed: %s", seat, exc)
            return None

    def _fit_qr(self) -> None:
        """As big as the page allows (never under QrLabel.MIN_SIDE): the bigger, the easier to scan."""
        width = max(200, self.stack_scroll.viewport().width())
        shown = [self.seat_label, self.url_label, self.status]
        for notice in (self.server_problem, self.no_network_box):
            if notice.isVisibleTo(self):
                shown.append(notice)
        used = sum(max(w.heightForWidth(width), w.minimumSizeHint().height()) for w in shown)
        used += 8 * len(shown) + 16
        room = self.stack_scroll.viewport().height() - 10
        side = max(self.qr.MIN_SIDE, min(620, room - used, int(width * 0.9)))
        self.qr.set_side(side)

    def eventFilter(self, obj, event):
        if obj is self.stack_scroll.viewport() and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self._fit_qr)
        return super().eventFilter(obj, event)

    # --- laptop reveal ------------------------------------------------------------------------------

    def _on_hold(self, down: bool) -> None:
        if self.mode != LAPTOP:
            return
        if down:
            self.card.show_role(self._safe_view(self.current))
        elif self.card.revealed:
            self.card.hide_role()
            self._revealed_once.add(self.current)
            self.tiles.mark(self.current)

    # --- the end ------------------------------------------------------------------------------------

    def start_night(self, ask: bool = True) -> None:
        """Emit `finished` (the phone server keeps running for the game)."""
        missing = [s for s in self.seats if s not in self.tiles.seen] if self.mode in (PHONES, LAPTOP) else []
        if ask and missing:
            answer = QMessageBox.question(self, tr("dealui.start.title", self.lang),
                                          tr("dealui.start.missing", self.lang, seats=missing),
                                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                                          QMessageBox.StandardButton.Cancel)
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.card.hide_role()
        self.printed_page.show_list(False)
        self.started = True                      # from now on a re-deal would throw the game away
        self.redeal_button.hide()
        self.finished.emit()

    def show_help(self) -> None:
        from ..dialogs.help import PhoneHelpDialog

        dialog = PhoneHelpDialog(self.lang, self)
        dialog.open()
        self._help = dialog

    # --- language -----------------------------------------------------------------------------------

    def retranslate(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.lang = lang
        self.card.lang = lang
        t = lambda key, **kw: tr(key, lang, **kw)  # noqa: E731
        self.address_picker.retranslate(lang)
        self.prev_button.setText("◀  " + t("dealui.previous"))
        self.next_button.setText(t("dealui.next") + "  ▶")
        self.redeal_button.setText(t("deal.console.redeal"))
        self.redeal_button.setToolTip(t("deal.console.redeal.hint"))
        self.new_link_button.setText(t("deal.console.new_link"))
        self.new_link_button.setToolTip(t("deal.console.new_link.hint"))
        self.no_network_label.setText(t("deal.console.no_network"))
        self.use_offline_button.setText(t("deal.console.use_offline"))
        self.fallback_button.setText(t("dealui.no_network"))
        self.offline_action.setText(t("dealui.no_network.offline"))
        self.laptop_action.setText(t("dealui.no_network.laptop"))
        self.phones_button.setText(t("dealui.back_to_phones"))
        self.laptop_button.setText(t("dealui.no_network.laptop"))
        self.help_button.setText(t("dealui.help"))
        self.start_button.setText(t("dealui.start"))
        self.hold.setText(t("dealui.laptop.hold"))
        self.reveal_hint.setText(t("dealui.laptop.hint"))
        self.printed_page.retranslate(lang)
        self._retranslate_mode()
        self._update_seat()

    def _retranslate_mode(self) -> None:
        t = lambda key, **kw: tr(key, self.lang, **kw)  # noqa: E731
        self.title.setText(t(f"dealui.title.{self.mode}"))
        stacked = self.mode == PRINTED and self.printed_page.stacked      # handed out by the app's list
        self.intro.setText(t("dealui.intro.printed.stacked") if stacked else t(f"dealui.intro.{self.mode}"))

    # --- for tests and screenshots ------------------------------------------------------------------

    def visible_texts(self) -> list[str]:
        """Every text a label, button or tile of this screen holds right now."""
        out = []
        for w in self.findChildren(QLabel) + self.findChildren(QPushButton) + self.findChildren(QToolButton):
            out.append(w.text())
            out.append(w.toolTip())
        return out
