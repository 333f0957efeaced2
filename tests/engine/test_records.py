"""The example records in tests/records/: each replays and shows the rule it was made for."""
from pathlib import Path

import pytest

from werewolf_desktop.engine.record import load_record

RECORDS = Path(__file__).resolve().parents[1] / "records"


def load(name):
    return load_record(RECORDS / name)


def test_there_are_at_least_ten_records():
    assert len(list(RECORDS.glob("*.json"))) >= 10


def test_01_guard_and_antidote_kill():          # 003:41 6(1)
    s = load("01_guard_and_antidote_kill.json").state
    assert not s.seat(7).alive and s.seat(7).death.rule == "003:41"


def test_02_idiot_reveals_and_loses_vote():     # 003:42 6(2)
    g = load("02_idiot_reveals_and_loses_vote.json")
    assert g.state.seat(6).alive and g.state.seat(6).revealed_idiot and 6 not in g.prompt.voters


def test_03_witch_not_told_after_antidote():    # 003:43 6(3)
    g = load("03_witch_not_told_after_antidote.json")
    assert g.prompt.step == "witch" and g.prompt.show["seat"] is None


def test_04_poisoned_hunter_cannot_shoot():     # 003:44 6(4)
    g = load("04_poisoned_hunter_cannot_shoot.json")
    assert g.prompt.kind == "last_words" and not any(b["kind"] == "hunter_shot" for b in g.state.agenda)


def test_05_seer_sees_cupid_as_good():          # 003:46 6(5)
    g = load("05_seer_sees_cupid_as_good.json")
    assert g.state.night.results["seer"]["result"] == "good"


def test_06_wolf_kill_first():                  # 003:46 6(6)
    s = load("06_wolf_kill_first.json").state
    assert s.winner["team"] == "wolf" and s.seat(1).alive    # the poison on the last wolf is void


def test_07_empty_then_self_kill():             # 003:47 6(7)
    s = load("07_empty_then_self_kill.json").state
    assert s.seat(1).death.causes == ["wolf"] and s.seat(1).death.number == 2


def test_08_sheriff_pk_tie_no_sheriff():        # 003:10 1(4)
    s = load("08_sheriff_pk_tie_no_sheriff.json").state
    assert s.sheriff is None and [b.kind for b in s.ballots] == ["election", "election_pk"]


def test_09_self_destruct_in_election():        # 003:11, 003:27, 003:36
    g = load("09_self_destruct_in_election.json")
    assert g.state.badge_lost and g.prompt.kind == "dusk" and g.state.seat(7).death.last_words


def test_10_exile_pk_tie_peaceful_day():        # 003:32 4(3)
    s = load("10_exile_pk_tie_peaceful_day.json").state
    assert [b.outcome for b in s.ballots[-2:]] == ["tie", "tie"] and all(x.alive for x in s.seats)


def test_11_elder_exiled_powerless_witch():     # 003:90 (11), 003:105
    g = load("11_elder_exiled_powerless_witch.json")
    assert g.prompt.step == "witch" and g.prompt.powerless and g.prompt.show["seat"] == 7


def test_12_thief_must_take_wolf():             # 003:111, 003:196
    s = load("12_thief_must_take_wolf.json").state
    assert s.seat(6).role == "werewolf" and s.buried == ["villager"]


def test_13_cupid_alone_then_village_wins():    # 003:89 (10)
    s = load("13_cupid_alone_then_village_wins.json").state
    assert s.winner["team"] == "village" and not s.seat(5).alive


def test_14_lovers_and_cupid_win():             # 003:123, 003:138
    s = load("14_lovers_and_cupid_win.json").state
    assert s.winner["team"] == "third" and s.winner["seats"] == [1, 4, 5]


@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.json")), ids=lambda p: p.name)
def test_replay_cli_prints_every_record(path, capsys):
    from werewolf_desktop.__main__ import main
    assert main(["replay", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Night 1" in out
    assert main(["replay", str(path), "--json"]) == 0
    import json
    data = json.loads(capsys.readouterr().out)
    assert data["timeline"] and data["players"]


def test_replay_cli_refuses_a_broken_file(tmp_path, capsys):
    from werewolf_desktop.__main__ import main
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["replay", str(bad), "--lang", "de"]) == 2
    assert "Spielprotokoll" in capsys.readouterr().err
