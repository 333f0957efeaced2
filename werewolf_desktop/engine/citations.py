"""The rule a game cites is its own ruleset's (issue 29.11, 29.20): the engine's shared rules carry
seed 003's line (the exile, the pack's kill, the poison…); a Düsterwald or Werewolves Revamped game
cites the same rule in its own document instead of "the Chinese standard rules".

    cite(ruleset, "003:30") -> "001:19"        (Düsterwald: "Wer die meisten Stimmen erhält, scheidet aus")
"""
from __future__ import annotations

# ruleset -> seed 003 line -> the ruleset's own line for the same rule
OWN_LINES: dict[str, dict[str, str]] = {
    "classic": {
        "003:30": "000:60",      # a majority of the living lynches
        "003:95": "000:47",      # the werewolves choose a victim
        "003:99": "000:3",       # the witch (a wild card)
        "003:103": "000:3",      # the doctor's protection (a wild card)
        "003:109": "002:86",     # the lovers die together
        "003:120": "000:79",     # the end of the game
        "003:121": "000:79",
        "003:46": "000:79",
    },
    "duesterwald": {
        "003:30": "001:19",      # the vote: the most votes is out
        "003:10": "001:19",      # the captain: no captain chosen
        "003:95": "001:3",       # the werewolves' victim
        "003:99": "001:4",       # the witch's poison
        "003:23": "001:5",       # the hunter's last shot
        "003:101": "001:5",
        "003:109": "001:6",      # the lovers die together
        "003:103": "001:9",      # the healer's protection
        "003:120": "001:21",     # the end of the game
        "003:121": "001:21",
        "003:46": "001:21",
    },
    "revamped": {
        "003:30": "004:845",     # the lynch kills the top voted player
        "003:10": "004:836",     # one election a day
        "003:95": "004:448",     # the wolfpack's attack
        "003:120": "004:111",    # the Townsfolk Team's win
        "003:121": "004:442",    # the Werewolf Team's win
        "003:46": "004:442",
        "003:103": "004:29",     # an attack kills unless a role says otherwise (a protection)
        "003:99": "004:29",
    },
}


def cite(ruleset: str, ref):
    """`ref` as this ruleset cites it (unchanged when the ruleset has no line of its own for it)."""
    if not isinstance(ref, str):
        return ref
    return OWN_LINES.get(ruleset, {}).get(ref, ref)
