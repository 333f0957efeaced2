"""Issue "Proof": bad files get clear messages and nothing half-written — a broken game record, a
custom deck file with nonsense, an unknown role id."""
import json

import pytest

from werewolf_desktop.engine import RuleError
from werewolf_desktop.engine.deckfile import deck_document, load_deck, save_deck
from werewolf_desktop.engine.record import load_record
from werewolf_desktop.i18n import LANGUAGES

GOOD = deck_document("Friday", "standard", 9, {"werewolf": 3, "seer": 1, "witch": 1, "hunter": 1, "villager": 3}, {"win": "city"})


def test_a_good_deck_file_round_trips(tmp_path):
    path = tmp_path / "friday.wwdeck"
    save_deck(GOOD, path)
    assert load_deck(path) == GOOD
    assert not list(tmp_path.glob("*.tmp"))


@pytest.mark.parametrize("content,key", [
    (b"\x00\x01garbage", "jsonfile.bad_json"),
    (b"\xff\xfe{\x00}\x00", "jsonfile.not_utf8"),
    (b"[" * 40 + b"]" * 40, "jsonfile.too_deep"),
    (b"[1, 2, 3]", "deckfile.not_a_deck"),
    (json.dumps({**GOOD, "version": 7}).encode(), "deckfile.bad_version"),
    (json.dumps({**GOOD, "players": "twelve"}).encode(), "deckfile.bad_field"),
    (json.dumps({**GOOD, "deck": {"werewolf": 3, "dragon": 1, "villager": 5}}).encode(), "catalogue.unknown_role"),
    (json.dumps({**GOOD, "deck": {"werewolf": -3, "villager": 12}}).encode(), "deck.bad_count"),
    (json.dumps({**GOOD, "deck": {"werewolf": 3, "villager": 2}}).encode(), "deck.card_count"),
    (json.dumps({**GOOD, "options": {"win": "forever"}}).encode(), "setup.bad_option_value"),
    (json.dumps({**GOOD, "ruleset": "chess"}).encode(), "catalogue.unknown_ruleset"),
    (b"{" * 2_000_000, "jsonfile.too_big"),
])
def test_nonsense_deck_files_get_a_clear_message(tmp_path, content, key):
    path = tmp_path / "bad.wwdeck"
    path.write_bytes(content)
    with pytest.raises(RuleError) as err:
        load_deck(path)
    assert err.value.key == key
    for lang in LANGUAGES:
        assert err.value.message(lang) and "{" not in err.value.message(lang)


def test_saving_a_nonsense_deck_writes_nothing(tmp_path):
    path = tmp_path / "x.wwdeck"
    with pytest.raises(RuleError):
        save_deck({**GOOD, "deck": {"werewolf": 9}}, path)
    assert not path.exists() and not list(tmp_path.glob("*.wwdeck*"))


@pytest.mark.parametrize("mutate", [
    lambda d: d.update(inputs=[{"t": "next"}] * 3 + [{"t": "vote", "votes": {"1": 99}}]),
    lambda d: d["setup"].update(deck={"dragon": 12}),
    lambda d: d["setup"].pop("players"),
    lambda d: d.update(format="something-else"),
])
def test_broken_game_records_get_clear_messages(tmp_path, mutate):
    from pathlib import Path
    src = Path(__file__).resolve().parents[1] / "records" / "01_guard_and_antidote_kill.json"
    data = json.loads(src.read_text(encoding="utf-8"))
    mutate(data)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RuleError) as err:
        load_record(path)
    assert err.value.message("zh") and err.value.message("de")
