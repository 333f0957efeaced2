"""Finding this machine's addresses: the ranking (pure), the adapters `ifaddr` reports, and that finding
them connects nowhere and starts no process."""
import os
import socket
import subprocess

import ifaddr

from werewolf_desktop.deal import lan_addresses, order_addresses
from werewolf_desktop.deal.addresses import adapter_addresses, is_virtual


def test_private_ranges_first_then_other_ipv4_then_ipv6_loopback_last():
    found = ["127.0.0.1", "::1", "203.0.113.7", "2001:db8:1::5", "fd12:3456::1", "172.20.1.4", "10.0.0.8",
             "192.168.1.20", "169.254.10.2", "100.64.3.3"]
    assert order_addresses(found) == [
        "192.168.1.20", "10.0.0.8", "172.20.1.4",       # private IPv4
        "203.0.113.7", "100.64.3.3",                    # other IPv4, in the order found
        "fd12:3456::1", "2001:db8:1::5",                # unique-local, then global IPv6
        "169.254.10.2",                                 # IPv4 link-local
        "127.0.0.1", "::1",                             # loopback last
    ]


def test_unusable_addresses_are_dropped_and_duplicates_merged():
    found = ["fe80::1%en0", "0.0.0.0", "::", "224.0.0.1", "ff02::1", "::ffff:192.168.1.5", "255.255.255.255",
             "not-an-address", "", "192.168.1.5/24", "192.168.1.5", "[fd00::2]", "fd00::2%eth0"]
    assert order_addresses(found) == ["192.168.1.5", "fd00::2"]


def test_172_outside_the_private_block_is_not_private():
    assert order_addresses(["172.32.0.1", "172.31.255.1"]) == ["172.31.255.1", "172.32.0.1"]


def test_virtual_adapters_go_behind_real_ones_of_the_same_kind():
    found = ["172.17.0.1", "192.168.56.1", "192.168.1.20", "10.8.0.2"]
    assert order_addresses(found, virtual=["172.17.0.1", "192.168.56.1"]) == [
        "192.168.1.20", "192.168.56.1", "10.8.0.2", "172.17.0.1"]
    assert is_virtual("docker0") and is_virtual("vboxnet0") and is_virtual("utun3")
    assert is_virtual("vEthernet (WSL)") and is_virtual("VirtualBox Host-Only Ethernet Adapter")
    assert is_virtual("TAP-Windows Adapter V9") and is_virtual("WireGuard Tunnel")
    assert not is_virtual("wlan0") and not is_virtual("en0") and not is_virtual("Wireless LAN adapter Wi-Fi")


def adapter(name: str, nice_name: str, *ips: str) -> ifaddr.Adapter:
    """An adapter as `ifaddr.get_adapters()` reports it (IPv6 as (address, flowinfo, scope id))."""
    return ifaddr.Adapter(name, nice_name, [ifaddr.IP(ip if "." in ip else (ip, 0, 0), 24, nice_name) for ip in ips])


def test_adapters_of_linux_macos_and_windows_become_ranked_addresses():
    adapters = [
        adapter("lo", "lo", "127.0.0.1", "::1"),
        adapter("docker0", "docker0", "172.17.0.1"),
        adapter("wlp2s0", "wlp2s0", "192.168.1.20", "fe80::1234", "fd00::9"),
        adapter("utun3", "utun3", "10.8.0.2"),
        adapter("{846EE342-7039-11DE-9D20-806E6F6E6963}", "Hyper-V Virtual Ethernet Adapter", "192.168.56.1"),
        adapter("{0F1E2D3C-0000-11DE-9D20-806E6F6E6963}", "Intel(R) Wi-Fi 6 AX201 160MHz", "10.0.0.5"),
    ]
    found = adapter_addresses(adapters)
    assert ("172.17.0.1", True) in found and ("192.168.1.20", False) in found and ("fe80::1234", False) in found
    assert ("192.168.56.1", True) in found and ("10.0.0.5", False) in found
    assert order_addresses([a for a, _ in found], [a for a, v in found if v]) == [
        "192.168.1.20", "192.168.56.1", "10.0.0.5", "10.8.0.2", "172.17.0.1", "fd00::9", "127.0.0.1", "::1"]


def test_finding_the_addresses_starts_no_process(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("lan_addresses must not start a process")

    monkeypatch.setattr(subprocess, "Popen", refuse)
    monkeypatch.setattr(os, "posix_spawn", refuse, raising=False)
    monkeypatch.setattr(os, "system", refuse)
    found = lan_addresses()
    assert found[-1] in ("127.0.0.1", "::1") and "127.0.0.1" in found
    real = [a for a, _ in adapter_addresses(ifaddr.get_adapters())]
    assert set(found) == set(order_addresses(real + ["127.0.0.1"]))


def test_lan_addresses_connects_nowhere(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("lan_addresses must not open a connection")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    monkeypatch.setattr(socket.socket, "sendto", refuse)
    monkeypatch.setattr(socket.socket, "send", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    found = lan_addresses()
    assert found and found[-1] in ("127.0.0.1", "::1")
    assert "127.0.0.1" in found
    assert found == order_addresses(found)          # already in order
