"""The story of the game (issue 33): every secret of the record is told once the game is over, and
nowhere before; the story is the record's alone (the same after a replay); a host's own role is told
with its own texts."""
import json
import re

import pytest

from werewolf_desktop.engine import Game, Setup, catalogue, player_view, public_view
from werewolf_desktop.engine import night as night_module
from werewolf_desktop.i18n import LANGUAGES
from werewolf_desktop.story import as_text, forget_catalogue, legend, own_story, story

from .revamped import play_randomly
from .test_adding_a_role import LANTERN

PRESETS = sorted(catalogue().presets)


def _game(preset: str, seed: int, mode: str = "laptop") -> Game:
    p = catalogue().presets[preset]
    players = p.players[0] + seed % (p.players[1] - p.players[0] + 1)
    setup = Setup.create([f"P{i}" for i in range(1, players + 1)], preset=preset, deal_mode=mode, seed=seed)
    return Game(setup)


def _secrets_of(g: Game) -> list[int]:
    return [i for i, e in enumerate(g.state.timeline) if e.get("secret")]


@pytest.mark.parametrize("preset", PRESETS)
def test_every_secret_is_told_after_the_end_and_nowhere_before(preset):
    seen_views: list[str] = []          # what the projector and every phone were given during the game
    before: list[object] = []           # the story asked for before the end

    def watch(g: Game) -> None:
        if g.over:
            return
        before.append(story(g.state, "en"))
        views = [public_view(g.state)] + [player_view(g.state, s.seat, "en") for s in g.state.seats]
        seen_views.append(json.dumps(views, ensure_ascii=False))

    finished = 0
    for seed in range(1, 9):
        if finished == 2:
            break
        g = play_randomly(_game(preset, seed), seed, after=watch)
        if not g.over:              # random play can stall (an idiot's table never lynching): another deal
            seen_views.clear()
            before.clear()
            continue
        finished += 1
        assert before and all(b is None for b in before)
        for v in seen_views:
            assert '"story"' not in v and '"chapters"' not in v
        told = story(g.state, "en")
        lines = [ln for ch in told["chapters"] for ln in ch["lines"]]
        covered = {i for ln in lines for i in ln["entries"]}
        missing = [g.state.timeline[i] for i in _secrets_of(g) if i not in covered]
        assert not missing, f"secret entries not in the story: {missing[:3]}"
        secret_texts = [ln["text"] for ln in lines if ln["secret"]]
        assert secret_texts or not _secrets_of(g)
        everything_shown = "\n".join(seen_views)
        for text in secret_texts:
            assert text not in everything_shown
        # every role revealed, each death with its cause
        cast = {c["seat"]: c for c in told["cast"]}
        for s in g.state.seats:
            if s.in_play and s.role:
                assert cast[s.seat]["role_name"] and cast[s.seat]["role_name"] in as_text(told)
            if s.in_play and s.death:
                assert any(ln["kind"] == "death" and s.seat in ln["seats"] for ln in lines)
        # the story is the record's: the same after a replay
        again = Game.replay(g.setup, g.inputs)
        assert story(again.state, "en") == told
        seen_views.clear()
        before.clear()
    assert finished == 2, f"{preset}: random play ended {finished} game(s)"


CODES = re.compile(r"[A-Za-z]+[._][a-z_]+|\{[a-z_]+\}|\bNone\b|\bTrue\b|\bFalse\b")


@pytest.mark.parametrize("preset", PRESETS)
def test_the_story_is_told_in_words_in_every_language(preset):
    g = next((g for seed in range(12) for g in [play_randomly(_game(preset, seed), seed)] if g.over), None)
    assert g is not None
    for lang in LANGUAGES:
        text = as_text(story(g.state, lang))
        assert not CODES.findall(text), (lang, CODES.findall(text)[:5])


def test_a_players_own_story_is_what_it_did_and_what_was_done_to_it():
    g = next(g for seed in range(4, 12) for g in [play_randomly(_game("std12_444_guard", seed), seed)] if g.over)
    told = story(g.state, "en")
    for s in g.state.seats:
        mine = own_story(told, s.seat)
        assert all(s.seat in ln["seats"] or s.seat in ln["votes"] for ch in mine for ln in ch["lines"])
        if s.death:
            assert any(ln["kind"] == "death" for ch in mine for ln in ch["lines"])


def test_a_role_from_the_hosts_folder_is_told_with_its_own_texts(tmp_path, monkeypatch):
    from werewolf_desktop.engine.catalogue import catalogue as cat

    folder = tmp_path / "roles"
    folder.mkdir()
    role = json.loads(json.dumps(LANTERN))
    role["night"][0]["actions"][0]["name"] = {"zh": "点亮", "en": "light up", "de": "beleuchten", "fr": "éclairer"}
    (folder / "lantern_keeper.json").write_text(json.dumps(role, ensure_ascii=False), encoding="utf-8")
    monkeypatch.setenv("WEREWOLF_DESKTOP_ROLES", str(folder))
    cat.cache_clear()
    night_module.steps_by_id.cache_clear()
    forget_catalogue()
    try:
        roles = ["werewolf", "werewolf", "lantern_keeper", "seer", "villager", "villager", "villager", "villager"]
        setup = Setup.create(["A", "B", "C", "D", "E", "F", "G", "H"], ruleset="revamped",
                             deck={r: roles.count(r) for r in set(roles)}, assignment=roles, deal_mode="laptop", seed=5)
        g = Game(setup)
        for _ in range(200):
            if g.prompt.kind == "night_step" and g.prompt.step == "lantern_keeper":
                break
            g.apply({"t": "vote", "votes": {}} if g.prompt.kind == "exile_vote" else {"t": "next"})
        g.apply({"t": "act", "action": "light", "seats": [5, 6]})
        g.apply({"t": "act", "action": "look", "seats": [5]})
        play_randomly(g, 5)
        assert g.over
        for lang, name, action in (("en", "Lantern Keeper", "light up"), ("zh", "守灯人", "点亮"),
                                   ("de", "Laternenwärter", "beleuchten")):
            text = as_text(story(g.state, lang))
            assert f"{name}: {action} →" in text or f"{name}：{action} →" in text or f"{name}{action}" in text \
                or (name in text and action in text), text
        en = story(g.state, "en")
        line = next(ln for ch in en["chapters"] for ln in ch["lines"] if ln["kind"] == "night_action"
                    and "light up" in ln["text"])
        assert "seat 3 (C), the Lantern Keeper: light up → seat 5 (E) and seat 6 (F)" in line["text"]
        assert [m["to"] for m in line["marks"]] == [5, 6] and {m["from"] for m in line["marks"]} == {3}
    finally:
        monkeypatch.delenv("WEREWOLF_DESKTOP_ROLES")
        cat.cache_clear()
        night_module.steps_by_id.cache_clear()
        forget_catalogue()


def test_the_secrets_of_a_standard_night_in_the_hosts_words():
    """The thief's card, the lovers, the guard's and the witch's choices, the seer's check and its
    answer: each told once the game is over, in words, with who did it."""
    from .helpers import game, run_night
    from .revamped import lynch

    g = game(["thief", "cupid", "seer", "witch", "guard", "werewolf", "werewolf", "villager", "villager", "hunter"],
             leftover=["villager", "idiot"], sheriff="none")
    run_night(g, thief=("take", 1), cupid=("link", 8, 9), guard=("protect", 8), pack=("kill", 8),
              witch=("poison", 2), seer=("check", 6))
    for wolf in (6, 7):                          # the village lynches both wolves
        if not g.over:
            lynch(g, wolf)
    assert g.over
    lines = [ln["text"] for ch in story(g.state, "en")["chapters"] if ch["key"] == ["night", 1] for ln in ch["lines"]]
    text = "\n".join(lines)
    assert "seat 1 (Ann), the Thief: take a card — took the Idiot card" in text
    assert "seat 2 (Bo), the Cupid: link the lovers → seat 8 (Hui) and seat 9 (Ida)" in text
    assert "seat 5 (Eve), the Guard: protect → seat 8 (Hui)" in text
    assert "seat 3 (Cai), the Seer: check → seat 6 (Fay) — seen: seat 6 (Fay) is a werewolf" in text
    assert "seat 4 (Dan), the Witch: use the poison → seat 2 (Bo)" in text
    assert any(t.startswith("☠ seat 2 (Bo)") and "poisoned" in t for t in lines)
    assert legend(story(g.state, "en")) == "⚑ won · ♥ lover"        # what the cast's marks mean: no sheriff here


def test_a_players_own_story_says_how_it_voted():
    from .helpers import game
    from .revamped import lynch

    g = game(["seer", "witch", "werewolf", "villager", "villager", "villager", "hunter"], sheriff="none")
    while not g.over:
        lynch(g, 3)
    told = story(g.state, "en")
    mine = [ln["text"] for ch in own_story(told, 4) for ln in ch["lines"] if ln["kind"] == "ballot"]
    assert mine and mine[0].endswith("your vote: seat 3 (Cai)")
    wolf = [ln["text"] for ch in own_story(told, 3) for ln in ch["lines"] if ln["kind"] == "ballot"]
    assert wolf and wolf[0].endswith("you abstained")


def test_what_happens_before_the_first_night_is_no_day_0():
    g = next(g for seed in range(12) for g in [play_randomly(_game("duesterwald", seed), seed)] if g.over)
    told = story(g.state, "de")
    assert told["chapters"][0]["key"] == ["day", 0] and told["chapters"][0]["title"] == "Vor der ersten Nacht"
    assert all("Tag 0" not in ch["title"] for ch in told["chapters"])


@pytest.mark.parametrize("lang, words", [("en", "Nobody woke as the Wolf"), ("fr", "Personne ne s'est réveillé"),
                                         ("de", "Niemand erwachte als"), ("zh", "没有人以")])
def test_a_wake_where_the_host_clicked_nobody_is_told_as_nobody(lang, words):
    """Printed cards: a role's wake where the host identified no seat (its cards were late, or not in a
    hand) was told as "{seats} woke as …" with the list's word for nobody: French read "personne s'est
    réveillé" (no "ne"), German a lower-case "niemand" at the start of the line."""
    from .test_printed_infection import dealt, host_step

    g = Game(Setup.create([f"P{i}" for i in range(1, 9)], preset="revamped8", seed=1, deal_mode="printed", lang=lang))
    truth = dealt(g, 1)
    g.apply({"t": "next"})
    role = g.prompt.identify[0]
    g.apply({"t": "identify", "role": role, "seats": []})          # the host missed the wolves' hands
    for _ in range(80):
        if g.state.phase != "night":
            break
        p = g.prompt
        if "set_role" in p.allowed and p.unknown and "next" not in p.allowed and "identify" not in p.allowed:
            g.apply({"t": "set_role", "seat": p.unknown[0], "role": truth[p.unknown[0]]})   # set on the card menu
        else:
            host_step(g, truth)
    play_randomly(g, 3)
    assert g.over
    told = as_text(story(g.state, lang))
    assert words in told, told[:2000]
