"""A real phone browser for the tests: headless Chromium (Debian package `chromium`) driven over the
DevTools protocol on a pipe (`--remote-debugging-pipe`: no port, no extra Python package).

    with Chromium() as browser:
        tab = browser.tab(375, 553)            # a phone-sized viewport with touch
        tab.open("http://127.0.0.1:…/p/…")
        tab.eval("document.title")
        tab.touch("start", 180, 300); tab.touch("end")
        tab.screenshot("/tmp/x.png")

Only ever pointed at the deal server on 127.0.0.1; background networking is switched off.
"""
from __future__ import annotations

import base64
import itertools
import json
import os
import shutil
import subprocess
import tempfile
import time

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "chrome")


def chromium_path() -> str | None:
    return next((path for path in map(shutil.which, CANDIDATES) if path), None)


class BrowserError(RuntimeError):
    pass


class Chromium:
    def __init__(self, timeout: float = 20.0):
        self.timeout = timeout
        self._ids = itertools.count(1)
        self._events: list[dict] = []
        self._buffer = b""

    def __enter__(self) -> "Chromium":
        path = chromium_path()
        if path is None:
            raise BrowserError("chromium is not installed")
        self._profile = tempfile.mkdtemp(prefix="deal-chromium-")
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()

        def pipes_to_3_and_4() -> None:          # Chromium reads commands on fd 3, answers on fd 4
            a, b = os.dup(to_child_r), os.dup(from_child_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self._process = subprocess.Popen(
            [path, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-sync",
             "--disable-component-update", "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio",
             "--remote-debugging-pipe", f"--user-data-dir={self._profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=pipes_to_3_and_4, close_fds=False)
        os.close(to_child_r)
        os.close(from_child_w)
        return self

    def __exit__(self, *exc) -> None:
        try:
            self.send("Browser.close")
        except Exception:  # noqa: BLE001 - closing anyway
            pass
        try:
            self._process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait(timeout=10)
        for fd in (self._to_child, self._from_child):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self._profile, ignore_errors=True)

    # --- the protocol ------------------------------------------------------------------------------

    def _read_message(self, deadline: float) -> dict:
        import select

        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise BrowserError("no answer from chromium")
            ready, _, _ = select.select([self._from_child], [], [], left)
            if ready:
                chunk = os.read(self._from_child, 1 << 20)
                if not chunk:
                    raise BrowserError("chromium went away")
                self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method: str, params: dict | None = None, session: str | None = None) -> dict:
        ident = next(self._ids)
        message = {"id": ident, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_child, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == ident:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self._events.append(reply)

    def wait_event(self, method: str, session: str | None = None) -> dict:
        deadline = time.monotonic() + self.timeout
        while True:
            for i, event in enumerate(self._events):
                if event.get("method") == method and (session is None or event.get("sessionId") == session):
                    return self._events.pop(i)
            self._events.append(self._read_message(deadline))

    def tab(self, width: int, height: int, scale: float = 2.0) -> "Tab":
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        tab = Tab(self, session)
        tab.send("Page.enable")
        tab.send("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": True})
        tab.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        return tab


class Tab:
    def __init__(self, browser: Chromium, session: str):
        self.browser, self.session = browser, session

    def send(self, method: str, params: dict | None = None) -> dict:
        return self.browser.send(method, params, self.session)

    def open(self, url: str) -> None:
        self.browser._events = [e for e in self.browser._events if e.get("method") != "Page.loadEventFired"]
        self.send("Page.navigate", {"url": url})
        self.browser.wait_event("Page.loadEventFired", self.session)

    def eval(self, expression: str):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def touch(self, kind: str, x: float = 0, y: float = 0) -> None:
        """A finger: kind is start, move or end (the end lifts every finger)."""
        points = [] if kind == "end" else [{"x": x, "y": y, "id": 1}]
        self.send("Input.dispatchTouchEvent", {"type": f"touch{kind.capitalize()}", "touchPoints": points})

    def swipe(self, x: float, y: float, dy: float, steps: int = 12) -> None:
        """A finger dragged from (x, y) by dy pixels (dy < 0 scrolls the page down), then lifted."""
        self.touch("start", x, y)
        for i in range(1, steps + 1):
            self.touch("move", x, y + dy * i / steps)
            time.sleep(0.01)
        self.touch("end")

    def screenshot(self, path: str) -> None:
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
