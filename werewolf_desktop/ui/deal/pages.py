"""The deal screen's parts: the QR page (phones and offline codes), the laptop reveal page and the
seat navigation under them. They only hold widgets; the deal screen fills them in."""
from __future__ import annotations

import logging

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from ...i18n import tr

from ..style import set_px, set_role
from .reveal import HoldButton, QrLabel, RoleCard, SeatTiles
from ..widgets.plain import Label

log = logging.getLogger(__name__)
LOOPBACK = "127.0.0.1"


def _big_line(parent: QWidget, name: str, px: int, bold: bool = False) -> QLabel:
    label = Label(parent)
    label.setObjectName(name)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    set_px(label, px, bold)
    return label


class QrPage(QWidget):
    """Seat line, a server problem or "no network" notice, the QR code, the link and the status."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        qv = QVBoxLayout(self)
        qv.setContentsMargins(0, 0, 0, 0)
        qv.setSpacing(8)
        self.seat_label = _big_line(self, "seatLabel", 34, True)
        self.qr = QrLabel(self)
        self.qr.setObjectName("qr")
        self.url_label = _big_line(self, "url", 18)
        self.url_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status = _big_line(self, "status", 18, True)      # the second-device warning is a long line
        self.server_problem = Label(self)
        self.server_problem.setWordWrap(True)
        set_role(self.server_problem, "error")
        self.server_problem.hide()
        self.no_network_box = QWidget(self)
        nb = QHBoxLayout(self.no_network_box)
        nb.setContentsMargins(0, 0, 0, 0)
        self.no_network_label = Label(self.no_network_box)
        self.no_network_label.setObjectName("noNetworkNotice")
        self.no_network_label.setWordWrap(True)
        set_role(self.no_network_label, "error")
        self.use_offline_button = QPushButton(self.no_network_box)
        self.use_offline_button.setObjectName("useOffline")
        set_role(self.use_offline_button, "primary")
        nb.addWidget(self.no_network_label, 1)
        nb.addWidget(self.use_offline_button)
        self.no_network_box.hide()
        qv.addWidget(self.seat_label)
        qv.addWidget(self.server_problem)
        qv.addWidget(self.no_network_box)
        qv.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        qv.addWidget(self.url_label)
        qv.addWidget(self.status)
        qv.addStretch(1)


class RevealPage(QWidget):
    """The line "pass the laptop to …", the covered role card, the hold-to-see button and its hint."""

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        rv = QVBoxLayout(self)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.setSpacing(12)
        self.pass_label = _big_line(self, "passLabel", 34, True)
        self.card = RoleCard(lang, self)
        self.hold = HoldButton(self)
        self.hold.setObjectName("hold")
        set_role(self.hold, "primary")
        self.hold.setMinimumSize(440, 60)
        self.hint = Label(self)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        set_role(self.hint, "muted")
        rv.addWidget(self.pass_label)
        rv.addWidget(self.card, 1)
        rv.addWidget(self.hold, 0, Qt.AlignmentFlag.AlignHCenter)
        rv.addWidget(self.hint)


class SeatNav(QWidget):
    """The seats' column beside the page: "seat 3 of 12", ◀ previous · next ▶, and a tile per seat.
    Beside the page, not under it: on a low screen (1280×720) the page keeps its height for the QR
    code or the role card, and the tiles never scroll out of sight."""

    WIDTH = 380          # pixels: three tiles a row (two up to 8 players), the two buttons side by side

    def __init__(self, players: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setFixedWidth(self.WIDTH)
        nv = QVBoxLayout(self)
        nv.setContentsMargins(0, 0, 0, 0)
        nv.setSpacing(8)
        self.position = Label(self)
        self.position.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.position.setWordWrap(True)
        set_role(self.position, "muted")
        nv.addWidget(self.position)
        nrow = QHBoxLayout()
        nrow.setSpacing(8)
        self.prev_button = QPushButton(self)
        self.prev_button.setObjectName("prev")
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("next")
        for b in (self.prev_button, self.next_button):
            b.setMinimumHeight(46)
            set_px(b, 18, True)
            nrow.addWidget(b, 1)
        nv.addLayout(nrow)
        self.tiles = SeatTiles(players, self, columns=2 if len(players) <= 8 else 3)
        nv.addWidget(self.tiles)
        nv.addStretch(1)


class AddressPicker(QWidget):
    """The address the phones' links use: this computer's IPv4 addresses (127.0.0.1 last, which no
    phone can open) and ↻ to look again. `changed` when the host picks another one."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.label = Label(self)
        set_role(self.label, "muted")
        self.combo = QComboBox(self)
        self.combo.setObjectName("address")
        self.combo.setMinimumWidth(200)
        self.combo.currentIndexChanged.connect(self.changed)
        self.refresh = QToolButton(self)
        self.refresh.setText("↻")
        self.refresh.setFixedWidth(44)
        lay.addWidget(self.label)
        lay.addWidget(self.combo)
        lay.addWidget(self.refresh)

    @property
    def address(self) -> str:
        return self.combo.currentData() or LOOPBACK

    def fill(self, remembered: str | None, lang: str) -> bool:
        """List the addresses again (keeping the chosen one, else `remembered`); True when there is
        no network (only 127.0.0.1)."""
        from ...deal import lan_addresses

        try:
            found = [a for a in lan_addresses() if ":" not in a]   # the server listens on IPv4
        except Exception as exc:  # noqa: BLE001
            log.warning("no addresses: %s", exc)
            found = []
        no_network = not any(a != LOOPBACK for a in found)
        if LOOPBACK not in found:
            found.append(LOOPBACK)
        wanted = self.combo.currentData() or remembered
        self.combo.blockSignals(True)
        self.combo.clear()
        for address in found:
            self.combo.addItem(address, address)
        index = self.combo.findData(wanted) if wanted else -1
        self.combo.setCurrentIndex(index if index >= 0 else 0)
        self.combo.blockSignals(False)
        self.retranslate(lang)
        return no_network

    def choose(self, address: str) -> None:
        index = self.combo.findData(address)
        if index < 0:
            self.combo.addItem(address, address)
            index = self.combo.count() - 1
        self.combo.setCurrentIndex(index)

    def retranslate(self, lang: str) -> None:
        self.label.setText(tr("dealui.address", lang))
        self.refresh.setToolTip(tr("dealui.address.refresh", lang))
        for i in range(self.combo.count()):
            if self.combo.itemData(i) == LOOPBACK:
                self.combo.setItemText(i, f"{LOOPBACK} ({tr('dealui.address.this_computer', lang)})")
