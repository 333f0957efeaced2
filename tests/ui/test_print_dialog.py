"""The print dialog builds real PDFs through cardprint (offscreen widgets, files in tmp_path)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

cardprint = pytest.importorskip("cardprint", reason="cardprint is not importable")
from pypdf import PdfReader  # noqa: E402

from werewolf_desktop.engine import Setup  # noqa: E402
from werewolf_desktop.ui.dialogs.print_dialog import PrintDialog  # noqa: E402
from werewolf_desktop.i18n import LANGUAGES  # noqa: E402

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"]


def pages(path: Path) -> int:
    return len(PdfReader(str(path)).pages)


def test_preset_deck_and_sheets_into_tmp_path(qtbot, tmp_path):
    dialog = PrintDialog("en")
    qtbot.addWidget(dialog)
    assert not dialog.source_game.isEnabled() and dialog.source_preset.isChecked()
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("std9"))
    dialog.lang_combo.setCurrentIndex(dialog.lang_combo.findData("zh+en"))
    dialog.size_combo.setCurrentIndex(dialog.size_combo.findData("bridge"))
    for box in dialog.sheet_checks.values():
        box.setChecked(True)
    dialog.calibration.setChecked(True)
    dialog.output.setText(str(tmp_path / "cards.pdf"))
    written = dialog.create()
    names = sorted(p.name for p in written)
    assert names == sorted(["cards.pdf", "cards-judge.pdf", "cards-roles.pdf", "cards-seats.pdf",
                            "cards-calibration.pdf"])
    for path in written:
        assert path.exists() and pages(path) >= 1
    assert pages(tmp_path / "cards.pdf") >= 2                      # fronts and backs (long-edge duplex)
    assert dialog.result.isVisibleTo(dialog) and "5" in dialog.result.text()
    assert "actual size (100%)" in dialog.actual_size.text()


def test_the_games_deck_with_split_files(qtbot, tmp_path):
    setup = Setup.create(NAMES, preset="std12_444_guard", seed=3, deal_mode="printed", lang="de")
    dialog = PrintDialog("de", setup)
    qtbot.addWidget(dialog)
    assert dialog.source_game.isChecked()
    assert not dialog.preset_combo.isEnabled()
    dialog.sheet_checks["judge"].setChecked(False)
    dialog.split.setChecked(True)
    dialog.output.setText(str(tmp_path / "spiel.pdf"))
    written = dialog.create()
    assert sorted(p.name for p in written) == ["spiel-backs.pdf", "spiel-fronts.pdf"]
    assert all(p.exists() for p in written)
    options = dialog.deck_options(tmp_path / "x.pdf")
    assert options.setup is setup and options.preset is None


def test_fold_over_turns_split_off(qtbot, tmp_path):
    dialog = PrintDialog("zh")
    qtbot.addWidget(dialog)
    dialog.split.setChecked(True)
    dialog.fold.setChecked(True)
    assert not dialog.split.isChecked() and not dialog.split.isEnabled()
    dialog.sheet_checks["judge"].setChecked(False)
    dialog.output.setText(str(tmp_path / "fold.pdf"))
    written = dialog.create()
    assert [p.name for p in written] == ["fold.pdf"]
    opts = dialog.deck_options(tmp_path / "fold.pdf")
    assert opts.fold and not opts.split


def test_a_failure_is_shown_not_raised(qtbot, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    dialog = PrintDialog("en")
    qtbot.addWidget(dialog)
    dialog.output.setText(str(blocker / "cards.pdf"))
    assert dialog.create() == []
    assert dialog.result.property("role") == "error"
    assert dialog.result.text()
    assert not (blocker / "cards.pdf").exists()


def test_options_reach_cardprint(qtbot, tmp_path):
    dialog = PrintDialog("en")
    qtbot.addWidget(dialog)
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("plotkin_basic"))
    dialog.players_spin.setValue(9)
    dialog.paper_combo.setCurrentIndex(dialog.paper_combo.findData("Letter"))
    dialog.duplex_combo.setCurrentIndex(dialog.duplex_combo.findData("short"))
    dialog.bleed.setChecked(True)
    dialog.offset_x.setValue(1.5)
    dialog.offset_y.setValue(-0.5)
    opts = dialog.deck_options(tmp_path / "o.pdf").checked()
    assert (opts.preset, opts.players, opts.paper, opts.duplex, opts.bleed) == ("plotkin_basic", 9, "Letter", "short", True)
    assert opts.back_offset == (1.5, -0.5)
    assert opts.lang == "en"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_screenshot(qtbot, tmp_path, lang):
    folder = Path(os.environ.get("UI_SHOTS_DIR") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    setup = Setup.create(NAMES, preset="std12_444_guard", seed=3, deal_mode="printed", lang=lang)
    dialog = PrintDialog(lang, setup)
    qtbot.addWidget(dialog)
    dialog.output.setText(str(tmp_path / "werewolf-cards.pdf"))
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.create()
    dialog.grab().save(str(folder / f"print_{lang}.png"))


def test_preview_of_the_first_page_before_saving(qtbot, tmp_path):
    dialog = PrintDialog("en")
    qtbot.addWidget(dialog)
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("std9"))
    dialog.extras.setChecked(False)
    dialog.output.setText(str(tmp_path / "out" / "cards.pdf"))
    assert dialog.update_preview()
    pixmap = dialog.preview.pixmap()
    assert not pixmap.isNull() and abs(pixmap.height() / pixmap.width() - 297 / 210) < 0.02      # an A4 page
    assert dialog.preview_pages == 2 and "2" in dialog.preview_caption.text()   # 9 fronts + 9 backs
    assert not (tmp_path / "out").exists()                              # nothing saved by the preview
    dialog.duplex_combo.setCurrentIndex(dialog.duplex_combo.findData("none"))
    assert dialog.update_preview() and dialog.preview_pages == 1
    dialog.margin_spin.setValue(15)                                      # 15 mm margins: still a page, fewer cards
    assert dialog.update_preview()


def test_open_the_pdf_after_saving_and_the_offset_is_remembered(qtbot, tmp_path, monkeypatch):
    from PySide6.QtGui import QDesktopServices

    from werewolf_desktop.store import Store

    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    store = Store.open(tmp_path / "games.db")
    dialog = PrintDialog("de", store=store)
    qtbot.addWidget(dialog)
    assert (dialog.offset_x.value(), dialog.offset_y.value()) == (0.0, 0.0)
    assert not dialog.open_pdf.isVisibleTo(dialog)
    dialog.offset_x.setValue(1.5)
    dialog.offset_y.setValue(-0.5)
    dialog.margin_spin.setValue(4)
    dialog.output.setText(str(tmp_path / "karten.pdf"))
    assert dialog.create()
    assert dialog.open_pdf.isVisibleTo(dialog)
    dialog.open_pdf.click()
    assert opened == [str(tmp_path / "karten.pdf")]
    assert dialog.offset_x.text() == "1,5 mm"                          # German decimal comma
    again = PrintDialog("en", store=store)
    qtbot.addWidget(again)
    assert (again.offset_x.value(), again.offset_y.value(), again.margin_spin.value()) == (1.5, -0.5, 4.0)
    assert again.deck_options(tmp_path / "x.pdf").checked().back_offset == (1.5, -0.5)
    store.close()


def test_png_for_a_print_service(qtbot, tmp_path):
    dialog = PrintDialog("zh")
    qtbot.addWidget(dialog)
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("std9"))
    dialog.sheet_checks["judge"].setChecked(False)
    dialog.png.setChecked(True)
    dialog.output.setText(str(tmp_path / "cards.pdf"))
    written = dialog.create()
    folder = tmp_path / "cards-png-300dpi"
    assert folder in written and (folder / "back.png").exists() and (folder / "cards.csv").exists()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_fits_a_1280_by_800_screen(qtbot, tmp_path, lang):
    """Issue 17.6: the dialog (with its preview and after saving) fits 1280 × 800, nothing clipped."""
    from PySide6.QtWidgets import QWidget

    folder = Path(os.environ.get("UI_SHOTS_DIR") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    setup = Setup.create(NAMES, preset="std12_cupid_thief", seed=3, deal_mode="printed", lang=lang)
    dialog = PrintDialog(lang, setup)
    qtbot.addWidget(dialog)
    dialog.output.setText(str(tmp_path / "werewolf-cards.pdf"))
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.update_preview()
    assert dialog.create()
    dialog.layout().activate()
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 760, hint.toTuple()   # 40 px for the window frame
    dialog.resize(min(dialog.width(), 1280), min(max(dialog.height(), hint.height()), 760))
    qtbot.wait(20)
    assert dialog.width() <= 1280 and dialog.height() <= 760
    inside = dialog.rect()
    for child in dialog.findChildren(QWidget):
        if child.isVisibleTo(dialog) and child.isWindow() is False:
            box = child.rect().translated(child.mapTo(dialog, child.rect().topLeft()))
            assert inside.contains(box), (child.objectName() or type(child).__name__, box.getRect())
    dialog.grab().save(str(folder / f"print_dialog_{lang}.png"))


def test_the_greyed_fields_show_this_games_deck(qtbot):
    """Issue 29.15: printing "this game" showed the last print's preset and size in the greyed fields."""
    for preset, n in (("std9_cupid", 9), ("revamped12", 12)):
        setup = Setup.create(NAMES[:n], preset=preset, seed=3, deal_mode="printed", lang="en")
        dialog = PrintDialog("en", setup)
        qtbot.addWidget(dialog)
        assert dialog.source_game.isChecked() and not dialog.preset_combo.isEnabled()
        assert dialog.preset_combo.currentData() == preset
        assert dialog.players_spin.value() == n


def test_no_game_deck_offered_from_the_setup_screen(qtbot):
    """After a game, at the set-up screen of the next one, "this game" is not the last game."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .helpers_console import open_window, start_game

    window = open_window(qtbot, lang="en")
    start_game(window)
    seen = []

    def read_and_close():
        dialog = QApplication.activeModalWidget()
        seen.append(dialog.setup)
        dialog.reject()

    QTimer.singleShot(0, read_and_close)
    window.print_cards()
    assert seen[-1] is window.session.setup
    window.show_setup()
    QTimer.singleShot(0, read_and_close)
    window.print_cards()
    assert seen[-1] is None


def test_the_preview_is_drawn_on_its_own_thread_and_only_the_latest_is_shown(qtbot, monkeypatch):
    """Issue 32: the first preview (reportlab, pdfium and the CJK font) stood the dialog still for
    ~0.4 s just after it opened; now a change of the choices draws it on the preview's thread."""
    import threading

    from werewolf_desktop.ui.dialogs import print_dialog

    drawn_on = []
    real = print_dialog._render_preview
    monkeypatch.setattr(print_dialog, "_render_preview",
                        lambda options: (drawn_on.append(threading.current_thread().name), real(options))[1])
    dialog = PrintDialog("en")
    qtbot.addWidget(dialog)
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("std9"))
    dialog.extras.setChecked(False)
    qtbot.waitUntil(lambda: dialog.preview_pages == 2, timeout=30000)            # 9 fronts + 9 backs
    assert drawn_on and all(name.startswith("print-preview") for name in drawn_on)
    assert not dialog.preview.pixmap().isNull()
    dialog._preview_later()                                                       # asked twice: the first
    dialog.duplex_combo.setCurrentIndex(dialog.duplex_combo.findData("none"))     # answer is not shown
    dialog._preview_later()
    qtbot.waitUntil(lambda: dialog.preview_pages == 1, timeout=30000)
    qtbot.wait(800)                                                               # (the timer's too)
    assert dialog.preview_pages == 1
