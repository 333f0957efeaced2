"""Hypothesis drives random input sequences through the engine (issue: never crashes, never lets a
dead player act, declares at most one winner)."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from werewolf_desktop.engine import Game, RuleError, Setup, catalogue

PRESETS = ["std12_444_guard", "std12_444_elder", "std12_444_idiot", "std12_cupid_thief", "std9_cupid", "std7_8_cupid",
           "plotkin_basic", "classic_doctor", "duesterwald", "std11_cupid", "plotkin_dark_city", "plotkin_thing"]


def candidate_inputs(g: Game, data) -> dict:
    p = g.prompt
    n = len(g.state.seats)
    seat = st.integers(min_value=-1, max_value=n + 1)
    choice = data.draw(st.integers(0, 9), label="kind")
    if choice == 0:   # garbage, to make sure it is refused cleanly
        return data.draw(st.sampled_from([{"t": "act", "action": "nope"}, {"t": "vote", "votes": {"x": 1}},
                                          {"t": "badge", "seat": "a"}, {"t": "identify", "seats": [0, 0]},
                                          {"t": "self_destruct", "seat": data.draw(seat)}, {"t": "withdraw", "seat": 3},
                                          {"t": "reveal", "reveal": "yes"}, {"t": "decide", "seat": 1}]))
    allowed = p.allowed or ["next"]
    kind = data.draw(st.sampled_from(allowed), label="allowed")
    if kind == "act":
        actions = [a for a in p.actions if a["available"]] or p.actions
        a = data.draw(st.sampled_from(actions))
        if a["effect"] == "take_bottom_card":
            return {"t": "act", "action": a["id"], "card": data.draw(st.integers(0, 1))}
        pool = a["candidates"] or list(range(1, n + 1))
        k = data.draw(st.integers(a.get("min_targets", a["targets"]), a["targets"]))
        seats = data.draw(st.lists(st.sampled_from(pool), min_size=k, max_size=k, unique=True)) if len(pool) >= k else []
        inp = {"t": "act", "action": a["id"], "seats": seats}
        if a.get("pick_role"):
            inp["roles"] = [data.draw(st.sampled_from(a["pick_role"])) for _ in range(max(1, len(seats)))]
        if p.wakes and p.actors and data.draw(st.booleans(), label="votes"):
            inp["votes"] = {str(m): data.draw(st.sampled_from(seats)) for m in p.actors if seats}
        return inp
    if kind == "vote":
        votes = {}
        for v in p.voters:
            if data.draw(st.booleans()):
                votes[str(v)] = data.draw(st.sampled_from(p.candidates + [None])) if p.candidates else None
        return {"t": "vote", "votes": votes}
    if kind in ("badge", "shoot"):
        return {"t": kind, "seat": data.draw(st.sampled_from(p.candidates + [None]))}
    if kind == "candidates":
        return {"t": "candidates", "seats": data.draw(st.lists(st.sampled_from(p.candidates), unique=True, max_size=4))}
    if kind == "withdraw":
        return {"t": "withdraw", "seat": data.draw(st.sampled_from(p.candidates or [1]))}
    if kind == "self_destruct":
        return {"t": "self_destruct", "seat": data.draw(st.sampled_from(p.self_destruct or [1]))}
    if kind == "reveal":
        return {"t": "reveal", "reveal": data.draw(st.booleans())}
    if kind == "direction":
        return {"t": "direction", "direction": data.draw(st.sampled_from(["up", "down"]))}
    if kind == "decide":             # the captain's seat, or the Mayor's count (004:843): a button the prompt offers
        offered = [c["input"] for c in p.choices if c["type"] == "button" and c["input"].get("t") == "decide"]
        return data.draw(st.sampled_from(offered + [{"t": "decide", "seat": s} for s in p.candidates]))
    if kind == "identify":
        role = p.identify[0]
        seats = data.draw(st.lists(st.sampled_from([s.seat for s in g.state.seats if s.role is None] or [1]),
                                   unique=True, max_size=catalogue().roles and g.state.deck.get(role, 1)))
        if p.unknown and catalogue().role(role).passive.get("plain_card") and data.draw(st.booleans()):
            seats = list(p.unknown)                         # the last identification: every seat left
        inp = {"t": "identify", "role": role, "seats": seats}
        if role == "thief":
            inp["cards"] = ["villager", "villager"]
        return inp
    if kind == "set_role":                                  # printed cards: correct a seat's card
        return {"t": "set_role", "seat": data.draw(st.sampled_from(p.unknown or [1])),
                "role": data.draw(st.sampled_from(sorted(g.state.deck)))}
    return {"t": "next"}


def check_invariants(g: Game, winners_seen: list) -> None:
    """Walk the timeline in order: nobody dead acts at night or votes — but for a day's choice taken
    in the early night slot (`day_choice`) by a seat that died in the day just before (004:559: "If
    the Tanner dies, the assigned players will keep their disguises for the night"); one winner, then
    nothing."""
    from werewolf_desktop.engine.queries import steps_by_id

    dead, unannounced, died_by_day = set(), set(), {}
    for e in g.state.timeline:
        if e["kind"] == "death":
            (unannounced if e["at"] == "night" else dead).add(e["seat"])
            if e["at"] != "night":
                died_by_day[e["seat"]] = e["day"]
        elif e["kind"] == "announce":
            dead |= unannounced
            unannounced = set()
        elif e["kind"] == "night_action":
            step = steps_by_id().get(e["step"])
            day_choice = step is not None and step.day_choice and died_by_day.get(e["actor"]) == e["night"] - 1
            assert e["actor"] not in dead | unannounced or day_choice, e
        elif e["kind"] == "ballot":
            voters = {int(v) for v in e["votes"]}
            assert not voters & dead, e
    winners = [e for e in g.state.timeline if e["kind"] == "winner"]
    assert len(winners) <= 1
    assert (g.state.phase == "over") == (g.state.winner is not None) == bool(winners)


def random_play(g: Game, data, most: int = 160):
    """Random inputs, garbage included, for a drawn number of turns (20 to `most`) or to the game's
    end; yields after each one the engine accepted (a refused one is skipped)."""
    for _ in range(data.draw(st.integers(20, most), label="length")):
        if g.over:
            return
        try:
            g.apply(candidate_inputs(g, data))
        except RuleError:
            continue
        yield


def preset_game(data, preset: str, seed: int, mode: str) -> Game:
    """A game of `preset` with a drawn number of players (up to 12, or the preset's minimum)."""
    p = catalogue().preset(preset)
    players = data.draw(st.integers(p.players[0], max(p.players[0], min(p.players[1], 12))))
    return Game(Setup.create([f"p{i}" for i in range(players)], preset=preset, seed=seed, deal_mode=mode))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data(), preset=st.sampled_from(PRESETS), seed=st.integers(0, 10_000),
       mode=st.sampled_from(["laptop", "laptop", "printed"]))
def test_random_inputs_never_crash_and_keep_the_invariants(data, preset, seed, mode):
    g = preset_game(data, preset, seed, mode)
    winners = []
    for _ in range(data.draw(st.integers(20, 160), label="length")):
        if g.over:
            try:
                g.apply({"t": "next"})
            except RuleError as err:
                assert err.key == "rule.game_over"
            break
        inp = candidate_inputs(g, data)
        try:
            g.apply(inp)
        except RuleError:
            continue
        check_invariants(g, winners)
    # undo never fails on a game it built and lands on a consistent state
    if g.inputs:
        g.undo()
        assert Game.replay(g.setup, g.inputs).prompt.to_dict() == g.prompt.to_dict()
