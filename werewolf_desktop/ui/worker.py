"""Work that would stand the window still, done on a thread of its own kind (issue 32): reportlab and
pdfium writing or drawing a PDF are tenths of seconds of pure computing. One thread per kind, made
when first needed, so what is asked of one kind is done in order; Python waits for what a thread is
doing when the app exits. A result comes back to the window through a Qt signal (queued); what a
task raises is logged (it would be lost in its future otherwise).

    run(kind, fn, *args)        fn(*args) on the `kind` thread ("story-pdf", "print-preview")
"""
from __future__ import annotations

import logging
from concurrent.futures import Future, ThreadPoolExecutor

log = logging.getLogger(__name__)

_threads: dict[str, ThreadPoolExecutor] = {}


def run(kind: str, fn, *args) -> Future:
    if kind not in _threads:
        _threads[kind] = ThreadPoolExecutor(max_workers=1, thread_name_prefix=kind)
    future = _threads[kind].submit(fn, *args)
    future.add_done_callback(lambda done: _log_failure(kind, done))
    return future


def _log_failure(kind: str, done: Future) -> None:
    error = None if done.cancelled() else done.exception()
    if error is not None:
        log.error("%s: %s failed", kind, type(error).__name__, exc_info=error)
