"""One app per data folder. The first start takes a `QLockFile` in the data folder and listens on a
local socket named after that folder; a second start on the same folder (a double-click on a
.wwgame or .wwdeck while the app runs starts a new process on Windows and Linux) hands its file to
the running window and exits, instead of writing into the same games database from two windows.

A lock left by a crashed app (its process is gone) is taken over (`QLockFile` checks the process
id it holds); a live app's lock never goes stale with age (`setStaleLockTime(0)`).

    instance = SingleInstance(data_folder)
    if not instance.acquire():
        return 0 if instance.hand_over(files) else 1
    instance.listen(lambda files: …)              # the running app's side

The message: one line of JSON, `{"open": ["/absolute/path", …]}`, answered with "ok".
"""
from __future__ import annotations

import json
import logging
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal     # (QtNetwork: imported when first used, after the first paint)

log = logging.getLogger(__name__)

LOCK_FILE = "werewolf-desktop.lock"
try:                     # the standard library's own SHA-256: hashlib would load OpenSSL first (~5-10 ms
    from _sha256 import sha256       # of every start, before the first paint); the same digest
except ImportError:      # (Python 3.12+: _sha2; elsewhere hashlib's)
    try:
        from _sha2 import sha256
    except ImportError:
        from hashlib import sha256

CONNECT_MS = 3000            # a running app answers within this (it is idle in its event loop)
MAX_MESSAGE = 64 * 1024      # bytes of one hand-over: a few paths


def server_name(folder: Path) -> str:
    """The local socket's name for a data folder: one per folder and per user."""
    digest = sha256(str(folder.resolve()).encode("utf-8")).hexdigest()[:20]
    return f"werewolf-desktop-{digest}"


class SingleInstance(QObject):
    """The lock and the hand-over channel of one data folder."""

    filesReceived = Signal(list)

    def __init__(self, folder: Path, parent=None):
        super().__init__(parent)
        self.folder = Path(folder)
        self.name = server_name(self.folder)
        self.lock = QLockFile(str(self.folder / LOCK_FILE))
        self.lock.setStaleLockTime(0)          # only a dead process's lock is stale, never an old one
        self.server = None                     # the QLocalServer, once listening
        self._buffers: dict = {}

    def acquire(self) -> bool:
        """Take the folder's lock; False when another live app holds it. A crashed app's lock
        (its process gone) is removed and taken."""
        if self.lock.tryLock(0):              # (a stale lock is removed and taken by tryLock itself)
            return True
        log.info("the data folder %s is in use: %s (process, host, program)", self.folder, self.lock.getLockInfo())
        return False

    def stop_listening(self) -> None:
        """No more hand-overs (the app is closing): a second start meanwhile is refused at once and
        waits for the lock instead (claim), not for an answer that cannot come."""
        if self.server is not None:
            self.server.close()
            self.server = None

    def release(self) -> None:
        self.stop_listening()
        self.lock.unlock()

    # ------------------------------------------------------------------ the second start
    def hand_over(self, files: list[str]) -> bool:
        """Send `files` (absolute paths; none: just show the window) to the app holding the lock.
        True when it said it has them."""
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(CONNECT_MS):
            log.warning("the running app does not answer on %s: %s", self.name, socket.errorString())
            return False
        message = json.dumps({"open": [str(Path(f).resolve()) for f in files]}, ensure_ascii=False) + "\n"
        socket.write(message.encode("utf-8"))
        socket.flush()
        answered = b""
        while b"\n" not in answered and socket.waitForReadyRead(CONNECT_MS):
            answered += bytes(socket.readAll())
        socket.disconnectFromServer()
        return answered.strip() == b"ok"

    # ------------------------------------------------------------------ the running app
    def listen(self) -> bool:
        """Listen for second starts (call with the lock held). A socket left by a crashed app is
        removed first: holding the lock, this app is the folder's only one."""
        from PySide6.QtNetwork import QLocalServer

        QLocalServer.removeServer(self.name)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.UserAccessOption)
        self.server.newConnection.connect(self._accept)
        if not self.server.listen(self.name):
            log.warning("cannot listen on %s: %s", self.name, self.server.errorString())
            return False
        log.info("one app per data folder: %s holds %s, listening on %s", self.folder, LOCK_FILE, self.name)
        return True

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._drop(s))

    def _read(self, socket) -> None:
        data = self._buffers.get(socket, b"") + bytes(socket.readAll())
        if len(data) > MAX_MESSAGE:
            log.warning("a hand-over over %d bytes was refused", MAX_MESSAGE)
            return socket.abort()
        self._buffers[socket] = data
        if b"\n" not in data:
            return
        try:
            files = json.loads(data.split(b"\n", 1)[0].decode("utf-8"))["open"]
            files = [str(f) for f in files if isinstance(f, str)]
        except (ValueError, KeyError, TypeError):
            log.warning("a hand-over that is not one: %r", data[:200])
            return socket.abort()
        socket.write(b"ok\n")
        socket.flush()
        log.info("handed over by a second start: %s", files or "(no file)")
        self.filesReceived.emit(files)

    def _drop(self, socket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()


# ------------------------------------------------------------------ the start
HAND_OVER_TRIES = 20         # × HAND_OVER_PAUSE_MS: the first app listens once its first screen is painted
HAND_OVER_PAUSE_MS = 500


def claim(files: list[str], lang: str) -> tuple[SingleInstance | None, int | None]:
    """At the start: (the instance, None) when this app is the data folder's one (it then listens
    for second starts: `listen()`, called once its first screen is painted), (None, exit code) when another app has the folder (the files were handed to it:
    0; it does not answer: the host is told, 1). (None, None) when there is no folder to share or
    its lock cannot be made at all (a read-only folder: the store opens read-only and says so)."""
    import os
    import sys

    from ..i18n import tr
    from ..paths import user_data_dir

    try:
        folder = user_data_dir()
    except OSError:
        return None, None
    instance = SingleInstance(folder)
    if instance.acquire():
        return instance, None
    if instance.lock.error() != QLockFile.LockFailedError:       # no permission, no space: not another app
        log.warning("no lock in %s (%s): starting without one", folder, instance.lock.error())
        return None, None
    from PySide6.QtCore import QThread       # (only a second start waits: not before a first start's paint)

    for _ in range(HAND_OVER_TRIES):
        if instance.hand_over(files):
            log.info("another app has %s: handed it %s and exiting", folder, files or "(no file)")
            return None, 0
        QThread.msleep(HAND_OVER_PAUSE_MS)
        if instance.acquire():           # the other app has closed meanwhile (a start right after a close)
            return instance, None
    text = tr("ui.app.already_running", lang, folder=str(folder))
    log.error("another app has %s and does not answer", folder)
    if sys.stderr is not None:
        print(text, file=sys.stderr)
    if os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        from PySide6.QtWidgets import QMessageBox

        QMessageBox(QMessageBox.Warning, tr("ui.app.title", lang), text).exec()
    return None, 1
