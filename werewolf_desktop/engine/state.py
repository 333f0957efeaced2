"""The game state: plain data, derived by replaying the moderator's inputs over the setup."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .citations import cite


@dataclass
class Death:
    seat: int
    phase: str                # "night" | "day"
    number: int               # night or day number
    causes: list[str]         # wolf, poison, vigilante, exile, shot, heartbreak, self_destruct, elder_penalty
    rule: str                 # the seed rule that decided it, e.g. "003:41"
    last_words: bool = False


@dataclass
class Seat:
    """One player. What a role does to a player is kept generically: charges used (`uses`), lives,
    groups, status markers with lifetimes (`status`), the disguise stack (`disguises`)."""

    seat: int
    name: str
    role: str | None                 # current role (None: printed cards, not identified yet)
    original_role: str | None
    alive: bool = True
    in_play: bool = True             # False for the seat that drew the moderator card
    death: Death | None = None
    lover: int | None = None
    lives: int = 1                   # the elder has 2 against the wolves
    powerless: bool = False          # abilities lost (elder penalty 003:105, role loss 004 §1.5)
    revealed: bool = False           # card shown publicly (classic ruleset, idiot reveal, hunter shot)
    uses: dict[str, int] = field(default_factory=dict)      # charges used: "witch.save" -> 1
    groups: list[str] = field(default_factory=list)         # wakes with: "pack", "lovers", "cult"…
    status: dict[str, Any] = field(default_factory=dict)    # marker -> value (see status.py)
    disguises: list[dict[str, Any]] = field(default_factory=list)   # bottom first (see disguise.py)

    # the markers the console reads by name
    @property
    def revealed_idiot(self) -> bool:
        """Revealed and kept alive, but can no longer vote (seed 003:42)."""
        return "no_vote" in self.status

    @property
    def has_shot(self) -> bool:
        return "has_shot" in self.status


@dataclass
class NightState:
    number: int
    schedule: list[str]                                       # step ids in order
    cursor: int = 0
    first_notice: int = 0                                     # state.notices[first_notice:] came tonight or later
    actions: dict[str, dict[str, list[int]]] = field(default_factory=dict)   # step -> action -> targets
    identified: dict[str, list[int]] = field(default_factory=dict)           # printed mode: role -> seats
    corrected: list[str] = field(default_factory=list)      # printed: roles in `identified` by corrections only
    results: dict[str, Any] = field(default_factory=dict)    # immediate results (seer check, thief card)
    attacks: list[dict[str, Any]] = field(default_factory=list)   # queued attacks (see attacks.py)
    shields: list[dict[str, Any]] = field(default_factory=list)   # protections and heals of tonight
    votes: dict[str, dict[str, int]] = field(default_factory=dict)   # group step -> member -> target
    extra_targets: dict[str, dict[str, Any]] = field(default_factory=dict)   # "pack.kill" -> {"count", "repeat"}
    # printed: a random default's lot drawn on a seat whose card is awaited, {"step", "action", "seats"}
    lot: dict[str, Any] | None = None
    # derived, never part of the game: the actions each step offers tonight by options and gates
    gated: dict[str, tuple] = field(default_factory=dict, compare=False, repr=False)


@dataclass
class Ballot:
    """One round of voting and its tally."""

    kind: str                          # "election" | "election_pk" | "exile" | "exile_pk" | "runoff"
    votes: dict[int, int | None]       # voter -> target (None: abstain)
    weights: dict[int, float]
    counts: dict[int, float]
    top: list[int]
    outcome: str                       # "elected" | "exiled" | "tie" | "none" | "no_majority"
    hidden: bool = False               # hidden weights or votes: the table is told the outcome only (004, S2)
    office: str | None = None          # an office's election (004 §6), not the sheriff's


@dataclass
class GameState:
    seats: list[Seat]
    options: dict[str, Any]
    deck: dict[str, int]
    deal_mode: str
    phase: str = "night"               # "night" | "day" | "over"
    night: NightState | None = None
    day_number: int = 0
    agenda: list[dict[str, Any]] = field(default_factory=list)   # pending day beats, first = current
    sheriff: int | None = None
    badge_lost: bool = False
    lovers: tuple[int, int] | None = None
    cupid: int | None = None
    leftover: list[str] = field(default_factory=list)
    phantoms: list[str] = field(default_factory=list)   # roles on the role list nobody holds (Claimspace, 004:902)
    buried: list[str] = field(default_factory=list)
    history: dict[str, list[list[int] | None]] = field(default_factory=dict)   # "guard.protect" -> targets per night
    deaths: list[Death] = field(default_factory=list)
    ballots: list[Ballot] = field(default_factory=list)
    timeline: list[dict[str, Any]] = field(default_factory=list)
    results_from: int = 0              # where the last input's timeline entries begin (results.py)
    winner: dict[str, Any] | None = None
    last_words_left: int | None = None        # "one per wolf" policy (seed 003:27)
    last_direction: str | None = None         # speaking direction of the previous day
    pending_night_deaths: list[int] = field(default_factory=list)
    penalty_applied: bool = False
    # "ran", "running": seats; "office": the office it is for, if not the sheriff's badge (004 §6)
    election: dict[str, Any] = field(default_factory=lambda: {"ran": [], "running": []})
    notices: list[dict[str, Any]] = field(default_factory=list)   # private info owed: {"to", "key", "params", "at"}
    next_night_extra: dict[str, dict[str, Any]] = field(default_factory=dict)
    ruleset: str = ""
    seed: int = 0                      # the setup's seed: every random draw derives from it (rng.py)
    draws: int = 0                     # how many draws were taken

    # ------------------------------------------------------------------ queries
    def seat(self, n: int) -> Seat:
        return self.seats[n - 1]

    def alive(self) -> list[int]:
        return [s.seat for s in self.seats if s.alive and s.in_play]

    def in_play(self) -> list[int]:
        return [s.seat for s in self.seats if s.in_play]

    def alive_as_told(self, n: int) -> bool:
        """Alive as the table knows it: a night's dead stay alive for every public and phone view
        until the dawn announcement (003:7: the day-1 election comes before it)."""
        return self.seat(n).alive or n in self.pending_night_deaths

    def card_unknown(self, n: int) -> bool:
        """Printed cards: the card seat `n` holds is not known yet (not identified at its wake nor
        set by the host): what depends on the card (its role changing, a copy of it) waits for it."""
        return self.deal_mode == "printed" and self.seat(n).original_role is None

    def holders(self, role_id: str) -> list[int]:
        return [s.seat for s in self.seats if s.in_play and s.role == role_id]

    def log(self, kind: str, **data: Any) -> None:
        if "rule" in data:
            data["rule"] = cite(self.ruleset, data["rule"])     # the game's own ruleset's line
        self.timeline.append({"kind": kind, "phase": self.phase, "night": self.night.number if self.night else 0,
                              "day": self.day_number, **data})
