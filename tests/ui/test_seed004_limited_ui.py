"""Seed 004 §7 in the console: the moderator is shown who must vote in a lynch poll (the Survivors,
004:1065), and the private news of the day's end at the dusk beat (the disease, 004:971)."""
from werewolf_desktop.engine import Game, Setup
from werewolf_desktop.ui.game.step_card import StepCard


def revamped(roles):
    setup = Setup.create([f"P{i}" for i in range(1, len(roles) + 1)], ruleset="revamped",
                         deck={r: roles.count(r) for r in roles}, assignment=roles, deal_mode="laptop", seed=1)
    return Game(setup)


def to_kind(g, kind):
    while g.prompt.kind != kind:
        g.apply({"t": "vote", "votes": {}} if g.prompt.kind == "exile_vote" else {"t": "next"})


def test_004_7_survivor_is_marked_on_the_step_card_as_one_who_must_vote(qtbot):
    g = revamped(["werewolf", "werewolf", "survivor", "citizen", "citizen", "citizen", "fortune_teller"])
    to_kind(g, "exile_vote")
    card = StepCard("en")
    qtbot.addWidget(card)
    card.show_prompt(g.prompt, g.state, "en", None, privacy=False)
    assert "Must vote (dies otherwise): seat 3" in card.note.text()


def test_004_7_evil_scientist_infected_player_is_shown_to_the_moderator_at_the_dusk_beat(qtbot):
    g = revamped(["werewolf", "werewolf", "evil_scientist", "citizen", "citizen", "citizen", "fortune_teller"])
    while not (g.prompt.kind == "night_step" and g.prompt.step == "evil_scientist"):
        g.apply({"t": "next"})
    g.apply({"t": "act", "action": "infect", "seats": [4]})
    to_kind(g, "dusk")                               # day 1: not yet
    assert g.prompt.announcement is None
    g.apply({"t": "next"})
    to_kind(g, "dusk")                               # day 2 ends: told (D2)
    card = StepCard("en")
    qtbot.addWidget(card)
    card.show_prompt(g.prompt, g.state, "en", None, privacy=False)
    assert "Tell seat 4 privately: you are infected" in card.explain.text()


def test_004_7_claimspace_role_list_with_its_extra_role_is_on_the_projector(qtbot):
    """004:902: the role list the table is told holds the Claimspace's extra role, unmarked; shown on
    the projector (from public_view only) when a Claimspace is in the game, and not otherwise."""
    from werewolf_desktop.engine import public_view
    from werewolf_desktop.i18n import role_name
    from werewolf_desktop.ui.game.projector import ProjectorWindow

    g = revamped(["werewolf", "werewolf", "claimspace", "citizen", "citizen", "citizen", "fortune_teller"])
    proj = ProjectorWindow("en")
    qtbot.addWidget(proj)
    proj.show_public(public_view(g.state))
    [phantom] = g.state.phantoms
    line = next(t for t in proj.info.text().split("\n") if t.startswith("Roles in this game: "))
    assert role_name(phantom, "en") in line and "Claimspace" in line and "Fortune Teller" in line
    g = revamped(["werewolf", "werewolf", "citizen", "citizen", "citizen", "citizen", "fortune_teller"])
    proj.show_public(public_view(g.state))
    assert "Roles in this game" not in proj.info.text()
