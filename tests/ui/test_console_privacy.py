"""F9 blanks every secret on the console; the projector window never shows a secret role."""
from __future__ import annotations

from PySide6.QtCore import Qt

from werewolf_desktop.engine import public_view

from werewolf_desktop.i18n import tr

from .helpers_console import Moderator, open_window, role_names, start_game
from .test_console_game import play_village_win


def contains_any(texts, names) -> list[str]:
    return [n for n in names for t in texts if n in t]


def seat_texts(console) -> list[str]:
    """What the seats show (the centre of the table names the step, which is public)."""
    return [t for tile in console.circle.tiles for t in tile.texts()]


def test_privacy_key_hides_roles_lovers_choices_and_private_info(qtbot):
    window = open_window(qtbot, lang="zh")
    start_game(window)
    m = Moderator(qtbot, window)
    console = window.console
    names = role_names()
    while m.prompt.step != "witch":
        if m.prompt.step == "guard" and not m.prompt.actions[0]["done"]:
            m.seat(3)
            continue
        m.next()
    assert contains_any(seat_texts(console), names)           # the moderator sees the roles
    assert console.card.private_frame.isVisible()
    m.key(Qt.Key_F9)
    assert window.act_privacy.isChecked()
    assert not contains_any(seat_texts(console), names)
    assert not console.card.private_frame.isVisible()
    assert not console.card.wakes.isVisible()
    assert all(not t.art.pixmap() or t.art.pixmap().isNull() for t in console.circle.tiles)
    # no seat is greyed (that would tell who acts) and no action button names a seat
    assert all(t.legal for t in console.circle.tiles)
    assert not any("3" in b.text() for b in console.dynamic)
    window.act_timeline.setChecked(True)
    assert not any("→" in line for line in console.timeline.texts())   # no night action listed
    # a whole day in privacy mode: nothing on the console names a role
    while m.prompt.kind != "speech":
        if m.prompt.kind == "election_candidates":
            m.button("NobodyRuns")
            continue
        m.next()
    assert not contains_any(console.texts(), names), contains_any(console.texts(), names)
    m.key(Qt.Key_F9)
    assert not window.act_privacy.isChecked()
    assert contains_any(seat_texts(console), names)


def test_projector_never_shows_a_secret_role(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window)
    m = Moderator(qtbot, window)
    m.key(Qt.Key_F5)
    projector = window.projector
    assert projector is not None and projector.isVisible()
    assert window.act_projector.isChecked()
    cat_names = role_names()
    seen_phases = set()

    def checks(m, p):
        view = public_view(m.state)
        revealed = {s["role"] for s in view["seats"] if s.get("role")}
        allowed = role_names(revealed) if revealed else set()
        texts = [t.replace("Werewolf Desktop", "") for t in projector.texts()]   # the app's name is no role
        leaked = [n for n in cat_names - allowed for t in texts if n in t]
        assert not leaked, (p.kind, p.step, leaked)
        seen_phases.add(view["phase"])
        alive = [s["seat"] for s in view["seats"] if s["alive"]]
        assert projector.texts()[0]            # day/night headline
        assert sum(1 for w in projector.seats if "☠" not in w.status.text()) == len(alive)

    play_village_win(m, checks)
    assert {"night", "day"} <= seen_phases
    assert any("Hunter" in t for t in projector.texts())        # the hunter showed the card when shooting
    assert any("village wins" in t.lower() for t in projector.texts())


def test_privacy_keeps_the_antidote_button_even_when_it_was_used(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window)
    m = Moderator(qtbot, window)
    plan = {1: {"pack": 3}, 2: {"pack": 6}}
    while not (m.prompt.phase == "night" and m.prompt.night == 2 and m.prompt.step == "witch"):
        p = m.prompt
        if p.kind == "night_step" and p.step == "witch" and p.night == 1:
            m.button("Act_save")                  # night 1: the antidote is used
            m.next()
            continue
        target = plan.get(p.night, {}).get(p.step) if p.phase == "night" else None
        if target and not any(a["done"] for a in p.actions):
            m.seat(target)
            continue
        if p.kind == "election_candidates":
            m.button("NobodyRuns")
            continue
        m.next()
    save = next(b for b in window.console.dynamic if b.objectName() == "Act_save")
    assert not save.isEnabled() and save.toolTip() == tr("rule.no_charges", "en")   # greyed, with the reason
    window.act_privacy.setChecked(True)
    names = [b.objectName() for b in window.console.dynamic]
    assert "Act_save" in names                    # privacy: the button stays, nothing is told
    before = m.prompt.to_dict()
    m.button("Act_save")
    assert m.banner() and m.prompt.to_dict() == before


def test_privacy_does_not_tell_last_nights_news_before_the_announcement(qtbot):
    from .test_console_rules import through_night

    window = open_window(qtbot, lang="en")
    start_game(window)
    m = Moderator(qtbot, window)
    through_night(m, {"pack": 6})
    assert m.prompt.kind == "election_candidates" and not m.state.seat(6).alive
    assert "☠" in window.console.circle.tile(6).marks.text()            # the moderator knows
    window.act_privacy.setChecked(True)
    window.act_timeline.setChecked(True)
    assert "☠" not in window.console.circle.tile(6).marks.text()        # the room does not yet
    lines = window.console.timeline.texts()
    assert not any("6" in line and ("☠" in line or "Dawn" in line) for line in lines), lines
    m.button("NobodyRuns")
    m.enter()                                                            # the announcement is read
    assert "☠" in window.console.circle.tile(6).marks.text()
    assert any("☠" in line for line in window.console.timeline.texts())


def test_privacy_notices_go_away_with_the_next_step_and_a_small_indicator_stays(qtbot):
    window = open_window(qtbot, lang="de")
    start_game(window)
    m = Moderator(qtbot, window)
    m.key(Qt.Key_F9)
    assert window.notice.isVisible() and "F9" in window.notice.text()
    assert window.privacy_chip.isVisible() and "F9" in window.privacy_chip.text()
    m.enter()
    assert not window.notice.isVisible()                 # the next step: the notice has had its moment
    assert window.privacy_chip.isVisible()               # the state stays visible, small
    m.key(Qt.Key_F9)
    assert window.notice.isVisible() and not window.privacy_chip.isVisible()
    m.enter()
    assert not window.notice.isVisible()
    assert window.notice.text() == ""


def test_a_refusal_stays_until_the_host_acts(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window)
    m = Moderator(qtbot, window)
    while m.prompt.step != "seer":
        m.next()
    m.enter()                                            # the seer has not checked anyone: refused
    if m.prompt.step == "seer":
        assert m.banner()
        qtbot.wait(50)
        assert m.banner()
