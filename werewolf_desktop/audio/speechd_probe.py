"""Does the speech-dispatcher service answer? (Linux; issue 29.6.)

Qt's speech-dispatcher plugin connects to the service when the engine is made and waits for its
answer without a time limit, holding Python's interpreter lock: a service that accepts the
connection and never answers froze the whole window, the loader thread notwithstanding. Before
the engine is made, this module asks the service itself — the same socket libspeechd would use
(`SPEECHD_ADDRESS`, else `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`, else
`~/.cache/speech-dispatcher/speechd.sock`) — to set a client
name, with a time limit, in plain Python (the lock is released while waiting). No socket at all:
the plugin starts the service itself (autospawn), nothing to probe.
"""
from __future__ import annotations

import os
import socket
from pathlib import Path

PROBE_SECONDS = 3.0


def address() -> tuple[int, object] | None:
    """The socket family and address libspeechd connects to, None when there is none to probe."""
    spec = os.environ.get("SPEECHD_ADDRESS", "")
    if spec.startswith("unix_socket:"):
        return socket.AF_UNIX, spec.split(":", 1)[1]
    if spec.startswith("inet_socket:"):
        host, _, port = spec.split(":", 1)[1].rpartition(":")
        return socket.AF_INET, (host or "127.0.0.1", int(port or 6560))
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    places = [Path(runtime) / "speech-dispatcher" / "speechd.sock"] if runtime else []
    places.append(Path.home() / ".cache" / "speech-dispatcher" / "speechd.sock")   # no runtime folder
    path = next((p for p in places if p.exists()), None)
    if path is not None:
        return socket.AF_UNIX, str(path)
    return None


def answers(timeout: float = PROBE_SECONDS) -> bool:
    """True when the service answers a client-name request within `timeout` seconds, or when there
    is no service to ask (the plugin will start one); False when it is there and silent."""
    where = address()
    if where is None:
        return True
    family, addr = where
    try:
        with socket.socket(family, socket.SOCK_STREAM) as s:
            s.settimeout(timeout)
            s.connect(addr)
            s.sendall(b"SET self CLIENT_NAME werewolf:desktop:probe\r\n")
            reply = s.recv(256)
            try:
                s.sendall(b"QUIT\r\n")
            except OSError:
                pass
            return reply[:1].isdigit()
    except FileNotFoundError:
        return True               # a stale address: the plugin starts the service
    except ConnectionRefusedError:
        return True
    except OSError:               # timed out (or reset): the service is there and does not answer
        return False
