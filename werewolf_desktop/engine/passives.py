"""The passive abilities a role record may hold under `passive` (schema.py refuses any other key).
Each is read by the one engine piece named beside it."""
from __future__ import annotations

PASSIVES: dict[str, str] = {
    "lives": "attacks.py: survives attacks of the listed kinds/attackers until the lives run out "
             "{count, against, at (night: night attacks only, 004:485), hide_from_witch, told, rule} (elder 003:105, runner 004:197)",
    "immune": "attacks.py: attacks of these kinds fail (wolfsbane, 002:80)",
    "on_exile": "day.py: 'reveal_and_survive' — survives the exile once and loses the vote (idiot 003:107)",
    "death_penalty": "triggers.py: dying by these causes removes every good skill (elder 003:105)",
    "self_destruct": "day.py: may self-destruct (自爆) during the day's talk where the ruleset option `self_destruct` allows it (werewolves 003:17; not 002:39)",
    "not_a_player": "game.py: the holder moderates instead of playing (moderator card 002:10)",
    "pack_tiebreak": "attacks.group_tally: when the pack's entered points tie, this member's wish wins (alpha werewolf 002:90)",
    "peeks_at": "descriptive: the pack step's extra line tells the moderator (little girl 001:7)",
    "category_option": "victory.py: a ruleset option decides the 屠边 category (idiot 003:107)",
    "plain_card": "night.py: the card nobody is woken for; printed cards identify it last (villager)",
    "converts_as": "effects/standing.py: a conversion makes this role {into} and the other holders "
                   "of the role {others}, all told (Baker → Bloody Butcher / Butchers, 004:228)",
    "delayed_death": "attacks.py: attacks do not kill until the end of the next day (night) or of that day "
                     "(day); told one attacker's name; a lynch kills as usual {rule} (Macho 004:182)",
    "narrated": "triggers.py: every ability used on the holder is told aloud at dawn with its cause role "
                "(Bard 004:121-125)",
    "convert_into": "attacks.py: the role a 'convert' attack turns its victim into (Thing 002:94)",
    "turns_into": "attacks.py: attacked by these attackers, the holder turns into {into} instead of dying, before "
                  "every other defence {against, rule} (Cursed Civilian → Packless Wolf, 004:919-925)",
    "disease_immune": "disease.py: never infected by the disease, by a vial or by contagion; a vial on the holder "
                      "is wasted and both are told (the Evil Scientist, the Immune Survivor, 004:963, 004:1007)",
    "ascend_when_elected": "day.py: elected to `office`, the holder wins and leaves the game (victory.ascend) "
                           "{office, rule, says, void_votes: those who voted for it have no vote the next "
                           "day} (Despot 004:764-770)",
    "disguise": "disguise.py: a permanent disguise worn from the deal, dropped on role loss {role, strong} "
                "(Sneaking Wolf 004:497)",
    "resources": "resources.py: what the holder starts with {name: count} (the Devil's one soul, 004:671)",
    "spends_to_survive": "attacks.py: attacked at night with a spare {resource}, survives and spends one "
                         "(the Devil's soul, 004:667)",
    "starts_marked": "status.wears: markers the role wears from the start (the Demon is soulless, 004:650)",
    "backfires_into": "effects/standing.py convert: converting this role turns the converter into that role "
                      "instead (Infected Wolf on a Devil or Demon → Demon, 004:91, 004:532)",
    "redirect": "rules.redirected: an ability used on the holder by a player carrying marker {from} goes to "
                "the holder's standing target {marker} instead, unknown to them (Flute Apprentice 004:985)",
}
