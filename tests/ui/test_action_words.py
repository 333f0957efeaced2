"""The words the step card and the buttons give a night action that has no text of its own say
what the host does for that action's shape. Played on Xvfb: the Witch of Werewolves Revamped
("point at three players to protect", 004:436) was asked "Click the target seat"; the Dog, who
picks a role on the device (004:809), "Click the target seat"; the Chef's customer eating (004:754),
a button of its own, was labelled "the customer eats: click a seat"."""
from __future__ import annotations

import pytest

from werewolf_desktop.engine import catalogue
from werewolf_desktop.engine.effects import EFFECTS
from werewolf_desktop.i18n import LANGUAGES, has, tr
from werewolf_desktop.ui.game.picks import takes_seats
from werewolf_desktop.ui.game.step_card import action_text


def shape(a) -> dict:
    """A catalogue action as the prompt gives it to the console (engine/prompt.py step_actions)."""
    return {"id": a.id, "targets": a.targets, "min_targets": a.min_targets, "input": EFFECTS[a.effect].input,
            "pick_role": a.pick_role, "default": a.default}


def actions() -> dict[str, dict]:
    return {a.id: shape(a) for s in catalogue().night_steps() for a in s.actions}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_revamped_witch_is_asked_for_up_to_three_seats(lang):
    life = actions()["life"]
    assert (life["targets"], life["min_targets"]) == (3, 1)
    assert action_text("ask", life, lang) == tr("ui.ask.generic_up_to", lang, action=tr("action.life", lang), n=3)
    assert action_text("act.mode", life, lang) == tr("ui.act.mode.generic_up_to", lang, action=tr("action.life", lang), n=3)
    assert "3" in action_text("ask", life, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_dog_is_asked_for_a_role_and_the_chefs_customer_gets_a_button(lang):
    become, eat = actions()["become"], actions()["eat"]
    assert action_text("ask", become, lang) == tr("ui.ask.generic_role", lang, action=tr("action.become", lang))
    assert action_text("ask", eat, lang) == tr("ui.ask.generic_button", lang, action=tr("action.eat", lang))
    assert action_text("act.mode", eat, lang) == tr("action.eat", lang)      # the button itself does it


def test_no_action_without_words_of_its_own_is_worded_for_one_seat_unless_it_takes_one():
    for a in actions().values():
        for kind in ("ask", "act.mode"):
            if has(f"ui.{kind}.{a['id']}"):
                continue
            for lang in LANGUAGES:
                words = action_text(kind, a, lang)
                one_seat = {tr(f"ui.{kind}.generic", lang, action=tr(f"action.{a['id']}", lang)),
                            tr("ui.ask.generic_random", lang, action=tr(f"action.{a['id']}", lang))}
                if not (takes_seats(a) and a["targets"] == 1):
                    assert words not in one_seat, (a["id"], kind, lang, words)
                if takes_seats(a) and a["targets"] > 1:
                    assert str(a["targets"]) in words, (a["id"], kind, lang, words)
