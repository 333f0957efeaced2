"""Across games (issue 33): the finished games of the store with their story, statistics per player
name (games, wins, win rate by team, roles played) and the history as CSV. Pure Python: each game is
replayed from its record (setup + inputs), so what is counted is what the engine says happened; what
the list, the statistics and the CSV need of each replay is kept between openings (history_cache),
and a game is replayed again only for its story or when its log or the rules changed.
"""
from __future__ import annotations

import csv
import io
import logging
from dataclasses import dataclass, field
from typing import Any, Callable

from .i18n import role_name, tr

log = logging.getLogger(__name__)


@dataclass
class PastGame:
    id: int
    created_at: str
    title: str
    read_setup: Callable[[], Any] = field(repr=False)             # the record, read when replayed
    read_inputs: Callable[[], list[dict]] = field(repr=False)
    summary: dict[str, Any] | None = field(default=None, repr=False)   # kept from an earlier replay
    _state: Any = field(default=None, repr=False)

    @property
    def state(self):
        """The game's final state, replayed from its record (once)."""
        if self._state is None:
            from .engine import Game

            self._state = Game.replay(self.read_setup(), self.read_inputs()).state
        return self._state

    def summarised(self) -> dict[str, Any]:
        """What the list, the statistics and the CSV need: over, the winner, the players."""
        if self.summary is None:
            state = self.state
            self.summary = {"over": state.phase == "over", "winner": dict(state.winner or {}),
                            "players": _players(state)}
        return self.summary

    @property
    def winner(self) -> dict[str, Any]:
        return self.summarised()["winner"]


def past_games(store, limit: int = 500) -> list[PastGame]:
    """The finished games, newest first. A game whose record no longer loads (a rule changed since)
    is left out and logged, never the whole history."""
    from . import history_cache
    from .engine import Setup

    stamp = history_cache.key()
    kept = history_cache.read(stamp)
    lengths = store.log_lengths()
    out, known = [], {}
    for row in store.games(limit=limit):
        if row["status"] != "finished":
            continue
        gid, length = row["id"], lengths.get(row["id"], 0)
        cached = kept.get(gid)
        try:
            game = PastGame(gid, row["created_at"], row["title"], lambda gid=gid: Setup.from_json(store.load_setup(gid)),
                            lambda gid=gid: store.load_inputs(gid), cached[1] if cached and cached[0] == length else None)
            summary = game.summarised()
        except Exception as err:  # noqa: BLE001 - one bad record must not hide the others
            log.warning("game %s left out of the history: %s", gid, err)
            continue
        known[gid] = (length, summary)
        if summary["over"]:
            out.append(game)
    if known != kept:
        history_cache.write(stamp, known)
    return out


def _team(role_id: str | None) -> str:
    from .engine.catalogue import catalogue

    role = catalogue().roles.get(role_id) if role_id else None
    return role.team if role else "none"


def players_of(game: PastGame) -> list[dict[str, Any]]:
    """Each player of a finished game: name, seat, role dealt and at the end, team, won, alive, death."""
    return game.summarised()["players"]


def _players(state) -> list[dict[str, Any]]:
    won = set((state.winner or {}).get("seats") or [])
    return [{"seat": s.seat, "name": s.name, "dealt": s.original_role or s.role, "role": s.role, "team": _team(s.role),
             "won": s.seat in won, "alive": s.alive, "death": s.death}
            for s in state.seats if s.in_play]


def player_stats(games: list[PastGame]) -> list[dict[str, Any]]:
    """Per player name (compared as the roster does: case and spacing ignored): games, wins, the win
    rate, by team {team: {"games", "wins"}}, and the roles dealt {role: times}; most games first."""
    from .store import name_key

    stats: dict[str, dict[str, Any]] = {}
    for game in reversed(games):                   # oldest first: the latest spelling of a name wins
        for p in players_of(game):
            entry = stats.setdefault(name_key(p["name"]), {"name": p["name"], "games": 0, "wins": 0, "teams": {},
                                                           "roles": {}})
            entry["name"] = p["name"]
            entry["games"] += 1
            entry["wins"] += p["won"]
            team = entry["teams"].setdefault(p["team"], {"games": 0, "wins": 0})
            team["games"] += 1
            team["wins"] += p["won"]
            entry["roles"][p["dealt"]] = entry["roles"].get(p["dealt"], 0) + 1
    for entry in stats.values():
        entry["rate"] = entry["wins"] / entry["games"]
    return sorted(stats.values(), key=lambda e: (-e["games"], -e["wins"], e["name"].casefold()))


CSV_COLUMNS = ("game", "date", "title", "winner", "seat", "name", "dealt", "role", "team", "won", "fate")


def history_csv(games: list[PastGame], lang: str) -> str:
    """One row per player per finished game, with a header row in `lang`."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([tr(f"story.csv.{c}", lang) for c in CSV_COLUMNS])
    for game in games:
        winner = game.winner.get("team", "none")
        for p in players_of(game):
            death = p["death"]
            fate = "" if p["alive"] or death is None else tr(
                "story.died_when", lang, when=tr(f"timeline.period_{death.phase}", lang, n=death.number),
                causes=[tr(f"cause.{c}", lang) for c in death.causes])
            writer.writerow([game.id, game.created_at[:10], game.title, tr(f"team.{winner}", lang), p["seat"], p["name"],
                             role_name(p["dealt"], lang), role_name(p["role"], lang), tr(f"team.{p['team']}", lang),
                             tr("story.csv.yes" if p["won"] else "story.csv.no", lang),
                             fate or tr("story.alive", lang)])
    return out.getvalue()
