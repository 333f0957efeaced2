"""Printed cards: start information that becomes due after its wake has passed is told at a step of
its own before the day breaks (start_info.LATE_STEP, "start_info_late"), waking only its players.

Before, the state was right (d54308a: a card set on a seat's menu gets its start information) but
the console showed a start information only at its role's wake: with the last card set at night
1's dawn, or a missed card set later in the night, the host never saw it on the step card and the
player was never told (the Town Crier's teammate, 004:217; the Mad Scientist's subjects, 004:419;
the Psychopath's list, 004:775; the Chef's waiters, 004:760; the Claimspace's phantom role, 004:902;
the Knowledge Wolf's role list, 004:1021; the Flute team, 004:625)."""
import pytest

from werewolf_desktop.engine import Game
from werewolf_desktop.engine.start_info import LATE_MARK, LATE_STEP

from .printed_host import dealt_as_laptop, seat_of, walk
from .revamped import to_night

NAMES = [f"p{i}" for i in range(1, 10)]
# no plain card: the deck never proves who holds what, so night 1's dawn waits for a missed card
# (eight cards: a ninth player holds the role under test)
NO_PLAIN = {"werewolf_revamped": 2, "fortune_teller": 1, "priest": 1, "baker": 2, "fletcher": 1, "huntsman": 1}


def start_notices(g: Game, seat: int) -> list[dict]:
    """The notices start_info.deal made for `seat` (the timeline's start_info entry says it was dealt)."""
    return [n for n in g.state.notices if n["params"].get("seat") == seat and n["at"] == "now"
            and n["key"].startswith(("notice.waiters", "notice.hit_list", "notice.teammate", "notice.subjects",
                                     "notice.phantom_role", "notice.role_list"))]


def missed_until_dawn(role: str, seed: int) -> tuple[Game, dict[int, str], int]:
    """A printed revamped game without plain cards whose host misses the `role` holder's hand at
    every wake: at night 1's dawn, its card set on the seat's menu."""
    deck = dict(NO_PLAIN, **{role: 1})
    g, cards = dealt_as_laptop(NAMES, "printed", ruleset="revamped", deck=deck, seed=seed)
    seat = seat_of(cards, role)
    walk(g, cards, until=lambda g: g.prompt.step == "dawn" and g.prompt.allowed == ["set_role"], skip=frozenset({seat}))
    assert g.prompt.unknown == [seat]
    g.apply({"t": "set_role", "seat": seat, "role": role})
    return g, cards, seat


def replays(g: Game) -> bool:
    again = Game(g.setup)
    for inp in g.inputs:
        again.apply(inp)
    return repr(again.state) == repr(g.state)


@pytest.mark.parametrize("role", ["chef", "psychopath", "town_crier", "claimspace", "knowledge_wolf"])
@pytest.mark.parametrize("seed", range(3))
def test_a_card_set_at_the_dawn_is_told_its_start_information_before_the_day(role, seed):
    g, cards, seat = missed_until_dawn(role, seed)
    p = g.prompt
    assert p.kind == "night_step" and p.step == LATE_STEP and p.night == 1
    assert p.actors == [seat] and p.wakes == LATE_MARK and p.allowed == ["next"]
    told = start_notices(g, seat)
    assert told and p.show["notices"] == told                     # what the wake would have shown
    assert p.lines["en"].startswith("Everyone keep your eyes closed")
    g.apply({"t": "next"})
    assert g.prompt.step == "dawn" and g.prompt.lines                # then the day's words
    assert not any(LATE_MARK in s.status for s in g.state.seats)
    g.apply({"t": "next"})
    assert g.state.phase == "day" and replays(g)


@pytest.mark.parametrize("seed", range(3))
def test_the_mad_scientists_lab_set_at_the_dawn_wakes_together(seed):
    """004:419: the Scientist and its two subjects open their eyes together; told late, they are
    woken together, and shown the subjects."""
    g, cards, seat = missed_until_dawn("mad_scientist", seed)
    subjects = g.state.seat(seat).status["subjects"]["seats"]
    p = g.prompt
    assert p.step == LATE_STEP and p.actors == sorted([seat] + subjects)
    assert [(n["to"], n["key"], n["params"]["seats"]) for n in p.show["notices"]] == [("lab", "notice.subjects", subjects)]


def test_the_flute_team_missed_at_both_wakes_is_told_at_the_dawn():
    """004:625: the Flute Player and the Apprentice each learn the other. Both hands missed at their
    wakes and set at the dawn: both woken, each shown the other."""
    deck = dict(NO_PLAIN, flute_player=1, flute_apprentice=1)
    deck.pop("fletcher")
    g, cards = dealt_as_laptop(NAMES, "printed", ruleset="revamped", deck=deck, seed=1)
    player, apprentice = seat_of(cards, "flute_player"), seat_of(cards, "flute_apprentice")
    walk(g, cards, until=lambda g: g.prompt.step == LATE_STEP, skip=frozenset({player, apprentice}))
    p = g.prompt
    assert p.actors == sorted([player, apprentice])
    assert {n["to"]: n["params"]["seats"] for n in p.show["notices"]} == {player: [apprentice], apprentice: [player]}


def test_a_card_set_later_in_the_night_is_told_before_the_dawn_not_at_once():
    """The Claimspace's hand missed at its wake (004:902) and its card set on the seat's menu while
    the pack is awake: nothing is shown to the pack; the late step comes after the night's last
    wake, before the dawn."""
    deck = {"werewolf_revamped": 2, "claimspace": 1, "fortune_teller": 1, "citizen": 5}
    g, cards = dealt_as_laptop(NAMES, "printed", ruleset="revamped", deck=deck, seed=2)
    seat = seat_of(cards, "claimspace")
    walk(g, cards, until=lambda g: g.prompt.step == "pack" and not g.prompt.identify, skip=frozenset({seat}))
    g.apply({"t": "set_role", "seat": seat, "role": "claimspace"})
    assert g.prompt.step == "pack" and not any(n["key"] == "notice.phantom_role" for n in g.prompt.show["notices"])
    schedule = g.state.night.schedule
    assert schedule.index(LATE_STEP) == schedule.index("dawn") - 1 > g.state.night.cursor
    walk(g, cards, until=lambda g: g.prompt.step == LATE_STEP)
    assert g.prompt.actors == [seat] and [n["key"] for n in g.prompt.show["notices"]] == ["notice.phantom_role"]
    assert replays(g)


def test_no_late_step_when_the_wake_is_still_to_come():
    """A card set before its wake (the plain card's identification, 98.4, waits for the Town Crier's
    card, whose wake moved after every card, start_info.PRINTED_LAST) is told at its wake, as before."""
    deck = {"werewolf_revamped": 2, "town_crier": 1, "fortune_teller": 1, "citizen": 5}
    g, cards = dealt_as_laptop(NAMES, "printed", ruleset="revamped", deck=deck, seed=4)
    seat = seat_of(cards, "town_crier")
    walk(g, cards, until=lambda g: g.prompt.step == "town_crier" and not g.prompt.identify, skip=frozenset({seat}))
    assert [n["key"] for n in g.prompt.show["notices"]] == ["notice.teammate_role"]
    walk(g, cards, until=lambda g: g.state.phase != "night")
    assert g.state.night.number == 1 and LATE_STEP not in g.state.night.schedule


def all_known_at_dawn(role: str, seed: int) -> tuple[Game, dict[int, str], int, int]:
    """Every card identified at its wake, the game at night 1's dawn; the `role` holder and a
    Baker's seat (whose cards the host finds swapped: the Baker's player holds `role`)."""
    g, cards = dealt_as_laptop(NAMES, "printed", ruleset="revamped", deck=dict(NO_PLAIN, **{role: 1}), seed=seed)
    walk(g, cards, until=lambda g: g.prompt.step == "dawn")
    return g, cards, seat_of(cards, role), seat_of(cards, "baker")


@pytest.mark.parametrize("role", ["psychopath", "claimspace", "town_crier"])
def test_a_card_corrected_at_the_dawn_is_told_its_start_information_before_the_day(role):
    """The host finds two cards swapped at the dawn: the seat now holding the role is dealt its
    start information (its wake has passed: told at the late step)."""
    g, cards, was, now = all_known_at_dawn(role, 1)
    before = start_notices(g, was)
    g.apply({"t": "set_role", "seat": now, "role": role})          # the only copy: the two seats swap
    assert (g.state.seat(now).role, g.state.seat(was).role) == (role, "baker")
    p = g.prompt
    assert p.step == LATE_STEP and p.actors == [now]
    assert [n["key"] for n in p.show["notices"]] == [n["key"] for n in before]
    assert g.state.seat(now).status["start_info"]["role"] == role
    if role == "claimspace":                  # 004:902: the phantom role goes with the card
        assert p.show["notices"][0]["params"]["role"] == before[0]["params"]["role"]


def test_a_card_corrected_by_day_is_told_the_next_night_once_every_eye_is_closed():
    g, cards, was, now = all_known_at_dawn("psychopath", 2)
    g.apply({"t": "next"})
    assert g.state.phase == "day"
    g.apply({"t": "set_role", "seat": now, "role": "psychopath"})
    assert g.state.phase == "day" and g.prompt.kind != "night_step"   # nobody is woken by day …
    assert {"type": "note", "id": "Note", "label": {"key": "ui.card.told_late_tonight", "params": {"seats": [now]}},
            "host": True} in g.prompt.choices                        # … the host is told when
    assert "hit_list" in g.state.seat(now).status
    to_night(g, 2)
    schedule = g.state.night.schedule
    assert g.state.night.number == 2 and schedule[schedule.index("close_eyes") + 1] == LATE_STEP
    walk(g, cards, until=lambda g: g.prompt.step == LATE_STEP)
    p = g.prompt
    assert p.actors == [now] and [n["key"] for n in p.show["notices"]] == ["notice.hit_list"]
    g.apply({"t": "next"})
    assert not any(LATE_MARK in s.status for s in g.state.seats) and replays(g)


def test_cards_swapped_and_swapped_back_tell_nothing_twice():
    """A host who swaps two cards on their seats' menus and swaps them back: the start information
    already told for the card stands (nothing is told twice), and the seat that held the card for a
    moment is not woken for it."""
    g, cards, seat, baker = all_known_at_dawn("psychopath", 0)
    told = len(g.state.notices)
    g.apply({"t": "set_role", "seat": baker, "role": "psychopath"})        # the two seats swap …
    assert g.prompt.step == LATE_STEP and g.prompt.actors == [baker] and len(g.state.notices) == told + 1
    g.apply({"t": "set_role", "seat": seat, "role": "psychopath"})         # … and back
    assert len(g.state.notices) == told + 1 and g.prompt.step == "dawn" and LATE_STEP not in g.state.night.schedule
    assert not any(LATE_MARK in s.status for s in g.state.seats) and replays(g)


def test_a_card_told_late_swapped_away_and_back_is_still_told_once():
    """The card set at the dawn (told late), then swapped with a Baker's and back before the late
    step: the late step wakes the holder of the card, once, with what it was dealt."""
    g, cards, seat = missed_until_dawn("psychopath", 0)
    first = start_notices(g, seat)
    baker = seat_of(cards, "baker")
    g.apply({"t": "set_role", "seat": baker, "role": "psychopath"})        # the two seats swap …
    assert g.prompt.step == LATE_STEP and g.prompt.actors == [baker]
    g.apply({"t": "set_role", "seat": seat, "role": "psychopath"})         # … and back
    assert g.prompt.step == LATE_STEP and g.prompt.actors == [seat] and g.prompt.show["notices"] == first
    g.apply({"t": "next"})
    assert g.prompt.step == "dawn" and all(n.get("told") for n in first) and replays(g)
