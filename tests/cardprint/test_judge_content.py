"""The judge sheet's content, read without typesetting it (cardprint/judge_content.py: what the sheet
says; cardprint/judge.py: how it looks). The PDFs themselves: test_judge.py and test_judge_words.py."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from cardprint.deck import deck_from_preset
from cardprint.judge_content import KINDS, sheet
from cardprint.judge_rules import features
from cardprint.judge_words import step_title
from werewolf_desktop.engine.catalogue import catalogue
from werewolf_desktop.i18n import LANGUAGES, tr

CARDPRINT = Path(__file__).resolve().parents[2] / "cardprint"
TYPESETTING = {"judge", "fonts", "theme", "text", "layout", "pages", "cards", "art", "build"}


def _imports(module: str) -> set[str]:
    """The cardprint modules and the outside top-level packages `module` imports at its head."""
    tree = ast.parse((CARDPRINT / f"{module}.py").read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.level and node.module is None:
            out |= {alias.name for alias in node.names}                 # from . import fonts
        elif isinstance(node, ast.ImportFrom):
            out.add(node.module if node.level else node.module.split(".")[0])
        elif isinstance(node, ast.Import):
            out |= {alias.name.split(".")[0] for alias in node.names}
    return out


def test_the_content_layer_imports_no_typesetting():
    """judge_content and all it imports of cardprint (judge_rules, judge_words, deck, nightorder…)
    import neither reportlab nor a module that typesets."""
    seen, todo = set(), ["judge_content"]
    while todo:
        module = todo.pop()
        seen.add(module)
        found = _imports(module)
        assert "reportlab" not in found, module
        assert not found & TYPESETTING, (module, found & TYPESETTING)
        todo += [m for m in found if (CARDPRINT / f"{m}.py").is_file() and m not in seen]
    assert {"judge_content", "judge_rules", "judge_words", "deck", "nightorder"} <= seen


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sheet_says_the_night_steps_in_order_then_the_day_and_the_win(lang):
    cat = catalogue()
    deck = deck_from_preset("std12_444_guard", cat=cat)
    blocks = sheet(deck, (lang,), cat)
    lines = [line for block in blocks for line in block]
    assert all(block for block in blocks) and all(line.text or line.label for line in lines)
    assert {line.kind for line in lines} <= set(KINDS)
    headings = [line.text for line in lines if line.kind == "heading"]
    assert headings[:3] == [tr(f"cardprint.judge.{k}", lang) for k in ("night", "day", "win")]
    steps = features(deck, cat).steps
    night = blocks[2:2 + len(steps)]          # the heading, the order, then a block per step
    for n, (block, step) in enumerate(zip(night, steps), start=1):
        assert block[0].kind == "title" and block[0].text == f"{n}. {step_title(step, lang, cat)}"
        assert block[0].tag and block[1].kind == "read"
    assert blocks[2 + len(steps)][0].text == tr("cardprint.judge.day", lang)


@pytest.mark.parametrize("pid", sorted(catalogue().presets))
def test_no_line_is_read_aloud_twice(pid):
    """A line said at night (the dawn's call to the election) is not printed again with the day's entry."""
    cat = catalogue()
    deck = deck_from_preset(pid, cat=cat)
    for lang in LANGUAGES:
        read = [line.label + line.text for block in sheet(deck, (lang,), cat) for line in block if line.kind == "read"]
        assert len(read) == len(set(read)), (pid, lang)


@pytest.mark.parametrize("pid", sorted(catalogue().presets))
def test_the_night_lists_only_the_steps_of_the_nights_order(pid):
    """The sheet's numbered night steps are the steps with a place in night 1's or the later nights' order. A step
    the game inserts only when it needs one (start_info_late: a printed card set after its wake) is not one of
    them: it was printed first on every sheet, as "1. start_info_late · from night 2" (its id for a title)."""
    cat = catalogue()
    deck = deck_from_preset(pid, cat=cat)
    steps = features(deck, cat).steps
    assert steps and all(s.first_night is not None or s.other_nights is not None for s in steps)
    ids = {s.id for s in cat.night_steps()}
    for lang in LANGUAGES:
        titles = [line.text for block in sheet(deck, (lang,), cat) for line in block if line.kind == "title"]
        assert not [t for t in titles if t.split(". ", 1)[-1] in ids], (pid, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_night_step_has_a_title_in_words(lang):
    """Each step of the nights' order is titled by its role, its own name (cardprint.step.<id>) or the name of
    the group it wakes, never by its id: an 18-role Revamped deck printed "11. cult" (and "… → Hellhound → cult"
    in the order) in every language."""
    cat = catalogue()
    for step in cat.night_steps():
        if step.first_night is not None or step.other_nights is not None:
            title = step_title(step, lang, cat)
            assert title and title != step.id, (step.id, lang)
    cult = next(s for s in cat.night_steps() if s.id == "cult")
    assert step_title(cult, lang, cat) == {"zh": "邪教", "en": "Cult", "de": "Sekte", "fr": "Secte"}[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_role_with_lives_against_every_night_attack_is_not_said_to_die_of_poison(lang):
    """The Scared Wolf escapes the first attack at night, whoever makes it (004:487); the sheet said of it what
    the Elder's lives are (003:105: "the werewolves must hit 2 times; poison, exile or a shot kill at once")."""
    from werewolf_desktop.i18n import text as pick

    from cardprint.deck import deck_from_counts

    cat = catalogue()
    deck = deck_from_counts({"scared_wolf": 1, "werewolf_revamped": 1, "witch_revamped": 1, "runner": 1,
                             "citizen": 4})
    notes = [line.text for block in sheet(deck, (lang,), cat) for line in block]
    scared = pick(cat.role("scared_wolf").name, lang)
    runner = pick(cat.role("runner").name, lang)
    assert tr("cardprint.prompt.passive.lives.any", lang, role=scared, n=2) in notes
    assert tr("cardprint.prompt.passive.lives", lang, role=scared, n=2) not in notes
    assert tr("cardprint.prompt.passive.lives", lang, role=runner, n=2) in notes       # werewolves only (004:198)
