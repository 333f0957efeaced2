"""The main window's part in the story of a finished game (issue 33), as a mixin of `MainWindow`:
the phones stay up after the end and tell it until the host closes them; the host pages the story
on the projector, read aloud when the voice is on."""
from __future__ import annotations


class WindowStory:
    """Needs `store`, `game_over`, `deal_view`, `projector`, `narrator`, `lang`, `set_projector`,
    `_serve_phones` and `_drop_deal_view` on the window."""

    def _phones_after_the_end(self) -> None:
        self._serve_phones()              # the views now carry the story (deal/told.py)
        self.game_over.set_phones_open(self.deal_view is not None and self.deal_view.port is not None)

    def _story_to_projector(self, index: int) -> None:
        """The host shows the next page of the story: on the projector, read aloud if the voice is on."""
        panel = self.game_over.story
        page = panel.page()
        if page is None or panel.told is None:
            return
        self.set_projector(True)
        self.projector.show_story_page(page, panel.told["cast"], panel.footer())
        if self.narrator is not None:
            self.narrator.read([page["title"], *page["lines"]], self.lang)

    def _story_in_language(self, lang: str) -> None:
        """The host switched the language after the end: the story stays at its page, the projector
        shows that page in the new language, and a page still being read aloud is read again in it —
        the old language does not go on (stop 34)."""
        panel = self.game_over.story
        page = panel.page()
        if page is None or panel.told is None or self.projector is None or self.projector.story_page.page is None:
            return
        reading = self.narrator is not None and bool(self.narrator.saying)
        self.projector.show_story_page(page, panel.told["cast"], panel.footer())
        if reading:
            self.narrator.read([page["title"], *page["lines"]], lang)

    def show_history(self) -> None:
        """File → History: past games with their story, statistics per player, CSV."""
        from .dialogs.history import HistoryDialog

        HistoryDialog(self.store, self.lang, self).exec()

    def _close_phones(self) -> None:
        self._drop_deal_view()
        self.game_over.set_phones_open(False)

