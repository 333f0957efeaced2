"""The day side of seed 004 (issue 12): the day's order as data (`script.json` "day_order"), the
dusk step (reference S5), hidden vote weights and votes, lynch cancel / redirect / extra lynch,
and the roles that use them (004 §2.1, §2.3, §2.5, §3.3)."""
import json
import shutil
from pathlib import Path

import pytest

from werewolf_desktop.engine import catalogue
from werewolf_desktop.engine.catalogue import load_catalogue
from werewolf_desktop.engine.day import DAY_CONDITIONS, day_agenda
from werewolf_desktop.engine.errors import CatalogueError

from .helpers import game, run_night

RESOURCES = Path(__file__).resolve().parents[2] / "resources"


def kinds(agenda):
    return [b["kind"] for b in agenda]


@pytest.mark.parametrize("ruleset, day1", [
    ("standard", ["election_candidates", "announce", "direction", "exile_vote", "dusk"]),
    ("classic", ["announce", "discussion", "exile_vote", "dusk"]),
    ("duesterwald", ["announce", "discussion", "exile_vote", "dusk"]),
    ("revamped", ["announce", "discussion", "exile_vote", "dusk"]),
])
def test_day_order_is_data_and_plays_each_ruleset_as_before(ruleset, day1):
    g = game(["werewolf", "werewolf", "seer", "witch", "villager", "villager", "villager", "villager"], ruleset=ruleset)
    if ruleset == "duesterwald":
        assert kinds(day_agenda(g.state)) == ["election_candidates", "dusk"]     # 001:19: day 0
        g.apply({"t": "candidates", "seats": []})
        g.apply({"t": "next"})                                                 # dusk of day 0
    run_night(g)
    assert kinds(day_agenda(g.state)) == day1
    assert g.state.agenda[0]["kind"] == day1[0]


def test_day_order_names_only_known_beats_and_conditions(tmp_path):
    root = tmp_path / "resources"
    shutil.copytree(RESOURCES, root, ignore=shutil.ignore_patterns("art", "fonts", "sounds"))
    script = json.loads((root / "script.json").read_text(encoding="utf-8"))
    assert all(n in DAY_CONDITIONS for e in script["day_order"] for n in e.get("when", ()))
    script["day_order"][0]["when"] = ["sunny_weather"]
    (root / "script.json").write_text(json.dumps(script), encoding="utf-8")
    with pytest.raises(CatalogueError) as err:
        load_catalogue(root)
    assert "sunny_weather" in str(err.value.params)
    assert catalogue().day_order[0]["beat"] == "election_candidates"


# ---------------------------------------------------------------------------- generic pieces
from werewolf_desktop.engine import RuleError, player_view, public_view, status  # noqa: E402
from werewolf_desktop.engine import offices, votes  # noqa: E402
from werewolf_desktop.engine.ballot import tally  # noqa: E402
from werewolf_desktop.engine.setup import check_deck  # noqa: E402
from werewolf_desktop.i18n import LANGUAGES  # noqa: E402

from .helpers import act, nxt, skip_to, vote  # noqa: E402


def test_tally_counts_weights_and_hidden_votes_and_never_lets_zero_win():
    assert tally({1: 5, 2: 5, 3: 6}, {1: -1}) == ({5: 0, 6: 1}, [6])
    assert tally({1: 5}, {1: -1}) == ({5: -1}, [])                 # nobody above zero: no lynch
    assert tally({}, {}, {4: 2}) == ({4: 2}, [4])                  # invisible votes alone can lynch
    assert tally({1: 4, 2: 5}, {}, {5: 2})[1] == [5]


def test_vote_weights_factor_sheriff_role_loss_and_taken_votes():
    g = game(["werewolf", "werewolf", "trickster", "grandma", "villager", "villager", "villager", "villager"],
             ruleset="revamped")
    s = g.state
    assert votes.own_weight(s, 3) == -1 and votes.own_weight(s, 4) == 0 and votes.own_weight(s, 5) == 1
    s.sheriff = 3
    assert votes.own_weight(s, 3) == -2                             # 004:210: −2 as Mayor
    s.sheriff = None
    status.put(s, 5, votes.VOTE_TAKEN, by=4)
    status.put(s, 3, votes.VOTE_TAKEN, by=4)                        # negative: cannot be taken
    weights, hidden = votes.weights(s, [3, 4, 5, 6])
    assert weights == {3: -1, 5: 0} and hidden                      # the Grandma: 0 + 1 = 1 (not listed)
    s.seat(3).powerless = True                                      # 004:210: role loss → 1
    assert votes.own_weight(s, 3) == 1
    assert votes.weights(s, [3, 4, 5])[0] == {3: 0, 4: 2, 5: 0}
    status.put(s, 6, votes.EXTRA_VOTES, votes=2)
    assert votes.extra_against(s) == {6: 2}


def test_extra_lynch_marker_gives_that_day_two_lynches():
    g = game(["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager", "villager"],
             ruleset="revamped")
    status.put(g.state, 8, "extra_lynch", for_day=1, count=1)        # the Child died at night 1 (triggers.py)
    run_night(g)
    assert kinds(g.state.agenda).count("exile_vote") == 2
    skip_to(g, "exile_vote")
    vote(g, {3: 4, 5: 4, 6: 4})
    skip_to(g, "exile_vote")
    assert g.prompt.say["key"] == "beat.second_lynch"
    vote(g, {3: 5, 4: 5, 6: 5} if g.state.seat(4).alive else {3: 5, 6: 5})
    assert not g.state.seat(4).alive and not g.state.seat(5).alive
    assert [d.causes for d in g.state.deaths] == [["exile"], ["exile"]]


# ---------------------------------------------------------------------------- roles
def revamped(*roles):
    return game(list(roles), ruleset="revamped")


def to_vote(g):
    skip_to(g, "exile_vote")
    return g.prompt


def test_004_2_1_trickster_vote_counts_minus_one_and_only_the_outcome_is_public():
    """004 §2.1 (004:206-210): the Trickster's vote looks normal but counts −1; the table is
    told the outcome, never the counts."""
    g = revamped("werewolf", "werewolf", "trickster", "villager", "villager", "villager", "villager", "villager")
    run_night(g)
    p = to_vote(g)
    assert p.weights == {3: -1} and p.hidden
    vote(g, {3: 6, 4: 6, 7: 5})                      # 6: 1 − 1 = 0, 5: 1
    assert not g.state.seat(5).alive and g.state.seat(6).alive
    ballot = public_view(g.state)["ballot"]
    assert ballot == {"kind": "exile", "outcome": "exiled", "top": [5]} and "counts" not in ballot
    assert g.state.ballots[-1].counts == {6: 0, 5: 1}               # the moderator's record keeps them


def test_004_2_3_grandma_takes_up_to_two_votes_and_is_told_when_a_vote_is_negative():
    """004 §2.3 (004:264-267): chosen players' votes count 0, the Grandma's as many as she took; a
    negative vote cannot be taken and the Grandma is told; the chosen are told privately."""
    g = revamped("werewolf", "werewolf", "grandma", "trickster", "villager", "villager", "villager", "villager")
    run_night(g, grandma=("take_votes", 4, 5))
    assert g.state.night.results["grandma"] == {"seats": [4, 5]}
    [told] = [n for n in g.state.notices if n["to"] == 3]
    assert told["key"] == "notice.vote_not_taken" and told["params"] == {"seat": 4}
    assert not player_view(g.state, 5)["learned"]                    # not before the dawn announcement
    p = to_vote(g)
    assert [n["key"] for n in player_view(g.state, 5)["learned"]] == ["notice.vote_taken"]
    assert p.weights == {4: -1, 5: 0} and p.hidden                   # the Grandma: 0 + 1 = 1
    vote(g, {3: 6, 5: 6, 6: 7, 8: 7})                                # 6: 1 + 0; 7: 1 + 1
    assert g.state.ballots[-1].counts == {6: 1, 7: 2} and not g.state.seat(7).alive
    status_after = g.state.seat(5).status
    skip_to(g, "dusk"); nxt(g)
    assert votes.VOTE_TAKEN not in status_after                      # only for that day


def test_004_2_3_stalker_threat_adds_two_invisible_votes_and_the_target_is_told():
    """004 §2.3 (004:298-300): the threatened player has two more invisible votes against them the
    next day and is told privately."""
    g = revamped("werewolf", "werewolf", "stalker", "villager", "villager", "villager", "villager", "villager")
    run_night(g, stalker=("threaten", 6))
    p = to_vote(g)
    assert p.extra_votes == {6: 2} and p.hidden
    assert player_view(g.state, 6)["learned"][0]["key"] == "notice.threatened"
    assert player_view(g.state, 6)["learned"][0]["params"] == {"seat": 6, "votes": 2}
    vote(g, {4: 5, 5: 7})                                            # 5: 1, 7: 1, 6: 0 + 2
    assert not g.state.seat(6).alive and g.state.seat(6).death.causes == ["exile"]
    assert "counts" not in public_view(g.state)["ballot"]


def test_004_2_3_royal_knight_cancels_the_next_lynch_once_at_night_or_right_after_the_vote():
    """004 §2.3 (004:291-293), reference S5: once per game; announced at the end of the day,
    naming the Knight only if it chose to be revealed."""
    g = revamped("werewolf", "werewolf", "royal_knight", "villager", "villager", "villager", "villager", "villager")
    run_night(g, royal_knight=("cancel",))
    p = to_vote(g)
    vote(g, {v: 5 for v in p.voters if v != 5})
    assert g.prompt.kind == "dusk_call" and g.prompt.lines["en"].startswith("Dusk falls")
    nxt(g)
    assert g.prompt.kind == "dusk_step" and g.prompt.wakes == "royal_knight"
    assert not g.prompt.actions[0]["available"]                      # the charge went at night
    nxt(g); nxt(g)                                                   # eyes open
    assert g.prompt.kind == "lynch_cancelled" and g.prompt.say == {"key": "beat.lynch_cancelled",
                                                                    "params": {"seat": 5, "by": None}}
    assert g.state.seat(5).alive and not g.state.seat(3).revealed

    g = revamped("werewolf", "werewolf", "royal_knight", "villager", "villager", "villager", "villager", "villager")
    run_night(g)
    p = to_vote(g)
    vote(g, {v: 6 for v in p.voters if v != 6})
    nxt(g)                                                           # dusk: eyes closed
    with pytest.raises(RuleError):
        g.apply({"t": "act", "action": "cancel", "reveal": "yes"})
    g.apply({"t": "act", "action": "cancel", "reveal": True})
    nxt(g); nxt(g)
    assert g.prompt.say == {"key": "beat.lynch_cancelled_by", "params": {"seat": 6, "by": 3}}
    assert g.state.seat(6).alive and {"seat": 3, "role": "royal_knight"}.items() <= \
        next(s for s in public_view(g.state)["seats"] if s["seat"] == 3).items()
    nxt(g)
    assert g.prompt.kind == "dusk"


def test_004_2_5_executioner_lynched_reveals_and_its_target_is_lynched_instead_once():
    """004 §2.5 (004:401-405): the Executioner's standing target is lynched in its place; the role
    is revealed; then the ability is spent."""
    g = revamped("werewolf", "werewolf", "executioner", "villager", "villager", "villager", "villager", "villager",
                 "villager")
    run_night(g, executioner=("target", 1))
    assert g.state.seat(3).status["lynch_target"]["target"] == 1
    skip_to(g, "dusk_step")                                          # the dusk step lets it change its mind
    act(g, "target", 2)
    nxt(g)
    p = to_vote(g)
    vote(g, {v: 3 for v in p.voters if v != 3})
    assert g.prompt.say == {"key": "beat.lynch_redirected", "params": {"seat": 3, "target": 2}}
    assert g.state.seat(3).revealed
    nxt(g)
    assert not g.state.seat(2).alive and g.state.seat(2).death.causes == ["exile"] and g.state.seat(3).alive
    skip_to(g, "dusk"); nxt(g)
    run_night(g, pack=("kill", 9))
    p = to_vote(g)
    vote(g, {v: 3 for v in p.voters if v != 3})                       # spent: the Executioner dies
    assert not g.state.seat(3).alive


def test_004_2_5_barber_strikes_at_dusk_from_day_2_revealed_or_not():
    """004 §2.5 (004:379-383): once per game after the first day, an immediate attack during the
    day (at the dusk step); name and role announced only if the Barber chooses."""
    g = revamped("werewolf", "werewolf", "barber", "villager", "villager", "villager", "villager", "villager",
                 "villager")
    run_night(g)
    assert "dusk_call" not in kinds(g.state.agenda)                  # not on day 1
    to_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    run_night(g)
    skip_to(g, "dusk_call")
    assert g.prompt.say["key"] == "beat.dusk_call"
    nxt(g)
    assert g.prompt.wakes == "barber" and g.prompt.actions[0]["ask_reveal"]
    g.apply({"t": "act", "action": "strike", "seats": [1], "reveal": True})
    assert not g.state.seat(1).alive and g.state.seat(1).death.causes == ["barber"]
    assert g.state.seat(1).death.phase == "day"
    nxt(g)
    assert g.prompt.kind == "dusk_open"
    assert g.prompt.say == {"key": "beat.dusk_deaths_by", "params": {"seats": [1], "by": 3}}
    assert g.state.seat(3).revealed
    nxt(g)
    assert g.prompt.kind == "last_words" and g.prompt.seat == 1
    to_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g); run_night(g)
    skip_to(g, "dusk_step")
    assert not g.prompt.actions[0]["available"]                      # once per game


def test_004_2_3_medium_asks_the_dead_and_sees_the_tally_at_the_next_wake():
    """004 §2.3 (004:282-286), reference S8: the question is typed on the device; the dead answer
    with thumbs at the dusk step; the count is shown at the Medium's next wake."""
    g = revamped("werewolf", "werewolf", "medium", "villager", "villager", "villager", "villager", "villager")
    while g.prompt.step != "medium":
        if g.prompt.step == "pack":
            act(g, "kill", 8)
        nxt(g)
    assert g.prompt.actions[0]["input"] == "text"
    with pytest.raises(RuleError):
        g.apply({"t": "act", "action": "ask", "text": "  "})
    g.apply({"t": "act", "action": "ask", "text": "Is seat 2 a werewolf?"})
    run_night(g)
    skip_to(g, "dusk_step")
    assert {k: g.prompt.show[k] for k in ("question", "dead")} == {"question": "Is seat 2 a werewolf?", "dead": 1}
    assert g.prompt.show["notices"][0]["key"] == "notice.dead_question"
    with pytest.raises(RuleError):
        g.apply({"t": "act", "action": "answers", "yes": 2, "no": 0})  # only one player is dead
    g.apply({"t": "act", "action": "answers", "yes": 1, "no": 0})
    assert not any(n["key"] == "notice.dead_answered" for n in player_view(g.state, 3)["learned"])
    to_vote(g); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    while g.prompt.step != "medium":
        nxt(g)
    [told] = [n for n in player_view(g.state, 3)["learned"] if n["key"] == "notice.dead_answered"]
    assert told["params"] == {"question": "Is seat 2 a werewolf?", "yes": 1, "no": 0}


def test_004_3_3_saboteur_wolf_bars_a_player_from_the_next_election_not_twice_running():
    """004 §3.3 (004:547-551): a pack member; its pick cannot be elected the next day (told before
    the election); not the same player two nights running; itself or a packmate allowed."""
    g = game(["werewolf", "saboteur_wolf", "seer", "villager", "villager", "villager", "villager", "villager"],
             ruleset="revamped", sheriff="day1")
    while g.prompt.step != "pack":
        nxt(g)
    assert g.prompt.actors == [1, 2]                                  # wakes with the pack
    run_night(g, saboteur_wolf=("sabotage", 5))
    assert g.prompt.kind == "election_candidates"
    assert g.prompt.disabled == {5: "rule.not_eligible_today"} and g.prompt.announcement == {"not_eligible": [5]}
    with pytest.raises(RuleError):
        g.apply({"t": "candidates", "seats": [4, 5]})
    g.apply({"t": "candidates", "seats": []})
    skip_to(g, "exile_vote"); vote(g, {}); skip_to(g, "dusk"); nxt(g)
    assert offices.not_eligible(g.state) == []                          # only for that day
    while g.prompt.step != "saboteur_wolf":
        nxt(g)
    assert g.prompt.actions[0]["disabled"].get(5) == "rule.no_repeat_target"
    act(g, "sabotage", 2)                                             # itself


def test_004_2_1_bartender_is_listed_but_never_dealt():
    """004 §2.1 (004:127-137), reference class C: an anonymous voice in a chat cannot be played at a
    table; listed with the reason, refused in any deck."""
    cat = catalogue()
    bartender = cat.role("bartender")
    assert not bartender.at_table and all(bartender.playable["reason"][lang] for lang in LANGUAGES)
    assert bartender in cat.dealt_roles("revamped")
    deck = {"werewolf": 2, "bartender": 1, "villager": 5}
    [err] = check_deck(deck, 8).errors
    assert err.key == "deck.not_playable" and err.params["role"] == "bartender"
    with pytest.raises(RuleError):
        game(["werewolf", "werewolf", "bartender", "villager", "villager", "villager", "villager", "villager"],
             ruleset="revamped")


@pytest.mark.parametrize("role_id", ["trickster", "grandma", "stalker", "royal_knight", "executioner", "barber",
                                     "medium", "saboteur_wolf", "bartender"])
def test_the_day_roles_are_seed_004_records(role_id):
    role = catalogue().role(role_id)
    assert role.sources[0].startswith("004:") and role.rulesets == ("revamped",) and role.section
    for step in role.night + role.dusk:
        assert all(step.lines[lang] for lang in LANGUAGES)


def test_the_childs_death_at_night_gives_that_day_a_second_lynch_vote():
    """004:143-147 with the Child's own death trigger (triggers.py): the pack kills the Child, the
    day holds two lynch votes; the Royal Knight's cancellation takes only the first."""
    g = revamped("werewolf", "werewolf", "child", "royal_knight", "villager", "villager", "villager", "villager",
                 "villager")
    run_night(g, pack=("kill", 3), royal_knight=("cancel",))
    assert not g.state.seat(3).alive and kinds(g.state.agenda).count("exile_vote") == 2
    p = to_vote(g)
    vote(g, {v: 5 for v in p.voters if v != 5})
    skip_to(g, "lynch_cancelled"); nxt(g)
    p = to_vote(g)
    assert p.say == {"key": "beat.second_lynch", "params": {}}
    vote(g, {v: 5 for v in p.voters if v != 5})
    assert g.prompt.kind == "dusk_call"                               # the Knight is called, its charge spent
    skip_to(g, "last_words")
    assert not g.state.seat(5).alive and g.state.seat(5).death.causes == ["exile"]
