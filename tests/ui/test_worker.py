"""Work on a thread of its own kind (ui/worker.py): done in order, and what it raises is logged."""
from werewolf_desktop.ui import worker


def test_work_of_one_kind_is_done_in_order_on_its_thread_and_a_failure_is_logged(caplog):
    import threading

    seen = []
    futures = [worker.run("test-kind", lambda n: seen.append((n, threading.current_thread().name)), n)
               for n in range(5)]
    futures.append(worker.run("test-kind", lambda: 1 / 0))
    futures.append(worker.run("test-kind", lambda: None))      # (done after the failure's log line)
    for f in futures:
        f.exception(timeout=30)
    assert [n for n, _ in seen] == [0, 1, 2, 3, 4]
    assert all(name.startswith("test-kind") for _, name in seen)
    assert any("test-kind: ZeroDivisionError failed" in r.getMessage() for r in caplog.records)
