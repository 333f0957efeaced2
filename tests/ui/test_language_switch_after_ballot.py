"""Issue 29.17: twice, switching the language right after a ballot ended the app with a segmentation
fault. Not reproduced here (offscreen and on Xvfb): this drives the same sequence — a ballot
submitted, the language switched before any event is processed, undo, another language, the
ballot again — through eight rounds, as a guard."""
from PySide6.QtWidgets import QApplication
from tests.ui.helpers_console import Moderator, open_window, start_game


def test_switching_the_language_right_after_a_ballot(qtbot):
    window = open_window(qtbot, lang="en")
    start_game(window)
    m = Moderator(qtbot, window)
    s = window.session
    langs = ["de", "fr", "zh", "en"]
    for rnd in range(8):
        for _ in range(80):
            if s.over or s.prompt.kind in ("exile_vote", "election_vote"):
                break
            p = s.prompt
            if p.kind == "election_candidates":
                s.apply({"t": "candidates", "seats": [p.candidates[0], p.candidates[1]]})
            elif p.kind in ("hunter_shot", "badge", "captain_decides"):
                s.apply({"t": {"hunter_shot": "shoot", "badge": "badge", "captain_decides": "decide"}[p.kind], "seat": p.candidates[0]})
            elif p.kind == "night_step" and "next" not in p.allowed:
                a = next(a for a in p.actions if a["available"])
                s.apply({"t": "act", "action": a["id"], "seats": a["candidates"][:max(1, a["targets"])]})
            else:
                s.apply({"t": "next"})
            QApplication.processEvents()
        if s.over:
            break
        p = s.prompt
        m.vote({v: (p.candidates[0] if v != p.candidates[0] else None) for v in p.voters})
        m.enter()
        window.set_language(langs[rnd % 4])          # right after the ballot, no event processed
        m.undo()
        window.set_language(langs[(rnd + 1) % 4])
        QApplication.processEvents()
        m.vote({v: (p.candidates[-1] if v != p.candidates[-1] else None) for v in p.voters})
        m.enter()
        window.set_language(langs[(rnd + 2) % 4])
        QApplication.processEvents()
