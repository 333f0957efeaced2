"""The deal domain: every string in zh, en and de, the same placeholders, every key used exists."""
import re
from pathlib import Path

from werewolf_desktop.i18n import LANGUAGES, all_strings

PACKAGE = Path(__file__).resolve().parents[2] / "werewolf_desktop" / "deal"


def load():
    return all_strings("deal")


def test_every_key_has_three_languages_and_the_same_placeholders():
    strings = load()
    for key, texts in strings.items():
        assert key.startswith("deal."), key
        assert set(texts) == set(LANGUAGES), key
        assert all(isinstance(t, str) and t.strip() for t in texts.values()), key
        placeholders = {frozenset(re.findall(r"\{(\w+)\}", t)) for t in texts.values()}
        assert len(placeholders) == 1, key


def test_translations_are_translations():
    strings = load()
    same = [k for k, t in strings.items() if len(set(t.values())) == 1]
    assert sorted(same) == sorted([f"deal.lang.{lang}" for lang in LANGUAGES] + ["deal.page.seat_named"])
    assert all(re.search(r"[\u4e00-\u9fff]", t["zh"]) for k, t in strings.items() if k.startswith("deal.help."))


def test_every_key_the_code_uses_exists():
    strings = load()
    source = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.glob("*.py"))
    used = set(re.findall(r'"(deal\.[a-z_]+\.[a-z_.]+)"', source))
    assert used and used <= set(strings), used - set(strings)
    for prefix, names in [("deal.team.", ["village", "wolf", "third", "none"]),
                          ("deal.page.", ["wait", "same", "new", "gone", "offline"])]:
        for name in names:
            assert prefix + name in strings
    from werewolf_desktop.deal.troubleshooting import TIPS, troubleshooting_text
    for tip in TIPS:
        assert f"deal.help.{tip}.title" in strings and f"deal.help.{tip}.body" in strings
    text = troubleshooting_text("en")
    for needle in ("Wi-Fi", "Guest", "Mobile hotspot", "Internet Sharing", "Private networks", "Local Network",
                   "http://", "offline codes", "Pass the laptop"):
        assert needle in text, needle
