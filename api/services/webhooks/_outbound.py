"""Outbound requests to addresses recruiters chose (webhooks): no loopback, private or link-local
destinations (SSRF) unless ``IBOT_OUTBOUND_ALLOW_PRIVATE=true``. Every address the host resolves to is
checked; the check runs when a webhook is created and again before every attempt (a name that later
resolves to a private address is caught then).

An attempt resolves the name once: :func:`approved_addresses` returns the addresses the check approved and
:func:`pinned_request` aims the request at it — the connection goes to that address, with the original
``Host`` header and, over https, the host name for SNI and certificate verification. The HTTP client
never resolves the name again, so a name that answers differently the second time (DNS rebinding)
cannot reach an address the check refused."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from typing import Any
from urllib.parse import urlsplit

import httpx

RESOLVE_TIMEOUT_S = 3.0


class OutboundRefused(Exception):
    """The destination may not be called; the message says why."""


def _forbidden(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return (
        address.is_loopback
        or address.is_private
        or address.is_link_local
        or address.is_multicast
        or address.is_reserved
        or address.is_unspecified
        or not address.is_global
    )


def parse_destination(url: str) -> tuple[str, int]:
    try:
        parts = urlsplit(url)
    except ValueError as error:  # a bracketed host that is no IPv6 address ("http://[::1/")
        raise OutboundRefused(f"not a URL: {error}") from None
    if parts.scheme not in {"http", "https"}:
        raise OutboundRefused("the URL must start with http:// or https://")
    if not parts.hostname:
        raise OutboundRefused("the URL has no host")
    if parts.username or parts.password:
        raise OutboundRefused("credentials in the URL are not allowed (they would be logged)")
    try:
        port = parts.port
    except ValueError as error:
        raise OutboundRefused(f"invalid port: {error}") from None
    if port == 0:  # not the scheme's default: nothing listens there, every delivery would fail
        raise OutboundRefused("invalid port: 0")
    try:  # a label over 63 characters (or a name over 253) cannot be resolved: refused now, not at delivery
        parts.hostname.encode("idna")
    except UnicodeError as error:
        raise OutboundRefused(f"invalid host name: {error}") from None
    return parts.hostname, port or (443 if parts.scheme == "https" else 80)


async def check_destination(url: str, *, allow_private: bool) -> None:
    """Raise ``OutboundRefused`` unless every address of the URL's host is public (or private ones are
    allowed: then the name is not even resolved, a receiver may be set up before its name is)."""
    if allow_private:
        parse_destination(url)
        return
    await approved_addresses(url, allow_private=False)


async def approved_addresses(url: str, *, allow_private: bool) -> list[str]:
    """The addresses to connect to for ``url``, in the resolver's order: its host resolved once, every
    address checked (unless private ones are allowed). Raises ``OutboundRefused``."""
    host, port = parse_destination(url)
    try:
        literal = ipaddress.ip_address(host)
    except ValueError:
        literal = None
    if literal is not None:
        addresses = [literal]
    else:
        lookup = asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
        try:
            infos = await asyncio.wait_for(lookup, RESOLVE_TIMEOUT_S)
        except (socket.gaierror, UnicodeError, TimeoutError) as error:
            raise OutboundRefused(f"cannot resolve {host}: {error or 'timed out'}") from None
        addresses = [ipaddress.ip_address(str(info[4][0]).split("%", 1)[0]) for info in infos]
    if not addresses:
        raise OutboundRefused(f"{host} resolves to no address")
    for address in addresses:
        if not allow_private and _forbidden(address):
            raise OutboundRefused(
                f"{host} resolves to {address}, a loopback, private or link-local address "
                "(set IBOT_OUTBOUND_ALLOW_PRIVATE=true for a receiver inside your network)"
            )
    return list(dict.fromkeys(str(address) for address in addresses))


def pinned_request(url: str, address: str) -> tuple[httpx.URL, dict[str, str], dict[str, Any]]:
    """The URL aimed at ``address``, the ``Host`` header of the original and the request extensions
    (``sni_hostname``: TLS names and verifies the original host, never the address)."""
    original = httpx.URL(url)
    extensions: dict[str, Any] = {"sni_hostname": original.host} if original.scheme == "https" else {}
    return original.copy_with(host=address), {"Host": original.netloc.decode("ascii")}, extensions
