"""Print cards: the role cards (with backs) and the sheets as PDFs, through `cardprint`.

The deck is this game's (when the dialog gets a setup) or a preset's. The dialog only collects the
choices; `cardprint` checks them and writes every file all-or-nothing. A preview shows the first
page of the cards as they will print, before anything is saved; after saving, the PDF opens with
one click. The back offset measured with the calibration page is remembered. The PDFs are meant
to be printed at actual size (100 %), never "fit to page", or the cards come out the wrong size.
"""
from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QLocale, QStandardPaths, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QGuiApplication, QPixmap
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QDoubleSpinBox, QFileDialog,
                               QFormLayout, QGroupBox, QHBoxLayout, QLineEdit, QPushButton, QRadioButton,
                               QVBoxLayout, QWidget)

from ...engine import RuleError, catalogue
from ...i18n import LANGUAGES, text, tr
from ..settings import store_get, store_set
from ..style import apply_root_style, set_role
from ..widgets.columns import form_row
from ..widgets.stepper import Stepper
from ..widgets.plain import Label
from ..window_geometry import fit_dialog

log = logging.getLogger(__name__)

PRINT_LANGS = ("zh", "en", "de", "fr", "zh+en", "zh+de", "zh+fr", "en+de", "en+fr")
CARD_SIZES = ("poker", "bridge", "tarot", "mini")
CARD_MM = {"poker": (63, 88), "bridge": (57, 89), "tarot": (70, 120), "mini": (44, 63)}
PAPERS = ("A4", "Letter")
DUPLEX = ("long", "short", "none")
SHEET_KINDS = ("judge", "roles", "seats")
PREVIEW_W = 224                     # px: the preview of the first page
PNG_DPI = 300
OFFSET_KEY, MARGIN_KEY = "print.back_offset", "print.printer_margin"
LOCALES = {"zh": QLocale.Language.Chinese, "en": QLocale.Language.English, "de": QLocale.Language.German,
           "fr": QLocale.Language.French}


def _render_preview(options) -> tuple:
    """(png, pages, None), or (None, 0, the error) for `options` (or the error making them)."""
    if isinstance(options, Exception):
        return None, 0, options
    try:
        import cardprint

        png, pages = cardprint.preview_png(options, PREVIEW_W * 2)
    except Exception as err:  # noqa: BLE001 - a bad choice or a missing picture: said in the preview
        return None, 0, err
    return png, pages, None


def _default_output() -> Path:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
    return Path(folder) / "werewolf-cards.pdf"


def _compact(combo: QComboBox, chars: int = 16) -> None:
    """A combo box that does not widen the dialog to its longest entry (the list still shows it whole)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(chars)


class PrintDialog(QDialog):
    """`PrintDialog(lang, setup=None, parent=None, store=None)`: the deck of `setup` (a game) or of
    a preset, as PDFs. `store` (default: the parent's) remembers the back offset and printer margin."""

    previewRendered = Signal(int, object)        # (which preview, (png, pages, error)): from its thread

    def __init__(self, lang: str, setup=None, parent: QWidget | None = None, store=None):
        super().__init__(parent)
        self.lang = lang if lang in LANGUAGES else "en"
        self.setup = setup
        self.store = store if store is not None else getattr(parent, "store", None)
        self.cat = catalogue()
        self.written: list[Path] = []
        self.preview_pages = 0
        self._previews = 0                       # the previews asked for; only the latest is shown
        self.previewRendered.connect(self._show_preview)
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(350)
        self._preview_timer.timeout.connect(self._preview_later)
        apply_root_style(self)
        self._build()
        self._restore()
        self.retranslate(self.lang)
        self._watch()
        fit_dialog(self, max(self.minimumSizeHint().width(), 1240), 720)
        self.schedule_preview()

    # --- building -----------------------------------------------------------------------------------

    def _check(self, layout, name: str | None = None) -> QCheckBox:
        box = QCheckBox(self)
        if name:
            box.setObjectName(name)
        layout.addWidget(box) if not isinstance(layout, QFormLayout) else layout.addRow(box)
        return box

    def _build(self) -> None:
        root = QVBoxLayout(self)
        root.setContentsMargins(22, 16, 22, 14)
        root.setSpacing(10)
        self.heading = Label(self)
        set_role(self.heading, "title")
        root.addWidget(self.heading)

        columns = QHBoxLayout()
        columns.setSpacing(12)            # (fr at 1280×720: the dialog and its frame fit the screen)
        left, middle, right = QVBoxLayout(), QVBoxLayout(), QVBoxLayout()
        columns.addLayout(left, 5)
        columns.addLayout(middle, 5)
        columns.addLayout(right, 0)
        root.addLayout(columns)
        left.addWidget(self._build_deck_box())
        left.addWidget(self._build_sheets_box())
        left.addStretch(1)
        middle.addWidget(self._build_cards_box())
        middle.addStretch(1)
        right.addWidget(self._build_preview_box())
        right.addStretch(1)
        self._build_output(root)
        root.addLayout(self._build_buttons())

    def _build_deck_box(self) -> QGroupBox:
        """The deck: this game's or a preset's (with its player count), and the badge/token cards."""
        self.deck_box = QGroupBox(self)
        dl = QFormLayout(self.deck_box)
        dl.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.source_game = QRadioButton(self.deck_box)
        self.source_preset = QRadioButton(self.deck_box)
        self.source_group = QButtonGroup(self)
        self.source_group.addButton(self.source_game, 0)
        self.source_group.addButton(self.source_preset, 1)
        src = QHBoxLayout()
        src.setSpacing(20)
        src.addWidget(self.source_game)
        src.addWidget(self.source_preset)
        src.addStretch(1)
        self.preset_combo = QComboBox(self.deck_box)
        self.preset_combo.setObjectName("preset")
        _compact(self.preset_combo, 20)
        for pid in self.cat.presets:
            self.preset_combo.addItem(pid, pid)
        default = self.preset_combo.findData(self.cat.default_preset)
        self.preset_combo.setCurrentIndex(max(0, default))
        self.preset_combo.currentIndexChanged.connect(self._on_preset)
        self.players_stepper = Stepper(self.deck_box)
        self.players_spin = self.players_stepper.spin
        self.players_spin.setObjectName("players")
        self.preset_label = Label(self.deck_box)
        self.players_label = Label(self.deck_box)
        dl.addRow(src)
        form_row(dl, self.preset_label, self.preset_combo)
        form_row(dl, self.players_label, self.players_stepper)
        self.extras = self._check(dl)
        self.extras.setChecked(True)
        self.source_group.idToggled.connect(self._on_source)
        if self.setup is not None:
            self.source_game.setChecked(True)
        else:
            self.source_preset.setChecked(True)
            self.source_game.setEnabled(False)
        self._on_preset()
        return self.deck_box

    def _build_sheets_box(self) -> QGroupBox:
        """The sheets beside the cards, the calibration page, PNG images."""
        self.sheets_box = QGroupBox(self)
        sl = QVBoxLayout(self.sheets_box)
        self.sheet_checks: dict[str, QCheckBox] = {}
        for kind in SHEET_KINDS:
            box = self._check(sl, f"sheet_{kind}")
            box.setChecked(kind == "judge")
            self.sheet_checks[kind] = box
        self.calibration = self._check(sl, "calibration")
        self.png = self._check(sl, "png")
        return self.sheets_box

    def _build_cards_box(self) -> QGroupBox:
        """How the cards print: language, size, paper, duplex, back offset, printer margin."""
        self.cards_box = QGroupBox(self)
        cl = QFormLayout(self.cards_box)
        cl.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.lang_combo = QComboBox(self.cards_box)
        self.lang_combo.setObjectName("printLang")
        for code in PRINT_LANGS:
            self.lang_combo.addItem(code, code)
        self.lang_combo.setCurrentIndex(PRINT_LANGS.index(self.lang))
        self.size_combo = QComboBox(self.cards_box)
        for size in CARD_SIZES:
            self.size_combo.addItem(size, size)
        self.paper_combo = QComboBox(self.cards_box)
        for paper in PAPERS:
            self.paper_combo.addItem(paper, paper)
        self.duplex_combo = QComboBox(self.cards_box)
        for mode in DUPLEX:
            self.duplex_combo.addItem(mode, mode)
        for combo in (self.lang_combo, self.size_combo, self.paper_combo, self.duplex_combo):
            _compact(combo)
        offset_box = self._build_offset(self.cards_box)
        self.margin_spin = QDoubleSpinBox(self.cards_box)
        self.margin_spin.setObjectName("printerMargin")
        self.margin_spin.setRange(0.0, 15.0)
        self.margin_spin.setSingleStep(0.5)
        self.margin_spin.setDecimals(1)
        self.margin_spin.setSuffix(" mm")
        self.margin_spin.setFixedWidth(100)
        self.lang_label, self.size_label, self.paper_label = Label(self), Label(self), Label(self)
        self.duplex_label, self.offset_label, self.margin_label = Label(self), Label(self), Label(self)
        form_row(cl, self.lang_label, self.lang_combo)
        form_row(cl, self.size_label, self.size_combo)
        form_row(cl, self.paper_label, self.paper_combo)
        form_row(cl, self.duplex_label, self.duplex_combo)
        form_row(cl, self.offset_label, offset_box)
        form_row(cl, self.margin_label, self.margin_spin)
        self.bleed = self._check(cl)
        self.split = self._check(cl)
        self.fold = self._check(cl)
        self.fold.toggled.connect(self._on_fold)
        return self.cards_box

    def _build_offset(self, parent: QWidget) -> QWidget:
        """The back offset: x and y in mm (measured with the calibration page)."""
        offset = QHBoxLayout()
        offset.setContentsMargins(0, 0, 0, 0)
        self.offset_x = QDoubleSpinBox(parent)
        self.offset_y = QDoubleSpinBox(parent)
        for spin in (self.offset_x, self.offset_y):
            spin.setRange(-20.0, 20.0)
            spin.setSingleStep(0.5)
            spin.setDecimals(1)
            spin.setSuffix(" mm")
            spin.setFixedWidth(100)
        self.offset_x_label = Label("x", parent)
        self.offset_y_label = Label("y", parent)
        offset.addWidget(self.offset_x_label)
        offset.addWidget(self.offset_x)
        offset.addSpacing(8)
        offset.addWidget(self.offset_y_label)
        offset.addWidget(self.offset_y)
        offset.addStretch(1)
        offset_box = QWidget(parent)
        offset_box.setLayout(offset)
        return offset_box

    def _build_preview_box(self) -> QGroupBox:
        """The first page of the cards as they will print."""
        self.preview_box = QGroupBox(self)
        pl = QVBoxLayout(self.preview_box)
        self.preview = Label(self.preview_box)
        self.preview.setObjectName("preview")
        self.preview.setFixedSize(PREVIEW_W, round(PREVIEW_W * 297 / 210))
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setWordWrap(True)
        self.preview_caption = Label(self.preview_box)
        self.preview_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview_caption.setWordWrap(True)
        set_role(self.preview_caption, "muted")
        pl.addWidget(self.preview)
        pl.addWidget(self.preview_caption)
        return self.preview_box

    def _build_output(self, root: QVBoxLayout) -> None:
        """Where the files go, the "actual size" warning and the result line."""
        out = QHBoxLayout()
        self.output_label = Label(self)
        self.output = QLineEdit(str(_default_output()), self)
        self.output.setObjectName("output")
        self.browse = QPushButton(self)
        self.browse.clicked.connect(self.choose_output)
        out.addWidget(self.output_label)
        out.addWidget(self.output, 1)
        out.addWidget(self.browse)
        root.addLayout(out)

        self.actual_size = Label(self)
        self.actual_size.setWordWrap(True)
        self.actual_size.setObjectName("actualSize")
        set_role(self.actual_size, "warning")
        root.addWidget(self.actual_size)

        self.result = Label(self)
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result.hide()
        root.addWidget(self.result)
        root.addStretch(1)

    def _build_buttons(self) -> QHBoxLayout:
        """Open the PDF / the folder (after writing), Close, Create."""
        buttons = QHBoxLayout()
        self.open_pdf = QPushButton(self)
        self.open_pdf.setObjectName("openPdf")
        self.open_pdf.clicked.connect(self._open_pdf)
        self.open_pdf.hide()
        self.open_folder = QPushButton(self)
        self.open_folder.clicked.connect(self._open_folder)
        self.open_folder.hide()
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.reject)
        self.create_button = QPushButton(self)
        self.create_button.setObjectName("create")
        set_role(self.create_button, "primary")
        self.create_button.setDefault(True)
        self.create_button.clicked.connect(self.create)
        buttons.addWidget(self.open_pdf)
        buttons.addWidget(self.open_folder)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.create_button)
        return buttons

    def _watch(self) -> None:
        """Every choice that changes the cards refreshes the preview (after a short pause)."""
        for combo in (self.preset_combo, self.lang_combo, self.size_combo, self.paper_combo, self.duplex_combo):
            combo.currentIndexChanged.connect(self.schedule_preview)
        for spin in (self.players_spin, self.offset_x, self.offset_y, self.margin_spin):
            spin.valueChanged.connect(self.schedule_preview)
        for box in (self.extras, self.bleed, self.fold, self.source_game):
            box.toggled.connect(self.schedule_preview)

    def _restore(self) -> None:
        """The back offset and printer margin the user measured last time."""
        saved = store_get(self.store, OFFSET_KEY)
        if isinstance(saved, (list, tuple)) and len(saved) == 2:
            try:
                self.offset_x.setValue(float(saved[0]))
                self.offset_y.setValue(float(saved[1]))
            except (TypeError, ValueError):
                log.warning("saved back offset %r ignored", saved)
        margin = store_get(self.store, MARGIN_KEY)
        if isinstance(margin, (int, float)) and not isinstance(margin, bool):
            self.margin_spin.setValue(float(margin))

    # --- reactions ----------------------------------------------------------------------------------

    def _on_source(self, *_):
        preset = self.source_preset.isChecked()
        for w in (self.preset_combo, self.preset_label):
            w.setEnabled(preset)
            w.setVisible(True)
        if not preset and self.setup is not None:
            self._show_the_games_deck()
        self._on_preset()
        if not preset and self.setup is not None:
            self.players_spin.setValue(len(self.setup.players))

    def _show_the_games_deck(self) -> None:
        """The greyed fields say this game's deck, never the last print's (issue 29.15): its preset
        (none for a deck of the host's own) and its number of players."""
        own = self.preset_combo.findData(self.setup.preset) if self.setup.preset else -1
        self.preset_combo.blockSignals(True)
        if own >= 0:
            self.preset_combo.setCurrentIndex(own)
        self.preset_combo.blockSignals(False)
        for w in (self.preset_combo, self.preset_label):
            w.setVisible(own >= 0 or self.source_preset.isChecked())

    def _on_preset(self, *_):
        pid = self.preset_combo.currentData()
        preset = self.cat.presets.get(pid)
        use_preset = self.source_preset.isChecked() or self.setup is None
        if preset is not None:
            lo, hi = preset.players
            self.players_stepper.setRange(lo, hi)
        ranged = use_preset and preset is not None and preset.players[0] != preset.players[1]
        self.players_stepper.setEnabled(ranged)
        self.players_label.setEnabled(ranged)

    def _on_fold(self, on: bool) -> None:
        if on:
            self.split.setChecked(False)
        self.split.setEnabled(not on)

    def choose_output(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("printui.output.choose", self.lang), self.output.text(),
                                              "PDF (*.pdf)")
        if path:
            if not path.lower().endswith(".pdf"):
                path += ".pdf"
            self.output.setText(path)

    def _open_folder(self) -> None:
        if self.written:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.written[0].parent)))

    def _open_pdf(self) -> None:
        pdfs = [p for p in self.written if p.suffix.lower() == ".pdf"]
        if pdfs:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(pdfs[0])))

    # --- the preview --------------------------------------------------------------------------------

    def schedule_preview(self, *_) -> None:
        self._preview_timer.start()

    def update_preview(self) -> bool:
        """Render the first page of the cards as they would print now, here; False (and the reason
        shown) if not. A change of the choices renders it on the preview's thread (`_preview_later`)."""
        self._preview_timer.stop()
        self._previews += 1
        return self._show_preview(self._previews, _render_preview(self._preview_options()))

    def _preview_later(self) -> None:
        """The timer's preview: drawn on its own thread (the first one imports reportlab and pdfium and
        reads the CJK font: ~0.4 s of a frozen dialog, issue 32), shown when it is the latest asked."""
        from ..worker import run

        self._previews += 1
        run("print-preview", self._render_for, self._previews, self._preview_options())

    def _render_for(self, asked: int, options) -> None:
        result = _render_preview(options)
        try:
            self.previewRendered.emit(asked, result)      # (queued to the dialog's thread)
        except RuntimeError:                              # the dialog is gone
            pass

    def _preview_options(self):
        try:
            return self.deck_options(_default_output())
        except Exception as err:  # noqa: BLE001 - a bad choice: said in the preview
            return err

    def _show_preview(self, asked: int, result: tuple) -> bool:
        if asked != self._previews:                        # the choices changed since: a newer one comes
            return False
        png, pages, err = result
        if err is not None:  # a bad choice or a missing picture: say it in the preview
            reason = err.message(self.lang) if isinstance(err, RuleError) else str(err)
            self.preview.setPixmap(QPixmap())
            self.preview.setText(tr("printui.preview.failed", self.lang, reason=reason))
            self.preview_pages = 0
            self.preview_caption.setText("")
            return False
        pixmap = QPixmap()
        pixmap.loadFromData(png, "PNG")
        pixmap.setDevicePixelRatio(2.0)
        self.preview.setPixmap(pixmap)
        self.preview_pages = pages
        self.preview_caption.setText(tr("printui.preview.pages", self.lang, n=pages))
        return True

    # --- building the PDFs --------------------------------------------------------------------------

    def deck_options(self, output: Path | str) -> "object":
        """The `cardprint.DeckOptions` the dialog's choices amount to."""
        from cardprint import DeckOptions

        fields = dict(output=Path(output), lang=self.lang_combo.currentData(), paper=self.paper_combo.currentData(),
                      size=self.size_combo.currentData(), bleed=self.bleed.isChecked(),
                      duplex=self.duplex_combo.currentData(),
                      back_offset=(self.offset_x.value(), self.offset_y.value()),
                      printer_margin=self.margin_spin.value(),
                      split=self.split.isChecked() and not self.fold.isChecked(), fold=self.fold.isChecked(),
                      extras="auto" if self.extras.isChecked() else None)
        if self.setup is not None and self.source_game.isChecked():
            fields["setup"] = self.setup
        else:
            fields["preset"] = self.preset_combo.currentData()
            fields["players"] = self.players_spin.value()
        return DeckOptions(**fields)

    def outputs(self) -> dict[str, Path]:
        """Where each file goes: the cards at the chosen path, the sheets beside it."""
        cards = Path(self.output.text().strip() or _default_output()).expanduser()
        if cards.suffix.lower() != ".pdf":
            cards = cards.with_suffix(".pdf")
        out = {"cards": cards}
        for kind in SHEET_KINDS:
            if self.sheet_checks[kind].isChecked():
                out[kind] = cards.with_name(f"{cards.stem}-{kind}.pdf")
        if self.calibration.isChecked():
            out["calibration"] = cards.with_name(f"{cards.stem}-calibration.pdf")
        return out

    def create(self) -> list[Path]:
        """Write the cards and the ticked sheets; show what was written or why not."""
        self.written = []
        try:
            import cardprint
        except ImportError as exc:
            self._show_result(False, tr("printui.unavailable", self.lang, reason=str(exc)))
            return []
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            outputs = self.outputs()
            written: list[Path] = []
            written += [Path(p) for p in cardprint.build_deck_files(self.deck_options(outputs["cards"]))]
            for kind in SHEET_KINDS:
                if kind in outputs:
                    written.append(Path(cardprint.build_sheet_pdf(kind, self.deck_options(outputs[kind]))))
            if "calibration" in outputs:
                written.append(Path(cardprint.build_calibration_pdf(self.deck_options(outputs["calibration"]))))
            if self.png.isChecked():
                pngs = cardprint.build_png_files(self.deck_options(outputs["cards"]), PNG_DPI)
                written.append(pngs[0].parent)
        except cardprint.CardprintError as err:
            self._show_result(False, err.message(self.lang))
            return []
        except Exception as err:  # noqa: BLE001 - a full disk, a locked file: say it, keep the dialog
            log.exception("printing failed")
            reason = err.message(self.lang) if isinstance(err, RuleError) else str(err)
            self._show_result(False, tr("printui.failed", self.lang, reason=reason))
            return []
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.written = written
        store_set(self.store, OFFSET_KEY, [self.offset_x.value(), self.offset_y.value()])
        store_set(self.store, MARGIN_KEY, self.margin_spin.value())
        folder = written[0].parent if written else ""
        files = "\n".join(f"• {p.name}" for p in written)
        self._show_result(True, tr("printui.done", self.lang, n=len(written), folder=str(folder)) + "\n" + files)
        return written

    def _show_result(self, ok: bool, message: str) -> None:
        self.result.setText(message)
        set_role(self.result, "info" if ok else "error")
        self.result.show()
        self.open_folder.setVisible(ok)
        self.open_pdf.setVisible(ok)
        self.layout().activate()

    # --- language -----------------------------------------------------------------------------------

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        t = lambda key, **kw: tr(key, lang, **kw)  # noqa: E731
        self.setWindowTitle(t("printui.title"))
        self.heading.setText(t("printui.title"))
        self.deck_box.setTitle(t("printui.deck"))
        self.source_game.setText(t("printui.source.game"))
        self.source_preset.setText(t("printui.source.preset"))
        self.preset_label.setText(t("printui.preset"))
        for i in range(self.preset_combo.count()):
            p = self.cat.presets[self.preset_combo.itemData(i)]
            self.preset_combo.setItemText(i, text(p.name, lang))
            self.preset_combo.setItemData(i, text(p.name, lang), Qt.ItemDataRole.ToolTipRole)
        self.players_label.setText(t("printui.players"))
        self.extras.setText(t("printui.extras"))
        self.cards_box.setTitle(t("printui.cards"))
        self.lang_label.setText(t("printui.lang"))
        for i, code in enumerate(PRINT_LANGS):
            self.lang_combo.setItemText(i, " + ".join(t(f"printui.lang.{c}") for c in code.split("+")))
        self.size_label.setText(t("printui.size"))
        for i, size in enumerate(CARD_SIZES):
            w, h = CARD_MM[size]
            self.size_combo.setItemText(i, t(f"printui.size.{size}", w=w, h=h))
        self.paper_label.setText(t("printui.paper"))
        self.duplex_label.setText(t("printui.duplex"))
        for i, mode in enumerate(DUPLEX):
            self.duplex_combo.setItemText(i, t(f"printui.duplex.{mode}"))
        self.offset_label.setText(t("printui.offset"))
        self.offset_x.setToolTip(t("printui.offset.hint"))
        self.offset_y.setToolTip(t("printui.offset.hint"))
        self.margin_label.setText(t("printui.margin"))
        self.margin_spin.setToolTip(t("printui.margin.hint"))
        locale = QLocale(LOCALES[lang])          # 0,5 mm in German, 0.5 mm in Chinese and English
        for spin in (self.offset_x, self.offset_y, self.margin_spin):
            spin.setLocale(locale)
        self.bleed.setText(t("printui.bleed"))
        self.bleed.setToolTip(t("printui.bleed.hint"))
        self.split.setText(t("printui.split"))
        self.fold.setText(t("printui.fold"))
        self.fold.setToolTip(t("printui.fold.hint"))
        self.sheets_box.setTitle(t("printui.sheets"))
        for kind, box in self.sheet_checks.items():
            box.setText(t(f"printui.sheet.{kind}"))
        self.calibration.setText(t("printui.calibration"))
        self.calibration.setToolTip(t("printui.calibration.hint"))
        self.png.setText(t("printui.png", dpi=PNG_DPI))
        self.png.setToolTip(t("printui.png.hint"))
        self.preview_box.setTitle(t("printui.preview"))
        if self.preview_pages:
            self.preview_caption.setText(t("printui.preview.pages", n=self.preview_pages))
        self.output_label.setText(t("printui.output"))
        self.browse.setText(t("printui.output.browse"))
        self.actual_size.setText(t("printui.actual_size"))
        self.open_pdf.setText(t("printui.open_pdf"))
        self.open_folder.setText(t("printui.open_folder"))
        self.close_button.setText(t("printui.close"))
        self.create_button.setText(t("printui.create"))
