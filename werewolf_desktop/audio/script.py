"""What the narrator says at a step: the 法官 lines the engine gives, cut where the moderator waits.

Pure Python. It reads only what the table hears anyway: the step's lines (the same words for a
dead or buried role's step, seed 003:80 notes 1, 9, 11), never the private results in
`prompt.show`, except the seer's answer in classic games where it is said aloud (seed 002:69).

A night step's lines are split at the pauses ("…"):

    opening   "Seer, open your eyes. Seer, point at the player you want to check"
      (hold: the choice is made and entered, or the sign is shown)
    middle    "Thumb up means good, thumb down means werewolf. The player you checked is"
      (a short pause for the sign)
    closing   "Seer, close your eyes"

Stage directions in brackets ("(show the sign, say nothing)") are for the moderator and are
never spoken.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from ..describe import words_aloud
from ..i18n import tr

STAGE_DIRECTION = re.compile(r"\([^()]*\)|（[^（）]*）")
PAUSE = re.compile(r"…+|\.{3,}")
SPACE_BEFORE_PUNCT = re.compile(r"\s+([.,;:!?。，；：！？])")
DANGLING = re.compile(r"^[\s.,;:!?。，；：！？]+|[\s,;:，；：]+$")

# The day beats whose words on the card (their lines, then their composed words `say`) are said:
# the calls to the table (for candidates — "Players who run for sheriff, raise your hand", "Today's
# election is for the Mayor" —, to vote, "A lynch needs 5 votes", "Second lynch of the day") …
DAY_KINDS_SPOKEN = ("election_candidates", "election_vote", "election_pk_vote", "exile_vote")
# … and the beats that tell the whole table what happened:
# the dawn announcement; a told fact (`tell`: a dying breath, a revealed target, a delayed death, a
# death by the disease or a missed vote, the Child's extra lynch, who the Guardian protects from
# today's lynch (004:859), the Bard's narration…); a lynch cancelled or carried out on another
# (004:293, 004:405); who died at dusk (004 S5).
ANNOUNCING_KINDS = ("announce", "tell", "lynch_cancelled", "lynch_redirected", "dusk_open")


@dataclass(frozen=True)
class StepSpeech:
    """The spoken parts of one step and what the narrator waits for after the opening."""

    opening: tuple[str, ...]
    middle: tuple[str, ...] = ()
    closing: tuple[str, ...] = ()
    wait: str = "none"          # "entry": a choice is entered; "pause": time for a sign; "none"
    night: bool = False         # a night step (hands-free moves on after it)
    seer_aloud: bool = False    # classic "seer answered aloud": the answer follows the middle
    moves_on: bool = True       # hands-free moves on after it (not at dawn: the host confirms the day)

    def texts(self) -> tuple[str, ...]:
        return self.opening + self.middle + self.closing


def segments(text: str | None) -> list[str]:
    """The spoken pieces of a line: stage directions removed, split at the pauses."""
    if not text:
        return []
    spoken = STAGE_DIRECTION.sub("", text)
    out = []
    for piece in PAUSE.split(spoken):
        piece = SPACE_BEFORE_PUNCT.sub(r"\1", " ".join(piece.split()))
        piece = DANGLING.sub("", piece)
        if any(ch.isalnum() for ch in piece):
            out.append(piece)
    return out


def seer_answers_aloud(prompt, options: dict[str, Any]) -> bool:
    """Classic seed 002:69: the moderator says the seer's answer out loud."""
    if prompt.kind != "night_step" or options.get("seer_answer") != "aloud":
        return False
    from ..engine.night import steps_by_id

    step = steps_by_id().get(prompt.step)
    return step is not None and step.show == "seer_result"


def host_wakes_quietly(prompt) -> bool:
    """A step at which the host wakes players one by one without a word to the table (start
    information told late, engine/start_info.py): only "keep your eyes closed" is said, and
    hands-free waits for the host's "next" instead of moving on after a pause."""
    from ..engine.start_info import LATE_STEP

    return prompt.kind == "night_step" and prompt.step == LATE_STEP


def speech_for(prompt, lang: str, options: dict[str, Any] | None = None) -> StepSpeech | None:
    """What to say at this prompt in `lang`, or None when the step has nothing to say. By day, the
    words the card reads aloud (describe.words_aloud: the last input's public results, the beat's
    lines and composed words, what its announcement tells), the beat's own words only at a call or
    an announcement. By night, the results first, then the step's lines cut at the pauses."""
    if prompt is None:
        return None
    day = prompt.phase != "night"
    own = day and prompt.kind in DAY_KINDS_SPOKEN + ANNOUNCING_KINDS
    said = tuple(s for part in words_aloud(prompt, lang, own=own) for s in segments(part))
    speech = None if day else _step_speech(prompt, lang, options)
    if speech is None:
        return StepSpeech(opening=said) if said else None
    return replace(speech, opening=said + speech.opening)


def _step_speech(prompt, lang: str, options: dict[str, Any] | None) -> StepSpeech | None:
    if not prompt.lines:
        return None
    parts = segments(prompt.lines.get(lang) or prompt.lines.get("en"))
    if not parts:
        return None
    # the dawn: the host's own Enter resolves the night (issue 29.4), a key meant for it never lands on
    # the announcement; a late wake: the host tells a player what its missed wake would have, and moves on
    if prompt.step == "dawn" or host_wakes_quietly(prompt):
        return StepSpeech(opening=tuple(parts), night=True, moves_on=False)
    wait = "entry" if (prompt.actions or prompt.identify) else "pause"
    aloud = seer_answers_aloud(prompt, options or {})
    if prompt.wakes and len(parts) >= 2:
        return StepSpeech(opening=tuple(parts[:1]), middle=tuple(parts[1:-1]), closing=tuple(parts[-1:]),
                          wait=wait, night=True, seer_aloud=aloud)
    return StepSpeech(opening=tuple(parts[:1]), middle=tuple(parts[1:]), wait=wait, night=True, seer_aloud=aloud)


def aloud_answer(prompt, lang: str, rng) -> str:
    """The seer's answer said aloud (classic): the real one when the seer checked someone; for a
    dead or buried seer an answer drawn at random, so the step sounds the same."""
    show = prompt.show or {}
    if show.get("kind") == "seer_result" and show.get("result") in ("wolf", "good"):
        result = show["result"]
    else:
        result = rng.choice(("wolf", "good"))
    return tr(f"audio.seer_aloud.{result}", lang)
