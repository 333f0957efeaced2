"""Print cards: the role cards (with backs) and the sheets as PDFs, through `cardprint`.

The deck is this game's (when the dialog gets a setup) or a preset's. The dialog only collects the
choices; `cardprint` checks them and writes every file all-or-nothing. The PDFs are meant to be
printed at actual size (100 %), never "fit to page", or the cards come out the wrong size.
"""
from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QDoubleSpinBox, QFileDialog,
                               QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QRadioButton,
                               QVBoxLayout, QWidget)

from ...engine import RuleError, catalogue
from ...i18n import LANGUAGES, text, tr
from ..style import apply_root_style, set_role
from ..widgets.columns import form_row
from ..widgets.stepper import Stepper

log = logging.getLogger(__name__)

PRINT_LANGS = ("zh", "en", "de", "zh+en", "zh+de", "en+de")
CARD_SIZES = ("poker", "bridge", "tarot", "mini")
CARD_MM = {"poker": (63, 88), "bridge": (57, 89), "tarot": (70, 120), "mini": (44, 63)}
PAPERS = ("A4", "Letter")
DUPLEX = ("long", "short", "none")
SHEET_KINDS = ("judge", "roles", "seats")


def _default_output() -> Path:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
    return Path(folder) / "werewolf-cards.pdf"


class PrintDialog(QDialog):
    """`PrintDialog(lang, setup=None)`: the deck of `setup` (a game) or of a preset, as PDFs."""

    def __init__(self, lang: str, setup=None, parent: QWidget | None = None):
        super().__init__(parent)
        self.lang = lang if lang in LANGUAGES else "en"
        self.setup = setup
        self.cat = catalogue()
        self.written: list[Path] = []
        apply_root_style(self)
        self._build()
        self.retranslate(self.lang)
        self.resize(1000, 640)

    # --- building -----------------------------------------------------------------------------------

    def _build(self) -> None:
        root = QVBoxLayout(self)
        root.setContentsMargins(22, 16, 22, 14)
        root.setSpacing(10)
        self.heading = QLabel(self)
        set_role(self.heading, "title")
        root.addWidget(self.heading)

        # the deck
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
        for pid in self.cat.presets:
            self.preset_combo.addItem(pid, pid)
        default = self.preset_combo.findData(self.cat.default_preset)
        self.preset_combo.setCurrentIndex(max(0, default))
        self.preset_combo.currentIndexChanged.connect(self._on_preset)
        self.players_stepper = Stepper(self.deck_box)
        self.players_spin = self.players_stepper.spin
        self.players_spin.setObjectName("players")
        self.preset_label = QLabel(self.deck_box)
        self.players_label = QLabel(self.deck_box)
        self.extras = QCheckBox(self.deck_box)
        self.extras.setChecked(True)
        dl.addRow(src)
        form_row(dl, self.preset_label, self.preset_combo)
        form_row(dl, self.players_label, self.players_stepper)
        dl.addRow(self.extras)
        columns = QHBoxLayout()
        columns.setSpacing(16)
        left, right = QVBoxLayout(), QVBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        root.addLayout(columns)
        left.addWidget(self.deck_box)
        self.source_group.idToggled.connect(self._on_source)
        if self.setup is not None:
            self.source_game.setChecked(True)
        else:
            self.source_preset.setChecked(True)
            self.source_game.setEnabled(False)
        self._on_preset()

        # the cards
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
        self.bleed = QCheckBox(self.cards_box)
        self.split = QCheckBox(self.cards_box)
        self.fold = QCheckBox(self.cards_box)
        self.fold.toggled.connect(self._on_fold)
        offset = QHBoxLayout()
        self.offset_x = QDoubleSpinBox(self.cards_box)
        self.offset_y = QDoubleSpinBox(self.cards_box)
        for spin in (self.offset_x, self.offset_y):
            spin.setRange(-20.0, 20.0)
            spin.setSingleStep(0.5)
            spin.setDecimals(1)
            spin.setSuffix(" mm")
            spin.setFixedWidth(110)
        self.offset_x_label = QLabel("x", self.cards_box)
        self.offset_y_label = QLabel("y", self.cards_box)
        offset.addWidget(self.offset_x_label)
        offset.addWidget(self.offset_x)
        offset.addSpacing(12)
        offset.addWidget(self.offset_y_label)
        offset.addWidget(self.offset_y)
        offset.addStretch(1)
        self.lang_label, self.size_label, self.paper_label = QLabel(self), QLabel(self), QLabel(self)
        self.duplex_label, self.offset_label = QLabel(self), QLabel(self)
        form_row(cl, self.lang_label, self.lang_combo)
        form_row(cl, self.size_label, self.size_combo)
        form_row(cl, self.paper_label, self.paper_combo)
        form_row(cl, self.duplex_label, self.duplex_combo)
        offset_box = QWidget(self.cards_box)
        offset_box.setLayout(offset)
        offset.setContentsMargins(0, 0, 0, 0)
        form_row(cl, self.offset_label, offset_box)
        cl.addRow(self.bleed)
        cl.addRow(self.split)
        cl.addRow(self.fold)
        right.addWidget(self.cards_box)
        right.addStretch(1)

        # the sheets
        self.sheets_box = QGroupBox(self)
        sl = QVBoxLayout(self.sheets_box)
        self.sheet_checks: dict[str, QCheckBox] = {}
        for kind in SHEET_KINDS:
            box = QCheckBox(self.sheets_box)
            box.setObjectName(f"sheet_{kind}")
            box.setChecked(kind == "judge")
            self.sheet_checks[kind] = box
            sl.addWidget(box)
        self.calibration = QCheckBox(self.sheets_box)
        self.calibration.setObjectName("calibration")
        sl.addWidget(self.calibration)
        left.addWidget(self.sheets_box)
        left.addStretch(1)

        # where
        out = QHBoxLayout()
        self.output_label = QLabel(self)
        self.output = QLineEdit(str(_default_output()), self)
        self.output.setObjectName("output")
        self.browse = QPushButton(self)
        self.browse.clicked.connect(self.choose_output)
        out.addWidget(self.output_label)
        out.addWidget(self.output, 1)
        out.addWidget(self.browse)
        root.addLayout(out)

        self.actual_size = QLabel(self)
        self.actual_size.setWordWrap(True)
        self.actual_size.setObjectName("actualSize")
        set_role(self.actual_size, "warning")
        root.addWidget(self.actual_size)

        self.result = QLabel(self)
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result.hide()
        root.addWidget(self.result)
        root.addStretch(1)

        buttons = QHBoxLayout()
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
        buttons.addWidget(self.open_folder)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.create_button)
        root.addLayout(buttons)

    # --- reactions ----------------------------------------------------------------------------------

    def _on_source(self, *_):
        preset = self.source_preset.isChecked()
        for w in (self.preset_combo, self.preset_label):
            w.setEnabled(preset)
        self._on_preset()

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

    # --- building the PDFs --------------------------------------------------------------------------

    def deck_options(self, output: Path | str) -> "object":
        """The `cardprint.DeckOptions` the dialog's choices amount to."""
        from cardprint import DeckOptions

        fields = dict(output=Path(output), lang=self.lang_combo.currentData(), paper=self.paper_combo.currentData(),
                      size=self.size_combo.currentData(), bleed=self.bleed.isChecked(),
                      duplex=self.duplex_combo.currentData(),
                      back_offset=(self.offset_x.value(), self.offset_y.value()),
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
        folder = written[0].parent if written else ""
        files = "\n".join(f"• {p.name}" for p in written)
        self._show_result(True, tr("printui.done", self.lang, n=len(written), folder=str(folder)) + "\n" + files)
        return written

    def _show_result(self, ok: bool, message: str) -> None:
        self.result.setText(message)
        set_role(self.result, "info" if ok else "error")
        self.result.show()
        self.open_folder.setVisible(ok)
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
        self.bleed.setText(t("printui.bleed"))
        self.split.setText(t("printui.split"))
        self.fold.setText(t("printui.fold"))
        self.sheets_box.setTitle(t("printui.sheets"))
        for kind, box in self.sheet_checks.items():
            box.setText(t(f"printui.sheet.{kind}"))
        self.calibration.setText(t("printui.calibration"))
        self.output_label.setText(t("printui.output"))
        self.browse.setText(t("printui.output.browse"))
        self.actual_size.setText(t("printui.actual_size"))
        self.open_folder.setText(t("printui.open_folder"))
        self.close_button.setText(t("printui.close"))
        self.create_button.setText(t("printui.create"))
