"""The story reaches a phone only once the game is over, only as plain texts (issue 33)."""
from werewolf_desktop.deal import told_views
from werewolf_desktop.deal.page import render_page
from werewolf_desktop.deal.view import STORY_LINE, public_view

from ..engine.helpers import game
from ..engine.revamped import lynch


def test_no_story_in_a_phones_view_before_the_end_even_if_one_were_passed():
    g = game(["seer", "witch", "werewolf", "villager", "villager", "villager", "hunter"], sheriff="none")
    views = told_views(g.state)
    assert all("story" not in v for v in views.values())
    forged = dict(views[1], story={"en": {"own": [["Night 1", ["secret"]]], "cast": ["3 · Cai — Werewolf"]}})
    assert public_view(forged)["story"] is None              # game not over: dropped
    while not g.over:
        lynch(g, 3)
    views = told_views(g.state)
    for view in views.values():
        shown = public_view(view)
        assert set(shown["story"]) == {"zh", "en", "de", "fr"}
        assert len(shown["story"]["en"]["cast"]) == 7
        page = render_page(shown, "en", "/p/x/view.json")[0].decode()
        assert "Werewolf" in page and "Who was who" in page


def test_a_story_is_plain_text_cut_to_size():
    g = game(["seer", "witch", "werewolf", "villager", "villager", "villager", "hunter"], sheriff="none")
    while not g.over:
        lynch(g, 3)
    view = told_views(g.state)[1]
    view["story"]["en"]["cast"][0] = "<script>x</script>" + "a" * 2000 + "\u202e"
    view["story"]["en"]["own"].append([{"not": "text"}, "nor a list"])
    shown = public_view(view)
    assert len(shown["story"]["en"]["cast"][0]) == STORY_LINE and "\u202e" not in shown["story"]["en"]["cast"][0]
    page = render_page(shown, "en", "/p/x/view.json")[0].decode()
    assert "<script>x" not in page and "&lt;script&gt;x" in page
