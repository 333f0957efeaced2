"""Finding this machine's addresses: the ranking (pure) and that finding them connects nowhere."""
import socket

import pytest

from werewolf_desktop.deal import lan_addresses, order_addresses
from werewolf_desktop.deal.addresses import is_virtual, parse_ifconfig, parse_ip_addr, parse_ipconfig


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
    assert is_virtual("Ethernet adapter vEthernet (WSL)") and is_virtual("以太网适配器 VirtualBox Host-Only Network")
    assert not is_virtual("wlan0") and not is_virtual("en0") and not is_virtual("Wireless LAN adapter Wi-Fi")


def test_parse_ip_addr():
    out = """1: lo    inet 127.0.0.1/8 scope host lo\\       valid_lft forever preferred_lft forever
2: wlp2s0    inet 192.168.1.20/24 brd 192.168.1.255 scope global dynamic wlp2s0\\       valid_lft 86000sec
2: wlp2s0    inet6 fe80::1234/64 scope link \\       valid_lft forever preferred_lft forever
3: docker0    inet 172.17.0.1/16 brd 172.17.255.255 scope global docker0\\       valid_lft forever
5: veth1@if4    inet6 fd00::9/64 scope global \\       valid_lft forever"""
    assert parse_ip_addr(out) == [("127.0.0.1", "lo"), ("192.168.1.20", "wlp2s0"), ("fe80::1234", "wlp2s0"),
                                  ("172.17.0.1", "docker0"), ("fd00::9", "veth1")]


def test_parse_ifconfig_macos_and_net_tools():
    out = """lo0: flags=8049<UP,LOOPBACK,RUNNING,MULTICAST> mtu 16384
	inet 127.0.0.1 netmask 0xff000000
	inet6 ::1 prefixlen 128
en0: flags=8863<UP,BROADCAST,SMART,RUNNING,SIMPLEX,MULTICAST> mtu 1500
	inet6 fe80::1c2a:1%en0 prefixlen 64 secured scopeid 0x6
	inet 192.168.1.23 netmask 0xffffff00 broadcast 192.168.1.255
eth0      Link encap:Ethernet  HWaddr 00:11:22:33:44:55
          inet addr:10.0.0.5  Bcast:10.0.0.255  Mask:255.255.255.0
"""
    assert parse_ifconfig(out) == [("127.0.0.1", "lo0"), ("::1", "lo0"), ("fe80::1c2a:1%en0", "en0"),
                                   ("192.168.1.23", "en0"), ("10.0.0.5", "eth0")]


@pytest.mark.parametrize("output, expected", [
    ("""
Wireless LAN adapter Wi-Fi:

   Connection-specific DNS Suffix  . : fritz.box
   IPv6 Address. . . . . . . . . . . : 2001:db8::abcd(Preferred)
   Link-local IPv6 Address . . . . . : fe80::1%12
   IPv4 Address. . . . . . . . . . . : 192.168.178.30(Preferred)
   Subnet Mask . . . . . . . . . . . : 255.255.255.0
   Default Gateway . . . . . . . . . : 192.168.178.1

Ethernet adapter vEthernet (WSL):

   IPv4 Address. . . . . . . . . . . : 172.29.96.1
""", [("2001:db8::abcd", "Wireless LAN adapter Wi-Fi"), ("fe80::1", "Wireless LAN adapter Wi-Fi"),
      ("192.168.178.30", "Wireless LAN adapter Wi-Fi"), ("172.29.96.1", "Ethernet adapter vEthernet (WSL)")]),
    ("""
Drahtlos-LAN-Adapter WLAN:

   IPv4-Adresse  . . . . . . . . . . : 192.168.0.12
   Subnetzmaske  . . . . . . . . . . : 255.255.255.0
   Standardgateway . . . . . . . . . : 192.168.0.1
""", [("192.168.0.12", "Drahtlos-LAN-Adapter WLAN")]),
    ("""
无线局域网适配器 WLAN:

   IPv4 地址 . . . . . . . . . . . . : 10.1.2.3
   子网掩码  . . . . . . . . . . . . : 255.0.0.0
""", [("10.1.2.3", "无线局域网适配器 WLAN")]),
])
def test_parse_ipconfig_in_any_language(output, expected):
    assert parse_ipconfig(output) == expected


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
