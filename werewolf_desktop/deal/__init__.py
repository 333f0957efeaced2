"""Dealing roles to phones: each player scans a QR code and sees only their own role.

The laptop serves a tiny page on the local network (no app, no account, no internet):

    tokens = Tokens(secret, generation, seats)          # one unguessable link per seat
    server = DealServer(view_for_seat, tokens)          # view_for_seat(seat) -> engine player_view
    port = server.start()
    for seat in seats:
        url = server.url(seat, lan_addresses()[0])      # show qr_png(url) / qr_svg(url) and the url
    ...
    server.set_tokens(Tokens(secret, generation + 1, seats))   # re-deal: old links die
    server.stop()

During the game the window serves each seat's view as the table has been told it (a night death only
after the dawn announcement): `told_views(state)`, kept up to date after each input by a `PhoneViews`.
With no network at all, `offline_qr_text(view, lang)` is the role as plain text for a QR code.
`troubleshooting(lang)` is the help for when phones cannot connect. See docs/phones.md.
"""
from .addresses import lan_addresses, order_addresses
from .offline import offline_qr_text
from .qr import qr_png, qr_svg, qr_version
from .server import DealServer
from .told import PhoneViews, told_views
from .tokens import Tokens
from .troubleshooting import troubleshooting, troubleshooting_text

__all__ = ["DealServer", "Tokens", "lan_addresses", "order_addresses", "qr_png", "qr_svg", "qr_version",
           "offline_qr_text", "PhoneViews", "told_views", "troubleshooting", "troubleshooting_text"]
