"""Across games (issue 33): the history lists the finished games with their story, counts per player
name (as the roster compares names), and exports as CSV. A real SQLite file in the test's folder."""
import csv
import io

from werewolf_desktop.engine import Game, Setup
from werewolf_desktop.history import CSV_COLUMNS, history_csv, past_games, player_stats
from werewolf_desktop.i18n import role_name, tr
from werewolf_desktop.store import Store
from werewolf_desktop.story import story

from .engine.revamped import play_randomly


def _finished(preset: str, names: list[str], seed: int) -> Game:
    for s in range(seed, seed + 20):
        g = play_randomly(Game(Setup.create(names, preset=preset, seed=s, deal_mode="laptop")), s)
        if g.over:
            return g
    raise AssertionError("no game ended")


def _store_with_games(tmp_path):
    store = Store.open(tmp_path / "games.sqlite3")
    played = [
        _finished("std9", ["Ann", "Bo", "Cy", "Di", "Ed", "Fay", "Gus", "Hal", "Ida"], 1),
        _finished("duesterwald", ["ann", " Bo ", "Jo", "Kai", "Lu", "Max", "Ned", "Oli", "Pia", "Quy"], 2),
        _finished("revamped8", ["ANN", "Ra", "Si", "Ty", "Uli", "Vi", "Wu", "Xa"], 3),
    ]
    ids = []
    for g in played:
        gid = store.create_game(g.setup.to_json(), title=f"{len(g.setup.players)} players", lang="en")
        for inp in g.inputs:
            store.append_input(gid, inp)
        store.finish_game(gid, g.state.winner)
        ids.append(gid)
    running = Game(Setup.create(["Zed"] * 1 + [f"r{i}" for i in range(8)], preset="std9", seed=9, deal_mode="laptop"))
    store.create_game(running.setup.to_json(), title="running", lang="en")      # not finished: not listed
    return store, played, ids


def test_the_history_lists_finished_games_newest_first_with_their_story(tmp_path):
    store, played, ids = _store_with_games(tmp_path)
    games = past_games(store)
    assert [g.id for g in games] == ids[::-1]
    for game, g in zip(games, played[::-1]):
        assert story(game.state, "en") == story(g.state, "en")      # the story, from the record alone


def test_statistics_per_player_name(tmp_path):
    store, played, _ = _store_with_games(tmp_path)
    stats = {e["name"].casefold().strip(): e for e in player_stats(past_games(store))}
    ann = stats["ann"]
    assert ann["games"] == 3 and ann["name"] == "ANN"                # Ann, ann, ANN: one player, the latest spelling
    expected_wins = sum(1 for g in played for s in g.state.seats if s.name.strip().casefold() == "ann"
                        and s.seat in g.state.winner["seats"])
    assert ann["wins"] == expected_wins and ann["rate"] == expected_wins / 3
    assert sum(t["games"] for t in ann["teams"].values()) == 3
    assert sum(t["wins"] for t in ann["teams"].values()) == expected_wins
    assert sum(ann["roles"].values()) == 3
    assert stats["bo"]["games"] == 2
    total = sum(len(g.setup.players) for g in played)
    assert sum(e["games"] for e in stats.values()) == total


def test_the_history_as_csv_in_the_hosts_language(tmp_path):
    store, played, _ = _store_with_games(tmp_path)
    games = past_games(store)
    for lang in ("zh", "en", "de", "fr"):
        rows = list(csv.reader(io.StringIO(history_csv(games, lang))))
        assert rows[0] == [tr(f"story.csv.{c}", lang) for c in CSV_COLUMNS]
        assert len(rows) == 1 + sum(len(g.setup.players) for g in played)
    rows = list(csv.reader(io.StringIO(history_csv(games, "de"))))[1:]
    g = games[0]
    mine = [r for r in rows if r[0] == str(g.id)]
    for r, s in zip(mine, g.state.seats):
        assert r[5] == s.name and r[7] == role_name(s.role, "de")
        assert r[9] == tr("story.csv.yes" if s.seat in g.state.winner["seats"] else "story.csv.no", "de")


def _count_replays(monkeypatch) -> list[int]:
    calls: list[int] = []
    real = Game.replay.__func__

    def counted(cls, setup, inputs, *a, **kw):
        calls.append(1)
        return real(cls, setup, inputs, *a, **kw)

    monkeypatch.setattr(Game, "replay", classmethod(counted))
    return calls


def test_each_game_is_replayed_once_until_its_log_or_the_rules_change(tmp_path, monkeypatch):
    """Issue 32: File → History replayed every finished game each time it opened (0.74 s for a year
    of games); what the list, the statistics and the CSV need is kept (history_cache)."""
    from werewolf_desktop import history_cache

    store, played, ids = _store_with_games(tmp_path)
    calls = _count_replays(monkeypatch)
    first = past_games(store)
    assert len(calls) == 3
    stats, csv_text = player_stats(first), history_csv(first, "de")
    second = past_games(store)
    assert len(calls) == 3                                          # nothing replayed: all kept
    assert [g.id for g in second] == ids[::-1]
    assert player_stats(second) == stats and history_csv(second, "de") == csv_text
    assert story(second[0].state, "en") == story(played[-1].state, "en") and len(calls) == 4   # its story: replayed
    store.append_undo(ids[0])                # the host took the last input back after the game was over …
    assert [g.id for g in past_games(store)] == ids[:0:-1] and len(calls) == 4     # (running: not listed)
    store.append_input(ids[0], played[0].inputs[-1])               # … and ended it again: its log grew
    store.finish_game(ids[0], played[0].state.winner)
    assert [g.id for g in past_games(store)] == ids[::-1] and len(calls) == 5
    monkeypatch.setattr(history_cache, "key", lambda: ("rules changed",))
    past_games(store)
    assert len(calls) == 8


def test_a_damaged_history_cache_is_replayed_from_the_records(tmp_path, monkeypatch):
    from werewolf_desktop import history_cache
    from werewolf_desktop.paths import user_cache_dir

    store, played, ids = _store_with_games(tmp_path)
    expected = player_stats(past_games(store))
    (user_cache_dir() / history_cache.FILE).write_bytes(b"not a pickle")
    calls = _count_replays(monkeypatch)
    assert player_stats(past_games(store)) == expected and len(calls) == 3
