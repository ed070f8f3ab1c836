"""Which client a request comes from: the peer address, or — only when the peer is a proxy named in
``IBOT_TRUSTED_PROXIES`` — the client that proxy reports in ``X-Forwarded-For`` (and the scheme in
``X-Forwarded-Proto``, which makes the console's cookies ``Secure`` behind an HTTPS proxy).

Anything else may write those headers too, so from any other sender they are ignored: the limits per
client address (failed authentication, console sign-in, ``api/ratelimit.py``) then count the sender
itself, whatever it claims. The default trusts no proxy. uvicorn's own reading of the headers is off
(``api/serve.py``), so this setting is the one place that decides; the headers are read by uvicorn's
``ProxyHeadersMiddleware`` (rightmost untrusted address of the chain), installed around the app.
"""

from __future__ import annotations

import ipaddress
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the settings check IBOT_TRUSTED_PROXIES here in every command, `admin` too: no web stack
    from fastapi import FastAPI

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def parse_trusted_proxies(value: str) -> list[Network]:
    """``"10.0.0.5, 172.28.0.0/24"`` as networks; an entry that is no IP or CIDR (``*`` too) is refused."""
    networks: list[Network] = []
    for entry in (part.strip() for part in value.split(",")):
        if not entry:
            continue
        try:
            networks.append(ipaddress.ip_network(entry, strict=False))
        except ValueError:
            raise ValueError(
                f"IBOT_TRUSTED_PROXIES: {entry!r} is not an IP address or a CIDR network"
            ) from None
    return networks


def read_forwarded_headers(app: FastAPI, value: str) -> None:
    """Install, outermost (so every limit and log sees the client), the reading of the forwarded
    headers from the proxies named in ``value``; nothing when it names none."""
    from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

    networks = parse_trusted_proxies(value)
    if networks:
        app.add_middleware(ProxyHeadersMiddleware, trusted_hosts=[str(network) for network in networks])
