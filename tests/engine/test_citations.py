"""A game cites its own ruleset's document (issue 29.11, 29.20): no death, winner or timeline entry
of a Düsterwald or Werewolves Revamped game cites "the Chinese standard rules" (seed 003)."""
from __future__ import annotations

import random

import pytest

from werewolf_desktop.engine import Game, RuleError, Setup
from werewolf_desktop.engine.catalogue import catalogue
from werewolf_desktop.engine.citations import OWN_LINES, cite


def play(preset: str, seed: int) -> Game:
    """A whole game of random legal inputs (as a host who clicks what is offered)."""
    p = catalogue().presets[preset]
    n = max(p.players) if isinstance(p.players, (list, tuple)) else p.players
    g = Game(Setup.create([f"p{i}" for i in range(1, n + 1)], preset=preset, seed=seed, deal_mode="laptop", lang="en"))
    rng = random.Random(seed)
    for _ in range(500):
        if g.state.phase == "over":
            break
        p = g.prompt
        tries = []
        if p.kind == "night_step":
            tries += [{"t": "act", "action": a["id"], "seats": rng.sample(a["candidates"], min(a["targets"], len(a["candidates"])))}
                      for a in p.actions if a["available"] and a["candidates"] and a["input"] == "seats" and not a["done"]]
        if p.kind in ("exile_vote", "election_vote", "election_pk_vote") and p.candidates:
            t = rng.choice(p.candidates)
            tries.append({"t": "vote", "votes": {str(v): t for v in p.voters if v != t}})
        tries += {"election_candidates": [{"t": "candidates", "seats": []}],
                  "hunter_shot": [{"t": "shoot", "seat": rng.choice(p.candidates) if p.candidates else None}],
                  "badge": [{"t": "badge", "seat": None}], "idiot_reveal": [{"t": "reveal", "reveal": True}],
                  "captain_decides": [{"t": "decide", "seat": (p.candidates or [None])[0]}]}.get(p.kind, [])
        for t in tries + [{"t": "next"}]:
            try:
                g.apply(t)
                break
            except RuleError:
                continue
        else:
            break
    return g


@pytest.mark.parametrize("preset", ["duesterwald", "revamped12", "revamped16"])
def test_deaths_winners_and_the_timeline_cite_the_games_own_rules(preset):
    ruleset = catalogue().presets[preset].ruleset
    own = tuple(catalogue().rulesets[ruleset]["sources"]) if isinstance(catalogue().rulesets[ruleset], dict) \
        else tuple(catalogue().rulesets[ruleset].sources)
    cited = set()
    for seed in range(12):
        g = play(preset, seed)
        refs = [d.rule for d in g.state.deaths] + [e["rule"] for e in g.state.timeline if e.get("rule")]
        if g.state.winner:
            refs.append(g.state.winner["rule"])
        cited |= {r for r in refs if isinstance(r, str)}
    assert cited, preset
    assert any(play(preset, s).state.phase == "over" for s in range(3)), preset
    foreign = {r for r in cited if r.startswith("003:")}
    assert not foreign, (preset, own, sorted(foreign))


def test_each_own_line_is_in_the_rulesets_document():
    for ruleset, lines in OWN_LINES.items():
        r = catalogue().rulesets[ruleset]
        sources = r["sources"] if isinstance(r, dict) else r.sources
        for theirs in lines.values():
            assert theirs.split(":")[0] in sources, (ruleset, theirs)
    assert cite("standard", "003:30") == "003:30" and cite("duesterwald", "003:30") == "001:19"
