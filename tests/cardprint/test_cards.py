"""Card fronts: every text inside the safe zone, long texts shrink instead of spilling."""
from dataclasses import replace

import pytest

from werewolf_desktop.engine.catalogue import catalogue

from cardprint import layout
from cardprint.cards import front_content, layout_front
from cardprint.deck import deck_from_preset
from cardprint.layout import MM, Rect

LANG_SETS = [("zh",), ("de",), ("fr",), ("zh", "en"), ("zh", "fr"), ("zh", "en", "de"), ("fr", "en", "de")]


def _contents(langs):
    cat = catalogue()
    in_play = frozenset(cat.roles)
    return [front_content(rid, langs, in_play) for rid in cat.roles]


@pytest.mark.parametrize("size", list(layout.CARD_SIZES_MM))
@pytest.mark.parametrize("langs", LANG_SETS, ids="+".join)
def test_every_text_of_every_role_stays_in_the_safe_zone(size, langs):
    w, h = layout.card_size(size)
    for content in _contents(langs):
        lay = layout_front(content, w, h)
        assert lay.safe == layout.safe_rect(Rect(0, 0, w, h))
        boxes = lay.text_boxes()
        assert boxes
        for box in boxes:
            assert lay.safe.contains(box, tol=0.01), (content.role_id, size, box)
        # the main regions do not overlap each other
        assert lay.art.y >= lay.ribbon.top - 0.01
        assert lay.ability_box.top <= lay.ribbon.y + 0.01
        for line in lay.ability_lines:
            assert lay.ability_box.contains(line.bbox(), tol=0.01)


def test_absurdly_long_text_shrinks_and_stays_inside():
    w, h = layout.card_size("poker")
    normal = front_content("witch", ("en",), deck_from_preset().in_play())
    base = layout_front(normal, w, h)
    long = replace(normal, names=("Witch of the Very Long and Entirely Unreasonable Name, Esq.",),
                   ability=("Lorem ipsum dolor sit amet, " * 150,))
    lay = layout_front(long, w, h)
    assert lay.ability_size < base.ability_size
    assert lay.name_lines[0].size < base.name_lines[0].size
    assert not lay.ability_fits                       # not even 6 pt holds it: left out, never cut off
    assert lay.ability_lines == []
    for box in lay.text_boxes():
        assert lay.safe.contains(box, tol=0.01)
    for line in lay.ability_lines:
        assert lay.ability_box.contains(line.bbox(), tol=0.01)


def test_moderately_long_text_shrinks_without_cutting():
    w, h = layout.card_size("poker")
    normal = front_content("seer", ("en",), deck_from_preset().in_play())
    base = layout_front(normal, w, h)
    longer = replace(normal, ability=(" ".join([normal.ability[0]] * 6),))
    lay = layout_front(longer, w, h)
    assert lay.ability_size < base.ability_size and lay.ability_fits
    assert " ".join(line.text for line in lay.ability_lines) == longer.ability[0].strip()


def test_night_line_and_team_label_on_the_card():
    deck = deck_from_preset("std12_444_guard")
    c = front_content("guard", ("zh", "en"), deck.in_play())
    assert c.names == ("守卫", "Guard")
    assert c.night == ("每晚睁眼", "Wakes every night")
    assert "好人阵营" in c.label and "Village" in c.label
    badge = front_content("sheriff", ("en",), deck.in_play())
    assert badge.kind == "badge" and badge.night == ()
    assert layout_front(badge, *layout.card_size("poker")).night_lines == []


def test_mini_cards_keep_a_readable_minimum():
    w, h = layout.card_size("mini")
    for content in _contents(("zh", "en")):
        lay = layout_front(content, w, h)
        assert min(line.size for line in lay.text_lines()) >= 4.0
        assert lay.art.h > 10 * MM


@pytest.mark.parametrize("size", list(layout.CARD_SIZES_MM))
def test_no_card_text_under_6_pt_and_nothing_cut(size):
    """Issue 17.7: on every card size, in three languages (zh or fr first), text is 6 pt or more; what does not fit
    is left out (further languages first), never cut off with an ellipsis."""
    cat = catalogue()
    w, h = layout.card_size(size)
    in_play = deck_from_preset().in_play()
    for rid, langs in ((rid, langs) for rid in cat.roles for langs in (("zh", "en", "de"), ("fr", "en", "de"))):
        lay = layout_front(front_content(rid, langs, in_play), w, h)
        assert lay.name_lines and lay.label_lines, rid
        for line in lay.text_lines():
            assert line.size >= 6 - 1e-6, (size, rid, line.text, line.size)
            assert not line.text.endswith("…") or line.text.endswith("……"), (size, rid, line.text)
        for box in lay.text_boxes():
            assert lay.safe.contains(box, tol=0.01), (size, rid)


@pytest.mark.parametrize("size", list(layout.CARD_SIZES_MM))
@pytest.mark.parametrize("langs", [("zh",), ("en",), ("de",), ("fr",), ("zh", "en"), ("zh", "de"), ("zh", "fr")],
                         ids="+".join)
def test_every_card_keeps_its_rules_and_its_wake_line_in_the_first_language(size, langs):
    """A card is played by its text: on every size, in every language, each role's ability and its wake line
    ("Se réveille chaque nuit à partir de la nuit 2") print in the first language. Where they do not fit at
    6 pt beside the picture, the picture gives up room (or is left out), and a wake line too wide for one line
    takes two; only further languages are left out (mini cards printed blank boxes: Ange, Cuisinier, Gourou
    in French, Engel and Koch in German, Chef in every language)."""
    w, h = layout.card_size(size)
    for content in _contents(langs):
        lay = layout_front(content, w, h)
        if content.ability[0]:
            printed = "".join("".join(line.text for line in lay.ability_lines).split())
            assert printed.startswith("".join(content.ability[0].split())), (size, content.role_id)
        if content.night:
            printed = "".join("".join(line.text for line in lay.night_lines).split())
            assert printed.startswith("".join(content.night[0].split())), (size, content.role_id, printed)
        for line in lay.text_lines():
            assert line.size >= 6 - 1e-6
            assert lay.safe.contains(line.bbox(), tol=0.01), (size, content.role_id, line.text)
        for line in lay.ability_lines:
            assert lay.ability_box.contains(line.bbox(), tol=0.01)
        assert lay.art.h == 0 or lay.art.h >= 8 * MM * lay.scale - 1e-6      # a picture, or none: never a speck


@pytest.mark.parametrize("size", list(layout.CARD_SIZES_MM))
@pytest.mark.parametrize("langs", [("zh", "en"), ("zh", "de"), ("zh", "fr"), ("fr", "en", "de")], ids="+".join)
def test_the_picture_takes_the_room_a_left_out_language_frees(size, langs):
    """When a further language's ability is left out, the picture is sized for the text that is printed: zh+de
    mini cards had a picture shrunk for two languages above a box that was more than half empty."""
    w, h = layout.card_size(size)
    for content in _contents(langs):
        lay = layout_front(content, w, h)
        if not lay.ability_lines or lay.ability_fits:
            continue
        top = max(line.bbox().top for line in lay.ability_lines)
        bottom = min(line.bbox().y for line in lay.ability_lines)
        spare = lay.ability_box.h - (top - bottom)
        whole = lay.art.h + lay.ability_box.h
        at_most = min(whole * 0.62, lay.safe.w * 0.85)      # the picture's largest size
        slack = 3 * MM * lay.scale + 2 * 1.22 * lay.ability_size      # what a quarter point more would take
        assert spare < slack or lay.art.h >= at_most - 3 * MM * lay.scale or lay.art.h == 0, \
            (size, content.role_id, round(spare / MM, 1), round(lay.art.h / MM, 1), round(at_most / MM, 1))


@pytest.mark.parametrize("size", list(layout.CARD_SIZES_MM))
@pytest.mark.parametrize("langs", [("zh", "en", "fr"), ("zh", "en", "de"), ("fr", "en", "de")], ids="+".join)
def test_further_languages_are_left_out_one_at_a_time_last_first(size, langs):
    """A three-language card that has no room for the third language's ability keeps the second where the
    second fits: it left out both at once (zh+en+fr poker: the Infected Wolf, the Devil… printed only Chinese)."""
    w, h = layout.card_size(size)
    for content in _contents(langs):
        three = layout_front(content, w, h)
        two = layout_front(replace(content, ability=content.ability[:2]), w, h)
        second = "".join(content.ability[1].split())[:12]
        printed = ["".join("".join(line.text for line in lay.ability_lines).split()) for lay in (three, two)]
        assert (second in printed[0]) == (second in printed[1]), (size, content.role_id)
        two_labels = " / ".join(content.label.split(" / ")[:2])          # the team line, likewise
        label_two = layout_front(replace(content, label=two_labels), w, h).label_lines[0].text
        if " / " in label_two:
            assert three.label_lines[0].text.startswith(label_two), (size, content.role_id)
