"""Issue 31: a day beat is one registered spec (engine/beats/, the table `registry.BEATS`). Every beat
the script plays, and every beat the engine queues by itself, has a spec with all its hooks; what
it names (inputs, the script's lines, its timeline's words) exists."""
import re
from pathlib import Path

from werewolf_desktop.engine import INPUT_KINDS
from werewolf_desktop.engine.catalogue import catalogue
from werewolf_desktop.engine.registry import BEATS, TALK, Beat
from werewolf_desktop.i18n import LANGUAGES, all_strings

ENGINE = Path(__file__).resolve().parents[2] / "werewolf_desktop" / "engine"
# the modules that queue beats on the agenda (shows.py and start_info.py build private info, not beats)
QUEUERS = ["day.py", "deaths.py", "dusk.py", "notices.py", "triggers.py", "victory.py", "beats/*.py"]


def queued_kinds() -> set[str]:
    kinds = set()
    for pattern in QUEUERS:
        for path in ENGINE.glob(pattern):
            kinds |= set(re.findall(r'\{"kind": "(\w+)"', path.read_text(encoding="utf-8")))
    return kinds


def test_every_beat_in_script_json_has_a_spec():
    script = {entry["beat"] for entry in catalogue().day_order}
    assert script <= set(BEATS), sorted(script - set(BEATS))


def test_every_beat_the_engine_queues_has_a_spec():
    queued = queued_kinds()
    assert {"hunter_shot", "badge", "last_words", "speech", "lynch"} <= queued     # the scan sees them
    assert queued <= set(BEATS), sorted(queued - set(BEATS))


def test_every_spec_has_all_its_hooks():
    for kind, spec in BEATS.items():
        assert isinstance(spec, Beat) and spec.kind == kind
        assert callable(spec.handle) and callable(spec.prompt) and callable(spec.settle), kind
        assert set(spec.allowed) <= set(INPUT_KINDS), kind
        assert spec.allowed or spec.settle.__name__ != "waits", f"{kind}: takes no input and never settles"
        if spec.lines:
            catalogue().day_entry(spec.lines)         # the script's entry exists (else CatalogueError)
        assert spec.timer in (None, "speech", "pk", "last_words", "discussion"), kind


def test_talk_inputs_go_together():
    """A wolf may self-destruct (003:17) where the day talks, and an office holder resign there too
    (004:838); resigning also at dusk."""
    for kind, spec in BEATS.items():
        if "self_destruct" in spec.allowed:
            assert spec.allowed[-len(TALK):] == TALK, kind
    assert "resign" in BEATS["dusk"].allowed and "self_destruct" not in BEATS["dusk"].allowed


def test_the_timeline_words_of_every_spec_exist():
    table = all_strings()
    for kind, spec in BEATS.items():
        for event, (key, fields) in spec.timeline.items():
            assert key in table and set(table[key]) >= set(LANGUAGES), (kind, event, key)
            for name in fields:
                assert "{" + name + "}" in table[key]["en"], (kind, key, name)
