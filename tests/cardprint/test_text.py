"""Line breaking and shrink-to-fit."""
from cardprint import fonts
from cardprint.layout import Rect
from cardprint.text import ELLIPSIS, Para, fit_block, fit_line, tokens, wrap

ZH = "女巫请睁眼，女巫，今夜死亡的是这个玩家数字(出示数字手势但不说话)，如果你要使用解药请出示大拇指。"
EN = "Has two potions for the whole game: the antidote saves tonight's werewolf victim, the poison kills any one player."


def test_chinese_breaks_anywhere_but_not_before_closing_punctuation():
    toks = tokens("女巫请睁眼，女巫（法官）。")
    assert "眼，" in toks and "（法" in toks and "官）。" in toks
    for line in wrap(ZH, 9, 60):
        assert line[0] not in "，。、；：！？）"


def test_latin_breaks_at_spaces_and_lines_fit():
    lines = wrap(EN, 8, 100)
    assert " ".join(lines) == EN
    assert all(fonts.width(line, 8) <= 100 + 1e-6 for line in lines)


def test_a_word_longer_than_the_line_is_split():
    lines = wrap("Verbannungsabstimmungsergebnisbekanntgabe", 10, 60)
    assert len(lines) > 1 and "".join(lines) == "Verbannungsabstimmungsergebnisbekanntgabe"
    assert all(fonts.width(line, 10) <= 60 + 1e-6 for line in lines)


def test_fit_block_takes_the_largest_size_that_fits():
    box = Rect(0, 0, 150, 200)
    block = fit_block([Para(EN)], box, 9, 4)
    assert block.size == 9 and block.fits
    small = fit_block([Para(EN * 3)], Rect(0, 0, 150, 60), 9, 4)
    assert 4 <= small.size < 9 and small.fits
    for line in small.lines:
        assert Rect(0, 0, 150, 60).contains(line.bbox(), tol=1e-3)


def test_fit_block_drops_optional_paragraphs_then_cuts_but_never_spills():
    box = Rect(10, 10, 80, 40)
    block = fit_block([Para(ZH * 6), Para(EN * 3, 0.9, optional=True)], box, 9, 4)
    assert not block.fits and block.size == 4
    assert block.dropped == 1
    assert block.lines[-1].text.endswith(ELLIPSIS)
    for line in block.lines:
        assert box.contains(line.bbox(), tol=1e-3)
        assert line.width <= box.w + 1e-6


def test_fit_line_shrinks_then_truncates():
    text, size = fit_line("Werewolf", 200, 14, 6)
    assert (text, size) == ("Werewolf", 14)
    text, size = fit_line("Wolfsbane Holder of the Northern Woods", 60, 14, 6)
    assert size < 14 and fonts.width(text, size) <= 60 + 1e-6
    text, size = fit_line("x" * 500, 60, 14, 6)
    assert size == 6 and text.endswith(ELLIPSIS) and fonts.width(text, size) <= 60 + 1e-6
