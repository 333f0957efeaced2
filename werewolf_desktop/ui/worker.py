"""Work that would stand the window still, done on a thread of its own kind (issue 32): reportlab and
pdfium writing or drawing a PDF are seconds' tenths of pure computing. One thread per kind, made
when first needed, so what is asked of one kind is done in order; Python waits for what a thread is
doing when the app exits. A result comes back to the window through a Qt signal (queued).

    thread(kind) -> a ThreadPoolExecutor with one thread ("story-pdf", "print-preview")
"""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

_threads: dict[str, ThreadPoolExecutor] = {}


def thread(kind: str) -> ThreadPoolExecutor:
    if kind not in _threads:
        _threads[kind] = ThreadPoolExecutor(max_workers=1, thread_name_prefix=kind)
    return _threads[kind]
