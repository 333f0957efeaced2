"""Drive seed-004 (Werewolves Revamped) games in tests: stacked deals, walking to a night step or a
night, lynching, what a player was told, and random whole games for the "plays to an end and
replays identically" tests."""
from __future__ import annotations

import random

from werewolf_desktop.engine import Game, RuleError, Setup
from werewolf_desktop.engine.views import player_view
from werewolf_desktop.i18n import tr

from .helpers import game, nxt, skip_to, vote


def rv(roles: list[str], **options) -> Game:
    """A revamped game whose seat i+1 holds roles[i]."""
    return game(roles, ruleset="revamped", **options)


def to_step(g: Game, step: str):
    """Press next until the night step `step` is the prompt; return it."""
    for _ in range(80):
        if g.state.phase == "night" and g.prompt.kind == "night_step" and g.prompt.step == step:
            return g.prompt
        nxt(g)
    raise AssertionError(f"never reached {step}")


def to_night(g: Game, number: int) -> None:
    """Press on through the day (no lynch) until night `number` starts."""
    for _ in range(100):
        if g.state.phase == "night" and g.state.night.number == number:
            return
        if g.prompt.kind == "exile_vote":
            vote(g, {})
        else:
            nxt(g)
    raise AssertionError(f"never reached night {number}")


def lynch(g: Game, seat: int) -> None:
    """Everyone else votes `seat` out at the next exile vote."""
    skip_to(g, "exile_vote")
    vote(g, {v: seat for v in g.prompt.voters if v != seat})


def past_dawn(g: Game) -> None:
    """Read the dawn announcement (the night's private notices are due after it)."""
    skip_to(g, "announce")
    nxt(g)


def printed_game(deck: dict[str, int], seed: int) -> Game:
    """A revamped game of this deck dealt as printed cards (the app learns the roles as they wake)."""
    setup = Setup.create([f"p{i}" for i in range(sum(deck.values()))], ruleset="revamped", deck=deck,
                         deal_mode="printed", seed=seed)
    return Game(setup)


def identify_until(g: Game, step: str, seats: dict[str, list[int]], check=None) -> None:
    """Printed cards, night 1: identify each role asked for at the seats given, until the night step
    `step` is the prompt (`check()` must hold after every input)."""
    while not (g.prompt.kind == "night_step" and g.prompt.step == step):
        assert check is None or check()
        p = g.prompt
        if p.identify and "identify" in p.allowed:
            g.apply({"t": "identify", "role": p.identify[0], "seats": seats[p.identify[0]]})
        else:
            nxt(g)


def learned(g: Game, seat: int) -> list[tuple[str, dict]]:
    """What the seat's phone page lists as told to it: (text key, parameters)."""
    return [(n["key"], n["params"]) for n in player_view(g.state, seat)["learned"]]


def keys(g: Game, seat: int) -> list[str]:
    return [k for k, _ in learned(g, seat)]


def say(notice: dict, lang: str = "en") -> str:
    return tr(notice["key"], lang, **notice["params"])


def causes(g: Game, seat: int) -> list[str] | None:
    d = g.state.seat(seat).death
    return d.causes if d else None


def random_input(g: Game, rnd: random.Random, abstain: float = 0.0) -> dict:
    """A random input for the prompt: a night or dusk action taken 80% of the time when one is offered (a
    random legal choice of seats and picked roles), a random lynch with `abstain` of the voters
    abstaining, no election candidates, no hunter shot; otherwise next. It may be refused."""
    p = g.prompt
    if p.kind in ("night_step", "dusk_step"):
        todo = [a for a in p.actions if a["available"] and len(a["candidates"]) >= a["min_targets"]]
        if todo and rnd.random() < 0.8:
            a = rnd.choice(todo)
            cands = a["candidates"]
            lo = max(a["min_targets"], min(1, len(cands), a["targets"]))
            k = rnd.randint(lo, max(lo, min(a["targets"], len(cands))))
            seats = rnd.sample(cands, k) if a["input"] == "seats" else []
            inp = {"t": "act", "action": a["id"], "seats": seats}
            if a.get("pick_role"):
                inp["roles"] = [rnd.choice(a["pick_role"]) for _ in range(max(1, len(seats)))]
            if a["input"] == "text":
                inp["text"] = "notes"
            return inp
    elif p.kind in ("exile_vote", "election_vote") and p.candidates:
        target = rnd.choice(p.candidates)
        return {"t": "vote", "votes": {str(v): (target if rnd.random() >= abstain else None)
                                       for v in p.voters if v != target}}
    elif p.kind == "election_candidates":
        return {"t": "candidates", "seats": []}
    elif p.kind == "hunter_shot":
        return {"t": "shoot", "seat": None}
    return {"t": "next"}


def play_randomly(g: Game, seed: int, steps: int = 4000, abstain: float = 0.0, after=None) -> Game:
    """Play `g` with random_input until it is over (an input refused falls back to next); call
    `after(g)` after every input. Returns the game."""
    rnd = random.Random(seed)
    for _ in range(steps):
        if g.over:
            break
        try:
            g.apply(random_input(g, rnd, abstain))
        except RuleError:
            try:
                nxt(g)
            except RuleError:
                pass
        if after:
            after(g)
    return g


def random_revamped_game(roles: list[str], seed: int, **play) -> Game:
    """A revamped game of these roles dealt to shuffled seats, played randomly to its end."""
    rnd = random.Random(seed)
    roles = roles[:]
    rnd.shuffle(roles)
    setup = Setup.create([f"p{i}" for i in range(1, len(roles) + 1)], ruleset="revamped",
                         deck={r: roles.count(r) for r in roles}, assignment=roles, deal_mode="laptop", seed=seed)
    return play_randomly(Game(setup), seed, **play)


def assert_replays(g: Game) -> None:
    """The game is over with a winner, and replaying its inputs gives the same state."""
    assert g.over and g.state.winner
    assert Game.replay(g.setup, g.inputs).state == g.state
