"""Printed cards: the seat's right-click menu to correct the card it holds (issue 29.1). The
correction is an input like any other (`set_role`): the engine checks it, the store records it,
Ctrl+Z takes it back. Not offered when the app dealt the cards itself; in privacy mode (F9) only for
a seat whose card is not known yet (the menu of a known seat leaves its card out, which tells it; an
unknown seat's menu lists the whole deck, which the table knows, and the dawn and the infection wait
for such a seat's card)."""
from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu

from ...i18n import tr
from ..roles import display_name


# refusals that wait for a seat's card (an infection, a copy, a lot on a seat not identified yet, an
# ability passed on to such a seat): no mistake, the console opens the menu of the seat whose card is
# awaited at once (the refusal's `card`, else its `seat`): the host looks at the card and sets it
ASKS_CARD = ("rule.card_unknown", "rule.lot_card_unknown", "rule.redirect_card_unknown")


def correct_menu(console, seat: int) -> QMenu | None:
    """The menu of the cards seat `seat` may be corrected to, each sending one `set_role` input."""
    session = console.session
    if session is None or session.over or session.state.deal_mode != "printed":
        return None
    state, lang = session.state, console.lang
    held = state.seat(seat).original_role
    if console.privacy and held is not None:
        return None
    menu = QMenu(console)
    menu.setObjectName(f"CorrectCard{seat}")
    title = menu.addAction(tr("ui.console.correct_card", lang, seat=seat))
    title.setEnabled(False)
    menu.addSeparator()
    for role in sorted((r for r, n in state.deck.items() if n and r != held),
                       key=lambda r: display_name(r, lang).casefold()):
        action = menu.addAction(display_name(role, lang))
        action.setObjectName(f"set_role_{role}")
        action.triggered.connect(lambda _=False, r=role: console.send({"t": "set_role", "seat": seat, "role": r}))
    return menu


def open_correct_menu(console, seat: int, where: QPoint) -> None:
    menu = correct_menu(console, seat)
    if menu is not None:
        menu.popup(where)
