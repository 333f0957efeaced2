"""The `cardprint` command."""
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from werewolf_desktop.engine.catalogue import catalogue
from werewolf_desktop.i18n import LANGUAGES, all_strings

from cardprint import fonts
from cardprint.cli import main

ROOT = Path(__file__).resolve().parents[2]


def test_list_presets(capsys):
    assert main(["--list-presets", "--lang", "zh"]) == 0
    out = capsys.readouterr().out
    cat = catalogue()
    for pid, preset in cat.presets.items():
        assert pid in out and preset.name["zh"] in out
    assert f"{cat.default_preset}*" in out
    assert "7-8" in out
    assert main(["--list-presets", "--lang", "de"]) == 0
    assert "Dorf Düsterwald" in capsys.readouterr().out


def test_unknown_role_exits_2_with_a_message_and_writes_nothing(tmp_path, capsys):
    out = tmp_path / "o" / "deck.pdf"
    assert main(["--roles", "seer=1,dragon=2", "-o", str(out), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "Unknown role “dragon”" in err
    assert not out.parent.exists()
    assert main(["--roles", "seer=1,dragon=2", "-o", str(out), "--lang", "zh"]) == 2
    assert "未知身份“dragon”" in capsys.readouterr().err
    assert not out.parent.exists()


@pytest.mark.parametrize("args,needle", [
    (["--roles", "seer=x"], "seer"),
    (["--preset", "nope"], "nope"),
    (["--preset", "std9", "--players", "12"], "9"),
    (["--lang", "es"], "es"),
    (["--back-offset", "3"], "3"),
    (["--split", "--fold"], "split"),
])
def test_bad_input_exits_2(tmp_path, capsys, args, needle):
    out = tmp_path / "deck.pdf"
    assert main(args + ["-o", str(out), "--lang", "en"] if "--lang" not in args else args + ["-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cardprint: ") and needle in err
    assert not out.exists()
    assert [p.name for p in tmp_path.iterdir()] == ["userdata"]


def test_deck_split_and_fold_from_the_command_line(tmp_path, capsys):
    out = tmp_path / "deck.pdf"
    assert main(["--preset", "std9", "--lang", "zh+en", "--split", "-o", str(out)]) == 0
    written = capsys.readouterr().out
    fronts, backs = tmp_path / "deck-fronts.pdf", tmp_path / "deck-backs.pdf"
    assert str(fronts) in written and str(backs) in written
    assert len(PdfReader(fronts).pages) == 1 and len(PdfReader(backs).pages) == 1
    fold = tmp_path / "fold.pdf"
    assert main(["--fold", "--size", "mini", "--lang", "de", "-o", str(fold)]) == 0
    assert len(PdfReader(fold).pages) == 2       # 12 pairs, 9 per page
    roles = tmp_path / "custom.pdf"
    assert main(["--roles", "seer=1,witch=1,werewolf=4,villager=6", "--duplex", "none", "--size", "tarot",
                 "-o", str(roles)]) == 0
    assert len(PdfReader(roles).pages) == 3       # 12 tarot cards, 4 per page, no backs


def test_sheets_and_calibration_from_the_command_line(tmp_path):
    judge = tmp_path / "judge.pdf"
    assert main(["--sheet", "judge", "--lang", "zh", "-o", str(judge)]) == 0
    assert "女巫请睁眼" in "".join(p.extract_text() for p in PdfReader(judge).pages)
    cal = tmp_path / "cal.pdf"
    assert main(["--calibration", "--duplex", "short", "-o", str(cal)]) == 0
    assert len(PdfReader(cal).pages) == 2


def test_python_dash_m_cardprint_and_no_qt():
    code = ("import sys, cardprint, cardprint.cli, cardprint.sheets, cardprint.calibration;"
            "print(any(m.startswith(('PySide', 'PyQt', 'shiboken')) for m in sys.modules))")
    res = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert res.returncode == 0, res.stderr
    assert res.stdout.strip() == "False"
    res = subprocess.run([sys.executable, "-m", "cardprint", "--list-presets", "--lang", "en"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60, encoding="utf-8")
    assert res.returncode == 0, res.stderr
    assert catalogue().default_preset in res.stdout


def test_translations_are_complete_and_printable():
    """Complete and the same placeholders: tests/test_translations.py; here: the font has every glyph."""
    data = all_strings("cardprint")
    assert data
    for key, texts in data.items():
        assert key.startswith("cardprint."), key
        assert set(texts) == set(LANGUAGES), key
        for lang in LANGUAGES:
            assert texts[lang].strip(), (key, lang)
            assert fonts.missing_glyphs(texts[lang]) == set(), (key, lang)


def test_the_catalogue_text_has_glyphs_in_the_font():
    cat = catalogue()
    texts = []
    for role in cat.roles.values():
        texts += list(role.name.values()) + list(role.ability.values())
        for step in role.night:
            texts += list(step.lines.values())
    for step in cat.meta_steps:
        texts += list(step.lines.values())
    for entry in cat.day_entries:
        texts += list((entry.get("lines") or {}).values())
    for preset in cat.presets.values():
        texts += list(preset.name.values())
    assert fonts.missing_glyphs("".join(texts)) == set()
