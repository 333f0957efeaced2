"""`notices.at_wake` reads the notices from the newest back and stops at the first one made two nights
before (issue 32: it read the whole game's history at every wake). Over long random revamped games, at
every input of every night, it gives what reading every notice gives, for every seat and group."""
import random

from werewolf_desktop.engine import Game, Setup
from werewolf_desktop.engine.notices import at_wake

from werewolf_desktop.engine.notices import notify

from .revamped import play_randomly, rv, to_night
from .test_revamped_properties import revamped_roles


def every_notice_for_this_wake(state, seats, group):
    """The rule, read over the whole history: made for tonight's wake, or learned at this very step."""
    number, step = state.night.number, state.night.schedule[state.night.cursor]

    def for_them(to):
        return (group and to == group) or (isinstance(to, int) and to in seats) or \
            (isinstance(to, list) and bool(set(to) & set(seats)))

    return [n for n in state.notices if n["night"] == number and for_them(n["to"])
            and (n["at"] == "wake" or (n["at"] == "now" and n["phase"] == "night" and n.get("step") == step))]


def play_and_compare(seed: int) -> dict[str, int]:
    """A random 14-seat revamped game played to its end, at_wake compared at every night input."""
    rnd = random.Random(seed)
    roles = revamped_roles()
    wolves = [r.id for r in roles if r.team == "wolf"]
    others = [r.id for r in roles if r.team != "wolf"]
    deck = rnd.sample(wolves, 3) + rnd.sample(others, 11)
    setup = Setup.create([f"p{i}" for i in range(1, 15)], ruleset="revamped", deck={r: deck.count(r) for r in deck},
                         assignment=deck, deal_mode="laptop", seed=seed)
    checked = {"wakes": 0, "with_old_notices": 0}

    def compare(g: Game) -> None:
        state = g.state
        if state.phase != "night" or not state.night.schedule[state.night.cursor:]:
            return
        checked["wakes"] += 1
        checked["with_old_notices"] += any(n["night"] <= state.night.number - 2 for n in state.notices)
        groups = {group for s in state.seats for group in s.groups}
        for s in state.seats:
            assert at_wake(state, [s.seat], None) == every_notice_for_this_wake(state, [s.seat], None)
        for group in groups:
            members = [s.seat for s in state.seats if group in s.groups]
            assert at_wake(state, members, group) == every_notice_for_this_wake(state, members, group)

    play_randomly(Game(setup), seed, steps=1500, after=compare)
    return checked


def test_at_wake_gives_what_the_whole_history_gives():
    checked = [play_and_compare(seed) for seed in range(6)]
    assert all(c["wakes"] for c in checked)
    assert sum(c["with_old_notices"] for c in checked) > 0          # the stop is reached, not only the start


def test_a_notice_owed_at_the_next_wake_is_found_behind_later_notices_of_its_night():
    """Made on night 1 for the next wake, then a dawn notice of night 1 after it: at night 2's wake the
    first is still shown (the stop is at notices two nights old, not one)."""
    g = rv(["werewolf", "werewolf", "villager", "villager", "villager", "villager", "villager", "villager"])
    to_night(g, 1)
    owed = notify(g.state, 3, "notice.survived_attack", at="wake")
    notify(g.state, 3, "notice.survived_attack", at="dawn")
    to_night(g, 2)
    assert at_wake(g.state, [3], None) == [owed] == every_notice_for_this_wake(g.state, [3], None)
