"""The acceptance test of the day beats' design (issue 31, docs/adding-beats.md): a kind of day beat
the engine has never seen is one spec file in a folder of its own plus its place in the script's
`day_order`, with no engine change, and played through `Game.apply`."""
import importlib.util
import json
import sys

import pytest

from werewolf_desktop import describe
from werewolf_desktop.engine import Game, RuleError, Setup
from werewolf_desktop.engine import night
from werewolf_desktop.engine.catalogue import catalogue
from werewolf_desktop.engine.events import EVENT_WORDS
from werewolf_desktop.engine.registry import BEATS
from werewolf_desktop.paths import resources_dir

catalogue_module = importlib.import_module("werewolf_desktop.engine.catalogue")

# A minute's silence after a deadly night: the host reads it, the table is quiet, then the day goes
# on. Nothing to keep silent for after a peaceful night: the beat settles itself (it goes).
SILENCE = '''
"""A minute's silence for the night's dead, after the dawn announcement."""
from werewolf_desktop.engine.choices import label, main
from werewolf_desktop.engine.day import pop
from werewolf_desktop.engine.errors import expect
from werewolf_desktop.engine.registry import beat


def the_dead(state):
    return [d.seat for d in state.deaths if d.phase == "night" and d.number == state.day_number]


def silence_prompt(state, beat_, p):
    p.say = {"key": "beat.silence", "params": {"seats": the_dead(state)}}
    p.choices = [main(label("ui.console.silence_over"))]


def nobody_died(state, beat_):
    if the_dead(state):
        return False
    pop(state)
    return True


@beat("silence", allowed=("next",), prompt=silence_prompt, settle=nobody_died, timer="discussion",
      timeline={"silence": ("timeline.silence", {"who": "seat"})})
def silence(state, beat_, inp):
    expect(inp, "next")
    pop(state)
    for seat in the_dead(state):
        state.log("silence", seat=seat)
'''


@pytest.fixture
def own_beat(tmp_path, monkeypatch):
    """The spec file in a folder of its own, imported (it registers itself), and a copy of the
    resources whose script plays it right after the dawn announcement."""
    folder = tmp_path / "beats"
    folder.mkdir()
    (folder / "silence.py").write_text(SILENCE, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("own_beat_silence", folder / "silence.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    root = tmp_path / "resources"
    root.mkdir()
    for entry in resources_dir().iterdir():
        if entry.name != "script.json":
            (root / entry.name).symlink_to(entry)
    script = json.loads((resources_dir() / "script.json").read_text(encoding="utf-8"))
    at = next(i for i, e in enumerate(script["day_order"]) if e["beat"] == "announce")
    script["day_order"].insert(at + 1, {"beat": "silence", "when": ["after_a_night"]})
    (root / "script.json").write_text(json.dumps(script, ensure_ascii=False), encoding="utf-8")
    monkeypatch.setattr(catalogue_module, "resources_dir", lambda: root)
    catalogue.cache_clear()
    night.steps_by_id.cache_clear()
    yield module
    BEATS.pop("silence", None)
    EVENT_WORDS.pop("silence", None)
    sys.modules.pop("own_beat_silence", None)
    monkeypatch.undo()
    catalogue.cache_clear()
    night.steps_by_id.cache_clear()


def game() -> Game:
    roles = ["werewolf", "werewolf", "seer", "witch", "hunter", "villager", "villager", "villager"]
    setup = Setup.create(["A", "B", "C", "D", "E", "F", "G", "H"], ruleset="standard",
                         deck={r: roles.count(r) for r in set(roles)}, assignment=roles, deal_mode="laptop", seed=5,
                         options={"sheriff": "none"})
    return Game(setup)


def night_killing(g: Game, victim: int | None) -> None:
    """Night 1: the pack kills `victim` (None: nobody), everyone else passes."""
    while g.state.phase == "night":
        p = g.prompt
        pack = next((a for a in p.actions if a["available"] and a["effect"] == "attack"), None)
        if pack is not None and victim is not None and not pack["done"]:
            g.apply({"t": "act", "action": pack["id"], "seats": [victim]})
        elif "identify" in p.allowed:
            g.apply({"t": "identify", "role": p.identify[0], "seats": []})
        else:
            g.apply({"t": "next"})


def test_a_new_beat_is_one_spec_file_and_plays(own_beat):
    assert "silence" in BEATS and BEATS["silence"].handle is own_beat.silence
    g = game()
    night_killing(g, 6)
    assert g.prompt.kind == "announce"
    g.apply({"t": "next"})                                 # 6 is told dead; his last words first
    while g.prompt.kind != "silence":
        assert g.prompt.kind in ("last_words", "tell"), g.prompt.kind
        g.apply({"t": "next"})
    p = g.prompt
    assert p.say == {"key": "beat.silence", "params": {"seats": [6]}} and p.timer == "discussion"
    assert p.allowed == ["next"] and p.choices == [{"type": "next", "id": "Primary",
                                                    "label": {"key": "ui.console.silence_over", "params": {}}}]
    with pytest.raises(RuleError):
        g.apply({"t": "vote", "votes": {}})               # its inputs: next only
    g.apply({"t": "next"})
    assert g.prompt.kind != "silence"
    assert {"kind": "silence", "seat": 6} in [{k: e[k] for k in ("kind", "seat")} for e in g.state.timeline
                                             if e["kind"] == "silence"]
    assert describe.beat_words("silence") == ("timeline.silence", {"who": "seat"})   # the timeline's words


def test_the_new_beat_settles_itself_after_a_peaceful_night(own_beat):
    g = game()
    night_killing(g, None)
    g.apply({"t": "next"})                                 # the peaceful announcement
    kinds = [b["kind"] for b in g.state.agenda]
    assert g.prompt.kind != "silence" and "silence" not in kinds
    assert not [e for e in g.state.timeline if e["kind"] == "silence"]


def test_a_beat_without_a_spec_is_refused_by_the_catalogue(own_beat):
    BEATS.pop("silence")
    catalogue.cache_clear()
    with pytest.raises(Exception, match="silence"):
        catalogue()
