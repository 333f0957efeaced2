"""The story on the game-over screen (issue 33): the whole story at once for the host, and the pager
that shows it on the projector a page at a time (night 1, day 1, …), read aloud when the voice is on."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from ...i18n import tr
from ...story import cast_line, legend, pages
from .. import theme
from ..widgets.plain import Label

def story_html(told: dict) -> str:
    """The whole story as simple HTML (every text escaped: names are typed by people)."""
    lang = told["lang"]
    w = told["winner"]
    out = [f'<h2>⚑ {escape(w["reason"])}</h2>',
           f'<p>{escape(tr("story.winners", lang, team=w["team_name"], seats=w["names"] or "—"))}</p>',
           f'<h3>{escape(tr("story.phone.cast", lang))}</h3><ul>']
    out += [f"<li>{escape(cast_line(c, lang))}</li>" for c in told["cast"]]
    out.append(f'</ul><p style="color:#5a6270">{escape(legend(told))}</p>')
    for ch in told["chapters"]:
        out.append(f"<h3>{escape(ch['title'])}</h3><ul>")
        for ln in ch["lines"]:
            colour = "#8b1e22" if ln["kind"] == "death" else "#4a5068" if ln["secret"] else "#222"
            out.append(f'<li style="color:{colour}">{escape(ln["text"])}</li>')
        out.append("</ul>")
    return "".join(out)


class StoryPanel(QWidget):
    """`show_story(told)`; `pageShown(index)` when the host moves the projector's page."""

    pageShown = Signal(int)
    pdfWritten = Signal(int, object)               # (which save, its folder or the OSError): from the writer thread

    def __init__(self, lang: str, parent=None, pager: bool = True):
        super().__init__(parent)
        self.setObjectName("StoryPanel")
        self.lang = lang
        self.told: dict | None = None
        self.pages: list[dict] = []
        self.index = -1
        self.text = QTextBrowser()
        self.text.setObjectName("StoryText")
        self.text.setOpenLinks(False)
        self.text.setFont(theme.font(11))
        self.prev_btn = QPushButton("◀")
        self.next_btn = QPushButton("▶")
        self.where = Label()
        self.where.setWordWrap(True)
        for b in (self.prev_btn, self.next_btn):
            b.setFocusPolicy(Qt.NoFocus)
        self.prev_btn.clicked.connect(lambda: self.go(self.index - 1))
        self.next_btn.clicked.connect(lambda: self.go(self.index + 1))
        pager_row = QHBoxLayout()
        pager_row.addWidget(self.prev_btn)
        pager_row.addWidget(self.where, 1)
        pager_row.addWidget(self.next_btn)
        self.image_btn = QPushButton()             # to keep and share: the PNG and the PDF
        self.pdf_btn = QPushButton()
        self.image_btn.clicked.connect(lambda: self._save_as("image"))
        self.pdf_btn.clicked.connect(lambda: self._save_as("pdf"))
        self.files = Label()
        self.files.setWordWrap(True)
        self.files.setStyleSheet("color: #5a6270;")
        keep = QHBoxLayout()
        keep.addWidget(self.files, 1)
        keep.addWidget(self.image_btn)
        keep.addWidget(self.pdf_btn)
        for b in (self.image_btn, self.pdf_btn):
            b.setFocusPolicy(Qt.NoFocus)
        self.game_id: int | None = None
        self._saves = 0                            # the latest save with the game (a language switch saves again)
        self.pdfWritten.connect(self._pdf_written)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.text, 1)
        if pager:                                  # the history has no projector to page
            layout.addLayout(pager_row)
        else:
            for w in (self.prev_btn, self.next_btn, self.where):
                w.hide()
        layout.addLayout(keep)
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.prev_btn.setToolTip(tr("story.ui.previous", lang))
        self.next_btn.setToolTip(tr("story.ui.next", lang))
        self.image_btn.setText(tr("story.ui.save_image", lang))
        self.pdf_btn.setText(tr("story.ui.save_pdf", lang))
        self._show_where()

    def show_story(self, told: dict, game_id: int | None = None, keep_page: bool = False) -> None:
        """Show the story; with the game's id, its image and PDF are saved with the game (just after).
        `keep_page`: the same story told again (in another language): the host stays at the page."""
        kept = self.index if keep_page else -1
        self.told = told
        self.pages = pages(told)
        self.index = kept if kept < len(self.pages) else -1
        self.text.setHtml(story_html(told))
        self.game_id = game_id
        self.files.setText("")
        self._show_where()
        if game_id is not None:
            QTimer.singleShot(0, self, self.save_with_game)

    def save_with_game(self) -> None:
        """The image here (Qt paints it), the PDF on the story writer's thread: reportlab reading the
        CJK font and laying the page out took ~0.3 s of a frozen window at the moment the winner was
        shown (issue 32); the line under the story says where they are once both are written."""
        from ..story_files import save_image, story_folder

        if self.told is None or self.game_id is None:
            return
        self._saves += 1
        save, told, folder = self._saves, self.told, story_folder(self.game_id)
        try:
            save_image(told, folder / "table.png")
        except OSError as err:
            return self._pdf_written(save, err)
        from ..worker import run

        run("story-pdf", self._write_pdf, save, told, folder)

    def _write_pdf(self, save: int, told: dict, folder) -> None:
        """On the writer thread (one, so the saves of a story told again land in order)."""
        from ..story_files import save_pdf

        written = folder
        try:
            save_pdf(told, folder / "story.pdf")
        except OSError as err:
            written = err
        try:
            self.pdfWritten.emit(save, written)     # (queued to the window's thread)
        except RuntimeError:                        # the panel is gone (the window closed): nothing to tell
            pass

    def _pdf_written(self, save: int, written) -> None:
        """`written`: the folder both files are in, or the OSError that stopped one."""
        if save != self._saves or self.game_id is None:
            return                                  # an older save (the story was told again since)
        if isinstance(written, OSError):
            self.files.setText(tr("story.ui.not_saved_files", self.lang, reason=str(written)))
            return
        folder = written                            # the short name on screen, the whole path in the tip
        self.files.setText(tr("story.ui.saved_files", self.lang, folder="/".join(folder.parts[-2:])))
        self.files.setToolTip(str(folder))

    def _save_as(self, kind: str) -> None:
        from ..story_files import save_image, save_pdf

        if self.told is None:
            return
        suffix, key = (".png", "story.ui.image_filter") if kind == "image" else (".pdf", "story.ui.pdf_filter")
        name, _ = QFileDialog.getSaveFileName(self, tr(f"story.ui.save_{kind}", self.lang), "story" + suffix,
                                              tr(key, self.lang))
        if not name:
            return
        name = name if name.lower().endswith(suffix) else name + suffix
        try:
            (save_image if kind == "image" else save_pdf)(self.told, name)
        except OSError as err:
            self.files.setText(tr("story.ui.not_saved_files", self.lang, reason=str(err)))

    def go(self, index: int) -> None:
        if not self.pages:
            return
        self.index = max(0, min(index, len(self.pages) - 1))
        self._show_where()
        self.pageShown.emit(self.index)

    def page(self) -> dict | None:
        return self.pages[self.index] if 0 <= self.index < len(self.pages) else None

    def footer(self) -> str:
        return tr("story.ui.page", self.lang, n=self.index + 1, total=len(self.pages)) if self.page() else ""

    def _show_where(self) -> None:
        page = self.page()
        self.prev_btn.setEnabled(self.index > 0)
        self.next_btn.setEnabled(bool(self.pages) and self.index < len(self.pages) - 1)
        if page is None:
            self.where.setText(tr("story.ui.start", self.lang))
        else:
            part = f" ({page['part']}/{page['parts']})" if page["parts"] > 1 else ""
            self.where.setText(self.footer() + " — " + page["title"] + part)

    def texts(self) -> list[str]:
        return [self.text.toPlainText(), self.where.text()]
