"""Every result is a line to read (issue 29.7): the prompt after an input carries the public
results it produced — the sheriff elected, the badge passed or torn, the exiled, the hunter's shot,
the idiot's card, a day with nobody out, an elected office — in every language, with the real
seats. What the hunter does not do is never said (issue 29.8, 003:88)."""
from __future__ import annotations

from werewolf_desktop.engine.catalogue import catalogue
from werewolf_desktop.engine.results import RESULTS, RULESET_WORDS
from werewolf_desktop.i18n import LANGUAGES, has, tr

from .helpers import STD9, game, nxt, run_night, skip_to, to_exile_vote, vote


def keys(g):
    return [(r["key"], r["params"]) for r in g.prompt.results]


def day1(**night):
    g = game(STD9)
    run_night(g, **(night or {"pack": ("kill", 7)}))
    return g


def test_the_sheriff_elected_is_a_line():
    g = day1()
    g.apply({"t": "candidates", "seats": [3, 4]})
    skip_to(g, "election_vote")
    vote(g, {1: 3, 2: 3, 5: 4})
    assert keys(g) == [("result.sheriff_elected", {"seat": 3})]
    nxt(g)                                                   # said once: the next prompt has its own
    assert keys(g) == []


def test_no_sheriff_after_a_second_tie_is_a_line():
    g = day1()
    g.apply({"t": "candidates", "seats": [3, 4]})
    skip_to(g, "election_vote")
    vote(g, {1: 3, 2: 4})
    skip_to(g, "election_pk_vote")
    vote(g, {1: 3, 2: 4})
    assert keys(g) == [("result.no_sheriff", {})]


def test_the_badge_passed_or_torn_is_a_line():
    for badge, expected in ((4, [("result.badge_passed", {"seat": 4})]), (None, [("result.badge_torn", {})])):
        g = day1(pack=("kill", 7))
        g.apply({"t": "candidates", "seats": [7]})
        skip_to(g, "badge")
        g.apply({"t": "badge", "seat": badge})
        assert keys(g) == expected


def test_the_exiled_and_the_hunters_shot_are_lines_and_a_declined_shot_is_not():
    g = day1()
    g.apply({"t": "candidates", "seats": []})
    to_exile_vote(g)
    vote(g, {v: 5 for v in g.prompt.voters if v != 5})
    assert g.prompt.kind == "hunter_shot"
    assert keys(g) == [("result.exiled", {"seat": 5})]
    assert g.prompt.say is None                        # nothing read aloud names the hunter (003:88)
    g.apply({"t": "shoot", "seat": 1})
    assert keys(g) == [("result.shot", {"seat": 5, "target": 1})]

    g = day1()
    g.apply({"t": "candidates", "seats": []})
    to_exile_vote(g)
    vote(g, {v: 5 for v in g.prompt.voters if v != 5})
    g.apply({"t": "shoot", "seat": None})
    assert keys(g) == []


def test_a_day_with_nobody_out_is_a_line():
    g = day1()
    g.apply({"t": "candidates", "seats": []})
    to_exile_vote(g)
    vote(g, {})
    assert ("result.no_exile", {}) in keys(g)


def test_the_idiots_card_is_a_line():
    g = game(["werewolf", "werewolf", "seer", "witch", "hunter", "idiot", "villager", "villager", "villager"])
    run_night(g, pack=("kill", 7))
    g.apply({"t": "candidates", "seats": []})
    to_exile_vote(g)
    vote(g, {v: 6 for v in g.prompt.voters if v != 6})
    assert g.prompt.kind == "idiot_reveal"
    g.apply({"t": "reveal", "reveal": True})
    assert keys(g) == [("result.idiot_revealed", {"seat": 6, "role": "idiot"})]
    assert "6" in tr("result.idiot_revealed", "zh", seat=6, role="idiot")


def test_every_result_has_its_line_in_every_language():
    cat = catalogue()
    for key, fields in [*RESULTS.values(), ("result.also_out", {"seat": "seat"})]:
        assert has(key), key
        for lang in LANGUAGES:
            params = {name: (3 if name in ("seat", "target") else "mayor") for name in fields} | {"role": "idiot"}
            line = tr(key, lang, **params)
            assert "{" not in line and line != key, (key, lang, line)
            if "seat" in params:
                assert "3" in line, (key, lang, line)
    for kind, ruleset in RULESET_WORDS:
        assert ruleset in cat.rulesets and has(f"{RESULTS[kind][0]}.{ruleset}"), (kind, ruleset)


def test_duesterwald_and_revamped_say_the_lynch_in_their_own_words():
    for ruleset, roles in (("duesterwald", ["werewolf", "werewolf", "seer", "witch", "villager", "villager", "villager"]),
                           ("revamped", ["werewolf_revamped", "werewolf_revamped", "villager", "villager", "villager",
                                         "villager", "villager"])):
        g = game(roles, ruleset=ruleset)
        for _ in range(100):
            if g.prompt.kind == "exile_vote":
                break
            if g.prompt.kind == "election_candidates":
                g.apply({"t": "candidates", "seats": []})
            else:
                nxt(g)
        vote(g, {v: 5 for v in g.prompt.voters if v != 5})
        assert ("result.exiled." + ruleset, {"seat": 5}) in keys(g), (ruleset, keys(g))
    assert tr("result.exiled.duesterwald", "de", seat=5) == "Spieler 5 scheidet aus."


def at_mayor_vote():
    """A Revamped game with elected offices at day 1's Mayor vote, seats 3 and 7 running (004 §6)."""
    g = game(["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager", "villager"],
             ruleset="revamped", elections="offices")
    run_night(g, pack=("kill", 8))
    skip_to(g, "election_candidates")
    g.apply({"t": "candidates", "seats": [3, 7]})
    skip_to(g, "election_vote")
    return g


def mayor_elected():
    """Seat 3 elected Mayor over seat 7 on day 1."""
    g = at_mayor_vote()
    vote(g, {4: 3, 5: 3, 6: 7, 1: 7, 2: 3})
    return g


def test_an_elected_office_is_a_line_naming_the_office():
    """004 §6: "Player 3 is elected Mayor." — the office by its name, not the sheriff."""
    g = mayor_elected()
    assert keys(g) == [("result.office_taken", {"seat": 3, "office_role": "mayor"})]
    assert tr("result.office_taken", "en", seat=3, office_role="mayor") == "Player 3 is elected Mayor."
    assert tr("result.office_taken", "fr", seat=3, office_role="mayor") == "Le joueur 3 est élu Maire."


def test_the_timeline_names_an_office_election_by_its_office():
    """Issue 29.20: the Mayor's election is not a "Sheriff" election in the timeline."""
    from werewolf_desktop.describe import describe
    from werewolf_desktop.i18n import role_name

    g = mayor_elected()
    names = {s.seat: s.name for s in g.state.seats}
    for lang in LANGUAGES:
        lines = [describe(e, lang, names) for e in g.state.timeline
                 if e["kind"] in ("ballot", "election_candidates")]
        assert len(lines) == 2 and all(role_name("mayor", lang) in line for line in lines), (lang, lines)
        sheriff = {"zh": "警长", "en": "Sheriff", "de": "Hauptmann", "fr": "Capitaine"}[lang]
        assert sheriff in tr("timeline.ballot_election", lang, counts="")
        assert not any(sheriff in line for line in lines), (lang, lines)
