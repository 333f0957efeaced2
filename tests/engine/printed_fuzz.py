"""A random but truthful host playing whole printed-card games (deal_mode "printed"): the players hold
the cards `setup.deal` would have dealt (the same seed's laptop deal), and the host identifies them at
their wakes — sometimes late (a seat skipped at its wake, its card set on its menu afterwards),
sometimes a wrong card set and corrected, sometimes a few inputs undone — and otherwise picks random
inputs among those the prompt offers, to the end of the game."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from werewolf_desktop.engine import Game, RuleError, Setup, catalogue
from werewolf_desktop.engine.queries import steps_by_id
from werewolf_desktop.engine.setup import deal
from werewolf_desktop.engine.start_info import AFTER_EVERY_CARD, LATE_STEP

NAMES = [f"p{i}" for i in range(1, 19)]
# how often the host misses a seat at its wake, sets a missed card at an input, sets a wrong card
# (night 1), undoes one to three inputs, and takes an action offered at a night or dusk step
CHANCE = {"miss": 0.15, "late_set": 0.2, "wrong": 0.03, "undo": 0.02, "act": 0.75}


@dataclass
class Run:
    game: Game
    truth: dict[int, str]                   # the card each seat really holds
    aside: list[str]                        # the cards set aside (the thief's two)
    rnd: random.Random
    missed: set[int] = field(default_factory=set)      # seats the host skipped at their wake
    late: bool = False                      # a card was missed at its wake (that player's choice was lost)
    offered_refused: list[tuple[dict, str, str]] = field(default_factory=list)   # (input, error key, prompt kind)
    night1_checked: bool = False
    problems: list[str] = field(default_factory=list)


def setup_for(players: int, seed: int, mode: str, preset: str | None = None, ruleset: str | None = None,
              deck: dict[str, int] | None = None) -> Setup:
    return Setup.create(NAMES[:players], preset=preset, ruleset=ruleset, deck=deck, seed=seed, deal_mode=mode, lang="en")


def cards_held(setup: Setup) -> tuple[dict[int, str], list[str]]:
    seats, rest = deal(setup.deck, len(setup.players), setup.seed)
    return {i: r for i, r in enumerate(seats, start=1)}, rest


def identify_input(run: Run) -> dict:
    g, p = run.game, run.game.prompt
    role = p.identify[0]
    cat = catalogue()
    if cat.role(role).passive.get("plain_card"):
        seats = [s for s in p.unknown if run.truth[s] == role]
        if len(seats) < len(p.unknown):          # a seat missed earlier holds another card: set first
            return set_card(run, next(s for s in p.unknown if run.truth[s] != role))
    else:
        seats = [s for s, r in run.truth.items() if r == role and g.state.seat(s).original_role is None]
        if seats and run.rnd.random() < CHANCE["miss"]:   # the host misses one: it is set on its menu later
            miss = run.rnd.choice(seats)
            seats.remove(miss)
            run.missed.add(miss)
            run.late = True
    inp = {"t": "identify", "role": role, "seats": sorted(seats)}
    if p.identify_cards:
        extra = cat.role(role).setup.get("extra_cards")
        inp["cards"] = run.aside[:p.identify_cards] if extra else run.aside[-p.identify_cards:]
    return inp


def fix_cards(run: Run) -> dict | None:
    """The host corrects every seat whose card was set wrong (a card set on the wrong seat swaps with
    its holder: both are put right), swapping with a seat that holds the card wrongly where every copy
    is held. Returns the last correction."""
    g, last = run.game, None
    for _ in range(6):
        wrong = [s for s in g.state.seats if s.original_role and s.original_role != run.truth[s.seat]]
        if not wrong:
            return last
        s = wrong[0]
        role = run.truth[s.seat]
        fix = {"t": "set_role", "seat": s.seat, "role": role}
        partner = [x.seat for x in wrong if x.original_role == role]
        if partner:
            fix["swap"] = partner[0]
        try:
            g.apply(fix)
        except RuleError as err:
            run.problems.append(f"correction refused {fix}: {err.key} {err.params}")
            return last
        last = fix
    run.problems.append("corrections never ended")
    return last


def set_card(run: Run, seat: int) -> dict:
    return {"t": "set_role", "seat": seat, "role": run.truth[seat]}


def action_input(run: Run, p) -> dict | None:
    """A random legal choice for one of the step's available actions (None: none to take)."""
    rnd = run.rnd
    todo = [a for a in p.actions if a["available"] and (len(a["candidates"]) >= a["min_targets"] or a["input"] != "seats")
            and a["input"] != "card"]             # the thief's cards: the buttons offered, below
    ready = {a["id"] for a in p.actions if a["available"]}
    offers = [c["input"] for c in p.choices if c["type"] == "button" and c["input"].get("t") == "act"
              and c["input"].get("action") in ready and not c.get("blocked")]
    if not todo and not offers:
        return None
    if offers and (not todo or rnd.random() < 0.3):
        return dict(rnd.choice(offers))
    a = rnd.choice(todo)
    inp: dict = {"t": "act", "action": a["id"]}
    if a["input"] == "seats":
        cands = a["candidates"]
        lo = max(a["min_targets"], min(1, len(cands), a["targets"]))
        hi = max(lo, min(a["targets"], len(cands)))
        inp["seats"] = rnd.sample(cands, rnd.randint(lo, hi))
    elif a["input"] == "text":
        inp["text"] = "notes"
    elif a["input"] == "tally":                   # yes and no, together at most the choice's `most`
        most = next((c["most"] for c in p.choices if c["type"] == "tally" and c["action"] == a["id"]), 0)
        inp["yes"] = rnd.randint(0, most)
        inp["no"] = rnd.randint(0, most - inp["yes"])
    if a.get("pick_role"):
        inp["roles"] = [rnd.choice(a["pick_role"]) for _ in range(max(1, len(inp.get("seats", []))))]
    return inp


def day_input(run: Run, p) -> dict:
    rnd = run.rnd
    options: list[dict] = []
    for c in p.choices:
        t = c["type"]
        if t == "button" and not c.get("blocked"):
            options.append(dict(c["input"]))
        elif t == "menu" and c["items"] and rnd.random() < 0.1:
            options.append(dict(rnd.choice(c["items"])["input"]))
        elif t == "seats" and c["seats"]:
            if c["many"]:
                options.append({**c["input"], "seats": rnd.sample(c["seats"], rnd.randint(0, min(3, len(c["seats"]))))})
            else:
                options.append({**c["input"], "seat": rnd.choice(c["seats"])})
        elif t == "ballot":
            cands = p.candidates
            target = rnd.choice(cands) if cands else None
            votes = {}
            for v in p.voters:
                pick = target if rnd.random() < 0.7 else rnd.choice(cands + [None])
                votes[str(v)] = None if pick in p.forbidden.get(v, []) or pick == v and len(cands) > 1 else pick
            options.append({**c["input"], "votes": votes})
        elif t == "points":
            options.append({**c["input"], "votes": {str(v): rnd.choice(c["seats"]) for v in c["voters"]}})
    if "next" in p.allowed:
        options.append({"t": "next"})
    if "vote" in p.allowed and not any(o.get("t") == "vote" for o in options):
        options.append({"t": "vote", "votes": {}})
    if not options:
        options.append({"t": "next"})
    return rnd.choice(options)


def host_input(run: Run) -> dict:
    g, p, rnd = run.game, run.game.prompt, run.rnd
    st = g.state
    night1 = st.phase == "night" and st.night and st.night.number == 1
    if "identify" in p.allowed:
        return identify_input(run)
    if "set_role" in p.allowed and p.unknown:            # the card the engine waits for
        return set_card(run, rnd.choice(p.unknown))
    run.missed = {s for s in run.missed if st.seat(s).original_role is None}
    if night1 and run.missed and rnd.random() < CHANCE["late_set"]:     # the host notices a card he missed
        seat = rnd.choice(sorted(run.missed))
        return set_card(run, seat)
    if p.kind in ("night_step", "dusk_step"):
        inp = action_input(run, p) if "act" in p.allowed and rnd.random() < CHANCE["act"] else None
        if inp is None and "next" not in p.allowed and "act" in p.allowed:
            inp = action_input(run, p)
        return inp or {"t": "next"}
    return day_input(run, p)


def step(run: Run) -> dict | None:
    """One host input (or a wrong card and its correction, or an undo); returns the input applied."""
    g, rnd = run.game, run.rnd
    st = g.state
    if g.inputs and rnd.random() < CHANCE["undo"]:
        for _ in range(rnd.randint(1, 3)):
            if g.can_undo():
                g.undo()
        night = g.state.night
        run.missed = {s.seat for s in g.state.seats if s.original_role is None and s.in_play and night
                      and night.number == 1 and run.truth[s.seat] in night.identified}
        return fix_cards(run)               # the undo kept a wrong card and took its correction back
    if st.phase == "night" and st.night.number == 1 and rnd.random() < CHANCE["wrong"]:
        known = [s.seat for s in st.seats if s.original_role and s.role == s.original_role]
        if known:                                  # a wrong card set on a seat's menu, then corrected
            seat = rnd.choice(known)
            wrong = rnd.choice([r for r in st.deck if r != st.seat(seat).original_role] or [None])
            if wrong:
                try:
                    g.apply({"t": "set_role", "seat": seat, "role": wrong})
                except RuleError:
                    return None
                return fix_cards(run)
    inp = host_input(run)
    p = g.prompt
    try:
        g.apply(inp)
    except RuleError as err:
        run.offered_refused.append((inp, err.key, p.kind))
        if inp["t"] == "set_role" or inp["t"] == "identify":
            run.problems.append(f"host's true card refused {inp}: {err.key} {err.params}")
        try:
            g.apply({"t": "next"})
        except RuleError:
            return None
        return {"t": "next"}
    if inp["t"] == "set_role":
        run.missed.discard(inp["seat"])
    return inp


def check_night1(run: Run) -> None:
    st = run.game.state
    if run.night1_checked or st.night is None or st.phase == "night" and st.night.number == 1:
        return
    run.night1_checked = True
    wrong = {s.seat: (s.original_role, run.truth[s.seat]) for s in st.seats
             if s.in_play and s.original_role != run.truth[s.seat]}
    if wrong:
        run.problems.append(f"after night 1 the seats' cards differ from the truth: {wrong}")


def play(setup: Setup, seed: int, cap: int = 600) -> Run:
    truth, aside = cards_held(setup)
    run = Run(Game(setup), truth, aside, random.Random(seed))
    stuck = 0
    for _ in range(cap):
        if run.game.over:
            break
        before = (len(run.game.inputs), repr(run.game.state))
        step(run)
        check_night1(run)
        stuck = stuck + 1 if (len(run.game.inputs), repr(run.game.state)) == before else 0
        if stuck > 30:
            run.problems.append(f"stuck at {run.game.prompt.kind} {run.game.prompt.step} allowed={run.game.prompt.allowed}")
            break
    return run


FOCUS = ["infected_wolf", "look_alike", "cupid_revamped", "fletcher", "flute_apprentice", "flute_player",
         "fortune_teller", "priest", "devil", "demon", "mad_scientist"]


def revamped_deck(rnd: random.Random) -> tuple[int, dict[str, int]]:
    """A custom revamped deck: two or three wolves, four to seven of the roles with random defaults or
    that read a card (FOCUS) and a few other revamped roles, citizens for the rest."""
    cat = catalogue()
    others = sorted(r for r in cat.roles if "revamped" in getattr(cat.role(r), "rulesets", ())
                    and r not in FOCUS and r not in ("werewolf_revamped", "citizen") and cat.role(r).team != "wolf")
    for _ in range(50):
        n = rnd.randint(9, 16)
        deck = {"werewolf_revamped": rnd.randint(2, 3)}
        for r in rnd.sample(FOCUS, rnd.randint(4, 7)) + rnd.sample(others, rnd.randint(0, 3)):
            deck[r] = deck.get(r, 0) + 1
        if _filled(n, deck):
            return n, deck
    raise AssertionError("no deck")


def any_revamped_deck(rnd: random.Random) -> tuple[int, dict[str, int]]:
    """A custom revamped deck of one to three wolves and four to nine revamped roles of any kind."""
    cat = catalogue()
    roles = sorted(r for r in cat.roles if "revamped" in getattr(cat.role(r), "rulesets", ())
                   and r not in ("werewolf_revamped", "citizen"))
    for _ in range(100):
        n = rnd.randint(9, 16)
        deck = {"werewolf_revamped": rnd.randint(1, 3)}
        for r in rnd.sample(roles, rnd.randint(4, 9)):
            deck[r] = 1
        if _filled(n, deck):
            return n, deck
    raise AssertionError("no deck")


def _filled(n: int, deck: dict[str, int]) -> bool:
    """Fill `deck` with Citizens up to `n` players; True if the set-up accepts it (a printed revamped game)."""
    if sum(deck.values()) >= n:
        return False
    deck["citizen"] = n - sum(deck.values())
    try:
        Setup.create(NAMES[:n], ruleset="revamped", deck=deck, seed=1, deal_mode="printed")
    except RuleError:
        return False
    return True


def host_only(run: Run) -> list[dict]:
    """The game's inputs without the host's card work: what a laptop-dealt game of the same cards
    takes. Left out: identifications, cards set, the "next" of an identification step, the one
    that carries out a lot held for a card and the one of a start information told late."""
    g = Game(run.game.setup)
    kept = []
    for inp in run.game.inputs:
        night = g.state.night if g.state.phase == "night" else None
        card_work = inp["t"] in ("identify", "set_role") or g.prompt.kind == "identify" or (night and night.lot) \
            or g.prompt.step == LATE_STEP
        g.apply(inp)
        if not card_work:
            kept.append(inp)
    return kept


def lots(g: Game) -> list:
    """The seats the random defaults fell on, in order."""
    return [e["pick"] for e in g.state.timeline if e["kind"] == "draw" and e["purpose"] == "default"]


def laptop_difference(run: Run) -> str | None:
    """The same game dealt by the laptop (the same seed deals the same cards) and played with the same
    choices: what ends differently, or what a player was told otherwise where every random draw fell
    alike (None: the same, or not comparable — a random
    draw fell elsewhere: the laptop draws the start information at the deal, printed cards as the
    cards are learned, so the draws are numbered otherwise)."""
    s = run.game.setup
    lap = Game(Setup.create(s.players, ruleset=s.ruleset, deck=s.deck, options=s.options, seed=s.seed,
                            deal_mode="laptop", lang=s.lang))
    printed, shifted = lots(run.game), False
    for inp in host_only(run):
        shifted = shifted or (lap.state.phase == "night" and lap.state.night.number == 1 and moved(lap.prompt.step))
        try:
            lap.apply(inp)
        except RuleError as err:
            if lots(lap) != printed[:len(lots(lap))] or shifted:
                return None
            return f"the laptop-dealt game refused {inp}: {err.key} {err.params} at {lap.prompt.kind} {lap.prompt.step}"
    if lots(lap) != printed or shifted:
        return None
    if draws(lap) != draws(run.game):         # another draw fell elsewhere (a Psychopath's list): not comparable
        return None
    if outcome(lap) != outcome(run.game):
        return f"laptop-dealt {outcome(lap)}, printed {outcome(run.game)}"
    if told(lap) != told(run.game):
        return f"told otherwise: laptop-dealt only {sorted(set(told(lap)) - set(told(run.game)))[:4]}, " \
               f"printed only {sorted(set(told(run.game)) - set(told(lap)))[:4]}"
    return None


def draws(g: Game) -> list:
    """Every random draw, in any order (printed cards draw the start information later)."""
    return sorted((e["purpose"], str(e["pick"])) for e in g.state.timeline if e["kind"] == "draw")


def told(g: Game) -> list:
    """What each player was told, and which night and day."""
    return sorted((str(n["to"]), n["key"], repr(sorted(n["params"].items())), n["night"], n["day"]) for n in g.state.notices)


def moved(step_id: str | None) -> bool:
    """A step the printed-card night 1 calls after every identification (start_info.printed_order):
    a phantom's or a Dog's new Town Crier or Mad Scientist is called there, not at the laptop's place."""
    step = steps_by_id().get(step_id or "")
    return bool(step and step.role and catalogue().role(step.role).start_info.get("kind") in AFTER_EVERY_CARD)


def comparable(setup: Setup) -> bool:
    """The laptop-dealt game wakes the roles in the same order: no role whose first-night steps wait for
    every card with printed cards (the Mad Scientist's lab, start_info.printed_order)."""
    cat = catalogue()
    return not any(cat.role(r).start_info.get("kind") in AFTER_EVERY_CARD for r in setup.deck)


def outcome(g: Game) -> tuple:
    """The winner, and each seat's role, groups, lives, charges, life and death."""
    return (g.state.winner or {}).get("team"), [
        (s.role, sorted(s.groups), s.lives, s.uses, s.powerless, s.alive, s.death and (s.death.number, s.death.phase, sorted(s.death.causes)))
        for s in g.state.seats if s.in_play]
