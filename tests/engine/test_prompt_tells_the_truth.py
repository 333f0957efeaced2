"""Issue 22: nothing the console is offered leads to a refusal. Hypothesis walks random games of every
preset and ruleset through `Game.apply`; at every prompt each `available` action has an input the
engine accepts, each input kind in `allowed` has an accepted form, and no refusal met on the way is a
message for a programmer."""
import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from werewolf_desktop.engine import Game, RuleError, catalogue
from werewolf_desktop.engine.game import apply_input

from .test_properties import candidate_inputs, preset_game
from .test_revamped_properties import revamped_deck, revamped_game

DEVELOPER_KEYS = {"rule.bad_input", "rule.bad_targets", "rule.bad_votes", "rule.not_now", "rule.no_such_action"}


def accepted(g: Game, inp: dict) -> str | None:
    """None if the engine accepts `inp` now (tried on a copy), else the refusal's key."""
    state = copy.deepcopy(g.state)
    try:
        apply_input(state, inp)
    except RuleError as err:
        return err.key
    return None


def forms(g: Game, kind: str) -> list[dict]:
    """The natural inputs of a kind, as the console builds them from the prompt."""
    p = g.prompt
    if kind == "act":
        out = []
        for a in p.actions:
            if not a["available"]:
                continue
            inp = {"t": "act", "action": a["id"]}
            if a["input"] == "text":                  # free text typed on the device (reference S8)
                inp["text"] = "A note for the table."
            if a["input"] == "tally":                 # counts of thumbs (the dead answering the Medium)
                inp.update(yes=0, no=0)
            if a["input"] == "card":
                inp["card"] = (p.show or {}).get("must_take") or 0
            elif a["input"] == "seats":
                need = a["min_targets"] or (1 if a["targets"] else 0)
                cands = a["candidates"]
                dead = [c for c in cands if not g.state.seat(c).alive]
                if dead and len(dead) < len(cands):       # a pool of the dead and the living (the Reaper's
                    cands = [dead[0]] + [c for c in cands if c != dead[0]]    # lend: one of each, 004:1048)
                    cands = cands[:1] + [c for c in cands[1:] if g.state.seat(c).alive] + [c for c in cands[1:] if not g.state.seat(c).alive]
                inp["seats"] = (cands * need)[:need] if a["repeat"] else cands[:need]
            if a["pick_role"]:
                inp["roles"] = a["pick_role"][:1] * max(1, len(inp.get("seats", [])))
            out.append(inp)
        return out
    if kind == "set_role":                                   # printed cards: a seat left unknown corrected
        from werewolf_desktop.engine.night import cards_unaccounted

        left, _ = cards_unaccounted(g.state)
        return [{"t": "set_role", "seat": p.unknown[0], "role": r} for r in sorted(left)
                if not catalogue().role(r).passive.get("plain_card")][:1]
    if kind == "identify":
        role = p.identify[0]
        inp = {"t": "identify", "role": role, "seats": p.unknown if catalogue().role(role).passive.get("plain_card") else []}
        if p.identify_cards:
            plain = sorted((r for r in g.state.deck if catalogue().role(r).team != "wolf"), key=lambda r: -g.state.deck[r])
            inp["cards"] = [r for r in plain for _ in range(g.state.deck[r])][:p.identify_cards]    # no more than dealt (003:111)
        return [inp]
    simple = {"next": {}, "vote": {"votes": {}}, "candidates": {"seats": []}, "badge": {"seat": None},
              "shoot": {"seat": None}, "reveal": {"reveal": True}, "direction": {"direction": "up"}}
    if kind in simple:
        return [{"t": kind, **simple[kind]}]
    if kind == "withdraw":
        return [{"t": "withdraw", "seat": p.candidates[0]}] if p.candidates else []
    if kind == "self_destruct":
        return [{"t": "self_destruct", "seat": p.self_destruct[0]}] if p.self_destruct else []
    if kind == "resign":                                     # 004:838: an office holder steps down
        return [{"t": "resign", "seat": s, "office": o} for s, offices in p.resign.items() for o in offices][:1]
    if kind == "decide":             # the captain's seat, or the Mayor's count (004:843): a button the prompt offers
        offered = [c["input"] for c in p.choices if c["type"] == "button" and c["input"].get("t") == "decide"]
        return offered[:1] or ([{"t": "decide", "seat": p.candidates[0]}] if p.candidates else [])
    return []


def check_prompt(g: Game) -> None:
    p = g.prompt
    for kind in p.allowed:
        tries = forms(g, kind)
        assert tries, (p.kind, p.step, kind, "allowed but nothing to enter")
        for inp in tries:
            refused = accepted(g, inp)
            assert refused is None, (p.kind, p.step, inp, refused)


def walk(g: Game, data, steps: int) -> None:
    for _ in range(steps):
        if g.over:
            return
        check_prompt(g)
        try:
            g.apply(candidate_inputs(g, data))     # random inputs, garbage included: refused cleanly
        except RuleError:
            pass


PRESETS = sorted(catalogue().presets)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data(), preset=st.sampled_from(PRESETS), seed=st.integers(0, 10_000),
       mode=st.sampled_from(["laptop", "laptop", "printed"]))
def test_every_offered_control_of_every_preset_is_accepted(data, preset, seed, mode):
    walk(preset_game(data, preset, seed, mode), data, data.draw(st.integers(10, 80), label="length"))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                                 HealthCheck.large_base_example])
@given(data=st.data(), deck=revamped_deck(), seed=st.integers(0, 10_000))
def test_every_offered_control_of_revamped_games_is_accepted(data, deck, seed):
    g = revamped_game(deck, seed)
    if g is not None:
        walk(g, data, data.draw(st.integers(10, 80), label="length"))
