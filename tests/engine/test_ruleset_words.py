"""Each ruleset's own words at the table (issue 29.11): Düsterwald's Hauptmann is elected by
everyone (001:19, election_voters: all) and its line says so; a free-talk game votes by pointing,
without 狼人杀's "following others' votes is not allowed" (Nachziehen ungültig) or its exile."""
from __future__ import annotations

from werewolf_desktop.engine.catalogue import catalogue
from werewolf_desktop.i18n import LANGUAGES

from .helpers import game, nxt


def test_the_election_line_says_who_votes_in_every_ruleset():
    cat = catalogue()
    only_non_candidates = cat.day_entry("election_vote")["lines"]
    for rid, ruleset in cat.rulesets.items():
        opts = ruleset["options"] if isinstance(ruleset, dict) else ruleset.options
        lines = cat.day_lines("election_vote", opts)
        assert (lines == only_non_candidates) == (opts["election_voters"] == "non_candidates"), rid
        assert all(lines[lang] for lang in LANGUAGES)


def test_duesterwalds_hauptmann_vote_on_the_card_lets_everyone_vote():
    g = game(["werewolf", "werewolf", "seer", "witch", "villager", "villager", "villager"], ruleset="duesterwald")
    assert g.prompt.kind == "election_candidates"
    g.apply({"t": "candidates", "seats": [3, 4]})
    for _ in range(10):
        if g.prompt.kind == "election_vote":
            break
        nxt(g)
    p = g.prompt
    assert {3, 4} <= set(p.voters)                               # the candidates vote too (001:19)
    assert p.lines == catalogue().day_lines("election_vote", {"election_voters": "all"})
    assert "alle" in p.lines["de"] and "Hauptmann" in p.lines["de"]


def test_free_talk_games_vote_by_pointing_not_in_langrensha_words():
    cat = catalogue()
    for rid, ruleset in cat.rulesets.items():
        opts = ruleset["options"] if isinstance(ruleset, dict) else ruleset.options
        de = cat.day_lines("exile_vote", opts)["de"]
        if opts["speeches"] == "free":
            assert "Nachziehen" not in de and "Verbannung" not in de, rid
        else:
            assert "Verbannung" in de, rid                     # 狼人杀's own words stay in 狼人杀


def test_revamped_office_vote_is_by_pointing_on_the_card():
    """The Mayor's election in a free-talk game (Revamped): no 狼人杀 "following others' votes is not allowed"."""
    from .test_result_lines import at_mayor_vote

    g = at_mayor_vote()
    assert g.prompt.office == "mayor"
    assert g.prompt.lines == catalogue().day_lines("office_vote", {"speeches": "free"})
    assert "following others" not in g.prompt.lines["en"] and "Nachziehen" not in g.prompt.lines["de"]
