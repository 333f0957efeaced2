"""Decks from presets, counts and setups; the night order printed on the cards."""
import pytest

from werewolf_desktop.engine.catalogue import catalogue

from cardprint.deck import deck_from_counts, deck_from_preset, deck_from_setup, parse_roles, with_extras
from cardprint.errors import CardprintError
from cardprint.nightorder import ordinal_en, wake_info, wake_text


def test_default_preset_is_the_12_player_board():
    cat = catalogue()
    deck = deck_from_preset()
    assert deck.preset_id == cat.default_preset
    assert deck.counts == cat.presets[cat.default_preset].deck_for(deck.players)
    assert sum(deck.counts.values()) == 12
    assert len(deck.cards()) == 12


def test_players_default_to_the_preset_minimum_and_are_checked():
    deck = deck_from_preset("plotkin_basic")
    assert deck.players == catalogue().presets["plotkin_basic"].players[0]
    assert sum(deck_from_preset("plotkin_basic", 12).counts.values()) == 12
    with pytest.raises(CardprintError) as err:
        deck_from_preset("plotkin_basic", 40)
    assert err.value.key == "cardprint.error.players_range"
    with pytest.raises(CardprintError) as err:
        deck_from_preset("no_such_board")
    assert err.value.key == "cardprint.error.unknown_preset"
    assert "no_such_board" in err.value.message("zh")


def test_custom_counts_from_the_cli_string():
    assert parse_roles("seer=1, witch=1,werewolf=4,villager=6") == {"seer": 1, "witch": 1, "werewolf": 4, "villager": 6}
    deck = deck_from_counts("seer=1,witch=1,werewolf=4,villager=6")
    assert deck.counts == {"seer": 1, "witch": 1, "werewolf": 4, "villager": 6}
    assert deck.players == 12
    assert deck.ruleset_id == catalogue().default_ruleset


@pytest.mark.parametrize("spec,key", [
    ("seer=1,wizard=2", "cardprint.error.unknown_role"),
    ("seer=-1", "cardprint.error.bad_count"),
    ("seer=two", "cardprint.error.bad_count"),
    ("seer=1000", "cardprint.error.bad_count"),
    ("seer", "cardprint.error.bad_roles_spec"),
    ("seer=0", "cardprint.error.empty_deck"),
    ("", "cardprint.error.empty_deck"),
])
def test_bad_custom_decks_are_refused_with_a_translated_message(spec, key):
    with pytest.raises(CardprintError) as err:
        deck_from_counts(spec)
    assert err.value.key == key
    for lang in ("zh", "en", "de"):
        msg = err.value.message(lang)
        assert msg and not msg.startswith("cardprint.")


def test_deck_from_a_game_setup_dict():
    deck = deck_from_setup({"deck": {"werewolf": 3, "seer": 1, "witch": 1, "hunter": 1, "villager": 3},
                            "preset": "std9", "players": 9})
    assert deck.counts["werewolf"] == 3 and deck.players == 9
    assert deck.options["win"] == "city"                  # the preset's option over the ruleset's
    assert deck.title("en") == "9 players standard, city"
    with pytest.raises(CardprintError):
        deck_from_setup({"deck": {"dragon": 1}})
    named = deck_from_setup({"deck": {"werewolf": 1, "villager": 2, "thief": 1}, "players": ["A", "B"]})
    assert named.players == 2 and named.seat_names == ("A", "B")
    # a thief's two spare cards seat nobody
    assert deck_from_counts({"werewolf": 3, "villager": 8, "thief": 1}).players == 10
    with pytest.raises(CardprintError):
        deck_from_setup({})


def test_extras_add_the_badge_and_lovers_tokens():
    plain = deck_from_preset("std12_444_guard")
    assert with_extras(plain, "auto").extras == {"sheriff": 1}
    cupid = deck_from_preset("std12_cupid_thief")
    assert with_extras(cupid, True).extras == {"sheriff": 1, "lovers": 2}
    assert with_extras(plain, "sheriff,lovers=2").extras == {"sheriff": 1, "lovers": 2}
    assert with_extras(plain, "lovers").cards()[-2:] == ["lovers", "lovers"]
    with pytest.raises(CardprintError):
        with_extras(plain, "crown")


def test_wake_positions_follow_the_catalogue_order():
    cat = catalogue()
    deck = deck_from_preset("std12_444_guard")
    in_play = deck.in_play()
    # compute the expected order straight from the order numbers
    wakers = []
    for step in cat.night_steps():
        if step.first_night is None:
            continue
        if step.role in in_play or (step.wakes == "pack"):
            wakers.append((step.first_night, step.role or "werewolf"))
    expected = [rid for _, rid in sorted(wakers)]
    for pos, rid in enumerate(expected, start=1):
        assert wake_info(rid, in_play).first == pos
    assert wake_info("villager", in_play).never


def test_first_night_only_and_later_positions():
    deck = deck_from_preset("std12_cupid_thief")
    info = wake_info("thief", deck.in_play())
    assert info.first == 1 and info.later is None
    cupid = wake_info("cupid", deck.in_play())
    assert cupid.later is None
    wolf = wake_info("werewolf", deck.in_play())
    assert wolf.first > wolf.later          # the first-night-only steps come before the pack
    assert wake_text(info, "en") == "Night 1 only: 1st"
    assert wake_text(wake_info("villager", deck.in_play()), "de") == "Wacht nachts nie auf"
    drunk = wake_info("drunk", frozenset({"drunk", "werewolf", "seer"}))
    assert drunk.first is None and drunk.only and drunk.only[0][0] == 3


def test_night_line_texts():
    from cardprint.nightorder import WakeInfo

    assert wake_text(WakeInfo(6, 6), "en") == "Night 1: 6th · every night"
    assert wake_text(WakeInfo(6, 6), "zh") == "首夜第6个睁眼 · 每晚"
    assert wake_text(WakeInfo(3, 1), "en") == "Night 1: 3rd · later nights: 1st"
    assert [ordinal_en(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
