"""The sound and voice settings, stored as one dict under "audio" in the store's settings.

Pure Python; anything missing or malformed falls back to the default, so an old or hand-edited
database never breaks the console. On Qt's offscreen platform (the tests, the benchmarks) the
narration and the ambience are off unless the settings switch them on, as the chimes are silent
there: a test that wants sound says so.
"""
from __future__ import annotations

import os
from typing import Any

from ..i18n import LANGUAGES
from .pacing import DEFAULT_HIGH, DEFAULT_LOW, KEEP_ENTRIES

SETTING = "audio"

DEFAULTS: dict[str, Any] = {
    "narration": True,          # read each step's lines aloud
    "hands_free": True,         # at night: close the step and move on after the entry
    "voice_volume": 1.0,
    "voices": {},               # lang -> {"voice": name or "", "rate": -1…1}
    "ambience": True,
    "ambience_volume": 0.35,
    "hold": [DEFAULT_LOW, DEFAULT_HIGH],
    "entries": [],              # the moderator's recent entry times (seconds), for the pacing
}


def _number(value, default: float, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return default
    return max(low, min(high, float(value)))


def load(raw) -> dict[str, Any]:
    """A clean settings dict from whatever the store held."""
    raw = raw if isinstance(raw, dict) else {}
    out = dict(DEFAULTS)
    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        out["narration"] = out["ambience"] = False
    for key in ("narration", "hands_free", "ambience"):
        if isinstance(raw.get(key), bool):
            out[key] = raw[key]
    out["voice_volume"] = _number(raw.get("voice_volume"), DEFAULTS["voice_volume"], 0.0, 1.0)
    out["ambience_volume"] = _number(raw.get("ambience_volume"), DEFAULTS["ambience_volume"], 0.0, 1.0)
    voices = {}
    for lang, v in (raw.get("voices") or {}).items() if isinstance(raw.get("voices"), dict) else ():
        if lang in LANGUAGES and isinstance(v, dict):
            voices[lang] = {"voice": v.get("voice") if isinstance(v.get("voice"), str) else "",
                            "rate": _number(v.get("rate"), 0.0, -1.0, 1.0)}
    out["voices"] = voices
    hold = raw.get("hold")
    if isinstance(hold, list) and len(hold) == 2:
        low = _number(hold[0], DEFAULT_LOW, 1.0, 120.0)
        high = _number(hold[1], DEFAULT_HIGH, 1.0, 120.0)
        out["hold"] = [min(low, high), max(low, high)]
    else:
        out["hold"] = list(DEFAULTS["hold"])
    entries = raw.get("entries")
    out["entries"] = [float(e) for e in entries if not isinstance(e, bool) and isinstance(e, (int, float)) and 0 <= e < 3600][-KEEP_ENTRIES:] \
        if isinstance(entries, list) else []
    return out


def voice_choice(settings: dict[str, Any], lang: str) -> tuple[str, float]:
    """(voice name or "" for the system's choice, rate -1…1) for a language."""
    v = settings.get("voices", {}).get(lang) or {}
    return v.get("voice") or "", float(v.get("rate") or 0.0)
