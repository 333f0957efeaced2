"""A searchable list of role names, for night actions where the woken player picks a role on the
moderator's device (seed 004: the Receptionist's role, the Crowd Seeker's and Psychic Wolf's
guesses, the Tanner's and the Disguised Fox's disguises, the Journalist's reader).

The names are shown in the host's language, in its alphabetical order (pinyin for Chinese, with
umlauts in place for German: QCollator); the search matches a role's name in any of the
languages or its id ("seer", "预言", "Seher"), so a moderator who knows a role by another name
still finds it. A click chooses a role; a double click or Enter in the search field confirms it.
"""
from __future__ import annotations

from PySide6.QtCore import QCollator, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from ...i18n import LANGUAGES, tr

LOCALES = {"zh": "zh_CN", "en": "en_GB", "de": "de_DE", "fr": "fr_FR"}
SEARCH_ROLE = Qt.UserRole + 1
ROWS = 4                  # rows of names shown at once (the rest scroll; typing narrows the list)


def role_order(role_ids: list[str], lang: str) -> list[tuple[str, str]]:
    """(name in `lang`, role id), sorted as a reader of that language expects."""
    from ..roles import display_name

    collator = QCollator(QLocale(LOCALES.get(lang, "en_GB")))
    collator.setCaseSensitivity(Qt.CaseInsensitive)
    return sorted(((display_name(r, lang), r) for r in role_ids), key=lambda x: collator.sortKey(x[0]))


def search_names(role_id: str) -> list[str]:
    """What the search looks in: the id and the name in every language, case-folded."""
    from ...engine import catalogue

    role = catalogue().roles.get(role_id)
    names = [role.name.get(code, "") for code in LANGUAGES] if role else []
    return [n.casefold() for n in [role_id, role_id.replace("_", " ")] + names if n]


class RolePicker(QWidget):
    """`chosen` fires when the moderator selects a role, `confirmed` on a double click or Enter."""

    chosen = Signal(str)
    confirmed = Signal(str)

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("RolePicker")
        self.lang = lang
        self.roles: list[str] = []
        self.search = QLineEdit()
        self.search.setObjectName("RolePickerSearch")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.list = QListWidget()
        self.list.setObjectName("RolePickerList")
        self.list.setFlow(QListWidget.LeftToRight)       # names side by side, in columns: more at once
        self.list.setWrapping(True)
        self.list.setResizeMode(QListWidget.Adjust)
        self.list.setUniformItemSizes(True)
        self.list.setSpacing(1)
        self.list.currentItemChanged.connect(self._current_changed)
        self.list.itemDoubleClicked.connect(lambda item: self.confirmed.emit(item.data(Qt.UserRole)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.search)
        layout.addWidget(self.list)

    def set_roles(self, role_ids: list[str], lang: str) -> None:
        """Offer these roles (the prompt's `pick_role` list), named in `lang`. Keeps the search text
        and the chosen role when the same list comes again (a refresh after a seat click)."""
        keep = self.current()
        same = list(role_ids) == self.roles and lang == self.lang
        self.lang = lang
        self.roles = list(role_ids)
        self.search.setPlaceholderText(tr("ui.role_picker.search", lang))
        if not same:
            self.list.blockSignals(True)
            self.list.clear()
            self.list.ensurePolished()             # the font the names are drawn in (style sheet)
            metrics = QFontMetrics(self.list.font())
            widest = 0
            for name, role_id in role_order(self.roles, lang):
                item = QListWidgetItem(name)
                item.setData(Qt.UserRole, role_id)
                item.setData(SEARCH_ROLE, search_names(role_id))
                item.setToolTip(name)
                self.list.addItem(item)
                widest = max(widest, metrics.horizontalAdvance(name))
            row = metrics.height() + 8
            cell = QSize(widest + 28, row)             # every name whole, in even columns
            for i in range(self.list.count()):
                self.list.item(i).setSizeHint(cell)
            self.list.setGridSize(cell)
            self.list.setFixedHeight(ROWS * row + 2 * self.list.frameWidth() + 4)
            self.list.blockSignals(False)
        self._filter(self.search.text())
        if keep in self.roles:
            self.select(keep)

    def forget(self) -> None:
        """No role chosen, nothing searched (a new step, or the choice was entered)."""
        self.search.clear()
        self.list.setCurrentItem(None)
        self.list.clearSelection()

    def current(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.UserRole) if item is not None and not item.isHidden() and item.isSelected() else None

    def select(self, role_id: str | None) -> None:
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.data(Qt.UserRole) == role_id:
                self.list.setCurrentItem(item)
                self.list.scrollToItem(item)
                return
        self.list.setCurrentItem(None)

    def visible_roles(self) -> list[str]:
        return [self.list.item(i).data(Qt.UserRole) for i in range(self.list.count()) if not self.list.item(i).isHidden()]

    def confirm_current(self) -> bool:
        """Enter in the search field: the chosen role is confirmed (False: none is chosen)."""
        role = self.current()
        if role:
            self.confirmed.emit(role)
        return bool(role)

    def _filter(self, typed: str) -> None:
        """Show the roles whose name (in any language) holds the typed text; the best match is
        chosen, so Enter takes it: a whole name first, then a name that starts so, then the first."""
        needle = typed.strip().casefold()
        best, rank = None, 3
        for i in range(self.list.count()):
            item = self.list.item(i)
            names = item.data(SEARCH_ROLE)
            hide = bool(needle) and not any(needle in n for n in names)
            item.setHidden(hide)
            if needle and not hide:
                r = 0 if needle in names else 1 if any(n.startswith(needle) for n in names) else 2
                if r < rank:
                    best, rank = item, r
        current = self.list.currentItem()
        if best is not None:
            self.list.setCurrentItem(best)
            self.list.scrollToItem(best)
        elif current is not None and current.isHidden():
            self.list.setCurrentItem(None)
            self.chosen.emit("")

    def _current_changed(self, item, _previous) -> None:
        self.chosen.emit(item.data(Qt.UserRole) if item is not None and not item.isHidden() else "")
