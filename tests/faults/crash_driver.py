"""Play a scripted game through the console's own GameSession + Store, resuming whatever the store
holds first (as the app does on start). Prints one line per applied step, so the parent can
SIGKILL it at a chosen point.  Usage: python crash_driver.py SCRIPT.json DBFILE"""
import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication  # noqa: E402

from werewolf_desktop.engine import Setup  # noqa: E402
from werewolf_desktop.store import Store  # noqa: E402
from werewolf_desktop.ui.session import GameSession  # noqa: E402


def main(script_path: str, db_path: str) -> int:
    app = QCoreApplication([])  # noqa: F841  (GameSession is a QObject)
    script = json.loads(open(script_path, encoding="utf-8").read())
    store = Store.open(db_path)
    game_id = store.unfinished_game()
    if game_id is None and not store.games():
        session = GameSession.new(Setup.from_json(script["setup"]), store)
    elif game_id is None:
        print("done", flush=True)
        return 0
    else:
        session = GameSession.resume(store, game_id)
    done = len(store.log(session.game_id))          # steps of the script already on disk
    for step in script["steps"][done:]:
        if step == "undo":
            session.undo()
        else:
            session.apply(step)
        print(done, flush=True)
        done += 1
    print("done", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
