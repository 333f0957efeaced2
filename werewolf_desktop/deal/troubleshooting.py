"""The help text for when phones cannot open their page (shown by the console's deal window).

Texts live in the `deal` catalogue (resources/i18n) under `deal.help.*`; `docs/phones.md` says the same at length.
"""
from __future__ import annotations

from ..i18n import tr

TIPS = ("same_wifi", "guest_network", "hotspot", "windows_firewall", "macos_local_network",
        "type_url", "old_link", "offline_qr", "pass_laptop")


def troubleshooting(lang: str) -> tuple[str, str, list[tuple[str, str]]]:
    """(heading, intro, [(tip title, tip text), …]) in `lang`, in the order to try them."""
    return (tr("deal.help.heading", lang), tr("deal.help.intro", lang),
            [(tr(f"deal.help.{tip}.title", lang), tr(f"deal.help.{tip}.body", lang)) for tip in TIPS])


def troubleshooting_text(lang: str) -> str:
    """The same as plain text (numbered tips), e.g. for a message box."""
    heading, intro, tips = troubleshooting(lang)
    lines = [heading, "", intro, ""]
    for number, (title, body) in enumerate(tips, 1):
        lines += [f"{number}. {title}", f"   {body}", ""]
    return "\n".join(lines).rstrip() + "\n"
