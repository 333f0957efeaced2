"""This machine's own network addresses, for the links the phones open.

Found only by *listing* interfaces, never by connecting anywhere (no "UDP connect to 8.8.8.8"
trick: the kit must work with no internet and must not send packets on its own):

* `socket.getaddrinfo(socket.gethostname())` (given at most 2 s: an unknown host name could
  otherwise wait for a DNS time-out);
* the system's own listing: `ip -o addr` (Linux), `ifconfig` (macOS/BSD, older Linux),
  `ipconfig` (Windows, any display language), and `/proc/net/if_inet6` on Linux.

`order_addresses` (a pure function) ranks them: private IPv4 (192.168/16, 10/8, 172.16/12) first,
then other IPv4, then usable IPv6 (global or unique-local), then IPv4 link-local, loopback last.
Addresses of virtual adapters (Docker, VirtualBox, VPN tunnels, …) go behind the real ones of the
same rank. IPv6 link-local (fe80::) is left out: a phone cannot open such a link without a zone id.
"""
from __future__ import annotations

import ipaddress
import os
import re
import socket
import subprocess
import sys
import threading
from collections.abc import Iterable
from pathlib import Path

VIRTUAL_INTERFACE = re.compile(   # Linux / macOS interface names
    r"^(docker|br-|veth|virbr|vboxnet|vmnet|vnic|utun|tun|tap|wg|tailscale|zt|ham|llw|awdl|anpi|bridge"
    r"|cni|flannel|cali|podman|lxc|lxd)", re.I)
VIRTUAL_ADAPTER = re.compile(     # words in Windows adapter names, in any display language
    r"\b(vEthernet|VirtualBox|VMware|Hyper-V|WSL|Tailscale|ZeroTier|WireGuard|OpenVPN|TAP|Bluetooth|Loopback)\b", re.I)


def is_virtual(interface: str) -> bool:
    return bool(interface) and bool(VIRTUAL_INTERFACE.match(interface) or VIRTUAL_ADAPTER.search(interface))

_DOTTED = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
_IPV6 = re.compile(r"(?<![0-9A-Fa-f:])([0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7})(?:%[\w.\-]+)?")


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

def _run(args: list[str]) -> str:
    flags = getattr(subprocess, "CREATE_NO_WINDOW", 0)     # no console flashing up on Windows
    try:
        done = subprocess.run(args, capture_output=True, timeout=3, creationflags=flags,
                              stdin=subprocess.DEVNULL, env={**os.environ, "LC_ALL": "C"})
    except (OSError, subprocess.SubprocessError, ValueError):
        return ""
    return done.stdout.decode("utf-8", "replace") if done.stdout else ""


def parse_ip_addr(output: str) -> list[tuple[str, str]]:
    """(address, interface) pairs from `ip -o addr` output."""
    found = []
    for line in output.splitlines():
        m = re.match(r"\s*\d+:\s+(\S+?)(?:@\S+)?\s+inet6?\s+(\S+)", line)
        if m:
            found.append((m.group(2).split("/")[0], m.group(1)))
    return found


def parse_ifconfig(output: str) -> list[tuple[str, str]]:
    """(address, interface) pairs from `ifconfig` output (BSD/macOS and net-tools styles)."""
    found, interface = [], ""
    for line in output.splitlines():
        head = re.match(r"^(\S+?):?\s", line)
        if head and not line[:1].isspace():
            interface = head.group(1).rstrip(":")
        m = re.match(r"\s+inet6?\s+(?:addr:\s*)?([0-9A-Fa-f:.%\w]+)", line)
        if m:
            found.append((m.group(1).split("/")[0], interface))
    return found


def parse_ipconfig(output: str) -> list[tuple[str, str]]:
    """(address, adapter) pairs from Windows `ipconfig` output, whatever its display language."""
    found, adapter = [], ""
    for line in output.splitlines():
        if line and not line[:1].isspace() and line.rstrip().endswith(":"):
            adapter = line.rstrip().rstrip(":")
            continue
        label, sep, value = line.partition(":")
        if not sep or ("IPv4" not in label and "IPv6" not in label and "IP Address" not in label):
            continue
        value = line.split(": ", 1)[-1] if ": " in line else value
        m = _DOTTED.search(value) if "IPv6" not in label else _IPV6.search(value)
        if m:
            found.append((m.group(1), adapter))
    return found


def _proc_if_inet6() -> list[tuple[str, str]]:
    found = []
    try:
        text = Path("/proc/net/if_inet6").read_text()
    except OSError:
        return found
    for line in text.splitlines():
        fields = line.split()
        if len(fields) >= 6 and len(fields[0]) == 32:
            hexa = fields[0]
            found.append((":".join(hexa[i:i + 4] for i in range(0, 32, 4)), fields[5]))
    return found


def _from_hostname() -> list[str]:
    result: list[str] = []

    def look() -> None:
        try:
            for info in socket.getaddrinfo(socket.gethostname(), None, proto=socket.IPPROTO_TCP):
                result.append(str(info[4][0]))
        except (OSError, UnicodeError):
            pass

    worker = threading.Thread(target=look, name="lan-addresses", daemon=True)
    worker.start()
    worker.join(timeout=2.0)
    return list(result)


def _interface_listing() -> list[tuple[str, str]]:
    if sys.platform == "win32":
        return parse_ipconfig(_run(["ipconfig"]))
    found = parse_ip_addr(_run(["ip", "-o", "addr", "show"])) if sys.platform.startswith("linux") else []
    if not found:
        for path in ("/sbin/ifconfig", "/usr/sbin/ifconfig", "ifconfig"):
            found = parse_ifconfig(_run([path]))
            if found:
                break
    if sys.platform.startswith("linux"):
        found += _proc_if_inet6()
    return found


def lan_addresses() -> list[str]:
    """This machine's IPv4 (and usable IPv6) addresses, best for phones first, loopback last."""
    pairs = _interface_listing()
    virtual = [addr for addr, interface in pairs if is_virtual(interface)]
    candidates = [addr for addr, _ in pairs] + _from_hostname() + ["127.0.0.1"]
    return order_addresses(candidates, virtual)
