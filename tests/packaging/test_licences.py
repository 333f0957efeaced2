"""Licences: LICENSE, the generated third-party notices, and the About box that shows them."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from werewolf_desktop import legal
from werewolf_desktop.i18n import LANGUAGES, tr

ROOT = Path(__file__).resolve().parents[2]


def test_license_file_and_pyproject_agree():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Permission is hereby granted" in text
    assert legal.license_text() == text
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT AND Apache-2.0"          # PEP 639 SPDX expression, not a table
    assert "LICENSE" in project["license-files"]


def test_notices_cover_every_runtime_dependency_qt_python_and_the_font():
    dists = legal.runtime_distributions()
    names = {d.metadata["Name"].lower().replace("_", "-") for d in dists}
    assert {"pyside6-essentials", "shiboken6", "reportlab", "segno", "sqlite-utils", "svglib", "lxml", "pillow"} <= names
    assert "pytest" not in names and "pyinstaller" not in names and "pip" not in names   # extras / not shipped
    text = legal.generate_notices()
    for dist in dists:
        assert f"{dist.metadata['Name']} {dist.version}" in text or dist.metadata["Name"] in text
    # Qt: the LGPL, how to replace the libraries, where the source is; the licence texts themselves
    assert "LGPL-3.0-only" in text and "replace" in text and "download.qt.io" in text
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text and "GNU GENERAL PUBLIC LICENSE" in text
    assert "Python Software Foundation" in text or "docs.python.org/3/license" in text
    assert "WenQuanYi" in text and "Apache License" in text
    # every package's own licence file is quoted (reportlab's BSD text, svglib's LGPL)
    assert "--- licenses/LICENSE ---" in text and "ReportLab" in text
    extra = legal.generate_notices(extra=[__import__("importlib.metadata").metadata.distribution("pytest")])
    assert "pytest" in extra


def test_the_about_box_shows_the_licence_and_the_notices(qtbot):
    from PySide6.QtWidgets import QPlainTextEdit

    from werewolf_desktop.ui.dialogs.about import AboutDialog

    for lang in LANGUAGES:
        dialog = AboutDialog(lang)
        qtbot.addWidget(dialog)
        assert [dialog.tabs.tabText(i) for i in range(2)] == [tr("about.licence", lang), tr("about.notices", lang)]
        views = dialog.findChildren(QPlainTextEdit)
        texts = [v.toPlainText() for v in views]
        assert any(t.startswith("MIT License") for t in texts)
        assert any("third-party notices" in t and "LGPL" in t for t in texts)
        assert "0." in dialog.summary.text()
    assert len({tr("about.notices", lang) for lang in LANGUAGES}) == len(LANGUAGES)


@pytest.mark.parametrize("key", ["about.licence", "about.notices", "about.notices_intro"])
def test_about_strings_in_three_languages(key):
    assert all(tr(key, lang) and tr(key, lang) != key for lang in LANGUAGES)
