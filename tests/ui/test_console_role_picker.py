"""Seed 004 inputs entered through the real console (offscreen): the searchable role list
(widgets/role_picker.py) for a role per seat, a role alone and a role with a text; a button for an
action without a seat; each member's point at a group kill (widgets/group_votes.py); the members of
a group recognition wake in the private panel. Every input reaches Game.apply through the widgets
and the step moves on. Screenshots at 1366×768 go to /tmp/picks-ui/ for a person to look at."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton

from werewolf_desktop.engine import Setup
from werewolf_desktop.i18n import tr
from werewolf_desktop.ui.widgets.role_picker import RolePicker

from .helpers_console import Moderator, open_window, start_game
from .test_console_fit import cut_off

NAMES = ["阿明", "Bob", "小红", "Dieter", "Eve", "Frank", "高飞", "Hanna"]
SHOTS = Path(os.environ.get("UI_PICKS_SHOTS", "/tmp/picks-ui"))
SIZE = (1366, 768)


def table(*roles: str) -> list[str]:
    """Eight seats: these roles, then Citizens."""
    return list(roles) + ["citizen"] * (8 - len(roles))


def start(qtbot, lang: str, roles: list[str], step: str) -> Moderator:
    """A revamped game with seat i+1 holding roles[i], driven with Enter (abstaining at a ballot) to
    the first night with `step` (the Tanner's is night 2, 004:559)."""
    window = open_window(qtbot, lang=lang, size=SIZE)
    start_game(window, setup=Setup.create(NAMES[: len(roles)], ruleset="revamped", assignment=roles, seed=1,
                                          deck={r: roles.count(r) for r in set(roles)}, deal_mode="laptop", lang=lang))
    m = Moderator(qtbot, window)
    for _ in range(200):
        if m.prompt.kind == "night_step" and m.prompt.step == step:
            return m
        m.next()
    raise AssertionError(f"never reached {step}: at {m.prompt.step} {m.banner()}")


def look(m: Moderator, name: str) -> None:
    """A screenshot for a person, and what a test can tell: nothing cut off, nothing scrolled."""
    QApplication.processEvents()
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert m.window.grab().save(str(SHOTS / f"{name}.png"))
    assert not cut_off(m.console), cut_off(m.console)
    for w in (m.console.inputs, m.console.primary_btn, m.console.buttons_host):
        if w.isVisible():
            bottom = w.mapTo(m.window, w.rect().bottomLeft()).y()
            assert bottom <= m.window.height(), f"{w.objectName()} below the window"


def test_role_picker_sorts_in_the_host_language_and_searches_every_language(qtbot):
    picker = RolePicker("de")
    qtbot.addWidget(picker)
    picker.set_roles(["fortune_teller", "oracle", "citizen", "werewolf_revamped", "alpha_wolf"], "de")
    names = [picker.list.item(i).text() for i in range(picker.list.count())]
    assert names == ["Alphawolf", "Bürger", "Orakel", "Wahrsager", "Wolf"] or names == sorted(names, key=str.casefold)
    picker.search.setText("占卜")                      # the Chinese name finds it in a German list
    assert picker.visible_roles() == ["fortune_teller"] and picker.current() == "fortune_teller"
    got = []
    picker.confirmed.connect(got.append)
    assert picker.confirm_current() and got == ["fortune_teller"]
    picker.search.setText("orac")                       # the English name too
    assert picker.visible_roles() == ["oracle"]
    picker.set_roles(["fortune_teller", "oracle", "citizen", "werewolf_revamped", "alpha_wolf"], "de")
    assert picker.search.text() == "orac" and picker.current() == "oracle"       # a refresh keeps both
    picker.search.setText("")
    picker.set_roles(["fortune_teller", "oracle", "citizen", "werewolf_revamped", "alpha_wolf"], "zh")
    zh = [picker.list.item(i).text() for i in range(picker.list.count())]
    assert zh[0] == "阿尔法狼"                           # pinyin order: a…
    picker.search.setText("Seher")                      # not there: nothing is chosen
    assert picker.visible_roles() == [] and picker.current() is None


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_crowd_seeker_gives_each_seat_a_role(qtbot, lang):
    """004 §2.2 Crowd Seeker (004:317): up to three seats, a role each; Enter sends fewer."""
    m = start(qtbot, lang, table("werewolf", "werewolf", "crowd_seeker", "baker", "baker"), "crowd_seeker")
    console = m.console
    picker = console.inputs.picker
    assert picker.isVisible() and not console.inputs.confirm_btn.isVisible()
    before = m.inputs()
    m.seat(4)                                          # no role chosen yet: told what to do first
    assert tr("ui.role_picker.pick_first", lang) in m.banner() and m.inputs() == before
    assert console.banner.level == "info"
    qtbot.keyClicks(picker.search, "Baker")
    m.seat(4)
    picker.select("werewolf_revamped")
    m.seat(1)
    assert console.inputs.seat_roles == {4: "baker", 1: "werewolf_revamped"}
    assert "4 = " in console.card.ask.text() and "1 = " in console.card.ask.text()
    look(m, f"crowd_seeker_{lang}")
    assert console.primary_btn.isEnabled()             # two of three: Enter sends them
    m.enter()
    assert m.inputs() == before + 1
    p = m.prompt
    guess = p.actions[0]
    assert guess["done"] and guess["chosen"] == [1, 4]
    caption = console.card.private_view.caption
    assert tr("notice.guess_right", lang, seat=4, role="baker") in caption
    assert tr("notice.guess_right", lang, seat=1, role="werewolf_revamped") in caption
    look(m, f"crowd_seeker_told_{lang}")
    m.enter()
    assert m.prompt.step != "crowd_seeker"


def test_psychic_wolf_guesses_with_one_click_and_the_search_enter_keeps_the_step(qtbot):
    """004 §3.4 Psychic Wolf (004:576): one seat and its role; Enter in the search field chooses the
    role found, it never skips the step."""
    m = start(qtbot, "en", table("psychic_wolf", "werewolf", "fortune_teller"), "psychic_wolf")
    console = m.console
    picker = console.inputs.picker
    picker.search.setFocus()
    qtbot.keyClicks(picker.search, "wahrsager")         # the German name, on an English console
    before = m.inputs()
    qtbot.keyClick(picker.search, Qt.Key_Return)
    assert m.prompt.step == "psychic_wolf" and m.inputs() == before and picker.current() == "fortune_teller"
    assert console.hasFocus()                           # the next keys are seat numbers
    picker.search.setFocus()
    picker.search.clear()
    qtbot.keyClicks(picker.search, "fortune teller")    # a space is typed, not the timer's pause key
    assert picker.search.text() == "fortune teller" and not m.window.timer.paused
    m.seat(3)
    assert m.inputs() == before + 1
    assert m.prompt.actions[0]["chosen"] == [3]
    assert tr("notice.guess_right", "en", seat=3, role="fortune_teller") in console.card.private_view.caption


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_receptionist_confirms_a_role_alone(qtbot, lang):
    """004 §2.2 Receptionist (004:357): a role, no seat; the count is shown to the player."""
    m = start(qtbot, lang, table("werewolf", "werewolf", "receptionist"), "receptionist")
    console = m.console
    confirm = console.inputs.confirm_btn
    assert console.inputs.picker.isVisible() and confirm.isVisible() and not confirm.isEnabled()
    assert console.pick is None                         # no seat to click for a count
    console.inputs.picker.search.setText("狼")
    console.inputs.picker.select("werewolf_revamped")
    assert confirm.isEnabled() and tr("ui.role_picker.confirm", lang, role="werewolf_revamped") == confirm.text()
    look(m, f"receptionist_{lang}")
    before = m.inputs()
    qtbot.mouseClick(confirm, Qt.LeftButton)
    assert m.inputs() == before + 1
    p = m.prompt
    assert p.actions[0]["done"] and p.show["count"] == 2
    assert tr("notice.role_count", lang, role="werewolf_revamped", count=2) in console.card.private_view.caption
    assert not console.inputs.isVisible()
    look(m, f"receptionist_told_{lang}")


def test_receptionist_enter_in_the_search_confirms_the_role_found(qtbot):
    m = start(qtbot, "de", table("werewolf", "werewolf", "receptionist"), "receptionist")
    search = m.console.inputs.picker.search
    search.setFocus()
    search.setText("Bürger")                         # (QTest types ASCII only)
    before = m.inputs()
    qtbot.keyClick(search, Qt.Key_Return)
    assert m.inputs() == before + 1 and m.prompt.show["count"] == 5


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_disguised_fox_disguises_itself_or_joins_the_pack(qtbot, lang):
    """004 §3.4 Disguised Fox (004:521): a role alone for its disguise, a button to join the pack."""
    m = start(qtbot, lang, table("werewolf", "werewolf", "disguised_fox", "citizen", "citizen", "citizen", "citizen",
                                 "fortune_teller"), "disguised_fox")
    console = m.console
    assert console.findChild(QPushButton, "Mode_disguise") is None          # no seat modes: nothing to click on seats
    assert console.findChild(QPushButton, "Act_join_pack").text() == tr("ui.act.mode.join_pack", lang)
    look(m, f"disguised_fox_{lang}")
    console.inputs.picker.select("fortune_teller")
    before = m.inputs()
    qtbot.mouseClick(console.inputs.confirm_btn, Qt.LeftButton)
    assert m.inputs() == before + 1 and m.prompt.actions[0]["done"]
    join = console.findChild(QPushButton, "Act_join_pack")
    assert join is None or not join.isEnabled()         # one or the other (exclusive actions)
    m.undo()
    assert not m.prompt.actions[0]["done"]
    m.button("Act_join_pack")
    assert m.state.seat(3).role == "werewolf_revamped"


def test_tanner_disguises_two_seats_each_as_a_role(qtbot):
    """004 §3.4 Tanner (004:557): up to two seats, a role each."""
    m = start(qtbot, "en", table("tanner", "werewolf", "fortune_teller"), "tanner")
    console = m.console
    console.inputs.picker.select("citizen")
    m.seat(2)
    console.inputs.picker.select("fortune_teller")
    m.seat(4)
    assert m.prompt.actions[0]["chosen"] == [2, 4]
    assert [r for _s, r in sorted(zip(m.prompt.actions[0]["chosen"], m.window.session.game.inputs[-1]["roles"]))] \
        == ["citizen", "fortune_teller"]


def test_journalist_types_the_journal_and_picks_its_reader(qtbot):
    """004 §2.5 Journalist: the text typed on the device and the role that receives it."""
    m = start(qtbot, "de", table("werewolf", "werewolf", "journalist", "fortune_teller"), "journalist")
    console = m.console
    box = console.findChild(QLineEdit, "Text_write")
    button = console.findChild(QPushButton, "Act_write")
    assert box.placeholderText() == tr("ui.act.text.write", "de")
    assert not button.isEnabled() and button.toolTip() == tr("ui.role_picker.pick_role_first", "de")
    box.setText("Platz 1 ist ein Wolf.")
    console.inputs.picker.select("fortune_teller")
    assert button.isEnabled() and box.text() == "Platz 1 ist ein Wolf."        # choosing a role keeps the text
    look(m, "journalist_de")
    before = m.inputs()
    qtbot.mouseClick(button, Qt.LeftButton)
    assert m.inputs() == before + 1 and m.prompt.actions[0]["done"]
    assert m.state.seat(3).status["journal"]["role"] == "fortune_teller"


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_pack_points_entered_per_wolf_count_the_alpha_twice(qtbot, lang):
    """004 §3.2 Alpha Wolf (004:466) through the console: each wolf's point is entered, the engine's
    hidden weights decide; a tie comes back as its refusal (an info, the pack points again)."""
    m = start(qtbot, lang, table("alpha_wolf", "werewolf", "werewolf", "citizen", "citizen", "citizen", "citizen",
                                 "fortune_teller"), "pack")
    console = m.console
    panel = console.inputs.votes
    assert panel.isVisible() and sorted(panel.combos) == [1, 2, 3]
    assert not panel.body.isVisible()                   # folded: a pack that agrees clicks the seat
    m.button("GroupVotesOpen")
    assert all(c.isVisible() and c.height() > 10 for c in panel.combos.values())
    assert not panel.send_btn.isEnabled()               # nobody pointed yet
    panel.set_point(1, 4)
    panel.set_point(2, 5)
    panel.set_point(3, 5)
    look(m, f"pack_points_{lang}")
    before = m.inputs()
    m.button("GroupVotesSubmit")
    assert m.inputs() == before and console.banner.level == "info"          # 2 against 2: refused
    assert tr("rule.group_vote_tie", lang, seats=[4, 5]) in m.banner()
    panel.set_point(3, None)
    m.button("GroupVotesSubmit")
    assert m.inputs() == before + 1 and m.prompt.actions[0]["chosen"] == [4]
    assert m.window.session.game.inputs[-1]["votes"] == {"1": 4, "2": 5, "3": None}
    m.undo()
    assert panel.body.isVisible()                       # still open at the next group wake
    console.set_privacy(True)
    assert not panel.isVisible()                        # the rows would show who is in the pack


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_a_group_recognition_wake_shows_its_members(qtbot, lang):
    """004 §2.2 Bakers (004:130): they open their eyes together; the private panel names them."""
    m = start(qtbot, lang, table("werewolf", "werewolf", "baker", "baker"), "bakers")
    console = m.console
    assert m.prompt.show["seats"] == [3, 4]
    name = tr("group.bakers", lang)
    assert console.card.private_view.caption == tr("ui.private.group", lang, group=name, seats=[3, 4])
    assert name in console.card.title.text() and "ui.step" not in console.card.title.text()
    look(m, f"bakers_{lang}")


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_ice_queen_guesses_with_the_picker_and_uses_the_borrowed_check_at_dusk(qtbot, lang):
    """004:995 Ice Queen: one seat and its role at night; right, the Fortune Teller's check is offered
    at the next day's dusk step and its result shown on the card."""
    m = start(qtbot, lang, table("werewolf", "ice_king", "ice_queen", "fortune_teller"), "ice_queen")
    console = m.console
    console.inputs.picker.select("fortune_teller")
    m.seat(4)
    caption = console.card.private_view.caption
    assert tr("notice.guess_right", lang, seat=4, role="fortune_teller") in caption
    assert tr("notice.power_borrowed", lang, role="fortune_teller", day=1) in caption     # night 1: day 1's dusk
    look(m, f"ice_queen_guess_{lang}")
    for _ in range(60):
        if m.prompt.kind == "dusk_step" and m.prompt.step == "ice_queen_dusk":
            break
        pack = m.prompt.step == "pack" and not m.prompt.actions[0]["done"]
        m.window.session.apply({"t": "act", "action": "kill", "seats": [8]} if pack else {"t": "next"})
    assert [a["id"] for a in m.prompt.actions] == ["check"]
    assert tr("notice.power_to_use", lang, role="fortune_teller") in console.card.private_view.caption
    look(m, f"ice_queen_dusk_{lang}")
    m.seat(1)
    assert m.prompt.show["role"] == "werewolf_revamped"
    look(m, f"ice_queen_dusk_told_{lang}")


@pytest.mark.parametrize("wolves", [2, 3])
def test_pack_points_with_a_wolf_left_at_none_count_only_the_points_given(qtbot, wolves):
    """Issue 29.5: two wolves, one left at "—", crashed mid-night (None sorted against a seat);
    with three wolves, one pointing and two at "—", it was refused with "most points: " and no
    seat. A member who did not point counts for nobody."""
    m = start(qtbot, "en", table(*["werewolf_revamped"] * wolves, "citizen", "citizen", "fortune_teller"), "pack")
    panel = m.console.inputs.votes
    m.button("GroupVotesOpen")
    panel.set_point(1, 6)
    before = m.inputs()
    m.button("GroupVotesSubmit")
    assert m.banner() == "" or not m.console.banner.isVisible(), m.banner()
    assert m.inputs() == before + 1 and m.prompt.actions[0]["chosen"] == [6]
    assert m.window.session.game.inputs[-1]["votes"] == {"1": 6, **{str(w): None for w in range(2, wolves + 1)}}


@pytest.mark.parametrize("clicks,killed", [((5, 5), [5, 5]), ((5, 6), [5, 6]), ((5,), [5])])
def test_the_wolf_cubs_second_kill_is_entered_and_announced_on_the_card(qtbot, clicks, killed):
    """Issue 29.18 (004:509, 004:511): the night after the Cub dies the pack kills twice — two
    players, the same player twice (clicked twice), or only one (Enter after one click); the card
    says there are two kills tonight."""
    m = start(qtbot, "en", table("werewolf_revamped", "wolf_cub", "witch_revamped", "citizen", "citizen", "citizen",
                                 "citizen"), "pack")
    session = m.window.session
    session.apply({"t": "act", "action": "kill", "seats": [2]})       # the pack kills its own Cub (a test shortcut)
    for _ in range(60):
        if m.prompt.kind == "night_step" and m.prompt.step == "pack" and m.prompt.night == 2:
            break
        m.next()
    kill = m.prompt.actions[0]
    assert kill["targets"] == 2 and kill["repeat"], (m.prompt.step, m.prompt.night, kill)
    assert tr("ui.card.extra_targets", "en", n=2) in m.console.card.ask.text()
    before = m.inputs()
    for seat in clicks:
        m.seat(seat)
    if len(clicks) == 1:
        m.enter()
    assert m.inputs() == before + 1, m.banner()
    assert m.window.session.game.inputs[-1]["seats"] == killed


def test_the_role_list_forgets_the_last_steps_choice(qtbot):
    """Issue 29.17: the role list kept the role chosen at the step before (the Ice Queen's list after
    the Ice King's): a new step starts with no role chosen and an empty search."""
    from werewolf_desktop.ui.game.step_inputs import StepInputs

    inputs = StepInputs("en")
    qtbot.addWidget(inputs)
    inputs.picker.set_roles(["seer", "citizen", "werewolf_revamped"], "en")
    inputs.picker.select("seer")
    inputs.picker.search.setText("se")
    assert inputs.picker.current() == "seer"
    inputs.reset()                                   # the choice was entered
    assert inputs.picker.current() is None and inputs.picker.search.text() == ""
