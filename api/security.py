"""Secrets: recruiter API keys (random, shown once, stored as a SHA-256 hash), invite tokens."""

from __future__ import annotations

import hashlib
import hmac
import secrets

KEY_PREFIX = "ibk"


def new_api_key() -> tuple[str, str, str]:
    """A fresh key as ``(key, prefix, hash)``: ``ibk_<prefix>_<secret>``; only the hash is stored."""
    prefix = secrets.token_hex(6)
    key = f"{KEY_PREFIX}_{prefix}_{secrets.token_urlsafe(32)}"
    return key, prefix, hash_secret(key)


def split_api_key(key: str) -> str | None:
    """The lookup prefix of a well-formed key, else None."""
    parts = key.split("_", 2)
    if len(parts) != 3 or parts[0] != KEY_PREFIX or len(parts[1]) != 12:
        return None
    return parts[1]


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def same_secret(given: str, expected: str) -> bool:
    """Constant-time comparison."""
    return hmac.compare_digest(given.encode("utf-8"), expected.encode("utf-8"))


def new_invite_token() -> str:
    """43 characters of ``A–Z a–z 0–9 _ -``: fits a Telegram ``start`` payload (≤ 64)."""
    return secrets.token_urlsafe(32)
