"""The Thief beside a wolf's card (003:111, 003:196: "if one of the two cards is a werewolf, the
Thief must take it"): the other card's button is greyed with that rule as its tooltip, so the host
sees it before clicking (before, the click was refused in the banner). In privacy mode (F9) both
buttons stay as they are: a greyed one would tell the table a wolf's card is there."""
import pytest

from werewolf_desktop.engine import catalogue
from werewolf_desktop.i18n import tr

from .helpers_console import Moderator, open_window, start_game

SEED = 6            # std12_cupid_thief, seed 6: the two cards set aside are a Villager and a Werewolf


def at_thief(qtbot, lang: str) -> Moderator:
    window = open_window(qtbot, lang=lang)
    start_game(window, preset="std12_cupid_thief", seed=SEED)
    m = Moderator(qtbot, window)
    for _ in range(10):
        if m.prompt.kind == "night_step" and m.prompt.step == "thief":
            return m
        m.next()
    raise AssertionError("no thief step")


def take_buttons(m: Moderator) -> list:
    return [b for b in m.console.dynamic if b.objectName() in ("Take_0", "Take_1")]


@pytest.mark.parametrize("lang", ["zh", "en", "de", "fr"])
def test_the_card_beside_a_wolfs_is_greyed_with_the_rule(qtbot, lang):
    m = at_thief(qtbot, lang)
    cards = m.state.leftover[:2]
    wolf = next(i for i, c in enumerate(cards) if catalogue().role(c).team == "wolf")
    buttons = take_buttons(m)
    assert [b.objectName() for b in buttons] == ["Take_0", "Take_1"]
    other = buttons[1 - wolf]
    assert not other.isEnabled() and other.toolTip() == tr("rule.thief_must_take_wolf", lang)
    assert buttons[wolf].isEnabled()
    m.button(f"Take_{wolf}")
    thief = next(s for s in m.state.seats if s.original_role == "thief")
    assert thief.role == cards[wolf]                            # the wolf's card taken


def test_in_privacy_mode_neither_card_is_greyed(qtbot):
    m = at_thief(qtbot, "en")
    m.window.act_privacy.setChecked(True)
    buttons = take_buttons(m)
    assert len(buttons) == 2 and all(b.isEnabled() for b in buttons)
    m.window.act_privacy.setChecked(False)
    assert sum(b.isEnabled() for b in take_buttons(m)) == 1
