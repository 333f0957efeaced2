"""docs/engine-api.md covers every input kind and every prompt, action, seat and view field the engine
has (issue 30): someone writing an outside test drives a game from the doc alone."""
import dataclasses
import re
from pathlib import Path

from werewolf_desktop.engine import INPUT_KINDS, Prompt, player_view, public_view
from werewolf_desktop.engine.state import Death, Seat

from .helpers import game
from .revamped import to_step

DOC = (Path(__file__).resolve().parents[2] / "docs" / "engine-api.md").read_text(encoding="utf-8")
ENGINE = Path(__file__).resolve().parents[2] / "werewolf_desktop" / "engine"


def section(title: str) -> str:
    """The doc's text from the heading `title` to the next heading of any level."""
    start = DOC.index(title)
    end = re.search(r"^#{1,4} ", DOC[start + len(title):], re.M)
    return DOC[start: start + len(title) + end.start()] if end else DOC[start:]


def first_column(text: str, after: str) -> list[str]:
    """The names in the first column of the table that follows the line containing `after`."""
    rows, started = [], False
    for line in text[text.index(after):].splitlines()[1:]:
        if line.startswith("|"):
            started = True
            cell = line.split("|")[1].strip()
            if cell in ("key", "field", "---", "input") or set(cell) <= set("-"):
                continue
            rows += [name.strip(" `") for name in cell.split(",")]
        elif started:
            break
    return rows


def test_the_input_table_lists_exactly_the_engines_input_kinds():
    inputs = section("### Inputs")
    kinds = re.findall(r'^\| `\{"t": "(\w+)"', inputs, re.M) + re.findall(r' / `\{"t": "(\w+)"', inputs)
    assert sorted(set(kinds)) == sorted(INPUT_KINDS)


def test_every_key_the_engine_reads_from_an_input_is_documented():
    read = set()
    for path in ENGINE.rglob("*.py"):
        read |= set(re.findall(r'\binp(?:\.get\(|\[)"(\w+)"', path.read_text(encoding="utf-8")))
    inputs = section("### Inputs")
    missing = sorted(k for k in read if f'"{k}"' not in inputs and f"`{k}`" not in inputs)
    assert not missing, missing


def test_the_action_table_lists_exactly_the_keys_of_a_prompt_action():
    g = game(["werewolf", "werewolf", "tanner", "fortune_teller", "citizen", "citizen", "citizen", "citizen"],
             ruleset="revamped")
    p = to_step(g, "fortune_teller")
    documented = first_column(section("### Action entries"), "| key |")
    assert sorted(documented) == sorted(p.actions[0])


def test_the_prompt_table_lists_exactly_the_prompt_fields():
    documented = first_column(section("### Prompt fields"), "| field |")
    assert sorted(documented) == sorted(f.name for f in dataclasses.fields(Prompt))


def test_the_seat_table_lists_exactly_the_seat_fields_and_death_is_spelled_out():
    state = section("### State")
    documented = first_column(state, "| field |")
    assert sorted(documented) == sorted(f.name for f in dataclasses.fields(Seat))
    assert f"Death({', '.join(f.name for f in dataclasses.fields(Death))})" in state


def test_the_view_tables_list_every_key_the_views_give():
    from .test_seed004_unaligned import TOWN, elect, elected
    from .helpers import run_night

    g = elected(*TOWN)
    run_night(g, pack=None)
    elect(g, 3)
    views = section("### Views")
    phone = first_column(views, "`player_view(")
    table = first_column(views, "`public_view(")
    seen_phone, knows = set(), set()
    for seat in range(1, len(TOWN) + 1):
        v = player_view(g.state, seat)
        seen_phone |= set(v)
        knows |= set(v["knows"])
    assert seen_phone <= set(phone) | {"winner"} and "winner" in phone
    assert all(f"`{k}`" in views for k in knows)
    pv = public_view(g.state)
    assert sorted(pv) == sorted(table)
    seats_row = next(line for line in views.splitlines() if line.startswith("| `seats` |"))
    assert all(f'"{k}"' in seats_row for s in pv["seats"] for k in s)
    learned_row = next(line for line in views.splitlines() if line.startswith("| `learned` |"))
    g2 = game(["werewolf", "werewolf", "fortune_teller", "citizen", "citizen", "citizen", "citizen", "citizen"],
              ruleset="revamped")
    run_night(g2, fortune_teller=("check", 1))
    [item] = player_view(g2.state, 3)["learned"]
    assert all(f'"{k}"' in learned_row for k in item)


def test_the_choices_table_lists_every_kind_of_choice_with_its_keys():
    """Issue 31: each typed choice the engine makes (engine/choices.py) is in the doc with its keys."""
    from werewolf_desktop.engine import choices as c

    made = [c.seats("S", [1], {"t": "shoot"}), c.button("B", None, {"t": "next"}), c.menu("M", c.label("k"), []),
            c.ballot({"t": "vote"}), c.text("T", "a", {}), c.tally("Y", "a", {}, 3), c.points("a", [1], [2], {}),
            c.note(c.label("k")), c.main(c.label("k")), c.tags(c.label("k"), [1])]
    rows = {}
    for line in section("### Choices").splitlines():
        cells = [x.strip() for x in line.split("|")[1:-1]]
        if len(cells) == 3 and cells[0].startswith("`"):
            rows[cells[0].strip("`")] = {k.strip("` ()") for k in re.findall(r"`(\w+)`", cells[1])}
    assert sorted(rows) == sorted(x["type"] for x in made)
    for x in made:
        assert set(x) - {"type"} <= rows[x["type"]] <= set(x) | {"refuse"}, x["type"]
