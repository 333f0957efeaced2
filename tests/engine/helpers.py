"""Drive the engine in tests: stacked deals and short input helpers."""
from __future__ import annotations

from collections import Counter

from werewolf_desktop.engine import Game, Setup  # noqa: F401

NAMES = ["Ann", "Bo", "Cai", "Dan", "Eve", "Fay", "Gus", "Hui", "Ida", "Jo", "Kai", "Lu", "Max", "Ned", "Ola", "Pim", "Qi", "Rae"]


def game(roles: list[str], ruleset: str = "standard", leftover: list[str] | None = None, **options) -> Game:
    """A game whose seat i+1 holds roles[i] (a stacked deal)."""
    deck = Counter(roles) + Counter(leftover or [])
    setup = Setup.create(NAMES[: len(roles)], ruleset=ruleset, deck=dict(deck), options=options or None,
                         assignment=roles, leftover=leftover or [], deal_mode="laptop", seed=1)
    return Game(setup)


def nxt(g: Game) -> None:
    g.apply({"t": "next"})


def act(g: Game, action: str, *seats: int, **extra) -> None:
    g.apply({"t": "act", "action": action, "seats": list(seats), **extra})


def run_night(g: Game, **choices) -> None:
    """Play the current night to dawn. choices: step=(action, seats…) or step=None to pass."""
    assert g.state.phase == "night"
    start = g.state.night.number
    while g.state.phase == "night" and g.state.night.number == start:
        p = g.prompt
        if p.kind == "night_step" and p.step in choices and choices[p.step] and not any(a["done"] for a in p.actions):
            spec = choices[p.step]
            specs = spec if isinstance(spec, list) else [spec]
            for action, *seats in specs:
                if action == "take":
                    g.apply({"t": "act", "action": "take", "card": seats[0]})
                else:
                    act(g, action, *seats)
        nxt(g)


def skip_to(g: Game, kind: str) -> None:
    """Press next until the prompt is of `kind` (day beats that only need next)."""
    for _ in range(200):
        if g.prompt.kind == kind:
            return
        nxt(g)
    raise AssertionError(f"never reached {kind}; at {g.prompt.kind}")


def vote(g: Game, votes: dict[int, int | None]) -> None:
    g.apply({"t": "vote", "votes": {str(k): v for k, v in votes.items()}})


def everyone_votes(g: Game, target: int, **except_) -> dict[int, int | None]:
    p = g.prompt
    return {v: target for v in p.voters if v != target and target not in p.forbidden.get(v, [])}

STD9 = ["werewolf", "werewolf", "seer", "witch", "hunter", "guard", "villager", "villager", "villager"]


def to_day(g: Game, **night) -> None:
    """Play night 1 with the given choices; leave the game at the first day beat."""
    run_night(g, **night)


def no_election(g: Game) -> None:
    assert g.prompt.kind == "election_candidates"
    g.apply({"t": "candidates", "seats": []})


def through_announce(g: Game) -> None:
    skip_to(g, "announce")
    nxt(g)


def finish_deaths(g: Game) -> None:
    """Answer badge/hunter/last-words beats with 'no shot' / 'tear' / next until the next talk."""
    for _ in range(50):
        k = g.prompt.kind
        if k == "badge":
            g.apply({"t": "badge", "seat": None})
        elif k == "hunter_shot":
            g.apply({"t": "shoot", "seat": None})
        elif k == "last_words":
            nxt(g)
        else:
            return


def to_exile_vote(g: Game) -> None:
    for _ in range(100):
        k = g.prompt.kind
        if k == "exile_vote":
            return
        if k in ("badge", "hunter_shot", "last_words"):
            finish_deaths(g)
        elif k == "election_candidates":
            no_election(g)
        else:
            nxt(g)
    raise AssertionError("no exile vote")


def guardian_dawn(roles: list[str], shield: int) -> Game:
    """A Revamped game with offices: seats 4, 5, 6 are elected Mayor, Reporter, Guardian on days 1-3;
    on night 4 the Guardian shields `shield` (004:857); the game stands at day 4's dawn announcement."""
    g = game(roles, ruleset="revamped", elections="offices")
    for seat in (4, 5, 6):
        run_night(g)
        skip_to(g, "election_candidates")
        g.apply({"t": "candidates", "seats": [seat]})
        while g.state.phase == "day":
            if g.prompt.kind == "exile_vote":
                vote(g, {})
            elif g.prompt.kind == "election_candidates":
                g.apply({"t": "candidates", "seats": []})
            else:
                nxt(g)
    run_night(g, guardian=("shield", shield))
    skip_to(g, "announce")
    return g
