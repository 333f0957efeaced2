"""What the judge (法官) sheet says, in the order it says it: the night order, each night step with
the lines to read aloud and the moderator's notes, the day's entries with the dusk steps around the
vote, how the game is won, the rules that apply; the header, the footer and the seat grid's words.

Plain data (`Line`s in blocks, strings): `judge.py` typesets it. The lines to read aloud are in the
primary language (one moderator reads them); role names in step titles carry the other languages.
"""
from __future__ import annotations

from dataclasses import dataclass

from werewolf_desktop.engine.catalogue import Catalogue
from werewolf_desktop.i18n import text as pick, tr

from .deck import Deck
from .judge_rules import day_entries, features, role_book, rule_rows
from .judge_words import (_marks, _order_line, _own, _t, _tag, _tracking, _when, day_prompts, general_night_prompts,
                          option_value, other_wins, sleeping_rules, step_prompts, step_title)
from .nightorder import LATER

# What a line is on the sheet (judge.py gives each kind its look):
KINDS = ("heading",       # a part of the sheet: the night, the day, the win, the rules
         "order",         # the order of the wakes
         "general",       # a rule for the whole night
         "title",         # a night step or day entry (its tag: when it happens)
         "dusk_title",    # a dusk step around the vote (its tag: when)
         "read",          # lines to read aloud (its label: which nights, for a later nights' version)
         "note",          # the moderator's note under a step or entry
         "win",           # how the game is won
         "says",          # how a Solo team or role wins, in the game-over screen's words
         "rule")          # an option that applies: "name: value"


@dataclass(frozen=True)
class Line:
    """One paragraph of the sheet."""

    kind: str
    text: str
    tag: str = ""                # when it happens, for a title
    label: str = ""              # words printed before the text, as they are ("Later nights: ")


Block = list[Line]               # lines kept together in one column when they fit one


def sheet(deck: Deck, langs: tuple[str, ...], cat: Catalogue) -> list[Block]:
    """The sheet's text, block by block (empty lines and blocks left out)."""
    lang = langs[0]
    feats = features(deck, cat)
    opts = deck.options
    blocks: list[Block] = []

    def add(*lines: Line) -> None:
        kept = [line for line in lines if line.label or line.text]
        if kept:
            blocks.append(kept)

    # the night
    add(Line("heading", tr("cardprint.judge.night", lang)))
    orders = [tr("cardprint.judge.order_first", lang, order=_order_line(deck, 1, lang, cat))]
    later = _order_line(deck, LATER, lang, cat)
    if later:
        orders.append(tr("cardprint.judge.order_later", lang, order=later))
    general = general_night_prompts(deck, feats, lang) + sleeping_rules(deck, feats, lang, cat)
    add(*[Line("order", o) for o in orders], *[Line("general", g) for g in general])
    read: set[str] = set()          # lines already on the sheet (the dawn's election call is also the day's)
    for n, step in enumerate(feats.steps, start=1):
        title = f"{n}. " + " / ".join(step_title(step, lg, cat) for lg in langs)
        first = pick(step.lines_for(opts, step.first_night and 1 or LATER, deck.in_play()), lang)
        read.add(first)
        lines = [Line("title", title, tag=_tag(step, lang)), Line("read", first)]
        if step.first_night is not None and step.other_nights is not None:
            later_lines = pick(step.lines_for(opts, LATER, deck.in_play()), lang)
            if later_lines != first:
                lines.append(Line("read", later_lines, label=tr("cardprint.judge.later_lines", lang)))
        if step.role is not None and role_book(deck, cat):         # the rule that decides this step (issue 29.22)
            lines.append(Line("note", pick(cat.role(step.role).ability, lang)))
        lines += [Line("note", p) for p in step_prompts(step, deck, feats, lang, cat)]
        add(*lines)

    # the day
    add(Line("heading", tr("cardprint.judge.day", lang)))
    for n, entry in enumerate(day_entries(deck, feats, cat), start=1):
        if entry["id"] == "exile_vote":          # the eyes-closed dusk steps around the vote (004, reference S5)
            add(*dusk(deck, "before_vote", lang, cat))
        title = f"{n}. " + (_own(f"cardprint.day.{entry['id']}", deck, lang) or entry["id"])
        lines = [Line("title", title, tag=_when(entry, opts, lang))]
        said = cat.day_lines(entry["id"], opts)
        if said and pick(said, lang) not in read:
            lines.append(Line("read", pick(said, lang)))
        lines += [Line("note", p) for p in day_prompts(entry, deck, feats, lang)]
        add(*lines)
        if entry["id"] == "exile_vote":
            add(*dusk(deck, "after_vote", lang, cat))

    # how the game is won, and the rules that apply
    add(Line("heading", tr("cardprint.judge.win", lang)))
    win = opts.get("win")
    lines = [Line("win", _t(f"cardprint.win.{win}", lang) or str(win))]
    if "link_lovers" in feats.effects:
        lines.append(Line("win", _t(f"cardprint.win.lovers.{opts.get('lovers_team', 'pair_only')}", lang) or ""))
    lines += [Line("says", line) for line in other_wins(deck, lang, cat)]
    add(*lines)
    rows = rule_rows(deck, feats, cat)
    if rows:
        add(Line("heading", tr("cardprint.judge.rules", lang)))
        add(*[Line("rule", (_own(f"cardprint.opt.{n}", deck, lang) or n) + tr("cardprint.colon", lang)
                   + option_value(n, v, lang, deck.ruleset_id)) for n, v in rows])
    return blocks


def dusk(deck: Deck, moment: str, lang: str, cat: Catalogue) -> list[Line]:
    """The dusk steps of the deck's roles at `moment` (before the vote, or after it and before the
    lynch), in their order: the role called with its lines (the Barber, the Ice Queen…)."""
    steps = sorted((s for r in sorted(deck.in_play()) for s in cat.role(r).dusk if s.moment == moment),
                   key=lambda s: (50 if s.rank is None else s.rank, s.id))
    lines: list[Line] = []
    for step in steps:
        title = tr("cardprint.judge.dusk_step", lang, role=step_title(step, lang, cat))
        tag = _t(f"cardprint.judge.tag.gate.{step.gate}", lang) if step.gate else None
        lines += [Line("dusk_title", title, tag=tag or tr(f"cardprint.judge.tag.{moment}", lang)),
                  Line("read", pick(step.lines, lang))]
    return lines


# ---------------------------------------------------------------- header, footer, seat grid

def title(deck: Deck, lang: str) -> str:
    return tr("cardprint.judge.title", lang) + " — " + deck.title(lang)


def subtitle(deck: Deck, lang: str, cat: Catalogue) -> str:
    """The ruleset, the number of players and the roles dealt."""
    players = deck.players or sum(deck.counts.values())
    sep = tr("cardprint.list_sep", lang)
    roles = sep.join(pick(cat.role(r).name, lang) + (f"×{n}" if n > 1 else "") for r, n in deck.counts.items())
    return tr("cardprint.judge.subtitle", lang, ruleset=pick(cat.ruleset(deck.ruleset_id).name, lang),
              players=players, roles=roles)


def footer(deck: Deck, lang: str, page: int, pages: int) -> str:
    return ("Werewolf Desktop  ·  " + title(deck, lang) + "  ·  "
            + tr("cardprint.notice.page", lang, page=page, pages=pages))


def grid_heads(rounds: int, lang: str) -> list[str]:
    """The seat grid's column heads: seat, name, role, a night and a day per round, out."""
    return ([tr("cardprint.seats.seat", lang), tr("cardprint.seats.name", lang), tr("cardprint.seats.role", lang)]
            + [tr(k, lang, n=i + 1) for i in range(rounds) for k in ("cardprint.grid.night", "cardprint.grid.day")]
            + [tr("cardprint.grid.out", lang)])


def night_marks(deck: Deck, lang: str, cat: Catalogue) -> list[str]:
    """The marks a night cell takes for this deck's night actions ("K kill", "C checked"…), in night order."""
    return _marks(deck, features(deck, cat), lang)


def grid_notes(deck: Deck, lang: str, cat: Catalogue) -> list[str]:
    """The lines under the seat grid: the night cells' marks, the fields to fill in once."""
    feats = features(deck, cat)
    marks, tracking = _marks(deck, feats, lang), _tracking(deck, feats, lang, cat)
    lines = [tr("cardprint.grid.legend", lang, marks="  ·  ".join(marks)) if marks else "", "     ".join(tracking)]
    return [line for line in lines if line]
