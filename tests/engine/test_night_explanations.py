"""Explanations a GM can trust (issue 29.20): the Hooker's death says she was at the attacked
house; a player protected from the Pyromancer's fire is not "protected from the werewolves"."""
from __future__ import annotations

from werewolf_desktop.describe import note_text
from werewolf_desktop.i18n import LANGUAGES, tr

from .helpers import run_night
from .revamped import causes, rv, to_night


def notes(g):
    return g.state.night.results["dawn"]["notes"]


def test_the_hookers_death_says_she_was_at_the_attacked_house():
    g = rv(["werewolf", "werewolf", "hooker", "villager", "villager", "villager", "villager", "villager", "villager"])
    run_night(g, hooker=("visit", 5), pack=("kill", 5))
    assert causes(g, 3) == ["wolf"]
    note = next(n for n in notes(g) if n["seat"] == 3)
    assert note["note"] == "night.hit_at_host" and note["params"] == {"host": 5}
    for lang in LANGUAGES:
        assert "5" in note_text(note, lang), lang


def test_a_protection_names_the_attack_it_stopped():
    g = rv(["werewolf", "pyromancer", "witch_revamped", "villager", "villager", "villager", "villager", "villager"])
    run_night(g, pyro=("powder", 4))
    to_night(g, 2)
    run_night(g, pyro=("ignite",), witch_revamped=("life", 4))
    assert g.state.seat(4).alive
    note = next(n for n in notes(g) if n["seat"] == 4)
    assert note["note"] == "night.protected" and note["params"] == {"cause": "fire"}
    for lang in LANGUAGES:
        text = note_text(note, lang)
        assert tr("cause.fire", lang) in text, (lang, text)
        assert tr("cause.wolf", lang) not in text and "狼" not in text.replace(tr("cause.fire", lang), ""), (lang, text)
