"""What the narrator says and when, on the real engine with a simulated clock (pure, no Qt).

The leak checks of issue 14: a dead role's step is spoken with the same words and held for a time
from the same spread as a live one's; private results are never spoken, except the classic seer's
answer when the game says it aloud (seed 002:69).
"""
from __future__ import annotations

import random

import pytest

from tests.audio.sim import NightSim
from tests.engine.helpers import act, game, no_election, nxt, run_night, skip_to, to_exile_vote, vote
from werewolf_desktop.audio.pacing import Advance, Pacer, Say, Spread, Stop, WakeAt, step_key
from werewolf_desktop.audio.script import segments, speech_for
from werewolf_desktop.engine import night
from werewolf_desktop.i18n import LANGUAGES, tr

# 12 players 4-4-4 with the guard (seed 003:176): seats 1-4 wolves, 5 seer, 6 witch, 7 hunter, 8 guard
ROLES_444 = ["werewolf"] * 4 + ["seer", "witch", "hunter", "guard"] + ["villager"] * 4
SEER = 5


def game_444():
    return game(ROLES_444, win="side")


def night_choices(prompt):
    return {"guard": {"t": "act", "action": "protect", "seats": [9]},
            "pack": {"t": "act", "action": "kill", "seats": [10]},
            "seer": {"t": "act", "action": "check", "seats": [1]}}.get(prompt.step)


def expected_words(g, lang: str) -> list[str]:
    """Every step of tonight's schedule, its lines cut at the pauses, in order."""
    state = g.state
    out = []
    for step_id in state.night.schedule:
        step = night.steps_by_id()[step_id]
        lines = step.lines_for(state.options, state.night.number, night.deck_roles(state))
        out += segments(lines[lang])
    return out


def test_stage_directions_are_never_spoken_and_lines_are_cut_at_the_pauses():
    seer = night.steps_by_id()["seer"]
    assert segments(seer.lines["en"]) == [
        "Seer, open your eyes. Seer, point at the player you want to check",
        "Thumb up means good, thumb down means werewolf. The player you checked is",
        "Seer, close your eyes"]
    assert segments(seer.lines["zh"]) == ["预言家请睁眼，预言家请验人", "大拇指向上表示好人，大拇指向下表示狼人，你要验的是", "预言家请闭眼"]
    witch = segments(night.steps_by_id()["witch"].lines["de"])
    assert witch[0].startswith("Hexe, öffne die Augen. Hexe, heute Nacht stirbt dieser Spieler. Willst du")
    assert witch[-1] == "Hexe, schließe die Augen."
    for step in night.steps_by_id().values():
        for lang in LANGUAGES:
            for piece in segments((step.lines or {}).get(lang)):
                assert not set("()（）") & set(piece), piece


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_night_runs_hands_free_with_the_words_in_order(lang):
    g = game_444()
    words = expected_words(g, lang)
    sim = NightSim(g, lang, choose=night_choices).run()
    assert sim.texts()[:len(words)] == words
    assert g.state.phase == "day"
    assert sim.texts()[len(words):] in ([], segments(tr("beat.election_candidates", lang)))   # the day's first call may follow
    # the moderator only entered the choices (the witch's "no potion" is a Next) and confirmed the
    # dawn (issue 29.4: hands-free never moves off "it is day", so an Enter meant for it cannot
    # land on the death announcement); the pacer did the rest
    assert [step for step, _ in sim.by_moderator] == ["guard", "pack", "witch", "seer", "dawn"]
    assert sim.advances + len(sim.by_moderator) == len(g.inputs)
    # nothing private: no seat number, no name, no role of a seat
    assert not any(ch.isdigit() for text in sim.texts() for ch in text)


def seer_prompts():
    """The seer's step alive (night 1, before and after the check) and dead (night 2)."""
    g = game_444()
    while g.prompt.step != "seer":
        p = g.prompt
        if p.step == "pack":
            act(g, "kill", SEER)
        nxt(g)
    live = g.prompt
    act(g, "check", 1)
    checked = g.prompt
    assert checked.show["kind"] == "seer_result"
    nxt(g)
    run_night(g)
    no_election(g)
    to_exile_vote(g)
    vote(g, {})
    skip_to(g, "dusk")
    nxt(g)
    while g.prompt.step != "seer":
        nxt(g)
    dead = g.prompt
    assert not dead.actor_alive and not any(a["available"] for a in dead.actions)
    return live, checked, dead, g.state.options


def run_step(pacer: Pacer, prompts, speak: float, entry: float | None) -> list[str]:
    """One step on its own: spoken for `speak` s per Say; the choice entered `entry` s after the
    opening ends (None: nothing to enter). Returns the words."""
    now, inputs, words = 0.0, 10, []
    cmds = pacer.prompt(prompts[0], "en", {}, inputs, now)
    pending = list(cmds)
    entered = entry is None
    wake = None
    while True:
        for c in pending:
            if isinstance(c, Say):
                words += c.texts
                now += speak
                pending = pacer.spoken(now)
                break
            if isinstance(c, WakeAt):
                wake = c.at
            if isinstance(c, Advance):
                return words
        else:
            if not entered and pacer.runs and pacer.runs[0].hold_start is not None:
                now = pacer.runs[0].hold_start + entry
                entered = True
                pending = pacer.prompt(prompts[1], "en", {}, inputs + 1, now)
                continue
            assert wake is not None, "the pacer neither speaks nor waits"
            now, wake = max(now, wake), None
            pending = pacer.tick(now)


def ks_distance(a: list[float], b: list[float]) -> float:
    points = sorted(set(a) | set(b))
    a, b = sorted(a), sorted(b)
    import bisect

    return max(abs(bisect.bisect_right(a, x) / len(a) - bisect.bisect_right(b, x) / len(b)) for x in points)


def test_a_dead_seers_step_is_spoken_and_timed_like_a_live_one():
    live, checked, dead, _ = seer_prompts()
    spread = Spread(rng=random.Random(14), keep=1000)      # (the app keeps the last 40 entries)
    moderator = random.Random(3)
    live_holds, dead_holds = [], []
    for _ in range(500):                                   # live seers: the moderator's real entry times
        pacer = Pacer(spread)
        words_live = run_step(pacer, [live, checked], speak=2.0, entry=moderator.uniform(1.0, 16.0))
        live_holds.append(pacer.holds[-1][1])
    for _ in range(500):                                   # dead seers: nobody to enter anything
        pacer = Pacer(spread)
        words_dead = run_step(pacer, [dead], speak=2.0, entry=None)
        dead_holds.append(pacer.holds[-1][1])
    assert words_live == words_dead == segments(live.lines["en"])
    # same spread: the two samples are indistinguishable (Kolmogorov-Smirnov, 500 vs 500:
    # 0.12 is the 0.1 % critical value)
    assert ks_distance(live_holds, dead_holds) < 0.12
    assert min(dead_holds) >= spread.low and max(dead_holds) > spread.high   # slow entries are mirrored too


def test_without_any_recorded_entry_a_dead_step_holds_as_a_quick_live_one():
    live, checked, dead, _ = seer_prompts()
    a, b = Pacer(Spread(rng=random.Random(5))), Pacer(Spread(rng=random.Random(5)))
    run_step(a, [live, checked], speak=1.0, entry=0.5)
    run_step(b, [dead], speak=1.0, entry=None)
    assert a.holds[-1][1] == b.holds[-1][1]


def test_the_seer_answer_is_spoken_only_in_classic_with_the_answer_aloud():
    roles = ["werewolf", "werewolf", "seer"] + ["villager"] * 6
    for aloud in (False, True):
        g = game(roles, ruleset="classic", seer_answer="aloud" if aloud else "gesture")
        sim = NightSim(g, "en", choose=lambda p: {"t": "act", "action": "check", "seats": [1]} if p.step == "seer"
                       else {"t": "act", "action": "kill", "seats": [4]} if p.step == "pack" else None).run()
        said = sim.texts()
        answer = tr("audio.seer_aloud.wolf", "en")
        assert (answer in said) is aloud
        if aloud:
            assert said[said.index(answer) + 1] == "Seer, close your eyes"
        assert tr("audio.seer_aloud.good", "en") not in said


def test_pressing_next_early_still_holds_and_closes_the_step_before_the_next_one():
    g = game_444()
    sim = NightSim(g, "en", delay=lambda p: 0.1)        # the moderator presses Next at once: nobody chosen
    sim.run()
    texts = sim.texts()
    assert texts == expected_words(game_444(), "en")
    assert all(hold >= Spread().low for _, hold, _ in sim.pacer.holds)


def test_undo_to_an_earlier_step_stops_and_speaks_that_step_again():
    g = game_444()
    pacer = Pacer(Spread(rng=random.Random(1)))
    cmds = pacer.prompt(g.prompt, "en", {}, 0, 0.0)              # close_eyes
    assert isinstance(cmds[0], Say)
    nxt(g)
    cmds = pacer.prompt(g.prompt, "en", {}, 1, 1.0)              # guard queued behind close_eyes
    assert cmds == []
    g.undo()
    cmds = pacer.prompt(g.prompt, "en", {}, 0, 2.0)
    assert isinstance(cmds[0], Stop) and isinstance(cmds[1], Say)
    assert cmds[1].texts == tuple(segments(g.prompt.lines["en"]))
    # a refresh of the same step says nothing again
    assert pacer.prompt(g.prompt, "en", {}, 0, 2.5) == []


def test_day_lines_are_spoken_once_and_the_day_is_not_moved_on():
    """Day 1's "Es wird Tag. Jetzt beginnt die Wahl des Hauptmanns…" (003:64) is said at dawn, once:
    the election card that follows says nothing more (stop 34) and does not move the day on."""
    g = game(ROLES_444, win="side", sheriff="day1")
    while g.prompt.step != "dawn":
        if g.prompt.step == "pack" and not g.prompt.actions[0]["done"]:
            act(g, "kill", 10)
        nxt(g)
    pacer = Pacer(Spread(rng=random.Random(1)))
    said = [t for c in pacer.prompt(g.prompt, "de", g.state.options, len(g.inputs), 0.0) if isinstance(c, Say)
            for t in c.texts]
    assert "".join(said).count("Es wird Tag") == 1
    nxt(g)
    assert g.prompt.kind == "election_candidates"
    cmds = pacer.prompt(g.prompt, "de", g.state.options, len(g.inputs), 0.0)
    assert not [c for c in cmds if isinstance(c, Say)]
    assert not [c for c in pacer.spoken(5.0) if isinstance(c, Advance)]
    assert step_key(g.prompt)[3] == "election_candidates"


def test_a_printed_dawn_waiting_for_cards_says_nothing_until_the_day_can_break():
    """Printed cards, Düsterwald for 8 (no plain card): a host who confirmed nobody at the wakes is
    asked for the cards at dawn. "Es wird Tag, alle öffnen die Augen" is not said then (the players
    would open their eyes while the host still looks at their cards), and is said, once, when the
    last card is set."""
    from tests.engine.test_printed_dawn import NAMES, to_dawn
    from werewolf_desktop.engine import Game, Setup
    from werewolf_desktop.engine.night import cards_unaccounted

    g = Game(Setup.create(NAMES, preset="duesterwald", seed=4, deal_mode="printed", lang="de"))
    to_dawn(g)
    assert g.prompt.allowed == ["set_role"] and g.prompt.lines is None
    pacer = Pacer(Spread(rng=random.Random(1)))

    def said(now: float) -> str:
        return "".join(t for c in pacer.prompt(g.prompt, "de", g.state.options, len(g.inputs), now)
                       if isinstance(c, Say) for t in c.texts)

    assert said(0.0) == ""
    for seat in g.prompt.unknown:
        assert "Es wird Tag" not in said(1.0)
        left, _ = cards_unaccounted(g.state)
        g.apply({"t": "set_role", "seat": seat, "role": sorted(left)[0]})
    assert g.prompt.step == "dawn" and "next" in g.prompt.allowed and g.prompt.lines
    assert said(2.0).count("Es wird Tag") == 1
    assert said(3.0) == ""                                   # a refresh of the same step: nothing again


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_dawn_announcement_is_spoken_with_the_deaths_and_nothing_private(lang):
    g = game(ROLES_444, win="side", sheriff="none")
    run_night(g, pack=("kill", 10))
    skip_to(g, "announce")
    said = tr(g.prompt.say["key"], lang, **g.prompt.say["params"])
    assert "10" in said
    pacer = Pacer(Spread(rng=random.Random(1)))
    cmds = pacer.prompt(g.prompt, lang, g.state.options, len(g.inputs), 0.0)
    spoken = [t for c in cmds if isinstance(c, Say) for t in c.texts]
    assert spoken == segments(said)
    assert not [c for c in pacer.spoken(5.0) if isinstance(c, Advance)]      # the moderator moves the day on
    for word in ("werewolf", "Werwolf", "狼人", "cause"):
        assert word not in " ".join(spoken)


def test_a_peaceful_night_is_announced_aloud_too():
    g = game(ROLES_444, win="side", sheriff="none")
    run_night(g, guard=("protect", 10), pack=("kill", 10))
    skip_to(g, "announce")
    speech = speech_for(g.prompt, "en", g.state.options)
    assert speech is not None and speech.opening == tuple(segments(tr("beat.announce_peaceful", "en")))


def test_every_night_step_has_words_in_every_language():
    g = game_444()
    for lang in LANGUAGES:
        speech = speech_for(g.prompt, lang, {})
        assert speech is not None and speech.opening


def test_hands_free_never_moves_off_the_dawn_nor_the_announcement():
    """Issue 29.4: hands-free moved off "it is day" by itself ~2 s after its line, so the host's Enter
    meant for the dawn landed on the death announcement and skipped it. The dawn waits for the host."""
    g = game(ROLES_444, win="side", sheriff="none")
    while g.prompt.step != "dawn":
        nxt(g)
    pacer = Pacer(Spread(rng=random.Random(1)))
    cmds = pacer.prompt(g.prompt, "en", g.state.options, len(g.inputs), 0.0)
    assert [type(c) for c in cmds] == [Say]
    for now in (5.0, 30.0, 300.0):
        cmds = pacer.spoken(now) + pacer.tick(now)
        assert not [c for c in cmds if isinstance(c, Advance)]
    nxt(g)
    assert g.prompt.kind == "announce"
    cmds = pacer.prompt(g.prompt, "en", g.state.options, len(g.inputs), 301.0)
    assert not [c for c in cmds + pacer.spoken(310.0) + pacer.tick(400.0) if isinstance(c, Advance)]


def test_moving_on_stops_the_old_day_line_and_says_the_new_step_at_once():
    """Issue 29.15: the voice went on reading an 18-second line after the host had moved on. When
    the host moves to another step, what is left of a day step's words (the announcement, a result,
    a ballot's call) is stopped and dropped and the new step is said at once; nothing of the old
    step is said after that. (A night step is still said to its end: see the test above.)"""
    g = game(ROLES_444, win="side", sheriff="day1")
    run_night(g, pack=("kill", 10))
    pacer = Pacer(Spread(rng=random.Random(1)))
    said_before: list[tuple] = []
    moves = 0
    now = 0.0
    while g.state.phase == "day" and now < 200:
        cmds = pacer.prompt(g.prompt, "en", g.state.options, len(g.inputs), now)
        says = [c for c in cmds if isinstance(c, Say)]
        if said_before and says:                      # the old step was being said when the host moved on
            moves += 1
            assert isinstance(cmds[0], Stop), (step_key(g.prompt), cmds)
            assert [c for c in cmds if isinstance(c, Say)] == says[:1] and says[0].texts != said_before[-1]
        said_before = [c.texts for c in says]          # still being said: the voice never finished
        now += 1.0
        if g.prompt.kind == "election_candidates":          # silent: the dawn said "It is day…" (stop 34)
            g.apply({"t": "candidates", "seats": [1, 2]})
        elif g.prompt.kind == "election_vote":               # its call cut by the announcement
            vote(g, {v: 1 for v in g.prompt.voters})
        elif g.prompt.kind == "exile_vote":
            vote(g, {v: None for v in g.prompt.voters})
        else:
            nxt(g)
    assert moves >= 2
    # the voice finishing the cut line later says nothing of an old step
    assert [c for c in pacer.spoken(now) if isinstance(c, Say)] == []


def test_a_day_line_queued_behind_the_night_is_dropped_when_the_host_moves_on():
    g = game(ROLES_444, win="side", sheriff="none")
    run_night(g, pack=("kill", 10))
    g.undo()                                                                  # back to the dawn
    assert g.prompt.step == "dawn"
    pacer = Pacer(Spread(rng=random.Random(1)))
    pacer.prompt(g.prompt, "en", g.state.options, len(g.inputs), 0.0)          # "it is day…" being said
    nxt(g)
    assert g.prompt.kind == "announce"
    announcement = speech_for(g.prompt, "en", g.state.options).texts()
    assert pacer.prompt(g.prompt, "en", g.state.options, len(g.inputs), 1.0) == []   # queued behind the dawn
    nxt(g)                                                                    # the host moves on at once
    new = pacer.prompt(g.prompt, "en", g.state.options, len(g.inputs), 2.0)
    assert not [c for c in new if isinstance(c, Stop)]                        # the dawn's line is said to its end
    later = [c.texts for c in new + pacer.spoken(3.0) + pacer.spoken(4.0) if isinstance(c, Say)]
    assert announcement not in later, later
