"""The story of a finished game to keep and share (issue 33): a PNG of the final table (the seat
circle with names and roles, the winners ringed, the winner and how the players fell) and a one-page
PDF of the whole story (`cardprint.story_sheet`). Both are saved with the game, in the data folder's
`stories/game-<id>/`, and can be saved anywhere from the game-over screen and the history."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from ..i18n import tr
from ..paths import user_data_dir
from .game.story_table import paint_page

IMAGE_SIZE = (1600, 1000)
STORY_LINES = 9            # the lines of story on the image: how the players fell, in order


def story_folder(game_id: int) -> Path:
    return user_data_dir() / "stories" / f"game-{int(game_id)}"


def table_page(told: dict) -> dict:
    """The image's one page: the winner, then how the players fell (deaths in order, each with its
    night or day), the last ones left out when there are too many."""
    lang = told["lang"]
    w = told["winner"]
    fell = [tr("story.image.fell", lang, when=ch["title"], line=ln["text"])
            for ch in told["chapters"] for ln in ch["lines"] if ln["kind"] == "death"]
    lines = [tr("story.winners", lang, team=w["team_name"], seats=w["names"] or "—")] + fell[:STORY_LINES]
    if len(fell) > STORY_LINES:
        lines.append("…")
    return {"title": "⚑ " + w["reason"], "lines": lines, "marks": [], "cover": True,
            "dead": sorted(c["seat"] for c in told["cast"] if not c["alive"])}


def table_image(told: dict, size: tuple[int, int] = IMAGE_SIZE) -> QImage:
    image = QImage(size[0], size[1], QImage.Format_RGB32)
    p = QPainter(image)
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.TextAntialiasing)
    paint_page(p, QRectF(0, 0, size[0], size[1]), table_page(told), told["cast"], tr("story.image.footer", told["lang"]))
    p.end()
    return image


def save_image(told: dict, path: Path | str) -> Path:
    """The PNG, written all-or-nothing (a temporary file renamed into place)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".png", dir=path.parent)
    os.close(fd)
    try:
        if not table_image(told).save(temp, "PNG"):
            raise OSError(tr("story.image.not_written", told["lang"], path=str(path)))
        os.replace(temp, path)
    finally:
        if os.path.exists(temp):
            os.unlink(temp)
    return path


def save_pdf(told: dict, path: Path | str) -> Path:
    from cardprint.story_sheet import write_story_pdf

    return write_story_pdf(told, path)
