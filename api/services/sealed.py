"""Secrets the server must send again (an applicant tracking system's credentials), stored sealed:
AES-256-GCM under a key derived from the service token (``IBOT_SERVICE_TOKEN``, or the one generated into
the data dir), bound to the row they belong to. As for webhook secrets (api/services/webhooks/_signing.py),
the database alone — a backup, a leaked dump — does not reveal them; every replica, sharing the service
token, can open them. Rotating the service token makes the sealed ones unreadable: they are refused
(:class:`Unreadable`), never guessed, until the ATS presents its key again."""

from __future__ import annotations

import base64
import hashlib
import hmac
import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

VERSION = "v1"
NONCE_BYTES = 12


class Unreadable(Exception):
    """Sealed under another service token, or altered."""


def _key(service_token: str) -> bytes:
    return hmac.new(service_token.encode(), b"ibot sealed secrets v1", hashlib.sha256).digest()


def seal(service_token: str, secret: str, bound_to: str) -> str:
    """``secret`` sealed for the row ``bound_to`` (its id): opening it for another row fails."""
    nonce = os.urandom(NONCE_BYTES)
    sealed = AESGCM(_key(service_token)).encrypt(nonce, secret.encode(), bound_to.encode())
    return f"{VERSION}:{base64.urlsafe_b64encode(nonce + sealed).decode()}"


def unseal(service_token: str, sealed: str, bound_to: str) -> str:
    version, _, payload = sealed.partition(":")
    if version != VERSION:
        raise Unreadable(f"unknown sealing {version!r}")
    try:
        raw = base64.urlsafe_b64decode(payload.encode())
        plain = AESGCM(_key(service_token)).decrypt(raw[:NONCE_BYTES], raw[NONCE_BYTES:], bound_to.encode())
    except (InvalidTag, ValueError):
        raise Unreadable("sealed under another service token, or altered") from None
    return plain.decode()
