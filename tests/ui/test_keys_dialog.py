"""Help → Keyboard shortcuts (F1): the keys of a game and those that work at any time, each as a key
cap in the host's language, every description whole (the dialog opens at its full height: a window
opens at most 2/3 of the screen high, which squeezed the wrapped rows of a first version)."""
from __future__ import annotations

import pytest

from werewolf_desktop.i18n import LANGUAGES, tr
from werewolf_desktop.ui.dialogs.keys import KeysDialog
from werewolf_desktop.ui.keys import key_label
from werewolf_desktop.ui.widgets.plain import Label
from werewolf_desktop.ui.window_menus import ANYTIME_KEYS, GAME_KEYS, SHORTCUTS

GROUPS = [("ui.keys.during_game", GAME_KEYS), ("ui.keys.any_time", ANYTIME_KEYS)]


def test_every_shortcut_is_in_one_of_the_two_groups():
    assert SHORTCUTS == GAME_KEYS + ANYTIME_KEYS
    assert len({k for k, _ in SHORTCUTS}) == len(SHORTCUTS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_keys_dialog_lists_every_key_in_the_hosts_words(qtbot, lang):
    dialog = KeysDialog(lang, GROUPS)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == tr("ui.menu.keys", lang)
    assert [cap.text() for cap in dialog.caps] == [key_label(k, lang) for k, _ in SHORTCUTS]
    texts = [label.text() for label in dialog.findChildren(Label)]
    for heading, _keys in GROUPS:
        assert tr(heading, lang) in texts
    for _key, description in SHORTCUTS:
        label = next(lb for lb in dialog.findChildren(Label) if lb.text() == tr(description, lang))
        assert label.height() >= label.heightForWidth(label.width()), (lang, description)   # not squeezed
        assert label.isVisible()

