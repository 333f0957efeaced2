"""Teams and win conditions, as data (`script.json` "teams") and small named checks (`WINS`).

Each team of `script.json` "teams" names its win: `{"check": <a WINS name>, "params", "rule", "says"}`
(`says`: the key of the sentence that explains the win, `win.<…>`); the catalogue loader checks the
names against `WINS`, handed to it (schema.check_teams, tables.py).
The teams are checked in the order listed (the wolves first: 狼刀在先, 003:46). A team is declared
`"each_seat": true` when every holder is a team of its own (seed 004's Solo roles): its win is then
the role record's `win`. `"solo": true` marks the book's Solo teams (004 §4: "Solo/Flute",
"Solo/Hell"…), which a role may ask about (`is_solo`). A team declared `"unaligned": true` (seed 004 §5) never wins as a team and
never stops another team from winning; its roles win through their own `win` records:

- `"mode": "team"` (default): the seat's own win, which ends the game (White Werewolf);
- `"mode": "co"`: checked when the game ends, the seat wins too (Survivor: alive at the end);
- `"mode": "ascend"`: checked after every batch of deaths, the seat wins and leaves while the game
  goes on (Psychopath). Event ascensions (the Angel lynched) call `ascend(...)` themselves.

A role's `win` may name teams it lets win (`"lets_win": ["wolf"]`): a living holder does not stop
that team (004:621, the Gray Werewolf left with the wolves).

Classic rules, as before:
- 屠边 "side" (seed 003:181): wolves win when every god (神民) or every plain villager (平民) is dead.
- 屠城 "city" (seed 003:121): wolves win when everyone but the wolves is dead. Düsterwald too (001:21).
- "parity" (seed 000:79, 002:46): wolves win when they are at least as many as the rest.
- The village wins when no wolf and no third-party player is alive (003:120 "杀死所有狼人及坏身份").
- Lovers (003:109, 003:123): a werewolf–human couple forms a third team; with "third_with_cupid"
  Cupid belongs to it (003:138: they win together, dead or alive); with "third_pair" (001:21, 002:88)
  only the two lovers, who must be the last two alive. Same-team lovers help their team, and Cupid
  helps it too, except that Cupid of two wolves helps the village where the preset says so (003:139).
- Checks run after every batch of simultaneous deaths.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .catalogue import catalogue
from .citations import cite
from .schema import option_name
from .state import Death, GameState


def base_team(state: GameState, seat: int) -> str:
    role = state.seat(seat).role
    return catalogue().role(role).team if role else "village"


def lovers_mixed(state: GameState) -> bool:
    if not state.lovers:
        return False
    a, b = (base_team(state, s) for s in state.lovers)
    return (a == "wolf") != (b == "wolf")


def joined_team(state: GameState) -> str | None:
    """Seed 004's Cupid, one of the two lovers, "is always on the same team as their lover" and "the
    Cupid's love overrides any other mechanic that may cause a player to change teams" (004:803):
    the pair's team, read from the lover only. A werewolf lover makes the lovers' third team
    ("everyone else must die"); a lover of any other team (the townsfolk, a Vampire, a Flute Player,
    a Solo role) takes Cupid into that team, whose win they then play; an unaligned lover has no team
    to join (None: Cupid keeps its own, the townsfolk by default)."""
    if not state.lovers or state.cupid not in state.lovers:
        return None
    lover = next((s for s in state.lovers if s != state.cupid), None)
    if lover is None:
        return None
    marker = state.seat(lover).status.get("team")
    team = marker["team"] if isinstance(marker, dict) and marker.get("team") else base_team(state, lover)
    if team == "wolf":
        return "third"
    return None if team_entry(team).get("unaligned") else team


def bound_to(state: GameState, seat: int) -> list[int]:
    """The seats that win with `seat` by its own win (a Solo role's): the Cupid who joined it."""
    joined = joined_team(state)
    if (joined and team_entry(joined).get("each_seat") and state.lovers and state.cupid is not None
            and seat in state.lovers and seat != state.cupid):
        return [state.cupid]
    return []


def team_of(state: GameState, seat: int) -> str:
    """The seat's team now: seed 004's Cupid-and-lover pair first (`joined_team`), then a `team`
    status marker (put by a role that changes teams), the classic lovers' third team, the role's team."""
    joined = joined_team(state) if state.lovers and seat in state.lovers else None
    if joined and (seat == state.cupid or "team" not in state.seat(seat).status):
        return joined                        # the Cupid's love overrides any team change (004:803)
    marker = state.seat(seat).status.get("team")
    if isinstance(marker, dict) and marker.get("team"):
        return marker["team"]
    opts = state.options
    if state.lovers:
        mixed = lovers_mixed(state)
        if seat in state.lovers and mixed:
            return "third"
        if seat == state.cupid and seat not in state.lovers:
            if mixed:
                return "third" if opts.get("lovers_team") == "third_with_cupid" else "village"
            pair_team = base_team(state, state.lovers[0])
            if pair_team == "wolf":
                return "wolf" if opts.get("cupid_with_wolf_lovers") == "wolf" else "village"
            return "village"
    return base_team(state, seat)


def category_of(state: GameState, seat: int) -> str:
    role = state.seat(seat).role
    if not role:
        return "villager"
    r = catalogue().role(role)
    if r.passive.get("category_option"):      # 003:107: the idiot is a god, or a villager if the board says so
        return state.options.get(r.passive["category_option"], r.category)
    return r.category


# ---------------------------------------------------------------------------- where the game stands
@dataclass
class Standing:
    """What a win check reads: every seat's team, who is alive, who stands in a team's way."""

    state: GameState
    teams: dict[int, str] = field(default_factory=dict)       # seat in play -> team
    alive: list[int] = field(default_factory=list)
    # Read from `teams`, `alive` and the seats' roles the first time a check asks, then kept: a
    # standing is made for one win check of one state and dropped after it (`_ascensions` makes a
    # new one when an ascension changed who is alive), and nothing changes a role or a team while
    # the checks read it, so what is kept here cannot differ from what it was read from.
    _by_team: dict[str, list[int]] | None = field(default=None, repr=False, compare=False)
    _living: list[tuple[int, bool, tuple[str, ...]]] | None = field(default=None, repr=False, compare=False)
    _wins: dict[int, dict[str, Any] | None] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def of(cls, state: GameState) -> "Standing":
        return cls(state, {s: team_of(state, s) for s in state.in_play()}, state.alive())

    def members(self, team: str) -> list[int]:
        if self._by_team is None:
            self._by_team = {}
            for s in sorted(self.teams):
                self._by_team.setdefault(self.teams[s], []).append(s)
        return list(self._by_team.get(team, ()))

    def win(self, seat: int) -> dict[str, Any] | None:
        """The seat's own win (`own_win`), read once per standing: the ascensions, the teams' checks
        and the co-wins of one check each ask it of every seat."""
        if seat not in self._wins:
            self._wins[seat] = own_win(self.state, seat)
        return self._wins[seat]

    def unaligned(self, seat: int) -> bool:
        return bool(team_entry(self.teams[seat]).get("unaligned"))

    def blockers(self, members: list[int], team: str, marker: str | None = None) -> list[int]:
        """Living players in the way of `members`: not members, not unaligned (004 §5: they win with
        any team), not carrying `marker` (enchanted, soulless, frozen…), not letting `team` win."""
        if self._living is None:      # each living seat: unaligned?, the teams its own win lets win
            self._living = [(s, self.unaligned(s), tuple((self.win(s) or {}).get("lets_win", ())))
                            for s in self.alive]
        return [s for s, unaligned, lets_win in self._living
                if not (s in members or unaligned or (marker and marker in self.state.seat(s).status)
                        or team in lets_win)]


Check = Callable[[Standing, list[int], dict[str, Any]], "bool | tuple[str, str] | None"]
WINS: dict[str, Check] = {}


def win_check(name: str) -> Callable[[Check], Check]:
    def register(fn: Check) -> Check:
        WINS[name] = fn
        return fn
    return register


# A check gets the standing, the seats of the team (one seat for a role's own win) and its params.
# It answers falsy (no win), True (the data's rule and reason), or its own (rule, reason).
@win_check("alone")
def _alone(st: Standing, members: list[int], params: dict[str, Any]) -> bool:
    """Seed 004's team wins (004:111, 004:442, 004:625…): a member is alive and every other living
    player is unaligned, carries `marker`, or lets the team win; `others`: that many may be left
    (the Gray Werewolf "and optionally another player", 004:621)."""
    team = st.teams[members[0]] if members else ""
    if not set(members) & set(st.alive):
        return False
    return len(st.blockers(members, team, params.get("marker"))) <= int(params.get("others", 0))


@win_check("alive")
def _alive(st: Standing, members: list[int], params: dict[str, Any]) -> bool:
    """Alive (at the end of the game, for a co-win: the Survivor, 004:1061)."""
    return bool(set(members) & set(st.alive))


@win_check("alive_with_listed")
def _alive_with_listed(st: Standing, members: list[int], params: dict[str, Any]) -> bool:
    """Alive, and at least one player on the seat's list alive too (the Chef and its waiters, 004:760)."""
    seat = members[0]
    listed = (st.state.seat(seat).status.get(params.get("marker", "waiters")) or {}).get("seats", [])
    return seat in st.alive and bool(set(listed) & set(st.alive))


@win_check("listed_dead")
def _listed_dead(st: Standing, members: list[int], params: dict[str, Any]) -> bool:
    """Alive, and every player on the seat's list (a status marker with `seats`, `params.marker`)
    is dead (the Psychopath's list, 004:775)."""
    seat = members[0]
    listed = (st.state.seat(seat).status.get(params.get("marker", "hit_list")) or {}).get("seats") or []
    return seat in st.alive and bool(listed) and not set(listed) & set(st.alive)


@win_check("outlived")
def _outlived(st: Standing, members: list[int], params: dict[str, Any]) -> bool:
    """Alive, and no holder of `params.role` is (the Immune Survivor needs the Evil Scientist dead,
    004:1003)."""
    role = params.get("role")
    return bool(set(members) & set(st.alive)) and not any(st.state.seat(s).role == role for s in st.alive)


def _wolves_and_others(st: Standing, members: list[int]) -> tuple[list[int], list[int]]:
    alive = set(st.alive)
    wolves = [s for s in members if s in alive]
    others = st.blockers(members, "wolf")
    return wolves, others


@win_check("city")
def _city(st: Standing, members: list[int], params: dict[str, Any]):
    wolves, others = _wolves_and_others(st, members)
    return ("003:121", "win.wolves_city") if wolves and not others else None


@win_check("parity")
def _parity(st: Standing, members: list[int], params: dict[str, Any]):
    wolves, others = _wolves_and_others(st, members)
    return ("000:79", "win.wolves_parity") if wolves and len(wolves) >= len(others) else None


@win_check("side")
def _side(st: Standing, members: list[int], params: dict[str, Any]):
    wolves, _ = _wolves_and_others(st, members)
    if not wolves:
        return None
    state, alive = st.state, set(st.alive)
    village_seats = st.members("village")
    gods = [s for s in village_seats if category_of(state, s) == "god"]
    plain = [s for s in village_seats if category_of(state, s) == "villager"]
    if (gods and not set(gods) & alive) or (plain and not set(plain) & alive) or not set(village_seats) & alive:
        return ("003:181", "win.wolves_side")
    return None


@win_check("teams")
def _teams(st: Standing, members: list[int], params: dict[str, Any]):
    """Seed 004 §3: the werewolf team wins when everyone not on it is dead, unaligned roles excepted."""
    return ("004:442", "win.wolves_team") if _alone(st, members, params) else None


@win_check("lovers")
def _lovers(st: Standing, members: list[int], params: dict[str, Any]):
    """The lovers' third team (003:123 with Cupid, 001:21 the pair): its members are the last alive."""
    if not _alone(st, members, params):
        return None
    rule = "003:123" if st.state.options.get("lovers_team") == "third_with_cupid" else "001:21"
    return (rule, "win.lovers")


# ---------------------------------------------------------------------------- the data
def team_entry(team: str) -> dict[str, Any]:
    """The team's entry in `script.json` "teams" (an unknown team: no win, blocks like any team)."""
    return catalogue().teams.get(team, {})


def is_solo(team: str) -> bool:
    """One of the book's Solo teams (004 §4): the Lone Wolf may kill them (004:539)."""
    return bool(team_entry(team).get("solo"))


def own_win(state: GameState, seat: int) -> dict[str, Any] | None:
    role = state.seat(seat).role
    if not role:
        return None
    return catalogue().role(role).win or None


def _rule(rule: Any, state: GameState) -> str:
    """A rule is a seed line, or a mapping ruleset -> line ("*": any other ruleset)."""
    if isinstance(rule, dict):
        return rule[state.ruleset] if state.ruleset in rule else rule.get("*", "")
    return rule or ""


def _holds(st: Standing, win: dict[str, Any], members: list[int]) -> tuple[str, str] | None:
    name = win["check"]
    chosen = option_name(name)                  # the ruleset's option `win` (script.json's wolves)
    if chosen is not None:
        name = st.state.options.get(chosen, "side")
    answer = WINS[name](st, members, dict(win.get("params", {})))
    if not answer:
        return None
    if isinstance(answer, tuple):
        return answer
    return _rule(win.get("rule"), st.state), win.get("says", "win.team")


def holds(st: Standing, team: str) -> tuple[str, str] | None:
    """Does `team`'s own win hold now? (For a check that needs another team's: lovers of two teams.)"""
    win = team_entry(team).get("win")
    return _holds(st, win, st.members(team)) if win else None


# ---------------------------------------------------------------------------- ascending (004 §5.1)
def ascend(state: GameState, seat: int, rule: str, reason: str) -> None:
    """The seat has won and leaves the game, which goes on (004 §5.1 "ascends and stops playing").
    A living seat leaves without dying (no death triggers); `announcements` tells the table."""
    s = state.seat(seat)
    if "ascended" in s.status:
        return
    s.status["ascended"] = {"until": None, "night": state.night.number if state.night else 0,
                            "day": state.day_number, "rule": rule, "reason": reason, "told": False}
    if s.alive:
        s.alive = False
        phase = "night" if state.phase == "night" else "day"
        number = state.night.number if phase == "night" and state.night else state.day_number
        s.death = Death(seat=seat, phase=phase, number=number, causes=["ascended"], rule=rule)
    state.log("ascended", seat=seat, rule=rule, reason=reason)


def announcements(state: GameState) -> list[dict[str, Any]]:
    """The `tell` beats for ascensions not announced yet (read aloud after the dawn announcement,
    or at once by day)."""
    beats = []
    for s in state.seats:
        mark = s.status.get("ascended")
        if isinstance(mark, dict) and not mark.get("told"):
            mark["told"] = True
            beats.append({"kind": "tell", "key": "beat.ascended", "params": {"seat": s.seat, "why": mark["reason"]}})
    return beats


def _ascensions(state: GameState, st: Standing) -> Standing:
    for seat in list(st.alive):
        win = st.win(seat)
        if win and win.get("mode") == "ascend":
            won = _holds(st, win, [seat])
            if won:
                ascend(state, seat, *won)
    return Standing.of(state) if len(state.alive()) != len(st.alive) else st


def ascended(state: GameState) -> list[dict[str, Any]]:
    return [{"seats": [s.seat], "rule": s.status["ascended"]["rule"], "reason": s.status["ascended"]["reason"],
             "how": "ascended"} for s in state.seats if "ascended" in s.status]


# ---------------------------------------------------------------------------- the check
def game_over(state: GameState) -> bool:
    """Winner → game over, the one place a game ends (docs/architecture.md): with a winner
    (`state.winner`) the phase is "over", the day's pending beats go and the timeline gets its
    `winner` entry. True when the game is over."""
    if not state.winner:
        return False
    state.phase = "over"
    state.agenda = []
    state.log("winner", **state.winner)
    return True


def end_if_won(state: GameState) -> bool:
    """After a batch of deaths (or a player leaving the game): check the winner; a win ends the game."""
    state.winner = check_winner(state)
    return game_over(state)


# The last check that found no winner and changed nothing, and what it read (`_read`): a check of a
# state that reads the same answers the same (issue 32: a night's dawn checks the state the last
# dawn checked when nobody died and no role, team, marker or lover changed in between).
# One tuple, read and replaced whole (a thread reading it never sees half of another's answer).
_NO_WINNER: list[tuple | None] = [None]      # [(catalogue, options (a copy), ruleset, `_read`)]


def _read(state: GameState) -> tuple:
    """Everything of the state a win check reads, as values: each seat's role, life, place in the
    game and markers (the `team` marker, a win's marker, a list's seats, `ascended`), the lovers and
    Cupid (the options, the ruleset and the catalogue are compared beside it, `_NO_WINNER`)."""
    return tuple((s.role, s.alive, s.in_play, repr(s.status)) for s in state.seats), state.lovers, state.cupid


def check_winner(state: GameState) -> dict[str, Any] | None:
    """After a batch of deaths: a team's win ends the game. The result names the team, its seats
    (dead or alive), the rule and the reason; `also` lists the other winners (co-wins, ascended)."""
    if any(state.card_unknown(s) for s in state.in_play()):
        # printed cards before they are known (the lynch of 002:71's day before night 1): the teams
        # cannot be counted (000:79, 001:21 count the wolves), and the cards are in play all the same
        return None
    read, cat = _read(state), catalogue()
    kept = _NO_WINNER[0]
    if kept is not None and kept[0] is cat and kept[2] == state.ruleset and kept[3] == read and kept[1] == state.options:
        return None
    logged = len(state.timeline)
    result = decide_winner(state)
    if result is None and len(state.timeline) == logged:     # a check changes the state only by an ascension, logged
        _NO_WINNER[0] = (cat, dict(state.options), state.ruleset, read)
    return result


def decide_winner(state: GameState) -> dict[str, Any] | None:
    """`check_winner` worked out afresh (its answer is kept only when no team won)."""
    st = _ascensions(state, Standing.of(state))
    cat = catalogue()
    result: dict[str, Any] | None = None
    for team_id, entry in cat.teams.items():
        members = st.members(team_id)                # each team's members read once per check
        if entry.get("each_seat"):
            for seat in members:
                win = st.win(seat)
                if win and win.get("mode", "team") == "team":
                    seats = [seat] + bound_to(state, seat)       # a Solo role's lover wins with it (004:803)
                    won = _holds(st, win, seats)
                    if won:
                        result = {"team": team_id, "seats": sorted(seats), "rule": won[0], "reason": won[1]}
                        break
        elif entry.get("win") and members:
            # a team nobody plays in this game has no win to check: every registered check needs a
            # member (alive, or the seat whose win it is) and answers no for none
            won = holds(st, team_id)
            if won:
                result = {"team": team_id, "seats": st.members(team_id), "rule": won[0], "reason": won[1]}
        if result:
            break
    if result is None:
        if any(not st.unaligned(s) for s in st.alive):
            return None              # someone can still win: the game goes on
        rule, reason = ("003:46", "win.nobody") if not st.alive else ("004:727", "win.no_team")
        result = {"team": "none", "seats": [], "rule": rule, "reason": reason}
    result["rule"] = cite(state.ruleset, result["rule"])
    also = ascended(state) + _co_wins(state, st, result["seats"])
    if also:
        result["also"] = also
        result["seats"] = sorted(set(result["seats"]) | {s for a in also for s in a["seats"]})
    return result


def _co_wins(state: GameState, st: Standing, winners: list[int]) -> list[dict[str, Any]]:
    out = []
    for seat in sorted(st.teams):
        win = st.win(seat)
        if win and win.get("mode") == "co" and seat not in winners:
            won = _holds(st, win, [seat])
            if won:
                out.append({"seats": [seat], "rule": won[0], "reason": won[1], "how": "co"})
    return out
