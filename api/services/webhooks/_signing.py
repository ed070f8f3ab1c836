"""Webhook secrets and signatures.

A webhook's secret is never stored: it is HMAC-SHA256(server key, webhook id and a random salt), where the
server key is derived from the service token (``IBOT_SERVICE_TOKEN``, or the one generated into the data
dir). The database alone (a backup, a leaked dump) therefore cannot sign; every replica, sharing the
service token, derives the same secret. Rotating the service token changes every webhook's secret:
recreate the webhooks afterwards.

Signature header: ``X-Ibot-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">``.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

SIGNATURE_HEADER = "X-Ibot-Signature"
SECRET_PREFIX = "whsec_"


def new_salt() -> str:
    return secrets.token_hex(16)


def webhook_secret(service_token: str, webhook_id: str, salt: str) -> str:
    server_key = hmac.new(service_token.encode(), b"ibot webhook secrets v1", hashlib.sha256).digest()
    digest = hmac.new(server_key, f"{webhook_id}:{salt}".encode(), hashlib.sha256).digest()
    return SECRET_PREFIX + base64.urlsafe_b64encode(digest).decode().rstrip("=")


def signature(secret: str, timestamp: int, body: bytes) -> str:
    signed = f"{timestamp}.".encode() + body
    return hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()


def signature_header(secret: str, timestamp: int, body: bytes) -> str:
    return f"t={timestamp},v1={signature(secret, timestamp, body)}"


def verify(secret: str, header: str, body: bytes, now: int, tolerance_s: int = 300) -> bool:
    """What a receiver does (docs/webhooks.md): the v1 signature matches and ``t`` is recent."""
    parts = dict(part.split("=", 1) for part in header.split(",") if "=" in part)
    try:
        timestamp = int(parts.get("t", ""))
    except ValueError:
        return False
    if abs(now - timestamp) > tolerance_s:
        return False
    return hmac.compare_digest(signature(secret, timestamp, body), parts.get("v1", ""))
