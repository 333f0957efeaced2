"""Decks from presets, counts and setups; when a role wakes, as its card says."""
import pytest

from werewolf_desktop.engine.catalogue import catalogue

from cardprint.deck import deck_from_counts, deck_from_preset, deck_from_setup, parse_roles, with_extras
from cardprint.errors import CardprintError
from cardprint.cards import front_content
from cardprint.nightorder import wake_text
from werewolf_desktop.deal.phrases import wakes_label


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


def test_a_custom_deck_is_played_under_the_rules_that_offer_its_roles():
    """A custom deck of role-book cards (CLI --roles) is a Werewolves Revamped deck: its judge sheet said
    "Chinese standard", with the sheriff election and 狼人杀's rules, for roles only the Revamped book has.
    A deck every role of which the default rules offer keeps them; an explicit ruleset is kept."""
    cat = catalogue()
    book = deck_from_counts("cult_member=1,white_werewolf=1,seer=1,villager=3,werewolf_revamped=2")
    assert book.ruleset_id == "revamped" and book.options == dict(cat.ruleset("revamped").options)
    assert all(cat.role(r).offered_in(book.ruleset_id) for r in book.counts)
    assert deck_from_counts("seer=1,werewolf=2,villager=3").ruleset_id == cat.default_ruleset
    assert deck_from_counts("cult_member=1,villager=3", ruleset="standard").ruleset_id == "standard"


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


def test_the_wake_line_is_the_same_in_every_deck():
    """Issue 17.4: no place in the night order on a card; a card printed once is right in any deck."""
    cat = catalogue()
    assert wake_text(cat.roles["werewolf"], "en") == "Wakes every night"
    assert wake_text(cat.roles["thief"], "zh") == "仅首夜睁眼"
    assert wake_text(cat.roles["cupid"], "de") == "Erwacht nur in Nacht 1"
    assert wake_text(cat.roles["drunk"], "en") == "Wakes on night 3 only"
    assert wake_text(cat.roles["villager"], "de") == "Wacht nachts nie auf"
    fronts = {front_content("werewolf", ("zh", "en"), deck_from_preset(pid).in_play()).night
              for pid in cat.presets}
    assert fronts == {("每晚睁眼", "Wakes every night")}


# the phone's wording (deal.wakes.*) → the card's (cardprint.wakes.*), in English
_SAME_WAKES = {"Wakes every night": "Wakes every night", "Wakes on the first night only": "Wakes on night 1 only",
               "Wakes every night from the second night on": "Wakes every night from night 2",
               "Never wakes at night": "Never wakes"}


def test_the_card_and_the_phone_say_when_a_role_wakes_alike():
    """Issue 31.5: "when does a role wake" has one answer (Catalogue.wake_times) for the phone's line
    (views.player_view → deal.phrases.wakes_label) and the printed card (wake_text). They used to
    disagree for the lovers' token, which wakes at the lovers' step on night 1 only (003:56, 003:81)."""
    cat = catalogue()
    assert cat.wake_times("lovers") == {"first_night": True, "other_nights": False, "nights": []}
    assert wake_text(cat.roles["lovers"], "en") == "Wakes on night 1 only"
    assert cat.wake_times("demon")["other_nights"]          # at the Devil's step (wakes: hell)
    for role in cat.roles.values():
        phone = wakes_label(cat.wake_times(role.id), "en")
        card = wake_text(role, "en")
        assert _SAME_WAKES.get(phone, phone + " only") == card, role.id
