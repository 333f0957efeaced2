"""The games database: real SQLite files under tmp_path, no mocks."""
from __future__ import annotations

import json
import os
import random
import re
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from werewolf_desktop.engine.errors import RuleError
from werewolf_desktop.i18n import LANGUAGES, tr
from werewolf_desktop.store import FILENAME, RECORD_FORMAT, SCHEMA_VERSION, Store, StoreError
from werewolf_desktop.store.inputs import fold

ROOT = Path(__file__).resolve().parents[2]
SETUP = {"players": 12, "preset": "444-standard", "roles": ["seer", "witch", "hunter", "idiot"]}


@pytest.fixture
def store(tmp_path):
    s = Store.open(tmp_path / "games.sqlite3")
    yield s
    s.close()


def act(n: int, **extra) -> dict:
    return {"t": "act", "action": "protect", "seats": [n], **extra}


def check_log(store: Store, game_id: int) -> list[dict]:
    """The log's invariants: seqs 1..n, every row parses, each undo names the input it removed."""
    rows = store.log(game_id)
    assert [r["seq"] for r in rows] == list(range(1, len(rows) + 1))
    standing: list[int] = []
    for row in rows:
        assert isinstance(row["input"], dict)
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", row["created_at"])
        if row["kind"] == "input":
            standing.append(row["seq"])
        else:
            assert row["kind"] == "undo"
            assert row["input"] == {"undoes": standing.pop()}
    return rows


# --- basics ----------------------------------------------------------------------------------


def test_round_trip(store):
    gid = store.create_game(SETUP, title="12 players — 444 standard", lang="de")
    inputs = [act(3), {"t": "vote", "ballots": {"1": 4, "2": None}}, {"t": "note", "text": "狼人杀 ✓"}]
    assert [store.append_input(gid, i) for i in inputs] == [1, 2, 3]
    assert store.load_inputs(gid) == inputs
    assert store.load_setup(gid) == SETUP
    assert [(r["seq"], r["kind"], r["input"]) for r in check_log(store, gid)] == [
        (1, "input", inputs[0]),
        (2, "input", inputs[1]),
        (3, "input", inputs[2]),
    ]
    [game] = store.games()
    assert game["id"] == gid and game["status"] == "running" and game["winner"] is None
    assert game["title"] == "12 players — 444 standard" and game["lang"] == "de"
    assert game["updated_at"] >= game["created_at"]


def test_default_path_is_in_the_user_data_folder(_private_data_dir):
    with Store.open() as s:
        assert s.path == _private_data_dir / FILENAME
        assert s.path.is_file() and not (s.read_only or s.in_memory or s.notice)
        mode = sqlite3.connect(s.path).execute("PRAGMA journal_mode").fetchone()[0]
        assert mode == "wal"


def test_commits_reach_the_system_without_an_fsync_each_in_wal(store):
    """WAL with synchronous=NORMAL: a commit is in the WAL file (so it survives a killed process: the
    SIGKILL tests in tests/faults and test_crash_* here) without waiting for the disk at every input;
    the WAL is synced at checkpoints. What a power cut can cost: docs/storage.md."""
    conn = store._conn
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA synchronous").fetchone()[0] == 1                  # NORMAL (FULL is 2)
    assert conn.execute("PRAGMA checkpoint_fullfsync").fetchone()[0] == 1


def test_bad_values_are_refused_and_nothing_is_written(store):
    gid = store.create_game(SETUP)
    for bad in ([1, 2], "act", {"seats": {3}}, {1: "int key"}, {"x": float("nan")}, {"o": object()}):
        with pytest.raises(StoreError) as info:
            store.append_input(gid, bad)
        assert info.value.key == "store.bad_input"
    with pytest.raises(StoreError) as info:
        store.create_game(["not", "a", "dict"])
    assert info.value.key == "store.bad_setup"
    assert store.log(gid) == [] and len(store.games()) == 1
    assert store.append_input(gid, {"tuple": (1, 2)}) == 1  # tuples come back as lists
    assert store.load_inputs(gid) == [{"tuple": [1, 2]}]


def test_unknown_game_and_closed_store(store):
    with pytest.raises(StoreError) as info:
        store.append_input(99, act(1))
    assert info.value.key == "store.no_game" and "99" in info.value.message("en")
    for call in (store.load_inputs, store.load_setup, store.append_undo, store.deal_secret):
        with pytest.raises(StoreError, match="99"):
            call(99)
    store.close()
    store.close()  # twice is fine
    with pytest.raises(StoreError) as info:
        store.games()
    assert info.value.key == "store.closed"


# --- the log ---------------------------------------------------------------------------------


def test_undo_folding(store):
    gid = store.create_game(SETUP)
    assert store.append_undo(gid) is False
    assert store.log(gid) == []  # nothing written
    a, b, c, d = act(1), act(2), act(3), act(4)
    for i in (a, b, c):
        store.append_input(gid, i)
    assert store.append_undo(gid) is True
    assert store.load_inputs(gid) == [a, b]
    assert store.append_undo(gid) is True
    assert store.load_inputs(gid) == [a]
    assert store.append_input(gid, d) == 6
    assert store.load_inputs(gid) == [a, d]
    assert store.append_undo(gid) and store.append_undo(gid)
    assert store.load_inputs(gid) == []
    assert store.append_undo(gid) is False
    rows = check_log(store, gid)
    assert [r["kind"] for r in rows] == ["input"] * 3 + ["undo"] * 2 + ["input"] + ["undo"] * 2
    assert [r["input"] for r in rows if r["kind"] == "undo"] == [
        {"undoes": 3}, {"undoes": 2}, {"undoes": 6}, {"undoes": 1}
    ]


def test_seq_is_gapless_unique_and_the_log_append_only(store):
    g1, g2 = store.create_game(SETUP), store.create_game(SETUP)
    for i in range(10):
        store.append_input(g1, act(i))
        store.append_input(g2, act(i))
        if i % 3 == 2:
            store.append_undo(g1)
    assert [r["seq"] for r in check_log(store, g1)] == list(range(1, 14))
    assert [r["seq"] for r in check_log(store, g2)] == list(range(1, 11))
    with sqlite3.connect(store.path) as raw:
        with pytest.raises(sqlite3.IntegrityError):
            raw.execute(
                "INSERT INTO inputs (game_id, seq, kind, input_json, created_at)"
                " VALUES (?, 5, 'input', '{}', 'x')",
                [g1],
            )
        for sql in ("DELETE FROM inputs", "UPDATE inputs SET input_json = '{}'"):
            with pytest.raises(sqlite3.IntegrityError, match="append-only"):
                raw.execute(sql)
    raw.close()


def test_threads_share_one_store(store):
    gid = store.create_game(SETUP)

    def writer(k):
        for i in range(15):
            store.append_input(gid, act(i, writer=k))

    threads = [threading.Thread(target=writer, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    rows = check_log(store, gid)
    assert len(rows) == 60
    for k in range(4):
        assert [r["input"]["seats"][0] for r in rows if r["input"]["writer"] == k] == list(range(15))


def test_a_write_blocked_by_another_process_fails_cleanly(tmp_path):
    path = tmp_path / FILENAME
    with Store.open(path, timeout=0.1) as s:
        gid = s.create_game(SETUP)
        s.append_input(gid, act(1))
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another instance in the middle of a write
        try:
            with pytest.raises(StoreError) as info:
                s.append_input(gid, act(2))
            assert info.value.key == "store.busy"
            assert s.load_inputs(gid) == [act(1)]  # reading still works
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert s.append_input(gid, act(2)) == 2  # nothing half-written: the seq goes on
        assert [r["seq"] for r in check_log(s, gid)] == [1, 2]


def test_reopen_resumes_exactly(tmp_path):
    path = tmp_path / "games.sqlite3"
    s = Store.open(path)
    gid = s.create_game(SETUP, title="t")
    for i in range(5):
        s.append_input(gid, act(i))
    s.append_undo(gid)
    before = (s.log(gid), s.load_inputs(gid), s.games())
    s.close()
    s = Store.open(path)
    assert not (s.read_only or s.in_memory or s.notice)
    assert (s.log(gid), s.load_inputs(gid), s.games()) == before
    assert s.unfinished_game() == gid
    assert s.append_input(gid, act(9)) == 7
    assert s.load_inputs(gid) == [act(0), act(1), act(2), act(3), act(9)]
    s.close()


def test_unfinished_game_and_status(store):
    assert store.unfinished_game() is None
    g1, g2, g3 = (store.create_game(SETUP, title=str(n)) for n in range(3))
    assert store.unfinished_game() == g3
    store.append_input(g2, act(1))  # activity does not change which one is newest
    store.abandon_game(g3)
    store.abandon_game(g3)  # idempotent
    assert store.unfinished_game() == g2
    store.finish_game(g2, {"side": "village"})
    assert store.unfinished_game() == g1
    store.finish_game(g1, {"side": "wolves"})
    assert store.unfinished_game() is None
    assert [(g["id"], g["status"], g["winner"]) for g in store.games()] == [
        (g3, "abandoned", None),
        (g2, "finished", {"side": "village"}),
        (g1, "finished", {"side": "wolves"}),
    ]
    assert [g["id"] for g in store.games(limit=1)] == [g3]
    assert [store.game(g) for g in (g3, g2, g1)] == store.games()      # one game, as the list gives it
    with pytest.raises(StoreError) as missing:
        store.game(g3 + 1)
    assert missing.value.key == "store.no_game"
    for call in (lambda: store.append_input(g2, act(2)), lambda: store.append_input(g3, act(2)),
                 lambda: store.append_undo(g3), lambda: store.finish_game(g3, {}),
                 lambda: store.abandon_game(g2)):
        with pytest.raises(StoreError) as info:
            call()
        assert info.value.key == "store.game_closed"
    # Undoing the step that ended a game reopens it; the winner no longer follows from the log.
    assert store.append_undo(g2) is True
    assert store.unfinished_game() == g2
    assert store.games()[1]["status"] == "running" and store.games()[1]["winner"] is None
    assert store.append_undo(g1) is False  # nothing to take back: stays finished
    assert store.games()[2]["status"] == "finished"


# --- names, settings, dealing ----------------------------------------------------------------


def test_roster_ordering_and_case_insensitive_names(store):
    assert store.names() == []
    store.remember_names(["Alice", "Bob", "张三", "Jürgen", "  ", ""])
    time.sleep(0.002)
    store.remember_names(["alice", "ALICE ", "Carol"])  # one use per game, latest spelling kept
    time.sleep(0.002)
    store.remember_names(["JÜRGEN", "Dora"])
    names = store.names()
    assert names[:2] == ["JÜRGEN", "ALICE"]  # two uses each, JÜRGEN the more recent
    assert set(names) == {"ALICE", "Bob", "张三", "JÜRGEN", "Carol", "Dora"}
    assert names.index("Dora") < names.index("Carol") < names.index("Bob")  # then most recent
    assert store.names("a") == ["ALICE"]
    assert store.names("jü") == ["JÜRGEN"] == store.names("JÜ")
    assert store.names("张") == ["张三"]
    assert store.names("zz") == []
    assert len(store.names(limit=3)) == 3
    with sqlite3.connect(store.path) as raw:
        counts = dict(raw.execute("SELECT name, times_used FROM roster").fetchall())
    raw.close()
    assert counts == {"ALICE": 2, "JÜRGEN": 2, "Bob": 1, "张三": 1, "Carol": 1, "Dora": 1}


def test_roster_most_used_first(store):
    for _ in range(3):
        store.remember_names(["Zed"])
    store.remember_names(["Amy"])
    assert store.names() == ["Zed", "Amy"]


def test_settings(tmp_path):
    path = tmp_path / "games.sqlite3"
    with Store.open(path) as s:
        assert s.get_setting("lang") is None
        assert s.get_setting("lang", "zh") == "zh"
        s.set_setting("lang", "de")
        s.set_setting("lang", "en")
        s.set_setting("window", {"w": 1200, "h": 800, "max": False})
        s.set_setting("none", None)
        with pytest.raises(StoreError) as info:
            s.set_setting("bad", {1, 2})
        assert info.value.key == "store.bad_setting"
    with Store.open(path) as s:
        assert s.get_setting("lang") == "en"
        assert s.get_setting("window") == {"w": 1200, "h": 800, "max": False}
        assert s.get_setting("none", "default") is None
        assert s.get_setting("bad", 7) == 7


def test_deal_secret_is_stable_and_redeal_increments(tmp_path):
    path = tmp_path / "games.sqlite3"
    with Store.open(path) as s:
        g1, g2 = s.create_game(SETUP), s.create_game(SETUP)
        secret, generation = s.deal_secret(g1)
        assert isinstance(secret, bytes) and len(secret) == 32 and generation == 1
        assert s.deal_secret(g1) == (secret, 1)
        assert s.deal_secret(g2)[0] != secret
        assert s.redeal(g1) == 2
        assert s.redeal(g1) == 3
    with Store.open(path) as s:
        assert s.deal_secret(g1) == (secret, 3)
        assert s.redeal(g1) == 4
        assert s.deal_secret(g2)[1] == 1


# --- records ---------------------------------------------------------------------------------


def test_export_import_round_trip(store):
    gid = store.create_game(SETUP, title="Abend", lang="de")
    for i in range(4):
        store.append_input(gid, act(i))
    store.append_undo(gid)
    store.finish_game(gid, {"side": "wolves", "seats": [2, 7]})
    record = store.export_record(gid)
    assert record["format"] == RECORD_FORMAT and record["version"] == 1
    assert record["setup"] == SETUP and record["inputs"] == [act(0), act(1), act(2)]
    record = json.loads(json.dumps(record))  # what a file on disk gives back
    new = store.import_record(record)
    assert new != gid
    assert store.load_setup(new) == SETUP
    assert store.load_inputs(new) == [act(0), act(1), act(2)]
    assert [r["seq"] for r in check_log(store, new)] == [1, 2, 3]
    assert store.export_record(new) == record
    assert store.games()[0]["status"] == "finished"
    # A minimal record (only the required keys) becomes a running game.
    bare = store.import_record({"format": RECORD_FORMAT, "version": 1, "setup": {}, "inputs": []})
    assert store.unfinished_game() == bare and store.load_inputs(bare) == []


GOOD = {"format": RECORD_FORMAT, "version": 1, "setup": SETUP, "inputs": [act(1), act(2)]}


@pytest.mark.parametrize(
    "record, key",
    [
        ([GOOD], "store.record_not_dict"),
        ("text", "store.record_not_dict"),
        ({**GOOD, "format": "something-else"}, "store.record_format"),
        ({k: v for k, v in GOOD.items() if k != "format"}, "store.record_format"),
        ({**GOOD, "version": 2}, "store.record_version"),
        ({**GOOD, "version": "1"}, "store.record_version"),
        ({**GOOD, "version": True}, "store.record_version"),
        ({k: v for k, v in GOOD.items() if k != "setup"}, "store.record_setup"),
        ({**GOOD, "setup": [1]}, "store.record_setup"),
        ({**GOOD, "inputs": {"0": act(1)}}, "store.record_inputs"),
        ({**GOOD, "inputs": [act(1), "act 2"]}, "store.record_inputs"),
        ({**GOOD, "inputs": [act(1), {"x": float("inf")}]}, "store.record_inputs"),
        ({**GOOD, "title": 5}, "store.record_field"),
        ({**GOOD, "winner": "wolves"}, "store.record_field"),
        ({**GOOD, "status": "paused"}, "store.record_field"),
    ],
)
def test_bad_records_are_refused_whole(store, record, key):
    before = store.games()
    with pytest.raises(StoreError) as info:
        store.import_record(record)
    assert info.value.key == key
    for lang in LANGUAGES:
        assert "{" not in info.value.message(lang) and info.value.message(lang) != key
    assert store.games() == before


# --- faults ----------------------------------------------------------------------------------


def test_garbage_file_is_moved_aside_and_a_fresh_database_created(_private_data_dir):
    path = _private_data_dir / FILENAME
    garbage = b"this is not sqlite \x00\xff" * 300
    path.write_bytes(garbage)
    Path(f"{path}-wal").write_bytes(b"stale wal")  # a leftover -wal must travel with it
    s = Store.open()
    assert s.path == path and not (s.read_only or s.in_memory)
    assert s.notice_key == "store.corrupt"
    backup = s.recovered_from
    assert backup is not None and backup.parent == path.parent
    assert re.fullmatch(re.escape(FILENAME) + r"\.corrupt-\d{8}T\d{6}Z", backup.name)
    assert backup.read_bytes() == garbage
    assert Path(f"{backup}-wal").read_bytes() == b"stale wal"
    for lang in LANGUAGES:
        assert str(backup) in s.notice.message(lang)
    assert s.games() == []
    gid = s.create_game(SETUP)
    s.append_input(gid, act(1))
    s.close()
    with Store.open() as again:  # the fresh file is healthy: no second recovery
        assert again.notice is None and again.load_inputs(gid) == [act(1)]
    assert backup.read_bytes() == garbage


def test_damaged_pages_are_detected(tmp_path):
    path = tmp_path / "games.sqlite3"
    with Store.open(path) as s:
        gid = s.create_game(SETUP)
        for i in range(300):
            s.append_input(gid, act(i, pad="x" * 50))
    data = bytearray(path.read_bytes())
    for offset in range(4096 * 3, 4096 * 4):  # scramble one page, keep the header intact
        data[offset] = (data[offset] * 7 + 13) & 0xFF
    path.write_bytes(bytes(data))
    with Store.open(path) as s:
        assert s.notice_key == "store.corrupt"
        assert s.recovered_from.read_bytes() == bytes(data)
        assert s.games() == []
    # Two recoveries in the same second keep both backups.
    path.write_bytes(b"garbage again" * 100)
    with Store.open(path) as s:
        second = s.recovered_from
    assert len(list(tmp_path.glob(f"{FILENAME}.corrupt-*"))) == 2 and second.exists()


def _counting_checks(monkeypatch) -> list[int]:
    """The whole-file checks `Store.open` runs (the close's own check is not counted)."""
    from werewolf_desktop.store import opening

    calls: list[int] = []
    opening_now = [False]
    real_check, real_open = opening._check_integrity, opening.Opening.open.__func__

    def check(conn):
        if opening_now[0]:
            calls.append(1)
        return real_check(conn)

    def open_(cls, *args, **kwargs):
        opening_now[0] = True
        try:
            return real_open(cls, *args, **kwargs)
        finally:
            opening_now[0] = False

    monkeypatch.setattr(opening, "_check_integrity", check)
    monkeypatch.setattr(opening.Opening, "open", classmethod(open_))
    return calls


def test_a_file_closed_whole_is_not_checked_again_until_something_writes_to_it(tmp_path, monkeypatch):
    """The whole-file check (~5 ms a MB at every start: 28 ms for 300 games) runs at a clean close
    instead; the next open skips it while the file is as that close left it."""
    path = tmp_path / FILENAME
    calls = _counting_checks(monkeypatch)
    with Store.open(path) as s:             # a new file: nothing to check
        gid = s.create_game(SETUP)
        s.append_input(gid, act(1))
    assert calls == [] and Path(f"{path}.checked").exists()
    with Store.open(path) as s:
        assert s.load_inputs(gid) == [act(1)]
    assert calls == []
    with Store.open(path) as s:             # written, closed whole: still no check at the next open
        s.append_input(gid, act(2))
    with Store.open(path) as s:
        assert s.load_inputs(gid) == [act(1), act(2)]
    assert calls == []
    conn = sqlite3.connect(path)            # another program writes to it: checked again
    with conn:
        conn.execute("INSERT INTO settings (key, value_json) VALUES ('x', '1')")
    conn.close()
    with Store.open(path) as s:
        assert s.notice is None
    assert calls == [1]


def test_a_start_after_a_kill_checks_the_whole_file(tmp_path, monkeypatch):
    """A process killed with the file open (no clean close) leaves the next start to check it."""
    path = tmp_path / FILENAME
    with Store.open(path) as s:
        gid = s.create_game(SETUP)
    killed = (f"import os; from werewolf_desktop.store import Store\n"
              f"s = Store.open({str(path)!r}); s.append_input({gid}, {{'kind': 'act', 'n': 1}}); os._exit(0)")
    subprocess.run([sys.executable, "-c", killed], check=True, timeout=60)
    calls = _counting_checks(monkeypatch)
    with Store.open(path) as s:
        assert s.notice is None and len(s.load_inputs(gid)) == 1
    assert calls == [1]


def test_a_file_damaged_since_its_clean_close_is_still_moved_aside(tmp_path):
    path = tmp_path / FILENAME
    with Store.open(path) as s:
        gid = s.create_game(SETUP)
        for i in range(300):
            s.append_input(gid, act(i, pad="x" * 50))
    stamp = os.stat(path)
    data = bytearray(path.read_bytes())
    for offset in range(4096 * 3, 4096 * 4):
        data[offset] ^= 0x5A
    path.write_bytes(bytes(data))           # the same size; the time moves on
    os.utime(path, ns=(stamp.st_atime_ns, stamp.st_mtime_ns + 1))
    with Store.open(path) as s:
        assert s.notice_key == "store.corrupt" and s.games() == []


def _chmod_binds(folder: Path) -> bool:
    """Whether file permissions stop this process (they do not stop root)."""
    probe = folder / "probe"
    try:
        probe.write_bytes(b"")
    except OSError:
        return True
    probe.unlink()
    return False


def test_read_only_file_and_folder(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / FILENAME
    with Store.open(path) as s:
        gid = s.create_game(SETUP, title="old game")
        s.append_input(gid, act(1))
        s.set_setting("lang", "de")
        s.remember_names(["Alice"])
    original = path.read_bytes()
    os.chmod(path, 0o444)
    os.chmod(folder, 0o555)
    try:
        if _chmod_binds(folder):
            s = Store.open(path)
            assert s.notice_key == "store.opened_read_only"
        else:  # running as root: ask for read-only explicitly
            s = Store.open(path, read_only=True)
        assert s.read_only and not s.in_memory and s.path == path
        # History can be viewed …
        assert s.load_inputs(gid) == [act(1)] and s.load_setup(gid) == SETUP
        assert s.games()[0]["title"] == "old game" and s.unfinished_game() == gid
        assert s.get_setting("lang") == "de" and s.names() == ["Alice"]
        # … every write says why it cannot be done, and nothing reaches the file.
        writes = [
            lambda: s.create_game(SETUP),
            lambda: s.append_input(gid, act(2)),
            lambda: s.append_undo(gid),
            lambda: s.finish_game(gid, {"side": "village"}),
            lambda: s.abandon_game(gid),
            lambda: s.remember_names(["Bob"]),
            lambda: s.set_setting("lang", "en"),
            lambda: s.deal_secret(gid),
            lambda: s.redeal(gid),
            lambda: s.import_record(GOOD),
        ]
        for write in writes:
            with pytest.raises(StoreError) as info:
                write()
            assert info.value.key == "store.read_only"
            assert not isinstance(info.value, RuleError)   # "not saved" is not "refused"
            assert str(path) in info.value.message("zh") and "read-only" in str(info.value)
        s.close()
        assert path.read_bytes() == original
    finally:
        os.chmod(folder, 0o755)
        os.chmod(path, 0o644)


def test_explicit_read_only_never_writes(tmp_path):
    path = tmp_path / FILENAME
    with Store.open(path) as s:
        gid = s.create_game(SETUP)
    original = path.read_bytes()
    with Store.open(path, read_only=True) as s:
        assert s.read_only and s.notice is None and s.load_inputs(gid) == []
        with pytest.raises(StoreError, match="read-only"):
            s.append_input(gid, act(1))
    assert path.read_bytes() == original
    with Store.open(tmp_path / "missing.sqlite3", read_only=True) as s:  # nothing to read
        assert s.read_only and s.in_memory and s.games() == []
    assert not (tmp_path / "missing.sqlite3").exists()


def test_unreadable_path_falls_back_to_memory(tmp_path):
    path = tmp_path / "i-am-a-folder"
    path.mkdir()
    (path / "keep").write_text("user data")
    s = Store.open(path)
    assert s.in_memory and not s.read_only and s.notice_key == "store.in_memory"
    assert str(path) in s.notice.message("de")
    gid = s.create_game(SETUP)  # the session still works
    assert s.append_input(gid, act(1)) == 1 and s.load_inputs(gid) == [act(1)]
    s.close()
    assert (path / "keep").read_text() == "user data"


def test_newer_schema_is_opened_read_only(tmp_path):
    path = tmp_path / FILENAME
    with Store.open(path) as s:
        gid = s.create_game(SETUP)
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    with Store.open(path) as s:
        assert s.read_only and s.notice_key == "store.newer_schema" and s.recovered_from is None
        assert s.load_setup(gid) == SETUP
    assert not list(tmp_path.glob("*.corrupt-*"))


def test_store_error_is_a_translated_rule_error():
    from werewolf_desktop.i18n import all_strings

    strings = all_strings("store")
    assert all(key.startswith("store.") for key in strings)
    for key, texts in strings.items():
        assert set(texts) == set(LANGUAGES), key
        placeholders = {lang: set(re.findall(r"\{(\w+)\}", text)) for lang, text in texts.items()}
        assert placeholders["zh"] == placeholders["en"] == placeholders["de"], key
        assert texts["zh"] != texts["en"] != texts["de"], key
        params = {name: "X" for name in placeholders["en"]}
        for lang in LANGUAGES:
            assert tr(key, lang, **params) == texts[lang].format(**params)
    error = StoreError("store.no_game", game=4)
    assert not isinstance(error, RuleError)       # caught apart from the rules refusing
    assert "4" in error.message("zh") and "Spiel" in error.message("de")
    source = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "werewolf_desktop" / "store").glob("*.py"))
    used = set(re.findall(r'"(store\.[a-z_]+)"', source))
    assert "store.no_game" in used and used <= set(strings)


# --- model-based: random append/undo sequences against a list ---------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=6,
)
inputs_strategy = st.dictionaries(st.text(max_size=5), json_values, max_size=4)
ops_strategy = st.lists(st.none() | inputs_strategy, max_size=25)  # None = undo


def test_random_append_undo_matches_a_list_model(tmp_path):
    path = tmp_path / FILENAME
    store = Store.open(path)
    played: list[tuple[int, list[dict]]] = []

    @settings(
        max_examples=60, deadline=None, database=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(ops=ops_strategy)
    def run(ops):
        gid = store.create_game({"ops": len(ops)})
        model: list[dict] = []
        written = 0
        for op in ops:
            if op is None:
                assert store.append_undo(gid) is bool(model)
                if model:
                    model.pop()
                    written += 1
            else:
                written += 1
                assert store.append_input(gid, op) == written
                model.append(op)
            assert store.load_inputs(gid) == model
        assert len(check_log(store, gid)) == written
        assert store.export_record(gid)["inputs"] == model
        played.append((gid, model))

    try:
        run()
    finally:
        store.close()
    with Store.open(path) as again:  # and all of it is still there after reopening
        for gid, model in played:
            assert again.load_inputs(gid) == model


# --- crash safety: writers killed with SIGKILL at random instants -----------------------------

WRITER = r"""
import random, sys
from pathlib import Path
from werewolf_desktop.store import Store
path, gid, name, seed = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
rng = random.Random(seed)
store = Store.open(path)
assert store.notice is None, store.notice
store.prepare_writes()  # the writes start at "go", not after an import (killed 50-300 ms later)
print("ready", flush=True)
sys.stdin.readline()  # start together (a busy writer would keep the other one waiting to open)
n = 0
while True:
    if rng.random() < 0.15:
        print("undo", int(store.append_undo(gid)), flush=True)
    else:
        seq = store.append_input(gid, {"t": "act", "writer": name, "n": n, "pad": "x" * rng.randint(0, 300)})
        print("seq", seq, n, flush=True)
        n += 1
"""


def test_sigkill_never_loses_or_duplicates_an_input(tmp_path):
    path = tmp_path / FILENAME
    with Store.open(path) as s:
        gid = s.create_game(SETUP)
    rng = random.Random()
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    confirmed: dict[str, set[int]] = {}
    for round_ in range(4):
        writers = {}
        for k in range(2):  # two processes on the same game: the seq must stay atomic
            name = f"{round_}.{k}"
            writers[name] = subprocess.Popen(
                [sys.executable, "-c", WRITER, str(path), str(gid), name, str(rng.randrange(10**9))],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                text=True, env=env, cwd=ROOT,
            )
        for proc in writers.values():
            line = proc.stdout.readline()
            assert line == "ready\n", proc.stderr.read()
        for proc in writers.values():
            proc.stdin.write("go\n")
            proc.stdin.flush()
        time.sleep(rng.uniform(0.05, 0.3))
        for proc in writers.values():
            proc.kill()  # SIGKILL on POSIX
            time.sleep(rng.uniform(0, 0.02))
        for name, proc in writers.items():
            out, err = proc.communicate()
            assert "Traceback" not in err, err
            confirmed[name] = {int(m[0]) for m in re.findall(r"^seq (\d+) (\d+)$", out, re.M)}
            confirmed[name + "#n"] = {int(m) for m in re.findall(r"^seq \d+ (\d+)$", out, re.M)}
        with Store.open(path) as s:  # every kill leaves a healthy, consistent log
            assert s.notice is None
            rows = check_log(s, gid)
            seqs = {r["seq"] for r in rows}
            by_writer: dict[str, list[int]] = {}
            for r in rows:
                if r["kind"] == "input":
                    by_writer.setdefault(r["input"]["writer"], []).append(r["input"]["n"])
            for name in writers:
                # Every seq a writer saw returned is on disk, and each writer's inputs are
                # exactly 0, 1, 2, … in log order: none lost, none doubled.
                assert confirmed[name] <= seqs
                ns = by_writer.get(name, [])
                assert ns == list(range(len(ns)))
                assert len(ns) >= len(confirmed[name + "#n"])
            assert s.load_inputs(gid) == fold(rows)
    assert sum(len(v) for k, v in confirmed.items() if "#" not in k) > 8  # the writers did work
