"""This machine's own network addresses, for the links the phones open.

Found only by *listing* interfaces with the `ifaddr` library (the operating system's own calls:
getifaddrs on Linux and macOS, GetAdaptersAddresses on Windows), never by connecting anywhere
(no "UDP connect to 8.8.8.8" trick: the kit must work with no internet and must not send packets
on its own) and without starting any process.

`order_addresses` (a pure function) ranks them: private IPv4 (192.168/16, 10/8, 172.16/12) first,
then other IPv4, then usable IPv6 (global or unique-local), then IPv4 link-local, loopback last.
Addresses of virtual adapters (Docker, VirtualBox, VPN tunnels, …) go behind the real ones of the
same rank. IPv6 link-local (fe80::) is left out: a phone cannot open such a link without a zone id.
"""
from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable

import ifaddr

VIRTUAL_INTERFACE = re.compile(   # Linux / macOS interface names
    r"^(docker|br-|veth|virbr|vboxnet|vmnet|vnic|utun|tun|tap|wg|tailscale|zt|ham|llw|awdl|anpi|bridge"
    r"|cni|flannel|cali|podman|lxc|lxd)", re.I)
VIRTUAL_ADAPTER = re.compile(     # words in Windows adapter names and descriptions
    r"\b(vEthernet|VirtualBox|VMware|Hyper-V|WSL|Tailscale|ZeroTier|WireGuard|OpenVPN|TAP|Bluetooth|Loopback)\b", re.I)


def is_virtual(interface: str) -> bool:
    return bool(interface) and bool(VIRTUAL_INTERFACE.match(interface) or VIRTUAL_ADAPTER.search(interface))


def _rank(ip: ipaddress._BaseAddress, virtual: bool) -> tuple:
    if ip.is_loopback:
        group = 9
    elif isinstance(ip, ipaddress.IPv4Address):
        if ip.is_link_local:
            group = 7
        elif ip in ipaddress.ip_network("192.168.0.0/16"):
            group = 0
        elif ip in ipaddress.ip_network("10.0.0.0/8"):
            group = 1
        elif ip in ipaddress.ip_network("172.16.0.0/12"):
            group = 2
        else:
            group = 4                     # other IPv4 (carrier-grade NAT, public, test ranges)
    else:
        group = 5 if ip in ipaddress.ip_network("fc00::/7") else 6
    if virtual and group < 9:
        group += 0.5                      # behind the real adapters of the same kind
    return (group,)


def _usable(ip: ipaddress._BaseAddress) -> bool:
    if ip.is_unspecified or ip.is_multicast or ip.is_reserved and not ip.is_private:
        return False
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.is_link_local or ip.ipv4_mapped or ip.sixtofour or ip.teredo or ip.is_site_local:
            return False
        if ip.is_loopback:
            return True
        return ip in ipaddress.ip_network("fc00::/7") or ip in ipaddress.ip_network("2000::/3")
    return ip.packed[0] != 0 and ip != ipaddress.IPv4Address("255.255.255.255")


def _parse(address: str) -> ipaddress._BaseAddress | None:
    text = address.strip().strip("[]").split("%")[0].split("/")[0]
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None


def order_addresses(addresses: Iterable[str], virtual: Iterable[str] = ()) -> list[str]:
    """Usable addresses from `addresses`, de-duplicated and best first (see the module notes).

    `virtual` names addresses that belong to virtual adapters; they sort after real ones.
    """
    virtual_ips = {ip for ip in map(_parse, virtual) if ip is not None}
    ranked: dict[str, tuple] = {}
    for position, raw in enumerate(addresses):
        ip = _parse(raw)
        if ip is None or not _usable(ip):
            continue
        key = str(ip)
        if key not in ranked:
            ranked[key] = _rank(ip, ip in virtual_ips) + (position,)
    return sorted(ranked, key=ranked.get)


# --- finding them -----------------------------------------------------------------------------------

def adapter_addresses(adapters: Iterable) -> list[tuple[str, bool]]:
    """(address, on a virtual adapter?) for every address of `ifaddr` adapters, as listed."""
    found = []
    for adapter in adapters:
        virtual = is_virtual(str(adapter.name or "")) or is_virtual(str(adapter.nice_name or ""))
        for ip in adapter.ips:
            address = ip.ip if isinstance(ip.ip, str) else ip.ip[0]     # IPv6: (address, flowinfo, scope)
            found.append((str(address), virtual))
    return found


def lan_addresses() -> list[str]:
    """This machine's IPv4 (and usable IPv6) addresses, best for phones first, loopback last."""
    try:
        found = adapter_addresses(ifaddr.get_adapters())
    except Exception:  # noqa: BLE001 - an odd system call failing: the laptop itself still deals
        found = []
    virtual = [address for address, on_virtual in found if on_virtual]
    return order_addresses([address for address, _ in found] + ["127.0.0.1"], virtual)
